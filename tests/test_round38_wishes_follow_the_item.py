"""A wish said with an item follows that item (DESIGN section 6: slots belong to what is being
shopped for). "I want a wool scarf" kept wool as a like of the whole apparel domain, so the
hat asked for next ranked its wool hats first; "我想要一件羊毛的毛衣" lifted 羊毛帽子 the same
way. The wish now stays with the scarf: put away when the shopper moves on, in force again
when they come back, and P_t says both. A refusal, and a wish said before any item was named,
still hold for the whole session. Real SQLite, real index, real offline engine."""
from __future__ import annotations

import pytest

from memory.domains import Domain
from memory.models import Constraint, Polarity, SessionState
from memory.terms import term_hits


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
