"""One turn, read top to bottom: load P_t → plan → assemble (domain gate) → recall → pick →
answer → update P_t. Each step lives in agent/steps/; this file only runs them in order and
puts their typed parts together into the TurnTrace."""
from __future__ import annotations

import threading
import time
from typing import Sequence

from agent.engines.base import Engine, OnDelta, recording_calls
from agent.picker import Candidate, PickResult, Weights
from agent.schemas import PlannerOutput
from agent.session import Sessions
from agent.steps import answer as answer_step
from agent.steps import pick as pick_step
from agent.steps import plan as plan_step
from agent.steps import recall as recall_step
from agent.steps import unsold as unsold_step
from agent.steps import update
from agent.steps.curate import curate as curate_step
from agent.steps.pick import affinity_for  # noqa: F401  (re-exported for older callers)
from agent.steps.plan import detect_lang  # noqa: F401
from agent.steps.recap import recap
from agent.steps.recall import RECALL_K
from agent.trace import (AlternativeLine, CurateTrace, CurateTrigger, GatedLine, InjectedLine,
                         PlanLine, PtLine, RemovedLine, ResultLine, ShortfallLine, TurnTrace)
from memory.affinity import AffinitySignal
from memory.assemble import Assembled, assemble
from memory.clock import Clock
from memory.models import SessionState
from memory.store import MemoryStore


