"""Which script a pattern's every match holds a character of, so that a reader scanning a text
with many patterns skips the ones that cannot match it: an English sentence holds none of a
Chinese pattern's matches, a Chinese one none of an English pattern's (a pattern opening with a
lookbehind, `(?<![a-z])(?:have|has|…)`, is tried at every place of the text: re cannot skip to
its first letters).

Read off each compiled pattern's own syntax (the standard library's parser), never listed by
hand, so a word added to a pattern's table keeps its gate right; a pattern it cannot prove
needs a script (an optional part, a negated class, a case-blind flag) is never skipped.
"""
from __future__ import annotations

import re
import re._parser as _parser
from typing import Iterable

from memory.text import CJK, CJK_RANGE

_c = _parser  # the parser's op codes (re._constants, re-exported by re._parser)
_REPEATS = (_c.MAX_REPEAT, _c.MIN_REPEAT, _c.POSSESSIVE_REPEAT)

# Each script: the code point spans of its characters, and a finder of one in a text.
_LATIN = re.compile(r"[a-z]")
SCRIPTS = {
    "latin": (((ord("a"), ord("z")),), _LATIN),
    "cjk": (tuple((ord(CJK_RANGE[i]), ord(CJK_RANGE[i + 2])) for i in range(0, len(CJK_RANGE), 3)), CJK),
}


def needed(pattern: re.Pattern[str]) -> str | None:
    """The script (a key of `SCRIPTS`) of which every match of `pattern` holds a character,
    or None when it cannot be told."""
    if pattern.flags & re.IGNORECASE:
        return None
    parsed = _parser.parse(pattern.pattern, pattern.flags)
    if parsed.state.flags & re.IGNORECASE:
        return None
    for name, (spans, _) in SCRIPTS.items():
        if _must(parsed, spans):
            return name
    return None


class Gate:
    """Patterns with the script each needs, read once (hashing a large compiled pattern to
    look it up costs more than the scan it would save)."""

    def __init__(self, patterns: Iterable[re.Pattern[str]]) -> None:
        self.patterns = tuple(patterns)
        self.needs = tuple(needed(p) for p in self.patterns)

    def able(self, text: str) -> list[re.Pattern[str]]:
        """The patterns that may match `text`, in order: those whose needed script `text`
        holds (or that need none). Also right for a text that later loses characters
        (blanked as it is read)."""
        return [p for p, may in zip(self.patterns, self.may_match(text)) if may]

    def may_match(self, text: str) -> tuple[bool, ...]:
        """For each pattern, in order, whether it may match `text` (see `able`)."""
        held = {name for name, (_, finder) in SCRIPTS.items() if finder.search(text)}
        return tuple(need is None or need in held for need in self.needs)


def _inside(code: int, spans) -> bool:
    return any(a <= code <= b for a, b in spans)


def _must(items, spans) -> bool:
    """Whether every match of the sequence `items` consumes a character inside `spans`."""
    return any(_item_must(op, av, spans) for op, av in items)


def _item_must(op, av, spans) -> bool:
    if op is _c.LITERAL:
        return _inside(av, spans)
    if op is _c.IN:
        return all(_inside(a, spans) if o is _c.LITERAL else
                   o is _c.RANGE and any(lo <= a[0] and a[1] <= hi for lo, hi in spans)
                   for o, a in av)  # (a negated class or a category: False)
    if op is _c.BRANCH:
        return all(_must(branch, spans) for branch in av[1])
    if op is _c.SUBPATTERN:
        _, add_flags, _, items = av
        return not add_flags & re.IGNORECASE and _must(items, spans)
    if op is _c.ATOMIC_GROUP:
        return _must(av, spans)
    if op in _REPEATS:
        return av[0] >= 1 and _must(av[2], spans)
    return False  # lookarounds consume nothing; any character, backreferences: unknown
