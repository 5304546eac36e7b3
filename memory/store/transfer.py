"""Export, import and reset of one user's whole memory.

An import document is validated whole before anything is written, then written in one
transaction; the exported audit trail comes back as it was.
"""
from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ValidationError

from memory.models import AuditEvent, Favourite, PreferenceEntry, Proposal
from memory.store.audit import AuditLog
from memory.store.db import StoreDB, clean_user, coerce_entry, explain
from memory.store.favourites import Favourites
from memory.store.preferences import Preferences
from memory.store.proposals import Proposals
from memory.store.sessions import SessionRecord, Sessions

EXPORT_FORMAT = "shopping-memory/1"


class Transfer:
    def __init__(self, base: StoreDB, preferences: Preferences, audit: AuditLog,
                 proposals: Proposals, sessions: Sessions, favourites: Favourites) -> None:
        self.base, self.preferences, self.audit = base, preferences, audit
        self.proposals, self.sessions, self.favourites = proposals, sessions, favourites

    def export_user(self, user: str) -> dict[str, Any]:
        user = clean_user(user)
        with self.base.lock:
            return {
                "format": EXPORT_FORMAT,
                "user": user,
                "exported_at": self.base.now(),
                "entries": [e.model_dump(mode="json") for e in self.preferences.entries(user)],
                "audit": [a.model_dump(mode="json", exclude={"id", "user"})
                          for a in self.audit.events(user)],
                "proposals": [p.model_dump(mode="json", exclude={"user"})
                              for p in self.proposals.list(user, status=None)],
                "favourites": [f.model_dump(mode="json", exclude={"user"})
                               for f in self.favourites.list(user)],
                "sessions": [{"status": s.status, "state": s.state.model_dump(mode="json")}
                             for s in self.sessions.records(user)],
            }

    def reset_user(self, user: str) -> None:
        """Forget everything about one user (the demo stepper's "start over"), in one
        transaction: entries, audit, proposals, favourites and sessions. Other users are
        untouched; the user name stays known."""
        user = clean_user(user)
        with self.base.tx():
            self.base.ensure_user(user)
            self.base.forget(user)

    def import_user(self, user: str, data: Any, *, replace: bool = True) -> dict[str, int]:
        """Load an exported document. Validated whole before anything is written, then written
        in one transaction; `replace` drops the user's current memory first."""
        user = clean_user(user)
        doc = parse_document(user, data)
        counts = {name: len(rows) for name, rows in doc.items()}
        with self.base.tx():
            self.base.ensure_user(user)
            if replace:
                self.base.forget(user)
            for event in doc["audit"]:
                self.audit.restore(user, event)
            audited = {e.dedup_key for e in doc["audit"]}
            for entry in doc["entries"]:
                old = None if replace else self.preferences.find(user, entry.dedup_key)
                if entry.dedup_key not in audited or (old is not None and old != entry):
                    # A hand-written document (or a merge): the trail still shows where it came from.
                    self.preferences.put(user, entry, event="import", old=old, actor="import",
                                         reason="imported")
                else:
                    self.preferences.restore(user, entry)
            for proposal in doc["proposals"]:
                self.proposals.restore(user, proposal)
            for fav in doc["favourites"]:
                self.favourites.restore(user, fav)
            if any(s.status == "open" for s in doc["sessions"]):
                self.sessions.close_open(user)
            for record in doc["sessions"]:
                self.sessions.restore(user, record)
        return counts


def parse_document(user: str, data: Any) -> dict[str, list[Any]]:
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
            raise ValueError(f"import: {where}: {explain(err)}") from None

    entries: list[PreferenceEntry] = []
    seen: set[str] = set()
    for i, raw in enumerate(items("entries")):
        entry = coerce_entry(raw, f"import: entries[{i}]")
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
