"""A ceiling told as what happens past the amount, with no word of budget or of "at most".

"Over 5,000 and I walk", "anything above 80 is out", "more than 300 is off the table",
超过五千我就不考虑了, 高于八百的免谈, 贵过两千就算了: the words before the amount are those of a
floor ("over", 超过), but the rest of the clause refuses what lies past it, so the amount is
the most the shopper pays. Read only where such a word stands before the amount and the
refusal follows it in the same clause; "over 500 and rising" or 超过五千的沙发 (a floor, the
sofa asked for) stay as they were.

Also the verbs of going that a negated modal puts a ceiling at ("can't stretch past 3,500",
"won't climb above 900", "wouldn't splash out more than 60"), one class with the verbs of
paying `agent.language.numbers` reads.
"""
from __future__ import annotations

import re

# Words of "past it" that, alone, read as a floor (numbers._MIN_BEFORE): the ones that say
# a direction only ("at least", 至少, 起码 say the floor itself and are never read here).
PAST_BEFORE = re.compile(
    r"(?:(?<![不别])(?:超过|超出|高于|多于|大于|贵过|贵于|多过|高过)|"
    r"(?<![a-z])(?:(?:anything|something|everything|whatever(?:\s+is)?|stuff|things)\s+)?"
    r"(?:over|above|more\s+than|past|beyond|north\s+of|in\s+excess\s+of))\s*:?\s*$")

# What the rest of the clause says of a price past the amount: refused.
_EN_REFUSED = (
    r"(?:and|,|then|&)?\s*(?:(?:i|we)\s*(?:'m|am|are|'re)\s+(?:out|done|gone|walking)|"
    r"(?:i|we)\s*(?:'ll|will)?\s*(?:walk(?:\s+away)?|pass|bail|look\s+elsewhere|skip\s+it|"
    r"lose\s+interest)|"
    r"(?:it'?s|that'?s|is|are)\s+(?:(?:just|simply|a\s+bit|way|far)\s+)?(?:out|a\s+no(?:-go)?|"
    r"off\s+the\s+table|too\s+(?:much|steep|rich|pricey|expensive|dear)|not\s+happening|"
    r"a\s+non-starter|a\s+deal-?breaker|out\s+of\s+the\s+question)|"
    r"forget\s+it|no\s+deal|don'?t\s+bother|not\s+interested|count\s+me\s+out|"
    r"(?:i|we)\s+(?:won'?t|will\s+not|don'?t|do\s+not|can'?t|cannot)\s+"
    r"(?:buy|bother|consider|look|pay|do\s+it|go\s+for\s+it|even\s+look))(?![a-z])")
_ZH_REFUSED = (
    r"(?:的话|的|了)?[，,]?\s*(?:我|咱|我们)?(?:就|也|都|可)?(?:不(?:考虑|要|买|看|予考虑|会买|会考虑|碰|入)|"
    r"算了|免谈|拉倒|不用(?:看|推荐|推)了?|别(?:推荐|推|给我看|看)了?|pass|放弃|买不起|舍不得|接受不了|"
    r"不接受|太贵)")
REFUSED_AFTER = re.compile(rf"^\s*(?:{_EN_REFUSED}|{_ZH_REFUSED})")

# Verbs of going or spending that a negated modal refuses past the amount (numbers reads
# the verb list "cost, be, go, run, spend, pay, fork out, shell out"; these join them).
GOING_VERBS = r"stretch|stretching|push|pushing|climb|climbing|creep|creeping|splash\s+out|" \
    r"splurge|splurging|drop|dropping|part\s+with|budget"


def ceiling_by_refusal(before: str, after: str) -> re.Match[str] | None:
    """The "past" word before the amount when the words after it (the amount's own coin
    already passed) refuse a price beyond it, else None."""
    past = PAST_BEFORE.search(before)
    if past is None or not REFUSED_AFTER.match(after):
        return None
    return past
