"""Praise that points back at a thing past the clauses that describe it (issue 11, round 28).

A like is often told in three steps: the thing, what it is like, and a verdict that points
back at it with a pronoun: "Slate coasters, heavy and matte, those are the ones I reach for",
"carbon fibre poles, light and stiff, they're the only ones I'll carry now", 厨房台面选花岗岩，
耐烫耐刮，我们家就认这个, 铸铁锅，沉是沉了点，导热均匀，我家就只用这个. The stance vote reads each
clause alone: the thing's own clause ("X coasters") is a product named, the description's
vote is a guess ("light and stiff" near "X is too hot and sticky"), and the verdict names
nothing. The engine already gives the thing the praise said right after it
(offline_semantics._praise_told_after); what it lacked is the grammar of the pointer: the
verdict's subject or object is the thing ("they", "those", "that's", 它, 这个), so the
clauses between, naming no other thing and saying nothing against in words, only describe it.

Only a clear like crosses the description, and only to a thing whose own clause says nothing
against it in words: an unknown polarity is never a like.
"""
from __future__ import annotations

import re

# The verdict's subject, pointing back ("they're the only ones…", "those are the ones…",
# "that's what we always come back to", "it's all I'll use"), or its object at the end ("…can't
# do without them", "…swear by it"); in Chinese, 它 anywhere, or 这个/那个/这种 standing alone
# (就认这个, 就只用这个; not 这个价格).
_EN_POINTER = re.compile(
    r"^\s*(?:and\s+|so\s+|honestly\s+)?(?:they(?:'re|\s+are|'ve|\s+have|'ll|\s+will)?|those(?:\s+are)?|"
    r"these(?:\s+are)?|that(?:'s|\s+is|\s+was)|this(?:'s|\s+is)|it(?:'s|\s+is|\s+was))(?![a-z])|"
    r"(?<![a-z])(?:them|it|those|that\s+one|those\s+ones)\s*[.!]*\s*$")
_ZH_POINTER = re.compile(r"它|(?:这|那)(?:个|种|款|样)(?=[了啦吧呀啊的哦咯]*\s*[。！!.，,~～]*\s*$)")
# A choice told of what is to come or what is used by habit, not of what one happens to own
# ("they're the only ones I'll carry", "I'd wear nothing else", "the one for me"; not "the only
# ones I own, sadly").
_CHOICE = re.compile(r"(?<![a-z])(?:(?:i|we)(?:'ll|'d|\s+will|\s+would)\s+(?:ever\s+|only\s+|now\s+)?"
                     r"(?:wear|use|buy|carry|cook|sleep|put|drink|eat|ride|drive|touch|have|pick|choose|get|order)|"
                     r"nothing\s+else|(?:the|my)\s+(?:only\s+)?ones?\s+for\s+(?:me|us))(?![a-z])")
# How many clauses of description may stand between the thing and the verdict.
MAX_BETWEEN = 2


def _worded_against(said: str) -> bool:
    """A negation, a refusal verb, a complaint, excess or a lukewarm word in the clause."""
    from agent.engines.offline_brands import _LUKEWARM
    from agent.engines.offline_polarity import complaint_in, without_oaths
    from agent.engines.offline_semantics import _EXCESS, _NEGATION, _REFUSAL_VERB, _ZH_NOT_NEGATING

    low = without_oaths(said.lower())
    return bool(_NEGATION.search(_ZH_NOT_NEGATING.sub(" ", low)) or _REFUSAL_VERB.search(low) or
                complaint_in(said, 0, len(said)) or _EXCESS.search(low) or _LUKEWARM.search(low))


def points_back(said: str) -> bool:
    """The clause's subject or object points back at a thing named before it."""
    low = said.lower().strip()
    return bool(_EN_POINTER.search(low) or _ZH_POINTER.search(low))


