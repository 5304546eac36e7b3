"""The frame: session keys, the shared sidebar (language, user, session, engine) and the page
navigation. Each page in pages/ renders one screen on top of the runtime chosen here. The
user, the language and the stepper's place live in the URL (`ui.urlstate`), so a reload or
a shared link opens the same screen."""
from __future__ import annotations

from functools import partial

import streamlit as st

from ui import boot, favourites_view, layout, llm_settings, panels, resources, session, stepper, urlstate
from ui.fmt import md
from ui.labels import after_curate_hint, user_label
from ui.strings import LANG_NAMES, LANGS, lang, t

st.set_page_config(page_title="Shopping memory", page_icon=":material/shopping_bag:", layout="wide")
session.init()
urlstate.restore()
layout.apply()


# Select boxes whose options are shown through a language-dependent label: Streamlit keeps
# their state as the label, so after a language switch the old label is no option (and an
# on_change callback would receive it). The switch forgets them; they reopen on their value.
LABELLED_WIDGETS = ("add_polarity", "add_category", "add_domain", "domain_", "demo_jump",
                    "demo_scenario")


def _switch_language() -> None:
    for key in list(st.session_state.keys()):
        if str(key).startswith(LABELLED_WIDGETS):
            del st.session_state[key]
    # the user box labels demo users in the screen's language: set its value anew
    st.session_state["user"] = session.user()


def _create_user() -> None:
    name = (st.session_state.get("new_user_name") or "").strip()
    if not name or stepper.is_demo_user(name):
        st.session_state["user_notice"] = ("error", t("user_invalid"))
        return
    resources.store().ensure_user(name)
    st.session_state["user"] = name
    st.session_state["new_user_name"] = ""
    st.session_state["user_notice"] = ("success", t("user_created", user=name))
    # a popover has no "close" call: a new key is a new, closed popover
    st.session_state["users_created"] = st.session_state.get("users_created", 0) + 1


def _end_session(trigger: str, on_chat: bool) -> None:
    rt = llm_settings.runtime()  # the curator runs on the engine this session chose
    user = session.user()
    pt = rt.store.current_session(user)
    if pt is None or not pt.transcript:
        # nothing said yet: no curator run, and no green tick for work that did not happen
        st.info(t("end_nothing"), icon=":material/info:")
        return
    if trigger == "new_session":
        session.record_curate(user, rt.agent.end_session(user, trigger="new_session"))
        st.toast(t("new_session_started"))
        return
    with st.status(t("curating"), expanded=True) as status:
        trace = rt.agent.end_session(user, trigger="end_session")
        session.record_curate(user, trace)
        if on_chat:
            # the chat shows what was written under the conversation: said once, there
            st.caption(t("curated_see_chat", n=len(trace.written)))
        else:
            panels.curate_summary(trace)
            st.caption(after_curate_hint(trace))
        status.update(label=t("curate_failed") if trace.errors else t("curated"),
                      state="error" if trace.errors else "complete", expanded=True)


def sidebar(on_chat: bool) -> None:
    with st.sidebar:
        st.radio(t("language"), LANGS, format_func=LANG_NAMES.get, key="lang", horizontal=True,
                 label_visibility="collapsed",
                 on_change=_switch_language)
        try:
            with st.spinner(t("loading_index")):
                base = resources.base_runtime(resources.db_path(), resources.catalog_path())
        except Exception as exc:  # noqa: BLE001 - the frame says why, instead of a traceback
            st.error(t("runtime_failed", why=md(exc)))
            st.stop()
        users = stepper.visible_users(base.store.users())
        if session.user() not in users:
            users = sorted({*users, session.user()})
        st.selectbox(t("user"), users, key="user", help=t("user_help"), format_func=partial(user_label, language=lang()))
        if stepper.is_demo_user(session.user()):
            st.caption(t("demo_user_mark"))

        st.markdown(f"**{t('session')}**")
        info = st.empty()
        left, right = st.columns(2)
        new = left.button(t("new_session"), key="new_session", width="stretch")
        end = right.button(t("end_session"), key="end_session", type="primary", width="stretch",
                           help=t("end_session_help"))
        if new or end:
            _end_session("new_session" if new else "end_session", on_chat)
        pt = base.store.current_session(session.user())
        info.caption(t("session_info", sid=pt.session_id, turn=pt.turn) if pt else t("session_none"))

        with st.popover(t("create_user"), key=f"new_user_popover_{st.session_state.get('users_created', 0)}", width="stretch"):
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


def _switch_engine() -> None:
    """Runs before the rerun, so a failed switch can still put the radio back."""
    if st.session_state.get("engine") != "openai":
        return
    try:
        llm_settings.engine()  # the sidebar's base URL / model / key, else the environment
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
    st.caption(t("engine_openai"))  # model and endpoint: the settings section below says them


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
waiting = st.empty()  # a cold start's main pane says why it is empty while the sidebar loads
if not resources.runtime_opened():
    waiting.info(t("loading_first"), icon=":material/hourglass_top:")
sidebar(on_chat=page.url_path == "")
waiting.empty()
PAGE_URL_PARAMS = {"demo": stepper.url_params, "favourites": favourites_view.url_params}
urlstate.publish(**PAGE_URL_PARAMS.get(page.url_path, dict)())
st.session_state[boot.ACTIVE] = True
try:
    page.run()
finally:
    st.session_state[boot.ACTIVE] = False
