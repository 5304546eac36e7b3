"""Round 40 of issue 11 (scope40): each half of a mixed sentence keeps its own scope, and a
focus word before the thing asked for ("only linen") stays a like. The round's one change (a
session span's focus word blanked with the span) moved one read item and no blind one and was
dropped by the transfer gate (docs/language_eval.md, Round 40 (scope40)); these stay as the
class's guards. Each sentence was written for this test in words of its own (in no evaluation
set)."""
from __future__ import annotations

import pytest

from tests.planning import assert_told, told


@pytest.mark.parametrize("text, want", [
    ("灯芯绒以后一概别推；棕色只是这一批先不要。",
     {"corduroy": ("dislike", "lasting"), "brown": ("dislike", "session")}),
    ("亮片永远别给我看，金色就这一趟不想要。",
     {"sequins": ("dislike", "lasting"), "gold": ("dislike", "session")}),
    ("涤纶我从此不碰了，红色仅在这次挑的时候不要。",
     {"polyester": ("dislike", "lasting"), "red": ("dislike", "session")}),
])
def test_each_half_of_a_mixed_sentence_keeps_its_own_scope(engine, text, want) -> None:
    assert_told(engine, text, want)


@pytest.mark.parametrize("text, slug", [
    ("Only linen for this order, please.", "linen"),
    ("I only want cotton this time.", "cotton"),
])
def test_only_before_the_word_asked_for_is_still_a_like(engine, text, slug) -> None:
    assert ("dislike", "session") not in told(engine, text, slug)
    assert ("like", "session") in told(engine, text, slug)
