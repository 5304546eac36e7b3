"""A number grammar for shoppers: amounts, budgets and sizes in Chinese and English.

One grammar, composed from parts, instead of one regex per form:
- a *number* is Arabic digits (with a k / w / 千 / 万 multiplier), a Chinese numeral read by
  `cn2an` ("一千五" is 1500, not 1005; "两三百" is the range 200-300), or English number
  words ("seventy", "two hundred", "nine and a half");
- an *amount* is a number with an optional currency before or after it (¥ 元 块 $ USD …);
- a *budget* is an amount under a comparison word (under, <, at most, 以内, 不超过 → max;
  over, at least, 以上 → min), two amounts joined as a range, or an amount after a budget word;
- a *size* is a number or letter size with its scale (EU, US, UK, CN, a foot length in cm
  converted through the table below, S-XXL, 均码), or a bare value answering the size question.

Everything works on text already folded by `agent.language.normalize.fold` (lower case,
half-width, Simplified). Readers return the spans they used, so the caller can take them out
of the text ("不要超过500元" is a budget, not a dislike).
"""
from __future__ import annotations

import math
import re
from dataclasses import dataclass, field
from functools import lru_cache

from agent.language.budget_limit import GOING_VERBS, ceiling_by_refusal
from memory.text import CJK_RANGE

# ---- numbers -------------------------------------------------------------------------------

_EN_ONES = {"zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
            "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12,
            "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17,
            "eighteen": 18, "nineteen": 19}
_EN_TENS = {"twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70,
            "eighty": 80, "ninety": 90}
_EN_SCALES = {"hundred": 100, "thousand": 1000, "grand": 1000}
# Every English number word, longest first, as a regex alternation (a count said in words:
# "a toy for my two budgies").
EN_NUMBER_WORD = "|".join(sorted([*_EN_ONES, *_EN_TENS, *_EN_SCALES], key=len, reverse=True))
# A half said after a whole number: "and a half", 半, a written fraction ("7 1/2"; fold
# spells "7½" so).
# (typed short in chat: "seven n half", "nine n a half", "8 & a half", "ten and half")
_HALF = r"(?:[\s\-]+(?:and|n|'n'?|&|\+)[\s\-]+(?:a[\s\-]+)?half(?![a-z])|\s*半|\s+1/2(?![\d/]))"
# A scale word after a whole number and its half ("two and a half thousand", "1 and a half k").
_HALF_SCALE = re.compile(r"[\s\-]*(k|grand|hundred|thousand)(?![a-z])")
_MULT = {"k": 1000, "w": 10000, "千": 1000, "万": 10000, "grand": 1000, "hundred": 100,
         "thousand": 1000,  # digits before a scale word: "3 hundred", "2 thousand"
         # the Indian places: a lakh is a hundred thousand, a crore a hundred lakh
         "lakh": 100_000, "lakhs": 100_000, "lac": 100_000, "lacs": 100_000,
         "crore": 10_000_000, "crores": 10_000_000}
# Scales said only of rupees: an amount in lakhs or crores is in rupees.
_INDIAN_SCALES = frozenset(("lakh", "lakhs", "lac", "lacs", "crore", "crores"))
# A decimal said aloud: "nine point five", "10 point 5", "twenty-six point five": the digits
# after "point" are read one by one ("point two five" is .25; "oh" is a zero).
_EN_DIGIT = {**{w: str(v) for w, v in _EN_ONES.items() if v <= 9}, "oh": "0"}
_POINT = re.compile(r"[\s\-]+point[\s\-]+((?:%s|\d)(?:[\s\-]+(?:%s))*)(?![a-z\d])" % (
    "|".join(_EN_DIGIT), "|".join(_EN_DIGIT)))

NUMBER = re.compile(
    r"(?P<ar>\d{1,3}(?:,\d{3})+(?!\d|,\d)(?:\.\d+)?|\d+(?:\.\d+)?)"
    r"(?:\s*(?P<mult>k|w|grand|hundred|thousand|lakhs?|lacs?|crores?|千|万)"
    # The next place said after the multiplier, as a decimal of it: "1k2" is 1200, "2w5"
    # 25000, "3千5" 3500 (the way 一千二 is said in words).
    r"(?:(?<=[kw千万])(?P<next>\d{1,2})(?![\d.a-z]))?(?![a-z]))?"
    # a decimal of a scale said after it: 一点五万 is 15000, 三点二千 3200
    r"|(?P<zh>[零〇一二两三四五六七八九十百千万]+(?:点[零〇一二三四五六七八九]+[千万]?)?)"
    # ("and" joins a hundred to what is under it, never to another hundred: "between three
    # hundred and four hundred and fifty" is two numbers, 300 and 450)
    rf"|(?<![a-z])(?P<en>(?:{EN_NUMBER_WORD})(?:(?:(?<=hundred)[\s\-]+and[\s\-]+"
    rf"(?!(?:(?:{EN_NUMBER_WORD})[\s\-]+)+hundred(?![a-z]))|(?<=thousand)[\s\-]+and[\s\-]+)(?:{EN_NUMBER_WORD})"
    rf"|[\s\-]+(?:{EN_NUMBER_WORD}))*)(?![a-z])"
)


# After 一, what makes a word of it rather than a count: 一点 (a little; 一点五 is 1.5), 一些,
# 一下, 一样, 一起, 一直, 一定, 一般, 一切, 一共 ...
_ZH_ONE_IDIOM = re.compile(r"点(?![零〇一二两三四五六七八九十\d])|些|下|样|起|直|定|般|切|共|致|律|旦|向|边|会儿")


@dataclass(frozen=True)
class Num:
    start: int
    end: int
    value: float
    low: float | None = None  # "两三百": 200-300, value is the high end
    currency: str | None = None  # the currency its scale implies ("1.2 lakh": rupees)

    @property
    def text_span(self) -> tuple[int, int]:
        return self.start, self.end


def _en_value(words: str) -> float | None:
    parts = [w for w in re.split(r"[\s\-]+", words) if w and w != "and"]
    # Prices said in pairs: "two fifty" is 250, "one twenty-five" 125, "nineteen ninety" 1990
    # (a ones or teens word, then a tens word, and no scale word).
    if len(parts) >= 2 and parts[0] in _EN_ONES and _EN_ONES[parts[0]] >= 1 and \
            parts[1] in _EN_TENS and not any(p in _EN_SCALES for p in parts):
        rest = _en_value(" ".join(parts[1:]))
        if rest is not None and rest < 100:
            return float(_EN_ONES[parts[0]] * 100 + rest)
    total, current, seen = 0, 0, False
    for word in parts:
        if word in _EN_ONES:
            current += _EN_ONES[word]
        elif word in _EN_TENS:
            current += _EN_TENS[word]
        elif word in _EN_SCALES:
            scale = _EN_SCALES[word]
            current = (current or 1) * scale
            if scale >= 1000:
                total, current = total + current, 0
        else:
            return None
        seen = True
    return float(total + current) if seen else None


_ZH_DIGIT = "零〇一二两三四五六七八九"
_ZH_PAIR = re.compile(r"^([一二两三四五六七八九])([二两三四五六七八九])([十百千万]*)$")


_ZH_ONES = {"零": 0, "〇": 0, "一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6,
            "七": 7, "八": 8, "九": 9}


def _simple_zh(raw: str) -> float | None:
    """A numeral below 100 (一, 两, 十五, 三十九): read here, so the common "一个" or "四十码"
    does not import cn2an (~0.4 s with its pattern tables); anything longer goes to cn2an."""
    if len(raw) == 1:
        return 10.0 if raw == "十" else (float(_ZH_ONES[raw]) if raw in _ZH_ONES else None)
    tens, sep, ones = raw.partition("十")
    if not sep or len(raw) > 3:
        return None
    if tens and tens not in _ZH_ONES or ones and ones not in _ZH_ONES or tens == "两":
        return None
    return float(10 * (_ZH_ONES[tens] if tens else 1) + (_ZH_ONES[ones] if ones else 0))


@lru_cache(maxsize=1024)
def zh_value(raw: str) -> tuple[float | None, float | None]:
    """(value, low) of a Chinese numeral: "一千五" → (1500, None); "两三百" → (300, 200)."""
    if "点" in raw and raw[-1] in "千万":
        # 一点五万: the decimal, then its scale (cn2an reads no scale after a decimal)
        decimal = zh_value(raw[:-1])[0]
        return (None if decimal is None else decimal * _ZH_SCALE[raw[-1]]), None
    pair = _ZH_PAIR.match(raw)
    if pair and _ZH_DIGIT.index(pair.group(2)) in (_ZH_DIGIT.index(pair.group(1)) + 1,
                                                   _ZH_DIGIT.index(pair.group(1)) + 2):
        unit = pair.group(3)
        lo, hi = zh_value(pair.group(1) + unit)[0], zh_value(pair.group(2) + unit)[0]
        if lo is not None and hi is not None:
            return hi, lo
    simple = _simple_zh(raw)
    if simple is not None:
        return simple, None
    import cn2an  # 0.1 s to import: only when a Chinese numeral is read

    try:
        return float(cn2an.cn2an(raw, "smart")), None
    except (ValueError, KeyError, TypeError, IndexError):
        return None, None


# Chinese approximations right after a numeral: 来/把 (about), 多/余 (more than, less than
# the next step).
_ZH_APPROX = re.compile(r"来(?=块|元|钱|的|左右|以内|$)|把(?=块|元|钱)|多(?=块|元|钱|的|$)|余(?=元|块)")
_ZH_SCALE = {"十": 10, "百": 100, "千": 1000, "万": 10000}


def _last_place(raw: str, value: float) -> float:
    """One unit of a numeral's last place: 两百 -> 100, 三十 -> 10, 一千五 -> 100."""
    if raw and raw[-1] in _ZH_SCALE:
        return float(_ZH_SCALE[raw[-1]])
    if len(raw) >= 2 and raw[-2] in _ZH_SCALE:  # 一千五: 五 is of the next place down
        return _ZH_SCALE[raw[-2]] / 10
    return 1.0


# The formal numerals of cheques, receipts and price tags (大写: 伍佰, 壹仟贰佰, 叁拾; 萬 and 兩
# as Traditional writes them): one character for one, so every span stays where it was.
_ZH_FORMAL = str.maketrans("壹贰貳叁參肆伍陆陸柒捌玖拾佰仟萬兩", "一二二三三四五六六七八九十百千万两")

# "one" standing for the thing, not a count: "a nicer one", "the cheaper one", "this one",
# "another one" (a determiner, at most two describing words, then "one"; "size one" is a
# size, and "one" before a noun or a scale is read by the grammar as a count).
_PRONOUN_ONE = re.compile(r"(?<![a-z])(?:a|an|the|this|that|another|which|any|each|every|some|"
                          r"no|one|my|your|his|her|their|our)(?:\s+(?!size|sz|uk|us|eu|number|no\.?)"
                          r"[a-z\-]+){0,2}\s+$")


def _pronoun_one(text: str, m: re.Match) -> bool:
    return m.group("en") == "one" and bool(_PRONOUN_ONE.search(text, 0, m.start())) and \
        not re.match(r"\s*(?:and\s+a\s+half|point|[\d$£€¥]|dollars?|bucks?|pounds?|euros?|quid)",
                     text[m.end():])


def find_numbers(text: str) -> list[Num]:
    out: list[Num] = []
    text = text.translate(_ZH_FORMAL)
    for m in NUMBER.finditer(text):
        if _pronoun_one(text, m):
            continue  # "go to $95 for a nicer one": the lamp, not a second amount
        if out and m.start() < out[-1].end:
            continue  # the "1/2" read as the half of the number before
        low, unit = None, None
        if m.group("ar"):
            value = float(m.group("ar").replace(",", ""))  # "1,200": a thousands separator
            if m.group("mult"):
                value *= _MULT[m.group("mult")]
                if m.group("next"):
                    value += int(m.group("next")) * _MULT[m.group("mult")] / 10 ** len(m.group("next"))
                if m.group("mult") in _INDIAN_SCALES:
                    unit = "INR"
        elif m.group("zh"):
            raw = m.group("zh")
            if raw == "一" and _ZH_ONE_IDIOM.match(text, m.end()):
                continue  # 轻薄一点, 看一下, 一样, 一起: a word with 一 in it, not the number one
            approx = _ZH_APPROX.match(text, m.end())
            if raw in ("万", "千", "百") and approx and approx.group(0) in ("把", "来"):
                value, low = float(_ZH_SCALE[raw]), None  # 千把块, 百来块: about one of it
            elif raw in ("万", "千", "百") and re.match(r"元|块", text[m.end():m.end() + 1]):
                value, low = float(_ZH_SCALE[raw]), None  # 百元以内, 千元机: one of it
            elif raw in ("万", "千", "百", "零"):
                continue
            else:
                value, low = zh_value(raw)
            if value is None:
                continue
            if approx and low is None:
                # 两百多 is more than 200 and less than 300: the next step of its last place
                # is the ceiling; 三百来块 and 千把块 are about the number.
                if approx.group(0) in ("多", "余"):
                    value += _last_place(raw, value)
                out.append(Num(m.start(), approx.end(), value, low))
                continue
        begin = m.start()
        if m.group("en"):
            words = m.group("en")
            if re.match(r"(?:hundred|thousand|grand)(?![a-z])", words):
                # "a hundred", "one grand", "a hundred and twenty": the article is the one
                # (and part of the number: "under a hundred dollars" is read with its
                # "under", "between eighty and a hundred and twenty" joins two numbers)
                article = re.search(r"(?<![a-z])an?\s+$", text[:m.start()])
                # "a couple of hundred", "a couple grand": two of the scale
                couple = re.search(r"(?<![a-z])a\s+couple(?:\s+of)?\s+$", text[:m.start()])
                if couple:
                    words, begin = "two " + words, couple.start()
                elif not article and re.fullmatch(r"(?:hundred|thousand|grand)", words):
                    continue
                elif article:
                    words, begin = "one " + words, article.start()
            value = _en_value(words)
            if value is None:
                continue
            part = _FRACTION_OF.search(text, 0, begin) if begin < m.start() else None
            if part:
                # a part of the scale said before it: "half a grand" is 500, "a quarter of a
                # grand" 250, "three quarters of a thousand" 750 (a count word read before
                # it, "three", was the fraction's)
                value *= _FRACTIONS[re.sub(r"[\s\-]+", " ", part.group("part"))]
                begin = part.start()
                while out and out[-1].end > begin:
                    out.pop()
        end = m.end()
        point = _POINT.match(text, end) if value == int(value) and (
            m.group("en") or (m.group("ar") and "." not in m.group("ar"))) else None
        if point:
            digits = "".join(_EN_DIGIT.get(d, d) for d in re.split(r"[\s\-]+", point.group(1)))
            value, end = float(f"{int(value)}.{digits}"), point.end()
        half = None if point else re.match(_HALF, text[end:])
        if half and value == int(value) and value < 100:
            value += 0.5
            end += half.end()
            # the half of a scale said after it: "two and a half thousand" is 2500, "one and
            # a half grand" 1500, 两个半万 is not said (万 follows 半 only in 一万五)
            scale = _HALF_SCALE.match(text, end)
            if scale:
                value, end = value * _MULT[scale.group(1)], scale.end()
        elif half and m.group("en") and value in (100.0, 1000.0) and \
                re.search(r"(?:hundred|thousand|grand)$", m.group("en")):
            # "a grand and a half", "a thousand and a half": one of the scale and half of it
            value, end = value * 1.5, end + half.end()
        out.append(Num(begin, end, value, low, unit))
    return out


