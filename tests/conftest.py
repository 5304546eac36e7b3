"""Shared fixtures: every test gets its own SQLite file (tmp_path), never a shared store."""
from __future__ import annotations

import pytest

pytest_plugins = ["tests.index_fixtures"]

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
