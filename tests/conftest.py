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


@pytest.fixture
def replay(tmp_path, catalog_index):
    """Replay a scenario file on a fresh SQLite store and the shared index of its catalog:
    returns (trace lines, runtime, scenario); a step that failed fails the test."""
    from agent.replay import load_scenario, run_steps
    from agent.runtime import open_runtime

    def run(path):
        scenario = load_scenario(path)
        runtime = open_runtime(db=tmp_path / "memory.db", index=catalog_index(scenario.catalog),
                               engine="offline")
        lines = list(run_steps(runtime, scenario))
        assert all(line.get("ok", True) for line in lines), [l for l in lines if l.get("ok") is False]
        return lines, runtime, scenario

    return run