# A part of one scale word said before its article ("half a grand", "a quarter of a
# thousand", "three-quarters of a grand"): the scale's value times the part.
_FRACTIONS = {"half": 0.5, "a quarter of": 0.25, "one quarter of": 0.25, "quarter of": 0.25,
              "three quarters of": 0.75, "a third of": 1 / 3, "one third of": 1 / 3,
              "two thirds of": 2 / 3}
_FRACTION_OF = re.compile(r"(?<![a-z])(?P<part>half|(?:an?|one|three|two)?[\s\-]*(?:quarters?|thirds?)[\s\-]+of)"
                          r"\s+$")


def fmt_number(value: float) -> str:
    return str(int(value)) if value == int(value) else f"{value:g}"


# ---- amounts and budgets -----------------------------------------------------------------

_CUR_BEFORE = re.compile(r"(?:us\$|\$|usd|jp¥|jpy|¥|rmb|cny|€|£|eur|gbp|₹|inr|(?<![a-z])rs\.?)\s*$")
_CUR_AFTER = re.compile(
    # 蚊 is Cantonese for 元 (五百蚊), never in 蚊帐, 蚊香, 蚊子 (a mosquito net, coil, the insect)
    r"^\s*(?:美元|美金|美刀|刀|块钱|块|蚊(?![帐香子虫])|日元|日币|円|元|人民币|欧元|英镑|卢比|rmb|cny|usd|eur|gbp|jpy|inr|dollars?|"
    r"bucks|quid|yuan|kuai|euros?|pounds?|yen|rupees?)(?![a-z])")
_USD = re.compile(r"\$|usd|美元|美金|美刀|刀|dollar|bucks")
_CNY = re.compile(r"¥|rmb|cny|元|块|蚊|人民币|yuan|kuai")
# Read before the others: 欧元 and 日元 end in 元, and "pounds" is no dollar.
_JPY = re.compile(r"jp¥|jpy|yen|日元|日币|円")
_INR = re.compile(r"₹|inr|(?<![a-z])rs(?![a-z])|rupee|卢比")
_EUR = re.compile(r"€|eur|欧元")
_GBP = re.compile(r"£|gbp|pound|quid|英镑")
# After a number these make it anything but money ("38到40码", "25厘米", "3岁"; a foot's
# mark, 5', but not the "'s" of "three hundred's my ceiling", which is "is").
# Counts of things (两双, 三条, "two pairs") are no money: 最多两双 is how many, not a price.
_NOT_MONEY_AFTER = re.compile(r"^\s*(?:码|号|岁|cm|厘米|公分|寸|inch|天|个|件|%|度|米|mm|kg|斤|升|l\b|ml|w\b|瓦|人|"
                              r"双|条|只|台|套|盒|瓶|支|张|袋|副|罐|粒|颗|根|片|枚|"
                              r"years?|days?|months?|pcs|pieces|pack|pairs?|sets?|units?|in\b|\"|'(?!s(?![a-z]))|x\b)")
# A unit of time, volume, weight, length, power or data, or a count of uses, after the number:
# what the amount measures, so no price ("arrives within four weeks", "boils in under 3
# minutes", "under 2 litres", "no heavier than 5 kg", 三分钟以内, 两升以内). Read for amounts only
# (a size is read with its own units). kg, cm, inches and the counts above are _NOT_MONEY_AFTER's.
_MEASURE_AFTER = re.compile(
    r"^\s*-?\s*(?:(?:seconds?|secs?|minutes?|mins?|hours?|hrs?|weeks?|wks?|fortnights?|nights?|"
    r"litres?|liters?|gallons?|quarts?|pints?|cups?|oz|ounces?|grams?|g|kilos?|kilograms?|lbs?|"
    r"tons?|tonnes?|metres?|meters?|m|feet|foot|ft|yards?|miles?|km|watts?|kw|volts?|v|amps?|"
    r"mah|gb|tb|mb|hz|rpm|psi|degrees?|washes|uses|times|people|guests|servings|slices|pages|"
    r"players|seats|rooms|steps)(?![a-z])|°|分钟|小时|钟头|个?星期|个?礼拜|周(?![边末])|个月|秒|"
    r"克|千克|公斤|毫升|公升|公里|千米|英寸|英尺|伏|毫安|页|次|遍|份|位|匹|平米|平方|"
    # (a count of years, 超过两年的旧款: how old, no price)
    r"年(?!货))")
_NOT_MONEY_BEFORE = re.compile(r"(?:size|sz|尺码|码数|鞋码|穿|eu|us|uk|欧码|美码|英码|脚长|腰围|waist|第|top|#|"
                               r"(?<![a-z])(?:foot|feet)\s+(?:length|measures?)(?:\s+is)?)"
                               r"\s*(?:是|有|大概|大约|约|about|around)?\s*$")

# The ceiling named as a noun, in either order with the amount: "my limit is 3.5k", "a hard
# cap of 900", "3.5k is the absolute limit", "80 is my firm upper limit", 上限一万二,
# 一万二顶天了. Adjectives of degree may stand between the determiner and the noun.
_CEILING_ADJ = r"(?:(?:absolute|hard|firm|strict|very|upper|outer|total|final|real|true|" \
               r"budget|spending|price)\s+)*"
# (the point one stops or walks away at: "my hard stop", "my walk-away price", "the breaking point")
_CEILING_NOUN = r"(?:max(?:imum)?|limit|ceiling|cap|cut-?off|upper\s+(?:limit|bound|end)|hard\s+stop|" \
    r"stopping\s+point|breaking\s+point|walk[\s\-]?away(?:\s+(?:point|price|number))?|threshold|red\s+line)"
_CEILING_FIRST = (rf"(?<![a-z])(?:(?:the|my|our|a|an)\s+)?{_CEILING_ADJ}{_CEILING_NOUN}(?![a-z])"
                  r"(?:'s|\s+(?:is|of|at|would\s+be|will\s+be|stays|remains|=))?|"
                  r"(?:预算)?(?:的)?(?:上限|极限|天花板)(?:应该?|应当|得|要)?(?:是|为|就是|在|定在|大概)?")
_CEILING_AFTER = (
    # (the amount first, then pointed back at in a clause of its own: "Six hundred, that's my
    # ceiling", "400 - and that is the most", 八百，这就是我的上限了)
    r"(?:[,;:\-–—]\s*)?(?:and\s+)?(?:(?:that|this)(?=\s*(?:'s|is)(?![a-z]))\s*)?"
    rf"(?:is|'s|would\s+be|will\s+be|=|stays|remains)\s+(?:(?:the|my|our|an?)\s+)?{_CEILING_ADJ}"
    rf"(?:{_CEILING_NOUN}|roof|most|top(?:\s+end)?|tops|line|stop)(?![a-z])"
    # (with the verb it is the most of: "that's the most I'll go", "the max we can spend")
    r"(?:\s+(?:i|we)\s*(?:'ll|will|can|could|would|'d|am\s+willing\s+to)?\s*(?:go|pay|spend|do|manage)(?![a-z]))?|"
    # how high one goes: "400 is as high as I'll go", "as far as we can go", "all I've got"
    r"(?:is|'s)\s+(?:as\s+(?:high|far|much)\s+as\s+(?:i|we)\s*(?:'ll|will|can|could|would|'d)?\s*"
    r"(?:go|stretch|pay|spend)|all\s+(?:i|we)\s*(?:have|'ve\s+got|can\s+(?:spend|afford|do)))(?![a-z])|"
    # 一万二顶天了, 三千八就是极限了, 两千五是天花板, 八百撑死了, 一万二最多了: a predicate of
    # the most, ending its clause (三百最多买两个 says what the money buys, no ceiling)
    r"[，,]?\s*(?:这|那|这个数|这个价)?(?:也)?(?:就|已经)?(?:是|算|为)?(?:我的?|咱的?)?(?:上限|极限|天花板|顶天|到顶|封顶|顶了|最多|最高|撑死|"
    rf"到头)(?:了|啦|吧|啊)?(?=$|[^{CJK_RANGE}])")
# The words that go past an amount, one class wherever a refusal or a negated verb puts the
# ceiling at it: "nothing over 60", "not a cent beyond 80", "can't go past two hundred and
# twenty", "won't pay in excess of 500". (Bare, only "over"/"above"/"more than" are a floor:
# "past 50" alone says no direction to pay in.)
_PAST = r"(?:more\s+than|over|above|past|beyond|in\s+excess\s+of|exceeding)"
_MAX_BEFORE = re.compile(
    # 最多 and its kin may carry the verb of paying ("最多能出", "顶多花", "撑死也就给")
    # a negation (Mandarin 不/别, Cantonese 唔, written 勿/莫), a modal, 再 ("any further"), a
    # verb of going past: 不要超过, 别超出, 唔好超过, 唔可以多过 (Cantonese "more than"), 不能高过,
    # 不能再高于
    # (a verb of wanting and one of paying may stand between: 不想花超过, 不愿意出超过, 别花超过)
    r"(?:<=?|≤|(?:不|别|唔|勿|莫)(?:要|好|能|可以|可|会|得|应该|想|愿意|打算|准备)?(?:花|出|付|掏|给)?再?"
    r"(?:超过|超出|多过|高过|贵过|高于|多于|大于|超)|"
    r"不高于|低于|少于|小于|控制在|封顶|"
    # the ceiling moved, down or up, to the amount: 压到八百, 降到五百, 预算缩到六百, 放宽到一千
    r"(?:压|降|缩|砍|减|调|控制|拉|放宽|提|涨|加)(?:低|高|下来|上去)?(?:一点|点)?到|"
    r"(?<![a-z])(?:(?:bring|brings|bringing|knock|drop|lower|cut|push|bump|raise|move|take)\s+"
    r"(?:(?:it|that|this|the\s+(?:budget|price|limit|cap|max(?:imum)?)|my\s+budget)\s+)?(?:down\s+|up\s+|back\s+)?to|"
    r"keep\s+(?:it|that|the\s+(?:budget|price))\s+(?:to|at))(?![a-z])|"
    # the verb of holding the price under it is the ceiling's, no product word ("keep it under
    # 50", "try to keep it below 80", "stay under 40 bucks", "hold it to 60"): all of it is read
    r"(?<![a-z])(?:(?:try|trying|please)\s+(?:to\s+|and\s+)?)?(?:(?:keep|keeping|hold|holding)\s+(?:it|that|this|things|"
    r"everything|it\s+all|the\s+(?:total|cost|price|spend|budget))\s+|(?:stay|staying)\s+)"
    r"(?:under|below|beneath|within|to|at|no\s+more\s+than)(?![a-z])|"
    # (the words of the most, before the amount: 顶多两千, 顶天两千八, 撑死也就给八百; after it
    # too, in _CEILING_AFTER: 两千八顶天了)
    r"(?:最多|最高|顶多|至多|撑死|大不了|顶天|到顶)(?:了)?(?:也)?(?:就)?(?:能|可以|只能|愿意)?(?:(?:出|花|给|付|掏|接受)(?:到)?|到)?|"
    # ("sub-2k", "sub 500": under it, the prefix said as a word)
    r"(?<![a-z])(?:under|below|beneath|less than|cheaper than|no more than|not more than|sub-?|"
    # how far one will go: "I can stretch to", "go as high as", "as much as", "capped at",
    # "the most I can do is"
    r"stretch(?:\s+(?:it|myself|that))?\s+to|go\s+(?:up\s+to|as\s+high\s+as)|as\s+(?:much|high)\s+as|"
    r"cap(?:ped)?(?:\s+it)?\s+at|tops?\s+out\s+at|"
    r"(?:the\s+)?(?:max(?:imum)?|most|limit|ceiling)\s+(?:i|we)\s*(?:can|could|will|'ll|would|'d)?\s*"
    r"(?:do|pay|spend|go|manage)\s+is|"
    rf"nothing {_PAST}|not (?:over|above|past|beyond)|at most|max(?:imum)?|up to|within|"
    # a price told as a direction: "south of 300" is below it, "nothing north of 1.2k" refuses
    # what is above it (a bare "north of 500" is a floor, read below)
    r"south\s+of|(?:nothing|not(?:\s+anything)?|never|no(?:thing)?\s+(?:going|much))\s+(?:[a-z]+\s+)?north\s+of|"
    # "not a penny over 60", "not one cent more than 40": the smallest coin past it, refused
    r"not\s+(?:a|one|a\s+single)\s+(?:penny|cent|dime|dollar|buck|pound|euro|yuan|kuai)\s+" + _PAST + "|"
    # a verb of paying refused past it: "I won't pay more than 95", "not spending over 200",
    # "refuse to fork out more than 30"
    r"tops|(?:shouldn'?t|should not|mustn'?t|must not|can'?t|cannot|couldn'?t|could not|won'?t|wouldn'?t|don'?t(?:\s+want\s+to)?|"
    r"refuse\s+to|not|never)"
    # (a verb of bearing or willing may stand between: "can't bring myself to spend more than
    # 40", "couldn't justify paying more than 80", "won't even think of spending over 60";
    # "don't mind paying more than 90" has none, no ceiling)
    r"(?:\s+(?:really|even|ever|possibly|honestly|justify|stomach|bear|face|afford\s+to|want\s+to|"
    r"bring\s+(?:myself|ourselves)\s+to|see\s+(?:myself|ourselves|me|us)|think\s+(?:of|about)))*?"
    r"\s+(?:cost|be|go|run|spend|spending|pay|paying|fork(?:ing)?\s+out|shell(?:ing)?\s+out|" + GOING_VERBS + r")\s+"
    r"(?:(?:a\s+)?(?:penny|cent|dime|dollar|buck|pound|euro|yuan|kuai)\s+)?" + _PAST + "|no (?:higher|further|dearer|pricier) than|"
    r"budget(?:\s+(?:is|of|at|around|about|is about|is around))?)|"
    rf"{_CEILING_FIRST})\s*:?\s*$")
