"""The turn and the curator on the `openai` engine against each endpoint behaviour of the
local fake server (tests/llm_server.py), through the real SDK: strict json_schema, json_object
only, reasoning blocks and fences, 429 then 200, slow streams, no usage. The turn answers in
each, the trace names mode, retries and usage, and a failing endpoint leaves the store as it
was. Not in the fast tier: these build the fixture catalog's index and wait out Retry-After."""
from __future__ import annotations

import pytest

from agent.turn import ShoppingAgent
from memory.clock import Clock
from tests.llm_server import reply_rate_limited
from tests.test_openai_engine import ANSWER, engine_for

# mode -> (structured-output mode used, retries per call, tokens reported)
BEHAVIOURS = {
    "schema": ("json_schema", 0, True),
    "object": ("json_object", 0, True),
    "think": ("json_schema", 0, True),
    "ratelimit": ("json_schema", 1, True),
    "slow": ("json_schema", 0, True),
    "nousage": ("json_schema", 0, False),
}


def long_term(store, user):
    doc = store.export_user(user)
    return {k: doc[k] for k in ("entries", "audit", "proposals")}


@pytest.mark.parametrize("behaviour", list(BEHAVIOURS))
def test_the_turn_answers_on_each_endpoint_and_the_trace_names_mode_retries_usage(
        behaviour, llm_server, mini_index, memory):
    mode, retries, usage = BEHAVIOURS[behaviour]
    llm_server.by_schema({"AnswerOutput": ANSWER}).behave(behaviour)
    if behaviour == "slow":
        llm_server.chunk_delay = 0.02
    agent = ShoppingAgent(memory, mini_index, engine_for(llm_server, timeout=5.0), clock=Clock())
    pieces: list[str] = []

    trace = agent.say("alice", "帮我找个双肩包", on_answer_delta=pieces.append)

    assert trace.errors == [] and trace.answer == ANSWER["text"] == "".join(pieces)
    assert [c.step for c in trace.llm_calls] == ["plan", "answer"]  # two calls per turn
    for call in trace.llm_calls:
        assert (call.mode, call.retries, call.ok) == (mode, retries, True)
        assert (call.prompt_tokens is not None) is usage
    assert trace.llm_calls[1].streamed
    line = trace.line()  # the JSON trace carries them too
    assert line["llm_calls"][0]["mode"] == mode

    curated = agent.end_session("alice")
    assert not curated.errors and [c.step for c in curated.llm_calls] == ["curate"]


@pytest.mark.parametrize("failure", ["rate_limit_beyond_cap", "schema_forced_on_object_server",
                                     "think_without_json", "http_500"])
def test_a_failing_endpoint_leaves_the_store_untouched_and_the_trace_says_why(
        failure, llm_server, mini_index, memory):
    from memory.models import Source

    memory.write("alice", {"polarity": "dislike", "category": "material", "domain": "global",
                           "slug": "latex", "keywords": ["乳胶"], "blocking": True},
                 source=Source.USER, actor="user")
    llm_server.by_schema()
    json_mode = "auto"
    agent = ShoppingAgent(memory, mini_index, engine_for(llm_server), clock=Clock())
    agent.say("alice", "帮我找个双肩包，一直不要塑料的")
    before = long_term(memory, "alice")
    if failure == "rate_limit_beyond_cap":
        llm_server.push(reply_rate_limited("60"))
        kind = "rate_limited"
    elif failure == "schema_forced_on_object_server":
        llm_server.reject_json_schema, json_mode, kind = True, "schema", "http_error"
    elif failure == "think_without_json":
        llm_server.text("<think>the user hates plastic</think> I would store: no plastic.")
        kind = "malformed"
    else:
        llm_server.status(500)
        kind = "http_error"
    agent.engine.json_mode = json_mode

    curated = agent.end_session("alice")

    assert [(e.step, e.kind, e.fallback) for e in curated.errors] == [("curate", kind, "store untouched")]
    assert [(c.step, c.ok, c.error) for c in curated.llm_calls] == [("curate", False, kind)]
    after = long_term(memory, "alice")
    assert after["audit"] == before["audit"] and after["proposals"] == before["proposals"]
    assert [e["dedup_key"] for e in after["entries"]] == [e["dedup_key"] for e in before["entries"]]


def test_the_offline_engine_hands_the_whole_answer_over_once(mini_index, memory):
    from agent.engines.offline import OfflineEngine

    pieces: list[str] = []
    trace = ShoppingAgent(memory, mini_index, OfflineEngine(), clock=Clock()).say(
        "alice", "帮我找个双肩包", on_answer_delta=pieces.append)
    assert pieces == [trace.answer] and trace.llm_calls == []
