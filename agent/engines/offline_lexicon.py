"""The offline engine's vocabulary: which words in an utterance are attributes (materials,
colours, styles, features, brands), what their atomic English slug is, and how to say a slug
back in Chinese.

One source per fact: the zh->en word map is `data/zh_en_terms.json` (read through
`memory.terms`); `data/offline_lexicon.json` only adds what that map does not say (which
category an English term is, brands, ingredients and allergens, English spellings).
"""
from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import lru_cache
from types import MappingProxyType
from typing import Mapping

from memory.models import Category, clean_slug
from memory.paths import OFFLINE_LEXICON
from memory.text import CJK as _CJK
from memory.terms import normalize_terms, term_map

LEXICON_PATH = OFFLINE_LEXICON

_ASCII = re.compile(r"^[\x00-\x7f]+$")

# English words too common in other senses to count as a wanted attribute when merely
# mentioned ("orange juice", "a clear answer", "wine glass"). After a trigger ("no glass",
# "in orange") they still count.
_BARE_AMBIGUOUS = frozenset({
    "clear", "print", "led", "lid", "mini", "smart", "quiet", "classic", "modern", "loose",
    "down", "stone", "cream", "camel", "olive", "orange", "navy", "felt", "straw", "cork",
    "glass", "paper", "iron", "plush", "stretch", "business", "formal", "casual", "cute",
    "lace", "knit", "crystal", "cardboard", "logo", "wheels", "pockets", "alcohol", "meat",
    "sugar", "eggs", "nuts", "peanuts", "soy", "caffeine", "dairy", "pine", "oak", "walnut",
    "apple", "coach", "silent", "portable", "metal", "gold", "silver", "diamond", "pearl",
    "jade", "laces", "studs", "fur", "wood",
})


def is_cjk(text: str) -> bool:
    return bool(_CJK.search(text or ""))


@dataclass(frozen=True)
class Word:
    """One surface form the engine can find in an utterance."""

    surface: str  # lower-cased, as it appears in text
    slug: str
    category: Category
    # A single Chinese character (皮, 红, 棉) is only an attribute right after a trigger and
    # standing alone ("不要皮的"), never inside a noun (皮鞋, 棉被, 红酒).
    single: bool = False
    # Counts as a wanted attribute when merely mentioned (see _BARE_AMBIGUOUS).
    bare_ok: bool = True


class Lexicon:
    """Built once from the two JSON files; read-only afterwards."""

    def __init__(self, raw: Mapping, zh_map: Mapping[str, list[str]]):
        self._aliases = {k.lower(): v.lower() for k, v in raw.get("en_aliases", {}).items()}
        self._category: dict[str, Category] = {}
        for cat, words in raw.get("categories", {}).items():
            for word in words:
                self._category.setdefault(self.canonical(word), Category(cat))
        brands = raw.get("brands", {})
        for slug in brands:
            self._category[clean_slug(slug)] = Category.BRAND

        words: dict[str, Word] = {}
        zh_names: dict[str, str] = {}

        def add(surface: str, slug: str, category: Category | None = None) -> None:
            surface = surface.strip().lower()
            if not surface or surface in words:
                return
            slug = clean_slug(slug)
            cat = category or self.category_of(slug)
            if is_cjk(surface) and surface.endswith("色"):
                cat = Category.COLOR  # 金色 is a colour, 金 a material
            single = is_cjk(surface) and len(surface) == 1
            bare_ok = surface not in _BARE_AMBIGUOUS and slug not in _BARE_AMBIGUOUS
            words[surface] = Word(surface, slug, cat, single, bare_ok)
            if is_cjk(surface):
                # The display name of a slug: the first two-character-or-longer word.
                if slug not in zh_names or (len(zh_names[slug]) < 2 <= len(surface)):
                    zh_names[slug] = surface

        # Chinese words from the one zh->en map: the slug is its first English term.
        for zh, terms in zh_map.items():
            if not is_cjk(zh) or not terms:
                continue
            known = [self._category[c] for c in map(self.canonical, terms) if c in self._category]
            add(zh, self.canonical(terms[0]), known[0] if known else None)
        for zh, en in raw.get("zh_words", {}).items():
            add(zh, self.canonical(en))
        for slug, names in brands.items():
            for name in names:
                add(name, slug, Category.BRAND)
        # English: every English term the zh map produces, the categories, the extras.
        english: set[str] = set()
        for terms in zh_map.values():
            english.update(t.lower() for t in terms if _ASCII.match(t))
        for cat_words in raw.get("categories", {}).values():
            english.update(w.lower() for w in cat_words)
        english.update(w.lower() for w in raw.get("en_words", []))
        english.update(self._aliases)
        for word in sorted(english):
            add(word, self.canonical(word))
        self.words: Mapping[str, Word] = MappingProxyType(words)
        self._zh_names = MappingProxyType(zh_names)

        zh_forms = sorted((w for w in words if is_cjk(w)), key=lambda w: (-len(w), w))
        en_forms = sorted((w for w in words if not is_cjk(w)), key=lambda w: (-len(w), w))
        self.zh_pattern = re.compile("|".join(re.escape(w) for w in zh_forms))
        self.en_pattern = re.compile(
            r"(?<![a-z0-9&])(" + "|".join(_en_body(w) for w in en_forms) + r")(?![a-z0-9&])"
        )

    def canonical(self, word: str) -> str:
        """The slug of an English word: aliases folded, spaces to underscores."""
        word = " ".join(str(word).strip().lower().split())
        word = self._aliases.get(word, word)
        return clean_slug(word)

    def category_of(self, slug: str) -> Category:
        return self._category.get(clean_slug(slug), Category.GENERAL)

    def find(self, surface: str) -> Word | None:
        surface = surface.strip().lower()
        word = self.words.get(surface)
        if word is None and not is_cjk(surface):
            # plural or hyphen variants: "plastics", "faux-leather"
            flat = re.sub(r"[\s\-]+", " ", surface)
            word = self.words.get(flat) or self.words.get(flat.rstrip("s"))
        return word

    def slug_for(self, word: str) -> str:
        """English slug for a word as said: known words get their English term (塑料 ->
        plastic), unknown ones a normalised form of themselves."""
        found = self.find(word)
        if found is not None:
            return found.slug
        for term in normalize_terms([word]):
            if _ASCII.match(term):
                return self.canonical(term)
        return clean_slug(re.sub(r"[\s\-]+", "_", word.strip().lower()))

    def zh_name(self, slug: str) -> str | None:
        return self._zh_names.get(clean_slug(slug))


def _en_body(word: str) -> str:
    parts = [re.escape(p) for p in re.split(r"[\s\-]+", word) if p]
    body = r"[\s\-]+".join(parts)
    last = parts[-1] if parts else ""
    if last.isalpha() and len(last) >= 3 and not last.endswith("s"):
        body += "s?"
    return body


@lru_cache(maxsize=1)
def lexicon() -> Lexicon:
    raw = json.loads(LEXICON_PATH.read_text(encoding="utf-8"))
    return Lexicon(raw, term_map())
