"""Product types: what a shopper asks for and what a title is (DESIGN section 6, "Results
are honest"). One vocabulary, `data/product_types.json`, read by the planner, the picker,
the catalog generator and the evaluation.

Three verbs:

- `find_types(text)`: every product type a request or a title names, longest match first.
  English names match as whole words or phrases with plurals folded ("running shoe" and
  "Running Shoes" alike; "pu" never inside "cpu"); Chinese names match as substrings, the
  longest name winning an overlap (手机壳 over 手机). A type that only names what the product
  is *for* or *comes with* is not named: "Case for iPhone 15", "Fits 15-inch Laptops",
  "Shoe Cleaner", 适用于华为手机的车载支架, 含背心.
- `type_of_title(title)`: the head product type of a title. English: the first type phrase
  that is not governed by for/fits/compatible with/with, carried forward through a compound
  ("Laptop Backpack" is a backpack). Chinese: segmented with jieba; noun phrases are
  head-final, so the last type of the first phrase that has one (苹果15手机壳 is a phone case),
  except that a pile of sibling names keeps the first, most specific one
  (跑鞋男款透气减震运动鞋 is running shoes).
- `same_type(requested, title_type)`: exact, or the request names the title type's group
  ("shoes" is satisfied by running shoes; running shoes are not satisfied by "shoes").

Both readers take an optional domain (the planner's, or the product's): a name shared
across domains means that domain's type (饮水机 for a cat is a pet fountain, in an office a
water dispenser). A negated type is not asked for ("running shoes, no sandals", 不要凉鞋,
"Fragrance-Free" is no perfume).
"""
from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import lru_cache
from types import MappingProxyType
from typing import Callable, Iterable, Mapping, NamedTuple

from pydantic import BaseModel, ConfigDict

from memory.domains import Domain
from memory.paths import PRODUCT_TYPES
from memory.text import CJK as _CJK
from memory.text import CJK_RANGE

TYPES_FILE = PRODUCT_TYPES

_ASCII_WORD = re.compile(r"[a-z0-9]+")
# Longest English name in tokens; longer phrases are not looked up.
_MAX_TOKENS = 6
# What may stand between two words of one phrase: "t-shirt", "men's", "usb-c", "st. ";
# never a spaced dash ("Storage Box - Set of 3" is no box set).
_PHRASE_GAP = re.compile(r"^(?:\s{0,2}|[-_'’]|\.\s?)$")
# Chunk delimiters: a type named after one of these is a feature or a second item.
_CHUNK_BREAK = re.compile(r"[,;|()\[\]{}【】（）「」《》<>/\\!！，；、。·•:：+]| [-–—] |[–—]")

# English words that make what follows them the product's purpose or a bundled extra.
# ("fit" alone is a cut: "Slim Fit Jeans" are jeans; "fit for" has its "for".)
_EN_GOVERNORS = frozenset(
    {"for", "fits", "compatible", "with", "w", "includes", "including", "incl"}
)
# A type followed by one of these is what the product serves, not what it is:
# "Sneaker Cleaner", "iPad Case", "Pen Holder" (a name such as "phone case" or "shoe
# polish" is matched as a whole before this rule is asked).
_EN_ACCESSORY_HEADS = frozenset(
    {"cleaner", "cleaning", "polish", "conditioner", "care", "repair", "protector", "spray",
     "wipe", "case", "cover", "sleeve", "skin", "holder", "mount", "stand", "strap",
     "charger", "cable", "adapter", "rack", "organizer", "organiser", "refill", "part",
     "accessory", "accessorie", "replacement", "filter", "tray", "liner", "insert", "hook",
     "hanger", "dryer", "deodorizer", "stretcher", "tree", "horn", "brush", "mat"}
)
# Words that take a named type away: "running shoes, no sandals", "Fragrance-Free", 不要凉鞋.
_EN_NEGATORS = frozenset({"no", "non", "not", "without", "never", "avoid", "except", "excluding"})
_EN_AFTER_NEGATORS = frozenset({"free"})
_ZH_NEGATED_BEFORE = re.compile(r"(?:不要|不想要|不含|不需要|无|非|没有|别|除了)$")
# Chinese gender words end a noun phrase in a title: 真皮手表男士皮表带 is a watch.
_ZH_GENDER = frozenset({"男士", "女士", "男款", "女款", "男式", "女式", "男", "女", "男女", "情侣"})
# Chinese words after which the next named type is the device served (适用/兼容) or a
# bundled extra (含/送/带): "适用于华为手机的车载支架", "击剑服三件套含背心".
_ZH_COMPAT = frozenset({"适用", "适用于", "适配", "兼容", "用于", "专用于", "适合"})
_ZH_INCLUDES = frozenset(
    {"含", "送", "赠", "赠送", "附", "附赠", "带", "配", "内含", "包含", "加", "搭配", "另送", "配送", "送给"}
)
# Chinese words right after a type that make it a modifier (跑鞋清洁剂, 平板保护套), and the
# machine words after what a machine plays or makes (cd|播放机, 酸奶|机): the type names the
# machine's media or product, not what is sold.
_ZH_ACCESSORY_HEADS = frozenset(
    {"清洁剂", "清洁", "清洗剂", "护理", "护理剂", "保养", "保养油", "修复", "壳", "套", "保护套",
     "保护壳", "膜", "贴膜", "支架", "配件", "收纳", "收纳袋", "收纳盒", "刷", "罩", "防尘罩",
     "挂钩", "滤芯", "替换", "架", "增高垫", "除臭剂"}
)
# The machine words: after a type they make it the machine's media or product (cd|播放机), but
# a name ending in one is no accessory for it (手机, 耳机, 相机 are still governed by 架 and 壳
# after them: 手机架 is a phone holder, not a phone).
_ZH_MACHINE_HEADS = frozenset({"机", "机器", "播放机", "播放器", "刻录机", "拷贝机"})
# Irregular plurals the suffix rules below would get wrong.
_IRREGULAR = MappingProxyType(
    {"knives": "knife", "shelves": "shelf", "leaves": "leaf", "wolves": "wolf",
     "children": "children", "men": "men", "women": "women", "feet": "feet",
     "teeth": "teeth", "geese": "geese", "mice": "mouse", "dice": "dice", "series": "series",
     "species": "species", "scarves": "scarf", "halves": "half", "loaves": "loaf"}
)
# The -ves plurals, which end compounds too; not "men" (specimen) or "feet" (carfeet).
_IRREGULAR_ENDINGS = tuple(k for k in _IRREGULAR if k.endswith("ves"))


