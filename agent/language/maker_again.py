"""A maker named again as what is asked for (issue 11, round 30).

A shopper who likes a maker often tells what its thing did and then names the maker a second
time as the thing to get: "X base layers are the ones that survive the weighing room, show me
X", "my X head torch is unreal in a flue, after another X for the van", "X goggles never fog
on me, so yes to X", X的防蚊服最透气 再买一件X. Or names it back by a noun of makers in a
clause that is nothing but the choice: "X covers in one coat, so that label", "the cat goes
mental for X treats, so that label please". The engine read the verdict that points back at
the maker with a pronoun ("show me theirs", 再来一双他们家的, offline_brands._ASKED_BACK);
the maker's own name said again is the plainest pointer of all, and it was read as a second
maker whose clause stopped the comments of the first.

`pointed_back(said, names)`: the clause with the maker's own names put as the pronoun that
points back at it ("them", 他们家), for the readings of a comment to see. `chosen_back(said)`:
a clause that is only a noun of makers pointing back, and what a request adds ("so that
label", "that brand then, please"): choosing it. `yes_to_them(said)`: "yes to them", "after
another of them", "more of them", "so them is great", "them it is": the shapes the name takes
once pointed back.

Measured (round 30, reach30, with the other makers' shapes of that round): on the tune sets
+7 −0 for this reading (fresh29 brand-04/08, fresh29_wild29 brand-04/06 and zh-brand-08,
fresh20 brand-06, fresh22 brand-10); the full run is in the round's report.
"""
from __future__ import annotations

import re
from typing import Iterable

from memory.text import CJK_RANGE

# A noun of makers (offline_brands reads the maker named back by it too).
EN_MAKER_NOUN = r"(?:make|maker|brand|label|company|firm|manufacturer|outfit)"
# The choice said as a verbless clause: the maker noun pointed back, with at most a word of
# consequence before it and of courtesy after ("so that label", "then that brand, please").
_CHOSEN_BACK = re.compile(
    r"^\W*(?:(?:so|then|and|ok|okay|yeah|yes)\s+)*(?:that|this)\s+" + EN_MAKER_NOUN +
    r"(?:\s+(?:please|then|again|for\s+me|for\s+us|it\s+is|thanks|if\s+you\s+can|if\s+possible))*\W*$")
# The maker's other things put next, a verbless clause of order after the story ("…, so their
# rucksacks next", "their thermal leggings are next", "theirs first"): the choice of what to be
# shown, as "so that label" is. Only with a word of order: "their soles too" after a fault is
# more of the fault.
_NEXT_BACK = re.compile(
    r"^\W*(?:(?:so|then|and|ok|okay|yeah|yes|now)\s+)*(?:their\s+(?P<thing>(?:[a-z][a-z\-]*\s+){1,3})|theirs\s+|them\s+|"
    r"(?:that|this)\s+" + EN_MAKER_NOUN + r"\s+)(?:(?:are|is|go|come)\s+)?(?:next|first)"
    r"(?:\s+(?:please|then|for\s+me|for\s+us|thanks|if\s+you\s+can|if\s+possible))*\W*$")
# What a request does with the maker once its name is put as "them": "yes to them", "after
# another of them", "more of them please".
_YES_TO_THEM = re.compile(
    r"(?<![a-z])(?:yes\s+(?:to|for)\s+them|(?:another|more|one\s+more)\s+(?:of\s+)?them|"
    r"(?:after|want|need|fancy)\s+(?:another|more|one\s+more|a\s+new)\s+(?:of\s+)?them|"
    # the name said again as the verdict's subject: "…, so X is great", "X it is", "X all the way"
    r"(?:so|and|then)\s+them\s+(?:is|are|'s|it\s+is)\s+(?:great|brilliant|excellent|the\s+best|the\s+one|"
    r"a\s+winner|it|the\s+way\s+to\s+go)|them\s+it\s+is|them\s+all\s+the\s+way)(?![a-z])")


def pointed_back(said: str, names: Iterable[str]) -> str:
    """`said` with each of the maker's own names put as the pointer back at it."""
    out = said
    for name in sorted({n for n in names if n}, key=len, reverse=True):
        if re.search(rf"[{CJK_RANGE}]", name):
            out = out.replace(name, "他们家")
        else:
            out = re.sub(rf"(?<![A-Za-z]){re.escape(name)}(?:'s)?(?![A-Za-z])", "them", out,
                         flags=re.IGNORECASE)
    return out


def chosen_back(said: str) -> bool:
    low = said.lower()
    if _CHOSEN_BACK.match(low):
        return True
    m = _NEXT_BACK.match(low)
    # (their + what: a product type's name, no deed: "their zip broke first" tells a fault)
    return m is not None and (m.group("thing") is None or _names_a_type(m.group("thing")))


def _names_a_type(words: str) -> bool:
    from agent.product_types import find_types

    return bool(find_types(words.strip()))


def yes_to_them(said: str) -> bool:
    return bool(_YES_TO_THEM.search(said.lower()))
