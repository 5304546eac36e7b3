"""Round 32 (import32): a shelf named for an occasion reads nothing against a clear leaf, and
face paint is a cosmetic."""
from __future__ import annotations

import csv

import pytest

from agent.catalog import import_csv
from agent.domain_classifier import path_text, read_path
from agent.domain_map import classify_scored
from agent.path_occasions import names_occasion, without_occasions
from agent.products import read_catalog
from memory.domains import Domain


@pytest.mark.parametrize("segment", ["Super Bowl Sunday", "Lohri Bonfire Night", "Apple Picking Day",
                                     "Kite Fest", "Fashion Week", "Camping Weekend", "Pool Party"])
def test_a_shelf_whose_head_is_an_event_names_an_occasion(segment):
    assert names_occasion(segment)


@pytest.mark.parametrize("segment", ["Party Dresses", "Night Lights", "Day Packs", "Christmas Trees",
                                     "Party", "Fair", "Sleeping Bags", "节日礼物"])
def test_a_shelf_whose_head_is_goods_or_one_word_is_no_occasion(segment):
    assert not names_occasion(segment)


def test_an_occasion_alone_is_all_the_path_says():
    assert without_occasions("Game Night") == "Game Night"
    assert without_occasions("Movie Night › Popcorn") == "Popcorn"


def test_an_occasion_shelf_does_not_read_a_clear_leaf_as_its_theme():
    # kites are what the fest is about; the shelf holds sarees
    assert read_path("Lohri Kite Fest › Sarees").domain is Domain.APPAREL
    # pyjamas name the night, not a shelf of apparel above the sleeping bags
    reading = read_path("Pyjama Party Night › Sleeping Bags")
    assert reading.domain is Domain.SPORTS_OUTDOORS
    assert reading.shelf is None and not reading.above
    assert path_text("Pyjama Party Night › Sleeping Bags", reading) == "Sleeping Bags"


def test_an_occasion_is_kept_over_a_leaf_the_table_cannot_read():
    # the occasion's theme is the goods' own domain here, and the best evidence there is
    assert read_path("Kite Festival › Strings").domain is Domain.TOYS_GAMES
    assert read_path("Camping Weekend › Seating").domain is Domain.SPORTS_OUTDOORS


def test_an_occasion_that_changes_nothing_leaves_the_path_as_it_was():
    reading = read_path("Movie Night › Candles")
    assert reading.domain is Domain.HOME_DECOR
    assert path_text("Movie Night › Candles", reading) == "Movie Night Candles"


def test_face_paint_is_a_cosmetic_and_wall_paint_is_not():
    assert classify_scored("Glitter Face Paint Palette")[0][0] is Domain.BEAUTY_PERSONAL_CARE
    assert classify_scored("Body Paint Crayons Neon")[0][0] is Domain.BEAUTY_PERSONAL_CARE
    assert classify_scored("Matt Emulsion Wall Paint 4 Litre")[0][0] is Domain.TOOLS_HOME_IMPROVEMENT
    assert read_path("Carnival Night › Face Paint").domain is Domain.BEAUTY_PERSONAL_CARE


def test_an_import_reads_goods_under_occasion_shelves_with_real_neighbours(tmp_path):
    from agent.domain_neighbours import NeighbourClassifier
    from agent.embeddings import make_embedder

    rows = [("Hand Block Printed Cotton Saree Mustard Border", "Lohri Bonfire Night › Sarees",
             {"apparel"}),
            ("Kids Sleeping Bag Dinosaur Print Zip Around", "Pyjama Party Night › Sleeping Bags",
             {"sports_outdoors", "baby_maternity"}),
            ("Tortilla Chips Lime Salted 200 g Sharing Bag", "Big Match Day › Snacks", {"food_beverages"})]
    src = tmp_path / "rows.csv"
    with open(src, "w", newline="", encoding="utf-8") as fh:
        writer = csv.writer(fh)
        writer.writerow(["title", "category", "price"])
        writer.writerows([title, category, "499"] for title, category, _ in rows)
    out = tmp_path / "out.jsonl"
    import_csv(src, title="title", category="category", price="price", out=out, semantic="auto",
               neighbours=NeighbourClassifier.default(make_embedder()))
    got = [p.domain.value for p in read_catalog(out)]
    assert [g in want for g, (_, _, want) in zip(got, rows)] == [True, True, True], got


@pytest.mark.parametrize("segment", ["Clearance Bin", "Bargain Basket", "Sale Rack", "Deal Corner"])
def test_a_shop_fixture_after_a_word_of_price_is_a_merchandising_shelf(segment):
    from agent.domain_map import merchandising_segment

    assert merchandising_segment(segment)


@pytest.mark.parametrize("segment", ["Gift Box", "Gift Basket", "Shoe Rack", "Sale Dresses", "Tank Top Deals"])
def test_goods_named_beside_a_shop_word_stay_goods(segment):
    from agent.domain_map import merchandising_segment

    assert not merchandising_segment(segment)


def test_a_clearance_bin_says_nothing_of_the_goods_in_it():
    assert read_path("Clearance Bin").domain is None
    assert read_path("Clearance Bin › Garden Hoses").domain is Domain.TOOLS_HOME_IMPROVEMENT
