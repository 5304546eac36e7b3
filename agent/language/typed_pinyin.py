"""A Chinese word typed by its sound in Latin letters inside a Chinese sentence ("不要jipi的"
is 麂皮, suede; "降噪erji" is 耳机, earphones): a hand on a pinyin keyboard that did not pick a
character leaves the toneless syllables it typed. Read as the word the engine knows with that
sound, a material keeps its category and a product its domain; read as typed, the letters
became a maker's name of their own and the product word was lost.

The index holds the toneless readings of the Chinese words the engine already knows (the
lexicon's attribute words, the product types' names), each character read by pypinyin's
table (`agent.language.library_tables.pinyin_readings`): no list of pinyin spellings.

A run of letters is taken for pinyin only when
- it stands in a sentence holding Chinese characters (in an English sentence Latin letters are
  English words: "mahjong", "qipao", "tofu");
- it parts into two or more syllables that some character is read by (iPad, USB, "ok" do not);
- it is no word of the lexicon, no English word and no name said this turn (Nike, xiaomi as a
  brand, "panda" are left as typed: the caller asks);
- one word is read so: the characters' common readings first, then any reading (呢 of 粗花呢 is
  ní, its rarer one), then the fuzzy-pinyin sounds input methods take as one (zh/z, ch/c,
  sh/s, n/l, r/l, f/h, ang/an, eng/en, ing/in: "zhengpi" for 真皮, "lilong" for 尼龙). Two words of different
  meaning read alike (xiangjiao: 橡胶 rubber, 香蕉 banana) are no mend; a run that names
  nothing stays as typed (a coined maker's name, "haoyun家").
"""
from __future__ import annotations

import itertools
import re
import unicodedata
from dataclasses import dataclass
from functools import lru_cache
from typing import Callable, Iterable, Mapping

from memory.text import CJK_RANGE

# Syllables typed apart by spaces or an apostrophe ("ni long", "xi'an") are one run. The space
# a writer puts between Latin letters and Chinese characters ("不要 ni long 的袜子") is taken
# with it: once the run is the Chinese word, nothing is left for the space to set apart.
RUN = re.compile(rf"(?:(?<=[{CJK_RANGE}]) )?(?<![a-z0-9'])([a-z]+(?:(?: |')[a-z]+)*)(?![a-z0-9'])"
                 rf"(?: (?=[{CJK_RANGE}]))?")
# A word of one syllable is read by too many characters to be told by its sound.
MIN_SYLLABLES = 2
# Readings of a word with heteronyms: how many spellings of one word are indexed at most.
MAX_READINGS = 32
# The sounds the common "fuzzy pinyin" settings of input methods take as one, because many
# speakers do not tell them apart: initials n/l, r/l, f/h, the flat and retroflex z/zh, c/ch,
# s/sh; finals an/ang, en/eng, in/ing. A slip between them is typed as readily as a homophone
# (the lexicon's Chinese slips read characters by the same fold: 尼农 nong for 尼龙 long).
_FUZZY_INITIALS = {"zh": "z", "ch": "c", "sh": "s", "l": "n", "r": "n", "h": "f"}
_FUZZY_FINAL = re.compile(r"(?<=[aei])ng$|(?<=i)ng$")
_INITIAL = re.compile(r"^(?:zh|ch|sh|[bpmfdtnlgkhjqxrzcsyw])?")


@lru_cache(maxsize=4096)
def toneless(reading: str) -> tuple[str, ...]:
    """The ways one reading is typed without tones: ü as u and as v (lü: "lu", "lv")."""
    marked = unicodedata.normalize("NFKD", reading)
    plain = "".join(c for c in marked if not unicodedata.combining(c))
    return (plain, plain.replace("u", "v")) if "\u0308" in marked else (plain,)  # the diaeresis


def folded(syllable: str) -> str:
    """A toneless syllable under the fuzzy-pinyin rules, its initial and final apart
    (zheng -> "z|en", long -> "n|on")."""
    initial = _INITIAL.match(syllable).group(0)
    return _FUZZY_INITIALS.get(initial, initial) + "|" + _FUZZY_FINAL.sub("n", syllable[len(initial):])


