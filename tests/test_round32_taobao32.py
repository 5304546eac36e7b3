"""Round 32 of the catalog import (issue 13), the taobao32 tuner: Chinese titles of goods named
by their variety, by their maker alone, or with an instrument word used as a shape or subject.

- Tea named by its kind (正山小种, 金骏眉, 单丛, 寿眉, 滇红, 乌龙…) and rice by its variety
  (稻花香, 小町, 长粒香, 丝苗…) are words of the food table's kinds (data/domain_keywords.json):
  the table held 铁观音, 普洱, 大红袍, 龙井 and 碧螺春 but few other kinds, and such a title read
  no keyword at all. Sheet-music words (总谱, 伴奏谱, 简谱, 吉他谱) join the books table beside
  乐谱, 曲谱 and 钢琴谱.
- Makers the brand list lacked (追觅, 新百伦, timberland, davebella) are brands of
  data/brand_domains.json: a title that names only the maker and a model is theirs.
- An instrument word whose later words name goods of another kind (`domain_classifier.
  _goods_after_instrument`): the instrument is a shape or a subject (折叠风琴…纱窗, a folding
  screen; 钢琴协奏曲总谱, a score), as an English title's "Guitar Shaped Keychain" already was.
  A word of how the goods are made (手工, 实木) or an extra given free (送琴包) is no such goods.

Every title is the tuner's own, written for this round in the shapes Taobao listings take, never
copied from a data set or a fixture.
"""
from __future__ import annotations

import pytest

from agent.domain_classifier import BARE_BRAND, NO_GOODS, rank_title
from memory.domains import Domain

D = Domain


@pytest.mark.parametrize("title", [
    "金骏眉 特级 蜜香型 125克 铁罐",
    "寿眉 2018年 老白茶饼 350g",         # (茶 reads it already: a control)
    "单丛 蜜兰香 潮州 乌岽 一斤",
    "滇红 金丝 凤庆 散装 250g",
    "太平猴魁 手工捏尖 明前 100g",
    "蜜桃乌龙 三角包 冷泡 20包",
    "稻花香 2024新季 10kg 袋装",
    "长粒香 东北 真空 5斤",
    "丝苗 广东 增城 10斤",
])
def test_a_tea_or_a_rice_named_by_its_variety_is_food(title):
    assert rank_title(title)[0][0] is D.FOOD_BEVERAGES


@pytest.mark.parametrize("title", [
    "贝多芬 第五交响曲 总谱 大开本",
    "流行歌曲 吉他谱 弹唱 入门 200首",
])
def test_a_score_is_a_book(title):
    assert rank_title(title)[0][0] is D.BOOKS_MEDIA


@pytest.mark.parametrize("title, want", [
    ("追觅 S20 Pro", D.HOME_APPLIANCES),
    ("dreame L10s Ultra", D.HOME_APPLIANCES),
    ("timberland 6寸 经典款", D.FOOTWEAR),
    ("新百伦 574 复古", D.FOOTWEAR),
    ("davebella 2023 春款", D.BABY_MATERNITY),
])
def test_a_maker_and_a_model_alone_name_the_makers_goods(title, want):
    assert rank_title(title) == [(want, BARE_BRAND)]


@pytest.mark.parametrize("title, want", [
    ("折叠风琴式 隐形纱窗 免打孔 推拉", D.TOOLS_HOME_IMPROVEMENT),
    ("莫扎特 钢琴奏鸣曲 总谱 原版", D.BOOKS_MEDIA),
    ("古筝 考级 教材 1-10级", D.BOOKS_MEDIA),
])
def test_an_instrument_word_before_other_goods_names_their_shape_or_subject(title, want):
    assert rank_title(title)[0][0] is want


@pytest.mark.parametrize("title", [
    "小提琴 初学者 成人 实木 手工",       # how it is made, not what it is
    "民谣吉他 41寸 送 背包 变调夹",       # extras given free
    "电钢琴 88键 重锤 成人 家用",
    "二胡 紫檀 苏州 成人 初学",
])
def test_an_instrument_itself_stays_goods_of_no_domain(title):
    assert rank_title(title) == [(D.OTHER, NO_GOODS)]


@pytest.mark.parametrize("title, want", [
    ("适用于石头扫地机 主刷 边刷 尘盒 滤网 一套", D.HOME_APPLIANCES),
    ("滤网 用于加湿器 替换 两片装", D.HOME_APPLIANCES),
    ("散热支架 适配笔记本 铝合金 可折叠", D.COMPUTERS_OFFICE),
])
def test_a_spare_said_to_fit_a_machine_goes_with_the_machine(title, want):
    assert rank_title(title)[0][0] is want


@pytest.mark.parametrize("title, want", [
    ("床笠 适用于1.8米床 纯棉 防滑", D.HOME_TEXTILES),    # a bed is furniture, not a machine
    ("狗狗牵引绳 适用于中大型犬 反光", D.PET_SUPPLIES),
])
def test_goods_said_to_fit_what_is_no_machine_keep_their_own_domain(title, want):
    assert rank_title(title)[0][0] is want


def test_round17s_weighed_rice_is_read_by_its_variety_now():
    # tests/test_import_round17.py read it as keyword-less, voted food by the table's words
    assert rank_title("五常稻花香 2.5kg 当季")[0][0] is D.FOOD_BEVERAGES
