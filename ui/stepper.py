"""The demo stepper's state and its time travel, per browser session.

A scenario plays as its own demo user, never as a live user of the same name, and never as
another browser tab's: `alice` plays as `demo:<tab>:alice`, where <tab> is this browser
session's own token, so two audiences on the same scenario do not reset each other's story.
It runs on a runtime that belongs to this browser session (its own Clock: scenarios advance it, and a
rewind in one tab must not move another tab's time). Only the heavy, thread-safe resources
(index, embedder, engine) are shared through `ui.resources`.

Time travel is a replay: going to step k resets the demo user and plays steps 0..k-1 on a
fresh clock, which gives the same state every time (the offline engine is deterministic), so
"back one step", "jump to step k" and a reload of `?scenario=…&step=k` all land on the same
screen. "Fork here" copies the demo user's whole memory to a live user."""
from __future__ import annotations

import secrets
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import streamlit as st

from agent.replay import Scenario, load_scenario, run_traces, scenario_files
from agent.runtime import SCENARIOS, Runtime, open_runtime
from agent.trace import CurateTrace, NewSessionLine, TurnTrace
from memory import turn_log
from memory.clock import Clock
from ui import resources, session

DEMO_PREFIX = "demo:"
STATE = "stepper"
RUNTIME = "stepper_runtime"
TAB = "demo_tab"  # this browser session's token in its demo users' names


def tab_token() -> str:
    """This browser session's own token (a reload is a new session: it replays the URL's
    step on a demo user of its own)."""
    return st.session_state.setdefault(TAB, secrets.token_hex(3))


def demo_user(name: str) -> str:
    """The namespace of a scenario's user in this tab: `alice` plays as `demo:<tab>:alice`
    (a demo user of another tab, or of a shared link, is moved into this tab's)."""
    return f"{DEMO_PREFIX}{tab_token()}:{demo_name(name)}"


def demo_name(name: str) -> str:
    """The scenario's own user name inside a demo user's name: `demo:3f9a01:alice` → alice."""
    text = str(name)
    return text[len(DEMO_PREFIX):].split(":", 1)[-1] if is_demo_user(text) else text


def is_demo_user(name: str) -> bool:
    return str(name).startswith(DEMO_PREFIX)


def is_mine(name: str) -> bool:
    """A live user, or a demo user of this browser tab."""
    return not is_demo_user(name) or str(name).startswith(f"{DEMO_PREFIX}{tab_token()}:")


def visible_users(users: list[str]) -> list[str]:
    """The user box lists live users and this tab's demo users, never another tab's."""
    return [u for u in users if is_mine(u)]


def scenarios() -> list[Path]:
    return scenario_files(SCENARIOS)


def scenario_by_stem(stem: str | None) -> Path | None:
    return next((p for p in scenarios() if p.stem == stem), None)


def load(path: str | Path) -> Scenario:
    """The scenario with its user moved into the demo namespace."""
    scenario = load_scenario(path)
    return scenario.model_copy(update={"user": demo_user(scenario.user)})


@dataclass
class Progress:
    path: str
    done: int = 0  # steps played
    started: bool = False
    lines: list[Any] = field(default_factory=list)  # one trace object per step played
    trace: TurnTrace | None = None


def progress() -> Progress | None:
    return st.session_state.get(STATE)


def _fresh_runtime(scenario: Scenario) -> Runtime:
    """A runtime of this browser session: a new clock and a store object of its own on the
    shared memory file; the index and the engine are the process-wide cached ones."""
    old: Runtime | None = st.session_state.pop(RUNTIME, None)
    if old is not None:
        old.store.close()
    catalog = scenario.catalog or resources.catalog_path()
    rt = open_runtime(db=resources.db_path(), index=resources.catalog_index(catalog),
                      engine=resources.engine("offline"), clock=Clock())
    st.session_state[RUNTIME] = rt
    return rt


def runtime() -> Runtime | None:
    return st.session_state.get(RUNTIME)


