"""The picker: score every recalled candidate, remove what must go, keep every part for the UI.

score = relevance + W_PREFER × prefer hits + W_AFFINITY × affinity hits − W_SOFT × soft hits
(a hit of a shade's plain colour counts SHADE_SHARE of one).
Same inputs, same ranking: ties break on product id.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from enum import StrEnum
from typing import Iterable, Literal, Sequence

from pydantic import BaseModel, ConfigDict, Field

from agent.language.title_size import size_fits
from agent.money import to_usd
from agent.product_types import ProductType, get_type, same_type, type_of_title
from agent.products import Product
from memory.affinity import AffinitySignal, affinity_hits
from memory.assemble import Term
from memory.terms import match_forms, term_hits
from memory.text import CJK_RANGE

# The picker weights: this is the one place they live (DESIGN section 6).
W_PREFER = 1.0
W_AFFINITY = 0.2
W_SOFT = 0.6
# A title in the plain colour of a shade asked for ("yellow" for "neon yellow", 蓝色 for 浅蓝色)
# counts this much of a prefer hit: above the other colours, under the shade itself.
SHADE_SHARE = 0.5
# Fewer qualifying items than this and the answer says which constraint emptied the list.
SHORTFALL_AT = 3
ALTERNATIVES_PER_BREAK = 3  # nearest candidates kept per broken constraint


class RemovalRule(StrEnum):
    """Which hard rule removed an item (DESIGN section 6); recorded into P_t as it is."""

    SESSION = "session"  # said this session (a P_t constraint or this turn's exclude word)
    BLOCKING = "blocking"  # an in-scope dislike the person ticked "never recommend"
    BUDGET = "budget"  # over the session's budget


class Break(StrEnum):
    """The one named constraint an alternative breaks (DESIGN section 7 `alternatives`)."""

    BUDGET = "budget"
    TYPE = "type"
    SIZE = "size"
    SESSION = "session"
    BLOCKING = "blocking"


# When two constraints empty the list equally, the one named first is the one said.
_BREAK_ORDER = (Break.TYPE, Break.BUDGET, Break.SESSION, Break.BLOCKING, Break.SIZE)


class MoveCause(StrEnum):
    """Why an item sits where it does compared with relevance alone."""

    MEMORY = "memory"  # leaving one applied memory out moves it
    SAID = "said"  # what the shopper said this turn or session moved it (not memory)
    REMOVALS = "removals"  # it only rose because items above it were removed or off-type
    NONE = "none"


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
    baseline_rank: int = 0  # rank by relevance alone in the whole pool (removed items too)
    product_type: str = ""  # the type the picker decided the product is ("" when none)
    # Leave-one-out (agent/steps/pick.py attribute_moves): for each applied memory, this
    # item's rank with that one memory left out on the same frozen pool.
    moved_by: list["MoveBy"] = Field(default_factory=list)
    rank_without_memory: int = 0  # every memory left out, same removals otherwise
    move_cause: MoveCause = MoveCause.NONE


class MoveBy(BaseModel):
    """Frozen: equal moves are one shared object (agent/steps/pick.py `move_by`)."""

    model_config = ConfigDict(frozen=True)

    dedup_key: str  # an in-scope entry's key, or "affinity" for the favourites' signals
    rank_without: int | None  # None: the item is not in the results without that memory
    delta: int  # rank_without - rank: > 0 the memory lifted it, < 0 it pushed it down


class MemoryEffect(BaseModel):
    """One memory's moves, measured by leaving it out (agent/steps/pick.py memory_effects)."""

    dedup_key: str
    direction: Literal["up", "down"]
    items: int
    places: int
    max_places: int = 0
    entered_top: int = 0
    left_top: int = 0
    ids: list[str] = Field(default_factory=list)


class Alternative(BaseModel):
    """A near miss: breaks exactly one named constraint, never in `results`."""

    product: Product
    breaks: Break
    score: float
    term: str | None = None  # the session/blocking word it breaks
    source_key: str | None = None
    product_type: str = ""


