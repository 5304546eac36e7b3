"""Round 13, words: a size read by its role next to a sized product, a ceiling said by a
predicate of the most, the written shorthands of with and without. Sentences of our own,
on the real number grammar and the real engine."""
from __future__ import annotations

import pytest

from agent.language.normalize import fold
from agent.language.numbers import read_budget, read_size
from memory.domains import Domain
from memory.models import Polarity
from tests.planning import has_constraint, plan_of as _plan, size_said as _size


# ---- a size next to a sized product, in any frame ----------------------------------------

@pytest.mark.parametrize("text, size", [
    ("a hoodie, medium please", "M"),
    ("linen shirt - large", "L"),
    ("yoga leggings: small", "S"),
    ("跑步t恤，小号", "S"),
    ("卫衣，中号的", "M"),
    ("thirty-eight in those suede loafers", "38"),   # a number, then the shoes it is wanted in
    ("an eleven in the trail runners", "US 11"),
    ("a 42 in the black chelsea boots please", "42"),
])
def test_a_size_beside_a_sized_product_is_its_size(text, size) -> None:
    assert read_size(fold(text)).value == size


@pytest.mark.parametrize("text", [
    "t-shirt, small batch cotton",    # the letter goes on to describe the shirt
    "a tote bag, large",               # a bag is bought in no size
    "coffee mugs, large",
    "25 in those storage boxes",       # no shoe
])
def test_a_size_word_beside_an_unsized_thing_or_a_noun_is_no_size(text) -> None:
    assert read_size(fold(text)).value is None


@pytest.mark.parametrize("text, size", [
    ("toe to heel 24.5 cm, ballet flats please", "39"),   # the foot told by its parts
    ("my sole is 27 cm long, looking for hiking boots", "44"),
    ("从脚跟到脚尖26厘米，买双登山鞋", "42"),
    ("足长24厘米，想买双凉鞋", "38"),
])
def test_a_length_said_with_a_part_of_the_foot_is_a_foot_length(text, size) -> None:
    assert read_size(fold(text)).value == size


@pytest.mark.parametrize("text", [
    "boots with a 25 cm shaft",        # the length measures the shaft
    "a 30 cm shoe rack",
    "a 26 cm frying pan",
    "高跟鞋要25厘米高的鞋柜放得下",
])
def test_a_length_that_measures_a_thing_is_no_foot(text) -> None:
    assert read_size(fold(text)).value is None


@pytest.mark.parametrize("text, size", [
    ("量了脚，25.5厘米，给我来双踩屎感的", "41"),   # the neighbours read health supplements
    ("脚长23.5，来双玛丽珍", "37"),                # a name the vocabulary lacks: other
    ("我穿42码，要双溯溪的", "42"),
])
def test_a_shoe_size_for_a_shoe_the_vocabulary_cannot_name_is_footwear(engine, text, size) -> None:
    plan = _plan(engine, text)
    assert _size(plan) == size
    assert plan.domain == Domain.FOOTWEAR


# ---- a ceiling said by a predicate of the most -------------------------------------------

@pytest.mark.parametrize("text, most", [
    ("1.2k is my hard ceiling for a road bike", "1200"),
    ("two grand is my absolute max on a sofa", "2000"),
    ("for the desk, 400 is as high as i'll go", "400"),
    ("150 is my firm upper limit, a lamp", "150"),
    ("300 is my cutoff for a jacket", "300"),
    ("3 hundred is my strict limit", "300"),         # digits before a scale word
    ("my limit is 3.5k", "3500"),                    # the ceiling named first
    ("hard cap of 900 on the couch", "900"),
    ("the absolute max is 70", "70"),
    ("沙发两万五顶天", "25000"),
    ("电视三千八就是极限了", "3800"),
    ("婴儿车两千五是天花板", "2500"),
    ("书桌八百撑死了", "800"),
    ("相机一万二最多了", "12000"),
    ("上限一万二", "12000"),
])
def test_a_ceiling_said_after_or_before_the_amount_is_the_budget_max(text, most) -> None:
    assert read_budget(fold(text), lang="zh").slots.get("budget_max") == most


@pytest.mark.parametrize("text", [
    "三百最多买两个",      # what the money buys, no ceiling of a price
    "tops for 30",         # tops are shirts here
])
def test_a_most_that_does_not_end_the_amount_is_no_ceiling(text) -> None:
    assert "budget_max" not in read_budget(fold(text), lang="zh").slots


def test_a_count_after_at_most_is_no_budget() -> None:
    assert read_budget(fold("六百以内最多两双"), lang="zh").slots.get("budget_max") == "600"
    assert "budget_max" not in read_budget(fold("at most two pairs of socks"), lang="en").slots


# ---- written shorthands of with and without ----------------------------------------------

@pytest.mark.parametrize("text, slug", [
    ("a duffel bag w/o leather trim", "leather"),
    ("sofa w/out velvet", "velvet"),
    ("a hoodie w/ pockets, w/o polyester", "polyester"),
    ("wallet w/o leathr pls", "leather"),      # and a typo in the word refused
])
def test_w_slash_o_refuses_what_follows(engine, text, slug) -> None:
    plan = _plan(engine, text)
    assert has_constraint(plan, Polarity.DISLIKE, slug)
    assert "w/" not in plan.search_query


def test_w_slash_is_with_and_keeps_what_follows() -> None:
    assert fold("rain jacket w/hood") == "rain jacket with hood"
    assert fold("http://shop.example/w/o") == "http://shop.example/w/o"


