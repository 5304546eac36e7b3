"""Which of the 22 product domains a piece of text is about.

One bilingual keyword table (`data/domain_keywords.json`) drives everything: user utterances
("帮我找个旅行收纳包，不要塑料的"), product titles and raw platform category paths.

Rules, each protecting a lesson:
- English keywords match whole words or phrases only: a bare substring match turns "carpet"
  into a pet and "category" into a cat. Hyphens count as spaces; a plural -s/-es is allowed.
- Chinese keywords match as substrings (there are no spaces to anchor on).
- A match lying inside a longer match is silenced: "猫咪饮水机" is a pet fountain, not a water
  dispenser; "shoe rack" is furniture, not footwear. `_ignore` entries silence what they
  contain without voting for anything ("包邮" is free shipping, not a bag; "PET" is plastic).
- Longer (more specific) keywords score more; `strong` keywords (who the product is for: a
  cat, a baby) outweigh the product noun; `weak` ones only decide when nothing else does.
- The head noun wins ties: the last match before "for"/"with"/a comma ("laptop backpack").
- Negated words barely vote: "沙发，不要皮革的" stays furniture whatever 皮 might suggest.
"""
from __future__ import annotations

import json
import re
import unicodedata
from dataclasses import dataclass, replace
from functools import lru_cache
from pathlib import Path

from memory.domains import Domain, parse_domain
from memory.paths import DOMAIN_KEYWORDS, FOREIGN_WORDS
from memory.text import CJK_RANGE, has_cjk

DOMAIN_ORDER = {d: i for i, d in enumerate(Domain)}  # ties go to the earlier domain
KEYWORDS_PATH = DOMAIN_KEYWORDS

# Weights of the three keyword tiers and of the context a match sits in.
TIER_WEIGHT = {"normal": 1.0, "strong": 3.0, "weak": 0.4, "morpheme": 1.0}  # morpheme: see _head_morphemes
SECONDARY_CLAUSE = 0.5   # "... for Women, with USB port": modifiers, not the product
NEGATED = 0.15           # "不要皮鞋" still hints footwear, but loses to any positive cue
HEAD_BONUS = 0.3         # the last product noun of the main clause is the head
ZH_HEAD_BONUS = 0.6      # a Chinese title's head noun (first noun phrase, last noun in it)
ACCESSORY = 0.3          # "适用于iPhone": what the product fits is not what it is
EXTRA_MATCH = 0.15       # each further distinct match of the same domain adds a little

_ASCII_WORD = "a-z0-9"
_NOT_ASCII_WORD = rf"(?-i:[{_ASCII_WORD}A-Z])"
_EN_NEGATORS = r"(?:no|not|without|avoid|avoiding|never|except|excluding|don'?t want|do not want|nothing|free of|other than|instead of)"
_ZH_NEGATORS = r"(?:不要|不想要|不想|不含|不用|不需要|没有|拒绝|避免|除了|别要|别买|别推荐|无需)"
_CLAUSE_BREAK = re.compile(r"\s(?:for|with|from|to|in|fits?|compatible with)\s|[,;|()\[\]（）【】]|\s[-–—]\s")
# Every mark a marketplace export was seen to part its shelves with: the arrows and slashes,
# and ":: ‣ • ; ~ ¦", a colon not between digits ("Antiques:Maritime"; "16:9" is one word), a
# dash with a space either side ("Garden - Watering - Hose Reels"; "T-Shirts" is one word) and
# the quote, comma, quote between the shelves of a path stored as a JSON list ('["Home",
# "Bath", "Towels"]'). A path left whole is read as one phrase, its department's words beside
# its leaf's.
_SEGMENT_SPLIT = re.compile(r"\s*(?:›|»|→|>|/|\\|\||、|＞|／|｜|::|‣|•|¦|;|；|~|(?<!\d):|:(?!\d)|\"\s*,\s*\")\s*|\s+[-–—]\s+")


@dataclass(frozen=True)
class _Keyword:
    domain: Domain | None  # None: an _ignore entry
    word: str
    lang: str  # "zh" | "en"
    tier: str
    source: str | None  # English only: the regex, compiled on first use (see `pattern`)
    probe: str = ""  # English only: a substring every hit must contain
    case_sensitive: bool = False

    @property
    def pattern(self) -> re.Pattern[str] | None:
        """The regex `spans` reads without: compiled only for a text whose lower-casing
        changes its length (a Turkish dotted İ), where `spans` cannot read it."""
        if self.source is None:
            return None
        return _compile(self.source, self.case_sensitive)

    def spans(self, text: str, lowered: str) -> list[tuple[int, int]]:
        """Where this English keyword matches `text` (`lowered` is `text.lower()`), exactly
        as its regex `source` would, without compiling one: the pattern is always the same
        shape (no ASCII letter or digit before; the words with any spaces or hyphens between;
        the plural endings; no ASCII letter or digit after). Compiling a regex per keyword
        cost ~0.2-1 ms each the first time a text reached it, and ~550 of them pushed the
        engine's own patterns out of `re`'s 512-entry cache, so those were compiled again."""
        if len(lowered) != len(text):
            pattern = self.pattern
            assert pattern is not None
            return [m.span() for m in pattern.finditer(text)]
        if self.case_sensitive:
            return _word_spans(self.word.upper(), text)
        return _word_spans(self.word, lowered)

    @property
    def specificity(self) -> float:
        if self.lang == "en":
            return 1.0 + 0.5 * (len(self.word.replace("-", " ").split()) - 1)
        return max(0.5, 1.0 + 0.5 * (len(self.word) - 2))


@dataclass(frozen=True)
class _Match:
    keyword: _Keyword
    start: int
    end: int


def _en_source(word: str) -> str:
    parts, endings = _keyword_shape(word)
    body = r"[\s\-]*".join(re.escape(p) for p in parts)
    # Not preceded/followed by an ASCII letter or digit: "pet" never hits "carpet", "pu"
    # never hits "cpu", while "pu皮" and "T恤" still work next to Chinese characters.
    plural = "(?:s|es)?" if "es" in endings else "s?"
    # The two boundary classes are matched case-sensitively ((?-i:...), both cases written
    # out): under IGNORECASE a class is expanded over Unicode's case folding when it is
    # compiled, which made each keyword cost ~1 ms to compile instead of ~0.15 ms.
    return rf"(?<!{_NOT_ASCII_WORD}){body}{plural}(?!{_NOT_ASCII_WORD})"


_ASCII_WORD_CHARS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")


