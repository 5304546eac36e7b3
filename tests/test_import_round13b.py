"""Round 13, second pass of the catalog import (issue 13). Every title and category path here is
written for this test in the shapes real exports take, never copied from a data set or an
evaluation file.

A head noun of many senses under a shelf that says which: the keyword table knows a bag as a
sleeping bag, a freezer bag and a tote bag, gloves as a golfer's, a gardener's and a coat's, a
mat as a yoga mat, a car mat and a bath mat. A leaf that is such a word alone ("Tackle Bags":
the table knows no tackle bag) was read as the word's commonest domain whatever the shelf
above it; the nearest shelf above that names one of the word's senses now says which
(`domain_classifier._sense_above`). Each path below read as the bare word's domain before.
"""
from __future__ import annotations

import pytest

from agent.catalog import import_csv
from agent.domain_classifier import read_path
from agent.products import read_catalog
from memory.domains import Domain
from tests.test_import_rules import _csv

D = Domain

SENSE_BY_SHELF = [
    ("Sports & Outdoors › Fishing › Tackle Bags", D.SPORTS_OUTDOORS),    # not luggage
    ("Sports › Golf › Gloves", D.SPORTS_OUTDOORS),                       # not a coat's gloves
    ("Pet Supplies > Reptiles > Heat Mats", D.PET_SUPPLIES),             # not a bath mat
    ("Camping > Sleeping > Pillows", D.SPORTS_OUTDOORS),                 # not bedding
]


@pytest.mark.parametrize("path,domain", SENSE_BY_SHELF)
def test_the_shelf_above_chooses_the_sense_of_a_bare_head_noun(path, domain):
    reading = read_path(path)
    assert reading.domain == domain, reading


KEPT = [
    ("Clothing › Men › Shoes", D.FOOTWEAR),                    # a word of one sense: the leaf
    ("Home & Kitchen › Bedding › Sheets", D.HOME_TEXTILES),    # the nearest shelf, not the top
    ("Kitchen › Baking › Sheets", D.KITCHEN_DINING),
    ("Tools & Home Improvement › Storage › Tool Bags", D.TOOLS_HOME_IMPROVEMENT),
    ("Toys & Games › Vehicles › RC Cars", D.TOYS_GAMES),       # a compound chose its sense
    ("Automotive › Interior › Seat Cushions", D.HOME_TEXTILES),  # (as before: the leaf's compound)
    ("Computers › Tablets & Networking › Monitors", D.COMPUTERS_OFFICE),  # a shelf of two domains
]


@pytest.mark.parametrize("path,domain", KEPT)
def test_a_leaf_whose_sense_is_settled_keeps_it(path, domain):
    assert read_path(path).domain == domain


def test_an_import_files_a_bare_head_noun_by_its_shelf(tmp_path):
    rows = [("Waterproof Bag with 4 Trays, Olive", "Sports & Outdoors › Fishing › Tackle Bags"),
            ("Leather Gloves, Left Hand, Medium", "Sports › Golf › Gloves"),
            ("Ceramic Heat Mat 8x12 inch", "Pet Supplies > Reptiles > Heat Mats")]
    src = _csv(tmp_path / "c.csv", ["title", "category"], [list(r) for r in rows])
    out = tmp_path / "c.jsonl"
    import_csv(src, title="title", category="category", out=out, semantic="off")
    got = [p.domain for p in read_catalog(out)]
    assert got == [D.SPORTS_OUTDOORS, D.SPORTS_OUTDOORS, D.PET_SUPPLIES]
