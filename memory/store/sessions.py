"""P_t sessions: the in-session state of each user, one open session at a time."""
from __future__ import annotations

import uuid
from typing import Any, Literal

from pydantic import BaseModel
from sqlite_utils.db import NotFoundError

from memory.models import DEFAULT_TTL_HOURS, SessionState
from memory.store.db import BY_USER, StoreDB, clean_user, iso

OPEN = BY_USER + " AND status = 'open'"


class SessionRecord(BaseModel):
    """One row of the sessions table: P_t plus whether it is still the open one."""

    session_id: str
    status: Literal["open", "closed"]
    state: SessionState


def _checked_row(state: SessionState) -> dict[str, Any]:
    """The row of an open session, from P_t validated again: a bad assignment (a field set
    to a value of the wrong type) fails here, before anything is written."""
    checked = SessionState.model_validate(state.model_dump())
    return _row(checked, "open")  # a new row is open; an existing one keeps its status


def _row(state: SessionState, status: str) -> dict[str, Any]:
    return {
        "user": state.user,
        "session_id": state.session_id,
        "status": status,
        "state": state.model_dump_json(),
        "created_at": iso(state.created_at),
        "updated_at": iso(state.updated_at),
    }


class Sessions:
    def __init__(self, base: StoreDB) -> None:
        self.base = base
        self.table = base.table("sessions")

    def current(self, user: str) -> SessionState | None:
        """The open session, even when expired: the caller curates it, then starts anew."""
        rows = self.base.rows("sessions", OPEN, [clean_user(user)], select="state",
                              order_by="created_at DESC, session_id DESC", limit=1)
        return SessionState.model_validate_json(rows[0]["state"]) if rows else None

    def is_expired(self, state: SessionState) -> bool:
        return state.is_expired(self.base.clock.now())

    def new(self, user: str, ttl_hours: float = DEFAULT_TTL_HOURS) -> SessionState:
        user = clean_user(user)
        now = self.base.clock.now()
        state = SessionState(user=user, session_id=uuid.uuid4().hex[:12], created_at=now,
                             updated_at=now, ttl_hours=ttl_hours)
        with self.base.tx():
            self.base.ensure_user(user)
            self.close_open(user)
            self.table.insert(_row(state, "open"))
        return state

    def save(self, state: SessionState, *, touch: bool = True) -> SessionState:
        """Store P_t. `touch` makes now the last activity: the TTL counts from it."""
        if touch:
            state.updated_at = self.base.clock.now()
        row = _checked_row(state)
        with self.base.tx():
            self._write(row)
        return state

    def save_in_tx(self, state: SessionState, *, touch: bool = True) -> SessionState:
        """`save` inside the caller's transaction (the turn's one commit), without a savepoint
        of its own: if the write fails the caller's whole transaction is rolled back."""
        if touch:
            state.updated_at = self.base.clock.now()
        self._write(_checked_row(state))
        return state

    def _write(self, row: dict[str, Any]) -> None:
        self.base.insert_user(row["user"])  # the same transaction: no savepoint of its own
        self.base.db.execute(
            'INSERT INTO sessions ("user", session_id, status, state, created_at, updated_at) '
            'VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT ("user", session_id) DO UPDATE SET '
            'state = excluded.state, created_at = excluded.created_at, '
            'updated_at = excluded.updated_at',
            [row[k] for k in ("user", "session_id", "status", "state", "created_at", "updated_at")])

    def close(self, user: str, session_id: str) -> None:
        user = clean_user(user)
        with self.base.tx():
            try:
                self.table.update((user, str(session_id)), {"status": "closed"})
            except NotFoundError:
                raise KeyError(f"no session {session_id!r} for user {user!r}") from None

    def close_open(self, user: str) -> None:
        """Close whichever session is open (inside the caller's transaction)."""
        for row in self.base.rows("sessions", OPEN, [user], select="session_id"):
            self.table.update((user, row["session_id"]), {"status": "closed"})

    def records(self, user: str) -> list[SessionRecord]:
        rows = self.base.rows("sessions", BY_USER, [clean_user(user)],
                              order_by="created_at, session_id")
        return [
            SessionRecord(session_id=r["session_id"], status=r["status"],
                          state=SessionState.model_validate_json(r["state"]))
            for r in rows
        ]

    def restore(self, user: str, record: SessionRecord) -> None:
        """An exported session as it was (import)."""
        self.table.upsert(_row(record.state, record.status), pk=("user", "session_id"))
