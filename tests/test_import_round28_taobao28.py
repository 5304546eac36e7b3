"""Round 28 of the catalog import (issue 13): a Chinese title no keyword reads, whose nouns end on
a character that ends the keyword table's words of one domain (南瓜, 辣子鸡, 马鲛鱼: Chinese nouns
are head-final), is goods of that domain when the keyword table's own words, read as its
neighbours, name the same domain; food only, as measured (`agent/zh_noun_ends.py`,
`domain_classifier.ENDS_LEXICON_VOTE`, `ENDS_DOMAINS`).

Every title is written for this test in the shapes Taobao, Tmall and JD listings take, never
copied from a data set or an evaluation file. No embedder is loaded: the votes are built here."""
from __future__ import annotations

import pytest

from agent.domain_classifier import ENDS_LEXICON_VOTE, NO_KEYWORD_VOTE, decide, rank_title
from agent.domain_neighbours import NeighbourVote
from agent.zh_noun_ends import noun_ends, title_ends
from memory.domains import Domain

D = Domain


def _vote(domain: Domain, score: float, lexicon: tuple[Domain, float] | None) -> NeighbourVote:
    lex = NeighbourVote(lexicon[0], lexicon[1], 0.8, (lexicon,)) if lexicon else None
    return NeighbourVote(domain, score, 0.8, ((domain, score),), lex)


def test_the_noun_ends_are_learned_from_the_keyword_table() -> None:
    ends = noun_ends()
    assert ends["茶"] is D.FOOD_BEVERAGES and ends["鞋"] is D.FOOTWEAR and ends["裙"] is D.APPAREL
    # a character the table's words of many domains end on names none
    assert "器" not in ends and "机" not in ends and "子" not in ends


KEYWORDLESS_FOOD = [
    "贝贝南瓜 粉糯 一个",                   # was: other (no keyword; the neighbours spread thin)
    "贵州遵义辣子鸡 麻辣下饭菜",            # was: other
    "冰鲜马鲛鱼 整条 约两斤",               # was: other
]


@pytest.mark.parametrize("title", KEYWORDLESS_FOOD)
def test_keyword_less_food_names_food_by_its_nouns_ends(title: str) -> None:
    assert rank_title(title) == [], "no keyword reads these titles"
    assert D.FOOD_BEVERAGES in title_ends(title)


def test_the_ends_and_the_tables_words_agreeing_decide() -> None:
    # was: other (the main vote under NO_KEYWORD_VOTE, no keyword, no net weight)
    vote = _vote(D.HOME_DECOR, NO_KEYWORD_VOTE - 0.25, (D.FOOD_BEVERAGES, ENDS_LEXICON_VOTE + 0.1))
    got = decide(None, [], None, vote, chinese=True, ends=frozenset({D.FOOD_BEVERAGES}))
    assert got.domain is D.FOOD_BEVERAGES
    # the same vote, nouns whose ends name nothing: other, as before
    assert decide(None, [], None, vote, chinese=True).domain is D.OTHER
    # nouns that end on another domain's character: no agreement
    assert decide(None, [], None, vote, chinese=True, ends=frozenset({D.APPAREL})).domain is D.OTHER
    # a thin reading of the table's words: no agreement either
    thin = _vote(D.HOME_DECOR, 0.3, (D.FOOD_BEVERAGES, ENDS_LEXICON_VOTE - 0.1))
    assert decide(None, [], None, thin, chinese=True, ends=frozenset({D.FOOD_BEVERAGES})).domain is D.OTHER


def test_only_food_is_read_by_its_ends() -> None:
    # 扇 ends the table's fans (电风扇, 吊扇): a dance fan's ends name appliances, which it is not
    vote = _vote(D.STATIONERY_CRAFTS, 0.4, (D.HOME_APPLIANCES, 0.6))
    got = decide(None, [], None, vote, chinese=True, ends=frozenset({D.HOME_APPLIANCES}))
    assert got.domain is D.OTHER


def test_a_title_with_keywords_is_not_read_by_its_ends() -> None:
    ranked = [(D.KITCHEN_DINING, 1.6)]
    vote = _vote(D.KITCHEN_DINING, 0.6, (D.FOOD_BEVERAGES, 0.9))
    got = decide(None, ranked, None, vote, chinese=True, ends=frozenset({D.FOOD_BEVERAGES}))
    assert got.domain is D.KITCHEN_DINING
