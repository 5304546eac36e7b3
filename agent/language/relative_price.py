"""A wish for a lower price said without a number ("cheaper please", "these are too pricey",
便宜点的, 太贵了): the shopper compares with what was just shown, so the plan step turns it
into a budget cap under the prices the last turn showed (agent/steps/plan.py).

Only the comparative is read here; a number said with it ("cheaper than 50") is the number
grammar's budget (agent/language/numbers.py), and the plan step leaves such a plan alone.
"""
from __future__ import annotations

import re

from rapidfuzz.distance import OSA

from agent.language.normalize import fold

# English: the comparative of cheap / expensive, and price said to be too high.
_EN_LOWER = re.compile(
    r"\b(?:cheap(?:er|est)|less (?:expensive|pricey|costly)|(?:more|most) affordabl[ey]|"
    r"lower[- ]pric(?:e|ed)|(?:too|so|a bit|kinda|rather|way) (?:expensive|pricey|costly|dear)|"
    r"over (?:my|the|our) budget|out of (?:my|our) (?:price )?range|can(?: ?not|'?t) afford)\b")
# Chinese: 便宜 with a comparative (点 / 些 / 更 / 再 / 最) and 贵 said of what was shown.
_ZH_LOWER = re.compile(
    r"(?:更|再|最)便宜|便宜(?:一)?(?:点|些|一些)|(?:太|有点|有些|偏|好)贵|贵了|"
    r"(?:价格|价钱|价位)(?:再|更)?(?:低|便宜)(?:一)?(?:点|些)?|(?:实惠|划算)(?:一)?(?:点|些)|买不起")
# A misspelt comparative ("cheeper", "chaeper"): one word, one edit or swap from the word.
_FUZZY_WORDS = ("cheaper", "cheapest")
_WORD = re.compile(r"[a-z]{6,9}")


def wants_lower_price(text: str) -> bool:
    """The message asks for something cheaper than what was shown."""
    folded = fold(text or "")
    if _EN_LOWER.search(folded) or _ZH_LOWER.search(folded):
        return True
    return any(OSA.distance(word, target) <= 1
               for word in _WORD.findall(folded) for target in _FUZZY_WORDS)


# What is left of the comparative in a search query once the engine dropped its little words
# ("still too pricey" searched "still pricey").
_QUERY_WORDS = re.compile(r"\b(?:cheap(?:er|est)|pricey|pricier|expensive|costly|affordabl[ey])\b")


def without_price_words(query: str) -> str:
    """A search query without the comparative: "running shoes cheaper" searched titles for
    "cheaper", 跑步鞋 太贵 便宜点 for 太贵."""
    return " ".join(_ZH_LOWER.sub(" ", _QUERY_WORDS.sub(" ", query)).split())
