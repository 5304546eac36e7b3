"""The offline engine's vocabulary: which words in an utterance are attributes (materials,
colours, styles, features, brands), what their atomic English slug is, and how to say a slug
back in Chinese.

One source per fact: every zh->en word is in `data/zh_en_terms.json` (read through
`memory.terms`), brand names included (耐克 -> nike); `data/offline_lexicon.json` only adds
what that map does not say (which category an English term is, English brand names, English
spellings); every brand in the catalog's `brand` field is a brand word too.

Typos: an English word the engine does not know (not an attribute, not a product word, not a
word of any catalog title) is matched against the attribute and product words with
`rapidfuzz`: "laether" is leather, "bakcpack" is backpack. Only words of five letters or
more, with the same first letter, at a similarity of 80 or more, and never a word an English
dictionary knows (pyspellchecker's word list: "letter" is not litter, "swear" not sweater).
"""
from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from types import MappingProxyType
from typing import Container, Iterable, Mapping, Sequence

from agent.disk_cache import cached  # perfstart: derived tables kept between processes
from memory.models import Category, clean_slug
from memory.paths import CATALOG, DOMAIN_KEYWORDS, MATERIAL_KINDS, OFFLINE_LEXICON, ZH_LOOKALIKES
from memory.text import CJK as _CJK, CJK_RANGE as _CJK_RANGE
from memory.terms import _ANIMAL_MATERIALS, _QUALIFIERS, normalize_terms, term_map

LEXICON_PATH = OFFLINE_LEXICON
MATERIAL_KINDS_PATH = MATERIAL_KINDS
DOMAIN_KEYWORDS_PATH = DOMAIN_KEYWORDS
DEFAULT_CATALOG = CATALOG
FUZZY_MIN_LEN = 5
SHORT_SLIP_LEN = 4  # four letters: only a typing hand's slips (`Lexicon._short_slip`)
FUZZY_MIN_SCORE = 80.0
SOUND_MIN_RATIO = 50.0  # a word reached by its sound key still shares half its letters
SOUND_MIN_CONSONANTS = 3  # a sound key of two consonants ("swade", S-T) is shared by names
_DOUBLED = re.compile(r"([a-z])\1+")
_EN_TOKEN = re.compile(r"(?<![a-z0-9'])[a-z]+(?![a-z0-9'])")

# Letters that look alike, confused by an eye or a machine reading a label, not by a typing
# hand: rn and nn for m, vv for w, cl for d, v and u for each other (one open bowl, pointed in
# some fonts and in capitals); the digits and signs drawn like a letter, 1 and | for l, 0 for
# o, 5 and $ for s, 3 for e, 8 and 6 for b, 7 for t, 9 for g, @ for a ("5equins", "$uede",
# "cashm3re", "8amboo", "p|astic", "sa7in", "or9anza"); and the capital I and the small l,
# one stroke in most fonts ("wooI", "tuIle", "cast lron"), which the fold to lower case leaves
# as i for l or l for i. (Without | here, "p|astic" was cut at the sign and "astic" mended
# alone, to a brand.) Round 40: 4 for a (its open triangle, "4lpaca", "c4se", "l4ce") and + for
# t (one crossed stroke, "plas+ic"), loose: a 4 is a count and a + a plus far more often.
_LOOKALIKES = (("rn", "m"), ("nn", "m"), ("vv", "w"), ("cl", "d"), ("v", "u"), ("u", "v"),
               ("1", "l"), ("|", "l"), ("0", "o"), ("5", "s"), ("$", "s"), ("3", "e"),
               ("8", "b"), ("6", "b"), ("7", "t"), ("9", "g"), ("@", "a"), ("4", "a"), ("+", "t"),
               ("i", "l"), ("l", "i"))
_LOOSE_LOOKALIKES = (("v", "u"), ("u", "v"), ("6", "b"), ("7", "t"), ("9", "g"), ("4", "a"),
                     ("+", "t"))
_LOOKALIKE_SIGNS = "".join(seen for seen, _ in _LOOKALIKES if not seen.isalpha())
_SIGN = f"[{re.escape(_LOOKALIKE_SIGNS)}]"
# A word of four or more characters, letters with at most those digits and signs inside them,
# opening them or (one) closing them ("po1yamide", "0rganza", "5atin", "f1anne1"; "100w", "4k"
# are a number and its unit, "$45" a price, and no word; "usb3", "iphone5" a model's number,
# which `unfold_lookalike` leaves: a closing sign is read only in a word with one inside too).
_LOOKALIKE_TOKEN = re.compile(
    rf"(?<![a-z0-9'$@+]){_SIGN}?[a-z]+(?:{_SIGN}+[a-z]+)*{_SIGN}?(?![a-z0-9'$@+])")


def _occurrences(text: str, part: str) -> list[int]:
    return [m.start() for m in re.finditer(re.escape(part), text)]


_ASCII = re.compile(r"^[\x00-\x7f]+$")
_EN_PAIR = re.compile(r"(?<![a-z0-9'])(?=([a-z]+) ([a-z]+)(?![a-z0-9']))")

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
    "jade", "laces", "studs", "fur", "wood", "synthetic",
    # also a colour, a scent, a syrup or a sense of "definite": "slate grey", "cedar candle"
    "maple", "slate", "concrete", "quartz", "cedar", "terracotta", "granite",
    # the drink itself before it is a food group ("想买牛奶", "oat milk"): dairy only when refused
    "milk", "牛奶",
    # a food, a colour and a term of endearment ("thanks honey"): honey only when refused
    "honey",
    # the labelled allergens and the salt of a diet, which are also foods, seasonings and a
    # colour ("a fish tank", "bath salts", "a mustard scarf", 鱼竿, 盐灯): a substance only when refused
    "fish", "salt", "mustard", "celery", "sesame", "鱼", "盐", "芝麻", "芥末", "芹菜",
})


# The labelled allergens that are also foods (added in round 23): said as the first word of
# a product type's English name ("fish tank", "fish oil", "salt lamp"), they name that product,
# not a substance (`offline_constraints.find_mentions`).
ALLERGEN_FOODS = frozenset({"fish", "salt", "mustard", "celery", "sesame"})


@lru_cache(maxsize=1)
def goods_named_by(word: str) -> re.Pattern[str] | None:
    """The rest of every product type's English name that begins with `word` ("fish" →
    " tank", " oil", " food"), as one pattern to match right after the word."""
    from agent.product_types import all_types

    head = word + " "
    rests = sorted({n[len(head):] for t in all_types() for n in (*t.en, *t.also_en)
                    if n.lower().startswith(head)}, key=len, reverse=True)
    return re.compile(r"\s+(?:" + "|".join(re.escape(r) for r in rests) + r")(?![a-z])") if rests else None


# A Chinese token jieba's dictionary counts this often is a word of its own, not a slip.
ZH_TYPO_MAX_FREQ = 20
# The heads of Chinese device names (打蛋器, 擦丝器, 榨汁机): what goes before them is a verb and
# its object, never a material of two characters.
_ZH_DEVICE_HEADS = frozenset("器机仪")
# A token the dictionary counts this often is a word (纯色 17, 运动服 17, 鸡精 13, 褶子 15): it
# is read as a slip only of a word with its very sound, what a pinyin input method offers in
# its place, read by each character's main reading (皮格 6 and 聚脂 10 for 皮革, 聚酯; 服 is
# no 包 by a rare reading of each), never of a word one sound off (纯色 "a plain
# colour" was mended into 橙色 orange, 运动服 into 运动包, 鸡精 into 酒精, 褶子 into 榛子).
ZH_KNOWN_WORD_FREQ = 5
# The classifiers a product's name follows (一条项链, 一双鞋): a slip may be glued to one.
_ZH_CLASSIFIERS = frozenset("台双件款把只条个套瓶支顶张部辆副对")
# How close two toneless readings must be for a slip of one character (rapidfuzz ratio):
# qing/jing 85, shuo/su 77 (`_near_sound`). Another word's reading is further (shuo/mian 0).
ZH_NEAR_SOUND_MIN = 70.0
# A slip of the eye (`_looks_like`) weighs as a sound this close: a word the sound alone
# reaches as nearly (a homophone at every place is `found` and comes first) ties with it, and
# a tie of two materials is no mend.
ZH_LOOKALIKE_SCORE = 90.0
# How much commoner than a product name's own character a look-alike typed in its place may
# be: a shape as common is taken for it by the eye (捧 2,920 for 棒 2,439); a far commoner one
# is a word the writer meant (里 for 垫).
ZH_LOOKALIKE_COMMONER = 2
_CJK_ONLY = re.compile(rf"^[{_CJK_RANGE}]+$")
# A lone character of grammar is never part of an attribute word: a run holding it crosses
# a word boundary (不/要, 别/要, 最/爱).
_ZH_NUMERAL = re.compile(r"[零〇一二两三四五六七八九十百千万几半]")
# (The adverbs of how often, 老 总 常, with the others: 扫地机器人老卡在椅子腿中间 "keeps getting
# stuck" was read as 莱卡, lycra, by the sound lao/lai; and 到 of a degree, "X到Y": 香到上头
# "so fragrant it goes to the head" was read as 香料, a fragrance refused, once the mend ran
# beside a coined maker's name.)
_ZH_GRAMMAR = re.compile(r"[的了着过这那我你他她它们不没别要很太最更都也就还再又老总常到是有在和与或吗呢吧啊呀么个把给用买家]")


@lru_cache(maxsize=1)
def _pinyin_table():
    from agent.language.library_tables import pinyin_readings  # perfstart: cached, no phrases

    return pinyin_readings()


@lru_cache(maxsize=1)
def _zh_lookalikes() -> Mapping[str, frozenset[str]]:
    """For each character of the Chinese attribute words, the characters an eye takes for it
    (绂 for 绒, 庥 for 麻, 条 for 涤): derived from glyphs and part splits by
    scripts/derive_lookalikes.py, no list of slips."""
    table = json.loads(ZH_LOOKALIKES.read_text(encoding="utf-8"))
    return MappingProxyType({ch: frozenset(near) for ch, near in table.items()})


def _looks_like(token: str, word: str) -> bool:
    """`token` is `word` misread by the eye: the same length, every character the same or a
    look-alike of the word's own (`_zh_lookalikes`), one at least a look-alike."""
    table = _zh_lookalikes()
    off = [(a, b) for a, b in zip(token, word) if a != b]
    return len(token) == len(word) and bool(off) and all(a in table.get(b, ()) for a, b in off)


@lru_cache(maxsize=8192)
def _sounds(ch: str) -> frozenset[str]:
    import unicodedata

    raw = _pinyin_table().get(ord(ch), "")
    return frozenset("".join(c for c in unicodedata.normalize("NFKD", r)
                             if not unicodedata.combining(c)) for r in raw.split(",") if r)


_VOWELS = frozenset("aeiouy")


def _slip_cost(token: str, word: str) -> float:
    """How far a slip is from `word` letter by letter, at the same length: a vowel typed for a
    vowel costs half a consonant. Other lengths cost the same, 1 (ties keep their order)."""
    if len(token) != len(word):
        return 1.0
    return sum(0.5 if a in _VOWELS and b in _VOWELS else 1.0 for a, b in zip(token, word) if a != b)


