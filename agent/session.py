"""The session lifecycle: the open P_t, or a new one; an expired session is curated before
it goes, and ending a session curates it once and opens the next."""
from __future__ import annotations

from agent.engines.base import Engine
from agent.steps.curate import curate, store_lines
from agent.trace import CurateTrace, CurateTrigger, SkipReason
from memory.clock import Clock
from memory.models import SessionState
from memory.store import MemoryStore


class Sessions:
    def __init__(self, store: MemoryStore, engine: Engine, clock: Clock):
        self.store, self.engine, self.clock = store, engine, clock

    def open(self, user: str) -> tuple[SessionState, CurateTrace | None]:
        """The open session, or a new one; an expired session is curated (trigger ttl) first."""
        self.store.ensure_user(user)
        pt = self.store.current_session(user)
        if pt is not None and not pt.is_expired(self.clock.now()):
            return pt, None
        curated = self._curate_and_close(pt, CurateTrigger.TTL) if pt is not None else None
        return self.store.new_session(user), curated

    def end(self, user: str, trigger: CurateTrigger | str = CurateTrigger.END_SESSION) -> CurateTrace:
        """Run the curator on the session so far, then start a new one."""
        self.store.ensure_user(user)
        pt = self.store.current_session(user)
        if pt is not None:
            trace = self._curate_and_close(pt, trigger)
        else:
            trace = CurateTrace(user=user, session_id=None, trigger=trigger, engine=self.engine.name,
                                skipped=SkipReason.NO_OPEN_SESSION, store=store_lines(self.store, user))
        self.store.new_session(user)
        return trace

    def _curate_and_close(self, pt: SessionState, trigger: CurateTrigger | str) -> CurateTrace:
        trace = curate(self.engine, self.store, pt, trigger)
        self.store.close_session(pt.user, pt.session_id)
        return trace
