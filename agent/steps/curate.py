"""The curate step: once per session, the curator reads the transcript and the session's
constraints and proposes long-term entries, written through the store's one write gate
(source=agent: never blocking, never over a person's own entry)."""
from __future__ import annotations

from agent.engines.base import CurateInput, Engine, EngineError, recording_calls
from agent.schemas import CuratorOutput
from agent.trace import (CurateInputLine, CurateTrace, CurateTrigger, EngineNote, Fallback,
                         SkipReason, StoreLine)
from memory.models import SessionState, Source
from memory.store import MemoryStore


def store_lines(store: MemoryStore, user: str) -> list[StoreLine]:
    return [StoreLine.of(e) for e in store.entries(user)]


def skip_reason(pt: SessionState) -> SkipReason | None:
    if pt.curated:
        return SkipReason.ALREADY_CURATED
    if not pt.transcript:
        return SkipReason.EMPTY_SESSION
    return None


def curate(engine: Engine, store: MemoryStore, pt: SessionState,
           trigger: CurateTrigger | str) -> CurateTrace:
    user = pt.user
    trace = CurateTrace(user=user, session_id=pt.session_id, trigger=trigger, engine=engine.name,
                        skipped=skip_reason(pt))
    if trace.skipped is None:
        with recording_calls() as calls:  # the curator's model call, kept in its trace
            _run(engine, store, pt, trace)
        trace.llm_calls = list(calls)
    trace.store = store_lines(store, user)
    return trace


def _run(engine: Engine, store: MemoryStore, pt: SessionState, trace: CurateTrace) -> None:
    request = CurateInput(user=pt.user, transcript=pt.transcript, constraints=pt.constraints,
                          lifted=pt.lifted_constraints, store=store.entries(pt.user))
    trace.input = CurateInputLine(user=request.user, transcript=request.transcript,
                                  constraints=request.constraints, lifted=request.lifted)
    try:
        output: CuratorOutput = engine.curate(request)
    except EngineError as err:
        # A failed curator leaves the store untouched: nothing half-learned.
        trace.errors.append(EngineNote(step="curate", kind=err.kind, detail=err.detail,
                                       fallback=Fallback.STORE_UNTOUCHED))
        return
    trace.output = output
    try:
        result = store.write_many(
            pt.user, [p.model_dump() for p in output.preferences], source=Source.AGENT,
            actor="curator", reason=f"session {pt.session_id}",
            keys_to_supersede=output.keys_to_supersede)
    except (ValueError, KeyError) as err:
        # The gate refused the curator's output (a malformed key, a bad enum): the whole
        # write is refused, the store stays as it was.
        trace.errors.append(EngineNote(step="curate", kind="rejected_by_store", detail=str(err),
                                       fallback=Fallback.STORE_UNTOUCHED))
        return
    trace.written = [StoreLine.of(e) for e in result.written]
    trace.superseded = list(result.superseded)
    trace.proposals = list(result.proposals)
    pt.curated = True
    store.save_session(pt)
