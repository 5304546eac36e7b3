"""Whether "in" asks for a material or colour, or only says where something is (issue 11,
round 28).

"in X" is how a material or colour is asked for: "a cardigan in cashmere", "do you have it in
navy", and, pointing back, "walnut is gorgeous; a bedside table in it?". The same word says
where one is or what one is in: "every time I sit in the wicker chair it creaks", "I can
barely move in it", "it went black in this humidity". Read as the first, a complaint of a
thing one has became a like of its material (the quiet reversal). What tells them apart is
the grammar around "in", not the word after it:

- what stands before "in": a thing (a product noun of the type table, or a pro-form: "one",
  "something", "them") or a verb of being offered ("they come in", "available in", "made in")
  asks; a verb of doing or being ("sit", "move", "stink", "curl up") says where;
- a pointer that stands alone points back at the material ("in it", "in that?"); one with a
  noun after it is a determiner of something else ("in this humidity", "in that flat");
- a material said as the modifier of a definite product after it ("in the wicker chair") names
  the thing one is in, as a possessive does ("in my nubuck boots", already read so), when
  what stands before "in" asks nothing; "in a velvet armchair", "in merino socks" name a
  kind and stay the material's.

Read only at an "in" the trigger table found: no per-turn pass over the text.
"""
from __future__ import annotations

import re

# Pro-forms of the thing asked for, and verbs of a thing being offered in a material.
_THING_WORD = frozenset({
    "one", "ones", "something", "anything", "everything", "stuff", "thing", "things", "piece",
    "pieces", "version", "versions", "pair", "pairs", "set", "sets", "model", "models", "style",
    "styles", "design", "designs", "it", "them", "these", "those", "come", "comes", "came",
    "coming", "available", "made", "make", "makes", "do", "does", "sold", "offered", "stocked",
    "exist", "exists", "option", "options", "edition", "same", "more",
})
# After a pointer: nothing, a punctuation mark, or a word that leaves it standing alone
# ("in that please", "in it too?", "in that one", "in that wood").
_ALONE_AFTER = re.compile(
    r"\s*(?:$|[,.;!?)\-—–]|(?:one|ones|too|please|pls|instead|again|as\s+well|also|maybe|perhaps|then|"
    r"if|for|or|and|but|so|would|will|could|wood|stone|metal|fabric|material|colou?r|shade|"
    r"finish|leather|cloth)(?![a-z]))")


def _thing_before(before: str) -> bool:
    """The words right before "in" end with a thing asked for or a verb of being offered."""
    from agent.product_types import type_of_title

    words = re.findall(r"[a-z][a-z'\-]*", before.lower()[-40:])
    if not words:
        return False
    if words[-1] in _THING_WORD:
        return True
    return any(type_of_title(" ".join(words[-k:])) is not None for k in (1, 2) if len(words) >= k)


def points_back(before: str, after: str) -> bool:
    """ "in" + a pointer (after it, as said) points back at the material named before: the
    pointer stands alone, and what stands before "in" asks (a thing, or a verb of being
    offered), rather than saying where one is ("sit in it", "in this damp flat")."""
    m = re.match(r"\s*(?:it|them|those|these|that|this)(?![a-z])", after)
    if m is None:
        return False
    return bool(_ALONE_AFTER.match(after[m.end():])) and _thing_before(before)


def names_a_place(before: str, between: str, after_word: str) -> bool:
    """ "in the X chair": the word said after "in the" modifies a product right after it (the
    place or the thing one is in, a definite one, as "in my X boots" is), and what stands
    before "in" asks nothing: no material asked in. "in a X armchair", "in X socks" name a
    kind (a habit, a wish): the "in" still reads as the material's."""
    from agent.product_types import type_of_title

    if not _DEFINITE.fullmatch(between.lower()):
        return False
    words = re.findall(r"[a-z][a-z'\-]*", after_word.lower()[:30])[:2]
    if not words or words[0] in _JOINING or _thing_before(before):
        return False
    return type_of_title(words[0]) is not None or \
        (len(words) == 2 and type_of_title(" ".join(words)) is not None)


# Between "in" and the word: a definite article or a pointer, and at most one word ("in the
# old wicker chair").
_DEFINITE = re.compile(r"\s+(?:the|this|these)\s+(?:[a-z\-]+\s+)?")
# A word that joins what follows to the phrase ("in cashmere with pockets"): what comes after
# it is no product the material modifies.
_JOINING = frozenset({"with", "for", "and", "or", "to", "on", "at", "from", "in", "like", "please",
                      "but", "so", "the", "a", "an", "if", "as", "too", "only", "instead"})
