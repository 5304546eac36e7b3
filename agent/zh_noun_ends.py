"""The kind of goods a Chinese noun's last character names, learned from the keyword table.

Chinese nouns are head-final: the last character of a compound says what kind of thing it is
(盖浇饭 and 炒饭 are rice dishes, 南瓜 and 冬瓜 melons, 单丛 and 乌龙 are not, but 红茶 and 花茶
are teas). A title no keyword reads (鱼香茄子饭, 板栗南瓜) still ends its nouns on such
characters. The table's own Chinese words (`agent/domain_map.py`, the product types' names
merged in) say which characters end the words of one domain: a character that ends at least
MIN_WORDS of them, ENDS_SHARE of them in one domain. Nothing here is a hand list: the table
grows, and so does this.

Used only as a second reading beside the keyword table's words read as neighbours
(`domain_classifier._ends_agree`): a keyword-less Chinese title of food whose nouns' last
characters name food, and whose table-word neighbours name food, is food (ENDS_LEXICON_VOTE).
"""
from __future__ import annotations

from collections import Counter, defaultdict
from functools import lru_cache

from agent.schemas import Domain
from memory.text import CJK

MIN_WORDS = 3      # a character that ends fewer of the table's words says nothing
ENDS_SHARE = 0.7   # ...and one whose words are spread over domains neither


def _is_cjk(ch: str) -> bool:
    return CJK.fullmatch(ch) is not None


@lru_cache(maxsize=1)
def noun_ends() -> dict[str, Domain]:
    """Last character -> the domain most of the keyword table's Chinese words ending on it
    belong to (no `_ignore` entry, no one-character word)."""
    from agent.domain_map import KEYWORDS_PATH, _table

    by_end: dict[str, Counter[Domain]] = defaultdict(Counter)
    for kw in _table(str(KEYWORDS_PATH)):
        if kw.lang != "zh" or kw.domain is None or len(kw.word) < 2 or not _is_cjk(kw.word[-1]):
            continue
        by_end[kw.word[-1]][kw.domain] += 1
    ends: dict[str, Domain] = {}
    for ch, domains in by_end.items():
        total = sum(domains.values())
        domain, count = domains.most_common(1)[0]
        if total >= MIN_WORDS and count / total >= ENDS_SHARE and domain.is_product_domain:
            ends[ch] = domain
    return ends


def ends_domains(words: tuple[str, ...]) -> frozenset[Domain]:
    """The domains the last characters of a title's Chinese words name: jieba's words of two
    characters or more, and a one-character word right after a Chinese word, which jieba
    split off the compound it ends (鱼香茄子|饭)."""
    ends = noun_ends()
    found = set()
    for i, w in enumerate(words):
        if not w or not _is_cjk(w[0]) or w[-1] not in ends:
            continue
        if len(w) >= 2 or (i > 0 and words[i - 1] and _is_cjk(words[i - 1][-1])):
            found.add(ends[w[-1]])
    return frozenset(found)


def title_ends(title: str) -> frozenset[Domain]:
    """`ends_domains` of a title's jieba words (the import's segmentation, without HMM)."""
    from agent.language.segment import cut, default_jieba

    return ends_domains(cut(default_jieba(), title.lower(), hmm=False))
