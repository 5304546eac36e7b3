"""A wish said with an item follows that item (DESIGN section 6: slots belong to what is being
shopped for). "I want a wool scarf" kept wool as a like of the whole apparel domain, so the
hat asked for next ranked its wool hats first; "我想要一件羊毛的毛衣" lifted 羊毛帽子 the same
way. The wish now stays with the scarf: put away when the shopper moves on, in force again
when they come back, and P_t says both. A refusal, and a wish said before any item was named,
still hold for the whole session. Real SQLite, real index, real offline engine."""
from __future__ import annotations

import json

import pytest

from agent.runtime import ROOT

from memory.domains import Domain
from memory.models import Constraint, Polarity, SessionState
from memory.terms import normalize_terms, term_hits


def _hits(word: str, title: str) -> bool:
    """The word in the title, in either language: titles of the catalog are English and
    Chinese ("... (Black)", "…,黑色"), and normalize_terms maps Chinese to English only, so
    an English word is looked up in the same zh→en file the other way."""
    zh_en = json.loads((ROOT / "data" / "zh_en_terms.json").read_text(encoding="utf-8"))
    words = {*normalize_terms([word]), *(zh for zh, en in zh_en.items() if word in en)}
    return any(term_hits(w, title) for w in words)


def _lifted(turn) -> list[str]:
    """Titles a session wish lifted (the turn itself says no prefer word)."""
    return [r.title for r in turn.results if r.breakdown.prefer > 0]


@pytest.mark.parametrize("wish, other, back, word", [
    ("I want a wool scarf", "now a hat", "back to the scarf", "wool"),
    ("我想要一件羊毛的毛衣", "再看看帽子", "还是看毛衣吧", "wool"),
])
def test_a_wish_said_with_an_item_does_not_lift_the_next_item_and_comes_back_with_it(
        agent, wish, other, back, word):
    said = agent.say("u", wish)
    wished = [c for c in said.pt.constraints if c.polarity == Polarity.LIKE and c.slug == word]
    assert wished and wished[0].item == said.pt.item, "the wish belongs to the item asked for"
    assert _lifted(said), "the wish lifts the item it was said with"

    moved = agent.say("u", other)
    assert moved.pt.item != said.pt.item
    # the other item's list holds titles of the word, and none of them is lifted by it
    assert [r.title for r in moved.results if term_hits(word, r.title)]
    assert _lifted(moved) == []
    assert moved.pt.slot_switch.wishes_dropped == wished[0].keywords

    again = agent.say("u", back)
    assert again.pt.item == said.pt.item
    assert again.pt.slot_switch.wishes_restored == wished[0].keywords
    assert _lifted(again), "back at the item, its wish is in force again"


def test_a_wish_said_before_any_item_holds_for_the_items_after_it(agent):
    agent.say("u", "I love cotton")
    shirt = agent.say("u", "a shirt")
    hat = agent.say("u", "now a hat")
    liked = [c for c in hat.pt.constraints if c.slug == "cotton"]
    assert liked and liked[0].item == ""
    assert _lifted(shirt) and _lifted(hat)
    assert [title for title in _lifted(hat) if term_hits("cotton", title)]


def test_a_refusal_said_with_an_item_still_holds_for_the_next_item(agent):
    agent.say("u", "a sweater, no wool please")
    hat = agent.say("u", "now a hat")
    assert hat.results
    assert not [r.title for r in hat.results if term_hits("wool", r.title)]
    assert [r for r in hat.removed if r.reason and term_hits("wool", r.title)]


def test_the_curator_still_learns_a_wish_said_with_an_item(agent):
    agent.say("u", "I want a wool scarf")
    agent.say("u", "now a hat")
    curated = agent.end_session("u")
    assert "like:material:apparel:wool" in [e.dedup_key for e in curated.store]


def _wish(slug: str, item: str, turn: int = 1) -> Constraint:
    return Constraint(polarity=Polarity.LIKE, category="material", slug=slug, keywords=[slug],
                      domain=Domain.APPAREL, turn=turn, item=item)


def test_one_word_wished_for_two_items_is_two_wishes_and_a_session_wish_replaces_them():
    pt = SessionState(user="u", session_id="s")
    pt.add_constraint(_wish("wool", "scarf"))
    pt.add_constraint(_wish("wool", "hat", 2))
    assert sorted(c.item for c in pt.constraints) == ["hat", "scarf"]
    pt.add_constraint(_wish("wool", "", 3))
    assert [(c.item, c.turn) for c in pt.constraints] == [("", 3)]
    pt.add_constraint(_wish("wool", "scarf", 4))  # the whole session's wish already says it
    assert [(c.item, c.turn) for c in pt.constraints] == [("", 3)]


