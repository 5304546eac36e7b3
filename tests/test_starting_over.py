"""Asking to start over in the chat box asks for nothing (the sidebar's New session button
starts a session; a typed "new session please" is no product request).

Walking the app, "new session please" searched books ("Book Set New Edition", "Comic New
Edition"): the semantic readers agreed on books_media for "new … session", and the `chat`
exemplars had no way of saying "start the conversation over". The `none` exemplars now have
that facet in both languages; the phrasings below are not exemplars."""
from __future__ import annotations

import pytest

from agent.eval_language import plan_request
from tests.planning import plan_of

SESSION = {"domain": "footwear", "intent": "search: running shoes"}


@pytest.mark.parametrize("text", ["new session please", "can we restart", "let's start from scratch",
                                  "新开一个会话", "重新来过吧"])
def test_starting_over_asks_for_nothing(engine, text):
    plan = plan_of(engine, text)
    assert plan.asks_nothing and not plan.search_query and not plan.product_type


@pytest.mark.parametrize("text", ["new session please", "重新来过吧"])
def test_starting_over_in_a_session_searches_nothing(engine, text):
    plan = engine.plan(plan_request(text, SESSION))
    assert plan.asks_nothing and not plan.search_query


@pytest.mark.parametrize("text, kind", [("new running shoes please", "running_shoes"),
                                        ("a new phone case", "phone_case"),
                                        ("重新买一个电饭煲", "rice_cooker")])
def test_a_new_thing_asked_for_is_still_a_request(engine, text, kind):
    plan = plan_of(engine, text)
    assert not plan.asks_nothing and plan.product_type == kind
