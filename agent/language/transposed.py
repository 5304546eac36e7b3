"""A Chinese word typed with its characters out of order (纶锦 for 锦纶, 麻亚 for 亚麻, 芯灯绒
for 灯芯绒, 碗洗机 for 洗碗机).

A hand typing by pinyin picks each character right and puts them down in the wrong order
(two syllables swapped, or a phrase picked character by character). No sound or shape of any
character is off, so the slip readers (a sound, a look-alike, a near key) find nothing to mend:
the characters are all the word's, only the order is not. Two strings with the same characters
are the same multiset, so the word is found by the sorted characters (an anagram key), the
same check as rapidfuzz's Indel distance of the sorted strings being 0.

Only the lookup lives here; who may be mended, and to what, is the lexicon's (a token the
dictionary knows is a word of its own: 奶牛, a cow, is no slip of 牛奶, milk; 金黄 is golden,
no 黄金).
"""
from __future__ import annotations

from collections.abc import Iterable, Mapping


def order_key(word: str) -> str:
    """The characters of `word` in one fixed order: every ordering of them shares it."""
    return "".join(sorted(word))


def build_index(words: Iterable[str]) -> Mapping[str, tuple[str, ...]]:
    """The words by their order key, for words of two to four characters not all one
    character (a word such as 棉棉 has no order to get wrong)."""
    built: dict[str, list[str]] = {}
    for w in words:
        if 2 <= len(w) <= 4 and len(set(w)) > 1:
            built.setdefault(order_key(w), []).append(w)
    return {k: tuple(sorted(set(v))) for k, v in built.items()}


def reordered(token: str, index: Mapping[str, tuple[str, ...]]) -> tuple[str, ...]:
    """The words `token` is a reordering of (itself excluded)."""
    return tuple(w for w in index.get(order_key(token), ()) if w != token)
