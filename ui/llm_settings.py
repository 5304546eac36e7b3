"""The openai engine's settings for one browser session: base URL, model and key, a "test
connection" button that names what failed, and the engine those settings build.

The key lives in `st.session_state` only (this browser tab's memory): it is never written to
disk, to the memory store or to a trace, and it is not shown back. Blank fields fall back to
OPENAI_BASE_URL / AGENT_MODEL / OPENAI_API_KEY. The one thing shared by every viewer is the
`ModeRegistry` (which structured-output mode each endpoint took), which holds no secret.
"""
from __future__ import annotations

import hashlib

import streamlit as st

from agent import settings as env_settings

from agent.engines.openai_engine import DEFAULT_MODEL, ModeRegistry, check_connection
from ui.fmt import md
from ui.strings import t

BASE_URL, MODEL, API_KEY = "llm_base_url", "llm_model", "llm_api_key"
CHECK = "llm_check"  # the last ConnectionCheck, shown under the button
_ENGINE = "_llm_engine"  # (settings fingerprint, engine) for this session

@st.cache_resource(show_spinner=False)
def mode_registry() -> ModeRegistry:
    """One per process: the mode an endpoint took is a fact about the endpoint, not a viewer."""
    return ModeRegistry()


def settings() -> tuple[str | None, str, str | None]:
    """(base URL, model, key) for this session: the sidebar's fields, else the environment."""
    env = env_settings.current()
    base_url = (st.session_state.get(BASE_URL) or "").strip() or env.openai_base_url
    model = (st.session_state.get(MODEL) or "").strip() or env.agent_model or DEFAULT_MODEL
    key = (st.session_state.get(API_KEY) or "").strip() or env.openai_api_key
    return base_url, model, key


def engine():
    """This session's openai engine, rebuilt only when its settings change. Raises
    EngineError(config) when there is neither a base URL nor a key."""
    from agent.engines import make_engine

    base_url, model, key = settings()
    # the fingerprint holds a hash of the key, so nothing kept here repeats the key itself
    fingerprint = (base_url, model, hashlib.sha256((key or "").encode()).hexdigest())
    held = st.session_state.get(_ENGINE)
    if held is not None and held[0] == fingerprint:
        return held[1]
    built = make_engine("openai", base_url=base_url, model=model, api_key=key,
                        modes=mode_registry())
    st.session_state[_ENGINE] = (fingerprint, built)
    return built


def runtime():
    """The runtime this session's chat turns run on: with the openai engine switched on,
    the shared store and index behind this session's own engine."""
    from agent.runtime import with_engine
    from ui import resources

    if st.session_state.get("engine") != "openai":
        return resources.runtime()
    base = resources.base_runtime(resources.db_path(), resources.catalog_path())
    return with_engine(base, engine())


def _test_connection() -> None:
    base_url, model, key = settings()
    st.session_state[CHECK] = check_connection(
        base_url, model, key, timeout=10.0, json_mode=env_settings.current().agent_json_mode or "auto")


def render() -> None:
    """The sidebar section: the three fields, the test button and what the test found."""
    env = env_settings.current()
    with st.expander(t("llm_settings"), expanded=False):
        st.text_input(t("llm_base_url"), key=BASE_URL,
                      placeholder=env.openai_base_url or "https://api.openai.com/v1",
                      help=t("llm_blank_env", var="OPENAI_BASE_URL"))
        st.text_input(t("llm_model"), key=MODEL,
                      placeholder=env.agent_model or DEFAULT_MODEL,
                      help=t("llm_blank_env", var="AGENT_MODEL"))
        st.text_input(t("llm_api_key"), key=API_KEY, type="password",
                      help=t("llm_key_help"))
        st.button(t("llm_test"), key="llm_test", on_click=_test_connection, width="stretch")
        check = st.session_state.get(CHECK)
        if check is not None:
            if check.ok:
                st.success(t("check_ok", detail=md(check.detail), mode=check.mode,
                                 ms=f"{check.ms:.0f}"))
            else:
                st.error(t(f"check_{check.code}", detail=md(check.detail)))
        if st.session_state.get("engine") == "openai":
            base_url, model, _ = settings()
            st.caption(t("llm_in_use", model=md(model), url=md(base_url or "api.openai.com")))
