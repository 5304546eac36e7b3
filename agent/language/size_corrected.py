"""A size corrected in the next turn, the one held said again as someone else's.

"Sorry, 41: the 42 was my husband's size", 不对，38，39是我姐的码, "Hang on, it should be small,
the medium was my flatmate's": the session holds a size, the shopper owns up to a slip and
names two sizes of its scale, one of them the size held. The held one is what is taken back
(it was for someone else, or simply wrong), so the other is the shopper's size, wherever in
the message it stands (readers of a size take the first they meet, often the held one).

Read only when the session holds a size, a word of a slip is said, and the held size is said
again beside another of its scale: "42 and 43 both fit" with nothing taken back is no
correction, and "make that 43" alone is read by the correction readers before this one.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from agent.language.numbers import _LETTER, find_numbers, read_size
from agent.language.said_again import CORRECTION

# Words owning up to a slip, beside those of said_again.CORRECTION (sorry, 不对, 说错, I mean).
_SLIP = re.compile(r"(?<![a-z])(?:oops|whoops|my\s+(?:bad|mistake|error)|hang\s+on|hold\s+on|wrong|"
                   r"typo|mixed\s+(?:it|them)\s+up)(?![a-z])|搞错|弄错|错了|记错|打错|看错")
_CLAUSE = re.compile(r"[^,，:：;；。.!！?？]+")


@dataclass(frozen=True)
class Corrected:
    value: str
    spans: list[tuple[int, int]]


def _same_scale(held: str, other: str) -> bool:
    try:
        a, b = float(held.split(" ")[-1]), float(other.split(" ")[-1])
    except ValueError:
        return not any(ch.isdigit() for ch in held + other)  # two letter sizes
    return held.split(" ")[0] == other.split(" ")[0] if " " in held + other else 0 < abs(a - b) <= 0.2 * a


def _says(clause: str, held: str) -> bool:
    """The held size is said in `clause`, as a size or not ("the 42 was my husband's")."""
    try:
        value = float(held.split(" ")[-1])
    except ValueError:
        words = "|".join(re.escape(k) for k, letter in _LETTER.items() if letter == held)
        return bool(words) and re.search(rf"(?<![a-z0-9])(?:{words})(?![a-z0-9])", clause) is not None
    return any(n.value == value for n in find_numbers(clause))


def other_than_held(text: str, held: str | None) -> Corrected | None:
    """The size said beside the held one when a slip is owned up to, else None."""
    if not held or not (_SLIP.search(text) or CORRECTION.search(text)):
        return None
    said_held, other = False, None
    for clause in _CLAUSE.finditer(text):
        told = read_size(clause.group(0), asked=True)
        if told.value in (None, held):
            said_held = said_held or _says(clause.group(0), held)
        elif other is None and _same_scale(held, told.value):
            other = Corrected(told.value, [(a + clause.start(), b + clause.start()) for a, b in told.spans])
    return other if said_held and other is not None else None
