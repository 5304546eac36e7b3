"""The picker: score every recalled candidate, remove what must go, keep every part for the UI.

score = relevance + W_PREFER × prefer hits + W_AFFINITY × affinity hits − W_SOFT × soft hits.
Same inputs, same ranking: ties break on product id.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from enum import StrEnum
from typing import Iterable, Sequence

from pydantic import BaseModel, Field

from agent.money import to_usd
from agent.products import Product
from memory.affinity import AffinitySignal, affinity_hits
from memory.assemble import Term
from memory.terms import match_forms, term_hits
from memory.text import CJK_RANGE

# The picker weights: this is the one place they live (DESIGN section 6).
W_PREFER = 1.0
W_AFFINITY = 0.2
W_SOFT = 0.6



class RemovalRule(StrEnum):
    """Which hard rule removed an item (DESIGN section 6); recorded into P_t as it is."""

    SESSION = "session"  # said this session (a P_t constraint or this turn's exclude word)
    BLOCKING = "blocking"  # an in-scope dislike the person ticked "never recommend"
    BUDGET = "budget"  # over the session's budget


class Weights(BaseModel):
    prefer: float = W_PREFER
    affinity: float = W_AFFINITY
    soft: float = W_SOFT


class Candidate(BaseModel):
    product: Product
    relevance: float


class Breakdown(BaseModel):
    relevance: float
    prefer: float = 0.0
    affinity: float = 0.0
    soft_penalty: float = 0.0


class RankedItem(BaseModel):
    rank: int
    product: Product
    score: float
    breakdown: Breakdown
    prefer_hits: list[Term] = Field(default_factory=list)
    affinity_hits: list[str] = Field(default_factory=list)
    penalty_hits: list[Term] = Field(default_factory=list)
    baseline_rank: int = 0  # rank by relevance alone in the same pool: what memory moved


class RemovedItem(BaseModel):
    product: Product
    reason: str
    rule: RemovalRule
    term: str | None = None
    source_key: str | None = None
    # Other memories whose words also hit the item: a stored "no plastic" still reports the
    # items a repeated "不要塑料" removed first (memory_applied is computed from scope).
    also: list[str] = Field(default_factory=list)
    baseline_rank: int = 0  # where relevance alone would have put it


class PickResult(BaseModel):
    ranked: list[RankedItem]
    removed: list[RemovedItem]

    def items_by_key(self) -> tuple[dict[str, list[str]], dict[str, list[str]], dict[str, list[str]]]:
        """(removed, penalized, boosted) product ids per memory source key."""
        removed: dict[str, list[str]] = {}
        penalized: dict[str, list[str]] = {}
        boosted: dict[str, list[str]] = {}
        for item in self.removed:
            for key in filter(None, (item.source_key, *item.also)):
                removed.setdefault(key, []).append(item.product.id)
        for item in self.ranked:
            for hit in item.penalty_hits:
                penalized.setdefault(hit.source_key, []).append(item.product.id)
            for hit in item.prefer_hits:
                boosted.setdefault(hit.source_key, []).append(item.product.id)
        return removed, penalized, boosted


_TOKEN = re.compile(rf"[a-z0-9]+|[{CJK_RANGE}]+")


def _anchor(form: str) -> str:
    """The longest token of a form: it must occur in any text the form can hit."""
    return max(_TOKEN.findall(form.lower()), key=len, default=form.lower())


@dataclass(frozen=True)
class _Compiled:
    term: Term
    forms: frozenset[str]  # the term with its English and Chinese forms (match_forms)


class _Matcher:
    """All the words of one pick, tested against each candidate text once.

    An anchor check (the form's longest token occurs in the text) only skips forms that
    cannot occur; every decision is term_hits, which honours negation and qualifiers. With
    ~20 memory words × their forms × 50 candidates, testing each form blindly was most of
    the read path's time."""

    def __init__(self, *groups: Iterable[Term]):
        self.groups = [[_Compiled(t, frozenset(match_forms([t.term]))) for t in g if t.term.strip()]
                       for g in groups]
        forms = {f for g in self.groups for c in g for f in c.forms}
        self.by_anchor: dict[str, list[str]] = {}
        for form in sorted(forms):
            self.by_anchor.setdefault(_anchor(form), []).append(form)

    def hit_forms(self, text: str) -> set[str]:
        lowered = text.lower()
        return {form for anchor, forms in self.by_anchor.items() if anchor in lowered
                for form in forms if term_hits(form, text)}


def _first_hits(compiled: Sequence[_Compiled], hit: set[str]) -> list[Term]:
    """One hit per memory source: an entry with keywords [塑料, plastic] counts once."""
    seen: set[str] = set()
    out: list[Term] = []
    for c in compiled:
        if c.term.source_key not in seen and not c.forms.isdisjoint(hit):
            seen.add(c.term.source_key)
            out.append(c.term)
    return out


def over_budget(product: Product, budget_max: float | None, currency: str | None) -> bool:
    if budget_max is None:
        return False
    return to_usd(product.price, product.currency) > to_usd(budget_max, currency) + 1e-9


def pick(
    candidates: Sequence[Candidate],
    *,
    prefer: Sequence[Term] = (),
    penalties: Sequence[Term] = (),
    removals: Sequence[Term] = (),
    affinity: Sequence[AffinitySignal] = (),
    budget_max: float | None = None,
    budget_currency: str | None = None,
    weights: Weights = Weights(),
) -> PickResult:
    matcher = _Matcher(prefer, penalties, removals)
    prefer_c, penalty_c, removal_c = matcher.groups
    baseline = {c.product.id: i + 1 for i, c in enumerate(
        sorted(candidates, key=lambda c: (-c.relevance, c.product.id)))}

    kept: list[RankedItem] = []
    removed: list[RemovedItem] = []
    for cand in candidates:
        product, text = cand.product, cand.product.match_text
        hit = matcher.hit_forms(text)
        gone = next((c for c in removal_c if not c.forms.isdisjoint(hit)), None)
        if gone is not None:
            t = gone.term
            rule = RemovalRule.BLOCKING if t.rule == "blocking" else RemovalRule.SESSION
            why = "never recommend" if rule == RemovalRule.BLOCKING else "said this session"
            also = [h.source_key for h in _first_hits([*removal_c, *penalty_c], hit)
                    if h.source_key != t.source_key]
            removed.append(RemovedItem(product=product, rule=rule, term=t.term, source_key=t.source_key,
                                       reason=f"{why}: no {t.term}", also=also,
                                       baseline_rank=baseline[product.id]))
            continue
        if over_budget(product, budget_max, budget_currency):
            removed.append(RemovedItem(product=product, rule=RemovalRule.BUDGET,
                                       reason=f"over budget: {product.price:g} {product.currency} > "
                                              f"{budget_max:g} {budget_currency or 'USD'}",
                                       baseline_rank=baseline[product.id]))
            continue
        prefer_hits = _first_hits(prefer_c, hit)
        penalty_hits = _first_hits(penalty_c, hit)
        aff = affinity_hits(list(affinity), text) if affinity else []
        bd = Breakdown(
            relevance=round(cand.relevance, 4),
            prefer=round(weights.prefer * len(prefer_hits), 4),
            affinity=round(weights.affinity * len(aff), 4),
            soft_penalty=round(weights.soft * len(penalty_hits), 4),
        )
        score = round(bd.relevance + bd.prefer + bd.affinity - bd.soft_penalty, 4)
        kept.append(RankedItem(rank=0, product=product, score=score, breakdown=bd,
                               prefer_hits=prefer_hits, affinity_hits=aff,
                               penalty_hits=penalty_hits, baseline_rank=baseline[product.id]))
    kept.sort(key=lambda r: (-r.score, r.product.id))
    for i, item in enumerate(kept, 1):
        item.rank = i
    return PickResult(ranked=kept, removed=removed)
