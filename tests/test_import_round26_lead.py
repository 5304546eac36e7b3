"""A Chinese title typed in Traditional characters (a Hong Kong or Taiwan listing) is read as
its Simplified form by the keyword table and the head type (round 26, lead, from taobao26's
note: 無線藍牙耳機 read no keyword at all, so only the neighbours could place it). Taiwan's own
words fold to the mainland's (矽膠 → 硅胶). The stored title stays as written.

"was" marks what main at 9f4a850 did. Real rows written for this test, no real title.
"""
from __future__ import annotations

import pytest

from agent.catalog import import_csv
from agent.products import read_catalog
from agent.domain_classifier import rank_title
from memory.domains import Domain as D


@pytest.mark.parametrize("title, domain", [
    ("無線藍牙耳機 降噪 長續航", D.ELECTRONICS),  # was: no keyword ([])
    ("兒童保溫杯 不鏽鋼 吸管款", D.KITCHEN_DINING),
    ("矽膠嬰兒奶嘴 防脹氣", D.BABY_MATERNITY),
    ("純棉短袖T恤 男裝 寬鬆", D.APPAREL),
])
def test_a_traditional_title_is_read_by_the_keyword_table(title, domain):
    ranked = rank_title(title)
    assert ranked and ranked[0][0] is domain


def test_the_simplified_title_reads_as_before():
    assert rank_title("无线蓝牙耳机 降噪 长续航")[0][0] is D.ELECTRONICS


def test_an_imported_traditional_title_keeps_its_characters(tmp_path):
    src = tmp_path / "t.csv"
    src.write_text('title\n"無線藍牙耳機 降噪 長續航"\n', encoding="utf-8")
    out = tmp_path / "t.jsonl"
    import_csv(src, title="title", out=out)
    (product,) = read_catalog(out)
    assert product.title == "無線藍牙耳機 降噪 長續航" and product.domain is D.ELECTRONICS
