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
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from memory.domains import Domain, parse_domain

KEYWORDS_PATH = Path(__file__).resolve().parent.parent / "data" / "domain_keywords.json"

# Weights of the three keyword tiers and of the context a match sits in.
TIER_WEIGHT = {"normal": 1.0, "strong": 3.0, "weak": 0.4}
SECONDARY_CLAUSE = 0.5   # "... for Women, with USB port": modifiers, not the product
NEGATED = 0.15           # "不要皮鞋" still hints footwear, but loses to any positive cue
HEAD_BONUS = 0.3         # the last product noun of the main clause is the head
EXTRA_MATCH = 0.15       # each further distinct match of the same domain adds a little

_ASCII_WORD = "a-z0-9"
_EN_NEGATORS = r"(?:no|not|without|avoid|avoiding|never|except|excluding|don'?t want|do not want|nothing|free of|other than|instead of)"
_ZH_NEGATORS = r"(?:不要|不想要|不想|不含|不用|不需要|没有|拒绝|避免|除了|别要|别买|别推荐|无需)"
_CLAUSE_BREAK = re.compile(r"\s(?:for|with|from|to|in|fits?|compatible with)\s|[,;|()\[\]（）【】]|\s[-–—]\s")
_SEGMENT_SPLIT = re.compile(r"\s*(?:›|»|>|/|\\|\|)\s*")


@dataclass(frozen=True)
class _Keyword:
    domain: Domain | None  # None: an _ignore entry
    word: str
    lang: str  # "zh" | "en"
    tier: str
    pattern: re.Pattern[str] | None  # English only
    probe: str = ""  # English only: a substring every hit must contain

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


