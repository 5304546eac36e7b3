"""An occasion named by its meal or its part of the day (issue 11, round 45).

"for the awards dinner", "at the headteacher's retirement lunch", "for the tango evening", "for
Sunday's line-dancing night", "for my retirement do", "for the carol service", 公司年会上, 孙女的
认亲酒, 八十大寿的寿宴上: the event's own noun may be one no list knows (bonspiel, Ugadi,
dragon-boat prize, first-footing), but its head is a meal, a part of the day or a gathering
word, a small closed class of the grammar, with a word naming the event before it. A look
refused for such a thing is refused for that day: offline_reach.persistence_of reads it as the
session's (a lasting marker beside it still cancels it).

Not an occasion: a part of the day or a meal said bare or as a time ("at night", "for the
evening", "for dinner", "my morning tea", "every Friday night"), a habit ("on quiz nights"),
nor the head used as a modifier of a product ("the dinner plates", "evening bags").
"""
from __future__ import annotations

import re
from functools import lru_cache

from memory.text import CJK_RANGE

# Meals, parts of the day and gathering words that head an event's name.
_EN_HEAD = (r"(?:dinner|supper|lunch|luncheon|brunch|breakfast|night|evening|do|drinks|service|mass|"
            r"blessing|send-?off|social|soir[eé]e|knees-?up|bash|get-?together|meal|feast|ceilidh|vigil)")
# Words that say when, or what kind of time, not which event: "the whole evening", "a long
# night", "the same night", "every night"
_EN_NOT_EVENT = re.compile(r"^(?:whole|entire|same|other|next|last|first|long|late|early|cold|warm|hot|new|"
                           r"old|nice|good|quiet|usual|average|typical|every|each|one|this|that|morning|"
                           r"afternoon|evening|night|weekday|weekend|school|sunday|monday|tuesday|wednesday|"
                           r"thursday|friday|saturday)$")
_EN_OCCASION = re.compile(
    # after for/at/to, or as the subject opening its clause ("the allotments' harvest supper
    # means no blue", "our silver anniversary do is on the 3rd")
    r"(?:(?<![a-z])(?:for|at|to)\s+|(?:^|(?<=[,.;:!?]))\s*)"
    r"(?:the|our|my|his|her|their|(?!every|each|this|that)[a-z\-]+['\u2019]s?)\s+"
    r"(?P<mods>(?:[a-z\-]+(?:['\u2019]s?)?\s+){1,3}?)" + _EN_HEAD +
    # the head ends the noun phrase: no product after it ("the dinner plates")
    r"(?=\s*(?:[,.;:!?)\"]|$|\s(?:on|this|next|tonight|tomorrow|i|i'm|we|we're|so|and|but|where|at|in|"
    r"is|are|was|means|that|which|please|pls|just|only|though|then|no|nothing|not|skip)(?![a-z])))")
# What may not stand inside an event's name: a preposition or an article ("my face at night")
_EN_GLUE = re.compile(r"^(?:at|in|on|of|for|with|to|by|from|the|a|an|and|or|my|our|your)$")
# Chinese: a gathering word as the head (宴, 酒 of a feast, 年会/晚会/舞会/酒会, 寿) with the
# place or time of being at it (上, 那天, 当天, 那晚) or a wearing verb after it
_ZH_OCCASION = re.compile(
    rf"(?:[{CJK_RANGE}]宴(?:会)?|(?:喜|满月|百日|认亲|升学|谢师|订婚|乔迁|寿)酒|(?:年|晚|舞|酒|联欢|茶话|庆功|答谢|"
    r"同学|校友|生日)会|大寿|寿辰)(?:上|那天|当天|那晚|当晚|穿的|戴的|用的|要穿|得穿)|"
    # or held or attended (办认亲酒, 吃喜酒, 参加年会)
    rf"(?:办|摆|吃|喝|参加|赴|去)(?:[{CJK_RANGE}]宴(?:会)?|(?:喜|满月|百日|认亲|升学|谢师|订婚|乔迁|寿)酒|"
    r"(?:年|晚|舞|酒|联欢|茶话|庆功|答谢|同学|校友|生日)会)")


@lru_cache(maxsize=2048)
def named(text: str) -> bool:
    """The text names an occasion by its meal, part of the day or gathering word."""
    if _ZH_OCCASION.search(text):
        return True
    low = text.lower()
    for m in _EN_OCCASION.finditer(low):
        mods = m.group("mods").split()
        if any(_EN_GLUE.match(w) for w in mods):
            continue
        if not all(_EN_NOT_EVENT.match(w.rstrip("'\u2019s")) or _EN_NOT_EVENT.match(w) for w in mods):
            return True
    return False