@dataclass(frozen=True)
class PinyinIndex:
    """Toneless spellings of known Chinese words: `main` by each character's common reading,
    `any` by every reading, `fuzzy` by the common readings' fuzzy-pinyin folds (syllables
    joined by spaces). `syllables`: every toneless syllable a character is read by."""

    main: Mapping[str, frozenset[str]]
    any: Mapping[str, frozenset[str]]
    fuzzy: Mapping[str, frozenset[str]]
    syllables: frozenset[str]


def build_index(words: Iterable[str], readings: Mapping[int, str]) -> PinyinIndex:
    """The index of `words` (Chinese words of two characters or more), read by `readings`
    (pypinyin's table: code point -> comma-separated readings with tones)."""
    syllables = frozenset(t for r in {r for raw in readings.values() for r in raw.split(",") if r}
                          for t in toneless(r))
    main: dict[str, set[str]] = {}
    every: dict[str, set[str]] = {}
    fuzzy: dict[str, set[str]] = {}
    for word in words:
        if len(word) < 2:
            continue
        per_char = [[t for r in readings.get(ord(ch), "").split(",") if r for t in toneless(r)]
                    for ch in word]
        if not all(per_char):
            continue  # a character no table reads (a letter, a sign): no sound to type
        for first in itertools.product(*[toneless(readings[ord(ch)].split(",")[0]) for ch in word]):
            main.setdefault("".join(first), set()).add(word)
            fuzzy.setdefault(" ".join(folded(s) for s in first), set()).add(word)
        for spelling in itertools.islice(itertools.product(*per_char), MAX_READINGS):
            every.setdefault("".join(spelling), set()).add(word)
    freeze = lambda table: {k: frozenset(v) for k, v in table.items()}  # noqa: E731
    return PinyinIndex(freeze(main), freeze(every), freeze(fuzzy), syllables)


def partings(run: str, syllables: frozenset[str], limit: int = 8) -> list[tuple[str, ...]]:
    """The ways `run` (letters, spaces or apostrophes between syllables) parts into syllables,
    at most `limit`; a space or an apostrophe typed is a boundary kept."""
    out: list[tuple[str, ...]] = []
    pieces = re.split(r"[ ']", run)

    def part(rest: str) -> list[tuple[str, ...]]:
        if not rest:
            return [()]
        found = []
        for n in range(min(6, len(rest)), 0, -1):
            if rest[:n] in syllables:
                found += [(rest[:n], *tail) for tail in part(rest[n:])]
                if len(found) >= limit:
                    break
        return found

    for combo in itertools.product(*[part(p) for p in pieces]):
        out.append(tuple(s for piece in combo for s in piece))
        if len(out) >= limit:
            break
    return out


def spelt_beside(run: str, before: str, after: str, index: PinyinIndex,
                 readings: Mapping[int, str]) -> bool:
    """Whether the characters right before or right after `run` read as its syllables, one
    character a syllable (开心果kaixinguo, baisi百丝): a name given in characters and in letters,
    as makers and sellers write theirs, no word typed by its sound."""
    def reads(chars: str, syllables: tuple[str, ...]) -> bool:
        return len(chars) == len(syllables) and all(
            s in {t for r in readings.get(ord(ch), "").split(",") if r for t in toneless(r)}
            for ch, s in zip(chars, syllables))

    before, after = before.rstrip(), after.lstrip()
    return any(reads(before[len(before) - len(p):] if len(p) <= len(before) else "", p) or
               reads(after[:len(p)], p) for p in partings(run, index.syllables))


def word_typed(run: str, index: PinyinIndex, meaning: Callable[[str], str]) -> str | None:
    """The one known word `run` spells by its sound, or None. `meaning` names what a word
    stands for (its slug, or itself): two words of one meaning (皮革, 真皮 for leather) are
    no ambiguity; two of different meanings are."""
    ways = [p for p in partings(run, index.syllables) if len(p) >= MIN_SYLLABLES]
    if not ways:
        return None
    flat = "".join(ways[0])
    for found in (index.main.get(flat, frozenset()), index.any.get(flat, frozenset()),
                  frozenset(w for p in ways for w in index.fuzzy.get(" ".join(folded(s) for s in p), ()))):
        if found:
            meanings = {meaning(w) for w in found}
            return min(found) if len(meanings) == 1 else None
    return None
