"""Shelves of a category path named for an occasion, whose goods words are its theme.

A shop files goods under the occasion they are bought for: "Basant Kite Fest › Sarees",
"Pyjama Sleepover Night › Sleeping Bags", "Apple Picking Day › Tools", "Super Bowl Sunday ›
Fan Gear". Such a shelf is a noun phrase whose head, its last word, is an event (a fest, a
night, a day, a Sunday); the words before the head say what the event is about (kites,
pyjamas, apples, a bowl), not what the shelf holds. Read as goods, they outvote the leaf that
does name the goods (the saree becomes a kite, the sleeping bag pyjamas) and pull the path's
neighbours to their own shelves (apples to food).

A segment is an occasion when it is two or more English words ending in an event noun
(`OCCASION_HEADS`). A shelf whose head is a kind of goods keeps its reading whatever
occasion it names ("Party Dresses", "Night Lights", "Day Packs", "Christmas Trees"), and one
word alone ("Party", "Fair") is left to the keyword table. The path is read without its
occasion shelves when another shelf is left (`without_occasions`); the shop words the
keyword table already sets aside ("Diwali", "Black Friday Deals",
`domain_map.merchandising_segment`) are not this rule's.
"""
from __future__ import annotations

import re

from agent.domain_map import split_category
from memory.text import has_cjk

# Nouns of an event, a gathering or a span of time something is bought for: a lexicon of
# that kind of word, not of the shelves seen (the weekdays and "weekend" are spans too).
OCCASION_HEADS = frozenset("""
    day days night nights eve fest fests festival festivals fiesta party parties parade
    carnival gala week weekend month season cookout picnic celebration celebrations jubilee
    potluck reunion sleepover brunch ceremony
    sunday monday tuesday wednesday thursday friday saturday
    """.split())
_WORD = re.compile(r"[A-Za-z]+")


def names_occasion(segment: str) -> bool:
    """Two or more English words whose last is an event noun ("Kite Fest", "Game Day")."""
    if has_cjk(segment):
        return False
    words = _WORD.findall(segment)
    return len(words) >= 2 and words[-1].lower() in OCCASION_HEADS


def without_occasions(raw: str) -> str:
    """The path without its occasion shelves, when a shelf that is not one is left; else the
    path as it was (an occasion alone is all the path says)."""
    segments = split_category(raw)
    kept = [s for s in segments if not names_occasion(s)]
    if not kept or len(kept) == len(segments):
        return raw
    return " › ".join(kept)
