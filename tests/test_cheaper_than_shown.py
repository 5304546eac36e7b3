""""Cheaper please" with no number: the shopper compares with what was just shown. It once
changed nothing (the same list came back, "cheaper" searched as a title word), the first thing
an interviewer tries after a result list. Now the plan step caps the budget under the median
price the last turn showed. The real agent (offline engine) on the demo catalog."""
from __future__ import annotations

import statistics

import pytest

from agent.language.relative_price import wants_lower_price, without_price_words
from agent.money import to_usd


def _median_usd(trace) -> float:
    return statistics.median(to_usd(r.price, r.currency) for r in trace.results)


@pytest.mark.parametrize("user,first,then,currency", [
    ("c1", "a throw blanket for the sofa", "anything cheaper?", "USD"),
    ("c2", "looking for a backpack for school", "hmm those are a bit pricey", "USD"),
    ("c3", "a wool scarf for my mum", "got something cheeper pls", "USD"),
    ("c4", "想买个电热水壶", "太贵了，有没有便宜点的", "CNY"),
    ("c5", "给我找个双肩包", "价格再低一点", "CNY"),
])
def test_a_lower_price_wish_caps_the_budget_under_what_was_shown(agent, user, first, then, currency):
    shown = agent.say(user, first)
    assert len(shown.results) >= 3, shown.answer
    trace = agent.say(user, then)
    cap = float(trace.pt.slots["budget_max"])
    assert trace.pt.slots["currency"] == currency
    assert to_usd(cap, currency) < _median_usd(shown)
    assert trace.results, trace.answer
    assert all(to_usd(r.price, r.currency) <= to_usd(cap, currency) + 1e-9 for r in trace.results)
    assert _median_usd(trace) < _median_usd(shown)
    assert f"{cap:g}" in trace.answer  # the answer says the cap it set
    assert trace.plan.domain == shown.plan.domain  # still the same item


def test_saying_it_again_lowers_the_cap_again(agent):
    agent.say("again", "a throw blanket for the sofa")
    first = float(agent.say("again", "cheaper please").pt.slots["budget_max"])
    second = float(agent.say("again", "still too expensive").pt.slots["budget_max"])
    assert second < first


def test_a_number_said_with_it_is_the_budget(agent):
    agent.say("number", "a throw blanket for the sofa")
    trace = agent.say("number", "cheaper than 30 dollars")
    assert trace.pt.slots["budget_max"] == "30"


def test_nothing_shown_yet_sets_no_cap(agent):
    trace = agent.say("first", "the cheapest wool scarf you have")
    assert "budget_max" not in trace.pt.slots


def test_a_new_item_is_not_capped_by_the_last_items_prices(agent):
    agent.say("new", "a leather sofa")
    trace = agent.say("new", "now a cheaper desk lamp")
    assert "budget_max" not in trace.pt.slots, trace.pt.slots


@pytest.mark.parametrize("text", [
    "cheaper?", "show me cheaper ones", "anything less expensive", "way too pricey",
    "that's over my budget", "out of my price range", "I can't afford these", "the cheapest one",
    "something more affordable", "chaeper options?", "便宜点的", "太贵了", "有点贵", "更便宜的有吗",
    "价位低一些的", "實惠一點的",  # Traditional folds to Simplified
])
def test_lower_price_wishes_are_read(text):
    assert wants_lower_price(text)


@pytest.mark.parametrize("text", [
    "a cheap-looking bag is the last thing I want", "affordable luxury is a myth", "a chapter book",
    "leather is fine", "贵的也行", "要一个便携的", "这个质量好",
])
def test_other_sentences_are_not(text):
    assert not wants_lower_price(text)


def test_the_comparative_leaves_the_search_query():
    assert without_price_words("running shoes cheaper") == "running shoes"
    assert without_price_words("running shoes still pricey") == "running shoes still"
    assert without_price_words("跑步鞋 太贵 便宜点") == "跑步鞋"
