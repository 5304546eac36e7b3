"""Round 25 of the catalog import (issue 13), rows with a category column. Every title and path
here is written for this test in the shapes seller exports take, never copied from a data set,
an evaluation file or a fixture other than the tuner's own
(tests/fixtures/category_paths_fresh25_column25.csv); each case marked "was:" failed on 4eb06cc.

The family: a leaf of one bare English word the keyword table reads in one sense ("Rings" as
jewellery, "Nuts" as food, "Mufflers" as a scarf) right under a shelf the table reads no word of
("Engine Parts", "Fasteners", "Power Equipment"). The leaf decided alone and its path was never
shown to the neighbours, since no shelf above named another domain (`needs_path_vote`). Such a
path is now asked (`CategoryReading.unread_shelf`), and the whole path's neighbours decide when
they give another product domain UNREAD_SHELF and the title's keywords do not back the leaf's
sense.
"""
from __future__ import annotations

import pytest

from agent.domain_classifier import UNREAD_SHELF, decide, needs_leaf_vote, read_path
from agent.products import DomainSource
from memory.domains import Domain
from tests.importing import vote as _vote

D = Domain


@pytest.mark.parametrize("path,leaf_domain", [
    ("Engine Parts › Rings", D.JEWELRY_WATCHES),      # was: read as rings worn, no doubt asked
    ("Bolts & Fixings › Nuts", D.FOOD_BEVERAGES),     # was: read as nuts eaten, no doubt asked
    ("Cycle Parts > Rings", D.JEWELRY_WATCHES),       # was: the same, another separator
])
def test_a_one_word_leaf_under_an_unread_shelf_asks_the_neighbours_of_its_path(path, leaf_domain):
    reading = read_path(path)
    assert reading.domain is leaf_domain and reading.unread_shelf
    assert needs_leaf_vote(reading)


@pytest.mark.parametrize("path", [
    "Home & Kitchen › Bedding",        # a shelf the table reads: the older path rules decide
    "Camping › Pegs",                  # the shelf names a domain of its own
    "Nuts",                            # no shelf above
    "Engine Parts › Piston Rings",     # a leaf of two words is no bare word
])
def test_other_paths_are_not_marked(path):
    assert not read_path(path).unread_shelf


def test_the_path_neighbours_take_a_bare_leaf_to_another_sense():
    reading = read_path("Engine Parts › Rings")
    vote = _vote([(D.AUTOMOTIVE, UNREAD_SHELF + 0.1), (D.JEWELRY_WATCHES, 0.2)])
    decision = decide(reading, [], vote)  # was: jewelry_watches from the category
    assert decision.domain is D.AUTOMOTIVE and decision.source is DomainSource.NEIGHBOURS


def test_a_title_naming_the_neighbours_domain_first_still_lets_them_decide():
    reading = read_path("Needlework › Hoops")
    vote = _vote([(D.STATIONERY_CRAFTS, UNREAD_SHELF + 0.05), (D.JEWELRY_WATCHES, 0.3)])
    ranked = [(D.STATIONERY_CRAFTS, 1.0), (D.JEWELRY_WATCHES, 0.4)]
    assert decide(reading, ranked, vote).domain is D.STATIONERY_CRAFTS  # was: jewelry_watches


def test_a_thin_vote_keeps_the_leaf():
    reading = read_path("Power Equipment › Mufflers")
    vote = _vote([(D.TOOLS_HOME_IMPROVEMENT, UNREAD_SHELF - 0.05), (D.AUTOMOTIVE, 0.3)])
    assert decide(reading, [], vote).domain is reading.domain


def test_a_title_that_reads_the_leafs_own_sense_keeps_the_leaf():
    reading = read_path("Bolts & Fixings › Nuts")
    vote = _vote([(D.TOOLS_HOME_IMPROVEMENT, 0.6), (D.FOOD_BEVERAGES, 0.2)])
    ranked = [(D.FOOD_BEVERAGES, 1.0)]  # "Salted Cashew Halves": the seller did shelve food there
    assert decide(reading, ranked, vote).domain is D.FOOD_BEVERAGES


def test_the_vote_never_takes_a_leaf_to_other():
    reading = read_path("Engine Parts › Rings")
    vote = _vote([(D.OTHER, 0.9)])
    assert decide(reading, [], vote).domain is D.JEWELRY_WATCHES
