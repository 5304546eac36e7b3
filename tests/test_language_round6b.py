"""Round 6b of issue 11: bugs found by using the app with new requests, fixed by mechanism and
checked on phrasings of our own. Real lexicon, real embedder, the demo catalog's vectors."""
from __future__ import annotations

import pytest

from memory.models import Domain, Polarity
from tests.planning import plan_of as _plan

VEGAN_FLOOR = {"leather", "wool", "silk", "fur", "down", "meat", "dairy", "eggs", "gelatin"}


# ---- 1. a clause that is only the attribute describes the product another clause names --

@pytest.mark.parametrize("text,word", [
    ("帮我挑个办公室用的马克杯，陶瓷的", "陶瓷"),
    ("想买个双肩包，帆布的", "帆布"),
    ("a duvet cover, linen, under 60", "linen"),
    ("a tote bag for the beach, canvas please", "canvas"),
])
def test_an_attribute_clause_after_the_product_is_a_prefer_word(engine, text, word) -> None:
    plan = _plan(engine, text)
    assert word in plan.prefer_keywords, plan
    assert word not in plan.exclude_keywords
    assert not any(c.polarity == Polarity.DISLIKE for c in plan.new_constraints)


@pytest.mark.parametrize("text,name", [
    ("找一个出差用的保温杯，陶瓷内胆的", "保温杯"),
    ("要不锈钢的保温杯", "保温杯"),
])
def test_the_intent_names_the_product_type_not_a_verb_or_modifier(engine, text, name) -> None:
    plan = _plan(engine, text)
    assert plan.intent == f"search: {name}", plan.intent


# ---- 2. a refused class word for what comes from animals stands for the vegan floor ------

@pytest.mark.parametrize("text", [
    "从今往后别给我推荐任何动物制品",
    "我是素食主义者，动物原料的一律不要",
    "no animal-derived materials in anything, please",
    "nothing made from animals, ever",
])
def test_a_refused_animal_class_word_learns_every_vegan_floor(engine, text) -> None:
    plan = _plan(engine, text)
    floors = {c.slug for c in plan.new_constraints
              if c.polarity == Polarity.DISLIKE and c.domain == Domain.GLOBAL}
    assert VEGAN_FLOOR <= floors, plan.new_constraints
    assert not any("动物" in c.slug or "animal" in c.slug for c in plan.new_constraints)


@pytest.mark.parametrize("text", [
    "我吃全素，什么东西都不要动物成分",
    "以后所有东西都不用动物材料",
    "我从来不买动物皮毛做的东西",
    "no animal products in anything at all",
])
def test_a_class_statement_naming_no_product_searches_nothing(engine, text) -> None:
    plan = _plan(engine, text)
    assert plan.names_no_product, (plan.intent, plan.domain, plan.search_query)
    assert plan.domain != Domain.FOOD_BEVERAGES


def test_an_animal_class_word_merely_talked_about_is_no_refusal(engine) -> None:
    plan = _plan(engine, "我想了解一下动物制品的知识")
    assert not plan.new_constraints


# ---- 3. quiet polarity reversals --------------------------------------------------------

@pytest.mark.parametrize("text,colour", [
    ("no brass, it leaves my fingers black", "black"),
    ("nickel never again, my earlobes go red", "red"),
    ("这种合金戴了皮肤会发黑，不要合金的", "black"),
])
def test_a_colour_inside_a_told_reaction_is_no_stance_target(engine, text, colour) -> None:
    plan = _plan(engine, text)
    assert colour not in {c.slug for c in plan.new_constraints}, plan.new_constraints
    assert plan.new_constraints  # the refused metal is still learned


def test_a_colour_before_the_reaction_is_still_what_is_refused(engine) -> None:
    plan = _plan(engine, "red dye gives me hives")
    assert ("red", Polarity.DISLIKE) in {(c.slug, c.polarity) for c in plan.new_constraints}


@pytest.mark.parametrize("text,word", [
    ("suede boots are out of stock?", "suede"),
    ("are the wool jumpers sold out?", "wool"),
    ("羊毛的毛衣卖完了吗", "羊毛"),
])
def test_a_question_about_stock_is_no_refusal(engine, text, word) -> None:
    plan = _plan(engine, text)
    assert not any(c.polarity == Polarity.DISLIKE for c in plan.new_constraints), plan
    assert word not in plan.exclude_keywords


def test_a_question_with_its_own_negation_still_refuses(engine) -> None:
    plan = _plan(engine, "no leather, ok?")
    assert ("leather", Polarity.DISLIKE) in {(c.slug, c.polarity) for c in plan.new_constraints}


@pytest.mark.parametrize("text,slug", [
    ("这双麂皮的太合我眼缘了", "suede"),
    ("那条真丝的太对我口味了", "silk"),
])
def test_praise_told_with_tai_le_is_no_refusal(engine, text, slug) -> None:
    plan = _plan(engine, text)
    assert (slug, Polarity.DISLIKE) not in {(c.slug, c.polarity) for c in plan.new_constraints}


# ---- 4. asking verbs and relative-clause words are no product words ----------------------

@pytest.mark.parametrize("text,bad,kept", [
    ("looking for a present for my brother who loves climbing", {"looking", "who", "loves"}, "climbing"),
    ("a present for my nephew who plays football", {"who", "plays"}, "football"),
    ("shopping for my dad who is into fishing", {"shopping", "who", "into"}, "fishing"),
    ("I'm hunting for a gift for my mum who adores baking", {"hunting", "who", "adores"}, "baking"),
])
def test_filler_and_relative_clause_words_leave_the_query(engine, text, bad, kept) -> None:
    plan = _plan(engine, text)
    words = set(plan.search_query.split())
    assert not (words & bad), plan.search_query
    assert kept in words


def test_a_product_named_looking_keeps_its_word(engine) -> None:
    assert "looking" in _plan(engine, "looking for a looking glass").search_query


# ---- found using the app (integrator, round 6) -------------------------------------------

@pytest.mark.parametrize("text", ["thanks, that's all", "that's everything, cheers",
                                  "ok thanks, that is all for today"])
def test_a_thank_you_that_opens_like_a_purpose_searches_nothing(engine, text):
    """"thanks, that's all" leaves "that all", which opened like a purpose ("that keeps …")
    and skipped the chat reading: it searched books."""
    plan = _plan(engine, text)
    assert plan.asks_nothing, plan


@pytest.mark.parametrize("text", ["no PU please", "I'm done with PU for good", "不要PU的包"])
def test_pu_said_alone_is_pu_leather(engine, text):
    """Shoppers say "PU" for PU leather; the bare word was silently dropped (and "done
    with PU" searched for pu)."""
    plan = _plan(engine, text)
    assert [(c.polarity.value, c.slug) for c in plan.new_constraints] == [("dislike", "pu_leather")]
    assert "pu" not in plan.search_query.split()
