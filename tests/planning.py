"""The planner asked the way the language tests ask it: one message, in the language it is
written in (Chinese when it has a CJK character), with the session's constraints so far.
Nine test files had their own copy of these few lines."""
from __future__ import annotations

from agent.engines.base import PlanInput
from memory.domains import Domain
from memory.models import Category, Constraint, Polarity
from memory.text import has_cjk


def plan_of(engine, text, constraints=(), domain=None):
    return engine.plan(PlanInput(text=text, lang="zh" if has_cjk(text) else "en", domain=domain,
                                 constraints=list(constraints)))


def has_constraint(plan, polarity, slug) -> bool:
    return any(c.polarity == polarity and c.slug == slug for c in plan.new_constraints)


def by_slug(plan) -> dict:
    return {c.slug: c for c in plan.new_constraints}


def refused(slug: str, domain: Domain) -> Constraint:
    """A material the session refuses in `domain` (what a take-back is said against)."""
    return Constraint(polarity=Polarity.DISLIKE, category=Category.MATERIAL, slug=slug,
                      keywords=[slug], domain=domain)
