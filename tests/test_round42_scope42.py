"""Round 42 of issue 11 (scope42): an occasion told by its day to come, with no marker word, and
the results on the screen pointed at, each hold a refusal for this session only; a day said as
a habit, a past or a deadline does not. Each sentence was written for this test in words of its
own (in no evaluation set)."""
from __future__ import annotations

import pytest

from agent.language import dated_event, on_screen
from tests.planning import assert_told


@pytest.mark.parametrize("text", [
    "the cousins' ceilidh is friday night",
    "our open-air screening on the 9th",
    "a kayak race in three weeks",
    "the quiz night next thursday",
    "July 12th is the regatta",
    "后天舅舅家乔迁",
    "下下周四开家长会",
    "十一月二十号师兄答辩",
])
def test_a_day_to_come_is_read_by_the_calendar(text) -> None:
    assert dated_event.day_ahead(text)


@pytest.mark.parametrize("text", [
    "every friday night is band practice",
    "on saturdays i cycle to the market",
    "last thursday's quiz was a washout",
    "it has to arrive by friday",
    "i need them before next week",
    "每周四都要开例会",
    "上周六去钓鱼了",
    "周五之前送到就行",
    "the strap snapped in a month",
    "save it for my next summer sandals",
    "到周日就用完了",
])
def test_a_habit_a_past_or_a_deadline_is_no_day_to_come(text) -> None:
    assert not dated_event.day_ahead(text)


@pytest.mark.parametrize("text, slug", [
    ("The cousins' ceilidh is Friday night; nothing tartan-red, so no red for the shirt.", "red"),
    ("Kayak race in three weeks, skip cotton for the top.", "cotton"),
    ("后天舅舅家乔迁，别给我挑白色的外套。", "white"),
    ("下下周四开家长会，裙子不要紫色。", "purple"),
])
def test_a_refusal_for_a_dated_occasion_is_for_this_session(engine, text, slug) -> None:
    assert_told(engine, text, {slug: ("dislike", "session")})


@pytest.mark.parametrize("text, slug", [
    ("Every Friday night I play in the band and I never wear white.", "white"),
    ("每周四都开例会，我从来不穿红色的衬衫。", "red"),
])
def test_a_day_said_as_a_habit_keeps_the_refusal_lasting(engine, text, slug) -> None:
    assert_told(engine, text, {slug: ("dislike", "lasting")})


@pytest.mark.parametrize("text", [
    "of the coats on this page",
    "the trainers we're scrolling through",
    "the mugs currently shown",
    "in front of me right now",
    "屏幕上这几双鞋",
    "列出来的这些台灯",
])
def test_the_results_on_the_screen_are_pointed_at(text) -> None:
    assert on_screen.pointed(text)


@pytest.mark.parametrize("text", [
    "linen is on my list for summer",
    "i'm looking for a kettle",
    "this page of the manual",
])
def test_a_list_of_ones_own_or_a_search_is_not_the_screen(text) -> None:
    assert not on_screen.pointed(text)


@pytest.mark.parametrize("text, want", [
    ("Of the coats on this page hide the orange ones, and wool stays banned for good.",
     {"orange": ("dislike", "session"), "wool": ("dislike", "lasting")}),
    ("屏幕上这几双鞋里别要白色，麂皮的我以后都不买。",
     {"white": ("dislike", "session"), "suede": ("dislike", "lasting")}),
])
def test_the_on_screen_half_of_a_mixed_sentence_is_session(engine, text, want) -> None:
    assert_told(engine, text, want)


@pytest.mark.parametrize("text", ["腈纶任何时候也别推", "羊驼毛啥时候都不要", "格子的什么时候都别给我看"])
def test_a_time_quantified_over_is_every_time(text) -> None:
    from agent.engines.offline_reach import persistence_of

    assert persistence_of(text) == "lasting"
