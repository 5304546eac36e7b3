"""Qdrant Edge (`qdrant-edge-py`, pinned): Qdrant's engine in process, one shard folder
per catalog. Payload indexes on `domain` and `product_type`, dense + BM25 sparse (IDF) vectors, fusion in one
query.

One process per folder: the store takes an exclusive lock on `folder/.lock` before it
opens the shard. Edge locks its write-ahead log too, but only after it has opened the
segments (measured: a second process's failed load rewrote flag files of the first one's
shard), so our lock comes first and a second process never reaches the shard files."""
from __future__ import annotations

import json
import logging
import os
import shutil
import sys
import uuid
from functools import lru_cache
from pathlib import Path
from typing import Sequence

import numpy as np
import qdrant_edge as q

from agent.vectors.base import (DENSE, DOMAIN_FIELD, FILTER_FIELDS, FUSION, KEYWORD_HALF,
                                KEYWORD_WEIGHT, SPARSE, TYPE_FIELD, Ask, IndexLocked, Keywords,
                                StoredHit, VectorBackend, VectorStore, Where, point_key)

log = logging.getLogger(__name__)

STAMP = "catalog_stamp.json"  # beside the shard's own files, written last by seal()
SHARD = "shard"
# The shard's search pool. Edge's default is eight threads whatever the machine (two cores
# here), idle ones yielding in a loop; a catalog shard is one segment, searched by one
# thread anyway (measured at 100k: a turn's engine CPU 3.37 -> 3.24 ms, the same results).
SEARCH_THREADS = 1
# Below this many points a filtered keyword query scores each admitted point on its own
# instead of walking the inverted index (Edge's default: 5,000). Walking the index is the
# faster of the two here at every size measured (100k: a product type's 1,088 points
# 0.25 -> 0.15 ms, a 3,720-point domain 0.54 -> 0.16 ms; the same scores), so the index is
# always walked.
SPARSE_FULL_SCAN = 1


def _locked(exc: Exception) -> bool:
    # what qdrant-edge 0.9 says when another process holds the shard's WAL lock
    text = str(exc)
    return "WouldBlock" in text or "Resource temporarily unavailable" in text


def _take_lock(folder: Path):
    """An open file holding an exclusive, non-blocking lock on folder/.lock; released when
    the file is closed (or the process dies: the OS drops it, no stale lock files)."""
    handle = open(folder / ".lock", "a+b")
    if sys.platform == "win32":  # pragma: no cover - the CI and the app run on Linux
        import msvcrt

        try:
            msvcrt.locking(handle.fileno(), msvcrt.LK_NBLCK, 1)
        except OSError:
            handle.close()
            raise IndexLocked(folder) from None
        return handle
    import fcntl

    try:
        fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        handle.close()
        raise IndexLocked(folder) from None
    return handle


