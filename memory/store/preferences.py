"""The write gate (DESIGN section 3): every change to a preference goes through here.

`put` / `remove` append the audit row in the same transaction, so a mutator that skips the
audit cannot be written by accident. An agent never overwrites or blocks what a person
said: such a change becomes a proposal instead.
"""
from __future__ import annotations

import json
from datetime import datetime
from typing import Any, Iterable

from pydantic import BaseModel, Field

from memory.domains import Domain
from memory.models import PreferenceEntry, Proposal, Source
from memory.store.audit import AuditLog
from memory.store.db import (
    BY_USER, StoreDB, as_enum, check_key, clean_user, coerce_entry, dump, from_json, iso,
)
from memory.store.proposals import Proposals


class WriteResult(BaseModel):
    written: list[PreferenceEntry] = Field(default_factory=list)
    superseded: list[str] = Field(default_factory=list)
    proposals: list[Proposal] = Field(default_factory=list)


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
        "created_at": iso(entry.created_at),
        "updated_at": iso(entry.updated_at),
        "last_used_at": iso(entry.last_used_at),
    }


def _from_row(row: dict[str, Any]) -> PreferenceEntry:
    data = {k: v for k, v in row.items() if k not in ("user", "dedup_key")}
    data["keywords"] = from_json(row["keywords"]) or []
    data["blocking"] = bool(row["blocking"])
    return PreferenceEntry.model_validate(data)


def _same_statement(stored: PreferenceEntry, proposed: PreferenceEntry) -> bool:
    """An agent repeating what a user entry already says changes nothing: no proposal."""
    return set(proposed.keywords) <= set(stored.keywords) and (
        not proposed.content or proposed.content == stored.content
    )


def _stamp(entry: PreferenceEntry, old: PreferenceEntry | None, *, now: datetime,
           **update: Any) -> PreferenceEntry:
    """A restatement keeps the first created_at (and last use); updated_at is now."""
    stamps = {
        "created_at": old.created_at if old else now,
        "updated_at": now,
        "last_used_at": entry.last_used_at or (old.last_used_at if old else None),
    }
    return entry.model_copy(update={**stamps, **update})


