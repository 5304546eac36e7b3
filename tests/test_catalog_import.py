"""Catalog import from real-shaped exports, and the generated demo catalog's promises."""
from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

from agent.catalog import ImportSummary, import_csv, parse_price
from agent.domain_map import classify_category, classify_text
from agent.products import read_catalog
from memory.domains import PRODUCT_DOMAINS, Domain

FIXTURES = Path(__file__).parent / "fixtures"
CATALOG = Path(__file__).resolve().parent.parent / "data" / "catalog.jsonl"


def _lines(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line]


# ------------------------------------------------------------------ import_csv

def test_myntra_like_no_category_uses_title_not_description(tmp_path):
    out = tmp_path / "m.jsonl"
    summary = import_csv(FIXTURES / "myntra_like.csv", title="Product_Name", price="Price (INR)",
                         brand="Product_Brand", id_col="Product_ID", description="Description",
                         platform="myntra", out=out)
    rows = {r["id"]: r for r in _lines(out)}
    assert summary.rows_read == 9 and summary.written == 9 and summary.skipped == {}
    # The kurta's description talks about sandals and a tote bag: the domain ignores it.
    assert rows["90000001"]["domain"] == "apparel"
    assert rows["90000003"]["domain"] == "footwear"
    assert rows["90000004"]["domain"] == "bags_luggage"
    assert rows["90000005"]["domain"] == "jewelry_watches"
    assert rows["90000006"]["domain"] == "home_textiles"
    assert rows["90000001"]["price"] == 1299.0 and rows["90000001"]["currency"] == "INR"
    assert rows["90000009"]["price"] == 3499.0
    assert rows["90000001"]["category"] == ""
    assert summary.duplicate_titles == 1  # the same shirt listed twice, both kept
    assert summary.share_other == 0.0


def test_amazon_like_category_paths_decide_and_title_is_the_fallback(tmp_path):
    out = tmp_path / "a.jsonl"
    summary = import_csv(FIXTURES / "amazon_like.csv", title="title", category="categories",
                         price="price", brand="brand", id_col="asin", platform="amazon", out=out)
    rows = {r["id"]: r for r in _lines(out)}
    assert summary.written == 8
    assert rows["B0TEST0001"]["domain"] == "bags_luggage"   # › Women › Handbags
    assert rows["B0TEST0002"]["domain"] == "furniture"
    assert rows["B0TEST0003"]["domain"] == "pet_supplies"
    assert rows["B0TEST0005"]["domain"] == "automotive"     # leather cleaner is car care
    assert rows["B0TEST0006"]["domain"] == "food_beverages"  # PET bottles are not pets
    # "Gift Ideas" maps nowhere, so the title decides: its head type is a hiking backpack,
    # which the shared product-type vocabulary (data/product_types.json) files under sports.
    assert rows["B0TEST0007"]["domain"] == "sports_outdoors"
    assert rows["B0TEST0008"]["price"] == 1049.0
    assert rows["B0TEST0001"]["category"] == "Clothing, Shoes & Jewelry › Women › Handbags"
    assert summary.per_domain["bags_luggage"] == 2


def test_taobao_like_tsv_commas_are_spaces(tmp_path):
    out = tmp_path / "t.jsonl"
    summary = import_csv(FIXTURES / "taobao_like.tsv", title="title", price="price",
                         platform="taobao", out=out)
    rows = _lines(out)
    assert summary.delimiter == "\t" and summary.written == 6
    assert rows[0]["title"] == "简约 亚麻衬衫男士 夏季薄款"
    assert [r["domain"] for r in rows] == ["apparel", "bags_luggage", "bags_luggage",
                                           "pet_supplies", "apparel", "furniture"]
    assert rows[2]["price"] == 459.0 and rows[2]["currency"] == "CNY"
    assert rows[0]["id"] == "taobao-000001"


def test_bad_rows_are_skipped_and_counted_never_a_crash(tmp_path):
    out = tmp_path / "b.jsonl"
    summary = import_csv(FIXTURES / "bad_rows.csv", title="name", price="price", category="category",
                         id_col="id", out=out)
    assert summary.skipped == {"no title": 1, "unparseable price": 4, "duplicate id": 1}
    assert summary.rows_read == 9  # the blank line is not a row
    assert summary.written == 3
    rows = {r["id"]: r for r in _lines(out)}
    assert rows["6"]["price"] == 1299.0  # "₹1,299" parses; extra cells are ignored
    assert rows["8"]["title"] == "Larkfield Quoted, Comma Tote"
    text = summary.format()
    assert "unparseable price" in text and "rows read 9" in text


