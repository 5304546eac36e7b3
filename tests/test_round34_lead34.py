"""Round 34 (lead): asking for more in a session is more of the item shopped for. "what else
have you got" mid-way through choosing boots was searched as its own words, and the catalog's
neighbours of those words are book titles: books, with confidence."""
from __future__ import annotations

import pytest

from agent import eval_language as ev
from memory.domains import Domain


@pytest.mark.parametrize("text, domain", [
    ("got anything else?", "footwear"),
    ("let me see a few more", "apparel"),
    ("other choices?", "kitchen_dining"),
    ("还有其他的吗", "footwear"),
])
def test_more_in_a_session_stays_with_the_item(engine, text, domain) -> None:
    plan = engine.plan(ev.plan_request(text, {"domain": domain}))
    # the item's domain, or none (a turn that asks nothing leaves the session as it was)
    assert plan.domain in (Domain(domain), Domain.OTHER)
    assert not plan.new_constraints and not plan.intent.startswith("search")


def test_a_product_named_in_a_session_still_moves(engine) -> None:
    plan = engine.plan(ev.plan_request("now a phone holder for the car", {"domain": "footwear"}))
    assert plan.domain == Domain.AUTOMOTIVE
