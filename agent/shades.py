"""A colour said with its shade ("neon yellow", 浅蓝色) and the plain colour it is a shade of
(yellow, 蓝色), from the offline lexicon's own table (data/offline_lexicon.json
`colour_shades`): the picker counts a title in the plain colour as part of a hit of the shade
asked for (agent/picker.py SHADE_SHARE), never a refusal of it (a refused neon yellow leaves
plain yellow alone)."""
from __future__ import annotations

import json
from functools import lru_cache


@lru_cache(maxsize=1)
def _shades() -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The English shade words (spaced before a colour) and the Chinese ones (joined)."""
    from agent.engines.offline_lexicon import LEXICON_PATH

    table = json.loads(LEXICON_PATH.read_text(encoding="utf-8")).get("colour_shades", {})
    return tuple(table.get("en", ())), tuple(table.get("zh", {}))


def _a_colour(word: str) -> bool:
    from agent.engines.offline_lexicon import lexicon
    from memory.models import Category

    found = lexicon().find(word)
    return found is not None and found.category == Category.COLOR


@lru_cache(maxsize=1024)
def plain_colour(term: str) -> str:
    """The colour a shade compound is a shade of ("neon yellow" -> "yellow", 浅蓝色 -> 蓝色),
    or "" when `term` is no shade of a colour the lexicon knows."""
    low = " ".join(term.lower().split())
    if not _a_colour(low):
        return ""
    en, zh = _shades()
    for shade in en:
        if low.startswith(f"{shade} ") and _a_colour(low[len(shade) + 1:]):
            return low[len(shade) + 1:]
    for shade in zh:
        if low.startswith(shade) and len(low) > len(shade) and _a_colour(low[len(shade):]):
            return low[len(shade):]
    return ""
