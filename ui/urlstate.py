"""The screen's state in the address bar: `?user=NAME&lang=zh|en` on every page (the page
itself is the URL path st.navigation gives it), plus `scenario` and `step` on the demo
stepper and `q` (the search) on the favourites page. A reload or a shared link opens a new browser session; it reads these once and lands
on the same screen. The frame writes them back on every run, because a click in the page
navigation drops the query string."""
from __future__ import annotations

import streamlit as st

from ui.strings import LANGS

RESTORED = "_url_restored"
PAGE_PARAMS = ("scenario", "step", "q")


def restore() -> dict[str, str]:
    """Once per browser session: the URL's user and language into the session, and the
    page's own parameters kept for that page (returned, and in `url_page_params`)."""
    if st.session_state.get(RESTORED):
        return st.session_state.get("url_page_params", {})
    st.session_state[RESTORED] = True
    params = st.query_params
    lang = params.get("lang")
    if lang in LANGS:
        st.session_state["lang"] = lang
    user = (params.get("user") or "").strip()
    if user:
        # a demo user in a link belongs to the tab that made it: this tab plays its own
        from ui.stepper import demo_user, is_demo_user

        st.session_state["user"] = demo_user(user) if is_demo_user(user) else user
    page = {k: params[k] for k in PAGE_PARAMS if params.get(k)}
    st.session_state["url_page_params"] = page
    return page


def take_page_params() -> dict[str, str]:
    """The page parameters the URL came with, handed out once (the page consumes them)."""
    return st.session_state.pop("url_page_params", {}) or {}


def take_page_param(name: str) -> str | None:
    """One page parameter the URL came with, handed out once (None when it had none)."""
    params = st.session_state.get("url_page_params") or {}
    return params.pop(name, None)


def publish(**page: object) -> None:
    """Write the URL: user and language always; `page` parameters for this page only."""
    wanted = {"user": str(st.session_state.get("user") or ""), "lang": str(st.session_state.get("lang") or "zh")}
    wanted.update({k: str(v) for k, v in page.items() if v is not None})
    current = {k: st.query_params.get(k) for k in st.query_params.keys()}
    if current != wanted:
        st.query_params.from_dict(wanted)
