"""A maker as the condition of buying at once (issue 11, round 29).

车载吸尘器要是X出的，我直接下单; 空气炸锅只要是X出的，我闭眼就买; "if it's by X, I'll order it
straight away", "if X makes one, I'm buying": the maker's name is the whole condition
(要是/只要是/如果是 …, "if it's (made) by" …) and the clause after it buys with no more asking.
Nobody makes a maker the one condition of buying who does not want that maker: a like, where
the vote read the conditional as doubt (and once as a refusal: "要是X出的" neared "X的不要").

The evidence is the form around the name, never the name: the condition's words right before
it, its particle of making (出的, 家的, 做的) after it, then, in the next clause, a verb of
buying with at most a pronoun and an adverb of haste before it. "要是X出的就算了" refuses (算了
is no buying) and says nothing here. Compiled once at import: nothing per turn.
Measured on the tune sets (round 29): f28-zh-brand-10 gained, with the reach29 set's own.
"""
from __future__ import annotations

import re

_ZH_IF_BEFORE = re.compile(r"(?:要是|只要是|如果是|若是|假如是|只要)\s*$")
_ZH_BUY_AFTER = re.compile(
    r"^\s*(?:出的|家的|做的|牌的|产的|的)?(?:东西|产品)?\s*[，,]?\s*(?:我|咱)?(?:就|都|也)?"
    r"(?:直接|闭眼|闭着眼|马上|立马|立刻|二话不说|毫不犹豫地?|果断)?(?:就|都)?"
    r"(?:下单|买|入|拍|入手|收|要)(?![^，,。.！!？?]*?(?:算了|不要|不买|别))")
_EN_IF_BEFORE = re.compile(r"(?<![a-z])if\s+(?:it'?s|it\s+is|they'?re|they\s+are|the\s+one\s+is)\s+"
                           r"(?:(?:made|built)\s+)?(?:by|from)\s+$")
_EN_BUY_AFTER = re.compile(
    r"^\s*(?:(?:makes?|made)\s+(?:one|it|them)\s*)?,?\s*(?:then\s+)?(?:i'?ll|i\s+will|i'?m|i\s+am|we'?ll)\s+"
    r"(?:(?:happily|gladly|definitely|straight\s+away|instantly|just)\s+)?"
    r"(?:buy|order|take|have|grab|get|buying|sold|in)(?![a-z])")


def bought_if(text: str, start: int, end: int) -> bool:
    """The maker said at text[start:end] is the whole condition of buying (see the module)."""
    before, after = text[max(0, start - 30):start].lower(), text[end:end + 40].lower()
    return bool((_ZH_IF_BEFORE.search(before) and _ZH_BUY_AFTER.match(after)) or
                (_EN_IF_BEFORE.search(before) and _EN_BUY_AFTER.match(after)))
