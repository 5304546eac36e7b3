"""Round 41 of issue 11 (mixed41): a clause's scope is its own. A marker told in a clause
naming nothing leads the clause after it and reaches further only to a clause that goes on
from that one; an occasion named by the one day it falls on, or by what is worn that day, is
for that day only, whatever the event's noun. Each sentence was written for this test in
words of its own (in no evaluation set)."""
from __future__ import annotations

import pytest

from tests.planning import assert_told, told


@pytest.mark.parametrize("text, session, other", [
    ("Only for this basket, nothing purple; wool I turn down.", "purple", "wool"),
    ("For this order, no beige; leather I simply don't buy.", "beige", "leather"),
])
def test_a_clause_that_says_its_own_thing_inherits_no_session(engine, text, session, other) -> None:
    assert ("dislike", "session") in told(engine, text, session)
    assert ("dislike", "session") not in told(engine, text, other)
    assert told(engine, text, other), "the second clause's refusal is still read"


@pytest.mark.parametrize("text, want", [
    ("For the picnic this time, no white, and no linen either.",
     {"white": ("dislike", "session"), "linen": ("dislike", "session")}),
    ("这次出门旅行，不要红色，尼龙的也不要。",
     {"red": ("dislike", "session"), "nylon": ("dislike", "session")}),
])
def test_a_clause_that_goes_on_keeps_the_marker_told_before(engine, text, want) -> None:
    assert_told(engine, text, want)


@pytest.mark.parametrize("text, slug", [
    ("It's for a cider festival on Sunday, so leave out green for that jacket.", "green"),
    ("We're off to a folk concert next Thursday; no yellow on the scarf.", "yellow"),
    ("姑妈乔迁宴那天戴，金色就免了。", "gold"),
])
def test_an_occasion_on_its_day_is_for_that_day_only(engine, text, slug) -> None:
    assert ("dislike", "session") in told(engine, text, slug)


@pytest.mark.parametrize("text, slug", [
    ("I hike on Saturdays, so no cotton socks for me.", "cotton"),
    ("我那天穿了灰色，一点也不喜欢灰色。", "grey"),
])
def test_a_habit_or_a_past_day_is_no_occasion(engine, text, slug) -> None:
    assert ("dislike", "session") not in told(engine, text, slug)
