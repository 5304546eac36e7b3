"""Recall@k and in-type precision@5 of the catalog search on a labelled query set
(data/queries.yml), dense-only or hybrid (dense + BM25 keywords, as the turn recalls).

Each query names its domain, a title rule and the relevant product ids the rule picked from
the catalog. The rule is kept beside the ids so the labels can be recomputed when the
catalog is regenerated (`python -m agent catalog eval --relabel`) and read by a person.
"""
from __future__ import annotations

import json
from pathlib import Path
from typing import Callable, Sequence

import yaml
from pydantic import BaseModel, Field

from agent.products import Product
from memory.domains import Domain
from memory.paths import QUERIES
from memory.terms import any_hit, normalize_terms, term_hits


class TitleRule(BaseModel):
    """`all`: every group must hit the title (a group is "a|b|c", any one alternative);
    `none`: no group may hit. Words go through normalize_terms and term_hits, so 塑料 also
    means plastic and "plastic-free" is not plastic."""

    all: list[str] = Field(default_factory=list)
    none: list[str] = Field(default_factory=list)

    def matches(self, product: Product) -> bool:
        text = product.match_text
        return (all(_group_hits(group, text) for group in self.all)
                and not any(_group_hits(group, text) for group in self.none))

    def in_type(self, product: Product) -> bool:
        """The product is the type asked for: the last `all` group names the product type
        ("cat|猫", "fountain|饮水机" → a fountain), whatever the other groups say."""
        return bool(self.all) and _group_hits(self.all[-1], product.match_text)


def _group_hits(group: str, text: str) -> bool:
    words = [w.strip() for w in group.split("|") if w.strip()]
    return any(term_hits(term, text) for term in normalize_terms(words))


class LabelledQuery(BaseModel):
    text: str
    lang: str = "en"
    domain: Domain
    rule: TitleRule = Field(default_factory=TitleRule)
    relevant: list[str] = Field(default_factory=list)


class QueryRow(BaseModel):
    text: str
    domain: str
    filtered: bool
    relevant: int
    found: int
    recall: float | None  # None when the query has no relevant product in this catalog
    in_domain: float  # share of the top k in the query's domain
    in_type5: float = 0.0  # share of the top 5 that are the product type asked for
    top: list[str]
    asked_types: list[str] = Field(default_factory=list)  # the plan's types ([]: not typed)
    pool_recall: float | None = None  # recall of the recall list's own top k, any type
    shown_recall: float | None = None  # recall of what the turn's pick shows (no memory)


class EvalReport(BaseModel):
    k: int
    filtered: bool
    rows: list[QueryRow]
    hybrid: bool = False

    @property
    def in_type5(self) -> float:
        return sum(r.in_type5 for r in self.rows) / len(self.rows) if self.rows else 0.0

    @property
    def recall(self) -> float:
        scored = [r.recall for r in self.rows if r.recall is not None]
        return sum(scored) / len(scored) if scored else 0.0

    @property
    def pool_recall(self) -> float:
        scored = [r.pool_recall for r in self.rows if r.pool_recall is not None]
        return sum(scored) / len(scored) if scored else 0.0

    @property
    def shown_recall(self) -> float:
        scored = [r.shown_recall for r in self.rows if r.shown_recall is not None]
        return sum(scored) / len(scored) if scored else 0.0

    @property
    def in_domain(self) -> float:
        return sum(r.in_domain for r in self.rows) / len(self.rows) if self.rows else 0.0

    def format(self) -> str:
        mode = ("domain-filtered" if self.filtered else "unfiltered") + \
            (", hybrid" if self.hybrid else ", dense only")
        lines = [f"{'recall':>6} {'in-dom':>6} {'type@5':>6} {'rel':>4}  query ({mode}, k={self.k})"]
        for r in self.rows:
            recall = "   n/a" if r.recall is None else f"{r.recall:6.2f}"
            lines.append(f"{recall} {r.in_domain:6.2f} {r.in_type5:6.2f} {r.relevant:4d}  "
                         f"{r.text} [{r.domain}]")
        lines.append(f"recall@{self.k} = {self.recall:.3f} over "
                     f"{sum(r.recall is not None for r in self.rows)} queries; "
                     f"in-domain share of top {self.k} = {self.in_domain:.3f}; "
                     f"in-type precision@5 = {self.in_type5:.3f}; "
                     f"recall@{self.k} of the recall list itself (any type) = "
                     f"{self.pool_recall:.3f}"
                     + (f"; after the turn's pick (this turn's words, no memory) = "
                        f"{self.shown_recall:.3f}" if self.hybrid else ""))
        return "\n".join(lines)


