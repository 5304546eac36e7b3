"""Chat: the conversation on the left, the live memory panels on the right."""
import streamlit as st

from ui import answer_stream, llm_settings, panels, session
from ui.fmt import md
from ui.labels import after_curate_hint
from ui.strings import t
from ui.boot import ensure_frame

ensure_frame()

rt = llm_settings.runtime()  # the openai engine is this session's own (sidebar settings)
user = session.user()
view = session.view(user)

# A message is taken in the callback, before the page runs: the run that answers it shows
# the input disabled, so a second message cannot interrupt the turn half-way.
pending = st.session_state.get("chat_pending")
st.chat_input(t("chat_placeholder"), key="chat_input", disabled=pending is not None,
              on_submit=session.take_message, args=("chat_input", "chat_pending"))

st.title(t("page_chat"))
chat, live = st.columns([5, 4], gap="large")

# The conversation scrolls inside its own box, so the panels beside it stay in view while
# a demo goes on for many turns.
with chat.container(height=800, border=False, key="chat_box"):
    if not view.messages:
        st.info(t("chat_empty"))
    for i, message in enumerate(view.messages):
        if message.role == "event":
            with st.container(border=True):
                st.markdown(f":material/cleaning_services: **{t('session_ended')}**")
                panels.curate_summary(message.curate)
                st.caption(after_curate_hint(message.curate))
            continue
        with st.chat_message(message.role):
            if message.trace is not None:
                panels.answer(message.trace, key=f"msg{i}", latest=i == len(view.messages) - 1)
            else:
                st.markdown(md(message.text))
    if pending is not None:
        # The answer streams into its message as the engine writes it; the rerun then
        # renders the finished turn from its trace like every other message.
        st.chat_message("user").markdown(md(pending))
        try:
            with st.chat_message("assistant"), st.spinner(t("thinking")):
                trace = answer_stream.say_streaming(rt.agent, rt.store, user, pending)
            session.record_turn(user, pending, trace, logged=True)
        finally:
            st.session_state.pop("chat_pending", None)  # a failed turn must not lock the input
        st.rerun()

with live:
    st.subheader(t("panels"))
    pt = rt.store.current_session(user)
    with st.container(height=740, border=False, key="chat_live_box"):
        # inside the box: above it, the note made the column taller than the screen and
        # the page scrolled the title away after End session
        if view.last_trace is not None and (pt is None or view.last_trace.session_id != pt.session_id):
            st.caption(t("panels_previous_session"))
        panels.live_panels(view.last_trace, key="chat_live")
