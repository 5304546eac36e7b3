"""Round 38 (likes38, issue 11): a refusal the shopper disowns is no refusal, and no like.

The denial of having refused ("I never said no to X", "who said I hate X", 我可没说不要X,
X我从来没说不行, 我啥时候说过不要X) and the denial of an objection ("I've got nothing against
X", "no objection to X", 对X没意见, 不反对) leave the word neither disliked nor liked: the
refusal's words are reported, not said now, and the reason told beside the denial (the
price, the colour, a zip) is about something else. A refusal said, or an objection owned,
still refuses.

The sentences are the tuner's own (no eval item)."""
from __future__ import annotations

import pytest

from agent.engines.offline_polarity import refusal_denied
from agent.eval_language import play_story
from memory.models import Polarity
from tests.planning import constraints_on as _cons, liked_words, plan_of as _plan


@pytest.mark.parametrize("said", [
    "hold on, i never said no to cotton",
    "we didn't say we hated the rug",
    "i never said the suede was a problem",
    "who said i hate wool?",
    "i've got nothing against bamboo",
    "no objection to rattan from me",
    "我可没说过不要羊毛",
    "真皮我从来没说不行啊",
    "我什么时候说过讨厌丝绒了",
    "我对涤纶倒没什么意见",
    "竹子的我不反对",
])
def test_a_refusal_disowned_is_read_as_denied(said) -> None:
    assert refusal_denied(said)


@pytest.mark.parametrize("said", [
    "i said no to wool twice already",
    "no nylon for me",
    "我说过不要羊毛了",
    "我对羊毛有意见",
    "不要皮革的",
    "this is nothing against you, but no fleece",
])
def test_a_refusal_said_or_owned_is_not_denied(said) -> None:
    assert not refusal_denied(said)


@pytest.mark.parametrize("text, slug", [
    ("Hold on, I never said no to cotton, I said no to the zip.", "cotton"),
    ("I've got nothing against bamboo, the price just put me off.", "bamboo"),
    ("Who said I hate wool? It was the colour I didn't want.", "wool"),
    ("我可没说过不要羊毛，我说的是不要高领。", "wool"),
    ("我对涤纶倒没什么意见，主要是颜色不对。", "polyester"),
    ("真皮我从来没说不行啊。", "leather"),
    ("谁说我讨厌丝绒了？", "velvet"),
])
def test_a_disowned_refusal_is_neither_a_dislike_nor_a_like(engine, text, slug) -> None:
    plan = _plan(engine, text)
    assert not _cons(plan, slug, Polarity.DISLIKE), text
    assert slug not in liked_words(plan) and not _cons(plan, slug, Polarity.LIKE), text


@pytest.mark.parametrize("text, slug", [
    ("No wool please, I said no to wool twice already.", "wool"),
    ("我说过不要羊毛了，别再推。", "wool"),
    ("我对羊毛有意见，一穿就浑身痒。", "wool"),
])
def test_a_refusal_said_again_still_refuses(engine, text, slug) -> None:
    assert _cons(_plan(engine, text), slug, Polarity.DISLIKE), text


@pytest.mark.parametrize("sessions, slug", [
    ([["Looking for a cardigan.", "I never said no to wool, I said no to the big buttons."],
      ["Now a scarf."]], "wool"),
    ([["想买件开衫。", "我对羊毛倒没什么意见，就是不要太厚的。"], ["再看看围巾。"]], "wool"),
])
def test_the_curator_keeps_no_refusal_a_shopper_disowned(engine, sessions, slug) -> None:
    store = play_story(engine, sessions).store
    assert not [key for key in store if key.startswith("dislike:") and key.endswith(":" + slug)], sorted(store)
