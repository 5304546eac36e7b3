"""Round 13b, words (second pass): a size told without the word "size" (by a verb of wearing,
a copula of a person or a shoe, a space after a shoe's name, "for the <shoes>", a region
glued to the number, a clause of its own as the answer), a number with its next place after
the multiplier (1k5, 2w5) and the Indian places (lakh, crore), a range whose second number
opens with "a hundred", Cantonese money (蚊, 唔好超过). Sentences of our own, on the real
number grammar and the real engine."""
from __future__ import annotations

import pytest

from agent.language.normalize import fold
from agent.language.numbers import read_budget, read_size
from memory.domains import Domain
from tests.planning import plan_of as _plan, size_said as _size


def _slots(plan) -> dict[str, str]:
    return {s.name: s.value for s in plan.slot_changes}


# ---- a size told by a verb of wearing or a copula ----------------------------------------

@pytest.mark.parametrize("text, size", [
    ("grandpa wears a forty-three in loafers.", "43"),
    ("my husband takes a ten and a half in trainers", "US 10.5"),
    ("she's a medium in most dresses.", "M"),
    ("the wellies are a 37 in chinese sizing", "37"),     # a copula of a sized thing; CN scale
    ("my boy is a 35 in school shoes", "35"),             # a person word (data/recipients.json)
    ("he took an extra large last winter", "XL"),
])
def test_a_size_told_by_a_verb_of_wearing_or_a_copula(text, size) -> None:
    assert read_size(fold(text)).value == size


@pytest.mark.parametrize("text", [
    "she takes a 10 minute walk every day, walking shoes please",   # the number measures a walk
    "he's a 5 year old, rain boots please",                         # an age
    "i'm a small business owner, need 40 tees",                     # the letter sizes a noun
    "she is a large dog lover, a dog bed please",
    "it takes a 9 volt battery",
    "the sofa is a 3 seater",                                       # no person, no sized thing
    "bone china 24 piece dinner set",                               # china before a number is porcelain
])
def test_a_verb_or_copula_before_a_number_that_measures_a_noun_is_no_size(text) -> None:
    assert read_size(fold(text)).value is None


# ---- a number beside a shoe's name, or for the shoes -------------------------------------

@pytest.mark.parametrize("text, size", [
    ("hiking boots 44", "44"),
    ("flip flops 9.5", "US 9.5"),
    ("wellies 37 for my niece", "37"),
    ("凉鞋 39.5", "39.5"),
    ("凉鞋39", "39"),
    ("thirty-nine for the ballet flats, please.", "39"),
    ("a nine for the rain boots, thanks", "US 9"),
    ("雪地靴要三十七的", "37"),            # a compound read by its head: 靴
])
def test_a_number_beside_or_for_a_shoe_is_its_size(text, size) -> None:
    assert read_size(fold(text)).value == size


@pytest.mark.parametrize("text", [
    "hiking boots 2 pairs",          # a count
    "slippers 200 for the shop",
    "running shoes 2024 model",      # a year
    "拖鞋要200双 店里进货",
    "给4岁孩子买双鞋",                  # an age
    "球鞋 2024新款",
    "i paid 40 for the boots last year",   # a price, told by a verb of paying
    "forty for the kids' party plates",    # no shoes
    "t-shirts 40",                         # a number is no letter size of clothes
])
def test_a_count_an_age_a_year_or_a_price_beside_a_shoe_is_no_size(text) -> None:
    assert read_size(fold(text)).value is None


@pytest.mark.parametrize("text, size", [
    ("运动鞋 儿子欧38", "38"),
    ("帆布鞋 我美8.5", "US 8.5"),
    ("老爸的皮鞋 英9", "UK 9"),
])
def test_a_region_glued_to_the_number_beside_a_shoe(text, size) -> None:
    assert read_size(fold(text)).value == size


@pytest.mark.parametrize("text", [
    "完美12色眼影盘",        # perfect, 12 colours: no shoe, no clause's end
    "美10块的发夹",
])
def test_a_region_character_without_a_shoe_is_no_size(text) -> None:
    assert read_size(fold(text)).value is None


# ---- the answer in a clause of its own -----------------------------------------------------

@pytest.mark.parametrize("text, size", [
    ("large would be fine, he likes roomy fits", "L"),
    ("extra large should work for him", "XL"),
    ("small is fine; the last one was baggy on her", "S"),
    ("thirty-nine, she has wide feet", "39"),
])
def test_the_size_answered_in_a_clause_of_its_own(text, size) -> None:
    assert read_size(fold(text), asked=True).value == size