def load_queries(path: str | Path) -> list[LabelledQuery]:
    with open(path, encoding="utf-8") as fh:
        data = yaml.safe_load(fh) or {}
    return [LabelledQuery.model_validate(q) for q in data.get("queries", [])]


def label(query: LabelledQuery, products: Sequence[Product]) -> list[str]:
    """The ids the query's rule picks: in its domain, and the title rule holds."""
    return [p.id for p in products if p.domain == query.domain and query.rule.matches(p)]


class TurnQuery(BaseModel):
    """What the turn's recall step sends for a message, with no memory in scope: the dense
    text, the BM25 text and the product types asked for (agent.steps.recall, pick)."""

    dense: str
    keywords: str
    types: list[str] = Field(default_factory=list)
    plan_domain: Domain | None = None  # the planner's own domain (None: not a product domain)


def _first_turn(text: str, lang: str, domain: Domain | None, engine=None):
    """The offline plan of a first message, P_t after it and the (empty) memory assembled."""
    from agent.engines import make_engine
    from agent.engines.base import PlanInput
    from agent.steps.update import apply_plan
    from memory.assemble import assemble
    from memory.models import SessionState

    engine = engine or make_engine("offline")
    plan = engine.plan(PlanInput(text=text, lang=lang))
    pt = SessionState(user="eval", session_id="eval")
    apply_plan(pt, plan, domain, 1)
    return plan, pt, assemble([], domain, pt)


def turn_query(text: str, lang: str, domain: Domain | None, engine=None) -> TurnQuery:
    """The offline planner's plan for a first message, read as the turn reads it."""
    from agent.steps import pick, recall

    plan, pt, memory = _first_turn(text, lang, domain, engine)
    return TurnQuery(dense=recall.search_text(plan, text, memory),
                     keywords=recall.keyword_text(plan), types=pick.asked_type(plan, pt),
                     plan_domain=plan.domain if plan.domain.is_product_domain else None)


def shown_ids(index, text: str, lang: str, domain: Domain | None, k: int = 10,
              engine=None) -> list[str]:
    """The ids a first turn shows for a message with no memory: the turn's recall and pick
    steps (this turn's own prefer and exclude words, budget and product type)."""
    from agent.picker import Weights
    from agent.steps import pick, recall

    plan, pt, memory = _first_turn(text, lang, domain, engine)
    found = recall.recall(index, plan, text, memory, domain, types=pick.asked_type(plan, pt))
    result = pick.rank(found.candidates, memory, plan, pt, [], Weights())
    return [r.product.id for r in result.ranked[:k]]


def planned_words(text: str, lang: str = "en", engine=None) -> str:
    """The offline planner's search query for a text: the product words the turn sends to
    the BM25 side (never the raw text, whose dislikes would match: 不要塑料 → plastic)."""
    from agent.engines import make_engine
    from agent.engines.base import PlanInput

    engine = engine or make_engine("offline")
    return engine.plan(PlanInput(text=text, lang=lang)).search_query


def recall_at_k(index, queries: Sequence[LabelledQuery], k: int = 10, *,
                filtered: bool = True, hybrid: bool = False,
                keywords: Callable[[LabelledQuery], str] | None = None) -> EvalReport:
    """Per query: found = relevant ids in the top k; recall = found / min(|relevant|, k), so
    a query with 60 relevant products can still score 1.0 at k=10.

    The query goes as the turn sends it (`turn_query`: the plan's bilingual product words,
    type-aware recall); `hybrid` False keeps the dense side alone, `keywords(query)` replaces
    the BM25 text. The top k is what the picker keeps before memory: with a product type
    asked, the in-type candidates in recall order (`pool_recall` scores the recall list's
    own top k, whatever its types)."""
    from agent.engines import make_engine
    from agent.picker import product_type_of as picked_type
    from agent.product_types import same_type

    planner = make_engine("offline", index=index)  # as the app builds it (classifier, brands)
    rows = []
    for query in queries:
        domain = query.domain if filtered else None
        sent = turn_query(query.text, query.lang, query.domain, planner)
        words = None
        if hybrid:
            words = keywords(query) if keywords else sent.keywords
        hits = index.recall(sent.dense, words, domain=domain, limit=k,
                            product_types=sent.types).hits
        pool = [h.product.id for h in hits[:k]]
        if sent.types:
            def kept(product) -> bool:
                found = picked_type(product)
                return any(same_type(t, found) for t in sent.types)

            hits = [h for h in hits if kept(h.product)]
        hits = hits[:k]
        top = [h.product.id for h in hits]
        relevant = set(query.relevant)
        found = len(relevant.intersection(top))
        recall = found / min(len(relevant), k) if relevant else None
        in_domain = (sum(h.product.domain == query.domain for h in hits) / len(hits)
                     if hits else 0.0)
        first = hits[:5]
        in_type5 = sum(query.rule.in_type(h.product) for h in first) / len(first) if first else 0.0
        rows.append(QueryRow(
            text=query.text, domain=query.domain.value, filtered=filtered,
            relevant=len(relevant), found=found, recall=recall, in_domain=in_domain,
            in_type5=in_type5, top=top, asked_types=sent.types,
            pool_recall=len(relevant.intersection(pool)) / min(len(relevant), k)
            if relevant else None,
            shown_recall=len(relevant.intersection(shown_ids(
                index, query.text, query.lang, domain, k, planner))) / min(len(relevant), k)
            if relevant and hybrid else None))
    return EvalReport(k=k, filtered=filtered, rows=rows, hybrid=hybrid)


