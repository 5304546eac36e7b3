"""One BLAS thread for the small matrix products of a turn.

The offline engine's semantic readers are matrix-vector products over tables of a few
thousand rows (exemplars, the catalog's vectors, the reference, the type names). Split over
OpenBLAS's threads on a shared machine they wait for each other's cores: on the two-core
machine, under load, one product over 11,000 rows took 1.4 ms with two threads and 0.6 ms
with one, and the bench's plan step read 5.0 ms p50 with two threads and 4.3 ms with one
(round 32). Batched work (embedding a catalog, the import's reference vote) keeps every
thread: only a turn's plan step is limited, and the limit is lifted when it returns.
"""
from __future__ import annotations

from functools import cache

from threadpoolctl import ThreadpoolController


@cache
def _controller() -> ThreadpoolController:
    return ThreadpoolController()  # looks up the loaded BLAS libraries once (about 1 ms)


def one_blas_thread():
    """A context manager: BLAS runs on one thread inside it (about 10 µs to enter and leave)."""
    return _controller().limit(limits=1, user_api="blas")
