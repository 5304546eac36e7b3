"""AppTest: the QA round of issue 12 (a console you can trust in front of an audience), one
test per finding that AppTest can see; the layout findings are in tests/test_e2e_browser.py."""
from __future__ import annotations

from tests.test_app_flows import end_session, fresh_tab, start_demo
from tests.test_app_pages import app, app_qdrant_folder, open_page, say, texts  # noqa: F401

PLASTIC = "dislike:material:bags_luggage:plastic"
PLASTIC_ZH = "不喜欢 · 材质 · 箱包 · 塑料"
LEATHER_BAGS = ("Genuine Leather Tote Bag, Brown", "Genuine Leather Messenger Bag, Black")


def test_the_curated_note_is_shown_once_not_in_the_chat_and_the_sidebar(app):
    say(app, "帮我找个旅行收纳包，不要塑料的")
    end_session(app)
    shown = texts(app)
    assert shown.count(PLASTIC_ZH) == 1, "what the curator wrote is said once, under the conversation"
    assert "记忆已整理" in " ".join(str(s.label) for s in app.sidebar.status) or "记忆已整理" in shown


def test_the_curated_note_stays_in_the_sidebar_on_a_page_without_the_chat(app):
    say(app, "帮我找个旅行收纳包，不要塑料的")
    open_page(app, "preferences")
    end_session(app)
    assert PLASTIC_ZH in texts(app), "off the chat page, the sidebar is the only place that says it"


def _leather_favourites_and_a_dislike(user: str = "demo") -> None:
    from ui import resources

    store = resources.store()
    for i, title in enumerate(LEATHER_BAGS):
        store.add_favourite(user, f"PX{i}", title, "bags_luggage")
    store.write(user, {"polarity": "dislike", "category": "material", "domain": "bags_luggage",
                       "slug": "leather", "keywords": ["皮革"], "content": "不要皮革"},
                source="user", actor="user")


def _affinity_states(at) -> dict[str, str]:
    table = next(d.value for d in at.dataframe if "属性" in d.value.columns or "Token" in d.value.columns)
    token, state = table.columns[0], table.columns[2]
    return dict(zip(table[token], table[state]))


def test_favourites_show_the_signal_a_dislike_suppressed(app):
    """README step 4: a dislike of 皮革 turns `genuine leather` suppressed; the page read it
    as active because it asked for the affinity with no dislike at all."""
    _leather_favourites_and_a_dislike()
    open_page(app, "favourites")
    assert _affinity_states(app).get("genuine leather") == "被不喜欢压下"
    open_page(app, "favourites", "en")
    assert _affinity_states(app).get("genuine leather") == "suppressed"


def test_favourites_signal_is_active_without_the_dislike(app):
    from ui import resources

    _leather_favourites_and_a_dislike()
    resources.store().delete("demo", "dislike:material:bags_luggage:leather")
    open_page(app, "favourites")
    assert _affinity_states(app).get("genuine leather") == "生效"


def test_the_favourites_search_survives_a_page_change_and_a_reload(app):
    open_page(app, "favourites")
    app.text_input(key="fav_query").set_value("leather bag").run()
    open_page(app, "chat")
    open_page(app, "favourites")
    assert app.text_input(key="fav_query").value == "leather bag"
    assert [b for b in app.button if b.key and b.key.startswith("fav_")], "the hits are back too"
    assert app.query_params["q"] == "leather bag"
    tab = fresh_tab("zh", user="demo", q="linen shirt")
    tab.switch_page("pages/favourites.py").run()
    assert tab.text_input(key="fav_query").value == "linen shirt"


def test_two_tabs_on_one_scenario_play_their_own_demo_users(app):
    """Two audiences on the same story: the second tab's Start over must not wipe the
    first tab's demo user (they were both demo:alice)."""
    from ui import resources
    from ui.stepper import is_demo_user

    store = resources.store()
    start_demo(app)
    app.button(key="demo_run_all").click().run()
    first = [u for u in store.users() if is_demo_user(u)]
    assert len(first) == 1 and first[0].endswith(":alice")
    before = [e.dedup_key for e in store.entries(first[0])]
    assert before, "the story wrote memory"
    other = fresh_tab("zh", user="demo")
    start_demo(other)
    other.button(key="demo_next").click().run()
    assert [e.dedup_key for e in store.entries(first[0])] == before, "the other tab left it alone"
    demo_users = [u for u in store.users() if is_demo_user(u)]
    assert len(demo_users) == 2 and all(u.endswith(":alice") for u in demo_users)
    listed = other.sidebar.selectbox(key="user").options
    assert sum("演示用户" in o for o in listed) <= 1, "a tab lists only its own demo user"