class Shortfall(BaseModel):
    """Fewer than SHORTFALL_AT items qualify: which constraint emptied the list."""

    constraint: Break
    qualifying: int
    product_type: str = ""
    nearest: Alternative | None = None  # budget: the cheapest over the cap; else the best scored
    # The product words asked for that no title of the catalog holds ("pannier bag"): the
    # catalog sells none of them (agent/steps/unsold.py)
    unsold: str = ""


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
    product_type: str = ""  # the type asked for ("" : not filtered by type)
    off_type: list[RankedItem] = Field(default_factory=list)  # kept by every rule but type or size
    alternatives: list[Alternative] = Field(default_factory=list)
    shortfall: Shortfall | None = None

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
                for form in forms if _form_hits(form, text)}


@lru_cache(maxsize=65536)
def _form_hits(form: str, text: str) -> bool:
    """term_hits, remembered: a turn's pick and its leave-one-out ranker test the same forms
    on the same titles, and the next turn in the domain meets most of them again."""
    return term_hits(form, text)


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


class Analysis:
    """What the pick decides per candidate before any weighing: which of the pick's words hit
    its text, its type and whether that is the type asked for, the budget test, the active
    affinity tokens it hits. Computed once per turn and shared by `pick` and the
    leave-one-out `Ranker` (a form hits a text or not whatever is left out)."""

    def __init__(self, candidates: Sequence[Candidate], *, prefer: Sequence[Term] = (),
                 penalties: Sequence[Term] = (), removals: Sequence[Term] = (),
                 affinity: Sequence[AffinitySignal] = (), budget_max: float | None = None,
                 budget_currency: str | None = None,
                 product_type: str | Sequence[str] = "", size: str | None = None) -> None:
        keys = [product_type] if isinstance(product_type, str) else list(product_type)
        self.accepted = [t for t in (get_type(k) for k in keys if k) if t is not None]
        self.budget_max, self.budget_currency = budget_max, budget_currency
        self.affinity = list(affinity)
        self.matcher = _Matcher(prefer, penalties, removals)
        active = [s for s in self.affinity if s.state == "active"]
        self.size = size
        self.rows: list[tuple[Candidate, str, set[str], ProductType | None, bool, bool, list[str],
                              bool]] = []
        for cand in candidates:
            product = cand.product
            text = product.match_text
            ptype = product_type_of(product)
            in_type = not self.accepted or any(same_type(t, ptype) for t in self.accepted)
            # a title that states its sizes and not the shopper's is not a result (a title
            # that states none always fits: sizes are variants of one listing)
            in_size = size_fits(product.title, size) is not False
            self.rows.append((cand, text, self.matcher.hit_forms(text), ptype, in_type,
                              over_budget(product, budget_max, budget_currency),
                              affinity_hits(active, text) if active else [], in_size))


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
    product_type: str | Sequence[str] = "",
    size: str | None = None,
) -> PickResult:
    """Rank the candidates. Hard rules (session/blocking words, budget) remove and are
    recorded; with a `product_type`, a candidate of another type is left out of `ranked`
    (kept in `off_type`, not a rejection: the shopper never saw it refused), and so is one
    whose title states sizes without the wanted `size`."""
    return pick_analysed(Analysis(candidates, prefer=prefer, penalties=penalties, removals=removals,
                                  affinity=affinity, budget_max=budget_max,
                                  budget_currency=budget_currency, product_type=product_type,
                                  size=size),
                         weights)


