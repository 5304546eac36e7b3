"""The screens render the decisions the trace carries; they never decide hard/soft or
in/out of scope again. The seed bug: the curator summary called any entry with
blocking=True a hard removal, even one the agent wrote (only a person's tick removes)."""
from __future__ import annotations

import re

from streamlit.testing.v1 import AppTest

from agent.trace import CurateTrace, GatedLine, InjectedLine, StoreLine
from memory.assemble import Enforcement, assemble
from memory.domains import Domain
from memory.models import PreferenceEntry, Source

AGENT_FLAGGED = PreferenceEntry(polarity="dislike", category="material", domain="global",
                                slug="wool", keywords=["羊毛"], source=Source.AGENT, blocking=True)
USER_TICKED = PreferenceEntry(polarity="dislike", category="material", domain="global",
                              slug="latex", keywords=["乳胶"], source=Source.USER, blocking=True)


def test_an_agent_entry_flagged_blocking_is_traced_as_soft():
    line = StoreLine.of(AGENT_FLAGGED)
    assert line.enforced_as == Enforcement.SOFT
    assert line.model_dump(mode="json")["enforced_as"] == "soft"
    assert StoreLine.of(USER_TICKED).enforced_as == Enforcement.HARD
    [scoped] = assemble([AGENT_FLAGGED], Domain.APPAREL).in_scope
    assert InjectedLine.of(scoped).why == "global"


def _render(trace_json: dict, turn_json: dict, lang: str) -> None:
    import streamlit as st

    from agent.trace import CurateTrace, GatedLine
    from ui import panels

    st.session_state["lang"] = lang
    panels.curate_summary(CurateTrace.model_validate(trace_json))
    for g in turn_json["gated"]:
        st.caption(panels.gate_text(GatedLine.model_validate(g)))


def _page_text(lang: str) -> str:
    curate = CurateTrace(user="u", session_id="s", trigger="end_session", engine="offline",
                         written=[StoreLine.of(AGENT_FLAGGED), StoreLine.of(USER_TICKED)])
    gated = [GatedLine.of(g) for g in assemble(
        [PreferenceEntry(polarity="dislike", category="material", domain="footwear",
                         slug="leather", keywords=["皮革"])], Domain.FURNITURE).gated_out]
    at = AppTest.from_function(_render, args=(curate.line(),
                                              {"gated": [g.model_dump(mode="json") for g in gated]},
                                              lang), default_timeout=30)
    at.run()
    assert not at.exception, at.exception
    text = "\n".join(str(e.value) for e in (*at.markdown, *at.caption))
    return re.sub(r"\\(.)", r"\1", text)  # markdown escapes off


def test_the_curator_summary_never_shows_an_agent_entry_as_blocking():
    for lang, hard, soft in (("en", "hard removal", "soft penalty"), ("zh", "硬性移除", "软性降权")):
        text = _page_text(lang)
        # the entry is read out (… · 羊毛 / … · wool), its raw key is the line's tooltip
        word = {"en": ("wool", "latex"), "zh": ("羊毛", "乳胶")}[lang]
        wool = next(line for line in text.splitlines() if f" · {word[0]}" in line)
        latex = next(line for line in text.splitlines() if f" · {word[1]}" in line)
        assert soft in wool and hard not in wool, wool
        assert hard in latex, latex


def test_the_gate_reason_is_worded_in_the_screens_language():
    zh, en = _page_text("zh"), _page_text("en")
    assert "领域 鞋靴" in zh and "≠ 本轮 家具" in zh, zh
    assert "≠ turn Furniture" in en, en


def _removed_and_hint(lang: str, curate_json: dict) -> None:
    import streamlit as st

    from agent.trace import CurateTrace
    from agent.trace import RemovalRule
    from ui import panels
    from ui.labels import after_curate_hint

    st.session_state["lang"] = lang
    st.caption(panels.reason_text(RemovalRule.BUDGET, None, "over budget", "$95.00"))
    st.caption(panels.reason_text(RemovalRule.BUDGET, None, "over budget"))
    st.caption(after_curate_hint(CurateTrace.model_validate(curate_json)))