_MAX_AFTER = re.compile(
    # (打住, 为止, 顶天: the price stops there)
    r"^\s*(?:以内|以下|之内|内(?![衣裤胆])|封顶|为限|打住|为止|顶天|到顶|or (?:less|under|below|cheaper)|max(?![a-z])|tops|"
    # the whole spend told ("2k all in", "all-inclusive"): nothing past it (an "all-in-one" is
    # a kind of machine)
    r"all[\s\-]+in(?:clusive)?(?![a-z\-]|\s+one)|"
    r"at\s+(?:the\s+)?(?:very\s+)?most|"
    # the amount, then the coin past it refused: "1.2k and not a cent more", "，多一分都不行"
    r"[,;]?\s*(?:and|but)?\s*not\s+(?:a|one|a\s+single)\s+(?:penny|cent|dime|dollar|buck|pound|euro|yuan|kuai)"
    r"\s+(?:more|over|above|beyond|past|extra)|(?:[吧啊呀了])?[，,]?\s*(?:再)?多(?:一分|一块|一毛|一分钱|一块钱|一点)?(?:钱)?都不(?:行|要|出|给|掏)|"
    # (the smallest coin refused past it, said coin first: 一分都不能多, 一毛钱也不能超)
    r"(?:[吧啊呀了])?[，,]?\s*(?:再)?(?:多)?(?:一分|一块|一毛|一分钱|一块钱|一毛钱)[都也](?:不|别)(?:能|可以|要|许)?(?:多|超|加)|"
    # about this much ("左右", "or so"; 出头: just past it, a round figure's "about")
    r"or so|ish|左右|上下|出头|maximum|"
    # the amount named as the ceiling itself: "400 is the most I'll pay", "300 is my limit",
    # 五百是上限
    rf"{_CEILING_AFTER}|"
    # "30 is enough", "40 would be plenty", "一百五够了": an amount that suffices is a ceiling
    r"(?:is|'s|would be|will be|should be|ought to be|could be|must be)?\s*(?:more than\s+)?"
    r"(?:plenty|enough|sufficient)(?![a-z])|就?够了?|就?足够|就行)")
# A bare amount, then a clause that stops the price there: a refusal of anything more ("1,250,
# no more", "900, no more than that"), what happens past it ("beyond that I'll keep the
# bucket", "anything above that and I walk", 再贵我就继续用拖把, 超了我就不买了, 再多就算了), or
# the place one stops ("is where I stop", "is where we draw the line", 不能再多). Read as the
# ceiling only for an amount a count could not be ("2, no more" counts cushions).
_STOP_AFTER = re.compile(
    r"^\s*(?:[,;:\-–—]\s*)?(?:(?:and|but)\s+)?(?:"
    r"no\s+(?:more|further|higher)(?:\s+than\s+(?:that|this))?(?=\s*(?:[,.;!?]|$|for\s|please|thanks))|"
    r"(?:anything\s+|any\s+more\s+)?(?:beyond|past|over|above|more\s+than)\s+(?:that|this)(?![a-z])|"
    r"(?:is|'s)\s+where\s+(?:i|we)\s+(?:stop|draw\s+the\s+line|call\s+it|top\s+out|tap\s+out)(?![a-z])|"
    # ("300 and that's it", "250 but that's all": nothing past it)
    r"that'?s\s+(?:it|all|the\s+lot)(?=\s*(?:[,.;!?]|$))|"
    r"[，,]?\s*(?:(?:再|还)(?:多|贵|高)|超(?:过|出)?了?)(?:了|的话|一点|点)*\s*(?:我|咱|我们)?\s*(?:就|都|也|可)|"
    r"[，,]?\s*(?:不能|不可以|别|不要|没法)再?(?:多|高|贵|超))")
# (the least amount a stop clause is read on without a coin or an open question)
STOP_AFTER_MIN = 20

_MIN_BEFORE = re.compile(
    r"(?:>=?|≥|(?:至少|最少|最低|起码|少说)(?:也)?(?:得|要)?|不低于|高于|大于|(?<![不别])超过|(?<![a-z])(?:over|above|more than|at least|north\s+of|upwards\s+of|"
    r"min(?:imum)?|starting at|from))\s*:?\s*$")
# (往上, 朝上, 向上: the price goes up from there, as 以上)
_MIN_AFTER = re.compile(r"^\s*(?:以上|[往朝向]上(?![来去])|起(?!来)|or more|and up|plus|\+)")
# Money put by for the thing is all there is to spend: "I've saved 600 for a bike", "put aside
# 2,400 for the sofa", "got 1,500 Fiji dollars saved for the fridge", "300 to spend on a
# drill", 攒了一万二买电视, 存下八百. The verb of saving before the amount, then what it is for
# or the clause's end ("saved 20 on my last order" is a discount, no budget); or the amount,
# at most two words of its coin, then the verb.
_SAVED_BEFORE = re.compile(r"(?:(?<![a-z])(?:saved(?:\s+up)?|put\s+(?:aside|away|by)|set\s+aside|"
                           r"squirrel(?:l)?ed\s+away)|(?:攒|存|省)(?:了|下了?|够了?)(?:差不多|大概|将近)?)"
                           r"\s*:?\s*$")
_SAVED_FOR = re.compile(rf"^\s*(?:(?:[a-z]+\s+){{0,2}}?(?:for|towards?|to\s+(?:spend|buy|get))(?![a-z])|"
                        rf"[,.;!?，。；！？]|$|[{CJK_RANGE}])")
_SAVED_AFTER = re.compile(r"^\s*(?:[a-z]+\s+){0,2}?(?:saved(?:\s+up)?|put\s+(?:aside|away|by)|set\s+aside|"
                          r"to\s+spend)(?![a-z])")
# A negation turns a comparison: a word of "under" negated is a floor, wherever the negation
# stands ("no less than 150", "not below 150", "nothing under 400", "don't want anything cheaper
# than 60", 不低于五百, 别少于两百, 不能低于八十). The under-words alone are caps (_MAX_BEFORE), so
# this is read first. A negated over-word is a cap, read there ("not over 500", "nothing past
# 700", 别高于八百, 不能多于三百, 别超三百).
_NEGATED_UNDER = re.compile(
    r"(?:(?:(?<![a-z])(?:no|not|nothing|never)|n't)"
    r"(?:\s+(?:wants?\s+|wanted\s+)?(?:anything|something|one|ones|stuff|things?)|"
    r"\s+(?:to\s+)?(?:go|going|be|cost|costing|costs|priced|pay|paying|spend|spending|at\s+all|even|really))*"
    r"\s+(?:under|below|beneath|less\s+than|cheaper\s+than|lower\s+than)|"
    r"(?:不|别|没|莫|勿)(?:要|能|可以|可|会|得|应该)?(?:低于|少于|小于|便宜过|低过|少过))\s*:?\s*$")
# A negated copula right before an amount: the value set aside in a correction ("上限是四百，而非
# 五百", "600, not 800", "rather than 900"); a comparison after the negation ("not over 500",
# 不超过) is a ceiling, read by _MAX_BEFORE.
_REJECTED_BEFORE = re.compile(r"(?:而非|而不是|并非|不是|(?<![a-z])(?:not|rather\s+than|instead\s+of))\s*"
                              r"(?:[$£€¥]|us\$)?\s*$")
_BUDGET_WORD = re.compile(r"(?:预算|价格|价位|价钱|budget|price|spend|spending|pay|afford|around|about|"
                          r"roughly|approximately|大概|大约|约|差不多|左右)")
_AT_HAND_BEFORE = re.compile(r"(?:手头|手上|兜里|口袋里|钱包里|卡里)(?:就|只|也就|只有|仅有|还有|还剩|剩下?|有)+\s*$")
_LEAD_BUDGET = re.compile(r"(?:预算|价格|价位|价钱|(?<![a-z])(?:my\s+)?(?:budget|price)(?:'s)?(?![a-z]))\s*"
                          r"(?:(?:是|在|为|大概|大约|差不多|控制在|(?<![a-z])(?:is|of|at|about|around|"
                          r"roughly|from|between)(?![a-z]))\s*)*:?\s*$")
# ("from sixty up to ninety": the second amount's "up to" joins it to the first)
_RANGE_JOIN = re.compile(r"^\s*(?:到|至|-|~|—|–|and|(?:(?:all\s+the\s+way\s+)?up\s+)?to|through)\s*$")
# Chinese "between": 在三十和五十五之间, 两百与三百中间 (和 joins two amounts as a range only
# when 之间 / 中间 closes it: 三十和五十 alone may be two prices)
_ZH_BETWEEN_JOIN = re.compile(r"^\s*(?:和|与|跟|及)\s*$")
_ZH_BETWEEN_END = re.compile(r"\s*(?:元|块钱?|rmb)?\s*(?:之间|中间)")
_BETWEEN = re.compile(r"(?:between|from|在|从|价格|预算|价位)\s*$")
# A budget word leading a range, its verb between ("budget is 25 to 35", "spending 15–30",
# "my price range is 30-45"): the two bare amounts are money.
_RANGE_LEAD = re.compile(r"(?<![a-z])(?:budget|price(?:\s+range)?|spend|spending|pay|paying)(?:'s|\s+is|\s+of|"
                         r"\s+around|\s+about|\s+roughly)?\s*:?\s*$")
_RANGE_TAIL = re.compile(r"^\s*(?:之间|以内|左右|的?价位|的?价格|(?:dollar|usd|yuan|rmb|price)?\s*range)")


# A price already paid is no limit of this search (DESIGN §3: a budget is the shopper's limit
# for what they now shop for; a wrong one removes every product over it, so a price told in
# the past is left unread). Its clause says so by the verb's aspect or the thing's owner:
# - a verb of paying told done before the amount ("I paid $300 for my chair", "spent 55 bucks
#   on the last one", "cost me $30", "set me back", "got mine for 25 dollars", "it was 80
#   euros"), or after it ("the best 20 bucks I've spent"); 花了/付了/掏了 两百块, 值两百块 (a
#   worth);
# - the thing told as the old or owned one with its verb of costing ("my old one was", "the
#   one I have"), or the time as past (以前/原来/当初/上次/去年 … 八十块钱);
# - 是…的: the amount, then a verb of getting told done (三百块买的, 二十五块在集市淘的,
#   三百元入手的, 两百块钱买了个), never a verb of getting still to come (一百块买个好点的,
#   一百块买的到吗).
# A budget noun in the same clause keeps the amount a budget ("my budget was $40").
_PAID_BEFORE = re.compile(
    r"(?<![a-z])(?:paid|spent|forked\s+out|shelled\s+out|cost\s+(?:me|us|him|her|them)|"
    r"set\s+(?:me|us|him|her|them)\s+back|ran\s+(?:me|us)|(?:it|one|that|this|they|ones)\s+(?:was|were)|"
    r"(?:got|bought|picked\s+up|grabbed|snagged|found)(?:\s+[a-z']+){0,4}?\s+for|"
    # (the owned thing with its verb of costing: "my old kettle cost", "the last one was";
    # "replace my old kettle for $60" names no price of it)
    r"(?:my|our|his|her|their|the)\s+(?:old|last|previous|current|former|present)(?:\s+[a-z'\-]+){0,3}?\s+"
    r"(?:was|were|is|cost|costs|went\s+for)|(?:the\s+)?ones?\s+(?:i|we|she|he|they)\s+(?:have|had|own|owned|got))"
    r"(?![a-z])|"
    r"(?:花|付|掏|出|交)了|(?<!不)值(?!得)|以前|之前|原来|原先|当初|当时|上次|上回|去年|前年|旧的")
_PAID_AFTER = re.compile(
    r"^\s*(?:[a-z]+\s+){0,2}?(?:i|we|she|he|they)\s*(?:'ve|'d|have|had)?\s*(?:ever\s+)?(?:spent|paid)(?![a-z])|"
    rf"^[^{CJK_RANGE},，;；。.!！?？]{{0,2}}[{CJK_RANGE}]{{0,6}}?(?:买|淘|入手|入|拍|抢|收|换|团|订|配)"
    r"(?:的(?![到起着])|了|来的|回来)")
_BUDGET_NOUN = re.compile(r"预算|(?<![a-z])budget(?![a-z])")
_CLAUSE_MARK = re.compile(r"[,，;；。!！?？]|\.(?!\d)")


def _paid_already(text: str, a: "Amount") -> bool:
    """The amount's clause tells it as a price paid (or a worth) of a thing had, not the
    limit of this search (see _PAID_BEFORE)."""
    starts = [m.end() for m in _CLAUSE_MARK.finditer(text, 0, a.start)]
    stop = _CLAUSE_MARK.search(text, a.end)
    clause_start, clause_end = (starts[-1] if starts else 0), (stop.start() if stop else len(text))
    if _BUDGET_NOUN.search(text, clause_start, clause_end):
        return False
    return bool(_PAID_BEFORE.search(text[clause_start:a.start]) or
                _PAID_AFTER.match(text[a.end:clause_end]))


@dataclass
class Amount:
    start: int
    end: int
    value: float
    low: float | None
    currency: str | None
    money: bool  # said with a currency


def find_amounts(text: str) -> list[Amount]:
    out: list[Amount] = []
    for n in find_numbers(text):
        before = text[max(0, n.start - 12):n.start]
        after = text[n.end:n.end + 12]
        if _NOT_MONEY_AFTER.match(after) or _MEASURE_AFTER.match(after) or \
                _NOT_MONEY_BEFORE.search(before):
            continue
        start, end, cur = n.start, n.end, ""
        pre = _CUR_BEFORE.search(before)
        if pre:
            start -= len(pre.group(0))
            cur += pre.group(0)
        post = _CUR_AFTER.match(after)
        if post and (_counts_pieces(n, post.group(0), after[post.end():]) or
                     _one_piece_asked(n, post.group(0), before, after[post.end():]) or
                     _piece_befallen(n, post.group(0), before)):
            continue  # 一块地毯, 两块香皂, 帮我找一块: 块 counts the pieces, no yuan
        if post:
            end += post.end()
            cur += post.group(0)
        currency = next((code for code, said in (("JPY", _JPY), ("INR", _INR), ("EUR", _EUR),
                                                 ("GBP", _GBP), ("USD", _USD), ("CNY", _CNY))
                         if said.search(cur)), None) or n.currency
        out.append(Amount(start, end, n.value, n.low, currency, bool(cur) or n.currency is not None))
    return out


# What follows 块 when it is money: 钱, 的, a budget's tail, a number (一块五), the clause's end.
_AFTER_KUAI_MONEY = re.compile(rf"^(?:$|[^{CJK_RANGE}]|[钱的以之左上内出多来起封够就吧呢啊哦零一二两三四五六七八九十半])")


def _counts_pieces(n: Num, unit: str, rest: str) -> bool:
    """块 is also the classifier of flat things (一块地毯, 两块香皂, 一块剑麻的垫子): a count of
    a few right before a noun counts pieces. A price of under ten yuan for a thing asked by
    its noun is no budget anyone gives, and a price is followed by 钱, 的, a tail or a verb
    after a pause, not glued to a noun."""
    return unit.strip() == "块" and n.value <= 10 and not _AFTER_KUAI_MONEY.match(rest) and \
        not re.match(r"^(?:买|卖|搞|拿|入|包邮)", rest)