class EdgeStore(VectorStore):
    def __init__(self, folder: str | Path, *, fusion: str = FUSION) -> None:
        self.folder = Path(folder)
        self.location = str(self.folder)
        self.fusion = fusion
        self._fused = _fusion(fusion)  # built once: the same engine object for every query
        self._shard: q.EdgeShard | None = None
        # point id (`edge_id`) -> product id: a hit's id without reading its payload, which
        # costs more than the search itself (measured at 100k: a cold payload page ~1.5 ms
        # per query, warm 0.2 ms per 48 hits)
        self._pids: dict[int, str] = {}
        self._count: int | None = None
        self.folder.mkdir(parents=True, exist_ok=True)
        self._lock = _take_lock(self.folder)
        try:
            if (self.folder / SHARD / "edge_config.json").exists():
                self._shard = self._load()
        except BaseException:
            self._lock.close()
            raise

    # ---- life cycle ---------------------------------------------------------------

    def _load(self) -> q.EdgeShard:
        try:
            shard = q.EdgeShard.load(str(self.folder / SHARD))
        except Exception as exc:  # noqa: BLE001 - the bindings raise a bare Exception
            if _locked(exc):
                raise IndexLocked(self.folder) from None
            raise
        _warm(shard, self.fusion)
        return shard

    def stamp(self) -> dict | None:
        if self._shard is None:
            return None
        try:
            return json.loads((self.folder / STAMP).read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return None

    def reset(self, dim: int) -> None:
        self._drop_stamp()
        self._pids.clear()
        self._count = None
        if self._shard is not None:
            self._shard.close()
            self._shard = None
        shutil.rmtree(self.folder / SHARD, ignore_errors=True)
        config = q.EdgeConfig(
            vectors={DENSE: q.EdgeVectorParams(size=dim, distance=q.Distance.Cosine)},
            sparse_vectors={SPARSE: q.EdgeSparseVectorParams(
                modifier=q.Modifier.Idf, full_scan_threshold=SPARSE_FULL_SCAN)},
            max_search_threads=SEARCH_THREADS)
        try:
            self._shard = q.EdgeShard.create(str(self.folder / SHARD), config)
        except Exception as exc:  # noqa: BLE001
            if _locked(exc):
                raise IndexLocked(self.folder) from None
            raise
        for field in FILTER_FIELDS:
            self._shard.update(q.UpdateOperation.create_field_index(field,
                                                                    q.PayloadSchemaType.Keyword))

    def _drop_stamp(self) -> None:
        try:
            (self.folder / STAMP).unlink()
        except FileNotFoundError:
            pass

    def upsert(self, ids: Sequence[str], vectors: np.ndarray, keywords: Sequence[Keywords],
               payloads: Sequence[dict]) -> None:
        shard = self._need()
        rows = np.asarray(vectors, dtype=np.float32).tolist()
        points = []
        for pid, row, kw, payload in zip(ids, rows, keywords, payloads):
            vector: dict = {DENSE: row}
            if kw:
                vector[SPARSE] = q.SparseVector(kw.indices, kw.values)
            points.append(q.Point(edge_id(pid), vector, payload))
        self._claim(ids)
        self._count = None
        shard.update(q.UpdateOperation.upsert_points(points))

    def seal(self, stamp: dict) -> None:
        self._need().flush()
        _warm(self._shard, self.fusion)  # a fresh build is searched like a loaded one
        tmp = self.folder / (STAMP + ".tmp")
        tmp.write_text(json.dumps(stamp, ensure_ascii=False), encoding="utf-8")
        os.replace(tmp, self.folder / STAMP)

    def know(self, ids: Sequence[str]) -> None:
        self._pids.update((edge_id(pid), pid) for pid in ids)

    def _claim(self, ids: Sequence[str]) -> None:
        """Map these products' point ids, refusing two products on one id (63 bits of a
        hash: a pair among 100,000 products shares one with odds of about 1 in 2 billion)."""
        for pid in ids:
            taken = self._pids.setdefault(edge_id(pid), pid)
            if taken != pid:
                raise ValueError(f"products {taken!r} and {pid!r} hash to the same Edge point "
                                 "id; rename one of them")

    def count(self) -> int:
        """Exact, kept until the next write (this process is the shard's only writer: the
        folder lock); counting 100,000 points takes the engine 2-3 ms."""
        if self._shard is None:
            return 0
        if self._count is None:
            self._count = int(self._shard.count(q.CountRequest(exact=True)))
        return self._count

    def close(self) -> None:
        if self._shard is not None:
            self._shard.close()
            self._shard = None
        if self._lock is not None:
            self._lock.close()
            self._lock = None

    def _need(self) -> q.EdgeShard:
        if self._shard is None:
            raise RuntimeError(f"{self.folder}: no shard yet (reset() first)")
        return self._shard

    # ---- read ---------------------------------------------------------------------

    def _query(self, ask: Ask) -> list[StoredHit]:
        return self._query_many([ask])[0]

    def _query_many(self, asks: Sequence[Ask]) -> list[list[StoredHit]]:
        """One `query_batch` for all of them (one call into the engine)."""
        return [[] if points is None else self._hits(points, ask.ids)
                for points, ask in zip(self._batch(asks), asks)]

    def _scores_many(self, asks: Sequence[Ask]) -> list[list[float]]:
        return [[] if points is None else [p.score for p in points] for points in self._batch(asks)]

    def _batch(self, asks: Sequence[Ask]) -> list[list | None]:
        """The engine's points per ask, in one `query_batch` (None: nothing to ask)."""
        if self._shard is None or not asks:
            return [None for _ in asks]
        requests = [self._request(ask) for ask in asks]
        live = [r for r in requests if r is not None]
        answers = iter(self._shard.query_batch(q.QueryBatchRequest(live)) if live else [])
        return [None if r is None else next(answers) for r in requests]

    def _request(self, ask: Ask) -> q.QueryRequest | None:
        flt = _filter(ask.where) if ask.where else None
        dense_query = None if ask.dense is None else q.Query.Nearest(
            np.asarray(ask.dense, dtype=np.float32).tolist(), using=DENSE)
        sparse_query = q.Query.Nearest(q.SparseVector(ask.keywords.indices,
                                                      ask.keywords.values),
                                       using=SPARSE) if ask.keywords else None
        # the payload only when a hit's product id cannot be told from its point id
        payload = ["id"] if ask.ids and not self._pids else False
        if dense_query is not None and sparse_query is not None:
            return q.QueryRequest(
                limit=ask.limit, with_payload=payload,
                prefetches=[q.Prefetch(limit=ask.prefetch[0], query=dense_query, filter=flt),
                            q.Prefetch(limit=ask.prefetch[1], query=sparse_query,
                                       filter=flt)],
                query=self._fused)
        if dense_query is None and sparse_query is None:
            return None
        return q.QueryRequest(limit=ask.limit, query=dense_query or sparse_query, filter=flt,
                              with_payload=payload)

    def _hits(self, points, ids: bool) -> list[StoredHit]:
        if not ids:
            return [StoredHit("", float(p.score)) for p in points]
        if not self._pids:
            return [StoredHit(str((p.payload or {}).get("id")), float(p.score)) for p in points]
        found = [(self._pids.get(_key(p.id)), p) for p in points]
        unknown = [p.id for pid, p in found if pid is None]
        if unknown:  # a point the catalog did not name: its payload says which product
            self._pids.update((_key(r.id), str((r.payload or {}).get("id")))
                              for r in self._shard.retrieve(unknown,
                                                            with_payload=["id"],
                                                            with_vector=False))
        return [StoredHit(pid or self._pids.get(_key(p.id), ""), float(p.score))
                for pid, p in found]

    def vectors(self, ids: Sequence[str]) -> np.ndarray:
        shard = self._need()
        out = []
        for start in range(0, len(ids), 1024):
            batch = [edge_id(i) for i in ids[start:start + 1024]]
            by_point = {_key(r.id): r.vector[DENSE]
                        for r in shard.retrieve(batch, with_payload=False, with_vector=[DENSE])}
            out += [by_point[p] for p in batch]
        return np.asarray(out, dtype=np.float32).reshape(len(ids), -1)


def edge_id(product_id: str) -> int:
    """A product's point id in an Edge shard: the top 63 bits of its uuid5 (`point_id`), an
    int because the engine hands ints back as Python ints (48 hits: 3 µs, as UUIDs 35 µs)."""
    return point_key(product_id) >> 65


def _key(point) -> int:
    """A point id as the engine hands it back -> the key of `_pids` (a shard of an older
    layout has the uuid5 itself, whose top 63 bits are the same key)."""
    if isinstance(point, int):
        return point
    return (point if isinstance(point, uuid.UUID) else uuid.UUID(str(point))).int >> 65


@lru_cache(maxsize=512)
def _filter(where: Where) -> q.Filter | None:
    """The engine filter of a `Where` (a turn asks the same few again and again)."""
    must = []
    if where.domain:
        must.append(q.FieldCondition(key=DOMAIN_FIELD, match=q.MatchValue(where.domain)))
    if where.types:
        must.append(q.FieldCondition(key=TYPE_FIELD, match=q.MatchAny(list(where.types))))
    return q.Filter(must=must) if must else None


def _warm(shard: q.EdgeShard, fusion: str) -> None:
    """When the shard opens: one dense query over every point (each vector page mapped in:
    the first query in each domain otherwise pays for its pages, measured at 100k: a turn's
    engine CPU 4.0 ms in a domain not yet read against 3.3 ms; this costs ~30 ms at 100k,
    ~5 ms for the demo catalog), then a batch shaped like a turn's (hybrid, the domain and
    the product type filters, a title's words): the first query otherwise pays for paging
    the sparse index and the payload indexes in (measured at 100k: 170 ms, then ~2 ms; the
    type filter and real words take another ~0.3 ms off a turn's first search). All of it
    belongs to opening the index, not to a turn."""
    from agent.vectors.bm25 import query_keywords

    try:
        records, _ = shard.scroll(q.ScrollRequest(limit=1, with_vector=[DENSE], with_payload=[
            DOMAIN_FIELD, TYPE_FIELD, "title"]))
        if not records:
            return
        dense = records[0].vector[DENSE]
        shard.query(q.QueryRequest(limit=1, query=q.Query.Nearest(dense, using=DENSE),
                                   with_payload=False))
        payload = records[0].payload or {}
        words = query_keywords(str(payload.get("title") or ""))
        sparse = q.SparseVector(words.indices or [0], words.values or [1.0])
        domain = Where(str(payload.get(DOMAIN_FIELD) or ""))
        typed = Where(domain.domain, (str(payload.get(TYPE_FIELD) or ""),))
        shard.query_batch(q.QueryBatchRequest([
            q.QueryRequest(limit=48, query=_fusion(fusion), with_payload=False, prefetches=[
                q.Prefetch(limit=160, query=q.Query.Nearest(dense, using=DENSE),
                           filter=_filter(where)),
                q.Prefetch(limit=160, query=q.Query.Nearest(sparse, using=SPARSE),
                           filter=_filter(where))])
            for where in (domain, typed)]))
    except Exception as exc:  # noqa: BLE001 - a cold first query is slow, never wrong
        log.debug("warming the shard failed: %s", exc)


def _fusion(kind: str):
    if kind == "rrf":
        return q.Fusion.Rrf(k=60)
    # cosine + w · s / (s + half): the BM25 bonus saturates, so the picker's relevance stays
    # on the cosine scale; a point only one side found gets 0 for the other side
    E = q.Expression
    bm25 = E.Variable("$score[1]")
    bonus = E.Div(bm25, E.Sum([bm25, E.Constant(KEYWORD_HALF)]), 0.0)
    return q.Formula(E.Sum([E.Variable("$score[0]"), E.Mult([E.Constant(KEYWORD_WEIGHT), bonus])]),
                     defaults={"$score[0]": 0.0, "$score[1]": 0.0})


class EdgeBackend(VectorBackend):
    """Shard folders under one root: `root/<catalog name>/`."""

    def __init__(self, root: str | Path, *, fusion: str = FUSION) -> None:
        self.root = Path(root)
        self.fusion = fusion

    def open(self, name: str) -> EdgeStore:
        return EdgeStore(self.root / name, fusion=self.fusion)
