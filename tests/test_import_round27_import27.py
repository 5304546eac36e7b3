"""Round 27 of the catalog import (issue 13), the import27 tuner: titles alone. Every title here
is the tuner's own, written for this round in the shapes seller titles take, never copied from a
data set or another fixture. Cases marked "was:" failed on 3aa3bb3.

A title the keyword table reads, but in a sense the rest of it does not share ("Spinning Top"
read as a top worn, "Golf Tees" as tees), with no category that names a domain: its vote with
the linear reader mixed in (agent/domain_reader.py, `outvoting`) decides when it gives one other
product domain READ_PLURALITY of its weight and the keywords' best domain at most READ_IGNORED.
"""
from __future__ import annotations

import numpy as np
import pytest

from agent.domain_classifier import decide, rank_title, read_path
from agent.domain_neighbours import LabelledVectors, NeighbourClassifier
from agent.domain_reader import READ_IGNORED, READ_PLURALITY, outvoting
from agent.products import DomainSource
from memory.domains import Domain
from tests.import_one import import_one
from tests.importing import vote as _vote

D = Domain
OWN_ROWS = "category_paths_fresh27_import27.csv"


def test_a_plurality_elsewhere_outvotes_keywords_it_ignores():
    keywords = [(D.APPAREL, 1.3)]
    assert outvoting(keywords, _vote([(D.TOYS_GAMES, READ_PLURALITY), (D.SPORTS_OUTDOORS, 0.25),
                                      (D.APPAREL, READ_IGNORED)])) == D.TOYS_GAMES


@pytest.mark.parametrize("vote", [
    _vote([(D.TOYS_GAMES, READ_PLURALITY - 0.01), (D.SPORTS_OUTDOORS, 0.25)]),   # no plurality
    _vote([(D.TOYS_GAMES, 0.5), (D.APPAREL, READ_IGNORED + 0.01)]),             # keywords backed
    _vote([(D.APPAREL, 0.6), (D.TOYS_GAMES, 0.3)]),                             # the vote agrees
    _vote([(D.OTHER, 0.7), (D.TOYS_GAMES, 0.2)]),                               # no product domain
])
def test_the_keywords_stand_otherwise(vote):
    assert outvoting([(D.APPAREL, 1.3)], vote) is None


def test_no_keywords_no_outvoting():
    assert outvoting([], _vote([(D.TOYS_GAMES, 0.9)])) is None


def test_only_a_row_whose_category_names_no_domain_is_outvoted():
    keywords, read = [(D.APPAREL, 1.3)], _vote([(D.TOYS_GAMES, 0.6), (D.APPAREL, 0.05)])
    assert decide(None, keywords, read_vote=read).domain == D.TOYS_GAMES
    generic = read_path("New Arrivals")
    assert generic.domain is None
    assert decide(generic, keywords, read_vote=read).domain == D.TOYS_GAMES
    assert decide(None, keywords, read_vote=read).source == DomainSource.NEIGHBOURS
    assert decide(None, keywords, read_vote=read, chinese=True).domain == D.APPAREL  # no reader there
    assert decide(None, keywords).domain == D.APPAREL  # no reader vote asked: the keywords
    # a shelf of no goods says nothing, whatever its own neighbours vote ("Others" reads as other)
    assert decide(read_path("Others"), keywords, _vote([(D.OTHER, 0.6)]), read_vote=read).domain == D.TOYS_GAMES
    # a path of unknown words whose neighbours place it says something: the reader does not outvote
    unknown = read_path("Festival Bazaar › Kreisel")
    assert unknown.domain is None
    assert decide(unknown, keywords, _vote([(D.APPAREL, 0.5)]), read_vote=read).domain == D.APPAREL
    assert decide(unknown, keywords, _vote([(D.APPAREL, 0.3)]), read_vote=read).domain == D.TOYS_GAMES
    # a listing the rules read as no goods (an instrument, a service) stays `other`
    assert decide(None, [(D.OTHER, 2.0)], read_vote=_vote([(D.FURNITURE, 0.6)])).domain == D.OTHER
    # the reader outvotes the keywords only: a decision the neighbours' own rules made stands
    split = [(D.APPAREL, 0.6), (D.TOYS_GAMES, 0.5)]
    contest = decide(None, split, None, _vote([(D.TOYS_GAMES, 0.7), (D.APPAREL, 0.1)]),
                     read_vote=_vote([(D.SPORTS_OUTDOORS, 0.6), (D.APPAREL, 0.05)]))
    assert (contest.domain, contest.source) == (D.TOYS_GAMES, DomainSource.NEIGHBOURS)
    clear = read_path("Clothing › T-Shirts")
    assert clear.domain == D.APPAREL
    assert decide(clear, keywords, read_vote=_vote([(D.TOYS_GAMES, 0.9)])).domain == D.APPAREL


class _Counting:
    """A toy embedder: a fixed unit vector per text, each call's texts counted."""
    name, dim = "counting", 8

    def __init__(self) -> None:
        self.embedded: list[str] = []

    def embed_queries(self, texts):
        self.embedded.extend(texts)
        rows = np.array([np.random.default_rng(sum(map(ord, t))).normal(size=self.dim) for t in texts],
                        dtype=np.float32)
        return rows / np.linalg.norm(rows, axis=1, keepdims=True)

    embed_passages = embed_queries


def test_a_text_voted_both_ways_is_embedded_once():
    rng = np.random.default_rng(5)
    rows = rng.normal(size=(40, 8)).astype(np.float32)
    rows /= np.linalg.norm(rows, axis=1, keepdims=True)
    labelled = LabelledVectors(rows, tuple([D.TOYS_GAMES] * 20 + [D.APPAREL] * 20), "test")
    embedder = _Counting()
    classifier = NeighbourClassifier(embedder, [labelled])
    text = "Spinning Top Metal Launcher"
    plain, read = classifier.classify([text], reread=[text])
    assert embedder.embedded == [text]
    assert read == classifier.classify([text], read=[text])[0]  # the reader's vote
    assert plain == classifier.classify([text])[0]  # the k nearest alone
    assert read.ranked != plain.ranked


# titles whose keywords read a word in another sense (title, the keywords' domain, acceptable)
OUTVOTED = [
    # was: apparel (a "top")
    ("Spinning Top Metal Launcher Battle", D.APPAREL, {D.TOYS_GAMES}),
    # was: apparel ("tees")
    ("Golf Tees Bamboo 70 mm Pack of 100", D.APPAREL, {D.SPORTS_OUTDOORS}),
]


@pytest.mark.parametrize("title,keywords,now", OUTVOTED)
def test_keywords_of_another_sense_are_outvoted(neighbours, tmp_path, title, keywords, now):
    assert rank_title(title)[0][0] == keywords  # the keyword table's reading, which was the row's
    product = import_one(tmp_path, title, neighbours)
    assert product.domain in now
    assert product.domain_source == DomainSource.NEIGHBOURS
    # under a generic shelf, which names no domain, the same
    assert import_one(tmp_path, title, neighbours, category="Others").domain in now


def test_sure_keywords_the_vote_backs_stay(neighbours, tmp_path):
    product = import_one(tmp_path, "Tank Top Ribbed Cotton Racerback", neighbours)
    assert product.domain == D.APPAREL
