"""Budgets, sizes and decisions: read before anything else and their words taken out, so
"不要超过500元" is a budget, not a dislike of "超过500元". Also the fixed open questions the
answer asks for a missing slot, and how a bare reply ("42", "60") answers one."""
from __future__ import annotations

import re
from types import MappingProxyType
from typing import TYPE_CHECKING

from agent.engines.base import PlanInput
from agent.money import currency_for_lang
from agent.language import numbers, said_again, size_choice, size_corrected, size_step

if TYPE_CHECKING:  # built by offline_parse, which calls the readers below
    from agent.engines.offline_parse import Masked, Parse

# Open questions the answer may ask, one fixed text per slot and language. Fixed because an
# open question is resolved by exact match of its text (`question_slot` below). Other code
# imports them from agent.engines.offline.
OPEN_QUESTIONS = MappingProxyType({
    "size": MappingProxyType({"zh": "请问你穿多大码？", "en": "What size do you wear?"}),
    "budget": MappingProxyType({"zh": "你的预算大概是多少？", "en": "What is your budget?"}),
    "color": MappingProxyType({"zh": "你想要什么颜色？", "en": "Which colour would you like?"}),
    # Asked when a turn names no product and the session has none (a budget said first):
    # the results of such a turn are not picks (DESIGN section 6, results are honest).
    "product": MappingProxyType({"zh": "你想买什么商品？", "en": "What are you shopping for?"}),
})

# ---- budgets, sizes, decisions ------------------------------------------------------------

_ORDINALS = {"一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "first": 1, "second": 2,
             "third": 3, "fourth": 4, "fifth": 5, "1st": 1, "2nd": 2, "3rd": 3, "4th": 4, "5th": 5,
             "last": 0, "最后": 0}
