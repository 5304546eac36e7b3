"""A Chinese maker named with a word of the dictionary, found when the message says it is one
(agent/language/maker_pointed): the word stands in a maker's place and is pointed back at as a
maker (他家的, 这个牌子) or said twice. Every sentence is written for this test, with names in no
catalog or evaluation set. Real lexicon, real jieba; the planner tests run the real engine over
the demo catalog."""
from __future__ import annotations

import pytest

from agent.engines.offline_lexicon import lexicon
from agent.engines.offline_names import unknown_names
from memory.models import Category, Polarity
from tests.planning import constraints_on, plan_of


@pytest.mark.parametrize("text,name", [
    ("枫桥的保温杯漏了两次水，他家的东西别推了", "枫桥"),         # owner, pointed back at by 他家
    ("松涛家的床垫睡了四年还不塌，还买他们的", "松涛"),           # X家的, pointed back at by 他们的
    ("风车的电风扇吹了五年都没坏，还要风车的", "风车"),           # said twice, once as an owner
    ("别要雁阵的，上回那只保温杯盖子一拧就裂，这个牌子不行", "雁阵"),  # X的 closing its clause
    ("竹笛的台灯开关按了一个月就松了，别再推他家的", "竹笛"),             # a material character opening it
    ("铜铃的羊毛袜穿了两个冬天都没破，他家的还要", "铜铃"),       # a material between 的 and the product
])
def test_a_dictionary_word_the_message_treats_as_a_maker_is_a_name(text, name):
    assert name in unknown_names(lexicon(), text)


@pytest.mark.parametrize("text,word", [
    ("石臼的咖啡杯挺好看，想再买两个", "石臼"),                   # once, nothing pointing back: unsure
    ("我同事的键盘很好用，想要他家的", "同事"),                   # a person (data/recipients.json)
    ("邻居的吸尘器很安静，我也想要他家的", "邻居"),
    ("客厅的地毯用了三年还很新，还要他家的", "客厅"),             # inside a type's name (客厅地毯)
    ("宿舍的台灯很亮，想要他家的", "宿舍"),                       # a word the dictionary knows well
    ("去年的羽绒服不暖和，别要他家的", "去年"),                   # a time word
    ("草莓的酸奶好喝，再来一箱草莓的", "草莓"),                   # a food word: a flavour
    ("纯棉的睡衣穿着舒服，还要纯棉的", "纯棉"),                   # a lexicon word: the material
    ("宝宝的奶瓶很好用，宝宝的围兜也要", "宝宝"),                 # a person said twice
    ("木鱼的保温杯很好，他家的水壶也要，还有璟蓿的杯垫", "木鱼"),  # another maker the pointer may mean
])
def test_an_ordinary_word_pointed_at_or_said_twice_is_no_name(text, word):
    assert word not in unknown_names(lexicon(), text)


def test_a_refused_dictionary_word_maker_leaves_the_query(engine):
    plan = plan_of(engine, "竹笛的台灯开关按了一个月就松了，别再推他家的")
    assert [(c.polarity, c.category) for c in constraints_on(plan, "竹笛")] == \
        [(Polarity.DISLIKE, Category.BRAND)]
    assert "竹笛" not in plan.search_query
    assert not any(c.slug == "bamboo" for c in plan.new_constraints)  # 竹 is the name's, no material


def test_a_dictionary_word_maker_praised_by_what_its_thing_did_is_liked(engine):
    plan = plan_of(engine, "风车的电风扇吹了五年都没坏，还要风车的")
    assert [(c.polarity, c.category) for c in constraints_on(plan, "风车")] == \
        [(Polarity.LIKE, Category.BRAND)]
