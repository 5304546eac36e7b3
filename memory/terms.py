"""Matching a preference word against product text (DESIGN section 5).

Two verbs every matcher shares:

- `normalize_terms(words)`: the words as said (often Chinese) plus the English terms that
  product titles use, from the one zh->en map in `data/zh_en_terms.json`.
- `term_hits(term, text)`: the term occurs as a whole word or phrase and is not negated or
  qualified away. A bare substring test kills vegan leather ("leather" in "Vegan Leather
  Tote") and finds "pu" in "CPU": it is a defect wherever it stands.

Rules decided here (tests/test_terms.py pins each one):

- A class word covers its members (data/material_kinds.json): 化纤 / synthetic fibre also
  hits polyester, 涤纶, nylon, 锦纶 … titles; a member word never grows its class.

- Qualifiers before the term take the material away: faux, synthetic, imitation,
  artificial, fake, man-made ("Faux Leather" is not leather); vegan and PU only do so for
  animal materials ("Vegan Leather" is not leather, "Vegan Protein" is still protein).
- Negators before the term: non, no, not, without, zero, "free of/from" ("Non-Leather",
  "No Plastic", "without any leather"). Only the word right before counts (plus a filler
  like "any"), so "Non-Stick Plastic Spatula" is plastic: "non" negates "stick".
- Qualifiers after the term: -free, -like, -look, -effect ("Plastic-Free", "Leather-Look").
  "Buy 1 Get 1 Free" and "Scratch Free" negate nothing a shopper said.
- BPA: "BPA-free" qualifies BPA, not the material. "BPA-Free Plastic Bottle" IS plastic
  (hits `plastic`); "BPA-Free Bottle" does not hit plastic; "Plastic-Free Bottle" does not.
- Care products: "Leather Cleaner/Polish/Conditioner/Care/Repair..." are for leather, not
  made of it, so they do not hit `leather` (same for glass cleaner, wood polish ...).
- PET: matching is lexical and case-insensitive, so `term_hits("pet", "PET Bottle")` is
  True. `plastic` does not hit "PET Bottle" (no map entry turns plastic into PET), and
  the zh map has no entry that produces "pet" (宠物 is not a material word).
- Chinese terms match as substrings of Chinese text (no word boundaries there), unless the
  text right before says 人造/仿/合成/人工/超纤/PU (qualified) or 无/不含/非/不是/没有/不要/
  免 (negated), or right after says 护理/清洁/保养/修复 (care products). A term ending in 皮
  followed by 纸 is paper (牛皮纸, 羊皮纸), not leather. A longer map word that contains the
  term but means something else shadows it: 鹅绒 in 天鹅绒 is velvet, 棉 in 记忆棉 is memory
  foam, 金 in 合金 is alloy (钢 in 不锈钢 is still steel). A Chinese term never hits English text
  and an English term is found in Chinese text only as a whole ASCII word ("PU leather女包").
- A match counts if ANY occurrence is un-negated: "Vegan Leather Upper, Genuine Leather
  Insole" is leather.
- Single English words also hit their plain "s" plural ("plastics", "wheels"); words that
  already end in s do not grow one ("glass" does not hit "glasses").
"""
from __future__ import annotations

import json
import re
from functools import lru_cache
from typing import Iterable

from memory.paths import COLOUR_FAMILIES, MATERIAL_KINDS, ZH_EN_TERMS
from memory.text import CJK as _CJK

TERMS_FILE = ZH_EN_TERMS

_WORD = re.compile(r"[a-z0-9]+")
# Separators allowed between the words of a phrase: "stainless steel", "stainless-steel".
_PHRASE_GAP = r"[\s\-_]+"