# A verb of choosing after a bare "to" is a purpose, not a choice ("a scarf to go with it",
# "something to take with me"); after "want to", "like to", "going to" it is one.
_CHOOSING = r"(?:(?<=want to )|(?<=like to )|(?<=going to )|(?<!to ))"
# A result named by its place in the list shown.
_PLACE = r"first|second|third|fourth|fifth|last|1st|2nd|3rd|4th|5th|#\d|number\s+\d|option\s+\d"
_DECISIONS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"(?:用|使用|就用|送到|寄到)默认(?:的)?(?:收货|收件|配送)?地址"), "address"),
    (re.compile(r"(?<![a-z])(?:use|ship to|send (?:it )?to)\s+(?:my\s+|the\s+)?default\s+"
                r"(?:shipping\s+|delivery\s+)?address"), "address"),
    (re.compile(r"(?P<verb>就要|就选|就买|要|选|买|拍|下单|订|来)?\s*(?:第(?P<n>[一二两三四五\d])|(?P<last>最后))"
                r"\s*(?:个|款|件|双|台|只|条|个商品)"), "pick"),
    (re.compile(r"(?<![a-z])(?:i'?ll\s+|i will\s+|let'?s\s+|let me\s+|i'?d like to\s+|i want to\s+)?"
                rf"{_CHOOSING}(?P<verb>take|get|buy|go with|choose|pick|order)\s+(?:the\s+)?"
                rf"(?P<n>{_PLACE})(?:\s+one)?"), "pick"),
    # A result named by its place and approved ("the second one looks good", "I like the
    # first one"): choosing it, without a verb of taking.
    (re.compile(rf"(?<![a-z])(?:the\s+)?(?P<n>{_PLACE})(?:\s+one)?(?:'s|\s+(?:looks|seems|sounds|is))\s+"
                r"(?:really\s+|pretty\s+|very\s+|quite\s+|so\s+)?"
                r"(?:good|great|nice|perfect|fine|right|ok|okay|best|lovely|the one)(?![a-z])"), "pick"),
    (re.compile(rf"(?<![a-z])(?:i\s+(?:really\s+)?(?:like|love|prefer)|i'?d\s+go\s+for|i'?m\s+going\s+with)"
                rf"\s+(?:the\s+)?(?P<n>{_PLACE})(?:\s+one(?![a-z])|\s*(?=[,.;!?]|$))"), "pick"),
    (re.compile(r"就要这个|就这个|就这款|就这件|就它|就要它|要这个了|就选这个|选这个|买这个|要这款|就买这个"),
     "this"),
    (re.compile(rf"(?<![a-z]){_CHOOSING}(?:i'?ll take|i'?ll buy|i'?ll get|i will take|go with|i'?ll go with)\s+"
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
                verb = m.groupdict().get("verb") or ""
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
    """Budgets through the number grammar (agent.language.numbers): comparison words,
    ranges, Chinese numerals, k/千/万, currencies; a bare amount answers an open budget
    question, unless the size question is open too and the value reads as a size."""
    questions = [q for q in request.open_questions if question_slot(q) == "budget"]
    size_open = any(question_slot(q) == "size" for q in request.open_questions)
    moved = moved_slot(masked.now, request)
    if moved == "size":
        return  # "take it up to 44" beside a held 43: the size's, read next
    asked = bool(questions) or _corrects_the_budget(masked.now, request) or moved == "budget"
    if asked and size_open and numbers.read_size(masked.now, asked=True).value:
        asked = False  # "42" with both questions open answers the size
    said = masked.now
    choice = size_choice.read_choice(said)
    if choice is not None:
        # two sizes to choose between are no price range ("在38和39之间晃，挑大的")
        start, end = choice.spans[0]
        said = said[:start] + " " * (end - start) + said[end:]
    budget = numbers.read_budget(said, lang=request.lang, asked=asked)
    if not budget.slots:
        return
    out.slots.update(budget.slots)
    if "currency" not in budget.slots and not request.slots.get("currency"):
        out.slots["currency"] = currency_for_lang(request.lang)
    for start, end in budget.spans:
        masked.take(start, end)
    if questions:
        out.answered.extend(q for q in questions if q not in out.answered)


# A value said before corrected: "make that 320", "change it to 70", "actually 60", "I meant
# 80", 改成三百五, 改为四百, 换成两千, 说错了, 应该是. Said when the session holds a budget and no
# size, a bare amount after it is the budget again, as an answer to its question would be.
_CORRECTION = re.compile(
    r"(?<![a-z])(?:make\s+(?:that|it)|change\s+(?:that|it)(?:\s+to)?|(?:bring|drop|lower|raise)\s+"
    r"(?:that|it)(?:\s+(?:down|up))?(?:\s+to)?|actually|scratch\s+that|i\s+meant|correction|"
    r"(?:let'?s|lets)\s+say|on\s+second\s+thought)(?![a-z])|改成|改为|改到|换成|调成|调到|说错|口误|应该是|应是|"
    # 还是 right before a numeral: "that one after all" (还是四十三吧), never 还是 of "still"
    # or "or" (还是要黑色的, 红的还是蓝的)
    r"还是(?=\s*[\d零〇一二两三四五六七八九十])")


# A value moved to: "take it up to 44", "bump it to 39", "move it down to 40", "go up to 260",
# 调到四十三, 提到六百五, 放到一千二, 加到三百. Said when the session holds a size or a budget, the
# value revises the slot whose scale it fits, as a correction's would: beside a held 42 a 43
# is the size (it was read as a ceiling of 43 dollars), beside a held 3000 a 3500 the budget.
_MOVED_TO = re.compile(
    r"(?<![a-z])(?:go|going|take|bump|move|push|nudge|raise|drop|bring|knock|put|set|up|stretch|jump|"
    r"step|make)(?:\s+(?:it|that|this|me|us|things|the\s+size|the\s+budget))?(?:\s+(?:up|down|back))?"
    r"\s+to(?![a-z])|"
    r"(?:调|放|提|加|升|涨|降|挪|放宽|改)(?:高|低|大|小)?(?:一点|点)?到")
# How far a moved value may stand from a held numeric size and still be a size (a shoe's
# European, British or American number moves by a few; 120 in a shoe session is money).
_SIZE_MOVE_REACH = 4


def moved_slot(text: str, request: PlanInput) -> str | None:
    """Which held slot a value moved to revises ("size" or "budget"), told by its scale: the
    held value it stands nearest to (a ratio); a size only within _SIZE_MOVE_REACH of a held
    numeric size, and never a value said with a currency. None when nothing is moved to, no
    slot is held, or the value is money beside a held size only."""
    import math

    low = text.lower()
    moves = list(_MOVED_TO.finditer(low))
    if not moves:
        return None
    at = moves[-1].end()
    amounts = numbers.find_amounts(low[at:])
    if not amounts or amounts[0].start > 8:
        return None
    value = amounts[0].value
    if value <= 0:
        return None
    near: list[tuple[float, str]] = []
    try:
        size = float(request.slots.get("size") or "")
    except ValueError:
        size = 0.0
    if size > 0 and not amounts[0].money and abs(value - size) <= _SIZE_MOVE_REACH:
        near.append((abs(math.log(value / size)), "size"))
    try:
        budget = float(request.slots.get("budget_max") or "")
    except ValueError:
        budget = 0.0
    if budget > 0:
        near.append((abs(math.log(value / budget)), "budget"))
    return min(near)[1] if near else None


# A new amount accepted beside the held one: the ceiling raised (or lowered) in the same
# session, "一千九也能接受", "两千也行", "95 would be fine too", "I could do 120". Said when the
# session holds a budget and no size, a bare amount is the budget again, as after a correction.
_ACCEPTED_TOO = re.compile(
    r"(?:也|都|还)(?:能|可以)?(?:接受|行|成|可以|ok|OK|没问题|不是不行|凑合|认)|"
    r"(?<![a-z])(?:(?:is|'s|would\s+be|will\s+be)\s+(?:fine|ok|okay|alright|all\s+right|doable)\s+too|"
    r"works\s+too|(?:i|we)\s*(?:can|could|'d|would)\s+(?:do|manage|live\s+with)"
    # ("I could do 75", never "I could do with a lid": an amount follows the verb)
    rf"(?=\s+[$£€¥]?\s*(?:\d|(?:{numbers.EN_NUMBER_WORD})(?![a-z]))))(?![a-z])")


def _corrects_the_budget(text: str, request: PlanInput) -> bool:
    held = request.slots.get("budget_max")  # (a bare amount answers as a ceiling)
    low = text.lower()
    return bool(held) and not request.slots.get("size") and \
        bool(_CORRECTION.search(low) or _ACCEPTED_TOO.search(low))


def _corrects_the_size(text: str, request: PlanInput) -> bool:
    """A size held and a correction said ("make that a forty-one", 还是改成三十九吧): a bare
    value after it is the size again, as an answer to its question would be."""
    return bool(request.slots.get("size")) and bool(_CORRECTION.search(text.lower()))


# Where the clause of a corrected value ends: the reason said after it is a clause of its own
# ("make that 43, by mile ten my toes get squashed": no "ten" read beside the 43).
_VALUE_CLAUSE_END = re.compile(r"[,;.!?，。；！？]")


def _value_clause(text: str, at: int) -> str:
    """The text from `at` (after a correction's words) to the end of the clause holding the
    first number said after it; all of the rest when no number or no mark follows it."""
    found = numbers.find_numbers(text[at:])
    if not found:
        return text[at:]
    stop = _VALUE_CLAUSE_END.search(text, at + found[0].end)
    return text[at:stop.start() if stop else len(text)]


def read_size(low: str, masked: Masked, request: PlanInput, out: Parse) -> None:
    size_questions = [q for q in request.open_questions if question_slot(q) == "size"]
    step = size_step.read_step(masked.now)
    if step is not None:
        _read_stepped_size(step, masked, request, out, size_questions)
        return
    choice = size_choice.read_choice(masked.now)
    if choice is not None:
        # two sizes and the way to go between them ("between 38 and 39, pick the bigger")
        out.slots["size"] = _on_held_scale(choice.value, request, masked.now)
        for start, end in choice.spans:
            masked.take(start, end)
        out.answered.extend(q for q in size_questions if q not in out.answered)
        return
    size = numbers.read_size(masked.now, asked=bool(size_questions))
    corrected = [m.end() for m in _CORRECTION.finditer(masked.now.lower())]
    if size.value is None and corrected and _corrects_the_size(masked.now, request):
        # (the value stands after the correction's words, read as the answer it replaces; the
        # words looked for in what is left of the text: a reader before may have used them up,
        # "actually" of "Actually my toes hit the end")
        at = corrected[-1]
        told = numbers.read_size(_value_clause(masked.now, at), asked=True)
        size = numbers.Size(told.value, [(a + at, b + at) for a, b in told.spans])
    if size.value is None and moved_slot(masked.now, request) == "size":
        # (a value moved to beside the held size: the size, read after the verb that moves it)
        at = list(_MOVED_TO.finditer(masked.now.lower()))[-1].end()
        told = numbers.find_amounts(masked.now.lower()[at:])[0]
        size = numbers.Size(numbers.fmt_number(told.value), [(told.start + at, told.end + at)])
    held = request.slots.get("size")
    if held and size.value in (None, held):
        # the held size said again as the slip ("Sorry, 41: the 42 was my husband's"): the
        # other one said is the shopper's
        fixed = size_corrected.other_than_held(masked.now, held)
        if fixed is not None:
            size = numbers.Size(fixed.value, fixed.spans)
    if size.value is None:
        return
    if size.spans:
        # (a size corrected in the same breath: "forty-four and a half, no, make it a straight
        # forty-four", 四十一码，哦不对，四十二码; the last said stands)
        again = said_again.last_said(masked.now, size.spans[-1][1], lambda rest: _same_kind(size.value, rest))
        if again is not None:
            told, at = again
            size = numbers.Size(told.value, size.spans + [(a + at, b + at) for a, b in told.spans])
    size = numbers.Size(_on_held_scale(size.value, request, masked.now), size.spans)
    out.slots["size"] = size.value
    for start, end in size.spans:
        masked.take(start, end)
    out.answered.extend(q for q in size_questions if q not in out.answered)


def _same_kind(first: str, rest: str) -> numbers.Size | None:
    """The size told in `rest` (the words after a correction), when it is on the scale of
    `first`: a letter for a letter, a number near a number (a shoe's 44.5 to 44, a child's 130
    to 140); a date or a count after "actually" is no size said again."""
    told = numbers.read_size(_value_clause(rest, 0), asked=True)
    if told.value is None:
        return None
    try:
        a, b = float(first), float(told.value)
    except ValueError:
        return told if not any(ch.isdigit() for ch in first + told.value) else None
    return told if b > 0 and abs(a - b) <= 0.2 * a else None


def _on_held_scale(value: str | None, request: PlanInput, said: str) -> str | None:
    """A number told with no scale after the session's UK size ("UK seven" … "make that
    seven and a half", "half a size up, eight and a half") is on the same scale: US is only
    the default of a bare number."""
    held = request.slots.get("size") or ""
    if value and value.startswith("US ") and held.startswith("UK ") and not numbers.names_region(said):
        return "UK " + value[3:]
    return value


def _read_stepped_size(step: size_step.Step, masked: Masked, request: PlanInput, out: Parse,
                       size_questions: list[str]) -> None:
    """A size told as a step ("one size up from my usual M", 大半码): taken from the size
    said beside it, else the one the session holds; its words are used up either way (no
    "one size" left to read as ONE SIZE, no "up" left to search)."""
    masked.take(*step.span)
    told = numbers.read_size(masked.now, asked=True)
    told = numbers.Size(_on_held_scale(told.value, request, masked.now), told.spans)
    held = request.slots.get("size")
    if told.value and held and size_step.apply_step(held, step.steps) == told.value:
        # the step from the held size, then where it lands ("half a size down, UK nine point
        # five" beside a held UK 10): the size told is the result, not the base of the step
        value = told.value
    else:
        base = step.base or told.value or held or _bare_base(masked.now)
        value = size_step.apply_step(base, step.steps)
    if value is None:
        return
    out.slots["size"] = value
    for start, end in told.spans:
        masked.take(start, end)
    out.answered.extend(q for q in size_questions if q not in out.answered)


def _bare_base(text: str) -> str | None:
    """The one number of a text that tells a step ("羽绒服是120的，今年大一个码"): the size
    the step is taken from, when it reads as one (a European shoe size or a child's height)."""
    found = numbers.find_numbers(text)
    if len(found) != 1:
        return None
    value = found[0].value
    if 17 <= value <= 50 or (value == int(value) and int(value) in size_step.HEIGHTS):
        return numbers.fmt_number(value)
    return None


def question_slot(question: str) -> str | None:
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
    if re.search(r"想买什么|shopping for|looking for", q):
        return "product"
    return None
