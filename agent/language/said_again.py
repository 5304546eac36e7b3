"""A value corrected in the same breath: the last one said stands.

"Forty-four and a half, no, make it a straight forty-four", "a medium, no wait, make that a
large", 四十一码，哦不对，四十二码, 三十六半……算了，三十七整, L码，算了，还是XL吧: the shopper
says a value, takes it back with a word of correction and says another. Every reader of a
size reads the first value it meets, so the correction was lost. Here: after the value read,
a word of correction (`CORRECTION`), then a value of the same kind in the clause after it;
that value replaces the first.

The words of correction are those that take back what was just said: "no" only joined to a
word that says so ("no wait", "no, make it", "no sorry"), "make it/that", "actually",
"scratch that", "I mean(t)", "or rather", "sorry"; 算了, 不对, 不是, 说错, 口误, 改成, 应该是,
还是 before the new value. A correction with no value of the kind after it ("42码，算了，不买了")
changes nothing.
"""
from __future__ import annotations

import re
from typing import Callable, TypeVar

T = TypeVar("T")

CORRECTION = re.compile(
    r"(?<![a-z])(?:no[,\s]+(?:wait|sorry|hang\s+on|hold\s+on)|make\s+(?:it|that)|actually|"
    r"scratch\s+that|i\s+mean(?:t)?|or\s+rather|sorry|correction|on\s+second\s+thoughts?|"
    r"wait)(?![a-z])|算了|不对|不是不是|说错了?|口误|改成|改为|换成|应该是|还是(?=\s*[\da-z零〇一二两三四五六七八九十])")


def last_said(text: str, first_end: int, read: Callable[[str], T | None]) -> tuple[T, int] | None:
    """The value said after the last correction that follows `first_end` (where the first
    value read ends): `read` is the reader of that kind, given the text after the correction;
    returns its value and the offset the text it read starts at, or None."""
    marks = [m for m in CORRECTION.finditer(text, first_end)]
    for mark in reversed(marks):
        found = read(text[mark.end():])
        if found is not None:
            return found, mark.end()
    return None