def _en_pattern(word: str, case_sensitive: bool) -> re.Pattern[str]:
    parts = [re.escape(p) for p in re.split(r"[\s\-]+", word.strip()) if p]
    body = r"[\s\-]*".join(parts) if len(parts) > 1 else parts[0]
    # Not preceded/followed by an ASCII letter or digit: "pet" never hits "carpet", "pu"
    # never hits "cpu", while "pu皮" and "T恤" still work next to Chinese characters.
    flags = 0 if case_sensitive else re.IGNORECASE
    return re.compile(rf"(?<![{_ASCII_WORD}A-Z]){body}(?:s|es)?(?![{_ASCII_WORD}A-Z])", flags)


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
                    pattern = _en_pattern(word if case_sensitive else word.lower(), case_sensitive)
                    probe = re.split(r"[\s\-]+", word.lower())[0]
                    keywords.append(_Keyword(domain, word.lower(), "en", tier, pattern, probe))
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
    tool, 拖车绳 automotive. Names this table already has keep their entry (it knows
    the strong/weak tiers and the ignores); a name shared across domains (饮水机, 笔记本)
    is left to this table alone."""
    from agent.product_types import all_types

    owners: dict[str, set[Domain]] = {}
    for ptype in all_types():
        for name in ptype.en + ptype.zh:
            owners.setdefault(name.strip().lower(), set()).add(ptype.domain)
    for ptype in all_types():
        block: dict[str, list[str]] = {"en": [], "zh": []}
        for lang, names in (("en", ptype.en), ("zh", ptype.zh)):
            for name in names:
                word = name.strip().lower()
                if word and word not in known and len(owners[word]) == 1:
                    block[lang].append(word)
        add(ptype.domain, block, "normal")


@lru_cache(maxsize=4)
def _table(path: str) -> tuple[_Keyword, ...]:
    return _load_table(Path(path))


def _find_matches(text: str, keywords: tuple[_Keyword, ...]) -> list[_Match]:
    lowered = text.lower()
    matches: list[_Match] = []
    for kw in keywords:
        if kw.lang == "en":
            assert kw.pattern is not None
            if kw.probe not in lowered:  # cheap pre-check; the regex decides
                continue
            for m in kw.pattern.finditer(text):
                matches.append(_Match(kw, m.start(), m.end()))
        else:
            start = lowered.find(kw.word)
            while start != -1:
                matches.append(_Match(kw, start, start + len(kw.word)))
                start = lowered.find(kw.word, start + 1)
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


def _negated_spans(text: str) -> list[tuple[int, int]]:
    spans: list[tuple[int, int]] = []
    for m in re.finditer(rf"(?<![a-z]){_EN_NEGATORS}\s+((?:[\w'\-]+\s*){{1,2}})", text, re.IGNORECASE):
        spans.append((m.start(1), m.end(1)))
    # "non-leather", "non leather": only the next word ("Non-Stick Frying Pan" is a pan).
    for m in re.finditer(r"(?<![a-z])non[\s\-]+([\w']+)", text, re.IGNORECASE):
        spans.append((m.start(1), m.end(1)))
    # "leather-free", "plastic free": the word before "free" is what is absent.
    for m in re.finditer(r"([\w\-]+)[\s\-]free\b", text, re.IGNORECASE):
        spans.append((m.start(1), m.end(1)))
    for m in re.finditer(rf"{_ZH_NEGATORS}([^，,。.；;！!？?\s]{{1,8}})", text):
        spans.append((m.start(1), m.end(1)))
    return spans


def _main_clause_end(text: str) -> int:
    m = _CLAUSE_BREAK.search(text)
    return m.start() if m else len(text)


def classify_scored(text: str, *, keywords_path: str | Path = KEYWORDS_PATH) -> list[tuple[Domain, float]]:
    """Every domain with any cue in the text, best first. Empty when nothing fits."""
    if not text or not text.strip():
        return []
    matches = _find_matches(text, _table(str(keywords_path)))
    if not matches:
        return []
    negated = _negated_spans(text)
    clause_end = _main_clause_end(text)
    head = max((m for m in matches if m.start < clause_end and m.keyword.tier != "weak"
                and not _inside(m, negated)), key=lambda m: m.end, default=None)

    per_domain: dict[Domain, list[float]] = {}
    seen: set[tuple[Domain, str]] = set()
    for m in matches:
        kw = m.keyword
        assert kw.domain is not None
        if kw.tier == "strong":
            score = TIER_WEIGHT["strong"]
        else:
            score = TIER_WEIGHT[kw.tier] * kw.specificity
        if m.start >= clause_end:
            score *= SECONDARY_CLAUSE
        if _inside(m, negated):
            score *= NEGATED
        if m is head:
            score += HEAD_BONUS
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
    order = {d: i for i, d in enumerate(Domain)}
    ranked.sort(key=lambda pair: (-pair[1], order[pair[0]]))
    return ranked


def _inside(m: _Match, spans: list[tuple[int, int]]) -> bool:
    return any(s <= m.start and m.end <= e for s, e in spans)


def classify_text(text: str, *, keywords_path: str | Path = KEYWORDS_PATH) -> Domain:
    """The closest product domain; OTHER only when no domain has any cue (fail narrow)."""
    ranked = classify_scored(text, keywords_path=keywords_path)
    return ranked[0][0] if ranked else Domain.OTHER


def classify_category(raw: str, *, keywords_path: str | Path = KEYWORDS_PATH) -> Domain | None:
    """Domain of a raw platform category path, or None when no segment maps.

    Hierarchical paths ("Home & Kitchen > Furniture > Sofas", "箱包皮具 > 双肩背包") are read
    from the most specific (last) segment backwards; flat tag lists ("bags;backpack;travel")
    are scored as one text, since no tag is more specific than another.
    """
    if not raw or not raw.strip():
        return None
    raw = raw.strip()
    segments = [s for s in _SEGMENT_SPLIT.split(raw) if s.strip()]
    if len(segments) > 1:
        for segment in reversed(segments):
            ranked = classify_scored(segment, keywords_path=keywords_path)
            if ranked:
                return ranked[0][0]
        return None
    tags = [t for t in re.split(r"\s*;\s*", raw) if t]
    ranked = classify_scored(" ; ".join(tags) if len(tags) > 1 else raw, keywords_path=keywords_path)
    return ranked[0][0] if ranked else None


def reload_keywords() -> None:
    """Forget the cached table, e.g. after keywords were appended to the JSON file."""
    _table.cache_clear()