HEADER = """\
# Labelled queries for `python -m agent catalog eval` (recall@10 of the catalog search).
# domain: the planner's domain for the query (the search filters on it).
# rule: which titles count as relevant (words via normalize_terms + term_hits; "a|b" = any).
# relevant: the ids the rule picked from data/catalog.jsonl; recompute with
#   python -m agent catalog eval --relabel
"""


def dump_queries(queries: Sequence[LabelledQuery]) -> str:
    """YAML with one query per block and flow-style lists (JSON scalars are valid YAML)."""
    def j(value) -> str:
        return json.dumps(value, ensure_ascii=False)

    out = [HEADER, "queries:"]
    for q in queries:
        rule = q.rule.model_dump()
        out += [f"  - text: {j(q.text)}",
                f"    lang: {q.lang}",
                f"    domain: {q.domain.value}",
                f"    rule: {{all: {j(rule['all'])}, none: {j(rule['none'])}}}",
                f"    relevant: {j(q.relevant)}"]
    return "\n".join(out) + "\n"


def relabel_queries(path: str | Path, products: Sequence[Product]) -> int:
    """Recompute every query's relevant ids from its rule; returns how many changed."""
    queries = load_queries(path)
    changed = 0
    for query in queries:
        ids = label(query, products)
        changed += ids != query.relevant
        query.relevant = ids
    Path(path).write_text(dump_queries(queries), encoding="utf-8")
    return changed


# ------------------------------------------------------------------ product-type eval
# data/queries_types.yml: requests labelled with the product type asked for and the hard
# constraints said, relevance by rule (so it survives a regenerated catalog). Measures what
# the shopper sees: in-type precision@5, recall@10, and for the impossible requests whether
# the results are honestly empty.

DEFAULT_TYPED_QUERIES = QUERIES.with_name("queries_types.yml")  # beside data/queries.yml


class TypedQuery(BaseModel):
    text: str
    lang: str = "en"
    domain: Domain
    product_type: str  # a key of data/product_types.json
    budget_max: float | None = None
    currency: str = "USD"
    exclude: list[str] = Field(default_factory=list)  # material words said as "no …"
    require: list[str] = Field(default_factory=list)  # material words asked for ("real silk")
    size: str = ""  # said, not checked: the catalog has no size field
    impossible: bool = False  # expected: no product in the catalog qualifies
    split: str = "tune"  # tune | held_out


def load_typed_queries(path: str | Path = DEFAULT_TYPED_QUERIES) -> list[TypedQuery]:
    with open(path, encoding="utf-8") as fh:
        data = yaml.safe_load(fh) or {}
    return [TypedQuery.model_validate(q) for q in data.get("queries", [])]


def product_type_of(product: Product) -> str:
    """The catalog's own type field, else the head type of the title."""
    from agent.product_types import type_of_title

    if product.product_type:
        return product.product_type
    found = type_of_title(product.title, product.domain)
    return found.key if found else ""


def _in_usd(amount: float, currency: str) -> float:
    from agent.money import to_usd

    return to_usd(amount, currency)


def meets_constraints(query: TypedQuery, product: Product) -> bool:
    """Budget (across currencies), no excluded material, every required one: the hard
    constraints a picker removes on."""
    if query.budget_max is not None and \
            _in_usd(product.price, product.currency) > _in_usd(query.budget_max, query.currency):
        return False
    text = product.match_text
    if query.exclude and any_hit(query.exclude, text):
        return False
    return all(any_hit([word], text) for word in query.require)