def test_a_budget_removal_says_what_the_item_costs_and_the_hint_reads_as_a_sentence():
    """Beside the rule badge "budget", "over budget" said nothing new; and the English hint
    read "Ask about Footwear again"."""
    curate = CurateTrace.model_validate({
        "user": "u", "session_id": "s", "trigger": "end_session", "engine": "offline",
        "written": [StoreLine.of(USER_TICKED).model_dump(mode="json")],
        "input": {"user": "u", "constraints": [],
                  "transcript": [{"turn": 1, "text": "找双跑步鞋", "domain": "footwear"}]}})
    for lang, cost, hint in (("en", "costs $95.00, over the budget", "Ask about footwear again"),
                             ("zh", "$95.00，超出预算", "接着再问问鞋靴")):
        at = AppTest.from_function(_removed_and_hint, args=(lang, curate.model_dump(mode="json")),
                                   default_timeout=30)
        at.run()
        assert not at.exception, at.exception
        shown = [str(c.value) for c in at.caption]
        assert shown[0] == cost and shown[1] in ("over budget", "超出预算")
        assert shown[2].startswith(hint), shown[2]


def _rejected(lang: str, pt_json: dict) -> None:
    from types import SimpleNamespace

    import streamlit as st

    from agent.trace import PtLine
    from ui import panels

    st.session_state["lang"] = lang
    # the two fields the panel reads: the rejected options and the in-scope entries' words
    panels.rejected_panel(SimpleNamespace(pt=PtLine.model_validate(pt_json), injected=[]))


def test_a_session_removal_is_not_read_out_as_a_stored_entry():
    """A session constraint's source key is "session:" + its key: key_label read its four
    parts as an entry and the Chinese list said "… · session · dislike · material · plastic"."""
    from agent.trace import PtLine

    pt = PtLine.model_validate({"rejected_options": [
            {"product_id": "P1", "title": "PVC 收纳包", "reason": "session constraint: plastic",
             "rule": "session", "turn": 1, "term": "塑料", "source_key": "session:dislike:material:plastic"},
            {"product_id": "P2", "title": "ABS 行李箱", "reason": "never recommend: plastic",
             "rule": "blocking", "turn": 1, "term": "plastic",
             "source_key": "dislike:material:bags_luggage:plastic"}]})
    at = AppTest.from_function(_rejected, args=("zh", pt.model_dump(mode="json")), default_timeout=30)
    at.run()
    assert not at.exception, at.exception
    text = re.sub(r"\\(.)", r"\1", "\n".join(str(m.value) for m in at.markdown))
    assert "本次会话说过：不要「塑料」" in text
    assert "session" not in text and "dislike" not in text, text
    assert "不喜欢 · 材质 · 箱包 · plastic" in text, "an entry's removal still names the entry"
    # the blocking row's reason names the word beside its badge, not the rule a second time
    assert text.count("绝不推荐") == 1 and "含「plastic」" in text, text


def _step_line(lang: str) -> None:
    import streamlit as st

    from ui.labels import label, step_summary

    st.session_state["lang"] = lang
    args = {"dedup_key": "dislike:material:bags_luggage:plastic", "blocking": True}
    st.caption(f"{label('step', 'set_blocking')} {step_summary('set_blocking', args)}")


def test_the_stepper_says_never_recommend_once_per_step():
    """Step 4 of the no-plastic story read 'tick "never recommend" dislike · … · plastic →
    never recommend'."""
    for lang, said, expected in (("en", "never recommend", 'set "never recommend" on for dislike · material · bags & luggage · plastic'),
                                 ("zh", "绝不推荐", "勾选「绝不推荐」 不喜欢 · 材质 · 箱包 · plastic")):
        at = AppTest.from_function(_step_line, args=(lang,), default_timeout=30)
        at.run()
        assert not at.exception, at.exception
        line = str(at.caption[0].value)
        assert line.count(said) == 1 and line == expected, line
