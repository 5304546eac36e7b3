"""Round 29 of the catalog import (issue 13), rows with a category column. Every title and path
here is written for this test in the shapes seller exports take, never copied from a data set,
an evaluation file or a fixture; each case marked "was:" failed on 17e8c43.

- A known leaf read in a sense the title never names, right under a shelf that names the
  title's own domain ("Laptop Parts › Caps" over keycaps, "Motorcycle Parts › Forks" over a
  fork seal): the shelf and the title agree, so the title decides
  (`domain_classifier._leaf_sense_unnamed`); the import ranks such a row's title although its
  leaf is clear (`leaf_against_shelf`). With neighbours, the path's vote found these two on
  17e8c43 already; an import that embeds nothing had only the leaf's keyword.
"""
from __future__ import annotations

import pytest

from agent.catalog import import_csv
from agent.domain_classifier import decide, leaf_against_shelf, rank_title, read_path
from agent.products import DomainSource, read_catalog
from memory.domains import Domain

D = Domain

# (title, category, the leaf's own reading, the shelf's and the title's domain)
AGAINST_SHELF = [
    ("Laptop Spare Keycaps Full Set Chiclet", "Laptop Parts › Caps", D.APPAREL, D.COMPUTERS_OFFICE),
    ("Motorbike Front Suspension Oil Seal Pair", "Motorcycle Parts › Forks", D.KITCHEN_DINING, D.AUTOMOTIVE),
]


@pytest.mark.parametrize("title,category,leaf,shelf", AGAINST_SHELF)
def test_the_title_and_the_shelf_outweigh_the_leafs_other_sense(title, category, leaf, shelf):
    reading = read_path(category)
    assert reading.domain is leaf and reading.shelf is shelf and leaf_against_shelf(reading)
    ranked = rank_title(title)
    assert ranked[0][0] is shelf and leaf not in dict(ranked)
    got = decide(reading, ranked)
    assert got.domain is shelf  # was: the leaf's own sense (apparel caps, kitchen forks)
    assert got.source == DomainSource.TITLE_KEYWORDS


@pytest.mark.parametrize("title,category,leaf,shelf", AGAINST_SHELF)
def test_an_import_without_neighbours_reads_the_leaf_by_its_shelf_and_title(title, category, leaf, shelf, tmp_path):
    # with neighbours the path's vote already found these on 17e8c43; an import that embeds
    # nothing (semantic "off") had only the leaf's keyword
    src = tmp_path / "t.csv"
    src.write_text(f'title,category\n"{title}",{category}\n', encoding="utf-8")
    out = tmp_path / "t.jsonl"
    import_csv(src, title="title", category="category", out=out, semantic="off")
    (product,) = read_catalog(out)
    assert product.domain is shelf  # was: the leaf's own sense (apparel caps, kitchen forks)
