"""Engines fill the planner, curator and answer outputs. `offline` is the default."""
from __future__ import annotations

ENGINES = ("offline", "openai")


def make_engine(name: str | None = None, *, base_url: str | None = None,
                model: str | None = None, api_key: str | None = None, modes=None):
    """The named engine (AGENT_ENGINE by default). For `openai`, explicit settings (the
    sidebar's) win over OPENAI_BASE_URL / AGENT_MODEL / OPENAI_API_KEY; `modes` is a shared
    `ModeRegistry` so engines rebuilt for new settings remember what an endpoint took."""
    from agent import settings

    name = (name or settings.current().engine).strip().lower()
    if name == "offline":
        from agent.engines.offline import OfflineEngine

        return OfflineEngine()
    if name == "openai":
        from agent.engines.openai_engine import OpenAIEngine

        return OpenAIEngine.from_env(base_url=base_url, model=model, api_key=api_key, modes=modes)
    raise ValueError(f"unknown engine {name!r}: choose one of {', '.join(ENGINES)}")
