"""A refusal taken back by its real cause (issue 11, round 43).

"Titanium can come back: the rash was from the strap, not the case", "it was the detergent
making me itch, not the jumpers", "Turns out the squeak I blamed on leather was the insole all
along", 原来发痒是洗衣液的问题，不怪毛衣, 起疹子是搭扣上的胶水闹的，跟镍没关系, 起皱的不是亚麻，是衬里.
The fault or the reaction that the refusal stood on is told again with another cause: the
thing refused is cleared. The reaction's readers saw a symptom beside the word and made it a
floor (the worst reading: a take-back stored as a refusal everywhere); the take-back's own
readers saw a story and no verb of taking back.

The grammar reads the cause said and the cause denied; `cleared_slugs` keeps only a word the
session refused that the turn names outside the cause said (the thing the story clears), never
the cause itself ("the rash was from the nickel, not the strap" blames nickel: nothing cleared).

Compiled once at import.
"""
from __future__ import annotations

import re
from functools import lru_cache

_EN_NP = r"(?:(?:the|my|a|an|that|those|this|these|his|her|our|their)\s+)?(?:[a-z\-]+\s+){0,3}?[a-z\-]+"
# The cause said, then the cause denied: "was from the strap, not the case", "came down to the
# glue rather than the metal", "it was the detergent making me itch, not the jumpers".
_EN_CAUSE = re.compile(
    r"(?<![a-z])(?:was|were|is|are|came|comes|come)\s+(?:all\s+)?(?:from|down\s+to|because\s+of|caused\s+by|due\s+to)\s+"
    r"(?P<a>" + _EN_NP + r")(?:\s+(?:all\s+along|after\s+all))?\s*,?\s+(?:not|rather\s+than|and\s+not|never)\s+(?:from\s+|because\s+of\s+)?"
    r"(?P<b>" + _EN_NP + r")|"
    r"(?<![a-z])it\s+was\s+(?P<c>" + _EN_NP + r")(?:\s+(?:all\s+along|after\s+all))?(?:\s+(?:making|that\s+made|causing|that\s+caused|"
    r"doing|behind|to\s+blame\s+for)\s+[^,.;:!?]{0,40}?)?\s*,?\s+(?:not|rather\s+than|and\s+not|never)\s+(?P<d>" + _EN_NP + r")|"
    # the blame moved: "the squeak I blamed on leather was the insole", "what I put down to wool
    # was the dye"
    r"(?<![a-z])(?:blamed|put\s+down)\s+(?:it\s+)?(?:on|to)\s+(?P<e>" + _EN_NP + r")\s+(?:was|were|is|turned\s+out\s+to\s+be)\s+"
    r"(?:really\s+|actually\s+)?(?P<f>" + _EN_NP + r")|"
    # the thing denied as the cause, the real one after it: "the linen wasn't what wrinkled …,
    # it was the lining", "nothing to do with the nickel"
    r"(?<![a-z])(?P<g>" + _EN_NP + r")\s+(?:wasn'?t|was\s+not|weren'?t|were\s+not|isn'?t|aren'?t)\s+(?:what|the\s+(?:cause|culprit|"
    r"problem|reason|issue))(?![a-z])|"
    r"(?<![a-z])nothing\s+to\s+do\s+with\s+(?P<h>" + _EN_NP + r")")
# 是Y闹的 / 原来是Y的问题 / 跟X没关系 / 不怪X / 不是X的问题 / 起皱的不是X.
_ZH_CAUSE = re.compile(
    r"(?:原来|其实|应该)?是(?P<a>[^，。,.;；！!？?]{1,14}?)(?:闹|弄|引起|造成|导致|搞|害|惹)(?:出来)?的|"
    r"(?:原来|其实)?是(?P<c>[^，。,.;；！!？?]{1,14}?)的(?:问题|毛病|锅|原因|缘故)|"
    r"(?:跟|和|与)(?P<b>[^，。,.;；！!？?]{1,10}?)(?:没(?:有)?(?:关系|啥关系|什么关系)|无关|不相干)|"
    r"不(?:怪|赖)(?P<d>[^，。,.;；！!？?]{1,10})|错怪(?:了)?(?P<e>[^，。,.;；！!？?]{1,10})|"
    r"(?:不是|并非|并不是)(?P<f>[^，。,.;；！!？?]{1,10}?)(?:的问题|的错|的锅|引起的|造成的|闹的|的原因)|"
    r"的(?:不是|并非)(?P<g>[^，。,.;；！!？?]{1,10}?)[，,；;]")
# The groups that name the cause said (the others name the cause denied).
_SAID = {_EN_CAUSE: {"a", "c", "f"}, _ZH_CAUSE: {"a", "c"}}


@lru_cache(maxsize=2048)
def causes(text: str) -> tuple[tuple[tuple[int, int], ...], bool]:
    """(spans of the cause said, whether a cause is moved at all) in the text."""
    low = text.lower()
    said: list[tuple[int, int]] = []
    moved = False
    for pattern in (_EN_CAUSE, _ZH_CAUSE):
        for m in pattern.finditer(low):
            moved = True
            for name, value in m.groupdict().items():
                if value is None:
                    continue
                if name in _SAID[pattern]:
                    said.append(m.span(name))
    return tuple(said), moved


def cleared_slugs(text: str, mentions, refused: set[str]) -> set[str]:
    """The slugs the session refused (`refused`) that the turn clears by telling the fault's real
    cause: named in the turn (`mentions`: start, end, word.slug), never inside the cause said."""
    said, moved = causes(text)
    if not moved or not refused:
        return set()
    out: set[str] = set()
    for m in mentions:
        slug = m.word.slug
        if slug in refused and not any(a <= m.start < b for a, b in said):
            out.add(slug)
    blamed = {m.word.slug for m in mentions if any(a <= m.start < b for a, b in said)}
    return out - blamed
