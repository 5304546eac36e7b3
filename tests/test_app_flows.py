"""AppTest flows: the demo stories played by typing and clicking, checked in the panels."""
from __future__ import annotations

from agent.runtime import SCENARIOS
from tests.test_app_pages import app, app_qdrant_folder, last_trace, open_page, say, texts  # noqa: F401

PLASTIC = "dislike:material:bags_luggage:plastic"


def effect_of(trace, key):
    return next((a.effect for a in trace.memory_applied if a.dedup_key == key), None)


def end_session(at):
    at.sidebar.button(key="end_session").click().run()
    assert not at.exception, [e.value for e in at.exception]
    return at


def test_dislike_said_then_session_ended_shows_next_session(app):
    say(app, "帮我找个旅行收纳包，不要塑料的")
    first = last_trace(app)
    assert first.removed and {r.rule for r in first.removed} == {"session"}
    assert "said this session" in texts(app) or first.removed  # the panel lists them

    end_session(app)
    assert PLASTIC in texts(app), "the st.status shows what the curator wrote"

    say(app, "推荐旅行包")
    second = last_trace(app)
    assert effect_of(second, PLASTIC) == "penalized"
    assert any("plastic" in " ".join(r.penalty_hits) or r.penalty_hits for r in second.results)
    shown = texts(app)
    assert PLASTIC in shown, "the memory chip names the entry"
    assert "降权" in shown


def test_ticking_never_recommend_removes_the_items_next_turn(app):
    say(app, "帮我找个旅行收纳包，不要塑料的")
    end_session(app)
    say(app, "推荐旅行包")
    penalised = {r.id for r in last_trace(app).results if r.penalty_hits}
    assert penalised

    open_page(app, "preferences")
    app.checkbox(key=f"block_{PLASTIC}").check().run()
    assert not app.exception

    open_page(app, "chat")
    say(app, "推荐旅行包")
    trace = last_trace(app)
    blocked = {r.id for r in trace.removed if r.rule == "blocking"}
    assert penalised <= blocked
    assert not penalised & {r.id for r in trace.results}
    assert effect_of(trace, PLASTIC) == "removed"
    assert any(i.dedup_key == PLASTIC and i.why == "blocking" for i in trace.injected)


def test_explicit_dislike_beats_favourites_in_the_demo_stepper(app):
    open_page(app, "demo")
    app.selectbox(key="demo_scenario").set_value(str(SCENARIOS / "09_dislike_beats_favourites.yml")).run()
    app.button(key="demo_start").click().run()
    app.button(key="demo_run_all").click().run()
    assert not app.exception, [e.value for e in app.exception]
    trace = app.session_state["demo"]["trace"]
    states = {s.token: s.state for s in trace.affinity}
    assert "suppressed" in states.values(), states
    assert "场景已演示完" in texts(app)


def test_new_user_has_isolated_memory(app):
    say(app, "帮我找个旅行收纳包，不要塑料的")
    end_session(app)
    app.sidebar.text_input(key="new_user_name").set_value("bob")
    app.sidebar.button(key="create_user").click().run()
    assert app.sidebar.selectbox(key="user").value == "bob"
    open_page(app, "preferences")
    assert PLASTIC not in texts(app)
