"""The audit trail: one row for every change to what is remembered, never edited.

Kept as its own small class, as mem0 keeps its history manager: the write gate, proposals
and import append to it inside their own transactions, the panels read it back.
"""
from __future__ import annotations

from typing import Any

from memory.models import AuditEvent
from memory.store.db import BY_USER, StoreDB, clean_user, from_json, iso, to_json


class AuditLog:
    def __init__(self, base: StoreDB) -> None:
        self.base = base

    def record(self, user: str, event: str, key: str, old: Any, new: Any, actor: str,
               reason: str) -> None:
        """Append one event, stamped now (inside the caller's transaction)."""
        self._insert(user, event=event, key=key, old=old, new=new, actor=actor, reason=reason,
                     at=self.base.now())

    def restore(self, user: str, event: AuditEvent) -> None:
        """Append an exported event as it was, with its own time (import)."""
        self._insert(user, event=event.event, key=event.dedup_key, old=event.old_value,
                     new=event.new_value, actor=event.actor, reason=event.reason,
                     at=iso(event.at))

    def _insert(self, user: str, *, event: str, key: str, old: Any, new: Any, actor: str,
                reason: str, at: str | None) -> None:
        self.base.table("audit").insert({
            "user": user, "event": event, "dedup_key": key, "old_value": to_json(old),
            "new_value": to_json(new), "actor": actor, "reason": reason, "at": at,
        })

    def events(self, user: str, key: str | None = None) -> list[AuditEvent]:
        where, args = BY_USER, [clean_user(user)]
        if key is not None:
            where += " AND dedup_key = ?"
            args.append(str(key))
        events = []
        for row in self.base.rows("audit", where, args, order_by="id"):
            data = dict(row)
            data["old_value"] = from_json(row["old_value"])
            data["new_value"] = from_json(row["new_value"])
            events.append(AuditEvent.model_validate(data))
        return events
