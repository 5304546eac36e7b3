"""Wires one process's parts together: the SQLite store, the Qdrant index, the engine, the
clock and the agent. The CLI builds one per run; the app builds one per process."""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from agent import settings
from agent.engines import make_engine
from agent.turn import ShoppingAgent
from memory.clock import Clock
from memory.paths import CATALOG as DEFAULT_CATALOG, DATA, MEMORY_DB as DEFAULT_DB, ROOT, SCENARIOS  # noqa: F401
from memory.store import MemoryStore


def default_db() -> Path:
    return settings.current().memory_db


def default_catalog() -> Path:
    """The catalog the app opens on: APP_CATALOG, or the demo catalog."""
    return settings.current().app_catalog


@dataclass
class Runtime:
    store: MemoryStore
    index: object  # agent.index.CatalogIndex
    agent: ShoppingAgent
    clock: Clock

    @property
    def engine(self):
        return self.agent.engine

    def close(self) -> None:
        """Release the SQLite file and the index (an Edge shard holds its folder)."""
        self.store.close()
        close = getattr(self.index, "close", None)
        if close is not None:
            close()


def open_index(catalog: str | Path | None = None, *, backend=None, embedder=None,
               progress: Callable[[int, int], None] | None = None, on_locked: str = "raise",
               client=None):
    """The catalog's index, built on first use and cached (by content hash). `on_locked=
    "copy"`: a folder another process holds is left alone and a temporary copy is used."""
    from agent.index import open_catalog_index

    return open_catalog_index(Path(catalog or default_catalog()), backend=backend or client,
                              embedder=embedder, progress=progress, on_locked=on_locked)


def open_runtime(*, db: str | Path | None = None, catalog: str | Path | None = None,
                 engine=None, index=None, clock: Clock | None = None,
                 progress: Callable[[int, int], None] | None = None,
                 on_locked: str = "copy", warm_up: bool = True) -> Runtime:
    """One run's parts. Without an `index` this is a command-line run: when the app holds
    the index folder it works on its own temporary copy (said on stderr), never on the
    app's folder.

    `warm_up`: load the offline engine's lazy readers now (`_warm_up_offline`), so the
    first turn of a session someone is waiting on does not. A command that runs its steps
    right away passes False: the warm-up cannot run beside the index opening (both hold
    the GIL: measured, a thread's work and the opening's add up), so it would only load
    what the scenario's turns may never read (cn2an, the English word list: ~0.15 s of
    CPU in a one-step replay); each turn loads what it reads when it reads it."""
    clock = clock or Clock()
    warm = _warm_up_offline(engine) if warm_up else None
    store = MemoryStore.open(Path(db) if db else default_db(), clock=clock)
    try:
        index = index or open_index(catalog, progress=progress, on_locked=on_locked)
    except BaseException:
        store.close()
        raise
    engine = engine if engine is not None and not isinstance(engine, str) else make_engine(
        engine, index=index)
    if warm is not None:
        warm.join()
    agent = ShoppingAgent(store, index, engine, clock=clock)
    return Runtime(store=store, index=index, agent=agent, clock=clock)


def _warm_up_offline(engine):
    """The offline engine's lazy loads (OpenCC, cn2an, jieba, the spell checker, the domain
    table: ~1.7 s) on a thread while the store and the index open, instead of inside the
    first turn; joined before the runtime is handed out. None for another engine."""
    if engine is not None and not (isinstance(engine, str) and engine.strip().lower() == "offline"):
        return None
    if engine is None and settings.current().engine.strip().lower() != "offline":
        return None
    import threading

    from agent.engines.offline import warm_up

    thread = threading.Thread(target=warm_up, name="offline-warm-up", daemon=True)
    thread.start()
    return thread


def with_engine(runtime: Runtime, engine) -> Runtime:
    """The same store, index and clock behind another engine (the sidebar's switch)."""
    agent = ShoppingAgent(runtime.store, runtime.index, engine, clock=runtime.clock)
    return Runtime(store=runtime.store, index=runtime.index, agent=agent, clock=runtime.clock)
