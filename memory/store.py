"""The long-term store, P_t and favourites: one SQLite file, one write gate, one audit trail.

Every change to a preference goes through `_put` / `_remove`, which append the audit row in
the same transaction: a mutator that skips the audit cannot be written by accident. Every
query names its user: two people on one demo machine never see each other's memory.
"""
from __future__ import annotations

import json
import sqlite3
import threading
import time
import uuid
from contextlib import contextmanager
from datetime import datetime, timezone
from enum import Enum
from pathlib import Path
from typing import Any, Iterable, Iterator, Literal, TypeVar

import sqlite_utils
from pydantic import BaseModel, Field, ValidationError

from memory.clock import Clock
from memory.domains import Domain
from memory.models import (
    DEFAULT_TTL_HOURS,
    AuditEvent,
    Favourite,
    PreferenceEntry,
    Proposal,
    SessionState,
    Source,
    make_key,
    parse_key,
)

EXPORT_FORMAT = "shopping-memory/1"
BUSY_TIMEOUT_MS = 5000

_E = TypeVar("_E", bound=Enum)

_TABLES: dict[str, dict[str, Any]] = {
    "users": {"columns": {"user": str, "created_at": str}, "pk": "user"},
    "preferences": {
        "columns": {
            "user": str, "dedup_key": str, "polarity": str, "category": str, "domain": str,
            "slug": str, "keywords": str, "content": str, "source": str, "blocking": int,
            "created_at": str, "updated_at": str, "last_used_at": str,
        },
        "pk": ("user", "dedup_key"),
    },
    "audit": {
        "columns": {
            "id": int, "user": str, "event": str, "dedup_key": str, "old_value": str,
            "new_value": str, "actor": str, "reason": str, "at": str,
        },
        "pk": "id",
    },
    "proposals": {
        "columns": {
            "id": int, "user": str, "target_key": str, "action": str, "entry": str,
            "reason": str, "status": str, "created_at": str,
        },
        "pk": "id",
    },
    "sessions": {
        "columns": {
            "user": str, "session_id": str, "status": str, "state": str,
            "created_at": str, "updated_at": str,
        },
        "pk": ("user", "session_id"),
    },
    "favourites": {
        "columns": {"user": str, "product_id": str, "title": str, "domain": str, "created_at": str},
        "pk": ("user", "product_id"),
    },
}
_INDEXES = [
    ("audit", ["user", "dedup_key"]),
    ("proposals", ["user", "status"]),
    ("sessions", ["user", "status"]),
]


class WriteResult(BaseModel):
    written: list[PreferenceEntry] = Field(default_factory=list)
    superseded: list[str] = Field(default_factory=list)
    proposals: list[Proposal] = Field(default_factory=list)


class SessionRecord(BaseModel):
    """One row of the sessions table: P_t plus whether it is still the open one."""

    session_id: str
    status: Literal["open", "closed"]
    state: SessionState


# ---- small helpers -------------------------------------------------------------------------


def _iso(value: datetime | None) -> str | None:
    if value is None:
        return None
    if value.tzinfo is None:
        value = value.replace(tzinfo=timezone.utc)
    return value.astimezone(timezone.utc).isoformat()


def _enum(kind: type[_E], value: Any, what: str) -> _E:
    try:
        return kind(value.value if isinstance(value, Enum) else value)
    except ValueError:
        allowed = ", ".join(m.value for m in kind)
        raise ValueError(f"invalid {what} {value!r}: expected one of {allowed}") from None


def _clean_user(user: Any) -> str:
    name = str(user or "").strip()
    if not name:
        raise ValueError("user must be a non-empty name")
    return name


def _check_key(key: Any) -> str:
    """A dedup key in its canonical spelling, or ValueError."""
    try:
        return make_key(*parse_key(str(key)))
    except ValueError as err:
        raise ValueError(f"not a dedup key: {key!r} ({err})") from None


def _explain(err: ValidationError) -> str:
    parts = []
    for item in err.errors():
        where = ".".join(str(p) for p in item.get("loc", ())) or "value"
        parts.append(f"{where}: {item.get('msg')} (got {item.get('input')!r})")
    return "; ".join(parts)


