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