def test_a_shared_stepper_link_plays_on_the_opening_tabs_own_demo_user(app):
    start_demo(app)
    app.button(key="demo_next").click().run()
    shared = dict(app.query_params)
    tab = fresh_tab("zh", **{k: v for k, v in shared.items() if k != "lang"})
    tab.switch_page("pages/demo.py").run()
    assert tab.session_state["stepper"].done == 1
    from ui import resources

    played = {u for u in resources.store().users() if u.startswith("demo:")}
    assert played == {f"demo:{at.session_state['demo_tab']}:alice" for at in (app, tab)}, \
        "each tab plays on its own demo user"


def _plastic(blocking: bool) -> None:
    from ui import resources

    resources.store().write("demo", {
        "polarity": "dislike", "category": "material", "domain": "bags_luggage", "slug": "plastic",
        "keywords": ["塑料"], "content": "不要塑料", "blocking": blocking}, source="user", actor="user")


def _freeze(at, query: str = "推荐行李箱"):
    open_page(at, "lab")
    at.text_input(key="lab_query").set_value(query)
    at.button(key="lab_freeze").click().run()
    assert not at.exception, [e.value for e in at.exception]


def _slope_colours(at) -> set[str]:
    import json

    chart = next(c for c in at.get("plotly_chart") if "lab_slope" in str(c.proto.id))
    return {trace["line"]["color"] for trace in json.loads(chart.proto.spec)["data"]}


def test_the_lab_draws_an_item_back_from_removed_apart_from_a_new_one(app):
    from ui.charts import MOVE_COLOURS

    _plastic(blocking=True)
    _freeze(app)
    app.toggle(key="lab_entry_0").set_value(False).run()
    colours = _slope_colours(app)
    assert MOVE_COLOURS["returned"] in colours, "the plastic suitcases come back from removed"
    assert MOVE_COLOURS["new"] not in colours, "nothing is new: the pool is the same"
    assert "从移除中恢复" in texts(app)


def test_the_lab_shows_the_leave_one_out_fields_of_the_ranks_panel(app):
    _plastic(blocking=False)
    _freeze(app)
    table = next((d.value for d in app.dataframe if "原因" in d.value.columns), None)
    assert table is not None, "the lab shows 这件商品为什么移动？ like the Ranks panel"
    assert "不喜欢 塑料" in table.columns, "the shopper's word, not the English slug"
    assert "记忆" in set(table["原因"]), "an item moved by the plastic dislike"
    assert "这件商品为什么移动？" in texts(app)


def test_the_lab_draws_no_item_that_neither_ranking_holds(app):
    """An item of another product type is in the pool but ranked on neither side: it was
    drawn as a flat dotted line in the removed band, as if a rule had removed it twice."""
    import json

    _plastic(blocking=True)
    _freeze(app, "推荐旅行包suitcase")
    app.toggle(key="lab_entry_0").set_value(False).run()
    chart = next(c for c in app.get("plotly_chart") if "lab_slope" in str(c.proto.id))
    flat_in_band = [tr["text"] for tr in json.loads(chart.proto.spec)["data"]
                    if tr["line"].get("dash") == "dot" and tr["y"][0] == tr["y"][1]]
    assert flat_in_band == []


def test_a_thank_you_turn_says_it_searched_nothing_instead_of_an_empty_ranking(app):
    """"好的谢谢" searches nothing: the Ranks panel says so, not "no memory moved any item"
    (true, but it read as if memory had been asked and did nothing)."""
    say(app, "帮我找个旅行收纳包，不要塑料的")
    say(app, "好的谢谢")
    shown = texts(app)
    assert "本轮没有搜索商品" in shown
    assert "本轮没有记忆改变排名" not in shown.split("本轮没有搜索商品")[-1]
