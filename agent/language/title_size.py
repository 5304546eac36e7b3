"""Which sizes a product title says it comes in, and whether the shopper's size is one of them.

DESIGN section 6: `results` hold only candidates that satisfy every hard constraint, and an
alternative may break `size`. A size is a hard constraint only where the title states one:
most titles say nothing about size (sizes are variants of one listing), and those always fit.

A size statement becomes an interval on one scale:
- shoes on the EU scale (CN shoe sizes are EU numbers): "42码", "36-41码", "EU 42", "Size 38";
  US and UK sizes are converted with the spread of men's and women's charts, so a converted
  size hits a wider interval (sizing charts disagree by a size: fail open, never hide an item
  on a conversion);
- letter sizes on the XS…XXXL ladder: "S-XXL", "Size L", "M码", "XL号";
- one size (均码, "one size", "free size") fits everyone.
A title and a wanted size on different scales (a letter against a shoe number) never clash.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from agent.language.numbers import shoe_size

# The letter ladder. 4XL/5XL sit above XXXL; XXS below XS.
_LADDER = {"XXS": -1, "XS": 0, "S": 1, "M": 2, "L": 3, "XL": 4, "XXL": 5, "2XL": 5, "XXXL": 6,
           "3XL": 6, "4XL": 7, "XXXXL": 7, "5XL": 8}
_LETTER = r"(?:5xl|4xl|3xl|2xl|xxxxl|xxxl|xxl|xxs|xs|xl|s|m|l)"
_NUM = r"\d{1,2}(?:\.5)?"
_DASH = r"\s*(?:-|–|~|/|到|至|to)\s*"
# EU offsets of US and UK shoe sizes, over men's and women's charts: US 9 is EU 40 (women)
# to EU 42 (men); UK 8 is EU 41.5 to EU 42.
_US_TO_EU = (31.0, 33.0)
_UK_TO_EU = (33.0, 34.0)

_SHOE_PATTERNS = (
    # 42码, 36-41码, 36码-41码 (a number before 码 is a CN/EU shoe size)
    re.compile(rf"(?<![\d.])({_NUM})(?:\s*码)?(?:{_DASH}({_NUM}))?\s*码"),
    # EU 42, US 9-11, UK 7, EU/CN 36-41, 欧码42
    re.compile(rf"(?<![a-z])(eu|us|uk|cn|欧码|美码|英码)\s*:?\s*({_NUM})(?:{_DASH}({_NUM}))?(?![\d.])",
               re.IGNORECASE),
    # Size 38, size: 10, sizes 7-9 (a scale may follow: "Size 8 UK")
    re.compile(rf"(?<![a-z])sizes?\s*:?\s*({_NUM})(?:{_DASH}({_NUM}))?(?![\d.])"
               rf"(?:\s*(eu|us|uk)(?![a-z]))?", re.IGNORECASE),
)
_LETTER_PATTERNS = (
    # S-XXL, XS/XL, M~XXL (a range of letters)
    re.compile(rf"(?<![a-z0-9])({_LETTER}){_DASH}({_LETTER})(?![a-z0-9])", re.IGNORECASE),
    # Size L, size: M
    re.compile(rf"(?<![a-z])sizes?\s*:?\s*({_LETTER})(?![a-z0-9])", re.IGNORECASE),
    # M码, XL号 (a letter glued to 码/号)
    re.compile(rf"(?<![a-z0-9])({_LETTER})\s*[码号]", re.IGNORECASE),
)
_ONE_SIZE = re.compile(r"均码|(?<![a-z])(?:one|free)[\s\-]size(?![a-z])", re.IGNORECASE)


@dataclass(frozen=True)
class SizeRange:
    """Sizes on one scale: `eu` (shoe numbers on the EU scale) or `letter` (the ladder)."""

    scale: str
    low: float
    high: float

    def meets(self, other: "SizeRange") -> bool:
        return self.scale == other.scale and self.low <= other.high and other.low <= self.high


@dataclass(frozen=True)
class TitleSizes:
    ranges: tuple[SizeRange, ...] = ()
    one_size: bool = False

    @property
    def stated(self) -> bool:
        return bool(self.ranges) or self.one_size


_REGION = {"us": "US", "美码": "US", "uk": "UK", "英码": "UK", "eu": "EU", "欧码": "EU", "cn": "CN"}
_TO_EU = {"US": _US_TO_EU, "UK": _UK_TO_EU}


def _shoe_range(low: float, high: float, region: str | None) -> SizeRange | None:
    """Shoe sizes low..high as EU sizes. Which scale a number is on (a bare 42 is EU, a bare 9
    is US) is the size slot's own rule (`numbers.shoe_size`), so a title and a wanted size are
    read alike."""
    lo, hi = min(low, high), max(low, high)
    ends = [shoe_size(v, _REGION.get((region or "").lower())) for v in (lo, hi)]
    if None in ends:
        return None
    scales = {e.split(" ")[0] if " " in e else "EU" for e in ends}
    if len(scales) != 1:
        return None
    offsets = _TO_EU.get(scales.pop(), (0.0, 0.0))
    return SizeRange("eu", lo + offsets[0], hi + offsets[1])


def _letter_range(a: str, b: str | None = None) -> SizeRange | None:
    lo, hi = _LADDER.get(a.upper()), _LADDER.get((b or a).upper())
    if lo is None or hi is None:
        return None
    return SizeRange("letter", min(lo, hi), max(lo, hi))


@lru_cache(maxsize=65536)
def title_sizes(title: str) -> TitleSizes:
    """Every size range the title states (empty when it states none)."""
    ranges: list[SizeRange] = []
    taken: list[tuple[int, int]] = []

    def free(m: re.Match) -> bool:
        return all(m.end() <= s or m.start() >= e for s, e in taken)

    for i, pattern in enumerate(_SHOE_PATTERNS):
        for m in pattern.finditer(title):
            if not free(m):
                continue
            if i == 0:
                low, high, region = m.group(1), m.group(2), None
            elif i == 1:
                region, low, high = m.group(1), m.group(2), m.group(3)
            else:
                low, high, region = m.group(1), m.group(2), m.group(3)
            r = _shoe_range(float(low), float(high or low), region)
            if r is not None:
                ranges.append(r)
                taken.append(m.span())
    for i, pattern in enumerate(_LETTER_PATTERNS):
        for m in pattern.finditer(title):
            if not free(m):
                continue
            r = _letter_range(m.group(1), m.group(2) if i == 0 else None)
            if r is not None:
                ranges.append(r)
                taken.append(m.span())
    return TitleSizes(tuple(ranges), bool(_ONE_SIZE.search(title)))


@lru_cache(maxsize=1024)
def wanted_range(size: str) -> SizeRange | None:
    """The size slot as a range: "42" and "38.5" (EU), "US 9", "UK 8", letters ("XL")."""
    text = size.strip()
    m = re.fullmatch(rf"(us|uk|eu)?\s*({_NUM})", text, re.IGNORECASE)
    if m:
        value = float(m.group(2))
        return _shoe_range(value, value, m.group(1))
    return _letter_range(text) if re.fullmatch(_LETTER, text, re.IGNORECASE) else None


def size_fits(title: str, wanted: str | None) -> bool | None:
    """True: the title states the wanted size (or one size); False: it states sizes and the
    wanted one is not among them; None: nothing to compare (no size wanted, none stated,
    or only sizes on another scale)."""
    if not wanted:
        return None
    want = wanted_range(wanted)
    if want is None or wanted.strip().upper() == "ONE SIZE":
        return None
    sizes = title_sizes(title)
    if sizes.one_size:
        return True
    comparable = [r for r in sizes.ranges if r.scale == want.scale]
    if not comparable:
        return None
    return any(r.meets(want) for r in comparable)