def praise_past_description(parsed, clauses, i: int, named: list[int]):
    """The clear like of a verdict that points back at clause `i`'s thing across clauses that
    only describe it (see the module doc), else None."""
    from agent.engines.offline_polarity import praised_by_denial
    from agent.engines.offline_reach import persistence_of
    from agent.engines.offline_semantics import (_OTHERS_PRAISE, _PERSON, STANCE_LIKE_MARGIN, _asks,
                                                 _ironic, _unworded_against)
    from memory.models import Category

    own = clauses[i].reading.stance
    pictured = parsed.text[clauses[i].start:clauses[i].end]
    if (own.label == "like" and own.clear(STANCE_LIKE_MARGIN)) or not _unworded_against(pictured) or \
            persistence_of(pictured) or (own.label == "dislike" and _PERSON.search(pictured.lower())):
        return None
    qualities = {m.start for m in parsed.mentions if m.word.category == Category.FEATURE}
    for j in range(i + 1, min(len(clauses), i + 2 + MAX_BETWEEN)):
        other = clauses[j]
        said = parsed.text[other.start:other.end]
        if any(other.holds(at) and at not in qualities for at in named) or _asks(parsed.text, other):
            return None  # another thing named, or a request: no longer a description of it
        verdict = j > i + 1 and points_back(said) and not any(other.holds(at) for at in named)
        # (a verdict of habit, "我家一直就认这个", tells no reaction however it reads: only words
        # against count there)
        if not (_unworded_against(said) or praised_by_denial(parsed.text, other.start, other.end) or
                (verdict and not _worded_against(said))):
            return None
        if not verdict:
            continue  # a description (or a verdict right after it: _praise_told_after's)
        stance = other.reading.stance
        floor = max(STANCE_LIKE_MARGIN, own.margin if own.label == "dislike" else 0.0)
        if shuts_out_others(parsed, clauses, j, named):
            # (round 29) a verdict that shuts the others out ("they're the only ones I'll carry
            # now") is its own witness, however its words vote.
            return sure_like(floor)
        if not (stance.label == "like" and stance.clear(floor)) or _OTHERS_PRAISE.search(said.lower()) or \
                _ironic(parsed, clauses, j, named):
            return None
        return stance
    return None


def shuts_out_others(parsed, clauses, j: int, named: list[int]) -> bool:
    """(Round 29.) Clause `j` is a verdict pointing back at the thing named before it that
    shuts the others out ("they're the only ones I'll carry now", "that's the one for me",
    "I'd wear nothing else" after "it"/"them"): the exclusive choice is a witness of its own,
    however the vote reads its words (it read "the only ones" near "the only ones that broke",
    "the one for me" near "nothing but X for me", whose "nothing" the clause lacks). Not
    someone else's praise, nor irony."""
    from agent.engines.offline_polarity import praised_by_denial
    from agent.engines.offline_semantics import _OTHERS_PRAISE, _ironic

    other = clauses[j]
    said = parsed.text[other.start:other.end]
    return points_back(said) and _CHOICE.search(said.lower()) is not None and \
        praised_by_denial(parsed.text, other.start, other.end) and \
        not _worded_against(_others_shut(said)) and not _OTHERS_PRAISE.search(said.lower()) and \
        not _ironic(parsed, clauses, j, named)


def _others_shut(said: str) -> str:
    """The clause with its shutting-out spans blanked (their "nothing", "only" refuse nothing)."""
    from agent.engines.offline_polarity import denied_stop

    low = said.lower()
    for a, b in denied_stop(low):
        low = low[:a] + " " * (b - a) + low[b:]
    return low


def sure_like(floor: float):
    """A like as sure as one is read: two witnesses (the pointer over a thing with nothing said
    against it in words, and the others shut out), so no description's own vote ("light and
    stiff" near "stiff and heavy") counts as a fault told after the thing, and no exemplar's
    negation is asked of it."""
    from agent.engines.offline_semantics import NEGATED_LIKE_MARGIN
    from agent.language.classifier import Vote

    sure = max(floor, NEGATED_LIKE_MARGIN)
    return Vote("like", sure, sure)
