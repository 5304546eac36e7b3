"""Round 37 (domain37): a product told by its use, with no type word in its head, is placed by
the widest readers of the whole message when they agree (issue 11).

"A wire snake with a light and a lens to check inside the blocked drain pipe" names no type
in its head ("wire snake"): the keyword table read the words of its use (a lens: cameras), so
the plan said electronics. The labelled requests and the import's real product titles, when
they agree and no other domain gathers two of the narrower readers, now decide
(`readers_agree.told_by_use_domain`); a type named only outside the head is a word of the
description, and a turn that names the thing in its head, or refuses something, keeps it."""
from __future__ import annotations

import pytest

from agent import eval_language as ev
from agent.engines.offline_product import introduces_a_thing
from agent.language.readers_agree import head_has_keyword, told_by_use_domain
from agent.language.request_head import said_in_the_head, said_only_outside_the_head
from memory.domains import Domain


@pytest.mark.parametrize("text, domain", [
    ("A wire snake with a light and a lens to check inside the blocked drain pipe.",
     "tools_home_improvement"),
    ("夏天蚊子多，想在床上方吊一圈白纱，睡觉放下来挡蚊子", "home_textiles"),
])
def test_a_product_told_by_use_is_placed_by_the_agreeing_readers(engine, text, domain):
    assert engine.plan(ev.plan_request(text, None)).domain == Domain(domain)


@pytest.mark.parametrize("text, session, domain", [
    ("Also, the clip that keeps my phone on the car's air vent for the satnav.",
     "kitchen_dining", "automotive"),
    ("另外，给仓鼠晚上跑的那个转轮。", "apparel", "pet_supplies"),
])
def test_a_product_told_by_use_in_a_session_starts_it(engine, text, session, domain):
    plan = engine.plan(ev.plan_request(text, {"domain": session}))
    assert plan.domain == Domain(domain)


@pytest.mark.parametrize("text, domain", [
    # a refusal is about the item named, wherever its name stands
    ("Being vegan through and through, no suede on my new sneakers please.", "footwear"),
    # the head names the thing (a frying pan, 睡袋): the readers do not overrule it
    ("A frying pan that works on the little camping stove.", "kitchen_dining"),
    ("想给露营买个轻一点的睡袋，帐篷已经有了。", "sports_outdoors"),
])
def test_a_named_or_refused_item_keeps_its_domain(engine, text, domain):
    assert engine.plan(ev.plan_request(text, None)).domain == Domain(domain)


def test_the_head_is_read_for_keywords_and_type_names():
    assert not head_has_keyword("a wire snake with a light and a lens to check the drain")
    assert head_has_keyword("a frying pan for the camping stove")
    assert said_in_the_head(("frying pan",), "a frying pan for the camping stove")
    assert not said_in_the_head(("phone",), "the clip that keeps my phone on the air vent")
    assert said_only_outside_the_head(("phone",), "the clip that keeps my phone on the air vent")
    assert not said_only_outside_the_head(("沙发套",), "给沙发买个套")  # a cover, said as 套


def test_an_unknown_head_word_is_placed_by_no_readers(engine):
    assert told_by_use_domain(engine.classifier, "have you got any flimberwocks") is None


@pytest.mark.parametrize("text, introduces", [
    ("also, the clip that keeps my phone on the vent", True),
    ("and the little bricks which snap together", True),
    ("the one that is cheaper", False),
    ("the blue ones that you showed me", False),
])
def test_a_definite_thing_told_by_what_it_does_is_introduced(text, introduces):
    assert introduces_a_thing(text) is introduces


def test_the_agent_turn_follows_the_product_told_by_use(agent):
    assert agent.say("shopper", "A frying pan, please.").plan.domain == "kitchen_dining"
    trace = agent.say("shopper", "Also, the clip that keeps my phone on the car's air vent for the satnav.")
    assert trace.plan.domain == "automotive"
    assert not any("pan" in r.title.lower().split() for r in trace.results)
