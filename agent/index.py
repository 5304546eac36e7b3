"""The catalog's vector index in Qdrant: build it once, keep it while the catalog holds,
search it with a payload filter on the domain.

A fresh clone never re-embeds the demo catalog: `data/catalog_vectors.npz` carries float16
vectors with the catalog hash and ids, and is upserted as-is when its hash matches.
"""
from __future__ import annotations

import hashlib
import json
import logging
import os
import sqlite3
import time
import uuid
import warnings
import zipfile
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Callable, Iterable, Sequence

import numpy as np
from qdrant_client import QdrantClient, models

from agent import settings
from agent.embeddings import Embedder
from agent.products import Product
from memory.domains import Domain
from memory.paths import QDRANT, ROOT

log = logging.getLogger(__name__)

PROJECT_ROOT = ROOT
DEFAULT_QDRANT_PATH = QDRANT
DEFAULT_COLLECTION = "catalog"
UPSERT_BATCH = 256
EMBED_BATCH = 64

Progress = Callable[[int, int], None]

# point ids must be ints or UUIDs; product ids are strings, so derive a stable UUID
_POINT_NS = uuid.UUID("5b0f3c1e-6a52-4c1d-9a0e-3f1d2b7c8a90")


class IndexLocked(RuntimeError):
    """Another process holds the local Qdrant folder (local mode allows one client)."""

    def __init__(self, folder: Path | str) -> None:
        self.folder = str(folder)
        super().__init__(
            f"The local Qdrant folder {self.folder} is already open in another process "
            "(local mode allows one process per folder). Stop the other process (for "
            "example a running `streamlit run app.py` or `python -m agent ...`), or set "
            "QDRANT_PATH to another folder, or point QDRANT_URL at a Qdrant server.")


def open_client(path: str | Path | None = None) -> QdrantClient:
    """A Qdrant client: env QDRANT_URL → that server; else local mode in `path`, env
    QDRANT_PATH, or data/qdrant/ (git-ignored). Raises IndexLocked when the folder is taken."""
    env = settings.current()
    if env.qdrant_url and path is None:
        return QdrantClient(url=env.qdrant_url, api_key=env.qdrant_api_key)
    folder = Path(path or env.qdrant_path)
    folder.mkdir(parents=True, exist_ok=True)
    try:
        return QdrantClient(path=str(folder))
    except RuntimeError as exc:
        if "already accessed" in str(exc):
            raise IndexLocked(folder) from None
        raise


def product_line(product: Product) -> str:
    """The canonical JSONL line of a product: the same bytes whatever the file's spacing."""
    return json.dumps(product.model_dump(mode="json", exclude_none=True),
                      ensure_ascii=False, sort_keys=True)


def catalog_hash(products: Iterable[Product], embedder_name: str) -> str:
    digest = hashlib.sha256()
    digest.update(embedder_name.encode("utf-8") + b"\n")
    for product in products:
        digest.update(product_line(product).encode("utf-8") + b"\n")
    return digest.hexdigest()


def passage_text(product: Product) -> str:
    """What gets embedded: the title, the raw category path and material when known (the
    category carries words a title leaves out: "Cats > Feeding & Watering"), and the domain's
    English and Chinese labels: a small multilingual model otherwise pulls a Chinese query
    towards any Chinese title, whatever it sells."""
    parts = [product.title]
    if product.category:
        parts.append(product.category)
    if product.material:
        parts.append(product.material)
    if product.domain.is_product_domain:
        parts.append(f"{product.domain.en} {product.domain.zh}")
    return " | ".join(parts)


def vectors_path_for(catalog_path: str | Path) -> Path:
    """data/catalog.jsonl → data/catalog_vectors.npz."""
    catalog_path = Path(catalog_path)
    return catalog_path.with_name(f"{catalog_path.stem}_vectors.npz")


def point_id(product_id: str) -> str:
    return str(uuid.uuid5(_POINT_NS, product_id))


# ---------------------------------------------------------------- committed vectors


@dataclass(frozen=True)
class CommittedVectors:
    vectors: np.ndarray  # (n, dim) float16 as stored
    ids: list[str]
    catalog_hash: str
    embedder: str


