"""What the console showed, kept in the memory file: one row per turn trace and per curator
run, so a reloaded browser tab (or a shared link) rebuilds the conversation and the live
panels from the store instead of from the memory of one tab.

It is a log of traces for display and replay, not memory the agent reads: nothing here is
fed back into a prompt or the picker. Kept beside the store (one table, its own verbs), so
the store's own modules stay as they are."""
from __future__ import annotations

import json
from typing import Any

from memory.store import MemoryStore

TABLE = "turn_log"
KINDS = ("turn", "curate")


def _ensure(store: MemoryStore) -> None:
    table = store.db.table(TABLE)
    if not table.exists():
        table.create({"id": int, "user": str, "session_id": str, "kind": str, "trace": str,
                      "at": str}, pk="id", if_not_exists=True)
        table.create_index(["user", "id"], if_not_exists=True)


def record(store: MemoryStore, user: str, session_id: str, kind: str, trace: dict[str, Any]) -> None:
    """Append one trace (its JSON form, as `model_dump(mode="json")` gives it)."""
    if kind not in KINDS:
        raise ValueError(f"turn_log kind must be one of {KINDS}, got {kind!r}")
    with store.base.tx():  # the store's lock and transaction: one writer on the shared connection
        _ensure(store)
        store.db.table(TABLE).insert({
            "user": str(user), "session_id": str(session_id or ""), "kind": kind,
            "trace": json.dumps(trace, ensure_ascii=False), "at": store.clock.now().isoformat()})


def rows(store: MemoryStore, user: str) -> list[dict[str, Any]]:
    """Every logged trace of one user, oldest first: {"kind", "session_id", "trace"}."""
    with store.base.lock:
        if not store.db.table(TABLE).exists():
            return []
        found = store.db.table(TABLE).rows_where('"user" = ?', [str(user)], order_by="id")
        return [{"kind": r["kind"], "session_id": r["session_id"], "trace": json.loads(r["trace"])}
                for r in found]


def mark(store: MemoryStore, user: str) -> tuple[int, int]:
    """(rows, last id) of one user's log, without reading the traces: a view built from the
    log is stale when this moved."""
    with store.base.lock:
        if not store.db.table(TABLE).exists():
            return (0, 0)
        count, last = store.db.execute(
            f'select count(*), coalesce(max(id), 0) from {TABLE} where "user" = ?', [str(user)]).fetchone()
    return (int(count), int(last))


def forget(store: MemoryStore, user: str) -> None:
    with store.base.tx():
        if store.db.table(TABLE).exists():
            store.db.table(TABLE).delete_where('"user" = ?', [str(user)])


def copy(store: MemoryStore, source: str, target: str) -> int:
    """Give `target` the log of `source` (a forked demo user keeps its conversation)."""
    found = rows(store, source)
    with store.base.tx():
        _ensure(store)
        table = store.db.table(TABLE)
        table.delete_where('"user" = ?', [str(target)])
        for r in found:
            trace = {**r["trace"], "user": str(target)} if "user" in r["trace"] else r["trace"]
            table.insert({"user": str(target), "session_id": r["session_id"], "kind": r["kind"],
                          "trace": json.dumps(trace, ensure_ascii=False),
                          "at": store.clock.now().isoformat()})
    return len(found)


def recent(log: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """What the chat shows: the session that was last curated (if any), its curator event,
    and everything since. Older sessions stay in the inspector's history, not on screen."""
    curates = [i for i, r in enumerate(log) if r["kind"] == "curate"]
    start = curates[-2] + 1 if len(curates) >= 2 else 0
    return log[start:]
