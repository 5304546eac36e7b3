"""How the index lays its points out (layout 3): grouped by domain and by product type
within it, so a domain-filtered query reads one contiguous run of vectors and postings.
The layout is a speed matter only: the same catalog must answer the same whatever order
its points went in, on both adapters (Qdrant Edge, qdrant-client's in-memory mode), and an
index of an older layout is rebuilt from the vectors the user brought, never by embedding."""
from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest
from qdrant_client import QdrantClient

from agent.index import LAYOUT, CatalogIndex, open_catalog_index, upsert_order
from agent.products import read_catalog
from agent.vectors import edge_backend, server_backend
from agent.vectors.base import Search
from agent.vectors.bm25 import document_keywords, query_keywords
from agent.vectors.edge import STAMP, EdgeStore

ROOT = Path(__file__).resolve().parents[1]
FIXTURE = ROOT / "tests" / "fixtures" / "mini_catalog.jsonl"
DIM = 384


class Unembeddable:
    """An embedder that must never be asked for passages (the tests bring every vector);
    queries are not asked either: every search here sends its own vector."""

    name, dim = "given-vectors-only", DIM

    def embed_passages(self, texts):
        raise AssertionError(f"asked to embed {len(texts)} passages")

    def embed_queries(self, texts):
        raise AssertionError(f"asked to embed {len(texts)} queries")


def unit_rows(n: int, seed: int = 3) -> np.ndarray:
    rows = np.random.default_rng(seed).standard_normal((n, DIM)).astype(np.float32)
    return rows / np.linalg.norm(rows, axis=1, keepdims=True)


class RecordingEdgeStore(EdgeStore):
    """The real Edge store, keeping the order the index upserted its points in."""

    def __init__(self, folder) -> None:
        super().__init__(folder)
        self.arrived: list[str] = []

    def upsert(self, ids, vectors, keywords, payloads) -> None:
        self.arrived += list(ids)
        super().upsert(ids, vectors, keywords, payloads)


def test_points_go_in_grouped_by_domain_then_product_type_then_id(tmp_path):
    products = read_catalog(FIXTURE)
    products = products[::2] + products[1::2]  # the file's order is not the layout's
    store = RecordingEdgeStore(tmp_path / "shard")
    index = CatalogIndex(store, Unembeddable(), products, cache_dir=tmp_path / "cache")
    try:
        index.ensure(given=unit_rows(len(products)))
        payloads = {i: CatalogIndex._payload(p) for i, p in enumerate(products)}
        key = {p.id: (payloads[i]["domain"], payloads[i]["product_type"], p.id)
               for i, p in enumerate(products)}
        assert store.arrived == sorted(key, key=key.get)
        assert store.arrived == [products[i].id for i in upsert_order(products, payloads)]
        domains = [key[pid][0] for pid in store.arrived]
        assert len(set(domains)) > 5
        for domain in set(domains):  # each domain one contiguous run
            at = [i for i, d in enumerate(domains) if d == domain]
            assert at == list(range(at[0], at[-1] + 1))
        # row i still belongs to product i: the nearest point to a row is its product
        rows = unit_rows(len(products))
        for i in (0, 7, len(products) - 1):
            assert index.store.search(rows[i], None, limit=1)[0].id == products[i].id
    finally:
        index.close()


def test_an_older_layout_is_rebuilt_from_the_users_own_vectors_not_embedded(tmp_path):
    """A catalog with FILE_vectors.npy beside it: an index of an older layout is rebuilt
    from that file (it was embedded from scratch before: 48 minutes for 100k products)."""
    catalog = tmp_path / "shop.jsonl"
    catalog.write_text(FIXTURE.read_text(encoding="utf-8"), encoding="utf-8")
    products = read_catalog(catalog)
    np.save(tmp_path / "shop_vectors.npy", unit_rows(len(products)))
    backend = edge_backend(tmp_path / "qdrant")
    index = open_catalog_index(catalog, backend=backend, embedder=Unembeddable())
    assert index.last_report.action == "given"
    folder = Path(index.store.location)
    index.close()
    stamp = json.loads((folder / STAMP).read_text(encoding="utf-8"))
    (folder / STAMP).write_text(json.dumps({**stamp, "layout": LAYOUT - 1}), encoding="utf-8")
    index = open_catalog_index(catalog, backend=backend, embedder=Unembeddable())
    try:
        assert index.last_report.action == "given"
        assert index.store.stamp()["layout"] == LAYOUT
        assert index.count() == len(products)
    finally:
        index.close()
    index = open_catalog_index(catalog, backend=backend, embedder=Unembeddable())
    assert index.last_report.action == "kept"
    index.close()


