"""The long-term store, P_t and favourites: one SQLite file, one write gate, one audit trail.

`MemoryStore` is the one object callers hold; it composes the parts, each in its own module
on the same `Database`, lock and clock (`db.StoreDB`):

- `preferences.py` — the write gate: every change to a preference, with its audit row;
- `audit.py` — the audit trail (`AuditLog`), appended in the writer's transaction;
- `proposals.py` — an agent's change to a person's entry, waiting for their decision;
- `sessions.py` — P_t, one open session per user;
- `favourites.py` — starred products;
- `transfer.py` — export, import and reset of one user's memory.

Every query names its user: two people on one demo machine never see each other's memory.
"""
from __future__ import annotations

from datetime import datetime
from pathlib import Path
from typing import Any, Iterable

from memory.clock import Clock
from memory.domains import Domain
from memory.models import (
    DEFAULT_TTL_HOURS, AuditEvent, Favourite, PreferenceEntry, Proposal, SessionState, Source,
)
from memory.store.audit import AuditLog
from memory.store.db import BUSY_TIMEOUT_MS, StoreDB, connect, sqlite_utils
from memory.store.favourites import Favourites
from memory.store.preferences import Preferences, WriteResult
from memory.store.proposals import Proposals
from memory.store.sessions import SessionRecord, Sessions
from memory.store.transfer import EXPORT_FORMAT, Transfer

__all__ = ["BUSY_TIMEOUT_MS", "EXPORT_FORMAT", "MemoryStore", "SessionRecord", "WriteResult"]


