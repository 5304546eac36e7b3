"""Who the product is for, read from the request's own words: "hiking boots for my husband",
想给我爸买双跑鞋, "women's running shoes for my husband". The reading becomes prefer words the
catalog's titles use for that group (men / 男士), so a men's title gets the prefer bonus and
a women's title does not; an ungendered title loses nothing, it only lacks the bonus.

Rules kept here, each protecting a lesson:
- Whole words only: "women's" holds "men's", "himalayan" holds "him", 其他 holds 他. English
  words match between letter boundaries; Chinese person words must be whole jieba words (a
  private tokenizer that knows the lexicon), so 他 counts in 给他买 and not in 其他.
- The product's own gender word wins over the person ("women's running shoes for my
  husband" is women's); two groups at the same level ("for him or her") read as nobody.
- A follow-up that names no other product ("under 150 euros please") keeps the reading of
  the product carried from earlier turns (the intent's "kind: product" text).
The lexicon is data: data/recipients.json."""
from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Sequence

from memory.paths import RECIPIENTS
from memory.text import CJK

GROUPS = ("men", "women", "kids")


@dataclass(frozen=True)
class Recipient:
    group: str  # men | women | kids
    word: str  # the word that said it, as found
    explicit: bool  # a word of the product itself (men's, 女款), not of a person


@dataclass(frozen=True)
class _Lexicon:
    title_words: dict[str, tuple[str, ...]]
    product_en: tuple[tuple[re.Pattern[str], str], ...]  # (one group's words, group)
    product_zh: tuple[tuple[str, str], ...]  # (word, group), longest first
    person_en: tuple[tuple[re.Pattern[str], str], ...]
    person_zh: dict[str, str]  # whole jieba word -> group


def _en_body(word: str, person: bool) -> str:
    """A word's pattern body; a person word may take a plural s and a possessive ("my sons",
    "my son's birthday")."""
    body = re.escape(word).replace("'", "['’]")
    return body + ("s?" if person and word[-1].isalpha() and not word.endswith("s") else "")


def _en_pattern(words: list[str], person: bool) -> re.Pattern[str]:
    """Whole English words of one group: no letter (nor apostrophe) before them, none after.
    One pattern per group, not one per word: ~160 patterns pushed the patterns other modules
    rely on out of `re`'s cache of 512, and the next turn's engine query paid 3 ms to
    recompile them (measured on the 100k done check)."""
    after = r"(?![a-z])" if person else r"(?![a-z'’])"
    bodies = sorted((_en_body(w, person) for w in words), key=len, reverse=True)
    return re.compile(rf"(?<![a-z'’])(?:{'|'.join(bodies)}){after}")


@lru_cache(maxsize=1)
def _lexicon() -> _Lexicon:
    raw = json.loads(RECIPIENTS.read_text(encoding="utf-8"))
    product_en, product_zh, person_en, person_zh = [], [], [], {}
    for group in GROUPS:
        en = [w.lower() for w in raw["product_words"][group] if not CJK.search(w)]
        product_zh += [(w, group) for w in raw["product_words"][group] if CJK.search(w)]
        if en:
            product_en.append((_en_pattern(en, person=False), group))
        en = [w.lower() for w in raw["person_words"][group] if not CJK.search(w)]
        person_zh.update({w: group for w in raw["person_words"][group] if CJK.search(w)})
        if en:
            person_en.append((_en_pattern(en, person=True), group))
    product_zh.sort(key=lambda x: -len(x[0]))
    return _Lexicon(title_words={g: tuple(raw["title_words"][g]) for g in GROUPS},
                    product_en=tuple(product_en), product_zh=tuple(product_zh),
                    person_en=tuple(person_en), person_zh=person_zh)


@lru_cache(maxsize=1)
def _tokenizer():
    """jieba (default dictionary, read lazily) that knows every Chinese person word, so 男朋友
    and 老爸 come out whole and a lone 他 only where it stands alone."""
    from agent.language.segment import lazy_tokenizer

    tokenizer = lazy_tokenizer()
    for word in _lexicon().person_zh:
        if len(word) > 1:
            tokenizer.add_word(word, freq=50000)
    return tokenizer


def _one(found: list[Recipient]) -> Recipient | None | bool:
    """The reading of one level: its recipient when every word says one group, False when
    words of two groups are said (nobody), None when nothing is said."""
    groups = {r.group for r in found}
    if not groups:
        return None
    return found[0] if len(groups) == 1 else False


_REFUSAL = re.compile(r"(?<![a-z])(?:not|no|never|without|except)(?:\s+(?:the|any|a|for))?\s*$|"
                      r"(?:不要|别要|别|不是|不想要|不用|除了)[^，,。；;！!？?\s]{0,2}$")


