"""Round 27 of the catalog import (issue 13), rows with a category column. Every title and path
here is written for this test in the shapes seller exports take, never copied from a data set,
an evaluation file or a fixture other than the tuner's own
(tests/fixtures/category_paths_fresh27_column27.csv); each case marked "was:" failed on 3aa3bb3.

- A department that spans domains ("Home & Kitchen", "Garden & Outdoors", "Beauty & Health") no
  longer stands in for a leaf the table cannot read (`_unspanned`).
- A shelf of gear for a food or drink ("Tea Accessories", "Coffee Gear") reads as kitchenware
  (`_for_food`).
- An unknown leaf under a shelf of one domain, whose path's neighbours put that domain first,
  is not outvoted by one title keyword of another sense (`_shelf_named`); an unknown leaf whose
  path or title names nothing is decided by both neighbour votes together (`_both_votes`).
- "¦" and a JSON list's quote-comma-quote part a path.
"""
from __future__ import annotations

import pytest

from agent.domain_classifier import decide, rank_title, read_path
from agent.domain_map import split_category
from agent.domain_neighbours import NeighbourVote
from agent.products import DomainSource
from memory.domains import Domain

D = Domain


def vote(*shares: tuple[Domain, float]) -> NeighbourVote:
    ranked = tuple(sorted(shares, key=lambda kv: -kv[1]))
    return NeighbourVote(ranked[0][0], ranked[0][1], 0.9, ranked)


@pytest.mark.parametrize("path,segments", [
    ("Garden ¦ Power Tools ¦ Hedge Trimmers", ["Garden", "Power Tools", "Hedge Trimmers"]),  # was: one segment
    ('["Home", "Soft Furnishings", "Cushion Covers"]', ["Home", "Soft Furnishings", "Cushion Covers"]),  # was: one segment
    ('["Automotive", "Car Electronics", "Dash Cams"]', ["Automotive", "Car Electronics", "Dash Cams"]),  # was: one segment
])
def test_broken_bar_and_json_lists_part_a_path(path, segments):
    assert split_category(path) == segments


@pytest.mark.parametrize("path", [
    "Home & Kitchen › Squeegees",        # was: kitchen_dining, read by "Kitchen"
    "Home & Kitchen › Drain Guards",     # was: kitchen_dining
    "Beauty & Health › Bundles of Three",  # was: beauty_personal_care
])
def test_a_department_that_spans_domains_does_not_read_an_unknown_leaf(path):
    reading = read_path(path)
    assert reading.domain is None and not reading.leaf_known


def test_the_next_shelf_of_one_domain_reads_the_leaf_instead():
    reading = read_path("Automotive › Motorcycle & Powersports › Chain Care")
    assert reading.domain is D.AUTOMOTIVE
    assert reading.segment == "Automotive"  # was: "Motorcycle & Powersports", automotive and sports


def test_a_department_of_one_domain_still_reads_an_unknown_leaf():
    assert read_path("Tennis Gear › Dampeners").domain is D.SPORTS_OUTDOORS
    assert read_path("Archery › Fletchings").domain is D.SPORTS_OUTDOORS


@pytest.mark.parametrize("path", [
    "Cheese Accessories › Slates",        # was: food_beverages
    "Matcha Accessories › Utensil Sets",  # was: food_beverages
    "Wine Accessories › Aerators",        # was: food_beverages
    "Coffee Gear › Knock Tubs",           # was: food_beverages
])
def test_gear_for_a_food_is_kitchenware(path):
    assert read_path(path).domain is D.KITCHEN_DINING


@pytest.mark.parametrize("path,domain", [
    ("Grocery › Coffee", D.FOOD_BEVERAGES),            # the food itself
    ("Loose Leaf Tea › Oolong", D.FOOD_BEVERAGES),
    ("Coffee Gear › Kettles", D.HOME_APPLIANCES),      # a leaf the table reads decides
])
def test_food_shelves_that_sell_food_stay_food(path, domain):
    assert read_path(path).domain is domain


def test_a_shelf_of_one_domain_and_its_path_neighbours_outvote_one_title_word():
    reading = read_path("Herbal Teas › Tisanes")
    title = "Chamomile Mint Blend 25 Pyramid Bags"
    ranked = rank_title(title)
    assert ranked and ranked[0][0] is D.BAGS_LUGGAGE  # the "Bags" it comes in
    path_vote = vote((D.FOOD_BEVERAGES, 0.45), (D.KITCHEN_DINING, 0.3), (D.HEALTH_SUPPLEMENTS, 0.25))
    # the title's own neighbours give the bags as much as the tea: they back neither reading
    title_vote = vote((D.HEALTH_SUPPLEMENTS, 0.35), (D.BAGS_LUGGAGE, 0.35), (D.FOOD_BEVERAGES, 0.3))
    decision = decide(reading, ranked, path_vote, title_vote, lone=True)
    assert decision.domain is D.FOOD_BEVERAGES  # was: bags_luggage
    assert decision.source is DomainSource.CATEGORY


def test_a_thin_path_vote_under_a_shelf_of_one_domain_leaves_the_title_its_word():
    reading = read_path("Herbal Teas › Tisanes")
    ranked = rank_title("Chamomile Mint Blend 25 Pyramid Bags")
    path_vote = vote((D.FOOD_BEVERAGES, 0.35), (D.KITCHEN_DINING, 0.33), (D.HEALTH_SUPPLEMENTS, 0.32))
    title_vote = vote((D.BAGS_LUGGAGE, 0.5), (D.FOOD_BEVERAGES, 0.5))
    assert decide(reading, ranked, path_vote, title_vote, lone=True).domain is D.BAGS_LUGGAGE


def test_an_unread_path_and_a_keywordless_title_are_decided_by_both_votes():
    reading = read_path("Fencing › Rails")
    title = "Galvanised Cross Rail Bracket Pair"
    assert reading.domain is None and rank_title(title) == []
    path_vote = vote((D.SPORTS_OUTDOORS, 0.45), (D.TOOLS_HOME_IMPROVEMENT, 0.35), (D.HOME_DECOR, 0.2))
    title_vote = vote((D.TOOLS_HOME_IMPROVEMENT, 0.6), (D.SPORTS_OUTDOORS, 0.15), (D.AUTOMOTIVE, 0.25))
    decision = decide(reading, [], path_vote, title_vote, lone=True)
    assert decision.domain is D.TOOLS_HOME_IMPROVEMENT  # was: sports_outdoors, the path's vote alone
    assert decision.source is DomainSource.NEIGHBOURS


def test_both_votes_decide_nothing_below_a_plurality():
    reading = read_path("Fencing › Rails")
    path_vote = vote((D.SPORTS_OUTDOORS, 0.45), (D.HOME_DECOR, 0.3), (D.FURNITURE, 0.25))
    title_vote = vote((D.TOOLS_HOME_IMPROVEMENT, 0.3), (D.AUTOMOTIVE, 0.3), (D.FURNITURE, 0.2), (D.HOME_DECOR, 0.2))
    # no domain reaches 0.4 on average: the path's own vote decides, as before (round 28: a
    # title vote that leads it by TITLE_OUTWEIGHS, weighed above it, takes the row instead:
    # tests/test_import_round28_column28.py; this one does not)
    assert decide(reading, [], path_vote, title_vote, lone=True).domain is D.SPORTS_OUTDOORS
