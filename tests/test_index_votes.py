"""The classifier's catalog vote asks the index's engine for the top-k instead of copying
every vector out of the shard (which took seconds at each start on 15k products)."""
from __future__ import annotations

from agent.language.classifier import CatalogVotes, IndexVotes
from memory.paths import DATA


def test_engine_vote_matches_the_vote_over_committed_vectors(catalog_index, embedder) -> None:
    index = catalog_index()
    from_files = CatalogVotes.from_files(DATA / "catalog.jsonl", DATA / "catalog_vectors.npz")
    from_index = CatalogVotes.from_index(index)
    assert isinstance(from_index, IndexVotes)
    for text in ("a phone holder for the car dashboard", "给猫用的自动饮水机", "a low table for the living room"):
        vector = embedder.embed_queries([text])[0]
        a, b = from_files.vote(vector), from_index.vote(vector)
        assert a.label == b.label, text
        assert abs(a.share - b.share) <= 2 / 15, text


def test_nearest_returns_catalog_products_best_first(catalog_index, embedder) -> None:
    index = catalog_index()
    hits = index.nearest(embedder.embed_queries(["running shoes"])[0], limit=15)
    assert len(hits) == 15
    assert [h.score for h in hits] == sorted((h.score for h in hits), reverse=True)
    assert all(index.product(h.product.id) is h.product for h in hits)
