"""The turn loop and the session lifecycle: load P_t, plan, assemble memory, recall, pick,
answer, update P_t. The curator runs when a session ends, once per session."""
from __future__ import annotations

import re
import time
from typing import Sequence

from pydantic import BaseModel, ConfigDict

from agent.engines.base import (AnswerInput, AppliedLine as AnswerApplied, CurateInput, Engine,
                                EngineError, PlanInput, ResultLine as AnswerResult)
from agent.picker import Candidate, PickResult, Weights, pick
from agent.products import Product
from agent.schemas import AnswerOutput, CuratorOutput, PlannerOutput
from agent.trace import (CurateTrace, EngineNote, GatedLine, InjectedLine,
                         RemovedLine, ResultLine, TurnTrace)
from memory.affinity import AffinitySignal, compute_affinity
from memory.assemble import Assembled, Term, assemble
from memory.clock import Clock
from memory.domains import Domain
from memory.models import (Constraint, RejectedOption, SessionState, Source,
                           TurnRecord)
from memory.store import MemoryStore
from memory.terms import covers
from memory.text import CJK as _CJK

RECALL_K = 40
MAX_PLAN_CHARS = 4000  # a 100 KB message is answered, but only its head is planned on
SIZE_DOMAINS = (Domain.FOOTWEAR, Domain.APPAREL)


_LATIN = re.compile(r"[A-Za-z]")


def detect_lang(text: str, previous: str | None = None) -> str:
    """zh when the text has Chinese; en when it has Latin letters; otherwise ("42", "👍")
    the session keeps the language it was speaking."""
    if _CJK.search(text or ""):
        return "zh"
    if _LATIN.search(text or "") or previous is None:
        return "en"
    return previous


