"""Round 37, the lead's app walk: in a session, a Chinese turn that asks for a new thing by name
in one clause and refuses a kind in another ending in 的 (想买个…，别要塑料的: "no plastic ones")
asks for the new thing; the 的 clause alone still refines the item shopped for."""
from __future__ import annotations

import pytest

from agent import eval_language as ev
from agent.engines.offline_product import refines_the_item
from memory.domains import Domain


@pytest.mark.parametrize("text, refines", [
    ("想买个户外折叠椅，别要铁的", False),   # a thing named, then a refusal of a kind of it
    ("再帮我挑个陶瓷花盆，不要白色的", False),
    ("要个大一点的，别要塑料的", True),      # every clause points at the item by 的
    ("别要塑料的", True),
    ("有没有轻一点的", True),
])
def test_a_named_thing_beside_a_refusal_by_de_is_no_pro_form(text, refines):
    assert refines_the_item(text) is refines


@pytest.mark.parametrize("session, text, domain", [
    ("home_appliances", "想买个户外折叠椅，别要铁的", "sports_outdoors"),
    ("apparel", "再帮我挑个陶瓷花盆，不要白色的", "home_decor"),
])
def test_a_new_thing_asked_with_a_refusal_leaves_the_sessions_item(engine, session, text, domain):
    assert engine.plan(ev.plan_request(text, {"domain": session})).domain == Domain(domain)


def test_the_agent_follows_the_new_thing_and_keeps_the_refusal(agent):
    assert agent.say("shopper", "I need an electric kettle").plan.domain == "home_appliances"
    trace = agent.say("shopper", "想买个户外折叠椅，别要铁的")
    assert trace.plan.domain == "sports_outdoors"
    assert not any("kettle" in r.title.lower() for r in trace.results)
    # the refusal still holds for the chair (a session constraint, not lost with the switch)
    assert any("iron" in c.key or "铁" in c.key or "metal" in c.key for c in trace.pt.constraints)
