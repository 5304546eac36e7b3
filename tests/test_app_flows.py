"""AppTest flows: the demo stories played by typing and clicking, checked in the panels."""
from __future__ import annotations

from streamlit.testing.v1 import AppTest

from agent.runtime import SCENARIOS
from memory import turn_log
from memory.assemble import AppliedEffect
from ui.panels import effect_text
from tests.test_app_pages import app, app_qdrant_folder, last_trace, open_page, say, texts  # noqa: F401

PLASTIC = "dislike:material:bags_luggage:plastic"
PLASTIC_ZH = "不喜欢 · 材质 · 箱包 · 塑料"  # the entry read out on the Chinese screen


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
    assert PLASTIC_ZH in texts(app), "the chat event shows what the curator wrote, read out"
    assert PLASTIC not in texts(app), "never the raw dedup key on the Chinese screen"

    say(app, "推荐旅行包")
    second = last_trace(app)
    assert effect_of(second, PLASTIC) == "penalized"
    assert any("plastic" in " ".join(r.penalty_hits) or r.penalty_hits for r in second.results)
    shown = texts(app)
    assert PLASTIC_ZH in shown, "the memory chip names the entry by the shopper's word"
    assert "plastic" not in shown.replace("penalty", ""), "no English slug on a badge"
    assert "降权" in shown


def test_the_penalty_chip_counts_what_moved_as_the_answer_does(app):
    say(app, "帮我找个旅行收纳包，不要塑料的")
    end_session(app)
    say(app, "推荐旅行包")
    trace = last_trace(app)
    applied = next(a for a in trace.memory_applied if a.dedup_key == PLASTIC)
    moved = next((e.items for e in trace.memory_effects
                  if e.dedup_key == PLASTIC and e.direction == "down"), None)
    assert applied.effect == "penalized" and moved is not None
    shown = texts(app)
    if moved == len(applied.items):
        assert f"降权 {moved} 件" in shown and "名次下降" not in shown
    else:
        assert f"降权 {len(applied.items)} 件（{moved} 件名次下降）" in shown
    assert f"{moved} 件" in trace.answer, "the answer's count is the chip's"


def test_a_penalty_that_moved_fewer_items_says_both_counts():
    penalised = AppliedEffect(dedup_key=PLASTIC, effect="penalized", items=[f"p{i}" for i in range(15)])
    assert effect_text(penalised, 12) == "降权 15 件（12 件名次下降）"
    assert effect_text(penalised, 15) == effect_text(penalised, None) == "降权 15 件"
    removed = AppliedEffect(dedup_key=PLASTIC, effect="removed", items=["p1", "p2"])
    assert effect_text(removed, 1) == "移除 2 件", "only a penalty has ranks to move"


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
    trace = app.session_state["stepper"].trace
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


# ---- issue 12: a console that survives reloads, language switches and a second demo ----


def fresh_tab(lang: str = "zh", **params) -> AppTest:
    """A second browser tab (or a reload) of the same app and memory file: a new session
    that only knows the URL."""

    from tests.test_app_pages import APP, TIMEOUT

    at = AppTest.from_file(APP, default_timeout=TIMEOUT)
    at.query_params["lang"] = lang
    for name, value in params.items():
        at.query_params[name] = value
    at.run()
    assert not at.exception, [e.value for e in at.exception]
    return at


def add_plastic_dislike(at):
    open_page(at, "preferences")
    at.selectbox(key="add_domain_zh").set_value("bags_luggage")
    at.text_input(key="add_slug").set_value("plastic")
    at.text_input(key="add_keywords").set_value("塑料")
    at.button(key="add_submit").click().run()
    assert not at.exception, [e.value for e in at.exception]


def test_entry_domain_select_survives_a_language_round_trip(app):
    add_plastic_dislike(app)
    for lang in ("en", "zh", "en", "zh"):
        app.sidebar.radio(key="lang").set_value(lang).run()
        assert not app.exception, [e.value for e in app.exception]
    widget = next(s for s in app.selectbox if s.key and s.key.startswith("domain_"))
    assert widget.value == "bags_luggage"
    widget.set_value("global").run()
    assert not app.exception, [e.value for e in app.exception]
    from ui import resources  # the same process: the app's own store

    keys = [e.dedup_key for e in resources.store().entries("demo")]
    assert keys == ["dislike:material:global:plastic"]


def test_the_url_carries_user_and_language(app):
    app.sidebar.text_input(key="new_user_name").set_value("carol")
    app.sidebar.button(key="create_user").click().run()
    app.sidebar.radio(key="lang").set_value("en").run()
    assert app.query_params["user"] == "carol" and app.query_params["lang"] == "en"
    open_page(app, "favourites", "en")
    assert app.query_params["user"] == "carol", "a page switch keeps the user in the URL"