# Shoes and clothes come in sizes; a type of these domains is sized unless the vocabulary
# says `"sized": false` (a scarf, a belt, shoe polish). Another domain's type asks for a size only
# when it says `"sized": true` (clothes sold outside apparel: sportswear, baby clothes, maternity wear).
SIZED_DOMAINS = frozenset({Domain.FOOTWEAR, Domain.APPAREL})


def _sized(item: Mapping, domain: Domain) -> bool:
    """The rule the vocabulary is read by: the type's own flag, else its domain's."""
    flag = item.get("sized")
    if flag is not None and not isinstance(flag, bool):
        raise ValueError(f"{TYPES_FILE}: {item.get('key')!r} has sized={flag!r}, not true/false")
    return domain in SIZED_DOMAINS if flag is None else flag


class ProductType(BaseModel):
    """One product type of the vocabulary."""

    model_config = ConfigDict(frozen=True)

    key: str
    domain: Domain
    parent: str = ""  # a looser group key: running_shoes -> shoes
    en: tuple[str, ...] = ()
    zh: tuple[str, ...] = ()
    # More names a shopper says for the type ("knitwear", "patio set", 秋衣): matched like
    # en/zh, but no title is made from them (the catalog generator names products by en/zh).
    also_en: tuple[str, ...] = ()
    also_zh: tuple[str, ...] = ()
    sized: bool = False  # bought in a size (see `_sized`); the answer asks for one (steps.answer.missing_slots)

    @property
    def names(self) -> tuple[str, ...]:
        """Every name the type is found by, both languages."""
        return self.en + self.zh + self.also_en + self.also_zh

    def label(self, lang: str = "zh", said: str = "") -> str:
        """The type's name in `lang`: the longest of its names that `said` (the shopper's
        words) holds, so a type of many kinds is called what was asked for ("冲锋衣", not the
        sportswear type's first name 运动内衣), else its first name."""
        names = (self.zh + self.also_zh) if lang == "zh" else (self.en + self.also_en)
        low = said.lower()
        heard = [n for n in names if n and (n.lower() in low if lang == "zh" else
                                            re.search(rf"(?<![a-z]){re.escape(n.lower())}(?:e?s)?(?![a-z])", low))]
        if heard:
            return max(heard, key=len)
        first = self.zh if lang == "zh" else self.en
        return first[0] if first else self.key.replace("_", " ")


@lru_cache(maxsize=65536)
def singular(word: str) -> str:
    """A plural-folding stem shared by the vocabulary and the text, so both sides agree
    ("shoes" -> "shoe", "watches" -> "watch", "batteries" -> "battery", "glass" stays)."""
    if word in _IRREGULAR:
        return _IRREGULAR[word]
    # A compound ending in one of them folds the same way ("bookshelves" -> "bookshelf").
    for plural in _IRREGULAR_ENDINGS:
        if word.endswith(plural) and len(word) > len(plural) + 2:
            return word[:-len(plural)] + _IRREGULAR[plural]
    if len(word) <= 3 or not word.endswith("s") or not word.isalpha():
        return word
    if word.endswith(("ss", "us", "is", "ous")):
        return word
    if word.endswith("ies") and len(word) > 4:
        return word[:-3] + "y"
    if word.endswith(("ches", "shes", "xes", "sses", "zes")):
        return word[:-2]
    return word[:-1]


@dataclass(frozen=True)
class _Table:
    types: tuple[ProductType, ...]
    by_key: Mapping[str, ProductType]
    # English: tuple of singular tokens -> keys. Chinese: lower-cased name -> keys. A name
    # has several keys only across domains (饮水机: pet fountain, water dispenser).
    en_index: Mapping[tuple[str, ...], tuple[str, ...]]
    zh_index: Mapping[str, tuple[str, ...]]
    zh_max_len: int


def _tokens(name: str) -> tuple[str, ...]:
    return tuple(singular(w) for w in _ASCII_WORD.findall(name.lower()))


