"""Clauses that describe the kind asked for, not a product (issue 11, round 25).

"Setting spray, the kind that won't melt under a stage lamp", 定妆喷雾，舞台灯烤着也不脱妆的那种,
"a rucksack, one that fits a laptop": the first clause names the product, the later one says
what it must do, and the things it names (a lamp, a laptop) are where or with what it is used.
A clause describes when it opens with a word for the kind in English ("the kind / sort / type
/ one(s) that…", "the ones with…") or ends with one in Chinese (…的那种, …的那款, …的就行). The
head, the keyword table and the type vocabulary read the request without such a clause; the
search still reads it (it says what the product is like).
"""
from __future__ import annotations

import re

from agent.engines.offline_constraints import CLAUSE_PUNCTUATION
from memory.text import CJK_RANGE

_EN_DESCRIBING = re.compile(
    r"^(?:(?:and|but|ideally|preferably|just|maybe|something)\s+)?(?:(?:the|a|one|any|some)\s+)?"
    r"(?:(?:kind|sort|type|style)\s+(?:of\s+thing\s+)?"
    r"(?:that|which|with|without|where|you|i|we|for|made|able|good|like)|"
    r"ones?\s+(?:that|which|with|without|made|like))(?![a-z])")
_ZH_DESCRIBING = re.compile(r"(?:的(?:那一?种|那一?款|那一?类|那一?个|那样|就行|就好|就可以|最好|为佳)|"
                            r"(?:那一?种|那一?款|这一?种|这一?款)的?)[呀啊吧哦呢哈噢~～\s]*$")
_CJK = re.compile(f"[{CJK_RANGE}]")
_WORD = re.compile(r"[a-z0-9]+")


def describes(clause: str) -> bool:
    """Whether one clause (as said) describes the kind rather than naming a product."""
    said = clause.strip().lower()
    if not said:
        return False
    if _CJK.search(said):
        return _ZH_DESCRIBING.search(said) is not None and \
            _ZH_DESCRIBING.sub("", said).strip() != ""
    return _EN_DESCRIBING.match(said) is not None


def split_described(product: str, text: str) -> tuple[str, str]:
    """(the product's words said outside describing clauses, those said inside them), or
    (product, "") when the text has no describing clause after one that names something.
    `product` is the parse's product words in the order said; each is matched to the first
    clause from the current one on that holds it."""
    clauses = [c for c in CLAUSE_PUNCTUATION.split(text) if c.strip()]
    if len(clauses) < 2 or not any(describes(c) for c in clauses[1:]):
        return product, ""
    flags = [describes(c) for c in clauses]
    if flags[0]:
        return product, ""
    said = [(c.lower().replace(" ", ""), set(_WORD.findall(c.lower()))) for c in clauses]
    kept, described, at = [], [], 0
    for word in product.split():
        for i in range(at, len(said)):
            joined, words = said[i]
            if (word in joined) if _CJK.search(word) else (word in words):
                at = i
                break
        (described if flags[at] else kept).append(word)
    if not kept or not described:
        return product, ""
    return " ".join(kept), " ".join(described)
