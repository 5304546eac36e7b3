"""A refusal bounded by what this shopping is for (issue 11, round 29).

Shoppers bound a refusal to this visit by naming what the search is for rather than saying
"this time": someone's occasion ("since it's for grandpa's eightieth", "for my sister's hen do",
"no grey for my dad's retirement"), the one purpose singled out by "only" / "alone" after it
("for the Highland games kilt hose only", "for the kids' room alone"), a day of an occasion in
Chinese (婚礼那天, 生日当天, 周六那晚, 开学那天) or an occasion worn or used at (面试穿的, 年会上穿,
周末爬山用). Each is a small grammar (a possessive and an occasion noun or an ordinal; a
determiner phrase closed by "only"; an occasion or a weekday before 那天 / 当天 or before a verb
of wearing), never a listed sentence. `scope_bounds.bounded` reads them beside its own bounds,
so a clause that refuses (or a clause of little else, leading the refusal after it) holds for
this session.

Not a bound: a past told as a story (那天买的涤纶衣服不透气: 那天 with no occasion before it),
a person alone with no occasion ("for my dad, no grey" may be his lasting taste or one gift: not
told), a habit ("I wear linen for weddings").

Measured (round 29, fresh29_words29 and fresh28): see the commit that adds it.
"""
from __future__ import annotations

import re

# The occasions of someone's life that pass (English nouns; a writer names any of these).
_EN_OCCASION = (r"(?:birthday|anniversary|wedding|party|funeral|christening|baptism|graduation|retirement|"
                r"housewarming|shower|do|bash|send-?off|farewell|reunion|prom|recital|ceremony|hen\s+do|"
                r"stag\s+do|hen\s+party|stag\s+party|bachelorette|bachelor\s+party|engagement|gala|"
                r"dinner|lunch|brunch|barbecue|bbq|picnic|visit|trip|holiday|holidays|match|game|concert|"
                r"interview|date|big\s+day)")
# An ordinal as the birthday it counts ("grandpa's eightieth", "her 21st", "his fortieth").
_EN_ORDINAL = r"(?:[a-z]+(?:tieth|teenth)|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|" \
              r"eleventh|twelfth|\d+(?:st|nd|rd|th))"
_EN_WEEKDAY = r"(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)"
_EN_DAY = r"(?:today|tonight|tomorrow|" + _EN_WEEKDAY + r"|weekend|week)"
_EN_PURPOSE = re.compile(
    # someone's occasion: "for grandpa's eightieth", "for my sister's hen do"
    r"\bfor\s+(?:(?:my|our|his|her|their|the)\s+)?[a-z\-]+'s?\s+(?:[a-z\-]+\s+){0,2}"
    r"(?:" + _EN_OCCASION + r"|" + _EN_ORDINAL + r")(?![a-z])|"
    # the one purpose singled out by "only" / "alone" after it: "for the kilt hose only"
    r"\bfor\s+(?:the|my|our|his|her|their|[a-z\-]+'s?)\s+(?:[a-z\-]+(?:'s?)?\s+){0,4}?[a-z\-]+'?\s+(?:only|alone)\b|"
    # an event dated ahead, whatever it is called (round 34): the day's own possessive ("for
    # tomorrow's photos", "for Sunday's christening", "at tonight's dinner"), or the event
    # then its day to come ("for the court hearing on Monday", "at the retirement dinner
    # tonight", "for the interview tomorrow"): a day to come passes with the event.
    r"\b(?:for|at|to)\s+(?:this\s+|next\s+)?" + _EN_DAY + r"'s\s+(?:[a-z\-]+\s+){0,2}?[a-z\-]+(?![a-z'])|"
    r"\b(?:for|at|to)\s+(?:the|my|our|his|her|their|[a-z\-]+'s?)\s+(?:[a-z\-]+(?:'s|'re|'ll)?\s+){0,3}?[a-z\-]+\s+"
    r"(?:on\s+(?:this\s+|next\s+)?" + _EN_WEEKDAY + r"|(?:this|next)\s+(?:" + _EN_WEEKDAY + r"|week|weekend)|"
    r"tomorrow|tonight|this\s+(?:afternoon|evening|morning))(?![a-z])|"
    # (round 35) the occasion opening a clause as its subject, then its day to come ("the
    # gender-reveal picnic tomorrow is all blue", "my cousin's wedding on Saturday has a
    # theme"): no preposition, so its head must be an occasion noun
    r"(?:^|(?<=[,.;:!?])\s*)(?:the|my|our|his|her|their|[a-z\-]+'s?)\s+(?:[a-z\-]+(?:'s)?\s+){0,3}?"
    + _EN_OCCASION + r"\s+(?:on\s+(?:this\s+|next\s+)?" + _EN_WEEKDAY + r"|(?:this|next)\s+(?:" + _EN_WEEKDAY +
    r"|week|weekend)|tomorrow|tonight|this\s+(?:afternoon|evening|morning))(?![a-z])")
# Chinese: the day of an occasion (婚礼那天, 生日当天, 周六那晚), or an occasion worn or used at
# (面试穿的, 年会上穿, 周末爬山用的).
_ZH_OCCASION = (r"(?:婚礼|婚宴|喜宴|订婚|生日|寿宴|过寿|聚会|派对|年会|面试|毕业典礼|毕业|典礼|葬礼|追悼会|约会|"
                r"演出|比赛|开学|入学|满月|周岁|酒席|饭局|家宴|团建|旅行|出游|郊游|野餐|爬山|露营|春节|过年|"
                r"中秋|国庆|圣诞节?|元旦|情人节|七夕|端午|"
                r"周[一二三四五六日天末]|星期[一二三四五六日天]|礼拜[一二三四五六日天]|明天|后天|明晚)")
