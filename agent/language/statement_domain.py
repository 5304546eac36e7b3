"""The domain a stance told mid-session is kept under (issue 11, round 38).

DESIGN §3: a refusal said mid-session belongs to the session's product domain unless it names
another. A turn that only tells stances about the item shopped for ("这次先别要黄色，雪纺总勾表带，
永远排除" while shopping for a top; "tulle never again, it itches" for a recital skirt) was
placed by the words of its reasons: the watch strap chiffon snags on, the wallpaper a colour
clashes with, or, naming nothing, by the symptom read as relief asked for. Its refusals were
stored under jewellery, home decor or `other` (in force nowhere) instead of the item's domain:
round 38 counted ten stories of the read sets lost this way.

The turn's own domain stands when the turn asks for a thing (a verb of getting with an
article or a count, a counted ask, a product named with an asking word or nearly alone:
`language.referred.asks_anew`, `asks_for_a_product`: "表带也看看，别要黄色的", "Now a watch
strap too, nothing yellow"). A word said with a product's name (涤纶的床品, "polyester raincoats", "silicone for the utensils") is kept under that
product's domain. Otherwise the session's domain holds: the words that placed the turn were
the reasons' (where the thing was, what it did), not a product asked for.
"""
from __future__ import annotations

import re
from agent.product_types import find_types, name_spans
from memory.domains import Domain

# Between a stance word and the product it is said of: nothing, 的, a hyphen, or a few
# function words ("polyester raincoats", "no yellow on the watch strap", "nylon for my bags").
_ZH_WITH = re.compile(r"^[\s的之-]{0,2}$")
_EN_WITH = re.compile(r"^[\s\-]*(?:(?:on|in|for|of|with|the|my|our|her|his|any|a|an|its|those|these)\s+){0,3}$")
_EN_BEFORE = re.compile(r"^\s*(?:(?:in|of|made\s+of|made\s+from|from)\s+)?$")


def _domain_of(name: str) -> Domain | None:
    types = find_types(name, None)
    return types[0].domain if types else None


def _said_with(low: str, at: int, end: int, span: tuple[int, int]) -> bool:
    start, stop = span
    if start >= end:
        gap = low[end:start]
        return bool(_ZH_WITH.match(gap) if not gap.isascii() or not gap.strip() else _EN_WITH.match(gap))
    if stop <= at:
        return _EN_BEFORE.match(low[stop:at]) is not None and low[stop:at].isascii()
    return True  # the word inside the name (a material that opens it: 硅胶铲)


def _places(low: str, word: str) -> list[int]:
    """Every start of `word` in `low` (a rule may point a word at the clause of its verdict,
    "雪纺总勾表带，永远排除": the word's own place is where it is said)."""
    word = word.lower()
    return [m.start() for m in re.finditer(re.escape(word), low)] if word else []


def stored_domain(text: str, said: str, turn: Domain, session: Domain | None,
                  asks_a_thing: bool) -> Domain:
    """The domain a stance on the word `said` is kept under: the session's item's unless the
    turn asks for another thing (`asks_a_thing`) or says the word of a product named with it."""
    if session is None or not session.is_product_domain or turn == session:
        return turn
    low = text.lower()
    spans = [(s, e, _domain_of(low[s:e])) for s, e in name_spans(low)]
    for at in _places(low, said):
        for s, e, d in spans:
            if d is not None and _said_with(low, at, at + len(said), (s, e)):
                return d
    return turn if asks_a_thing else session
