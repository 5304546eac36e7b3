"""A colour said as the item's choice is this purchase's, not a lasting taste.

Tried in the app (round 7): "any in red?" then "do you have it in black?" about a blender
stored two long-term likes (red and black) for every later appliance search; "red please"
and 有没有黑色的？ had their colour voted away (no prefer word, no colour slot)."""
from __future__ import annotations

import pytest

from agent.engines.offline_constraints import told_as_colour_choice
from agent.eval_language import plan_request

SESSION = {"domain": "home_appliances", "intent": "search: blender"}


def _colour_likes(plan):
    return [(c.slug, c.persistence) for c in plan.new_constraints
            if c.polarity.value == "like" and c.category.value == "color"]


@pytest.mark.parametrize("text, slug", [
    ("any in red?", "red"), ("could I get it in black", "black"), ("green please", "green"),
    ("有红色的吗", "red"), ("有没有黑色的？", "black"), ("要白色的", "white"), ("换个蓝色的吧", "blue"),
])
def test_a_colour_chosen_for_the_item_is_a_session_like_and_its_slot(engine, text, slug):
    plan = engine.plan(plan_request(text, SESSION))
    assert _colour_likes(plan) == [(slug, "session")]
    assert plan.slots.get("color") == slug and plan.prefer_keywords


@pytest.mark.parametrize("text, slug", [
    ("I'd like a green duffel bag", "green"), ("I'd like a red suitcase for the trip", "red"),
    ("I want a green duffel bag", "green"),
])
def test_a_colour_asked_with_the_product_is_kept_however_the_wish_is_contracted(engine, text, slug):
    """Round 39: "I'd like a black backpack" lost its colour (no slot, no prefer word) where "I
    would like" and "I want" kept it: the request filler matched "i" before "i'd" and left
    "'d" behind, so the colour seemed said of more than the product."""
    plan = engine.plan(plan_request(text, None))
    assert slug in [s for s, _ in _colour_likes(plan)]
    assert plan.slots.get("color") == slug and plan.prefer_keywords


@pytest.mark.parametrize("text, slug", [("I like red", "red"), ("我一直喜欢蓝色", "blue"),
                                        ("I always go for black", "black")])
def test_a_colour_liked_in_general_is_not_made_session_only(engine, text, slug):
    plan = engine.plan(plan_request(text, SESSION))
    assert all(p != "session" for s, p in _colour_likes(plan) if s == slug)


@pytest.mark.parametrize("text", ["红色？不要", "no red please", "anything but red"])
def test_a_refused_colour_is_no_choice(engine, text):
    plan = engine.plan(plan_request(text, SESSION))
    assert not _colour_likes(plan)


def test_the_choice_is_read_from_the_clause_the_colour_is_in():
    low = "a blender, red please"
    at = low.index("red")
    assert told_as_colour_choice(low, at, at + 3)
    low = "red is my favourite, a blender"
    assert not told_as_colour_choice(low, 0, 3)