def _coerce_entry(value: Any, where: str) -> PreferenceEntry:
    """Entries may arrive as dicts (engine output): validate every enum, derive the key."""
    if hasattr(value, "model_dump"):
        # Re-validate: assignment is not validated on the model, and a model built by a
        # reloaded copy of this module (Streamlit's reloader) is not an instance of ours.
        value = value.model_dump()
    if not isinstance(value, dict):
        raise ValueError(f"{where}: expected a preference entry, got {type(value).__name__}")
    data = {k: v for k, v in value.items() if k != "dedup_key"}  # derived, never taken as given
    try:
        return PreferenceEntry.model_validate(data)
    except ValidationError as err:
        raise ValueError(f"{where}: {_explain(err)}") from None


def _dump(entry: PreferenceEntry | None) -> dict[str, Any] | None:
    return None if entry is None else entry.model_dump(mode="json")


def _loads(text: str | None) -> Any:
    return None if text in (None, "") else json.loads(text)


def _same_statement(stored: PreferenceEntry, proposed: PreferenceEntry) -> bool:
    """An agent repeating what a user entry already says changes nothing: no proposal."""
    return set(proposed.keywords) <= set(stored.keywords) and (
        not proposed.content or proposed.content == stored.content
    )


def _proposal_signature(p: Proposal) -> tuple:
    entry = None
    if p.entry is not None:
        entry = json.dumps(
            p.entry.model_dump(mode="json", exclude={"created_at", "updated_at", "last_used_at"}),
            sort_keys=True, ensure_ascii=False,
        )
    return (p.target_key, p.action, entry)


# Every table that holds one user's memory (users itself only names them).
_USER_TABLES = ("preferences", "audit", "proposals", "favourites", "sessions")


def _retry_locked(action, attempts: int = 20):
    """Run an action that takes the write lock, retrying briefly if another process holds it
    past the busy timeout's reach (switching to WAL on a fresh file does not wait)."""
    for attempt in range(attempts):
        try:
            return action()
        except sqlite3.OperationalError as exc:
            if "locked" not in str(exc) or attempt == attempts - 1:
                raise
            time.sleep(0.05 * (attempt + 1))


