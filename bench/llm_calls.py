"""Row: model calls per turn and per session on the `openai` engine, counted from the
trace's `LLMCall` records against the local fake OpenAI-compatible server (tests/llm_server).
Expected by design: 2 calls a turn (plan, answer) and 1 per session end (the curator).
Baseline: the same turns on the offline engine, which makes no model call at all. The
milliseconds are the local server's round trips (no model behind it), noisy on a shared
machine: they show the engine's own overhead, not a provider's latency."""
from __future__ import annotations

import tempfile
from pathlib import Path

from bench.common import Demo, Row, Settings, p50, verdict
from bench.turn import TEXTS

EXPECTED_PER_TURN, EXPECTED_PER_SESSION = 2, 1
TURNS_PER_SESSION = 4


def run(settings: Settings, demo: Demo) -> list[Row]:
    import openai

    from agent.engines.offline import OfflineEngine
    from agent.engines.openai_engine import OpenAIEngine
    from agent.turn import ShoppingAgent
    from memory.clock import Clock
    from memory.store import MemoryStore
    from tests.llm_server import FakeLLM

    sessions = settings.reps(3, 1)
    per_turn, per_session, call_ms, offline_calls = [], [], [], []
    with tempfile.TemporaryDirectory(prefix="bench-llm-") as tmp, FakeLLM() as server:
        server.by_schema()
        store = MemoryStore.open(Path(tmp) / "memory.db")
        engine = OpenAIEngine(openai.OpenAI(base_url=server.base_url, api_key="bench"),
                              model="fake-model", timeout=10.0)
        agent = ShoppingAgent(store, demo.index, engine, clock=Clock())
        offline = ShoppingAgent(store, demo.index, OfflineEngine(), clock=Clock())
        for s in range(sessions):
            for t in range(TURNS_PER_SESSION):
                text = TEXTS[(s * TURNS_PER_SESSION + t) % len(TEXTS)]
                trace = agent.say("bench-llm", text, on_answer_delta=lambda piece: None)
                per_turn.append(len(trace.llm_calls))
                call_ms += [c.ms for c in trace.llm_calls]
                offline_calls.append(len(offline.say("bench-offline", text).llm_calls))
            curated = agent.end_session("bench-llm")
            per_session.append(len(curated.llm_calls))
            call_ms += [c.ms for c in curated.llm_calls]
        store.close()
    turn_ok = set(per_turn) == {EXPECTED_PER_TURN}
    session_ok = set(per_session) == {EXPECTED_PER_SESSION}
    return [Row(
        name="model calls per turn / per session end (openai engine, local server)",
        value=f"{p50(per_turn):g} per turn, {p50(per_session):g} per session end",
        baseline=f"offline engine: {max(offline_calls)} per turn",
        target=f"{EXPECTED_PER_TURN} per turn (plan, answer), {EXPECTED_PER_SESSION} per session (curator)",
        verdict=verdict(turn_ok and session_ok),
        notes=[f"{len(per_turn)} turns in {sessions} sessions of {TURNS_PER_SESSION}, counted from "
               f"TurnTrace.llm_calls / CurateTrace.llm_calls: per turn {sorted(set(per_turn))}, "
               f"per session end {sorted(set(per_session))}; each call's round trip to the local "
               f"fake server p50 {p50(call_ms):.1f} ms (no model behind it; noisy, shared machine)"],
    )]
