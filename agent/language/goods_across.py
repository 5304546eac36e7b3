"""A refusal's reach told as a list of goods from several domains (issue 11, round 38).

"real fur is a hard no from me, coats, hats, keyrings", "nothing with alcohol in it, mouthwash,
sweets, skincare", "gelatin is a no across all of it, sweets, vitamins, yoghurts", 含香精的
都别出现，洗衣液蜡烛护肤品都一样: the goods listed after the refused word are where the refusal
holds, and when they span two or more product domains the refusal is a floor across domains
(DESIGN §3: `global`), as "in every category" says it in one phrase. The wild sets' writers
tell a floor this way more than any other (round 38 counted the global misses of the read sets:
a list of goods with no catch-all word was read as a refusal in one domain).

A list is three or more goods (product type names or domain keywords) in a row, with nothing
between them but commas, slashes, "and"/"or", 和/或/、 (or nothing, in Chinese), after a word
the turn refuses. Not when the turn asks for something ("I need a jacket, boots and a scarf, no
leather" lists what is wanted: the refusal is for those, and a missed floor fails narrow).
"""
from __future__ import annotations

import re

from agent.domain_map import keyword_spans
from agent.language.asking import ZH_ASKING
from agent.language.referred import asks_anew
from agent.product_types import find_types, name_spans
from memory.domains import Domain

_BETWEEN = re.compile(r"^[\s,，、/;&+]*(?:(?:and|or|plus|&|和|或|及|以及|跟|与)[\s,，、/]*)?$")
_EN_ASKING = re.compile(r"(?<![a-z'])(?:need|want|looking\s+for|shopping\s+for|show\s+me|find\s+me|"
                        r"get\s+me|i'?m\s+after|recommend)(?![a-z'])")
_ZH_ASKING = re.compile(ZH_ASKING)
LIST_LENGTH = 3  # goods in a row: two is a pair ("cups and bowls"), three a reach
DOMAINS_SPANNED = 2


def _goods(low: str) -> list[tuple[int, int, Domain]]:
    """The goods `low` names, in order, each once: product type names and domain keywords
    (the longer of two that overlap)."""
    found = [(s, e, d) for s, e, d, _ in keyword_spans(low)]
    for s, e in name_spans(low):
        types = find_types(low[s:e], None)
        if types:
            found.append((s, e, types[0].domain))
    found.sort(key=lambda x: (x[0], -(x[1] - x[0])))
    kept: list[tuple[int, int, Domain]] = []
    for s, e, d in found:
        if kept and s < kept[-1][1]:
            continue  # inside or across the one before ("skin care" of "skincare")
        kept.append((s, e, d))
    return kept


def _runs(low: str, goods: list[tuple[int, int, Domain]]) -> list[list[tuple[int, int, Domain]]]:
    runs: list[list[tuple[int, int, Domain]]] = []
    for good in goods:
        if runs and _BETWEEN.match(low[runs[-1][-1][1]:good[0]]):
            runs[-1].append(good)
        else:
            runs.append([good])
    return runs


def reaches_across(low: str, refused: list[tuple[int, int]]) -> bool:
    """Whether a list of goods from several domains, said after a word the turn names
    (`refused`: the attribute words' spans), tells where the refusal holds."""
    if not refused or asks_anew(low) or _EN_ASKING.search(low) or _ZH_ASKING.search(low):
        return False
    first = min(start for start, _ in refused)
    for run in _runs(low, _goods(low)):
        if len(run) >= LIST_LENGTH and run[0][0] > first and \
                len({d for _, _, d in run}) >= DOMAINS_SPANNED and \
                not any(a < e and s < b for a, b in refused for s, e, _ in run):
            return True
    return False