class MemoryStore:
    """Preferences, audit, proposals, P_t sessions and favourites of every user, in one file."""

    def __init__(self, db: sqlite_utils.Database, clock: Clock | None = None) -> None:
        self.db = db
        self.clock = clock or Clock()
        self._lock = threading.RLock()
        with self._lock:
            self.db.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
            if not self.db.memory:
                _retry_locked(self.db.enable_wal)
            self._create_tables()

    @classmethod
    def open(cls, path: str | Path, clock: Clock | None = None) -> "MemoryStore":
        """One connection shared by Streamlit's threads: check_same_thread off, a lock on top."""
        path = Path(path)
        path.parent.mkdir(parents=True, exist_ok=True)
        conn = sqlite3.connect(str(path), check_same_thread=False, timeout=BUSY_TIMEOUT_MS / 1000)
        return cls(sqlite_utils.Database(conn), clock)

    def close(self) -> None:
        with self._lock:
            self.db.close()

    def _create_tables(self) -> None:
        with self._tx():
            for name, spec in _TABLES.items():
                self.db.table(name).create(spec["columns"], pk=spec["pk"], if_not_exists=True)
            for name, columns in _INDEXES:
                self.db.table(name).create_index(columns, if_not_exists=True)

    @contextmanager
    def _tx(self) -> Iterator[None]:
        """Every write: the process lock, then one SQLite transaction (all or nothing).

        BEGIN IMMEDIATE takes the write lock up front. A deferred BEGIN that reads and then
        writes must upgrade its lock, and in WAL mode SQLite refuses that upgrade at once
        ("database is locked") instead of waiting out the busy timeout when another process
        wrote in between."""
        with self._lock:
            conn = self.db.conn
            if conn.in_transaction:  # nested: sqlite-utils turns this into a savepoint
                with self.db.atomic():
                    yield
                return
            _retry_locked(lambda: conn.execute("BEGIN IMMEDIATE"))
            try:
                yield
            except BaseException:
                if conn.in_transaction:
                    conn.execute("ROLLBACK")
                raise
            else:
                conn.execute("COMMIT")

    def _rows(self, sql: str, params: Iterable[Any] = ()) -> list[dict[str, Any]]:
        with self._lock:
            return list(self.db.query(sql, list(params)))

    # ---- users -----------------------------------------------------------------------------

    def ensure_user(self, user: str) -> str:
        user = _clean_user(user)
        with self._tx():
            self.db.execute(
                'INSERT OR IGNORE INTO users ("user", created_at) VALUES (?, ?)',
                [user, _iso(self.clock.now())],
            )
        return user

    def users(self) -> list[str]:
        return [r["user"] for r in self._rows('SELECT "user" FROM users ORDER BY "user"')]

    # ---- preference rows -------------------------------------------------------------------

    @staticmethod
    def _to_row(user: str, entry: PreferenceEntry) -> dict[str, Any]:
        return {
            "user": user,
            "dedup_key": entry.dedup_key,
            "polarity": entry.polarity.value,
            "category": entry.category.value,
            "domain": entry.domain.value,
            "slug": entry.slug,
            "keywords": json.dumps(entry.keywords, ensure_ascii=False),
            "content": entry.content,
            "source": entry.source.value,
            "blocking": int(entry.blocking),
            "created_at": _iso(entry.created_at),
            "updated_at": _iso(entry.updated_at),
            "last_used_at": _iso(entry.last_used_at),
        }

    @staticmethod
    def _from_row(row: dict[str, Any]) -> PreferenceEntry:
        data = {k: v for k, v in row.items() if k not in ("user", "dedup_key")}
        data["keywords"] = _loads(row["keywords"]) or []
        data["blocking"] = bool(row["blocking"])
        return PreferenceEntry.model_validate(data)

    def entries(self, user: str) -> list[PreferenceEntry]:
        rows = self._rows(
            'SELECT * FROM preferences WHERE "user" = ? ORDER BY created_at, dedup_key',
            [_clean_user(user)],
        )
        return [self._from_row(r) for r in rows]

    def find(self, user: str, key: str) -> PreferenceEntry | None:
        rows = self._rows(
            'SELECT * FROM preferences WHERE "user" = ? AND dedup_key = ?', [_clean_user(user), str(key)]
        )
        return self._from_row(rows[0]) if rows else None

    def get(self, user: str, key: str) -> PreferenceEntry:
        entry = self.find(user, key)
        if entry is None:
            raise KeyError(f"no preference {key!r} for user {user!r}")
        return entry

    # ---- the internal write path: every change lands here, with its audit row --------------

    def _audit(self, user: str, event: str, key: str, old: Any, new: Any, actor: str,
               reason: str) -> None:
        self.db.table("audit").insert({
            "user": user,
            "event": event,
            "dedup_key": key,
            "old_value": None if old is None else json.dumps(old, ensure_ascii=False),
            "new_value": None if new is None else json.dumps(new, ensure_ascii=False),
            "actor": actor,
            "reason": reason,
            "at": _iso(self.clock.now()),
        })

    def _put(self, user: str, entry: PreferenceEntry, *, event: str, old: PreferenceEntry | None,
             actor: str, reason: str) -> None:
        self.db.table("preferences").upsert(self._to_row(user, entry), pk=("user", "dedup_key"))
        self._audit(user, event, entry.dedup_key, _dump(old), _dump(entry), actor, reason)

    def _remove(self, user: str, old: PreferenceEntry, *, event: str, actor: str, reason: str,
                new: dict[str, Any] | None = None) -> None:
        self.db.execute(
            'DELETE FROM preferences WHERE "user" = ? AND dedup_key = ?', [user, old.dedup_key]
        )
        self._audit(user, event, old.dedup_key, _dump(old), new, actor, reason)

    def _propose(self, user: str, target: PreferenceEntry, action: str,
                 entry: PreferenceEntry | None, actor: str, reason: str) -> Proposal:
        proposal = Proposal(user=user, target_key=target.dedup_key, action=action, entry=entry,
                            reason=reason, created_at=self.clock.now())
        for pending in self.proposals(user):
            if _proposal_signature(pending) == _proposal_signature(proposal):
                return pending  # the curator said the same thing again: one card, not two
        table = self.db.table("proposals")
        table.insert({
            "user": user,
            "target_key": proposal.target_key,
            "action": action,
            "entry": None if entry is None else json.dumps(_dump(entry), ensure_ascii=False),
            "reason": reason,
            "status": "pending",
            "created_at": _iso(proposal.created_at),
        })
        proposal.id = table.last_pk
        self._audit(user, "propose", target.dedup_key, _dump(target),
                    {"proposal_id": proposal.id, "action": action, "entry": _dump(entry)},
                    actor, reason)
        return proposal

    def _stamp(self, entry: PreferenceEntry, old: PreferenceEntry | None, *,
               now: datetime | None = None, **update: Any) -> PreferenceEntry:
        """A restatement keeps the first created_at (and last use); updated_at is now."""
        now = now or self.clock.now()
        stamps = {
            "created_at": old.created_at if old else now,
            "updated_at": now,
            "last_used_at": entry.last_used_at or (old.last_used_at if old else None),
        }
        return entry.model_copy(update={**stamps, **update})

    # ---- the write gate (DESIGN section 3) -------------------------------------------------

    def write(self, user: str, entry: PreferenceEntry | dict[str, Any], *, source: Source | str,
              actor: str, reason: str = "", keys_to_supersede: Iterable[str] = ()) -> WriteResult:
        return self.write_many(user, [entry], source=source, actor=actor, reason=reason,
                               keys_to_supersede=keys_to_supersede)

    def write_many(self, user: str, entries: Iterable[PreferenceEntry | dict[str, Any]], *,
                   source: Source | str, actor: str, reason: str = "",
                   keys_to_supersede: Iterable[str] = ()) -> WriteResult:
        """All in one transaction: a failure anywhere leaves the store as it was."""
        user = _clean_user(user)
        source = _enum(Source, source, "source")
        now = self.clock.now()
        prepared = []
        for i, raw in enumerate(list(entries)):
            entry = _coerce_entry(raw, f"entry {i}")
            # The agent never blocks: only a person's tick may remove items outright.
            prepared.append(entry.model_copy(update={
                "source": source, "blocking": entry.blocking and source == Source.USER,
                "created_at": now, "updated_at": now}))
        supersede = list(dict.fromkeys(_check_key(k) for k in keys_to_supersede))
        result = WriteResult()
        held_back: set[int] = set()
        with self._tx():
            self.ensure_user(user)
            for key in supersede:
                old = self.find(user, key)
                if old is None:
                    continue  # nothing stored under that key: nothing to contradict
                if source == Source.AGENT and old.source == Source.USER:
                    # The contradiction travels whole: the replacement (same slug) waits with it.
                    replacement = next(
                        (i for i, e in enumerate(prepared) if e.slug == old.slug and i not in held_back),
                        None,
                    )
                    if replacement is not None:
                        held_back.add(replacement)
                    result.proposals.append(self._propose(
                        user, old, "supersede",
                        prepared[replacement] if replacement is not None else None, actor, reason))
                    continue
                self._remove(user, old, event="supersede", actor=actor, reason=reason)
                result.superseded.append(key)
            for i, entry in enumerate(prepared):
                if i in held_back:
                    continue
                old = self.find(user, entry.dedup_key)
                if source == Source.AGENT and old is not None and old.source == Source.USER:
                    if not _same_statement(old, entry):
                        result.proposals.append(self._propose(user, old, "upsert", entry, actor, reason))
                    continue
                new = self._stamp(entry, old, now=now)  # one write, one instant
                self._put(user, new, event="update" if old else "create", old=old, actor=actor,
                          reason=reason)
                result.written.append(new)
        return result

    # ---- other mutators: same internal path ------------------------------------------------

    def set_blocking(self, user: str, key: str, blocking: bool, *, actor: str = "user",
                     reason: str = "") -> PreferenceEntry:
        """A person's tick: the entry becomes theirs (source=user) and blocking as ticked."""
        user = _clean_user(user)
        with self._tx():
            old = self.get(user, key)
            new = self._stamp(old, old, source=Source.USER, blocking=bool(blocking))
            why = reason or ("never recommend ticked" if blocking else "never recommend unticked")
            self._put(user, new, event="update", old=old, actor=actor, reason=why)
        return new

    def set_domain(self, user: str, key: str, domain: Domain | str, *, actor: str = "user",
                   reason: str = "") -> PreferenceEntry:
        """A person fixes the domain: the key changes with it (old key gone, new key present).

        The entry becomes source=user: a person has vetted it, so the curator may no longer
        rewrite it without a proposal."""
        user = _clean_user(user)
        domain = _enum(Domain, domain, "domain")
        with self._tx():
            old = self.get(user, key)
            moved = self._stamp(old, old, domain=domain, source=Source.USER)
            if moved.dedup_key == old.dedup_key:
                return old
            why = reason or f"domain {old.domain.value} → {domain.value}"
            target = self.find(user, moved.dedup_key)
            self._remove(user, old, event="rekey", actor=actor, reason=why, new=_dump(moved))
            self._put(user, moved, event="update" if target else "create", old=target, actor=actor,
                      reason=why)
        return moved

    def delete(self, user: str, key: str, actor: str = "user", reason: str = "", *,
               source: Source | str = Source.USER) -> WriteResult:
        user = _clean_user(user)
        source = _enum(Source, source, "source")
        result = WriteResult()
        with self._tx():
            old = self.get(user, key)
            if source == Source.AGENT and old.source == Source.USER:
                result.proposals.append(self._propose(user, old, "supersede", None, actor, reason))
            else:
                self._remove(user, old, event="delete", actor=actor, reason=reason)
                result.superseded.append(old.dedup_key)
        return result

    def mark_used(self, user: str, keys: Iterable[str]) -> int:
        """Refresh last_used_at (no audit row: use is not a change of what is remembered)."""
        user = _clean_user(user)
        keys = list(dict.fromkeys(str(k) for k in keys))
        if not keys:
            return 0
        now = _iso(self.clock.now())
        count = 0
        with self._tx():
            for key in keys:
                cursor = self.db.execute(
                    'UPDATE preferences SET last_used_at = ? WHERE "user" = ? AND dedup_key = ?',
                    [now, user, key],
                )
                count += cursor.rowcount
        return count

    # ---- proposals -------------------------------------------------------------------------

    @staticmethod
    def _proposal_from_row(row: dict[str, Any]) -> Proposal:
        data = dict(row)
        data["entry"] = _loads(row["entry"])
        if data["entry"] is not None:
            data["entry"] = {k: v for k, v in data["entry"].items() if k != "dedup_key"}
        return Proposal.model_validate(data)

    def proposals(self, user: str, status: str | None = "pending") -> list[Proposal]:
        sql = 'SELECT * FROM proposals WHERE "user" = ?'
        params: list[Any] = [_clean_user(user)]
        if status is not None:
            sql += " AND status = ?"
            params.append(status)
        return [self._proposal_from_row(r) for r in self._rows(sql + " ORDER BY id", params)]

    def _pending(self, user: str, proposal_id: int) -> Proposal:
        rows = self._rows('SELECT * FROM proposals WHERE "user" = ? AND id = ?', [user, int(proposal_id)])
        if not rows:
            raise KeyError(f"no proposal #{proposal_id} for user {user!r}")
        proposal = self._proposal_from_row(rows[0])
        if proposal.status != "pending":
            raise ValueError(f"proposal #{proposal_id} is already {proposal.status}")
        return proposal

    def approve(self, user: str, proposal_id: int, *, actor: str = "user") -> WriteResult:
        """Apply a proposal as the person's own change (source=user); their tick is kept."""
        user = _clean_user(user)
        result = WriteResult()
        with self._tx():
            p = self._pending(user, proposal_id)
            why = f"approved proposal #{p.id}" + (f": {p.reason}" if p.reason else "")
            old = self.find(user, p.target_key)
            if p.action == "supersede":
                if old is not None:
                    self._remove(user, old, event="approve", actor=actor, reason=why)
                    result.superseded.append(old.dedup_key)
                if p.entry is not None:
                    current = self.find(user, p.entry.dedup_key)
                    new = self._stamp(p.entry, current, source=Source.USER,
                                      blocking=current.blocking if current else False)
                    self._put(user, new, event="update" if current else "create", old=current,
                              actor=actor, reason=why)
                    result.written.append(new)
            else:
                assert p.entry is not None
                new = self._stamp(p.entry, old, source=Source.USER,
                                  blocking=old.blocking if old else False)
                self._put(user, new, event="approve", old=old, actor=actor, reason=why)
                result.written.append(new)
            self.db.execute("UPDATE proposals SET status = 'approved' WHERE id = ?", [p.id])
            p.status = "approved"
        return result

    def reject(self, user: str, proposal_id: int, *, actor: str = "user") -> Proposal:
        user = _clean_user(user)
        with self._tx():
            p = self._pending(user, proposal_id)
            old = self.find(user, p.target_key)
            self.db.execute("UPDATE proposals SET status = 'rejected' WHERE id = ?", [p.id])
            self._audit(user, "reject", p.target_key, _dump(old),
                        {"proposal_id": p.id, "action": p.action, "entry": _dump(p.entry)},
                        actor, f"rejected proposal #{p.id}")
            p.status = "rejected"
        return p

    # ---- audit -----------------------------------------------------------------------------

    def audit(self, user: str, key: str | None = None) -> list[AuditEvent]:
        sql = 'SELECT * FROM audit WHERE "user" = ?'
        params: list[Any] = [_clean_user(user)]
        if key is not None:
            sql += " AND dedup_key = ?"
            params.append(str(key))
        events = []
        for row in self._rows(sql + " ORDER BY id", params):
            data = dict(row)
            data["old_value"] = _loads(row["old_value"])
            data["new_value"] = _loads(row["new_value"])
            events.append(AuditEvent.model_validate(data))
        return events

    # ---- P_t sessions ----------------------------------------------------------------------

    def _session_row(self, state: SessionState, status: str) -> dict[str, Any]:
        return {
            "user": state.user,
            "session_id": state.session_id,
            "status": status,
            "state": state.model_dump_json(),
            "created_at": _iso(state.created_at),
            "updated_at": _iso(state.updated_at),
        }

    def current_session(self, user: str) -> SessionState | None:
        """The open session, even when expired: the caller curates it, then starts anew."""
        rows = self._rows(
            'SELECT state FROM sessions WHERE "user" = ? AND status = \'open\' '
            "ORDER BY created_at DESC, session_id DESC LIMIT 1",
            [_clean_user(user)],
        )
        return SessionState.model_validate_json(rows[0]["state"]) if rows else None

    def is_expired(self, state: SessionState) -> bool:
        return state.is_expired(self.clock.now())

    def new_session(self, user: str, ttl_hours: float = DEFAULT_TTL_HOURS) -> SessionState:
        user = _clean_user(user)
        now = self.clock.now()
        state = SessionState(user=user, session_id=uuid.uuid4().hex[:12], created_at=now,
                             updated_at=now, ttl_hours=ttl_hours)
        with self._tx():
            self.ensure_user(user)
            self.db.execute(
                'UPDATE sessions SET status = \'closed\' WHERE "user" = ? AND status = \'open\'', [user]
            )
            self.db.table("sessions").insert(self._session_row(state, "open"))
        return state

    def save_session(self, state: SessionState, *, touch: bool = True) -> SessionState:
        """Store P_t. `touch` makes now the last activity: the TTL counts from it."""
        if touch:
            state.updated_at = self.clock.now()
        checked = SessionState.model_validate(state.model_dump())  # catch a bad assignment early
        user = _clean_user(checked.user)
        with self._tx():
            self.ensure_user(user)
            rows = list(self.db.query(
                'SELECT status FROM sessions WHERE "user" = ? AND session_id = ?',
                [user, checked.session_id],
            ))
            status = rows[0]["status"] if rows else "open"
            self.db.table("sessions").upsert(self._session_row(checked, status),
                                             pk=("user", "session_id"))
        return state

    def close_session(self, user: str, session_id: str) -> None:
        user = _clean_user(user)
        with self._tx():
            cursor = self.db.execute(
                'UPDATE sessions SET status = \'closed\' WHERE "user" = ? AND session_id = ?',
                [user, str(session_id)],
            )
            if cursor.rowcount == 0:
                raise KeyError(f"no session {session_id!r} for user {user!r}")

    def sessions(self, user: str) -> list[SessionRecord]:
        rows = self._rows(
            'SELECT * FROM sessions WHERE "user" = ? ORDER BY created_at, session_id',
            [_clean_user(user)],
        )
        return [
            SessionRecord(session_id=r["session_id"], status=r["status"],
                          state=SessionState.model_validate_json(r["state"]))
            for r in rows
        ]

    # ---- favourites ------------------------------------------------------------------------

    def add_favourite(self, user: str, product_id: str, title: str,
                      domain: Domain | str = Domain.OTHER) -> Favourite:
        user = _clean_user(user)
        domain = _enum(Domain, domain, "domain")
        with self._tx():
            self.ensure_user(user)
            rows = list(self.db.query(
                'SELECT created_at FROM favourites WHERE "user" = ? AND product_id = ?',
                [user, str(product_id)],
            ))
            created = rows[0]["created_at"] if rows else _iso(self.clock.now())
            fav = Favourite(user=user, product_id=str(product_id), title=str(title), domain=domain,
                            created_at=created)
            self.db.table("favourites").upsert(
                {"user": user, "product_id": fav.product_id, "title": fav.title,
                 "domain": domain.value, "created_at": _iso(fav.created_at)},
                pk=("user", "product_id"),
            )
        return fav

    def remove_favourite(self, user: str, product_id: str) -> bool:
        user = _clean_user(user)
        with self._tx():
            cursor = self.db.execute(
                'DELETE FROM favourites WHERE "user" = ? AND product_id = ?', [user, str(product_id)]
            )
        return cursor.rowcount > 0

    def favourites(self, user: str) -> list[Favourite]:
        rows = self._rows(
            'SELECT * FROM favourites WHERE "user" = ? ORDER BY created_at, product_id',
            [_clean_user(user)],
        )
        return [Favourite.model_validate(r) for r in rows]

    # ---- export / import -------------------------------------------------------------------

    def export_user(self, user: str) -> dict[str, Any]:
        user = _clean_user(user)
        with self._lock:
            return {
                "format": EXPORT_FORMAT,
                "user": user,
                "exported_at": _iso(self.clock.now()),
                "entries": [e.model_dump(mode="json") for e in self.entries(user)],
                "audit": [a.model_dump(mode="json", exclude={"id", "user"}) for a in self.audit(user)],
                "proposals": [p.model_dump(mode="json", exclude={"user"})
                              for p in self.proposals(user, status=None)],
                "favourites": [f.model_dump(mode="json", exclude={"user"}) for f in self.favourites(user)],
                "sessions": [{"status": s.status, "state": s.state.model_dump(mode="json")}
                             for s in self.sessions(user)],
            }

    def reset_user(self, user: str) -> None:
        """Forget everything about one user (the demo stepper's "start over"), in one
        transaction: entries, audit, proposals, favourites and sessions. Other users are
        untouched; the user name stays known."""
        user = _clean_user(user)
        with self._tx():
            self.ensure_user(user)
            for table in _USER_TABLES:
                self.db.execute(f'DELETE FROM {table} WHERE "user" = ?', [user])

    def import_user(self, user: str, data: Any, *, replace: bool = True) -> dict[str, int]:
        """Load an exported document. Validated whole before anything is written, then written
        in one transaction; `replace` drops the user's current memory first."""
        user = _clean_user(user)
        doc = _parse_document(user, data)
        counts = {name: len(rows) for name, rows in doc.items()}
        with self._tx():
            self.ensure_user(user)
            if replace:
                for table in _USER_TABLES:
                    self.db.execute(f'DELETE FROM {table} WHERE "user" = ?', [user])
            for event in doc["audit"]:
                self._audit_row(user, event)
            audited = {e.dedup_key for e in doc["audit"]}
            for entry in doc["entries"]:
                old = None if replace else self.find(user, entry.dedup_key)
                self.db.table("preferences").upsert(self._to_row(user, entry), pk=("user", "dedup_key"))
                if entry.dedup_key not in audited or (old is not None and old != entry):
                    # A hand-written document (or a merge): the trail still shows where it came from.
                    self._audit(user, "import", entry.dedup_key, _dump(old), _dump(entry), "import",
                                "imported")
            for p in doc["proposals"]:
                self.db.table("proposals").insert({
                    "user": user, "target_key": p.target_key, "action": p.action,
                    "entry": None if p.entry is None else json.dumps(_dump(p.entry), ensure_ascii=False),
                    "reason": p.reason, "status": p.status, "created_at": _iso(p.created_at),
                })
            for fav in doc["favourites"]:
                self.db.table("favourites").upsert(
                    {"user": user, "product_id": fav.product_id, "title": fav.title,
                     "domain": fav.domain.value, "created_at": _iso(fav.created_at)},
                    pk=("user", "product_id"),
                )
            if any(s.status == "open" for s in doc["sessions"]):
                self.db.execute(
                    'UPDATE sessions SET status = \'closed\' WHERE "user" = ? AND status = \'open\'', [user]
                )
            for record in doc["sessions"]:
                self.db.table("sessions").upsert(self._session_row(record.state, record.status),
                                                 pk=("user", "session_id"))
        return counts

    def _audit_row(self, user: str, event: AuditEvent) -> None:
        self.db.table("audit").insert({
            "user": user, "event": event.event, "dedup_key": event.dedup_key,
            "old_value": None if event.old_value is None else json.dumps(event.old_value, ensure_ascii=False),
            "new_value": None if event.new_value is None else json.dumps(event.new_value, ensure_ascii=False),
            "actor": event.actor, "reason": event.reason, "at": _iso(event.at),
        })


