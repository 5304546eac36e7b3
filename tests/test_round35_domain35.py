"""Round 35 (domain35): a different product described in a session starts that product; a
turn that points at the item shopped for by a pro-form refines it (issue 11).

While choosing hair dryers, "a machine that puts moisture back into the air" names no type:
the keyword table and the neighbours found nothing sure, so the session's hair dryers stayed
(the readers of the whole message did not vote in a session). The readers now place such a
turn when two agree and none says the session's domain; "a lighter one", 要轻一点的 (a
pro-form with no noun) keep the item even when a word of them names another domain's thing."""
from __future__ import annotations

import pytest

from agent import eval_language as ev
from agent.engines.offline_product import introduces_a_thing, refines_the_item
from memory.domains import Domain


@pytest.mark.parametrize("text, session, domain", [
    ("And a machine that puts moisture back into the air, the heating leaves my throat sore.",
     "beauty_personal_care", "home_appliances"),
    ("Another thing: a little device that keeps the cat fed at set times when we're away.",
     "footwear", "pet_supplies"),
    ("再找个能把干燥的空气变湿润的机器，暖气开着嗓子疼。", "beauty_personal_care", "home_appliances"),
])
def test_a_different_product_described_in_a_session_starts_it(engine, text, session, domain):
    plan = engine.plan(ev.plan_request(text, {"domain": session}))
    assert plan.domain == Domain(domain)


@pytest.mark.parametrize("text, session", [
    ("A lighter one, my arm aches holding it up.", "beauty_personal_care"),
    ("Ones with a wider toe box, my feet swell on long shifts.", "footwear"),
    ("A taller one that fits under the kitchen window.", "furniture"),
    ("要轻一点的，举久了胳膊酸。", "beauty_personal_care"),
    ("鞋头宽一点的那种，脚容易肿。", "footwear"),
])
def test_a_pro_form_refines_the_item_shopped_for(engine, text, session):
    plan = engine.plan(ev.plan_request(text, {"domain": session}))
    assert plan.domain == Domain(session)


@pytest.mark.parametrize("text, refines", [
    ("a cheaper one", True),
    ("ones that don't pinch", True),
    ("something sturdier for the garden", True),
    ("one more thing: a rack for the bikes", False),
    ("a gadget that grinds beans", False),
    ("要便宜一点的", True),
    ("不挤脚的那种", True),
    ("另外要个装钥匙的小盒子", False),
])
def test_what_points_at_the_item(text, refines):
    assert refines_the_item(text) is refines


@pytest.mark.parametrize("text, introduces", [
    ("and a machine that hums by the bed", True),
    ("something that keeps the cat fed", True),
    ("which colour would suit me best?", False),
    ("actually make it a kids size, my son is 8", False),   # a measure of the item (round 35, lead)
    ("a darker colour would be better", False),
    ("另外要个放脚边的小机器", True),
    ("哪个颜色更耐脏", False),
])
def test_a_new_thing_is_introduced_by_an_indefinite_or_a_count(text, introduces):
    assert introduces_a_thing(text) is introduces


@pytest.mark.parametrize("first, then, domain", [
    ("A hair dryer with a diffuser, please.",
     "And a machine that puts moisture back into the air, the heating leaves my throat sore.",
     "home_appliances"),
    ("A hair dryer with a diffuser, please.", "A lighter one, my arm aches holding it up.",
     "beauty_personal_care"),
    ("想买个带扩散罩的吹风机。", "再找个能把干燥的空气变湿润的机器，暖气开着嗓子疼。", "home_appliances"),
    ("想买个带扩散罩的吹风机。", "要轻一点的，举久了胳膊酸。", "beauty_personal_care"),
])
def test_the_agent_turn_follows_the_product_asked_for(agent, first, then, domain):
    assert agent.say("shopper", first).plan.domain == "beauty_personal_care"
    trace = agent.say("shopper", then)
    assert trace.plan.domain == domain
    if domain != "beauty_personal_care":
        assert not any("dryer" in r.title.lower() or "吹风" in r.title for r in trace.results)