# The letter keys of a QWERTY keyboard, row by row, each row shifted right of the one above
# by its stagger: two keys are neighbours in one row side by side, or in the next row less
# than a key's width apart (s: a d w e z x).
_KEY_ROWS = (("qwertyuiop", 0.0), ("asdfghjkl", 0.25), ("zxcvbnm", 0.75))
_KEY_AT = {ch: (row, col + shift) for row, (keys, shift) in enumerate(_KEY_ROWS)
           for col, ch in enumerate(keys)}
# A word this long may carry two neighbouring-key slips (six letters: "vekvey" for velvet).
KEY_SLIPS_MIN_LEN = 6


def _neighbour_keys(a: str, b: str) -> bool:
    if a not in _KEY_AT or b not in _KEY_AT or a == b:
        return False
    (ra, ca), (rb, cb) = _KEY_AT[a], _KEY_AT[b]
    return (ra == rb and abs(ca - cb) == 1) or (abs(ra - rb) == 1 and abs(ca - cb) < 1)


def key_slips(token: str, word: str) -> bool:
    """Whether `token` is `word` with at most two letters each typed with the key beside the
    meant one (same length; one far letter is the ratio's to find, and a real word one far
    letter off, "sulphate", is no slip of "sulphite")."""
    if len(token) != len(word):
        return False
    slips = [(a, b) for a, b in zip(token, word) if a != b]
    return len(slips) <= 2 and all(_neighbour_keys(a, b) for a, b in slips)


def _same_sound(a: str, b: str) -> bool:
    return a == b or bool(_sounds(a) & _sounds(b))


# Initials said in the same place of the mouth, which a slip swaps most (j/q/x, the
# retroflex and flat z/zh, c/ch, s/sh of the common "fuzzy pinyin" settings, b/p, d/t, g/k).
_INITIAL_GROUPS = ("jqx", "zcs", "bpmf", "dtnl", "gkh")
_INITIAL = re.compile(r"^(?:zh|ch|sh|[bpmfdtnlgkhjqxrzcsyw])?")


def _initial_group(reading: str) -> int:
    initial = _INITIAL.match(reading).group(0)[:1]
    return next((i for i, g in enumerate(_INITIAL_GROUPS) if initial and initial in g), -1)


@lru_cache(maxsize=8192)
def _main_sound(ch: str) -> str:
    """The toneless reading a character is typed by: the table's first, its common one."""
    import unicodedata

    first = _pinyin_table().get(ord(ch), "").split(",")[0]
    return "".join(c for c in unicodedata.normalize("NFKD", first) if not unicodedata.combining(c))


@lru_cache(maxsize=8192)
def _near_sound(a: str, b: str) -> float:
    """How close the toneless readings of two characters are (0-100): the spelling's
    similarity, and 10 more when the initials are of one group (qing/jing 85, qing/bing 75,
    shuo/su 77). Main readings only: a heteronym's rare reading made everyday words slips
    (掉 diao also reads nuo, near 驼 tuo: 掉毛 "shedding" became 驼毛 camel hair)."""
    from rapidfuzz import fuzz

    x, y = _main_sound(a), _main_sound(b)
    if not x or not y:
        return 0.0
    near = 10.0 if _initial_group(x) == _initial_group(y) != -1 else 0.0
    return fuzz.ratio(x, y) + near


@lru_cache(maxsize=8192)
def _fuzzy_same(a: str, b: str) -> bool:
    """The main readings of two characters are one under the fuzzy-pinyin rules
    (`agent.language.typed_pinyin.folded`: 尼农 nong for 尼龙 long)."""
    from agent.language.typed_pinyin import folded

    x, y = _main_sound(a), _main_sound(b)
    return bool(x) and bool(y) and folded(x) == folded(y)


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
    # Made from a family table (source x head: "calf hide"), not a word of the vocabulary:
    # the nearest-material reader leaves it out, or hundreds of "X skin" words would pull
    # "sequins" and "zips" to leather.
    derived: bool = False
    # The specific material said when `slug` is its family (sterling silver, whose family is
    # silver; 实木, solid wood's): a wish keeps what was said, a refusal takes the family.
    kind: str = ""


# Words that say a material is itself, not a kind of it: "genuine leather" is leather.
_AUTHENTIC = frozenset({"genuine", "real", "pure", "natural", "true", "authentic"})


