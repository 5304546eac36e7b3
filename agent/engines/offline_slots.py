"""Budgets, sizes and decisions: read before anything else and their words taken out, so
"不要超过500元" is a budget, not a dislike of "超过500元". Also the fixed open questions the
answer asks for a missing slot, and how a bare reply ("42", "60") answers one."""
from __future__ import annotations

import re
from types import MappingProxyType
from typing import TYPE_CHECKING

from agent.engines.base import PlanInput

if TYPE_CHECKING:  # built by offline_parse, which calls the readers below
    from agent.engines.offline_parse import Masked, Parse

# Open questions the answer may ask, one fixed text per slot and language. Fixed because an
# open question is resolved by exact match of its text (`_question_slot` below). Other code
# imports them from agent.engines.offline.
OPEN_QUESTIONS = MappingProxyType({
    "size": MappingProxyType({"zh": "请问你穿多大码？", "en": "What size do you wear?"}),
    "budget": MappingProxyType({"zh": "你的预算大概是多少？", "en": "What is your budget?"}),
    "color": MappingProxyType({"zh": "你想要什么颜色？", "en": "Which colour would you like?"}),
})

# ---- budgets, sizes, decisions ------------------------------------------------------------

_ZH_DIGITS = {"零": 0, "一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7,
              "八": 8, "九": 9}
_ZH_UNITS = {"十": 10, "百": 100, "千": 1000, "万": 10000}
_NUM = r"\d+(?:\.\d+)?|[零一二两三四五六七八九十百千万]+"
_CUR_PRE = r"us\$|\$|usd\s?|¥|rmb\s?|cny\s?"
_CUR_SUF = r"\s?(?:美元|美金|刀|块钱|块|元|人民币|rmb|cny|usd|dollars?|bucks|yuan|kuai)"
_USD = re.compile(r"\$|usd|美元|美金|刀|dollar|bucks")
_CNY = re.compile(r"¥|rmb|cny|元|块|人民币|yuan|kuai")


def _amount(tag: str) -> str:
    return (rf"(?P<pre{tag}>{_CUR_PRE})?\s?(?P<num{tag}>{_NUM})(?P<k{tag}>k(?![a-z]))?"
            rf"(?P<suf{tag}>{_CUR_SUF})?")


_BUDGET_PATTERNS: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("range", re.compile(rf"(?:预算|价格|价位|between)\s*(?:在|是|:)?\s*{_amount('a')}\s*"
                         rf"(?:到|至|-|~|—|and|to)\s*{_amount('b')}")),
    ("range", re.compile(rf"{_amount('a')}\s*(?:到|至|-|~|—|to)\s*{_amount('b')}(?=\s*(?:之间|以内|左右)?)"
                         rf"(?<=[元块刀金币\$a-z])")),
    ("max", re.compile(rf"(?:不要超过|不超过|别超过|不高于|低于|少于|最多|最高|顶多|控制在|小于|不能超过|"
                       rf"(?<![a-z])(?:(?:nothing|not|no(?:thing)? more than|none|anything)\s+(?:over|above|more than|beyond)|"
                       rf"under|below|less than|cheaper than|no more than|not more than|"
                       rf"at most|max(?:imum)?|up to|within|budget(?:\s+is|\s+of)?(?:\s+around|"
                       rf"\s+about)?|tops))\s*:?\s*{_amount('a')}")),
    ("max", re.compile(rf"预算(?:是|为|在|大概|大约|约|只有|就|:)*\s*{_amount('a')}\s*(?:左右|以内|以下|之内)?")),
    ("max", re.compile(rf"{_amount('a')}\s*(?:以内|以下|之内|内(?![衣裤])|封顶|为限|or less|or under|"
                       rf"or below|max(?![a-z])|tops|at most)")),
    ("max", re.compile(rf"(?P<prea>{_CUR_PRE})?\s?(?P<numa>{_NUM})(?P<ka>k(?![a-z]))?"
                       rf"(?P<sufa>{_CUR_SUF})\s*左右")),
    ("min", re.compile(rf"(?:至少|不低于|高于|大于|超过|(?<![a-z])(?:over|above|more than|at least|"
                       rf"min(?:imum)?|starting at))\s*:?\s*{_amount('a')}(?=\s*(?:$|[,.;!?，。；！？]|"
                       rf"以上|起))")),
    ("min", re.compile(rf"{_amount('a')}\s*(?:以上|起)")),
)