class ShoppingAgent:
    """Everything one turn needs, passed in: the store, the index, the engine and the clock."""

    def __init__(self, store: MemoryStore, index, engine: Engine, *, clock: Clock,
                 fallback: Engine | None = None, recall_k: int = RECALL_K,
                 weights: Weights = Weights()):
        from agent.engines.offline import OfflineEngine

        self.store, self.index, self.engine, self.clock = store, index, engine, clock
        self.fallback = fallback or (engine if engine.name == "offline" else OfflineEngine())
        self.recall_k, self.weights = recall_k, weights

    # ---- sessions ---------------------------------------------------------------------

    def session(self, user: str) -> tuple[SessionState, CurateTrace | None]:
        """The open session, or a new one; an expired session is curated before it goes."""
        self.store.ensure_user(user)
        pt = self.store.current_session(user)
        if pt is not None and not pt.is_expired(self.clock.now()):
            return pt, None
        curated = self._curate_and_close(pt, "ttl") if pt is not None else None
        return self.store.new_session(user), curated

    def end_session(self, user: str, trigger: str = "end_session") -> CurateTrace:
        """Run the curator on the session so far, then start a new one."""
        self.store.ensure_user(user)
        pt = self.store.current_session(user)
        trace = self._curate_and_close(pt, trigger) if pt is not None else CurateTrace(
            user=user, session_id=None, trigger=trigger, engine=self.engine.name,
            skipped="no open session", store=self._store_lines(user))
        self.store.new_session(user)
        return trace

    def _curate_and_close(self, pt: SessionState, trigger: str) -> CurateTrace:
        trace = self.curate(pt, trigger)
        self.store.close_session(pt.user, pt.session_id)
        return trace

    def curate(self, pt: SessionState, trigger: str) -> CurateTrace:
        user = pt.user
        trace = CurateTrace(user=user, session_id=pt.session_id, trigger=trigger,
                            engine=self.engine.name)
        if pt.curated:
            trace.skipped = "already curated"
        elif not pt.transcript:
            trace.skipped = "empty session"
        else:
            request = CurateInput(user=user, transcript=pt.transcript, constraints=pt.constraints,
                                  lifted=pt.lifted_constraints, store=self.store.entries(user))
            trace.input = request.model_dump(mode="json", exclude={"store"})
            try:
                output: CuratorOutput = self.engine.curate(request)
            except EngineError as err:
                # A failed curator leaves the store untouched: nothing half-learned.
                trace.errors.append(EngineNote(step="curate", kind=err.kind, detail=err.detail,
                                               fallback="store untouched"))
            else:
                trace.output = output.model_dump(mode="json")
                try:
                    result = self.store.write_many(
                        user, [p.model_dump() for p in output.preferences], source=Source.AGENT,
                        actor="curator", reason=f"session {pt.session_id}",
                        keys_to_supersede=output.keys_to_supersede)
                except (ValueError, KeyError) as err:
                    # The gate refused the curator's output (a malformed key, a bad enum):
                    # the whole write is refused, the store stays as it was.
                    trace.errors.append(EngineNote(step="curate", kind="rejected_by_store",
                                                   detail=str(err), fallback="store untouched"))
                    trace.store = self._store_lines(user)
                    return trace
                trace.written = [e.model_dump(mode="json") for e in result.written]
                trace.superseded = list(result.superseded)
                trace.proposals = [p.model_dump(mode="json") for p in result.proposals]
                pt.curated = True
                self.store.save_session(pt)
        trace.store = self._store_lines(user)
        return trace

    def _store_lines(self, user: str) -> list[dict]:
        return [e.model_dump(mode="json") for e in self.store.entries(user)]

    # ---- the turn ---------------------------------------------------------------------

    def say(self, user: str, text: str) -> TurnTrace:
        t0 = time.perf_counter()
        timings: dict[str, float] = {}
        errors: list[EngineNote] = []
        pt, curated_before = self.session(user)
        lang = detect_lang(text, detect_lang(pt.transcript[-1].text) if pt.transcript else None)
        turn_no = pt.turn + 1

        plan = self._plan(text, lang, pt, errors)
        timings["plan"] = _ms(t0)
        domain = plan.domain if plan.domain.is_product_domain else pt.domain
        self._update_state(pt, plan, domain, turn_no)

        t1 = time.perf_counter()
        entries = self.store.entries(user)
        memory = assemble(entries, domain, pt)
        timings["assemble"] = _ms(t1)

        search_text = " ".join([plan.search_query or text[:200], *memory.query_words]).strip()
        t2 = time.perf_counter()
        hits = self.index.search(search_text, domain=domain, limit=self.recall_k)
        timings["recall"] = _ms(t2)
        candidates = [Candidate(product=h.product, relevance=h.score) for h in hits]

        t3 = time.perf_counter()
        affinity = affinity_for([f.title for f in self.store.favourites(user)], memory, plan,
                                self.weights.affinity)
        result = self.rank(candidates, memory, plan, pt, affinity)
        timings["pick"] = _ms(t3)
        self._record_rejections(pt, result, turn_no)
        removed_by, penalized_by, boosted_by = result.items_by_key()
        applied = memory.memory_applied(removed_by, penalized_by, boosted_by)
        used = [a.dedup_key for a in applied if a.effect != "none"]
        if used:
            self.store.mark_used(user, used)

        missing = ["size"] if domain in SIZE_DOMAINS and not pt.slots.get("size") else []
        t4 = time.perf_counter()
        answer = self._answer(text, lang, plan, result, applied, memory, affinity, missing, pt,
                              errors)
        timings["answer"] = _ms(t4)
        pt.ask(answer.open_questions)
        pt.transcript.append(TurnRecord(turn=turn_no, text=text[:MAX_PLAN_CHARS], domain=domain,
                                        answer=answer.text))
        pt.turn = turn_no
        pt.updated_at = self.clock.now()
        self.store.save_session(pt)
        timings["total"] = _ms(t0)

        return TurnTrace(
            user=user, session_id=pt.session_id, turn=turn_no, text=text, lang=lang,
            engine=self.engine.name, plan=_plan_line(plan, pt),
            injected=[InjectedLine(dedup_key=s.entry.dedup_key,
                                   why="blocking" if s.removes else s.why,
                                   content=s.entry.content, source=s.entry.source.value)
                      for s in memory.in_scope],
            gated_out=[GatedLine(dedup_key=g.entry.dedup_key, domain=g.entry.domain.value, why=g.why)
                       for g in memory.gated_out],
            preference_block=memory.block, search_text=search_text,
            memory_applied=applied,
            results=[_result_line(r) for r in result.ranked],
            removed=[RemovedLine(id=r.product.id, title=r.product.title, price=r.product.price,
                                 currency=r.product.currency, reason=r.reason, rule=r.rule,
                                 term=r.term, source_key=r.source_key,
                                 baseline_rank=r.baseline_rank)
                     for r in result.removed],
            affinity=affinity, pt=pt.panel(), answer=answer.text,
            open_questions=list(pt.open_questions), errors=errors, timings_ms=timings,
            curated_before=curated_before,
        )

    def _plan(self, text: str, lang: str, pt: SessionState, errors: list[EngineNote]) -> PlannerOutput:
        request = PlanInput(text=text[:MAX_PLAN_CHARS], lang=lang, current_intent=pt.current_intent,
                            domain=pt.domain, slots=pt.slots, constraints=pt.constraints,
                            open_questions=pt.open_questions)
        try:
            return self.engine.plan(request)
        except EngineError as err:
            errors.append(EngineNote(step="plan", kind=err.kind, detail=err.detail,
                                     fallback="offline planner"))
            return self.fallback.plan(request)

    def _update_state(self, pt: SessionState, plan: PlannerOutput, domain: Domain | None,
                      turn_no: int) -> None:
        pt.current_intent = plan.intent or pt.current_intent
        pt.domain = domain
        pt.apply_slots(plan.slots)
        lifted = {c.slug for c in pt.lift_constraints(plan.lifted_slugs)}
        for slug in plan.lifted_slugs:
            # Taken back in a later session: nothing to lift here, but the curator must
            # still supersede the long-term entry, so the retraction is kept.
            if slug and slug not in lifted:
                pt.lifted_constraints.append(Constraint(slug=slug, domain=domain or Domain.GLOBAL,
                                                        turn=turn_no))
        for c in plan.new_constraints:
            pt.add_constraint(Constraint(polarity=c.polarity, category=c.category, slug=c.slug,
                                         keywords=c.keywords, domain=c.domain,
                                         persistence=c.persistence, turn=turn_no))
        pt.resolve_questions(plan.answered_questions)
        pt.decide(plan.decisions)

    def rank(self, candidates: Sequence[Candidate], memory: Assembled, plan: PlannerOutput,
             pt: SessionState, affinity: Sequence[AffinitySignal],
             *, weights: Weights | None = None) -> PickResult:
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
        budget = _float(pt.slots.get("budget_max"))
        return pick(candidates, prefer=prefer,
                    penalties=memory.penalty_terms, removals=removals, affinity=affinity,
                    budget_max=budget, budget_currency=pt.slots.get("currency"),
                    weights=weights or self.weights)

    def _record_rejections(self, pt: SessionState, result: PickResult, turn_no: int) -> None:
        seen = {(r.product_id, r.rule) for r in pt.rejected_options}
        for item in result.removed:
            if (item.product.id, item.rule) not in seen:
                seen.add((item.product.id, item.rule))
                pt.rejected_options.append(RejectedOption(
                    product_id=item.product.id, title=item.product.title, reason=item.reason,
                    rule=item.rule, turn=turn_no, term=item.term, source_key=item.source_key))

    def _answer(self, text, lang, plan, result: PickResult, applied, memory: Assembled,
                affinity, missing, pt: SessionState, errors: list[EngineNote]) -> AnswerOutput:
        keywords = {s.entry.dedup_key: s.entry.keywords or [s.entry.slug] for s in memory.in_scope}
        request = AnswerInput(
            text=text[:MAX_PLAN_CHARS], lang=lang, plan=plan,
            results=[AnswerResult(id=r.product.id, title=r.product.title, price=r.product.price,
                                  currency=r.product.currency) for r in result.ranked[:10]],
            removed_count=len(result.removed),
            session_removed=sorted({r.term for r in result.removed
                                    if r.rule == "session" and r.term}),
            memory_applied=[AnswerApplied(dedup_key=a.dedup_key, effect=a.effect,
                                          count=len(a.items), keywords=keywords.get(a.dedup_key, []))
                            for a in applied],
            preference_block=memory.block, missing_slots=missing, open_questions=pt.open_questions,
            affinity_active=[s.token for s in affinity if s.state == "active"])
        try:
            return self.engine.answer(request)
        except EngineError as err:
            errors.append(EngineNote(step="answer", kind=err.kind, detail=err.detail,
                                     fallback="offline answer"))
            return self.fallback.answer(request)


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


