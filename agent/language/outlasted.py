"""Praise told as how long a thing lasted, often against another (issue 11, round 44).

"The ash wood handle … outlasted two steel-shafted ones", "my linen apron has outlived three
cotton ones", 竹蒸笼比之前那几个不锈钢的都耐用, 羊毛袜比纯棉的耐穿多了: the thing that lasted is
praised with no verb of liking, and the one it is set against is only its measure. The engine
read a maker so (offline_polarity.ENDURED, round 38), never a material: the clause's vote read
"outlasted" near "stays out" and refused both words, or read 耐用 as the later word's like.

The grammar says which side a named word is on:
- the **winner**: the word before a verb of lasting set against another ("outlasted", "lasted
  longer than") or before 比 in a comparison of lasting (X比Y…耐用/结实/耐穿/经用). Not
  offline_polarity.ENDURED's looser forms (用了N年都…: "穿了三十年都觉得显矮" is no praise);
- the **measure**: the word after "outlasted/outlived/lasted longer than/held up better than"
  or between 比 and the quality: no verdict of its own (fail narrow: nothing, never a refusal
  the words do not say).
The praise needs no negation before the comparison (that denies it: 没比…耐用), none after it
but a fault denied ("without a single splinter"), no complaint, no belittled time ("barely
outlasted the month", 才…就), and no question.

Compiled once at import: nothing per turn.
"""
from __future__ import annotations

import re

# English verbs of lasting set against another thing: the word after them is the measure.
_EN_AGAINST = re.compile(r"(?<![a-z])(?:outlast(?:ed|s|ing)?|outliv(?:ed|es|ing)|outwore|outworn|outwears?|"
                         r"(?:lasted|lasts|held\s+up|holds\s+up|wore|wears|survived|kept)\s+(?:much\s+|far\s+|way\s+)?"
                         r"(?:longer|better)\s+than)(?![a-z])")
# Chinese qualities of lasting a comparison with 比 praises.
_ZH_LASTING = r"(?:耐用|结实|耐穿|经用|耐磨|抗造|扛造|经造|皮实|长寿|耐脏|用得久|穿得久|撑得久|扛得住|经得起折腾)"
_ZH_COMPARED = re.compile(r"比(?P<measure>[^，。,.;；!！?？]{0,16}?)(?:都|还|更|要|可)?" + _ZH_LASTING)


def side(clause: str, start: int, end: int) -> str | None:
    """Which side of praise by lasting the word at clause[start:end] is on: "winner" (the thing
    that lasted), "measure" (the thing it is set against), or None. `clause` is the word's
    clause; the caller checks the clause's own guards (offline_polarity.endured's)."""
    low = clause.lower()
    hit = _ZH_COMPARED.search(low)
    if hit is not None:
        if end <= hit.start():
            return "winner"
        if hit.start("measure") <= start < hit.end("measure"):
            return "measure"
        return None
    against = _EN_AGAINST.search(low)
    if against is not None and start >= against.end():
        return "measure"
    if against is not None and end <= against.start():
        return "winner"
    return None


def lasting_clause(clause: str) -> bool:
    """The clause compares lasting with 比 or sets a thing against another by lasting: its
    guards are `offline_polarity.endured`'s on the words besides the comparison."""
    low = clause.lower()
    return bool(_ZH_COMPARED.search(low) or _EN_AGAINST.search(low))


def praised_side(clause: str, start: int, end: int) -> str | None:
    """`side`, when the clause praises by lasting with nothing against it: the comparison (or
    offline_polarity.endured's verb) taken out, no negation, no complaint and no belittled
    time remain ("barely outlasted the first month", 才…就, "never lasted longer than")."""
    from agent.engines.offline_polarity import NEGATION, _BELITTLED, _EN_COMPLAINT, _ZH_COMPLAINT
    from agent.language.fault_denied import denied_spans

    which = side(clause, start, end)
    if which is None:
        return None
    low = clause.lower()
    hit = _ZH_COMPARED.search(low) or _EN_AGAINST.search(low)
    before, after = low[:hit.start()], low[hit.end():]
    if re.search(r"[?？]|吗\s*$", low):
        return None
    if NEGATION.search(before):
        # (a comparison of lasting denied, 没比搪瓷的耐用, "never lasted longer than", praises
        # neither side: "denied", nothing for either)
        return "denied"
    # After it, only a fault denied ("without a single splinter") may hold a negation.
    for a, b in denied_spans(after):
        after = after[:a] + " " * (b - a) + after[b:]
    if NEGATION.search(after) or _BELITTLED.search(low) or _EN_COMPLAINT.search(before + " " + after) or \
            _ZH_COMPLAINT.search(before + " " + after):
        return None
    return which


def verb_at(clause: str) -> int:
    """Where the comparison or the verb of lasting starts in the clause (its length if none)."""
    low = clause.lower()
    hit = _ZH_COMPARED.search(low) or _EN_AGAINST.search(low)
    return hit.start() if hit else len(low)