class Preferences:
    def __init__(self, base: StoreDB, audit: AuditLog, proposals: Proposals) -> None:
        self.base, self.audit, self.proposals = base, audit, proposals
        self.table = base.table("preferences")

    # ---- reading -------------------------------------------------------------------------

    def entries(self, user: str) -> list[PreferenceEntry]:
        rows = self.base.rows("preferences", BY_USER, [clean_user(user)],
                              order_by="created_at, dedup_key")
        return [_from_row(r) for r in rows]

    def find(self, user: str, key: str) -> PreferenceEntry | None:
        rows = self.base.rows("preferences", BY_USER + " AND dedup_key = ?",
                              [clean_user(user), str(key)])
        return _from_row(rows[0]) if rows else None

    def get(self, user: str, key: str) -> PreferenceEntry:
        entry = self.find(user, key)
        if entry is None:
            raise KeyError(f"no preference {key!r} for user {user!r}")
        return entry

    # ---- the internal write path: every change lands here, with its audit row --------------

    def put(self, user: str, entry: PreferenceEntry, *, event: str, old: PreferenceEntry | None,
            actor: str, reason: str) -> None:
        self.restore(user, entry)
        self.audit.record(user, event, entry.dedup_key, dump(old), dump(entry), actor, reason)

    def restore(self, user: str, entry: PreferenceEntry) -> None:
        """The row alone: only for import, whose document brings its own audit rows."""
        self.table.upsert(_to_row(user, entry), pk=("user", "dedup_key"))

    def remove(self, user: str, old: PreferenceEntry, *, event: str, actor: str, reason: str,
               new: dict[str, Any] | None = None) -> None:
        self.table.delete((user, old.dedup_key))
        self.audit.record(user, event, old.dedup_key, dump(old), new, actor, reason)

    # ---- the gate ------------------------------------------------------------------------

    def write_many(self, user: str, entries: Iterable[PreferenceEntry | dict[str, Any]], *,
                   source: Source | str, actor: str, reason: str = "",
                   keys_to_supersede: Iterable[str] = ()) -> WriteResult:
        """All in one transaction: a failure anywhere leaves the store as it was."""
        user = clean_user(user)
        source = as_enum(Source, source, "source")
        now = self.base.clock.now()
        prepared = []
        for i, raw in enumerate(list(entries)):
            entry = coerce_entry(raw, f"entry {i}")
            # The agent never blocks: only a person's tick may remove items outright.
            prepared.append(entry.model_copy(update={
                "source": source, "blocking": entry.blocking and source == Source.USER,
                "created_at": now, "updated_at": now}))
        supersede = list(dict.fromkeys(check_key(k) for k in keys_to_supersede))
        result = WriteResult()
        held_back: set[int] = set()
        with self.base.tx():
            self.base.ensure_user(user)
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
                    result.proposals.append(self.proposals.add(
                        user, old, "supersede",
                        prepared[replacement] if replacement is not None else None, actor, reason))
                    continue
                self.remove(user, old, event="supersede", actor=actor, reason=reason)
                result.superseded.append(key)
            for i, entry in enumerate(prepared):
                if i in held_back:
                    continue
                old = self.find(user, entry.dedup_key)
                if source == Source.AGENT and old is not None and old.source == Source.USER:
                    if not _same_statement(old, entry):
                        result.proposals.append(self.proposals.add(user, old, "upsert", entry, actor, reason))
                    continue
                new = _stamp(entry, old, now=now)  # one write, one instant
                self.put(user, new, event="update" if old else "create", old=old, actor=actor,
                         reason=reason)
                result.written.append(new)
        return result

    # ---- other mutators: same internal path ------------------------------------------------

    def set_blocking(self, user: str, key: str, blocking: bool, *, actor: str = "user",
                     reason: str = "") -> PreferenceEntry:
        """A person's tick: the entry becomes theirs (source=user) and blocking as ticked."""
        user = clean_user(user)
        with self.base.tx():
            old = self.get(user, key)
            new = _stamp(old, old, now=self.base.clock.now(), source=Source.USER,
                         blocking=bool(blocking))
            why = reason or ("never recommend ticked" if blocking else "never recommend unticked")
            self.put(user, new, event="update", old=old, actor=actor, reason=why)
        return new

    def set_domain(self, user: str, key: str, domain: Domain | str, *, actor: str = "user",
                   reason: str = "") -> PreferenceEntry:
        """A person fixes the domain: the key changes with it (old key gone, new key present).

        The entry becomes source=user: a person has vetted it, so the curator may no longer
        rewrite it without a proposal."""
        user = clean_user(user)
        domain = as_enum(Domain, domain, "domain")
        with self.base.tx():
            old = self.get(user, key)
            moved = _stamp(old, old, now=self.base.clock.now(), domain=domain, source=Source.USER)
            if moved.dedup_key == old.dedup_key:
                return old
            why = reason or f"domain {old.domain.value} → {domain.value}"
            target = self.find(user, moved.dedup_key)
            self.remove(user, old, event="rekey", actor=actor, reason=why, new=dump(moved))
            self.put(user, moved, event="update" if target else "create", old=target, actor=actor,
                     reason=why)
        return moved

    def delete(self, user: str, key: str, actor: str = "user", reason: str = "", *,
               source: Source | str = Source.USER) -> WriteResult:
        user = clean_user(user)
        source = as_enum(Source, source, "source")
        result = WriteResult()
        with self.base.tx():
            old = self.get(user, key)
            if source == Source.AGENT and old.source == Source.USER:
                result.proposals.append(self.proposals.add(user, old, "supersede", None, actor, reason))
            else:
                self.remove(user, old, event="delete", actor=actor, reason=reason)
                result.superseded.append(old.dedup_key)
        return result

    def mark_used(self, user: str, keys: Iterable[str]) -> int:
        """Refresh last_used_at (no audit row: use is not a change of what is remembered)."""
        user = clean_user(user)
        keys = list(dict.fromkeys(str(k) for k in keys))
        if not keys:
            return 0
        with self.base.tx():
            return self.mark_used_in_tx(user, keys)

    def mark_used_in_tx(self, user: str, keys: Iterable[str]) -> int:
        """`mark_used` inside the caller's transaction. One UPDATE per key, counted by the
        rows it changed: an entry forgotten meanwhile has none, and there is nothing to
        refresh (sqlite-utils' `update` read the row first and wrapped the write in a
        savepoint: four statements a key)."""
        user = clean_user(user)
        now = self.base.now()
        count = 0
        for key in dict.fromkeys(str(k) for k in keys):
            count += self.base.db.conn.execute(
                'UPDATE preferences SET last_used_at = ? WHERE "user" = ? AND dedup_key = ?',
                [now, user, key]).rowcount
        return count

    # ---- deciding a proposal: a write like any other ---------------------------------------

    def approve(self, user: str, proposal_id: int, *, actor: str = "user") -> WriteResult:
        """Apply a proposal as the person's own change (source=user); their tick is kept."""
        user = clean_user(user)
        result = WriteResult()
        with self.base.tx():
            p = self.proposals.pending(user, proposal_id)
            now = self.base.clock.now()
            why = f"approved proposal #{p.id}" + (f": {p.reason}" if p.reason else "")
            old = self.find(user, p.target_key)
            if p.action == "supersede":
                if old is not None:
                    self.remove(user, old, event="approve", actor=actor, reason=why)
                    result.superseded.append(old.dedup_key)
                if p.entry is not None:
                    current = self.find(user, p.entry.dedup_key)
                    new = _stamp(p.entry, current, now=now, source=Source.USER,
                                 blocking=current.blocking if current else False)
                    self.put(user, new, event="update" if current else "create", old=current,
                             actor=actor, reason=why)
                    result.written.append(new)
            else:
                assert p.entry is not None
                new = _stamp(p.entry, old, now=now, source=Source.USER,
                             blocking=old.blocking if old else False)
                self.put(user, new, event="approve", old=old, actor=actor, reason=why)
                result.written.append(new)
            self.proposals.settle(p, "approved")
        return result

    def reject(self, user: str, proposal_id: int, *, actor: str = "user") -> Proposal:
        user = clean_user(user)
        with self.base.tx():
            p = self.proposals.pending(user, proposal_id)
            old = self.find(user, p.target_key)
            self.proposals.settle(p, "rejected")
            self.audit.record(user, "reject", p.target_key, dump(old),
                              {"proposal_id": p.id, "action": p.action, "entry": dump(p.entry)},
                              actor, f"rejected proposal #{p.id}")
        return p
