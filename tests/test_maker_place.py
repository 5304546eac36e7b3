"""A Chinese maker whose coined name is made of everyday characters, found by its place
(agent/language/maker_place): it owns a product, made the thing, or is said twice. Every
sentence is written for this test, with invented names in no catalog or evaluation set.
Real lexicon, real jieba; the planner tests run the real engine over the demo catalog."""
from __future__ import annotations

import pytest

from agent.engines.offline_lexicon import lexicon
from agent.engines.offline_names import unknown_names
from memory.models import Category, Polarity
from tests.planning import constraints_on, plan_of


@pytest.mark.parametrize("text,name", [
    ("只有雪舸的电热毯整晚都不会烫脚", "雪舸"),             # 只有X的<product>
    ("桃舸的加湿器用了三个冬天一次没漏过水", "桃舸"),       # opening its clause
    ("书房那把椅子是柏川做的，坐了五年还不响", "柏川"),       # 是X做的: made by X
    ("铁苗的跳绳绳子半个月就断了，别推了", "铁苗"),           # a material character opening it
    ("柴扉的保温杯揣了两年都没漏，这次还要柴扉的", "柴扉"),   # a word said twice, once as an owner
])
def test_a_name_of_everyday_characters_is_read_from_its_place(text, name):
    assert name in unknown_names(lexicon(), text)


@pytest.mark.parametrize("text,word", [
    ("上回的电热毯一晚上就不热了，这次要个暖和点的", "上回"),   # a time word opening: 上 a direction
    ("速干的T恤有没有", "速干"),                               # a description ends in what a thing does
    ("高腰的牛仔裤来一条", "高腰"),                             # 高 among the commonest characters
    ("我闺女的书包背带断了，再买个结实的", "闺女"),             # a pronoun before whose it is
    ("瓷白的碗有吗", "瓷白"),                                   # a material before a colour: a shade
    ("麻灰的卫衣好看吗", "麻灰"),
    ("两人的帐篷有吗", "两人"),                                 # a numeral opens no name
    ("茶几面最好是树酯做的", "树酯"),                           # 树脂 typed by its sound: made of resin
    ("我想要暖绒的外套", "暖绒"),                               # 绒 heads material words: a kind of one
    ("走廊里要一盏给走廊照路的小夜灯", "照路"),                 # a noun before it: a predicate of it
    ("象胶底的拖鞋穿着闷脚", "胶底"),                           # 橡胶底 mistyped: a longer run
])
def test_an_ordinary_word_in_a_makers_place_is_no_name(text, word):
    assert word not in unknown_names(lexicon(), text)


def test_a_refused_maker_of_everyday_characters_leaves_the_query(engine):
    plan = plan_of(engine, "铁苗的跳绳用了半个月绳子就断了，铁苗的别再给我推了")
    refused = constraints_on(plan, "铁苗")
    assert [(c.polarity, c.category) for c in refused] == [(Polarity.DISLIKE, Category.BRAND)]
    assert "铁苗" not in plan.search_query
    assert not any(c.slug == "iron" for c in plan.new_constraints)  # 铁 is the name's, no material


def test_a_maker_praised_by_what_its_thing_did_is_liked(engine):
    plan = plan_of(engine, "只有桃舸的加湿器在我卧室开了三个冬天一次没漏过水，这次还看桃舸")
    assert [(c.polarity, c.category) for c in constraints_on(plan, "桃舸")] == \
        [(Polarity.LIKE, Category.BRAND)]


def test_a_name_said_alone_and_refused_is_a_maker(engine):
    plan = plan_of(engine, "石舫！再也不买了！台灯用了一周开关就失灵了")
    assert [(c.polarity, c.category) for c in constraints_on(plan, "石舫")] == \
        [(Polarity.DISLIKE, Category.BRAND)]
    assert "石舫" not in plan.search_query


@pytest.mark.parametrize("text,name", [
    ("Not Heron. Their lunch boxes leaked soup all over my bag.", "Heron"),
    ("No Juniper, please: their kettle lids all warped.", "Juniper"),
])
def test_a_word_refused_alone_before_their_fault_is_a_maker(text, name):
    # Capitalised, refused in a sentence of its own, its things told of by "their": a maker
    # even when its name is a word of the dictionary.
    assert name in unknown_names(lexicon(), text)


@pytest.mark.parametrize("text", [
    "Not leather. Their sofas peel anyway.",       # a lexicon word refused: the material
    "Not Tuesday. Their delivery van is booked.",  # a date
    "Not Heron. I just want a plain lunch box.",   # nothing pointed back at as a maker
])
def test_a_refused_word_with_no_maker_pointed_back_is_no_name(text):
    assert not any(n.lower() in ("leather", "tuesday", "heron") for n in unknown_names(lexicon(), text))
