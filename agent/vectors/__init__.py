"""Vector stores for the catalog index: `open_backend()` picks the engine from the
environment (QDRANT_URL → a Qdrant server through qdrant-client; else Qdrant Edge shards
under QDRANT_PATH, default data/qdrant/). Imports of the engines are lazy: a process that
never searches never loads them."""
from __future__ import annotations

from pathlib import Path

from agent import settings
from agent.vectors.base import (IndexLocked, Keywords, StoredHit, VectorBackend, VectorStore,
                                point_id)
from memory.paths import QDRANT as DEFAULT_QDRANT_PATH

__all__ = ["IndexLocked", "Keywords", "StoredHit", "VectorBackend", "VectorStore", "point_id",
           "open_backend", "edge_backend", "server_backend", "DEFAULT_QDRANT_PATH"]


def edge_backend(root: str | Path | None = None) -> VectorBackend:
    from agent.vectors.edge import EdgeBackend

    return EdgeBackend(Path(root or settings.current().qdrant_path))


def server_backend(url_or_client) -> VectorBackend:
    """A Qdrant server by URL (QDRANT_API_KEY when set), or a ready QdrantClient (tests
    pass `QdrantClient(":memory:")`)."""
    from agent.vectors.server import ServerBackend

    if isinstance(url_or_client, str):
        from qdrant_client import QdrantClient

        url_or_client = QdrantClient(url=url_or_client,
                                     api_key=settings.current().qdrant_api_key)
    return ServerBackend(url_or_client)


def open_backend(path: str | Path | None = None) -> VectorBackend:
    """`path` → Edge shards there; else env QDRANT_URL → that server; else QDRANT_PATH."""
    url = settings.current().qdrant_url
    if url and path is None:
        return server_backend(url)
    return edge_backend(path)
