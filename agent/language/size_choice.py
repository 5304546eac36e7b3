"""A size chosen between two: "between a 38 and a 39, pick the bigger", "M or L, whichever is
larger", 38和39之间晃，挑大的, 37和38都行选小的.

The shopper names two sizes on one scale, joined as a pair (between … and, or, to, a slash,
和, 或, 到, 还是), and says which way to go: a comparative of size (bigger, larger, roomier,
looser, the up one; smaller, tighter, snugger) or its Chinese (大的, 大一点, 偏大, 宽松; 小的, 小一点,
偏小). The slot is the one that way; with no direction said, nothing is chosen here and the
size readers read the text as before.

Only sizes: both values read as sizes of the same scale (two letters, two shoe numbers,
two children's heights), so "2 or 3 pairs, the bigger pack" or 两三百 are no pair.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from agent.language.numbers import _LETTER as _LETTER_WORDS
from agent.language.numbers import _MEASURE_AFTER, _NOT_MONEY_AFTER, find_numbers, fmt_number
from agent.language.size_step import HEIGHTS, _LETTERS

# The letter sizes and their words are the number grammar's one table (numbers._LETTER).
_LETTER_TOKEN = "|".join(sorted((re.escape(k) for k in _LETTER_WORDS), key=len, reverse=True))
# Two sizes joined as a pair (an article or 码 may go with each).
_JOIN = r"\s*(?:码|号)?\s*(?:and|or|to|/|-|–|和|或者?|跟|与|到|还是)\s*(?:an?\s+)?"
_LETTER_PAIR = re.compile(rf"(?<![a-z0-9])(?P<a>{_LETTER_TOKEN})(?![a-z0-9]){_JOIN}"
                          rf"(?P<b>{_LETTER_TOKEN})(?![a-z0-9])")
# The way chosen, said anywhere outside the pair.
# ("up" only as a verb's: "size up", "go up", "round up"; "pick them up" chooses nothing)
_UP = re.compile(r"(?<![a-z])(?:bigger|larger|roomier|looser|higher|(?:size|go|going|round|err)\s+up)(?![a-z])|"
                 r"大(?:的|一点|点|一些|些|一码|一号|码的|号的)|偏大|宽松")
_DOWN = re.compile(r"(?<![a-z])(?:smaller|tighter|snugger|lower|(?:size|go|going|round|err)\s+down)(?![a-z])|"
                   r"小(?:的|一点|点|一些|些|一码|一号|码的|号的)|偏小")


@dataclass(frozen=True)
class Choice:
    value: str
    spans: tuple[tuple[int, int], ...]  # the pair, and the word of the way chosen


_UK = re.compile(r"(?<![a-z])(?:uk|british)(?![a-z])|英码|英国")


def _rank(value: str) -> float:
    return float(_LETTERS.index(value)) if value in _LETTERS else float(value.split(" ")[-1])


def _number_pair(text: str):
    found = find_numbers(text)
    for a, b in zip(found, found[1:]):
        if not re.fullmatch(_JOIN, text[a.end:b.start]):
            continue
        va, vb = a.value, b.value
        shoe = all(33 <= v <= 48 and v * 2 == int(v * 2) for v in (va, vb))
        small = all(1 <= v <= 15 and v * 2 == int(v * 2) for v in (va, vb))
        height = all(v == int(v) and int(v) in HEIGHTS for v in (va, vb))
        after = re.sub(r"^\s*(?:码|号)", "", text[b.end:b.end + 14])
        if _MEASURE_AFTER.match(after) or (_NOT_MONEY_AFTER.match(after) and not after.startswith(("码", "号"))):
            continue  # "2 or 3 pairs", "38 or 39 cm": counts and lengths, no sizes
        if (shoe or small or height) and 0 < abs(va - vb) <= (10 if height else 2):
            if small:  # a US or UK shoe number, on the scale the text names (US unsaid)
                scale = "UK" if _UK.search(text) else "US"
                return f"{scale} {fmt_number(va)}", f"{scale} {fmt_number(vb)}", a.start, b.end
            return fmt_number(va), fmt_number(vb), a.start, b.end
    return None


def read_choice(text: str) -> Choice | None:
    """The size chosen between two named in `text` (folded), or None."""
    pair = None
    m = _LETTER_PAIR.search(text)
    if m and m.group("a") != m.group("b"):
        pair = _LETTER_WORDS[m.group("a")], _LETTER_WORDS[m.group("b")], m.start(), m.end()
    pair = pair or _number_pair(text)
    if pair is None:
        return None
    a, b, start, end = pair
    rest = text[:start] + " " * (end - start) + text[end:]
    up, down = _UP.search(rest), _DOWN.search(rest)
    if bool(up) == bool(down):
        return None  # no way said, or both: nothing chosen
    way = up or down
    value = max(a, b, key=_rank) if up else min(a, b, key=_rank)
    return Choice(value, ((start, end), way.span()))
