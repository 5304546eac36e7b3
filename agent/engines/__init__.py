"""Engines fill the planner, curator and answer outputs. `offline` is the default."""
from __future__ import annotations

ENGINES = ("offline", "openai")


def make_engine(name: str | None = None, *, base_url: str | None = None,
                model: str | None = None, api_key: str | None = None, modes=None, index=None):
    """The named engine (AGENT_ENGINE by default). For `openai`, explicit settings (the
    sidebar's) win over OPENAI_BASE_URL / AGENT_MODEL / OPENAI_API_KEY; `modes` is a shared
    `ModeRegistry` so engines rebuilt for new settings remember what an endpoint took.
    `index` (a CatalogIndex) gives the offline engine its semantic classifier (the index's
    embedder, its products' domains) and the catalog's brands; without it the offline
    engine runs on its rules alone."""
    from agent import settings

    name = (name or settings.current().engine).strip().lower()
    if name == "offline":
        from agent.engines.offline import OfflineEngine

        if index is None:
            return OfflineEngine()
        from agent.language.classifier import SemanticClassifier

        return OfflineEngine(classifier=SemanticClassifier(index.embedder, index=index),
                             brands=[p.brand for p in index.products if p.brand])
    if name == "openai":
        from agent.engines.openai_engine import OpenAIEngine

        return OpenAIEngine.from_env(base_url=base_url, model=model, api_key=api_key, modes=modes)
    raise ValueError(f"unknown engine {name!r}: choose one of {', '.join(ENGINES)}")
