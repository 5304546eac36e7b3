"""A fault denied of a thing used for a while: the outcome's sign read from its grammar (issue
11, round 27).

A like is often told as what did *not* go wrong with a thing one has lived with: "two
winters and my wool coat hasn't gone baggy", "since I switched to a silk pillowcase my hair
doesn't frizz", 不锈钢菜刀用了六年，刃口一点没卷, 穿了三年的袜子一点味道都没有. The stance vote
reads such a clause by its fault words ("doesn't smell" nearest "X smells bad", 没起球 nearest
"X容易起球"): at best the engine's denial guard leaves it unsure, at worst another clause's
vote ("那双X袜子穿了两个冬天" near "X的袜子老是破洞") makes the word a dislike. The sign of the
outcome is the grammar's, not the embedding's (round 27 measured a reader comparing clauses
with signed exemplars of kinds of outcome: on the clauses the hand vote leaves unclear it
raised ~4 complaints for each like it found):

- a fault: the complaint and symptom words the engine already has (offline_polarity's
  complaint and blame lexicons, offline_reach.SYMPTOMS) and their plain forms
  (`_EN_FAULT`, `_ZH_FAULT`: what wears, breaks, leaks, smells or hurts);
- denied: under a negation right before it (a few words between: "hasn't made my forehead
  itch", 一点都没卷) or, in Chinese, told and then denied (一点味道都没有);
- of a thing used for a while: a span or a count of use, a change made "since", relief ("at
  last", 总算), or "still" (`_USE`), said in the utterance; a wish for a thing that will not
  fail ("socks that don't pill, please") tells no use and likes nothing.

Compiled once at import: the plan step compiles nothing per turn.
"""
from __future__ import annotations

import re

from memory.text import CJK_RANGE

# What goes wrong with a thing, in the plain form a negation takes ("doesn't fray", "hasn't
# faded", "never leaked"), and what it does to the body ("itch", "bled"). (Written from the
# engine's complaint lexicons and in new words; the fault words of the tune misses read this
# round, frizz, tangle, shiver, frozen, were left out so that what it gains is measured on words
# its writer did not see: with them it gained five more read items.)
_EN_FAULT = (r"(?:rip|tear|torn|split|crack|break|broke|snap|fray|sag|stretch|shrink|shrunk|leak|rust|"
             r"peel|chip|warp|bend|bent|bleed|bled|knot|blister|chaf|rash|hole|splinter|"
             r"tarnish|fad|bobbl|pill|smell|stink|reek|itch|scratch|sweat|clamm|"
             r"lost|lose|loosen|baggy|slip|squeak|creak|wobbl|dent|stain|scuff|wrinkl|creas|mould|mold|"
             r"fall\s+apart|fell\s+apart|come\s+apart|came\s+apart|wear\s+(?:out|through|thin)|"
             r"wore\s+(?:out|through|thin)|worn|let\s+(?:a|any)\s+(?:drop|water|rain)|budg|die|died|"
             r"hurt|ache|sore|numb|cold|damp|soggy)[a-z]*")
_EN_DENIED = re.compile(
    r"(?<![a-z])(?:(?:has|have|had|does|do|did|is|are|was|were|would|could|wo|ca)n't|not|never|no|without|"
    r"nor)\s+(?:(?:a|an|any|one|single|once|even|ever|been|got|gotten|had|made|left|let|given|started|"
    r"so\s+much\s+as|my|our|the|its|their|her|his|it|them|me|us|to|be|a\s+single|[a-z]+)\s+){0,3}?"
    + _EN_FAULT + r"(?![a-z])"
    # (the faults it governs, joined: "hasn't warped or cracked", "never peeled, faded or chipped")
    r"(?:\s*(?:,\s*)?(?:or|nor|and|,)\s+(?:(?:even|ever|been|got|gone)\s+)?" + _EN_FAULT + r"(?![a-z]))*")
_ZH_FAULT = (r"(?:起球|掉色|褪色|串色|勾丝|抽丝|生锈|长锈|锈|掉毛|变形|缩水|起皱|皱|开线|脱线|掉漆|掉皮|脱皮|"
             r"起皮|发霉|发黄|开胶|裂|破|坏|断|烂|卷|崩|塌|松|垮|散|漏|渗|味|臭|痒|闷|扎|磨脚|打结|打滑|"
             r"起毛|掉渣|晃|响|变色|变硬|硬|凉|冷|疼|痛|过敏|红|划痕|印子)")
