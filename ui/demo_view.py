"""The demo stepper page's callbacks and its "fork here" popover (pages/demo.py stays a
description of the screen; the time travel itself is `ui.stepper`)."""
from __future__ import annotations

import streamlit as st

from ui import stepper
from ui.fmt import md
from ui.strings import t

FORKS = "demo_forks"  # how many forks this session made: the popover's key, so it closes


def in_lang(text: str | None, language: str) -> str:
    """Scenario titles are written "English / 中文": show the half in the screen's language."""
    parts = [p.strip() for p in (text or "").split(" / ")]
    return (parts[-1] if language == "zh" else parts[0]) if len(parts) == 2 else (text or "")


# A language switch can hand these callbacks the other language's label (or nothing):
# only a real value does anything.
def pick_scenario(widget: str, files: list[str], current: str) -> None:
    chosen = st.session_state.get(widget)
    if chosen in files and chosen != current:
        stepper.choose(chosen)


def jump(state: stepper.Progress, n: int) -> None:
    chosen = st.session_state.get("demo_jump")
    if isinstance(chosen, int) and 0 <= chosen <= n and chosen != state.done:
        stepper.go_to(state.path, chosen)


def _close_popover() -> None:
    # a popover has no "close" call: a new key is a new, closed popover
    st.session_state[FORKS] = st.session_state.get(FORKS, 0) + 1


def open_user(user: str) -> None:
    st.session_state["user"] = user
    _close_popover()


def fork() -> None:
    name = (st.session_state.get("demo_fork_name") or "").strip()
    try:
        st.session_state["user"] = stepper.fork(name, replace=bool(st.session_state.get("demo_fork_replace")))
        # a toast: a notice above the steps pushed the page below the fold
        st.toast(t("demo_fork_done", user=name), icon=":material/call_split:")
        st.session_state.pop("demo_fork_ask", None)
        _close_popover()
    except FileExistsError:
        st.session_state["demo_notice"] = ("warning", t("demo_fork_exists", user=name))
        st.session_state["demo_fork_ask"] = name
    except ValueError:
        st.session_state["demo_notice"] = ("error", t("demo_fork_invalid"))


def fork_popover(started: bool, demo_user: str) -> None:
    """Fork here: a live user's name, the replace question when it already has memory, and
    a way to look at the demo user itself. It closes once the fork is done."""
    with st.popover(t("demo_fork"), icon=":material/call_split:", help=t("demo_fork_help"),
                    disabled=not started, key=f"demo_fork_popover_{st.session_state.get(FORKS, 0)}"):
        st.text_input(t("demo_fork_name"), key="demo_fork_name")
        if st.session_state.get("demo_fork_ask"):
            st.checkbox(t("demo_fork_replace", user=md(st.session_state["demo_fork_ask"])),
                        key="demo_fork_replace")
        notice = st.session_state.pop("demo_notice", None)
        if notice:  # the question stays where it is answered, in the open popover
            getattr(st, notice[0])(notice[1])
        st.button(t("demo_fork_go"), key="demo_fork_go", on_click=fork, type="primary")
        st.divider()
        st.button(t("demo_open_user"), key="demo_open_user", on_click=open_user, args=(demo_user,))