@lru_cache(maxsize=1)
def _table() -> _Table:
    """The vocabulary, loaded once. A name owned by two types of one domain is a data
    error: within a domain a name must say one thing, or the picker would keep a product
    for two requests. Across domains the turn's domain decides (笔记本: a laptop in
    computers, a paper notebook in stationery)."""
    raw = json.loads(TYPES_FILE.read_text(encoding="utf-8"))
    types: list[ProductType] = []
    en_index: dict[tuple[str, ...], tuple[str, ...]] = {}
    zh_index: dict[str, tuple[str, ...]] = {}
    by_key: dict[str, ProductType] = {}
    for item in raw["types"]:
        def names(field: str) -> tuple[str, ...]:
            return tuple(dict.fromkeys(n.strip() for n in item.get(field, ()) if n.strip()))

        en, zh = names("en"), names("zh")
        domain = Domain(item["domain"])
        ptype = ProductType(key=item["key"], domain=domain, parent=item.get("parent", ""),
                            en=en, zh=zh, also_en=names("also_en"), also_zh=names("also_zh"),
                            sized=_sized(item, domain))
        if ptype.key in by_key:
            raise ValueError(f"{TYPES_FILE}: product type {ptype.key!r} twice")
        by_key[ptype.key] = ptype
        types.append(ptype)
        for name in ptype.names:
            if _CJK.search(name):
                index_key: object = name.lower()
                index: dict = zh_index
            else:
                index_key = _tokens(name)
                index = en_index
                if not index_key:
                    continue
            owners = index.get(index_key, ())
            if ptype.key in owners:
                continue
            for owner in owners:
                if by_key[owner].domain == ptype.domain:
                    raise ValueError(f"{TYPES_FILE}: name {name!r} is both {owner} and "
                                     f"{ptype.key} in {ptype.domain.value}")
            index[index_key] = owners + (ptype.key,)
    for ptype in types:
        if ptype.parent and ptype.parent not in by_key:
            raise ValueError(f"{TYPES_FILE}: {ptype.key} has unknown parent {ptype.parent!r}")
    _add_spelling_variants(en_index)
    return _Table(
        types=tuple(types),
        by_key=MappingProxyType(by_key),
        en_index=MappingProxyType(en_index),
        zh_index=MappingProxyType(zh_index),
        zh_max_len=max((len(n) for n in zh_index), default=1),
    )


def _add_spelling_variants(en_index: dict[tuple[str, ...], tuple[str, ...]]) -> None:
    """A name of two words is also written as one ("lunch box": lunchbox, "hair dryer":
    hairdryer), and a name of one word as two where both halves are words of other names
    ("sketchbook": sketch book, "dishwasher": dish washer, "bookshelf": book shelf). A
    variant another name already owns stays that name's."""
    words = {w for tokens in en_index for w in tokens if len(w) >= 3}
    variants: dict[tuple[str, ...], tuple[str, ...]] = {}
    for tokens, owners in en_index.items():
        if len(tokens) == 2:
            variants.setdefault((singular(tokens[0] + tokens[1]),), owners)
        elif len(tokens) == 1:
            word = tokens[0]
            for cut in range(3, len(word) - 2):
                left, right = word[:cut], word[cut:]
                if left in words and right in words:
                    variants.setdefault((left, right), owners)
    for tokens, owners in variants.items():
        en_index.setdefault(tokens, owners)


@lru_cache(maxsize=1)
def _segmenter():
    """A private jieba tokenizer that knows every Chinese type name and marker word (the
    process-wide default tokenizer stays untouched)."""
    from agent.language.segment import lazy_tokenizer

    tokenizer = lazy_tokenizer()  # jieba's default dictionary, read by first character as needed
    for name in _table().zh_index:
        tokenizer.add_word(name, freq=50000)
    for word in _ZH_COMPAT | _ZH_INCLUDES:
        if len(word) > 1:
            tokenizer.add_word(word, freq=50000)
    return tokenizer


@lru_cache(maxsize=16384)
def _tokenized(text: str) -> tuple[tuple[str, int, int], ...]:
    """The segmentation of one (lower-cased) text, once: the overlap rule, the chunks and
    the markers all read it."""
    from agent.language.segment import cut

    out, start = [], 0
    for word in cut(_segmenter(), text, hmm=True):  # what `tokenize` yields, blocks cached
        out.append((word, start, start + len(word)))
        start += len(word)
    return tuple(out)


def all_types() -> tuple[ProductType, ...]:
    return _table().types


def get_type(key: str | None) -> ProductType | None:
    return _table().by_key.get(key or "")


def types_in_domain(domain: Domain | str) -> tuple[ProductType, ...]:
    domain = Domain(domain)
    return tuple(t for t in _table().types if t.domain == domain)


def members(keys: str | Iterable[str]) -> tuple[str, ...]:
    """Every type a request for `keys` is satisfied by (`same_type`): each key and every type
    whose group chain reaches it ("shoes" -> shoes, sneakers, running shoes, …), in
    vocabulary order. Unknown keys are dropped."""
    wanted = {keys} if isinstance(keys, str) else set(keys)
    return tuple(t.key for t in _table().types if wanted & _family(t))


def needs_size(key: str | None, domain: Domain | str | None) -> bool:
    """Whether the item being shopped for is bought in a size: the type's `sized` flag when
    the type is known, else its domain's (shoes and clothes)."""
    ptype = get_type(key)
    if ptype is not None:
        return ptype.sized
    return _domain(domain) in SIZED_DOMAINS


def is_group(key: str) -> bool:
    """A type other types name as their parent ("shoes", "bags")."""
    return any(t.parent == key for t in _table().types)


# --- finding names in text ---------------------------------------------------------------


@dataclass(frozen=True)
class _Occurrence:
    start: int
    end: int
    keys: tuple[str, ...]  # one per domain the name belongs to, the primary first
    size: int  # tokens for English, characters for Chinese: longer wins an overlap
    chinese: bool
    governed: str = ""  # "" | "for" (purpose/bundle) | "compat" (Chinese 适用…) | "modifier" | "pack"


