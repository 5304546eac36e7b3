"""The pick step: affinity from favourites, then the picker with this turn's words, then
what each in-scope memory did (`memory_applied`, computed from scope) and, by leave-one-out
on the same frozen pool, how far each applied memory moved each item."""
from __future__ import annotations

import re
from functools import lru_cache
from typing import Sequence

from agent.money import slot_amount
from agent.picker import (SHADE_SHARE, Analysis, Candidate, MemoryEffect, MoveBy, MoveCause,
                          PickResult, RankedItem, Ranker, Weights, pick_analysed)
from agent.product_types import find_types, get_type
from agent.schemas import PlannerOutput
from agent.shades import plain_colour
from memory.affinity import AffinitySignal, compute_affinity
from memory.assemble import AppliedEffect, Assembled, Term
from memory.models import SessionState
from memory.terms import covers

AFFINITY_KEY = "affinity"  # the favourites' signals, left out together
ITEM_WISH_KEY = "session:item"  # words asked for earlier with the item: said, not memory


def affinity_for(titles: list[str], memory: Assembled, plan: PlannerOutput,
                 weight: float) -> list[AffinitySignal]:
    """Affinity yields to anything explicit: every dislike in force this turn suppresses,
    every explicit prefer word makes the same token yield."""
    if not titles:
        return []
    dislikes = [t.term for t in (*memory.penalty_terms, *memory.removal_terms)]
    dislikes += list(plan.exclude_keywords)
    prefers = [t.term for t in memory.prefer_terms] + list(plan.prefer_keywords)
    return compute_affinity(titles, dislike_words=dislikes, prefer_words=prefers, weight=weight)


def _terms(memory: Assembled, plan: PlannerOutput, item_wishes: Sequence[str] = ()
           ) -> tuple[list[Term], list[Term], list[Term]]:
    """(prefer, penalties, removals): memory's terms plus the planner's words of this turn and
    the words asked for earlier with the item being shopped for."""
    removals = list(memory.removal_terms)
    # Exclude words the planner gave without a matching session constraint are still
    # what the user said this turn: hard, like a constraint.
    for word in plan.exclude_keywords:
        if not any(covers(word, t.term) for t in removals):
            removals.append(Term(term=word, source_key="turn:exclude", rule="session"))
    # Who the product is for ("men", 男士) is its own wish beside the attributes: under one
    # key with them, a linen shirt "for my dad" earned no more for Men's than for 女士.
    # A prefer word that a like said this session already carries counts once: "make it
    # cotton" is both the plan's prefer word and the session's like constraint.
    for_whom = _for_whom_words()
    said = [t for t in memory.prefer_terms if t.source_key.startswith("session:")]
    prefer = list(memory.prefer_terms) + [
        Term(term=w, source_key="turn:prefer:for" if w.lower() in for_whom else "turn:prefer",
             rule="soft") for w in plan.prefer_keywords
        if not any(covers(w, t.term) for t in said)]
    # The words asked for earlier with the item shopped for ("a black backpack", then "any
    # with a laptop compartment?"): still wanted, unless refused this turn.
    prefer += [Term(term=w, source_key=ITEM_WISH_KEY, rule="soft") for w in item_wishes
               if not any(covers(w, t.term) for t in (*prefer, *removals))]
    return prefer + plain_colours(prefer), list(memory.penalty_terms), removals


def plain_colours(prefer: Sequence[Term]) -> list[Term]:
    """For each shade asked for ("neon yellow", 浅蓝色), its plain colour (yellow, 蓝色) as a
    part of a hit under the same memory (DESIGN section 5: a partial colour match is soft, it
    only ranks): a yellow shirt ranks above the others, under a neon-yellow one. Put after
    every whole word, so a title in the shade itself counts the shade (`_first_hits`). Never
    on the refusing side: a refused neon yellow leaves plain yellow items alone."""
    said = {t.term.lower() for t in prefer}
    out: list[Term] = []
    for t in prefer:
        plain = plain_colour(t.term)
        if plain and plain not in said:
            out.append(t.model_copy(update={"term": plain, "share": SHADE_SHARE}))
    return out


@lru_cache(maxsize=1)
def _for_whom_words() -> frozenset[str]:
    from agent.language.recipient import GROUPS, title_words

    return frozenset(w.lower() for g in GROUPS for w in title_words(g))


def _is_memory(key: str) -> bool:
    """A long-term entry's key: not this session's words (session:…) nor this turn's (turn:…)."""
    return not key.startswith(("session:", "turn:"))


def rank(candidates: Sequence[Candidate], memory: Assembled, plan: PlannerOutput,
         pt: SessionState, affinity: Sequence[AffinitySignal], weights: Weights) -> PickResult:
    """Pick with this turn's words: memory's terms, the planner's exclude and prefer
    words, the current item's budget and size and the product type asked for; then attribute each
    item's move to the memories that caused it."""
    prefer, penalties, removals = _terms(memory, plan, pt.wishes)
    asked = asked_type(plan, pt)
    # one analysis (which words hit which title, types, budget) for the pick and its ranker
    analysis = Analysis(candidates, prefer=prefer, penalties=penalties, removals=removals,
                        affinity=affinity, budget_max=slot_amount(pt.slots.get("budget_max")),
                        budget_currency=pt.slots.get("currency"), product_type=asked,
                        size=pt.slots.get("size"))
    result = pick_analysed(analysis, weights)
    keys = applied_keys(prefer, penalties, removals, affinity)
    said = said_keys(prefer, penalties)
    # nothing to leave out: no ranker
    ranker = Ranker(candidates, weights=weights, analysis=analysis) if keys or said else None

    def ranks(left_out: set[str]) -> dict[str, int]:
        return ranker.ranks(frozenset(left_out), affinity=AFFINITY_KEY not in left_out)

    attribute_moves(result, ranks, keys, said)
    return result