class Pool(BaseModel):
    """A frozen candidate pool for the A/B lab: planned and recalled once, ranked many times."""

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
    """Plan and recall once without touching P_t or the store (the lab is read-only)."""
    pt = agent.store.current_session(user) or SessionState(user=user, session_id="lab")
    pt = pt.model_copy(deep=True)
    errors: list[EngineNote] = []
    plan = agent._plan(text, detect_lang(text), pt, errors)
    domain = plan.domain if plan.domain.is_product_domain else pt.domain
    agent._update_state(pt, plan, domain, pt.turn + 1)
    memory = assemble(agent.store.entries(user), domain, pt)
    search_text = " ".join([plan.search_query or text[:200], *memory.query_words]).strip()
    hits = agent.index.search(search_text, domain=domain, limit=agent.recall_k)
    return Pool(user=user, text=text, plan=plan, domain=domain, memory=memory, session=pt,
                candidates=[Candidate(product=h.product, relevance=h.score) for h in hits],
                favourite_titles=[f.title for f in agent.store.favourites(user)])


def rank_pool(agent: "ShoppingAgent", pool: Pool, toggles: Toggles) -> tuple[PickResult, list[AffinitySignal]]:
    """Rank the same frozen pool with some signals switched off."""
    entries = [s.entry for s in pool.memory.in_scope
               if toggles.entries is None or s.entry.dedup_key in toggles.entries]
    session = pool.session.model_copy(deep=True)
    if not toggles.session_constraints:
        session.constraints = []
    memory = assemble(entries, pool.domain, session)
    plan = pool.plan if toggles.session_constraints else pool.plan.model_copy(
        update={"exclude_keywords": [], "prefer_keywords": []})
    titles = pool.favourite_titles if toggles.favourites else []
    affinity = affinity_for(titles, memory, plan, agent.weights.affinity)
    return agent.rank(pool.candidates, memory, plan, session, affinity), affinity


def _ms(start: float) -> float:
    return round((time.perf_counter() - start) * 1000, 2)


def _float(value: str | None) -> float | None:
    try:
        return float(value) if value not in (None, "") else None
    except ValueError:
        return None


def _plan_line(plan: PlannerOutput, pt: SessionState) -> dict:
    line = plan.model_dump(mode="json", exclude={"slot_changes"})
    line["slots"] = dict(pt.slots)
    line["slot_changes"] = plan.slots
    return line


def _result_line(r) -> ResultLine:
    p: Product = r.product
    return ResultLine(rank=r.rank, id=p.id, title=p.title, price=p.price, currency=p.currency,
                      platform=p.platform, domain=p.domain.value, score=r.score,
                      breakdown=r.breakdown.model_dump(), baseline_rank=r.baseline_rank,
                      prefer_hits=[h.term for h in r.prefer_hits], affinity_hits=r.affinity_hits,
                      penalty_hits=[h.term for h in r.penalty_hits])
