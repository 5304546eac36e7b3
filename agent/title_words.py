"""What a catalog's titles say, looked up instead of scanned: built once per catalog (the
index holds one, rebuilt with its products), read by the unsold check every turn.

Reading "does any title say 'pannier bag'?" by a regular expression over every title cost
about 50 ms a turn on a 100,000-product catalog (round 36), for every request with a word
before its type's name. Here each title's words (English) and characters and character
pairs (Chinese) point at the titles that hold them; a phrase is checked on the titles of
its rarest word only, with the same rule as before, so the answer is the scan's."""
from __future__ import annotations

import re
from array import array
from dataclasses import dataclass
from itertools import chain
from typing import Iterable, Iterator, Mapping, Sequence

from memory.text import CJK, CJK_RANGE

_EN_WORD = re.compile(r"[a-z]+(?:'[a-z]+)?")
_TOKEN = re.compile(r"[a-z0-9]+")  # what the phrase rule's word boundary (?<![a-z0-9]) splits on
_CJK_RUN = re.compile(rf"[{CJK_RANGE}]+")
_PLURALS = ("", "s", "es")  # the phrase rule lets its last word take these


def _cjk_keys(text: str) -> set[str]:
    """Every Chinese character and pair of neighbouring characters of `text`."""
    keys: set[str] = set()
    for run in _CJK_RUN.findall(text):
        keys.update(run)
        keys.update(run[i:i + 2] for i in range(len(run) - 1))
    return keys


@dataclass(frozen=True)
class TitleWords:
    """A catalog's titles (lower-cased, catalog order), their English words, and for each
    English word, Chinese character and character pair the rows of the titles holding it."""

    titles: tuple[str, ...]
    en_words: frozenset[str]
    rows: Mapping[str, array]

    def holds_phrase(self, phrase: str) -> bool:
        """Some title says `phrase`: as whole words in English (its last word may be plural),
        anywhere in a title in Chinese."""
        phrase = phrase.lower().strip()
        if not phrase:
            return True
        if CJK.search(phrase):
            return self._any_title(self._cjk_rows(phrase), lambda title: phrase in title)
        body = r"\s+".join(re.escape(w) for w in phrase.split())
        rule = re.compile(rf"(?<![a-z0-9]){body}(?:s|es)?(?![a-z0-9])")
        return self._any_title(self._en_rows(phrase), lambda title: rule.search(title) is not None)

    def holds_word(self, word: str) -> bool:
        word = word.lower()
        if CJK.search(word):
            return self.holds_phrase(word)
        return word in self.en_words or word.rstrip("s") in self.en_words or f"{word}s" in self.en_words

    def _any_title(self, rows: Iterable[int] | None, says) -> bool:
        candidates = range(len(self.titles)) if rows is None else rows
        return any(says(self.titles[i]) for i in candidates)

    def _rarest(self, options: Sequence[Sequence[str]]) -> Iterator[int]:
        """The rows of the rarest requirement (each is met by any of its keys): a title that
        says the phrase is among them."""
        keys = min(options, key=lambda any_of: sum(len(self.rows.get(k, ())) for k in any_of))
        return chain.from_iterable(self.rows.get(k, ()) for k in keys)

    def _en_rows(self, phrase: str) -> Iterator[int] | None:
        tokens = _TOKEN.findall(phrase)
        if not tokens:
            return None  # nothing to look up: read every title
        *head, last = tokens
        return self._rarest([[t] for t in head] + [[last + end for end in _PLURALS]])

    def _cjk_rows(self, phrase: str) -> Iterator[int] | None:
        keys = _cjk_keys(phrase)
        longest = [k for k in keys if len(k) == 2] or list(keys)
        return self._rarest([[k] for k in longest]) if longest else None


def title_words(products: Sequence) -> TitleWords:
    """The table of a catalog's titles (see the module)."""
    titles = tuple(p.title.lower() for p in products)
    rows: dict[str, list[int]] = {}
    en_words: set[str] = set()
    for i, title in enumerate(titles):
        en_words.update(_EN_WORD.findall(title))
        for key in set(_TOKEN.findall(title)) | _cjk_keys(title):
            rows.setdefault(key, []).append(i)
    return TitleWords(titles=titles, en_words=frozenset(en_words),
                      rows={key: array("i", found) for key, found in rows.items()})
