"""Round 43 of issue 11 (outcome43): a maker praised or blamed by what happened.

- The maker named again in a clause that asks for more of it ("…, so X again", "a matching X
  lead now", 再配一个X的…) is the request, no verdict of its own: read by its short clause's
  vote, the praise told before it was stored as a dislike (language/maker_again_asked).
- A fault denied or ended of the maker's thing, then more of it asked for, is praise of the
  maker (offline_brands._outcome_spared, the material's reading of outcome42).
- A maker refused by an exclusion ("anybody but X", "a kettle from anybody else") or by a
  condition on its name printed on the thing (包装上要是印着X就退) is a dislike, and its name
  leaves the search query (DESIGN §3, §6). A complaint never becomes a like.

Each sentence was written for this test in words of its own (in no evaluation set)."""
from __future__ import annotations

import pytest

from agent.language.maker_again_asked import any_but, asked_again, from_anybody_else, marked_refused
from memory.models import Polarity
from tests.planning import constraints_on, plan_of


@pytest.mark.parametrize("said", [
    "so them again for the kids' room",
    "another of theirs for my sister",
    "a matching them strap now",
    "do they make a bigger one?",
    "再配一个他们家的锅盖",
    "他们家的枕套也来一对",
    "有没有他们家的加厚款",
])
def test_a_clause_asking_for_more_of_the_maker_is_asked_again(said) -> None:
    assert asked_again(said)


@pytest.mark.parametrize("said", ["they broke again", "them and the others", "再也不买他们家的"])
def test_a_clause_that_asks_nothing_of_the_maker_is_not_asked_again(said) -> None:
    assert not asked_again(said)


def test_anybody_but_sets_the_maker_apart_and_nobody_but_does_not() -> None:
    assert any_but("Anybody but ")
    assert any_but("any brand but the ")
    assert not any_but("Nobody but ")


def test_another_maker_asked_for_by_anybody_else() -> None:
    assert from_anybody_else("a kettle from anybody else, please")
    assert from_anybody_else("I'd take someone else's")
    assert not from_anybody_else("anybody else in the family likes it")


def test_a_name_printed_on_the_thing_as_the_condition_of_a_return_is_refused() -> None:
    text = "盒子上如果印着锶珩，我就退回去"
    at = text.index("锶珩")
    assert marked_refused(text, at, at + 2)
    told = "盒子上印着锶珩两个字，挺好看"
    at = told.index("锶珩")
    assert not marked_refused(told, at, at + 2)


@pytest.mark.parametrize("text, slug", [
    ("The Pendlecote griddle went through a whole summer of barbecues and never rusted, so Pendlecote again for the grill pan.",
     "pendlecote"),
    ("Our Tarrowby hammock survived two storms without a torn cord, another of theirs for the garden please.",
     "tarrowby"),
    ("璘翀的保温壶摔了好几回都没漏过水，再配一个璘翀的茶杯", "璘翀"),
])
def test_a_maker_asked_for_again_after_what_its_thing_came_through_is_a_like(engine, text, slug) -> None:
    plan = plan_of(engine, text)
    assert constraints_on(plan, slug, Polarity.LIKE), plan.new_constraints
    assert not constraints_on(plan, slug, Polarity.DISLIKE)


@pytest.mark.parametrize("text, slug", [
    ("Anybody but Hollencroft for the desk fan, theirs rattled from day one.", "hollencroft"),
    ("The Brisbury kettle furred up inside a month; a kettle from anybody else this time.", "brisbury"),
    ("想买个电饭煲，盒子上要是印着锶珩我就直接退回去", "锶珩"),
])
def test_a_maker_refused_by_an_exclusion_or_a_condition_is_a_dislike_out_of_the_query(engine, text, slug) -> None:
    plan = plan_of(engine, text)
    assert constraints_on(plan, slug, Polarity.DISLIKE), plan.new_constraints
    assert not constraints_on(plan, slug, Polarity.LIKE)
    assert slug not in plan.search_query.lower()


@pytest.mark.parametrize("text, slug", [
    ("The Fennimore kettle leaked all over the counter twice, so another of theirs? No chance.", "fennimore"),
    ("璘翀的保温壶用了一周就漏水了，别再给我推璘翀的", "璘翀"),
    ("I wouldn't go near Carrowdale again, their bread bin never closed properly from the first week.", "carrowdale"),
])
def test_a_maker_blamed_by_what_happened_is_never_a_like(engine, text, slug) -> None:
    assert not constraints_on(plan_of(engine, text), slug, Polarity.LIKE)