@lru_cache(maxsize=1)
def _name_lengths() -> tuple[Mapping[str, int], Mapping[str, tuple[int, ...]]]:
    """How long the names are that start with a word or a character: the English names'
    most tokens by first token, the Chinese names' lengths (longest first) by first
    character. A text is then looked up only for the lengths some name has."""
    table = _table()
    en: dict[str, int] = {}
    for tokens in table.en_index:
        en[tokens[0]] = max(en.get(tokens[0], 0), len(tokens))
    zh: dict[str, set[int]] = {}
    for name in table.zh_index:
        zh.setdefault(name[0], set()).add(len(name))
    return (MappingProxyType(en),
            MappingProxyType({ch: tuple(sorted(ns, reverse=True)) for ch, ns in zh.items()}))


@lru_cache(maxsize=16384)
def _ascii_words(text: str) -> tuple[tuple[int, int, str], ...]:
    """(start, end, singular) of each ASCII word: the names and the governors both read it."""
    return tuple((m.start(), m.end(), singular(m.group())) for m in _ASCII_WORD.finditer(text))


@lru_cache(maxsize=1)
def _name_starts() -> re.Pattern[str]:
    """One character where a Chinese name may start (a Latin one, t恤 or u盘, only where the
    whole name follows): an English title is not probed at every t and u."""
    from agent.domain_map import latin_led_starts

    return latin_led_starts(set(_table().zh_index))


def _english_occurrences(text: str) -> list[_Occurrence]:
    table = _table()
    longest = _name_lengths()[0]
    words = _ascii_words(text)
    found: list[_Occurrence] = []
    for i in range(len(words)):
        for n in range(min(_MAX_TOKENS, len(words) - i, longest.get(words[i][2], 0)), 0, -1):
            span = words[i:i + n]
            if any(not _PHRASE_GAP.match(text[a[1]:b[0]]) for a, b in zip(span, span[1:])):
                continue
            owners = table.en_index.get(tuple(w for _, _, w in span))
            if owners:
                found.append(_Occurrence(span[0][0], span[-1][1], owners, n, False))
                break
    return found


def _chinese_occurrences(text: str) -> list[_Occurrence]:
    table = _table()
    lengths = _name_lengths()[1]
    found: list[_Occurrence] = []
    single_char_ok: set[tuple[int, int]] | None = None
    for start in _name_starts().finditer(text):
        i, char = start.start(), start.group()
        if not (_CJK.match(char) or char.isascii() and char.isalnum()):
            continue
        for n in lengths[char]:
            if n > len(text) - i:
                continue
            piece = text[i:i + n]
            owners = table.zh_index.get(piece)
            if not owners or not _CJK.search(piece):
                continue
            # Mixed names (t恤, u盘, bb霜) keep ASCII word boundaries.
            if piece[0].isascii() and i > 0 and text[i - 1].isascii() and text[i - 1].isalnum():
                continue
            if piece[-1].isascii() and i + n < len(text) and text[i + n].isascii() \
                    and text[i + n].isalnum():
                continue
            if n == 1:
                # A one-character name (鞋, 包, 锅) counts only as a word of its own:
                # 包 in 面包 is bread, 包 in 包邮 is free shipping.
                if single_char_ok is None:
                    single_char_ok = {(s, e) for _, s, e in _tokenized(text)}
                if (i, i + 1) not in single_char_ok:
                    continue
            found.append(_Occurrence(i, i + n, owners, n, True))
            break
    return found


def _resolve_overlaps(found: list[_Occurrence], word_ends: set[int] | None = None) -> list[_Occurrence]:
    """Longest first; between equal lengths the later one (Chinese compounds are
    head-final: 皮鞋油 is 鞋油, shoe polish). A Chinese name that ends inside a word of the
    segmentation (`word_ends`: where jieba, knowing every type name, ends one) yields to one
    that ends a word: 葡萄|酒柜 is a wine cabinet, not 葡萄酒 (wine) with a 柜 after it."""
    def inside_a_word(o: _Occurrence) -> bool:
        return o.chinese and word_ends is not None and o.end not in word_ends

    kept: list[_Occurrence] = []
    for occ in sorted(found, key=lambda o: (inside_a_word(o), -o.size, -o.start)):
        if all(occ.end <= k.start or occ.start >= k.end for k in kept):
            kept.append(occ)
    return sorted(kept, key=lambda o: o.start)


@lru_cache(maxsize=16384)
def _chunk_ids(text: str) -> tuple[int, ...]:
    """For each character, the index of the chunk it belongs to. Chunks break at
    punctuation, at a spaced dash, and at a space between two Chinese characters.
    (Once per text: the title's type and the governing of its names both read it.)"""
    # Each breaking character starts a new chunk: a character's chunk is the number of
    # breaking characters up to and including it.
    breaks = {i for m in _CHUNK_BREAK.finditer(text) for i in range(m.start(), m.end())}
    if _CJK.search(text):
        breaks |= {i for w, s, e in _tokenized(text) if w in _ZH_GENDER
                   for i in range(s, e)}
        for run in _SPACES.finditer(text):
            if run.start() > 0 and run.end() < len(text) and _CJK.match(text[run.start() - 1]) \
                    and _CJK.match(text[run.end()]):
                breaks.update(range(run.start(), run.end()))
    ids: list[int] = []
    chunk = done = 0
    for i in sorted(breaks):
        ids.extend([chunk] * (i - done))
        chunk += 1
        ids.append(chunk)
        done = i + 1
    ids.extend([chunk] * (len(text) - done))
    return tuple(ids)


