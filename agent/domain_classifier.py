"""One imported row's domain from all its evidence, and how sure that is.

The order a person would use: the category leaf when its words are clear; for a leaf in
words the keyword table does not know, its nearest labelled neighbours; then the title's
keywords; then the path above the leaf; then the title's neighbours. Keywords that are weak
(one vague word, or two domains close together) let the neighbours choose among them, and
overrule them only when the neighbours are nearly unanimous. Nothing convincing: `other`.
"""
from __future__ import annotations

from dataclasses import dataclass

from agent.domain_map import CLEAR_LEAF, DOMAIN_ORDER, CategoryReading, classify_scored, keyword_certainty
from agent.domain_neighbours import NeighbourVote
from agent.products import DomainSource
from memory.domains import Domain

WEAK = 0.5        # keyword certainty below this asks the neighbours (semantic=auto)
CONTESTED = 0.8   # below this, two or more keyword domains are a contest the neighbours judge
CHOOSE = 0.65     # a neighbour share this clear picks the runner-up of a contest
MIN_VOTE = 0.4    # a neighbour vote below this share decides nothing on its own
SURE_VOTE = 0.7   # a vote this unanimous overrules weak keywords that disagree
TYPE_BONUS = 0.6  # the title's head product type (agent/product_types.py) backs its domain


def rank_title(title: str) -> list[tuple[Domain, float]]:
    """The title's domains, best first: the keyword table read as a title (head noun,
    accessory phrases), with the head product type of the shared vocabulary backing its own
    domain among the keyword candidates, or standing alone when no keyword matched. A type
    whose domain no keyword supports is not trusted over them."""
    from agent.product_types import type_of_title

    ranked = classify_scored(title, title=True)
    ptype = type_of_title(title)
    if ptype is None or not ptype.domain.is_product_domain:
        return ranked
    scores = dict(ranked)
    if not scores:
        return [(ptype.domain, CLEAR_LEAF)]
    if ptype.domain not in scores:
        return ranked
    scores[ptype.domain] += TYPE_BONUS
    return sorted(scores.items(), key=lambda kv: (-kv[1], DOMAIN_ORDER[kv[0]]))


@dataclass(frozen=True)
class DomainDecision:
    domain: Domain
    source: DomainSource
    score: float  # 0..1


def needs_leaf_vote(reading: CategoryReading) -> bool:
    """A leaf that names something the keyword table cannot read with confidence."""
    return bool(reading.leaf) and (not reading.leaf_known or reading.certainty < WEAK)


def needs_title_vote(reading: CategoryReading | None, title_ranked: list[tuple[Domain, float]]) -> bool:
    if reading is not None and reading.domain is not None and reading.leaf_known \
            and reading.certainty >= WEAK:
        return False
    certainty = keyword_certainty(title_ranked)
    return certainty < WEAK or _contested(title_ranked, certainty)


def _contested(title_ranked: list[tuple[Domain, float]], certainty: float) -> bool:
    """Two keyword domains near each other ("实木玩具 男宝宝 拼图": toys or baby): the words
    alone cannot say which one the product is, its nearest labelled neighbours can."""
    return len(title_ranked) > 1 and certainty < CONTESTED


def decide(reading: CategoryReading | None, title_ranked: list[tuple[Domain, float]],
           leaf_vote: NeighbourVote | None = None,
           title_vote: NeighbourVote | None = None) -> DomainDecision:
    if reading is not None and reading.domain is not None and reading.leaf_known \
            and reading.certainty >= WEAK:
        return DomainDecision(reading.domain, DomainSource.CATEGORY, reading.certainty)
    title_certainty = keyword_certainty(title_ranked)
    if leaf_vote is not None and leaf_vote.score >= MIN_VOTE and leaf_vote.domain.is_product_domain \
            and leaf_vote.score >= title_certainty:
        # An unknown leaf's neighbours, unless the title's own keywords are surer.
        return DomainDecision(leaf_vote.domain, DomainSource.NEIGHBOURS, leaf_vote.score)
    if reading is not None and reading.domain is not None and not reading.leaf_known \
            and reading.domain in dict(title_ranked):
        # An unknown leaf: the path above picks among the title's candidates, never adds one
        # ("Car Care › Cleaning Kits" + "Car Vacuum Cleaner" is car care, not an appliance).
        return DomainDecision(reading.domain, DomainSource.CATEGORY,
                              round(max(reading.certainty, title_certainty), 4))
    if title_vote is not None and _contested(title_ranked, title_certainty) \
            and title_vote.domain != title_ranked[0][0] and title_vote.domain in dict(title_ranked) \
            and title_vote.score >= CHOOSE:
        # A contest among the title's own keyword domains, judged by the neighbours; they
        # never add a domain no keyword named here.
        return DomainDecision(title_vote.domain, DomainSource.NEIGHBOURS, title_vote.score)
    if title_ranked and title_certainty >= WEAK:
        return DomainDecision(title_ranked[0][0], DomainSource.TITLE_KEYWORDS, title_certainty)
    if reading is not None and reading.domain is not None:
        return DomainDecision(reading.domain, DomainSource.CATEGORY, reading.certainty)
    if title_vote is not None:
        candidates = dict(title_ranked)
        if title_vote.domain in candidates:
            source = (DomainSource.TITLE_KEYWORDS if title_vote.domain == title_ranked[0][0]
                      else DomainSource.NEIGHBOURS)
            return DomainDecision(title_vote.domain, source,
                                  round(max(title_certainty, title_vote.score), 4))
        if title_vote.score >= (SURE_VOTE if title_ranked else MIN_VOTE):
            return DomainDecision(title_vote.domain, DomainSource.NEIGHBOURS, title_vote.score)
    if title_ranked:
        return DomainDecision(title_ranked[0][0], DomainSource.TITLE_KEYWORDS, title_certainty)
    return DomainDecision(Domain.OTHER, DomainSource.TITLE_KEYWORDS, 0.0)
