"""Round 41 of issue 11 (material41): a material named at the head of a complaint and refused
at the end by words pointing back at it; a like pointed back at the material named before; a
maker scorned by a worse lot preferred, or its latest line skipped.

- "X throws shed on every cushion, and I'm done with them": the refusal said alone after the
  complaint (`_refused_after`) knew verbs of removal, not endings or verdicts told of a pronoun
  ("done with them", "had it with them", "count them out", "they're off the list", "nothing of
  that sort", 受够了); the material was dropped, or, when it described the product, kept as its
  wish (a prefer word: the quiet reversal).
- "X boards alone have survived this house, so more of that wood please", 想要个同样木头做的
  箱子: a class word after "that"/同样 points back at the kind named before, and the clear like
  said of it is that kind's (the memory's own words voted against). Fail safe: the praise must
  say nothing against in words, and the word's clause must not either.
- "X hiking poles? I'd sooner limp home on a broken stick", X的登山杖？我宁可…: the maker
  raised as a topic, then a worse lot preferred to it, is refused; "X最近出的那些跳过" refuses
  the maker whose latest line it skips.

Each sentence was written for this test in words of its own (in no evaluation set)."""
from __future__ import annotations

import pytest

from memory.models import Polarity
from tests.planning import constraints_on, has_brand, plan_of


@pytest.mark.parametrize("text, slug", [
    ("Suede boots darken in the first drizzle, and I'm done with them.", "suede"),
    ("Acrylic scarves go fuzzy by the third wear; I've had it with them.", "acrylic"),
    ("Cork mats crumble at the corners after a summer, so count them out.", "cork"),
    ("Flannel pillowcases leave fluff on my hair, so they're off the list.", "flannel"),
    ("涤纶窗帘一晒就发脆，受够了。", "polyester"),
])
def test_a_refusal_pointing_back_at_the_material_of_a_complaint_refuses_it(engine, text, slug) -> None:
    plan = plan_of(engine, text)
    assert constraints_on(plan, slug, Polarity.DISLIKE), plan.new_constraints
    assert slug not in [w.lower() for w in plan.prefer_keywords]


@pytest.mark.parametrize("text, slug", [
    # an ending with no pronoun is of something else
    ("Linen shirts keep me cool, and I'm done with the ironing.", "linen"),
    # a clear like before it, a refusal of the price after it
    ("Wool socks are lovely, but too pricey, count me out.", "wool"),
])
def test_an_ending_of_something_else_refuses_no_material(engine, text, slug) -> None:
    assert not constraints_on(plan_of(engine, text), slug, Polarity.DISLIKE)


@pytest.mark.parametrize("text, slug", [
    ("Oak shelves alone have held up in our flat, so more of that wood please.", "oak"),
    ("奶奶家的松木箱子总是香香的，想要个同样木头做的柜子。", "pine"),
])
def test_a_like_pointing_back_at_the_material_named_before_is_its_like(engine, text, slug) -> None:
    plan = plan_of(engine, text)
    assert constraints_on(plan, slug, Polarity.LIKE), plan.new_constraints
    assert not constraints_on(plan, slug, Polarity.DISLIKE)


@pytest.mark.parametrize("text, slug", [
    ("Oak boards split within a month, so more of that wood? no thanks.", "oak"),
    ("The pine bench rotted in one winter, and a chest made of it would be a waste.", "pine"),
])
def test_a_pointer_beside_a_fault_or_a_refusal_is_never_a_like(engine, text, slug) -> None:
    plan = plan_of(engine, text)
    assert not constraints_on(plan, slug, Polarity.LIKE), plan.new_constraints
    assert slug not in [w.lower() for w in plan.prefer_keywords]


@pytest.mark.parametrize("text, brand", [
    ("Vantreloe tents? I'd sooner sleep under a hedge.", "vantreloe"),
    ("Vantreloe tents? I would rather kip in the car.", "vantreloe"),
    ("闵蘅的帐篷？我宁可睡车里。", "闵蘅"),
    ("闵蘅最近出的那几款帐篷都跳过。", "闵蘅"),
])
def test_a_maker_scorned_by_a_worse_lot_or_its_latest_line_skipped_is_refused(engine, text, brand) -> None:
    plan = plan_of(engine, text)
    assert has_brand(plan, Polarity.DISLIKE, brand), plan.new_constraints
    assert brand not in plan.search_query.lower()


@pytest.mark.parametrize("text, brand", [
    ("Vantreloe tents? I'd rather pay double than sleep in anything else.", "vantreloe"),
    ("闵蘅的帐篷？我宁可多花钱也要买他家的。", "闵蘅"),
])
def test_a_worse_lot_taken_for_the_maker_is_no_refusal(engine, text, brand) -> None:
    assert not has_brand(plan_of(engine, text), Polarity.DISLIKE, brand)