_SPACES = re.compile(r"\s+")


def _govern(text: str, found: list[_Occurrence]) -> list[_Occurrence]:
    """Mark occurrences that name a purpose, a compatible device, a bundled extra or a
    modifier of an accessory head."""
    if not found:
        return found
    from agent.domain_map import net_quantity_before

    chunks = _chunk_ids(text)
    words = _ascii_words(text)
    starts = {o.start for o in found}
    covered = {i for o in found for i in range(o.start, o.end)}
    # English governors: everything after them in the same chunk.
    # (the word as written: "fits" governs, the cut "fit" does not)
    # A shopper's sentence may go on past them: an infinitive starts what is asked for ("…
    # paper with his comic strips to get him a sketchbook"), so their reach ends there.
    en_marks = [(m.start(), chunks[m.start()], _reach(text, m.end()))
                for m in _ASCII_WORD.finditer(text)
                if m.group() in _EN_GOVERNORS and m.start() not in covered]
    # Chinese markers from the segmentation.
    zh_marks: list[tuple[int, int, str]] = []
    zh_next: dict[int, str] = {}
    if _CJK.search(text):
        tokens = [(w, s, e) for w, s, e in _tokenized(text) if w.strip()]
        before = ""
        for w, s, e in tokens:
            if w in _ZH_COMPAT and s not in covered:
                zh_marks.append((e, chunks[s], "compat"))
            elif w in _ZH_INCLUDES and s not in covered and not _ZH_WANTING.search(before):
                zh_marks.append((e, chunks[s], "for"))  # (要带登机箱, 想送: a verb, no 'with')
            zh_next[s] = w
            before = w
    out: list[_Occurrence] = []
    claimed: set[int] = set()
    for occ in found:
        governed = ""
        if any(s < occ.start < reach and c == chunks[occ.start] for s, c, reach in en_marks):
            governed = "for"
        elif _negated(text, occ, words, chunks):
            governed = "negated"
        elif not occ.chinese and net_quantity_before(text, occ.start, text[occ.start:occ.end]):
            governed = "pack"  # "Pistachios 1 kg Resealable Bag": the goods' pack
        elif not occ.chinese and _verb_of_a_subject(text, occ):
            governed = "verb"  # "my son watches cartoons", "the baby throws her bowl"
        out.append(occ if not governed else _replace(occ, governed))
    # A Chinese marker governs the first type after it in its chunk, up to a 的.
    for end, chunk, kind in zh_marks:
        for i, occ in enumerate(out):
            if occ.start >= end and chunks[occ.start] == chunk and i not in claimed:
                if "的" not in text[end:occ.start]:
                    claimed.add(i)
                    if not out[i].governed:
                        out[i] = _replace(occ, kind)
                break
    # Accessory heads right after a type: "Sneaker Cleaner", 跑鞋清洁剂.
    for i, occ in enumerate(out):
        if occ.governed:
            continue
        own = text[occ.start:occ.end]
        # a Latin name written into a Chinese title (cd|播放机) is read by the Chinese word after it
        if occ.chinese or _CJK.match(zh_next.get(occ.end, "")):
            # a name that is itself an accessory (皮革清洁剂) is not modified by 保养 after it
            if own.endswith(tuple(_ZH_ACCESSORY_HEADS)):
                continue
            nxt = zh_next.get(occ.end, text[occ.end:occ.end + 1])
            if (nxt in _ZH_ACCESSORY_HEADS or nxt in _ZH_MACHINE_HEADS) and occ.end not in starts:
                out[i] = _replace(occ, "modifier")
        else:
            if singular(_ASCII_WORD.findall(own)[-1]) in _EN_ACCESSORY_HEADS:
                continue
            after = [(s, w) for s, _, w in words if s >= occ.end][:2]
            if after and after[0][1] in _EN_ACCESSORY_HEADS and after[0][0] not in starts \
                    and chunks[after[0][0]] == chunks[occ.start] \
                    and _PHRASE_GAP.match(text[occ.end:after[0][0]]) \
                    and not (len(after) > 1 and after[1][1] == "of"):  # "Case of 6" counts
                out[i] = _replace(occ, "modifier")
    return out


# An infinitive after a governor ("with his comic strips to get him…"): what follows is asked.
_INFINITIVE = re.compile(r"(?<![a-z])to\s+(?=[a-z])")
# A wanting or modal word right before 带/送/配 makes it the verb of the request (要带登机箱: to
# bring a carry-on; 想送她手镯: to give her a bracelet), not a title's "comes with".
_ZH_WANTING = re.compile(r"(?:要|想|得|需|会|能|可以|打算|准备|记得|去)$")


def _reach(text: str, start: int) -> int:
    """Where an English governor's reach ends: at the first infinitive after it, else the
    text's end (its chunk ends it too)."""
    m = _INFINITIVE.search(text, start)
    return m.start() if m else len(text)


# A name in its -s form said as a verb: after a subject (she, he, or a determiner and a word
# that names no product: "my son", "the baby", "our dog") and before its object ("watches
# cartoons", "throws her bowl", "covers the sofa"). "the leather watches for men", "a pack of
# throws" and "my son's watches" are nouns: a preposition or a copula follows, or no subject
# stands before.
_SUBJECT_BEFORE = re.compile(r"(?:(?<![a-z'])(?:she|he)|(?:(?<![a-z'])(?P<det>my|the|our|your|his|her|their)\s+)?"
                             r"(?<![a-z'])(?P<who>[a-z]+))\s+$")