def _one_piece_asked(n: Num, unit: str, before: str, rest: str) -> bool:
    """"帮我找一块", "再来一块": one piece asked for with a verb of getting, ending the
    clause. One yuan is no budget anyone gives for a thing."""
    return unit.strip() == "块" and n.value == 1 and \
        bool(re.search(r"(?:找|来|买|拿|挑|选|要|铺|换|添|配)$", before)) and \
        bool(re.match(r"^(?:吧|呢|啊|呀|哦)?\s*(?:$|[，,。.！!？?；;])", rest))


# A verb told done (了, or a result: 掉, 破, 开, 下, 起, 烂) right before the count: what the
# verb did to a piece of the thing (秃了一块, 磕掉了一块, 抓破了一块, 缩了一块). Not a verb of paying,
# spending or pricing (花了三十块, 便宜了十块, 多了五块): those count money.
_BEFALLEN_BEFORE = re.compile(r"(?<![花付用值贵宜省赚亏赔给找差多涨降减少退补交])(?:了|掉|破|开|下|起|烂)$")


def _piece_befallen(n: Num, unit: str, before: str) -> bool:
    """块 counting the patch a mishap made or took (现在中间秃了一块, 杯口磕掉了一块): a few
    pieces, after a verb told done that is no verb of paying. Nobody's budget is 一块."""
    return unit.strip() == "块" and n.value <= 10 and bool(_BEFALLEN_BEFORE.search(before.rstrip()))


@dataclass
class Budget:
    slots: dict[str, str] = field(default_factory=dict)
    spans: list[tuple[int, int]] = field(default_factory=list)


# A verdict that a price is too low, said of "under X" in its own clause ("一百以下又拿不出
# 手", "两百以下显得寒酸", "anything under 20 looks stingy"): under X is refused, so X is the
# floor, not the ceiling.
_TOO_CHEAP = re.compile(
    r"拿不出手|寒酸|寒碜|寒掺|掉价|没面子|丢面子|丢人|不体面|小气|抠门|太便宜|太廉价|廉价|显得?便宜|档次(?:太)?低|上不了台面|"
    r"(?<![a-z])(?:looks?|seems?|feels?|is|are|'s|would\s+(?:look|seem|feel|be))\s+(?:too\s+|a\s+bit\s+|so\s+|really\s+)?"
    r"(?:cheap|stingy|tacky|tight|mean|shabby|chintzy|miserly|embarrassing)(?![a-z])|"
    r"(?<![a-z])(?:too\s+cheap|cheapskate|penny[\s\-]pinching|skimping)(?![a-z])")


def _floor_told(text: str, end: int, read: Budget) -> bool:
    """The rest of the amount's clause says a price under it is too low. Not when a floor
    is told already ("最少两百 最多四百 太便宜的怕是假货"): the worry is that floor's reason,
    and the amount under a word of "at most" is the ceiling it says."""
    if "budget_min" in read.slots:
        return False
    stop = _CLAUSE_MARK.search(text, end)
    return bool(_TOO_CHEAP.search(text[end:stop.start() if stop else len(text)]))


def read_budget(text: str, *, lang: str, asked: bool = False) -> Budget:
    """Budget slots in `text`: budget_max / budget_min / currency, with the spans used.
    `asked`: the budget question is open, so a bare amount ("forty", "八十") answers it."""
    out = Budget()
    amounts = find_amounts(text)
    used: set[int] = set()
    currency = None

    def put(kind: str, amount: Amount, start: int, end: int) -> None:
        nonlocal currency
        out.slots[kind] = fmt_number(amount.value)
        # The budget word right before is part of it ("预算两百以内": no "预算" left over
        # for the product part to search).
        lead = _LEAD_BUDGET.search(text[:start])
        out.spans.append((lead.start() if lead else start, end))
        currency = currency or amount.currency

    # Ranges first: "between 20 and 40 dollars", "五百到八百", "100-250 dollar range".
    for i in range(len(amounts) - 1):
        a, b = amounts[i], amounts[i + 1]
        if i in used or not (_RANGE_JOIN.match(text[a.end:b.start]) or (
                _ZH_BETWEEN_JOIN.match(text[a.end:b.start]) and _ZH_BETWEEN_END.match(text, b.end))):
            continue
        # Two amounts of a hundred or more joined as a range are money even bare
        # ("三千到五千的笔记本", "1k-2k for a road bike"): no size or count runs that high.
        money = a.money or b.money or _BETWEEN.search(text[max(0, a.start - 10):a.start]) \
            or _RANGE_LEAD.search(text[max(0, a.start - 24):a.start]) \
            or _RANGE_TAIL.match(text[b.end:b.end + 12]) or min(a.value, b.value) >= 100
        if not money:
            continue
        lo, hi = a.value, b.value
        if hi >= 100 and lo < 10 and hi % 100 == 0:  # "three and four hundred"
            lo *= 100
        if lo > hi:
            lo, hi = hi, lo
        out.slots["budget_min"], out.slots["budget_max"] = fmt_number(lo), fmt_number(hi)
        lead = _LEAD_BUDGET.search(text[:a.start]) or _RANGE_LEAD.search(text[:a.start])
        out.spans.append((lead.start() if lead else a.start, b.end))
        currency = currency or a.currency or b.currency
        used.update((i, i + 1))
    for i, a in enumerate(amounts):
        if i in used or any(s <= a.start < e for s, e in out.spans):
            continue  # (an amount inside another's words, the 一 of "九十吧，一分都不能多")
        before = text[max(0, a.start - 40):a.start]
        if _REJECTED_BEFORE.search(before):
            continue  # "四百，而非五百", "600 not 800": the amount said is the one set aside
        # Wide enough for the longest tail ("would be more than enough" is 25 characters).
        after = text[a.end:a.end + 32]
        cap = _MAX_BEFORE.search(before) if a.low is not None else None
        if cap and not _NEGATED_UNDER.search(before):
            # "at most five or six hundred", 最多也就五六百: the range's top is the ceiling
            put("budget_max", a, a.start - len(cap.group(0)), a.end)
            continue
        if a.low is not None and (a.money or _BUDGET_WORD.search(before) or _zh_price_before_noun(text, a)):
            out.slots["budget_min"], out.slots["budget_max"] = fmt_number(a.low), fmt_number(a.value)
            out.spans.append((a.start, a.end))
            currency = currency or a.currency
            continue
        m = _NEGATED_UNDER.search(before)
        if m:
            put("budget_min", a, a.start - len(m.group(0)), a.end)
            continue
        m = _MAX_BEFORE.search(before)
        word_at = a.start - len(m.group(0)) + (len(m.group(0)) - len(m.group(0).lstrip())) if m else 0
        if m and re.match(r"\s*sub", m.group(0)) and not re.match(r"[\d$£€¥₹]", text[a.start:]):
            m = None  # "sub-" caps a written amount ("sub-2k"); "sub-zero" is a temperature
        if m and any(s <= word_at < e for s, e in out.spans):
            # The ceiling word is the tail of the amount before ("$60 max 4 a teapot": the
            # max is the 60's; the 4 is "for"): one word caps one amount.
            m = None
        if m:
            tail = _MAX_AFTER.match(after)
            end = a.end + (tail.end() if tail else 0)
            put("budget_min" if _floor_told(text, end, out) else "budget_max", a,
                a.start - len(m.group(0)), end)
            continue
        m = _MAX_AFTER.match(after)
        if m and _heads_next(amounts, i, a.end + m.end()) and _MIN_BEFORE.search(before):
            m = None  # "minimum 500 max 900": the "max" heads the 900, the 500 is the floor
        if m and (a.money or m.group(0).strip() not in ("左右", "上下", "出头", "or so", "ish")
                  or _BUDGET_WORD.search(before) or asked or a.value >= 100):
            floor = m.group(0).strip() in ("以下", "or less", "or under", "or below") and \
                _floor_told(text, a.end + m.end(), out)
            put("budget_min" if floor else "budget_max", a, a.start, a.end + m.end())
            continue
        m = _STOP_AFTER.match(after)
        if m and _heads_next(amounts, i, a.end + m.end()):
            # "最少四百，别超七百", "起码两百，不能再高于五百": the stop words lead the next
            # amount, its ceiling; this one is left to its own words (the floor's)
            m = None
        if m and (a.money or asked or a.value >= STOP_AFTER_MIN):
            put("budget_max", a, a.start, a.end + m.end())
            continue
        # "over 5,000 and I walk", 超过五千我就不考虑了: a floor's word, then what lies past
        # the amount refused (agent.language.budget_limit): the most that is paid
        m = ceiling_by_refusal(before, text[a.end:])
        if m and (a.money or asked or a.value >= STOP_AFTER_MIN):
            put("budget_max", a, a.start - len(m.group(0)), a.end)
            continue
        m = _MIN_BEFORE.search(before)
        if m and (a.money or m.group(0).strip() not in ("from",)):
            put("budget_min", a, a.start - len(m.group(0)), a.end)
            continue
        m = _MIN_AFTER.match(after)
        if m and (a.money or m.group(0).strip() in ("以上", "往上", "朝上", "向上", "or more", "and up") or
                  # 起 after a round Chinese amount of hundreds or more ("五百起", "两千起步"): a
                  # price's floor as shops print it, no currency needed (a time, 十点起, is no
                  # round hundred)
                  (m.group(0).strip() == "起" and a.value >= 100 and
                   not after.lstrip().startswith("起订") and  # (一百起订: an order's count)
                   bool(_ZH_ROUND.fullmatch(text[a.start:a.end])))):
            put("budget_min", a, a.start, a.end + m.end())
            continue
        # The budget word governs the amount only inside its clause: "…hasn't complained
        # about, get me two more" counts pillows, it prices nothing ("预算，三百" is one
        # thought: nothing stands between the mark and the amount).
        near = before[-14:]
        rest = re.split(r"[,;.!?，。；！？]", near)[-1]
        if rest.strip():
            near = rest
        bw = _BUDGET_WORD.search(near)
        saved_after = _SAVED_AFTER.match(after)
        saved_before = None if saved_after or not _SAVED_FOR.match(text[a.end:]) else \
            _SAVED_BEFORE.search(before)
        if not (asked or saved_after or saved_before) and _paid_already(text, a):
            continue  # a price paid for a thing had: no limit of this search (fail safe)
        # the money at hand, said with what there is of it right before the amount (手头只有三百,
        # 兜里就两百, 卡里还剩五百; 手上一碰, 口袋里漏过两回 say no money)
        at_hand = _AT_HAND_BEFORE.search(before)
        # the amount as the budget's own figure, the noun after it ("a 500 budget", "a £60
        # spend", 五百的预算)
        budget_after = re.match(r"\s*(?:dollars?\s+|pounds?\s+|euros?\s+)?(?:budget|spend)(?![a-z])|\s*的?预算", after)
        if bw or at_hand or a.money or asked or saved_after or saved_before or budget_after or \
                _zh_price_before_noun(text, a):
            # (the verb of saving goes with the amount: no "saved" left to search for)
            start = a.start - (len(near) - bw.start()) if bw else \
                a.start - (len(before) - at_hand.start()) if at_hand else \
                a.start - len(saved_before.group(0)) if saved_before else a.start
            put("budget_max", a, start, a.end + (saved_after.end() if saved_after else 0))
    if out.slots and currency is not None:  # unsaid: the caller decides (the session's, the language's)
        out.slots["currency"] = currency
    return out


def _heads_next(amounts: list[Amount], i: int, end: int) -> bool:
    """The words read as amount i's tail end right where the next amount begins: they
    say what the next one is ("min 500 max 900", "at least 300 tops 600")."""
    return i + 1 < len(amounts) and 0 <= amounts[i + 1].start - end <= 2


# A Chinese numeral of whole hundreds or more said right before 的 ("两三百的台灯", "一千五的
# 沙发", 三百多的): the price of the thing, as a shopper says it. (Digits are not: 128的U盘 is a
# capacity; a unit between, 两百毫升的, is no price.)
_ZH_ROUND = re.compile(r"[零〇一二两三四五六七八九十]*[百千万][零〇一二两三四五六七八九十百千万]*[多来余]?")


def _zh_price_before_noun(text: str, a: Amount) -> bool:
    return a.value >= 100 and text[a.end:a.end + 1] == "的" and \
        bool(_ZH_ROUND.fullmatch(text[a.start:a.end]))


# ---- sizes -------------------------------------------------------------------------------

# Foot length (cm) to EU size, by the two charts shoppers are sized with:
# - the Paris-point rule EU charts are built on, EU = 1.5 x (foot length + 1.5 cm allowance)
#   (23 cm -> 37, 24.5 cm -> 39, 25 cm -> 40, 26 cm -> 41);
# - the Chinese chart every Taobao listing prints (GB/T 3293.1, the foot in millimetres in
#   5 mm steps: 码 = 2 x cm - 10; 250 mm -> 40, 255 -> 41, 260 -> 42, 265 -> 43).
# They agree up to 25 cm and part by a size above it; between them the larger is read: a shoe
# a size long can be worn, one a size short cannot (and the tune sets' writers, blind to the
# engine, gave 26 cm -> 42 in three rounds, 25.5 cm -> 41, 26.5 cm -> 43; 23 cm -> 37).
# A foot that falls exactly between two sizes (23.5 cm -> 37.5) takes the smaller: the
# allowance already makes the room, and the charts shops print give 23.5 cm -> 37
# (Python's round() would take the even one, 38 here).
def eu_from_foot_cm(cm: float) -> float:
    paris = math.ceil(1.5 * (cm + 1.5) - 0.5)
    chinese = math.ceil(2 * cm - 10 - 1e-9)
    return float(max(paris, chinese))


_REGION_WORDS = (
    (re.compile(r"eu|eur|european|euro|欧码|欧洲码|欧标"), "EU"),
    (re.compile(r"us|usa|american|美码|美国码|美标"), "US"),
    (re.compile(r"uk|british|英码|英国码|英标"), "UK"),
    (re.compile(r"cn|中国码|国码|国标|chinese|china"), "CN"),
)
_REGION = r"(?:eu|eur|european|euro|欧码|欧洲码|欧标|us|usa|american|美码|美国码|美标|uk|british|英码|英国码|英标|cn|中国码|国码|国标)"
# Said after the number only ("a 39 in Chinese sizing"): before one, "china" is porcelain
# ("bone china 24 piece set").
_REGION_AFTER = r"(?:" + _REGION[3:-1] + r"|chinese|china)"
# A region said as one character glued to the number (美10, 欧42, 英8): only where a shoe is
# the thing talked of and the number ends its clause (完美12色 is "perfect, 12 colours").
_ZH_REGION_CHAR = {"美": "US", "欧": "EU", "英": "UK"}
_SIZE_NOUN = r"(?:size|sz|shoe size|尺码|尺寸|码数|鞋码|号码|码子|穿)"
# A size told by a verb of wearing or a copula ("I wear 42", "she takes an extra small",
# "Dad wears a forty-three", "I'm a medium", "he's a large", "the slippers are a 39"): the
# size then ends what is said of it (`_ENDS_AS_SIZE`), for the same words say "takes a 10
# minute walk", "I'm a small business owner", "he's a 5 year old".
# (a size grown or shrunk into, said with its article: "he's shot up to a 45", "gone down to
# an 8"; "up to 45" with no article is a ceiling on price)
# (the self's copula with an adverb of habit between: "I'm pretty much a 43", "I'm usually a 9")
_SIZE_VERB = r"(?:(?:wears?|wore|wearing|takes?|took|taking)(?:\s+an?)?|" \
    r"(?:i'?m|i am)\s+(?:(?:pretty\s+much|basically|usually|normally|generally|mostly|always|typically|nearly\s+always|" \
    r"almost\s+always)\s+)?an?|usually an?|normally an?|in an?|" \
    r"(?:up|down)\s+to\s+an?|" \
    r"(?:i'?ve|i\s+have|(?:s)?he'?s|(?:s)?he\s+has)\s+(?:(?:always|usually|mostly|basically|forever)\s+)?been\s+an?)"
