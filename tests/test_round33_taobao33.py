"""Round 33 of the catalog import (issue 13), the taobao33 tuner: Chinese titles whose first
phrase ends on a vessel or a device for a food, makers named with a model alone, and a course
word said of goods.

- A first phrase ending on a vessel, packaging or a device right after the food it holds or
  works on (金属茶叶罐, 咖啡豆|罐, 红酒|开瓶器) heads the title (`domain_map._zh_compound_head`):
  a food word in a later phrase (…绿茶储存, …普洱醒茶罐) says what it holds, and the product
  types, which read that later word, no longer back it. Other compounds of a keyword (a wood,
  a cartoon's name) head nothing.
- Makers the brand list lacked (云鲸, 添可, roborock, …) are brands of data/brand_domains.json;
  a maker whose name is an everyday word (石头, a stone) is one only right before a model code.
- 网课 after goods the title names first (平板电脑 学习 网课) says what the goods are for; a
  listing that names no goods before it is still a course.

Every title is the tuner's own, written for this round in the shapes Taobao listings take, never
copied from a data set or a fixture.
"""
from __future__ import annotations

import pytest

from agent.domain_classifier import BARE_BRAND, rank_title, sells_no_goods
from memory.domains import Domain

D = Domain


@pytest.mark.parametrize("title", [
    "复古铁皮咖啡豆罐 防潮 大容量 蓝山咖啡",
    "马口铁茶叶罐 圆形 便携 红茶 绿茶 通用",
    "竹编茶叶罐 防潮 小号 龙井 碧螺春",
    "大红袍茶叶罐 锡罐 空罐",              # the tea named before it in its own phrase
])
def test_a_vessel_ending_the_first_phrase_is_the_goods_not_the_later_food(title):
    assert rank_title(title)[0][0] is D.KITCHEN_DINING


@pytest.mark.parametrize("title", [
    "云南普洱 熟茶 357克 送茶叶罐",        # the tea is sold, the caddy comes free
    "明前龙井 250克 铁罐装 春茶",          # a vessel the tea comes in
])
def test_food_named_first_stays_food_beside_its_vessel(title):
    assert rank_title(title)[0][0] is D.FOOD_BEVERAGES


@pytest.mark.parametrize("title", [
    "新疆特产葡萄干罐",                    # one run of words: no first phrase, the food is sold
])
def test_a_title_of_one_run_keeps_its_reading(title):
    assert rank_title(title)[0][0] is D.FOOD_BEVERAGES


@pytest.mark.parametrize("title", [
    "鸡翅木 筷子架 家用 一对",             # a wood, not chicken wings: the compound heads nothing
])
def test_a_compound_that_is_no_vessel_leaves_the_later_head(title):
    assert rank_title(title)[0][0] is D.KITCHEN_DINING


@pytest.mark.parametrize("title", [
    "云鲸 逍遥001 Max",
    "添可 Floor One S7",
    "roborock Qrevo Curv",
    "石头 P10S Pro",
    "石头V20",
])
def test_a_robot_vacuum_maker_and_a_model_alone_name_an_appliance(title):
    assert rank_title(title) == [(D.HOME_APPLIANCES, BARE_BRAND)]


@pytest.mark.parametrize("title", [
    "石头 摆件 鱼缸造景 天然",
    "雨花石头 原石 把玩",
])
def test_a_stone_is_no_maker_without_a_model_code(title):
    ranked = rank_title(title)
    assert not ranked or ranked[0][0] is not D.HOME_APPLIANCES


@pytest.mark.parametrize("title", [
    "平板电脑 10.1英寸 护眼 学习 网课",
    "防蓝光眼镜 平光 学生 网课",
])
def test_an_online_class_after_the_goods_is_what_they_are_for(title):
    assert not sells_no_goods(title)


@pytest.mark.parametrize("title", [
    "高中物理 网课 一对一 30课时",
    "少儿围棋网课 入门 体验课",
])
def test_an_online_class_with_no_goods_before_it_is_a_course(title):
    assert sells_no_goods(title)