def test_an_item_named_more_precisely_keeps_its_wishes():
    pt = SessionState(user="u", session_id="s")
    pt.switch_item("apparel", 1)
    pt.add_constraint(_wish("linen", "apparel"))
    pt.rename_item("shirt")
    assert [c.item for c in pt.constraints] == ["shirt"]
    assert pt.constraints[0].follows("shirt") and not pt.constraints[0].follows("hat")


@pytest.mark.parametrize("first, refine, other, back, colour", [
    ("a black backpack", "any with a laptop compartment?", "now a wallet", "back to the backpack",
     "black"),
    ("一个黑色的双肩包", "有没有带电脑隔层的", "再看看钱包", "还是看双肩包", "黑色"),
])
def test_a_colour_asked_with_an_item_holds_for_its_next_turns_and_comes_back_with_it(
        agent, first, refine, other, back, colour):
    """The turn's prefer word alone was forgotten by the next turn on the same item, and P_t
    said "restored: colour black" on the way back while nothing ranked by it."""
    said = agent.say("u", first)
    item = said.pt.item
    assert said.pt.item_wishes[item] == [colour]
    refined = agent.say("u", refine)
    assert refined.plan.prefer_keywords == []  # the refinement says no colour of its own
    assert _lifted(refined) and all(_hits(colour, t) for t in _lifted(refined))
    moved = agent.say("u", other)
    assert _lifted(moved) == [] and colour in moved.pt.slot_switch.wishes_dropped
    again = agent.say("u", back)
    assert again.pt.item == item and colour in again.pt.slot_switch.wishes_restored
    assert _lifted(again) and all(_hits(colour, t) for t in _lifted(again))


@pytest.mark.parametrize("first, then, left, kept", [
    ("a black backpack", "actually in red instead", "black", "red"),
    ("一个黑色的双肩包", "换成红色的吧", "黑色", "红色"),
])
def test_a_colour_said_again_for_the_item_replaces_its_colour(agent, first, then, left, kept):
    agent.say("u", first)
    turn = agent.say("u", then)
    assert turn.pt.item_wishes[turn.pt.item] == [kept]
    assert not [r.title for r in turn.results if _hits(left, r.title)
                and not _hits(kept, r.title) and r.breakdown.prefer > 0]


@pytest.mark.parametrize("first, then", [
    ("a black backpack", "no black ones please"),
    ("一个黑色的双肩包", "不要黑色的了"),
])
def test_a_colour_refused_for_the_item_leaves_its_wishes_and_its_colour_slot(agent, first, then):
    agent.say("u", first)
    turn = agent.say("u", then)
    assert turn.pt.item_wishes.get(turn.pt.item, []) == []
    assert "color" not in turn.pt.slots
    assert not [r.title for r in turn.results if term_hits("black", r.title)]


def _render_pt(trace_json: dict, lang: str) -> None:
    import streamlit as st

    from agent.trace import TurnTrace
    from ui import panels

    st.session_state["lang"] = lang
    panels.pt_panel(TurnTrace.model_validate(trace_json))


def _pt_text(trace, lang: str) -> str:
    from streamlit.testing.v1 import AppTest

    at = AppTest.from_function(_render_pt, args=(trace.model_dump(mode="json"), lang),
                               default_timeout=30)
    at.run()
    assert not at.exception, at.exception
    return "\n".join(str(e.value) for e in (*at.markdown, *at.caption)).replace("\\", "")


def test_the_pt_panel_says_which_wishes_stayed_with_the_item_and_which_came_back(agent):
    """The panel renders the trace's switch (it decides nothing): both languages."""
    agent.say("u", "I want a wool scarf")
    moved = agent.say("u", "now a hat")
    back = agent.say("u", "back to the scarf")
    en, zh = _pt_text(moved, "en"), _pt_text(moved, "zh")
    assert "not applied to hat: wool" in en and "for scarf only" in en, en
    assert "不用于" in zh and "wool" in zh, zh
    assert "apply again: wool" in _pt_text(back, "en")
    assert "重新生效：wool" in _pt_text(back, "zh")


def test_the_lab_without_the_sessions_words_leaves_out_the_items_wishes_too(agent):
    from agent.lab import Toggles, freeze_pool, rank_pool

    agent.say("u", "a black backpack")
    pool = freeze_pool(agent, "u", "any with a laptop compartment?")
    with_words, _ = rank_pool(agent, pool, Toggles())
    without, _ = rank_pool(agent, pool, Toggles(session_constraints=False))
    assert [r for r in with_words.ranked if r.breakdown.prefer > 0]
    assert not [r for r in without.ranked if r.breakdown.prefer > 0]
