"""A clause that names a word and a scope only borrows its neighbour's stance (issue 11, round 36).

"Polyester is off the list forever; grey only for this search", "Never leather for me; brown,
just for this afternoon", "Leave yellow out of today's picks; spandex, always", 涤纶永远不要，灰色
就这次, 氨纶，任何时候都是. The second part is an ellipsis: it says no verb and no verdict of its
own, it repeats the first part's refusal (or wish) for another word, and only its scope is new.
Read alone, its form ("X only for this search", "X就这次") neared a wish or nothing: the grey the
shopper refused for the visit became a session like, or was dropped (four of fresh35's five
mixed misses were this shape).

The shape, read by its words, never by the words named: once the named words and the scope
markers the reach grammar knows (offline_reach: SESSION_MARKERS, LASTING_MARKERS) are cut out of
the clause, with no negation in it ("but polyester never" refuses by itself), only glue is left: articles, prepositions, "only", "just", 就, 也, the copula, the
act of the purchase at hand ("what I'm picking", 挑的) and punctuation, or the product the word
makes said first ("and acrylic jumpers for good"). A clause beside it that
says only a scope ("spandex, always": the comma parts the word from its scope) belongs to it. Its
stance is then the one of the nearest clause that names a word and says more than that, before it
first ("never that; beige, only this evening"), else after it ("grey only for this search, but
polyester never"). Its persistence stays its own (offline_semantics.persistence_at): only the
stance is borrowed.

A scope is required: "no leather, canvas only" is no ellipsis (canvas is the one wanted).
"""
from __future__ import annotations

import re

from agent.engines.offline_constraints import NEGATION
from agent.engines.offline_reach import LASTING_MARKERS, SESSION_MARKERS, persistence_of

# Glue: words that carry no verdict. The purchase at hand is named by its act or its noun ("what
# I'm buying today", "today's search", 今天挑的), never judged by it; "the same", 也一样, 照旧 say
# the verdict again without saying it.
_EN_GLUE = re.compile(
    r"(?<![a-z])(?:only|just|solely|merely|simply|also|too|either|as\s+well|even|still|again|alone|at\s+least|"
    r"for|in|on|at|of|to|from|with|during|through|across|over|after|until|till|"
    r"the|a|an|this|that|these|those|my|our|its|it|each|every|all|any|same|one|ones|stuff|things?|"
    r"is|are|was|were|be|being|s|goes|go|applies|apply|"
    r"and|n|&|but|or|plus|so|then|while|whereas|though|although|whilst|"
    r"what|whatever|which|i'm|im|i|we're|we|me|us|am|"
    r"buying|getting|picking|choosing|ordering|browsing|searching|shopping|looking|viewing|seeing|"
    r"(?:search|order|purchase|browse|basket|cart|pick|session|visit|chat|hunt|round|shop|lot)(?:es|s)?|"
    r"morning|afternoon|evening|night|hour|minute|"
    r"please|pls|plz|thanks|ok|okay|mind\s+you)(?![a-z])|[\s\W_\d]")
_ZH_GLUE = re.compile(r"就|只|仅|限|也|都|亦|还|是|的|了|在|里|中|内|这些|那些|这个|那个|这|那|些|个|于|对|跟|和|及|"
                      r"同样|一样|照旧|照样|"
                      r"啊|呢|吧|嘛|哦|呀|上午|下午|中午|晚上|早上|"
                      r"挑|选|买|找|搜|逛|看到|下单|"
                      r"[\s\W_\d]")


def unglued(said: str) -> str:
    """What is left of `said` once its scope markers and glue are cut out ("" when nothing)."""
    for marks in (SESSION_MARKERS, LASTING_MARKERS):
        said = marks.sub(" ", said)
    return " ".join(_ZH_GLUE.sub(" ", _EN_GLUE.sub(" ", said.lower())).split())


def glue_only(said: str) -> bool:
    """`said` (its named words cut out) is scope markers and glue, no negation, or the product
    the word makes said first ("and X jumpers for good"): nothing of a verdict of its own ("but
    polyester never", 以后也不要 refuse by themselves)."""
    from agent.engines.offline_product import type_name_first

    if NEGATION.search(said):
        return False
    rest = unglued(said)
    if not rest:
        return True
    name = type_name_first(rest)
    return name is not None and not rest[len(name):].strip(" s")


def _bare(text: str, start: int, end: int, named: list[tuple[int, int]]) -> bool:
    """Nothing but the named words, scope markers and glue in text[start:end]."""
    rest = list(text[start:end])
    for a, b in named:
        if start <= a and b <= end:
            rest[a - start:b - start] = " " * (b - a)
    return glue_only("".join(rest))


def lender(text: str, spans: list[tuple[int, int]], i: int, named: list[tuple[int, int]]) -> int | None:
    """The index of the clause whose stance clause `i` borrows, when clause `i` names a word
    and says nothing but a scope (with the scope-only clauses right after it); else None."""
    def names(j: int) -> bool:
        return any(spans[j][0] <= a < spans[j][1] for a, _ in named)

    if not names(i) or not _bare(text, *spans[i], named):
        return None
    last = i
    while last + 1 < len(spans) and not names(last + 1) and _bare(text, *spans[last + 1], named):
        last += 1
    if persistence_of(text[spans[i][0]:spans[last][1]]) is None:
        return None  # no scope: "no leather, canvas only" wants canvas
    for j in (*range(i - 1, -1, -1), *range(last + 1, len(spans))):
        if names(j) and not _bare(text, *spans[j], named):
            return j
    return None