# Words that take a material away when they stand right before it.
_QUALIFIERS = frozenset(
    {"faux", "synthetic", "imitation", "artificial", "fake", "manmade", "simulated"}
)
# "man-made leather" splits into man, made.
_QUALIFIER_PAIRS = frozenset({("man", "made")})
# Vegan/PU/microfiber only qualify animal materials: "vegan leather" is not leather, but
# "vegan protein" is protein and "PU foam" is foam.
_ANIMAL_QUALIFIERS = frozenset({"vegan", "pu", "microfiber", "microfibre", "pvc", "vinyl"})
_ANIMAL_MATERIALS = frozenset(
    {
        "leather", "leathers", "suede", "fur", "wool", "silk", "down", "cashmere",
        "feather", "feathers", "nubuck", "sheepskin", "lambskin", "cowhide", "pigskin",
        "mohair", "alpaca", "angora", "merino", "shearling",
    }
)
_NEGATORS = frozenset({"non", "no", "not", "without", "zero", "nor"})
_NEGATOR_PAIRS = frozenset({("free", "of"), ("free", "from")})
# "no added plastic", "without any leather": one filler between negator and term.
_FILLERS = frozenset({"any", "added", "real", "genuine"})
# Words right after the term that qualify it away.
# "Gold-Toned" and "Suede Finish" name a colour or a look, not the material (the colour
# words 金色/银色 map to "gold-toned"/"silver-toned" as well). "Silver-Plated" stays silver:
# the metal is there, which is what an allergy cares about.
_AFTER_QUALIFIERS = frozenset({"free", "like", "look", "effect", "toned", "tone", "finish"})
# Products FOR the material, not made of it ("Leather Cleaner").
_CARE_WORDS = frozenset(
    {
        "cleaner", "cleaners", "cleaning", "polish", "polishes", "conditioner",
        "conditioners", "care", "repair", "protector", "restorer", "dye", "balm",
    }
)

_ZH_QUALIFIERS = ("人造", "仿", "合成", "人工", "超纤", "pu", "pvc")
_ZH_QUALIFIED_BEFORE = re.compile(r"(?:人造|仿|合成|人工|超纤|pu|pvc)\s*$")
_ZH_NEGATED_BEFORE = re.compile(r"(?:无|不含|非|不是|没有|不要|免)(?:任何|添加)?\s*$")
_ZH_AFTER_CARE = ("护理", "清洁", "保养", "修复", "养护")


@lru_cache(maxsize=1)
def _term_map() -> dict[str, tuple[str, ...]]:
    """The zh->en map, loaded once: a per-call JSON load would dominate the read path."""
    raw = json.loads(TERMS_FILE.read_text(encoding="utf-8"))
    return {
        str(k).strip().lower(): tuple(str(v).strip().lower() for v in vs if str(v).strip())
        for k, vs in raw.items()
    }


@lru_cache(maxsize=1)
def _kinds() -> dict[str, tuple[str, ...]]:
    """Class word -> the materials it covers (data/material_kinds.json)."""
    raw = json.loads(MATERIAL_KINDS.read_text(encoding="utf-8"))
    kinds = {_clean(k): tuple(_clean(v) for v in vs if _clean(v))
             for k, vs in raw["kinds"].items()}
    for alias, kind in raw.get("aliases", {}).items():  # other spellings of a class word
        kinds[_clean(alias)] = (_clean(kind), *kinds[_clean(kind)])
    return kinds


@lru_cache(maxsize=1)
def _colour_families() -> dict[str, tuple[str, ...]]:
    """Colour word -> the shades titles name instead (data/colour_families.json)."""
    raw = json.loads(COLOUR_FAMILIES.read_text(encoding="utf-8"))
    return {_clean(k): tuple(_clean(v) for v in vs if _clean(v)) for k, vs in raw["families"].items()}


def term_map() -> dict[str, list[str]]:
    """A copy of the zh->en map (word -> English terms), for readers such as affinity."""
    return {k: list(v) for k, v in _term_map().items()}


def _clean(word: str) -> str:
    return " ".join(str(word).strip().lower().split())