_SIZE_VAL = r"(?P<val>\d{1,2}(?:\.5)?|xxxl|xxl|xxs|[2-5]xl|xl|xs|s|m|l)"
_SIZE_PATTERNS = (
    re.compile(rf"(?:尺码|尺寸|码数|鞋码|号码)(?:是|为|:|要)?\s*(?:(?P<region>eu|us|uk)\s*)?"
               rf"{_SIZE_VAL}(?![a-z\d.])(?:码|号)?"),
    re.compile(rf"穿\s*(?:(?P<region>eu|us|uk)\s*)?{_SIZE_VAL}(?![a-z\d.])(?:码|号|的)?"),
    re.compile(rf"(?<![a-z])i\s+(?:wear|take)\s+(?:a\s+|an\s+)?(?:size\s+)?(?:(?P<region>eu|us|uk)\s*)?"
               rf"{_SIZE_VAL}(?![a-z\d])"),
    re.compile(rf"(?<![a-z\d.到至~\-])(?:(?P<region>eu|us|uk)\s*)?{_SIZE_VAL}\s*(?:码|号(?!线|电池))"),
    re.compile(rf"(?<![a-z])size\s*(?:is\s*|:\s*)?{_SIZE_VAL}\s*(?P<region>eu|us|uk)(?![a-z\d])"),
    re.compile(rf"(?<![a-z])size\s*(?:is\s*|:\s*)?(?:(?P<region>eu|us|uk)\s*)?{_SIZE_VAL}(?![a-z\d])"),
    re.compile(r"(?<![a-z\d.])(?P<val>\d{1,2}(?:\.5)?)\s*(?P<region>eu|us|uk)(?![a-z\d])"),
    re.compile(r"(?<![a-z])(?P<region>eu|us|uk)\s*(?P<val>\d{1,2}(?:\.5)?)(?![a-z\d])"),
)
_BARE_ANSWER = re.compile(
    rf"^\s*(?:(?:好的|好|嗯|那|就|ok|okay|sure|yes|yeah|oh|um)[\s,，.。!！]*)?"
    rf"(?:size\s*|尺码\s*|(?:i\s+)?wear\s+(?:a\s+|an\s+|size\s+)?|我?穿\s*)?(?:(?P<region>eu|us|uk)\s*)?"
    rf"(?:{_SIZE_VAL}|(?P<num>\d+(?:\.\d+)?))\s*(?:码|号|的|吧|呢|哦|啊|please)?\s*[.!。！]?\s*$")

_ORDINALS = {"一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "first": 1, "second": 2,
             "third": 3, "fourth": 4, "fifth": 5, "1st": 1, "2nd": 2, "3rd": 3, "4th": 4, "5th": 5,
             "last": 0, "最后": 0}
