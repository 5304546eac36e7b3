"""Round 33 (stance33, issue 11): polarity told without a trigger.

- An exchange refused for anything offered is praise of the thing kept ("I wouldn't swap my X
  for anything", 给我什么都不换): the negation refuses whatever is offered, not the word, and
  the 换 under it is no like turned into a refusal.
- Going without denied ("I'm never going without X again", "won't be without X") is praise,
  as "can't live without X" was.
- "I find it fussy" after someone else's taste is the shopper's verdict, not a request that
  keeps the other person's like.

The sentences are the tuner's own (no eval item)."""
from __future__ import annotations

import pytest

from agent.engines.offline_polarity import denied_stop
from agent.language import others_taste
from memory.models import Polarity
from tests.planning import plan_of as _plan


def _polarity(plan, slug: str):
    return {c.polarity for c in plan.new_constraints if c.slug == slug}


@pytest.mark.parametrize("clause", [
    "i'd never trade my x blanket for anything",
    "we wouldn't exchange them for the world",
    "i won't swap these x boots for the shiniest pair going",
    "x的给多少钱都不换",
    "我这条x围巾拿什么来都不换",
])
def test_an_exchange_refused_for_anything_refuses_nothing_of_the_thing(clause) -> None:
    assert denied_stop(clause)


@pytest.mark.parametrize("clause", [
    "i wouldn't swap x for wool",  # another thing named: that one is the alternative refused
    "我不换x",
    "don't swap the x for anything yet",  # an instruction, no refusal of an offer
])
def test_an_exchange_of_a_named_thing_is_no_praise(clause) -> None:
    assert not denied_stop(clause)


@pytest.mark.parametrize("clause", ["i'm never going without x again", "i won't be without x now",
                                    "we can't go without x in winter"])
def test_going_without_denied_is_praise(clause) -> None:
    assert denied_stop(clause)


def test_a_verdict_found_is_no_request() -> None:
    low = "my flatmate adores velvet, i find it stuffy."
    assert others_taste.spans(low) == [(0, low.index(","))]
    # a real search keeps the person's taste the search's word
    assert others_taste.spans("my flatmate adores velvet, can you find her a cushion?") == []


def test_a_kept_thing_never_swapped_is_liked(engine) -> None:
    plan = _plan(engine, "I'd never trade my wool blanket for anything in the shop.")
    assert _polarity(plan, "wool") == {Polarity.LIKE}


def test_a_kept_thing_never_swapped_is_liked_in_chinese(engine) -> None:
    plan = _plan(engine, "我的真皮钱包拿什么来都不换。")
    assert _polarity(plan, "leather") == {Polarity.LIKE}


def test_never_going_without_is_a_like(engine) -> None:
    plan = _plan(engine, "I'm never going without linen pillowcases again after this summer.")
    assert _polarity(plan, "linen") == {Polarity.LIKE}


def test_going_without_rather_than_a_thing_still_refuses_it(engine) -> None:
    plan = _plan(engine, "I'd rather go without than buy another polyester shirt.")
    assert Polarity.LIKE not in _polarity(plan, "polyester")


def test_someone_elses_taste_found_fussy_is_no_like(engine) -> None:
    plan = _plan(engine, "My flatmate adores velvet, I find it stuffy.")
    assert Polarity.LIKE not in _polarity(plan, "velvet")
    assert "velvet" not in [w.lower() for w in plan.prefer_keywords]


@pytest.mark.parametrize("form", ["say what you like about X", "whatever people think of X",
                                  "say what you will about X"])
def test_a_topic_conceded_to_others_is_a_topic(form) -> None:
    from agent.engines.offline_semantics import _topic_alone

    assert _topic_alone(form)


def test_a_topic_conceded_to_others_takes_the_verdict_after_it(engine) -> None:
    plan = _plan(engine, "Whatever people think of corduroy trousers, I will keep on loving them.")
    assert _polarity(plan, "corduroy") == {Polarity.LIKE}
