"""The keyword side: BM25 sparse vectors from Qdrant Edge's built-in model with the
multilingual tokenizer (it segments Chinese: 男士跑鞋 → 男士, 跑鞋; stems English: shoes →
shoe). Both adapters use it, so a server and the embedded engine index the same tokens;
the engine applies IDF (the sparse vector's IDF modifier)."""
from __future__ import annotations

from functools import lru_cache

from agent.vectors.base import Keywords


@lru_cache(maxsize=1)
def _bm25():
    """Stateless (the tokenizer and k, b, avg_len), so one per process is shared safely."""
    import qdrant_edge as q

    return q.Bm25(q.Bm25Config(tokenizer=q.TokenizerType.Multilingual))


def document_keywords(text: str) -> Keywords:
    sparse = _bm25().embed_document(text or "")
    return Keywords(list(sparse.indices), list(sparse.values))


def query_keywords(text: str) -> Keywords:
    sparse = _bm25().embed_query(text or "")
    return Keywords(list(sparse.indices), list(sparse.values))


def warm() -> None:
    """Load the tokenizer's dictionaries now: the first Chinese text otherwise pays for them
    inside a turn's search (measured: 120-290 ms, the whole of the first turn's cold search
    on the 100k catalog). The index calls it when it opens."""
    _bm25().embed_query("跑鞋 running shoes")
