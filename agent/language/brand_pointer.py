"""A brand named only by pointing at what the session showed (issue 11, round 36).

After a list of results, "not that brand, show me others", "their stuff never fits me",
"nothing from them", 我不太喜欢那个牌子，换别家的吧, 他们家的鞋老磨脚 name no maker: the
maker is the one the shopper was just shown. Read alone they learned nothing (the demo walk of
round 35). This module only finds the pointer and, where one is said, which of the shown picks
it points at ("the first one's brand", 第二个那个牌子); agent/steps/shown_brand.py resolves it
against the picks P_t keeps, and the planner then reads the message with the maker's name in
the pointer's place, so every reading of a named maker (dislike, like, scope) serves it.

The pointers are the grammar the maker readers already use for a maker named earlier in the
same message (offline_names.ZH_MAKER_POINTER, maker_again.EN_MAKER_NOUN): a demonstrative with
a noun of makers (那个牌子, 这家, "that brand", "this maker"), a possessive pronoun with a noun of
a maker's goods ("their stuff", "their products"), and "them" as the object of a maker's
preposition ("from them", "by them"). A bare "them" is left alone: after a list it is the
shown items far more often than their maker ("I like them, the first one please").
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from agent.engines.offline_names import ZH_MAKER_POINTER
from agent.language.maker_again import EN_MAKER_NOUN

# A maker's goods, said after "their" (not a part of the item: "their soles" is the shoes').
_EN_GOODS = r"(?:stuff|things|products|gear|items|line|range|brand|clothes|shoes|sizing|sizes)"
_EN = re.compile(
    rf"(?<![a-z])(?:(?:that|this|those|these)\s+{EN_MAKER_NOUN}s?|their\s+{_EN_GOODS}|"
    r"(?:from|by|of)\s+them|theirs)(?![a-z])")
# (其他家, 别家 are the other makers, asked for: no pointer.)
_ZH = re.compile(r"(?<![其别])" + ZH_MAKER_POINTER)

# Which pick is pointed at: "the first one", "the top pick", 第二个, 第3款.
_EN_ORDINALS = {"first": 0, "top": 0, "1st": 0, "second": 1, "2nd": 1, "third": 2, "3rd": 2}
_EN_ORDINAL = re.compile(r"(?<![a-z0-9])(first|top|1st|second|2nd|third|3rd)\s+(?:one|pick|item|result)")
_ZH_ORDINAL = re.compile(r"第\s*([一二三123])\s*(?:个|款|件|双|条|只|把|台)?")
_ZH_DIGITS = {"一": 0, "1": 0, "二": 1, "2": 1, "三": 2, "3": 2}


@dataclass(frozen=True)
class Pointer:
    start: int
    end: int
    said: str


def find_pointer(text: str) -> Pointer | None:
    """The first pointer at a maker in `text`, with its span (on the text as given)."""
    low = (text or "").lower()
    found = [m for m in (_EN.search(low), _ZH.search(low)) if m is not None]
    if not found:
        return None
    m = min(found, key=lambda m: m.start())
    return Pointer(m.start(), m.end(), text[m.start():m.end()])


def pick_pointed(text: str) -> int | None:
    """The index of the shown pick an ordinal names ("the first one" is 0), if any."""
    low = (text or "").lower()
    m = _EN_ORDINAL.search(low)
    if m:
        return _EN_ORDINALS[m.group(1)]
    m = _ZH_ORDINAL.search(low)
    return _ZH_DIGITS[m.group(1)] if m else None


def without_place(text: str) -> str:
    """The message without the ordinal that chose the pick ("第一个那个牌子的不要" reads
    "那个牌子的不要" once the pick's brand is known: no decision to take the first one)."""
    low = text.lower()
    m = _EN_ORDINAL.search(low) or _ZH_ORDINAL.search(low)
    if m is None:
        return text
    end = m.end()
    if low.startswith("'s", end):
        end += 2
    elif low.startswith("的", end):
        end += 1
    return text[:m.start()] + text[end:]


def put_name(text: str, pointer: Pointer, name: str) -> str:
    """The message with the maker's name in the pointer's place ("their stuff never fits me"
    reads "Orrin's stuff never fits me"; 那个牌子 reads 云栖)."""
    said = pointer.said.lower()
    if said.startswith("their "):
        replaced = f"{name}'s {pointer.said[6:]}"
    elif said == "theirs":
        replaced = f"{name}'s"
    elif said.endswith(" them"):
        replaced = f"{pointer.said[:-4]}{name}"
    else:
        replaced = name
    return text[:pointer.start] + replaced + text[pointer.end:]