# (the perfect of the same copula, what the size has been all along: "I've always been a 38",
# "he's been a ten since he was twelve")
# The same copula in Chinese: a person, what holds across makers or shops between (都, 一般, 基本,
# 在大多数店), then 是 or 穿, the size ending its clause: 不管什么牌子我基本都是43, 衬衫我在大多数店
# 都是L. Never an age, a year or a price (我是90后, 我都45岁了 go on past the number; 我今年是…).
_ZH_SELF_IS = re.compile(r"(?:我|他|她|老公|老婆|孩子|儿子|女儿|宝宝|娃|老爸|老妈|我爸|我妈)(?![们家])"
                         r"(?P<mid>[^，,。.；;！!？?\s\d]{0,8}?)(?:是|穿)\s*$")
_ZH_SELF_NOT_SIZE = re.compile(r"年|岁|月|预算|钱|价|花|块|元|楼|第|排|点|号|名|个|次|分")
# The copula with its subject: a person (a pronoun or a person word of data/recipients.json)
# or a sized product type ("Mum's slippers are a 39").
_COPULA_SIZE = re.compile(r"(?<![a-z'])(?P<subj>[a-z][a-z\-]*(?:\s+[a-z][a-z\-]*)?)"
                          r"(?:'s|'re|\s+(?:is|are|was|were))\s+an?\s*$")
_SUBJECT_PRONOUNS = frozenset("i he she they you we who".split())
# A size word asked and answered in one breath ("My size? Thirty-nine and a half.", 码数呢？三十八):
# the question mark stands where "is" would.
_SIZE_IS = r"(?:(?:is|was|=|of|:|是|为|要|(?:呢|吗)?[?？]+)\s*)?"
# Whose scale a shoe size is on, said between the region and the number ("US men's 10.5",
# "uk ladies 5") or alone before it ("womens 8"): the size is then a US/UK-style number.
# (the plural's apostrophe alone too: "a kids' 31", "ladies' 6")
_WHOSE = r"(?:men|women|man|woman|mens|womens|ladies|lady|kids|boys|girls|youth|child|children)(?:'s|s'|')?"
_REGION_CLAUSE_AFTER = re.compile(
    rf"^(?:的)?\s*[，,]\s*(?:(?:男|女)(?:款|式|士)?的?\s*|{_WHOSE}\s+)?({_REGION})(?![a-z])(?:的)?\s*[。.!！]?\s*$")
# A size told as a step from the one worn (大一号, 小半码, 大两码): no size of its own.
_RELATIVE_SIZE = re.compile(r"(?:大|小|加|减)\s*$")
_LETTER = {"xxxl": "XXXL", "3xl": "XXXL", "xxl": "XXL", "2xl": "XXL", "xl": "XL", "xs": "XS",
           "xxs": "XXS", "s": "S", "m": "M", "l": "L", "4xl": "4XL", "5xl": "5XL",
           "small": "S", "medium": "M", "large": "L", "extra large": "XL", "x-large": "XL",
           "extra-large": "XL", "extra small": "XS", "x-small": "XS", "extra-small": "XS",
           "xx-large": "XXL", "xxx-large": "XXXL",
           }
# The size words and their abbreviations as labels and chat write them ("Med", "Lrg", "Lge",
# "Sml", "Sm"): a word, not a letter, so read only where a size is told (the letters alone are the
# strong form). ("lg" is left out: it is a maker's name.)
_WORD_SIZES = {"small": "S", "medium": "M", "large": "L", "sml": "S", "sm": "S", "med": "M", "lrg": "L",
               "lge": "L"}
_LETTER.update(_WORD_SIZES)
# Repeated X's said as a count ("double XL", "triple extra large", "two X L"): the count is
# how many X's the letter size has.
_X_BODIES = {"xl": "L", "extra large": "L", "x-large": "L", "x large": "L", "extra-large": "L",
             "xs": "S", "extra small": "S", "x-small": "S", "x small": "S", "extra-small": "S"}
for _count, _times in (("double", 2), ("triple", 3), ("two", 2), ("three", 3), ("2", 2), ("3", 3)):
    for _body, _end in _X_BODIES.items():
        for _gap in (" ", "-", ""):
            if _count.isdigit() and _gap == "":
                continue  # "2xl" is in the table already
            _LETTER[f"{_count}{_gap}{_body}"] = "X" * _times + _end
_COUNTED = frozenset(k for k in _LETTER if k.split(" ")[0].split("-")[0] in
                     ("double", "triple", "two", "three") or re.match(r"[23][\s\-]", k))
# Chinese letter sizes by their grammar: 小/中/大 with 加 (or 特) per step beyond, then 码
# or 号 ("小号就行", "加大码", "特小号"). A 号 word alone also sizes things that are no
# clothes (大号收纳箱), so it counts only after a size word or as the answer to the question.
_ZH_STEPS = {"小": "S", "中": "M", "大": "L", "加大": "XL", "特大": "XL", "加加大": "XXL",
             "加小": "XS", "特小": "XS", "加加小": "XXS"}
for _stem, _letter in _ZH_STEPS.items():
    for _suffix in ("码", "号"):
        _LETTER[_stem + _suffix] = _letter
# A step beyond 大/小 said with no 码 ("裤子要加加大的"): a size only where it is told as what
# is wanted (加大 alone is also the verb "enlarge").
_ZH_BARE_STEPS = frozenset(k for k in _ZH_STEPS if len(k) >= 2)
for _stem in _ZH_BARE_STEPS:
    _LETTER[_stem] = _ZH_STEPS[_stem]
# A letter size glued to its count ("2XL", "3xl"): the number is the letter size's.
_GLUED_LETTER = re.compile(r"^(?:x{1,3}l|x{1,2}s)(?![a-z])")
_LETTER_RE = "|".join(re.escape(k) for k in sorted(_LETTER, key=len, reverse=True))
# (F码 / F号: the free size of Chinese size labels, 均码 by its letter)
_ONE_SIZE = re.compile(r"均码|(?<![a-z0-9])f\s*[码号]|one[\s\-]size(?:[\s\-]fits[\s\-]all)?|free[\s\-]size")
# What may follow a size said as what the thing comes in: the end of the clause, who it is
# for ("pyjamas in extra small for my sister": a recipient, no noun the size describes), or
# why ("in extra large so it fits over my backpack", "in small because I like it fitted").
# (a refusal opens the next clause in terse requests: "hiking boots 44 no suede", 凉鞋 38
# 不要塑料的, 马丁靴41别太重)
_PREDICATE_END = re.compile(r"^\s*(?:(?:size|sizes|one|ones|please|if\s+possible)(?![a-z])\s*)*(?:[,.;!?]|$|"
                            r"(?:and|but|or|so|because|since|cause|cos|no|not|without|nothing|except)(?![a-z])|"
                            r"for\s+(?:my|our|a|an|the|him|her|them|me|us|his)(?![a-z]))")
_ZH_PREDICATE_END = re.compile(r"^的?(?:就行|就好|就可以|吧|呢|哦|啊|了)?\s*(?:[，,。.；;！!？?]|$|"
                               r"(?:不要|别|不想要|不能|不用|千万别)(?!人|的人))")
# A fit said of the size right after it, with a person as what it fits: "fits me best", "usually
# suits her", 我穿着最合身, 穿起来刚好 ("the large fits a queen bed" fits no one).
_FITS_AFTER = re.compile(
    # ("does me", "works for me": the British and the plain verbs of a size that is enough)
    # ("tends to fit me": the habit said by its verb)
    r"^\s*(?:(?:usually|always|normally|mostly|generally|still)\s+)?(?:tends?\s+to\s+)?(?:fits?|fit|suits?|suit|"
    r"does|do|works?\s+for|is\s+right\s+for)\s+"
    r"(?:me|him|her|them|us|my\s+(?!budget|price|wallet|pocket|needs|plans?|schedule)[a-z]+)(?![a-z])|"
    # the size as what has been, or would be, right: "Forty-one has been right for years",
    # "Small would be right, I'm petite" (the copula of a fit, no person needed)
    r"^\s+(?:(?:has|have)\s+(?:always\s+)?been|(?:would|should|will)\s+be|is\s+(?:always|usually))\s+"
    r"(?:just\s+)?right(?![a-z])|"
    # the size as what one's fit is ("Medium's my fit", "large is his usual fit")
    r"^(?:'s|\s+is|\s+was)\s+(?:my|his|her|their|our)\s+(?:usual\s+|normal\s+|regular\s+|best\s+)?fit(?![a-z])|"
    # (a fit expected, 应该/会: M的应该合适; enough, said with 就 of a habit: 一般M就够了,
    # 短袖一般L就合身, M穿着就够)
    r"^(?:码|号)?(?:的)?(?:我|他|她|孩子|娃)?(?:都|也|就|一般|通常|基本|应该|应当|会)?(?:穿(?:着|起来|上)?)?"
    r"(?:就|最|比较|更|刚好|正好|挺)?(?:合身|合适|合脚|够了|够穿)")
_CM = re.compile(r"^\s*(?:cm|centimet(?:re|er)s?|厘米|公分)(?![a-z])")
# A foot's length in millimetres (255 mm, 二百四十毫米: the unit of Chinese and Korean shoe
# labels), read as the same length in centimetres.
_MM = re.compile(r"^\s*(?:mm|millimet(?:re|er)s?|毫米)(?![a-z])")
_FOOT = re.compile(r"脚|foot|feet")
# The foot told by its parts ("heel to toe I'm 25 cm", "my sole is 27 cm long", 足长), or
# a shoe named in the request: a length of 18-33 cm is then the foot's, unless a noun follows
# that it measures ("boots with a 25 cm shaft", "25厘米高的鞋柜").
# The foot's length told by the measure itself, from the heel to a toe ("heel to longest toe",
# "heel to the tip of my big toe", 脚跟到脚尖): a length in cm then is the foot's, wherever
# in the clause it stands ("I'm 24 cm on the tape").
_HEEL_TO_TOE = re.compile(r"(?<![a-z])heel[\s\-]+to[\s\-]+(?:the\s+)?(?:tip\s+of\s+(?:the|my)\s+)?"
                          r"(?:(?:longest|big|biggest|second|longer)\s+)?toe|脚跟到(?:最长的)?(?:脚尖|脚趾)")
# (what may follow such a length: no noun it would measure, "a 25 cm shaft")
_MEASURE_GOES_ON = re.compile(rf"^\s*(?:$|[^a-z\s{CJK_RANGE}]|(?![高宽深厚筒跟长口])[{CJK_RANGE}]|"
                              r"(?:on|by|from|in|measured|long|and|but|so|exactly|or|please|for|with|i|which)(?![a-z]))")
_FOOT_PART = re.compile(r"足|(?<![a-z])(?:heels?|toes?|soles?)(?![a-z])")
_CM_ENDS = re.compile(rf"^\s*(?:long|in\s+length|长|的脚|(?:foot|feet)(?![a-z])|(?:from\s+)?heel[\s\-]+to[\s\-]+toe)?\s*"
                      rf"(?:[,.;!?，。；！？]|$|(?:and|but|so|please|for|with)(?![a-z])|"
                      rf"(?![高宽深厚筒跟长口])[{CJK_RANGE}])")
_FOOT_LENGTH = re.compile(r"(?:脚长|脚的长度|(?<![a-z])(?:foot|feet)\s+(?:length|measures?|is|are)(?:\s+is)?)"
                          r"\s*(?:是|有|大概|大约|约|about|around)?\s*$")
# (号 also counts people, 二十号人, and names a day of the month, 二十号出发, 五月八号之前: no size;
# the day is told by the month before it or by what happens on it after, _ZH_DAY_AFTER)
_ZH_DAY_AFTER = (r"(?:之?前|以前|之?后|以后|前后|左右|那天|当天|那周|早上|上午|中午|下午|晚上|"
                 r"(?:要|就|得|会|才)?(?:出发|动身|出门|去|来|飞|到|结婚|过生日|生日|开学|上班|回来|回家|走|搬家|发货|到货|寄到))")
_SIZE_SUFFIX = re.compile(rf"^\s*(?:码|号(?!线|电池|楼|房|店|人|{_ZH_DAY_AFTER}))")
_ZH_MONTH_BEFORE = re.compile(r"月(?:份)?\s*$")
# Bare answers to the size question: one value among these fillers.
_FILLER_WORDS = frozenset(
    "ok okay sure yes yeah oh um i i'm im am a an size sizes sz usually normally wear take in "
    "please it's its my is european eu us uk american british foot length feet are cm the "
    "mostly typically generally fine works work good great perfect would will do does be thanks "
    "should sizing scale chart standard system measurement".split())
# A correction's own words beside the value ("make it a 39 instead", "a large rather"): they say
# it replaces the one held, not what.
# ("42 is better", "43 then, after all")
_FILLER_WORDS |= frozenset("instead rather better then after all".split())
# Hedges and pointers an answer may carry ("small, I think", "nine and a half, that's the US
# number", "应该是四十一吧"): they say how sure, not what.
_FILLER_WORDS |= frozenset(
    "think guess suppose believe reckon probably maybe perhaps pretty sure most likely so "
    "that that's thats number one ones say i'd id for me just uh er erm hmm well if you have "
    "got it them".split())
# Courtesy as typed in chat, beside the answer ("small plz, ta", "forty one cheers", "XL thx"):
# it thanks, it tells nothing.
_FILLER_WORDS |= frozenset("pls plz plse pleeease thx thnx tx ty tysm ta cheers thankyou n".split())
# Who wears it, said beside the answer ("he's a large", "extra large should work for him").
_FILLER_WORDS |= frozenset("he she he's she's hes shes they they're him her them us".split())
# Habit: how steadily the size has been the same ("pretty much always a 41", "I'm
# consistently a forty", "large is my normal", "small's what I tend to grab", 向来是41,
# 基本上都是三十八, 我通常係40, 老是买M): the closed class of frequency adverbs and the
# shopper's usual, with the verbs of buying a size is told by. They say how often, not what.
_FILLER_WORDS |= frozenset(
    "always consistently invariably reliably constantly regularly routinely habitually ever "
    "forever pretty much almost nearly basically essentially honestly definitely certainly "
    "'s usual normal regular standard default go-to same as before tend tends to "
    "buy buys bought get gets grab grabs order orders pick picks go for what".split())
