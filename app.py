"""The frame: session keys, the shared sidebar (language, user, engine, session) and the
page navigation. Each page in pages/ renders one screen on top of the runtime chosen here."""
from __future__ import annotations

import streamlit as st

from ui import boot, panels, resources, session
from ui import llm_settings
from ui.fmt import md
from ui.strings import LANG_NAMES, LANGS, t

st.set_page_config(page_title="Shopping memory", page_icon=":material/shopping_bag:", layout="wide")
session.init()
# Our own CSS, no user text: less empty space above the title, so the chat and its panels
# fit one screen during a demo.
st.html("<style>.block-container, [data-testid='stMainBlockContainer'] {padding-top: 2.5rem;}</style>")


def _create_user() -> None:
    name = (st.session_state.get("new_user_name") or "").strip()
    if not name:
        st.session_state["user_notice"] = ("error", t("user_invalid"))
        return
    resources.base_runtime(resources.db_path(), resources.catalog_path()).store.ensure_user(name)
    st.session_state["user"] = name
    st.session_state["new_user_name"] = ""
    st.session_state["user_notice"] = ("success", t("user_created", user=name))


def _end_session(trigger: str) -> None:
    rt = resources.runtime()
    user = session.user()
    if trigger == "new_session":
        session.record_curate(user, rt.agent.end_session(user, trigger="new_session"))
        st.toast(t("new_session_started"))
        return
    with st.status(t("curating"), expanded=True) as status:
        trace = rt.agent.end_session(user, trigger="end_session")
        session.record_curate(user, trace)
        panels.curate_summary(trace)
        status.update(label=t("curate_failed") if trace.errors else t("curated"),
                      state="error" if trace.errors else "complete", expanded=True)


def sidebar() -> None:
    with st.sidebar:
        st.radio(t("language"), LANGS, format_func=LANG_NAMES.get, key="lang", horizontal=True)
        try:
            with st.spinner(t("loading_index")):
                base = resources.base_runtime(resources.db_path(), resources.catalog_path())
        except Exception as exc:  # noqa: BLE001 - the frame says why, instead of a traceback
            st.error(t("runtime_failed", why=md(exc)))
            st.stop()
        users = base.store.users()
        if session.user() not in users:
            users = sorted({*users, session.user()})
        st.selectbox(t("user"), users, key="user", help=t("user_help"))
        with st.popover(t("create_user"), key="new_user_popover"):
            st.text_input(t("new_user"), key="new_user_name")
            st.button(t("create_user"), key="create_user", on_click=_create_user)
        notice = st.session_state.pop("user_notice", None)
        if notice:
            getattr(st, notice[0])(notice[1])

        st.divider()
        st.radio(t("engine"), ("offline", "openai"), key="engine", horizontal=True,
                 on_change=_switch_engine)
        engine_status()
        llm_settings.render()

        st.divider()
        st.markdown(f"**{t('session')}**")
        info = st.empty()
        left, right = st.columns(2)
        new = left.button(t("new_session"), key="new_session", width="stretch")
        end = right.button(t("end_session"), key="end_session", type="primary", width="stretch",
                           help=t("end_session_help"))
        if new or end:
            _end_session("new_session" if new else "end_session")
        pt = base.store.current_session(session.user())
        info.caption(t("session_info", sid=pt.session_id, turn=pt.turn) if pt else t("session_none"))


def _switch_engine() -> None:
    """Runs before the rerun, so a failed switch can still put the radio back."""
    if st.session_state.get("engine") != "openai":
        return
    try:
        resources.engine("openai")
    except Exception as exc:  # noqa: BLE001 - EngineError(config) when no key is set
        st.session_state["engine"] = "offline"
        st.session_state["engine_error"] = str(getattr(exc, "detail", None) or exc)


def engine_status() -> None:
    error = st.session_state.pop("engine_error", None)
    if error:
        st.warning(t("engine_failed", why=md(error)))
    if st.session_state.get("engine") != "openai":
        st.caption(t("engine_offline"))
        return
    engine = resources.engine("openai")
    st.caption(t("engine_openai"))
    st.caption(t("engine_model", model=md(engine.model)))
    st.caption(t("engine_endpoint", url=md(engine.client.base_url)))


PAGES = [
    st.Page("pages/chat.py", title=t("page_chat"), icon=":material/chat:", default=True),
    st.Page("pages/preferences.py", title=t("page_prefs"), icon=":material/tune:", url_path="preferences"),
    st.Page("pages/favourites.py", title=t("page_favs"), icon=":material/star:", url_path="favourites"),
    st.Page("pages/inspector.py", title=t("page_inspector"), icon=":material/manage_search:", url_path="inspector"),
    st.Page("pages/lab.py", title=t("page_lab"), icon=":material/science:", url_path="lab"),
    st.Page("pages/catalog.py", title=t("page_catalog"), icon=":material/inventory_2:", url_path="catalog"),
    st.Page("pages/demo.py", title=t("page_demo"), icon=":material/slideshow:", url_path="demo"),
]

page = st.navigation(PAGES)
sidebar()
st.session_state[boot.ACTIVE] = True
try:
    page.run()
finally:
    st.session_state[boot.ACTIVE] = False
