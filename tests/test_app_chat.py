"""AppTest: the chat box as an audience sees it, and a chat view that is rebuilt from the
store whenever the store holds turns the tab did not see."""
from __future__ import annotations

import re
from pathlib import Path

from agent.runtime import default_catalog
from tests.test_app_pages import app, app_qdrant_folder, last_trace, say, texts  # noqa: F401
from ui import answer_stream, resources
from ui.fmt import md


def _runtime():
    """The app's own runtime (the AppTest runs in this process: one resource cache)."""
    return resources.base_runtime(resources.db_path(), str(Path(default_catalog()).resolve()))


def _plain(value: str) -> str:
    return re.sub(r"\\(.)", r"\1", str(value))


def test_the_latest_answer_text_is_the_bottom_of_the_chat_box(app):
    """The box sticks to its bottom: the newest answer's words come after its cards."""
    say(app, "推荐行李箱")
    trace = last_trace(app)
    assert trace.results and trace.answer
    shown = [_plain(m.value) for m in app.markdown]
    answer_at = max(i for i, v in enumerate(shown) if v == _plain(md(trace.answer)))
    cards_at = [i for i, v in enumerate(shown) if v.startswith("**1. ") or v.startswith("**5. ")]
    assert cards_at and all(i < answer_at for i in cards_at), (cards_at, answer_at)


def test_a_turn_finished_after_its_page_run_was_abandoned_reaches_the_chat(app):
    """A second message reruns the page while the first is answered: the worker still ends
    the first turn, and the chat shows it (with its cards) from the log, in order."""
    say(app, "帮我找个旅行收纳包，不要塑料的")
    rt = _runtime()
    worker, _pieces, outcome = answer_stream.start(rt.agent, rt.store, "demo", "推荐行李箱")
    worker.join(timeout=120)  # no script run waits for it: its page run was abandoned
    assert "trace" in outcome, outcome.get("error")
    app.run()
    assert not app.exception, [e.value for e in app.exception]
    view = app.session_state["views"]["demo"]
    assert [m.text for m in view.messages if m.role == "user"] == ["帮我找个旅行收纳包，不要塑料的", "推荐行李箱"]
    assert view.last_trace.turn == outcome["trace"].turn == 2
    assert _plain(md(outcome["trace"].answer)) in texts(app)


def test_a_turn_only_in_the_sessions_transcript_shows_in_the_chat(app):
    """A turn the store's open session has and the log lacks shows from the transcript."""
    say(app, "帮我找个旅行收纳包，不要塑料的")
    trace = _runtime().agent.say("demo", "推荐行李箱")
    app.run()
    assert not app.exception, [e.value for e in app.exception]
    view = app.session_state["views"]["demo"]
    assert [m.text for m in view.messages if m.role == "user"][-1] == "推荐行李箱"
    assert _plain(md(trace.answer)) in texts(app)


def test_badges_and_move_columns_name_a_memory_by_the_shoppers_word(app):
    """The Chinese screen read 不喜欢 plastic on the cards and the Ranks table: the entry's
    keywords (["塑料"]) come through the trace's injected lines."""
    resources.store().write("demo", {
        "polarity": "dislike", "category": "material", "domain": "bags_luggage", "slug": "plastic",
        "keywords": ["塑料"], "content": "不要塑料"}, source="agent", actor="agent")
    say(app, "推荐行李箱")
    trace = last_trace(app)
    assert [i.keywords for i in trace.injected] == [["塑料"]]
    assert any(m.dedup_key.endswith(":plastic") and m.delta for r in trace.results for m in r.moved_by)
    shown = texts(app)
    assert "不喜欢 · 材质 · 箱包 · 塑料" in shown, "the chip reads the entry out"
    assert "不喜欢 塑料" in shown, "a card's move badge"
    assert "不喜欢 plastic" not in shown and "bags_luggage" not in shown
    table = next(d.value for d in app.dataframe if "原因" in d.value.columns)
    assert "不喜欢 塑料" in table.columns and "不喜欢 plastic" not in table.columns


def _badges(at) -> list[str]:
    """The badges the page drew (st.badge is markdown `:colour-badge[text]`)."""
    return [m.value for m in at.markdown if "-badge[" in str(m.value)]


def test_entries_that_matched_nothing_share_one_line_under_the_chips(app):
    """A vegan statement stores ten global dislikes; on the next turn nine matched nothing and
    each took a line of the narrow chat column as its own chip, pushing the answer away."""
    for slug, word in (("dairy", "乳制品"), ("gelatin", "明胶"), ("eggs", "鸡蛋"), ("leather", "皮革")):
        resources.store().write("demo", {
            "polarity": "dislike", "category": "material", "domain": "global", "slug": slug,
            "keywords": [word, slug], "content": f"不要{word}"}, source="agent", actor="agent")
    say(app, "推荐一双运动鞋")
    trace = last_trace(app)
    idle = [a for a in trace.memory_applied if a.effect == "none"]
    assert len(idle) == 3 and any(a.effect != "none" for a in trace.memory_applied)
    assert not [b for b in _badges(app) if "未命中任何商品" in b], "no chip per idle entry"
    line = next(c.value for c in app.caption if "条未命中任何商品" in c.value)
    assert line.startswith("3 条未命中任何商品") and all(w in line for w in ("乳制品", "明胶", "鸡蛋"))
    assert any("皮革" in b and "降权" in b for b in _badges(app)), "the entry that acted keeps its chip"


