"""What one browser session shows: the chat per user, the last turn trace and the last curator
trace. Kept in st.session_state (per browser tab, never in module globals) and written
through to the memory file's turn log, so a reload or a new tab rebuilds the same screen from
the store (`memory.turn_log`) instead of starting empty.

The tab's view is a cache of the store, never the other way round: each run compares what
the store holds for the user (turn-log rows, the open session's turns) with what the view
was built from, and rebuilds when the store has more (a turn finished by an abandoned script
run, another tab on the same user). An open-session turn the log lacks is shown from the
session's transcript (its words, without cards)."""
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
    built_from: tuple[int, int, str, int] | None = None  # what the store held (see _held)


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


def _held(name: str) -> tuple[int, int, str, int]:
    """What the store holds for the view: turn-log rows and last id, the open session and
    its number of turns."""
    pt = _store().current_session(name)
    return (*turn_log.mark(_store(), name), pt.session_id if pt else "", len(pt.transcript) if pt else 0)


def _rebuild(name: str) -> UserView:
    """The view of one user as the turn log has it: the last curated session, its curator
    event and the open session's turns (those the log lacks from the session's transcript)."""
    v = UserView(built_from=_held(name))
    logged: dict[str, int] = {}
    for row in turn_log.recent(turn_log.rows(_store(), name)):
        if row["kind"] == "turn":
            trace = TurnTrace.model_validate(row["trace"])
            v.messages += [Message("user", trace.text), Message("assistant", trace.answer, trace=trace)]
            v.last_trace = trace
            logged[trace.session_id] = logged.get(trace.session_id, 0) + 1
            if trace.curated_before is not None:
                v.last_curate = trace.curated_before
        else:
            v.last_curate = CurateTrace.model_validate(row["trace"])
            v.messages.append(Message("event", "", curate=v.last_curate))
    pt = _store().current_session(name)
    if pt is not None:
        for record in pt.transcript[logged.get(pt.session_id, 0):]:
            v.messages += [Message("user", record.text), Message("assistant", record.answer)]
    return v


def view(name: str | None = None) -> UserView:
    views: dict[str, UserView] = st.session_state.setdefault("views", {})
    name = name or user()
    if name not in views or views[name].built_from != _held(name):
        views[name] = _rebuild(name)
    return views[name]


def forget(name: str) -> None:
    """Drop one user's conversation from this tab and from the log (a demo's start over)."""
    turn_log.forget(_store(), name)
    st.session_state.setdefault("views", {}).pop(name, None)


def take_message(input_key: str, pending_key: str) -> None:
    """A chat input's callback: keep what was typed as the message to answer (a blank one is
    not a message)."""
    text = st.session_state.get(input_key)
    if text and text.strip():
        st.session_state[pending_key] = text


def record_turn(name: str, text: str, trace: TurnTrace, *, logged: bool = False) -> None:
    """Log a finished turn (`logged`: the chat's worker already has) and rebuild the view
    from the log, so a turn that reached the store by another way (an abandoned script
    run, another tab) is in it too, in the store's order."""
    if not logged:
        turn_log.record(_store(), name, trace.session_id, "turn", trace.model_dump(mode="json"))
    _refresh(name)


def record_curate(name: str, trace: CurateTrace) -> None:
    """The conversation stays on screen with one event after it: what the curator made of
    it. Only the session before it stays; anything older leaves the screen (turn_log.recent)."""
    turn_log.record(_store(), name, trace.session_id or "", "curate", trace.model_dump(mode="json"))
    _refresh(name)


def _refresh(name: str) -> None:
    st.session_state.setdefault("views", {})[name] = _rebuild(name)
