"""Searches sent together answer exactly as each alone, and a hit names its product whether
the store reads it from the payload or maps the point id back. Both adapters, real engines
(Qdrant Edge, qdrant-client's in-memory mode)."""
from __future__ import annotations

import uuid

import numpy as np
import pytest
from qdrant_client import QdrantClient

from agent.vectors import edge_backend, server_backend
from agent.vectors.base import Search, point_id, point_key
from agent.vectors.bm25 import document_keywords, query_keywords

DIM = 16
TYPES = ("sofa", "table", "lamp")


def catalog():
    """300 products in two domains and three types; titles that tie in BM25 groups."""
    rng = np.random.default_rng(11)
    ids, titles, payloads = [], [], []
    for i in range(300):
        ptype = TYPES[i % 3]
        domain = "home" if i % 4 else "office"
        ids.append(f"家具-{i:04d}" if i % 5 == 0 else f"P{i:04d}")
        titles.append(f"oak {ptype} {'oak' if i % 7 == 0 else 'pine'} {i % 9}")
        payloads.append({"id": ids[-1], "domain": domain, "product_type": ptype})
    vectors = rng.standard_normal((len(ids), DIM)).astype(np.float32)
    vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
    return ids, titles, vectors, payloads


def build(kind, folder):
    backend = edge_backend(folder) if kind == "edge" else server_backend(QdrantClient(":memory:"))
    store = backend.open("batch")
    ids, titles, vectors, payloads = catalog()
    store.reset(DIM)
    store.upsert(ids, vectors, [document_keywords(t) for t in titles], payloads)
    store.seal({"catalog_hash": "batch"})
    return store


def searches():
    _, _, vectors, _ = catalog()
    query = vectors[10] + vectors[33]
    query = query / np.linalg.norm(query)
    keywords = query_keywords("oak sofa")
    return [Search(query, keywords, "home", 20),
            Search(query, keywords, "home", 20, ("sofa", "lamp")),
            Search(query, None, "office", 15),
            Search(None, keywords, None, 25),
            Search(None, None, "home", 10),  # nothing to search with: no hits
            Search(query, keywords, "garden", 10)]  # a domain with no points


@pytest.mark.parametrize("kind", ["edge", "server"])
def test_searches_sent_together_answer_as_each_alone(kind, tmp_path):
    store = build(kind, tmp_path / "shard")
    try:
        together = store.search_many(searches())
        alone = [store.search(s.dense, s.keywords, domain=s.domain, limit=s.limit,
                              types=s.types) for s in searches()]
        # qdrant-client's local mode differs in the 8th digit between two calls of one query
        assert _rounded(together) == _rounded(alone)
        assert [len(a) for a in together[:4]] == [20, 20, 15, 25]
        assert together[4] == [] and together[5] == []
        assert {h.id for h in together[1]} <= {i for i, _, _, p in zip(*catalog())
                                                if p["product_type"] in ("sofa", "lamp")}
    finally:
        store.close()


def _rounded(answers):
    return [[(h.id, round(h.score, 5)) for h in hits] for hits in answers]


def test_hits_name_their_products_with_or_without_the_id_map(tmp_path):
    """Edge maps point ids back to product ids once it knows them (a fresh build, or an index
    kept from an earlier run); a store reopened without being told reads each hit's payload,
    and one told only some ids reads the payload of the rest. All three answer alike."""
    store = build("edge", tmp_path / "shard")
    mapped = store.search_many(searches())
    store.close()
    ids = catalog()[0]
    reopened = edge_backend(tmp_path / "shard").open("batch")
    try:
        assert reopened.search_many(searches()) == mapped
        reopened.know(ids[::2])
        assert reopened.search_many(searches()) == mapped
        reopened.know(ids)
        assert reopened.search_many(searches()) == mapped
    finally:
        reopened.close()


def test_a_point_key_is_the_int_of_the_point_uuid():
    for product_id in ["P0001", "家具-0005", "", "x" * 500, "a/b c"]:
        assert point_key(product_id) == uuid.UUID(point_id(product_id)).int


def test_an_edge_point_id_is_an_int_naming_the_same_product_as_its_uuid():
    """Edge shards of layout 3 key points by 63 bits of the uuid5 (ints come back from the
    engine ten times cheaper than UUIDs); a shard of an older layout, keyed by the uuid5
    itself, maps its points to the same products."""
    from agent.vectors.edge import _key, edge_id

    for product_id in ["P0001", "家具-0005", "", "x" * 500, "a/b c"]:
        assert 0 <= edge_id(product_id) < 2 ** 63
        assert _key(edge_id(product_id)) == edge_id(product_id)
        assert _key(uuid.UUID(point_id(product_id))) == edge_id(product_id)
        assert _key(point_id(product_id)) == edge_id(product_id)
    assert len({edge_id(f"S{i:06d}") for i in range(100_000)}) == 100_000


def test_two_products_on_one_edge_point_id_are_refused(tmp_path, monkeypatch):
    """A hash collision must never let one product silently replace another."""
    from agent.vectors import edge

    store = edge.EdgeStore(tmp_path / "shard")
    try:
        store.reset(4)
        monkeypatch.setattr(edge, "edge_id", lambda product_id: 7)
        with pytest.raises(ValueError, match="same Edge point id"):
            store.upsert(["A1", "B2"], np.eye(4, dtype=np.float32)[:2], [None, None],
                         [{"id": "A1", "domain": "home"}, {"id": "B2", "domain": "home"}])
    finally:
        store.close()