class Lexicon:
    """Built once from the two JSON files; read-only afterwards."""

    def __init__(self, raw: Mapping, zh_map: Mapping[str, list[str]],
                 brands: Iterable[str] = (), product_words: Iterable[str] = (),
                 known_words: Iterable[str] = (), sources: Mapping | None = None,
                 kinds: Iterable[str] = (), fineness: Mapping | None = None):
        self._aliases = {k.lower(): v.lower() for k, v in raw.get("en_aliases", {}).items()}
        self._stance_words = tuple(w.lower() for w in raw.get("en_stance_words", ()))
        self._category: dict[str, Category] = {}
        for cat, words in raw.get("categories", {}).items():
            for word in words:
                self._category.setdefault(self.canonical(word), Category(cat))
        known_brands = raw.get("brands", {})
        for slug in known_brands:
            self._category[clean_slug(slug)] = Category.BRAND

        words: dict[str, Word] = {}
        zh_names: dict[str, str] = {}
        parents = _material_parents(zh_map, self._category)

        def add(surface: str, slug: str, category: Category | None = None,
                derived: bool = False) -> None:
            surface = surface.strip().lower()
            if not surface or surface in words:
                return
            slug = clean_slug(slug)
            cat = category or self.category_of(slug)
            kind = ""
            if cat == Category.MATERIAL and slug in parents:
                kind, slug = slug, parents[slug]  # lambskin is leather, elastane spandex
            if is_cjk(surface) and surface.endswith("色"):
                cat = Category.COLOR  # 金色 is a colour, 金 a material
            single = is_cjk(surface) and len(surface) == 1
            # A specific form of an ambiguous word ("sterling silver", 纯银 for silver) names
            # the material: only the ambiguous word itself is guarded.
            long_form = (len(surface) >= 2) if is_cjk(surface) else (" " in surface)
            bare_ok = surface not in _BARE_AMBIGUOUS and (slug not in _BARE_AMBIGUOUS
                                                          or long_form)
            words[surface] = Word(surface, slug, cat, single, bare_ok, derived, kind)
            if is_cjk(surface):
                # The display name of a slug: the first two-character-or-longer word.
                if slug not in zh_names or (len(zh_names[slug]) < 2 <= len(surface)):
                    zh_names[slug] = surface

        # A class word that ends with one of its own members' names ("animal fur": fur) is
        # that member: fur is by itself an animal's; the class still widens to mink, 皮草.
        heads = {kind: kind.rsplit(" ", 1)[-1] for kind in kinds if " " in kind}
        for kind, head in heads.items():
            if head in self._category or any(head in terms for terms in zh_map.values()):
                self._aliases.setdefault(kind, head)
        # Chinese words from the one zh->en map: the slug is its first English term.
        for zh, terms in zh_map.items():
            if not is_cjk(zh) or not terms:
                continue
            known = [self._category[c] for c in map(self.canonical, terms) if c in self._category]
            add(zh, self.canonical(terms[0]), known[0] if known else None)
        for slug, names in known_brands.items():
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
        # The name of an attribute is none of its values: "colour" (an alias of the spelling
        # "color", the category's own name) named as a word made "any colour except white" a
        # like of `color` and "I don't care about the colour" a dislike of it.
        names = {c.value for c in Category}
        for word in sorted(english):
            if self.canonical(word) not in names:
                add(word, self.canonical(word))
        # Animal materials named by their source ("calf hide", 鳄鱼皮, "goose feathers", 兔毛):
        # every source x head compound of data/material_kinds.json is a word of its material.
        for surface, slug in source_compounds(sources):
            add(surface, slug, Category.MATERIAL, derived=True)
        # A precious metal with its fineness ("18k gold", 足金, "925 silver") is the metal,
        # where the metal alone after "in" is its colour (data/material_kinds.json `fineness`).
        for surface, slug in fineness_compounds(fineness):
            add(surface, slug, Category.MATERIAL, derived=True)
        # A colour with its shade or intensity ("neon yellow", 荧光绿, 浅蓝色) is one colour,
        # refused or liked as a whole and matched in titles as a whole: read as two words, "no
        # neon yellow" refused every yellow, and 荧光绿, no word at all, was stored as a brand.
        for surface, slug in shade_compounds(raw.get("colour_shades"), words):
            add(surface, slug, Category.COLOR, derived=True)
        # A material with the qualifier that takes it away (memory.terms: "fake fur",
        # "imitation suede", "synthetic leather") is the faux material, not the animal one:
        # "fake fur is fine" lifts nothing, and "no fake leather" is no leather refusal.
        for material in sorted(_ANIMAL_MATERIALS):
            base = words.get(material)
            if base is None or base.category != Category.MATERIAL:
                continue
            faux = words.get(f"faux {material}")
            faux_slug = faux.slug if faux is not None else clean_slug(f"faux_{base.slug}")
            for q in sorted(_QUALIFIERS | {"vegan"}):
                add(f"{q} {material}", faux_slug, Category.MATERIAL, derived=True)
        # A class of material named by its qualifier alone ("nothing synthetic", "no
        # man-made stuff"): the class word of data/material_kinds.json that the qualifier
        # opens ("synthetic fiber"). Never when merely mentioned ("a synthetic answer").
        for kind in kinds:
            first, _, rest = kind.partition(" ")
            if rest and first in _QUALIFIERS and kind in words:
                add(first, words[kind].slug, Category.MATERIAL, derived=True)
        # The catalog's own brands (its `brand` field): a brand said in a dislike is a brand.
        # Its catalog spelling is how a reply names it ("Brisa", not the slug "brisa").
        self._brand_names: dict[str, str] = {}
        for name in brands:
            name = " ".join(str(name).split())
            surface = name.lower()
            if len(surface) < 2 or surface in words:
                continue
            slug = clean_slug(surface)
            self._category.setdefault(slug, Category.BRAND)
            self._brand_names.setdefault(slug, name)
            add(surface, slug, Category.BRAND)
        self.words: Mapping[str, Word] = MappingProxyType(words)
        self._zh_names = MappingProxyType(zh_names)

        # Fuzzy targets: single English attribute and product words; everything a person
        # may type correctly is known and never "corrected".
        # A word of a phrase is a target too ("memroy foam" -> memory foam, "sterlng silver").
        # (Not a brand's: "Kestrune" is a name of its own, not a slip of "Kestrel Audio".)
        parts = {p for w, word in words.items() if _ASCII.match(w) and not w.isalpha()
                 and word.category != Category.BRAND
                 for p in re.split(r"[\s\-]+", w) if p.isalpha() and len(p) >= FUZZY_MIN_LEN}
        self._targets = sorted({w for w in words if _ASCII.match(w) and w.isalpha()} | parts |
                               {w for w in product_words if w.isalpha() and _ASCII.match(w)})
        self._known = frozenset(self._targets) | frozenset(known_words)
        self._product_words = frozenset(w for w in product_words if w.isalpha())

        zh_forms = sorted((w for w in words if is_cjk(w)), key=lambda w: (-len(w), w))
        en_forms = sorted((w for w in words if not is_cjk(w)), key=lambda w: (-len(w), w))
        self.zh_pattern = _OutsideProductNames(
            re.compile("|".join(re.escape(w) for w in zh_forms)),
            frozenset(w for w in zh_forms if len(w) == 1 and self.words[w].category == Category.COLOR))
        self.en_pattern = re.compile(
            r"(?<![a-z0-9&])(" + "|".join(_en_body(w) for w in en_forms) + r")(?![a-z0-9&])"
        )
        # How a material is on a product (data/offline_lexicon.json `form_nouns`): "PTFE
        # coating", 特氟龙涂层. Said right after a disliked word, the noun is the dislike's.
        forms = raw.get("form_nouns", {})
        en_nouns = sorted(forms.get("en", ()), key=len, reverse=True)
        zh_nouns = sorted(forms.get("zh", ()), key=len, reverse=True)
        self.form_pattern = re.compile(
            r"[\s\-]*(?:(?:" + "|".join(re.escape(w) for w in en_nouns) +
            r")(?:s|es)?(?![a-z0-9])" + ("|" if en_nouns and zh_nouns else "") +
            "|".join(re.escape(w) for w in zh_nouns) + ")") if en_nouns or zh_nouns else None

        self.gift_patterns = _gift_patterns(raw.get("gift_frame", {}))

    def form_after(self, text: str, end: int) -> int:
        """Where a form noun said right at `end` ends ("coatings" in "PFAS coatings"), else
        `end`: the noun says how the material is there, not what the product is."""
        if self.form_pattern is None:
            return end
        m = self.form_pattern.match(text, end)
        return m.end() if m else end

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

    def is_product_word(self, word: str) -> bool:
        """An English word the domain table names products with ("tripod", "coasters")."""
        w = word.lower()
        return any(f in self._product_words for f in (w, w[:-1] if w.endswith("s") else w,
                                                      w[:-2] if w.endswith("es") else w))

    def kind_of(self, said: str, slug: str) -> str:
        """The specific material `said` names within the family `slug` ("sterling silver"
        within silver, 实木 within wood), or `slug` itself. A wish for sterling silver is
        for sterling silver, not for silver plate; a refusal of lambskin refuses leather."""
        word = self.find(said) if said else None
        if word is None or not word.kind or word.slug != slug:
            return slug
        first, _, rest = word.kind.partition("_")
        if rest == slug and first in _AUTHENTIC:
            return slug  # "genuine leather" is leather itself, not a kind of it
        return word.kind

    def zh_name(self, slug: str) -> str | None:
        return self._zh_names.get(clean_slug(slug))

    def brand_name(self, word: str) -> str:
        """A catalog brand as the catalog spells it; any other word as given."""
        return self._brand_names.get(clean_slug(word), word) if word else word

    def correct(self, token: str, min_score: float = FUZZY_MIN_SCORE) -> str | None:
        """The known word a misspelt English token stands for, or None."""
        if len(token) == SHORT_SLIP_LEN - 1 and token not in self._known and \
                not _english_word(token):
            return self._stance_slip(token)  # "lov", "hte": a verb of liking, one slip off
        if len(token) == SHORT_SLIP_LEN and token not in self._known and \
                token.rstrip("s") not in self._known and not _english_word(token):
            return self._short_slip(token) or self._stance_slip(token)
        if len(token) < FUZZY_MIN_LEN or token in self._known or token.rstrip("s") in self._known:
            return None
        if _english_word(token):
            return None
        from rapidfuzz import fuzz, process

        targets = [t for t in self._targets if t[0] == token[0]]
        best = process.extractOne(token, targets, scorer=fuzz.ratio, score_cutoff=min_score)
        # (the start spelt by sound, when that reaches a word nearer: "phlannel" is flannel,
        # one letter from "ph" respelt, not the planner a ratio found among the p- words)
        sounded = self._sound_start_slip(token, min_score)
        if sounded is not None and (best is None or sounded[1] > best[1]):
            best = sounded
        if best is not None:
            # Words as near as each other: the one reached by a vowel typed for a vowel is the
            # slip a speller makes ("nilon" is nylon, not the maker Nikon, one consonant off).
            ties = [t for t, score, _ in process.extract(token, targets, scorer=fuzz.ratio,
                                                         score_cutoff=best[1], limit=6)
                    if score == best[1]]
            if len(ties) > 1:
                best = (min(ties, key=lambda t: _slip_cost(token, t)), best[1], best[2])
        if best is None and _DOUBLED.search(token) and len(_DOUBLED.sub(r"\1", token)) >= FUZZY_MIN_LEN:
            # A letter doubled by the hand beside another slip ("satten", "linnin", "vellvit"):
            # compared with doubled letters single on both sides, the one slip left is the
            # slip a word of that length is allowed. Read as typed, the word became a brand.
            # One letter typed for another only, by optimal string alignment at the same
            # length (a ratio let "sorrelquin", a brand, become sequin; a letter more let the
            # name "Marbelle" become marble).
            from rapidfuzz.distance import OSA

            single = _DOUBLED.sub(r"\1", token)
            near = [t for t in targets if len(_DOUBLED.sub(r"\1", t)) == len(single) and
                    OSA.distance(single, _DOUBLED.sub(r"\1", t)) <= 1]
            best = process.extractOne(single, near, scorer=fuzz.ratio, score_cutoff=min_score,
                                      processor=lambda t: _DOUBLED.sub(r"\1", t)) if near else None
        if best is None and len(token) >= KEY_SLIPS_MIN_LEN:
            # Two letters each typed with the key beside it ("cashnete", "orgamxa", "sewuinz"):
            # a hand's slips, which a ratio counts as two whole edits and misses.
            slipped = self._key_slips(token)
            best = (slipped, min_score, 0) if slipped is not None else None
        if best is not None and len(token) - len(best[0]) >= 2 and len(best[0]) <= FUZZY_MIN_LEN:
            # Two letters more than a short word is no slip of it ("hersel", Scots for herself,
            # was mended to heel and placed the request among shoes).
            best = None
        # Spelt by ear ("sheefon", "swade", "spandacks"): the one attribute word that sounds
        # the same (`agent.language.phonetic`), where a ratio counts letters and misses it or
        # finds a word that sounds otherwise ("swade" is no swaddle, "spandacks" no snacks).
        by_ear = self._sound_slip(token)
        if by_ear is not None and (best is None or not self._sounds_alike(token, best[0])):
            best = (by_ear, min_score, 0)
        # Else an everyday English word one keystroke off ("recomend", "recieve"): mended, it
        # is read as that word (its verb of refusal kept); left, it became a maker's name.
        # (not a word nearer an attribute than a name is: "lethar" is leather refused, whatever
        # everyday word is one keystroke off; the readers of a refusal's place find it)
        if best is None and self._stance_slip(token) is None and \
                process.extractOne(token, [t for t in targets if t in self.words and self.words[t].category in
                                           (Category.MATERIAL, Category.COLOR, Category.FEATURE, Category.STYLE)],
                                   scorer=fuzz.ratio, score_cutoff=EVERYDAY_BELOW_ATTRIBUTE) is None:
            return everyday_slip(token)
        return best[0] if best else self._stance_slip(token)

    def _key_slips(self, token: str) -> str | None:
        """The attribute word `token` is with at most two letters typed with a neighbouring
        key (`key_slips`), the first letter as said; only when one word (one slug) fits.
        No maker's name is reached this way (a name is said as it is), nor a product's: real
        titles hold names two neighbouring keys from a product ("Skuller" is no skillet)."""
        table = getattr(self, "_key_slip_table", None)
        if table is None:
            built: dict[tuple[str, int], list[str]] = {}
            for t in self._targets:
                built.setdefault((t[0], len(t)), []).append(t)
            table = self._key_slip_table = {k: tuple(v) for k, v in built.items()}
        near = [t for t in table.get((token[0], len(token)), ()) if key_slips(token, t) and
                t in self.words and self.words[t].category != Category.BRAND]
        slugs = {self.words[t].slug if t in self.words else t for t in near}
        return min(near) if len(slugs) == 1 else None

    def _sound_slip(self, token: str) -> str | None:
        """The material word that sounds as `token` does by the sound key
        (`agent.language.phonetic`), when the words of that key are one slug. The margins,
        checked against every word of real titles (`tests/test_round42_grammar42.py`): a
        material only (no maker, product, colour or style word: "hunnie" is no honey), a
        key of three consonant sounds or more (two, "swade", are shared by names: "saide"),
        the token's letters still half the word's (ratio 50), and no everyday word one
        keystroke away (a hand's slip is likelier than the ear's). An invented maker's name
        ("Zorvell", "Corvashay") sounds like no fabric and stays a name."""
        from rapidfuzz import fuzz

        from agent.language.phonetic import consonants, sound_key

        table = getattr(self, "_sound_table", None)
        if table is None:
            built: dict[str, list[str]] = {}
            for t in self._targets:
                word = self.words.get(t)
                if word is None or word.category != Category.MATERIAL:
                    continue
                key = sound_key(t)
                if consonants(key) >= SOUND_MIN_CONSONANTS:
                    built.setdefault(key, []).append(t)
            table = self._sound_table = {k: tuple(v) for k, v in built.items()}
        near = [t for t in table.get(sound_key(token), ()) if fuzz.ratio(token, t) >= SOUND_MIN_RATIO]
        slugs = {self.words[t].slug for t in near}
        if len(slugs) != 1 or everyday_slip(token) is not None or any(
                _english_word(token[:i] + token[i + 1:]) for i in range(len(token))):
            return None  # (a hand's slip of an everyday word, "panit", "stylee", not the ear's)
        return min(near)

    @staticmethod
    def _sounds_alike(token: str, word: str) -> bool:
        from agent.language.phonetic import sound_key

        return sound_key(token) == sound_key(word)

    def _sound_start_slip(self, token: str, min_score: float):
        """A word spelt from its sound where its first letters are not ("shiffon", "kashmere",
        "fleese" is no case: the first letter kept): the start spelt the other way the same
        sound is written (sh/ch, k/c, f/ph, s/c, j/g), then one slip allowed as for any word.
        The slip a speller makes, not a hand: the keyboard keeps the first letter."""
        from rapidfuzz import fuzz, process

        starts = [(typed, meant) for typed, meant in _SOUND_STARTS if token.startswith(typed)]
        starts += [(m.group(0), meant) for pattern, meant in _SOUND_STARTS_BEFORE
                   for m in [pattern.match(token)] if m]
        for typed, meant in starts:
            respelt = meant + token[len(typed):]
            if respelt in self._known:
                return (respelt, 100.0, 0)
            near = [t for t in self._targets if t.startswith(meant[0])]
            best = process.extractOne(respelt, near, scorer=fuzz.ratio, score_cutoff=min_score)
            if best is not None:
                return best
        return None

    def _stance_slip(self, token: str) -> str | None:
        """A word that says whether something is wanted, typed with one slip ("wihtout",
        "excpet", "prefre"): two letters swapped, one left out, one too many or one typed
        for another (optimal string alignment 1), when one such word fits. Missed, the
        refusal is lost and the refused word is searched for."""
        from rapidfuzz.distance import OSA

        near = [w for w in self._stance_words
                if abs(len(w) - len(token)) <= 1 and OSA.distance(token, w) == 1]
        return near[0] if len(near) == 1 else None

    def _short_slip(self, token: str) -> str | None:
        """A four-letter slip, where a similarity ratio cannot tell a slip from another
        word: only the slips a typing hand makes, in this order, and only when one word
        fits: two letters swapped ("slik": silk, not slip; "wolo": wool), a letter left
        out ("denm": denim, "lnen": linen). A letter typed for another or one too many is
        left alone ("silj" is no silk, "cont" no cot)."""
        from rapidfuzz.distance import OSA

        near = [w for w in self._short_targets().get(token[0], ())
                if abs(len(w) - len(token)) <= 1 and OSA.distance(token, w) == 1]
        for fits in (lambda w: len(w) == len(token) and sorted(w) == sorted(token),
                     lambda w: len(w) == len(token) + 1):
            found = [w for w in near if fits(w)]
            if found:
                return found[0] if len(found) == 1 else None
        return None

    def _target_set(self) -> frozenset[str]:
        table = getattr(self, "_target_frozen", None)
        if table is None:
            table = self._target_frozen = frozenset(self._targets)
        return table

    def _short_targets(self) -> Mapping[str, tuple[str, ...]]:
        """The fuzzy targets of three to five letters, by first letter (built on first use)."""
        table = getattr(self, "_short_target_table", None)
        if table is None:
            built: dict[str, list[str]] = {}
            for w in self._targets:
                if SHORT_SLIP_LEN - 1 <= len(w) <= SHORT_SLIP_LEN + 1:
                    built.setdefault(w[0], []).append(w)
            table = self._short_target_table = {k: tuple(v) for k, v in built.items()}
        return table

    def unfold_lookalike(self, token: str) -> str | None:
        """The word a token stands for when letters that look alike were read or typed for
        its own (`_LOOKALIKES`: "rnerino", "stonevvare", "clryer", "po1yamide", "cott0n"):
        the slip of an eye or of a label read by a machine, which no keyboard makes and a
        similarity ratio misses (rn for m is two edits). Mended to an attribute or product
        word, or to a common English word ("hancl" is hand); never a word said as it is."""
        if len(token) < SHORT_SLIP_LEN - 1 or not any(seen in token for seen, _ in _LOOKALIKES) or \
                not _LOOKALIKE_TOKEN.fullmatch(token) or token in self._known or \
                token.rstrip("s") in self._known or (token.isalpha() and _english_word(token)):
            return None
        if len(token) == SHORT_SLIP_LEN - 1:
            # Three characters, a sign between two letters ("c@t", "m4t"): read only as an
            # attribute or product word (`_targets`), one sign for one letter. A sign at either
            # end is a size or a count ("a4", "4g", "b4" stays), and no wider word is guessed.
            if not (token[0].isalpha() and token[2].isalpha() and token[1] in _LOOKALIKE_SIGNS):
                return None
            found = {token[0] + meant + token[2] for seen, meant in _LOOKALIKES
                     if seen == token[1]} & self._target_set()
            return found.pop() if len(found) == 1 else None
        # A sign closing a word is a model's or a generation's number ("gen3", "iphone5", "pro5"
        # is no "pros") unless a sign inside the word shows it written in look-alikes
        # ("f1anne1"); read so, it reaches a word of the lexicon only, never a guessed one.
        closed = token[-1] in _LOOKALIKE_SIGNS
        if closed and not any(ch in _LOOKALIKE_SIGNS for ch in token[1:-1]):
            return None
        def variants_of(table) -> list[str]:
            variants, frontier = set(), {token}
            for _ in range(3):  # at most three look-alikes in one word
                frontier = {t[:i] + meant + t[i + len(seen):] for t in frontier
                            for seen, meant in table for i in _occurrences(t, seen)} - variants
                variants |= frontier
            # (the fewest letters changed first: the word nearest to what was written)
            return sorted(variants, key=lambda v: (-len(v), v))

        ordered = variants_of(_LOOKALIKES)
        known = [v for v in ordered if v.isalpha() and (v in self._known or v.rstrip("s") in self._known)]
        if known or closed:
            return known[0] if known else None
        # The looser look-alikes reach a word of the lexicon only: v and u are two letters of
        # many words ("covid" is no "could"), and 6, 7 and 9 are counts and model numbers
        # more often than letters ("iphone6s" is no "iphone").
        ordered = variants_of([pair for pair in _LOOKALIKES if pair not in _LOOSE_LOOKALIKES])
        if not ordered:
            return None
        from agent.language.library_tables import common_english_words

        common = [v for v in ordered if v.isalpha() and len(v) >= SHORT_SLIP_LEN and v in common_english_words()]
        if common:
            return common[0] if len(common) == 1 else None
        if any(sign in token[1:] for sign in _LOOKALIKE_SIGNS):
            # A digit or sign inside a word is a slip for certain, so the word may carry a
            # slip of the hand as well ("p0lyestr", "ve1vett"): each letter-only reading is
            # mended as any misspelt word is (`correct`), and one word must come of them all.
            # (One opening the token may be a count glued to its noun: "3pack", "5star".)
            mended = {self.correct(v) for v in ordered if v.isalpha()} - {None}
            return mended.pop() if len(mended) == 1 else None
        return None

    def fold_lookalikes(self, text: str, keep: Container[str] = frozenset()) -> str:
        """`text` with every look-alike spelling of a word mended (`unfold_lookalike`), but
        the words in `keep`."""
        return _LOOKALIKE_TOKEN.sub(lambda m: m.group(0) if m.group(0) in keep
                                    else (self.unfold_lookalike(m.group(0)) or m.group(0)), text)

    def fix_typos(self, text: str, keep: Container[str] = frozenset()) -> str:
        """`text` with every misspelt English word replaced by the word it stands for, and
        every Chinese word typed as a homophone or a look-alike of an attribute word or a
        product's name (`correct_zh`): the one mend every reader of the turn reads after
        (materials, colours, product types, brands alike). `keep`: the words said as names
        this turn (a maker no list knows, `WithNames`), never mended into a known word."""
        if is_cjk(text):
            text = self._fix_zh_typos_outside(self.mend_pinyin(text, keep), keep)
        text = self.fold_lookalikes(text, keep)
        if not _EN_TOKEN.search(text):
            return text
        text = _EN_TOKEN.sub(lambda m: m.group(0) if m.group(0) in keep
                             else (self.correct(m.group(0)) or m.group(0)), self.mend_phrases(text))
        # (once more after the words are mended: a phrase may hold a slip in each word, one of
        # them an English word the word-by-word mending leaves, "staniless steal")
        return self.mend_phrases(text)

    def _fix_zh_typos_outside(self, text: str, keep: Container[str]) -> str:
        """`fix_zh_typos` over the text between the Chinese names in `keep`, each name as
        typed. (The mend once skipped Chinese altogether in a turn naming a maker no list
        knows.)"""
        names = sorted((w for w in keep if is_cjk(w) and w in text), key=len, reverse=True)
        if not names:
            return self.fix_zh_typos(text)
        parts = re.split("(" + "|".join(re.escape(n) for n in names) + ")", text)
        return "".join(part if k % 2 else (self.fix_zh_typos(part) if part else part)
                       for k, part in enumerate(parts))

    def typed_in_pinyin(self, run: str, before: str = "", after: str = "") -> str | None:
        """The Chinese word a run of Latin letters in a Chinese sentence spells by its sound
        (`agent.language.typed_pinyin`: jipi -> 麂皮, erji -> 耳机), or None. A word of the
        lexicon (a brand: nike, xiaomi) or of English (panda) is what it says; so is a run
        beside characters that read as it (`before`, `after`: the text around it), a name
        given in characters and in letters (a seller's 开心果kaixinguo glasses, a maker, no
        nuts; baisi百丝)."""
        from agent.language.typed_pinyin import spelt_beside, word_typed

        run = " ".join(run.lower().split())
        if not run or self.find(run) is not None or _english_word(run):
            return None
        index, meanings = self._pinyin_index()
        word = word_typed(run, index, lambda w: meanings.get(w, w))
        if word is None or spelt_beside(run, before, after, index, _pinyin_table()):
            return None
        return word

    def mend_pinyin(self, text: str, keep: Container[str] = frozenset()) -> str:
        """`text` (a Chinese sentence, lower case) with every run of Latin letters that spells
        a known Chinese word by its sound replaced by the word (`typed_in_pinyin`), but the
        names in `keep`. Syllables typed apart by spaces are read together first, then each
        part alone ("usb lanya" holds one word)."""
        from agent.language.typed_pinyin import RUN

        if not is_cjk(text):
            return text

        def mend(m: re.Match) -> str:
            said = m.group(1)
            if said in keep:
                return m.group(0)
            before, after = text[:m.start(1)], text[m.end(1):]
            whole = self.typed_in_pinyin(said, before, after)
            if whole is not None:
                return whole
            if " " not in said:
                return m.group(0)
            return m.group(0).replace(said, " ".join(
                part if part in keep else (self.typed_in_pinyin(part, before, after) or part)
                for part in said.split(" ")))

        return RUN.sub(mend, text)

    def _pinyin_index(self):
        """The toneless pinyin index of the Chinese words the engine knows (the lexicon's
        attribute words, every product type's Chinese names, the domain keyword table's
        Chinese words), each with what it means (its slug, its product type, its domain),
        built on first use."""
        built = getattr(self, "_pinyin_built", None)
        if built is None:
            from agent.language.typed_pinyin import build_index
            from agent.product_types import all_types

            meanings = {w: word.slug for w, word in self.words.items()
                        if is_cjk(w) and _CJK_ONLY.match(w) and not word.derived and
                        word.category != Category.BRAND}
            for t in all_types():
                for n in (*t.zh, *t.also_zh):
                    if _CJK_ONLY.match(n) and n not in meanings:
                        meanings[n] = "type:" + t.key
            table = json.loads(DOMAIN_KEYWORDS_PATH.read_text(encoding="utf-8"))
            for domain, words in table.items():
                if domain.startswith("_"):
                    continue
                for n in words.get("zh", ()):
                    if _CJK_ONLY.match(n) and n not in meanings:
                        meanings[n] = "domain:" + domain
            built = self._pinyin_built = (build_index(meanings, _pinyin_table()), meanings)
        return built

    def mend_phrases(self, text: str) -> str:
        """`text` with every two-word material or feature phrase typed with one slip in one
        of its words mended ("carbon steal", "stainless steal", "memori foam", "cast irn"):
        the other word said as it is, the slipped one one edit away (optimal string
        alignment) with the same first letter, and itself no attribute or product word
        ("solid wool" is wool, not solid wood). The slip may be an English word ("steal"),
        which the word-by-word mending never touches."""
        if " " not in text:
            return text
        from rapidfuzz.distance import OSA

        table = self._phrase_table()

        def mend(m: re.Match) -> str:
            first, second = m.group(1), m.group(2)
            if f"{first} {second}" in self.words:
                return f"{first} {second}"  # a phrase said right
            near = set()
            for slipped, said, phrases in ((second, first, table[0].get(first, ())),
                                           (first, second, table[1].get(second, ()))):
                if len(slipped) < 3 or slipped in self.words or self.is_product_word(slipped):
                    continue
                for phrase in phrases:
                    target = phrase.split(" ")[1 if slipped is second else 0]
                    if target[0] == slipped[0] and target != slipped and \
                            OSA.distance(slipped, target) == 1:
                        near.add(phrase)
            return next(iter(near)) if len(near) == 1 else f"{first} {second}"

        out, at = [], 0
        for m in _EN_PAIR.finditer(text):  # every two neighbouring words, overlapping
            if m.start() < at:
                continue
            said = f"{m.group(1)} {m.group(2)}"
            fixed = mend(m)
            if fixed != said:
                out.append(text[at:m.start()] + fixed)
                at = m.start() + len(said)
        return "".join(out) + text[at:] if out else text

    def _phrase_table(self) -> tuple[Mapping[str, tuple[str, ...]], Mapping[str, tuple[str, ...]]]:
        """The two-word material and feature phrases by their first and by their second
        word (built on first use)."""
        table = getattr(self, "_phrase_by_word", None)
        if table is None:
            by_first: dict[str, list[str]] = {}
            by_second: dict[str, list[str]] = {}
            for w, word in self.words.items():
                parts = w.split(" ")
                if len(parts) == 2 and all(p.isalpha() and p.isascii() for p in parts) and \
                        not word.derived and word.category in (Category.MATERIAL, Category.FEATURE):
                    by_first.setdefault(parts[0], []).append(w)
                    by_second.setdefault(parts[1], []).append(w)
            table = self._phrase_by_word = (
                {k: tuple(v) for k, v in by_first.items()},
                {k: tuple(v) for k, v in by_second.items()})
        return table

    def correct_zh(self, token: str, alone: bool = False) -> str | None:
        """The attribute word a Chinese token is a slip of: same length, at least one
        character the same, and the token itself rare or new to jieba's dictionary.
        A pinyin-input slip has the same sound at every place (toneless: 涤伦, 涤沦 -> 涤纶;
        尼隆 -> 尼龙; 纯绵 -> 纯棉). Failing that, a slip of the eye or of a near key: every
        place the same character or sound but one, whose reading is close (`_near_sound`:
        晴纶 qing -> 腈纶 jing, 朔料 shuo -> 塑料 su), when one word is closest.
        A word the dictionary knows well is never "corrected"."""
        if not 2 <= len(token) <= 4 or token in self.words or not is_cjk(token) or \
                token in _zh_product_names():
            return None
        index = self._zh_sounds()
        if not any((len(token), i, ch) in index for i, ch in enumerate(token)) or \
                _zh_freq(token) >= ZH_TYPO_MAX_FREQ:
            return None  # no word shares a character at its place: nothing to mend to
        found: set[str] = set()
        near: dict[str, float] = {}
        known = _zh_freq(token) >= ZH_KNOWN_WORD_FREQ
        for i, ch in enumerate(token):
            for word in index.get((len(token), i, ch), ()):
                product = word not in self.words
                off = [j for j in range(len(token)) if j != i and not _same_sound(token[j], word[j])]
                if product and len(token) < 3 and (
                        off or _zh_freq(token) or _ZH_GRAMMAR.search(token) or
                        _ZH_NUMERAL.search(token) or
                        any(_main_sound(a) != _main_sound(b) for a, b in zip(token, word))):
                    # Two characters name too many everyday things (睡衣, 橙子): a two-character
                    # product is mended to only from a pair no dictionary knows, holding no
                    # grammar nor numeral, whose every character is read first as the
                    # product's is (沙法, 书贵 -> 沙发, 书柜; 睡一晚 is no 睡衣, 白鞋 no 跑鞋).
                    continue
                if off and _zh_freq(token) == 0 and _looks_like(token, word) and not (
                        product and any(_zh_freq(a) > ZH_LOOKALIKE_COMMONER * _zh_freq(b)
                                        for a, b in zip(token, word) if a != b)):
                    # A slip of the eye, which sounds nothing like the word (羊绂 for 羊绒, 亚庥
                    # for 亚麻, 条纶 for 涤纶, 电风扉 for 电风扇): every other character as the
                    # word has it, in a token no dictionary has seen. Its character may be rare
                    # (绂, 庥): an eye takes a rare shape for a common one, as no input method
                    # offers it by sound. (A product's name of two characters was left above; a
                    # longer one stands in running text among common characters, and is read
                    # only where the eye took a shape no more than `ZH_LOOKALIKE_COMMONER`
                    # times as common as its own: 后备箱里 is in the boot, no misread 后备箱垫;
                    # 卷发捧 is a 卷发棒, 捧 barely commoner than 棒.)
                    near[word] = max(ZH_LOOKALIKE_SCORE, near.get(word, 0.0))
                    continue
                if product and any(_main_sound(a) != _main_sound(b) for a, b in zip(token, word)):
                    # A longer product name is mended to by its sound too, but by the sound
                    # a typing hand hears, the characters' first readings (双间包 -> 双肩包),
                    # not a rare one of a heteronym: 台 is read yí only in old names, and
                    # 电脑椅 (a computer chair) is no slip of 电脑台 (a desk).
                    continue
                if known and (off or any(_main_sound(a) != _main_sound(b) for a, b in zip(token, word))):
                    continue  # a word of the dictionary, one sound off: meant as typed
                if not off:
                    found.add(word)
                elif len(off) == 1 and _zh_freq(token[off[0]]) < ZH_NAME_CHAR_MAX:
                    # A character this rare is no slip: an input method offers the common
                    # characters of a sound first, and a rare one is chosen, as a maker's
                    # coined name is (璟木家的书桌 is a maker, no 橡木; 琮石 no 大理石).
                    continue
                elif len(off) == 1 and token[-1] == word[-1] and not product:
                    # Chinese compounds are right-headed: a slip keeps the head (纶, 料) and
                    # misses the modifier; 免谈 is no 免烫, 短靴 no 短袖.
                    score = _near_sound(token[off[0]], word[off[0]])
                    if score >= ZH_NEAR_SOUND_MIN:
                        near[word] = max(score, near.get(word, 0.0))
                elif len(off) == 1 and not product and _zh_freq(token) == 0 and \
                        _fuzzy_same(token[off[0]], word[off[0]]):
                    # A head typed with a fuzzy-pinyin sound (尼农 for 尼龙, 丝龙 for 丝绒), in
                    # a token no dictionary has seen: the same sound to the typing hand.
                    near[word] = max(100.0, near.get(word, 0.0))
        if not found and near:
            best = max(near.values())
            found = {w for w, score in near.items() if score == best}
        if not found and alone and len(token) == 2 and _zh_freq(token) == 0 and \
                not _ZH_GRAMMAR.search(token) and not _ZH_NUMERAL.search(token):
            # `alone`: the pair is no part of a longer unknown name (英菲尼迪) or word.
            found = set(self._zh_heads().get(token[0], ()))
        # A product's name of three or four characters is a target too, by its sound alone
        # (双间包 -> 双肩包, 保温悲 -> 保温杯): it stands for itself.
        slugs = {self.words[w].slug if w in self.words else w for w in found}
        return min(found) if len(slugs) == 1 else None

    def _zh_swapped(self, token: str, text: str, at: int) -> str | None:
        """The material or feature word `token` is with its characters out of order
        (`agent.language.transposed`: 纶锦 -> 锦纶, 芯灯绒 -> 灯芯绒, 片亮 -> 亮片), or the product
        name of three or four characters with its head kept (碗洗机 -> 洗碗机: Chinese compounds
        are right-headed, and a name whose head moved is two names run together, 包单肩 of
        "…包单肩包"), when one slug fits. `token` stands at `at` in `text`. Left as typed:
        a token the dictionary knows (奶牛 is a cow, no 牛奶; 金黄 golden, no 黄金) or whose
        order begins a word of it, one holding grammar or a numeral, and a token whose word
        stands in order one character on either side (皮磨砂 of "反绒皮磨砂皮" is the edge of
        磨砂皮, said right): the margins checked against every title of the real Taobao
        sample (`tests/test_round43_grammar43.py`)."""
        from agent.language.transposed import build_index, reordered

        if _zh_freq(token) >= ZH_KNOWN_WORD_FREQ or _ZH_GRAMMAR.search(token) or \
                _ZH_NUMERAL.search(token) or _begins_a_word(token) or \
                token[-1] in _zh_all_product_names()[0] or \
                any(_zh_freq(token[a:b]) >= ZH_KNOWN_WORD_FREQ
                    for a in range(len(token)) for b in range(a + 2, len(token) + 1) if b - a < len(token)):
            # (typed in an order the dictionary has, a word or a word's start, it is said as
            # meant: 生花 begins 生花妙笔, a preserved flower, no 花生; 奶豆 begins 奶豆腐; nor is
            # a token ending in a product's one-character name, what it is said of: 带鞋 of
            # T字带鞋 is a strap shoe, no 鞋带; nor one holding a word of its own, 石英 of 石石英,
            # a character run on to it)
            return None
        index = getattr(self, "_zh_order_index", None)
        if index is None:
            words = [w for w, word in self.words.items() if is_cjk(w) and not word.derived and
                     word.category in (Category.MATERIAL, Category.FEATURE)]
            names = [w for w in _zh_product_names() if len(w) >= 3 and w not in self.words]
            index = self._zh_order_index = build_index([*words, *names])
        found = [w for w in reordered(token, index) if (w in self.words or w[-1] == token[-1]) and
                 w not in text[max(0, at - len(w) + 1):at + len(token) + len(w) - 1]]
        slugs = {self.words[w].slug if w in self.words else w for w in found}
        return min(found) if len(slugs) == 1 else None

    def fix_zh_typos(self, text: str) -> str:
        """`text` with every slip of an attribute word replaced by the word (`correct_zh`).
        Read over the dictionary's own cut (no HMM): a slip no dictionary knows falls apart
        into single characters (亚/嘛, 象/胶), where the HMM glues it to its neighbours
        (最爱亚, 胶底). A slip is one token the dictionary barely knows (晴纶), or a run of
        tokens holding such a lone character (象+胶 in 象胶底, 记忆+绵), never grammar."""
        from agent.engines.offline_polarity import ZH_COMPLAINT
        from agent.engines.offline_reach import SYMPTOMS

        tokens = list(_zh_tokenizer().cut(text, HMM=False))
        # The words of a reaction are read as typed: 起皮 of 脸就发红起皮 is the skin peeling,
        # no slip of 漆皮 (patent leather); so are the words of a fault the complaint lexicon
        # knows: 掉皮 of 一片片掉皮 is the surface peeling, no slip of 貂皮 (mink).
        told = [m.span() for m in SYMPTOMS.finditer(text)] + \
            [m.span() for m in ZH_COMPLAINT.finditer(text)]
        out, changed, i, pos = [], False, 0, 0
        while i < len(tokens):
            if any(a <= pos < b for a, b in told):
                out.append(tokens[i])
                pos += len(tokens[i])
                i += 1
                continue
            glued = self._slip_glued_on(tokens, i)
            if glued is not None:
                # The slip's second character was cut into the next word (羊+茸毛+衣 for
                # 羊绒毛衣): the mended word, then what is left of that next word.
                fixed, rest = glued
                out.append(fixed)
                tokens[i + 1] = rest
                changed, i, pos = True, i + 1, pos + len(fixed)
                continue
            glued_before = self._slip_glued_after(tokens, i)
            if glued_before is not None:
                # The slip's first character was cut into the word before it, with a
                # classifier or a one-character attribute (条项+恋 for 条项链, 银耳+丁 for 银耳钉):
                # that character, then the mended product's name.
                out.append(glued_before)
                changed, pos = True, pos + len(tokens[i]) + len(tokens[i + 1])
                i += 2
                continue
            fixed, width = None, 1
            for j in range(min(len(tokens), i + 4), i, -1):
                run = tokens[i:j]
                window = "".join(run)
                if window in self.words or window in _zh_product_names() or \
                        (len(window) == 2 and window[0] in self.words and window[1] in "质料制"):
                    # a known word is read as it is, not mended into another; so is a
                    # one-character material with the suffix of what a thing is made of
                    # (麻质 is linen, no slip of 棉质)
                    width = j - i
                    break
                if not 2 <= len(window) <= 4 or not _CJK_ONLY.match(window):
                    continue
                named = [t for t in run if len(t) > 1 and t in _zh_product_names()]
                if len(run) > 1 and (not any(len(t) == 1 for t in run) or
                                     (named and named != run[-1:])):
                    continue  # 副+手套: a product named already, and a classifier before it
                # (its characters out of order first: no sound or shape of them is off)
                fixed = self._zh_swapped(window, text, pos) or \
                    self.correct_zh(window, alone=_stands_alone(tokens, i, j))
                if named and (fixed is None or not fixed.endswith(named[0]) or
                              not any(fixed[:k] in self.words for k in range(2, len(fixed)))):
                    # A product named last in the run is read as it is, unless the mend keeps
                    # it as its head and makes of what is before it a material the head is
                    # made of (涛+铁锅 is 铸铁锅, a cast-iron pot; 猫+零食 stays cat treats, no
                    # 狗零食; 副+手套 a pair of gloves counted).
                    fixed = None
                if fixed is not None and fixed in self.words and len(fixed) >= 2 and \
                        j < len(tokens) and tokens[j][:1] in _ZH_DEVICE_HEADS:
                    # A device's head right after (擦丝+器, 刨丝+器): X器 names a tool by what it
                    # does to its object, and a material of two characters heads no such
                    # compound (蚕丝器 is nothing); the window is the tool's own verb and object,
                    # typed as meant.
                    fixed = None
                # A lone character of grammar belongs to the word only as itself, in a word
                # longer than it and one more (不 of 不锈钢 in 不秀钢); else it is the
                # sentence's (要 of 要棉, 别 of 别要; 不沾 is a verb negated, not 不粘).
                at = 0
                for t in run:
                    if fixed is not None and len(t) == 1 and _ZH_GRAMMAR.match(t) and \
                            (fixed[at] != t or len(fixed) < 3):
                        fixed = None
                    # The slip is in the lone characters the dictionary could not join: a
                    # word of its own in the run stays as typed (保+温带+去 is 保温 carried,
                    # 带去, not a 保温袋).
                    # (Unless the mended word is a product's name whose head, its last
                    # character, is typed as said: a compound keeps its head and the slip is in
                    # the modifier, which the dictionary happened to glue: 洗法+水 is 洗发水; the
                    # head slipped, 保+温带 is no 保温袋.)
                    # (Nor a token the dictionary barely knows, which is no word of its own:
                    # 珊湖+绒 is 珊瑚绒, as 洗法+水 is 洗发水.)
                    if fixed is not None and len(run) > 1 and len(t) > 1 and \
                            fixed[at:at + len(t)] != t and _zh_freq(t) >= ZH_KNOWN_WORD_FREQ and \
                            not (fixed in _zh_product_names() and len(fixed) >= 3 and
                                 fixed[-1] == window[-1]):
                        fixed = None
                    at += len(t)
                if fixed is not None:
                    width = j - i
                    break
            out.append(fixed if fixed is not None else "".join(tokens[i:i + width]))
            changed = changed or fixed is not None
            pos += len("".join(tokens[i:i + width]))
            i += width
        return "".join(out) if changed else text

    def _slip_glued_after(self, tokens: list[str], i: int) -> str | None:
        """A two-character token whose first character is a classifier or a one-character
        attribute word (条, 双, 银, 金) and whose second begins a slip of a product's name,
        finished by the lone character after it (条项+恋: 条 + 项链; 一对银耳+丁: 银 + 耳钉).
        jieba glued the slip's start to the word before; only a lone character of no grammar
        ends it, and the mend must be a product's name no dictionary sees in the token pair."""
        if i + 1 >= len(tokens):
            return None
        first, lone = tokens[i], tokens[i + 1]
        if len(first) != 2 or len(lone) != 1 or not _CJK_ONLY.match(first + lone) or \
                _ZH_GRAMMAR.match(lone) or not (first[0] in _ZH_CLASSIFIERS or
                                                (first[0] in self.words and self.words[first[0]].single)):
            return None
        fixed = self.correct_zh(first[1] + lone, alone=True)
        if fixed is None or fixed in self.words or fixed not in _zh_product_names():
            return None
        return first[0] + fixed

    def _slip_glued_on(self, tokens: list[str], i: int) -> tuple[str, str] | None:
        """A lone character whose slip partner jieba glued to the word after it: 羊 then 茸毛
        (the slip 羊茸 of 羊绒, whose 茸 the dictionary joins with 毛). The lone character and
        the head of the next token are read as one window; the mended word must be an
        attribute word, and the next token keeps what is left of it (毛, a word start again).
        Grammar never starts such a window (要+棉衣 is no slip)."""
        lone = tokens[i]
        if i + 1 >= len(tokens) or len(lone) != 1 or not _CJK_ONLY.match(lone) or \
                _ZH_GRAMMAR.match(lone):
            return None
        after = tokens[i + 1]
        # (A product's name after it is read whole: 条+皮带 is a belt counted, no 貂皮.)
        if len(after) < 2 or not _CJK_ONLY.match(after) or after in self.words or \
                after in _zh_product_names():
            return None
        # (Nor a token opening with an attribute word: 带+卡通人物 is 卡通 named, no slip 莱卡.)
        if any(after[:n] in self.words for n in range(2, len(after))):
            return None
        for k in range(min(3, len(after) - 1), 0, -1):
            window = lone + after[:k]
            fixed = self.correct_zh(window)
            if fixed is not None and fixed in self.words:
                return fixed, after[k:]
        return None

    def _zh_heads(self) -> Mapping[str, tuple[str, ...]]:
        """A first character that starts two or more two-character material words, all of
        one material (塑: 塑料, 塑胶; 尼: 尼龙, 尼纶): a pair no dictionary knows that starts
        with it is a slip of that material's second character, by eye or by key (塑科)."""
        table = getattr(self, "_zh_head_table", None)
        if table is None:
            words: dict[str, list[str]] = {}
            for w, word in self.words.items():
                if is_cjk(w) and len(w) == 2 and not word.derived and \
                        word.category == Category.MATERIAL:
                    words.setdefault(w[0], []).append(w)
            table = self._zh_head_table = {
                ch: tuple(sorted(ws)) for ch, ws in words.items()
                if len(ws) >= 2 and len({self.words[w].slug for w in ws}) == 1}
        return table

    def _zh_sounds(self) -> Mapping[tuple[int, int, str], tuple[str, ...]]:
        index = getattr(self, "_zh_sound_index", None)
        if index is None:
            built: dict[tuple[int, int, str], list[str]] = {}
            for w, word in self.words.items():
                if is_cjk(w) and 2 <= len(w) <= 4 and not word.derived and \
                        word.category != Category.BRAND:
                    for i, ch in enumerate(w):
                        built.setdefault((len(w), i, ch), []).append(w)
            for w in sorted(_zh_product_names()):
                if w not in self.words:
                    for i, ch in enumerate(w):
                        built.setdefault((len(w), i, ch), []).append(w)
            index = {k: tuple(v) for k, v in built.items()}
            self._zh_sound_index = index
        return index