_FILLER_CHARS = frozenset("好的嗯那就我一般平时通常都穿是吧呢哦啊码号脚长厘米公分欧美英国行可以吗给来要个系係买选拿挑"
                          # (整 after the number: "exactly" it, 三十七整, no half)
                          "整")
# ("a straight forty-four", "exactly 38": no half, no other)
_FILLER_WORDS |= frozenset("straight exactly flat".split())
_ZH_HEDGE = re.compile(r"谢谢|多谢|麻烦(?:你|您)?了?|劳驾|辛苦了?|应该|估计|可能|大概|大约|觉得|感觉|差不多|好像|也许|没错|对的|这个|那个|数字|"
                       r"向来|一向|一直|从来|素来|历来|基本上?|往常|平常|平日|老是|总是|经常|常常|大多|"
                       r"多半|大都|没变过|没换过|不变")


# What may follow a size told by a verb or a copula: the clause's end, where it is worn or
# on which scale ("in sandals", "in most tops", "in Chinese sizing", "EU sizing"), for whom,
# or a hedge; never a noun it would measure ("a 10 minute walk", "a small business owner").
_ENDS_AS_SIZE = re.compile(
    rf"^(?:\s*(?:[,.;:!?)]|$|[{CJK_RANGE}])|\s+(?:(?:in|on|for|and|but|or|as|at|if|from|with|so|"
    r"going|judging|according|by|i|usually|normally|mostly|generally|typically|probably|"
    r"apparently|though|tho|too|now|these|nowadays|last|this|every|most|size|sizes|sizing|over|since|"
    r"lately|recently|already|wherever|everywhere|anywhere|whatever|regardless|across|"
    r"shoes?|please|pls|"
    rf"{_REGION_AFTER[3:-1]})(?![a-z])))")


@lru_cache(maxsize=1)
def _person_words() -> frozenset[str]:
    """The English words of data/recipients.json that name a person (husband, mum, son)."""
    import json

    from memory.paths import RECIPIENTS

    raw = json.loads(RECIPIENTS.read_text(encoding="utf-8"))["person_words"]
    return frozenset(w.lower() for group in raw.values() for w in group
                     if re.fullmatch(r"[a-z][a-z\-]*", w.lower()))


def _sized_subject(subject: str) -> bool:
    """A subject a size is said of: a person, or a product type that comes in sizes."""
    from agent.product_types import type_of_title

    last = subject.split()[-1]
    if last in _SUBJECT_PRONOUNS or last in _person_words() or \
            (last.endswith("s") and last[:-1] in _person_words()):
        return True
    ptype = type_of_title(subject)
    return ptype is not None and ptype.sized and \
        any(singular_tail(subject).endswith(n.lower()) or subject.endswith(n.lower())
            for n in ptype.names if n)


def _told_by_verb(text: str, start: int, end: int) -> int | None:
    """Where the verb or copula that tells the size at `start`-`end` begins ("wears a",
    "he's a": at its "'s"), when the size ends what is said of it; else None."""
    if not _ENDS_AS_SIZE.match(text[end:]):
        return None
    offset = max(0, start - 40)
    before = text[offset:start]
    verb = re.search(rf"(?<![a-z]){_SIZE_VERB}\s*$", before)
    if verb:
        return offset + verb.start()
    cop = _COPULA_SIZE.search(before)
    return offset + cop.end("subj") if cop and _sized_subject(cop.group("subj")) else None


def _answer_clause(text: str, start: int, end: int) -> tuple[int, int]:
    """The clause holding `start`-`end`: from the mark before to the mark after."""
    # (a space beside a Chinese character is a comma typed in chat: "M就好 她很瘦", "41 他脚背高")
    marks = re.compile(rf"[,.;!?，。；！？]|(?<![a-z])but(?![a-z])|(?<=[{CJK_RANGE}])\s+|\s+(?=[{CJK_RANGE}])")
    begin = max((m.end() for m in marks.finditer(text, 0, start)), default=0)
    stop = marks.search(text, end)
    return begin, stop.start() if stop else len(text)


# A hesitation typed with its sound drawn out ("ummm", "hmmmm", "uhhh", "errr", "mmm"): a
# filler however many letters it has.
_HESITATION = re.compile(r"u+h*m+|h+m+|u+h+|e+r+m*|a+h+|o+h+|m+")


def _only_fillers(rest: str) -> bool:
    tokens = re.findall(rf"[a-z']+|[{CJK_RANGE}]|[a-z0-9]", _ZH_HEDGE.sub(" ", rest))
    return all(t in _FILLER_WORDS or t in _FILLER_CHARS or _HESITATION.fullmatch(t) for t in tokens)


@dataclass
class Size:
    value: str | None = None
    spans: list[tuple[int, int]] = field(default_factory=list)


# A region's chart in Chinese, said before the size in the same clause: the country (or its
# one-character short form) with a word of the size scale after it.
_ZH_CHART_BEFORE = re.compile(r"(?P<where>英国|美国|欧洲|英|美|欧)(?:的)?(?:尺码|码数|鞋码|尺寸|码|标准|标)(?:表|对照表)?"
                              r"[^，,。；;！!？?\d零〇一二两三四五六七八九十]{0,6}$")
_ZH_CHART_REGION = {"英国": "UK", "英": "UK", "美国": "US", "美": "US", "欧洲": "EU", "欧": "EU"}


def _region_of(text: str) -> str | None:
    for pattern, region in _REGION_WORDS:
        if pattern.fullmatch(text.strip()):
            return region
    return None


def names_region(text: str) -> bool:
    """A shoe-size scale is named somewhere in `text` ("UK", 美码, "in European sizing")."""
    return bool(re.search(rf"(?<![a-z]){_REGION}(?![a-z])|(?<![a-z]){_REGION_AFTER}(?![a-z])", text.lower()))


def shoe_size(value: float, region: str | None) -> str | None:
    """The size slot for a number: EU sizes bare ("42"), US/UK with their scale ("US 9").
    A number with no scale is EU when it looks like one (30-50), else US."""
    if region in ("US", "UK"):
        return f"{region} {fmt_number(value)}" if 1 <= value <= 16 else None
    if region in ("EU", "CN"):
        return fmt_number(value) if 15 <= value <= 50 else None
    if 17 <= value <= 50:
        return fmt_number(value)
    if 1 <= value <= 16:
        return f"US {fmt_number(value)}"
    return None


def _names_footwear(text: str) -> bool:
    from agent.product_types import find_types

    return any(t.domain.value == "footwear" and t.sized for t in find_types(text))


def is_shoe_size(value: str | None) -> bool:
    """A size slot that only a shoe has: an EU number (a foot length is read as one) or a
    US/UK number. Letter sizes and waists are clothes'."""
    return bool(value) and bool(re.fullmatch(r"(?:(?:US|UK) )?\d{1,2}(?:\.5)?", value)) and \
        (not value[0].isdigit() or 17 <= float(value) <= 50)


def _worn_after(text: str, end: int) -> bool:
    """The noun right after `end` (past 的) names a thing that comes in sizes (the product-type
    table's `sized`: clothes and shoes, not a hat or a box)."""
    return _worn_named(text, end) is not None


def _worn_named(text: str, end: int):
    """The sized product type named right after `end` (past 的): by a name it starts with,
    or, in English, by the head noun that ends the phrase ("school shoes", "rain boots")."""
    from agent.product_types import type_of_title

    rest = re.match(rf"\s*的?\s*([{CJK_RANGE}a-z0-9\-]+(?:\s+[a-z\-]+)?)", text[end:end + 24])
    if not rest:
        return None
    said = rest.group(1).lower()
    ptype = type_of_title(said)
    if ptype is None or not ptype.sized:
        return None
    ends = (said, singular_tail(said)) if " " in said else ()
    if any(said.startswith(n.lower()) or any(e.endswith(" " + n.lower()) for e in ends)
           for n in ptype.names if n):
        return ptype
    return None


_FOR_WHOM = re.compile(r"\s*,?\s+for\s+(?:(?:the|my|this|that|a|an|his|her|our|their)\s+)?"
                       r"(?:(?:son|daughter|kid|wife|husband|partner|mum|mom|dad|boy|girl)'s\s+)?")


def _for_worn(text: str, end: int) -> bool:
    """"for the rain jacket" right after `end`: what is said before is that worn thing's size."""
    lead = _FOR_WHOM.match(text[end:])
    return bool(lead) and _worn_after(text, end + lead.end())


# What may stand before a size that opens its clause: an article, a word of assent.
_CLAUSE_OPENING = re.compile(r"(?:^|[,.;:!?，。；：！？]|(?<![a-z])(?:and|so|ok|okay|oh|then|but))\s*"
                             r"(?:(?:a|an|size|sz)\s+)?$")


def _shoe_for_after(text: str, n: Num) -> str | None:
    """"Forty-one for the school shoes", "a nine for the rain boots, thanks": a number that
    opens its clause, then the shoes it is for, ending the clause: their size. (A price is
    said with a currency or a verb of paying before it, and is read first.)"""
    if not (33 <= n.value <= 48 or 4 <= n.value <= 16) or \
            not _CLAUSE_OPENING.search(text[max(0, n.start - 12):n.start]):
        return None
    lead = _FOR_WHOM.match(text[n.end:])
    if not lead:
        return None
    ptype = _worn_named(text, n.end + lead.end())
    if ptype is None or ptype.domain.value != "footwear":
        return None
    head = re.match(r"\s*([a-z\-]+(?:\s+[a-z\-]+)?)", text[n.end + lead.end():])
    after = n.end + lead.end() + (head.end() if head else 0)
    return shoe_size(n.value, None) if _clause_ends(text, after) else None


# "鞋子要四十二的", "运动鞋来双43的", "loafers in 10.5", "trainers, eleven and a half": a shoe
# named, a verb of wanting (or "in", or only a comma), then a number told as the one wanted,
# ending its clause: the shoe's size (33-48 is European, the only scale that runs so high; 4-16 is a US one, as a bare size is read).
_ZH_SHOE_WANTED = re.compile(rf"([{CJK_RANGE}]{{1,4}}?)(?:我)?(?:要|选|买|来|拿|穿)(?:一?双)?$")
# The size grown into, the shoe named anywhere before: 现在已经穿到37了, 脚又长到四十了.
_ZH_GROWN_TO = re.compile(r"(?:穿|换|涨|长|升)到$")
_EN_SHOE_IN = re.compile(r"([a-z][a-z\-]*(?:\s+[a-z][a-z\-]*)?)(?:\s+in|\s*[,:]|\s+[\-–—])\s+(?:an?\s+)?$")


def _shoe_wanted_before(text: str, n: Num) -> str | None:
    zh = _ZH_SHOE_WANTED.search(text[max(0, n.start - 8):n.start])
    en = _EN_SHOE_IN.search(text[max(0, n.start - 30):n.start])
    if _ZH_GROWN_TO.search(text[max(0, n.start - 2):n.start]) and 33 <= n.value <= 48 and \
            _ZH_PREDICATE_END.match(text[n.end:]) and _names_footwear(text[:n.start]):
        return shoe_size(n.value, None)
    if zh and 33 <= n.value <= 48 and _ZH_PREDICATE_END.match(text[n.end:]):
        said = zh.group(1)
    elif en and (33 <= n.value <= 48 or 4 <= n.value <= 16) and _PREDICATE_END.match(text[n.end:]):
        said = en.group(1)
    else:
        set_off = _sized_set_off(text, n.start)
        if set_off is None or not (33 <= n.value <= 48 or 4 <= n.value <= 16) or \
                not _clause_ends(text, n.end):
            return None
        said = set_off
    if not _footwear_said(said):
        return None
    return shoe_size(n.value, None)


def _footwear_said(said: str) -> bool:
    """The words name shoes: a footwear type, or a Chinese compound whose head (its last
    character or two: 校鞋, 雪地靴) is one."""
    from agent.product_types import type_of_title

    said = said.strip()
    heads = [said]
    if re.search(rf"[{CJK_RANGE}]$", said):
        heads += [said[-2:], said[-1:]]
    for head in heads:
        ptype = type_of_title(head)
        if ptype is not None and ptype.domain.value == "footwear" and \
                (head == said or any(n == head for n in ptype.zh if n)):
            return True
    return False


def _clause_ends(text: str, end: int) -> bool:
    return bool(_PREDICATE_END.match(text[end:]) or _ZH_PREDICATE_END.match(text[end:]))


# A size said after the thing it sizes, set off by a comma, a colon or a dash ("running tee,
# small", "卫衣，中号的", "trail shoes - 42"): the words right before the mark end in the
# name of a sized type.
# A space alone sets it off too ("slippers 38.5", "hoodie L", "凉鞋 39.5"), and a Chinese
# name may touch it (凉鞋39): the size must then still end its clause.
_SET_OFF = re.compile(rf"([{CJK_RANGE}a-z0-9][{CJK_RANGE}a-z0-9'\- ]{{0,30}}?)\s*(?:[,:，：]|\s[\-–—]|\s|"
                      rf"(?<=[{CJK_RANGE}]))\s*(?:(?:in|size|sz|要|穿|选|来)\s*)?$")


def _sized_set_off(text: str, start: int) -> str | None:
    """The name of the sized thing set off right before `start`, as said, or None."""
    from agent.product_types import type_of_title

    m = _SET_OFF.search(text[max(0, start - 34):start])
    if not m:
        return None
    said = m.group(1).strip()
    # Only the name's own words: the last two English words, the last few Chinese characters
    # (and a Chinese compound by its head, the last one or two: 校鞋 is a 鞋).
    zh = re.search(rf"[{CJK_RANGE}]$", said)
    for tail in ((said[-6:], said[-2:], said[-1:]) if zh else (" ".join(said.split()[-2:]),)):
        ptype = type_of_title(tail)
        if ptype is None or not ptype.sized:
            continue
        names = [n.lower() for n in ptype.names if n]
        if any(tail.endswith(n) or singular_tail(tail).endswith(n) for n in names):
            return tail
    return None  # no sized type, or one named inside, not as the thing before the mark


def singular_tail(words: str) -> str:
    from agent.product_types import singular

    head, _, last = words.rpartition(" ")
    return f"{head} {singular(last)}".strip()