def test_a_reload_lands_on_the_same_user_language_and_conversation(app):
    say(app, "帮我找个旅行收纳包，不要塑料的")
    say(app, "要便宜一点的")
    tab = fresh_tab("en", user="demo")
    assert tab.sidebar.radio(key="lang").value == "en"
    assert tab.sidebar.selectbox(key="user").value == "demo"
    said = [m for m in tab.chat_message if m.name == "user"]
    assert len(said) == 2, "both turns are back, rebuilt from the store"
    assert last_trace(tab) is not None and last_trace(tab).turn == 2
    assert "No turn yet" not in texts(tab), "the live panels show the last trace"
    say(tab, "推荐旅行包")
    assert len([m for m in tab.chat_message if m.name == "user"]) == 3, "no earlier turn dropped"


def test_ending_a_session_keeps_the_conversation_on_screen(app):
    say(app, "帮我找个旅行收纳包，不要塑料的")
    end_session(app)
    assert any("旅行收纳包" in m.markdown[0].value for m in app.chat_message if m.name == "user" and m.markdown)
    assert PLASTIC_ZH in texts(app)


def test_end_session_with_nothing_said_is_not_a_success(app):
    end_session(app)
    shown = texts(app)
    assert "记忆已整理" not in shown and "还没有可整理的对话" in shown


def test_the_end_of_session_hint_follows_what_was_shopped_for(app):
    say(app, "帮我找双跑步鞋，不要皮革的")
    end_session(app)
    shown = texts(app)
    assert "鞋靴" in shown and "旅行包" not in shown


def test_the_curated_note_is_in_the_shoppers_language_not_the_screens(app):
    open_page(app, "chat", "en")
    say(app, "帮我找个旅行收纳包，不要塑料的")
    end_session(app)
    from ui import resources

    note = resources.store().entries("demo")[0].content
    from memory.text import has_cjk

    assert has_cjk(note), note


# ---- the demo stepper: its own users, its own clock, time travel ----------------------

NO_PLASTIC = str(SCENARIOS / "01_no_plastic_across_sessions.yml")


def start_demo(at, path=NO_PLASTIC):
    open_page(at, "demo")
    at.selectbox(key="demo_scenario").set_value(path).run()
    at.button(key="demo_start").click().run()
    assert not at.exception, [e.value for e in at.exception]
    return at


def test_start_over_never_touches_a_live_user_of_the_same_name(app):
    from ui import resources

    store = resources.store()
    store.write("alice", {"polarity": "dislike", "category": "material", "domain": "global",
                          "slug": "latex", "keywords": ["乳胶"]}, source="user", actor="user")
    store.add_favourite("alice", "P000001", "Genuine Leather Tote", "bags_luggage")
    start_demo(app)
    app.button(key="demo_run_all").click().run()
    app.button(key="demo_start").click().run()
    assert [e.slug for e in store.entries("alice")] == ["latex"]
    assert [f.product_id for f in store.favourites("alice")] == ["P000001"]
    assert any(u.startswith("demo:") and u.endswith(":alice") for u in store.users())
    assert app.sidebar.selectbox(key="user").options.count("alice") == 1
    assert "alice（演示用户）" in app.sidebar.selectbox(key="user").options, "demo users are marked"


def test_the_stepper_keeps_its_scenario_and_progress_across_pages(app):
    path = str(SCENARIOS / "09_dislike_beats_favourites.yml")
    start_demo(app, path)
    app.button(key="demo_next").click().run()
    app.button(key="demo_next").click().run()
    open_page(app, "chat")
    open_page(app, "demo")
    assert app.selectbox(key="demo_scenario").value == path
    assert app.session_state["stepper"].done == 2
    assert app.query_params["scenario"] == "09_dislike_beats_favourites"
    assert app.query_params["step"] == "2"


def test_back_one_step_is_the_same_state_as_before_the_step(app):
    start_demo(app)
    for _ in range(3):
        app.button(key="demo_next").click().run()
    before = [r.id for r in app.session_state["stepper"].trace.results]
    app.button(key="demo_next").click().run()
    app.button(key="demo_back").click().run()
    assert not app.exception, [e.value for e in app.exception]
    state = app.session_state["stepper"]
    assert state.done == 3
    assert [r.id for r in state.trace.results] == before


def test_a_reload_of_a_stepper_link_replays_to_that_step(app):
    start_demo(app)
    for _ in range(3):
        app.button(key="demo_next").click().run()
    expected = [r.id for r in app.session_state["stepper"].trace.results]
    tab = fresh_tab("zh", user="demo", scenario="01_no_plastic_across_sessions", step="3")
    tab.switch_page("pages/demo.py").run()
    state = tab.session_state["stepper"]
    assert state.done == 3 and [r.id for r in state.trace.results] == expected


def test_jump_then_fork_continues_as_a_live_user_and_asks_before_replacing(app):
    from ui import resources

    start_demo(app)
    app.selectbox(key="demo_jump").set_value(2).run()
    assert app.session_state["stepper"].done == 2
    app.text_input(key="demo_fork_name").set_value("dora")
    app.button(key="demo_fork_go").click().run()
    assert app.sidebar.selectbox(key="user").value == "dora"
    assert [e.dedup_key for e in resources.store().entries("dora")] == [PLASTIC]
    # dora now has memory: a second fork into her asks first and leaves her as she is
    resources.store().delete("dora", PLASTIC)
    app.button(key="demo_fork_go").click().run()
    assert "已有记忆" in " ".join(w.value for w in app.warning) or not resources.store().entries("dora")
    assert resources.store().entries("dora") == []
    app.checkbox(key="demo_fork_replace").check()
    app.button(key="demo_fork_go").click().run()
    assert [e.dedup_key for e in resources.store().entries("dora")] == [PLASTIC]