def _stands_alone(tokens: list[str], i: int, j: int) -> bool:
    """tokens[i:j] are lone characters with no lone character of a word beside them: the
    pair is a word of its own, not a piece of an unknown name (英/菲/尼/迪)."""
    def lone(k: int) -> bool:
        return 0 <= k < len(tokens) and len(tokens[k]) == 1 and \
            bool(_CJK_ONLY.match(tokens[k])) and not _ZH_GRAMMAR.match(tokens[k])
    return all(len(t) == 1 for t in tokens[i:j]) and not lone(i - 1) and not lone(j)


OPEN_ASK = 3  # the open gift question's place among the gift patterns (the recipient is last)


def _gift_patterns(frame: Mapping) -> tuple[re.Pattern[str], ...]:
    """What a gift is given for and to whom (data/offline_lexicon.json `gift_frame`), in
    lower-case folded text: "a birthday present for my sister", "as a gift for my mum",
    "for my wife's anniversary", 给妹妹的生日礼物, 当生日礼物; and "for my colleague", 想给爸爸买,
    once a gift is said; a gift asked for openly, "what could I get him" (`OPEN_ASK`). Each has
    a `who` group, None for a pronoun (a pet recipient is kept: it names a pet product)."""
    if not frame:
        return ()

    def alt(words):
        return "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))

    occ, nouns = alt(frame.get("en_occasions", ())), alt(frame.get("en_nouns", ()))
    zh_occ, zh_nouns = alt(frame.get("zh_occasions", ())), alt(frame.get("zh_nouns", ()))
    who = (r"(?:my|our|his|her|their|a|an|the)\s+(?:(?:little|big|new|best|dear|old)\s+)?"
           r"(?P<who>[a-z]+)")
    gift = re.compile(
        rf"(?<![a-z])(?:as\s+)?(?:(?:a|an|the|this|my)\s+)?(?:(?:{occ})\s+)*(?:{nouns})s?"
        rf"(?=\s+(?:for|to|idea|is)(?![a-z])|\s*[,.;!?]|\s*$)(?:\s+ideas?)?"
        rf"(?:\s+(?:is\s+)?(?:for|to)\s+{who}(?:'s)?(?:\s+(?:{occ}))?)?")
    recipient_occasion = re.compile(rf"(?<![a-z])for\s+{who}'s\s+(?:{occ})(?![a-z])")
    # A gift asked for openly, no gift noun: a question of what to get someone ("what could I
    # get him", "what should I buy my nephew", "anything I could give her", "what to get a
    # six-year-old"). What the question leaves is the request: the receiver and the occasion.
    open_ask = re.compile(
        rf"(?<![a-z])(?:(?:any\s+)?ideas?\s+(?:on\s+|for\s+|about\s+|of\s+)?)?"
        rf"(?:what|which|anything|something)(?:\s+(?:else|nice|special|good|fun))?\s+"
        rf"(?:(?:could|should|can|might|would|shall|do)\s+(?:i|we)\s+|(?:i|we)\s+(?:could|should|can|might)\s+|to\s+)"
        rf"(?:get|buy|give|gift|send|pick\s+out|grab)\s+(?:him|her|them|{who})(?![a-z'])"
        # (not a choice between things already shown: "what should I get her, the red or…")
        rf"(?!\s*[,:]?\s*(?:the|this|that|these|those|in|as|or)(?![a-z]))"
        # 送他点什么好, 该给她买点什么, 送什么礼物呢 (not 买什么颜色: a question about the item)
        rf"|(?:(?:送|买|挑|选|准备)(?:给)?(?:[他她]们?)?|给[他她]们?(?:买|送|挑|选|准备))"
        rf"(?:点|些|个|一点|一份)?(?:什么|啥)(?:礼物|东西)?(?:比较好|好呢|好|呢|合适|吗)?(?=[，。！？?!,\s]|$)")
    # "for my colleague"; 想给爸爸买, 帮女朋友选 (the verb of buying after the person stays out of
    # the query with it)
    recipient = re.compile(rf"(?<![a-z])for\s+{who}(?![a-z'])|(?:想|要|打算)?(?:给|帮|替)"
                           rf"(?P<zh_who>[{_CJK_RANGE}]{{1,4}}?)(?:买|挑|选|找|看|准备)(?:个|双|条|件|只|套|把)?")
    zh_gift = re.compile(
        rf"(?:这是|这份|是|当|做|作为|当作|当做)?(?:(?:送给|送|给)(?P<who>[{_CJK_RANGE}]{{1,4}}?|"
        # who told with what they are doing (要退休的同事, 刚生完宝宝的闺蜜), and a count (一份)
        rf"[{_CJK_RANGE}]{{1,6}}的[{_CJK_RANGE}]{{1,4}}?)的?)?(?:[一两几]?[份个件样])?"
        rf"(?:(?:{zh_occ})的?)*(?:{zh_nouns})(?![卡袋盒包装券])")
    return gift, recipient_occasion, zh_gift, open_ask, recipient


