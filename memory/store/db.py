"""One SQLite file for every user's memory: its tables, its lock and the write transaction.

Every part of the store (the write gate, audit, proposals, sessions, favourites, transfer)
works on the one `StoreDB` it is given, so they share a connection, a lock and a clock.
"""
from __future__ import annotations

import json
import sqlite3
import sys
import threading
import time
from contextlib import contextmanager
from datetime import datetime, timezone
from enum import Enum
from pathlib import Path
from typing import Any, Iterator, TypeVar

from pydantic import ValidationError

from memory.clock import Clock
from memory.models import PreferenceEntry, make_key, parse_key


def _import_sqlite_utils():
    """sqlite-utils, imported without pandas. When pandas is installed (streamlit brings it)
    sqlite-utils imports it at import time, only to map `pandas.Timestamp` to a column type,
    a value this store never writes: ~0.3 s of every command's start (pandas and pyarrow).
    The import below sees pandas as missing, unless some other part of the process has
    loaded it already, and leaves pandas importable for everyone else (the way
    `agent.language.segment` imports jieba without `pkg_resources`)."""
    if "sqlite_utils" in sys.modules or "pandas" in sys.modules:
        import sqlite_utils

        return sqlite_utils
    sys.modules["pandas"] = None  # type: ignore[assignment]  # `import pandas` fails
    try:
        import sqlite_utils
    finally:
        del sys.modules["pandas"]
    return sqlite_utils


sqlite_utils = _import_sqlite_utils()

BUSY_TIMEOUT_MS = 5000

TABLES: dict[str, dict[str, Any]] = {
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
INDEXES = [
    ("audit", ["user", "dedup_key"]),
    ("proposals", ["user", "status"]),
    ("sessions", ["user", "status"]),
]
# Every table that holds one user's memory (users itself only names them).
USER_TABLES = ("preferences", "audit", "proposals", "favourites", "sessions")
BY_USER = '"user" = ?'

_E = TypeVar("_E", bound=Enum)


def retry_locked(action, attempts: int = 20):
    """Run an action that takes the write lock, retrying briefly if another process holds it
    past the busy timeout's reach (switching to WAL on a fresh file does not wait)."""
    for attempt in range(attempts):
        try:
            return action()
        except sqlite3.OperationalError as exc:
            if "locked" not in str(exc) or attempt == attempts - 1:
                raise
            time.sleep(0.05 * (attempt + 1))


def connect(path: str | Path) -> sqlite_utils.Database:
    """One connection shared by Streamlit's threads: check_same_thread off, a lock on top."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    conn = sqlite3.connect(str(path), check_same_thread=False, timeout=BUSY_TIMEOUT_MS / 1000)
    return sqlite_utils.Database(conn)


class StoreDB:
    """The `Database`, the process lock and the clock every part of the store shares."""

    def __init__(self, db: sqlite_utils.Database, clock: Clock | None = None) -> None:
        self.db = db
        self.clock = clock or Clock()
        self.lock = threading.RLock()
        with self.lock:
            self.db.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
            if not self.db.memory:
                retry_locked(self.db.enable_wal)
                # SQLite's advice for WAL: a commit is not synced to disk (a checkpoint is), so
                # a power cut may lose the last turns but never corrupts the file, and a turn's
                # write no longer waits for the disk (1.5-7 ms of a turn on a busy disk).
                self.db.execute("PRAGMA synchronous = NORMAL")
            with self.tx():
                for name, spec in TABLES.items():
                    self.db.table(name).create(spec["columns"], pk=spec["pk"], if_not_exists=True)
                for name, columns in INDEXES:
                    self.db.table(name).create_index(columns, if_not_exists=True)

    def table(self, name: str) -> sqlite_utils.db.Table:
        return self.db.table(name)

    def now(self) -> str | None:
        return iso(self.clock.now())

    @contextmanager
    def tx(self) -> Iterator[None]:
        """Every write: the process lock, then one SQLite transaction (all or nothing).

        BEGIN IMMEDIATE takes the write lock up front. A deferred BEGIN that reads and then
        writes must upgrade its lock, and in WAL mode SQLite refuses that upgrade at once
        ("database is locked") instead of waiting out the busy timeout when another process
        wrote in between."""
        with self.lock:
            conn = self.db.conn
            if conn.in_transaction:  # nested: sqlite-utils turns this into a savepoint
                with self.db.atomic():
                    yield
                return
            retry_locked(lambda: conn.execute("BEGIN IMMEDIATE"))
            try:
                yield
            except BaseException:
                if conn.in_transaction:
                    conn.execute("ROLLBACK")
                raise
            else:
                conn.execute("COMMIT")

    def rows(self, table: str, where: str | None, args: list[Any], order_by: str | None = None,
             *, select: str = "*", limit: int | None = None) -> list[dict[str, Any]]:
        """The rows of one table that match, read whole under the lock. Plain SQL: the
        tables exist from the constructor on, and sqlite-utils' `rows_where` asks
        sqlite_master whether they do (two extra queries) on every call; a turn reads 3-4."""
        sql = f'select {select} from "{table}"'
        if where:
            sql += f" where {where}"
        if order_by:
            sql += f" order by {order_by}"
        if limit is not None:
            sql += f" limit {int(limit)}"
        with self.lock:
            cursor = self.db.conn.execute(sql, args)
            keys = [d[0] for d in cursor.description]
            return [dict(zip(keys, row)) for row in cursor.fetchall()]

    def ensure_user(self, user: str) -> str:
        """The user's row, added when missing. Every turn asks (the session opens through
        here): a read answers it, without taking the write lock for a write that would
        change nothing."""
        user = clean_user(user)
        with self.lock:
            known = self.db.conn.execute('SELECT 1 FROM users WHERE "user" = ?', [user]).fetchone()
        if known is None:
            with self.tx():
                self.insert_user(user)
        return user

    def insert_user(self, user: str) -> None:
        """The user's row if missing, inside the caller's transaction. Plain SQL:
        sqlite-utils reads the table's columns on every insert."""
        self.db.execute('INSERT OR IGNORE INTO users ("user", created_at) VALUES (?, ?)',
                        [clean_user(user), self.now()])

    def users(self) -> list[str]:
        with self.lock:
            return [r["user"] for r in self.rows("users", None, [], order_by='"user"')]

    def forget(self, user: str) -> None:
        """Delete every row of one user's memory (inside the caller's transaction)."""
        for table in USER_TABLES:
            self.table(table).delete_where(BY_USER, [user])


