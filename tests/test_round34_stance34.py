"""Round 34 (stance34, issue 11): a fault told as a story, an occasion's day, an itch of habit.

- A thing the shopper has, told by whose it is or where it stands ("our X shelves", "the X
  table in the hall", 客厅那张X茶几, 外婆留下的X衣柜), with a fault told after it, is a story
  of that material: a dislike, never the like or the prefer word the story's verbs triggered.
- An event dated ahead ("for Friday's recital", "at the leaving do tonight", 下周去参加婚礼,
  周末陪外婆去扫墓) bounds the refusal beside it to this session, whatever the event is called.
- An itch alone, told beside a habit of years ("mohair has always itched me"), is the
  discomfort of wearing the fabric: lasting in the domain, no floor everywhere; a rash or a
  swelling told with it, or a floor in words, stays global.
- A history of one's own ("having nursed on a burns unit", 在动物园做过饲养员) told beside a
  refusal is the reason, no complaint of a product: the refusal is a floor.

The sentences are the tuner's own (no eval item)."""
from __future__ import annotations

import pytest

from agent.engines.offline_polarity import complaint_in
from agent.language import purpose_bound
from memory.domains import Domain
from memory.models import Polarity
from tests.planning import constraints_on as _cons, plan_of as _plan


@pytest.mark.parametrize("said", [
    "the oak shelves keep splitting along the grain",
    "the lid hooks went rusty and split",
    "the varnish has flaked along the top",
    "抽屉一到夏天就卡住",
    "摸上去冰得发抖",
    "桌面上留了一圈白印子",
])
def test_a_fault_of_a_thing_in_use_is_a_complaint(said) -> None:
    assert complaint_in(said, 0, len(said)) is not None


@pytest.mark.parametrize("said", ["a bag of potato chips", "we split the bill", "the drawer is not stuck"])
def test_no_fault_is_read_where_none_is_told(said) -> None:
    assert complaint_in(said, 0, len(said)) is None


@pytest.mark.parametrize("text, slug", [
    ("Our walnut shelves keep splitting along the grain since the heating went on.", "walnut"),
    ("The bamboo blinds in the spare room have warped and split after one wet summer.", "bamboo"),
    ("客厅那张大理石茶几，一放热杯子就留了一圈白印子。", "marble"),
    ("外婆留下的松木衣柜，柜门一到雨季就卡住。", "pine"),
])
def test_a_fault_told_of_a_thing_one_has_is_never_a_like(engine, text, slug) -> None:
    plan = _plan(engine, text)
    assert all(c.polarity != Polarity.LIKE for c in _cons(plan, slug))
    assert not any(slug in k.lower() for k in plan.prefer_keywords)


def test_a_thing_asked_for_with_its_place_is_still_wanted(engine) -> None:
    plan = _plan(engine, "I'd like a walnut bench for the hallway.")
    assert all(c.polarity != Polarity.DISLIKE for c in _cons(plan, "walnut"))


@pytest.mark.parametrize("low", [
    "for friday's recital, no sequins",
    "no grey at the leaving do tonight",
    "for the hearing on tuesday leave out denim",
    "下周去参加表姐的婚礼，白色的就别挑了",
    "周末陪外婆去扫墓，红色的先别推",
])
def test_an_event_dated_ahead_bounds_the_refusal(low) -> None:
    assert purpose_bound.told(low)


@pytest.mark.parametrize("low", ["i wear linen for weddings", "for the weekend i bought a bag",
                                 "明天买了一件羊毛衫", "那天买的涤纶衣服不透气"])
def test_no_bound_without_an_event_to_come(low) -> None:
    assert not purpose_bound.told(low)


def test_an_occasion_before_the_refusal_holds_for_the_session(engine) -> None:
    plan = _plan(engine, "For my nephew's confirmation on Sunday, nothing orange please.")
    assert [c.persistence for c in _cons(plan, "orange")] == ["session"]


def test_an_occasion_in_chinese_holds_for_the_session(engine) -> None:
    plan = _plan(engine, "下周去参加表姐的婚礼，白色的就别挑了。")
    assert [c.persistence for c in _cons(plan, "white")] == ["session"]


@pytest.mark.parametrize("text, slug", [
    ("Mohair has always itched me, so leave it out.", "mohair"),
    ("Next week is the office party so no gold, and tweed always makes my neck itch.", "tweed"),
    ("马海毛的我一直穿着发痒，别推了。", "mohair"),
])
def test_an_itch_told_as_a_habit_is_lasting_not_global(engine, text, slug) -> None:
    cons = _cons(_plan(engine, text), slug)
    assert cons and all(c.polarity == Polarity.DISLIKE and c.domain != Domain.GLOBAL and
                        c.persistence == "lasting" for c in cons)


@pytest.mark.parametrize("text, slug", [
    ("Mohair has always given me an itchy rash, so leave it out.", "mohair"),
    ("Wool makes me itch, keep it out of everything.", "wool"),
])
def test_an_itch_with_a_rash_or_a_floor_in_words_stays_global(engine, text, slug) -> None:
    cons = _cons(_plan(engine, text), slug)
    assert cons and all(c.domain == Domain.GLOBAL for c in cons)


def test_a_history_of_ones_own_beside_a_refusal_is_a_floor(engine) -> None:
    plan = _plan(engine, "Having volunteered with a seal rescue for years, I won't buy anything trimmed with real fur.")
    cons = _cons(plan, "fur")
    assert cons and all(c.polarity == Polarity.DISLIKE and c.domain == Domain.GLOBAL for c in cons)
