"""Round 26 of the catalog import (issue 13), rows with a category column. Every title and path
here is written for this test in the shapes seller exports take, never copied from a data set,
an evaluation file or a fixture other than the tuner's own
(tests/fixtures/category_paths_fresh26_column26.csv); each case marked "was:" failed on 9f4a850.

Paths whose shelves are parted by a mark no rule split ("::", "‣", "•", ";", "~", a bare colon,
a spaced dash) were read as one phrase: the department's words beside the leaf's, so "Beauty ::
Hair Tools :: Flat Irons" was read by its "tools".
"""
from __future__ import annotations

import pytest

from agent.domain_classifier import read_path
from agent.domain_map import split_category
from memory.domains import Domain

D = Domain


@pytest.mark.parametrize("path,segments", [
    ("Makeup ; Eyes ; Brow Pencils", ["Makeup", "Eyes", "Brow Pencils"]),          # was: one segment
    ("Pets ~ Cats ~ Scratchers", ["Pets", "Cats", "Scratchers"]),                   # was: one segment
    ("Pet Supplies:Dogs:Apparel", ["Pet Supplies", "Dogs", "Apparel"]),             # was: one segment
    ("Sports - Fishing - Lines", ["Sports", "Fishing", "Lines"]),                   # was: one segment
    ("Outdoor – Camping – Tent Accessories", ["Outdoor", "Camping", "Tent Accessories"]),  # was: one segment
    ("Auto • Fluids • Brake", ["Auto", "Fluids", "Brake"]),                         # was: one segment
    ("Outdoor ‣ Camping ‣ Lanterns", ["Outdoor", "Camping", "Lanterns"]),           # was: one segment
    ("Personal Care :: Manicure Tools :: Nippers", ["Personal Care", "Manicure Tools", "Nippers"]),  # was: one segment
    ("宠物用品 • 外出用品 • 牵引绳", ["宠物用品", "外出用品", "牵引绳"]),             # was: one segment
])
def test_every_shelf_mark_parts_a_path(path, segments):
    assert split_category(path) == segments


@pytest.mark.parametrize("path", ["Monitors › 16:9 Widescreen", "Clothing › T-Shirts", "Tools › Wi-Fi Plugs"])
def test_a_mark_inside_a_shelf_name_is_no_separator(path):
    assert len(split_category(path)) == 2


@pytest.mark.parametrize("path,domain", [
    ("Kitchen ~ Bakeware ~ Piping Bags", D.KITCHEN_DINING),  # was: bags_luggage (one phrase, read by its "bags")
])
def test_a_path_parted_by_another_mark_is_read_leaf_first(path, domain):
    assert read_path(path).domain is domain


# A clear leaf of one bare English word whose title backs it by no other word ("Space Saving
# Furniture › Cots" over a folding guest bed, "Two Wheeler Spares › Clutches" over a clutch plate):
# the whole path's neighbours and the title's are asked, and when together they back the title
# vote's domain while giving the leaf's own next to nothing, the two readings overrule the word.

from agent.domain_classifier import LEAF_IGNORED, LEAF_OUTVOTED, LEAF_PATH_SHARE, decide, leaf_in_doubt  # noqa: E402
from agent.products import DomainSource  # noqa: E402
from tests.importing import vote as _vote  # noqa: E402


@pytest.mark.parametrize("path,title", [
    ("Space Saving Furniture › Cots", "Wall Mounted Folding Guest Bed Single"),
    ("Two Wheeler Spares › Clutches", "Motorcycle Clutch Plate Set 125cc"),
    ("Electrical Accessories › Ties", "Nylon Cable Ties 200 mm Black Pack of 100"),
])
def test_a_one_word_leaf_the_title_does_not_back_is_doubted(path, title):
    assert leaf_in_doubt(read_path(path), title)


@pytest.mark.parametrize("path,title", [
    ("Clothing › Shirts", "Men Slim Fit Cotton Shirt"),            # a person the goods are for
    ("Nursery › Cots", "Baby Cot with Mattress Pine"),             # the title backs the leaf by another word
    ("Bedding › Duvet Covers", "Cotton Duvet Cover Double"),       # a leaf of two words
    ("家具 › 床", "实木双人床 1.8米"),                               # not English
])
def test_other_rows_are_not_doubted(path, title):
    assert not leaf_in_doubt(read_path(path), title)


def test_both_readings_of_the_row_overrule_the_leafs_word():
    reading = read_path("Space Saving Furniture › Cots")
    path_vote = _vote([(D.FURNITURE, LEAF_OUTVOTED + 0.05), (D.BABY_MATERNITY, LEAF_IGNORED - 0.05)])
    title_vote = _vote([(D.FURNITURE, LEAF_OUTVOTED + 0.1)])
    decision = decide(reading, [], path_vote, title_vote, doubted=True)  # was: baby_maternity from the category
    assert decision.domain is D.FURNITURE and decision.source is DomainSource.NEIGHBOURS


def test_undoubted_or_split_or_thin_votes_keep_the_leaf():
    reading = read_path("Space Saving Furniture › Cots")
    path_vote = _vote([(D.FURNITURE, LEAF_OUTVOTED + 0.05)])
    title_vote = _vote([(D.FURNITURE, LEAF_OUTVOTED + 0.1)])
    assert decide(reading, [], path_vote, title_vote).domain is D.BABY_MATERNITY  # not doubted
    other = _vote([(D.HOME_TEXTILES, 0.9)])
    assert decide(reading, [], path_vote, other, doubted=True).domain is D.BABY_MATERNITY  # the path gives it nothing
    thin = _vote([(D.FURNITURE, LEAF_OUTVOTED - 0.05)])
    assert decide(reading, [], thin, thin, doubted=True).domain is D.BABY_MATERNITY
    kept = _vote([(D.FURNITURE, LEAF_OUTVOTED + 0.05), (D.BABY_MATERNITY, 2 * LEAF_IGNORED + 0.1)])
    assert decide(reading, [], kept, title_vote, doubted=True).domain is D.BABY_MATERNITY  # the leaf's sense has a voice
    opposed = _vote([(D.HOME_TEXTILES, 0.5), (D.FURNITURE, LEAF_PATH_SHARE - 0.05)])
    sure = _vote([(D.FURNITURE, 0.95)])
    assert decide(reading, [], opposed, sure, doubted=True).domain is D.BABY_MATERNITY  # the path's words say otherwise


def test_the_title_vote_may_lead_where_the_path_vote_seconds_it():
    reading = read_path("Space Saving Furniture › Cots")
    path_vote = _vote([(D.HOME_TEXTILES, 0.45), (D.FURNITURE, LEAF_PATH_SHARE + 0.1)])
    title_vote = _vote([(D.FURNITURE, 2 * LEAF_OUTVOTED - LEAF_PATH_SHARE)])
    assert decide(reading, [], path_vote, title_vote, doubted=True).domain is D.FURNITURE  # was: baby_maternity