def in_type(query: TypedQuery, product: Product) -> bool:
    from agent.product_types import same_type

    return product.domain == query.domain and same_type(query.product_type, product_type_of(product))


def typed_relevant(query: TypedQuery, products: Sequence[Product]) -> list[str]:
    return [p.id for p in products if in_type(query, p) and meets_constraints(query, p)]


class TypedRow(BaseModel):
    text: str
    lang: str
    split: str
    impossible: bool
    asked_type: str  # the first type the plan asked for (agent.steps.pick.asked_type; "" = none)
    relevant: int
    shown: int
    precision5: float | None  # in-type share of the top 5 (None when the query is impossible)
    recall10: float | None  # None when nothing in the catalog is relevant
    honest: bool | None  # impossible queries: were the results empty?
    top: list[str]


class TypedReport(BaseModel):
    mode: str  # dense | dense+type | hybrid | hybrid+type
    rows: list[TypedRow]

    def summary(self, split: str | None = None) -> dict[str, float | int]:
        rows = [r for r in self.rows if split is None or r.split == split]
        p5 = [r.precision5 for r in rows if r.precision5 is not None]
        r10 = [r.recall10 for r in rows if r.recall10 is not None]
        imp = [r.honest for r in rows if r.honest is not None]
        return {
            "queries": len(rows),
            "precision@5": sum(p5) / len(p5) if p5 else 0.0,
            "recall@10": sum(r10) / len(r10) if r10 else 0.0,
            "impossible": len(imp),
            "honest": sum(imp) / len(imp) if imp else 0.0,
            "label_mismatch": sum((r.relevant > 0) == r.impossible for r in rows),
        }

    def format(self) -> str:
        lines = [f"product-type eval ({self.mode}): in-type precision@5, recall@10, honest share "
                 f"of impossible requests (empty results)"]
        lines.append(f"{'split':>9} {'n':>4} {'P@5':>6} {'R@10':>6} {'imp':>4} {'honest':>6} {'labels?':>7}")
        for split in ("tune", "held_out", None):
            s = self.summary(split)
            lines.append(f"{split or 'all':>9} {s['queries']:4d} {s['precision@5']:6.3f} "
                         f"{s['recall@10']:6.3f} {s['impossible']:4d} {s['honest']:6.2f} "
                         f"{s['label_mismatch']:7d}")
        return "\n".join(lines)


def typed_eval(index, queries: Sequence[TypedQuery], *, use_type: bool, hybrid: bool = False,
               pool: int = 50, k: int = 10) -> TypedReport:
    """For each query: the turn's recall of the request (`turn_query`: the plan's bilingual
    words, `pool` candidates; with `use_type` type-aware, as the turn recalls), the hard
    constraints applied (budget, said exclusions and requirements, as the picker removes),
    and with `use_type` only the candidates of the types the plan asked for. The first k
    are what the shopper sees."""
    from agent.engines import make_engine
    from agent.product_types import same_type

    planner = make_engine("offline", index=index)  # as the app builds it (classifier, brands)
    products = index.products
    rows = []
    for query in queries:
        sent = turn_query(query.text, query.lang, query.domain, planner)
        asked = sent.types if use_type else []
        hits = index.recall(sent.dense, sent.keywords if hybrid else None, domain=query.domain,
                            limit=pool, product_types=asked).hits
        shown = [h.product for h in hits if meets_constraints(query, h.product)]
        if asked:
            shown = [p for p in shown
                     if any(same_type(t, product_type_of(p)) for t in asked)]
        shown = shown[:k]
        relevant = set(typed_relevant(query, products))
        if query.impossible:
            precision = None
        else:
            top5 = shown[:5]
            precision = sum(in_type(query, p) for p in top5) / len(top5) if top5 else 0.0
        found = len(relevant.intersection(p.id for p in shown))
        rows.append(TypedRow(
            text=query.text, lang=query.lang, split=query.split, impossible=query.impossible,
            asked_type=sent.types[0] if sent.types else "", relevant=len(relevant),
            shown=len(shown), precision5=precision,
            recall10=found / min(len(relevant), k) if relevant else None,
            honest=(not shown) if query.impossible else None,
            top=[p.id for p in shown]))
    mode = "hybrid" if hybrid else "dense"
    return TypedReport(mode=f"{mode}+type" if use_type else mode, rows=rows)
