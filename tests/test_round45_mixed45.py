"""Round 45 of issue 11 (mixed45): a statement's parts and how long each lasts. A thing one never
took to (穿不惯, "never got used to") is refused, never liked; an "only" that bounds the time
("I'm only skipping X on this order") leaves no like of what was refused; a look refused for the
day of an occasion with a plain 不 (那天我不穿X) is that day's. Each sentence was written for this
test in words of its own (in no evaluation set)."""
from __future__ import annotations

import pytest

from agent.language import occasion_head
from agent.language.going_without import goes_without
from agent.language.span_only import span_bounded_only
from tests.planning import assert_told, told


@pytest.mark.parametrize("text", [
    "灯芯绒的我一直穿不惯",
    "乳胶枕我怎么都睡不惯",
    "钛合金表带我戴不惯",
    "i never got used to rayon blouses",
    "wool socks are something i can't get used to",
])
def test_a_thing_one_never_took_to_is_gone_without(text) -> None:
    assert goes_without(text)


@pytest.mark.parametrize("text", [
    "别的料子我都穿不惯",
    "其他牌子的我用不惯",
    "any other fabric i never got used to",
    "用不了多久就坏",
    "i got used to linen quickly",
])
def test_the_others_or_a_habit_gained_are_no_refusal(text) -> None:
    assert not goes_without(text)


@pytest.mark.parametrize("text, slug, reach", [
    ("腈纶围巾我从来围不惯，以后别推。", "acrylic", "lasting"),
    ("Velvet cushions I never got used to, so leave them out from now on.", "velvet", "lasting"),
])
def test_never_taking_to_a_thing_is_a_refusal(engine, text, slug, reach) -> None:
    assert_told(engine, text, {slug: ("dislike", reach)})


@pytest.mark.parametrize("text, slug", [
    ("莫代尔的背心我穿不惯，不过纯棉的挺喜欢。", "modal"),
    ("I never got used to nylon, though cotton suits me fine.", "nylon"),
])
def test_never_taking_to_a_thing_is_never_its_like(engine, text, slug) -> None:
    assert ("like", "lasting") not in told(engine, text, slug)
    assert ("like", "session") not in told(engine, text, slug)
    assert told(engine, text, slug), "the refusal is read"


@pytest.mark.parametrize("text, slug", [
    ("纯棉的最舒服，别的料子我都穿不惯。", "cotton"),
])
def test_the_others_not_taken_to_leave_the_one_named_liked(engine, text, slug) -> None:
    assert ("dislike", "lasting") not in told(engine, text, slug)
    assert ("dislike", "default") not in told(engine, text, slug)


@pytest.mark.parametrize("form, plain", [
    ("X i'm only leaving out on this order", "X i'm leaving out on this order"),
    ("X we're passing on for this party only", "X we're passing on for this party"),
    ("X i'm merely leaving out for today", "X i'm leaving out for today"),
])
def test_an_only_that_bounds_the_time_is_the_spans(form, plain) -> None:
    assert span_bounded_only(form) == plain


@pytest.mark.parametrize("form", [
    "i only wear X on this trip",
    "X only for this trip",
    "X is the only one for today",
    "i only wear X",
    "X trousers just look right on a cold sunday walk",
])
def test_the_tastes_own_only_is_left_as_said(form) -> None:
    assert span_bounded_only(form) is None


@pytest.mark.parametrize("text, slug", [
    ("Teal I'm only leaving out on this order.", "teal"),
    ("Mustard we're passing on for this party only.", "mustard"),
])
def test_a_refusal_bounded_by_only_is_never_a_like(engine, text, slug) -> None:
    assert not [r for r in told(engine, text, slug) if r[0] == "like"]


@pytest.mark.parametrize("text, slug", [
    ("For this trip I only want merino.", "merino"),
    ("I only wear linen on this trip.", "linen"),
])
def test_a_like_said_with_only_for_this_time_stays_a_like(engine, text, slug) -> None:
    assert ("like", "session") in told(engine, text, slug)


@pytest.mark.parametrize("text, slug", [
    ("表姐订婚宴那天我不穿绿色。", "green"),
    ("同学会那晚我就不戴金色的了。", "gold"),
])
def test_a_look_not_worn_on_the_day_is_that_days(engine, text, slug) -> None:
    assert_told(engine, text, {slug: ("dislike", "session")})


@pytest.mark.parametrize("text", [
    "for the curling club's awards supper",
    "at our street's harvest brunch",
    "for my godson's naming lunch on the 4th",
    "the choir's carol night is where I'll wear it",
    "for my aunt's retirement do.",
    "表哥升学宴上穿的衬衫",
    "去吃满月酒",
    "单位联欢会那天",
])
def test_an_occasion_is_named_by_its_meal_or_part_of_the_day(text) -> None:
    assert occasion_head.named(text)


@pytest.mark.parametrize("text", [
    "for the evening.",
    "for my morning tea",
    "to my face at night",
    "for the whole evening",
    "every friday night",
    "for the new dinner plates",
    "for dinner, no onions",
    "晚上睡觉用的",
])
def test_a_time_a_meal_or_a_product_is_no_occasion(text) -> None:
    assert not occasion_head.named(text)


@pytest.mark.parametrize("text, slug", [
    ("Nothing burgundy for the rowing club's trophy night.", "burgundy"),
    ("单位联欢会上要主持，白色的不考虑。", "white"),
])
def test_a_refusal_for_an_occasion_named_by_its_meal_is_for_this_session(engine, text, slug) -> None:
    assert_told(engine, text, {slug: ("dislike", "session")})


@pytest.mark.parametrize("text, slug", [
    ("Every quiz night at the pub I wear black, and I never wear orange.", "orange"),
])
def test_a_lasting_word_beside_the_occasion_keeps_the_refusal_lasting(engine, text, slug) -> None:
    assert_told(engine, text, {slug: ("dislike", "lasting")})