@lru_cache(maxsize=1)
def _zh_tokenizer():
    """jieba over its default dictionary, read by first character as texts need it
    (agent.language.segment: a turn never loads the whole dictionary). It is the process's
    default tokenizer: neither adds a word, so a second one only read every shard again
    into a second copy of the same dictionary (a fifth of the plan step's shard reads)."""
    from agent.language.segment import default_jieba

    return default_jieba()


class _OutsideProductNames:
    """The lexicon's Chinese words, less those that begin inside a product's name and run
    past it: 红色 in 口红色号 is lipstick's 红 and the shade's 色, no colour said. A word
    inside a name (羊毛 of 羊毛衫) or one that runs into a name from before it (纯棉 of
    纯棉袜) is still said.
    A one-character colour (`colours`) that opens a word of jieba's dictionary whose rest
    names no product is part of that word's name, no colour: 紫砂壶 (a clay), 绿萝 (a plant),
    白菜, 黑板; 白衬衫 and 黑T恤 are a colour and a product."""

    def __init__(self, pattern: re.Pattern[str], colours: frozenset[str] = frozenset()):
        self.pattern = pattern
        self.colours = colours

    def finditer(self, text: str):
        spans = words = None
        for m in self.pattern.finditer(text):
            if spans is None:
                spans = product_name_spans(text)
            if any(a < m.start() < b < m.end() for a, b in spans):
                continue
            if m.group() in self.colours:
                if words is None:
                    words = _word_starts(text)
                word = words.get(m.start(), "")
                if len(word) > 1 and not _names_a_product(word[1:], word) and word[1] != "色" \
                        and word[1] not in self.colours:  # (灰蓝: two colours)
                    continue
            yield m


