"""Round 39 of issue 11 (refusal39): a refusal told as a habit of not using a thing or as an
ending is a refusal.

The stance vote reads a clause's form (the named words replaced by one placeholder) against the
hand exemplar table. Its dislike rows said a refusal as a taste ("I hate X") or a fault ("X
pills"), few as a habit of not using the thing ("X has never suited me", X我从来不穿) or as an
ending ("X is a thing of the past for me", X我早就放弃了); the like rows that share those
words ("X has never let me down", X的我怎么穿都不腻, "X is the only way to go") were nearer, and
the refusal was read as a like or as nothing. Hand rows stating those forms were measured and
dropped (docs/language_eval.md, round 39: they drew habitual praise, "on every hike I end up
wearing X", 一到秋天就想穿X, under the like margin; read sets +45 -63, transfer 284 -> 281), so
the three forms the rules do not read are kept here as strict expected failures, for the next
mechanism to turn; the rest guard what the rules already read, both ways.

Each sentence was written for this test in words of its own (in no evaluation set)."""
from __future__ import annotations

import pytest

from memory.models import Polarity
from tests.planning import constraints_on, plan_of


GAP = pytest.mark.xfail(strict=True, reason="a refusal told as a habit or an ending the vote reads "
                                        "as a like or nothing (round 39: rows measured, dropped)")


@pytest.mark.parametrize("text, slug", [
    pytest.param("Satin has never suited me, so find me a loose blouse.", "satin", marks=GAP),  # nothing
    # (read since round 42: agent/language/habit_refusal, "a thing of the past")
    ("Bamboo is a thing of the past for me; I need a new chopping board.", "bamboo"),
    pytest.param("马海毛我几年前就放弃了，来件开衫。", "mohair", marks=GAP),  # nothing
    ("I never wear mohair, so a plain cardigan please.", "mohair"),
    ("蕾丝我从来不穿，帮我挑条连衣裙。", "lace"),
    ("雪纺的我一向不碰，看看衬衫。", "chiffon"),
    ("真丝的这辈子都不会再买了，太难伺候。", "silk"),
])
def test_a_refusal_told_as_a_habit_or_an_ending_is_a_dislike(engine, text, slug) -> None:
    plan = plan_of(engine, text)
    assert constraints_on(plan, slug, Polarity.DISLIKE), plan.new_constraints
    assert not constraints_on(plan, slug, Polarity.LIKE)
    assert slug not in [w.lower() for w in plan.prefer_keywords]


@pytest.mark.parametrize("text, slug", [
    ("I only ever wear linen in summer, find me some shorts.", "linen"),
    ("Cashmere has never let me down, another jumper please.", "cashmere"),
    ("I've never regretted a wool coat, show me another.", "wool"),
    ("羊绒的我穿了好多年，一直很喜欢，再来一件。", "cashmere"),
    ("纯棉的我从来穿不腻，再买两件T恤。", "cotton"),
])
def test_praise_told_with_the_words_of_a_habit_stays_a_like(engine, text, slug) -> None:
    plan = plan_of(engine, text)
    assert constraints_on(plan, slug, Polarity.LIKE), plan.new_constraints
    assert not constraints_on(plan, slug, Polarity.DISLIKE)