# ---- the product asked for, not the words around it --------------------------------------

@pytest.mark.parametrize("text, ptype", [
    ("a lamp for reading in bed that won't wake my partner", "lamp"),   # the bed is where
    ("a stool for sitting in the shower", "stool"),
])
def test_for_and_a_verb_in_ing_is_a_use_not_a_thing(engine, text, ptype) -> None:
    assert _plan(engine, text).product_type == ptype


@pytest.mark.parametrize("text, domain", [
    ("my cat keeps scratching the couch, need something she can scratch instead",
     Domain.PET_SUPPLIES),
    ("the puppy chews every shoe in the house, something he can chew on", Domain.PET_SUPPLIES),
    ("the baby throws her bowl off the table, something she can't knock over",
     Domain.BABY_MATERNITY),
])
def test_something_someone_can_use_names_no_product_of_the_problem(engine, text, domain) -> None:
    from agent.product_types import get_type

    plan = _plan(engine, text)
    # no sofa, no shoes, no blanket: no type, or (round 39, the type-description table) a
    # type of the domain the thing is for (a chew toy for the puppy)
    assert plan.product_type == "" or get_type(plan.product_type).domain == domain
    assert plan.domain == domain


@pytest.mark.parametrize("text, ptype", [
    ("a scarf for my mum, something to wear to work", "scarf"),
    ("a scarf for my mum, something she can wear to work", "scarf"),
])
def test_a_product_named_with_whom_it_is_for_is_asked_for(engine, text, ptype) -> None:
    assert _plan(engine, text).product_type == ptype


# ---- a gift asked for is a new request --------------------------------------------------

def _in_session(engine, text, domain, intent):
    from agent.engines.base import PlanInput
    from memory.text import has_cjk

    return engine.plan(PlanInput(text=text, lang="zh" if has_cjk(text) else "en", domain=domain,
                                 current_intent=intent))


@pytest.mark.parametrize("text", ["适合送老师的礼物", "想买个适合送邻居的礼物"])
def test_a_gift_suitable_for_someone_is_a_request_not_chat(engine, text) -> None:
    plan = _plan(engine, text)
    assert plan.intent.startswith("search")
    assert "礼物" in plan.search_query


@pytest.mark.parametrize("text, was", [
    ("给同事挑个礼物", "search: 菜刀"),
    ("适合送老师的礼物", "search: 菜刀"),
    ("a present for my neighbour", "search: chef knife"),
])
def test_a_gift_after_another_item_leaves_that_item(engine, text, was) -> None:
    plan = _in_session(engine, text, Domain.KITCHEN_DINING, was)
    assert plan.intent.startswith("search")
    assert was.split(": ")[1] not in plan.search_query and was.split(": ")[1] not in plan.intent
    assert plan.domain != Domain.KITCHEN_DINING


def test_a_gift_of_a_named_product_stays_that_product(engine) -> None:
    plan = _in_session(engine, "想给爸爸买双皮鞋当生日礼物", Domain.KITCHEN_DINING, "search: 菜刀")
    assert plan.domain == Domain.FOOTWEAR


def test_the_pronoun_of_a_purpose_is_the_problems_subject(engine) -> None:
    # The neighbours of "something to light it up" alone place nothing; "my hallway" is
    # lit by lamps.
    plan = _plan(engine, "our hallway is so dark at night, something to light it up")
    assert plan.domain == Domain.HOME_DECOR
    # a light, if a type is named at all (round 43 reads "something to light it up" as a lamp)
    assert plan.product_type in ("", "lamp", "ceiling_light", "light_bulb", "string_lights")


@pytest.mark.parametrize("text", [
    "a pen holder for my desk",          # pen modifies holder; the desk is where it stands
    "a key tray for my desk",
])
def test_the_beneficiary_alone_is_no_compound_type(engine, text) -> None:
    plan = _plan(engine, text)
    assert plan.product_type != "desk"
    assert plan.domain != Domain.FURNITURE


@pytest.mark.parametrize("text, ptype", [
    ("a cover for my sofa", "sofa_cover"),        # the compound names a type of its own
    ("a stand for my laptop", "laptop_stand"),
    ("a bed for my kitten", "pet_bed"),
])
def test_a_compound_with_its_beneficiary_keeps_its_type(engine, text, ptype) -> None:
    assert _plan(engine, text).product_type == ptype


# ---- a product's name said as a verb ------------------------------------------------------

@pytest.mark.parametrize("text", [
    "my son watches cartoons on the train",
    "the baby throws her bowl off the table",
    "the toddler throws his cup at the dog",
    "my dad watches the news every night",
])
def test_a_name_said_as_the_verb_of_a_subject_names_no_product(text) -> None:
    from agent.product_types import find_types

    assert not {"watch", "blanket", "sofa_cover", "planter"} & {t.key for t in find_types(text)}


@pytest.mark.parametrize("text, key", [
    ("the leather watches for men", "watch"),          # a preposition follows: a noun
    ("my husband's watches are all too big", "watch"),
    ("kids watches", "watch"),
    ("a pack of throws for the sofa", "blanket"),
    ("womens watches with a leather strap", "watch"),
])
def test_the_same_names_as_nouns_stay_products(text, key) -> None:
    from agent.product_types import find_types

    assert key in {t.key for t in find_types(text)}


def test_a_request_after_a_verb_like_name_is_the_request(engine) -> None:
    plan = _plan(engine, "my son watches cartoons on the train, headphones for kids")
    assert plan.product_type == "headphones"