def _word_starts(text: str) -> dict[int, str]:
    """Where each word of jieba's cut of `text` starts, and the word (with the HMM, which
    joins a pair its dictionary lacks: 绿萝, 紫薯)."""
    out, at = {}, 0
    for word in _zh_tokenizer().cut(text, HMM=True):
        out[at] = word
        at += len(word)
    return out


@lru_cache(maxsize=1)
def _zh_all_product_names() -> tuple[frozenset[str], frozenset[str]]:
    """Every Chinese name of a product type, one character (鞋, 包) or more; and the last
    characters of those names (the heads: 壳 of 手机壳)."""
    from agent.product_types import all_types

    names = frozenset(n for t in all_types() for n in (*t.zh, *t.also_zh) if is_cjk(n))
    return names, frozenset(n[-1] for n in names)


def _names_a_product(rest: str, word: str) -> bool:
    """Whether `rest`, said after a colour in one word, names a product: a type's name
    (衬衫 of 白衬衫), or a name's head joined to the colour only by the HMM (蓝壳: a blue
    case; 黑板 and 白菜 are the dictionary's own words)."""
    names, heads = _zh_all_product_names()
    return rest in names or (len(rest) == 1 and rest in heads and _zh_freq(word) == 0)


def product_name_spans(text: str) -> list[tuple[int, int]]:
    """Where Chinese product-type names are said in `text`."""
    return [p.span() for p in _zh_product_pattern().finditer(text)] if _CJK.search(text) else []


