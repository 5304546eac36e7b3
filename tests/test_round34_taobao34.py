"""Round 34 of the catalog import (issue 13), the taobao34 tuner: a Chinese keyword right
before a head noun of other goods, where that noun closes the title's first phrase, only
modifies it (`domain_map._zh_before_other_heads`): 冰箱|贴 is no refrigerator, 鞋|橱 no shoe.
The head noun's kinds come from the keyword table's own longer words ending on it
(`_zh_head_senses`); the keyword then votes as a secondary word, so the title's other words
and its neighbours say what the goods are.

Every title is the tuner's own, written for this round in the shapes Taobao listings take, never
copied from a data set or a fixture.
"""
from __future__ import annotations

import pytest

from agent.domain_classifier import WEAK, rank_title
from agent.domain_map import _zh_head_senses, keyword_certainty
from memory.domains import Domain

D = Domain


def test_head_senses_come_from_the_tables_longer_words():
    senses = _zh_head_senses()
    assert D.FURNITURE in senses["橱"]          # 衣橱, 书橱
    assert D.HOME_APPLIANCES not in senses["贴"]  # 墙贴, 便利贴, 暖贴: no appliance ends on 贴
    assert "夏季" not in senses                  # a season heads no goods


@pytest.mark.parametrize("title, modifier", [
    ("冰箱贴 熊猫 创意 留言板", D.HOME_APPLIANCES),   # a magnet for the fridge door
    ("鞋橱 玄关 实木", D.FOOTWEAR),                 # a cabinet for shoes
    ("阿胶糕 即食 滋补", D.HEALTH_SUPPLEMENTS),      # a cake made with the tonic
])
def test_a_keyword_before_another_kinds_head_noun_is_no_sure_reading(title, modifier):
    ranked = rank_title(title)
    assert ranked[0][0] is not modifier or keyword_certainty(ranked) < WEAK


def test_the_modifier_gives_way_to_the_goods_named_after_it():
    assert rank_title("奶油风 沙发 布艺")[0][0] is D.FURNITURE  # a style, not cream


@pytest.mark.parametrize("title, domain", [
    ("口红礼盒 七夕 送女友", D.BEAUTY_PERSONAL_CARE),  # a gift box of lipstick: grouping, not goods
    ("汽车贴 划痕 遮挡", D.AUTOMOTIVE),               # 贴 heads car stickers too
    ("狗狗凉垫 夏季 降温", D.PET_SUPPLIES),           # an audience word keeps its weight
    ("阿胶糕即食滋补女士", D.HEALTH_SUPPLEMENTS),      # one run of words: no first phrase to read
])
def test_a_head_noun_of_the_same_kind_or_no_phrase_keeps_the_reading(title, domain):
    ranked = rank_title(title)
    assert ranked[0][0] is domain and keyword_certainty(ranked) >= WEAK
