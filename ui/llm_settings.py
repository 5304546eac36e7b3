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
from ui.strings import lang

BASE_URL, MODEL, API_KEY = "llm_base_url", "llm_model", "llm_api_key"
CHECK = "llm_check"  # the last ConnectionCheck, shown under the button
_ENGINE = "_llm_engine"  # (settings fingerprint, engine) for this session

# The labels of this panel and of the usage view, (中文, English) as in ui/strings.py.
LABELS: dict[str, tuple[str, str]] = {
    "llm_settings": ("模型接口设置", "Model endpoint"),
    "llm_base_url": ("接口地址（Base URL）", "Base URL"),
    "llm_model": ("模型", "Model"),
    "llm_api_key": ("API 密钥", "API key"),
    "llm_key_help": ("只保存在本浏览器会话中，不写入磁盘、记忆库或追踪",
                     "Kept in this browser session only: never written to disk, the store or a trace"),
    "llm_blank_env": ("留空则使用环境变量 {var}", "Blank: the {var} environment variable"),
    "llm_test": ("测试连接", "Test connection"),
    "llm_in_use": ("本会话的 openai 引擎：{model} @ {url}", "This session's openai engine: {model} @ {url}"),
    "check_ok": ("连接正常：{detail}，结构化输出模式 {mode}（{ms} ms）",
                 "Connected: {detail}, structured output as {mode} ({ms} ms)"),
    "check_dns": ("域名解析失败（DNS）：检查接口地址的主机名", "DNS lookup failed: check the host name in the base URL"),
    "check_refused": ("连接被拒绝：该地址和端口上没有服务在监听", "Connection refused: nothing listens at that host and port"),
    "check_tls": ("TLS/SSL 握手失败：检查 http 与 https 是否写对", "TLS handshake failed: check http versus https"),
    "check_timeout": ("连接超时：服务没有及时回复", "Timed out: the server did not reply in time"),
    "check_connection": ("无法连接：{detail}", "Could not connect: {detail}"),
    "check_auth": ("认证失败（401/403）：检查 API 密钥", "Authentication failed (401/403): check the API key"),
    "check_model_not_found": ("找不到模型（404）：检查模型名称", "Model not found (404): check the model name"),
    "check_no_route": ("接口路径不存在（404）：地址通常以 /v1 结尾", "No such endpoint (404): the base URL usually ends in /v1"),
    "check_unsupported_format": ("该服务既不支持 json_schema 也不支持 json_object 结构化输出",
                                 "The server takes neither json_schema nor json_object structured output"),
    "check_rate_limited": ("被限流（429）：稍后再试", "Rate-limited (429): try again later"),
    "check_http_error": ("服务返回错误：{detail}", "The server returned an error: {detail}"),
    "check_malformed": ("服务有回复，但不是所要求的 JSON：{detail}", "The server replied, but not with the JSON asked for: {detail}"),
    "check_config": ("请填写接口地址或 API 密钥", "Enter a base URL or an API key"),
    # usage view (pages/inspector.py)
    "tab_usage": ("调用与用量", "Calls & usage"),
    "usage_turn": ("最近一轮的模型调用", "Model calls of the last turn"),
    "usage_session": ("本会话（{turns} 轮）：{calls} 次调用，提示 {prompt} / 生成 {completion} 词元，共 {ms} ms",
                      "This session ({turns} turns): {calls} calls, {prompt} prompt / {completion} completion tokens, {ms} ms"),
    "usage_curate": ("上一次记忆整理的模型调用", "Model calls of the last curator run"),
    "usage_none": ("还没有模型调用（离线引擎不调用模型）", "No model calls yet (the offline engine calls none)"),
    "usage_unreported": ("{n} 次调用的服务未报告词元用量，未计入", "{n} calls did not report token usage: not counted"),
    "price_prompt": ("提示词元价格（每百万）", "Prompt price (per 1M tokens)"),
    "price_completion": ("生成词元价格（每百万）", "Completion price (per 1M tokens)"),
    "usage_cost": ("估算费用：本轮 {turn}，本会话 {session}", "Estimated cost: last turn {turn}, this session {session}"),
    "usage_cost_hint": ("填入每百万词元价格即可估算费用（只保存在本会话）",
                        "Enter per-million-token prices for a cost estimate (kept in this session only)"),
}


def label(name: str, /, **values: object) -> str:
    pair = LABELS.get(name)
    if pair is None:
        return f"⟨{name}⟩"
    text = pair[0] if lang() == "zh" else pair[1]
    return text.format(**values) if values else text


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
    with st.expander(label("llm_settings"), expanded=False):
        st.text_input(label("llm_base_url"), key=BASE_URL,
                      placeholder=env.openai_base_url or "https://api.openai.com/v1",
                      help=label("llm_blank_env", var="OPENAI_BASE_URL"))
        st.text_input(label("llm_model"), key=MODEL,
                      placeholder=env.agent_model or DEFAULT_MODEL,
                      help=label("llm_blank_env", var="AGENT_MODEL"))
        st.text_input(label("llm_api_key"), key=API_KEY, type="password",
                      help=label("llm_key_help"))
        st.button(label("llm_test"), key="llm_test", on_click=_test_connection, width="stretch")
        check = st.session_state.get(CHECK)
        if check is not None:
            if check.ok:
                st.success(label("check_ok", detail=md(check.detail), mode=check.mode,
                                 ms=f"{check.ms:.0f}"))
            else:
                st.error(label(f"check_{check.code}", detail=md(check.detail)))
        if st.session_state.get("engine") == "openai":
            base_url, model, _ = settings()
            st.caption(label("llm_in_use", model=md(model), url=md(base_url or "api.openai.com")))