@lru_cache(maxsize=None)
def _keyword_shape(word: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """A keyword's words and the endings its last word may take, in the order the regex
    (`_en_source`) tries them. English adds -es only after a hiss or an o (boxes, watches,
    mangoes): "jam" + "es" is James, an author's name, not jams."""
    parts = tuple(p for p in re.split(r"[\s\-]+", word.strip()) if p)
    endings = ("s", "es", "") if re.search(r"(?:s|x|z|ch|sh|o)$", word.strip().lower()) else ("s", "")
    return parts, endings


def _word_spans(word: str, hay: str) -> list[tuple[int, int]]:
    """Where `word` matches `hay` as its regex `_en_source(word)` would, case-sensitively (the
    caller lower-cases both for a case-insensitive match)."""
    parts, endings = _keyword_shape(word)
    first, n = parts[0], len(hay)
    out: list[tuple[int, int]] = []
    i = hay.find(first)
    while i != -1:
        end = _match_at(hay, i, parts, endings, n)
        if end is None:
            i = hay.find(first, i + 1)
        else:
            out.append((i, end))
            i = hay.find(first, end if end > i else i + 1)
    return out


def _match_at(hay: str, i: int, parts: tuple[str, ...], endings: tuple[str, ...], n: int) -> int | None:
    """The end of the keyword's match starting at `i`, or None (see `_Keyword.spans`)."""
    if i > 0 and hay[i - 1] in _ASCII_WORD_CHARS:
        return None
    j = i + len(parts[0])
    for part in parts[1:]:
        while j < n and (hay[j] == "-" or hay[j].isspace()):
            j += 1
        if not hay.startswith(part, j):
            return None
        j += len(part)
    for ending in endings:
        if ending and not hay.startswith(ending, j):
            continue
        end = j + len(ending)
        if end >= n or hay[end] not in _ASCII_WORD_CHARS:
            return end
    return None


@lru_cache(maxsize=None)
def _compile(source: str, case_sensitive: bool) -> re.Pattern[str]:
    return re.compile(source, 0 if case_sensitive else re.IGNORECASE)


def _load_table(path: Path) -> tuple[_Keyword, ...]:
    raw = json.loads(path.read_text(encoding="utf-8"))
    keywords: list[_Keyword] = []

    def add(domain: Domain | None, block: dict, tier: str) -> None:
        for lang in ("zh", "en"):
            for word in block.get(lang, []) or []:
                word = word.strip()
                if not word:
                    continue
                if lang == "en":
                    # An all-caps ignore entry ("PET") is an acronym: match it case-sensitively.
                    case_sensitive = domain is None and word.isupper()
                    source = _en_source(word if case_sensitive else word.lower())
                    probe = re.split(r"[\s\-]+", word.lower())[0]
                    keywords.append(_Keyword(domain, word.lower(), "en", tier, source, probe,
                                             case_sensitive))
                else:
                    keywords.append(_Keyword(domain, word.lower(), "zh", tier, None))

    for key, block in raw.items():
        if key == "_ignore":
            add(None, block, "ignore")
            continue
        if key.startswith("_"):
            continue
        domain = parse_domain(key)
        if domain is None or not domain.is_product_domain:
            raise ValueError(f"{path}: unknown domain {key!r}")
        add(domain, block, "normal")
        for tier in ("strong", "weak"):
            if isinstance(block.get(tier), dict):
                add(domain, block[tier], tier)
    if path == KEYWORDS_PATH:
        add_product_type_names(add, {kw.word for kw in keywords})
    return tuple(keywords)


def add_product_type_names(add, known: set[str]) -> None:
    """The product-type vocabulary (data/product_types.json) votes for its domains too, so
    a new type there is a domain word here without a second list: "angle grinder" is a
    tool, 拖车绳 automotive, and so are the other names a shopper says for a type
    (also_en/also_zh: 派克服 is a coat). Names this table already has keep their entry (it knows
    the strong/weak tiers and the ignores); a name shared across domains (饮水机, 笔记本)
    is left to this table alone."""
    from agent.product_types import all_types

    owners: dict[str, set[Domain]] = {}
    for ptype in all_types():
        for name in ptype.names:
            owners.setdefault(name.strip().lower(), set()).add(ptype.domain)
    for ptype in all_types():
        block: dict[str, list[str]] = {"en": [], "zh": []}
        for lang, names in (("en", ptype.en + ptype.also_en), ("zh", ptype.zh + ptype.also_zh)):
            for name in names:
                word = name.strip().lower()
                if word and word not in known and len(owners[word]) == 1:
                    block[lang].append(word)
        add(ptype.domain, block, "normal")


@lru_cache(maxsize=4)
def _table(path: str) -> tuple[_Keyword, ...]:
    return _load_table(Path(path))


@dataclass(frozen=True, eq=False)  # hashed by identity: `_token_candidates` caches by index
class _Index:
    """The table indexed for lookup: English keywords by the first word run of their first
    word, Chinese ones by their first character. A title is read once instead of probing
    3,000 keywords one by one (a 100k-row import reads every title)."""

    by_token: dict[str, tuple[_Keyword, ...]]
    by_char: dict[str, tuple[_Keyword, ...]]
    first_chars: re.Pattern[str]  # any key of by_char: where a Chinese keyword may start


_TOKEN = re.compile(r"[a-z0-9]+")


@lru_cache(maxsize=4)
def _index(path: str) -> _Index:
    by_token: dict[str, list[_Keyword]] = {}
    by_char: dict[str, list[_Keyword]] = {}
    for kw in _table(path):
        if kw.lang == "en":
            # "bed sheet" also matches "bedsheet": index the closed forms too
            parts = _TOKEN.findall(kw.word) or [kw.probe]
            for key in {parts[0], "".join(parts[:2]), "".join(parts)}:
                by_token.setdefault(key, []).append(kw)
        else:
            by_char.setdefault(kw.word[0], []).append(kw)
    return _Index({k: tuple(v) for k, v in by_token.items()},
                  {k: tuple(v) for k, v in by_char.items()},
                  _starts_pattern(by_char))


def _starts_pattern(by_char: dict[str, list[_Keyword]]) -> re.Pattern[str]:
    """One character where a Chinese keyword may start: any first character of one, except
    that a Latin letter or digit (t恤, u盘, 3d打印机) counts only where a whole keyword
    follows, so an English title is not probed at every t and u."""
    return latin_led_starts({kw.word for kws in by_char.values() for kw in kws})


def latin_led_starts(words: set[str]) -> re.Pattern[str]:
    """A pattern matching the one character at each place one of `words` may start: their
    first characters, a Latin one only where the whole word follows."""
    first = "".join(sorted({re.escape(w[0]) for w in words if not w[0].isascii()}))
    rests: dict[str, set[str]] = {}
    for w in words:
        if w[0].isascii():
            rests.setdefault(w[0], set()).add(w[1:])
    parts = [f"[{first}]"] if first else []
    for ch, tails in sorted(rests.items()):
        parts.append(re.escape(ch) + "(?=" + "|".join(re.escape(t) for t in sorted(tails, key=len, reverse=True)) + ")")
    return re.compile("|".join(parts) or r"(?!x)x")


def _candidates(lowered: str, index: _Index, *, phrases: bool = False) -> list[_Keyword]:
    """The English keywords a text may hold, by its word runs; `phrases`: only those of two
    or more words that vote for a domain."""
    seen: dict[int, _Keyword] = {}
    for token in set(_TOKEN.findall(lowered)):
        for kw in _token_candidates(index, token)[phrases]:
            seen[id(kw)] = kw
    return list(seen.values())


@lru_cache(maxsize=65536)
def _token_candidates(index: _Index, token: str) -> tuple[tuple[_Keyword, ...], tuple[_Keyword, ...]]:
    """(every keyword indexed under a word run, the phrases among them), in index order; the
    same words come back title after title in a large import."""
    seen: dict[int, _Keyword] = {}
    for key in (token, token[:-1], token[:-2]):  # a plural -s/-es on a one-word keyword
        for kw in index.by_token.get(key, ()):
            seen[id(kw)] = kw
    every = tuple(seen.values())
    return every, tuple(kw for kw in every if kw.domain is not None and " " in kw.word.replace("-", " "))


def _find_matches(text: str, keywords: tuple[_Keyword, ...], index: _Index | None = None) -> list[_Match]:
    lowered = text.lower()
    matches: list[_Match] = []
    if index is None:
        english = [kw for kw in keywords if kw.lang == "en"]
        chinese = [kw for kw in keywords if kw.lang != "en"]
    else:
        english = _candidates(lowered, index)
        chinese = None
    for kw in english:
        if kw.probe not in lowered:  # cheap pre-check; the match decides
            continue
        for start, end in kw.spans(text, lowered):
            matches.append(_Match(kw, start, end))
    if chinese is None:
        assert index is not None
        for start in index.first_chars.finditer(lowered):  # the characters a keyword starts with
            i = start.start()
            for kw in index.by_char[start.group()]:
                if lowered.startswith(kw.word, i):
                    matches.append(_Match(kw, i, i + len(kw.word)))
    else:
        for kw in chinese:
            start = lowered.find(kw.word)
            while start != -1:
                matches.append(_Match(kw, start, start + len(kw.word)))
                start = lowered.find(kw.word, start + 1)
    matches = [m for m in matches if not _inside_latin_word(lowered, m)]
    # Longest-match-wins: drop any match strictly inside another (or equal span, shorter word).
    # An _ignore entry also silences a keyword of exactly its span ("PET" vs "pet").
    matches.sort(key=lambda m: (-(m.end - m.start), m.keyword.domain is not None, m.start))
    kept: list[_Match] = []
    for m in matches:
        if any(k.start <= m.start and m.end <= k.end
               and ((k.end - k.start) > (m.end - m.start) or k.keyword.domain is None)
               for k in kept):
            continue
        kept.append(m)
    return [m for m in kept if m.keyword.domain is not None]


# "for" right before an audience word: "... Supplement for Dogs", "Shampoo for Babies".
_FOR_WHOM = re.compile(r"\bfor\s+(?:(?:all|adult|small|large|senior|young|your|my)\s+)?$", re.IGNORECASE)


def _inside_latin_word(lowered: str, m: _Match) -> bool:
    """A keyword of Latin letters in the Chinese list (cd, dvd, ipad) is matched as a
    substring like the Chinese ones, so it needs its own word edge against other Latin
    letters: "lcd" and "acdc" name no disc, "cdp-209es" is a player's model number. Digits
    may touch it (iphone13)."""
    word = m.keyword.word
    if m.keyword.lang != "zh" or not word.isascii():
        return False
    before = lowered[m.start - 1] if m.start > 0 else ""
    after = lowered[m.end] if m.end < len(lowered) else ""
    return (before.isascii() and before.isalpha()) or (after.isascii() and after.isalpha())


def _negated_spans(text: str) -> list[tuple[int, int]]:
    spans: list[tuple[int, int]] = []
    for m in _EN_NEGATED.finditer(text):
        spans.append((m.start(1), m.end(1)))
    lowered = text.lower()  # (a title with no "non" or "free" is not searched for them)
    # "non-leather", "non leather": only the next word ("Non-Stick Frying Pan" is a pan).
    for m in _NON_WORD.finditer(text) if "non" in lowered else ():
        spans.append((m.start(1), m.end(1)))
    # "leather-free", "plastic free": the word before "free" is what is absent.
    for m in _FREE_OF.finditer(text) if "free" in lowered else ():
        spans.append((m.start(1), m.end(1)))
    for m in _ZH_NEGATED.finditer(text):
        spans.append((m.start(1), m.end(1)))
    return spans


_EN_NEGATED = re.compile(rf"(?<![a-z]){_EN_NEGATORS}\s+((?:[\w'\-]+\s*){{1,2}})", re.IGNORECASE)
_NON_WORD = re.compile(r"(?<![a-z])non[\s\-]+([\w']+)", re.IGNORECASE)
_FREE_OF = re.compile(r"([\w\-]+)[\s\-]free\b", re.IGNORECASE)
_ZH_NEGATED = re.compile(rf"{_ZH_NEGATORS}([^，,。.；;！!？?\s]{{1,8}})")


def _main_clause_end(text: str) -> int:
    m = _CLAUSE_BREAK.search(text)
    return m.start() if m else len(text)


def _fold_accents(text: str) -> str:
    """"Home Décor" reads as "Home Decor"; one character for one, so spans stay put."""
    if text.isascii():
        return text
    out = []
    for ch in text:
        if "\u00c0" <= ch <= "\u024f":
            base = unicodedata.normalize("NFKD", ch)[0]
            out.append(base if base.isascii() else ch)
        else:
            out.append(ch)
    return "".join(out)


# A misspelt English word in an imported title or category path ("Bakng Sheet", "Kichen >
# Bakware", "Garbage Disposl") reads as the keyword-table word it stands for: a word no English
# dictionary holds and no keyword is, one slip from exactly one keyword word with the same
# first letter. Which slip, by the word's length, as the short words of other languages and
# names are one slip from many English ones (Spanish "ropa" is one letter from rope, "salud"
# from salad, German "Sorten" from sorter, a "3 Seater" sofa one letter short of a sweater):
# two letters swapped from four letters on ("Releif"), a letter left out from five ("Helth",
# "Bakng"; not a dictionary word with -er/-ing/-ed after it), a key struck twice from six
# ("Wallett"; an Indian place name one letter longer than a pot is no slip), one typed for
# another from seven ("Portible"). A word of the dictionary is never mended ("mate" is no
# "mat"), nor one that two keyword words are one slip from.
SPELL_MIN_LEN = 4
SWAP_LEN, LEFT_OUT_LEN, EXTRA_LEN, TYPED_FOR_LEN = 4, 5, 6, 7
_SPELL_TOKEN = re.compile(r"(?<![\w'])[^\W\d_]{%d,}(?![\w])" % SPELL_MIN_LEN)  # letters of any script
_DERIVED = ("ers", "er", "ing", "ed")


def mend_spelling(text: str) -> str:
    """`text` with every misspelt English word replaced by the keyword word it stands for
    (see SPELL_MIN_LEN). A word with a letter English does not write (Jamón, Wäsche) is
    another language's, never mended. Text holding Chinese is returned as it is: its Latin
    runs are brands and models, which the dictionary does not hold either."""
    if not text or has_cjk(text):
        return text
    return _SPELL_TOKEN.sub(lambda m: (m.group(0).isascii() and _mended(m.group(0).lower())) or m.group(0), text)


@lru_cache(maxsize=65536)
def _mended(token: str) -> str | None:
    vocabulary, by_first = _spelling_targets()
    if any(form in vocabulary for form in _forms(token)) or _known_english(token):
        return None
    from rapidfuzz.distance import OSA

    near = {w for w in by_first.get(token[0], ())
            if abs(len(w) - len(token)) <= 1 and OSA.distance(token, w, score_cutoff=1) <= 1
            and _slip_allowed(token, w)}
    if len({_singular(w) for w in near}) != 1:
        return None
    return min(near, key=lambda w: (abs(len(w) - len(token)), w))


def _slip_allowed(token: str, word: str) -> bool:
    """Whether a one-slip distance between a token and a keyword word is a slip its length
    allows (SWAP_LEN...)."""
    n = len(token)
    if len(word) == n + 1:  # a letter left out
        return n >= LEFT_OUT_LEN and not any(
            token.endswith(end) and len(token) - len(end) >= 3 and _known_english(token[:-len(end)])
            for end in _DERIVED)
    if len(word) == n - 1:  # one too many: a key struck twice ("Wallett"), not a name's own
        return n >= EXTRA_LEN and any(token[:i] + token[i + 1:] == word and token[i] == token[i - 1]
                                      for i in range(1, n))
    if sorted(word) == sorted(token):  # two swapped
        return n >= SWAP_LEN
    return n >= TYPED_FOR_LEN  # one typed for another


def read_as_english(text: str) -> str:
    """An imported title or category path as the keyword table reads it: words of other
    languages glossed (`gloss_foreign`), then misspelt words mended (`mend_spelling`); Chinese
    typed in Traditional characters folded to Simplified, Taiwan's words to the mainland's
    (`agent.language.normalize.to_simplified`: 無線藍牙耳機 read no keyword at all)."""
    if has_cjk(text):
        from agent.language.normalize import to_simplified

        text = to_simplified(text)
    return mend_spelling(gloss_foreign(text))


# A German or Dutch compound is read by its last part (Gartenmoebel: furniture), when that part
# is a listed word of at least this many letters after at least three letters of its own.
COMPOUND_HEAD_LEN = 4
_COMPOUNDING = ("de", "nl")


def gloss_foreign(text: str) -> str:
    """`text` with each word or phrase of data/foreign_words.json (a department or a common
    kind of goods in another language: Kueche, juguetes, electromenager) replaced by the English
    word the keyword table reads, and each German or Dutch compound ending in one
    (`COMPOUND_HEAD_LEN`) by that word. Accents are folded only when something was glossed;
    English words are never glossed (the table's own reader skips them). Chinese text is
    returned as it is."""
    if not text or has_cjk(text):
        return text
    pattern, glosses, starts = _foreign_table()
    folded = _fold_accents(text).replace("ı", "i")  # Turkish dotless i, which NFKD keeps
    lowered = folded.lower()
    out, changed = [], False
    pos = 0
    for m in _WORD_RUN.finditer(lowered):
        if m.start() < pos:
            continue
        word = m.group(0)
        # (the pattern is tried only where a listed word or phrase may start)
        phrase = pattern.match(lowered, m.start()) if word in starts or word.split("-")[0] in starts else None
        if phrase is not None:
            out.append(folded[pos:m.start()] + glosses[phrase.group(0)])
            pos, changed = phrase.end(), True
            continue
        head = _compound_head(word) if len(word) >= COMPOUND_HEAD_LEN + 3 and word.isascii() \
            and word.isalpha() else None
        if head is not None:
            out.append(folded[pos:m.start()] + head)
            pos, changed = m.end(), True
    if not changed:
        return text
    out.append(folded[pos:])
    return "".join(out)


_WORD_RUN = re.compile(r"[^\W\d_]+(?:-[^\W\d_]+)*")


@lru_cache(maxsize=65536)
def _compound_head(word: str) -> str | None:
    """The English gloss of a German or Dutch compound's last part, after the audience its first
    part names (`_compound_audience`): Hundedecke is "dog blanket", not a blanket."""
    heads = _compound_heads()
    if len(word) < COMPOUND_HEAD_LEN + 3 or word in _common_english() or word in _spelling_targets()[0]:
        return None  # an English word, or one the keyword table reads itself (keyring)
    if _ic_adjective(word):
        return None  # magnetisch is magnetic, not a magnet table (Schreibtisch stays a table)
    for cut in range(3, len(word) - COMPOUND_HEAD_LEN + 1):
        gloss = heads.get(word[cut:])
        if gloss is not None:
            who = _compound_audience(word[:cut])
            return f"{who} {gloss}" if who else gloss
    return None


# A German or Dutch adjective in -isch is no compound, though it ends like one of Tisch (magne|tisch,
# vollauto|ma|tisch, roman|tisch): it is the one whose stem, or the stem's last letters (this many
# at least), makes an English word in -ic or -ical (magnetic, automatic, practical with k read c).
IC_STEM_LEN = 5


def _ic_adjective(word: str) -> bool:
    if not word.endswith("isch"):
        return False
    stem = word[:-4].replace("k", "c")
    english = _english_dictionary()
    return any(stem[cut:] + ending in english for cut in range(len(stem) - IC_STEM_LEN + 1)
               for ending in ("ic", "ical"))


# The joints a German or Dutch compound puts between its parts (Hund-e-decke, Katze-n-kissen,
# Hond-en-kussen; Baby|schuhe needs none).
_COMPOUND_JOINTS = ("", "e", "n", "en", "s", "es", "er")


def _compound_audience(first: str) -> str | None:
    """The English audience word (the keyword table's strong words: dog, cat, baby, pet) a
    compound's first part is, in the foreign-word glosses or in English, with or without its
    joint: who the goods are for, which decides their domain as "for dogs" does in English
    (Hundebett, Kattenbed, Babydecke). Nothing for any other first part (Kaffeetasse stays a
    mug): what the goods are made of or for otherwise is a modifier the keyword table would
    read as a rival head."""
    glosses = _foreign_words()[0]
    audience = _en_audience_words()
    for joint in _COMPOUND_JOINTS:
        if joint and not first.endswith(joint):
            continue
        stem = first[:len(first) - len(joint)] if joint else first
        if len(stem) < 3:
            continue
        english = glosses.get(stem, stem)
        if english in audience:
            return english
    return None


@lru_cache(maxsize=1)
def _en_audience_words() -> frozenset[str]:
    return frozenset(kw.word for kw in _table(str(KEYWORDS_PATH)) if kw.tier == "strong" and kw.lang == "en")


@lru_cache(maxsize=1)
def _compound_heads() -> dict[str, str]:
    return _foreign_words()[1]


@lru_cache(maxsize=1)
def _foreign_table() -> tuple[re.Pattern[str] | None, dict[str, str], frozenset[str]]:
    """The foreign words and phrases as one whole-word pattern (longest first), their English
    glosses, and the words they start with."""
    glosses = _foreign_words()[0]
    if not glosses:
        return None, {}, frozenset()
    body = "|".join(re.escape(w).replace(r"\ ", r"\s+") for w in sorted(glosses, key=len, reverse=True))
    starts = frozenset(_WORD_RUN.match(w).group(0) for w in glosses if _WORD_RUN.match(w))
    return re.compile(rf"(?:{body})(?![^\W_])"), glosses, starts


@lru_cache(maxsize=1)
def _foreign_words() -> tuple[dict[str, str], dict[str, str]]:
    """The foreign words' English glosses, and the German and Dutch ones that may head a
    compound. A word that is a common English word too (Bad, Auto) is no gloss of its own, an
    English title is never glossed; it may still head a compound that is no English word
    (Strumpfhose)."""
    raw = json.loads(FOREIGN_WORDS.read_text(encoding="utf-8")) if FOREIGN_WORDS.exists() else {}
    glosses: dict[str, str] = {}
    heads: dict[str, str] = {}
    for english, by_lang in raw.items():
        if english.startswith("_"):
            continue
        for lang, words in by_lang.items():
            for word in words:
                word = _fold_accents(word.strip().lower())
                if not word:
                    continue
                if lang in _COMPOUNDING and " " not in word and len(word) >= COMPOUND_HEAD_LEN:
                    heads.setdefault(word, english)  # Strumpfhose: German, however English "hose" is
                if " " not in word and word in _common_english():
                    continue
                glosses.setdefault(word, english)
    return glosses, heads


def _singular(word: str) -> str:
    if word.endswith("ies") and len(word) > 4:
        return word[:-3] + "y"
    if word.endswith(("ches", "shes", "sses", "xes")):
        return word[:-2]
    return word[:-1] if word.endswith("s") and not word.endswith("ss") else word


def _forms(token: str) -> set[str]:
    """The token and what it may be the plural of ("hoodies": hoodie, hoody)."""
    return {token, _singular(token), token[:-1] if token.endswith("s") else token}


def _known_english(token: str) -> bool:
    return any(form in _english_dictionary() for form in _forms(token))


@lru_cache(maxsize=1)
def _english_dictionary():
    from agent.language.library_tables import english_words

    return english_words()


@lru_cache(maxsize=1)
def _common_english():
    from agent.language.library_tables import common_english_words

    return common_english_words()


@lru_cache(maxsize=1)
def _spelling_targets() -> tuple[frozenset[str], dict[str, tuple[str, ...]]]:
    """The words of the keyword table's English keywords (product types included), and those
    of SPELL_MIN_LEN letters or more by first letter."""
    words = {w for kw in _table(str(KEYWORDS_PATH)) if kw.lang == "en" and kw.domain is not None
             for w in re.findall(r"[a-z]+", kw.word)}
    by_first: dict[str, list[str]] = {}
    for w in sorted(words):
        if len(w) >= SPELL_MIN_LEN:
            by_first.setdefault(w[0], []).append(w)
    return frozenset(words), {k: tuple(v) for k, v in by_first.items()}


_HYPHENATED = re.compile(r"(?<=[a-z])-(?=[a-z])", re.IGNORECASE)


def _closed_compounds(text: str) -> str:
    """"make-up" also read as "makeup": English writes one compound open, hyphenated or closed.
    The hyphen moves to the word's end as a space, so spans shift by at most a character."""
    def close(m: re.Match[str]) -> str:
        word = m.group(0)
        return word.replace("-", "") + " " * word.count("-")
    return re.sub(r"[a-z]+(?:-[a-z]+)+", close, text, flags=re.IGNORECASE)


def classify_scored(text: str, *, keywords_path: str | Path = KEYWORDS_PATH,
                    title: bool = False) -> list[tuple[Domain, float]]:
    """Every domain with any cue in the text, best first. Empty when nothing fits.

    `title=True` reads a product title rather than a request: in Chinese the head product
    noun (not the last noun) leads, and accessory phrases ("适用于…", "兼容…") do not decide."""
    return _classify(text, keywords_path, title)[0]


def classify_title(text: str, *, keywords_path: str | Path = KEYWORDS_PATH
                   ) -> tuple[list[tuple[Domain, float]], "TitleHead | None"]:
    """`classify_scored(text, title=True)` and the head noun that reading chose."""
    return _classify(text, keywords_path, True)


@dataclass(frozen=True)
class TitleHead:
    domain: Domain
    word: str
    bare: bool  # a bare one-character head noun (针织|帽), known from the type names only
    compound: bool = False  # a keyword heading in place of the compound it modifies (茶叶|罐)


def _classify(text: str, keywords_path: str | Path, title: bool
              ) -> tuple[list[tuple[Domain, float]], TitleHead | None]:
    if not text or not text.strip():
        return [], None
    text = _fold_accents(text)
    table = _table(str(keywords_path))
    index = _index(str(keywords_path))
    matches = _find_matches(text, table, index)
    if _HYPHENATED.search(text):
        known = {m.keyword.word for m in matches}
        matches += [m for m in _find_matches(_closed_compounds(text), table, index)
                    if m.keyword.word not in known and "-" not in m.keyword.word
                    and " " not in m.keyword.word]
    if not matches and not (title and has_cjk(text)):
        return [], None
    negated = _negated_spans(text)
    clause_end = _main_clause_end(text)
    accessory: list[tuple[int, int]] = []
    held: dict[int, int] = {}
    modifiers: set[int] = set()
    contents: set[int] = set()  # what a request's product holds (装Y的X)
    compound: _Match | None = None  # see _zh_compound_head
    head_bonus = HEAD_BONUS
    if title and has_cjk(text):
        matches = _without_counts(text, _segmented_crossings(text, _without_straddlers(text, _without_shapes(text, matches))))
        matches = matches + _head_morphemes(text, matches)
        if not matches:
            return [], None
        accessory = _accessory_spans(text)
        shared = _shared_audiences(text, matches)
        shared_spans = {(m.start, m.end) for m in matches if id(m) in shared}
        matches = [_Match(replace(m.keyword, tier="normal"), m.start, m.end) if id(m) in shared else m
                   for m in matches]
        toys = _made_as_toys(text, matches)
        matches = [_as_toy(m) if id(m) in toys else m for m in matches]
        worked = _zh_worked_goods(text, matches)
        worked_spans = {(m.start, m.end) for m in matches if id(m) in worked}
        vessels = _zh_vessel_contents(text, matches) | worked
        held_spans = {(m.start, m.end): m.keyword.domain for m in matches if id(m) in vessels}
        matches = [_as_vessel(m) if id(m) in vessels else m for m in matches]
        modifiers = _zh_modifiers(text, matches) | {id(m) for m in matches
                                                     if (m.start, m.end) in worked_spans | shared_spans}
        modifiers |= _zh_before_other_heads(text, matches)
        head = _zh_head(text, [m for m in matches if id(m) not in modifiers], negated + accessory)
        compound = _zh_compound_head(text, matches, held_spans, head, negated + accessory)
        if compound is not None:
            # what the vessel holds, named again (乌龙|茶叶罐, …绿茶 普洱), votes as a
            # secondary word: it is the contents, not a second product
            held_domain = held_spans[(compound.start, compound.end)]
            modifiers |= {id(m) for m in matches if m is not compound and m.keyword.domain is held_domain
                          and m.keyword.tier != "strong"}
            head = compound
        # A bare head noun counts only where it ends a keyword's phrase (毛线|针织|帽); alone
        # a character says too little (借粮 is an opera, 拖链 a cable chain).
        matches = [m for m in matches if m.keyword.tier != "morpheme" or m is head]
        if not matches:
            return [], None
        head_bonus = ZH_HEAD_BONUS
    elif not title and has_cjk(text):
        # A Chinese request: the clause that names a product is the main one, whichever comes
        # first ("车座套有推荐吗，狗子掉毛太厉害了": the dog is what the complaint is about,
        # not who the seat cover is for), and its last product noun heads it (head-final:
        # "充电式的电钻 要带电池" is a drill). What the product holds (装茶叶的罐子) is not
        # what it is: those words vote as an accessory's do, and a vessel for food or drink is
        # kitchenware (see `_as_vessel`).
        held_words = _zh_request_contents(text, matches)
        matches = [_as_vessel(m) if id(m) in held_words else m for m in matches]
        contents = _zh_request_contents(text, matches)
        start, clause_end = _zh_head_clause(text, [m for m in matches if id(m) not in contents]) \
            or (0, len(text))
        modifiers = {id(m) for m in matches if not (start <= m.start and m.end <= clause_end)
                     and not _benefactive(text, m)}
        head = max((m for m in matches if id(m) not in modifiers | contents and m.keyword.tier != "weak"
                    and not _inside(m, negated)), key=lambda m: m.end, default=None)
        clause_end = len(text)  # the clauses are weighed through `modifiers`
    else:
        if title:
            # as in Chinese titles: goods a device after them works on (Popcorn Maker) and a
            # baby listed beside grown-ups ("for Babies, Kids and Adults") are secondary words,
            # food worked on makes kitchen gear; a noun after a toy word is the toy's shape
            worked = _en_worked_goods(text, matches)
            shared = _shared_audiences(text, matches) | _en_described(text, matches)
            spans = {(m.start, m.end) for m in matches if id(m) in worked | shared}
            toys = _made_as_toys(text, matches)
            matches = [_as_vessel(m) if id(m) in worked else
                       _Match(replace(m.keyword, tier="normal"), m.start, m.end) if id(m) in shared else
                       _as_toy(m) if id(m) in toys else m
                       for m in matches]
            modifiers = {id(m) for m in matches if (m.start, m.end) in spans}
        held = _held_by_container(text, matches) if title else {}
        if title:
            packs = _packaging(text, matches)
            # a pack with no goods word before it says nothing of the goods: not a cue at all
            matches = [m for m in matches if not (id(m) in packs and packs[id(m)] is None)]
            held.update({k: v for k, v in packs.items() if v is not None})
        head = max((m for m in matches if m.start < clause_end and id(m) not in held and id(m) not in modifiers
                    and (m.keyword.tier != "weak" or id(m) in held.values())
                    and not _inside(m, negated)), key=lambda m: m.end, default=None)

    per_domain: dict[Domain, list[float]] = {}
    seen: set[tuple[Domain, str]] = set()
    for m in matches:
        kw = m.keyword
        assert kw.domain is not None
        if kw.tier == "strong" and not (id(m) in modifiers and not title):
            score = TIER_WEIGHT["strong"]
        elif id(m) in held.values() or kw.tier == "strong":
            # a container named by its contents; an audience word outside a request's
            # product clause, which says who is talked about, not who the product is for
            score = TIER_WEIGHT["normal"] * kw.specificity
        else:
            score = TIER_WEIGHT[kw.tier] * kw.specificity
        if id(m) in held or (id(m) in modifiers and kw.tier != "strong"):
            score *= SECONDARY_CLAUSE
        if m.start >= clause_end and not (kw.tier == "strong" and _FOR_WHOM.search(text, 0, m.start)):
            # ("Calcium Supplement for Dogs": who it is for is said after "for", at full weight)
            score *= SECONDARY_CLAUSE
        if _inside(m, negated):
            score *= NEGATED
        if (accessory and _inside(m, accessory)) or id(m) in contents:
            score *= ACCESSORY
        if m is head:
            score += head_bonus
        key = (kw.domain, kw.word)
        if key in seen:
            continue
        seen.add(key)
        per_domain.setdefault(kw.domain, []).append(score)

    ranked = []
    for domain, scores in per_domain.items():
        scores.sort(reverse=True)
        ranked.append((domain, round(scores[0] + EXTRA_MATCH * sum(scores[1:4]), 4)))
    # Ties are broken by enum order so the same text always gets the same answer.
    ranked.sort(key=lambda pair: (-pair[1], DOMAIN_ORDER[pair[0]]))
    found = None
    if head is not None and head.keyword.domain is not None:
        found = TitleHead(head.keyword.domain, head.keyword.word, head.keyword.tier == "morpheme",
                          compound=compound is not None and head is compound)
    return ranked, found


# English nouns of things that hold, carry or display something else: the word before them
# says what is held ("Whiskey Glasses", "Napkin Holders", "Tea Cup"), the noun what is sold.
_CONTAINER_NOUNS = frozenset({
    "holder", "organizer", "organiser", "stand", "rack", "tray", "hanger", "case", "box",
    "basket", "bin", "glass", "glasses", "cup", "mug", "jar", "bottle", "pot", "bowl", "dispenser",
})
_COMPOUND_GAP = re.compile(r"^[\s\-]{0,2}$")


def _held_by_container(text: str, matches: list[_Match]) -> dict[int, int]:
    """In an English title, a keyword right before a container noun of another domain names
    what the container holds: {id(modifier): id(container)}. The container heads the
    compound even if alone it is a weak word (a glass, a holder); the modifier counts as a
    secondary word. A container that is no keyword changes nothing ("Jewellery Box")."""
    out: dict[int, int] = {}
    english = sorted((m for m in matches if m.keyword.lang == "en"), key=lambda m: m.start)
    for a, b in zip(english, english[1:]):
        last = b.keyword.word.replace("-", " ").split()[-1]
        if last in _CONTAINER_NOUNS and a.keyword.domain != b.keyword.domain \
                and b.start >= a.end and _COMPOUND_GAP.match(text[a.end:b.start]):
            out[id(a)] = id(b)
    return out


# A pack an English title's goods come in, said after their net quantity ("Pistachios 1 kg
# Resealable Bag", "Chia Seeds 500 g Pouch", "Coffee Beans 250g Tin"): the quantity measures
# the contents, so the container noun after it is the packaging, not what is sold. A
# dimension (6 mm, 30 cm) measures the thing itself and is no net quantity.
PACKS = frozenset({"bag", "pouch", "jar", "tin", "box", "bottle", "pack", "packet", "can", "carton",
                   "tub", "sachet", "container", "bucket", "canister", "refill"})
_NET_QUANTITY = re.compile(
    r"(?<![a-z0-9.])\d+(?:\.\d+)?\s*(?:g|gm|gms|grams?|kg|kgs|kilos?|kilograms?|mg|ml|l|ltrs?|litres?|"
    r"liters?|cl|oz|fl\.?\s?oz|lbs?|pounds?|pcs|pieces|count|ct|capsules|tablets|servings)"
    r"(?![a-z0-9])(?:\s*(?:[a-z\-]+\s+){0,2})?$", re.IGNORECASE)


def net_quantity_before(text: str, start: int, name: str) -> re.Match[str] | None:
    """The net quantity right before a pack noun `name` at `start`, with goods words before
    it (the shared rule of `_packaging` and the product types' head): else None."""
    if name.replace("-", " ").split()[-1] not in PACKS:
        return None
    quantity = _NET_QUANTITY.search(text, 0, start)
    if quantity is None or not re.search(r"[a-z]{3}", text[:quantity.start()], re.IGNORECASE):
        return None
    return quantity


def without_pack(title: str) -> str:
    """An English title with its net quantity and the pack after it cut out ("Roasted
    Pistachios 1 kg Resealable Bag" -> "Roasted Pistachios"): what the neighbours read, so
    the pack's words do not pull the goods towards bags. Other titles come back as they are."""
    if has_cjk(title) or not any(ch.isdigit() for ch in title):
        return title
    index = _index(str(KEYWORDS_PATH))
    matches = sorted(_find_matches(_fold_accents(title), _table(str(KEYWORDS_PATH)), index),
                     key=lambda m: m.start)
    for m in matches:
        quantity = net_quantity_before(title, m.start, m.keyword.word)
        if quantity is not None:
            return (title[:quantity.start()].rstrip() + " " + title[m.end:].lstrip()).strip()
    return title


def _packaging(text: str, matches: list[_Match]) -> dict[int, int | None]:
    """{id(pack): id(goods) or None} for a container noun right after the net quantity of
    goods named before it: the pack counts as a secondary word, as a container's contents do
    in `_held_by_container` (here the other way round: the contents are sold). Goods the
    table has no word for ("Pistachios 1 kg Bag") still are not the bag: the pack is then
    weak evidence and the neighbours, who know the goods' words, are asked."""
    out: dict[int, int | None] = {}
    english = sorted((m for m in matches if m.keyword.lang == "en"), key=lambda m: m.start)
    for i, m in enumerate(english):
        quantity = net_quantity_before(text, m.start, m.keyword.word)
        if quantity is None or any(g.keyword.domain == m.keyword.domain for g in english[:i]):
            continue  # "Backpack 40 L Travel Bag": a bag's own capacity, not its contents
        goods = next((g for g in reversed(english[:i]) if g.end <= quantity.start()
                      and g.keyword.domain != m.keyword.domain), None)
        out[id(m)] = id(goods) if goods is not None else None
    return out


# What an accessory is for, in a Chinese title: "手机壳 适用于iphone13", "兼容联想笔记本"; and
# what comes free with the product (送来电显示器 after a telephone, 赠送收纳袋): neither is
# what is sold.
_ZH_ACCESSORY = re.compile(r"(?:适用于|适用|兼容|适配|专用于|用于|配套|搭配|赠送|附赠|另送|加送|送|赠)([^\s,，;；。/|()（）【】\[\]的]{1,16})")


def _accessory_spans(text: str) -> list[tuple[int, int]]:
    return [(m.start(1), m.end(1)) for m in _ZH_ACCESSORY.finditer(text)]


def _word_ends(text: str) -> set[int]:
    """Where a word may end: everywhere outside Chinese runs (English words are bounded by the
    keyword patterns), and where jieba ends a word inside them. A keyword ending inside a
    word modifies that word ("红酒|柜": a wine cabinet, not wine)."""
    ends = {i for i in range(len(text) + 1)}
    for run in _CJK_RUN.finditer(text):
        ends.difference_update(range(run.start() + 1, run.end()))
        pos = run.start()
        for word in _jieba_cut(run.group(0)):
            pos += len(word)
            ends.add(pos)
    return ends


_CJK_RUN = re.compile(f"[{CJK_RANGE}]+")
CJK_CHAR = re.compile(f"[{CJK_RANGE}]")


def _jieba():
    from agent.language.segment import default_jieba

    return default_jieba()


@lru_cache(maxsize=65536)
def _jieba_cut(text: str) -> tuple[str, ...]:
    from agent.language.segment import cut

    return cut(_jieba(), text, hmm=False)


# A jieba word right after a keyword that makes it a shape or a print: 狗|式 (dog-shaped),
# 猫咪|图案 (a cat print), 花朵|造型. Never 款 (狗狗款 is the version for dogs) or 型号.
_ZH_SHAPE_WORDS = frozenset({"式", "形", "型", "造型", "形状", "图案", "印花", "头像"})


# The last character of an animal noun (母猪, 奶牛, 母狗, 猫): a word of pregnancy or nursing
# (孕, 哺乳) right before it is the animal's state (怀孕|母猪, 哺乳|母猪), not a mother's
# product; a baby word before it stays (婴儿|猫耳朵|帽子 is a baby's hat).
_ZH_ANIMAL_ENDS = frozenset("猪牛羊狗犬猫马驴兔")


# The twelve animals of the Chinese zodiac: one before 年 names a year (狗年挂历, 猪年春联),
# one after 生肖 or 属 a sign (生肖狗摆件, 属狗的本命年手链), neither an animal kept.
_ZODIAC = frozenset("鼠牛虎兔龙蛇马羊猴鸡狗猪")
_ZODIAC_BEFORE = ("生肖", "属")


def _without_shapes(text: str, matches: list[_Match]) -> list[_Match]:
    """Chinese keywords that only describe a shape or a print (热水袋 毛绒狗式: a hot-water
    bottle shaped like a dog, no pet product) are dropped from a title's reading, and so are
    mother-and-baby words that say an animal's state (怀孕母猪配合饲料 is feed for a sow), an
    animal that names a zodiac year or sign (`_ZODIAC`), and an animal that a toy word right
    before it makes a toy's shape (毛绒玩具|狗, 电动玩具|猫: head-final, the toy is a dog, not
    for one; 狗狗|玩具, the other way round, stays a pet's toy)."""
    starts = _jieba_starts(text)
    toy_ends = {m.end for m in matches if m.keyword.domain is Domain.TOYS_GAMES}

    def describes(m: _Match) -> bool:
        after = starts.get(m.end)
        if after in _ZH_SHAPE_WORDS or (
                bool(after) and after[-1] in _ZH_ANIMAL_ENDS and any(c in m.keyword.word for c in "孕哺")):
            return True
        if m.keyword.tier != "strong" or m.keyword.word[-1] not in _ZH_ANIMAL_ENDS | _ZODIAC:
            return False
        zodiac = len(m.keyword.word) == 1 and m.keyword.word in _ZODIAC and (
            text.startswith("年", m.end) or text[:m.start].endswith(_ZODIAC_BEFORE))
        return zodiac or m.start in toy_ends
    return [m for m in matches if m.keyword.lang != "zh" or not describes(m)]


# One-character nouns of what holds or carries goods that Chinese also uses as measure words
# (量词) of what they hold: 一包 (a pack), 一壶 (a pot of), 两盆 (two potted), 一床 (one quilt), 一桌
# (a table's worth). Right after a count they count the goods and name none of their own.
_ZH_MEASURE_NOUNS = frozenset("包杯盆壶碗锅桌床")
_ZH_COUNT_CHARS = frozenset("一二两三四五六七八九十几半每")
# a quantity before "per" a measure: 2斤/包, 100支/包, 500g/包 (the text before the slash)
_ZH_PER = re.compile(r"\d\s*[^\W\d_]{0,2}\s*$")
_ZH_MEASURE_IN = re.compile(f"[{''.join(sorted(_ZH_MEASURE_NOUNS))}]")


def _counted_at(text: str, start: int) -> bool:
    """Whether the character at `start` is a measure noun (`_ZH_MEASURE_NOUNS`) after a count:
    digits that are not a size (1.8床 is a bed 1.8 m wide), a Chinese numeral or 每 that starts
    a word (统一茶 is a brand's tea), or "per" after a quantity (2斤/包)."""
    if start == 0 or text[start] not in _ZH_MEASURE_NOUNS:
        return False
    before = text[start - 1]
    if before.isdigit():
        i = start - 1
        while i > 0 and text[i - 1].isdigit():
            i -= 1
        return not (i > 0 and text[i - 1] == ".")
    if before in _ZH_COUNT_CHARS:
        return start < 2 or not CJK_CHAR.match(text[start - 2])
    return before == "/" and bool(_ZH_PER.search(text[max(0, start - 8):start - 1]))


def _without_counts(text: str, matches: list[_Match]) -> list[_Match]:
    """A title's one-character container noun used as a measure word (`_ZH_MEASURE_NOUNS`) is
    dropped from its reading: right after a count (10包, 一包500根, 2盆, 1床 被芯) or after
    "per" (2斤/包). 章鱼 2斤/包 is octopus sold by the pack, 束线带 一包500根 cable ties, 乌龙 10包
    tea bags: the goods are the other words (or, if no lexicon holds them, the neighbours'
    reading of the title), never a bag."""
    return [m for m in matches
            if not (m.keyword.lang == "zh" and len(m.keyword.word) == 1 and _counted_at(text, m.start))]


def without_counts(title: str) -> str:
    """The title with its counted measure nouns (`_counted_at`) blanked, for readers that find
    product words by their own lists (the product types)."""
    counted = [m.start() for m in _ZH_MEASURE_IN.finditer(title) if _counted_at(title, m.start())]
    if not counted:
        return title
    chars = list(title)
    for i in counted:
        chars[i] = " "
    return "".join(chars)


_ZH_CLAUSE = re.compile(r"[，。；！？,;!?、…~～\s]+")


def _zh_head_clause(text: str, matches: list[_Match]) -> tuple[int, int] | None:
    """The span of a Chinese request's clause that names a product: the first clause with a
    product noun (a keyword neither of an audience nor weak). None when no clause has one or
    there is only one clause. A clause that is only who or where the product is for (给办公室,
    为书房: a benefactive phrase, see `_ZH_BENEFACTIVE`) names it only when no later clause
    does: "给办公室 人体工学椅" is a chair, not office goods."""
    bounds = [0] + [p for m in _ZH_CLAUSE.finditer(text) for p in (m.start(), m.end())] + [len(text)]
    clauses = [(bounds[i], bounds[i + 1]) for i in range(0, len(bounds) - 1, 2) if bounds[i] < bounds[i + 1]]
    if len(clauses) < 2:
        return None
    naming = [(start, end) for start, end in clauses
              if any(start <= m.start and m.end <= end and m.keyword.tier == "normal" for m in matches)]
    return next((c for c in naming if not _ZH_FOR_WHOM_CLAUSE.fullmatch(text[c[0]:c[1]].strip())),
                naming[0] if naming else None)


# A whole clause that says only who or where the product is for: 给X / 为X (no verb after).
_ZH_FOR_WHOM_CLAUSE = re.compile(r"(?:给|为|替)[^，,。；;！!？?\s买要找挑选送]{1,6}")


# 给X / 为X / 帮X / 替X: X is who the product is bought for, whichever clause names the product
# ("给家里的猫 自动饮水机" once the verb is read out of it).
_ZH_BENEFACTIVE = re.compile(r"(?:给|为|帮|替)[^，,。；;！!？?\s]{0,6}$")


def _benefactive(text: str, m: _Match) -> bool:
    """An audience word introduced by 给/为/帮/替 in its own clause."""
    return m.keyword.tier == "strong" and bool(_ZH_BENEFACTIVE.search(text[:m.start]))


# What a Chinese request says its product holds or serves: 装Y的X (a jar for tea), Y用的X.
_ZH_CONTENTS = re.compile(r"(?:装|放|盛|存|收纳)([^的，,。\s]{1,8})的")


def _zh_request_contents(text: str, matches: list[_Match]) -> set[int]:
    """Keywords inside 装Y的 (what the product holds): Y modifies the product, unless Y is
    named by an audience word (装狗粮的碗 is a dog's bowl)."""
    spans = _contents_spans(text)
    if not spans:
        return set()
    strong = _zh_audience_words()
    return {id(m) for m in matches if _inside(m, spans) and m.keyword.tier != "strong"
            and not any(w in m.keyword.word for w in strong)}


@lru_cache(maxsize=1)
def _zh_audience_words() -> frozenset[str]:
    return frozenset(kw.word for kw in _table(str(KEYWORDS_PATH)) if kw.tier == "strong" and kw.lang == "zh")


@lru_cache(maxsize=65536)
def phrase_spans(lowered: str) -> tuple[tuple[int, int, Domain], ...]:
    """Where the keyword table's English phrases of two or more words match a lower-cased
    text, with their domains: what a shorter name inside one of them is silenced by."""
    index = _index(str(KEYWORDS_PATH))
    out = []
    for kw in _candidates(lowered, index, phrases=True):
        if kw.probe not in lowered:
            continue
        out.extend((start, end, kw.domain) for start, end in kw.spans(lowered, lowered))
    return tuple(out)


def keyword_spans(text: str) -> tuple[tuple[int, int, Domain, str], ...]:
    """Where the keywords of the table match `text` (after longest-match silencing), with
    their domains and words."""
    found = _find_matches(_fold_accents(text), _table(str(KEYWORDS_PATH)), _index(str(KEYWORDS_PATH)))
    return tuple((m.start, m.end, m.keyword.domain, m.keyword.word) for m in found
                 if m.keyword.domain is not None)


def english_keyword_in(word: str, text: str) -> bool:
    """Whether an English keyword matches `text` as the table matches it (whole words, a
    plural -s/-es allowed), without reading the rest of the table."""
    lowered = text.lower()
    if len(lowered) != len(text):
        return bool(_compile(_en_source(word), False).search(text))
    return bool(_word_spans(word.lower(), lowered))


def _contents_spans(text: str) -> list[tuple[int, int]]:
    return [(m.start(1), m.end(1)) for m in _ZH_CONTENTS.finditer(text)]


def _as_vessel(m: _Match) -> _Match:
    """A keyword naming what a vessel holds: food or drink held makes kitchenware (a tea
    caddy, a rice bin, an empty wine bottle); anything else keeps its domain (a box for
    jewellery is still filed with jewellery)."""
    if m.keyword.domain is Domain.FOOD_BEVERAGES:
        return _Match(replace(m.keyword, domain=Domain.KITCHEN_DINING), m.start, m.end)
    return m


# Jieba words of a vessel: the keyword before one names what it holds (酒|瓶 an empty bottle,
# 饮用水|桶 a water barrel, 茶叶|罐 a caddy), as _CONTAINER_NOUNS do in English titles.
# Not 盒 or 篮: food is sold in a box or a basket (豆乳盒子, 水果篮), not as one.
_ZH_CONTAINER_WORDS = frozenset({"瓶", "瓶子", "罐", "罐子", "桶", "筒", "缸"})


def _zh_modifiers(text: str, matches: list[_Match]) -> set[int]:
    """Chinese keywords of a title that modify a word rather than name the product: one that
    ends inside a longer jieba word (酒 in 酒瓶, 红酒 in 红酒柜: a dictionary word that
    starts with the keyword and goes on), or one right before a vessel word (饮用水|桶).
    They vote as a secondary word; an audience word (strong: 狗粮|桶 is still a pet's) keeps
    its weight."""
    chinese = [m for m in matches if m.keyword.lang == "zh"]
    if not chinese:
        return set()
    ends = _word_ends(text)
    out = _zh_vessel_contents(text, chinese) | _zh_machine_media(text, matches)
    for m in chinese:
        if m.end not in ends and m.end < len(text) and CJK_CHAR.match(text[m.end]) \
                and not any(o is not m and o.start <= m.end < o.end for o in chinese):
            out.add(id(m))  # the word it starts goes on, and no other keyword reads the rest
    return out


# Packaging sold empty, right after the food it is made for (茶叶|包装袋, 瓜子|牛皮纸|包装袋,
# 奶茶|袋子, 寿司|打包|盒, 饼干|盒, 茶叶|纸盒). Never X装 (袋装, 礼盒装: the food comes packed
# that way), 礼盒 (a gift box of the food), 盒子 (豆乳盒子 is a dessert) or a bare 袋 (挂耳咖啡袋
# is coffee), nor anything after a net quantity (红枣500g袋装 is dates).
_ZH_PACKAGING = re.compile(
    r"(?:牛皮纸|塑料|透明|真空|铁|纸)?(?:包装|打包|自封|密封|封口|外卖)?(?:袋子|盒|箱|纸|罐)(?!子)(?!装)|"
    r"(?:牛皮纸|塑料|透明|真空|纸)?(?:包装|打包|自封|密封|封口|外卖)袋(?!装)|(?:牛皮纸|塑料|透明|真空|纸)袋(?!装)")
_ZH_PACKAGING_STARTS = ("包装", "打包", "自封", "密封", "封口", "外卖", "牛皮纸", "塑料", "透明", "真空", "铁", "纸",
                        "袋子", "盒", "箱")


def _zh_packaging_after(text: str, starts: dict[int, str], end: int) -> bool:
    """Whether the jieba words from `end` on spell packaging (`_ZH_PACKAGING`), ending on a
    word end: 包装袋, 打包|盒, 牛皮纸|包装袋, a bare 袋 or 盒."""
    word = starts.get(end)
    if word is None or not word.startswith(_ZH_PACKAGING_STARTS) or word.endswith("装"):
        return False
    found = _ZH_PACKAGING.match(text, end)
    if found is None:
        return False
    pos = end
    while pos < found.end():  # the packaging must end where a jieba word ends
        nxt = starts.get(pos)
        if nxt is None:
            return False
        pos += len(nxt)
    return pos == found.end()


def _zh_vessel_contents(text: str, matches: list[_Match]) -> set[int]:
    """Chinese keywords right before a vessel word (饮用水|桶, 茶叶|罐): what it holds; and
    food or drink right before packaging (`_ZH_PACKAGING`): what the packaging is for."""
    starts = _jieba_starts(text)
    out: set[int] = set()
    for m in matches:
        if m.keyword.lang != "zh":
            continue
        if starts.get(m.end) in _ZH_CONTAINER_WORDS or (
                m.keyword.domain is Domain.FOOD_BEVERAGES and _zh_packaging_after(text, starts, m.end)):
            out.add(id(m))
            continue
        # ...or one jieba word of the keyword and its vessel (茶叶罐, 酒瓶)
        word = next((w for p, w in starts.items() if p <= m.start < m.end < p + len(w)), None)
        if word is not None and word[-1] in _ZH_CONTAINER_WORDS and len(word) > len(m.keyword.word):
            out.add(id(m))
    return out


def _zh_machine_media(text: str, matches: list[_Match]) -> set[int]:
    """Chinese title keywords that name what a machine after them plays or makes (cd|播放机,
    dvd|影碟|蓝光|机, 光盘|拷贝机, 茶叶|包装机): the machine is sold, the keyword modifies it, as
    the product types read a name before a machine word (`_ZH_MACHINE_HEADS`). One or two
    words may stand between; an audience word (strong) keeps its weight."""
    from agent.product_types import _ZH_MACHINE_HEADS

    starts = _jieba_starts(text)
    out: set[int] = set()
    for m in matches:
        if m.keyword.tier == "strong":
            continue
        pos = m.end
        for _ in range(3):
            word = starts.get(pos)
            if word is None:
                break
            if word in _ZH_MACHINE_HEADS or (len(word) >= 2 and word.endswith("机")
                                             and m.keyword.domain not in _piece_domains(word)):
                out.add(id(m))
                break
            pos += len(word)
    return out


# Grown-ups named as users beside a baby ("成人儿童婴儿通用", "孕妇老人儿童都能用", "for Babies,
# Kids and Adults"): the list says who can use the product, so the baby word is no audience
# that files it with baby goods, only one more word of the title.
_ZH_GROWN_UPS = re.compile(r"成人|大人|老人|男女老少|全家")
_EN_GROWN_UPS = re.compile(r"(?<![a-z])(?:adults?|grown[\s-]?ups?|all ages|whole family|elderly)(?![a-z])",
                           re.IGNORECASE)
_BABY_AUDIENCE = Domain.BABY_MATERNITY


def _shared_audiences(text: str, matches: list[_Match]) -> set[int]:
    """Baby audience words (strong) that a title names beside grown-up users: in a Chinese
    title within the same clause (a list joined by 、 is one clause), in an English one
    anywhere ("for Babies, Kids and Adults")."""
    out: set[int] = set()
    for m in matches:
        if m.keyword.tier != "strong" or m.keyword.domain is not _BABY_AUDIENCE:
            continue
        if m.keyword.lang == "zh":
            start = max((b.end() for b in _ZH_LIST_BREAK.finditer(text, 0, m.start)), default=0)
            end = next((b.start() for b in _ZH_LIST_BREAK.finditer(text, m.end)), len(text))
            if _ZH_GROWN_UPS.search(text, start, end):
                out.add(id(m))
        elif _EN_GROWN_UPS.search(text):
            out.add(id(m))
    return out


_ZH_LIST_BREAK = re.compile(r"[，。；！？,;!?…~～\s]+")


# A word that makes the noun after it a toy: "Toy Vacuum Cleaner", "Play Food", "Pretend Play
# Doctor Kit", 玩具|工具箱. Head-final, the noun says what the toy is shaped as; the toy word
# says what is sold. Not before a container or storage noun ("Toy Box", 玩具|收纳箱 hold toys).
_EN_TOY_BEFORE = re.compile(r"(?<![a-z])(?:toy|play|pretend(?:\s+play)?)[\s\-]+$", re.IGNORECASE)
_ZH_TOY_WORD = "玩具"
_ZH_STORAGE = ("收纳", "储物", "整理")


def _made_as_toys(text: str, matches: list[_Match]) -> set[int]:
    """Title keywords of another domain right after a toy word (`_EN_TOY_BEFORE`, 玩具): the
    toy's shape. An audience word (strong) is who the toy is for and keeps its domain, and
    clothes and shoes (the sized domains) are worn for play, not toys."""
    from agent.product_types import SIZED_DOMAINS

    out: set[int] = set()
    for m in matches:
        kw = m.keyword
        # what is worn for play is still worn: "Play Shoes", "Kids Play Dress"
        if kw.domain in (Domain.TOYS_GAMES, None) or kw.tier == "strong" or kw.domain in SIZED_DOMAINS:
            continue
        if kw.lang == "en":
            if kw.word.replace("-", " ").split()[-1] in _CONTAINER_NOUNS:
                continue
            if _EN_TOY_BEFORE.search(text, max(0, m.start - 20), m.start):
                out.add(id(m))
        elif text[:m.start].endswith(_ZH_TOY_WORD) and not any(w in kw.word for w in _ZH_STORAGE) \
                and m.start in _word_ends(text):
            out.add(id(m))
    return out


def _as_toy(m: _Match) -> _Match:
    return _Match(replace(m.keyword, domain=Domain.TOYS_GAMES), m.start, m.end)


# The last character of a device noun: a tool or machine (研磨器, 清洗机, 除臭|器).
_DEVICE_ENDS = ("器", "机")


def _zh_worked_goods(text: str, matches: list[_Match]) -> set[int]:
    """Chinese title keywords that name the goods a device after them works on (咖啡|研磨|器 a
    grinder, 鞋子|除臭|器 a shoe deodoriser, 衣服|烘干机, 首饰|清洗机): the device is sold, the
    goods modify it, and goods of food or drink make it kitchen gear (`_as_vessel`). Only a
    keyword of a domain that sells no device at all counts (`_deviceless_domains`): a device
    named after a car, a pet or a computer (汽车|吸尘器, 鱼缸|过滤器, 电脑|散热器) is usually
    filed with them. A device word is three characters or more (two are a ware: 瓷器, 乐器),
    or a bare 器/机 after a word of two (研磨|器); one or two words may stand between."""
    deviceless = _deviceless_domains()
    starts = _jieba_starts(text)
    out: set[int] = set()
    for m in matches:
        if m.keyword.lang != "zh" or m.keyword.tier == "strong" or m.keyword.domain not in deviceless:
            continue
        pos, before = m.end, m.keyword.word
        for _ in range(3):
            word = starts.get(pos)
            if word is None:
                break
            if word.endswith(_DEVICE_ENDS) and (len(word) >= 3 or (len(word) == 1 and len(before) >= 2)):
                out.add(id(m))
                break
            pos, before = pos + len(word), word
    return out


_EN_WORD_AFTER = re.compile(r"[\s\-]{1,2}([a-z]+)", re.IGNORECASE)
# A device noun that begins a compound adjective describes the goods: "Quilt Machine Washable",
# "Napkins Dishwasher Safe", "Machine-Made Rug".
_EN_DEVICE_AS_ADJECTIVE = re.compile(r"[\s\-]+(?:wash\w*|safe|made|friendly|proof|compatible|ready|dry\w*)\b",
                                     re.IGNORECASE)


def _en_worked_goods(text: str, matches: list[_Match]) -> set[int]:
    """English title keywords of a domain that sells no device right before a device noun
    ("Milk Frother", "Popcorn Maker", "Jewelry Cleaner", "Shoe Shine Machine"): the device is
    sold, as `_zh_worked_goods` reads 咖啡|研磨|器. The device nouns are read from the type
    vocabulary (`_en_device_nouns`); a keyword that is itself the device ("Coffee Grinder")
    is matched whole and is no modifier."""
    deviceless = _deviceless_domains()
    nouns = _en_device_nouns()
    out: set[int] = set()
    for m in matches:
        if m.keyword.lang != "en" or m.keyword.tier == "strong" or m.keyword.domain not in deviceless:
            continue
        pos = m.end
        for _ in range(2):  # the device noun, or one word before it (Shoe Shine Machine)
            after = _EN_WORD_AFTER.match(text, pos)
            if after is None:
                break
            if after.group(1).lower() in nouns:
                if not _EN_DEVICE_AS_ADJECTIVE.match(text, after.end()):
                    out.add(id(m))
                break
            pos = after.end()
    return out


# A keyword that begins a compound adjective with a participle of how the goods work, what
# they come with or what they are made to look like is no product: "Battery Operated",
# "Batteries Included", "USB Powered", "Cat Themed", "Dog Inspired", "Fleece Lined",
# "Lavender Scented". (A device noun before an adjective is `_EN_DEVICE_AS_ADJECTIVE`'s.)
_EN_PARTICIPLE_ADJECTIVE = re.compile(
    r"[\s\-]+(?:operated|powered|included|driven|charged|controlled|activated|enabled|based|infused|"
    r"scented|flavou?red|themed|inspired|filled|lined|coated|plated|heated|cooled)\b", re.IGNORECASE)


def _en_described(text: str, matches: list[_Match]) -> set[int]:
    """English keywords right before a participle that makes them a compound adjective
    (`_EN_PARTICIPLE_ADJECTIVE`): read as modifiers, an audience word too ("Cat Themed Mug" is
    a mug, not a pet product), never the head."""
    return {id(m) for m in matches if m.keyword.lang == "en" and _EN_PARTICIPLE_ADJECTIVE.match(text, m.end)}


@lru_cache(maxsize=1)
def _en_device_nouns() -> frozenset[str]:
    """English agent nouns (-er, -or) and "machine" that end the English name of a type whose
    Chinese name is a device (ends in 器 or 机): grinder (磨豆机), dryer, cleaner, maker..."""
    from agent.product_types import all_types

    out = set()
    for t in all_types():
        if any(name.strip().endswith(_DEVICE_ENDS) for name in t.zh + t.also_zh):
            for name in t.en + t.also_en:
                last = name.lower().split()[-1]
                if last.endswith(("er", "or")) or last == "machine":
                    out.add(last)
    # ...never a word the table files under a domain that sells no device ("trainers" are shoes)
    deviceless = _deviceless_domains()
    return frozenset(w for w in out if not any(d in deviceless for d, _ in classify_scored(w)))


@lru_cache(maxsize=1)
def _deviceless_domains() -> frozenset[Domain]:
    """Product domains none of whose product-type names (data/product_types.json) is a
    device (ends in 器 or 机): clothes, shoes, food, jewellery, bags, furniture... Read from
    the type names, so a device type added to a domain takes it out of this set."""
    from agent.product_types import all_types

    with_devices = {t.domain for t in all_types() for name in t.zh + t.also_zh
                    if name.strip().endswith(_DEVICE_ENDS)}
    return frozenset(d for d in Domain if d.is_product_domain and d not in with_devices)


@lru_cache(maxsize=65536)
def _piece_domains(piece: str) -> frozenset[Domain]:
    return frozenset(d for d, _ in classify_scored(piece))


def _jieba_starts(text: str) -> dict[int, str]:
    """Each jieba word of the text's Chinese runs, by where it starts."""
    starts: dict[int, str] = {}
    for run in _CJK_RUN.finditer(text):
        pos = run.start()
        for word in _jieba_cut(run.group(0)):
            starts[pos] = word
            pos += len(word)
    return starts


def _segmented_crossings(text: str, matches: list[_Match]) -> list[_Match]:
    """Two Chinese keywords that cross (红酒 and 酒柜 in 嵌入式红酒柜) are one compound read
    two ways. Chinese compounds are head-final, so the later one is the noun and the earlier
    only modifies it (葡萄酒柜 is a cabinet), unless jieba ends a word where the earlier one
    ends and not where the later one does (then the later one starts a new word and crosses
    by accident). Crossings where neither ends on a word end keep both."""
    chinese = [m for m in matches if m.keyword.lang == "zh"]
    if len(chinese) < 2:
        return matches
    ends = _word_ends(text)
    dropped: set[int] = set()
    for a in chinese:
        for b in chinese:
            if a is b or a.keyword.domain == b.keyword.domain:
                continue
            if a.start < b.start < a.end < b.end:  # a on the left, b on the right
                if b.end in ends:
                    dropped.add(id(a))
                elif a.end in ends:
                    dropped.add(id(b))
    return [m for m in matches if id(m) not in dropped]


def _without_straddlers(text: str, matches: list[_Match]) -> list[_Match]:
    """A Chinese keyword that starts inside one jieba word and ends inside the next is two
    words' halves read together by accident: 宝宝 in 淘宝|宝贝 (a Taobao item) names no baby.
    A keyword jieba cuts into whole words (万|智|牌), or one inside a longer word, keeps."""
    ends = None
    kept = []
    for m in matches:
        if m.keyword.lang == "zh" and m.end - m.start >= 2:
            if ends is None:
                ends = _word_ends(text)
            if m.start not in ends and m.end not in ends and any(i in ends for i in range(m.start + 1, m.end)):
                continue
        kept.append(m)
    return kept


# Endings of a Chinese keyword that describes rather than names: -型 (a kind), -式/-款 (a
# style), -味 (a flavour), -色 (a colour).
# 模型 (a model) is a noun: a descriptor is a modifier plus its ending, three characters or more.
_ZH_DESCRIPTOR = ("型", "式", "款", "味", "色")


def _describes(word: str) -> bool:
    return len(word) >= 3 and word.endswith(_ZH_DESCRIPTOR)


def _zh_head(text: str, matches: list[_Match], silenced: list[tuple[int, int]]) -> _Match | None:
    """The head product noun of a Chinese title: the first product noun phrase names what is
    sold (brand, then modifiers, then the noun), and within a phrase of adjacent nouns the
    last one heads it ("实木|玩具" is a toy); later nouns are synonyms, parts or what it fits
    ("击剑套装 面罩 背心" is fencing kit, not a vest). A keyword that is a kind, a style or a
    flavour (清香型, 韩式, 草莓味) describes the noun and never heads it: 清香型 is a liquor's
    aroma, and a toilet cleaner's scent."""
    ends = _word_ends(text)
    eligible = sorted((m for m in matches if m.keyword.tier != "weak" and not _inside(m, silenced)
                       and not _describes(m.keyword.word)
                       and (m.end in ends or m.end == len(text))), key=lambda m: (m.start, -m.end))
    if not eligible:
        return None
    nouns = [m for m in eligible if m.keyword.tier != "morpheme"]
    if not nouns:
        return None
    head = nouns[0]
    for m in eligible[eligible.index(head) + 1:]:
        if m.start <= head.end and m.end > head.end:  # adjacent or overlapping: same phrase
            head = m
        elif m.keyword.tier == "morpheme" and _one_modifier(text[head.end:m.start]):
            head = m  # 毛线|针织|帽: a knit hat of yarn, the bare head noun ends the phrase
        elif m.start > head.end:
            break
    return head


def _zh_compound_head(text: str, matches: list[_Match], held: dict[tuple[int, int], Domain | None],
                      head: _Match | None,
                      silenced: list[tuple[int, int]]) -> _Match | None:
    """The vessel or device the first phrase ends on, as the title's head. A keyword right
    before a vessel, packaging or a device, naming what that holds or works on (茶叶|罐 in
    金属茶叶罐, 咖啡豆|罐, 红酒|开瓶器: `_zh_vessel_contents`, `_zh_worked_goods`), only modifies
    it; when it is the last keyword of the first phrase, the compound is what is sold, though
    the table holds no word for it: Chinese phrases are head-final, and the first one names the
    goods (`_zh_head`). A keyword of a later phrase (…绿茶储存, …普洱醒茶罐) or one earlier in
    the same phrase (乌龙|茶叶罐) says what it holds. The modifier heads in the compound's place,
    as read (food held is kitchenware, `_as_vessel`); the caller makes the other words of what
    it holds secondary. Other compounds of a keyword are more often a material or a name than
    the goods (鸡翅|木 a wood, 蜡笔|小新 a cartoon): they head nothing; so does a device named
    after goods it is not (黑胶唱片|机 is no record: only food held is re-read). None for a title of one
    run of words (no phrase is first: measured, it cost as many rows as it won)."""
    named = [m for m in matches if m.keyword.tier not in ("weak", "morpheme") and not _inside(m, silenced)]
    if not named:
        return None
    first = min(named, key=lambda m: m.start)
    phrase_end = next((b.start() for b in _ZH_CLAUSE.finditer(text, first.end)), len(text))
    if phrase_end >= len(text.rstrip()):
        return None  # a title of one run of words has no first phrase to speak of
    last = max((m for m in named if m.end <= phrase_end), key=lambda m: m.end)
    if held.get((last.start, last.end), last.keyword.domain) is last.keyword.domain \
            or last.keyword.tier == "strong" or last is head \
            or (head is not None and head.start < phrase_end and head.end > last.start):
        return None  # (a head in the first phrase counts only before the compound: 乌龙|茶叶罐)
    rest = text[last.end:phrase_end]  # the vessel or device word(s) after it: 罐, 豆罐, 研磨器
    if not 0 < len(rest) <= _ZH_COMPOUND_REST or not all(CJK_CHAR.match(ch) for ch in rest) \
            or any(last.end <= m.start < phrase_end for m in matches):
        return None
    return last


_ZH_COMPOUND_REST = 4  # a vessel or device word after its keyword: 罐, 罐子, 研磨器, 包装盒


def _zh_before_other_heads(text: str, matches: list[_Match]) -> set[int]:
    """Chinese keywords that only modify the head noun jieba cuts right after them, where that
    noun closes the title's first phrase: 冰箱|贴 is a magnet, 鞋|橱 a cabinet, 灯笼|袖 衬衫 a
    shirt, 防晒|衣 a jacket. The noun after is a head noun of other kinds of goods when two or
    more of the table's longer Chinese words end on it (贴: 墙贴, 便利贴, 暖贴; 橱: 衣橱, 书橱)
    and none of them is of the keyword's domain: the keyword then says what the goods are for
    or look like, and votes as a secondary word, heading nothing. Which kind the noun heads is
    left to the title's other words and its neighbours: a noun of one domain's words read as
    that domain lost as many rows as it won (美妆|蛋 is a sponge, not an egg). Never a word of
    how goods are packed or grouped (口红|礼盒 is lipstick), never after an audience word
    (strong: 狗|垫 is for a dog), and only in a title of more than one phrase, as for
    `_zh_compound_head`: in one long run of words the next word is as often another product
    (泡脚|盆, 阿胶|糕; measured, it moved 16 rows right and 11 wrong)."""
    named = [m for m in matches if m.keyword.tier not in ("weak", "morpheme")]
    if not named:
        return set()
    first = min(named, key=lambda m: m.start)
    phrase_end = next((b.start() for b in _ZH_CLAUSE.finditer(text, first.end)), len(text))
    if phrase_end >= len(text.rstrip()):
        return set()  # a title of one run of words has no first phrase to speak of
    senses = _zh_head_senses()
    starts = _jieba_starts(text)
    out: set[int] = set()
    for m in matches:
        if m.keyword.lang != "zh" or m.keyword.tier in ("strong", "weak", "morpheme"):
            continue
        word = starts.get(m.end)
        if word is None or m.end + len(word) != phrase_end or word.startswith(_ZH_GROUPING) \
                or word.endswith("装") or any(o.start < phrase_end and o.end > m.end for o in matches):
            continue
        domains = senses.get(word, frozenset())
        if domains and m.keyword.domain not in domains:
            out.add(id(m))
    return out


_ZH_GROUPING = ("礼盒", "礼包", "套", "组合", "装")  # how goods are packed or grouped, never what


@lru_cache(maxsize=1)
def _zh_head_senses() -> dict[str, frozenset[Domain]]:
    """A Chinese head noun's domains: the domains of the table's Chinese words (type names
    included) that end on it and are longer, where two or more words do (贴: 墙贴, 便利贴, 暖贴
    …; 橱: 衣橱, 书橱). Derived from data/domain_keywords.json and data/product_types.json."""
    words: dict[str, dict[Domain, set[str]]] = {}
    for kw in _table(str(KEYWORDS_PATH)):
        if kw.lang != "zh" or kw.domain is None or kw.tier not in ("normal", "strong"):
            continue
        for i in range(1, len(kw.word)):
            tail = kw.word[i:]
            if all(CJK_CHAR.match(ch) for ch in tail):
                words.setdefault(tail, {}).setdefault(kw.domain, set()).add(kw.word)
    return {tail: frozenset(by_domain) for tail, by_domain in words.items()
            if sum(len(ws) for ws in by_domain.values()) >= 2}


def _one_modifier(gap: str) -> bool:
    """One short Chinese word between two nouns (针织, 加厚): a modifier inside one phrase."""
    return 0 < len(gap) <= 2 and all(CJK_CHAR.match(ch) for ch in gap) and len(_jieba_cut(gap)) == 1


def _head_morphemes(text: str, matches: list[_Match]) -> list[_Match]:
    """Bare one-character head nouns (帽, 鞋, 链, 锁) that jieba cuts as words of their own,
    outside every keyword: "针织|帽" is a hat though 帽 alone is in no list. Which character
    heads which domain is read from the product-type names (`_morpheme_domains`)."""
    table = _morpheme_domains()
    if not table:
        return []
    found: list[_Match] = []
    for run in _CJK_RUN.finditer(text):
        pos = run.start()
        for word in _jieba_cut(run.group(0)):
            start, pos = pos, pos + len(word)
            domain = table.get(word) if len(word) == 1 else None
            if domain is None or any(m.start <= start and pos <= m.end for m in matches):
                continue
            found.append(_Match(_Keyword(domain, word, "zh", "morpheme", None), start, pos))
    return found


@lru_cache(maxsize=1)
def _morpheme_domains() -> dict[str, Domain]:
    """A character that ends three or more product-type names of one domain only, after
    three or more different characters (帽: 棒球帽, 毛线帽, 遮阳帽; 锁: 挂锁, 门锁, 智能锁),
    is that domain's head noun when it stands alone in a title. Derived from
    data/product_types.json, so a new type name there teaches this too."""
    from agent.product_types import all_types

    names: dict[str, dict[Domain, set[str]]] = {}
    for ptype in all_types():
        for name in ptype.zh:
            name = name.strip().lower()
            if len(name) >= 2 and CJK_CHAR.match(name[-1]) and CJK_CHAR.match(name[-2]):
                names.setdefault(name[-1], {}).setdefault(ptype.domain, set()).add(name)
    out: dict[str, Domain] = {}
    for char, by_domain in names.items():
        if len(by_domain) == 1:
            (domain, those), = by_domain.items()
            if len({n[-2] for n in those}) >= 3:
                out[char] = domain
    return out


def _inside(m: _Match, spans: list[tuple[int, int]]) -> bool:
    return any(s <= m.start and m.end <= e for s, e in spans)


def classify_text(text: str, *, keywords_path: str | Path = KEYWORDS_PATH) -> Domain:
    """The closest product domain; OTHER only when no domain has any cue (fail narrow)."""
    ranked = classify_scored(text, keywords_path=keywords_path)
    return ranked[0][0] if ranked else Domain.OTHER


# A leaf that names no product: the path above it says more ("Electronics › Accessories").
_GENERIC_SEGMENT = re.compile(
    r"^(?:all\b.*|(?:others?|more)\b.*|accessor(?:y|ies)|misc(?:ellaneous)?|general|various|"
    r"new arrivals?|best ?sellers?|deals?|sale|clearance.*|gifts?|gift ideas|featured|shop by.*|"
    r"其他.*|其它.*|更多.*|全部.*|配件|综合|热卖|新品|特价.*)$", re.IGNORECASE)


# A shop's merchandising shelf names a sale, an occasion, a season, a gift or who it is for,
# not a kind of goods: "Teacher Appreciation Gifts", "Black Friday Deals", "Stocking Stuffers
# under $10", "Just Landed", "Father's Day Gift Guide", 母亲节礼物, 618大促 › 爆款推荐. Such a
# segment is read as a generic one is, and a path of nothing else is no path at all: the title
# decides, and the neighbours are not asked about the shelf's words (they file "Bestsellers"
# with books and "Teacher … Gifts" with stationery, whatever the shelf holds). A segment is
# merchandising when every word of it is a word of merchandising or of an occasion, a person
# (data/recipients.json), a price or a function word, at least one of them a word of
# merchandising or an occasion (or "for" and a person: "For Him"), and the keyword table reads
# none of it ("Baby Gifts" and "Gifts for Pet Lovers" name an audience; "Christmas Trees" a kind).
_MERCH_WORDS = frozenset("""
    gift gifts gifting present presents idea ideas guide guides deal deals sale sales offer offers
    clearance discount discounts outlet bargain bargains promo promos promotion promotions special
    specials new arrival arrivals latest just landed launch launches trending popular hot top best
    bestseller bestsellers seller sellers pick picks favourite favourites favorite favorites staff
    editor editors exclusive exclusives featured collection collections edit essentials stocking
    stuffer stuffers filler fillers shop store last chance registry wishlist limited edition
    occasion occasions seasonal holiday holidays appreciation weekly week month daily now off
    everything brand brands
    """.split())
_OCCASION_WORDS = frozenset("""
    christmas xmas halloween easter thanksgiving valentine valentines mother mothers father fathers
    day black friday cyber monday prime back school eid diwali ramadan hanukkah lunar year
    birthday birthdays anniversary wedding graduation summer winter spring autumn
    """.split())
# A shop's own fixture named by what is sold off it: "Clearance Bin", "Bargain Basket", "Sale
# Rack", "Deal Corner" hold whatever is marked down, not bins and baskets. Only after a word of
# price (a gift is sold in its "Gift Box" and "Gift Bag").
_PRICE_WORDS = frozenset("""
    clearance bargain bargains sale sales deal deals discount discounts offer offers promo promos
    special specials outlet
    """.split())
_SHOP_FIXTURES = frozenset("""
    bin bins basket baskets rack racks corner corners aisle aisles shelf shelves table tables
    section sections zone zones counter counters cart carts bucket buckets barrel barrels crate
    crates trolley trolleys
    """.split())
_MERCH_FUNCTION = frozenset("for the by to of and a an in up off our your all on at with under over below "
                            "from this these".split())
_MERCH_PRICE = re.compile(r"^[$€£¥₹]?\d+(?:[.,]\d+)?[%$€£¥₹]?$")
_MERCH_TOKEN = re.compile(r"[$€£¥₹]?\d+(?:[.,]\d+)?%?|[^\W\d_]+", re.UNICODE)
# Chinese and Japanese shelves: a sale, a new arrival, a gift, a festival (…节) or a number
# (618, 双11), and who it is sent to (送男友), with nothing left over.
_ZH_MERCH = re.compile(r"礼物|礼品|赠品|大促|促销|清仓|特价|特惠|优惠|折扣|秒杀|新品|上新|首发|上市|爆款|爆品|热卖|热销|"
                       rf"推荐|精选|专区|会场|活动|好物|必买|[{CJK_RANGE}]{{1,3}}节|双十[一二]|双1[12]|生日|"
                       r"圣诞|七夕|中秋|春节|元旦|セール|新着|ギフト|プレゼント|\d+")


_KANA = re.compile(r"[\u3040-\u30ff]")


def merchandising_segment(segment: str) -> bool:
    """Whether a category segment is a shop's merchandising shelf (see `_MERCH_WORDS`)."""
    return _merchandising(segment.strip().lower())


@lru_cache(maxsize=8192)
def _merchandising(segment: str) -> bool:
    if not segment:
        return False
    if has_cjk(segment) or _KANA.search(segment):
        persons = _person_words()
        rest = _ZH_MERCH.sub(" ", re.sub(r"^送", " ", segment))
        if rest == segment:
            return False
        rest = re.sub(r"\s+", " ", rest).strip()
        return all(word in persons for word in rest.split()) and not classify_scored(segment)
    tokens = [t.replace("'s", "").rstrip("'") for t in _MERCH_TOKEN.findall(segment.replace("’", "'"))]
    tokens = [t for t in tokens if t and t not in ("s", "&")]
    if not tokens:
        return False
    persons = _person_words()
    marked = False
    for i, token in enumerate(tokens):
        if token in _MERCH_WORDS or token in _OCCASION_WORDS or _shop_fixture(tokens, i):
            marked = True
        elif token in persons or token.rstrip("s") in persons:
            marked = marked or (i > 0 and tokens[i - 1] == "for")
        elif token not in _MERCH_FUNCTION and not _MERCH_PRICE.match(token):
            return False
    return marked and (not classify_scored(segment) or _merchandising_alone(tokens))


def _merchandising_alone(tokens: list[str]) -> bool:
    """Two or more words of merchandising and nothing else ("Top Picks", "Top Sellers", "Top
    Gifting", "Hot Picks"): a merchandising word the keyword table also reads as goods ("top" is
    a garment) is read in its shop sense beside another such word; alone ("Tops", "Outlet") it
    keeps the table's reading."""
    shop = [t for i, t in enumerate(tokens) if t in _MERCH_WORDS or _shop_fixture(tokens, i)]
    return len(shop) >= 2 and len(shop) + sum(t in _MERCH_FUNCTION for t in tokens) == len(tokens)


def _shop_fixture(tokens: list[str], i: int) -> bool:
    """A shop's fixture right after a word of price ("Clearance Bin", `_SHOP_FIXTURES`)."""
    return tokens[i] in _SHOP_FIXTURES and i > 0 and tokens[i - 1] in _PRICE_WORDS


@lru_cache(maxsize=1)
def _person_words() -> frozenset[str]:
    """Who a gift is for (data/recipients.json's person words, every group), and a teacher."""
    from memory import paths

    raw = json.loads((paths.DATA / "recipients.json").read_text(encoding="utf-8"))
    words = {w.lower() for group in raw.get("person_words", {}).values() for w in group}
    return frozenset(words | {"her", "teacher", "teachers", "lover", "lovers", "them", "everyone"})


def _generic(segment: str) -> bool:
    return bool(_GENERIC_SEGMENT.match(segment)) or merchandising_segment(segment)


# What a category leaf must score to decide alone; a leaf below it lets the path and the
# neighbours help. One normal keyword of the head noun scores 1.0 + the head bonus.
CLEAR_LEAF = 1.0


@dataclass(frozen=True)
class CategoryReading:
    """How a raw category path was read, leaf first.

    `domain` is None when no segment maps by keyword. `leaf` is the most specific segment that
    names a product (generic leaves skipped); `leaf_known` says whether that leaf itself had a
    keyword cue, so a caller with an embedder can ask the neighbours about an unknown leaf
    before trusting the path above it; `certainty` is 0..1."""

    domain: Domain | None
    leaf: str
    leaf_known: bool
    certainty: float
    segment: str  # the segment whose keywords decided ("" when none did)
    # the domains the keywords of the shelves above a leaf that decided alone name besides
    # its own ("Swimming" above "Earplugs"): the neighbours of the whole path may pick one
    above: frozenset[Domain] = frozenset()
    # the domains the leaf's own keywords name: what the neighbours of its path choose among
    # (with the title's); a department above is no limit ("Home & Kitchen › Bedroom Linen")
    named: frozenset[Domain] = frozenset()
    # the one domain the shelf right above the leaf names, every part of it ("Bike Parts",
    # "Sports, Fitness & Outdoors"; not "Home & Kitchen", whose "Home" names none): what a
    # person reads a leaf of many senses by ("Bike Parts › Forks")
    shelf: Domain | None = None
    # a leaf of one bare English word the table reads ("Rings", "Nuts", "Mufflers") right under
    # a shelf none of whose words the table reads ("Engine Parts", "Fasteners", "Power
    # Equipment"): the table's reading rests on that one word alone, whose sense only the shelf
    # says (`domain_classifier.UNREAD_SHELF`)
    unread_shelf: bool = False
    # the reading a department that spans domains gave an unknown leaf ("Home & Kitchen ›
    # Bedroom Linen" read by "Kitchen"), set aside for the neighbours to decide
    # (`domain_classifier._unspanned`): an import that asks them nothing keeps it
    spanned: "CategoryReading | None" = None


def split_category(raw: str) -> list[str]:
    """Segments of a category path, root first: "A › B", "A > B", "A/B", "A | B", "A、B"."""
    # A path stored as a JSON list ('["Automotive >> Car Care >> Cleaning Cloths"]') reads
    # as the path it holds: brackets and quotes are no part of a segment's name.
    raw = (raw or "").strip()
    if raw[:1] in "[\"'" and raw[-1:] in "]\"'":
        raw = raw.strip("[]\"' ")
    return [s.strip() for s in _SEGMENT_SPLIT.split(raw) if s.strip()]


# The joins of a department named for several things: "Toys & Baby Products", "Home, Kitchen, Pets".
_DEPARTMENT_JOIN = re.compile(r"\s*(?:&|\+|,|，|、|\band\b|与|和)\s*", re.IGNORECASE)


def department_holds(segment: str, domain: Domain, *, keywords_path: str | Path = KEYWORDS_PATH) -> bool:
    """True when `segment` joins several departments and one of them, by itself, is `domain`:
    "Toys & Baby Products" holds toys beside baby products, so its "Baby" does not make a
    "Toys & Games" leaf baby toys. "Pet Health" joins nothing: its pets qualify the health."""
    parts = [p for p in _DEPARTMENT_JOIN.split(segment) if p.strip()]
    if len(parts) < 2:
        return False
    for part in parts:
        ranked = classify_scored(part, keywords_path=keywords_path)
        if ranked and ranked[0][0] == domain:
            return True
    return False


def category_leaf(raw: str) -> str:
    """The most specific segment that names something (generic leaves skipped)."""
    segments = split_category(raw)
    for segment in reversed(segments):
        if not _generic(segment):
            return segment
    return segments[-1] if segments else ""


def keyword_certainty(ranked: list[tuple[Domain, float]]) -> float:
    """0..1: how sure the keyword evidence is. Strength of the best domain times its margin
    over the runner-up; nothing found is 0."""
    if not ranked:
        return 0.0
    top = ranked[0][1]
    second = ranked[1][1] if len(ranked) > 1 else 0.0
    strength = min(1.0, top / (CLEAR_LEAF + HEAD_BONUS))
    margin = (top - second) / top if top > 0 else 0.0
    return round(strength * (0.4 + 0.6 * margin), 4)


def read_category(raw: str, *, keywords_path: str | Path = KEYWORDS_PATH) -> CategoryReading:
    """Read a category path leaf-first.

    The most specific segment that names a product decides when its keywords are clear. The
    segments above it only choose among the leaf's own candidates ("Car & Motorbike › Car &
    Bike Care": car care, not a bicycle), so a top-level name never outvotes a clear leaf
    ("Home & Kitchen › Home Décor" is decor, not kitchen). Generic leaves ("Accessories",
    "All …", "Others") hand over to the segment above. A leaf with no cue at all falls back
    up the path, flagged `leaf_known=False`. Flat tag lists ("bags;backpack;travel") are
    scored as one text, since no tag is more specific than another.
    """
    raw = (raw or "").strip()
    if not raw:
        return CategoryReading(None, "", False, 0.0, "")
    segments = split_category(raw)
    if all(map(merchandising_segment, segments)) or (
            any(map(merchandising_segment, segments)) and all(map(_generic, segments))):
        # a sale, a season, a gift for someone: nothing said of the goods ("Black Friday Deals
        # › Gifts", "Bestsellers"); the title decides
        return CategoryReading(None, "", False, 0.0, "")
    if len(segments) <= 1:
        tags = [t for t in re.split(r"\s*;\s*", raw) if t]
        ranked = classify_scored(" ; ".join(tags) if len(tags) > 1 else raw, keywords_path=keywords_path)
        if not ranked:
            return CategoryReading(None, raw, False, 0.0, "")
        return CategoryReading(ranked[0][0], raw, True, keyword_certainty(ranked), raw)
    specific = [s for s in segments if not _generic(s)] or segments[:1]
    leaf, above = specific[-1], specific[:-1]
    ranked = classify_scored(leaf, keywords_path=keywords_path)
    # Who the product is for outranks what it is, as in titles: "Pet Supplies › Dogs › Toys"
    # are dog toys, "Baby › Bedding" is baby bedding. Only a strong (audience) cue does this,
    # and not from a department that also holds the leaf's own kind (`department_holds`).
    for segment in reversed(above):
        audience = classify_scored(segment, keywords_path=keywords_path)
        if audience and audience[0][1] >= TIER_WEIGHT["strong"] and \
                (not ranked or (ranked[0][0] != audience[0][0]
                                and not department_holds(segment, ranked[0][0], keywords_path=keywords_path))):
            return CategoryReading(audience[0][0], leaf, True, keyword_certainty(audience), segment)
    if ranked:
        scores = dict(ranked)
        if keyword_certainty(ranked) < 0.8:
            # The path above picks among the leaf's candidates, never adds a new one.
            for segment in above:
                for domain, score in classify_scored(segment, keywords_path=keywords_path):
                    if domain in scores:
                        scores[domain] += score
        reranked = sorted(scores.items(), key=lambda kv: (-kv[1], DOMAIN_ORDER[kv[0]]))
        if ranked[0][1] < TIER_WEIGHT["normal"] and scores == dict(ranked):
            # A leaf read by weak words alone ("Baking Mixes": baking only decides when nothing
            # else does) that no shelf above backs, under a shelf that names its goods plainly
            # ("Food & Drink"): the shelf is that something else. Read as an unknown leaf is.
            for segment in reversed(above):
                shelf = classify_scored(segment, keywords_path=keywords_path)
                if shelf and shelf[0][1] >= TIER_WEIGHT["normal"]:
                    return CategoryReading(shelf[0][0], leaf, False, 0.5 * keyword_certainty(shelf), segment)
        if _generic(segments[-1]) and reranked[0][1] < TIER_WEIGHT["strong"]:
            # "Kitchen & Dining › Others", "Home Appliances / Others": the path ends on a shelf
            # that names no product, so the segment read is a department, which holds things of
            # other domains too (matcha, an aquarium filter). It is read as an unknown leaf is:
            # it picks among the title's own domains, it does not overrule a title that is sure.
            # A department named by who it serves ("Dogs › Others") still decides.
            return CategoryReading(reranked[0][0], leaf, False, 0.5 * keyword_certainty(reranked), leaf)
        return CategoryReading(reranked[0][0], leaf, True, keyword_certainty(reranked), leaf)
    for segment in reversed(above):
        ranked = classify_scored(segment, keywords_path=keywords_path)
        if ranked:
            # Only the path's word for it: less sure than a leaf would be.
            return CategoryReading(ranked[0][0], leaf, False, 0.5 * keyword_certainty(ranked), segment)
    return CategoryReading(None, leaf, False, 0.0, "")


def classify_category(raw: str, *, keywords_path: str | Path = KEYWORDS_PATH) -> Domain | None:
    """Domain of a raw platform category path, or None when no segment maps (leaf-first:
    see `read_category`)."""
    return read_category(raw, keywords_path=keywords_path).domain


def reload_keywords() -> None:
    """Forget the cached table, e.g. after keywords were appended to the JSON file."""
    _table.cache_clear()
    _index.cache_clear()
    _token_candidates.cache_clear()
    _zh_head_senses.cache_clear()