# ---------------------------------------------------------------- order changes no answer


def tied_points():
    """Two domains; BM25 ties in groups (titles with the same words and length) straddling
    every prefetch cut; three product types in one domain."""
    titles = ([f"oak sofa oak {i:03d}" for i in range(20)]
              + [f"oak sofa x{i:03d}" for i in range(50)]
              + [f"pine table {i:03d}" for i in range(80)]
              + [f"oak chair {i:03d}" for i in range(60)])
    ids = [f"T{i:04d}" for i in range(len(titles))]
    domains = ["furniture" if i % 3 else "home_textiles" for i in range(len(titles))]
    types = ["sofa" if t.startswith("oak sofa") else "table" if t.startswith("pine")
             else "chair" for t in titles]
    rng = np.random.default_rng(11)
    vectors = rng.standard_normal((len(titles), 16)).astype(np.float32)
    vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
    return ids, titles, vectors, domains, types


def filled(kind: str, folder: Path, order: list[int]):
    store = (edge_backend(folder) if kind == "edge"
             else server_backend(QdrantClient(":memory:"))).open("tied")
    ids, titles, vectors, domains, types = tied_points()
    store.reset(16)
    for start in range(0, len(order), 37):  # several upserts, as the index sends them
        rows = order[start:start + 37]
        store.upsert([ids[i] for i in rows], vectors[rows],
                     [document_keywords(titles[i]) for i in rows],
                     [{"id": ids[i], "domain": domains[i], "product_type": types[i]}
                      for i in rows])
    store.seal({"catalog_hash": "tied"})
    return store


@pytest.mark.parametrize("kind", ["edge", "server"])
def test_the_upsert_order_changes_no_answer(kind, tmp_path):
    ids, titles, vectors, domains, types = tied_points()
    rows = list(range(len(ids)))
    grouped = sorted(rows, key=lambda i: (domains[i], types[i], ids[i]))
    shuffled = [int(i) for i in np.random.default_rng(5).permutation(len(ids))]
    keywords = query_keywords("oak sofa chair")
    searches = [Search(vectors[i], keywords, domain, limit, kinds)
                for i in (3, 25, 40, 77, 160)
                for domain in (None, "furniture")
                for limit in (5, 10)
                for kinds in ((), ("sofa",), ("sofa", "chair"))]
    searches.append(Search(vectors[9], None, "furniture", 10))  # dense alone
    # (keywords alone are left out: their final cut is tie-safe only within TIE_ROOM, and
    # no turn sends them)
    answers = []
    for n, order in enumerate((rows, grouped, shuffled)):
        store = filled(kind, tmp_path / f"build{n}", order)
        try:
            answers.append([[(h.id, round(h.score, 6)) for h in found]
                            for found in store.search_many(searches)])
        finally:
            store.close()
    assert answers[0] == answers[1] == answers[2]
    assert all(answers[0])


@pytest.mark.parametrize("kind", ["edge", "server"])
def test_a_narrow_filter_scores_keywords_as_the_whole_catalog_does(kind, tmp_path):
    """A filter admitting few points (one product type) is answered by walking the keyword
    index (Edge: `SPARSE_FULL_SCAN`), never by a path that scores them differently: each
    admitted point keeps the score the unfiltered query gives it, and ties stay ties."""
    ids, titles, vectors, domains, types = tied_points()
    store = filled(kind, tmp_path / "shard", list(range(len(ids))))
    try:
        keywords = query_keywords("oak sofa")
        everywhere = {h.id: h.score for h in store.search(None, keywords, limit=len(ids))}
        narrow = store.search(None, keywords, domain="furniture", types=("sofa",), limit=len(ids))
        admitted = {pid for pid, d, t in zip(ids, domains, types) if d == "furniture" and t == "sofa"}
        assert {h.id for h in narrow} == admitted
        assert all(h.score == everywhere[h.id] for h in narrow)
        assert len({h.score for h in narrow}) == 2  # the two groups of equal scores
    finally:
        store.close()