class VectorsFileError(ValueError):
    pass


def write_vectors(path: str | Path, ids: Sequence[str], vectors: np.ndarray,
                  catalog_hash_: str, embedder_name: str) -> Path:
    path = Path(path)
    vectors = np.asarray(vectors)
    if vectors.shape[0] != len(ids):
        raise ValueError(f"{len(ids)} ids but {vectors.shape[0]} vectors")
    tmp = path.with_name(path.name + ".tmp.npz")
    np.savez_compressed(tmp, vectors=vectors.astype(np.float16),
                        ids=np.array(list(ids), dtype=str),
                        catalog_hash=np.array(catalog_hash_), embedder=np.array(embedder_name))
    os.replace(tmp, path)
    return path


def read_vectors(path: str | Path) -> CommittedVectors:
    """The committed vectors, or VectorsFileError saying what is wrong with the file."""
    try:
        with np.load(path, allow_pickle=False) as data:
            vectors = np.asarray(data["vectors"])
            ids = [str(x) for x in data["ids"]]
            hash_ = str(data["catalog_hash"])
            embedder = str(data["embedder"])
    except FileNotFoundError:
        raise
    except (OSError, ValueError, KeyError, zipfile.BadZipFile, EOFError) as exc:
        raise VectorsFileError(f"{path}: unreadable vectors file ({exc})") from None
    if vectors.ndim != 2 or vectors.shape[0] != len(ids):
        raise VectorsFileError(f"{path}: vectors {vectors.shape} do not match {len(ids)} ids")
    if not np.all(np.isfinite(vectors)):
        raise VectorsFileError(f"{path}: vectors contain NaN or infinity")
    return CommittedVectors(vectors, ids, hash_, embedder)


# ---------------------------------------------------------------- the index


@dataclass(frozen=True)
class Hit:
    product: Product
    score: float


@dataclass
class BuildReport:
    action: str  # "kept" (already built) | "loaded" (committed vectors) | "embedded"
    points: int
    catalog_hash: str
    seconds: float
    embedded: int = 0
    warnings: list[str] = field(default_factory=list)

    def format(self) -> str:
        verb = {"kept": "index up to date", "loaded": "loaded committed vectors",
                "embedded": f"embedded {self.embedded} products"}[self.action]
        return (f"{verb}: {self.points} points, hash {self.catalog_hash[:12]}, "
                f"{self.seconds:.1f} s")


@dataclass(frozen=True)
class IndexStatus:
    collection: str
    points: int
    catalog_hash: str | None
    built_at: str | None
    embedder: str | None


