"""A turn's writes to the store: last_used_at of the memories it used and P_t, in one
transaction with few statements; opening the session reads, and only writes a new user."""
from __future__ import annotations

import sqlite3
import time
from datetime import timedelta

import pytest

from memory.models import Constraint, PreferenceEntry, Source
from memory.store import MemoryStore

NO_PLASTIC = {"polarity": "dislike", "category": "material", "domain": "global",
              "slug": "plastic", "keywords": ["塑料"], "content": "不要塑料"}
NO_LEATHER = {"polarity": "dislike", "category": "material", "domain": "footwear",
              "slug": "leather", "keywords": ["皮革"], "content": "不要皮鞋"}
NO_PLASTIC_KEY = "dislike:material:global:plastic"
NO_LEATHER_KEY = "dislike:material:footwear:leather"


def statements(store: MemoryStore, action) -> list[str]:
    seen: list[str] = []
    store.db.conn.set_trace_callback(seen.append)
    try:
        action()
    finally:
        store.db.conn.set_trace_callback(None)
    return seen


def test_a_turn_saves_used_memories_and_pt_in_one_commit(store, clock):
    for entry in (NO_PLASTIC, NO_LEATHER):
        store.write("alice", PreferenceEntry.model_validate(entry), source=Source.AGENT,
                    actor="curator")
    pt = store.new_session("alice")
    clock.advance(3)
    pt.current_intent = "跑鞋"
    pt.add_constraint(Constraint(slug="leather", keywords=["皮革"], turn=1))
    sql = statements(store, lambda: store.save_turn(
        "alice", pt, [NO_LEATHER_KEY, NO_PLASTIC_KEY, NO_LEATHER_KEY, "like:color:global:red"]))
    assert [s.split()[0] for s in sql].count("COMMIT") == 1
    assert not any(s.startswith(("SAVEPOINT", "RELEASE")) for s in sql)
    assert len(sql) <= 4 + 3  # BEGIN, user, session, COMMIT + one UPDATE per distinct key
    for key in (NO_PLASTIC_KEY, NO_LEATHER_KEY):
        used = store.get("alice", key)
        assert used.last_used_at - used.created_at >= timedelta(hours=3)
    saved = store.current_session("alice")
    assert saved.current_intent == "跑鞋" and [c.slug for c in saved.constraints] == ["leather"]
    assert saved.updated_at - saved.created_at >= timedelta(hours=3)  # touched: the TTL restarts


def test_a_bad_pt_assignment_fails_the_turns_write_and_leaves_the_store_as_it_was(store, clock):
    store.write("alice", PreferenceEntry.model_validate(NO_PLASTIC), source=Source.AGENT,
                actor="curator")
    pt = store.new_session("alice")
    clock.advance(2)
    pt.turn = "not a number"  # pydantic models here do not validate on assignment
    with pytest.raises(ValueError), pytest.warns(UserWarning):  # pydantic's dump warns first
        store.save_turn("alice", pt, [NO_PLASTIC_KEY])
    assert store.get("alice", NO_PLASTIC_KEY).last_used_at is None
    assert store.current_session("alice").turn == 0


def test_a_failing_session_write_rolls_back_the_used_stamps(store, clock, monkeypatch):
    store.write("alice", PreferenceEntry.model_validate(NO_PLASTIC), source=Source.AGENT,
                actor="curator")
    pt = store.new_session("alice")
    clock.advance(2)

    def disk_full(row):
        raise sqlite3.OperationalError("database or disk is full")

    monkeypatch.setattr(store.session_book, "_write", disk_full)
    with pytest.raises(sqlite3.OperationalError):
        store.save_turn("alice", pt, [NO_PLASTIC_KEY])
    assert store.get("alice", NO_PLASTIC_KEY).last_used_at is None
    assert not store.db.conn.in_transaction


def test_a_memory_forgotten_meanwhile_is_not_counted_as_refreshed(store):
    store.write("alice", PreferenceEntry.model_validate(NO_PLASTIC), source=Source.AGENT,
                actor="curator")
    assert store.mark_used("alice", [NO_PLASTIC_KEY, NO_LEATHER_KEY, NO_PLASTIC_KEY]) == 1
    assert store.mark_used("bob", [NO_PLASTIC_KEY]) == 0  # another user's key: not theirs


def test_opening_a_known_users_session_does_not_wait_for_another_writer(tmp_path, clock):
    path = tmp_path / "memory.db"
    store = MemoryStore.open(path, clock=clock)
    store.ensure_user("alice")
    other = sqlite3.connect(str(path), timeout=10)
    other.execute("BEGIN IMMEDIATE")  # another process holds the write lock
    try:
        started = time.perf_counter()
        assert store.ensure_user("alice") == "alice"
        assert store.current_session("alice") is None
        assert time.perf_counter() - started < 1.0  # the busy timeout is 5 s
    finally:
        other.execute("ROLLBACK")
        other.close()
    assert store.ensure_user("  bob ") == "bob"  # a new user is still written
    assert "bob" in store.users()
    store.close()
