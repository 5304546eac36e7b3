"""The A/B lab: plan and recall once (a frozen pool), then rank the same pool again with
signals switched off. It runs the turn's own steps (agent/steps/) and writes nothing: not
P_t, not the store."""
from __future__ import annotations

from typing import TYPE_CHECKING

from pydantic import BaseModel, ConfigDict

from agent.picker import Candidate, PickResult
from agent.schemas import PlannerOutput
from agent.steps import pick as pick_step
from agent.steps import plan as plan_step
from agent.steps import recall as recall_step
from agent.steps import update
from memory.affinity import AffinitySignal
from memory.assemble import Assembled, assemble
from memory.domains import Domain
from memory.models import SessionState

if TYPE_CHECKING:
    from agent.turn import ShoppingAgent


class Pool(BaseModel):
    """A frozen candidate pool: planned and recalled once, ranked many times."""

    model_config = ConfigDict(arbitrary_types_allowed=True)

    user: str
    text: str
    plan: PlannerOutput
    domain: Domain | None
    memory: Assembled
    session: SessionState
    candidates: list[Candidate]
    favourite_titles: list[str]


class Toggles(BaseModel):
    """Which signals the lab lets through. `entries` None means every in-scope entry."""

    favourites: bool = True
    session_constraints: bool = True
    entries: set[str] | None = None


def freeze_pool(agent: "ShoppingAgent", user: str, text: str) -> Pool:
    """Plan and recall once on a copy of P_t (the lab is read-only)."""
    pt = agent.store.current_session(user) or SessionState(user=user, session_id="lab")
    pt = pt.model_copy(deep=True)
    lang = plan_step.detect_lang(text)
    planned = plan_step.plan(agent.engine, agent.fallback, text, lang, pt)
    update.apply_plan(pt, planned.plan, planned.domain, pt.turn + 1, lang)
    memory = assemble(agent.store.entries(user), planned.domain, pt)
    recalled = recall_step.recall(agent.index, planned.plan, text, memory, planned.domain,
                                  agent.recall_k, types=pick_step.asked_type(planned.plan, pt))
    return Pool(user=user, text=text, plan=planned.plan, domain=planned.domain, memory=memory,
                session=pt, candidates=recalled.candidates,
                favourite_titles=[f.title for f in agent.store.favourites(user)])


def rank_pool(agent: "ShoppingAgent", pool: Pool,
              toggles: Toggles) -> tuple[PickResult, list[AffinitySignal]]:
    """Rank the same frozen pool with some signals switched off."""
    entries = [s.entry for s in pool.memory.in_scope
               if toggles.entries is None or s.entry.dedup_key in toggles.entries]
    session = pool.session.model_copy(deep=True)
    if not toggles.session_constraints:
        session.constraints = []
        session.item_wishes = {}  # the words asked with the item are said this session too
    memory = assemble(entries, pool.domain, session)
    plan = pool.plan if toggles.session_constraints else pool.plan.model_copy(
        update={"exclude_keywords": [], "prefer_keywords": []})
    titles = pool.favourite_titles if toggles.favourites else []
    affinity = pick_step.affinity_for(titles, memory, plan, agent.weights.affinity)
    return pick_step.rank(pool.candidates, memory, plan, session, affinity, agent.weights), affinity