def test_broken_utf8_rows_are_skipped_and_the_file_stays_utf8(tmp_path):
    # One row carries bytes no encoder wrote (a cut multi-byte character): only it goes.
    src = tmp_path / "broken.csv"
    src.write_bytes("title,price\n纯棉短袖t恤 男,59\n".encode("utf-8") + b"Sofa \xe6\xb2 cover,20\n"
                    + "Men's Running Shoes,49.99\n".encode("utf-8"))
    out = tmp_path / "broken.jsonl"
    summary = import_csv(src, title="title", price="price", out=out, semantic="off")
    assert summary.skipped == {"broken UTF-8": 1}
    assert summary.encoding.startswith("utf-8")  # not misread as GBK for one bad row
    assert [r["title"] for r in _lines(out)] == ["纯棉短袖t恤 男", "Men's Running Shoes"]


def test_a_10kb_title_and_a_price_in_words_are_skipped_with_their_reasons(tmp_path):
    src = tmp_path / "odd.csv"
    src.write_text("title,price\n" + "Lamp " * 2048 + ",10\nDesk Lamp,ask us\nDesk Lamp,12\n,3\n",
                   encoding="utf-8")
    summary = import_csv(src, title="title", price="price", out=tmp_path / "odd.jsonl", semantic="off")
    assert summary.written == 1
    assert summary.skipped == {"title longer than 1000 characters": 1, "unparseable price": 1,
                               "no title": 1}
    text = summary.format()
    assert "title longer than 1000 characters" in text and "throughput: 4 rows in" in text