_NOT_AN_OBJECT = frozenset(
    "for with in on at to from by of under over and or but that which who are is was were be "
    "made please".split())


def _verb_of_a_subject(text: str, occ: _Occurrence) -> bool:
    said = text[occ.start:occ.end]
    if " " in said or not said.endswith("s"):
        return False
    subject = _SUBJECT_BEFORE.search(text, max(0, occ.start - 30), occ.start)
    if subject is None:
        return False
    who = subject.group("who")
    if who and (find_types(who) or (not subject.group("det") and not _a_person(who))):
        return False  # "sofa covers", "leather watches": a noun phrase; "son watches": a person
    after = re.match(r"\s+([a-z']+)", text[occ.end:])
    return bool(after) and after.group(1) not in _NOT_AN_OBJECT


def _a_person(word: str) -> bool:
    from agent.language.recipient import read_recipient

    found = read_recipient(word)
    return found is not None and found.word == word


def _negated(text: str, occ: _Occurrence, words: list[tuple[int, int, str]],
             chunks: list[int]) -> bool:
    if occ.chinese:
        return bool(_ZH_NEGATED_BEFORE.search(text[max(0, occ.start - 3):occ.start]))
    before = [w for s, e, w in words if e <= occ.start][-2:]
    after = [(s, w) for s, _, w in words if s >= occ.end][:1]
    if before and (before[-1] in _EN_NEGATORS
                   or (len(before) == 2 and before[0] in _EN_NEGATORS and before[-1] in ("any", "a"))):
        return True
    return bool(after and after[0][1] in _EN_AFTER_NEGATORS
                and chunks[after[0][0]] == chunks[occ.start]
                and _PHRASE_GAP.match(text[occ.end:after[0][0]]))


# A product kind a shopper refuses by name in a message ("a bag, but not a backpack",
# "anything but a hoodie", "smart but not a full suit", "I don't want a kindle"): a refusal,
# at most a determiner and one more word, then the name. Read on messages only: a title's
# "Non-Slip Mat" or "No Spill Cup" keeps its head (`_negated` reads titles).
_EN_REFUSING = re.compile(
    r"(?<![a-z'])(?:not|no|never|without|except|anything\s+but|anything\s+except|rather\s+than|"
    r"instead\s+of|other\s+than|(?:don'?t|do\s+not|won'?t)\s+(?:want|need))\s+"
    r"(?:(?:a|an|any|the|another|more|one)\s+)?(?:(?P<word>[a-z\-]+)\s+)?$")


class Refused(NamedTuple):
    said: str  # the words refused, a word said before the name kept ("full suit")
    name: str  # the type's name as said ("suit")
    type: ProductType


# The Chinese refusal right before a name in a message (不要双肩包, 别给我推荐那种托特包):
# not a title's 没有/无 ("有没有旅行包推荐" asks for one; 无线 is wireless).
_ZH_REFUSING_VERBS = "不要|不想要|不需要|别要|别给我|别买|别推荐|不用|不考虑|除了"
_ZH_REFUSING = re.compile(rf"(?:{_ZH_REFUSING_VERBS})(?:推荐)?(?:个|一个|那种|这种|那类|这类)?$")


# Where a refusal may end (the last word of each `_EN_REFUSING` opening, each Chinese verb):
# only the words after one are read for names.
_REFUSAL_CUE = re.compile(r"(?<![a-z'])(?:not|no|never|without|except|but|than|of|want|need)(?![a-z'])|"
                          + _ZH_REFUSING_VERBS)
_CLAUSE_END = re.compile(r"[,.;:!?，。；：！？、]")


def refused_types(text: str, attribute: Callable[[str], bool] = lambda word: False
                  ) -> list[Refused]:
    """The product kinds a message refuses by name: "a bag, but not a backpack" → backpack,
    "not a full suit" → suit, 不要双肩包 → 双肩包. A name followed by "of" is an idiom ("not
    a fan of wool" refuses no fan); one after or shortly before an attribute word
    (`attribute`: "no leather shoes", "no rugs in wool"), or before "with"/"containing" ("no
    mugs with lead": what it holds, known word or not), refuses the attribute, not the kind."""
    lowered = text.lower()
    out: list[Refused] = []
    seen: set[int] = set()
    # Only the few words after each refusal are read for names (a whole message's words
    # would be segmented for nothing on every turn).
    for cue in _REFUSAL_CUE.finditer(lowered):
        window = _CLAUSE_END.split(lowered[cue.end():cue.end() + 48], maxsplit=1)[0]
        for occ in _occurrences(window):
            start, end = cue.end() + occ.start, cue.end() + occ.end
            if start in seen:
                continue
            said = lowered[start:end]
            m = None
            if occ.chinese:
                refused = bool(_ZH_REFUSING.search(lowered, max(0, start - 8), start))
            else:
                m = _EN_REFUSING.search(lowered, max(0, start - 40), start)
                after = re.findall(r"[a-z][a-z\-]*", _CLAUSE_END.split(lowered[end:end + 30], maxsplit=1)[0])
                refused = m is not None and not (m.group("word") and attribute(m.group("word"))) \
                    and not (after and after[0] in ("of", "with", "containing")) \
                    and not any(attribute(word) for word in after[:3])
            if refused:
                seen.add(start)
                word = "" if m is None or m.group("word") is None else m.group("word") + " "
                out.append(Refused(word + said, said, _resolve(occ, None)))
    return out


