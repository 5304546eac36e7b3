"""A gift asked for with no kind of product yet ("a gift for my son", 送给老婆的生日礼物) as a
first request: the domain was voted from the frame's own words, so the son got kitchen ladle
gift sets and the wife navel rings, with confidence. Now no domain is guessed: the whole
catalog is searched until a kind is said. Found asking the app what an interviewer would."""
from __future__ import annotations

import pytest

from memory.domains import Domain
from tests.planning import plan_of as _plan


@pytest.mark.parametrize("text", [
    "a gift for my son", "a birthday present for my dad", "送给老婆的生日礼物", "给妈妈买个生日礼物",
    "an anniversary gift for my husband",
])
def test_a_gift_of_no_kind_guesses_no_domain_and_is_still_searched(engine, text):
    plan = _plan(engine, text)
    assert plan.domain == Domain.OTHER and not plan.product_type, (plan.domain, plan.product_type)
    assert ":" in plan.intent and plan.search_query, plan.intent  # searched, not a chat turn


@pytest.mark.parametrize("text,domain", [
    ("a present for my dog", Domain.PET_SUPPLIES),
    ("a gift for my wife, a silk scarf", Domain.APPAREL),
    ("给爸爸的生日礼物，一个保温杯", Domain.KITCHEN_DINING),
])
def test_a_pet_or_a_named_kind_still_decides(engine, text, domain):
    assert _plan(engine, text).domain == domain


def test_the_whole_catalog_answers(agent):
    trace = agent.say("gift", "a gift for my son")
    assert len(trace.results) >= 5
    assert len({r.domain for r in trace.results}) >= 2, [r.domain for r in trace.results]
