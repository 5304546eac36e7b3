"""A size told as a step from another one: "one size up from my usual M", "go down a size",
"half a size bigger than my 39", "the next size up", 大一号, 小半码, 往下减一码, 大一个码.

The step is grammar (a count, a direction, the word size), the base is the size said beside
it (the one worn: "I'm normally a US 9 ... half a size up") or, when none is, the size the
session holds ("actually make it one size up"). The result walks the base's own scale: letter
sizes by their order, European, US and UK shoe sizes by whole and half sizes, children's
height sizes by the chart's steps (120 → 130). A step with no base to take it from gives no
size, and its words are no size either ("one size up" is never ONE SIZE).

Compiled once at import; a turn runs two searches that most texts fail at their first letter.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from agent.language.numbers import fmt_number

def _en_count(n: int) -> str:
    return rf"(?:(?P<half{n}>half\s+a|a\s+half|half|½)|(?P<two{n}>two|2)|(?:a\s+full|one\s+full|one|a|1))"
_EN_UP = r"up|bigger|larger|higher"
_EN_DOWN = r"down|smaller|lower"
_EN_STEP = re.compile(
    # "one size up", "a size bigger", "half a size up", "two sizes down", "size up" (a verb)
    rf"(?<![a-z])(?:(?:the\s+)?next\s+size\s+(?P<next>{_EN_UP}|{_EN_DOWN})|"
    rf"(?:{_en_count(1)}\s+)?sizes?\s+(?P<dir>{_EN_UP}|{_EN_DOWN})|"
    # "go up a size", "going down half a size", "size down one"
    rf"(?:go|going|goes|went|move|moving|step|bump|drop|come)\s+(?P<dir2>up|down)\s+{_en_count(2)}\s+sizes?|"
    # "go one bigger", "so one up": a step with its size left out, after a verb of going
    rf"(?:go|going|get|take|so|then|just)\s+(?:with\s+)?one\s+(?P<dir3>{_EN_UP}|{_EN_DOWN})(?=\s*(?:[,.;!?]|$|"
    rf"this|than|from|please|for|and|but))|"
    # a step told against the size it is taken from, the base after it: "a size above my
    # usual 39", "two sizes below what I wear", "one up from a 40", "one smaller than the XL"
    # (the count said, and "than"/"from" after a bare direction: "a larger bag" is no step)
    rf"{_en_count(3)}\s+sizes?\s+(?P<dir5>above|below|over|under)|"
    rf"(?:(?P<half4>half)|(?P<two4>two)|one)\s+(?P<dir6>{_EN_UP}|{_EN_DOWN})(?=\s+(?:than|from)(?![a-z])))(?![a-z])")
# 大一号, 小半码, 大两码, 大一个码, 大一个尺码, 往上一码, 往下减一码, 加一码, 升一码
_ZH_STEP = re.compile(
    r"(?:(?P<dir>[大小加减升降])|往(?P<way>[上下大小])(?P<dir4>[加减大小升降])?)"
    r"(?P<count>[一二两半12])(?:个)?(?:尺码|码|号)")
# The size the step is taken from, said right after it: "one size up from my usual M", "a
# size bigger than the 42 I have" (a letter size alone is read nowhere else: "M" is a word).
# (or a number, the base of a shoe or a child's size: "one up from a 40", "a size above my
# everyday 39", "one down from the UK 8")
_BASE_TAIL = (r"(?:what\s+i\s+\w+\s*,?\s*)?(?:(?:my|the|her|his|our|their|your|an?)\s+)?"
              r"(?:(?:usual|normal|regular|current|old|last|present|everyday|typical|standard|ordinary)\s+)?"
              r"(?:size\s+)?(?:(?P<letter>xxs|xs|s|m|l|xl|xxl|xxxl|small|medium|large)(?![a-z0-9])|"
              r"(?:(?P<region>uk|us|eu)\s+)?(?P<num>\d{1,3}(?:\.5)?)(?![\d.])"
              # (the number ends its phrase: "the 120 pack" counts crayons)
              r"(?=\s*(?:[,.;:!?)]|$|(?:and|but|so|because|cos|since|as|or|in|on|at|for|with|please|"
              r"i|he|she|they|we|is|was|'s|fits?|which|that|now|these|those)(?![a-z]))))")
_EN_BASE_AFTER = re.compile(r"\s*(?:from|than|on|over|above|below|under)\s+" + _BASE_TAIL)
# ("a size above my 39": the direction is the preposition)
_EN_BASE_BARE = re.compile(r"\s+" + _BASE_TAIL)
# The size a Chinese step is taken from, said before it with 比: 比40大一号, 比他现在的XL小一号,
# 比我平常穿的41大一码 (the base's own 码 or 号 may follow it).
_ZH_BASE_BEFORE = re.compile(r"比[^，,。；;！!？?比]{0,8}?(?P<base>\d{1,3}(?:\.5)?|xxs|xs|xxxl|xxl|xl|s|m|l)"
                             r"\s*(?:码|号)?的?\s*(?:要|再|还)?\s*$")
_BASE_WORD = {"small": "S", "medium": "M", "large": "L"}
_LETTERS = ("XXS", "XS", "S", "M", "L", "XL", "XXL", "XXXL", "4XL", "5XL")
# Children's sizes by height (cm), the CN chart's steps.
HEIGHTS = (52, 59, 66, 73, 80, 90, 100, 110, 120, 130, 140, 150, 160, 170)


@dataclass(frozen=True)
class Step:
    steps: float          # +1 one size up, -0.5 half a size down
    span: tuple[int, int]
    base: str | None = None  # a letter size said right after it ("… from my usual M")


def read_step(text: str) -> Step | None:
    """The step said in `text` (lower case, folded), or None."""
    m = _EN_STEP.search(text) if "size" in text or "one" in text else None
    if m:
        way = m.group("next") or m.group("dir") or m.group("dir2") or m.group("dir3") or \
            m.group("dir5") or m.group("dir6")
        sign = 1 if way in ("up", "bigger", "larger", "higher", "above", "over") else -1
        count = 0.5 if m.group("half1") or m.group("half2") or m.group("half3") or m.group("half4") else \
            2 if m.group("two1") or m.group("two2") or m.group("two3") or m.group("two4") else 1
        base = (_EN_BASE_BARE if m.group("dir5") else _EN_BASE_AFTER).match(text, m.end())
        if base and not base.group("letter") and not _num_base(base):
            base = None  # "one up from the 120 pack" is no size it steps from
        letter = base.group("letter") if base else None
        span = (m.start(), base.end() if base else m.end())  # the base is used up with it
        said = _BASE_WORD.get(letter, (letter or "").upper()) if letter else _num_base(base) if base else None
        if said or not m.group("dir6"):
            return Step(sign * count, span, said or None)
        # ("the one down from the top": with no word "size", no size to step from is no step)
    z = _ZH_STEP.search(text)
    if z:
        way = z.group("dir") or z.group("dir4") or z.group("way")
        sign = 1 if way in "大加升上" else -1
        count = {"半": 0.5, "两": 2, "二": 2, "2": 2}.get(z.group("count"), 1)
        base = _ZH_BASE_BEFORE.search(text, 0, z.start())
        said = base.group("base") if base else None
        if said and said[0].isdigit() and not _plausible(float(said)):
            said = None
        return Step(sign * count, (base.start() if base else z.start(), z.end()),
                    (said.upper() if said and not said[0].isdigit() else said) or None)
    return None


def _plausible(value: float) -> bool:
    """A number a size is taken from: a shoe's (US/UK 1-15, EU 17-50) or a child's height."""
    return 1 <= value <= 50 or (value == int(value) and int(value) in HEIGHTS)


def _num_base(base: re.Match[str]) -> str | None:
    num = base.group("num")
    if not num or not _plausible(float(num)):
        return None
    region = base.group("region")
    return f"{region.upper()} {num}" if region and region != "eu" else num


def apply_step(base: str | None, steps: float) -> str | None:
    """The size `steps` away from `base` on its own scale, or None (no base, a half step on a
    scale without halves, or off the end of the scale)."""
    if not base:
        return None
    if base in _LETTERS:
        if steps != int(steps):
            return None
        i = _LETTERS.index(base) + int(steps)
        return _LETTERS[i] if 0 <= i < len(_LETTERS) else None
    m = re.fullmatch(r"(?:(US|UK) )?(\d+(?:\.5)?)", base)
    if not m:
        return None  # a waist, ONE SIZE
    value = float(m.group(2))
    if m.group(1) is None and value > 50:
        if steps != int(steps) or int(value) not in HEIGHTS:
            return None
        i = HEIGHTS.index(int(value)) + int(steps)
        return str(HEIGHTS[i]) if 0 <= i < len(HEIGHTS) else None
    value += steps
    if value <= 0:
        return None
    return f"{m.group(1)} {fmt_number(value)}" if m.group(1) else fmt_number(value)