# ---- small helpers shared by the parts --------------------------------------------------------


def iso(value: datetime | None) -> str | None:
    if value is None:
        return None
    if value.tzinfo is None:
        value = value.replace(tzinfo=timezone.utc)
    return value.astimezone(timezone.utc).isoformat()


def as_enum(kind: type[_E], value: Any, what: str) -> _E:
    try:
        return kind(value.value if isinstance(value, Enum) else value)
    except ValueError:
        allowed = ", ".join(m.value for m in kind)
        raise ValueError(f"invalid {what} {value!r}: expected one of {allowed}") from None


def clean_user(user: Any) -> str:
    name = str(user or "").strip()
    if not name:
        raise ValueError("user must be a non-empty name")
    return name


def check_key(key: Any) -> str:
    """A dedup key in its canonical spelling, or ValueError."""
    try:
        return make_key(*parse_key(str(key)))
    except ValueError as err:
        raise ValueError(f"not a dedup key: {key!r} ({err})") from None


def explain(err: ValidationError) -> str:
    parts = []
    for item in err.errors():
        where = ".".join(str(p) for p in item.get("loc", ())) or "value"
        parts.append(f"{where}: {item.get('msg')} (got {item.get('input')!r})")
    return "; ".join(parts)


def coerce_entry(value: Any, where: str) -> PreferenceEntry:
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
        raise ValueError(f"{where}: {explain(err)}") from None


def dump(entry: PreferenceEntry | None) -> dict[str, Any] | None:
    return None if entry is None else entry.model_dump(mode="json")


def to_json(value: Any) -> str | None:
    return None if value is None else json.dumps(value, ensure_ascii=False)


def from_json(text: str | None) -> Any:
    return None if text in (None, "") else json.loads(text)