_DECISIONS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"(?:用|使用|就用|送到|寄到)默认(?:的)?(?:收货|收件|配送)?地址"), "address"),
    (re.compile(r"(?<![a-z])(?:use|ship to|send (?:it )?to)\s+(?:my\s+|the\s+)?default\s+"
                r"(?:shipping\s+|delivery\s+)?address"), "address"),
    (re.compile(r"(?P<verb>就要|就选|就买|要|选|买|拍|下单|订|来)?\s*(?:第(?P<n>[一二两三四五\d])|(?P<last>最后))"
                r"\s*(?:个|款|件|双|台|只|条|个商品)"), "pick"),
    (re.compile(r"(?<![a-z])(?:i'?ll\s+|i will\s+|let'?s\s+|let me\s+|i'?d like to\s+|i want to\s+)?"
                r"(?P<verb>take|get|buy|go with|choose|pick|order)\s+(?:the\s+)?"
                r"(?P<n>first|second|third|fourth|fifth|last|1st|2nd|3rd|4th|5th|#\d|number\s+\d)"
                r"(?:\s+one)?"), "pick"),
    (re.compile(r"就要这个|就这个|就这款|就这件|就它|就要它|要这个了|就选这个|选这个|买这个|要这款|就买这个"),
     "this"),
    (re.compile(r"(?<![a-z])(?:i'?ll take|i'?ll buy|i'?ll get|i will take|go with|i'?ll go with)\s+"
                r"(?:it|this one|that one|this|that)(?![a-z])"), "this"),
    (re.compile(r"加入购物车|加到购物车|加购物车|放进购物车"), "cart"),
    (re.compile(r"(?<![a-z])add (?:it |this |that |this one |that one )?to (?:my |the )?(?:cart|basket)"),
     "cart"),
    (re.compile(r"确认下单|下单吧|就下单|去结账|结账|付款吧|(?<![a-z])(?:place (?:the|an|my) order|"
                r"check ?out|checkout)(?![a-z])"), "order"),
)
_DECISION_TEXT = {
    "zh": {"address": "使用默认收货地址", "this": "选择当前这一款", "cart": "加入购物车",
           "order": "确认下单"},
    "en": {"address": "use default address", "this": "take this one", "cart": "add to cart",
           "order": "place order"},
}


def _zh_number(raw: str) -> float | None:
    if re.fullmatch(r"\d+(?:\.\d+)?", raw):
        return float(raw)
    total, section, digit = 0, 0, None
    for ch in raw:
        if ch in _ZH_DIGITS:
            digit = _ZH_DIGITS[ch]
        elif ch in _ZH_UNITS:
            unit = _ZH_UNITS[ch]
            if unit == 10000:
                total += (section + (digit or 0)) * unit
                section, digit = 0, None
            else:
                section += (digit if digit is not None else 1) * unit
                digit = None
        else:
            return None
    value = total + section + (digit or 0)
    return float(value) if value else None


def fmt_number(value: float) -> str:
    return str(int(value)) if value == int(value) else f"{value:g}"


def read_decisions(low: str, masked: Masked, lang: str, out: Parse) -> None:
    texts = _DECISION_TEXT["zh" if lang == "zh" else "en"]
    for pattern, kind in _DECISIONS:
        for m in pattern.finditer(low):
            if not masked.free(m.start(), m.end()):
                continue
            if kind == "pick":
                raw = m.group("last") if "last" in m.groupdict() and m.group("last") else m.group("n")
                n = _ORDINALS.get(raw.strip()) if raw else None
                if n is None:
                    digits = re.sub(r"\D", "", raw or "")
                    n = int(digits) if digits else None
                if n is None:
                    continue
                verb = m.group("verb") or ""
                order = verb in ("下单", "订", "order", "buy", "买", "拍")
                if lang == "zh":
                    which = "最后一个" if n == 0 else f"第{n}个"
                    decision = f"{'下单' if order else '选择'}{which}商品"
                else:
                    which = "the last result" if n == 0 else f"result #{n}"
                    decision = f"{'order' if order else 'take'} {which}"
            else:
                decision = texts[kind]
            masked.take(m.start(), m.end())
            if decision not in out.decisions:
                out.decisions.append(decision)