# "forty and a half in those canvas sneakers", "an eleven in the trail runners": a number,
# then the shoes it is wanted in, named after a determiner, to the clause's end.
# (a word of politeness may stand between the number and its shoes: "Forty-two, please, in
# trail shoes")
_POLITE_BETWEEN = r"(?:\s*,?\s*(?:please|pls|plz|if\s+possible|if\s+you\s+can)\s*,?)?"
_IN_THOSE = re.compile(r"^" + _POLITE_BETWEEN + r"\s+in\s+(?:those|these|the|that|this|my|your|their|a\s+pair\s+of)\s+"
                       r"([a-z][a-z'\- ]{1,40}?)\s*(?=[,.;!?]|$|(?:and|but|please|for)(?![a-z]))")
# With no determiner the shoes are named bare ("Forty-three in wellies for the allotment",
# "a ten in steel toecap boots"): only where the number opens its clause, as an order does,
# and the phrase's last word is the shoe's head noun ("forty in cash", "an 8 in red suede"
# name none).
_IN_BARE = re.compile(r"^" + _POLITE_BETWEEN + r"\s+in\s+([a-z][a-z\-]*(?:\s+[a-z][a-z\-]*){0,3}?)\s*"
                      r"(?=[,.;!?]|$|(?:and|but|please|for|with)(?![a-z]))")


def _shoe_in_after(text: str, n: Num) -> str | None:
    from agent.product_types import type_of_title

    m = _IN_THOSE.match(text[n.end:])
    if not m and _CLAUSE_OPENING.search(text[max(0, n.start - 12):n.start]):
        m = _IN_BARE.match(text[n.end:])
        head = m.group(1).split()[-1] if m else ""
        if m and not (_footwear_said(head) or _footwear_said(singular_tail(head))):
            m = None
    if not m or not (33 <= n.value <= 48 or 4 <= n.value <= 16):
        return None
    ptype = type_of_title(m.group(1))
    if ptype is None or ptype.domain.value != "footwear" or not ptype.sized:
        return None
    return shoe_size(n.value, None)


# A number that is a clause of its own after a shoe request ("wellies for the allotment,
# thirty-eight", "chelsea boots in tan for my brother's wedding, 44", 雨靴，给我爸下地穿的，
# 四十二): the shoe named in an earlier clause, with words of whom or what for between, and
# the number set apart by a mark. Only 33-48 (the European scale, which nothing counted in a
# shoe request reaches) or a US one said with its article ("..., a ten"): a bare "6" after
# "flip-flops for the beach" may count pairs.
_OWN_CLAUSE_BEFORE = re.compile(r"[,，;；:：—–]\s*(?P<article>(?:a|an)\s+)?$")
_OWN_CLAUSE_AFTER = re.compile(r"^\s*(?:(?:please|pls|thanks|thank\s+you|ta)(?![a-z]))?\s*"
                               r"(?:的)?(?:吧|哦|啊|呀|谢谢)?\s*[.!。！]*\s*$")


def _shoe_clause_alone(text: str, n: Num) -> str | None:
    lead = _OWN_CLAUSE_BEFORE.search(text[max(0, n.start - 8):n.start])
    if not lead or not _OWN_CLAUSE_AFTER.match(text[n.end:]):
        return None
    # (a child's European size, 16-32, only when the request is for a child: "kids'
    # trainers for my youngest, a twenty six")
    if not (33 <= n.value <= 48 or (lead.group("article") and 4 <= n.value <= 16) or
            (16 <= n.value < 33 and n.value * 2 == int(n.value * 2) and _kid_worn(text))):
        return None
    if _CUR_BEFORE.search(text[max(0, n.start - 8):n.start]) or not _names_footwear(text[:n.start]):
        return None
    return shoe_size(n.value, None)


# A trouser waist: "腰围三十二", "腰围32寸", "waist 32", "a 32 waist", "W32"; in inches (22-50),
# or told in centimetres (腰围81厘米, "waist 81 cm") and converted. The slot is "W32": no shoe
# or letter size, so a title's sizes are never compared with it (title_size.wanted_range).
_WAIST_BEFORE = re.compile(r"(?:腰围|腰围是|腰围大概|(?<![a-z])(?:waist(?:\s+(?:size|is|of))?|w))\s*:?\s*$")
_WAIST_AFTER = re.compile(r"^\s*(?:[\-\s]?(?:inch(?:es)?|in|\"|寸))?\s*(?:(?<![a-z])waist(?![a-z])|腰)")
_INCH_OR_CM = re.compile(r"^\s*(?:(?P<cm>cm|厘米|公分)|inch(?:es)?|\"|寸)?")


def _waist(text: str, numbers: list[Num]) -> tuple[str, tuple[int, int]] | None:
    for n in numbers:
        before = _WAIST_BEFORE.search(text[max(0, n.start - 10):n.start])
        after = _WAIST_AFTER.match(text[n.end:n.end + 12])
        if not (before or after):
            continue
        unit = _INCH_OR_CM.match(text[n.end:])
        inches = n.value / 2.54 if unit.group("cm") or (before and n.value >= 55) else n.value
        if 22 <= inches <= 50:
            start = n.start - len(before.group(0)) if before else n.start
            return f"W{round(inches)}", (start, n.end + (after.end() if after else unit.end()))
    return None


# A size told of the past ("以前穿三十六码", "she wore a 7 last year", 去年穿四十码): the one
# worn then, not the one asked for when another size is said after it.
_PAST_SIZE = re.compile(r"以前|之前|去年|前年|原来|过去|小时候|那时候?|曾经|上次|上回|"
                        r"(?<![a-z])(?:last\s+(?:year|time|winter|summer|spring|autumn|fall|season)|"
                        r"used\s+to|wore|previously|back\s+then|a\s+year\s+ago|years\s+ago|was\s+(?:a|an|in)\s+(?:size\s+)?\d)(?![a-z])")
# A count of times or a stretch of time after the number (穿三次就破, 穿一周不用洗, "wore them
# 3 days"): what a verb of wearing counts then is wearings, no size.
_COUNTED_AFTER = re.compile(r"^\s*(?:个|多|来)?(?:天|次|年|月|周|星期|礼拜|小时|钟头|回|遍|趟|季|晚|夜|日|"
                            r"(?:days?|times?|weeks?|months?|years?|hours?|nights?|seasons?|washes)(?![a-z]))")
_SIZE_CLAUSE_END = re.compile(r"[,，;；。.!！?？]|\s(?:but|so|and\s+now)\s")


def read_size(text: str, *, asked: bool = False) -> Size:
    """The size said in `text` (shoe or clothing). `asked`: the size question is open, so a
    bare value ("四十一", "a 10", "eight and a half", "我穿M") answers it. A size told of the
    past gives way to a size said after its clause (the one asked for now)."""
    out = _read_size(text, asked=asked)
    if out.value is None or not out.spans:
        return out
    start, end = out.spans[0]
    opens = max((m.end() for m in _SIZE_CLAUSE_END.finditer(text, 0, start)), default=0)
    closes = _SIZE_CLAUSE_END.search(text, end)
    if not closes or not _PAST_SIZE.search(text[opens:closes.start()]):
        return out
    later = _read_size(text[closes.end():], asked=asked)
    if later.value is None:
        return out
    shift = closes.end()
    # (the past size is used up too: no 三十六码 left to search)
    return Size(later.value, out.spans + [(a + shift, b + shift) for a, b in later.spans])


# Children's clothes are sized by the child's height in centimetres (the CN charts run 52, 59,
# 66 ... 90, 100 ... 170: "130码", "size 140", "穿120的", "身高130", "he's 120 cm tall",
# 身高一米三): the one size scale whose numbers pass 50, so no shoe size is ever read from it.
# A bare "120cm" measures whatever it stands before (120cm的书桌) and is a height only when
# told as one (身高, tall) or worn by a child the request names. The slot is the number ("130").
_HEIGHT_BEFORE = re.compile(r"(?:身高|个子|(?<![a-z])(?:height|stands?|tall)(?:\s+(?:is|of))?)\s*"
                            r"(?:是|有|大概|大约|约|about|around|:)?\s*$")
_HEIGHT_AFTER = re.compile(r"^\s*(?:cm|centimet(?:re|er)s?|厘米|公分)?\s*(?:tall|high)(?![a-z])")
_METRE = re.compile(r"^\s*(?:米|m(?![a-z]))")
# The children's scale named beside the number (童装130, 童码120, "kids size 140", "a 130 in
# children's sizes", "110 in kids' sizing"): the number is a height size, told as one (the
# Chinese children's garment standard, GB/T 1335.3, labels a size by the child's height in cm).
_KIDS_SCALE = r"(?:kids?|children|child|youth|boys|girls)(?:'s|s'|')?"
_KIDS_SCALE_BEFORE = re.compile(rf"(?:童装|童码|儿童码|儿童尺码|童装尺码|(?<![a-z]){_KIDS_SCALE}\s+(?:size|sizing))"
                                r"\s*(?:是|穿|要|:)?\s*$")
# (on the children's labels, in their clothes: "110 on kids' labels", "the 120 in children's
# clothes")
_KIDS_SCALE_AFTER = re.compile(rf"^\s*(?:码|号)?\s*(?:in|on|from)\s+(?:the\s+)?{_KIDS_SCALE}\s+"
                               r"(?:siz(?:es|ing)|range|chart|labels?|tags?|clothes|clothing|wear|section|department)"
                               r"(?![a-z])")


# The scale a letter size is read on, named right after it: a cut, a fit or a chart, whose
# (men's, women's, kids') said or not; a range or a section only with whose.
_SCALE_NAMED_AFTER = re.compile(
    # (a word or two may say which: "in the slim fit", "on the men's regular cut")
    r"^\s+(?:in|on|by|from|going\s+by)\s+(?:the\s+|a\s+)?(?:[a-z'\-]+\s+){0,2}?"
    r"(?:cut|fit|sizing|size\s+chart|chart)(?![a-z])|"
    rf"^\s+(?:in|on|from)\s+(?:the\s+)?(?:{_WHOSE}|unisex)\s+(?:sizes|range|labels?|line|section|department)(?![a-z])")


def _kid_worn(text: str) -> bool:
    """The request is for a child (a kids' person or product word of data/recipients.json)."""
    from agent.language.recipient import read_recipient

    found = read_recipient(text)
    return found is not None and found.group == "kids"


def _height_size(text: str, numbers: list[Num], asked: bool) -> tuple[str, tuple[int, int]] | None:
    for i, n in enumerate(numbers):
        before = text[max(0, n.start - 16):n.start]
        after = text[n.end:n.end + 12]
        value, end = n.value, n.end
        metre = _METRE.match(after)
        if metre and 1 <= value < 2:  # 一米三, 1.3 m: the height in metres
            value = round(value * 100) if value != int(value) else 100.0
            end = n.end + metre.end()
            nxt = numbers[i + 1] if i + 1 < len(numbers) else None
            if value == 100 and nxt is not None and nxt.start == end and nxt.value < 10:
                value, end = 100 + nxt.value * 10, nxt.end  # 一米三: 130
            elif nxt is not None and nxt.start == end and value == 100:
                continue
        if not (50 <= value <= 180 and value == int(value)):
            continue
        lead = _HEIGHT_BEFORE.search(before) or _KIDS_SCALE_BEFORE.search(before) or \
            re.search(rf"(?<![a-z])(?:size|sz|wears?|takes?|尺码|码数|号码|穿)\s*(?:an?\s+|the\s+)?{_SIZE_IS}$", before) or \
            re.search(r"(?<![a-z])(?:'s|is|are|'re|am|'m|was)\s+(?:now\s+|still\s+)?in\s+the\s+$", before)
        suffix = _SIZE_SUFFIX.match(text[end:]) or _CM.match(text[end:])
        tall = _HEIGHT_AFTER.match(text[end:]) or _KIDS_SCALE_AFTER.match(text[end:])
        told = bool(_HEIGHT_BEFORE.search(before) or _KIDS_SCALE_BEFORE.search(before) or tall)
        worn = _kid_worn(text) or asked
        if metre and not told:
            continue  # 一米五的床, 儿童床1.2米: a width
        if not (told or metre or (lead and worn) or (suffix and worn and (
                _SIZE_SUFFIX.match(text[end:]) or _CM_ENDS.match(text[end + suffix.end():])))):
            continue
        if _NOT_MONEY_AFTER.match(text[end:]) is None and not (lead or told):
            continue
        start = n.start - (len(before) - lead.start()) if lead else n.start
        stop = end + (tall.end() if tall else suffix.end() if suffix else 0)
        return fmt_number(value), (max(0, start), stop)
    return None


_ACROSS_MAKERS = re.compile(r"^\s*(?:in|with|at|for|across)\s+(?:most|all|every|nearly\s+all|almost\s+all|"
                            r"most\s+other|the\s+usual|lots\s+of|many)\s+(?:of\s+the\s+)?"
                            r"(?:brands?|makes?|makers?|labels?|shops?|stores?)(?![a-z])")


