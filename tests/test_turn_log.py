"""The turn log: what the console showed, kept in the memory file so a reload rebuilds it."""
from __future__ import annotations

import pytest

from memory import turn_log

pytestmark = pytest.mark.fast  # memory/ logic on a real SQLite file


def turn(n: int, session: str = "s1") -> dict:
    return {"kind": "turn", "user": "alice", "session_id": session, "turn": n, "text": f"第 {n} 句"}


def test_rows_come_back_in_order_per_user(store):
    turn_log.record(store, "alice", "s1", "turn", turn(1))
    turn_log.record(store, "bob", "s9", "turn", turn(1, "s9"))
    turn_log.record(store, "alice", "s1", "turn", turn(2))
    assert [r["trace"]["turn"] for r in turn_log.rows(store, "alice")] == [1, 2]
    assert [r["session_id"] for r in turn_log.rows(store, "bob")] == ["s9"]


def test_an_unknown_kind_is_refused(store):
    with pytest.raises(ValueError):
        turn_log.record(store, "alice", "s1", "answer", {})


def test_no_table_yet_reads_as_empty(store):
    assert turn_log.rows(store, "alice") == []


def test_recent_keeps_the_last_curated_session_and_what_came_after(store):
    for row in (("turn", turn(1)), ("curate", {"session_id": "s1"}), ("turn", turn(1, "s2")),
                ("curate", {"session_id": "s2"}), ("turn", turn(1, "s3"))):
        turn_log.record(store, "alice", row[1]["session_id"], *row)
    shown = turn_log.recent(turn_log.rows(store, "alice"))
    assert [(r["kind"], r["session_id"]) for r in shown] == [
        ("turn", "s2"), ("curate", "s2"), ("turn", "s3")]


def test_copy_gives_the_target_the_log_under_its_own_name_and_forget_clears_one_user(store):
    turn_log.record(store, "demo:alice", "s1", "turn", {**turn(1), "user": "demo:alice"})
    turn_log.record(store, "carol", "old", "turn", turn(7, "old"))
    assert turn_log.copy(store, "demo:alice", "carol") == 1
    copied = turn_log.rows(store, "carol")
    assert [r["trace"]["user"] for r in copied] == ["carol"], "the old log of carol is replaced"
    turn_log.forget(store, "demo:alice")
    assert turn_log.rows(store, "demo:alice") == [] and len(turn_log.rows(store, "carol")) == 1


def test_mark_moves_with_each_row_of_that_user_only(store):
    assert turn_log.mark(store, "alice") == (0, 0)
    turn_log.record(store, "alice", "s1", "turn", turn(1))
    first = turn_log.mark(store, "alice")
    turn_log.record(store, "bob", "s9", "turn", turn(1, "s9"))
    assert turn_log.mark(store, "alice") == first
    turn_log.record(store, "alice", "s1", "turn", turn(2))
    count, last = turn_log.mark(store, "alice")
    assert count == 2 and last > first[1]
    turn_log.forget(store, "alice")
    assert turn_log.mark(store, "alice")[0] == 0
