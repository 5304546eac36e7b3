"""Engines fill the planner, curator and answer outputs. `offline` is the default."""
from __future__ import annotations

import os

ENGINES = ("offline", "openai")


def make_engine(name: str | None = None):
    name = (name or os.environ.get("AGENT_ENGINE") or "offline").strip().lower()
    if name == "offline":
        from agent.engines.offline import OfflineEngine

        return OfflineEngine()
    if name == "openai":
        from agent.engines.openai_engine import OpenAIEngine

        return OpenAIEngine.from_env()
    raise ValueError(f"unknown engine {name!r}: choose one of {', '.join(ENGINES)}")
