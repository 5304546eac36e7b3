"""Fold what people type onto one form before anything reads it: full-width characters to
half-width (NFKC: "ｎｏ ｌｅａｔｈｅｒ", "４２码", "＄５０"), Traditional Chinese to Simplified
(OpenCC `t2s`: 後背包 → 后背包), lower case, curly apostrophes straight, and
pictographs (emoji, their joiners, skin tones and presentation selectors) to spaces: "沙发不要
真皮的😀" must not search for 😀.

The readers downstream do span arithmetic on the folded text, so folding happens once, up
front, and everything after works on its result.
"""
from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

from memory.text import has_cjk


@lru_cache(maxsize=1)
def _t2s():
    import opencc  # the OpenCC package: dictionaries bundled, no network

    return opencc.OpenCC("t2s")


@lru_cache(maxsize=1)
def _tw2sp():
    import opencc

    return opencc.OpenCC("tw2sp")


@lru_cache(maxsize=4096)
def to_simplified(text: str) -> str:
    """Simplified characters, and for text typed in Traditional ones the mainland's words as
    well (OpenCC `tw2sp`: 矽膠 → 硅胶, 塑膠 → 塑料, 隨身碟 → U盘): a shopper who writes
    Traditional often names things with Taiwan's words, which the zh→en map does not hold.
    Text already Simplified is only folded by characters: its words are the mainland's
    (软体 is a mollusc there, not software)."""
    if not has_cjk(text):
        return text
    simple = _t2s().convert(text)
    return _tw2sp().convert(text) if simple != text else simple


@lru_cache(maxsize=4096)
def fold(text: str) -> str:
    # A half written as one glyph ("10½") would fold to "101⁄2": spelled as the fraction it is.
    text = unicodedata.normalize("NFKC", (text or "").replace("½", " 1/2"))
    text = to_simplified(text)
    # One code point in, one out after this point ("İ".lower() is two).
    text = "".join(c.lower() if len(c.lower()) == 1 else c for c in text)
    for a, b in (("’", "'"), ("‘", "'"), ("“", '"'), ("”", '"'), ("\u3000", " ")):
        text = text.replace(a, b)
    if not text.isascii():
        text = "".join(" " if _pictograph(c) else c for c in text)
    if "w/" in text:
        # The written shorthands of with and without ("bath mat w/o rubber backing", "a
        # hoodie w/ pockets"): the readers of negation and purpose read words.
        text = _WITH_SHORT.sub(lambda m: "without " if m.group(1) else "with ", text)
    if "<" in text:
        # Markup pasted into the chat is no shopper's word: "<img src=x onerror=…>" asked for
        # img and onerror. A tag opens with a letter, so "<$80" and "<50元" stay amounts.
        text = _MARKUP.sub(lambda m: " " * len(m.group(0)), text)
    return text


_WITH_SHORT = re.compile(r"(?<![a-z0-9/])w/(o(?![a-z0-9/])|out(?![a-z]))?(?![/\d])\s*")
_MARKUP = re.compile(r"</?[a-z][a-z0-9-]*(?:\s[^<>]*)?/?>")


# Emoji sequences: the zero-width joiner, the text/emoji presentation selectors, skin tones.
_EMOJI_PARTS = frozenset("\u200d\ufe0e\ufe0f") | frozenset(map(chr, range(0x1F3FB, 0x1F400)))


def _pictograph(c: str) -> bool:
    """A symbol drawn, not a letter, digit, currency or punctuation (Unicode "So": 😀 👎 ✨)."""
    return c in _EMOJI_PARTS or (ord(c) >= 0x2190 and unicodedata.category(c) == "So")
