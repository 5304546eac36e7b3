"""The pick step: affinity from favourites, then the picker with this turn's words, then
what each in-scope memory did (`memory_applied`, computed from scope)."""
from __future__ import annotations

from typing import Sequence

from agent.picker import Candidate, PickResult, Weights, pick
from agent.schemas import PlannerOutput
from memory.affinity import AffinitySignal, compute_affinity
from memory.assemble import AppliedEffect, Assembled, Term
from memory.models import SessionState
from memory.terms import covers


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


def rank(candidates: Sequence[Candidate], memory: Assembled, plan: PlannerOutput,
         pt: SessionState, affinity: Sequence[AffinitySignal], weights: Weights) -> PickResult:
    """Pick with this turn's words: memory's terms, the planner's exclude and prefer
    words, the session's budget."""
    removals = list(memory.removal_terms)
    # Exclude words the planner gave without a matching session constraint are still
    # what the user said this turn: hard, like a constraint.
    for word in plan.exclude_keywords:
        if not any(covers(word, t.term) for t in removals):
            removals.append(Term(term=word, source_key="turn:exclude", rule="session"))
    prefer = list(memory.prefer_terms) + [Term(term=w, source_key="turn:prefer", rule="soft")
                                          for w in plan.prefer_keywords]
    return pick(candidates, prefer=prefer, penalties=memory.penalty_terms, removals=removals,
                affinity=affinity, budget_max=_float(pt.slots.get("budget_max")),
                budget_currency=pt.slots.get("currency"), weights=weights)


def memory_applied(memory: Assembled, result: PickResult) -> list[AppliedEffect]:
    return memory.memory_applied(*result.items_by_key())


def _float(value: str | None) -> float | None:
    try:
        return float(value) if value not in (None, "") else None
    except ValueError:
        return None