def test_a_letter_in_a_clause_about_something_else_answers_nothing() -> None:
    assert read_size(fold("a small dog sleeps on it, so washable please"), asked=True).value is None


def test_a_size_said_of_a_shoe_places_the_turn_and_leaves_the_shoe_to_search(engine) -> None:
    plan = _plan(engine, "hiking boots 44")
    assert _size(plan) == "44" and plan.domain == Domain.FOOTWEAR
    assert "44" not in plan.search_query
    plan = _plan(engine, "the wellies are a 37 in chinese sizing")
    assert _size(plan) == "37" and "chinese" not in plan.search_query


# ---- budgets: the next place after a multiplier, the Indian places, ranges -----------------

@pytest.mark.parametrize("text, lang, slots", [
    ("a desk lamp, 1k5 max", "en", {"budget_max": "1500"}),
    ("headphones under 2k5", "en", {"budget_max": "2500"}),
    ("预算2w5 买个沙发", "zh", {"budget_max": "25000"}),
    ("3k5以内的手机", "zh", {"budget_max": "3500"}),
    ("a fridge for around 3.5 lakh", "en", {"budget_max": "350000", "currency": "INR"}),
    ("a laptop of 1 lakh tops", "en", {"budget_max": "100000", "currency": "INR"}),
    ("a used car for under 1.1 crore", "en", {"budget_max": "11000000", "currency": "INR"}),
    ("between sixty and a hundred dollars for a jacket", "en",
     {"budget_min": "60", "budget_max": "100", "currency": "USD"}),
    ("somewhere between a hundred and a hundred and fifty for boots", "en",
     {"budget_min": "100", "budget_max": "150"}),
])
def test_budget_numbers_with_places_and_ranges(text, lang, slots) -> None:
    got = read_budget(fold(text), lang=lang).slots
    assert {k: got.get(k) for k in slots} == slots


def test_a_resolution_or_a_refresh_rate_stays_what_it_was() -> None:
    # "4k60" has no place after the k: 60 is no decimal of it
    assert read_budget(fold("a 4k60hz monitor under 300"), lang="en").slots.get("budget_max") == "300"


@pytest.mark.parametrize("text, most", [
    ("唔好超过三百蚊嘅台灯", "300"),       # Cantonese negation and 蚊 (= 元)
    ("预算唔好多过两千蚊", "2000"),         # 多过: more than
    ("一百蚊以内嘅袜", "100"),
    ("别超出八百", "800"),
])
def test_cantonese_money_and_a_negated_going_past_are_a_ceiling(text, most) -> None:
    got = read_budget(fold(text), lang="zh").slots
    assert got.get("budget_max") == most and "budget_min" not in got


@pytest.mark.parametrize("text", ["蚊帐要1米8的", "蚊香来两盒", "两个蚊子包"])
def test_a_mosquito_is_no_money(text) -> None:
    assert read_budget(fold(text), lang="zh").slots == {}


# ---- a child told by age beside a product no type names ------------------------------------

@pytest.mark.parametrize("text", [
    "a balance board for a 4yo",
    "a sensory busy board for my 2 year old",
    "water beads for a 7yo, big tub",
    "a fidget spinner set for an 8 year old",
])
def test_a_thing_no_type_names_for_a_child_told_by_age_is_a_toy(engine, text) -> None:
    assert _plan(engine, text).domain == Domain.TOYS_GAMES


@pytest.mark.parametrize("text, domain", [
    ("a toothbrush for a 4 year old", Domain.BEAUTY_PERSONAL_CARE),   # a known head keeps its kind
    ("a desk for a 6 year old", Domain.FURNITURE),
    ("shoes for a 4yo", Domain.FOOTWEAR),
    ("a raincoat for a 4yo", Domain.APPAREL),
])
def test_a_known_product_for_a_child_keeps_its_kind(engine, text, domain) -> None:
    assert _plan(engine, text).domain == domain


def test_young_audience_reads_ages_in_both_languages() -> None:
    from agent.engines.offline_product import young_audience

    assert young_audience("for my three-year-old") == Domain.TOYS_GAMES
    assert young_audience("给两岁半的女儿") == Domain.TOYS_GAMES
    assert young_audience("for a 6 month old") == Domain.BABY_MATERNITY
    assert young_audience("给8个月大的宝宝") == Domain.BABY_MATERNITY
    assert young_audience("for a 15 year old") is None      # no toy shopper's child
    assert young_audience("a 5 year warranty") is None      # years, not an age
