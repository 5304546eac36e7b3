"""Round 35 (taobao35): a Chinese title's bibliographic marks say it is a book.

Book shops list a book by its title and its credits, often with no word of the keyword table
in it (the subject's words name other goods or nothing): a numbered edition (第4版, （第六版）),
a school textbook's publisher edition (苏教版, 北师大版), its volumes (上下册, 全3册), a credit
of author and year after an underscore (…_王某2011), a translator's credit closing a phrase
(赵明 译). No goods carry them (`domain_classifier._BIBLIOGRAPHIC`, read by `names_media_form`).

Every title is the tuner's own, written for this round in the shapes Taobao listings take, never
copied from a data set or a fixture. Cases marked "was:" failed on bcd20f7.
"""
from __future__ import annotations

import pytest

from agent.domain_classifier import names_media_form, rank_title
from memory.domains import Domain

D = Domain


@pytest.mark.parametrize("title", [
    "结构力学 第4版 龙驭球 高等教育",          # was: none (no keyword)
    "数字信号处理（第六版）习题解答",
    "苏教版 数学 五年级下册 同步练习",          # was: none
    "北师大版初一生物知识点归纳",
    "唐诗三百首注释本 上下册 平装",
    "资治通鉴 白话版 全3册",
    "宏观经济分析_王立新2011",                  # was: none
    "人类简史的反面 赵明 译",
    "博弈与社会2009译",
])
def test_a_bibliographic_mark_makes_a_book(title):
    assert names_media_form(title) == "book"
    assert rank_title(title)[0][0] == D.BOOKS_MEDIA


@pytest.mark.parametrize("title", [
    "翻译笔 英汉互译 扫描 学生",            # translating is the machine's work, not a credit
    "智能翻译机 离线 多国语言翻译",
    "晓译 录音笔 会议 转写",                # 译 inside a brand's word
    "第二代 无线充电器 快充 手机",          # a generation, not an edition
    "升级版 加厚 保温饭盒 双层",            # an upgrade, not an edition
    "第四版人民币 1元 纸币 收藏",           # was: a book (a banknote series is no edition)
    "空调清洗剂 家用 免拆洗 2瓶装",
])
def test_goods_that_merely_share_a_character_are_no_book(title):
    assert names_media_form(title) != "book"
    assert rank_title(title)[0][0] != D.BOOKS_MEDIA if rank_title(title) else True