def read_budget(low: str, masked: Masked, request: PlanInput, out: Parse) -> None:
    for kind, pattern in _BUDGET_PATTERNS:
        for m in pattern.finditer(masked.now):
            if not masked.free(m.start(), m.end()):
                continue
            tail = low[m.end():m.end() + 2]
            if re.match(r"\s*(?:码|号|岁|cm|厘米|寸|天|个|件|%)", tail):
                continue  # "38到40码" is a size range, not a price
            groups = m.groupdict()
            values = []
            currency = None
            for tag in ("a", "b"):
                if groups.get(f"num{tag}") is None:
                    continue
                value = _zh_number(groups[f"num{tag}"])
                if value is None:
                    break
                if groups.get(f"k{tag}"):
                    value *= 1000
                values.append(value)
                cur = (groups.get(f"pre{tag}") or "") + (groups.get(f"suf{tag}") or "")
                if _USD.search(cur):
                    currency = "USD"
                elif _CNY.search(cur):
                    currency = "CNY"
            if not values or (kind == "range" and len(values) < 2):
                continue
            if kind == "range":
                out.slots["budget_min"] = fmt_number(min(values))
                out.slots["budget_max"] = fmt_number(max(values))
            else:
                out.slots["budget_max" if kind == "max" else "budget_min"] = fmt_number(values[0])
            if currency is None and not request.slots.get("currency"):
                currency = "CNY" if request.lang == "zh" else "USD"
            if currency:
                out.slots["currency"] = currency
            masked.take(m.start(), m.end())
    _answer_open_question(low, masked, request, out, "budget")


def _size_value(val: str, region: str | None) -> str | None:
    if re.fullmatch(r"\d+(?:\.\d+)?", val):
        number = float(val)
        if not 1 <= number <= 50:
            return None
        val = fmt_number(number)
        # EU is the default scale; US and UK sizes are different numbers and keep their scale.
        return f"{region.upper()} {val}" if region in ("us", "uk") else val
    return val.upper()


def read_size(low: str, masked: Masked, request: PlanInput, out: Parse) -> None:
    size_questions = [q for q in request.open_questions if _question_slot(q) == "size"]
    bare = _BARE_ANSWER.match(masked.now)
    if bare and size_questions and (bare.group("val") or bare.group("num")):
        value = _size_value(bare.group("val") or bare.group("num"), bare.group("region"))
        if value:
            out.slots["size"] = value
            out.answered.extend(size_questions)
            masked.take(0, len(low))
            return
    for pattern in _SIZE_PATTERNS:
        for m in pattern.finditer(masked.now):
            if not masked.free(m.start(), m.end()):
                continue
            value = _size_value(m.group("val"), m.groupdict().get("region"))
            if value is None:
                continue
            out.slots["size"] = value
            masked.take(m.start(), m.end())
    if "size" in out.slots:
        out.answered.extend(q for q in size_questions if q not in out.answered)


def _answer_open_question(low: str, masked: Masked, request: PlanInput, out: Parse,
                          slot: str) -> None:
    """A bare number answers an open budget question ("60" after "what is your budget?")."""
    questions = [q for q in request.open_questions if _question_slot(q) == slot]
    if not questions:
        return
    bare = _BARE_ANSWER.match(masked.now)
    if slot == "budget" and bare and any(_question_slot(q) == "size" for q in request.open_questions) \
            and _size_value(bare.group("val") or bare.group("num"), bare.group("region")):
        return  # "42" with both questions open answers the size
    if slot == "budget":
        if "budget_max" not in out.slots:
            m = re.fullmatch(rf"\s*(?:{_CUR_PRE})?\s?(?P<num>{_NUM})(?P<suf>{_CUR_SUF})?\s*[.!。！]?\s*",
                             masked.now)
            if not m:
                return
            value = _zh_number(m.group("num"))
            if value is None:
                return
            out.slots["budget_max"] = fmt_number(value)
            cur = (m.group(0) or "")
            if _USD.search(cur):
                out.slots["currency"] = "USD"
            elif _CNY.search(cur):
                out.slots["currency"] = "CNY"
            elif not request.slots.get("currency"):
                out.slots["currency"] = "CNY" if request.lang == "zh" else "USD"
            masked.take(0, len(low))
        out.answered.extend(q for q in questions if q not in out.answered)


def _question_slot(question: str) -> str | None:
    for slot, texts in OPEN_QUESTIONS.items():
        if question in texts.values():
            return slot
    q = question.lower()
    if re.search(r"尺码|码数|多大码|鞋码|尺寸|(?<![a-z])size", q):
        return "size"
    if re.search(r"预算|价位|多少钱|budget|price range|spend", q):
        return "budget"
    if re.search(r"颜色|colou?r", q):
        return "color"
    return None