@lru_cache(maxsize=1)
def _zh_product_pattern() -> re.Pattern[str]:
    """Every Chinese product-type name, longest first: one pattern, compiled once."""
    names = {n for n in _zh_all_product_names()[0] if len(n) >= 2}
    return re.compile("|".join(re.escape(n) for n in sorted(names, key=lambda n: (-len(n), n))))


@lru_cache(maxsize=1)
def _zh_product_names() -> frozenset[str]:
    """The Chinese names of every product type (data/product_types.json), two to four
    characters: what a slip of a product's name is mended to."""
    return frozenset(n for n in _zh_all_product_names()[0] if 2 <= len(n) <= 4 and _CJK_ONLY.match(n))


# Rarer than this in jieba's dictionary, a character is chosen on purpose, not slipped into
# (璟 104, 琮 48, 珏 3; the slips of the tune sets land on 晴 916, 朔 433, 绵 360).
ZH_NAME_CHAR_MAX = 200


def _begins_a_word(chars: str) -> bool:
    """Whether `chars` is a word of jieba's dictionary or the start of one (its prefix table
    holds every word's starts, 生花 of 生花妙笔)."""
    tokenizer = _zh_tokenizer()
    tokenizer.get_DAG(chars)  # reads the dictionary shards of its characters
    return chars in tokenizer.FREQ


def _zh_freq(word: str) -> int:
    """How often jieba's dictionary counts `word` (0 for a word new to it)."""
    tokenizer = _zh_tokenizer()
    tokenizer.get_DAG(word)  # reads the dictionary shards of its characters
    return tokenizer.FREQ.get(word, 0)


# The starts of a word spelt one way by sound and another by usage: sh/ch (chiffon, chenille,
# chamois), k/c (cashmere, corduroy, cotton), f/ph, s/c (cellulose), j/g (georgette), kw/qu.
# Each only where the letter after keeps the sound: c is hard before a/o/u and the consonants
# (k for c there: kashmere, kordaroy), soft before e/i/y (s or j for it there: sellulose,
# jorjette); "sandles" is no "candles".
_SOUND_STARTS = (("sh", "ch"), ("kw", "qu"), ("ph", "f"))
_SOUND_STARTS_BEFORE = ((re.compile(r"k(?=[aoulr])"), "c"), (re.compile(r"s(?=[eiy])"), "c"),
                        (re.compile(r"j(?=[eiy])"), "g"))


def _material_parents(zh_map: Mapping[str, list[str]],
                      categories: Mapping[str, Category]) -> dict[str, str]:
    """A specific material term and the general one the zh->en map files it under: a term
    that is never an entry's first (general) term, listed after the same first term in
    every entry that has it (羊皮 -> leather, sheepskin, lambskin: lambskin is leather)."""
    first: set[str] = set()
    under: dict[str, set[str]] = {}
    for terms in zh_map.values():
        slugs = [clean_slug(" ".join(str(t).lower().split())) for t in terms]
        if not slugs:
            continue
        first.add(slugs[0])
        for slug in slugs[1:]:
            under.setdefault(slug, set()).add(slugs[0])
    parents = {slug: next(iter(heads)) for slug, heads in under.items()
               if slug not in first and len(heads) == 1 and
               categories.get(slug, Category.MATERIAL) == Category.MATERIAL and
               categories.get(next(iter(heads)), Category.MATERIAL) == Category.MATERIAL}
    # An entry that gives a specific term and then its own head word (鹅绒 -> goose down,
    # down): the specific term is a kind of the head (goose_down is down).
    for terms in zh_map.values():
        slugs = [clean_slug(" ".join(str(t).lower().split())) for t in terms]
        for i, specific in enumerate(slugs):
            for head in slugs[i + 1:]:
                if specific.endswith("_" + head) and \
                        categories.get(head, Category.MATERIAL) == Category.MATERIAL and \
                        categories.get(specific, Category.MATERIAL) == Category.MATERIAL:
                    parents.setdefault(specific, parents.get(head, head))
    return parents


def source_compounds(sources: Mapping | None) -> list[tuple[str, str]]:
    """(surface, material) for every source word joined to a head word of its family
    (data/material_kinds.json `sources`): "crocodile skin" and "crocodileskin", 鳄鱼皮."""
    out: list[tuple[str, str]] = []
    for material, family in (sources or {}).items():
        for src in family.get("en", ()):
            for head in family.get("en_heads", ()):
                out.append((f"{src} {head}", material))
            for head in family.get("en_closed", ()):
                out.append((f"{src}{head}", material))
        for src in family.get("zh", ()):
            for head in family.get("zh_heads", ()):
                out.append((f"{src}{head}", material))
    return out


def fineness_compounds(fineness: Mapping | None) -> list[tuple[str, str]]:
    """Every fineness mark x metal name of data/material_kinds.json `fineness`: English
    spaced ("18k gold", "925 silver"), Chinese joined (18k金, 足金)."""
    out: list[tuple[str, str]] = []
    for metal, table in (fineness or {}).items():
        for mark in table.get("en_marks", ()):
            out += [(f"{mark} {name}", metal) for name in table.get("en_names", ())]
        for mark in table.get("zh_marks", ()):
            out += [(f"{mark}{name}", metal) for name in table.get("zh_names", ())]
    return out


def shade_compounds(shades: Mapping | None, words: Mapping[str, Word]) -> list[tuple[str, str]]:
    """(surface, slug) for every shade word x colour word of the vocabulary (data/
    offline_lexicon.json `colour_shades`): English spaced ("neon yellow": neon_yellow),
    Chinese joined (荧光绿, 浅蓝色: light_blue); a shade of `zh_before_se` only before a colour
    written with 色 (淡黄色, never the 淡 of 清淡)."""
    if not shades:
        return []
    en_shades = tuple(shades.get("en", ()))
    colours = [(w.surface, w.slug) for w in words.values()
               if w.category == Category.COLOR and w.slug not in en_shades]
    with_se = frozenset(shades.get("zh_before_se", ()))
    out: list[tuple[str, str]] = []
    for shade, slug_word in shades.get("zh", {}).items():
        out += [(f"{shade}{surface}", f"{slug_word}_{slug}") for surface, slug in colours
                if is_cjk(surface) and not surface.startswith(shade)
                and (shade not in with_se or surface.endswith("色"))]
    for shade in en_shades:
        out += [(f"{shade} {surface}", f"{shade}_{slug}") for surface, slug in colours
                if not is_cjk(surface) and " " not in surface]
    return out


