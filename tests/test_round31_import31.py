"""Round 31 of the catalog import, the import31 tuner (issue 13), rows with a category column.
Every title and path here is written for this test in the shapes seller exports take, never
copied from a data set, an evaluation file or a fixture. Cases marked "was:" failed on c82095e.

- A shelf of two or more merchandising words ("Top Picks", "Top Sellers", "Top Gifting") is a
  shelf of no goods even when the keyword table reads one of its words as goods ("top" is a
  garment): `domain_map._merchandising_alone`. One such word alone ("Tops", "Outlet") keeps the
  table's reading.
- A department whose rows spread over many domains, read as the leaf only because every shelf
  below it names no goods ("Home & Kitchen › Top Picks", "Home & Kitchen › Other Items"), is
  set aside as it is over an unknown leaf (`domain_classifier.read_over_generic`,
  `catalog._unspread`): the title and the neighbours decide.
"""
from __future__ import annotations

import pytest

from agent.domain_classifier import read_over_generic, read_path
from agent.domain_map import merchandising_segment, split_category
from memory.domains import Domain
from tests.import_one import import_one

D = Domain
OWN_ROWS = "category_paths_fresh31_import31.csv"


@pytest.mark.parametrize("segment", ["Top Picks", "Top Sellers", "Top Gifting", "Top Deals",
                                     "Hot Picks Of The Week"])
def test_shop_words_alone_are_a_shelf_of_no_goods(segment):
    assert merchandising_segment(segment)


@pytest.mark.parametrize("segment", ["Tops", "Crop Tops", "Top Hats", "Outlet", "Tank Top Deals"])
def test_a_goods_word_beside_or_without_a_second_shop_word_stays_goods(segment):
    assert not merchandising_segment(segment)


def test_a_top_shelf_over_a_generic_leaf_names_no_domain():
    # was: apparel ("top" read as the garment)
    assert read_path("Top Sellers › Others").domain is None
    assert read_path("Top Picks › Kitchen Knives").domain is D.KITCHEN_DINING


def test_a_department_over_generic_shelves_is_read_over_them():
    path = "Home & Kitchen › Top Picks"
    reading = read_path(path)
    assert reading.leaf == "Home & Kitchen"
    assert read_over_generic(reading, split_category(path))
    # a department that is the last segment itself is an unknown leaf's case, not this one
    assert not read_over_generic(read_path("Home & Kitchen"), split_category("Home & Kitchen"))


@pytest.mark.parametrize("title,category,want", [
    # was: apparel ("Top Sellers" read as a garment's shelf)
    ("Natural Loofah Sponge Pack Of 2", "Top Sellers", D.BEAUTY_PERSONAL_CARE),
    # was: apparel
    ("Mosquito Repellent Liquid Refill 45 Nights", "Home & Kitchen › Top Picks", D.TOOLS_HOME_IMPROVEMENT),
    # was: kitchen_dining ("Home & Kitchen" read by its kitchen over a generic shelf)
    ("Mosquito Repellent Liquid Refill 45 Nights", "Home & Kitchen › Other Items", D.TOOLS_HOME_IMPROVEMENT),
])
def test_the_title_decides_under_a_shelf_of_no_goods(neighbours, tmp_path, title, category, want):
    assert import_one(tmp_path, title, neighbours, category).domain is want


@pytest.mark.parametrize("title,category,want", [
    ("Cropped Ribbed Tank Top Women Black", "Top Sellers › Others", D.APPAREL),
    ("Nonstick Frying Pan 24 cm Induction Base", "Home & Kitchen › Top Picks", D.KITCHEN_DINING),
])
def test_goods_the_shelf_happened_to_name_stay_where_the_title_puts_them(neighbours, tmp_path, title, category, want):
    assert import_one(tmp_path, title, neighbours, category).domain is want
