"""A chat turn with its answer streamed into the page as it arrives. The turn runs in a
worker thread and only puts text pieces on a queue; the script thread reads the queue with
st.write_stream. No st.* call is made from the worker (Streamlit's rule for threads)."""
from __future__ import annotations

import queue
import threading

import streamlit as st

from agent.trace import TurnTrace

_DONE = object()


def say_streaming(agent, user: str, text: str) -> TurnTrace:
    """`agent.say` with `on_answer_delta` feeding the message being written; returns the
    trace (which keeps the final text) or raises what the turn raised."""
    pieces: queue.Queue = queue.Queue()
    outcome: dict[str, object] = {}

    def work() -> None:
        try:
            outcome["trace"] = agent.say(user, text, on_answer_delta=pieces.put)
        except BaseException as exc:  # noqa: BLE001 - handed to the script thread below
            outcome["error"] = exc
        finally:
            pieces.put(_DONE)

    worker = threading.Thread(target=work, name="chat-turn", daemon=True)
    worker.start()

    def stream():
        while (piece := pieces.get()) is not _DONE:
            yield piece

    st.write_stream(stream())
    worker.join()
    if "error" in outcome:
        raise outcome["error"]  # type: ignore[misc]
    return outcome["trace"]  # type: ignore[return-value]
