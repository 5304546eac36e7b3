"""Round 40 of issue 11 (likes40): a like told by a denied alternative, right after a picture
of the thing, should be the thing's like; a complaint with a negation after it never is.

"X bath mats soak up every splash, nothing beats them", "…，家里离不开它": the picture's own
vote nears a complaint row of the same physical words (soak, splash ~ "X shrinks in the
wash"), and the clause after it, naming nothing, reads as a clear like nearest a like row that
says the same negation ("nothing is better than X", "X的我离不开"). `_praise_told_after` took
the praise beside a picture only when it said nothing against in words, and a negation counted
as against: the like was lost, or the picture's vote kept as a dislike. A reader that took a
negation the nearest like row says too as how the praise is told was measured and dropped by
the round's transfer gate (docs/language_eval.md, round 40: read sets +2 -3, transfer +0), so
the sentences it turned are strict expected failures here, for the next mechanism; the rest
guard what the rules already read, both ways (a clause that votes a dislike, "can't stand it",
受不了它, is never praise).

Each sentence was written for this test in words of its own (in no evaluation set)."""
from __future__ import annotations

import pytest

from memory.models import Polarity
from tests.planning import constraints_on, plan_of


GAP = pytest.mark.xfail(strict=True, reason="praise by a denied alternative after a picture is not "
                                        "the picture's (round 40: a reader measured, dropped by the gate)")
# The picture itself reads as against in words (a fault denied, 不打滑; a word the complaint lists
# hold), so the praise after it is never asked: a like read as a dislike, beyond that reader too.
PICTURE_GAP = pytest.mark.xfail(strict=True, reason="the picture reads as against in words: a like "
                                                "read as a dislike (round 40)")


@pytest.mark.parametrize("text, slug", [
    pytest.param("Cork bath mats soak up every splash, nothing beats them.", "cork", marks=GAP),
    pytest.param("The nylon tent shrugged off a week of rain, nothing beats it.", "nylon", marks=GAP),
    ("Seagrass baskets keep the hallway tidy, I couldn't do without them.", "seagrass"),
    ("Tencel pillowcases stay cool all night, nothing else comes close.", "tencel"),
    ("竹纤维浴巾擦完头发很快就干，家里离不开它。", "bamboo"),
    pytest.param("软木瑜伽垫出汗也不打滑，真离不开它。", "cork", marks=PICTURE_GAP),
    pytest.param("Enamel dishes go straight from oven to table, nothing beats them.", "enamel",
                 marks=PICTURE_GAP),
])
def test_praise_by_a_denied_alternative_after_a_picture_is_a_like(engine, text, slug) -> None:
    plan = plan_of(engine, text)
    assert constraints_on(plan, slug, Polarity.LIKE), plan.new_constraints
    assert not constraints_on(plan, slug, Polarity.DISLIKE)


@pytest.mark.parametrize("text, slug", [
    ("The polyester duvet leaves me sweaty every night, can't stand it.", "polyester"),
    ("Acrylic jumpers pill after two washes, nothing could be worse.", "acrylic"),
    ("The acrylic throw looked cosy in the shop, never again though.", "acrylic"),
    ("The wool blanket is itchy, can't bear it.", "wool"),
    ("涤纶睡衣穿着出汗，我受不了它。", "polyester"),
    ("涤纶床单起球起得厉害，再也不想要了。", "polyester"),
])
def test_a_complaint_told_with_a_negation_after_it_is_never_a_like(engine, text, slug) -> None:
    plan = plan_of(engine, text)
    assert not constraints_on(plan, slug, Polarity.LIKE), plan.new_constraints
    assert slug not in [w.lower() for w in plan.prefer_keywords]
    assert constraints_on(plan, slug, Polarity.DISLIKE), plan.new_constraints
