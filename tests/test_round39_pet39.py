"""Round 39 (pet39): a product for an animal said as a compound is a pet's product (DESIGN §3,
§6). "a toy for my parrot" and 给鹦鹉买个玩具 were pet toys while "a parrot toy" listed
children's toys and 鹦鹉玩具 toy pianos. The word before the product's name is now read as an
animal by the same `whom` vote, and the thing named by its pet's kind in the vocabulary; it
fails safe when the compound is a type's own name, a material the lexicon knows, or a motif
that real shops sell as another domain's thing (the reference titles' vote). A pet's kind the
catalog sells only for other animals is said plainly through the unsold path."""
from __future__ import annotations

import pytest

from agent import eval_language as ev
from memory.domains import Domain


def plan_of(engine, text):
    return engine.plan(ev.plan_request(text, {}))


@pytest.mark.parametrize("text, ptype", [
    ("a parrot toy with bells and ropes", "pet_toy"),
    ("鹦鹉玩具，耐啃一点的", "pet_toy"),
    ("do you have hedgehog beds", "pet_bed"),
    ("a rabbit harness for walks on the grass", "dog_leash"),
])
def test_a_thing_named_after_an_animal_is_that_pets(engine, text, ptype):
    plan = plan_of(engine, text)
    assert plan.domain == Domain.PET_SUPPLIES and plan.product_type == ptype


@pytest.mark.parametrize("text", [
    "a tortoise heat lamp with a clamp",
    "rabbit food with plenty of hay in it",
])
def test_a_pets_thing_with_no_pet_kind_is_still_pet_supplies(engine, text):
    plan = plan_of(engine, text)
    assert plan.domain == Domain.PET_SUPPLIES and plan.product_type != "lamp"


@pytest.mark.parametrize("text, domain, ptype", [
    ("a mouse pad with a wrist rest", Domain.COMPUTERS_OFFICE, "mouse_pad"),  # a type's name
    ("cat-eye sunglasses in tortoiseshell", Domain.JEWELRY_WATCHES, "sunglasses"),
    ("a duck down jacket for the school run", Domain.APPAREL, "down_jacket"),  # a material
    ("a goose down pillow, firm", Domain.HOME_TEXTILES, "pillow"),
    ("a teddy bear, the big fluffy kind", Domain.TOYS_GAMES, "plush_toy"),
    ("fish oil capsules", Domain.HEALTH_SUPPLEMENTS, None),
    ("an owl lamp for the nursery shelf", Domain.HOME_DECOR, "lamp"),  # a motif
    ("a penguin mug", Domain.KITCHEN_DINING, "mug"),
    ("a dinosaur toy that roars", Domain.TOYS_GAMES, None),
    ("a dog hair vacuum", Domain.HOME_APPLIANCES, "vacuum_cleaner"),  # the dog's hair
    ("猫眼石戒指", Domain.JEWELRY_WATCHES, "ring"),
    ("恐龙玩具，会发光的", Domain.TOYS_GAMES, None),
    ("熊猫抱枕", Domain.HOME_TEXTILES, "cushion"),
    ("深海鱼油", Domain.HEALTH_SUPPLEMENTS, "fish_oil"),
])
def test_an_animal_word_that_names_no_pets_thing_does_not_move(engine, text, domain, ptype):
    plan = plan_of(engine, text)
    assert plan.domain == domain, text
    assert ptype is None or plan.product_type == ptype, text
    assert plan.domain != Domain.PET_SUPPLIES


def test_a_parrot_toy_the_catalog_sells_only_for_other_animals_is_said_plainly(agent):
    turn = agent.say("u", "a parrot toy")
    assert turn.results == []
    assert "parrot" in turn.shortfall.unsold
    assert turn.alternatives and "has no" in turn.answer


def test_a_parrot_toy_said_in_chinese_is_said_plainly_too(agent):
    turn = agent.say("u", "鹦鹉玩具")
    assert turn.results == [] and turn.alternatives
    assert "鹦鹉" in turn.shortfall.unsold and "没有卖" in turn.answer


def test_a_pets_kind_the_catalog_sells_for_that_animal_stays_a_result(agent):
    for said in ("a dog toy", "a catnip toy", "a squeaky toy for my puppy", "狗玩具"):
        turn = agent.say(said, said)
        assert turn.results, said
        assert turn.shortfall is None or not turn.shortfall.unsold, said


@pytest.mark.parametrize("who, could", [
    ("parrot", True), ("guinea pig", True), ("鹦鹉", True), ("刺猬", True),
    ("watched footage", False), ("off to", False), ("太", False), ("穿着", False),
])
def test_only_words_that_could_name_an_animal_ask_the_whom_vote(who, could):
    """The compound reading is tried on most products; a word of grammar or a deed costs no
    embedding (engines/offline._could_name_an_animal)."""
    from agent.engines.offline import _could_name_an_animal

    assert _could_name_an_animal(who) is could