def entry_words(user: str) -> dict[str, list[str]]:
    """The demo user's stored entries' keywords by dedup key (for the steps' summaries)."""
    rt = runtime()
    return {e.dedup_key: list(e.keywords) for e in rt.store.entries(user)} if rt else {}


def choose(path: str) -> None:
    """Another scenario: nothing played yet (its demo user keeps whatever it had)."""
    st.session_state[STATE] = Progress(path=str(path))


def go_to(path: str | Path, step: int) -> Progress:
    """Replay the scenario's first `step` steps on a clean demo user and a fresh clock."""
    scenario = load(path)
    step = max(0, min(int(step), len(scenario.steps)))
    rt = _fresh_runtime(scenario)
    rt.store.reset_user(scenario.user)
    session.forget(scenario.user)
    state = Progress(path=str(path), started=True)
    st.session_state[STATE] = state
    _play(rt, scenario, state, step)
    return state


def start_over(path: str | Path) -> Progress:
    """"Start over": this tab's demo users (every scenario it played) are removed, names
    and conversations included, then the scenario starts on a clean demo user. A live
    user, and another tab's demo users, are never touched."""
    for name in remove_demo_users(f"{DEMO_PREFIX}{tab_token()}:"):
        st.session_state.setdefault("views", {}).pop(name, None)
    return go_to(path, 0)


def remove_demo_users(namespace: str = DEMO_PREFIX, *, created_before=None, store=None) -> list[str]:
    """Remove the demo users of a namespace (`demo:` or one tab's `demo:<tab>:`) from the
    store and the turn log, optionally only those created before a time."""
    if not namespace.startswith(DEMO_PREFIX):
        raise ValueError(f"only demo users are cleaned up, not {namespace!r}")
    store = store or resources.store()
    gone = store.remove_users(namespace, created_before=created_before)
    for name in gone:
        turn_log.forget(store, name)
    return gone


def forward(until: int) -> None:
    state, rt = progress(), runtime()
    if state is None or rt is None:
        return
    _play(rt, load(state.path), state, until)


def back_one() -> None:
    state = progress()
    if state is not None and state.done > 0:
        go_to(state.path, state.done - 1)


def _play(rt: Runtime, scenario: Scenario, state: Progress, until: int) -> None:
    for replayed in run_traces(rt, scenario, start=state.done, stop=until):
        trace = replayed.trace
        state.lines.append(trace)
        if isinstance(trace, TurnTrace):
            state.trace = trace
            session.record_turn(scenario.user, trace.text, trace)
        elif isinstance(trace, (CurateTrace, NewSessionLine)):
            session.record_curate(scenario.user, trace.curate if isinstance(trace, NewSessionLine) else trace)
    state.done = min(until, len(scenario.steps))


def fork(target: str, *, replace: bool = False) -> str:
    """Copy the demo user's memory (entries, audit, favourites, sessions) and its
    conversation to the live user `target`. A live user that already has memory is only
    overwritten when `replace` is given (the page asks first)."""
    state = progress()
    name = (target or "").strip()
    if state is None or not name or is_demo_user(name):
        raise ValueError(name)
    source = load(state.path).user
    store = resources.store()
    if has_memory(name) and not replace:
        raise FileExistsError(name)
    store.import_user(name, store.export_user(source), replace=True)
    turn_log.copy(store, source, name)
    st.session_state.setdefault("views", {}).pop(name, None)
    return name


def url_params() -> dict[str, object]:
    """`scenario` (file stem) and `step` (steps played) for the address bar; before this
    session has played anything, the ones the URL came with."""
    state = progress()
    if state is None:
        return dict(st.session_state.get("url_page_params") or {})
    return {"scenario": Path(state.path).stem, "step": state.done if state.started else None}


def has_memory(user: str) -> bool:
    store = resources.store()
    return bool(store.entries(user) or store.favourites(user) or store.sessions(user))
