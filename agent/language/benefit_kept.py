"""A good state the thing keeps one in, or brings about, told as its outcome (issue 11,
round 28).

Round 27 read the sign of an outcome from a fault denied ("hasn't gone baggy",
fault_denied.py) and round 24 from a thing getting better with use (improves.py). The third
common way a like is told with no verb of liking is the good state itself: "my toes stay
toasty till lunch", "keeps my ears warm on the bike", "linen tea towels are bone dry by
morning", "bamboo towels dry in no time", 羊毛袜一整个冬天脚都暖乎乎的, 竹纤维毛巾一下就干了,
亚麻被套盖着整晚身上都凉快. The stance vote reads such a clause by its physical words ("dry"
near "X never dries", 凉 near "X冰手") and reversed it. The grammar is the witness:

- a verb of keeping or staying (keep, stay, remain; 都, 还是, 一直 + the state), or a result
  reached quickly (dry in minutes, 一会儿就干了), or a hardship got through or made bearable
  ("gets my feet through a shift", "makes the commute bearable", "the reason I survive");
- the state one of praise (warm, dry, cool, cosy, fresh; 暖和, 干爽, 凉快: the engine's praise
  qualities, offline_polarity, and the states of being kept well);
- no negation and no complaint in the clause (the caller checks: "never kept me warm",
  脚就不干爽了, 脚还是冰凉的 are no like), and no request ("socks that keep my feet warm,
  please" asks for a thing, it tells nothing of one).

Compiled once at import: the plan step compiles nothing per turn.
"""
from __future__ import annotations

import re

# The states of being kept well (the praise qualities that are states, and dry, toasty…).
_EN_GOOD = (r"(?:warm|warmer|toasty|dry|drier|bone[\s\-]dry|cool|cooler|comfy|comfortable|cosy|cozy|snug|fresh|"
            r"sane|clean|soft|happy|smelling\s+(?:lovely|fresh|nice|good|great|sweet|of\s+[a-z]+))")
_EN_DEGREE = r"(?:(?:so|really|nice\s+and|lovely\s+and|perfectly|completely|totally|properly|beautifully)\s+)?"
_EN_OBJECT = (r"(?:me|us|him|her|them|it|everything|(?:my|our|his|her|their|the)\s+(?:[a-z]+\s+){0,1}?[a-z]+)")
_EN = re.compile(
    r"(?<![a-z])(?:keeps?|kept|keeping|leaves?|left)\s+" + _EN_OBJECT + r"\s+" + _EN_DEGREE + _EN_GOOD +
    r"(?![a-z])|"
    r"(?<![a-z])(?:stays?|stayed|staying|remains?|remained)\s+" + _EN_DEGREE + _EN_GOOD + r"(?![a-z])|"
    # a result reached: dry in minutes, bone dry by morning
    r"(?<![a-z])(?:dr(?:y|ies|ied))\s+(?:(?:very\s+|so\s+|really\s+)?(?:quickly|fast)|in\s+(?:minutes|seconds|no\s+time|a\s+flash|an\s+hour|half\s+an\s+hour)|"
    r"(?:by|before|overnight)(?![a-z]))|"
    r"(?<![a-z])(?:is|are|was|were)\s+bone[\s\-]dry(?![a-z])|"
    # slept well on it, got through a hard time with it
    r"(?<![a-z])(?:sleep|sleeps|slept|sleeping)\s+(?:like\s+(?:a\s+)?(?:logs?|babies|baby|the\s+dead)|"
    r"through\s+the\s+night|soundly)(?![a-z])|"
    r"(?<![a-z])(?:got|gets|get|getting|saw|sees)\s+" + _EN_OBJECT + r"\s+through(?![a-z])|"
    # reliance (round 35): what keeps one going, makes a hardship bearable, is the reason one
    # copes ("keeps me going", "what makes the commute bearable", "the reason I survive the dog
    # walks"): the thing is what the shopper leans on
    r"(?<![a-z])(?:keeps?|kept|keeping)\s+(?:me|us|him|her)\s+going(?![a-z])|"
    r"(?<![a-z])(?:makes?|made|making)\s+(?:it|them|life|(?:my|our|the|his|her|their)\s+(?:[a-z]+\s+){0,1}?[a-z]+)\s+"
    r"(?:(?:just|actually|almost|halfway)\s+)?(?:bearable|survivable|tolerable|doable|manageable|possible)(?![a-z])|"
    r"(?<![a-z])the\s+(?:only\s+)?reason\s+(?:i|we|he|she|they|my\s+[a-z]+)\s+(?:can\s+)?(?:survive|cope|manage|"
    r"get\s+through|make\s+it|sleep|function|stay\s+sane)(?![a-z])")
# 都/还是/一直 + the state (脚都暖乎乎的, 脚还是干爽的, 整晚身上都凉快), or a result reached quickly
# (一下就干了, 一会儿就干爽了, 没多久就暖和了).
_ZH_GOOD = (r"(?:暖乎乎|暖呼呼|暖暖|暖和|热乎乎|热乎|干爽|干干爽爽|干干的|清爽|凉快|凉爽|凉丝丝|舒舒服服|舒服|软乎乎|"
            r"香喷喷|香香)")
_ZH = re.compile(
    r"(?:都|还是|一直|始终|依然|仍然|全都|也)(?:是|那么|特别|很|挺)?" + _ZH_GOOD + r"|"
    r"(?:一下(?:子)?|一会儿?|很快|没多久|不一会儿?|几分钟)(?:就)?(?:干|干爽|干透|暖和|暖|热乎)(?:了|透了)?")


def kept(text: str) -> re.Match | None:
    """Where `text` (a clause) tells a good state kept or reached (see the module doc), or
    None. The caller checks the clause says nothing against in words."""
    low = text.lower()
    return _EN.search(low) or _ZH.search(low)
