"""Resolving "that brand" against what the session showed, before the plan.

A pointer at a maker (agent/language/brand_pointer.py: "not that brand", "their stuff never
fits me", 我不太喜欢那个牌子) in a message that names no maker itself is resolved against the top
picks the last results showed (P_t `shown`, what the answer listed):
- one pick was shown, or the message names its place ("the first one's brand"): its brand;
- the last search asked for one of the shown brands ("Orrin running shoes"): that brand;
- every shown pick has the same brand: that brand;
- the picks have several brands: nothing is guessed; the answer asks which one and P_t keeps
  the question (`brand_question`), which a later message answers by naming one of them or its
  place, and the first message is then read with that brand.
The planner (either engine) gets the brand's name (PlanInput.pointed_brand) and reads the
message as if it had been said, so a dislike of it is a brand dislike like any other; the
trace's `pointed_brand` says which picks it was resolved from. The engine never reads the UI:
only P_t.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from agent.language.brand_pointer import Pointer, find_pointer, pick_pointed, put_name, without_place
from agent.trace import PointedBrand
from memory.models import BrandQuestion, SessionState, ShownItem


@dataclass(frozen=True)
class Pointed:
    line: PointedBrand
    text: str  # what the planner reads: the message with the brand in the pointer's place
    brand: str = ""


def _names(text: str, name: str) -> bool:
    """The message names this brand: as a whole word (ASCII) or as written (Chinese)."""
    low, name = text.lower(), name.lower().strip()
    if not name:
        return False
    if name.isascii():
        return re.search(r"(?<![a-z0-9])" + re.escape(name) + r"(?![a-z0-9])", low) is not None
    return name in low


def names_a_maker(text: str) -> bool:
    """The message names a maker of the lexicon itself ("I dislike Orrin, their stuff never
    fits me"): its own pointer points at that name, not at the shown picks."""
    from agent.engines.offline_lexicon import lexicon
    from memory.models import Category

    lex = lexicon()
    low = (text or "").lower()
    found = [m.group(1) for m in lex.en_pattern.finditer(low)] + \
        [m.group() for m in lex.zh_pattern.finditer(low)]
    return any((w := lex.find(word)) is not None and w.category == Category.BRAND for word in found)


def _line(pointer: Pointer, how: str, brand: str, shown: list[ShownItem]) -> PointedBrand:
    return PointedBrand(said=pointer.said, how=how, brand=brand,
                        from_ids=[s.id for s in shown if s.brand == brand])


def _drop_question(pt: SessionState) -> None:
    """The question asked for the pointer (it lists every brand asked among) is settled."""
    asked = pt.brand_question
    pt.brand_question = None
    if asked is not None:
        pt.open_questions = [q for q in pt.open_questions
                             if not all(_names(q, b) for b in asked.brands)]


def _answered(text: str, pt: SessionState) -> Pointed | None:
    """A message that answers "which brand?" by naming one of the brands, or a pick's place."""
    asked = pt.brand_question
    _drop_question(pt)
    named = [b for b in asked.brands if _names(text, b)]
    place = pick_pointed(text)
    if len(named) != 1 and place is not None and place < len(pt.shown) and pt.shown[place].brand:
        named = [pt.shown[place].brand]
    pointer = find_pointer(asked.text)
    if len(named) != 1 or pointer is None:
        return None  # the shopper moved on: the question is dropped, the message read as said
    brand = named[0]
    return Pointed(line=_line(pointer, "named", brand, pt.shown),
                   text=put_name(asked.text, pointer, brand), brand=brand)


def resolve(text: str, pt: SessionState) -> Pointed | None:
    """The brand a pointer in `text` refers to, from P_t's shown picks (see the module)."""
    if pt.brand_question is not None:
        answered = _answered(text, pt)
        if answered is not None:
            return answered
    pointer = find_pointer(text)
    if pointer is None or not pt.shown or names_a_maker(text) or \
            any(_names(text, s.brand) for s in pt.shown):  # (an imported catalog's own makers)
        return None
    shown = pt.shown
    place = pick_pointed(text)
    if place is not None and place < len(shown) and shown[place].brand:
        unplaced = without_place(text)
        return _resolved(unplaced, find_pointer(unplaced) or pointer, "ordinal",
                         shown[place].brand, shown)
    brands = list(dict.fromkeys(s.brand for s in shown if s.brand))
    if not brands:
        return None  # a catalog without brands: nothing to point at
    if len(shown) == 1:
        return _resolved(text, pointer, "top_pick", brands[0], shown)
    # The brand the last search asked for ("Orrin running shoes", then "not that brand")
    searched = [b for b in brands if any(_names(w, b) for w in pt.last_search.get("prefer_keywords", ()))]
    if len(searched) == 1:
        return _resolved(text, pointer, "searched", searched[0], shown)
    if len(brands) == 1 and all(s.brand for s in shown):
        return _resolved(text, pointer, "shared", brands[0], shown)
    pt.brand_question = BrandQuestion(text=text, brands=brands)
    return Pointed(line=PointedBrand(said=pointer.said, how="asked", asked_among=brands,
                                     from_ids=[s.id for s in shown]), text=text)


def _resolved(text: str, pointer: Pointer, how: str, brand: str,
              shown: list[ShownItem]) -> Pointed:
    return Pointed(line=_line(pointer, how, brand, shown), text=put_name(text, pointer, brand),
                   brand=brand)