def _replace(occ: _Occurrence, governed: str) -> _Occurrence:
    return _Occurrence(occ.start, occ.end, occ.keys, occ.size, occ.chinese, governed)


@lru_cache(maxsize=16384)
def _occurrences(text: str) -> tuple[_Occurrence, ...]:
    lowered = text.lower()
    chinese = _chinese_occurrences(lowered)
    ends = {e for _, _, e in _tokenized(lowered)} | {len(lowered)} if chinese else None
    english = _outside_longer_keywords(lowered, _english_occurrences(lowered))
    found = _resolve_overlaps(english + chinese, ends)
    return tuple(_govern(lowered, found))


def name_spans(text: str) -> tuple[tuple[int, int], ...]:
    """Where `text` says a product type's name (whatever governs it): "face cream", "green
    tea", "red wine" are names, whose colour words colour nothing."""
    return tuple((o.start, o.end) for o in _occurrences(text))


def _outside_longer_keywords(text: str, found: list[_Occurrence]) -> list[_Occurrence]:
    """English names lying inside a longer phrase the domain keyword table knows for another
    domain are no type of this text: "studs" in "stud finder" (a tool) is no earring, as a
    keyword inside a longer keyword is silenced there."""
    if not found:
        return found
    from agent.domain_map import phrase_spans

    longer = phrase_spans(text)
    if not longer:
        return found
    table = _table()
    kept = []
    for occ in found:
        domains = {table.by_key[k].domain for k in occ.keys}
        if any(start <= occ.start and occ.end <= end and (end - start) > (occ.end - occ.start)
               and domain not in domains for start, end, domain in longer):
            continue
        kept.append(occ)
    return kept


def _resolve(occ: _Occurrence, domain: Domain | None) -> ProductType | None:
    """The occurrence's type in `domain` (None when it names none there); without a domain,
    its primary type."""
    table = _table()
    if domain is None:
        return table.by_key[occ.keys[0]]
    for key in occ.keys:
        if table.by_key[key].domain == domain:
            return table.by_key[key]
    return None


def _domain(domain: Domain | str | None) -> Domain | None:
    if domain is None or domain == "":
        return None
    domain = Domain(domain)
    return domain if domain.is_product_domain else None


def find_types(text: str, domain: Domain | str | None = None) -> list[ProductType]:
    """The product types `text` names as what is wanted (or what the product is), longest
    match first, each once. Purpose, compatibility and bundle phrases are left out. With a
    domain, a name shared across domains means that domain's type (给猫买饮水机 in
    pet_supplies is a pet fountain), and types of other domains follow those of it."""
    if not text:
        return []
    hint = _domain(domain)
    named = [o for o in _occurrences(text) if not o.governed]
    named.sort(key=lambda o: (-(o.end - o.start), o.start))
    inside: list[ProductType] = []
    outside: list[ProductType] = []
    for occ in named:
        ptype = _resolve(occ, hint)
        if ptype is not None:
            bucket = inside
        else:
            ptype, bucket = _resolve(occ, None), outside
        if ptype not in inside and ptype not in outside:
            bucket.append(ptype)
    return inside + outside


def type_of_title(title: str, domain: Domain | str | None = None) -> ProductType | None:
    """The head product type of a title, or None when it names none it is. With the
    product's domain, types of that domain are preferred ("Diaper Bag Backpack" in
    baby_maternity is a diaper bag; "Dotted Notebook 笔记本" in stationery is no laptop)."""
    if not title:
        return None
    hint = _domain(domain)
    occs = list(_occurrences(title))
    candidates = [o for o in occs if not o.governed]
    if not candidates:
        # 适用苹果15手机壳: the compat marker's first type is also the title's only one.
        candidates = [o for o in occs if o.governed == "compat"][-1:]
        if not candidates:
            return None
    if hint is not None and any(_resolve(o, hint) for o in candidates):
        candidates = [o for o in candidates if _resolve(o, hint)]
    else:
        hint = None
    types = {o: _resolve(o, hint) for o in candidates}
    chunks = _chunk_ids(title.lower())
    first_chunk = chunks[candidates[0].start]
    in_chunk = [o for o in candidates if chunks[o.start] == first_chunk]
    if any(o.chinese for o in in_chunk):
        head = in_chunk[-1]
        family = _family(types[head])
        for occ in in_chunk[:-1]:
            # A pile of sibling names keeps the first, most specific one; a group named
            # before its member (女鞋 … 跑鞋) yields to the member.
            ptype = types[occ]
            if ptype.key not in family and _family(ptype) & family:
                head = occ
                break
        return types[head]
    lowered = title.lower()
    head = in_chunk[0]
    for occ in in_chunk[1:]:
        if occ.start >= head.end and _PHRASE_GAP.match(lowered[head.end:occ.start]):
            # A compound: "Laptop Backpack" is a backpack, "Charm Bracelet" a bracelet; but
            # "Travel Organizer Bag" stays the organizer, the more specific of a member
            # and its group.
            if types[occ].key not in _family(types[head]):
                head = occ
        else:
            break
    return types[head]


def _family(ptype: ProductType) -> set[str]:
    """The type, its group and its ancestors: siblings share a member."""
    out = {ptype.key}
    parent = ptype.parent
    while parent and parent not in out:
        out.add(parent)
        found = get_type(parent)
        parent = found.parent if found else ""
    return out


