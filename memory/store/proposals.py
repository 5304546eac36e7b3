"""Proposals: an agent's change to an entry a person made waits here until they decide.

The write gate files them (`add`) and applies or drops them (`approve` / `reject` in
`preferences.py`, since applying one is a write like any other); this class keeps the rows.
"""
from __future__ import annotations

import json
from typing import Any

from memory.models import PreferenceEntry, Proposal
from memory.store.audit import AuditLog
from memory.store.db import BY_USER, StoreDB, clean_user, dump, from_json, iso, to_json


def _signature(p: Proposal) -> tuple:
    entry = None
    if p.entry is not None:
        entry = json.dumps(
            p.entry.model_dump(mode="json", exclude={"created_at", "updated_at", "last_used_at"}),
            sort_keys=True, ensure_ascii=False,
        )
    return (p.target_key, p.action, entry)


def _from_row(row: dict[str, Any]) -> Proposal:
    data = dict(row)
    data["entry"] = from_json(row["entry"])
    if data["entry"] is not None:
        data["entry"] = {k: v for k, v in data["entry"].items() if k != "dedup_key"}
    return Proposal.model_validate(data)


class Proposals:
    def __init__(self, base: StoreDB, audit: AuditLog) -> None:
        self.base, self.audit = base, audit

    def add(self, user: str, target: PreferenceEntry, action: str,
            entry: PreferenceEntry | None, actor: str, reason: str) -> Proposal:
        """File a proposal against `target` (inside the gate's transaction), audited."""
        proposal = Proposal(user=user, target_key=target.dedup_key, action=action, entry=entry,
                            reason=reason, created_at=self.base.clock.now())
        for pending in self.list(user):
            if _signature(pending) == _signature(proposal):
                return pending  # the curator said the same thing again: one card, not two
        proposal.id = self._insert(user, proposal, status="pending")
        self.audit.record(user, "propose", target.dedup_key, dump(target),
                          {"proposal_id": proposal.id, "action": action, "entry": dump(entry)},
                          actor, reason)
        return proposal

    def restore(self, user: str, proposal: Proposal) -> None:
        """An exported proposal, with its status (import)."""
        self._insert(user, proposal, status=proposal.status)

    def _insert(self, user: str, p: Proposal, *, status: str) -> int:
        table = self.base.table("proposals")
        table.insert({
            "user": user, "target_key": p.target_key, "action": p.action,
            "entry": None if p.entry is None else to_json(dump(p.entry)),
            "reason": p.reason, "status": status, "created_at": iso(p.created_at),
        })
        return table.last_pk

    def list(self, user: str, status: str | None = "pending") -> list[Proposal]:
        where, args = BY_USER, [clean_user(user)]
        if status is not None:
            where += " AND status = ?"
            args.append(status)
        return [_from_row(r) for r in self.base.rows("proposals", where, args, order_by="id")]

    def pending(self, user: str, proposal_id: int) -> Proposal:
        rows = self.base.rows("proposals", BY_USER + " AND id = ?", [user, int(proposal_id)])
        if not rows:
            raise KeyError(f"no proposal #{proposal_id} for user {user!r}")
        proposal = _from_row(rows[0])
        if proposal.status != "pending":
            raise ValueError(f"proposal #{proposal_id} is already {proposal.status}")
        return proposal

    def settle(self, proposal: Proposal, status: str) -> None:
        self.base.table("proposals").update(proposal.id, {"status": status})
        proposal.status = status
