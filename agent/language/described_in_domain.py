"""The described product's type among the types of the domain already placed (issue 11).

"A flat bendy flipper for turning pancakes", 挂在厨房墙上、指针滴答走的圆东西: the readers
place the domain (kitchen_dining, home_decor), but the type-description table's vote over all
505 types (language/type_descriptions) splits between near kinds of *other* domains (a paint
scraper's, a dinner plate's lines) and names none with a confident margin, so the plan searched
the whole domain. Once a domain is placed, the other domains' lines are no candidates: the
nearest lines **of the placed domain's types** vote, with the same k and temperature.

A fail-safe keeps it from naming the placed domain's least-bad kind for a thing the table does
not tell (a bicycle bell in sports, a self-inking stamp in stationery): the voted type must also
be among the whole table's `NEAREST_TYPES` nearest types (each type at its nearest line), so the
domain only separates candidates the description already reached.

Measured before it was written (round 43, the read sets' 980 utterances expecting a type, their
expected domain as the placed one; the transfer check and the blind sets never read): the
whole table's vote at a margin of 0.3 is right on 354 and wrong on 14; the placed domain's vote
at 0.3, its type among the 3 nearest, right on 523 and wrong on 9 (among the nearest 2, 512 and
7; with no rank gate 533 and 10, and a confident wrong type for 6 things no type names).
It is asked only after the whole table's vote named nothing, and its type is named only when the
vocabulary's nearest names agree (language/type_vote `_described_within_type`): alone it named a
baby's nose sucker a pacifier (round 32's fail-safe); so gated, after the whole table's vote,
right on 479 and wrong on 4, and no type named for a thing no type names.
"""
from __future__ import annotations

import numpy as np

from agent.language.classifier import NO_VOTE, TEMPERATURE, Vote, _knn_scored
from memory.domains import Domain

# Among how many of the whole table's nearest types (each at its nearest line) the placed
# domain's vote must be.
NEAREST_TYPES = 3
# How many of the nearest lines are looked through for those types (eight lines a type).
_LINES_LOOKED = 64


def vote_within(descriptions, vector: np.ndarray, domain: Domain) -> Vote:
    """The vote of the nearest description lines of `domain`'s types on a message embedded as
    `vector` (`descriptions`: a TypeDescriptions); NO_VOTE when the domain has no lines or the
    voted type is not among the whole table's NEAREST_TYPES nearest types."""
    mask = descriptions.domain_rows(domain.value)
    if not mask.any():
        return NO_VOTE
    scores = descriptions.vectors @ vector
    vote = _knn_scored(np.where(mask, scores, -2.0), list(descriptions.keys), temperature=TEMPERATURE,
                       texts=descriptions.texts)
    return vote if vote.label in nearest_types(descriptions.keys, scores, NEAREST_TYPES) else NO_VOTE


def nearest_types(keys, scores: np.ndarray, n: int) -> list[str]:
    """The first `n` distinct types of the lines nearest (their `scores`), nearest first."""
    look = min(_LINES_LOOKED, len(scores))
    top = np.argpartition(-scores, look - 1)[:look]
    ordered = top[np.argsort(-scores[top])]
    return list(dict.fromkeys(keys[i] for i in ordered))[:n]
