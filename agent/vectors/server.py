"""A Qdrant server or cluster (QDRANT_URL) through qdrant-client: one collection per
catalog, the same shape as the embedded shard (named dense vector, BM25 sparse vector with
the IDF modifier, payload indexes on `domain` and `product_type`, fusion in one query). Tested through
qdrant-client's in-memory mode, which speaks the same client API."""
from __future__ import annotations

import warnings
from typing import Sequence

import numpy as np
from qdrant_client import QdrantClient, models

from agent.vectors.base import (DENSE, DOMAIN_FIELD, FILTER_FIELDS, FUSION, KEYWORD_HALF,
                                KEYWORD_WEIGHT, SPARSE, TYPE_FIELD, Ask, Keywords, StoredHit,
                                VectorBackend, VectorStore, Where, point_id)

UPSERT_BATCH = 512


class ServerStore(VectorStore):
    def __init__(self, client: QdrantClient, collection: str, *, fusion: str = FUSION) -> None:
        self.client = client
        self.collection = collection
        self.fusion = fusion
        self.location = f"{_where(client)}/{collection}"

    def _exists(self) -> bool:
        return self.client.collection_exists(self.collection)

    def stamp(self) -> dict | None:
        if not self._exists():
            return None
        metadata = self.client.get_collection(self.collection).config.metadata or {}
        return dict(metadata) if metadata.get("catalog_hash") else None

    def reset(self, dim: int) -> None:
        if self._exists():
            self.client.delete_collection(self.collection)
        self.client.create_collection(
            self.collection,
            vectors_config={DENSE: models.VectorParams(size=dim, distance=models.Distance.COSINE)},
            sparse_vectors_config={SPARSE: models.SparseVectorParams(modifier=models.Modifier.IDF)})
        with warnings.catch_warnings():
            # local mode ignores payload indexes (and says so); a server uses it for the filter
            warnings.simplefilter("ignore", UserWarning)
            for field in FILTER_FIELDS:
                self.client.create_payload_index(self.collection, field,
                                                 models.PayloadSchemaType.KEYWORD)

    def upsert(self, ids: Sequence[str], vectors: np.ndarray, keywords: Sequence[Keywords],
               payloads: Sequence[dict]) -> None:
        rows = np.asarray(vectors, dtype=np.float32).tolist()
        points = []
        for pid, row, kw, payload in zip(ids, rows, keywords, payloads):
            vector: dict = {DENSE: row}
            if kw:
                vector[SPARSE] = models.SparseVector(indices=kw.indices, values=kw.values)
            points.append(models.PointStruct(id=point_id(pid), vector=vector, payload=payload))
        for start in range(0, len(points), UPSERT_BATCH):
            self.client.upsert(self.collection, points=points[start:start + UPSERT_BATCH])

    def seal(self, stamp: dict) -> None:
        self.client.update_collection(self.collection, metadata=stamp)

    def count(self) -> int:
        if not self._exists():
            return 0
        return self.client.count(self.collection, exact=True).count

    def _query(self, ask: Ask) -> list[StoredHit]:
        if not self._exists():
            return []
        dense, keywords, limit, prefetch = ask.dense, ask.keywords, ask.limit, ask.prefetch
        flt = _filter(ask.where)
        dense_query = None if dense is None else np.asarray(dense, dtype=np.float32).tolist()
        sparse_query = models.SparseVector(indices=keywords.indices,
                                           values=keywords.values) if keywords else None
        if dense_query is not None and sparse_query is not None:
            response = self.client.query_points(
                self.collection, limit=limit, with_payload=["id"],
                prefetch=[models.Prefetch(query=dense_query, using=DENSE, filter=flt,
                                          limit=prefetch[0]),
                          models.Prefetch(query=sparse_query, using=SPARSE, filter=flt,
                                          limit=prefetch[1])],
                query=_fusion(self.fusion))
        elif dense_query is not None or sparse_query is not None:
            response = self.client.query_points(
                self.collection, query=dense_query if dense_query is not None else sparse_query,
                using=DENSE if dense_query is not None else SPARSE, query_filter=flt,
                limit=limit, with_payload=["id"])
        else:
            return []
        return [StoredHit(str((p.payload or {}).get("id")), float(p.score))
                for p in response.points]

    def vectors(self, ids: Sequence[str]) -> np.ndarray:
        out = []
        for start in range(0, len(ids), 1024):
            batch = [point_id(i) for i in ids[start:start + 1024]]
            records = self.client.retrieve(self.collection, batch, with_payload=False,
                                           with_vectors=[DENSE])
            by_point = {str(r.id): r.vector[DENSE] for r in records}
            out += [by_point[p] for p in batch]
        return np.asarray(out, dtype=np.float32).reshape(len(ids), -1)

    def close(self) -> None:
        pass  # the client belongs to the backend: other catalogs' stores share it


def _filter(where: Where) -> models.Filter | None:
    must = []
    if where.domain:
        must.append(models.FieldCondition(key=DOMAIN_FIELD,
                                          match=models.MatchValue(value=where.domain)))
    if where.types:
        must.append(models.FieldCondition(key=TYPE_FIELD,
                                          match=models.MatchAny(any=list(where.types))))
    return models.Filter(must=must) if must else None


def _fusion(kind: str):
    if kind == "rrf":
        return models.RrfQuery(rrf=models.Rrf(k=60))
    bm25 = "$score[1]"
    return models.FormulaQuery(
        formula=models.SumExpression(sum=[
            "$score[0]",
            models.MultExpression(mult=[KEYWORD_WEIGHT, models.DivExpression(div=models.DivParams(
                left=bm25, right=models.SumExpression(sum=[bm25, KEYWORD_HALF]),
                by_zero_default=0.0))])]),
        defaults={"$score[0]": 0.0, bm25: 0.0})


def _where(client: QdrantClient) -> str:
    inner = getattr(client, "init_options", {}) or {}
    return str(inner.get("url") or inner.get("location") or inner.get("path") or "qdrant")


class ServerBackend(VectorBackend):
    """One client for the process; one collection per catalog."""

    def __init__(self, client: QdrantClient, *, fusion: str = FUSION) -> None:
        self.client = client
        self.fusion = fusion

    def open(self, name: str) -> ServerStore:
        return ServerStore(self.client, name, fusion=self.fusion)

    def close(self) -> None:
        self.client.close()
