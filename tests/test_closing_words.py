"""A closing word in a session ("就这些，谢谢": that's all, thanks) asks for nothing.

The request filler left only 这些 ("these"), which the chat exemplars read as asking for more
of the current item, so the turn searched rice cookers again with 这些 in the query."""
from __future__ import annotations

import pytest

from agent.eval_language import plan_request

SESSION = {"domain": "home_appliances", "intent": "search: 电饭煲"}


@pytest.mark.parametrize("text", ["就这些，谢谢", "就这些吧", "that's all, thanks"])
def test_a_closing_that_only_points_asks_for_nothing_in_a_session(engine, text):
    plan = engine.plan(plan_request(text, SESSION))
    assert plan.asks_nothing and not plan.search_query


@pytest.mark.parametrize("text", ["这些都不要", "这个多少钱"])
def test_a_pointing_word_beside_a_request_still_asks(engine, text):
    plan = engine.plan(plan_request(text, SESSION))
    assert not plan.asks_nothing