class ShoppingAgent:
    """Everything one turn needs, passed in: the store, the index, the engine and the clock."""

    def __init__(self, store: MemoryStore, index, engine: Engine, *, clock: Clock,
                 fallback: Engine | None = None, recall_k: int = RECALL_K,
                 weights: Weights = Weights()):
        from agent.engines.offline import OfflineEngine

        self.store, self.index, self.engine, self.clock = store, index, engine, clock
        self.fallback = fallback or (engine if engine.name == "offline" else OfflineEngine())
        self.recall_k, self.weights = recall_k, weights
        self.sessions = Sessions(store, engine, clock)
        self._locks: dict[str, threading.Lock] = {}
        self._locks_guard = threading.Lock()

    def _user_lock(self, user: str) -> threading.Lock:
        """One turn at a time per user. A message sent while the last one is still being
        answered (a second tab, or Streamlit rerunning the page while its worker thread
        finishes the turn) waits for it instead of reading and writing the same P_t."""
        with self._locks_guard:
            return self._locks.setdefault(user, threading.Lock())

    # ---- sessions (agent/session.py) ----------------------------------------------------

    def session(self, user: str) -> tuple[SessionState, CurateTrace | None]:
        """The open session, or a new one; an expired session is curated before it goes."""
        return self.sessions.open(user)

    def end_session(self, user: str, trigger: str = "end_session") -> CurateTrace:
        """Run the curator on the session so far, then start a new one."""
        with self._user_lock(user):
            return self.sessions.end(user, trigger)

    def curate(self, pt: SessionState, trigger: CurateTrigger | str) -> CurateTrace:
        return curate_step(self.engine, self.store, pt, trigger)

    # ---- the turn -----------------------------------------------------------------------

    def say(self, user: str, text: str, on_answer_delta: OnDelta | None = None) -> TurnTrace:
        """One turn. `on_answer_delta` gets the answer text piece by piece as it arrives
        (the whole text at once from an engine that cannot stream)."""
        with self._user_lock(user), recording_calls() as calls:  # this turn's model calls
            trace = self._say(user, text, on_answer_delta)
        trace.llm_calls = list(calls)
        return trace

    def _say(self, user: str, text: str, on_answer_delta: OnDelta | None) -> TurnTrace:
        t0 = time.perf_counter()
        timings: dict[str, float] = {}
        pt, curated_before = self.session(user)
        lang = plan_step.session_lang(text, pt)
        turn_no = pt.turn + 1

        planned = plan_step.plan(self.engine, self.fallback, text, lang, pt)
        plan, domain = planned.plan, planned.domain
        timings["plan"] = _ms(t0)
        update.apply_plan(pt, plan, domain, turn_no, lang)

        t = time.perf_counter()
        memory = assemble(self.store.entries(user), domain, pt)
        timings["assemble"] = _ms(t)

        t = time.perf_counter()
        if plan.asks_nothing or (plan.names_no_product and domain is None):
            recalled = recall_step.nothing_asked()
        else:
            recalled = recall_step.recall(self.index, plan, text, memory, domain, self.recall_k,
                                          types=pick_step.asked_type(plan, pt))
            update.record_search(pt, plan)
        timings["recall"] = _ms(t)
        # DESIGN section 7: the query embedding alone and the engine query alone, inside recall
        timings["embed"], timings["search"] = recalled.embed_ms, recalled.search_ms

        t = time.perf_counter()
        affinity = affinity_for([f.title for f in self.store.favourites(user)], memory, plan,
                                self.weights.affinity)
        result = self.rank(recalled.candidates, memory, plan, pt, affinity)
        unsold = unsold_step.unsold(text, plan, pick_step.asked_type(plan, pt), self.index) \
            if result.ranked else ""
        if unsold:  # "a pannier bag": no title holds it, so nothing is presented as one
            result = unsold_step.none_sold(result, unsold)
        timings["pick"] = _ms(t)
        update.record_rejections(pt, result, turn_no)
        update.record_shown(pt, result)
        applied = pick_step.memory_applied(memory, result)
        used = [a.dedup_key for a in applied if a.effect != "none"]

        effects = pick_step.memory_effects(result)
        t = time.perf_counter()
        if planned.asks_memory:
            # "what do you remember about me?": the store's own entries, never a model's words
            answered = answer_step.Answered(answer=recap(self.store.entries(user), pt, lang))
            if on_answer_delta is not None:
                on_answer_delta(answered.answer.text)
        else:
            answered = answer_step.answer(
                self.engine, self.fallback, text=text, lang=lang, plan=plan, result=result,
                applied=applied, memory=memory, affinity=affinity,
                missing=[] if unsold else answer_step.missing_slots(domain, pt), pt=pt,
                effects=effects, on_delta=on_answer_delta,
                brands_to_ask=planned.pointed.asked_among
                if planned.pointed is not None and planned.pointed.how == "asked" else ())
        timings["answer"] = _ms(t)
        update.finish_turn(pt, text=text, domain=domain, answer=answered.answer, turn_no=turn_no,
                           now=self.clock.now())
        self.store.save_turn(user, pt, used)  # one transaction: one commit, not two
        timings["total"] = _ms(t0)

        return TurnTrace(
            user=user, session_id=pt.session_id, turn=turn_no, text=text, lang=lang,
            engine=self.engine.name, plan=PlanLine.of(plan, pt),
            injected=[InjectedLine.of(s) for s in memory.in_scope],
            gated_out=[GatedLine.of(g) for g in memory.gated_out],
            preference_block=memory.block, search_text=recalled.search_text,
            memory_applied=applied,
            results=[ResultLine.of(r) for r in result.ranked],
            removed=[RemovedLine.of(r) for r in result.removed],
            affinity=affinity, pt=PtLine.of(pt), answer=answered.answer.text,
            alternatives=[AlternativeLine.of(a) for a in result.alternatives],
            shortfall=ShortfallLine.of(result.shortfall), memory_effects=effects,
            open_questions=list(pt.open_questions), errors=planned.errors + answered.errors,
            timings_ms=timings, curated_before=curated_before, pointed_brand=planned.pointed,
        )

    def rank(self, candidates: Sequence[Candidate], memory: Assembled, plan: PlannerOutput,
             pt: SessionState, affinity: Sequence[AffinitySignal],
             *, weights: Weights | None = None) -> PickResult:
        """The pick step with this agent's weights (agent/steps/pick.py)."""
        return pick_step.rank(candidates, memory, plan, pt, affinity, weights or self.weights)


def _ms(start: float) -> float:
    return round((time.perf_counter() - start) * 1000, 2)


# The A/B lab lives in agent/lab.py; these names stay importable from here.
from agent.lab import Pool, Toggles, freeze_pool, rank_pool  # noqa: E402,F401
