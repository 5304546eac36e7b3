"""Every cached resource of the app, in one place. The process holds one vector backend
(`qdrant_client`: Edge shard folders, or a Qdrant server's client) and one index per catalog
file (each Edge shard folder is locked by the process that opened it). Resources are keyed by the SQLite path, so a test that points
MEMORY_DB at its own file gets its own store."""
from __future__ import annotations

from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Callable

import streamlit as st

from agent.runtime import Runtime, default_catalog, default_db, open_index, open_runtime, with_engine

DEMO_USER_TTL = timedelta(days=1)  # a demo user older than this is cleaned up at start
_OPENED: set[tuple[str, str]] = set()  # (db, catalog) runtimes this process has opened


def db_path() -> str:
    return str(default_db().resolve())


def catalog_path() -> str:
    chosen = st.session_state.get("catalog")
    return str(Path(chosen or default_catalog()).resolve())


@st.cache_resource(show_spinner=False)
def qdrant_client():
    from agent.vectors import open_backend

    return open_backend()


@st.cache_resource(show_spinner=False)
def embedder():
    from agent.embeddings import make_embedder

    return make_embedder()


@st.cache_resource(show_spinner=False)
def catalog_index(catalog: str, _progress: Callable[[int, int], None] | None = None):
    return open_index(catalog, backend=qdrant_client(), embedder=embedder(), progress=_progress)


@st.cache_resource(show_spinner=False)
def base_runtime(db: str, catalog: str) -> Runtime:
    """The chat's runtime on the offline engine; other engines share its store and clock.
    Opening it cleans up demo users older than a day (browser tabs long gone; only the
    demo namespace, never a live user)."""
    rt = open_runtime(db=db, index=catalog_index(catalog), engine="offline")
    from ui.stepper import remove_demo_users

    remove_demo_users(created_before=datetime.now(timezone.utc) - DEMO_USER_TTL, store=rt.store)
    _OPENED.add((db, catalog))
    return rt


def runtime_opened() -> bool:
    """Whether this process has opened the runtime the session asks for (the first page of a
    cold start waits for the index; every later run finds it cached)."""
    return (db_path(), catalog_path()) in _OPENED


def engine(name: str):
    """The offline engine is the base runtime's (its semantic classifier reads this catalog's
    index), so the stepper plays exactly what replay plays; other engines are built once."""
    if name == "offline":
        return base_runtime(db_path(), catalog_path()).engine
    return _engine(name)


@st.cache_resource(show_spinner=False)
def _engine(name: str):
    """Raises (and is not cached) when the engine cannot start, e.g. no OPENAI_API_KEY."""
    from agent.engines import make_engine

    return make_engine(name)


@st.cache_resource(show_spinner=False)
def runtime_for(db: str, catalog: str, engine_name: str) -> Runtime:
    base = base_runtime(db, catalog)
    return base if engine_name == "offline" else with_engine(base, engine(engine_name))


def runtime() -> Runtime:
    """The runtime for this browser session's database, catalog and engine."""
    return runtime_for(db_path(), catalog_path(), st.session_state.get("engine", "offline"))


def store():
    """The process-wide memory store (thread-safe: one connection behind a lock). Per-viewer
    state never lives here: the demo stepper's runtime and clock are per browser session
    (`ui.stepper`)."""
    return base_runtime(db_path(), catalog_path()).store


@st.cache_data(show_spinner=False)
def catalog_coverage(catalog: str, catalog_hash: str) -> dict[str, float]:
    from memory.affinity import coverage

    index = catalog_index(catalog)
    return {d.value: share for d, share in coverage((p.domain, p.title) for p in index.products).items()}