def _refused(low: str, start: int) -> bool:
    """A refusal said right before the word, in its clause: "not the women's ones", 不要儿童的."""
    return bool(_REFUSAL.search(low[max(0, start - 16):start]))


@lru_cache(maxsize=1024)
def read_recipient(text: str) -> Recipient | None:
    """Who the product of `text` is for, or None (nobody said, or two groups said).
    Remembered: a turn asks it of the same text for its prefer words and for its intent."""
    if not text or not text.strip():
        return None
    lex = _lexicon()
    low = text.lower()
    # the product's own word first: it wins over any person; a refused one ("not the women's
    # ones", 不要儿童的) says who it is not for
    explicit = [Recipient(g, m.group(0), True) for p, g in lex.product_en
                if (m := p.search(low)) and not _refused(low, m.start())]
    rest = low
    for word, group in lex.product_zh:
        if word in rest:
            if not _refused(rest, rest.index(word)):
                explicit.append(Recipient(group, word, True))
            rest = rest.replace(word, " ")  # 男童 is kids, not also 男…
    level = _one(explicit)
    if level is not None:
        return level or None
    people = [Recipient(g, m.group(0), False) for p, g in lex.person_en
              if (m := p.search(low)) and not _refused(low, m.start())]
    # jieba only when a person word is in the text at all: most texts hold none, and the
    # tokenizer's first use (its dictionary shards) slowed the engine query right after it
    if CJK.search(text) and any(word in text for word in lex.person_zh):
        at = 0
        for token in _tokenizer().cut(text, HMM=False):  # the HMM glued 爸买件
            group = lex.person_zh.get(token)
            if group is not None and not _refused(low, at):
                people.append(Recipient(group, token, False))
            at += len(token)
    return _one(people) or None


# Whose words they are, when the text names no one a product is for: the subject pronouns.
_EN_SUBJECT = re.compile(r"(?<![a-z'’])(?:he|she|they)(?![a-z'’])")
_ZH_SUBJECTS = frozenset({"他", "她", "他们", "她们"})


def names_a_person(text: str) -> bool:
    """The text names a person: a person word of any group, or he / she / they. What is left
    of a statement that names no product ("my husband hates wool", "she can't stand
    polyester", 我老公讨厌羊毛) is whose verdict it is, never a product to search for."""
    if not text or not text.strip():
        return False
    lex = _lexicon()
    low = text.lower()
    if _EN_SUBJECT.search(low) or any(p.search(low) for p, _ in lex.person_en):
        return True
    if not CJK.search(text) or not (any(ch in text for ch in "他她") or
                                    any(word in text for word in lex.person_zh)):
        return False
    return any(token in lex.person_zh or token in _ZH_SUBJECTS
               for token in _tokenizer().cut(text, HMM=False))


def title_words(group: str) -> tuple[str, ...]:
    """The words the catalog's titles use for a group (men -> men, 男士)."""
    return _lexicon().title_words.get(group, ())


def prefer_words(text: str, said: Sequence[str] = (), *, carried: str = "",
                 asked: str | None = None) -> list[str]:
    """The prefer words the request's recipient adds to the turn (none already in `said`).

    `carried`: the session's product so far (the intent's "kind: product" text); it is read
    when `text` says nobody and the turn continues that product: `asked` is None (the turn
    names no product) or the type key the carried product has too."""
    found = read_recipient(text)
    if found is None and carried and _continues(carried, asked):
        found = read_recipient(carried)
    if found is None:
        return []
    have = {w.lower() for w in said}
    return [w for w in title_words(found.group) if w.lower() not in have]


def _continues(carried: str, asked: str | None) -> bool:
    if asked is None:
        return True
    if not asked:
        return False  # a product no type names: another product
    from agent.product_types import get_type, type_of_title

    kind, now = type_of_title(carried), get_type(asked)
    # the same type, or another of its domain (after 皮鞋 for Dad, 运动鞋 are still his)
    return kind is not None and (kind.key == asked or (now is not None and now.domain == kind.domain))


__all__ = ["Recipient", "read_recipient", "prefer_words", "title_words", "GROUPS"]


