"""Round 10, words: what a thing is for and where it is used, on the real engine (the shipped
embedder's neighbours over the demo catalog's committed vectors)."""
from __future__ import annotations

import pytest

from agent.product_types import find_types, singular
from memory.domains import Domain
from tests.planning import plan_of as _plan


@pytest.mark.parametrize("text, domain", [
    ("Blue-black ink cartridges for my fountain pen.", Domain.STATIONERY_CRAFTS),
    ("refills for my gel pen", Domain.STATIONERY_CRAFTS),
    ("A bed for my labrador, no polyester filling please.", Domain.PET_SUPPLIES),
    ("a harness for my beagle", Domain.PET_SUPPLIES),
    ("Need new seat covers for the hatchback, the old fabric is ripped.", Domain.AUTOMOTIVE),
])
def test_a_thing_for_another_thing_goes_with_it(engine, text, domain) -> None:
    assert _plan(engine, text).domain == domain


@pytest.mark.parametrize("text, domain", [
    ("XXL rain coat for my brother", Domain.APPAREL),     # a person: no thing to go with
    ("a dining set for four", Domain.FURNITURE),          # a count
    ("No leather sofas for us from now on, the cat shreds them.", Domain.FURNITURE),
    ("a lunch box for my son", Domain.KITCHEN_DINING),
    ("a stand for my monitor", Domain.COMPUTERS_OFFICE),
])
def test_a_thing_for_a_person_or_a_count_keeps_its_head(engine, text, domain) -> None:
    assert _plan(engine, text).domain == domain


def test_the_story_after_the_request_does_not_place_it(engine) -> None:
    # the neighbours read the clause that names the sofas, not the cat's
    assert _plan(engine, "We rehomed the cat, so leather sofas are fine again actually.").domain \
        == Domain.FURNITURE


@pytest.mark.parametrize("text, domain", [
    ("I'd like a container that holds soup hot at my desk until lunchtime.", Domain.KITCHEN_DINING),
    ("a thing to clip my phone to the car vent", Domain.AUTOMOTIVE),
])
def test_where_an_unknown_thing_is_used_is_not_what_it_is(engine, text, domain) -> None:
    assert _plan(engine, text).domain == domain


@pytest.mark.parametrize("plural, one", [("bookshelves", "bookshelf"), ("shelves", "shelf"),
                                         ("gloves", "glove"), ("sleeves", "sleeve")])
def test_a_compound_ending_in_an_irregular_plural_folds_like_it(plural, one) -> None:
    assert singular(plural) == one


def test_bookshelves_are_furniture_not_books(engine) -> None:
    assert [t.key for t in find_types("bookshelves")] == ["bookshelf"]
    assert _plan(engine, "Give me oak every time when it comes to bookshelves.").domain == Domain.FURNITURE


@pytest.mark.parametrize("typed, meant", [
    ("手表带子别是尼农的", "尼龙"),   # n/l: nong for long
    ("别要丝龙的抱枕", "丝绒"),       # r/l: long for rong
    ("不要羊龙的围巾", "羊绒"),
])
def test_a_head_typed_with_a_fuzzy_pinyin_sound_is_mended(typed, meant) -> None:
    from agent.engines.offline_lexicon import lexicon

    assert meant in lexicon().fix_typos(typed)


@pytest.mark.parametrize("text", ["能把汤保温带去公司的东西", "免谈", "短靴不要"])
def test_a_word_of_its_own_is_not_mended_into_another(text) -> None:
    from agent.engines.offline_lexicon import lexicon

    assert lexicon().fix_typos(text) == text


def test_a_refused_fuzzy_pinyin_slip_is_the_material(engine) -> None:
    plan = _plan(engine, "手表带子别是尼农的")
    assert any(c.slug == "nylon" and c.polarity.value == "dislike" for c in plan.new_constraints)


@pytest.mark.parametrize("text, slug", [("no teal please, a throw", "teal"),
                                        ("no mauve, a cushion", "mauve"),
                                        ("a messenger bag, no canvass", "canvas"),
                                        ("a throw, nothing in goose feathers", "down")])
def test_a_real_colour_word_is_not_mended_into_a_material(engine, text, slug) -> None:
    assert [c.slug for c in _plan(engine, text).new_constraints] == [slug]


@pytest.mark.parametrize("text, slug", [
    ("Warm gloves for the school run, though none in acrylic.", "acrylic"),
    ("a rug, but none with polyester please", "polyester"),
    ("socks, none made of nylon", "nylon"),
])
def test_none_in_a_material_refuses_it(engine, text, slug) -> None:
    plan = _plan(engine, text)
    assert [(c.polarity.value, c.slug) for c in plan.new_constraints] == [("dislike", slug)]


def test_none_of_them_refuses_nothing(engine) -> None:
    assert _plan(engine, "I want none of the fuss, just a plain mug").new_constraints == []


@pytest.mark.parametrize("text", ["保温杯漏水了，换一个", "保温杯盖子坏了"])
def test_a_complaint_about_a_product_named_by_its_feature_refuses_no_feature(engine, text) -> None:
    assert _plan(engine, text).new_constraints == []
