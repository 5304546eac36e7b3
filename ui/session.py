"""What one browser session shows: the chat per user, the last turn trace and the last curator
trace. Kept in st.session_state (per browser tab, never in module globals) and written
through to the memory file's turn log, so a reload or a new tab rebuilds the same screen from
the store (`memory.turn_log`) instead of starting empty."""
from __future__ import annotations

from dataclasses import dataclass, field

import streamlit as st

from agent.trace import CurateTrace, TurnTrace
from memory import turn_log

DEFAULT_USER = "demo"


@dataclass
class Message:
    role: str  # user | assistant | event
    text: str
    trace: TurnTrace | None = None
    curate: CurateTrace | None = None


@dataclass
class UserView:
    messages: list[Message] = field(default_factory=list)
    last_trace: TurnTrace | None = None
    last_curate: CurateTrace | None = None


def init() -> None:
    st.session_state.setdefault("lang", "zh")
    st.session_state.setdefault("engine", "offline")
    st.session_state.setdefault("user", DEFAULT_USER)
    st.session_state.setdefault("views", {})


def user() -> str:
    return st.session_state.get("user") or DEFAULT_USER


def _store():
    from ui import resources

    return resources.store()


def _rebuild(name: str) -> UserView:
    """The view of one user as the turn log has it: the last curated session, its curator
    event and the open session's turns."""
    v = UserView()
    for row in turn_log.recent(turn_log.rows(_store(), name)):
        if row["kind"] == "turn":
            trace = TurnTrace.model_validate(row["trace"])
            v.messages += [Message("user", trace.text), Message("assistant", trace.answer, trace=trace)]
            v.last_trace = trace
            if trace.curated_before is not None:
                v.last_curate = trace.curated_before
        else:
            v.last_curate = CurateTrace.model_validate(row["trace"])
            v.messages.append(Message("event", "", curate=v.last_curate))
    return v


def view(name: str | None = None) -> UserView:
    views: dict[str, UserView] = st.session_state.setdefault("views", {})
    name = name or user()
    if name not in views:
        views[name] = _rebuild(name)
    return views[name]


def forget(name: str) -> None:
    """Drop one user's conversation from this tab and from the log (a demo's start over)."""
    turn_log.forget(_store(), name)
    st.session_state.setdefault("views", {}).pop(name, None)


def record_turn(name: str, text: str, trace: TurnTrace) -> None:
    v = view(name)
    turn_log.record(_store(), name, trace.session_id, "turn", trace.model_dump(mode="json"))
    if trace.curated_before is not None:
        v.last_curate = trace.curated_before
    v.messages.append(Message("user", text))
    v.messages.append(Message("assistant", trace.answer, trace=trace))
    v.last_trace = trace


def record_curate(name: str, trace: CurateTrace) -> None:
    """The conversation stays on screen with one event after it: what the curator made of
    it. Only the session before it stays; anything older leaves the screen."""
    v = view(name)
    turn_log.record(_store(), name, trace.session_id or "", "curate", trace.model_dump(mode="json"))
    events = [i for i, m in enumerate(v.messages) if m.role == "event"]
    if events:
        del v.messages[: events[-1] + 1]
    v.last_curate = trace
    v.messages.append(Message("event", "", curate=trace))
