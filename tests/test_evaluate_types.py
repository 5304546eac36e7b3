"""The product-type eval: its query set and the rules that decide what is relevant."""
from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from agent.evaluate import (
    TypedQuery,
    TypedReport,
    TypedRow,
    in_type,
    load_typed_queries,
    meets_constraints,
    product_type_of,
    typed_relevant,
)
from agent.products import Product, read_catalog
from memory.domains import Domain

ROOT = Path(__file__).resolve().parent.parent


def shoe(title: str, price: float, currency: str = "CNY", material: str | None = None,
         product_type: str | None = "running_shoes", domain: Domain = Domain.FOOTWEAR) -> Product:
    return Product(id=title[:12], title=title, platform="taobao", domain=domain, price=price,
                   currency=currency, material=material, product_type=product_type)


RUNNING_UNDER_300 = TypedQuery(text="跑鞋 300以内", lang="zh", domain=Domain.FOOTWEAR,
                               product_type="running_shoes", budget_max=300, currency="CNY",
                               exclude=["皮革"])


def test_budget_is_compared_across_currencies():
    assert meets_constraints(RUNNING_UNDER_300, shoe("透气网面跑鞋", 289))
    assert not meets_constraints(RUNNING_UNDER_300, shoe("透气网面跑鞋", 329))
    # $39.99 is about ¥288 at the picker's rate: within a ¥300 budget; $45.99 is not
    assert meets_constraints(RUNNING_UNDER_300, shoe("Mesh Running Shoes", 39.99, "USD"))
    assert not meets_constraints(RUNNING_UNDER_300, shoe("Mesh Running Shoes", 45.99, "USD"))


def test_excluded_material_uses_the_term_rules():
    # 皮革 -> leather: genuine leather is out, vegan and PU leather stay in
    assert not meets_constraints(RUNNING_UNDER_300, shoe("Genuine Leather Running Shoes", 30, "USD"))
    assert meets_constraints(RUNNING_UNDER_300, shoe("Vegan Leather Running Shoes", 30, "USD"))
    assert meets_constraints(RUNNING_UNDER_300, shoe("PU Leather Running Shoes", 30, "USD"))


def test_required_material_must_hit():
    silk = TypedQuery(text="真丝围巾", lang="zh", domain=Domain.APPAREL, product_type="scarf",
                      require=["真丝"], exclude=["polyester"])
    scarf = dict(product_type="scarf", domain=Domain.APPAREL)
    assert meets_constraints(silk, shoe("Mulberry Silk Scarf", 50, "USD", "silk", **scarf))
    assert not meets_constraints(silk, shoe("Faux Silk Scarf", 20, "USD", "polyester", **scarf))
    assert not meets_constraints(silk, shoe("Satin Scarf", 20, "USD", "polyester satin", **scarf))


def test_in_type_reads_the_field_or_else_the_title():
    assert in_type(RUNNING_UNDER_300, shoe("透气跑鞋", 199))
    assert not in_type(RUNNING_UNDER_300, shoe("Shoe Polish Kit", 9, "USD", product_type="shoe_care"))
    untyped = shoe("Men's Road Running Shoes, Lightweight", 50, "USD", product_type=None)
    assert product_type_of(untyped) == "running_shoes" and in_type(RUNNING_UNDER_300, untyped)
    sandals = shoe("Leather Sandals", 40, "USD", product_type=None)
    assert not in_type(RUNNING_UNDER_300, sandals)


def test_a_group_request_accepts_its_members():
    any_shoes = RUNNING_UNDER_300.model_copy(update={"product_type": "shoes", "exclude": []})
    assert in_type(any_shoes, shoe("透气跑鞋", 199))
    assert typed_relevant(any_shoes, [shoe("透气跑鞋", 199), shoe("凉鞋", 99, product_type="sandals"),
                                      shoe("鞋油", 9, product_type="shoe_care")]) == ["透气跑鞋", "凉鞋"]


def test_report_summarises_each_split_separately():
    def row(split, p5, r10, honest=None):
        return TypedRow(text="q", lang="en", split=split, impossible=honest is not None,
                        asked_type="", relevant=0 if honest is not None else 3, shown=0,
                        precision5=p5, recall10=r10, honest=honest, top=[])
    report = TypedReport(mode="dense", rows=[row("tune", 1.0, 1.0), row("tune", None, None, False),
                                             row("held_out", 0.5, 0.5), row("held_out", None, None, True)])
    assert report.summary("tune")["precision@5"] == 1.0
    assert report.summary("tune")["honest"] == 0.0
    assert report.summary("held_out")["honest"] == 1.0
    assert report.summary()["queries"] == 4 and report.summary()["label_mismatch"] == 0
    assert "held_out" in report.format()


# ------------------------------------------------------------------ the query set


@pytest.fixture(scope="module")
def queries():
    return load_typed_queries(ROOT / "data" / "queries_types.yml")


def test_query_set_is_large_bilingual_and_a_third_is_held_out(queries):
    assert len(queries) >= 200
    langs = Counter(q.lang for q in queries)
    assert abs(langs["zh"] - langs["en"]) <= 10
    held = sum(q.split == "held_out" for q in queries) / len(queries)
    assert 0.3 <= held <= 0.36
    assert sum(q.budget_max is not None for q in queries) >= 30
    assert sum(bool(q.exclude) for q in queries) >= 25
    assert sum(bool(q.size) for q in queries) >= 5
    assert sum(q.impossible for q in queries) >= 20


def test_query_types_are_vocabulary_keys_of_the_querys_domain(queries):
    from agent.product_types import get_type

    for q in queries:
        ptype = get_type(q.product_type)
        assert ptype is not None, q.text
        assert ptype.domain == q.domain, q.text


def test_impossible_labels_agree_with_the_demo_catalog(queries):
    catalog = read_catalog(ROOT / "data" / "catalog.jsonl")
    for q in queries:
        found = typed_relevant(q, catalog)
        if q.impossible:
            assert found == [], q.text
    possible = [q for q in queries if not q.impossible]
    assert sum(bool(typed_relevant(q, catalog)) for q in possible) >= 0.98 * len(possible)
