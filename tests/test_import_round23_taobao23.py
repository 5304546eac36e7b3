"""Round 23 of the catalog import (issue 13), Chinese titles: a no-goods phrase is read only
where it ends a jieba word, and postage after a promise word is part of the offer. Every title
here is written for this test in the shapes Taobao, Tmall and JD listings take, never copied
from a data set or an evaluation file. No embedder (the fast tier)."""
from __future__ import annotations

import pytest

from agent.domain_classifier import sells_no_goods
from memory.domains import Domain
from tests.importing import top_domain as _top

D = Domain


# ------------------------------------------- a no-goods phrase read across two words is no phrase

@pytest.mark.parametrize("title, expected", [
    # was: other (秋冬季|卡通 holds 季卡, a season pass)
    ("男童加绒卫衣秋冬季卡通恐龙印花圆领上衣", {D.APPAREL, D.BABY_MATERNITY}),
    # was: other (冬季|卡通)
    ("女款珊瑚绒睡衣套装冬季卡通兔子家居服", {D.APPAREL}),
    # was: other (四季|卡通)
    ("四季卡通硅胶手机壳适用苹果15", {D.ELECTRONICS}),
    # was: other (夏季|卡通)
    ("夏季卡通儿童凉鞋软底防滑沙滩鞋", {D.FOOTWEAR, D.BABY_MATERNITY}),
    # was: other (春季|卡通)
    ("春季卡通书包小学生减负双肩包", {D.BAGS_LUGGAGE, D.BABY_MATERNITY}),
    # was: other (秋季|卡通)
    ("秋季卡通保温杯儿童吸管杯", {D.KITCHEN_DINING, D.BABY_MATERNITY}),
    # was: other (年|卡通 after a year)
    ("2024年卡通台历桌面摆件", {D.STATIONERY_CRAFTS, D.HOME_DECOR}),
])
def test_a_season_before_a_cartoon_print_is_no_season_pass(title, expected):
    assert not sells_no_goods(title)
    assert _top(title) in expected


def test_an_electronic_caliper_is_no_electronic_card():
    # was: sells_no_goods True (电子|卡尺 holds 电子卡, stored value)
    assert not sells_no_goods("不锈钢电子卡尺0-150mm数显游标卡尺")


@pytest.mark.parametrize("title", [
    "健身房季卡 三个月不限次",      # a season pass, said as one word
    "游乐园年卡 成人单人",          # a year pass
    "全国电影票 通兑券",            # a ticket
    "超市购物卡 面值500元",         # stored value
    "补邮费专拍 差多少拍多少",      # a postage link
])
def test_a_phrase_that_ends_a_word_still_sells_no_goods(title):
    assert sells_no_goods(title)
    assert _top(title) == D.OTHER


# ------------------------------------------------------ postage after a promise word is the offer

@pytest.mark.parametrize("title, expected", [
    # was: other (免|邮费 read as a postage line)
    ("云南普洱熟茶饼357克 免邮费", D.FOOD_BEVERAGES),
    # was: other
    ("全国免邮费 北欧陶瓷餐盘碗碟套装", D.KITCHEN_DINING),
    # was: other (包|邮费)
    ("加厚纯棉浴巾成人吸水 包邮费", D.HOME_TEXTILES),
])
def test_postage_promised_free_is_part_of_the_offer(title, expected):
    assert not sells_no_goods(title)
    assert _top(title) == expected


def test_postage_alone_is_still_a_postage_link():
    assert sells_no_goods("邮费 单拍不发货")


# ------------------------------------- a no-goods noun before a word of goods is what they hold

@pytest.mark.parametrize("title, expected", [
    # was: other (培训, a course, before 桌椅)
    ("会议室培训桌椅组合 折叠长条桌", {D.FURNITURE, D.COMPUTERS_OFFICE}),
    # was: other
    ("培训椅带写字板 学生椅", {D.FURNITURE, D.COMPUTERS_OFFICE, D.STATIONERY_CRAFTS}),
    # was: other (公交卡 before 保护套: a card sleeve)
    ("充值卡套 公交卡保护套", {D.ELECTRONICS, D.BAGS_LUGGAGE, D.STATIONERY_CRAFTS}),
    # was: other (点卡 before 收纳盒)
    ("点卡收纳盒 游戏周边", {D.HOME_DECOR, D.STATIONERY_CRAFTS, D.TOYS_GAMES, D.TOOLS_HOME_IMPROVEMENT}),
    # was: other (激活码 before 贴纸)
    ("激活码贴纸 标签", {D.STATIONERY_CRAFTS}),
])
def test_a_ticket_card_or_course_before_goods_names_what_they_serve(title, expected):
    assert not sells_no_goods(title)
    assert _top(title) in expected


def test_a_ticket_holder_said_by_a_holder_character_is_goods():
    # was: sells_no_goods True (门票|夹)
    assert not sells_no_goods("门票夹收纳册 景区纪念")


@pytest.mark.parametrize("title", [
    "出租婚纱 影楼礼服 按天计费",   # a rental: the dress is what the work is done to
    "代练王者荣耀 上分",            # play done for the buyer
    "演唱会门票 内场",              # a ticket, nothing after it names goods
    "英语培训机构 招生",            # a course
])
def test_work_done_and_bare_tickets_still_sell_no_goods(title):
    assert sells_no_goods(title)
