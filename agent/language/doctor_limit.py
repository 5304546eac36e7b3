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

Round 36: the order reaches on, and says its limit in more verbs.
- What a doctor said runs to the end of the sentence when the next clause carries it on: its
  consequence ("my heart specialist says my heartbeat skips, so caffeine has to go"; 所以,
  因此) or the order's own verb with its subject dropped (医生说我心跳老是漏拍，让我从此远离咖
  啡因; 往后, 从此: from now on). A clause that starts afresh ("doc says more walking,
  sneakers with no mesh") is the shopper's own.
- A limit told as control (控盐, 盐要严格控制, 能少则少), as quitting (戒得干干净净), or as
  striking off (把视黄醇从…划掉; "struck retinol off", "steered me away from parabens").
- Every refusal of a substance in a clause the order governs is a floor, whichever reader
  read it (the rules, or the clause vote after them: `widen`).

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
    r"[^，。,.;；!！?？\s]{0,2}?(?:要|得|必须)?(?:戒掉?|戒得|忌口)|"
    # control of the amount: 盐要严格控制, 糖得控住, 钠能少则少, 越少越好
    r"[^，。,.;；!！?？\s]{0,2}?(?:要|得|必须|一定要|需要)?(?:严格|严|好好|彻底)?(?:控制|限制|管住|控住)|"
    r"[^，。,.;；!！?？\s]{0,3}?(?:能少则少|越少越好|少之又少)|"
    # stopped outright (咖啡因必须全停, 酒精得彻底断掉)
    r"[^，。,.;；!！?？\s]{0,2}?(?:要|得|必须|一定要|需要)?(?:全|彻底|完全|立刻|马上)?(?:停|断)(?:掉|了|下来)?|"
    # struck off what one has (把视黄醇从我用的吃的里全划掉了)
    r"[^，。,.;；!！?？\s]{0,12}?(?:划掉|删掉|去掉|剔掉|剔除|拿掉|筛掉|清掉)")
_ZH_LIMIT_BEFORE = re.compile(r"(?:少|别|不能|不要|不许|不宜|莫)(?:吃|喝|碰|沾|摄入|放|加)(?:含|带)?(?:有)?$|"
                              # control or quitting of it, said before (控盐, 限糖, 戒掉咖啡因, 远离酒精)
                              r"(?:控|限|控制|限制|戒掉?|忌|远离|避开|(?<!降)低)$")
_EN_LIMIT_AFTER = re.compile(r"\s+(?:(?:has|have|had|needs?|needed)\s+to\s+go|is\s+off\s+(?:the\s+menu|limits)|"
                             r"(?:is|are|was|were)\s+(?:out|off\s+limits|banned|forbidden))(?![a-z])")
_EN_LIMIT_BEFORE = re.compile(r"(?<![a-z])(?:cut(?:ting)?\s+(?:right\s+)?(?:down|back)\s+on|go(?:ing)?\s+easy\s+on|"
                              r"limit|(?:much\s+)?less|no\s+more|"
                              # what is still allowed, next to nothing ("allows me barely any X")
                              r"(?:barely|hardly|scarcely)\s+any|almost\s+no|next\s+to\s+no|very\s+little|a\s+tiny\s+bit\s+of|"
                              # a warning raised about it ("flagged X")
                              r"flagged|flags|"
                              # kept away from it, or it struck off ("steered me away from X",
                              # "wants me away from X", "struck X off")
                              r"(?:away|clear)\s+from|clear\s+of|(?:struck|strikes?|crossed|cut)(?:\s+(?:out|off))?)\s+$")
# What carries a doctor's order into the next clause of its sentence: its consequence, or the
# order's own verb with its subject dropped, or "from now on" (`_governed`).
_CARRIED_ON = re.compile(r"\s*(?:(?:and\s+)?(?:so|which\s+means|meaning|hence|therefore|thus)(?![a-z])|"
                         r"所以|因此|于是|因而|那么|(?:就|也)?(?:让|叫|要|要求|嘱咐|叮嘱|交代)我|往后|以后|今后|从此|打那以后)")
_SENTENCE_END = re.compile(r"[.!?。！？]")
_SUBSTANCE = (Category.MATERIAL, Category.GENERAL)


def _governed(low: str, spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """The clauses a doctor's order governs: its own (`doctor_ordered`), and each next one in
    the same sentence that carries it on (`_CARRIED_ON`)."""
    out, carried = [], False
    for i, (start, end) in enumerate(spans):
        carried = doctor_ordered(low, start, end) or (
            carried and i > 0 and not _SENTENCE_END.search(low, spans[i - 1][1], start + 1) and
            _CARRIED_ON.match(low, start) is not None)
        if carried:
            out.append((start, end))
    return out


def widen(parsed, spans: list[tuple[int, int]]) -> None:
    """Make a floor of every refusal of a substance in a clause a doctor's order governs,
    whichever reader read it (the clause vote reads after the rules)."""
    refused = [f for f in parsed.found
               if f.polarity == Polarity.DISLIKE and f.category in _SUBSTANCE and not f.is_global]
    if not refused:  # (most turns: no doctor's words are looked for)
        return
    governed = _governed(parsed.text, spans)
    for f in refused:
        if any(start <= f.at < end for start, end in governed):
            f.is_global, f.persistence = True, "lasting"


def read(parsed, spans: list[tuple[int, int]]) -> None:
    """Add a floor for each substance a doctor's order limits in `parsed` (its lower-cased
    text, its mentions and found) over the clause spans `spans`."""
    low = parsed.text
    read_slugs = {f.slug for f in parsed.found if f.polarity == Polarity.LIKE or f.is_global}
    for start, end in _governed(low, spans):
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
