"""A turn that only decides on the list it was shown ("I'll take the first one", 第二个不错)
keeps that list: "the first one" is the item the shopper saw first, and the answer names it.
Searched afresh from the session's product alone, the purpose and liked words of the request
were dropped and another item came first. The real agent, the demo catalog, a SQLite file."""
from __future__ import annotations

import pytest

from agent.engines.offline import OfflineEngine
from agent.engines.base import PlanInput


def _titles(trace):
    return [r.title for r in trace.results]


@pytest.mark.parametrize("request_text, decision, n", [
    ("wireless earbuds for the gym under 80 dollars", "the second one looks good", 2),
    ("wireless earbuds for the gym under 80 dollars", "I'll take the first one", 1),
    ("a water-resistant jacket for hiking, nothing over 120 dollars", "I like the third one", 3),
    ("想买个保温杯，两百以内", "第二个不错", 2),
    ("送爸爸的钱包，三百以内", "就要第一个", 1),
])
def test_a_decision_keeps_the_list_it_names_and_names_the_item(runtime, request_text, decision, n):
    agent = runtime.agent
    shown = agent.say("shopper", request_text)
    assert len(shown.results) >= n
    decided = agent.say("shopper", decision)
    assert decided.plan.decisions, decided.plan
    assert _titles(decided) == _titles(shown)
    assert decided.plan.search_query == shown.plan.search_query
    assert shown.results[n - 1].title in decided.answer


def test_the_list_a_decision_keeps_survives_a_reload_of_the_session(runtime, tmp_path):
    """The last search is part of P_t in the SQLite file, so a reloaded app (a new runtime on
    the same file) decides on the list shown before the reload."""
    from agent.runtime import open_runtime

    shown = runtime.agent.say("shopper", "a yoga mat for travel, under 60 dollars")
    runtime.store.close()
    again = open_runtime(db=tmp_path / "memory.db", index=runtime.index, engine="offline")
    try:
        decided = again.agent.say("shopper", "the first one is perfect")
        assert _titles(decided) == _titles(shown)
        assert shown.results[0].title in decided.answer
    finally:
        again.store.close()


@pytest.mark.parametrize("first", ["wireless earbuds for the gym under 80 dollars",
                                   "a yoga mat for travel, under 60 dollars"])
@pytest.mark.parametrize("said", ["thanks!", "hmm ok"])
def test_a_turn_that_adds_nothing_keeps_the_list(runtime, first, said):
    """"thanks!" searched the session's product alone: the list changed under the shopper."""
    agent = runtime.agent
    shown = agent.say("shopper", first)
    again = agent.say("shopper", said)
    assert _titles(again) == _titles(shown)


@pytest.mark.parametrize("first, again", [
    ("wireless earbuds for the gym under 80 dollars", "wireless earbuds"),
    ("帮我找个旅行收纳包，送给爱旅行的妈妈", "推荐旅行收纳包"),
    ("a yoga mat for travel, under 60 dollars", "yoga mat"),
])
def test_asking_for_the_product_again_searches_again(runtime, first, again):
    """Naming the product again is a new request, not "thanks!": the demo blocks an entry on
    the Preferences page and asks again, and the ranking must be made afresh."""
    agent = runtime.agent
    shown = agent.say("shopper", first)
    asked = agent.say("shopper", again)
    assert asked.plan.search_query != shown.plan.search_query
    assert asked.plan.search_query.lower() in again.lower()


def test_a_decision_with_a_change_searches_again(runtime):
    """Deciding and changing something in one breath is a new search: the list changes with it."""
    agent = runtime.agent
    agent.say("shopper", "wireless earbuds for the gym under 80 dollars")
    changed = agent.say("shopper", "I'll take the first one, but in white")
    assert changed.plan.prefer_keywords or changed.plan.slot_changes
    assert "white" in changed.plan.search_query or changed.plan.slots.get("color") == "white"


@pytest.mark.parametrize("text", [
    "the second one looks good", "I like the first one", "number 2 is perfect",
    "option 3 sounds great", "I'd go for the second one",
])
def test_a_result_approved_by_its_place_is_a_decision(text):
    plan = OfflineEngine().plan(PlanInput(text=text, lang="en", current_intent="search: scarf"))
    assert plan.decisions and plan.decisions[0].startswith("take result #"), plan
    assert not plan.new_constraints and not plan.prefer_keywords


@pytest.mark.parametrize("text", [
    "I like the first snow of winter, a scarf in wool",  # no result named: a request
    "the second coat I bought is great, need a scarf to match",
])
def test_a_place_that_names_no_result_is_no_decision(text):
    plan = OfflineEngine().plan(PlanInput(text=text, lang="en"))
    assert not plan.decisions, plan
