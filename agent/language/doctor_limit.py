"""A limit a doctor puts on a substance, told as how much of it one may have (issue 11,
round 30).

The doctor's word is read (offline_reach.DOCTOR_ORDER), but its order was read only as a
refusal in the words of refusing ("no X", 不要X, 别碰X). People tell a doctor's order as a
limit on the substance itself: 医生讲钠要少吃, 医生嘱咐我以后糖要少碰, 大夫让我少喝含咖啡因的,
"my GP says sugar has to go", "the consultant wants me to cut right down on salt". Nothing was
read: the floor was lost (fresh28's 医生讲钠要少吃 and fresh29's doctor's words were open).

The kind of sentence, read by its grammar:
- a clause holding a doctor's order (or right after one: `doctor_ordered`);
- a substance word of the lexicon (a material or a general word, never a colour or a
  maker) with a limit beside it: after it, 要少吃/得少碰/不能喝/得戒/要忌口, "has to go",
  "is off the menu"; before it, 少吃/别碰/不宜摄入, "cut down on", "go easy on", "no more";
- the limit is a floor everywhere (DESIGN §3: a body's limit holds wherever the substance
  is), lasting; a refusal of the word the rules read in other words ("…, crisps without it")
  becomes that floor; a like read of it is left alone.
A limit with no doctor's word ("糖要少吃一点，最近胖了") is a wish of one's own, read
elsewhere (no floor from a diet of choice).

Measured (round 30): see the commit that added it.
Compiled once at import: the plan step compiles nothing per turn.
"""
from __future__ import annotations

import re

from agent.engines.offline_constraints import Found
from agent.engines.offline_reach import doctor_ordered
from memory.models import Category, Polarity

_ZH_LIMIT_AFTER = re.compile(
    r"[^，。,.;；!！?？\s]{0,3}?(?:要|得|必须|一定要|尽量|最好|需要|能)?"
    r"(?:少|别|不能|不要|不可以|不宜|不许|莫)再?(?:吃|喝|碰|沾|用|摄入|放|加)|"
    r"[^，。,.;；!！?？\s]{0,2}?(?:要|得|必须)?(?:戒掉?|忌口)")
_ZH_LIMIT_BEFORE = re.compile(r"(?:少|别|不能|不要|不许|不宜|莫)(?:吃|喝|碰|沾|摄入|放|加)(?:含|带)?(?:有)?$")
_EN_LIMIT_AFTER = re.compile(r"\s+(?:(?:has|have|had|needs?|needed)\s+to\s+go|is\s+off\s+(?:the\s+menu|limits))(?![a-z])")
_EN_LIMIT_BEFORE = re.compile(r"(?<![a-z])(?:cut(?:ting)?\s+(?:right\s+)?(?:down|back)\s+on|go(?:ing)?\s+easy\s+on|"
                              r"limit|(?:much\s+)?less|no\s+more)\s+$")
_SUBSTANCE = (Category.MATERIAL, Category.GENERAL)


def read(parsed, spans: list[tuple[int, int]]) -> None:
    """Add a floor for each substance a doctor's order limits in `parsed` (its lower-cased
    text, its mentions and found) over the clause spans `spans`."""
    low = parsed.text
    read_slugs = {f.slug for f in parsed.found if f.polarity == Polarity.LIKE or f.is_global}
    for start, end in spans:
        if not doctor_ordered(low, start, end):
            continue
        for m in parsed.mentions:
            if not (start <= m.start < end) or m.word.category not in _SUBSTANCE or \
                    m.word.slug in read_slugs or (m.used and not any(f.slug == m.word.slug for f in parsed.found)):
                continue
            before, after = low[start:m.start], low[m.end:end]
            if not (_ZH_LIMIT_AFTER.match(after) or _EN_LIMIT_AFTER.match(after) or
                    _ZH_LIMIT_BEFORE.search(before) or _EN_LIMIT_BEFORE.search(before)):
                continue
            read_slugs.add(m.word.slug)
            refused = [f for f in parsed.found if f.slug == m.word.slug]
            if refused:  # refused in words of its own ("…, so crisps without it"): now a floor
                for f in refused:
                    f.is_global, f.persistence = True, "lasting"
                continue
            m.used = True
            parsed.found.append(Found(Polarity.DISLIKE, m.word.category, m.word.slug, m.said,
                                      "lasting", True, m.start))