# What one goes to in a day to come (round 34): 扫墓, 吊唁, 喝喜酒, 祝寿, 拍毕业照, 看房.
_ZH_OUTING = (r"(?:扫墓|上坟|祭祖|吊唁|奔丧|喝喜酒|吃喜酒|祝寿|拜寿|拍照|照相|拍(?:毕业|婚纱|全家|证件)照|毕业照|看房|"
              r"见家长|相亲|开会|出差|报到|" + _ZH_OCCASION[3:-1] + r")")
# A day to come that opens the clause (明天, 下周, 周六, 清明), then going to an occasion that
# ends it: 下周去参加同事的婚礼, 周末陪长辈去扫墓, 后天去面试, 下午要拍毕业照.
_ZH_DAY_AHEAD = (r"(?:明天|后天|今晚|今天下午|今天晚上|下午|晚上|周末|这周[一二三四五六日天末]?|下周[一二三四五六日天末]?|"
                 r"下个?(?:星期|礼拜|月)[一二三四五六日天]?|周[一二三四五六日天]|星期[一二三四五六日天]|"
                 r"礼拜[一二三四五六日天]|清明|过年|春节|中秋|国庆|元旦)")
_ZH_PURPOSE = re.compile(
    r"(?:^|(?<=[，。,;；！？!?\s]))" + _ZH_DAY_AHEAD + r"[^，。,;；！？!?\s]{0,10}?(?:去|要|得|参加|出席|陪)"
    r"[^，。,;；！？!?\s]{0,8}?" + _ZH_OUTING + r"(?=[，。,;；！？!?\s]|$)|" +
    _ZH_OCCASION + r"(?:的)?(?:那|当)(?:一|两|几)?(?:天|日|晚|晚上|会儿)(?:要?(?:穿|戴|用|背|拎)的?)?|" +
    # (round 35) a gathering held or gone to, then its day (办告别会那天, 参加同学会当晚, 开家长会那天):
    # the verb names the event whatever its noun, closed by the kind of gathering it is
    r"(?:办|开|摆|参加|出席|赴|去)[^，。,;；！？!?\s]{0,6}?(?:会|礼|宴|典礼|派对|仪式|聚会)(?:的)?"
    r"(?:那|当)(?:一|两|几)?(?:天|日|晚|晚上)|" +
    _ZH_OCCASION + r"[^，。,;；！？!?\s]{0,4}?(?:上|时|的时候)?(?:穿|戴|用|背|拎)(?:的)?(?=[，。,;；！？!?\s]|$)|" +
    # (round 35) a day to come owning its occasion (明天的派对, 周六的婚礼, 下周的年会): "tomorrow's party";
    # or a dated day joined to it as one noun (周六聚会, 明天面试, 下周婚礼; not 周末, 晚上: those recur).
    # (tried after the occasion worn at, 周六聚会穿: that whole phrase is the bound)
    _ZH_DAY_AHEAD + r"的[^，。,;；！？!?\s]{0,8}?" + _ZH_OCCASION + r"|" +
    r"(?:明天|后天|今晚|下周[一二三四五六日天末]?|这周[一二三四五六日天末]|下个?(?:星期|礼拜|月)[一二三四五六日天]?|"
    r"周[一二三四五六日天]|星期[一二三四五六日天]|礼拜[一二三四五六日天])" + _ZH_OCCASION)

# (round 35) The day of an occasion named earlier in the sentence, opening a clause of its own
# (公司年会的主题是黑金，那天我不穿白色; 周六有婚礼，当晚别穿红的): 那天 points back at it.
_ZH_THAT_DAY = re.compile(r"(?<=[，,；;])\s*(?:那|当)(?:天|日|晚|晚上)")
_ZH_OCCASION_NAMED = re.compile(_ZH_OCCASION)

_EN_WORD = re.compile(r"[a-z]")


def _that_day(low: str) -> re.Match | None:
    day = _ZH_THAT_DAY.search(low)
    if day and _ZH_OCCASION_NAMED.search(low, 0, day.start()) and \
            not re.search(r"[。.!！?？]", low[:day.start()]):
        return day
    return None


def told(low: str) -> bool:
    """The (lower-case) text names what this shopping is for as a bound that passes."""
    return bool((_EN_WORD.search(low) and _EN_PURPOSE.search(low)) or _ZH_PURPOSE.search(low) or _that_day(low))


# What a clause naming the purpose may hold besides it: "since it's", "this is", "these are all".
_FRAME = re.compile(r"(?<![a-z])(?:since|as|because|cause|so|it'?s|it|is|are|this|these|they'?re|they|that'?s|"
                    r"all|just|only|mainly|really|and|but|well|ok|okay|oh|um|the|one|ones|were|we'?re|i'?m)(?![a-z'])|"
                    r"[是的这那都给帮替为了就只呢吧啊嘛呀]|[\s\W\d]")


def framed(rest: str) -> bool:
    """The rest of a clause once its purpose is blanked is only the frame that states it."""
    return not _FRAME.sub("", rest).strip()


def spans(low: str) -> list[tuple[int, int]]:
    """The character spans of the purpose named as a bound."""
    day = _that_day(low)
    return [m.span() for p in (_EN_PURPOSE, _ZH_PURPOSE) for m in p.finditer(low)] + ([day.span()] if day else [])


def without(low: str) -> str:
    """The text with the purpose blanked."""
    return _ZH_PURPOSE.sub(" ", _EN_PURPOSE.sub(" ", low))
