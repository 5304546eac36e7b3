"""The catalog import's readers as its round tests ask them: the domain a title's keywords
rank first, and a neighbours' vote written by hand. Fourteen import test files had their own
copy of one of these two (round 36)."""
from __future__ import annotations

from agent.domain_classifier import rank_title
from agent.domain_neighbours import NeighbourVote
from memory.domains import Domain


def top_domain(title: str) -> Domain | None:
    """The domain the title's keywords rank first (None when no keyword is read)."""
    ranked = rank_title(title)
    return ranked[0][0] if ranked else None


def vote(ranked, lexicon: NeighbourVote | None = None) -> NeighbourVote:
    """The neighbours' vote for `ranked`, [(domain, share), ...] best first; `lexicon` is the
    keyword table's words' own vote. The closest neighbour's cosine is a fixed 0.85: no
    reader compares it, they only carry it on."""
    return NeighbourVote(ranked[0][0], ranked[0][1], 0.85, tuple(ranked), lexicon)