def same_type(requested: ProductType | str | None, title_type: ProductType | str | None) -> bool:
    """True when the title's type is the requested type or a member of the requested group."""
    req = requested.key if isinstance(requested, ProductType) else (requested or "")
    got = title_type if isinstance(title_type, ProductType) else get_type(title_type)
    if not req or got is None:
        return False
    return req in _family(got)


# A product no type names, told by a compound whose head word ends names of one domain: "a
# magnetic fishing game" is a game (board game, video game: toys), whatever "fishing" says
# to the keyword table; "a pocket field guide" is a guide (travel guide, study guide: books);
# 钓鱼玩具 is a 玩具 (毛绒玩具, 益智玩具…). The head word is the last word of the English
# phrase before its first preposition or clause, the last three, two or one characters of a
# Chinese chunk (入门书: 书). It decides only when the names ending in it are nearly all one
# domain's.
FAMILY_SHARE = 0.8  # the share of the head word's types that one domain must hold
FAMILY_ONE_CHAR = 4  # a one-character ending (书, 鞋, 柜) speaks for at least this many types
_EN_PHRASE_END = re.compile(r"\b(?:with|for|to|of|from|that|which|who|in|on|at|by|so|because|"
                            r"like|than|but|and|or|without|under|over|about)\b")
_ZH_CHUNKS = re.compile(rf"[^{CJK_RANGE}]+|的")


@lru_cache(maxsize=1)
def _head_words() -> tuple[Mapping[str, Mapping[Domain, int]], Mapping[str, Mapping[Domain, int]]]:
    """Each English head word (singular) and each Chinese one- to three-character ending of
    the type names, with how many types of each domain have a name ending in it."""
    english: dict[str, dict[Domain, int]] = {}
    chinese: dict[str, dict[Domain, int]] = {}
    for ptype in all_types():
        words, endings = set(), set()
        for name in ptype.names:
            if _CJK.search(name):
                endings.update(name[-k:] for k in (1, 2, 3) if len(name) > k)
            elif _tokens(name):
                words.add(_tokens(name)[-1])
        for table, keys in ((english, words), (chinese, endings)):
            for key in keys:
                counts = table.setdefault(key, {})
                counts[ptype.domain] = counts.get(ptype.domain, 0) + 1
    return MappingProxyType(english), MappingProxyType(chinese)


def _family_domain(counts: Mapping[Domain, int] | None, least: int = 2) -> Domain | None:
    if not counts:
        return None
    domain, most = max(counts.items(), key=lambda kv: kv[1])
    return domain if most >= least and most >= FAMILY_SHARE * sum(counts.values()) else None


def head_phrase(text: str) -> str:
    """The English phrase whose last word is the head: `text` up to its first preposition or
    clause word ("magnetic fishing game" of "magnetic fishing game with wooden fish")."""
    return _EN_PHRASE_END.split(text.lower().strip(), maxsplit=1)[0]


def head_word(text: str) -> str | None:
    """The last word of `head_phrase` (singular) when it ends some type name, else None: a
    phrase that ends in another word ("drive trams", of a story) names no head."""
    words = _ASCII_WORD.findall(head_phrase(text))
    word = singular(words[-1]) if words else ""
    return word if word in _head_words()[0] else None


@lru_cache(maxsize=4096)
def head_family(text: str) -> Domain | None:
    """The domain whose type names end in the head word of `text` (see FAMILY_SHARE), or
    None when no head word is clear or its types span domains. Chinese chunks that end in
    different domains' words say nothing."""
    english, chinese = _head_words()
    low = text.lower().strip()
    if not _CJK.search(low):
        word = head_word(low)
        return _family_domain(english[word]) if word else None
    found = set()
    for chunk in _ZH_CHUNKS.split(low):
        for k in (3, 2, 1):
            if len(chunk) >= k and chunk[-k:] in chinese:
                domain = _family_domain(chinese[chunk[-k:]], FAMILY_ONE_CHAR if k == 1 else 2)
                if domain is not None:
                    found.add(domain)
                break
    return found.pop() if len(found) == 1 else None


@lru_cache(maxsize=1)
def _types_by_head_word() -> Mapping[str, tuple[ProductType, ...]]:
    """The types each English head word ends a name of (see `head_word`)."""
    out: dict[str, list[ProductType]] = {}
    for ptype in all_types():
        for word in {_tokens(n)[-1] for n in ptype.names if not _CJK.search(n) and _tokens(n)}:
            out.setdefault(word, []).append(ptype)
    return MappingProxyType({w: tuple(ts) for w, ts in out.items()})


def type_by_head_word(text: str, domain: Domain) -> ProductType | None:
    """The one type of `domain` whose names end in the English head word of `text`: "a
    half-decent rod" shopped for in sports is a fishing rod (its only rod); "a table" in
    furniture is none (coffee, dining, side…)."""
    word = head_word(text) if not _CJK.search(text) else None
    if word is None:
        return None
    found = [t for t in _types_by_head_word().get(word, ()) if t.domain == domain]
    return found[0] if len(found) == 1 else None


_FOR_CHILDREN = re.compile(r"\b(?:kids?|children'?s?|child'?s?)\b|儿童|童")


@lru_cache(maxsize=64)
def sells_for_children(domain: Domain) -> bool:
    """A domain with a kind of goods named for children (children's book, kids shoes, 儿童帐篷):
    a thing for a child told by age may be that domain's; a kitchen's board is not."""
    return any(_FOR_CHILDREN.search(name.lower()) for t in types_in_domain(domain) for name in t.names)
