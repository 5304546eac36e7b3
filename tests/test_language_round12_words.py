"""Round 12, words: sizes asked and answered in one breath, on the real number grammar and
engine; products for an animal; the head of a request told by a problem."""
from __future__ import annotations

import pytest

from agent.language.numbers import read_size
from tests.planning import plan_of as _plan


def _size(plan) -> str | None:
    return next((s.value for s in plan.slot_changes if s.name == "size"), None)


@pytest.mark.parametrize("text, size", [
    ("hiking boots please. size? forty-two and a half.", "42.5"),
    ("trainers for my son, his size? thirty-six", "36"),
    ("loafers. my size? ten and a half, us.", "US 10.5"),
    ("need sandals, size?? 38", "38"),
    ("我要双凉鞋，码数呢？三十八", "38"),
    ("鞋码？四十一码半", "41.5"),
])
def test_a_size_word_asked_then_answered_is_the_size(text, size) -> None:
    assert read_size(text).value == size


@pytest.mark.parametrize("text", [
    "size? do you have 40?",           # a question about stock, not the size worn
    "what size are you? 40 dollars max",
])
def test_a_size_question_followed_by_anything_else_is_no_size(text) -> None:
    assert read_size(text).value is None


@pytest.mark.parametrize("text, size", [
    ("Running shoes for the gym. My size? Forty-four and a half.", "44.5"),
    ("想买双运动鞋。尺码？四十二码半", "42.5"),
])
def test_the_planner_keeps_a_size_answered_to_its_own_question(engine, text, size) -> None:
    assert _size(_plan(engine, text)) == size
