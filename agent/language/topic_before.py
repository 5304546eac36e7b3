"""A take-back whose object is named before it, as a topic of its own (issue 11, round 30).

"About acrylic: forget that, it's fine now", "As for polyester, scrap it, it's fine",
"Re the navy: never mind, that's fine now", 至于涤纶嘛，算了，现在无所谓了, 腈纶那事儿，忘了吧，
现在没问题了. The word is named in a clause that says nothing else (a topic), and the take-back
that follows names nothing and points back ("that", "it", 那). In a session that holds the
refusal the take-back lifts it (the session's word is its referent). In a later session the
store holds it, and the take-back's clause alone names nothing: the topic's word went to the
vote, which read "forget" near a refusal and stored a dislike (round 29's open note: the
reversal of the very take-back).

The kind, read by its shape: the clause right before the take-back is a topic, the word and
topic glue only (about, as for, regarding, re, on, 至于, 关于, 说到, 嘛, 的话, 那事儿), no verb and
no verdict (a colon or a dash may end the topic inside the clause: "about acrylic: forget
that"). Its words are the take-back's object.
"""
from __future__ import annotations

import re

_TOPIC_GLUE = re.compile(
    r"(?<![a-z])(?:about|as\s+for|as\s+to|regarding|re|on|concerning|with|oh|and|so|ok|okay|right|"
    r"that|the|my|this|those|these|whole|earlier|(?:thing|rule|ban|business|one|ones|point|stuff|no|"
    r"request|note|comment)s?)(?![a-z])|"
    r"至于|关于|说到|提到|对了|还有|那个|那事儿?|这事儿?|的事儿?|的话|嘛|呢|吧|啊|那条|这条|的|"
    r"[\s\W_]")

_TOPIC_END = re.compile(r"\s*(?:[:：]|—|–|\s-\s)")


def _topic(text: str, start: int, end: int, mentions) -> list[str]:
    """The slugs of the words named in text[start:end] when that clause is a topic only
    (the words and topic glue, nothing else); else nothing."""
    # (the topic set off by a colon or a dash inside the clause, the take-back after it:
    # "about acrylic: forget that")
    mark = _TOPIC_END.search(text, start, end)
    if mark and not any(mark.end() <= m.start < end for m in mentions):
        end = mark.start()
    inside = [m for m in mentions if start <= m.start and m.end <= end]
    if not inside:
        return []
    rest = list(text[start:end])
    for m in inside:
        rest[m.start - start:m.end - start] = " " * (m.end - m.start)
    if _TOPIC_GLUE.sub("", "".join(rest)).strip():
        return []
    return [m.word.slug for m in inside]


def topic_words(text: str, spans: list[tuple[int, int]], i: int, mentions) -> list[str]:
    """The words of the topic the take-back in clause `i` of `spans` is about: the nearest
    clause before it (at most two back, over clauses that name nothing: "as for X, scrap it,
    it's fine now") that is a topic only; else nothing."""
    for j in range(i - 1, max(-1, i - 3), -1):
        start, end = spans[j]
        words = _topic(text, start, end, mentions)
        if words or any(start <= m.start < end for m in mentions):
            return words
    return []
