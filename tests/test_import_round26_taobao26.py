"""Round 26 of the catalog import (issue 13): a one-character container noun that Chinese also
uses as a measure word (量词) counts the goods after a count and names none of its own.

包, 杯, 盆, 壶, 碗, 锅, 桌 and 床 are product words of the keyword table and the product types
(a bag, a cup, a pot, a bed), and also how goods are counted: 一包 (a pack of), 10包, 2斤/包 (two
jin per pack), 两盆 (two potted), 一壶 (a pot of), 一床 (one quilt). Right after a count (digits
that are not a size, a Chinese numeral or 每 that starts a word) or after "per" a quantity, the
word is dropped from the title's reading (`domain_map._without_counts`, and `without_counts`
before the product types read it): a title whose goods no lexicon names then has no keyword,
and the neighbours read it, instead of a bag deciding.

Every title is written for this test in the shapes Taobao, Tmall and JD listings take, never
copied from a data set or an evaluation file. No embedder is loaded (the keyword reading only)."""
from __future__ import annotations

import pytest

from agent.domain_classifier import rank_title
from agent.domain_map import without_counts
from memory.domains import Domain

D = Domain

COUNTED = [
    "舟山冻章鱼 整只 2斤/包",               # was: bags_luggage (包 after 斤/)
    "深海墨鱼仔 500g/包 新鲜冷冻",           # was: bags_luggage
    "黑色尼龙束线带 一包500根 4*200mm",      # was: bags_luggage
    "网红蜜桃乌龙 冷泡 10包",               # was: bags_luggage
    "杭白菊 菊花泡水 一壶 三朵",             # was: kitchen_dining (壶)
    "一次性采血针 200支/包 医用",            # was: bags_luggage
]


@pytest.mark.parametrize("title", COUNTED)
def test_a_counted_measure_noun_is_no_product_word(title: str) -> None:
    ranked = rank_title(title)
    assert all(d not in (D.BAGS_LUGGAGE, D.KITCHEN_DINING) for d, _ in ranked[:1]), ranked


def test_a_counted_bed_leaves_the_quilt() -> None:
    # was: furniture first (1床 read as a bed, before 被子)
    ranked = rank_title("1床 双人被子 冬季")
    assert ranked and ranked[0][0] is D.HOME_TEXTILES


KEPT = [
    ("帆布双肩包 女 大容量 2个装", D.BAGS_LUGGAGE),   # the bag is the goods, counted by 个
    ("男士斜挎包 真皮 小包", D.BAGS_LUGGAGE),
    ("单肩包 2包", D.BAGS_LUGGAGE),                    # the bag named before it is counted
    ("实木床 1.8床 主卧", D.FURNITURE),                # 1.8 is a size, not a count
    ("统一茶 冰红茶 整箱", D.FOOD_BEVERAGES),           # 一 inside 统一 counts nothing
    ("陶瓷米饭碗 家用 10只装", D.KITCHEN_DINING),
]


@pytest.mark.parametrize("title,domain", KEPT)
def test_a_product_word_that_is_no_count_stays(title: str, domain: Domain) -> None:
    ranked = rank_title(title)
    assert ranked and ranked[0][0] is domain, ranked


def test_without_counts_blanks_only_counted_measure_nouns() -> None:
    assert without_counts("章鱼 2斤/包") == "章鱼 2斤/ "
    assert without_counts("乌龙 10包") == "乌龙 10 "
    assert without_counts("双肩包 女") == "双肩包 女"
    assert without_counts("1.8床") == "1.8床"