class MemoryStore:
    """Preferences, audit, proposals, P_t sessions and favourites of every user, in one file."""

    def __init__(self, db: sqlite_utils.Database, clock: Clock | None = None) -> None:
        self.base = StoreDB(db, clock)
        self.db, self.clock = self.base.db, self.base.clock
        self.audit_log = AuditLog(self.base)
        self.proposal_book = Proposals(self.base, self.audit_log)
        self.preferences = Preferences(self.base, self.audit_log, self.proposal_book)
        self.session_book = Sessions(self.base)
        self.favourite_book = Favourites(self.base)
        self.transfer = Transfer(self.base, self.preferences, self.audit_log, self.proposal_book,
                                 self.session_book, self.favourite_book)

    @classmethod
    def open(cls, path: str | Path, clock: Clock | None = None) -> "MemoryStore":
        """One connection shared by Streamlit's threads: check_same_thread off, a lock on top."""
        return cls(connect(path), clock)

    def close(self) -> None:
        with self.base.lock:
            self.db.close()

    # ---- users -----------------------------------------------------------------------------

    def ensure_user(self, user: str) -> str:
        return self.base.ensure_user(user)

    def users(self) -> list[str]:
        return self.base.users()

    # ---- console: demo users cleaned up (issue 12) ----
    def remove_users(self, namespace: str, *, created_before: datetime | None = None) -> list[str]:
        """Forget every user whose name starts with `namespace` (a prefix ending in ":",
        e.g. `demo:` or `demo:<tab>:`; never an empty one), names included, optionally only
        those created before a time. One transaction; returns the names removed."""
        from memory.store.db import BY_USER, iso

        if not namespace.endswith(":") or len(namespace) < 2:
            raise ValueError(f"a user namespace ends with ':', got {namespace!r}")
        with self.base.tx():
            rows = self.base.table("users").rows_where(order_by='"user"')
            gone = [r["user"] for r in rows if str(r["user"]).startswith(namespace)
                    and (created_before is None or (r["created_at"] or "") < iso(created_before))]
            for user in gone:
                self.base.forget(user)
                self.base.table("users").delete_where(BY_USER, [user])
        return gone
    # ---- end demo users ----

    # ---- preferences: reading and the write gate (preferences.py) -------------------------

    def entries(self, user: str) -> list[PreferenceEntry]:
        return self.preferences.entries(user)

    def find(self, user: str, key: str) -> PreferenceEntry | None:
        return self.preferences.find(user, key)

    def get(self, user: str, key: str) -> PreferenceEntry:
        return self.preferences.get(user, key)

    def write(self, user: str, entry: PreferenceEntry | dict[str, Any], *, source: Source | str,
              actor: str, reason: str = "", keys_to_supersede: Iterable[str] = ()) -> WriteResult:
        return self.preferences.write_many(user, [entry], source=source, actor=actor,
                                           reason=reason, keys_to_supersede=keys_to_supersede)

    def write_many(self, user: str, entries: Iterable[PreferenceEntry | dict[str, Any]], *,
                   source: Source | str, actor: str, reason: str = "",
                   keys_to_supersede: Iterable[str] = ()) -> WriteResult:
        return self.preferences.write_many(user, entries, source=source, actor=actor,
                                           reason=reason, keys_to_supersede=keys_to_supersede)

    def set_blocking(self, user: str, key: str, blocking: bool, *, actor: str = "user",
                     reason: str = "") -> PreferenceEntry:
        return self.preferences.set_blocking(user, key, blocking, actor=actor, reason=reason)

    def set_domain(self, user: str, key: str, domain: Domain | str, *, actor: str = "user",
                   reason: str = "") -> PreferenceEntry:
        return self.preferences.set_domain(user, key, domain, actor=actor, reason=reason)

    def delete(self, user: str, key: str, actor: str = "user", reason: str = "", *,
               source: Source | str = Source.USER) -> WriteResult:
        return self.preferences.delete(user, key, actor, reason, source=source)

    def mark_used(self, user: str, keys: Iterable[str]) -> int:
        return self.preferences.mark_used(user, keys)

    # ---- proposals (proposals.py; deciding one is a write through the gate) ---------------

    def proposals(self, user: str, status: str | None = "pending") -> list[Proposal]:
        return self.proposal_book.list(user, status)

    def approve(self, user: str, proposal_id: int, *, actor: str = "user") -> WriteResult:
        return self.preferences.approve(user, proposal_id, actor=actor)

    def reject(self, user: str, proposal_id: int, *, actor: str = "user") -> Proposal:
        return self.preferences.reject(user, proposal_id, actor=actor)

    # ---- audit (audit.py) ------------------------------------------------------------------

    def audit(self, user: str, key: str | None = None) -> list[AuditEvent]:
        return self.audit_log.events(user, key)

    # ---- P_t sessions (sessions.py) --------------------------------------------------------

    def current_session(self, user: str) -> SessionState | None:
        return self.session_book.current(user)

    def is_expired(self, state: SessionState) -> bool:
        return self.session_book.is_expired(state)

    def new_session(self, user: str, ttl_hours: float = DEFAULT_TTL_HOURS) -> SessionState:
        return self.session_book.new(user, ttl_hours)

    def save_session(self, state: SessionState, *, touch: bool = True) -> SessionState:
        return self.session_book.save(state, touch=touch)

    def save_turn(self, user: str, state: SessionState, used: Iterable[str] = ()) -> SessionState:
        """A turn's writes in one transaction (one commit, one sync): last_used_at of the
        memories it used, then P_t. Four statements and one per used memory; nested
        `mark_used` + `save_session` took a dozen and two savepoints."""
        with self.base.tx():
            self.preferences.mark_used_in_tx(user, used)
            self.session_book.save_in_tx(state)
        return state

    def close_session(self, user: str, session_id: str) -> None:
        self.session_book.close(user, session_id)

    def sessions(self, user: str) -> list[SessionRecord]:
        return self.session_book.records(user)

    # ---- favourites (favourites.py) --------------------------------------------------------

    def add_favourite(self, user: str, product_id: str, title: str,
                      domain: Domain | str = Domain.OTHER) -> Favourite:
        return self.favourite_book.add(user, product_id, title, domain)

    def remove_favourite(self, user: str, product_id: str) -> bool:
        return self.favourite_book.remove(user, product_id)

    def favourites(self, user: str) -> list[Favourite]:
        return self.favourite_book.list(user)

    # ---- export / import / reset (transfer.py) ---------------------------------------------

    def export_user(self, user: str) -> dict[str, Any]:
        return self.transfer.export_user(user)

    def reset_user(self, user: str) -> None:
        self.transfer.reset_user(user)

    def import_user(self, user: str, data: Any, *, replace: bool = True) -> dict[str, int]:
        return self.transfer.import_user(user, data, replace=replace)
