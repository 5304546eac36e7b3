"""Shared fixtures: every test gets its own SQLite file (tmp_path), never a shared store."""
from __future__ import annotations

import pytest

pytest_plugins = ["tests.index_fixtures", "tests.llm_server"]

from memory.clock import Clock
from memory.store import MemoryStore


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
def store(tmp_path, clock) -> MemoryStore:
    memory = MemoryStore.open(tmp_path / "memory.db", clock=clock)
    yield memory
    memory.close()


@pytest.fixture
def memory(store) -> MemoryStore:
    """The same per-test store, under the name the reliability tests read best with."""
    return store
