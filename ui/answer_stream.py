"""A chat turn with its answer streamed into the page as it arrives. The turn runs in a
worker thread and only puts text pieces on a queue; the script thread reads the queue with
st.write_stream. No st.* call is made from the worker (Streamlit's rule for threads).

The worker writes the finished turn to the turn log itself: a message sent while this one
is still being answered reruns the page and abandons this script run, but the turn still
ends (the agent serializes one user's turns) and the chat rebuilds it from the log."""
from __future__ import annotations

import queue
import threading

import streamlit as st

from agent.trace import TurnTrace
from memory import turn_log

_DONE = object()


def start(agent, store, user: str, text: str) -> tuple[threading.Thread, queue.Queue, dict[str, object]]:
    """Run one turn in a worker thread: its answer's pieces go on the queue (then _DONE),
    the trace (or the error) into the outcome, and the finished turn into the turn log of
    `store`, whether or not a script run is still waiting for it."""
    pieces: queue.Queue = queue.Queue()
    outcome: dict[str, object] = {}

    def work() -> None:
        try:
            trace = agent.say(user, text, on_answer_delta=pieces.put)
            turn_log.record(store, user, trace.session_id, "turn", trace.model_dump(mode="json"))
            outcome["trace"] = trace
        except BaseException as exc:  # noqa: BLE001 - handed to the script thread below
            outcome["error"] = exc
        finally:
            pieces.put(_DONE)

    worker = threading.Thread(target=work, name="chat-turn", daemon=True)
    worker.start()
    return worker, pieces, outcome


def say_streaming(agent, store, user: str, text: str) -> TurnTrace:
    """`agent.say` with `on_answer_delta` feeding the message being written; returns the
    trace (which keeps the final text, already in the turn log) or raises what the turn raised."""
    worker, pieces, outcome = start(agent, store, user, text)

    def stream():
        while (piece := pieces.get()) is not _DONE:
            yield piece

    st.write_stream(stream())
    worker.join()
    if "error" in outcome:
        raise outcome["error"]  # type: ignore[misc]
    return outcome["trace"]  # type: ignore[return-value]
