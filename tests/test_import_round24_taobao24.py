"""Round 24 of the catalog import (issue 13), Chinese titles whose best keyword domain rests on
who the goods are for alone: every word of that domain in the title is an audience word (猫,
狗, 宝宝, 婴儿), which says who, never what, and which a Taobao seller also writes as part of
another thing's name (宽带猫 and 光猫 are modems, 兔宝宝 a plywood maker). Such a title's
neighbours are asked, and a majority of them for another product domain decides, as for an
English title read by one bare word (LONE_WORD_VOTE). Every title here is written for this test
in the shapes Taobao, Tmall and JD listings take, never copied from a data set or an evaluation
file. The votes are written out, so no embedder is loaded (the fast tier)."""
from __future__ import annotations

import pytest

from agent.domain_classifier import (LONE_WORD_VOTE, decide, needs_title_vote, rank_title, rests_on_audience,
                                     rests_on_one_word)
from agent.domain_neighbours import NeighbourVote
from memory.domains import Domain

D = Domain


def _vote(ranked: list[tuple[Domain, float]], words: Domain | None = None) -> NeighbourVote:
    """The exemplars' vote, and the keyword table's own words' (`lexicon`): by default they agree."""
    words = words or ranked[0][0]
    return NeighbourVote(ranked[0][0], ranked[0][1], 0.8, tuple(ranked),
                         NeighbourVote(words, 0.6, 0.8, ((words, 0.6),)))


def _decided(title: str, vote: NeighbourVote) -> Domain:
    ranked = rank_title(title)
    return decide(None, ranked, None, vote, chinese=True, lone=rests_on_one_word(title)).domain


# The top keyword domain is the audience's, said by the audience word alone; the neighbours name
# the goods with a majority, and the keyword table's own words read the whole title the same way.
ALONE = [
    # was: pet_supplies (宽带|猫, broadband's "cat", is a modem)
    ("联通宽带猫 二手 可用", D.PET_SUPPLIES, [(D.COMPUTERS_OFFICE, 0.67), (D.BOOKS_MEDIA, 0.09)]),
    # was: pet_supplies
    ("移动光纤猫 千兆 双频 送网线", D.PET_SUPPLIES, [(D.ELECTRONICS, 0.7), (D.COMPUTERS_OFFICE, 0.2)]),
    # was: baby_maternity (宝宝 before the appliance that steams the eggs)
    ("宝宝蒸蛋羹机 家用 迷你 定时", D.BABY_MATERNITY, [(D.HOME_APPLIANCES, 0.8), (D.KITCHEN_DINING, 0.1)]),
]


@pytest.mark.parametrize("title, audience, votes", ALONE)
def test_an_audience_word_alone_gives_way_to_a_majority_of_neighbours(title, audience, votes):
    ranked = rank_title(title)
    assert ranked[0][0] == audience  # the keywords alone still say who
    assert rests_on_audience(title)
    assert needs_title_vote(None, ranked, title)  # so the neighbours are asked
    assert _decided(title, _vote(votes)) == votes[0][0]


@pytest.mark.parametrize("title, audience, votes", ALONE)
def test_a_thin_vote_leaves_the_audience(title, audience, votes):
    thin = [(votes[0][0], LONE_WORD_VOTE - 0.05), (audience, 0.3)]
    assert _decided(title, _vote(thin)) == audience


@pytest.mark.parametrize("title, audience, votes", ALONE)
def test_the_table_words_reading_the_audience_keep_it(title, audience, votes):
    # goods for animals or babies are the audience's whatever they are (a pig's medicine, a
    # dog's coat): there the table's words read the audience while the exemplars read the goods
    assert _decided(title, _vote(votes, words=audience)) == audience


@pytest.mark.parametrize("title, audience", [
    ("狗狗牵引绳 中型犬 胸背带 防挣脱", D.PET_SUPPLIES),   # a pet's goods named by their own word
    ("猫砂盆 全封闭 特大号 防外溅", D.PET_SUPPLIES),
    ("婴儿奶瓶 宽口径 玻璃 防胀气", D.BABY_MATERNITY),
])
def test_goods_named_in_the_audience_domain_keep_it(title, audience):
    assert rank_title(title)[0][0] == audience
    assert not rests_on_audience(title)
    assert _decided(title, _vote([(D.APPAREL, 0.9), (audience, 0.1)])) == audience


def test_no_audience_word_no_doubt():
    # a title with no audience word is read as before, and cheaply (no second reading)
    assert not rests_on_audience("不锈钢保温饭盒 双层 大容量")
    assert not rests_on_audience("")
