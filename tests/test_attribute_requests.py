"""An attribute said before the product asked for describes that product, whatever follows.

Off-script requests of the integrator's own (round 7): the clause vote read the words after
the product ("…that won't fall out", "…for the shower", "…that keeps drinks cold",
无糖可乐来两瓶) as a complaint and refused the very attribute asked for, so every wireless
pair of earbuds, waterproof speaker or sugar-free drink was removed. A relative clause or a
purpose phrase after the product is about the product; a count and a request verb are
request words."""
from __future__ import annotations

import pytest

from agent.eval_language import plan_request


def _dislikes(plan):
    return {c.slug for c in plan.new_constraints if c.polarity.value == "dislike"} | \
        {w.lower() for w in plan.exclude_keywords}


@pytest.mark.parametrize("text, word", [
    ("wireless earbuds that won't fall out", "wireless"),
    ("noise cancelling headphones that don't squeeze my head", "noise"),
    ("cotton socks that don't slip down", "cotton"),
    ("waterproof speaker for the shower", "waterproof"),
    ("a stainless steel bottle that keeps drinks cold", "stainless"),
    ("无糖可乐来两瓶", "无糖"),
])
def test_the_attribute_of_the_product_asked_for_is_never_refused(engine, text, word):
    plan = engine.plan(plan_request(text, None))
    refused = _dislikes(plan)
    assert not any(word in r or r.replace("_", " ").startswith(word) for r in refused), refused


@pytest.mark.parametrize("text, word", [
    ("I need wireless earbuds that stay in when I run", "wireless"),
    ("a stainless steel bottle that keeps drinks cold", "stainless steel"),
    ("looking for a waterproof speaker for the bathroom", "waterproof"),
    ("来两瓶无糖的酸奶", "无糖"),
])
def test_with_a_request_frame_the_attribute_is_a_prefer_word(engine, text, word):
    plan = engine.plan(plan_request(text, None))
    assert word in [w.lower() for w in plan.prefer_keywords] or \
        any(c.polarity.value == "like" and word.replace(" ", "_") in c.slug for c in plan.new_constraints), plan


@pytest.mark.parametrize("text, word", [
    ("leather sofas get far too hot in summer", "leather"),
    ("皮革的沙发坐着太热了", "皮革"),
    ("linen shirts that wrinkle are the worst, no linen please", "linen"),
])
def test_a_complaint_about_the_product_still_refuses_its_attribute(engine, text, word):
    plan = engine.plan(plan_request(text, None))
    assert word not in [w.lower() for w in plan.prefer_keywords]


@pytest.mark.parametrize("text, word", [
    ("要黑色的不锈钢保温杯", "黑色"),      # 不锈钢 is a material word, not a negation
    ("想要白色的无线耳机", "白色"),
])
def test_a_word_of_the_lexicon_after_the_attribute_is_no_negation(engine, text, word):
    plan = engine.plan(plan_request(text, None))
    assert word not in _dislikes(plan) and not any(
        c.polarity.value == "dislike" and c.category.value == "color" for c in plan.new_constraints)


@pytest.mark.parametrize("text", ["皮革的沙发不舒服", "亚麻的衬衫太容易皱了"])
def test_a_chinese_complaint_after_the_product_is_no_prefer_word(engine, text):
    plan = engine.plan(plan_request(text, None))
    assert not {"皮革", "亚麻"} & set(plan.prefer_keywords)
