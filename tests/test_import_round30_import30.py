"""Round 30 of the catalog import, the import30 tuner (issue 13), rows with a category column.
Every title and path here is written for this test in the shapes seller exports take, never
copied from a data set, an evaluation file or a fixture. Cases marked "was:" failed on 1310405.

- A doubted one-word leaf whose sense neither vote reads (`domain_classifier._leaf_outvoted`):
  a shelf of colours, materials or themes ("Shade Card › Chocolate", "Colour Edit › Butter")
  makes a path text whose neighbours read neither the leaf word's sense nor the goods, so the
  path vote gives the title's domain nothing and the leaf kept its keyword. The title's own
  vote, for a domain its keywords name, now decides.
- An unknown leaf whose shelf picks among the title's keyword domains (`_decide`): the title's
  own neighbours, nearly as one for another of those domains, decide instead ("Spice Rack ›
  Cardamom Pods" over a cardamom-scented candle: kitchen and decor by its keywords, decor by
  its neighbours).
"""
from __future__ import annotations

import pytest

from agent.products import DomainSource
from memory.domains import Domain
from tests.import_one import import_one

D = Domain
OWN_ROWS = "category_paths_fresh30_import30.csv"


@pytest.mark.parametrize("title,category,want", [
    # was: food_beverages (the leaf "Chocolate", a colour here)
    ("Chocolate Brown Bean Bag Cover XXL", "Shade Card › Chocolate", D.FURNITURE),
    # was: food_beverages (the leaf "Butter", a colour here)
    ("Butter Yellow Ceramic Table Lamp", "Colour Edit › Butter", D.HOME_DECOR),
])
def test_a_colour_leaf_neither_vote_reads_gives_way_to_the_title(neighbours, tmp_path, title, category, want):
    product = import_one(tmp_path, title, neighbours, category)
    assert product.domain is want
    assert product.domain_source == DomainSource.NEIGHBOURS


@pytest.mark.parametrize("title,category,want", [
    ("Mustard Seeds Black Whole 200 g", "Colour Edit › Mustard", D.FOOD_BEVERAGES),
    ("Cocoa Dusted Chocolate Truffles Box", "Shade Card › Chocolate", D.FOOD_BEVERAGES),
])
def test_a_colour_leaf_the_title_reads_in_its_own_sense_keeps_it(neighbours, tmp_path, title, category, want):
    assert import_one(tmp_path, title, neighbours, category).domain is want


@pytest.mark.parametrize("title,category", [
    # was: kitchen_dining (the spice shelf picked kitchen among the title's candle and jar)
    ("Cardamom Scented Soy Candle Jar", "Spice Rack › Cardamom Pods"),
    # was: kitchen_dining
    ("Star Anise Scented Candle Glass Jar", "Masala Dabba › Star Anise"),
])
def test_the_titles_own_neighbours_outweigh_a_shelf_picking_among_its_keywords(neighbours, tmp_path, title, category):
    product = import_one(tmp_path, title, neighbours, category)
    assert product.domain is D.HOME_DECOR
    assert product.domain_source == DomainSource.NEIGHBOURS


def test_a_shelf_picking_among_a_titles_keywords_stays_when_its_neighbours_agree(neighbours, tmp_path):
    # a jar of the spice itself: the title's neighbours do not put decor first
    product = import_one(tmp_path, "Green Cardamom Pods Whole 100 g Jar", neighbours, "Spice Rack › Cardamom Pods")
    assert product.domain in (D.FOOD_BEVERAGES, D.KITCHEN_DINING)