def pick_analysed(analysis: Analysis, weights: Weights = Weights()) -> PickResult:
    """`pick` on candidates already analysed (the turn shares one Analysis with its Ranker)."""
    accepted = analysis.accepted
    wanted = accepted[0] if accepted else None
    prefer_c, penalty_c, removal_c = analysis.matcher.groups
    budget_max, budget_currency = analysis.budget_max, analysis.budget_currency
    rows = analysis.rows
    baseline = {cand.product.id: i + 1 for i, cand in enumerate(
        # on the relevance as the score rounds it: two items tied there are ordered by id in
        # both rankings, so neither "rose because items above were removed"
        sorted((r[0] for r in rows), key=lambda c: (-round(c.relevance, 4), c.product.id)))}

    # (score, product id, the item's fields) of the ranked and of the off-type: each group
    # is ranked by score, ties on id, and its items are made with their rank
    kept: list[tuple[float, str, dict]] = []
    off_type: list[tuple[float, str, dict]] = []
    removed: list[RemovedItem] = []
    near: list[Alternative] = []
    broken: list[set[Break]] = []
    for cand, text, hit, ptype, in_type, over, aff, in_size in rows:
        product = cand.product
        breaks = _breaks(removal_c, hit, over, in_type, in_size)
        if breaks:
            broken.append({kind for kind, _ in breaks})
        # no word of the pick hits most titles: nothing to look up for them
        prefer_hits = _first_hits(prefer_c, hit) if hit else []
        penalty_hits = _first_hits(penalty_c, hit) if hit else []
        parts = _parts(cand.relevance, sum(t.share for t in prefer_hits), len(aff), len(penalty_hits),
                       weights)
        if len(breaks) == 1:
            (kind, term), = breaks
            near.append(Alternative(
                product=product, breaks=kind, term=term.term if term else None,
                source_key=term.source_key if term else None, score=_total(parts),
                product_type=ptype.key if ptype else ""))
        gone = next((c for c in removal_c if not c.forms.isdisjoint(hit)), None) if hit else None
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
        if over:
            removed.append(RemovedItem(product=product, rule=RemovalRule.BUDGET,
                                       reason=f"over budget: {product.price:g} {product.currency} > "
                                              f"{budget_max:g} {budget_currency or 'USD'}",
                                       baseline_rank=baseline[product.id]))
            continue
        score = _total(parts)
        (kept if in_type and in_size else off_type).append((score, product.id, dict(
            product=product, score=score, breakdown=_breakdown(parts), prefer_hits=prefer_hits,
            affinity_hits=aff, penalty_hits=penalty_hits, baseline_rank=baseline[product.id],
            product_type=ptype.key if ptype else "")))
    ranked, others = ([RankedItem(rank=i, **fields) for i, (_, _, fields) in enumerate(
        sorted(group, key=lambda r: (-r[0], r[1])), 1)] for group in (kept, off_type))
    alternatives = _nearest(near)
    return PickResult(ranked=ranked, removed=removed, product_type=wanted.key if wanted else "",
                      off_type=others, alternatives=alternatives,
                      shortfall=_shortfall(ranked, near, alternatives, wanted, broken))


def _breakdown(parts: tuple[float, float, float, float]) -> Breakdown:
    return Breakdown(relevance=parts[0], prefer=parts[1], affinity=parts[2], soft_penalty=parts[3])


def _parts(relevance: float, prefer: float, affinity: int, penalties: int,
           weights: Weights) -> tuple[float, float, float, float]:
    """The breakdown's four numbers: relevance, prefer, affinity, soft penalty."""
    return (round(relevance, 4), round(weights.prefer * prefer, 4),
            round(weights.affinity * affinity, 4), round(weights.soft * penalties, 4))


def _total(parts: tuple[float, float, float, float]) -> float:
    relevance, prefer, affinity, soft = parts
    return round(relevance + prefer + affinity - soft, 4)


_NO_HITS = (frozenset(), frozenset(), frozenset())  # a title none of the pick's words hit


class Ranker:
    """The ranks `pick` gives with some memories left out, for many such sets over one pool:
    the leave-one-out attribution (agent/steps/pick.py) asks for them with each memory left
    out, and with all of them. Everything is computed once per candidate: its type, the
    budget test, affinity hits, and which memories' words hit it (a form hits a text or not
    whatever else is asked). A memory counts once however many of its words hit (as in
    `_first_hits`), so with `left_out` the counts are the hit source keys minus `left_out`.
    `ranks(left_out)` equals `{r.product.id: r.rank for r in pick(...).ranked}` with the
    terms whose source_key is not in `left_out` (and no affinity when `affinity` is False),
    without building the result objects."""

    def __init__(self, candidates: Sequence[Candidate], *, prefer: Sequence[Term] = (),
                 penalties: Sequence[Term] = (), removals: Sequence[Term] = (),
                 affinity: Sequence[AffinitySignal] = (), budget_max: float | None = None,
                 budget_currency: str | None = None, weights: Weights = Weights(),
                 product_type: str | Sequence[str] = "",
                 analysis: Analysis | None = None) -> None:
        """`analysis`: the turn's own (agent/steps/pick.py), instead of analysing again."""
        if analysis is None:
            analysis = Analysis(candidates, prefer=prefer, penalties=penalties, removals=removals,
                                affinity=affinity, budget_max=budget_max,
                                budget_currency=budget_currency, product_type=product_type)
        groups = analysis.matcher.groups
        self.weights = weights
        self._totals: dict[tuple[float, float, int, int], float] = {}
        self._rows = []
        for cand, _text, hit, _ptype, in_type, over, aff, in_size in analysis.rows:
            if over or not in_type or not in_size:
                continue  # removed by the budget, another type or size: never ranked
            hits = [frozenset(c.term.source_key for c in group if not c.forms.isdisjoint(hit))
                    for group in groups] if hit else _NO_HITS
            # the share each hit memory counts (its first hitting word's, as `_first_hits`)
            shares = {t.source_key: t.share for t in _first_hits(groups[0], hit)} if hit else {}
            self._rows.append((cand.relevance, cand.product.id, *hits, len(aff), shares))

    def ranks(self, left_out: set[str] | frozenset[str] = frozenset(), *,
              affinity: bool = True) -> dict[str, int]:
        """Product id -> rank among the ranked, with the memories in `left_out` left out."""
        kept = []
        totals = self._totals
        for relevance, pid, prefer, penalties, removals, aff, shares in self._rows:
            if removals and not removals <= left_out:
                continue
            counts = (relevance, sum(shares[k] for k in prefer - left_out) if prefer else 0,
                      aff if affinity else 0, len(penalties - left_out) if penalties else 0)
            total = totals.get(counts)
            if total is None:
                total = totals[counts] = _total(_parts(*counts, self.weights))
            kept.append((-total, pid))
        kept.sort()
        return {pid: rank for rank, (_, pid) in enumerate(kept, 1)}


