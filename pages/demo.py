"""Demo stepper: play a scenario from data/scenarios/ step by step, with its narration, the
panels updating as in a live chat; go back a step, jump to any step, or fork a live user."""
from pathlib import Path

import streamlit as st

from agent.trace import CurateTrace, NewSessionLine, StepLine, TurnTrace
from ui import demo_view, panels, stepper, urlstate
from ui.boot import ensure_frame
from ui.fmt import md
from ui.labels import label, step_summary, user_label
from ui.strings import lang, t, text_in

ensure_frame()


L = lang()  # bound into the select boxes' labels, which may be read after this run


files = [str(f) for f in stepper.scenarios()]
linked = urlstate.take_page_params()
if stepper.progress() is None:
    # a reload or a shared link: replay to the step the URL names, on a fresh demo user
    path = stepper.scenario_by_stem(linked.get("scenario"))
    if path is not None and str(linked.get("step", "")).isdigit():
        stepper.go_to(path, int(linked["step"]))
    else:
        stepper.choose(str(path or files[0]))
state = stepper.progress()
scenario = stepper.load(state.path)
n = len(scenario.steps)


st.title(t("demo_title"))
started, done = state.started, state.done
pick, when = st.columns([3, 2], vertical_alignment="bottom")
# Set from the stepper every run, like the jump box: a select box keeps its choice as the
# label it showed, so after a reload on ?scenario=… and a language switch it went on
# showing the other language's title.
st.session_state["demo_scenario"] = state.path if state.path in files else files[0]
pick.selectbox(t("scenario"), files, key="demo_scenario", on_change=demo_view.pick_scenario,
               args=("demo_scenario", files, state.path), label_visibility="collapsed",
               format_func=lambda p: f"{Path(p).stem[:2]} · {demo_view.in_lang(stepper.load(p).title, L) or Path(p).stem}")
st.session_state["demo_jump"] = done
when.selectbox(t("demo_jump"), list(range(n + 1)), key="demo_jump", on_change=demo_view.jump, args=(state, n),
               label_visibility="collapsed", disabled=not started, help=t("demo_jump"),
               format_func=lambda i: text_in(L, "demo_jump_option", i=i) if i else text_in(L, "demo_jump_start"))
st.caption(md((scenario.description_zh or scenario.description) if lang() == "zh" else scenario.description)
           + "  \n" + t("demo_user", user=md(user_label(scenario.user))) + " · " + t("demo_engine_note"))
with st.container(horizontal=True, gap="small"):
    st.button(t("demo_start"), key="demo_start", on_click=stepper.start_over, args=(state.path,),
              type="primary")
    st.button(t("demo_back"), key="demo_back", on_click=stepper.back_one, icon=":material/undo:",
              disabled=not started or done == 0)
    st.button(t("demo_next"), key="demo_next", on_click=stepper.forward, args=(done + 1,),
              icon=":material/redo:", disabled=not started or done >= n)
    st.button(t("demo_run_all"), key="demo_run_all", on_click=stepper.forward, args=(n,),
              disabled=not started or done >= n)
    demo_view.fork_popover(started, scenario.user)

story, live = st.columns([5, 4], gap="large")
words = stepper.entry_words(scenario.user)  # 塑料, not plastic, in a step naming an entry
# The steps played so far and the next one scroll inside their own box, newest at the
# bottom and scrolled into view; the steps still to come wait folded below them.
with story.container(height=600, border=False, key="demo_steps_box", autoscroll=True):
    if not started:
        st.info(t("demo_not_started"))
    for i, s in enumerate(scenario.steps[: done + 1] if started else []):
        with st.container(border=True, key=f"demo_step_{i}"):
            mark = ":green[:material/check_circle:]" if i < done else ":blue[:material/play_circle:]"
            st.markdown(f"{mark} **{t('demo_step', i=i + 1, n=n, kind=label('step', s.kind))}** "
                        f"{md(step_summary(s.kind, s.args, words))}")
            if s.narration(lang()):
                st.caption(md(s.narration(lang())))
            line = state.lines[i] if i < done and i < len(state.lines) else None
            if line is None:
                continue
            if isinstance(line, StepLine) and not line.ok:
                st.error(t("demo_step_failed", why=md(getattr(line, "error", ""))))
            elif isinstance(line, TurnTrace) and i == done - 1:
                with st.chat_message("assistant"):
                    panels.answer(line, key=f"demo{i}")
            elif isinstance(line, TurnTrace):
                st.markdown(md(line.answer))
            elif isinstance(line, (CurateTrace, NewSessionLine)):
                panels.curate_summary(line.curate if isinstance(line, NewSessionLine) else line)
    if started and done >= n:
        st.success(t("demo_done"))
    if started and done + 1 < n:
        with st.expander(t("demo_upcoming") + f" ({n - done - 1})"):
            for i, s in enumerate(scenario.steps[done + 1:], done + 1):
                st.markdown(f":gray[{t('demo_step', i=i + 1, n=n, kind=label('step', s.kind))} "
                            f"{md(step_summary(s.kind, s.args, words))}]")
with live:
    st.subheader(t("panels"))
    with st.container(height=560, border=False, key="demo_live_box"):
        panels.live_panels(state.trace, key="demo_live")