class CatalogIndex:
    """One catalog in one Qdrant collection. The catalog hash (sha256 over the product lines
    and the embedder name) lives in the collection's metadata, written last: a build that
    died half-way has no hash and is rebuilt."""

    def __init__(self, client: QdrantClient, embedder: Embedder, products: Sequence[Product],
                 *, collection: str = DEFAULT_COLLECTION) -> None:
        self.client = client
        self.embedder = embedder
        self.collection = collection
        self.last_report: BuildReport | None = None
        self._set_products(products)

    def _set_products(self, products: Sequence[Product]) -> None:
        self._products = list(products)
        self._by_id = {p.id: p for p in self._products}
        if len(self._by_id) != len(self._products):
            raise ValueError("catalog has duplicate product ids")
        self._hash = catalog_hash(self._products, self.embedder.name)

    @property
    def products(self) -> list[Product]:
        return list(self._products)

    @property
    def catalog_hash(self) -> str:
        return self._hash

    def product(self, product_id: str) -> Product | None:
        return self._by_id.get(product_id)

    # ------------------------------------------------------------ build

    def stored_hash(self) -> str | None:
        if not self.client.collection_exists(self.collection):
            return None
        metadata = self.client.get_collection(self.collection).config.metadata or {}
        return metadata.get("catalog_hash")

    def ensure(self, products: Sequence[Product] | None = None,
               vectors: str | Path | CommittedVectors | None = None,
               progress: Progress | None = None, *, force: bool = False) -> BuildReport:
        """Make the collection hold exactly this catalog. Kept when the stored hash matches;
        else rebuilt from `vectors` (a committed npz) when its hash matches, else embedded."""
        started = time.perf_counter()
        if products is not None:
            self._set_products(products)
        # the hash is written last, and the count must agree: a build that died half-way
        # (or a folder someone edited) is rebuilt, never trusted
        if not force and self.stored_hash() == self._hash \
                and self.count() == len(self._products):
            self.last_report = BuildReport("kept", self.count(), self._hash,
                                           time.perf_counter() - started)
            return self.last_report

        notes: list[str] = []
        matrix = self._committed_matrix(vectors, notes)
        embedded = 0
        if matrix is None:
            matrix = self._embed_all(progress)
            embedded = len(self._products)

        self._recreate(dim=int(matrix.shape[1]))
        self._upsert(matrix, progress if embedded == 0 else None)
        self.client.update_collection(self.collection, metadata={
            "catalog_hash": self._hash, "embedder": self.embedder.name,
            "built_at": datetime.now(timezone.utc).isoformat(timespec="seconds"),
            "points": len(self._products)})
        self.last_report = BuildReport("embedded" if embedded else "loaded", self.count(),
                                       self._hash, time.perf_counter() - started, embedded,
                                       notes)
        return self.last_report

    def _committed_matrix(self, vectors, notes: list[str]) -> np.ndarray | None:
        """The committed vectors in catalog order, or None (with the reason in notes)."""
        if vectors is None:
            return None
        if not isinstance(vectors, CommittedVectors):
            try:
                vectors = read_vectors(vectors)
            except FileNotFoundError:
                self._warn(notes, f"no committed vectors at {vectors}: embedding the catalog")
                return None
            except VectorsFileError as exc:
                self._warn(notes, f"{exc}: embedding the catalog instead")
                return None
        if vectors.catalog_hash != self._hash:
            # a stale file is normal after editing the catalog: say so, quietly re-embed
            self._warn(notes, "committed vectors are for another catalog or embedder "
                                 "(hash differs): embedding the catalog")
            return None
        row_of = {pid: row for row, pid in enumerate(vectors.ids)}
        try:
            order = [row_of[p.id] for p in self._products]
        except KeyError as missing:
            self._warn(notes, f"committed vectors lack product {missing}: embedding")
            return None
        return vectors.vectors[order].astype(np.float32)

    @staticmethod
    def _warn(notes: list[str], message: str) -> None:
        log.warning(message)
        notes.append(message)

    def _embed_all(self, progress: Progress | None) -> np.ndarray:
        total = len(self._products)
        chunks = []
        if progress:
            progress(0, total)
        for start in range(0, total, EMBED_BATCH):
            batch = self._products[start:start + EMBED_BATCH]
            chunks.append(self.embedder.embed_passages([passage_text(p) for p in batch]))
            if progress:
                progress(start + len(batch), total)
        if not chunks:
            return np.zeros((0, self.embedder.dim), dtype=np.float32)
        return np.vstack(chunks).astype(np.float32)

    def _recreate(self, dim: int) -> None:
        if self.client.collection_exists(self.collection):
            self.client.delete_collection(self.collection)
        self.client.create_collection(
            self.collection,
            vectors_config=models.VectorParams(size=dim, distance=models.Distance.COSINE))
        with warnings.catch_warnings():
            # local mode ignores payload indexes (and says so); a server uses it for the filter
            warnings.simplefilter("ignore", UserWarning)
            self.client.create_payload_index(self.collection, "domain",
                                             models.PayloadSchemaType.KEYWORD)
        _batch_friendly_local_storage(self.client, self.collection)

    def _upsert(self, matrix: np.ndarray, progress: Progress | None) -> None:
        total = len(self._products)
        for start in range(0, total, UPSERT_BATCH):
            batch = self._products[start:start + UPSERT_BATCH]
            self.client.upsert(self.collection, points=models.Batch(
                ids=[point_id(p.id) for p in batch],
                vectors=matrix[start:start + len(batch)].tolist(),
                payloads=[self._payload(p) for p in batch]))
            if progress:
                progress(start + len(batch), total)

    @staticmethod
    def _payload(product: Product) -> dict:
        return {"id": product.id, "domain": product.domain.value, "price": product.price,
                "platform": product.platform, "brand": product.brand, "title": product.title}

    # ------------------------------------------------------------ read

    def count(self) -> int:
        if not self.client.collection_exists(self.collection):
            return 0
        return self.client.count(self.collection, exact=True).count

    def status(self) -> IndexStatus:
        if not self.client.collection_exists(self.collection):
            return IndexStatus(self.collection, 0, None, None, None)
        metadata = self.client.get_collection(self.collection).config.metadata or {}
        return IndexStatus(self.collection, self.count(), metadata.get("catalog_hash"),
                           metadata.get("built_at"), metadata.get("embedder"))

    def search(self, query_text: str, *, domain: Domain | None = None,
               limit: int = 40) -> list[Hit]:
        """Nearest products to the query; filtered on the payload domain when `domain` is a
        product domain (GLOBAL, OTHER and None search the whole catalog)."""
        vector = self.embedder.embed_queries([query_text])[0]
        query_filter = None
        if domain is not None and Domain(domain).is_product_domain:
            query_filter = models.Filter(must=[models.FieldCondition(
                key="domain", match=models.MatchValue(value=Domain(domain).value))])
        response = self.client.query_points(self.collection, query=vector.tolist(),
                                            query_filter=query_filter, limit=limit,
                                            with_payload=["id"])
        hits = []
        for point in response.points:
            product = self._by_id.get((point.payload or {}).get("id"))
            if product is not None:  # a point for a product this catalog no longer has
                hits.append(Hit(product, float(point.score)))
        return hits

    def stored_vectors(self) -> np.ndarray:
        """The indexed vectors in catalog order (what `--write-vectors` commits)."""
        by_point: dict[str, list[float]] = {}
        offset = None
        while True:
            records, offset = self.client.scroll(self.collection, limit=1024, offset=offset,
                                                 with_payload=False, with_vectors=True)
            for record in records:
                by_point[str(record.id)] = record.vector
            if offset is None:
                break
        return np.asarray([by_point[point_id(p.id)] for p in self._products], dtype=np.float32)

    def write_vectors(self, path: str | Path) -> Path:
        return write_vectors(path, [p.id for p in self._products], self.stored_vectors(),
                             self._hash, self.embedder.name)