def _en_body(word: str) -> str:
    parts = [re.escape(p) for p in re.split(r"[\s\-]+", word) if p]
    body = r"[\s\-]+".join(parts)
    last = parts[-1] if parts else ""
    if last.isalpha() and len(last) >= 3 and not last.endswith("s"):
        body += "s?"
    return body


_LETTERS = "abcdefghijklmnopqrstuvwxyz"


# How near a word must come to an attribute word for it to be left to the attribute's slip
# readers rather than mended to an everyday word ("lethar": leather at 77, lethal one key off).
EVERYDAY_BELOW_ATTRIBUTE = 72.0


@lru_cache(maxsize=1)
def _everyday_words() -> dict[str, int]:
    """library_tables.frequent_english_words with how often each was seen (its rank: the
    list is kept in frequency order), as a dict: a slip's few hundred candidates are looked
    up at once, and the most frequent one is the word meant ("realy": really, not ready)."""
    from agent.language.library_tables import frequent_english_words

    return {w: i for i, w in enumerate(frequent_english_words().by_frequency())}


@lru_cache(maxsize=4096)
def everyday_slip(low: str) -> str | None:
    """The everyday English word (library_tables.frequent_english_words) one keystroke from
    `low` (a letter dropped, swapped with its neighbour, or another struck), when `low` is
    five letters or more and no word itself: a phone keyboard's slip ("recomend", "recieve",
    "definately"), never a coined maker's name. A letter more than the word is no slip read
    here: "kinda", "sorta", "gotta" are the word said as it sounds, and "kind" is not meant."""
    if len(low) < FUZZY_MIN_LEN or not low.isalpha():
        return None
    if _SPOKEN_A.search(low):
        return None  # "kinda", "sorta", "gotta": the word said as it sounds
    words = _everyday_words()
    found: set[str] = set()
    for i in range(len(low) + 1):
        a, b = low[:i], low[i:]
        if len(b) > 1:
            found.add(a + b[1] + b[0] + b[2:])
        for c in _LETTERS:
            found.add(a + c + b)
            if b and len(low) > FUZZY_MIN_LEN:
                # (a letter struck for another only past five letters: a short word of another
                # tongue, "shiok", is as near to "shook" as a slip would be)
                found.add(a + c + b[1:])
    # (the first letter kept, as the fuzzy matcher keeps it: a maker's name one letter off a
    # word at its start, "varrow" beside narrow and arrow, is a name)
    found = {w for w in found if w != low and w in words and w[0] == low[0]}
    return min(found, key=words.__getitem__) if found else None


# The spoken forms written as said, "of", "to" and "you" run into an "a" ("kinda", "sorta",
# "gotta", "wanna", "outta", "lotta", "betcha"): no slip of "kind" or "sort".
_SPOKEN_A = re.compile(r"(?:nd|rt|tt|nn|ch|lls)a$")


@lru_cache(maxsize=1)
def _dictionary():
    from agent.language.library_tables import english_words  # perfstart: pyspellchecker's list, cached

    return english_words()


@lru_cache(maxsize=8192)
def _english_word(token: str) -> bool:
    return token in _dictionary()


def catalog_brands(path: Path = DEFAULT_CATALOG) -> list[str]:
    """The `brand` field of every product of a catalog JSONL file (none when absent)."""
    if not Path(path).exists():
        return []
    seen: dict[str, None] = {}
    with open(path, encoding="utf-8") as fh:
        for line in fh:
            if line.strip():
                brand = (json.loads(line).get("brand") or "").strip()
                if brand:
                    seen.setdefault(brand)
    return list(seen)


@lru_cache(maxsize=1)
def _vocabulary() -> tuple[tuple[str, ...], tuple[str, ...]]:
    """Product words (the domain table's English keywords) and every other English word a
    shopper may type correctly (catalog titles, the domain table): never fuzzy-corrected."""
    table = json.loads(DOMAIN_KEYWORDS_PATH.read_text(encoding="utf-8"))
    product: set[str] = set()
    for name, entry in table.items():
        if name.startswith("_") and name != "_ignore" or not isinstance(entry, dict):
            continue
        words = list(entry.get("en", []))
        for tier in ("strong", "weak"):
            words += (entry.get(tier) or {}).get("en", []) if isinstance(entry.get(tier), dict) else []
        for word in words:
            product.update(w for w in re.split(r"[\s\-]+", str(word).lower()) if w.isalpha())
    known: set[str] = set(product)
    if DEFAULT_CATALOG.exists():
        with open(DEFAULT_CATALOG, encoding="utf-8") as fh:
            for line in fh:
                if line.strip():
                    known.update(_EN_TOKEN.findall(json.loads(line).get("title", "").lower()))
    return tuple(sorted(product)), tuple(sorted(known))


def _identity_words() -> tuple[str, ...]:
    """Every English word of data/identity_reasons.json's lists (never fuzzy-corrected)."""
    from agent.language.identity_reason import REASONS_PATH

    words: set[str] = set()
    for key, entry in json.loads(REASONS_PATH.read_text(encoding="utf-8")).items():
        if isinstance(entry, list):
            for phrase in entry:
                words.update(_EN_TOKEN.findall(str(phrase).lower()))
    return tuple(sorted(words))


def _zh_title_text() -> str:
    """The demo catalog's titles that hold Chinese, one per line."""
    if not DEFAULT_CATALOG.exists():
        return ""
    with open(DEFAULT_CATALOG, encoding="utf-8") as fh:
        titles = (json.loads(line).get("title", "") for line in fh if line.strip())
        return "\n".join(t for t in titles if _CJK.search(t))


@lru_cache(maxsize=1)
def _zh_titles() -> str:
    return cached("offline-zh-titles", _zh_title_text, files=(DEFAULT_CATALOG,))  # perfstart


@lru_cache(maxsize=4096)
def trade_word(word: str, at_least: int = 2) -> bool:
    """A Chinese word the catalog's own titles use (斜挎, 连帽, 双肩): a word of the trade, a
    kind or a feature of products, never the name of a maker no list knows."""
    return _zh_titles().count(word) >= at_least


def build_lexicon(brands: Iterable[str] | None = None) -> Lexicon:
    """The lexicon over the data files and a catalog's brands (the demo catalog's when
    none are given)."""
    raw = json.loads(LEXICON_PATH.read_text(encoding="utf-8"))
    product, known = cached("offline-vocabulary", _vocabulary, files=(DOMAIN_KEYWORDS_PATH, DEFAULT_CATALOG))  # perfstart
    # Who a shopper is, told in words the identity reader knows (faiths, conditions, organs:
    # data/identity_reasons.json) is typed right: "Jains" is no slip of "jeans".
    known = (*known, *_identity_words())
    kinds = json.loads(MATERIAL_KINDS_PATH.read_text(encoding="utf-8"))
    # A class word of data/material_kinds.json and its other spellings ("man-made fibre",
    # "synthetics") are material words: the one table memory/terms.py widens them from.
    raw = {**raw, "categories": {**raw.get("categories", {})},
           "en_aliases": {**raw.get("en_aliases", {})}}
    raw["categories"]["material"] = [*raw["categories"].get("material", ()),
                                     *(k for k in kinds.get("kinds", {}) if k.isascii())]
    for alias, kind in kinds.get("aliases", {}).items():
        raw["en_aliases"].setdefault(alias, kind)
    zh_map = _with_family_members(term_map(), raw["en_aliases"], kinds.get("kinds", {}))
    return Lexicon(raw, zh_map, brands=cached("catalog-brands", catalog_brands, files=(DEFAULT_CATALOG,)) if brands is None else brands,  # perfstart
                   product_words=product, known_words=known, sources=kinds.get("sources"),
                   kinds=tuple(k for k in kinds.get("kinds", {}) if k.isascii()),
                   fineness=kinds.get("fineness"))


def _with_family_members(zh_map: dict[str, list[str]], aliases: dict[str, str],
                         kinds: Mapping[str, Sequence[str]]) -> dict[str, list[str]]:
    """The zh->en map with the Chinese members of a substance family read as the family
    (data/material_kinds.json): 奶酪 and 芝士 as dairy, 扇贝 as shellfish, the way the English
    aliases already read "cheese" and "mussels" (a family whose English members alias to it:
    one allergy, whichever member is named). Round 26: "我对奶酪过敏", "一吃扇贝我就起疹子"
    learned nothing. A member the map already has keeps its own terms."""
    out = dict(zh_map)
    for kind, members in kinds.items():
        if not any(aliases.get(m) == kind or aliases.get(m + "s") == kind for m in members if m.isascii()):
            continue  # (a class whose members are materials of their own: "suede" is no "leather")
        for member in members:
            if is_cjk(member) and member not in out:
                out[member] = [kind]
            elif member.isascii() and kind in (aliases.get(member), aliases.get(member + "s")):
                # (an English one read in one number is read in the other: "a mussel" as
                # "mussels"; a member no alias reads, "butter" of "shea butter", stays unread)
                for said in (member, member + "s"):
                    aliases.setdefault(said, kind)
    return out


@lru_cache(maxsize=1)
def lexicon() -> Lexicon:
    return build_lexicon()


def starts_token(text: str, start: int) -> bool:
    """Whether jieba begins a word at `start`: 皮 of 皮靴 does (the leather of the boots), 木 of
    积木 (building blocks) does not."""
    from agent.language.segment import cut

    at = 0
    for token in cut(_zh_tokenizer(), text, hmm=False):
        if at <= start < at + len(token):
            return at == start
        at += len(token)
    return True


def own_token(text: str, start: int, end: int) -> bool:
    """Whether jieba cuts text[start:end] as a word of its own: 皮 of 适合油皮的洗面奶 is inside
    油皮 (oily skin), 干皮 is dry skin; 皮 of 镍会让我皮 … or 我要皮的 stands alone."""
    from agent.language.segment import cut

    at, before = 0, ""
    for token in cut(_zh_tokenizer(), text, hmm=False):
        if at <= start < at + len(token):
            # (one character after a lone character too rare to be slipped into, 璟|木, 琇|麻:
            # the two are a coined name, a maker's, and the second no material of its own)
            return at == start and at + len(token) == end and not (
                end - start == 1 and name_char(before))
        at, before = at + len(token), token
    return True


def name_char(token: str) -> bool:
    """A lone Chinese character too rare to be slipped into (璟, 琇): with the character after
    it, a coined name (璟木, 琇麻 are makers; 木 and 麻 no materials of their own there)."""
    return len(token) == 1 and is_cjk(token) and _zh_freq(token) < ZH_NAME_CHAR_MAX
