"""Two libraries' data tables, read the way the offline engine uses them, without paying
each library's full start on every process (`agent.disk_cache` keeps them between
processes, keyed by the library's own data file).

- `english_words()`: pyspellchecker's English word list, for "is this a word" alone. Building
  a `SpellChecker` unpacks and lower-cases ~0.3 s of gzipped JSON per process; membership
  is all the lexicon asks of it.
- `pinyin_readings()`: pypinyin's reading of every character (`pypinyin.pinyin_dict`).
  Importing any part of pypinyin runs its package, which loads the phrase dictionary too
  (~0.3-0.4 s) that the lexicon never reads.

Each table is read once per process (`lru_cache`): a caller may ask per word. Without it
the classifier's real-word check unmarshalled the 160k-word list from disk for every word
it looked up (~40 ms a turn on turns that mend an unknown word).
"""
from __future__ import annotations

import importlib.util
from bisect import bisect_left
from functools import lru_cache
from pathlib import Path

from agent.disk_cache import cached


class WordList:
    """Membership as `word in SpellChecker(language=...)` answers it: the word lower-cased,
    looked up among the dictionary's (lower-cased) words. The words are kept sorted and
    searched by bisection: loading 160k words as a tuple takes ~25 ms, building a set of
    them ~65 ms more, for the handful of lookups a process makes."""

    def __init__(self, words: tuple[str, ...]) -> None:
        self._words = words  # sorted

    def __contains__(self, word: object) -> bool:
        if isinstance(word, bytes):
            word = word.decode("utf-8")  # as the spell checker's ensure_unicode does
        if not isinstance(word, str):
            return False
        word = word.lower()
        i = bisect_left(self._words, word)
        return i < len(self._words) and self._words[i] == word

    def __len__(self) -> int:
        return len(self._words)

    def by_frequency(self) -> tuple[str, ...]:
        """The words, most often seen first (only for frequent_english_words' list)."""
        return self._ranked


def _spellchecker_words() -> tuple[str, ...]:
    from spellchecker import SpellChecker

    return tuple(sorted(SpellChecker(language="en", distance=1).word_frequency.dictionary))


@lru_cache(maxsize=1)
def english_words() -> WordList:
    """pyspellchecker's English words (see the module's docstring)."""
    import spellchecker  # its package alone is cheap: the word list loads in SpellChecker()

    data = Path(spellchecker.__file__).resolve().parent / "resources" / "en.json.gz"
    return WordList(cached("spellchecker-en", _spellchecker_words, files=(data,),
                           version=str(getattr(spellchecker, "__version__", ""))))


# How often pyspellchecker's English corpus must have seen a word for it to be English for
# sure: its list also holds foreign words seen a few times in English text (bijoux 50 times,
# chaussures, meubles), next to the English words of other languages (auto 9,552, mode 5,298).
COMMON_ENGLISH = 500


def _common_spellchecker_words() -> tuple[str, ...]:
    from spellchecker import SpellChecker

    frequency = SpellChecker(language="en", distance=1).word_frequency
    return tuple(sorted(w for w, n in frequency.dictionary.items() if n >= COMMON_ENGLISH))


@lru_cache(maxsize=1)
def common_english_words() -> WordList:
    """pyspellchecker's English words seen at least COMMON_ENGLISH times."""
    import spellchecker

    data = Path(spellchecker.__file__).resolve().parent / "resources" / "en.json.gz"
    return WordList(cached(f"spellchecker-en-common-{COMMON_ENGLISH}", _common_spellchecker_words, files=(data,),
                           version=str(getattr(spellchecker, "__version__", ""))))


# Seen this often, a word is an everyday one (recommend 29,173, receive 51,996, definitely
# 189,574): a word one keystroke from it and in no dictionary is its slip. The invented makers
# of the tune sets come no nearer than one keystroke from a word seen 1,478 times (nimbo: limbo).
FREQUENT_ENGLISH = 10000


def _frequent_spellchecker_words() -> tuple[str, ...]:
    from spellchecker import SpellChecker

    frequency = SpellChecker(language="en", distance=1).word_frequency
    return tuple(sorted(w for w, n in frequency.dictionary.items() if n >= FREQUENT_ENGLISH))


def _frequent_by_count() -> tuple[str, ...]:
    from spellchecker import SpellChecker

    frequency = SpellChecker(language="en", distance=1).word_frequency
    seen = [(n, w) for w, n in frequency.dictionary.items() if n >= FREQUENT_ENGLISH]
    return tuple(w for n, w in sorted(seen, key=lambda p: (-p[0], p[1])))


@lru_cache(maxsize=1)
def frequent_english_words() -> WordList:
    """pyspellchecker's English words seen at least FREQUENT_ENGLISH times."""
    import spellchecker

    data = Path(spellchecker.__file__).resolve().parent / "resources" / "en.json.gz"
    version = str(getattr(spellchecker, "__version__", ""))
    words = WordList(cached(f"spellchecker-en-frequent-{FREQUENT_ENGLISH}", _frequent_spellchecker_words,
                            files=(data,), version=version))
    words._ranked = cached(f"spellchecker-en-frequent-ranked-{FREQUENT_ENGLISH}", _frequent_by_count,
                           files=(data,), version=version)
    return words


def _pypinyin_readings() -> dict[int, str]:
    from pypinyin.pinyin_dict import pinyin_dict

    return dict(pinyin_dict)


@lru_cache(maxsize=1)
def pinyin_readings() -> dict[int, str]:
    """pypinyin's `pinyin_dict` (code point -> comma-separated readings with tones)."""
    spec = importlib.util.find_spec("pypinyin")  # finds the package without running it
    if spec is None or not spec.submodule_search_locations:
        return _pypinyin_readings()  # not a plain folder: import it as before
    folder = Path(next(iter(spec.submodule_search_locations)))
    return cached("pypinyin-readings", _pypinyin_readings,
                  files=(folder / "pinyin_dict.json", folder / "pinyin_dict.py"))
