"""Round 27 of the catalog import (issue 13): a Chinese listing that sells work done for the
buyer, told by where the work word stands (`agent.domain_services.sells_work`).

A Chinese phrase is head-final: 空调回收 collects air conditioners, 食品检测 tests food, 装修设计
designs a fit-out. Where a phrase's last word names work (after a business noun such as 中心 or
工作室 is set aside), or the phrase starts with a house call (上门), the goods named just before
the work word are what it is done to. More such phrases than phrases naming goods: the listing
sells the work, `other`. A tie keeps the goods, and goods named before the work word's object
(婚纱 … 结婚拍照) make the phrase a goods phrase whose work word says what it is for.

Every title is written for this test in the shapes Taobao, Tmall and JD listings take, never
copied from a data set or an evaluation file. No embedder is loaded (the keyword reading only).
"""
from __future__ import annotations

import pytest

from agent.domain_classifier import rank_title, sells_no_goods
from agent.domain_services import sells_work
from memory.domains import Domain

D = Domain

WORK = [
    "宠物写真 上门拍摄 猫狗摄影",        # was: pet_supplies (猫狗, who the pictures are of)
    "毕业照 集体照拍摄",                 # was: no keyword, the neighbours guessed
    "北京驾照年检代办",                  # was: no keyword
    "翡翠鉴定 国检证书 代办",            # was: jewelry_watches (翡翠 is what is appraised)
    "美国转运 海淘集运",                 # was: no keyword
    "宝宝满月照 跟拍",                   # was: baby_maternity (宝宝, whose photos)
    "店铺logo设计 门头设计",             # was: no keyword
    "二手冰箱回收中心 上门估价",         # was: home_appliances (冰箱 is what is collected)
]


@pytest.mark.parametrize("title", WORK)
def test_a_listing_of_work_done_for_the_buyer_sells_no_goods(title: str) -> None:
    assert sells_work(title)
    assert sells_no_goods(title)
    assert rank_title(title)[0][0] is D.OTHER


GOODS = [
    ("珠宝首饰 手链 原创设计", D.JEWELRY_WATCHES),       # a designed bracelet: one goods phrase, one work
    ("高清摄影灯 柔光箱 套装", D.ELECTRONICS),          # the lamp that takes pictures is goods
    ("汽车故障检测仪 obd", D.AUTOMOTIVE),               # a tester, not a test
    ("婚纱 结婚拍照 拖尾头纱", D.APPAREL),              # worn for the photos
    ("整体橱柜 定制 免费设计", D.FURNITURE),            # the design is a promise with the goods
    ("新款蕾丝婚纱超长拖尾结婚拍照", D.APPAREL),        # goods before the work word's object
    # (头纱 there instead of 婚纱 is no word of the keyword table: the phrase then reads as work)
    ("送货上门 东北大米 10斤", D.FOOD_BEVERAGES),       # 上门 after the goods: a delivery promise
]


@pytest.mark.parametrize("title,domain", GOODS)
def test_goods_that_name_work_stay_goods(title: str, domain: Domain) -> None:
    assert not sells_work(title)
    assert rank_title(title)[0][0] is domain


def test_an_english_title_is_not_read() -> None:
    assert not sells_work("Wedding Photography Package")