@lru_cache(maxsize=65536)
def _title_type(title: str, domain: str) -> ProductType | None:
    return type_of_title(title, domain)


def product_type_of(product: Product) -> ProductType | None:
    """The catalog's own `product_type` field when it has one, else the title's head type."""
    declared = get_type(getattr(product, "product_type", None) or "")
    return declared or _title_type(product.title, product.domain.value)


def _breaks(removal_c: Sequence[_Compiled], hit: set[str], over: bool,
            in_type: bool, in_size: bool = True) -> list[tuple[Break, Term | None]]:
    """Every named constraint a candidate breaks (one entry per kind)."""
    out: list[tuple[Break, Term | None]] = []
    for kind, rule in ((Break.SESSION, "session"), (Break.BLOCKING, "blocking")) if hit else ():
        term = next((c.term for c in removal_c if (c.term.rule == "blocking") == (rule == "blocking")
                     and not c.forms.isdisjoint(hit)), None)
        if term is not None:
            out.append((kind, term))
    if over:
        out.append((Break.BUDGET, None))
    if not in_type:
        out.append((Break.TYPE, None))
    if not in_size:
        out.append((Break.SIZE, None))
    return out


def _nearest(near: list[Alternative]) -> list[Alternative]:
    """Per broken constraint the nearest few: for budget the cheapest (closest to the cap),
    otherwise the best scored. Same inputs, same list: ties break on id."""
    out: list[Alternative] = []
    for kind in _BREAK_ORDER:
        group = [a for a in near if a.breaks == kind]
        if kind == Break.BUDGET:
            group.sort(key=lambda a: (to_usd(a.product.price, a.product.currency), a.product.id))
        else:
            group.sort(key=lambda a: (-a.score, a.product.id))
        out += group[:ALTERNATIVES_PER_BREAK]
    return out


def _shortfall(kept: list[RankedItem], near: list[Alternative], alternatives: list[Alternative],
               wanted: ProductType | None, broken: list[set[Break]]) -> Shortfall | None:
    """The constraint that emptied the list: the one whose lone break kept most candidates
    out (ties: the order of _BREAK_ORDER)."""
    if len(kept) >= SHORTFALL_AT or not (near or broken):
        return None
    counts = {kind: sum(a.breaks == kind for a in near) for kind in _BREAK_ORDER}
    if not near:  # everything breaks two or more: name the one most of them break
        counts = {kind: sum(kind in b for b in broken) for kind in _BREAK_ORDER}
    constraint = max(_BREAK_ORDER, key=lambda k: (counts[k], -_BREAK_ORDER.index(k)))
    nearest = next((a for a in alternatives if a.breaks == constraint), None)
    return Shortfall(constraint=constraint, qualifying=len(kept),
                     product_type=wanted.key if wanted else "", nearest=nearest)


RankedItem.model_rebuild()
