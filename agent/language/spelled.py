"""A word spelled out letter by letter, joined back into the word.

Shoppers spell a word to stress it or to get past an autocorrect: "N-O  M-E-S-H", "S-I-L-K
only", "no P V C", 尺码 X L. No reader or dictionary knows a word cut into letters, so the
letters are joined before anything reads the text (as `normalize.fold` joins Chinese typed a
character at a time). What is joined, and why only that:
- letters joined by hyphens, one letter each side ("m-e-s-h"): a run of three or more is a
  spelled word; a run of two ("n-o", "x-l") only in a message that spells a longer word too,
  since "x-s" or "s-m" alone are sizes of a range and "t-shirt", "e-bike", "a-line" are no
  run of single letters at all;
- capital letters parted by single spaces ("P V C", "X L"): capitals, so that "a b c" typed
  as words and the pronoun "I" next to the article "A" are left alone; a run of two only when
  neither letter is I or A (each is a word of its own).
"""
from __future__ import annotations

import re

# A run of single letters joined by hyphens, with no letter, digit or hyphen either side.
_HYPHENED = re.compile(r"(?<![A-Za-z0-9\-])[A-Za-z](?:-[A-Za-z])+(?![A-Za-z0-9\-])")
# A run of capitals parted by one space each.
_SPACED_CAPS = re.compile(r"(?<![A-Za-z0-9])[A-Z](?: [A-Z])+(?![A-Za-z0-9])")


def join_spelled_letters(text: str) -> str:
    """`text` with every word spelled letter by letter joined back ("S-I-L-K" -> "SILK")."""
    if "-" in text:
        runs = list(_HYPHENED.finditer(text))
        if any(len(m.group(0)) >= 5 for m in runs):  # three letters or more: the message spells
            text = _HYPHENED.sub(lambda m: m.group(0).replace("-", ""), text)
    if " " in text:
        text = _SPACED_CAPS.sub(_joined_caps, text)
    return text


def _joined_caps(m: re.Match) -> str:
    run = m.group(0)
    if len(run) == 3 and ("I" in run or "A" in run):
        return run  # "I A", "A B": words, not a spelled word
    return run.replace(" ", "")
