"""The planner asked the way the language tests ask it: one message, in the language it is
written in (Chinese when it has a CJK character), with the session's constraints so far.
Nine test files had their own copy of these few lines (and five of reach_of/told; round 36
found twelve more copies of plan_of and nine of constraints_on)."""
from __future__ import annotations

from agent.engines.base import PlanInput
from agent.eval_language import play_story
from memory.assemble import assemble
from memory.domains import Domain
from memory.models import Category, Constraint, Polarity
from memory.text import has_cjk


def plan_of(engine, text, constraints=(), domain=None):
    return engine.plan(PlanInput(text=text, lang="zh" if has_cjk(text) else "en", domain=domain,
                                 constraints=list(constraints)))


def constraints_on(plan, slug, polarity=None) -> list:
    """The plan's new constraints on `slug` (of one polarity when given)."""
    return [c for c in plan.new_constraints
            if c.slug == slug and (polarity is None or c.polarity == polarity)]


def has_constraint(plan, polarity, slug) -> bool:
    return any(c.polarity == polarity and c.slug == slug for c in plan.new_constraints)


def has_brand(plan, polarity, slug) -> bool:
    return any(c.polarity == polarity and c.slug == slug and c.category == Category.BRAND
               for c in plan.new_constraints)


def brands_told(engine, text) -> dict[str, str]:
    """Each maker the planner reads from `text`, and its polarity."""
    return {c.slug: c.polarity.value for c in plan_of(engine, text).new_constraints
            if c.category == Category.BRAND}


def likes(plan) -> set[str]:
    return {c.slug for c in plan.new_constraints if c.polarity == Polarity.LIKE}


def liked_words(plan) -> set[str]:
    """Every word the plan likes: liked slugs and prefer words."""
    return likes(plan) | {w.lower() for w in plan.prefer_keywords}


def size_said(plan) -> str | None:
    """The size the plan sets, if any."""
    return next((s.value for s in plan.slot_changes if s.name == "size"), None)


def dislikes(plan) -> dict[str, bool]:
    """Each disliked slug, and whether it is a floor everywhere."""
    return {c.slug: c.domain == Domain.GLOBAL for c in plan.new_constraints
            if c.polarity == Polarity.DISLIKE}


def disliked(plan) -> dict:
    """Each disliked slug and its constraint."""
    return {c.slug: c for c in plan.new_constraints if c.polarity == Polarity.DISLIKE}


def by_slug(plan) -> dict:
    return {c.slug: c for c in plan.new_constraints}


def refused(slug: str, domain: Domain) -> Constraint:
    """A material the session refuses in `domain` (what a take-back is said against)."""
    return Constraint(polarity=Polarity.DISLIKE, category=Category.MATERIAL, slug=slug,
                      keywords=[slug], domain=domain)


def reach_of(c) -> str:
    """How far a constraint reaches: this session, lasting in its domain, or everywhere."""
    if c.persistence == "session":
        return "session"
    return "global" if c.domain == Domain.GLOBAL else "lasting"


def told(engine, text: str, slug: str, constraints=()) -> list[tuple[str, str]]:
    """(polarity, reach) of each constraint on `slug` the planner reads from `text`."""
    return [(c.polarity.value, reach_of(c)) for c in plan_of(engine, text, constraints).new_constraints
            if c.slug == slug]


def assert_told(engine, text: str, want: dict[str, tuple[str, str]]) -> None:
    """The planner reads each slug of `want` from `text` with its (polarity, reach)."""
    said = plan_of(engine, text).new_constraints
    for slug, (polarity, reach) in want.items():
        found = [(c.polarity.value, reach_of(c)) for c in said if c.slug == slug]
        assert (polarity, reach) in found, (text, slug, found, [c.slug for c in said])


def assert_floor_holds(engine, sessions, key: str, other) -> None:
    """The story's sessions store the floor `key`, and in the domain `other` it is in scope and
    gives a penalty or a removal term (six global rounds' files each had this check)."""
    run = play_story(engine, sessions)
    assert key in run.store, sorted(run.store)
    got = assemble([run.store[key]], other)
    assert [s.entry.dedup_key for s in got.in_scope] == [key]
    assert got.penalty_terms + got.removal_terms, "an in-scope floor gives a penalty or a removal term"
