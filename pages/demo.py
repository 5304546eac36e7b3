"""Demo stepper: play a scenario from data/scenarios/ step by step, with its narration, the
panels updating as in a live chat."""
from pathlib import Path

import streamlit as st

from agent.replay import load_scenario, run_traces, scenario_files
from agent.runtime import SCENARIOS
from agent.trace import CurateTrace, NewSessionLine, StepLine, TurnTrace
from ui import panels, resources, session
from ui.fmt import md
from ui.strings import lang, t
from ui.boot import ensure_frame

ensure_frame()


def in_lang(text: str | None) -> str:
    """Scenario titles are written "English / 中文": show the half in the screen's language."""
    parts = [p.strip() for p in (text or "").split(" / ")]
    return (parts[-1] if lang() == "zh" else parts[0]) if len(parts) == 2 else (text or "")


def step_args(s) -> str:
    if isinstance(s.args, str):
        return s.args
    if isinstance(s.args, dict):
        return ", ".join(f"{k}={v}" for k, v in s.args.items())
    return str(s.args or "")


st.title(t("demo_title"))
files = scenario_files(SCENARIOS)
path = st.selectbox(t("scenario"), [str(f) for f in files], key="demo_scenario",
                    format_func=lambda p: f"{Path(p).stem[:2]} · {in_lang(load_scenario(p).title) or Path(p).stem}")
scenario = load_scenario(path)
rt = resources.demo_runtime(resources.db_path(), scenario.catalog or resources.catalog_path())
state = st.session_state.setdefault("demo", {"path": None, "next": 0, "lines": []})
if state["path"] != path:
    state.update(path=path, next=0, lines=[], started=False)


def start_over() -> None:
    rt.store.reset_user(scenario.user)  # a clean slate
    rt.clock.advance(-rt.clock.offset_hours)
    session.view(scenario.user).messages.clear()
    state.update(next=0, lines=[], started=True, trace=None)


def step(until: int) -> None:
    for done in run_traces(rt, scenario, start=state["next"], stop=until):
        trace = done.trace
        state["lines"].append(trace)
        if isinstance(trace, TurnTrace):
            state["trace"] = trace
            session.record_turn(scenario.user, trace.text, trace)
        elif isinstance(trace, (CurateTrace, NewSessionLine)):
            session.record_curate(scenario.user, curate_of(trace))
    state["next"] = min(until, len(scenario.steps))


def curate_of(trace: CurateTrace | NewSessionLine) -> CurateTrace:
    return trace.curate if isinstance(trace, NewSessionLine) else trace


def open_user() -> None:
    st.session_state["user"] = scenario.user


st.caption(md((scenario.description_zh or scenario.description) if lang() == "zh"
              else scenario.description))
st.caption(t("demo_user", user=md(scenario.user)) + " · " + t("demo_engine_note"))
n = len(scenario.steps)
b1, b2, b3, b4 = st.columns(4, gap="small")
b1.button(t("demo_start"), key="demo_start", on_click=start_over, type="primary",
          width="stretch")
b2.button(t("demo_next"), key="demo_next", on_click=step, args=(state["next"] + 1,),
          disabled=not state.get("started") or state["next"] >= n, width="stretch")
b3.button(t("demo_run_all"), key="demo_run_all", on_click=step, args=(n,),
          disabled=not state.get("started") or state["next"] >= n, width="stretch")
b4.button(t("demo_open_user"), key="demo_open_user", on_click=open_user, width="stretch")

story, live = st.columns([5, 4], gap="large")
# The steps scroll inside their own box (as the chat does), so the panels stay in view.
with story.container(height=760, border=False):
    if not state.get("started"):
        st.info(t("demo_not_started"))
    for i, s in enumerate(scenario.steps):
        done = i < state["next"]
        with st.container(border=True):
            mark = (":green[:material/check_circle:]" if done else ":blue[:material/play_circle:]"
                    if i == state["next"] and state.get("started") else ":gray[:material/radio_button_unchecked:]")
            st.markdown(f"{mark} **{t('demo_step', i=i + 1, n=n, kind=t('step_' + s.kind))}** "
                        f"{md(step_args(s))}")
            if s.narration(lang()):
                st.caption(md(s.narration(lang())))
            if done and i < len(state["lines"]):
                line = state["lines"][i]
                if isinstance(line, StepLine) and not line.ok:
                    st.error(t("demo_step_failed", why=md(line.error)))
                elif isinstance(line, TurnTrace) and i == state["next"] - 1:
                    with st.chat_message("assistant"):
                        panels.answer(line, key=f"demo{i}")
                elif isinstance(line, TurnTrace):
                    st.markdown(md(line.answer))
                elif isinstance(line, (CurateTrace, NewSessionLine)):
                    panels.curate_summary(curate_of(line))
    if state.get("started") and state["next"] >= n:
        st.success(t("demo_done"))
with live:
    st.subheader(t("panels"))
    panels.live_panels(state.get("trace"), key="demo_live")
