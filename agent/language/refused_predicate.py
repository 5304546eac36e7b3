"""A refusal told as a predicate of the word, not a verb aimed at it (issue 11, round 26).

Shoppers refuse a thing by saying what has become of it: "X is off the table", "X is history",
"X's over for me", "X is out, just for this outfit", "X is a non-starter", "X can go for now",
"X is barred for this present", 波点这回出局, 亚克力往后一律靠边站, 网眼的以后一概没门. There is no
negation and no verb of refusal to read, and the vote nears a like ("X is my thing") on the
copula and the span: the word became a like, the quiet reversal.

A small grammar instead of the sentences read: the word, a copula or a modal, a predicate of
exclusion (a place off the list, an end, a ban's participle, a noun of refusal), then nothing
but the span it holds for (this time, for good, while a task lasts), who it holds for ("for
me", "in our house", "as far as I'm concerned") and glue. Anything else after it ("X is out
of stock", "X is over budget", "the X is done beautifully") is a different sentence, and the
word is left to the rest of the engine.

Compiled once at import: the plan step compiles nothing per turn.
"""
from __future__ import annotations

import re
from functools import lru_cache

# The copula or the modal of the predicate, with its adverbs ("is now officially", "can just").
_EN_LINK = (r"^\s*,?\s*(?:(?:though|however|then|too),?\s+)?"
            r"(?:is|are|'s|'re|was|were|has\s+been|have\s+been|'s\s+been|'ve\s+been|gets?|got|"
            # a refusal owned as a noun: "X has a lifelong no", "X has earned itself a ban"
            r"(?:has|have|'s)(?:\s+got|\s+earned(?:\s+itself|\s+themselves)?)?|earn(?:s|ed)(?:\s+itself|\s+themselves)?|"
            r"can|could|should|must|will|'ll|may|might)\s+"
            r"(?:(?:now|just|simply|officially|definitely|totally|completely|well\s+and\s+truly|"
            r"hereby|also|so|pretty\s+much|basically|absolutely)\s+)*(?:be\s+|get\s+)?")
# What has become of the word: off the list or the table, ended, barred by a ban's participle,
# a refusal named as a noun. (Not "out of", "over budget", "gone up": other sentences.)
_EN_PREDICATE = (
    r"(?:off\s+(?:the\s+(?:table|list|menu|cards)|limits|my\s+list|the\s+shortlist)|off-limits|"
    r"out(?!\s+of\b)(?!\s+(?:there|now|today|yet|soon|in\s+stock))|"
    r"over(?!\s+(?:budget|priced|the\b|my\b|a\b|\d))|done(?:\s+with)?|finished(?:\s+with)?|through|history|"
    r"dead(?!\s+(?:on|comfy|cheap|easy|soft|good|nice))|"
    r"(?:barred|banned|vetoed|nixed|axed|scrapped|ditched|dropped|shelved|benched|binned|excluded|"
    r"blacklisted|disqualified|cancell?ed)|"
    r"(?:struck|crossed|ticked|scratched)\s+(?:off|out)|ruled\s+out|left\s+out|cut(?!\s+(?:to|in|into|from)\b)|"
    r"out\s+of\s+the\s+(?:question|running|picture)|"
    r"(?:under\s+)?(?:a|an)\s+(?:(?:hard|firm|flat|big|definite|total|lasting|permanent|complete|lifetime|"
    r"life[\s\-]?long|standing|forever|eternal|perpetual|outright|strict)\s+)?"
    r"(?:no|nope|no-go|no\s+go|non-starter|nonstarter|pass|dealbreaker|deal-breaker|write-off|veto|ban|"
    r"embargo|boycott|never[\s\-]again|no-no|no\s+no|never)|"
    r"(?:not|never)\s+happening|"
    # a modal's verb of leaving ("X can go for now", "X can sit this one out")
    r"go(?!\s+(?:with|in|on|into|well|nicely|together|great)\b)|sit\s+(?:this\s+(?:one|round|time)\s+)?out|"
    r"take\s+a\s+(?:back\s*seat|break|rest|hike))(?![a-z\-])")