@lru_cache(maxsize=4096)
def _normalize_one(word: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """(the word and its title terms, the members of the classes among them)."""
    key = _clean(word)
    if not key:
        return (), ()
    out = [key]
    for en in _term_map().get(key, ()):
        if en not in out:
            out.append(en)
    # a class word covers its members: 化纤 → synthetic fiber → polyester, 涤纶, nylon …;
    # 皮革 → leather → suede, nubuck (a vegan's "no leather" is no suede either)
    members: list[str] = []
    for term in out:
        for member in _kinds().get(term, ()):
            for word in (member, *_term_map().get(member, ())):
                if word not in out and word not in members:
                    members.append(word)
    return tuple(out), tuple(members)


def normalize_terms(words: Iterable[str]) -> list[str]:
    """Each word (lower-cased) followed by its English terms, then the members of any class
    word among them; de-duplicated, order-stable.

    Negated words such as 无塑料 are not in the map and come back as they are: a curator
    stores the atomic word (塑料) with a dislike polarity, never the negated phrase.
    """
    out: list[str] = []
    later: list[str] = []
    for word in words:
        own, members = _normalize_one(str(word))
        out += [t for t in own if t not in out]
        later += [t for t in members if t not in later]
    return out + [t for t in later if t not in out]


def is_chinese(term: str) -> bool:
    return bool(_CJK.search(term))


@lru_cache(maxsize=8192)
def _compiled(term: str) -> tuple[re.Pattern[str], bool, str, bool] | None:
    """(pattern, is_chinese, last word, term is itself qualified) for a term; None when
    there is nothing to match. A term that is itself qualified ("faux leather", 人造皮革)
    is not taken away by a second qualifier ("Vegan Faux Leather" is faux leather)."""
    key = _clean(term)
    if not key:
        return None
    if is_chinese(key):
        qualified = key.startswith(_ZH_QUALIFIERS)
        return re.compile(re.escape(key)), True, key, qualified
    words = _WORD.findall(key)
    if not words:
        return None
    body = _PHRASE_GAP.join(re.escape(w) for w in words)
    last = words[-1]
    plural = "s?" if len(last) >= 3 and not last.endswith("s") and last.isalpha() else ""
    # ASCII boundaries: CJK characters count as a boundary so "PU leather女包" still works.
    pattern = re.compile(rf"(?<![a-z0-9]){body}{plural}(?![a-z0-9])")
    first = words[0]
    qualified = first in _QUALIFIERS or first in _ANIMAL_QUALIFIERS or first == "man"
    return pattern, False, last, qualified


def _english_occurrence_counts(
    text: str, start: int, end: int, last: str, qualified: bool
) -> bool:
    before = _WORD.findall(text[max(0, start - 40):start])
    after = _WORD.findall(text[end:end + 30])
    if before:
        prev = before[-1]
        if prev in _NEGATORS:
            return False
        if not qualified:
            if prev in _QUALIFIERS:
                return False
            if prev in _ANIMAL_QUALIFIERS and last in _ANIMAL_MATERIALS:
                return False
        if len(before) >= 2:
            pair = (before[-2], prev)
            if pair in _NEGATOR_PAIRS or (not qualified and pair in _QUALIFIER_PAIRS):
                return False
            if prev in _FILLERS and before[-2] in _NEGATORS:
                return False
    if after:
        nxt = after[0]
        if nxt in _AFTER_QUALIFIERS or nxt in _CARE_WORDS:
            return False
    return True


@lru_cache(maxsize=4096)
def _zh_shadows(term: str) -> tuple[tuple[str, int], ...]:
    """Longer map words that contain `term` but mean something else, with the offset of
    `term` inside them: 鹅绒 inside 天鹅绒 (velvet, not down), 棉 inside 记忆棉 (memory foam,
    not cotton), 金 inside 合金 (alloy, not gold), 牛皮 inside 牛皮纸 (kraft paper).
    Chinese has no word boundaries, so the longer dictionary word is the boundary. A longer
    word whose English the term's English covers is no shadow: 钢 in 不锈钢 is still steel.
    """
    mapping = _term_map()
    own = mapping.get(term)
    if not own:
        return ()
    shadows = []
    for word, english in mapping.items():
        if len(word) <= len(term) or term not in word:
            continue
        if any(term_hits(mine, theirs) for mine in own for theirs in english):
            continue
        offset = word.find(term)
        while offset >= 0:
            shadows.append((word, offset))
            offset = word.find(term, offset + 1)
    return tuple(shadows)


def _chinese_occurrence_counts(
    text: str, start: int, end: int, term: str, qualified: bool
) -> bool:
    for word, offset in _zh_shadows(term):
        at = start - offset
        if at >= 0 and text.startswith(word, at):
            return False
    head = text[max(0, start - 6):start]
    if _ZH_NEGATED_BEFORE.search(head):
        return False
    if not qualified:
        found = _ZH_QUALIFIED_BEFORE.search(head)
        # pu/pvc qualify leather away (pu皮 is not 真皮) but are themselves plastics:
        # "pvc塑胶地板" is plastic.
        if found and not (found.group(0).strip() in ("pu", "pvc") and "皮" not in term):
            return False
    tail = text[end:end + 2]
    if tail.startswith(_ZH_AFTER_CARE):
        return False
    if term.endswith("皮") and tail.startswith("纸"):  # 牛皮纸 is kraft paper
        return False
    return True


@lru_cache(maxsize=4096)
def _lower(text: str) -> str:
    # A turn tests ~30 terms against each title: lower each title once, not 30 times.
    return text.lower()


def term_hits(term: str, text: str) -> bool:
    """True when `term` occurs in `text` as a whole word/phrase and is not negated or
    qualified away. Callers normalize first and test each normalized term."""
    if not text:
        return False
    compiled = _compiled(term)
    if compiled is None:
        return False
    pattern, chinese, last, qualified = compiled
    text = _lower(text)
    match = pattern.search(text)
    while match is not None:
        start, end = match.span()
        if chinese:
            if _chinese_occurrence_counts(text, start, end, last, qualified):
                return True
        elif _english_occurrence_counts(text, start, end, last, qualified):
            return True
        match = pattern.search(text, end)
    return False


@lru_cache(maxsize=1)
def _zh_aliases() -> dict[str, tuple[str, ...]]:
    """English term -> the Chinese words that map to it (two characters or more: a lone 皮
    or 棉 inside a Chinese title is too often part of another word)."""
    out: dict[str, list[str]] = {}
    for zh, english in _term_map().items():
        if is_chinese(zh) and len(zh) >= 2:
            for en in english:
                out.setdefault(en, []).append(zh)
    return {en: tuple(zhs) for en, zhs in out.items()}


@lru_cache(maxsize=4096)
def _forms_one(word: str) -> tuple[str, ...]:
    own, members = _normalize_one(word)
    out = list(own)
    for en in own:
        for zh in _zh_aliases().get(en, ()):
            if zh not in out:
                out.append(zh)
    # a class's members come as the kinds table names them (in both languages), without
    # their own aliases: 绒面 maps to suede but is velvet as often as not
    out += [m for m in members if m not in out]
    # a colour's shades, for matching titles only: "no red" is no burgundy dress either, but
    # the words memory keeps (normalize_terms) stay as said, so "burgundy is fine" lifts no red
    # (each shade with the Chinese words the word map gives it: burgundy → 酒红, navy → 藏青)
    for en in own:
        for shade in _colour_families().get(en, ()):
            out += [w for w in (shade, *_zh_aliases().get(shade, ())) if w not in out]
    return tuple(out)


def match_forms(words: Iterable[str]) -> list[str]:
    """normalize_terms, plus the Chinese words for each English term: what a matcher tests
    against a title. A dislike of 皮革 must also reach "头层牛皮真皮沙发" (Chinese titles say
    真皮, not 皮革), and an English slug "leather" must reach a Chinese title at all."""
    out: list[str] = []
    for word in words:
        for term in _forms_one(str(word)):
            if term not in out:
                out.append(term)
    return out


def any_hit(terms: Iterable[str], text: str) -> str | None:
    """The first matching form (see match_forms) that hits `text`, or None."""
    for term in match_forms(terms):
        if term_hits(term, text):
            return term
    return None


@lru_cache(maxsize=16384)
def covers(a: str, b: str) -> bool:
    """True when one word covers the other after normalization, in either direction.
    Cached: the affinity step asks it for every favourite token against every dislike and
    prefer word, each turn, on the same few words.

    Used for suppression: dislike "皮革" (-> leather) covers affinity "genuine leather".
    Never string equality: "leather" and "genuine leather" differ and still cover, while
    "leather" and "vegan leather" do not (vegan qualifies leather away).
    """
    left = normalize_terms([a])
    right = normalize_terms([b])
    for x in left:
        for y in right:
            if term_hits(x, y) or term_hits(y, x):
                return True
    return False