_OR = re.compile(r"\bor\b|或者|或是|还是|或", re.IGNORECASE)


def asked_type(plan: PlannerOutput, pt: SessionState) -> list[str]:
    """The types asked for: the plan's, with every other type of its domain the query names
    in a disjunction ("a shirt or a dress", 衬衫或者裙子); or, when this message names none
    ("actually under ¥200"), the type of the item the session is shopping for."""
    ptype = get_type(plan.product_type)
    if ptype is None:
        return [pt.item] if get_type(pt.item) is not None else []
    keys = [ptype.key]
    if _OR.search(plan.search_query or ""):
        keys += [t.key for t in find_types(plan.search_query, ptype.domain)
                 if t.domain == ptype.domain and t.key not in keys]
    return keys


def applied_keys(prefer: Sequence[Term], penalties: Sequence[Term], removals: Sequence[Term],
                 affinity: Sequence[AffinitySignal]) -> list[str]:
    """Every long-term memory that could move an item this turn, in a stable order."""
    keys = sorted({t.source_key for t in (*prefer, *penalties, *removals) if _is_memory(t.source_key)})
    if any(s.state == "active" and s.weight for s in affinity):
        keys.append(AFFINITY_KEY)
    return keys


def said_keys(prefer: Sequence[Term], penalties: Sequence[Term]) -> list[str]:
    """The ranking words of this turn and session (turn:…, session:…), not memory: they move
    items too, and an item they moved is not said to have risen by removals."""
    return sorted({t.source_key for t in (*prefer, *penalties) if not _is_memory(t.source_key)})


def attribute_moves(result: PickResult, ranks, keys: Sequence[str],
                    said: Sequence[str] = ()) -> None:
    """Leave-one-out on the frozen pool: each item's rank with one memory left out, and with
    all of them left out (`ranks(left_out)`: product id -> rank, what the pick ranks without
    those memories). An item no memory moved but this turn's or session's own words did
    (`said`: their terms left out too, its rank changes) is labelled `said`; one that moved
    only because items above it were removed (or were another type) `removals`; neither is
    ever a memory effect."""
    without = {key: ranks({key}) for key in keys}
    bare = ranks(set(keys)) if keys else {}
    unsaid = ranks({*keys, *said}) if said else {}
    for item in result.ranked:
        pid = item.product.id
        item.moved_by = []
        for key in keys:
            other = without[key].get(pid)
            item.moved_by.append(move_by(key, other, (other - item.rank) if other else 0))
        item.rank_without_memory = bare.get(pid, item.rank)
        if any(m.delta for m in item.moved_by) or item.rank_without_memory != item.rank:
            item.move_cause = MoveCause.MEMORY
        elif unsaid.get(pid, item.rank) != item.rank:
            item.move_cause = MoveCause.SAID
        elif item.baseline_rank and item.baseline_rank != item.rank:
            item.move_cause = MoveCause.REMOVALS
        else:
            item.move_cause = MoveCause.NONE


@lru_cache(maxsize=65536)
def move_by(key: str, rank_without: int | None, delta: int) -> MoveBy:
    """One shared (frozen) MoveBy per move: a turn makes one per item and applied memory
    (~400 on the read path), and most are the same few "did not move it" values."""
    return MoveBy(dedup_key=key, rank_without=rank_without, delta=delta)


TOP = 5  # what the audience sees first: "left the top five"


def _touches(item: RankedItem, key: str) -> bool:
    if key == AFFINITY_KEY:
        return bool(item.affinity_hits)
    return any(h.source_key == key for h in (*item.prefer_hits, *item.penalty_hits))


def memory_effects(result: PickResult) -> list[MemoryEffect]:
    """Per memory and direction, the items it touched directly and how far it moved them:
    the size the answer states ("lifted 8 leather bags by 13 places"), from the trace."""
    keys = list(dict.fromkeys(m.dedup_key for r in result.ranked for m in r.moved_by))
    out: list[MemoryEffect] = []
    for key in keys:
        moves = [(r, next(m for m in r.moved_by if m.dedup_key == key)) for r in result.ranked
                 if _touches(r, key)]
        for direction, sign in (("up", 1), ("down", -1)):
            chosen = [(r, m) for r, m in moves if m.delta * sign > 0]
            if not chosen:
                continue
            places = [abs(m.delta) for _, m in chosen]
            out.append(MemoryEffect(
                dedup_key=key, direction=direction, items=len(chosen),
                places=max(1, round(sum(places) / len(places))), max_places=max(places),
                entered_top=sum(r.rank <= TOP < (m.rank_without or 10**6) for r, m in chosen),
                left_top=sum((m.rank_without or 10**6) <= TOP < r.rank for r, m in chosen),
                ids=[r.product.id for r, _ in chosen]))
    return out


def memory_applied(memory: Assembled, result: PickResult) -> list[AppliedEffect]:
    return memory.memory_applied(*result.items_by_key())