_EN_PREDICATED = re.compile(_EN_LINK + _EN_PREDICATE)
_EN_LINK_ONLY = re.compile(_EN_LINK)
# Who it holds for and glue: "for me", "in our house", "as far as I'm concerned", "please".
_EN_REST_FILLER = re.compile(
    r"(?<![a-z])(?:for|to|with|by|in|on|at|as\s+far\s+as\s+(?:i'?m|i\s+am|we'?re|we\s+are)\s+concerned|"
    r"me|us|my|our|this|the|house|household|home|family|book|books|"
    r"i'?m|i|afraid|sorry|please|pls|thanks|thank\s+you|ok|okay|then|too|either|as\s+well|also|so|now|"
    r"just|really|honestly|totally|completely|though|yeah|yes|alright|all\s+right|ever|again|"
    r"out|on|from|here|there|onwards?|forwards?|it|that|one|only|alone|always|(?:has|have|'s)\s+been|"
    r"(?:every|each)\s+(?:single\s+)?(?:time|order|visit|purchase|search))(?![a-z'])|[^a-z\s]")

# Chinese: the word, adverbs of reach, then the predicate (出局, 靠边站, 没门, 淘汰, 踢掉, 下岗).
_ZH_PREDICATE = re.compile(
    r"^[的]?(?:这回|这次|这趟|这单|今天|以后|往后|今后|从此|永远|一律|一概|统统|全都|全部|都|也|就|先|直接|彻底|"
    r"暂时|暂且|眼下|现在|一直|再|算是|已经|给我|可以|请)*"
    r"(?:出局|靠边站?|没门儿?|淘汰|踢掉|踢出去?|下岗|出列|除名|拜拜|再见|滚蛋|歇着|歇菜|out)"
    r"(?:了|吧|啦|哈|啊|呀|哦|掉|出去)*$")
_ZH_PREDICATE_WORD = re.compile(r"出局|靠边站?|没门儿?|淘汰|踢掉|踢出去?|下岗|出列|除名|拜拜|再见|滚蛋|歇着|歇菜")
_ZH_REST = re.compile(r"[\s，。,.!！~～…]+")


def _span_free(text: str) -> str:
    """The text without the spans the engine reads (this time, for good, this year, while a
    task lasts): when the refusal holds, not what it says."""
    from agent.engines.offline_reach import LASTING_MARKERS, SESSION_MARKERS
    from agent.language.scope_bounds import TIME_SPAN, unbounded

    # (the bounds first: "while this search lasts" holds a marker of its own)
    return TIME_SPAN.sub(" ", LASTING_MARKERS.sub(" ", SESSION_MARKERS.sub(" ", unbounded(text))))


def predicate_said(after: str) -> str:
    """The predicate's own words in `after` ("is history", "can go", 出局), for the product
    words to lose: they name no product ("history" reads as books), or "" when there is none."""
    low = after.lower()
    m = _EN_PREDICATED.match(low)
    if m:
        link = _EN_LINK_ONLY.match(low)
        return " ".join(low[link.end() if link else 0:m.end()].split())
    zh = _ZH_PREDICATE_WORD.search(low)
    return zh.group(0) if zh else ""


@lru_cache(maxsize=4096)
def refused_predicate(after: str) -> bool:
    """The words right after a named word (to its clause's end) say it is refused by what has
    become of it ("is off the table for now", "can go", 这回出局吧), and nothing else but the
    span it holds for, whom it holds for and glue."""
    low = after.lower()
    zh = _ZH_PREDICATE.match(_ZH_REST.sub("", low))
    if zh:
        return True
    m = _EN_PREDICATED.match(low)
    if not m:
        return False
    rest = _span_free(low[m.end():])
    return not _EN_REST_FILLER.sub(" ", rest).strip()
