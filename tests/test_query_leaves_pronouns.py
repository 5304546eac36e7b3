"""A pronoun or a contraction's leftover names no product: the search query once carried
"he into fishing", "wife she earrings" and "running shoes in i ve wide feet" (found asking
the app what an interviewer would)."""
from __future__ import annotations

import pytest

from agent.engines.base import PlanInput


@pytest.mark.parametrize("text,kept", [
    ("I need a gift for my dad, he's into fishing, under 50 bucks", "fishing"),
    ("I'm shopping for my wife, she's allergic to nickel, earrings under 100", "earrings"),
    ("running shoes in size 10, I've got wide feet", "running shoes"),
    ("they're twins, so two matching raincoats", "raincoats"),
    ("it's for my son, a raincoat", "raincoat"),
])
def test_the_query_keeps_the_product_and_drops_the_pronoun(engine, text, kept):
    query = engine.plan(PlanInput(text=text, lang="en")).search_query
    words = query.split()
    assert kept in query and not {"he", "she", "it", "they", "ve", "he's", "she's"} & set(words), query


@pytest.mark.parametrize("text,kept", [
    ("tbh i just want a cheap kettle", "kettle"),
    ("ngl i need new sneakers rn", "sneakers"),
])
def test_chat_abbreviations_leave_the_query_too(engine, text, kept):
    query = engine.plan(PlanInput(text=text, lang="en")).search_query
    assert kept in query and not {"tbh", "ngl", "rn"} & set(query.split()), query


def test_a_statement_left_with_only_an_abbreviation_searches_nothing(engine):
    """Once "she" was out, "she hates anything made of polyester btw" searched books for "btw"."""
    plan = engine.plan(PlanInput(text="she hates anything made of polyester btw", lang="en"))
    assert not plan.domain.is_product_domain and "btw" not in plan.search_query, plan
