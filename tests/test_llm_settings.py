"""AppTest: the sidebar's model endpoint settings, the test-connection button, the key kept in
the browser session only, the chat streaming on the openai engine and the inspector's usage
view. The endpoint is the real local fake server (tests/llm_server.py), the SDK unpatched."""
from __future__ import annotations

import socket
from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

from tests.test_app_pages import APP, TIMEOUT, app_qdrant_folder, open_page, texts  # noqa: F401

SECRET = "sk-session-only-7f3a9c2e5b1d"


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("MEMORY_DB", str(tmp_path / "memory.db"))
    for name in ("AGENT_ENGINE", "OPENAI_API_KEY", "OPENAI_BASE_URL", "AGENT_MODEL", "AGENT_JSON_MODE"):
        monkeypatch.delenv(name, raising=False)
    at = AppTest.from_file(APP, default_timeout=TIMEOUT)
    at.run()
    assert not at.exception, at.exception
    return at


def fill(at: AppTest, base_url: str = "", model: str = "", key: str = "") -> AppTest:
    at.sidebar.text_input(key="llm_base_url").set_value(base_url)
    at.sidebar.text_input(key="llm_model").set_value(model)
    at.sidebar.text_input(key="llm_api_key").set_value(key)
    return at


def test_sidebar_has_the_endpoint_fields_and_a_test_button(app):
    assert app.sidebar.text_input(key="llm_base_url")
    assert app.sidebar.text_input(key="llm_model")
    assert app.sidebar.text_input(key="llm_api_key")
    assert app.sidebar.button(key="llm_test")


def test_test_connection_names_a_refused_port(app):
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    fill(app, f"http://127.0.0.1:{port}/v1", "m", "k")
    app.sidebar.button(key="llm_test").click().run()
    assert not app.exception
    assert "连接被拒绝" in " ".join(e.value for e in app.sidebar.error)


def test_test_connection_names_a_bad_key_and_a_missing_model(app, llm_server):
    fill(app, llm_server.base_url, "fake-model", "wrong")
    llm_server.status(401, "Incorrect API key provided")
    app.session_state["lang"] = "en"
    app.sidebar.button(key="llm_test").click().run()
    assert "401" in " ".join(e.value for e in app.sidebar.error)
    llm_server.status(404, "The model `fake-model` does not exist")
    app.sidebar.button(key="llm_test").click().run()
    assert "Model not found" in " ".join(e.value for e in app.sidebar.error)


def test_test_connection_names_the_mode_an_object_only_server_takes(app, llm_server):
    llm_server.by_schema().reject_json_schema = True
    fill(app, llm_server.base_url, "fake-model", "k")
    app.sidebar.button(key="llm_test").click().run()
    assert not app.exception
    assert "json_object" in " ".join(s.value for s in app.sidebar.success)


def _files_text(root: Path) -> bytes:
    return b"".join(p.read_bytes() for p in root.rglob("*") if p.is_file())


def test_the_key_is_used_but_never_written_to_disk_the_store_or_a_trace(app, llm_server,
                                                                       monkeypatch, tmp_path):
    llm_server.by_schema()
    # the endpoint comes from the environment only so that app.py's engine switch accepts it;
    # the key exists nowhere but in the sidebar field
    monkeypatch.setenv("OPENAI_BASE_URL", llm_server.base_url)
    fill(app, llm_server.base_url, "fake-model", SECRET)
    app.sidebar.radio(key="engine").set_value("openai").run()
    assert app.sidebar.radio(key="engine").value == "openai"
    app.chat_input(key="chat_input").set_value("帮我找个双肩包").run()
    assert not app.exception, [e.value for e in app.exception]
    app.sidebar.button(key="end_session").click().run()
    assert not app.exception

    # the turn's two calls (plan, answer) went out with the sidebar's key; app.py's End
    # session still curates on the environment's engine (see the report's request)
    turn_requests = [r for r in llm_server.requests if r.schema_name != "CuratorOutput"]
    assert len(turn_requests) == 2
    assert {r.headers.get("authorization") for r in turn_requests} == {f"Bearer {SECRET}"}
    view = app.session_state["views"]["demo"]
    assert view.last_curate is not None and [c.step for c in view.last_curate.llm_calls] == ["curate"]
    traces = [m.trace for m in view.messages if m.trace is not None] + [view.last_curate]
    for trace in traces:
        assert SECRET not in trace.model_dump_json()
    assert SECRET.encode() not in _files_text(tmp_path)  # the SQLite file, its WAL, anything


def test_chat_streams_on_the_openai_engine_and_the_inspector_counts_the_calls(app, llm_server,
                                                                             monkeypatch):
    llm_server.by_schema({"AnswerOutput": {"text": "帆布双肩包 39 美元。", "open_questions": []}})
    llm_server.chunk_delay = 0.01
    monkeypatch.setenv("OPENAI_BASE_URL", llm_server.base_url)
    app.sidebar.radio(key="engine").set_value("openai").run()
    app.chat_input(key="chat_input").set_value("帮我找个双肩包").run()
    assert not app.exception, [e.value for e in app.exception]
    trace = app.session_state["views"]["demo"].last_trace
    assert trace.answer == "帆布双肩包 39 美元。" and trace.errors == []
    assert [(c.step, c.streamed) for c in trace.llm_calls] == [("plan", False), ("answer", True)]
    assert any(r.streamed for r in llm_server.requests)

    open_page(app, "inspector", "en")
    assert "This session (1 turns): 2 calls, 20 prompt / 20 completion tokens" in texts(app)
    app.number_input(key="price_prompt_per_m").set_value(1.0)
    app.number_input(key="price_completion_per_m").set_value(2.0).run()
    # 20 prompt x 1/1M + 20 completion x 2/1M = 0.00006
    assert "Estimated cost: last turn 0.000060, this session 0.000060" in texts(app)


def test_the_offline_chat_still_answers_through_the_stream(app):
    app.chat_input(key="chat_input").set_value("帮我找个旅行收纳包，不要塑料的").run()
    assert not app.exception, [e.value for e in app.exception]
    trace = app.session_state["views"]["demo"].last_trace
    assert trace.answer and trace.engine == "offline" and trace.llm_calls == []


def test_every_endpoint_label_exists_in_both_languages_with_the_same_placeholders():
    import string

    from agent.engines.openai_engine import CHECK_CODES
    from ui.strings import STRINGS as LABELS  # the endpoint words live in the one strings table

    def names(text):
        return {f for _, f, _, _ in string.Formatter().parse(text) if f}

    for key, (zh, en) in LABELS.items():
        assert zh.strip() and en.strip(), key
        assert names(zh) == names(en), key
    assert [c for c in CHECK_CODES if f"check_{c}" not in LABELS] == []  # every code has words


def test_end_session_curates_on_the_sidebars_endpoint_not_the_environment(app, llm_server):
    """Only the sidebar names the endpoint (no OPENAI_* in the environment): the engine switch
    is accepted, the turn plans on it and End session sends the curator call to it too."""
    llm_server.by_schema({"AnswerOutput": {"text": "帆布双肩包 39 美元。", "open_questions": []}})
    fill(app, llm_server.base_url, "fake-model", SECRET)
    app.sidebar.radio(key="engine").set_value("openai").run()
    assert app.session_state["engine"] == "openai", "the switch was refused without env vars"
    app.chat_input(key="chat_input").set_value("帮我找个双肩包").run()
    before = len(llm_server.requests)
    app.sidebar.button(key="end_session").click().run()
    assert not app.exception, [e.value for e in app.exception]
    assert len(llm_server.requests) == before + 1  # the curator's one call, on this endpoint
