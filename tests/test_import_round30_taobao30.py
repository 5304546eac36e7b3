"""Round 30 of the catalog import (issue 13), the taobao30 tuner: three kinds of Chinese title.

- "X用" closing a phrase of its own (玻璃碗 微波炉用): what the goods serve, read like X专用;
  the appliance named before 用 does not decide the goods (`domain_classifier._without_what_it_is_for`).
- Baby goods said for grown-ups (成人奶粉, 老人纸尿裤), no baby, child or mother named: the
  grown-up's counterpart of baby care, health (`domain_classifier._for_grown_ups`).
- A keyword-less title ending on a genre of written work (…经济研究, …简史, …概论): a book
  (`domain_classifier._WORK_GENRES`, read by `names_media_form`).

Every title is the tuner's own, written for this round in the shapes Taobao listings take, never
copied from a data set or a fixture. Cases marked "was:" failed on 2c082dd.
"""
from __future__ import annotations

import pytest

from agent.domain_classifier import names_media_form, rank_title
from memory.domains import Domain
from tests.import_one import import_one

D = Domain
OWN_ROWS = "category_paths_fresh30_taobao30.csv"


@pytest.mark.parametrize("title, domain", [
    ("玻璃碗 微波炉用 带盖", D.KITCHEN_DINING),          # was: home_appliances (keywords)
    ("托盘 空气炸锅用 硅胶 可折叠", D.KITCHEN_DINING),   # was: home_appliances (keywords)
])
def test_an_appliance_before_a_closing_yong_is_what_the_goods_serve(title, domain):
    assert rank_title(title)[0][0] == domain
    # the phrase's appliance is no candidate at all, as before 专用
    assert D.HOME_APPLIANCES not in dict(rank_title(title))


def test_a_pet_before_a_closing_yong_still_says_who_the_goods_are_for():
    # was: the keywords kept home_appliances for the bowl; the cat keeps the pet reading
    assert rank_title("玻璃碗 微波炉用 带盖")[0][0] == D.KITCHEN_DINING
    assert rank_title("梳子 猫用 去浮毛")[0][0] == D.PET_SUPPLIES


@pytest.mark.parametrize("title", [
    "成人奶粉 高钙 900g 罐装",        # was: baby_maternity (keywords and import)
    "老人纸尿裤 L码 20片 加厚",       # was: baby_maternity (keywords and import)
])
def test_baby_goods_said_for_grown_ups_are_health_goods(title, neighbours, tmp_path):
    assert rank_title(title)[0][0] == D.HEALTH_SUPPLEMENTS
    assert import_one(tmp_path, title, neighbours).domain == D.HEALTH_SUPPLEMENTS


def test_a_mother_or_a_baby_named_beside_keeps_the_baby_domain():
    # was: 中老年营养奶粉 read as baby goods by its keywords (营养 only a second reading)
    assert rank_title("中老年营养奶粉 无蔗糖 800g")[0][0] == D.HEALTH_SUPPLEMENTS
    assert rank_title("孕妇奶粉 叶酸配方")[0][0] == D.BABY_MATERNITY       # maternity is the baby domain's
    assert rank_title("婴儿奶粉 1段 800g 成人也可冲")[0][0] == D.BABY_MATERNITY


@pytest.mark.parametrize("title", [
    "明清江南市镇经济研究",   # was: other (no keyword; the import's vote too thin)
    "宋代瓷器简史",           # was: home_decor (the neighbours read the porcelain)
])
def test_a_title_ending_on_a_genre_of_written_work_is_a_book(title, neighbours, tmp_path):
    assert names_media_form(title) == "book"
    assert import_one(tmp_path, title, neighbours).domain == D.BOOKS_MEDIA


def test_a_genre_word_that_is_not_last_names_no_book():
    # was: 概论 named no book anywhere; now only last, so a research-grade microscope is none
    assert names_media_form("现代汉语语法概论") == "book"
    assert names_media_form("研究级 生物显微镜 1600倍") is None