def test_cli_import_draws_a_bar_on_stderr_and_prints_reasons_and_throughput(tmp_path):
    import subprocess
    import sys

    src = tmp_path / "cli.csv"
    src.write_text("title,price\nDesk Lamp,12\nDesk Lamp,n/a\n", encoding="utf-8")
    proc = subprocess.run([sys.executable, "-m", "agent", "catalog", "import", str(src), "--title",
                           "title", "--price", "price", "--semantic", "off", "--out",
                           str(tmp_path / "cli.jsonl")], capture_output=True, text=True,
                          cwd=CATALOG.parent.parent, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert "importing" in proc.stderr and "Traceback" not in proc.stderr
    assert "skipped      1  unparseable price" in proc.stdout
    assert "throughput: 2 rows in" in proc.stdout and "semantic off" in proc.stdout


def test_gbk_file_is_read_with_a_fallback_encoding(tmp_path):
    out = tmp_path / "g.jsonl"
    summary = import_csv(FIXTURES / "gbk_encoded.csv", title="title", price="price",
                         category="category", out=out)
    rows = _lines(out)
    assert summary.encoding == "gb18030"
    assert [r["domain"] for r in rows] == ["bags_luggage", "furniture", "kitchen_dining"]
    assert rows[0]["title"] == "真皮双肩包女士通勤"


def test_ids_are_stable_across_imports(tmp_path):
    a, b = tmp_path / "a.jsonl", tmp_path / "b.jsonl"
    for out in (a, b):
        import_csv(FIXTURES / "taobao_like.tsv", title="title", price="price", platform="tb", out=out)
    assert a.read_bytes() == b.read_bytes()


def test_progress_is_reported_up_to_the_total(tmp_path):
    calls: list[tuple[int, int]] = []
    import_csv(FIXTURES / "amazon_like.csv", title="title", out=tmp_path / "p.jsonl",
               progress=lambda done, total: calls.append((done, total)))
    assert calls and calls[-1] == (8, 8)


def test_missing_column_is_a_clear_error(tmp_path):
    with pytest.raises(ValueError, match="Product_Title"):
        import_csv(FIXTURES / "myntra_like.csv", title="Product_Title", out=tmp_path / "x.jsonl")


@pytest.mark.parametrize("raw, amount, currency", [
    ("₹1,299", 1299.0, "INR"), ("Rs. 3499", 3499.0, "INR"), ("$49.99", 49.99, "USD"),
    ("¥129", 129.0, "CNY"), ("459元", 459.0, "CNY"), ("1,049.00", 1049.0, None),
    ("N/A", None, None), ("abc", None, None), ("", None, None), ("-5", None, None),
])
def test_parse_price(raw, amount, currency):
    assert parse_price(raw) == (amount, currency)


def test_summary_is_a_pydantic_model_with_text():
    s = ImportSummary(source="x.csv", out="x.jsonl", platform="p", rows_read=2, written=2,
                      per_domain={"other": 1, "apparel": 1})
    assert s.share_other == 0.5
    assert "share other: 50.0%" in s.format()


# ------------------------------------------------------------------ the generated catalog

@pytest.fixture(scope="module")
def catalog():
    return read_catalog(CATALOG)  # every line parses or this raises


def test_catalog_size_and_coverage(catalog):
    assert len(catalog) >= 3000
    per_domain = Counter(p.domain for p in catalog)
    assert set(per_domain) == set(PRODUCT_DOMAINS)
    assert min(per_domain.values()) >= 60
    assert len({p.platform for p in catalog}) >= 6
    assert len({p.id for p in catalog}) == len(catalog)
    assert len({p.title for p in catalog}) == len(catalog)
    assert sum(p.currency == "CNY" for p in catalog) / len(catalog) >= 0.15


def test_domain_mapping_agrees_with_the_generator(catalog):
    agree = sum((classify_category(p.category) or classify_text(p.title)) == p.domain for p in catalog)
    assert agree / len(catalog) >= 0.95
    by_title = sum(classify_text(p.title) == p.domain for p in catalog)
    assert by_title / len(catalog) >= 0.95


def _has(p, *words):
    text = f"{p.title} {p.material or ''}".lower()
    return any(w.lower() in text for w in words)


def test_catalog_story_pools(catalog):
    apparel = [p for p in catalog if p.domain == Domain.APPAREL]
    assert sum((p.material or "").startswith("linen") for p in apparel) >= 12
    shirts = [p for p in apparel if _has(p, "shirt", "衬衫")]
    assert sum("linen" not in (p.material or "") for p in shirts) >= 12  # look-alikes

    bags = [p for p in catalog if p.domain == Domain.BAGS_LUGGAGE]
    shoes = [p for p in catalog if p.domain == Domain.FOOTWEAR]
    for pool in (bags, shoes):
        mats = Counter(p.material for p in pool)
        assert mats["genuine leather"] + mats["full-grain leather"] + mats["leather"] >= 8
        assert mats["vegan leather"] >= 8 and mats["faux leather"] >= 4
    travel = [p for p in bags if _has(p, "travel", "suitcase", "旅行", "行李箱")]
    plastic = [p for p in travel if any(m in (p.material or "") for m in ("plastic", "polycarbonate"))]
    assert len(plastic) >= 8
    assert any("Plastic" in p.title for p in plastic)
    for material in ("nylon", "canvas"):
        assert sum(p.material == material for p in travel) >= 4
    assert any(_has(p, "running shoes", "跑鞋") for p in shoes)
    assert any(_has(p, "boots", "靴") for p in shoes)

    sofas = [p for p in catalog if p.domain == Domain.FURNITURE and _has(p, "sofa", "沙发")]
    sofa_mats = Counter(p.material for p in sofas)
    assert sofa_mats["genuine leather"] + sofa_mats["full-grain leather"] + sofa_mats["leather"] >= 8
    assert sofa_mats["velvet"] >= 8 and sofa_mats["linen"] >= 8
    assert sofa_mats["polyester fabric"] + sofa_mats["chenille"] >= 8

    fountains = [p for p in catalog if _has(p, "cat water fountain", "猫咪饮水机")]
    assert len(fountains) >= 6 and {p.currency for p in fountains} == {"USD", "CNY"}
    assert all(p.domain == Domain.PET_SUPPLIES for p in fountains)


def test_catalog_has_prices_either_side_of_budgets(catalog):
    usd = [p.price for p in catalog if p.currency == "USD"]
    cny = [p.price for p in catalog if p.currency == "CNY"]
    for limit in (50, 60, 100):
        assert any(limit - 3 <= x < limit for x in usd) and any(limit < x <= limit + 5 for x in usd)
    assert any(480 <= x < 500 for x in cny) and any(500 < x <= 540 for x in cny)


def test_catalog_has_the_traps(catalog):
    titles = [p.title for p in catalog]
    for trap in ("Buy 1 Get 1 Free", "Non-Stick", "Leather Cleaner", "PET Bottles",
                 "Vegan Leather", "Faux Leather", "PU Leather", "Leatherette", "Leather-Free",
                 "BPA-Free Plastic", "Plastic-Free", "人造皮革", "真皮", "头层牛皮"):
        assert any(trap in t for t in titles), trap
