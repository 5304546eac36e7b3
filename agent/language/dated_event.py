"""An occasion told by its date, with no marker word (issue 11, round 42).

"Grandad's wake is Thursday afternoon; nothing yellow", "Company picnic on the 14th, keep
white away", "Beach tournament next month; no grey shorts", 外公周四下葬，别给我翻出黄色的,
下个月沙漠骑骆驼，米色的别挑, 十月五号去爬山，别推荐棉袜. Each round's list of occasion nouns
(offline_reach._OCCASION, purpose_bound) missed the next round's occasion (a wake, a field
day, a camel ride); what they share is not their noun but a **day to come** that the shopper
names: the refusal is for that day, so it holds for this visit.

The day is read by a grammar of the calendar, never a list of events:
- English: a weekday said once ("on Thursday", "this Friday", "Saturday night", "Sunday's";
  not "on Sundays", a habit), tomorrow / tonight, next or this week / weekend / month / a
  season, "in two weeks", a date ("on the 14th", "March 3rd", "3 March");
- Chinese: 周四 / 星期六 / 礼拜天 (下周三, 这周五), 明天 / 后天 / 明晚, 下个月 / 下个礼拜, 月底 /
  月初, a date (十月五号, 3月14日, 十四号).

Not a day to come (each is what keeps a habit or a delivery from being read as one occasion):
the day said as recurring ("every Sunday", "each Friday", 每周六, 每个周末, 一到周五), a past
("last Friday", 上周六, 昨天: not in the grammar), a deadline ("by Friday", "before next
week", "arrives on Tuesday", 周五之前到, 下周前送到), or an utterance that also says a lasting
marker (offline_reach.persistence_of weighs both and reads neither then).

Compiled once at import; a pure function of the text, cached (the plan step asks the same
clause many times).
"""
from __future__ import annotations

import re
from functools import lru_cache

_EN_WEEKDAY = r"(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)"
# (not "may" nor "mar": a modal and a verb far more often than a month)
_EN_MONTH = r"(?:january|february|march|april|june|july|august|september|october|november|december|" \
            r"jan|feb|apr|jul|aug|sept|oct|nov|dec)"
_EN_PART = r"(?:\s+(?:morning|afternoon|evening|night|lunchtime|noon))?"
_EN_NTH = r"(?:[12]?\d|3[01])(?:st|nd|rd|th)"
# (two or more: "in a week", "in a month" is more often how fast a thing failed, "they went
# see-through in a month", than when an event falls)
_EN_COUNT = r"(?:two|three|four|five|six|a\s+couple\s+of|a\s+few|[2-9]|1\d)"
_EN_DAY_AHEAD = re.compile(
    r"(?<![a-z'])(?:"
    # a weekday said once, with its part of the day ("Thursday afternoon", "this Friday")
    r"(?:(?:this|next|coming|this\s+coming|on)\s+)?" + _EN_WEEKDAY + r"(?:'s)?" + _EN_PART + r"(?![a-z])|"
    r"tomorrow" + _EN_PART + r"|tonight|the\s+day\s+after\s+tomorrow|"
    r"(?:next|this\s+coming|coming)\s+(?:week|weekend|month|spring|summer|autumn|fall|winter)|"
    r"this\s+weekend|later\s+this\s+(?:week|month)|(?:at\s+)?the\s+end\s+of\s+(?:the|this|next)\s+(?:week|month)|"
    r"in\s+" + _EN_COUNT + r"\s+(?:days|weeks|fortnights|months)|"
    # a date: "on the 14th", "March 3rd", "3rd of March", "3 March"
    r"(?:on\s+)?the\s+" + _EN_NTH + r"(?:\s+of\s+" + _EN_MONTH + r")?|"
    + _EN_MONTH + r"\.?\s+(?:[12]?\d|3[01])(?:st|nd|rd|th)?(?![\d:])|"
    r"(?:[12]?\d|3[01])(?:st|nd|rd|th)?\s+(?:of\s+)?" + _EN_MONTH + r")(?![a-z])")
# What turns a day into a habit, a past or a deadline, said right before it.
_EN_NOT_AHEAD_BEFORE = re.compile(
    r"(?<![a-z])(?:every|each|last|by|before|until|till|til|since|from|after|arrives?|arriving|delivered|"
    r"deliver(?:y|ed|s)?|ships?|shipped|shipping|dispatch(?:ed)?|due|need\s+(?:it|them)|get\s+(?:it|them)|"
    r"(?:every|each)\s+other|"
    # "my next winter boots": the next purchase, not a day
    r"my|our|your|his|her|their)\s+(?:on\s+)?(?:the\s+)?(?:this\s+|next\s+|coming\s+)?$")
# A recurring day: "on Sundays", "weekends", "most Fridays", "every week".
_EN_HABIT = re.compile(r"(?<![a-z])(?:" + _EN_WEEKDAY + r"s|weekends|every|each|most|usually|always|whenever|"
                       r"weekly|monthly|yearly|annually)(?![a-z])")

_ZH_NUM = r"[0-9０-９一二三四五六七八九十两]{1,3}"
_ZH_DAY_AHEAD = re.compile(
    r"(?:(?:这|本|下下?)(?:个)?)?(?:周|星期|礼拜)[一二三四五六日天1-7]|(?:这|本|下下?)(?:个)?(?:周末|礼拜|星期|周)|"
    r"明天|后天|大后天|明晚|明早|明儿|今晚|今天晚上|下(?:个)?月(?:初|中|底)?|月底|月初|月中|年底|"
    + _ZH_NUM + r"月" + _ZH_NUM + r"(?:号|日)|(?<![月])" + _ZH_NUM + r"号(?![码楼线])|"
    r"过(?:几|两|三)天")
# 每 (每周六, 每个周末), 一到 (一到周五), 逢 (逢周末), 上 (上周六), 平时 / 通常: a habit or a past;
# 之前 / 以前 / 前 / 到 after it: a deadline (周五之前到, 下周前送到).
# (到周五 is "by Friday", each week or this one: a deadline as well)
_ZH_NOT_AHEAD_BEFORE = re.compile(r"(?:每|每个|一到|逢|上|上个|每逢|到|等到)$")
_ZH_NOT_AHEAD_AFTER = re.compile(r"^(?:之前|以前|前|到货|送到|寄到|发货|到)")
_ZH_HABIT = re.compile(r"每|一到|逢|平时|平常|通常|一般|总是|经常|常常")


@lru_cache(maxsize=4096)
def day_ahead(text: str) -> bool:
    """The text names one day to come (a weekday, tomorrow, next month, a date), not a
    recurring day, a past or a deadline."""
    low = text.lower()
    for m in _EN_DAY_AHEAD.finditer(low):
        if _EN_NOT_AHEAD_BEFORE.search(low[max(0, m.start() - 24):m.start()]):
            continue
        if not _EN_HABIT.search(low):
            return True
    for m in _ZH_DAY_AHEAD.finditer(low):
        if _ZH_NOT_AHEAD_BEFORE.search(low[max(0, m.start() - 2):m.start()]) or \
                _ZH_NOT_AHEAD_AFTER.search(low[m.end():m.end() + 3]):
            continue
        if not _ZH_HABIT.search(low):
            return True
    return False


def without(text: str) -> str:
    """The (lower-case) text with the days to come it names blanked: what the clause says
    besides its date ("grandad's wake is  ", a clause of its own that leads the refusal)."""
    low = text.lower()
    return _ZH_DAY_AHEAD.sub(" ", _EN_DAY_AHEAD.sub(" ", low)) if day_ahead(low) else low
