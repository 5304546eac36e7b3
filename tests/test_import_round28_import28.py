"""Round 28 of the catalog import (issue 13), the import28 tuner: titles alone. Every title here
is the tuner's own, written for this round in the shapes seller titles take, never copied from a
data set or another fixture. Cases marked "was:" failed on abe1751.

A title the keyword table reads in a sense the rest of it does not share keeps a part of its
neighbours' weight in the keywords' domain when the title names that domain's thing as what it
is for (a mould for a rice cake, a comb for a horse): the reader's vote (agent/domain_reader.py,
`outvoting`) also outvotes the keywords when it leads their domain by READ_LEAD and the plain k
nearest's vote puts the same domain first.
"""
from __future__ import annotations

import pytest

from agent.domain_classifier import decide, rank_title
from agent.domain_reader import READ_IGNORED, READ_LEAD, READ_PLURALITY, outvoting
from agent.products import DomainSource
from memory.domains import Domain
from tests.import_one import import_one
from tests.importing import vote as _vote

D = Domain
OWN_ROWS = "category_paths_fresh28_import28.csv"


KEYWORDS = [(D.FOOD_BEVERAGES, 1.9)]
# the reader's vote leads the keywords' domain by READ_LEAD, which keeps more than READ_IGNORED
KEPT = READ_IGNORED + 0.05
LEADING = _vote([(D.KITCHEN_DINING, KEPT + READ_LEAD + 0.01), (D.FOOD_BEVERAGES, KEPT)])


def test_a_lead_both_votes_agree_on_outvotes_keywords_the_neighbours_keep_a_part_of():
    assert KEPT + READ_LEAD >= READ_PLURALITY
    # was: None (the keywords' domain kept more than READ_IGNORED of the reader's vote)
    assert outvoting(KEYWORDS, LEADING, _vote([(D.KITCHEN_DINING, 0.5), (D.FOOD_BEVERAGES, 0.3)])) \
        == D.KITCHEN_DINING


@pytest.mark.parametrize("plain", [
    None,                                                          # no plain vote to agree
    _vote([(D.FOOD_BEVERAGES, 0.5), (D.KITCHEN_DINING, 0.4)]),       # the plain vote backs the keywords
    _vote([(D.HOME_APPLIANCES, 0.4), (D.KITCHEN_DINING, 0.35)]),     # ... or a third domain
])
def test_a_lead_without_the_plain_votes_agreement_leaves_the_keywords(plain):
    assert outvoting(KEYWORDS, LEADING, plain) is None


def test_a_lead_short_of_read_lead_leaves_the_keywords():
    short = _vote([(D.KITCHEN_DINING, KEPT + READ_LEAD - 0.01), (D.FOOD_BEVERAGES, KEPT)])
    assert outvoting(KEYWORDS, short, _vote([(D.KITCHEN_DINING, 0.6)])) is None
    thin = _vote([(D.KITCHEN_DINING, READ_PLURALITY - 0.01), (D.FOOD_BEVERAGES, 0.05)])
    assert outvoting(KEYWORDS, thin, _vote([(D.KITCHEN_DINING, 0.6)])) is None


def test_decide_passes_the_plain_vote_and_keeps_chinese_titles_and_a_clear_category_out():
    plain = _vote([(D.KITCHEN_DINING, 0.5), (D.FOOD_BEVERAGES, 0.3)])
    got = decide(None, KEYWORDS, None, plain, read_vote=LEADING)
    assert (got.domain, got.source) == (D.KITCHEN_DINING, DomainSource.NEIGHBOURS)
    assert decide(None, KEYWORDS, None, plain, read_vote=LEADING, chinese=True).domain == D.FOOD_BEVERAGES
    assert decide(None, KEYWORDS, None, None, read_vote=LEADING).domain == D.FOOD_BEVERAGES


def test_a_grooming_comb_for_a_horse_is_no_beauty_product(neighbours, tmp_path):
    title = "Curry Comb Rubber Equine Grooming"
    assert rank_title(title)[0][0] == D.BEAUTY_PERSONAL_CARE  # the keywords read a comb for hair
    # was: beauty_personal_care
    product = import_one(tmp_path, title, neighbours)
    assert product.domain in {D.PET_SUPPLIES, D.SPORTS_OUTDOORS}
    assert product.domain_source == DomainSource.NEIGHBOURS
    assert import_one(tmp_path, title, neighbours, category="Others").domain in {D.PET_SUPPLIES, D.SPORTS_OUTDOORS}


def test_sure_keywords_both_votes_back_stay(neighbours, tmp_path):
    product = import_one(tmp_path, "Soup Ladle Steel Long Handle", neighbours)
    assert product.domain == D.KITCHEN_DINING