_ZH_DENIED = re.compile(
    # (not a word that opens with 不: 不锈钢, 不粘锅)
    rf"(?:一点(?:儿)?(?:都|也)?|从来|再也|完全|也|都|还|愣是)?(?:没有|没|不)(?!锈钢|粘)(?:有|再|会|怎么|太|过|见)?"
    rf"[{CJK_RANGE}]{{0,2}}?{_ZH_FAULT}|"
    # told, then denied: 一点味道都没有, 一个球都没起, 半点异味也没有
    rf"(?:一点|半点|一丝|一个|一块|一条)(?:儿)?[{CJK_RANGE}]{{0,2}}?{_ZH_FAULT}[{CJK_RANGE}]{{0,2}}?(?:都|也)(?:没有|没|不)")
# Use over time, a change made, relief, "still": the frame of an experience, not of a wish.
_USE = re.compile(
    r"(?<![a-z])(?:(?:\d+|a\s+few|a\s+couple(?:\s+of)?|several|two|three|four|five|six|seven|eight|nine|"
    r"ten|twelve|many|countless)\s+(?:[a-z]+\s+){0,2}?(?:years?|yrs?|months?|weeks?|winters?|summers?|"
    r"seasons?|trips?|washes|wears?|hikes?|moves?|shifts?|marathons?|camping\s+trips?)|"
    r"(?:years|months|decades)\s+(?:on|later)|since\s+(?:i|we|my|our|switching|swapping|changing|getting|"
    r"buying|moving)|ever\s+since|at\s+(?:long\s+)?last|finally|still|so\s+far|to\s+this\s+day|"
    r"the\s+first\s+(?:[a-z]+\s+){0,2}?(?:that|which))(?![a-z])|"
    r"(?:用|穿|睡|背|骑|戴|盖|铺|坐|洗|跑|摆|放)了(?:快|足足|整整|差不多|好)?(?:[一两几三四五六七八九十\d]+|好几|大半)"
    r"(?:个)?(?:年|冬天|夏天|冬|夏|季|月|星期|周|次|趟|回)|"
    r"自从|换了[^，。,.]{0,8}(?:以后|之后|后)|总算|终于|还是|依然|仍然|至今|到现在|一直|这么多年|[多几]年")
# A wish for the thing to buy: a request, not a story of one used.
_ASKS = re.compile(r"(?<![a-z])(?:want|need|looking\s+for|after\s+(?:a|an|some)|show\s+me|find\s+me|"
                   r"recommend|suggest|do\s+you\s+have|got\s+any|please|pls)(?![a-z])|[?？]|"
                   r"想要|想买|想找|要[一个双件条把只]|找[一个双件条把只]|推荐|有没有|吗")


def denied_spans(text: str) -> list[tuple[int, int]]:
    """The spans of text that deny a fault (see the module doc)."""
    low = text.lower()
    return [m.span() for m in (*_EN_DENIED.finditer(low), *_ZH_DENIED.finditer(low))]


def told_of_use(text: str) -> bool:
    """The text tells a thing lived with (a span of use, a change made, relief, "still") and
    asks for nothing."""
    low = text.lower()
    return bool(_USE.search(low)) and not _ASKS.search(low)


# A change made to the thing, told with its subject ("since the kids moved onto", "after we
# switched the baby to", "switching the twins to"): the frame of an outcome it brought.
_CHANGED_TO = re.compile(r"(?<![a-z])(?:since|after|once)\s+(?:the|her|his|their|our|my|we|i|they|she|he)(?![a-z])|"
                         r"(?<![a-z])(?:switch|swapp?|mov|chang)(?:ed|ing|es|e)?\s+(?:[a-z']+\s+){0,3}?"
                         r"(?:to|onto|over\s+to|into)(?![a-z])|(?:换成|换上|改用|用上)")


def used_for_a_while(text: str) -> bool:
    """The text tells a thing lived with (a span of use, a change made, relief, "still"),
    whether or not it asks for more (told_of_use is the story that asks for nothing)."""
    low = text.lower()
    return bool(_USE.search(low) or _CHANGED_TO.search(low))


def without_spans(text: str, spans: list[tuple[int, int]]) -> str:
    for a, b in spans:
        text = text[:a] + " " * (b - a) + text[b:]
    return text
