"""A reason told in one turn, the refusal in another: the floor is the session's (DESIGN §3).

A new writer's global story often tells who they are or what they have seen in a turn of its
own ("I once visited a goose farm where they plucked the birds alive for their down",
我和室友在皮革厂打过暑假工，之后就吃全素了) and refuses the thing in the next turn, over
the product in view ("I won't have down in a single thing I own, duvets, coats, cushions",
所以鞋、皮带、沙发、表带，啥东西都不要皮革的). The plan reads one turn at a time: the reason's
turn names no refusal, and the refusal's turn has no reason, so it lands in the domain shopped
(round 26's held-out stories: 3 of 4 global stories lost their floor this way).

The curator sees the whole session (`CurateInput.transcript`): a refusal of a substance that a
reason turn of the same session names is the floor that reason stands for, kept everywhere. The
reason may name the substance (down, 皮革) or the creature it is taken from (a goose farm, 狐狸:
the sources of an animal material, `data/material_kinds.json` "sources").

Fail narrow (DESIGN §3): the reason must name the refused thing ("I'm vegan" then "no grey on
the sofa" widens nothing), and only a substance (material, feature, general) is widened, never
a colour, a style, a brand or a price.
"""
from __future__ import annotations

import json
import re
from functools import lru_cache
from typing import Iterable

from memory import paths
from memory.models import Category

# What a floor may be over: a substance or a thing in the goods, not a look or a maker.
FLOOR_CATEGORIES = (Category.MATERIAL, Category.FEATURE, Category.GENERAL)


# A source named by a word too general to point at one material ("animal", "real", 动物, 真).
_GENERAL_SOURCES = {"animal", "real", "exotic", "动物", "真"}
# A one-character Chinese source (牛, 羊, 鸭) is the creature only as a farm of it or a part of
# its body taken (鸭场, 羊圈, 鹅毛); alone it starts other words (马上, 牛仔, 鸡蛋).
_ZH_ONE_AFTER = "场厂舍圈棚毛皮绒"


@lru_cache(maxsize=1)
def _sources() -> tuple[tuple[str, re.Pattern[str]], ...]:
    d = json.loads((paths.DATA / "material_kinds.json").read_text(encoding="utf-8")).get("sources", {})
    out = []
    for slug, family in d.items():
        en = sorted({w for w in family.get("en", []) if w not in _GENERAL_SOURCES}, key=len, reverse=True)
        zh = sorted({w for w in family.get("zh", []) if w not in _GENERAL_SOURCES}, key=len, reverse=True)
        parts = [r"(?<![a-z])(?:" + "|".join(re.escape(w) for w in en) + r")(?:s|es)?(?![a-z])"] if en else []
        parts += [re.escape(w) if len(w) > 1 else re.escape(w) + "(?=[" + _ZH_ONE_AFTER + "])" for w in zh]
        if parts:
            out.append((slug, re.compile("|".join(parts))))
    return tuple(out)


def reason_slugs(turns: Iterable[tuple[int, str]], lex) -> dict[str, set[int]]:
    """Each slug named in a turn of `turns` (number, text) that tells a reason of identity (a
    diet, an ethic, a faith, a condition, a harm seen, an allergy), with the turns naming it.
    (A refusal in the reason's own turn was judged by the plan with the reason in view: only
    another turn's refusal is carried.)"""
    from agent.engines.offline_constraints import find_mentions
    from agent.engines.offline_parse import _marker_outside, normalise_text
    from agent.engines.offline_reach import ALLERGY_WORD, GLOBAL_MARKERS
    from agent.language import identity_reason

    slugs: dict[str, set[int]] = {}
    for turn, text in turns:
        low = lex.fix_typos(normalise_text(text))
        mentions = find_mentions(low, lex)
        inside = [(m.start, m.end) for m in mentions]
        if (_marker_outside(GLOBAL_MARKERS, low, mentions) or ALLERGY_WORD.search(low) or
                identity_reason.told(low, inside)):
            named = {m.word.slug for m in mentions if m.word.category in FLOOR_CATEGORIES}
            # (a creature outside the words of materials: 鹅场, not 羊 of 羊毛)
            named |= {slug for slug, source in _sources() for m in source.finditer(low)
                      if not any(a <= m.start() and m.end() <= b for a, b in inside)}
            for slug in named:
                slugs.setdefault(slug, set()).add(turn)
    return slugs