def _parse_document(user: str, data: Any) -> dict[str, list[Any]]:
    """Every part of an import document, validated; the first problem raises ValueError."""
    if not isinstance(data, dict):
        raise ValueError(f"import: expected a JSON object, got {type(data).__name__}")
    fmt = data.get("format", EXPORT_FORMAT)
    if fmt != EXPORT_FORMAT:
        raise ValueError(f"import: unknown format {fmt!r} (expected {EXPORT_FORMAT!r})")
    if "entries" not in data:
        raise ValueError("import: the document has no 'entries' list")

    def items(name: str) -> list[Any]:
        value = data.get(name, [])
        if not isinstance(value, list):
            raise ValueError(f"import: '{name}' must be a list, got {type(value).__name__}")
        for i, item in enumerate(value):
            if not isinstance(item, dict):
                raise ValueError(f"import: {name}[{i}] must be an object, got {type(item).__name__}")
        return value

    def model(kind: type[BaseModel], raw: dict[str, Any], where: str) -> Any:
        try:
            return kind.model_validate(raw)
        except ValidationError as err:
            raise ValueError(f"import: {where}: {_explain(err)}") from None

    entries: list[PreferenceEntry] = []
    seen: set[str] = set()
    for i, raw in enumerate(items("entries")):
        entry = _coerce_entry(raw, f"import: entries[{i}]")
        given = raw.get("dedup_key")
        if given is not None and given != entry.dedup_key:
            raise ValueError(
                f"import: entries[{i}]: dedup_key {given!r} does not match its fields "
                f"({entry.dedup_key!r})"
            )
        if entry.dedup_key in seen:
            raise ValueError(f"import: entries[{i}]: duplicate dedup_key {entry.dedup_key!r}")
        seen.add(entry.dedup_key)
        entries.append(entry)

    audit = [model(AuditEvent, {**raw, "user": user, "id": None}, f"audit[{i}]")
             for i, raw in enumerate(items("audit"))]
    proposals = []
    for i, raw in enumerate(items("proposals")):
        raw = dict(raw)
        if isinstance(raw.get("entry"), dict):
            raw["entry"] = {k: v for k, v in raw["entry"].items() if k != "dedup_key"}
        proposals.append(model(Proposal, {**raw, "user": user, "id": None}, f"proposals[{i}]"))
    favourites = [model(Favourite, {**raw, "user": user}, f"favourites[{i}]")
                  for i, raw in enumerate(items("favourites"))]
    sessions = []
    for i, raw in enumerate(items("sessions")):
        state = raw.get("state")
        if not isinstance(state, dict):
            raise ValueError(f"import: sessions[{i}] has no 'state' object")
        sessions.append(model(SessionRecord, {
            "session_id": state.get("session_id"), "status": raw.get("status", "closed"),
            "state": {**state, "user": user},
        }, f"sessions[{i}]"))
    if sum(s.status == "open" for s in sessions) > 1:
        raise ValueError("import: more than one open session")
    return {"entries": entries, "audit": audit, "proposals": proposals,
            "favourites": favourites, "sessions": sessions}
