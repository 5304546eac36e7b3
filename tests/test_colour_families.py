"""A colour refused is its family of shades refused (round 43): under "nothing red for the
wedding" a burgundy or 酒红色 dress was kept at rank 2, because the word map reads 酒红 as
burgundy and burgundy hit no "red". data/colour_families.json names each family's shades;
memory.terms.match_forms (what every matcher tests against a title) adds them, one direction
only, while the words memory keeps (normalize_terms, covers) stay as said."""
from __future__ import annotations

import json

import pytest

from memory import paths
from memory.terms import any_hit, covers, match_forms, normalize_terms


@pytest.mark.parametrize("said,title", [
    ("红色", "秋冬新款酒红色丝绒连衣裙 收腰显瘦"),
    ("red", "Women Burgundy Solid A-Line Midi Dress"),
    ("red", "Men Maroon Self-Design Kurta with Pyjamas"),
    ("红", "Maroon Solid Kurta"),
    ("blue", "藏青色西裤 男士修身"),
    ("蓝色", "Navy Slim-Fit Chinos"),
    ("green", "军绿色工装裤 宽松"),
])
def test_a_refused_colour_reaches_the_shades_titles_name(said, title):
    assert any_hit([said], title)


@pytest.mark.parametrize("said,title", [
    ("burgundy", "Women Red Solid A-Line Midi Dress"),   # a shade is not its family
    ("navy", "Sky Blue Cotton Shirt"),
    ("酒红", "正红色旗袍"),
    ("red", "Coral Pink Ruffled Top"),                  # between two families: in neither
    ("red", "Women Pink Floral Dress"),
    ("red", "Burgundy-free Vegan Lipstick Set"),         # the shade negated is no hit
    ("blue", "Non-Navy Teal Scarf"),
])
def test_the_family_reaches_no_further(said, title):
    assert not any_hit([said], title)


def test_memory_keeps_the_words_as_said():
    """§7's normalize_terms is unchanged, and a shade and its family do not cover each other:
    "burgundy is fine again" takes back no red, a like of maroon suppresses no red dislike."""
    assert normalize_terms(["red"]) == ["red"]
    assert normalize_terms(["红色"]) == ["红色", "red"]
    assert not covers("red", "burgundy") and not covers("酒红", "红色")
    assert match_forms(["burgundy"])[:1] == ["burgundy"] and "red" not in match_forms(["burgundy"])


def test_every_shade_is_a_word_of_one_family_and_no_family_word():
    families = json.loads(paths.COLOUR_FAMILIES.read_text(encoding="utf-8"))["families"]
    shades = [s for members in families.values() for s in members]
    assert len(shades) == len(set(shades))
    assert not set(shades) & set(families)


def test_a_wedding_without_red_removes_the_wine_red_dresses(agent):
    turn = agent.say("wedding-no-red", "表妹婚礼要穿的连衣裙，不要红色的")
    assert [c.slug for c in turn.pt.constraints] == ["red"]
    removed = [r.title for r in turn.removed if r.rule == "session"]
    assert any("酒红" in t or "burgundy" in t.lower() for t in removed)
    shown = [r.title for r in turn.results]
    assert shown and not any("酒红" in t or "burgundy" in t.lower() or "maroon" in t.lower()
                             or "红色" in t for t in shown)
