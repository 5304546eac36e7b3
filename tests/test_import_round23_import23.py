"""Round 23 of the catalog import (issue 13), the import23 tuner: the category column. Every title
and path here is written for this test in the shapes marketplace exports take, never copied from
a data set, an evaluation file or another tuner's fixture (the tuner's own rows are in
tests/fixtures/category_paths_fresh23_import23.csv); the cases marked "was:" failed on ba8ed62.

Two families:
- a leaf of one word of many shelves under a shelf that says which ("Cycling Spares › Forks",
  "Lip Makeup › Crayons"): the shelf right above names one domain in every part of it
  (`CategoryReading.shelf`), and the whole path's neighbours agree with it at SHELF_SECONDED;
- a title read by one bare word of many senses ("Diving Goggle" as electronics, "Drive Belt" as
  a belt worn) under a path whose leaf the table cannot read: the path decides when its own
  neighbours and the title's neighbours both back it (`_path_backed`).
"""
from __future__ import annotations

import pytest

from agent.domain_classifier import (MIN_VOTE, PATH_SURE, SHELF_SECONDED, WEAK, decide, rank_title, read_path,
                                     rests_on_one_word)
from agent.domain_map import keyword_certainty
from agent.products import DomainSource
from memory.domains import Domain
from tests.importing import vote as _vote

D = Domain


@pytest.mark.parametrize("path,shelf", [
    ("Cycling Spares › Forks", D.SPORTS_OUTDOORS),
    ("Lip Makeup › Crayons", D.BEAUTY_PERSONAL_CARE),
    ("Car Interior › Mats", None),              # the leaf's own shelf: no other domain above
    ("Health & Personal Care › Spoons", None),  # two domains in one shelf: no one sense
])
def test_the_shelf_right_above_a_clear_leaf_is_read(path, shelf):
    # was: CategoryReading had no shelf (AttributeError on ba8ed62)
    reading = read_path(path)
    assert reading.shelf == shelf


def test_a_whole_home_and_kitchen_department_names_no_shelf():
    # "Home" is every shelf's: a department that spans domains backs no leaf's sense
    reading = read_path("Home & Kitchen › Spoons")
    assert reading.shelf is None


@pytest.mark.parametrize("path,title,shelf,leaf", [
    ("Cycling Spares › Forks", "Air Suspension Fork 27.5 Inch Tapered", D.SPORTS_OUTDOORS, D.KITCHEN_DINING),
    ("Lip Makeup › Crayons", "Matte Lip Crayon Long Wear Berry", D.BEAUTY_PERSONAL_CARE, D.STATIONERY_CRAFTS),
])
def test_a_path_vote_the_shelf_seconds_takes_a_leaf_of_many_senses(path, title, shelf, leaf):
    # was: the leaf's own word decided (kitchen forks, stationery crayons) under PATH_SURE
    reading = read_path(path)
    assert reading.domain == leaf and reading.shelf == shelf
    vote = _vote([(shelf, SHELF_SECONDED + 0.05), (leaf, 0.3)])
    assert vote.score < PATH_SURE
    decision = decide(reading, [], vote, None)
    assert decision.domain == shelf and decision.source == DomainSource.NEIGHBOURS


def test_a_thin_path_vote_or_one_for_another_domain_keeps_the_leaf():
    reading = read_path("Cycling Spares › Forks")
    thin = decide(reading, [], _vote([(D.SPORTS_OUTDOORS, SHELF_SECONDED - 0.1), (D.KITCHEN_DINING, 0.4)]), None)
    assert thin.domain == D.KITCHEN_DINING
    elsewhere = decide(reading, [], _vote([(D.AUTOMOTIVE, 0.7), (D.KITCHEN_DINING, 0.3)]), None)
    assert elsewhere.domain == D.KITCHEN_DINING  # automotive is no shelf above, under PATH_SURE


@pytest.mark.parametrize("path,title,want", [
    ("Snorkelling › Eyepieces", "Tempered Lens Diving Goggle Low Volume", D.SPORTS_OUTDOORS),
    ("Floorcare › Consumables", "Replacement Drive Belt for Canister Vacuum", D.HOME_APPLIANCES),
])
def test_a_lone_word_title_yields_to_a_path_both_votes_back(path, title, want):
    # was: the bare word's keywords decided (electronics for a goggle, apparel for a drive belt)
    reading = read_path(path)
    ranked = rank_title(title)
    assert rests_on_one_word(title) and ranked and ranked[0][0] != want
    assert keyword_certainty(ranked) >= WEAK
    leaf_vote = _vote([(want, MIN_VOTE + 0.1), (ranked[0][0], 0.2)])
    title_vote = _vote([(want, 0.35), (D.TOOLS_HOME_IMPROVEMENT, 0.3), (ranked[0][0], 0.1)])
    decision = decide(reading, ranked, leaf_vote, title_vote, lone=True)
    assert decision.domain == want and decision.source == DomainSource.CATEGORY
    # ...not when the title's own neighbours prefer the bare word's domain
    keeps = decide(reading, ranked, leaf_vote, _vote([(ranked[0][0], 0.4), (want, 0.3)]), lone=True)
    assert keeps.domain == ranked[0][0]
    # ...nor when the path's neighbours give it less than MIN_VOTE
    thin = decide(reading, ranked, _vote([(D.TOYS_GAMES, 0.5), (want, MIN_VOTE - 0.1)]), title_vote, lone=True)
    assert thin.domain == ranked[0][0]
    # ...nor for a title that was not doubted as one bare word
    assert decide(reading, ranked, leaf_vote, title_vote, lone=False).domain == ranked[0][0]
