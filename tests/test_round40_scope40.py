"""Round 40 of issue 11 (scope40): a session span's focus word is part of the span. In "X I'm
only skipping on this order" or "X is only out for this browse", "only" says *when* (this order
and no other), not *what*; the clause is read without its span when its own vote is unsure,
and "only" left behind read as "only X", a like's form, so the session half of a mixed sentence
lost its refusal. Each sentence was written for this test in words of its own (in no
evaluation set); those marked "was" were read wrong at d234024."""
from __future__ import annotations

import pytest

from agent.engines.offline_semantics import _span_free
from tests.planning import assert_told, told


@pytest.mark.parametrize("form, freed", [
    ("X I'm only skipping on this order", "X I'm skipping"),
    ("X is only out for this search", "X is out"),
    ("X只是这单不想要", "X 不想要"),
])
def test_the_focus_word_goes_with_the_session_span(form, freed) -> None:
    assert _span_free(form) == freed


def test_a_focus_word_with_no_span_after_it_stays() -> None:
    # ("only X" names what is wanted: no span follows the focus word, so nothing is blanked)
    assert _span_free("only X for me") is None


@pytest.mark.parametrize("text, want", [
    ("Acrylic pills on me within a week, never again; brown I'm only skipping for this basket.",   # was
     {"acrylic": ("dislike", "lasting"), "brown": ("dislike", "session")}),
    ("Corduroy is banned from now on; purple is only out for this browse.",                        # was
     {"corduroy": ("dislike", "lasting"), "purple": ("dislike", "session")}),
    ("灯芯绒以后一概别推；棕色只是这一批先不要。",
     {"corduroy": ("dislike", "lasting"), "brown": ("dislike", "session")}),
    ("亮片永远别给我看，金色就这一趟不想要。",
     {"sequins": ("dislike", "lasting"), "gold": ("dislike", "session")}),
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