def test_a_word_two_memories_hit_is_one_badge_with_its_count(app):
    """"make it cotton" after a duvet: the turn's word and the session constraint both hit
    cotton, and the card showed "prefer: cotton" twice side by side."""
    say(app, "推荐行李箱")
    card = last_trace(app).results[0]
    card.prefer_hits = ["cotton", "cotton"]  # as the trace of that turn carried them
    app.run()
    assert not app.exception
    badges = [b for b in _badges(app) if "偏好命中: cotton" in b]
    assert len(badges) == 1 and "×2" in badges[0], badges


def test_a_session_constraint_says_what_becomes_of_it_not_default(app):
    """The P_t panel listed "喜欢 · cotton · 家纺 · 默认 · 轮次 3": "默认 / default" named the
    persistence value and told the audience nothing; it is what the curator does with it."""
    say(app, "帮我找个旅行收纳包，不要塑料的")
    assert [c.persistence for c in last_trace(app).pt.constraints] == ["default"]
    line = next(m.value for m in app.markdown if "塑料" in m.value and "轮次 1" in m.value)
    assert "结束后记为偏好" in line and "默认" not in line, line


def test_an_entry_that_yielded_to_this_session_says_so_not_matched_nothing(app):
    """"塑料的行李箱也可以" over a stored dislike of plastic: the entry stood aside, and its chip
    said 未命中任何商品 while plastic suitcases sat at the top."""
    resources.store().write("demo", {
        "polarity": "dislike", "category": "material", "domain": "bags_luggage", "slug": "plastic",
        "keywords": ["塑料"], "content": "不要塑料材质的箱包"}, source="agent", actor="agent")
    say(app, "塑料的行李箱也可以")
    line = next(a for a in last_trace(app).memory_applied
                if a.dedup_key == "dislike:material:bags_luggage:plastic")
    assert line.effect == "none" and line.note, "the trace says the entry yielded"
    assert any("塑料" in b and "本次让位于你说的话" in b for b in _badges(app)), _badges(app)
    assert not [c for c in app.caption if "未命中任何商品" in c.value]


def test_a_recap_that_searched_nothing_shows_no_matched_nothing_chip(app):
    """你还记得我什么 after a sweater: the recap searched nothing, and its message opened with
    "What memory did: 不喜欢 · 材质 · 全局 · 羊毛 → 未命中任何商品" above the very recap that
    names that entry (round 40's walk)."""
    resources.store().write("demo", {
        "polarity": "dislike", "category": "material", "domain": "global", "slug": "wool",
        "keywords": ["羊毛"], "content": "不要羊毛"}, source="user", actor="user")
    say(app, "给我推荐一件冬天穿的毛衣")
    assert any(a.effect == "penalized" for a in last_trace(app).memory_applied)
    say(app, "你还记得我什么")
    recap = last_trace(app)
    assert not recap.search_text and "羊毛" in recap.answer, recap.answer
    assert [a.effect for a in recap.memory_applied] == ["none"], "the trace keeps the line"
    assert not [b for b in _badges(app) if "未命中任何商品" in b], _badges(app)
    assert not [c for c in app.caption if "未命中任何商品" in c.value or "没有生效" in c.value]
    assert any("羊毛" in b and "降权" in b for b in _badges(app)), "the sweater's chip stays"


def test_the_session_constraints_heading_does_not_call_a_like_hard(app):
    """"make it cotton" is a like: it lifts cotton items and removes nothing, and the P_t panel
    listed it under "Session constraints (hard)"."""
    say(app, "推荐一个纯棉的被套")
    assert any(c.polarity == "like" for c in last_trace(app).pt.constraints)
    heads = [m.value for m in app.markdown if "本次会话" in m.value]
    assert heads and all("硬性" not in h for h in heads) and any("喜欢的加分" in h for h in heads)


def test_the_shortfall_banner_names_the_type_as_the_shopper_did(app):
    """冲锋衣 is a kind of the sportswear type, whose first name is 运动内衣 (a sports bra): the
    banner over the alternatives and the answer both call it what was asked for."""
    say(app, "给女儿买件加大号的冲锋衣")
    trace = last_trace(app)
    assert trace.shortfall is not None and trace.shortfall.product_type == "sportswear"
    warnings = [w.value for w in app.warning]
    assert any("冲锋衣" in w for w in warnings), warnings
    assert not any("运动内衣" in w for w in warnings), warnings
    assert "运动内衣" not in trace.answer
