"""Equal scores at a cut-off: the stores must answer the same in every build and process.

BM25 gives equal scores to every title with the same term counts and length, so groups of
equal keyword scores are common in a real catalog (72 titles share the 160th keyword score
of "leather sofa" in the demo catalog). An engine returns an arbitrary part of a group that
a limit cuts; two builds of the same shard disagreed on the 40-item pool. Both adapters,
real engines (Qdrant Edge, qdrant-client's in-memory mode)."""
from __future__ import annotations

import numpy as np
import pytest
from qdrant_client import QdrantClient

from agent.vectors import edge_backend, server_backend
from agent.vectors.base import KEYWORD_HALF, KEYWORD_WEIGHT, StoredHit, cut, keyword_room
from agent.vectors.bm25 import document_keywords, query_keywords


def hits(*scores: float) -> list[StoredHit]:
    return [StoredHit(f"P{i:03d}", s) for i, s in enumerate(scores)]


def test_the_room_widens_to_the_end_of_a_group_the_limit_cuts():
    ranked = [9, 8, 7, 7, 7, 7, 6, 5]
    assert keyword_room(ranked, 3, 6) == 6  # position 3 is inside the 7s: all four of them


def test_the_room_stays_when_the_limit_falls_between_groups():
    assert keyword_room([9, 8, 7, 7, 6, 6], 4, 8) == 4


def test_a_group_longer_than_what_was_seen_is_left_out_whole():
    # the 7s run to the end of the doubled look-ahead: how many more there are is unknown
    assert keyword_room([9, 8, 7, 7, 7, 7], 3, 6) == 2


def test_a_group_that_ends_the_matches_is_taken_whole():
    # fewer than asked came back: that is every match, the group ends there
    assert keyword_room([9, 8, 7, 7, 7, 7], 3, 8) == 6


def test_a_group_that_fills_everything_seen_asks_for_a_deeper_look():
    # neither end of the 7s is known: any part of them is as good, but the engine would
    # hand back a different part in every build
    assert keyword_room([7, 7, 7, 7, 7, 7], 3, 6) is None
    assert keyword_room([7, 7, 7, 7, 7, 7, 7, 5], 3, 9) == 7  # looked deeper: it ends


def test_fewer_hits_than_the_limit_need_no_room():
    assert keyword_room([3, 3], 5, 10) == 5


def test_equal_scores_are_cut_in_product_id_order():
    ranked = [StoredHit("P9", 1.0), StoredHit("P2", 1.0), StoredHit("P5", 2.0),
              StoredHit("P1", 1.0)]
    assert [h.id for h in cut(ranked, 3)] == ["P5", "P1", "P2"]


DIM = 16


def tied_catalog():
    """20 titles say "oak sofa" twice (the best keyword score), 50 say it once with the same
    length (one group of equal scores, straddling the 40 a limit of 10 prefetches), 200
    other titles never say it."""
    titles = ([f"oak sofa oak {i:03d}" for i in range(20)]
              + [f"oak sofa x{i:03d}" for i in range(50)]
              + [f"pine table {i:03d}" for i in range(200)])
    ids = [f"T{i:04d}" for i in range(len(titles))]
    rng = np.random.default_rng(7)
    vectors = rng.standard_normal((len(titles), DIM)).astype(np.float32)
    vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
    return ids, titles, vectors


def make_store(kind, folder):
    backend = edge_backend(folder) if kind == "edge" else server_backend(QdrantClient(":memory:"))
    store = backend.open("ties")
    ids, titles, vectors = tied_catalog()
    store.reset(DIM)
    store.upsert(ids, vectors, [document_keywords(t) for t in titles],
                 [{"id": i, "domain": "home"} for i in ids])
    store.seal({"catalog_hash": "ties"})
    return store


@pytest.fixture(params=["edge", "server"])
def store(request, tmp_path):
    made = make_store(request.param, tmp_path / "shard")
    yield made
    made.close()


def test_the_hybrid_answer_is_the_exact_fusion_over_every_point(store):
    ids, titles, vectors = tied_catalog()
    keywords = query_keywords("oak sofa")
    bm25 = {h.id: h.score for h in store.search(None, keywords, limit=len(ids))}
    assert len(set(round(s, 5) for s in bm25.values())) == 2  # the two groups
    query = vectors[25] + vectors[60] + 0.3 * vectors[230]  # two of the tied titles, one other
    query = query / np.linalg.norm(query)
    cosine = vectors @ query
    fused = {pid: float(c) + KEYWORD_WEIGHT * (bm25.get(pid, 0.0)
                                               / (bm25.get(pid, 0.0) + KEYWORD_HALF))
             for pid, c in zip(ids, cosine)}
    expected = sorted(fused, key=lambda pid: (-fused[pid], pid))[:10]
    got = store.search(query, keywords, limit=10)
    assert [h.id for h in got] == expected
    assert [round(h.score, 4) for h in got] == [round(fused[pid], 4) for pid in expected]


def test_two_builds_of_the_same_catalog_answer_alike(tmp_path):
    _, _, vectors = tied_catalog()
    keywords = query_keywords("oak sofa")
    answers = []
    for n in range(3):
        store = make_store("edge", tmp_path / f"build{n}")
        answers.append([[h.id for h in store.search(vectors[i], keywords, limit=10)]
                        for i in range(20, 70, 5)])
        store.close()
    assert answers[0] == answers[1] == answers[2]


@pytest.mark.parametrize("kind", ["edge", "server"])
def test_a_tie_longer_than_the_look_ahead_answers_alike_in_every_build(kind, tmp_path):
    """100 titles share the best keyword score, more than the probe looks ahead (2 × 20 for
    a limit of 5): the whole group gets its keyword bonus, so the answer is the exact fusion
    over every point, in every build (before, an arbitrary 20 of the 100 got it)."""
    titles = [f"oak sofa {i:03d}" for i in range(100)] + [f"pine table {i:03d}" for i in range(50)]
    ids = [f"G{i:04d}" for i in range(len(titles))]
    rng = np.random.default_rng(3)
    vectors = rng.standard_normal((len(titles), DIM)).astype(np.float32)
    vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
    keywords = query_keywords("oak sofa")
    answers = []
    for n in range(3):
        backend = edge_backend(tmp_path / f"b{n}") if kind == "edge" \
            else server_backend(QdrantClient(":memory:"))
        store = backend.open("group")
        store.reset(DIM)
        order = [int(i) for i in np.random.default_rng(n).permutation(len(ids))]
        store.upsert([ids[i] for i in order], vectors[order],
                     [document_keywords(titles[i]) for i in order],
                     [{"id": ids[i], "domain": "home"} for i in order])
        store.seal({"catalog_hash": "group"})
        bm25 = {h.id: h.score for h in store.search(None, keywords, limit=len(ids))}
        answers.append([[(h.id, round(h.score, 5)) for h in store.search(vectors[i], keywords,
                                                                          limit=5)]
                        for i in (120, 130, 140, 145)])
        store.close()
    assert len(set(round(s, 5) for s in bm25.values())) == 1  # one group: all 100
    assert answers[0] == answers[1] == answers[2]
    for i, got in zip((120, 130, 140, 145), answers[0]):
        fused = {pid: float(c) + KEYWORD_WEIGHT * (bm25.get(pid, 0.0)
                                                   / (bm25.get(pid, 0.0) + KEYWORD_HALF))
                 for pid, c in zip(ids, vectors @ vectors[i])}
        expected = sorted(fused, key=lambda pid: (-fused[pid], pid))[:5]
        assert [pid for pid, _ in got] == expected