def _read_size(text: str, *, asked: bool = False) -> Size:
    out = Size()
    m = _ONE_SIZE.search(text)
    if m:
        out.value = "ONE SIZE"
        out.spans.append(m.span())
        return out
    numbers = find_numbers(text)
    waist = _waist(text, numbers)
    if waist:
        out.value = waist[0]
        out.spans.append(waist[1])
        return out
    height = _height_size(text, numbers, asked)
    if height:
        out.value = height[0]
        out.spans.append(height[1])
        return out
    for n in numbers:
        before = text[max(0, n.start - 16):n.start]
        after = text[n.end:n.end + 10]
        if _GLUED_LETTER.match(after):
            continue  # "size 2XL" is XXL, not US 2
        if _COUNTED_AFTER.match(after):
            continue  # 穿三次, 穿一周, 穿了两个月: how long or how often, never a size
        cm = _CM.match(text[n.end:n.end + 16])  # ("centimetres" is longer than `after`)
        length = n.value
        if not cm:
            cm = _MM.match(text[n.end:n.end + 16])
            length = n.value / 10
        if cm and 18 <= length <= 33 and (_FOOT.search(text) or asked or (_HEEL_TO_TOE.search(text) and
                                                   _MEASURE_GOES_ON.match(text[n.end + cm.end():])) or (
                _CM_ENDS.match(text[n.end + cm.end():]) and
                (_FOOT_PART.search(text) or _names_footwear(text)))):
            out.value = fmt_number(eu_from_foot_cm(length))
            lead = _FOOT_LENGTH.search(before)  # "脚长26.5厘米": no 脚长 left to search
            out.spans.append((n.start - (len(before) - lead.start()) if lead else n.start,
                              n.end + cm.end()))
            return out
        # A foot length needs no unit ("脚长26.5", "foot length is 25"): no shoe size is
        # told as the foot's length, and 18-33 cm is the only length a foot has.
        told = _FOOT_LENGTH.search(before)
        if told and 18 <= n.value <= 33 and not _SIZE_SUFFIX.match(after):
            out.value = fmt_number(eu_from_foot_cm(n.value))
            out.spans.append((n.start - (len(before) - told.start()), n.end))
            return out
        rb = re.search(rf"({_REGION})\s*(?:{_WHOSE}\s*)?(?:size\s*)?$", before)
        ra = re.match(rf"^\s*({_REGION})(?![a-z])", after)
        region = _region_of(rb.group(1)) if rb else _region_of(ra.group(1)) if ra else None
        # The scale said after the number: "43 in european sizes", "an 8 in UK sizing",
        # "a size 10 in UK", "an eleven on the US scale".
        # (or by the chart it is read on: "nine and a half by the UK chart", "a 7 going by the
        # British table", "an 8 according to the US system")
        tail = None if region else re.match(
            rf"^\s*(?:in|on|by|per|off|going\s+by|according\s+to)\s+(?:the\s+|a\s+)?({_REGION_AFTER})(?![a-z])"
            r"(?:\s+(?:sizes?|sizing|scale|measurements?|charts?|tables?|system|conversion|labels?)(?![a-z]))?",
            text[n.end:])
        if tail and not (tail.group(0).lstrip().startswith(("in", "on")) or
                         re.search(r"(?:size|sizing|scale|measurement|chart|table|system|conversion|label)s?$",
                                   tail.group(0))):
            tail = None  # "by the UK" alone names a place, not a chart
        region = region or (_region_of(tail.group(1)) if tail else None)
        # A Chinese chart named earlier in the clause, the number then worn or sized by it
        # (按英国尺码表穿七号, 用美国码是九码, 欧洲尺码的话穿四十二)
        chart = None if region else _ZH_CHART_BEFORE.search(text, 0, n.start)
        if chart and (_SIZE_SUFFIX.match(after) or re.search(r"(?:穿|是|要|选)\s*$", before)):
            region = _ZH_CHART_REGION[chart.group("where")]
        # The scale told in a clause of its own that ends the message, the shoes named before
        # ("越野跑鞋给我找双10.5的，男款美码", "trail shoes in 10.5, men's US"): it is the number's.
        late = None if region else _REGION_CLAUSE_AFTER.match(text[n.end:])
        if late and (asked or _names_footwear(text[:n.start])):
            region, tail = _region_of(late.group(1)), late
        if region is None and n.start and text[n.start - 1] in _ZH_REGION_CHAR and \
                text[n.start].isdigit() and (asked or _names_footwear(text)) and \
                _clause_ends(text, n.end):
            region = _ZH_REGION_CHAR[text[n.start - 1]]  # 球鞋 老公美10
            rb = re.search(r".$", before)
        suffix = _SIZE_SUFFIX.match(after)
        if _ZH_MONTH_BEFORE.search(before) or re.match(rf"\s*号(?:人|{_ZH_DAY_AFTER})", after):
            continue  # 五月二十号, 二十号人, 八号出发: a day or a head count, no size
        # Sizes differ from maker to maker, prices do not: a number told across the makers
        # ("38 in most brands", "a 9 in every shop", 大部分牌子都是38) is a size.
        across = _ACROSS_MAKERS.match(text[n.end:])
        suffix = suffix or across
        word = re.search(rf"(?<![a-z]){_SIZE_NOUN}[\s\-]*{_SIZE_IS}(?:{_REGION}\s*)?$", before) or \
            re.search(rf"(?<![a-z]){_WHOSE}\s*(?:size\s*)?$", before)
        if not word and _ZH_PREDICATE_END.match(text[n.end:]):
            self_is = _ZH_SELF_IS.search(before)
            if self_is and not _ZH_SELF_NOT_SIZE.search(self_is.group("mid")):
                word = self_is
        if not word and _FITS_AFTER.match(text[n.end:]):
            # the number as the subject of a fit, as a letter size is ("A 37 usually fits me
            # fine", 平常37的都合脚): what fits the shopper is the size
            word = re.search(r"$", before)
        if not word and _ENDS_AS_SIZE.match(text[n.end:]):
            # told by a verb of wearing ("wears a forty-three in loafers") or a copula of a
            # person or a sized thing ("he's a 10", "the slippers are a 39 in Chinese sizing")
            word = re.search(rf"(?<![a-z]){_SIZE_VERB}[\s\-]*{_SIZE_IS}(?:{_REGION}\s*)?$", before)
            told_from = None if word else _told_by_verb(text, n.start, n.end)
            if told_from is not None:
                # the copula goes with the size ("the slippers [are a 39]"): the thing and
                # who wears it are left to search
                before = text[told_from:n.start]
                word = re.match(r"", before)
        half = re.match(r"^\s*半", text[n.end + suffix.end():]) if suffix else None
        if suffix and _RELATIVE_SIZE.search(before) and n.value <= 3:
            continue  # 大一号, 小半码: a step from the size worn, not a size
        wanted = None if (region or suffix or word) else _shoe_wanted_before(text, n)
        if wanted:
            out.value = wanted
            out.spans.append((n.start, n.end))
            return out
        wanted = None if (region or suffix or word) else _shoe_for_after(text, n)
        if wanted:
            out.value = wanted
            article = re.search(r"(?<![a-z])an?\s+$", before)
            out.spans.append((n.start - (len(article.group(0)) if article else 0), n.end))
            return out
        wanted = None if (region or suffix or word) else _shoe_in_after(text, n)
        if wanted:
            # "an eleven in the trail runners": the article and the "in" go with the size,
            # and the shoes are left to search.
            article = re.search(r"(?<![a-z])an?\s+$", before)
            out.value = wanted
            said_in = re.match(_POLITE_BETWEEN + r"\s+in", text[n.end:])
            out.spans.append((n.start - (len(article.group(0)) if article else 0),
                              n.end + said_in.end()))
            return out
        wanted = None if (region or suffix or word) else _shoe_clause_alone(text, n)
        if wanted:
            article = re.search(r"(?<![a-z])an?\s+$", before)
            out.value = wanted
            out.spans.append((n.start - (len(article.group(0)) if article else 0), n.end))
            return out
        if region or suffix or word:
            value = n.value + (0.5 if half and n.value == int(n.value) else 0)
            size = shoe_size(value, region)
            if size is None:
                continue
            start = n.start - (len(before) - (rb or word).start()) if (rb or word) else n.start
            end = n.end + max((ra.end() if ra else 0), (suffix.end() if suffix else 0))
            if half:
                end = n.end + suffix.end() + half.end()
            if tail:
                end = n.end + tail.end()
            out.value = size
            out.spans.append((max(0, start), end))
            return out
    for m in re.finditer(rf"(?<![a-z0-9])({_LETTER_RE})(?![a-z0-9])", text):
        key = m.group(1)
        before = text[max(0, m.start() - 12):m.start()]
        after = text[m.end():m.end() + 4]
        strong = len(key) >= 2 and key not in _WORD_SIZES and not key.endswith("码")
        context = re.search(rf"(?<![a-z]){_SIZE_NOUN}\s*{_SIZE_IS}$", before) or _SIZE_SUFFIX.match(after) \
            or key.endswith("码") or \
            (re.search(rf"(?<![a-z]){_SIZE_VERB}\s*{_SIZE_IS}$", before) and
             _ENDS_AS_SIZE.match(text[m.end():]))
        told_from = _told_by_verb(text, m.start(), m.end())
        context = context or told_from is not None
        self_is = _ZH_SELF_IS.search(before)
        context = context or bool(self_is and not _ZH_SELF_NOT_SIZE.search(self_is.group("mid")) and
                                  _ZH_PREDICATE_END.match(text[m.end():]))
        whole = asked and _only_fillers(text[:m.start()] + " " + text[m.end():])
        # The answer said in a clause of its own, the rest of the message about something
        # else ("Medium should do; she is between sizes", "Large would be fine, he likes
        # roomy fits"): the clause is the answer.
        clause = _answer_clause(text, m.start(), m.end()) if asked and not whole else None
        if clause and not _only_fillers(text[clause[0]:m.start()] + " " + text[m.end():clause[1]]):
            clause = None
        # "a hoodie in medium", 卫衣要中号的: a letter size said as what the thing comes in, at
        # the end of its clause. Before a noun it sizes that noun (大号收纳箱, "in small
        # batches") and is no size slot. (A Latin letter after a Chinese verb of choosing is
        # one too, 骑行服向来买S: no Chinese word is spelt so.)
        told = (re.search(r"(?<![a-z])in\s+(?:(?:a|an|the)\s+)?(?:size\s+)?$", before) and
                _PREDICATE_END.match(text[m.end():])) or \
            ((key[-1:] in "码号" or key in _ZH_BARE_STEPS or (key.isascii() and len(key) <= 4)) and
             re.search(r"(?:要|选|买|拿|挑|是|穿|来)(?:个|件|条|一个)?$", before)
             and _ZH_PREDICATE_END.match(text[m.end():]))
        # Before the noun of something worn it is that thing's size ("一件小号的T恤", "a medium
        # hoodie"); before any other noun it sizes the noun (大号收纳箱, "a small bin").
        # (spelt out with extra, before the worn thing too: "an extra small puffer vest")
        told = told or (key[-1:] in "码号" or key in _ZH_BARE_STEPS or key in _WORD_SIZES or
                        key.startswith(("extra ", "extra-", "x-"))) and _worn_after(text, m.end())
        # The size as the subject of a fit ("large fits him best", "a medium fits me fine",
        # 中号我穿着最合身): what fits the shopper, or the one it is for, is the size.
        told = told or bool(_FITS_AFTER.match(text[m.end():]))
        # "a medium in that shirt", "one large in the grey one": the size is what is ordered,
        # and the thing it is ordered in comes after (an article before, a determiner after;
        # "a small in-ear", "a large in oak" are no such order).
        told = told or bool(re.search(r"(?<![a-z])(?:a|an|one)\s+$", before) and
                            re.match(r"\s+in\s+(?:that|the|this|those|these|your|their)(?![a-z])",
                                     text[m.end():]))
        # "Medium for the rain jacket", "large for my son's hoodie": the size, then the worn
        # thing it is for ("a small for the kitchen" sizes nothing worn, and is no size).
        told = told or (not key.endswith(("码", "号")) and _for_worn(text, m.end()))
        # "running tee, small", "卫衣，中号的": the size set off after the sized thing, ending
        # its clause ("t-shirt, small batch cotton" goes on to describe the shirt).
        told = told or (_clause_ends(text, m.end()) and _sized_set_off(text, m.start()) is not None)
        # "large in the men's cut", "a medium on the women's chart": the size read on a
        # scale named after it
        told = told or bool(_SCALE_NAMED_AFTER.match(text[m.end():]))
        counted = key in _COUNTED  # "double XL": said only of sizes
        # "extra small", "x-large", "xx-large": said only of sizes.
        # At its clause's end only: before a noun it sizes the noun ("extra large bin").
        spelled = key.startswith(("extra ", "extra-", "x-", "xx-", "xxx-")) and \
            bool(_PREDICATE_END.match(text[m.end():]))
        if (strong and (re.fullmatch(r"[0-9x]*[a-z]*", key) or spelled) and
                key not in _WORD_SIZES) or counted \
                or context or whole or clause or told:
            out.value = _LETTER[key]
            suffix = _SIZE_SUFFIX.match(after)
            # "in extra small": the "in" that told the size goes with it (no "in" left in
            # the query).
            lead = re.search(r"(?<![a-z])in\s+(?:(?:a|an|the)\s+)?(?:size\s+)?$", before) or \
                re.search(r"(?<![a-z])(?:size|sz)\s*(?:is|:|=)?\s*$", before)  # "size large": no "size" left
            start = m.start() - (len(before) - lead.start()) if lead else \
                told_from if told_from is not None else m.start()
            # An answer of the size and fillers alone ("hmm, well, medium") is all used up:
            # no "well" left to search for.
            out.spans.append((0, len(text)) if whole else clause if clause else
                             (start, m.end() + (suffix.end() if suffix else 0)))
            return out
    if asked and len(numbers) == 1:
        n = numbers[0]
        # the whole message, or the clause the number stands in ("Thirty-nine, she has wide
        # feet"), is the answer
        for begin, end in ((0, len(text)), _answer_clause(text, n.start, n.end)):
            rest = text[begin:n.start] + " " + text[n.end:end]
            region = None
            for word in re.findall(rf"[a-z]+|[{CJK_RANGE}]{{2}}", rest):
                region = region or _region_of(word)
            if not _only_fillers(rest):
                continue
            if re.search(r"cm|厘米|公分", rest) and 18 <= n.value <= 33:
                out.value = fmt_number(eu_from_foot_cm(n.value))
            else:
                out.value = shoe_size(n.value, region)
            if out.value:
                out.spans.append((begin, end))
            break
    if out.value is None and any(33 <= n.value <= 48 for n in numbers) and (asked or _names_footwear(text)):
        bare = _bare_eu_size(text, numbers)
        if bare is not None:
            out.value, span = bare
            out.spans.append(span)
    return out


# A shoe size told bare, no size word, where the shoes (or the open size question) make it one:
# "I've always been a forty", "41 on a good day, 42 when my feet swell", "45 like all my
# trainers", 平时41，脚肿了就42, 跟我所有运动鞋一样45. Only the European scale's whole and half
# numbers 33-48, which a count, an age or a price in a shoe request is not told bare as: the
# number ends its clause or a word that qualifies it follows (no unit, no noun it counts), and
# no coin, word of price or of age stands before. The first told is the one usually worn.
_BARE_EU_AFTER = re.compile(
    r"^(?:\s*(?:[,.;:!?)，。；！？]|$)|的?(?:吧|呢|啊|哦|了)?\s*(?:[，。；！？,.;!?]|$)|"
    r"\s+(?:on|in|like|when|as|usually|mostly|normally|or|and|but|if|unless|most|these|nowadays|"
    r"since|same)(?![a-z]))")
_BARE_EU_NOT_BEFORE = re.compile(
    r"(?:(?<![a-z])(?:i'?m|he'?s|she'?s|they'?re|am|is|are|turn(?:s|ed|ing)?|aged?|over|under|"
    r"than|about|around|at|by|no\.?|number|room|page|only|just|pay|spend)\s*|[年岁第点月号楼层排#￥$£€]\s*)$")


def _bare_eu_size(text: str, numbers: list[Num]) -> tuple[str, tuple[int, int]] | None:
    for n in numbers:
        if not 33 <= n.value <= 48 or n.value * 2 != int(n.value * 2):
            continue
        before = text[max(0, n.start - 14):n.start]
        if _CUR_BEFORE.search(before) or _BARE_EU_NOT_BEFORE.search(before) or \
                _MAX_BEFORE.search(before) or _MIN_BEFORE.search(before) or _LEAD_BUDGET.search(before) or \
                not _BARE_EU_AFTER.match(text[n.end:]):
            continue
        size = shoe_size(n.value, None)
        if size is not None:
            article = re.search(r"(?<![a-z])an?\s+$", before)
            return size, (n.start - (len(article.group(0)) if article else 0), n.end)
    return None
