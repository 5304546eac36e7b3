"""What one browser session remembers for display: the chat per user, the last turn trace and
the last curator trace. Kept in st.session_state (per browser tab), never in module globals."""
from __future__ import annotations

from dataclasses import dataclass, field

import streamlit as st

from agent.trace import CurateTrace, TurnTrace

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


def view(name: str | None = None) -> UserView:
    views: dict[str, UserView] = st.session_state.setdefault("views", {})
    return views.setdefault(name or user(), UserView())


def record_turn(name: str, text: str, trace: TurnTrace) -> None:
    v = view(name)
    if trace.curated_before is not None:
        v.last_curate = trace.curated_before
    v.messages.append(Message("user", text))
    v.messages.append(Message("assistant", trace.answer, trace=trace))
    v.last_trace = trace


def record_curate(name: str, trace: CurateTrace) -> None:
    """A new session starts with one event: what the curator made of the last one."""
    v = view(name)
    v.last_curate = trace
    v.messages[:] = [Message("event", "", curate=trace)]
