"""A budget said as a bare number is in the currency of the language it was said in: the
picker compares prices across currencies, so "三百以内" read as dollars kept a ¥469 scarf.
The real agent (offline engine) on the demo catalog."""
from __future__ import annotations

import pytest

from agent.money import to_usd


def _prices_within(trace, limit_cny: float) -> None:
    over = [(r.title, r.price, r.currency) for r in trace.results
            if to_usd(r.price, r.currency) > to_usd(limit_cny, "CNY") + 1e-9]
    assert not over, f"{trace.text!r}: over ¥{limit_cny:g}: {over}"


@pytest.mark.parametrize("text,limit", [("给我妈妈买条真丝围巾，三百以内", 300),
                                        ("想买个电热水壶，预算两百", 200)])
def test_a_bare_chinese_budget_is_yuan(agent, text, limit):
    trace = agent.say("ccy", text)
    assert trace.pt.slots.get("currency") == "CNY", trace.pt.slots
    _prices_within(trace, limit)
    assert any(r.rule == "budget" for r in trace.removed), "nothing over the budget was removed"


def test_a_later_bare_number_keeps_the_currency_the_budget_had(agent):
    agent.say("ccy2", "a kettle under 50 yuan")
    trace = agent.say("ccy2", "actually, under 30")
    assert trace.pt.slots.get("currency") == "CNY", trace.pt.slots
    _prices_within(trace, 30)


def test_a_bare_chinese_budget_after_an_english_item_is_yuan(agent):
    # the blanket's budget (and its currency) is put away when the scarf comes up
    agent.say("ccy4", "a throw blanket for the sofa, under 60 dollars")
    trace = agent.say("ccy4", "给我妈妈买条真丝围巾，不要化纤的，三百以内")
    assert trace.pt.slots.get("currency") == "CNY", trace.pt.slots
    _prices_within(trace, 300)


def test_a_bare_english_budget_is_dollars(agent):
    trace = agent.say("ccy3", "a throw blanket for the sofa, under 60")
    assert trace.pt.slots.get("currency") == "USD", trace.pt.slots
    assert all(to_usd(r.price, r.currency) <= 60 + 1e-9 for r in trace.results)


@pytest.mark.parametrize("first,then,limit", [
    ("a kettle under 50 yuan", "actually 30 is enough", 30),
    ("a kettle under 50 yuan", "make that under 30", 30),
    ("想买个电热水壶，预算两百", "一百五够了", 150),
])
def test_a_new_amount_for_the_same_item_refines_it_and_names_its_currency(agent, first,
                                                                          then, limit):
    before = agent.say("refine", first)
    trace = agent.say("refine", then)
    assert trace.plan.domain == before.plan.domain, (trace.plan.intent, trace.plan.domain)
    assert trace.pt.slots.get("budget_max") == str(limit)
    assert trace.pt.slots.get("currency") == "CNY"
    assert f"¥{limit}" in trace.answer, trace.answer
    _prices_within(trace, limit)


@pytest.mark.parametrize("text,currency,amount", [
    ("hiking boots for men, under 150 euros", "EUR", 150),
    ("找双登山鞋，预算两百欧元", "EUR", 200),
    ("a kettle, no more than £40", "GBP", 40),
])
def test_a_budget_in_euros_or_pounds_is_compared_in_that_currency(agent, text, currency, amount):
    """"under 150 euros" was read as 150 dollars (the language's currency): the grammar
    knew euros were money but not which money."""
    trace = agent.say("ccy3", text)
    assert trace.pt.slots.get("currency") == currency, trace.pt.slots
    assert trace.pt.slots.get("budget_max") == str(amount)
    over = [(r.title, r.price, r.currency) for r in trace.results
            if to_usd(r.price, r.currency) > to_usd(amount, currency) + 1e-9]
    assert not over
    assert to_usd(amount, currency) != to_usd(amount, "USD")
