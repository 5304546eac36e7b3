"""The real embedder, counting what the engine asks of it (tests of 'one model run per turn')."""
from __future__ import annotations


class CountingEmbedder:
    def __init__(self, inner):
        self.inner, self.name = inner, inner.name
        self.texts: list[str] = []  # every text embedded
        self.runs = 0  # model runs (one per embed_queries call)

    def embed_queries(self, texts):
        self.texts.extend(texts)
        self.runs += 1
        return self.inner.embed_queries(texts)