# Whose allergy a statement tells. The shopper's own, their household's (partner, children:
# the shopper keeps it out of everything bought for the home) or someone else's, named as a
# person the purchase is for (a parent, an in-law, a friend): that one is told for the gift,
# not as the shopper's own floor ("想给我爸买双登山鞋，他对乳胶过敏" kept latex out of everything
# the shopper bought, for good).
_SELF_EN = re.compile(r"(?<![a-z'’])(?:i|i'm|im|i've|ive|me|my|myself|we|we're|our|us)(?![a-z'’])")
_SELF_ZH = ("我", "本人", "自己", "咱")
_PRONOUNS_EN = frozenset("he she they him her them he's she's hes shes".split())
_PRONOUN_EN = re.compile(r"(?<![a-z'’])(?:he|she|they)(?![a-z])")
_CLAUSE_MARK = re.compile(r"[,.;!?，。；！？:：\n]|(?<![a-z])(?:but|and|so|because)(?![a-z])")


@lru_cache(maxsize=1)
def _people() -> tuple[frozenset[str], frozenset[str], re.Pattern[str]]:
    """(household words, every person word, an English pattern of the person words no group
    holds)."""
    raw = json.loads(RECIPIENTS.read_text(encoding="utf-8"))
    household = frozenset(w.lower() for w in raw.get("household", ()))
    others = [w.lower() for w in raw.get("others", ())]
    every = frozenset(w.lower() for g in GROUPS for w in raw["person_words"][g]) | household | frozenset(others)
    return household, every, _en_pattern([w for w in others if not CJK.search(w)], person=True)


def person_words() -> frozenset[str]:
    """Every word for a person other than the speaker, both languages, lower-cased."""
    return _people()[1]


@lru_cache(maxsize=1)
def person_words_en() -> str:
    """A regex alternative of every English word for a person other than the speaker ("sister",
    "mother-in-law", "colleague"; a plural s too), longest first: who an identity is told of
    ("my sister is vegan")."""
    _, every, _ = _people()
    words = sorted((w for w in every if not CJK.search(w) and w not in ("him", "her")), key=len,
                   reverse=True)
    return "|".join(_en_body(w, person=True) for w in words)


@lru_cache(maxsize=1)
def _people_tokenizer():
    """A tokenizer of its own knowing every person word (闺女, 同事, 老人家 too): the recipient
    reader's own keeps its cut, whichever is asked first."""
    from agent.language.segment import lazy_tokenizer

    tokenizer = lazy_tokenizer()
    for word in _people()[1]:
        if CJK.search(word) and len(word) > 1:
            tokenizer.add_word(word, freq=50000)
    return tokenizer


def _persons_in(text: str) -> list[str]:
    """The person words of `text`, in order of their place: English whole words, Chinese
    whole jieba words (pronouns included)."""
    household, every, others_en = _people()
    low = text.lower()
    found: list[tuple[int, str]] = []
    for pattern in [p for p, _ in _lexicon().person_en] + [others_en]:
        found += [(m.start(), m.group(0).rstrip("s") if m.group(0).rstrip("s") in every else m.group(0))
                  for m in pattern.finditer(low)]
    found += [(m.start(), m.group(0)) for m in _PRONOUN_EN.finditer(low)]
    if CJK.search(text):
        at = 0
        for token in _people_tokenizer().cut(text, HMM=False):
            if token in every or token in _ZH_SUBJECTS:
                found.append((at, token))
            at += len(token)
    return [w for _, w in sorted(found)]


def whose_floor(text: str, at: int, carried: str = "") -> str | None:
    """Whose allergy the clause of text[at] tells: "self", "household", "other" (a person
    outside the household), or None (nobody said: the shopper's, by default). A pronoun
    (他, she) stands for the people the whole text names, or, naming none, those of the
    session's request so far (`carried`: "a cardigan for my mother-in-law" then "she's
    allergic to wool")."""
    household, _, _ = _people()
    start = max((m.end() for m in _CLAUSE_MARK.finditer(text.lower(), 0, at)), default=0)
    clause = text[start:at]
    said = _persons_in(clause)
    named = [w for w in said if w not in _PRONOUNS_EN and w not in _ZH_SUBJECTS]
    if not named and said:
        named = [w for w in _persons_in(text) + _persons_in(carried)
                 if w not in _PRONOUNS_EN and w not in _ZH_SUBJECTS]
        if not named:
            return None
    if named:
        return "household" if any(w in household for w in named) else "other"
    if _SELF_EN.search(clause.lower()) or any(w in clause for w in _SELF_ZH):
        return "self"
    return None


def whose_clause(text: str, at: int, carried: str = "") -> str | None:
    """`whose_floor` of the whole clause text[at] stands in, up to its end: the person may
    come after the word ("no wool for my boss's scarf", 给我吃素的朋友买个包)."""
    end = next((m.start() for m in _CLAUSE_MARK.finditer(text.lower(), at)), len(text))
    return whose_floor(text, end, carried)
