"""Engines fill the planner, curator and answer outputs. `offline` is the default."""
from __future__ import annotations

ENGINES = ("offline", "openai")


def make_engine(name: str | None = None):
    from agent import settings

    name = (name or settings.current().engine).strip().lower()
    if name == "offline":
        from agent.engines.offline import OfflineEngine

        return OfflineEngine()
    if name == "openai":
        from agent.engines.openai_engine import OpenAIEngine

        return OpenAIEngine.from_env()
    raise ValueError(f"unknown engine {name!r}: choose one of {', '.join(ENGINES)}")
