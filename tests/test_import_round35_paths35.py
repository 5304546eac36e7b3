"""Round 35 of the catalog import (issue 13), English compound leaves. Every title and path here
is written for this test in the shapes seller exports take, never copied from a data set, an
evaluation file or a fixture (the tuner's own rows: tests/fixtures/category_paths_fresh35_paths.csv);
each case marked "was:" failed on bcd20f7.

- A compound leaf the table reads by its modifier alone, or by a weak head of many senses, over a
  title whose keywords rest on that same one word, is one word read twice: the two neighbour votes
  decide it as they decide a leaf the table cannot read (`_one_word_twice`, `_both_votes`).
"""
from __future__ import annotations

import pytest

from agent.domain_classifier import decide, rank_title, read_path, rests_on_one_word
from agent.domain_neighbours import NeighbourVote
from agent.products import DomainSource
from memory.domains import Domain

D = Domain


def vote(*shares: tuple[Domain, float]) -> NeighbourVote:
    ranked = tuple(sorted(shares, key=lambda kv: -kv[1]))
    return NeighbourVote(ranked[0][0], ranked[0][1], 0.9, ranked)


@pytest.mark.parametrize("path,title,modifier,path_shares,title_shares,want", [
    # a workshop grinder is no bench: "Bench" is furniture to the table, the grinder unknown
    ("Workshop › Bench Grinders", "Twin Wheel Bench Grinder 150 mm", D.FURNITURE,
     ((D.TOOLS_HOME_IMPROVEMENT, 0.6), (D.FURNITURE, 0.25), (D.HOME_APPLIANCES, 0.15)),
     ((D.TOOLS_HOME_IMPROVEMENT, 0.7), (D.FURNITURE, 0.1), (D.AUTOMOTIVE, 0.2)), D.TOOLS_HOME_IMPROVEMENT),
    # a pill splitter is no tablet computer
    ("Medicine Cabinet › Tablet Cutters", "Tablet Cutter with Blade Guard", D.ELECTRONICS,
     ((D.HEALTH_SUPPLEMENTS, 0.55), (D.ELECTRONICS, 0.3), (D.KITCHEN_DINING, 0.15)),
     ((D.HEALTH_SUPPLEMENTS, 0.8), (D.ELECTRONICS, 0.1), (D.STATIONERY_CRAFTS, 0.1)), D.HEALTH_SUPPLEMENTS),
])
def test_a_compound_read_by_its_modifier_twice_is_decided_by_both_votes(path, title, modifier, path_shares,
                                                                        title_shares, want):
    reading, ranked = read_path(path), rank_title(title)
    # the leaf and the title name the modifier's domain by one word, the head unknown
    assert reading.domain is modifier and not reading.leaf_known
    assert ranked[0][0] is modifier and rests_on_one_word(title)
    path_vote, title_vote = vote(*path_shares), vote(*title_shares)
    decision = decide(reading, ranked, path_vote, title_vote, lone=True)
    assert decision.domain is want  # was: the modifier's domain
    assert decision.source is DomainSource.CATEGORY


def test_the_titles_own_neighbours_backing_its_word_keep_it():
    reading = read_path("Bathroom › Soap Racks")
    ranked = rank_title("Chrome Soap Rack Corner")
    assert reading.domain is D.BEAUTY_PERSONAL_CARE and ranked[0][0] is D.BEAUTY_PERSONAL_CARE
    path_vote = vote((D.HOME_DECOR, 0.6), (D.BEAUTY_PERSONAL_CARE, 0.3), (D.TOOLS_HOME_IMPROVEMENT, 0.1))
    title_vote = vote((D.BEAUTY_PERSONAL_CARE, 0.45), (D.HOME_DECOR, 0.35), (D.TOOLS_HOME_IMPROVEMENT, 0.2))
    assert decide(reading, ranked, path_vote, title_vote, lone=True).domain is D.BEAUTY_PERSONAL_CARE


def test_both_votes_under_a_plurality_leave_the_word_its_reading():
    reading = read_path("Workshop › Bench Grinders")
    ranked = rank_title("Twin Wheel Bench Grinder 150 mm")
    path_vote = vote((D.TOOLS_HOME_IMPROVEMENT, 0.35), (D.FURNITURE, 0.35), (D.HOME_APPLIANCES, 0.3))
    title_vote = vote((D.HOME_APPLIANCES, 0.4), (D.TOOLS_HOME_IMPROVEMENT, 0.3), (D.FURNITURE, 0.3))
    assert decide(reading, ranked, path_vote, title_vote, lone=True).domain is D.FURNITURE


def test_a_leaf_the_table_reads_whole_is_not_one_word_twice():
    reading = read_path("Writing Desk › Pen Stands")
    ranked = rank_title("Round Mesh Pen Stand")
    assert reading.leaf_known and reading.domain is D.STATIONERY_CRAFTS
    path_vote = vote((D.COMPUTERS_OFFICE, 0.7), (D.STATIONERY_CRAFTS, 0.3))
    title_vote = vote((D.COMPUTERS_OFFICE, 0.8), (D.STATIONERY_CRAFTS, 0.2))
    assert decide(reading, ranked, path_vote, title_vote, lone=True).domain is D.STATIONERY_CRAFTS


def test_a_title_of_another_domain_than_the_leaf_is_no_word_read_twice():
    # the title names the goods by other words: the rule that picks among its candidates stays
    reading = read_path("Workshop › Bench Grinders")
    ranked = rank_title("Angle Grinder Disc Set")
    assert ranked[0][0] is D.TOOLS_HOME_IMPROVEMENT and not rests_on_one_word("Angle Grinder Disc Set")
    path_vote = vote((D.HOME_DECOR, 0.6), (D.TOOLS_HOME_IMPROVEMENT, 0.4))
    title_vote = vote((D.HOME_DECOR, 0.6), (D.TOOLS_HOME_IMPROVEMENT, 0.4))
    assert decide(reading, ranked, path_vote, title_vote).domain is D.TOOLS_HOME_IMPROVEMENT
