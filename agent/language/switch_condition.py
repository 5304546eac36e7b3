"""Switching makers told as a condition, not as a wish (issue 11, round 25).

"换别家就绝食", "换了别的牌子就刮出血", "switch brands and she goes on hunger strike", "any
other brand and he's up all night", "if I try another label my skin flares up": what would
happen with another maker is told, and it is bad, so the maker named is the one kept. Read as
a wish to shop elsewhere ("这回换个牌子吧", "from another label") the maker was refused, the
loyalty reversed into a dislike.

A switch is a condition when its clause goes on to what follows from it (就/便/会/立马 in
Chinese, "and he/she/it …" in English) or a conditional word opens it (如果, 要是, 一旦, 一换;
"if", "whenever", "every time"). Patterns compiled once; a few searches per turn that
mentions another maker.
"""
from __future__ import annotations

import re

_ZH_THEN_AFTER = re.compile(r"(?:的|了|之后|以后)?(?:的话)?[，,\s]*(?:[他她它我]们?|孩子|宝宝|猫|狗)?"
                            r"(?:就|便|立马|马上|立刻|准|都会|会)")
_ZH_IF_BEFORE = re.compile(r"(?:如果|要是|万一|一旦|只要|假如|假设|一)(?:给[他她它我]们?)?\s*$")
_EN_AND_AFTER = re.compile(r"s?\s*,?\s*(?:and|then)\s+(?:he|she|it|they|we|i|you|my|our|his|her|their|the)"
                           r"(?:'s|'re|'ll|'d)?(?![a-z])")
_EN_IF_BEFORE = re.compile(r"(?<![a-z])(?:if|whenever|when|every\s+time|once|the\s+moment|the\s+minute)"
                           r"(?:\s+[a-z']+){0,3}\s*$")


def as_condition(text: str, match: re.Match) -> bool:
    """The switch `match` found in `text` (lower case) is told as a condition (see module)."""
    before, after = text[:match.start()], text[match.end():]
    clause_before = re.split(r"[,.;!?，。；！？]", before)[-1]
    return bool(_ZH_THEN_AFTER.match(after) or _ZH_IF_BEFORE.search(clause_before) or
                _EN_AND_AFTER.match(after) or _EN_IF_BEFORE.search(clause_before))


def switches_away(pattern: re.Pattern[str], text: str) -> bool:
    """`pattern` (a reader's words for another maker) finds a switch in `text` told as a wish,
    not only as a condition."""
    return any(not as_condition(text, m) for m in pattern.finditer(text))


def only_as_condition(pattern: re.Pattern[str], text: str) -> bool:
    """`pattern` finds another maker in `text`, and only ever told as a condition: what the
    others would do, said to keep the maker named."""
    found = list(pattern.finditer(text))
    return bool(found) and all(as_condition(text, m) for m in found)
