"""Round 35 (stance35, issue 11): a colour's shade after a negation, a thing got in a change,
reliance told in Chinese.

- How light, deep or loud a colour is, said between a governing negation and the colour
  ("nothing bright orange", "not dark green"), is part of the colour: a refusal of it, never
  the like the stance vote of "nothing X" (near "X or nothing") made of it. A verb in the gap
  still governs ("nothing beats a bright red coat" praises it).
- 新换的X, 换过的X name a thing got in a change, told as a story: no switch to X asked (the
  switch trigger made a like of a complaint about it); 换个X, 换成X still switch to it.
- Reliance and gratitude in Chinese (全靠, 全凭, 多亏, 幸亏有, 好在) make a like of what they
  govern, where the vote read the hardship around them as a refusal; never under or before a
  negation (不能全靠X, 幸亏没买X).

The sentences are the tuner's own (no eval item)."""
from __future__ import annotations

import pytest

from memory.models import Polarity
from tests.planning import constraints_on as _cons, plan_of as _plan


# Since round 36 a shade the vocabulary lists (pale, dark, deep: `colour_shades`) makes one
# colour with the colour word (app36): the refusal is of that colour, still never a like.
@pytest.mark.parametrize("text, slug", [
    ("Nothing pale yellow for the christening outfit.", "pale_yellow"),
    ("I want nothing dark brown in the nursery, it feels gloomy.", "dark_brown"),
    ("Nothing hot pink on the lunchbox please.", "pink"),
    ("None in deep purple, thanks.", "deep_purple"),
])
def test_a_colour_refused_with_its_shade_is_a_dislike(engine, text, slug) -> None:
    plan = _plan(engine, text)
    assert [c.polarity for c in _cons(plan, slug)] == [Polarity.DISLIKE]
    assert not plan.prefer_keywords


def test_a_verb_after_nothing_still_praises_the_shaded_colour(engine) -> None:
    plan = _plan(engine, "Nothing beats a bright yellow raincoat on a grey morning.")
    assert not [c for c in _cons(plan, "yellow") if c.polarity == Polarity.DISLIKE]


@pytest.mark.parametrize("text, slug", [
    ("刚换的丝绒沙发套被狗抓了几道，绒毛全秃了。", "velvet"),
    ("上个月新换的亚麻窗帘，晒了几天就发黄了。", "linen"),
])
def test_a_thing_got_in_a_change_then_faulted_is_no_like(engine, text, slug) -> None:
    plan = _plan(engine, text)
    assert not [c for c in _cons(plan, slug) if c.polarity == Polarity.LIKE]
    assert not any(w in plan.prefer_keywords for w in ("丝绒", "亚麻"))


def test_a_switch_asked_to_a_material_is_still_a_like(engine) -> None:
    plan = _plan(engine, "沙发套想换成亚麻的")
    assert [c.polarity for c in _cons(plan, "linen")] == [Polarity.LIKE]


@pytest.mark.parametrize("text, slug", [
    ("熬夜赶稿全靠那条羊绒围巾护着脖子，不然第二天准落枕。", "cashmere"),
    ("膝盖老毛病了，多亏有个记忆棉坐垫，长途大巴才扛得住。", "memory_foam"),
    ("好在买了纯棉的床单，孩子出汗也不起疹子。", "cotton"),
])
def test_reliance_told_in_chinese_is_a_like(engine, text, slug) -> None:
    plan = _plan(engine, text)
    assert [c.polarity for c in _cons(plan, slug)] == [Polarity.LIKE]


@pytest.mark.parametrize("text, slug", [
    ("幸亏没买皮的沙发，猫把整个客厅都挠花了。", "leather"),
    ("保暖这件事不能全靠羊毛。", "wool"),
])
def test_reliance_denied_is_no_like(engine, text, slug) -> None:
    plan = _plan(engine, text)
    assert not [c for c in _cons(plan, slug) if c.polarity == Polarity.LIKE]


@pytest.mark.parametrize("said", [
    "i spent three summers at a hedgehog rescue in devon",
    "my gap year at a donkey sanctuary changed how i shop",
    "after two winters feeding foxes at an animal shelter",
])
def test_a_stretch_of_life_at_a_place_of_care_is_a_reason(said) -> None:
    from agent.language.identity_reason import told

    assert told(said)


@pytest.mark.parametrize("said", [
    "we spent a day at the zoo with the kids",
    "i spent two summers at the aquarium gift shop",
    "a year at the office wore me out",
])
def test_a_visit_or_a_job_elsewhere_is_no_reason(said) -> None:
    from agent.language.identity_reason import told

    assert not told(said)


def test_a_refusal_beside_a_stretch_at_a_sanctuary_is_a_floor(engine) -> None:
    plan = _plan(engine, "I spent two years at an elephant sanctuary in Kenya, so nothing with ivory please.")
    assert [(c.polarity, c.domain.value) for c in _cons(plan, "ivory")] == [(Polarity.DISLIKE, "global")]


@pytest.mark.parametrize("said", [
    "alpaca gloves alone get my fingers through the school run",
    "is what makes the night bus bearable",
    "they're the reason we survive camping in april",
    "that hot water bottle keeps me going",
])
def test_reliance_told_in_english_is_a_good_state(said) -> None:
    from agent.language.benefit_kept import kept

    assert kept(said)


@pytest.mark.parametrize("said", [
    "made the whole flight unbearable",
    "the reason i can't sleep",
    "keeps me awake half the night",
])
def test_a_hardship_caused_is_no_good_state(said) -> None:
    from agent.language.benefit_kept import kept

    assert kept(said) is None


def test_a_material_leaned_on_through_a_hardship_is_a_like(engine) -> None:
    plan = _plan(engine, "Alpaca gloves alone get my fingers through the school run in January.")
    assert [c.polarity for c in _cons(plan, "alpaca")] == [Polarity.LIKE]


def test_how_a_thing_is_got_seen_with_ones_own_eyes_is_a_reason_not_praise(engine) -> None:
    from agent.language.identity_reason import told

    assert told("亲眼看过鹅绒是怎么从活鹅身上取下来的")
    assert not told("我知道这件毛衣怎么洗")
    plan = _plan(engine, "亲眼见过貂皮怎么来的，貂皮大衣我是不会碰的。")
    assert not [c for c in _cons(plan, "fur") if c.polarity == Polarity.LIKE]