def test_start_over_removes_this_tabs_demo_users_and_nothing_else(app):
    from ui import resources, stepper

    start_demo(app, str(SCENARIOS / "02_leather_gate.yml"))
    app.button(key="demo_next").click().run()
    store = resources.store()
    tab = app.session_state[stepper.TAB]
    mine = [u for u in store.users() if u.startswith(f"demo:{tab}:")]
    assert mine, "the first scenario played as a demo user of this tab"
    store.write("demo:other1:alice", {"polarity": "dislike", "category": "material", "domain": "global",
                                      "slug": "latex", "keywords": ["乳胶"]}, source="user", actor="user")
    store.write("alice", {"polarity": "dislike", "category": "material", "domain": "global",
                          "slug": "wool", "keywords": ["羊毛"]}, source="user", actor="user")
    start_demo(app)  # another scenario, then Start over
    from agent.replay import load_scenario

    scenario_user = f"demo:{tab}:{load_scenario(NO_PLASTIC).user}"
    left = [u for u in store.users() if u.startswith(f"demo:{tab}:")]
    assert left == [scenario_user], "only the demo user just started is left of this tab's"
    assert not [r for m in mine if m != scenario_user for r in turn_log.rows(store, m)]
    assert [e.slug for e in store.entries("demo:other1:alice")] == ["latex"], "another tab's demo user"
    assert [e.slug for e in store.entries("alice")] == ["wool"], "a live user"


def test_demo_users_older_than_a_day_are_cleaned_when_the_runtime_opens(tmp_path, monkeypatch):
    from datetime import datetime, timedelta, timezone


    from memory.store import MemoryStore
    from tests.test_app_pages import APP, TIMEOUT

    db = tmp_path / "memory.db"
    store = MemoryStore.open(db)
    for name in ("demo:ab12cd:alice", "demo:ef34ab:bob", "carol"):
        store.write(name, {"polarity": "dislike", "category": "material", "domain": "global",
                           "slug": "latex", "keywords": ["乳胶"]}, source="user", actor="user")
    old = (datetime.now(timezone.utc) - timedelta(days=2)).isoformat()
    for name in ("demo:ab12cd:alice", "carol"):
        store.db.table("users").update(name, {"created_at": old})
    turn_log.record(store, "demo:ab12cd:alice", "s1", "curate", {})
    store.close()

    monkeypatch.setenv("MEMORY_DB", str(db))
    monkeypatch.delenv("AGENT_ENGINE", raising=False)
    at = AppTest.from_file(APP, default_timeout=TIMEOUT)
    at.run()
    assert not at.exception, at.exception
    from ui import resources

    users = resources.store().users()
    assert "demo:ab12cd:alice" not in users and not turn_log.rows(resources.store(), "demo:ab12cd:alice")
    assert "demo:ef34ab:bob" in users, "a demo user of today stays"
    assert "carol" in users and resources.store().entries("carol"), "a live user is never cleaned, however old"


def test_a_step_naming_an_entry_by_its_key_reads_the_shoppers_word_on_the_chinese_screen(app):
    """After step 3 of the no-plastic story the stepper named step 4 "勾选「绝不推荐」 不喜欢 ·
    材质 · 箱包 · plastic": the key's slug, where every other panel reads 塑料."""
    start_demo(app)
    for _ in range(3):
        app.button(key="demo_next").click().run()
    assert not app.exception, [e.value for e in app.exception]
    shown = texts(app)
    assert "不喜欢 · 材质 · 箱包 · 塑料" in shown
    assert "箱包 · plastic" not in shown


def test_the_fork_question_names_the_box_that_answers_it(app):
    """"User walk2_en already has memory: press again to replace it": pressed again, the
    fork only asked again, since the replace box (unticked) is what replaces."""
    from ui import resources

    start_demo(app)
    app.button(key="demo_next").click().run()
    resources.store().write("erin", {"polarity": "like", "category": "material", "domain": "global",
                                     "slug": "linen", "keywords": ["亚麻"]}, source="user", actor="user")
    app.text_input(key="demo_fork_name").set_value("erin")
    for _ in range(2):  # the question, then pressed again as it said
        app.button(key="demo_fork_go").click().run()
        assert [e.slug for e in resources.store().entries("erin")] == ["linen"], "nothing replaced"
        warning = " ".join(w.value for w in app.warning)
        assert "覆盖 erin 现有的记忆" in warning and "再点一次会覆盖" not in warning, warning
    app.checkbox(key="demo_fork_replace").check()
    app.button(key="demo_fork_go").click().run()
    assert [e.slug for e in resources.store().entries("erin")] == []