def _batch_friendly_local_storage(client: QdrantClient, collection: str) -> None:
    """Local mode commits (and fsyncs) its SQLite file once per point: 3,200 points took
    45-60 s here, which breaks the "ready in seconds on a fresh clone" promise. WAL with
    synchronous=NORMAL keeps every commit atomic and survives a crashed process, and brings
    that to ~0.5 s. The index is a rebuildable cache (its hash is written last), so losing
    the last commits to a power cut only means a rebuild. Reaches into the local client's
    internals, hence the guard: if they change, writes are slow but still correct."""
    try:
        connection = client._client.collections[collection].storage.storage
        connection.execute("PRAGMA journal_mode=WAL")
        connection.execute("PRAGMA synchronous=NORMAL")
    except (AttributeError, KeyError, TypeError, sqlite3.Error):
        pass  # a server client, or other internals: nothing to tune


def open_catalog_index(catalog_path: str | Path, *, client: QdrantClient | None = None,
                       embedder: Embedder | None = None, progress: Progress | None = None,
                       vectors: str | Path | None = None) -> CatalogIndex:
    """Read a catalog and ensure its index, from the committed vectors next to the catalog
    when they match; `index.last_report` says what happened. One collection per catalog
    file name, so switching catalogs does not rebuild one shared collection each time."""
    from agent.embeddings import make_embedder
    from agent.products import read_catalog

    catalog_path = Path(catalog_path)
    index = CatalogIndex(client or open_client(), embedder or make_embedder(),
                         read_catalog(catalog_path), collection=collection_name(catalog_path))
    index.ensure(vectors=vectors or vectors_path_for(catalog_path), progress=progress)
    return index


def collection_name(catalog_path: str | Path) -> str:
    stem = Path(catalog_path).stem
    safe = "".join(ch if ch.isalnum() or ch in "-_" else "_" for ch in stem)
    return safe or DEFAULT_COLLECTION
