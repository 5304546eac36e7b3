"""The offline engine: deterministic bilingual (Chinese and English) rules that fill the same
pydantic outputs as the LLM. No network, no randomness, no clock: the demo runs on it.

Planner rules, each protecting a lesson:
- Budgets, sizes and decisions are read first and their words taken out, so "不要超过500元"
  is a budget, not a dislike of "超过500元".
- Attribute words (materials, colours, styles, features, brands) come from the lexicon, the
  longest form first: 无线 is "wireless", not "no 线"; "faux leather" is not leather;
  "no-iron" is a shirt feature, not a dislike of iron.
- A dislike or like is a trigger word followed closely by an attribute ("不要塑料",
  "without any leather", "in black"). Dislike triggers may also take an unknown word as
  their object ("不要流苏" -> 流苏); like triggers never do ("I'd like a backpack" is a
  request, not a preference). Price and size words are never objects ("不要太贵").
- An attribute merely mentioned ("红色跑鞋", "linen shirt") is a prefer word of the turn,
  not a constraint: one request does not teach a lasting taste.
- Persistence: 这次/this time -> session; 一直/always/never -> lasting; else default.
- Domain of a constraint: the turn's; `global` only for allergy, ethics or safety. A missed
  judgement fails narrow.
- The search query is the product part of the request with every dislike taken out, so the
  vector search does not pull plastic items for "不要塑料". A turn that names no product
  keeps the session's product (carried in the intent as "kind: product").

Curator choice for contradictions: "塑料也行" (plastic is fine) leaves NO entry: the old
dislike is superseded and nothing new is written. "Fine" is tolerance, not a taste; a like
would push plastic into every later search. An explicit like ("I prefer plastic now")
supersedes the dislike and writes the like. A take-back said with no product in view ("plastic's
fine actually" opening a new session: its domain is unknown, recorded as global) takes the word
back in every domain where it was disliked.
"""
from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Iterable

from agent.domain_map import classify_text
from agent.engines.base import AnswerInput, CurateInput, PlanInput
from agent.engines.offline_lexicon import Lexicon, Word, is_cjk, lexicon
from agent.schemas import (AnswerOutput, ConstraintOut, CuratedPreference, CuratorOutput,
                           PlannerOutput, SlotChange)
from memory.domains import Domain
from memory.models import (Category, Constraint, Polarity, PreferenceEntry, make_key,
                           parse_key)
from memory.terms import normalize_terms

# Open questions the answer may ask, one fixed text per slot and language. Fixed because an
# open question is resolved by exact match of its text; the turn loop reads them from here.
OPEN_QUESTIONS = MappingProxyType({
    "size": MappingProxyType({"zh": "请问你穿多大码？", "en": "What size do you wear?"}),
    "budget": MappingProxyType({"zh": "你的预算大概是多少？", "en": "What is your budget?"}),
    "color": MappingProxyType({"zh": "你想要什么颜色？", "en": "Which colour would you like?"}),
})
_SLOT_QUESTION = MappingProxyType({"size": "size", "budget": "budget", "budget_max": "budget",
                                   "color": "color"})

# ---- triggers ------------------------------------------------------------------------------


@dataclass(frozen=True)
class _Trigger:
    pattern: str
    polarity: Polarity
    fallback: bool = False  # may take an unknown word as its object
    reach: int = 6  # how far (chars) after the trigger the first attribute may start
    lasting: bool = False  # "never", "从不": the trigger itself says always


_D, _L = Polarity.DISLIKE, Polarity.LIKE

_ZH_TRIGGERS = (
    _Trigger(r"不想要|(?<!要)不要(?!紧|脸)|别要|别买|别给我|别推荐", _D, fallback=True),
    _Trigger(r"(?<![特区分类性级识告辨鉴派个差])别(?![的人致处])", _D, fallback=True),
    _Trigger(r"不喜欢|不爱|讨厌|拒绝|受不了|不接受|排除|去掉|避免|避开", _D, fallback=True),
    _Trigger(r"不含|不带|不能有|不能是|不想|不买|不用|不穿|不吃|不选|不是", _D, reach=4),
    # Topic first only ("塑料的就算了"): what comes before is what is declined.
    _Trigger(r"就算了|算了|不考虑|不予考虑|免谈|就免了|pass掉", _D, reach=0),
    _Trigger(r"从来不要|从不要|从不买|从不用|从不穿|从来不买|再也不要|再也不买|永远不要|绝不要|绝不买",
             _D, fallback=True, lasting=True),
    _Trigger(r"无(?!所谓|论|法|需|聊|关|限|线)|非(?!常|要|得)|免|除了", _D, reach=2),
    _Trigger(r"更喜欢|最喜欢|喜欢|想要|偏好|偏爱|最爱|热爱|最好是|最好|倾向于|倾向|优先|只要|还要|需要",
             _L),
    _Trigger(r"(?<![不想需还只就别要主重])要(?![不么求是])", _L, reach=3),
)
_EN_TRIGGERS = (
    _Trigger(r"(?:don'?t|do not|doesn'?t|does not)\s+(?:want|like|need)|dislike|can'?t stand|"
             r"cannot stand|anything but|anything except|except|other than|free (?:of|from)|"
             r"without|avoid(?:ing)?|hate|skip|exclud(?:e|ing)|leave out|rule out|say no to|steer clear of|stay away from|keep away from|"
             r"(?:(?:i|we)(?:'d|\s+would)|would)\s+(?:rather|prefer)\s+not(?:\s+(?:have|get|buy|use|wear))?|"
             r"(?:please\s+)?no(?![\w\-])", _D, fallback=True, reach=12),
    _Trigger(r"never(?:\s+(?:buy|wear|use|want|get|choose|pick|order))?", _D, fallback=True,
             reach=12, lasting=True),
    _Trigger(r"nothing(?:\s+(?:made\s+(?:of|from|with)|in|with))?|isn'?t|aren'?t|(?:is|are)\s+not|"
             r"not(?:\s+(?:made\s+(?:of|from|with)|in))?|non(?=[\s\-])", _D, reach=12),
    _Trigger(r"(?:i|we)\s+(?:really\s+|also\s+|do\s+)?(?:like|love|prefer)|prefer(?:ably)?|ideally|"
             r"love|made\s+(?:of|from)|(?:(?:i|we)(?:'d|\s+would)|would)\s+rather(?:\s+have)?", _L, reach=12),
)
# "in black": a like of a colour only.
_EN_IN_COLOUR = re.compile(r"(?<![a-z])in(?=\s+(?:a\s+|the\s+)?[a-z])")
# "plastic-free", "leather free": the word before is what is absent (when it is known).
_EN_FREE = re.compile(r"([a-z][a-z\s]{1,20}?)[\s\-]free(?![a-z])")

# Allergy: a dislike that holds everywhere.
_ZH_ALLERGY = re.compile(r"对(?P<obj>[^,.;!?，。；！？]{1,10}?)过敏")
_ZH_ALLERGY_AFTER = re.compile(r"(?P<obj>[^,.;!?，。；！？对]{1,6}?)过敏")
_EN_ALLERGY = re.compile(
    r"(?:allergic|allergy|intolerant|sensitive)\s+to\s+(?P<obj>[a-z][a-z\s\-]{1,30})")
_EN_ALLERGY_BEFORE = re.compile(r"(?P<obj>[a-z][a-z\-]{2,20})\s+(?:allergy|intolerance|intolerant)")
# Ethics and safety: every dislike said in the utterance is global.
_GLOBAL_MARKERS = re.compile(
    r"素食主义者|素食者|纯素主义者|素食|纯素|吃素|环保主义者|环保主义|动物保护|爱护动物|保护动物|不杀生|清真|伦理|道德原因|"
    r"安全起见|为了安全|出于安全|安全原因|安全考虑|"
    r"(?<![a-z])(?:vegan|vegetarian|cruelty[\s\-]free|animal rights|environmentalist|halal|"
    r"kosher|ethical(?:ly)?|for safety|safety reasons?|for ethical reasons)(?![a-z])")

_SESSION_MARKERS = re.compile(
    r"这次|这回|本次|这一次|这一回|今天|暂时|先(?=不|别)|"
    r"(?<![a-z])(?:this time|for now|just for now|just this once|this once|today|for this trip|"
    r"for this order|right now)(?![a-z])")
_LASTING_MARKERS = re.compile(
    r"一直|永远|从来|从不|向来|总是|再也|绝不|始终|以后都|以后也|一律|"
    r"(?<![a-z])(?:always|never|ever|forever|from now on|any ?more|at all times)(?![a-z])")

# Taking a constraint back. Before-markers follow their word ("塑料也行", "plastic is fine");
# after-markers precede it ("I don't mind plastic", "不介意塑料").
_LIFT_BEFORE = re.compile(
    r"(?:也行|也可以|也没关系|没关系|也无所谓|无所谓|没问题|也能接受|能接受|可以接受|也ok|也成|也不错|"
    r"也挺好|可以了|就可以|可以的|也可)|"
    r"(?:(?<![a-z])(?:is|are|would be|will be|seems?|is also|are also)|'s|'re)\s+"
    r"(?:totally\s+|actually\s+|also\s+|perfectly\s+|really\s+|now\s+)?"
    r"(?:fine|ok|okay|alright|all right|acceptable|good|allowed|no problem)(?![a-z])|"
    r"(?<![a-z])(?:works(?: too)?|will do|(?:also|too) (?:fine|ok|okay))(?![a-z])")
_LIFT_AFTER = re.compile(
    r"不介意|也能接受|可以接受|接受|"
    r"(?<![a-z])(?:(?:i )?(?:don'?t|do not) mind|i'?m (?:ok|okay|fine|good) with|"
    r"(?:ok|okay|fine) with|can accept|happy with)(?![a-z])")

# Objects that are never an attribute: prices, sizes, courtesy ("不要太贵", "no problem").
_ZH_STOP_OBJECT = re.compile(
    r"^(?:太|很|超|过|那么|这么|特别|一|这|那|别的|其他|其它|了|用|要|买|再|着急|急|客气|担心|麻烦|谢谢|"
    r"知道|确定|一样|问题|东西|贵|便宜|大|小|多|少|重|长|短|高|低|宽|窄|紧|松|厚|薄|好|差|行|对|错|"
    r"是|有|没|我|你|他|她|它|们|吧|啊|呢|吗|的|呀|哦|嗯)")
_EN_STOP_WORDS = frozenset({
    "problem", "problems", "worries", "worry", "thanks", "thank", "idea", "rush", "hurry",
    "way", "need", "matter", "sure", "longer", "more", "less", "big", "bigger", "small",
    "smaller", "expensive", "cheap", "cheaper", "pricey", "too", "so", "very", "much", "many",
    "one", "ones", "thing", "things", "issue", "issues", "bother", "pressure", "preference",
    "clue", "doubt", "really", "that", "this", "it", "them", "those", "these", "anything",
    "something", "everything", "items", "item", "products", "product", "stuff", "kidding",
    "joke", "way", "good", "bad", "great", "fine", "ok", "okay", "size", "budget", "money",
    "shipping", "delivery", "hassle", "fuss", "need", "i", "you", "we", "me", "my", "your",
})
_EN_SKIP = frozenset({"a", "an", "the", "any", "some", "real", "genuine", "made", "of", "from",
                      "in", "with", "buy", "wear", "use", "want", "get", "choose", "pick",
                      "order", "have", "eat", "drink", "like", "more", "added", "to"})
_EN_END = frozenset({"and", "or", "nor", "but", "please", "for", "on", "with", "the", "a", "an",
                     "this", "that", "it", "to", "at", "from", "i", "we", "size", "under",
                     "below", "over", "above", "in", "because", "since", "so", "if", "as",
                     "though", "thanks", "plz", "pls", "is", "are", "was", "be"})
_ZH_SKIP_HEAD = re.compile(r"^(?:任何|添加|那种|这种|那些|这些|什么|买|穿|用|吃|喝|选|带|有|是|要|再|含|一点|点)+")
_ZH_ENUM_GAP = re.compile(r"^[\s、,/和或与跟及]*(?:或者|还有|以及|也不要|也别|和|或|与|跟|及)?[\s、,/]*(?:的)?$")
_EN_ENUM_GAP = re.compile(r"^[\s,/]*(?:(?:and|or|nor)\s+(?:no\s+|any\s+)?)?$|^[\s,/]+$")

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

# Words that ask, greet or fill: not part of the product. Verb + measure word first, so
# "我想买个包" loses "我想买个", not "我想买" alone.
_ZH_MEASURE = re.compile(
    r"(?:我想|我要|想|要|帮我|给我|请)?(?:找|买|来|选|挑|推荐)一?(?:个|件|款|台|只|条|套|把|张|副|点|些|双(?!肩))")
_ZH_FILLERS = re.compile(
    r"请问|请|麻烦你|特别|非常|真的|比较|麻烦|帮我|帮忙|给我|替我|我想要|我想买|我想找|我想|我要|我需要|想要|想买|想找|推荐一下|"
    r"推荐几[个款件]|推荐|找一下|找找|搜一下|搜索|看一下|看看|有没有|有什么|来一[个双件款台只]|"
    r"一(?:个|件|款|台|只|套|些|条|副|把|张|双(?!肩))|"
    r"几[个款件]|都行|都可以|算了|还是|其实|实际上|说实话|老实说|不过|挑选|挑|找|买|搜|吗|呢|吧|啊|哦|呀|嗯|那就|就|也|还|再|了|你好|谢谢|我是|我")
_EN_FILLERS = re.compile(
    r"(?<![a-z])(?:hi|hello|hey|thanks|thank you|(?:i'?m|i am|we'?re|we are)\s+looking\s+for|"
    r"looking\s+for|(?:can|could|would)\s+you|please|pls|plz|help\s+me\s+find|help\s+me|find\s+me|"
    r"show\s+me|get\s+me|recommend(?:\s+me)?|suggest|search\s+for|search|find|"
    r"i(?:'d|\s+would)\s+like|i\s+(?:want|need)|we\s+(?:want|need)|want|need|buy|something|"
    r"do\s+you\s+have|have\s+you\s+got|is\s+there|are\s+there|what\s+about|how\s+about|"
    r"after\s+all|as\s+a|"
    r"some|a|an|the|me|i'?m|i am|i|actually|also|just|maybe|instead|then|ok|okay|so|now|again|"
    r"(?:that|which)\s+costs?|costing|priced|because|since|"
    r"too|anyway|any\s?more|my|our|but|though|however|rather|really|kinda|any|here|there|ones|stuff|got|"
    r"something|anything)(?![a-z'])")
_PUNCT = re.compile(r"[\s,.;:!?，。；：！？、~～—()（）\[\]【】\"'“”‘’]+|(?<![a-z0-9])-+|-+(?![a-z0-9])")
_CLAUSE_SPLIT = re.compile(r"[,.;!?，。；！？\n]+|(?<![a-z])(?<!anything )(?<!all )(?:but|though|however|although)"
                           r"(?![a-z])|但是|不过|可是|但")
_INTENT_KINDS = ("search", "refine", "answer_question", "decision", "chat")


# ---- the parse ------------------------------------------------------------------------------


@dataclass
class _Mention:
    start: int
    end: int
    word: Word
    said: str  # the text as the user wrote it
    used: bool = False


@dataclass
class _Found:
    polarity: Polarity
    category: Category
    slug: str
    said: str
    persistence: str
    is_global: bool


@dataclass
class _Parse:
    slots: dict[str, str] = field(default_factory=dict)
    found: list[_Found] = field(default_factory=list)
    lifted: list[str] = field(default_factory=list)
    decisions: list[str] = field(default_factory=list)
    answered: list[str] = field(default_factory=list)
    bare: list[_Mention] = field(default_factory=list)
    product: str = ""  # the product part, attribute words kept
    noun: str = ""  # the product part without attribute words (carried to later turns)


def _normalise_text(text: str) -> str:
    text = unicodedata.normalize("NFKC", text or "")
    # One code point in, one out: span arithmetic below relies on equal lengths.
    return "".join(c.lower() if len(c.lower()) == 1 else c for c in text).replace("’", "'")


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


def _fmt_number(value: float) -> str:
    return str(int(value)) if value == int(value) else f"{value:g}"


class _Masked:
    """The utterance with spans blanked out as they are consumed (same length, spaces)."""

    def __init__(self, text: str):
        self.text = text
        self.chars = list(text)
        self.taken = [False] * len(text)

    def take(self, start: int, end: int) -> None:
        for i in range(max(0, start), min(end, len(self.chars))):
            self.chars[i] = " "
            self.taken[i] = True

    def free(self, start: int, end: int) -> bool:
        return not any(self.taken[start:end])

    @property
    def now(self) -> str:
        return "".join(self.chars)


def _parse(text: str, request: PlanInput, lex: Lexicon) -> _Parse:
    low = _normalise_text(text)
    masked = _Masked(low)
    out = _Parse()
    _read_decisions(low, masked, request.lang, out)
    _read_budget(low, masked, request, out)
    _read_size(low, masked, request, out)

    mentions = _find_mentions(masked.now, lex)
    is_global_utterance = bool(_marker_outside(_GLOBAL_MARKERS, low, mentions))
    utter_persist = _persistence(low)

    _read_allergies(low, masked, mentions, lex, out, utter_persist)
    for c_start, c_end in _clauses(low):
        _read_clause(low, masked, mentions, c_start, c_end, request, lex, out,
                     is_global_utterance, utter_persist)
    for m in mentions:
        if not m.used and not m.word.single and m.word.bare_ok and masked.free(m.start, m.end):
            out.bare.append(m)

    # The product part: what is left once dislikes, lifts, numbers and fillers are out; the
    # noun is the same without any attribute word (what later turns carry over).
    out.product = _product_part(masked.now)
    for m in mentions:
        masked.take(m.start, m.end)
    out.noun = _product_part(masked.now)
    return out


def _product_part(text: str) -> str:
    for pattern in (_GLOBAL_MARKERS, _SESSION_MARKERS, _LASTING_MARKERS):
        text = pattern.sub(" ", text)
    return _tidy(_EN_FILLERS.sub(" ", _ZH_FILLERS.sub(" ", _ZH_MEASURE.sub(" ", text))))


def _tidy(text: str) -> str:
    text = re.sub(r"(?:^|\s)的+|的+(?=\s|$)", " ", text)
    parts = [p for p in _PUNCT.split(text) if p and p not in ("的", "s", "and")]
    while parts and parts[0] in ("and", "or", "with", "in", "for", "of", "和", "或"):
        parts = parts[1:]
    parts = [re.sub(r"是$", "", p) if len(p) > 1 and is_cjk(p) else p for p in parts]
    parts = [p for p in parts if p and p != "是"]
    while parts and parts[-1] in ("and", "or", "with", "in", "for", "that", "which", "和", "或"):
        parts = parts[:-1]
    return " ".join(parts).strip()


def _find_mentions(text: str, lex: Lexicon) -> list[_Mention]:
    found: list[_Mention] = []
    for m in lex.zh_pattern.finditer(text):
        word = lex.words.get(m.group(0))
        if word is not None:
            found.append(_Mention(m.start(), m.end(), word, m.group(0)))
    for m in lex.en_pattern.finditer(text):
        word = lex.find(m.group(0))
        if word is not None:
            found.append(_Mention(m.start(), m.end(), word, m.group(0)))
    # Longest first; a mention inside a longer one is silenced (人造皮革 is not 皮革).
    found.sort(key=lambda m: (-(m.end - m.start), m.start))
    kept: list[_Mention] = []
    for m in found:
        if not any(k.start < m.end and m.start < k.end for k in kept):
            kept.append(m)
    return sorted(kept, key=lambda m: m.start)


def _marker_outside(pattern: re.Pattern[str], text: str, mentions: list[_Mention]) -> list[re.Match]:
    """Marker matches that are not inside an attribute word (纯素皮革 is a material)."""
    return [m for m in pattern.finditer(text)
            if not any(x.start <= m.start() and m.end() <= x.end for x in mentions)]


def _persistence(text: str) -> str | None:
    session = bool(_SESSION_MARKERS.search(text))
    lasting = bool(_LASTING_MARKERS.search(text))
    if session and not lasting:
        return "session"
    if lasting and not session:
        return "lasting"
    return None


def _clauses(text: str) -> list[tuple[int, int]]:
    spans, start = [], 0
    for m in _CLAUSE_SPLIT.finditer(text):
        if m.start() > start:
            spans.append((start, m.start()))
        start = m.end()
    if start < len(text):
        spans.append((start, len(text)))
    return spans


def _read_decisions(low: str, masked: _Masked, lang: str, out: _Parse) -> None:
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


def _read_budget(low: str, masked: _Masked, request: PlanInput, out: _Parse) -> None:
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
                out.slots["budget_min"] = _fmt_number(min(values))
                out.slots["budget_max"] = _fmt_number(max(values))
            else:
                out.slots["budget_max" if kind == "max" else "budget_min"] = _fmt_number(values[0])
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
        val = _fmt_number(number)
        # EU is the default scale; US and UK sizes are different numbers and keep their scale.
        return f"{region.upper()} {val}" if region in ("us", "uk") else val
    return val.upper()


def _read_size(low: str, masked: _Masked, request: PlanInput, out: _Parse) -> None:
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


def _answer_open_question(low: str, masked: _Masked, request: PlanInput, out: _Parse,
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
            out.slots["budget_max"] = _fmt_number(value)
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


def _read_allergies(low: str, masked: _Masked, mentions: list[_Mention], lex: Lexicon,
                    out: _Parse, utter_persist: str | None) -> None:
    spans: list[tuple[int, int, int, int]] = []  # (obj_start, obj_end, whole_start, whole_end)
    for pattern in (_ZH_ALLERGY, _EN_ALLERGY):
        for m in pattern.finditer(masked.now):
            spans.append((m.start("obj"), m.end("obj"), m.start(), m.end()))
    for pattern in (_ZH_ALLERGY_AFTER, _EN_ALLERGY_BEFORE):
        for m in pattern.finditer(masked.now):
            if not any(s <= m.start("obj") < e for _, _, s, e in spans):
                obj = [x for x in mentions if x.end == m.end("obj") or
                       (x.start >= m.start("obj") and x.end <= m.end("obj"))]
                if obj:
                    spans.append((obj[-1].start, obj[-1].end, obj[-1].start, m.end()))
    persistence = "lasting" if utter_persist != "session" else "session"
    for o_start, o_end, w_start, w_end in spans:
        inside = [x for x in mentions if o_start <= x.start and x.end <= o_end and not x.used]
        if inside:
            for x in inside:
                x.used = True
                out.found.append(_Found(Polarity.DISLIKE, x.word.category, x.word.slug, x.said,
                                        persistence, True))
        else:
            said = _fallback_object(low[o_start:o_end], lex)
            if said:
                out.found.append(_Found(Polarity.DISLIKE, Category.GENERAL, lex.slug_for(said),
                                        said, persistence, True))
        masked.take(w_start, w_end)


@dataclass
class _Hit:
    start: int
    end: int
    trigger: _Trigger | None  # None: a lift marker
    kind: str  # dislike | like | in | free | lift_before | lift_after


def _read_clause(low: str, masked: _Masked, mentions: list[_Mention], c_start: int, c_end: int,
                 request: PlanInput, lex: Lexicon, out: _Parse, is_global: bool,
                 utter_persist: str | None) -> None:
    clause = masked.now[c_start:c_end]
    if not clause.strip():
        return
    local = [m for m in mentions if c_start <= m.start and m.end <= c_end and not m.used]
    hits = _clause_hits(clause, c_start, local)
    persistence = _persistence(low[c_start:c_end]) or utter_persist or "default"

    # Lifts first: "塑料也行" takes plastic back and says nothing else about it.
    for hit in [h for h in hits if h.kind.startswith("lift")]:
        _read_lift(low, masked, hit, local, hits, c_start, c_end, request, out)
    hits = [h for h in hits if not h.kind.startswith("lift")]

    # "-free" compounds: the known word before is disliked ("plastic-free bottle").
    for hit in [h for h in hits if h.kind == "free"]:
        for x in local:
            if not x.used and x.start >= hit.start and x.end <= hit.end:
                x.used = True
                out.found.append(_Found(Polarity.DISLIKE, x.word.category, x.word.slug, x.said,
                                        persistence, is_global))
        masked.take(hit.start, hit.end)
    hits = [h for h in hits if h.kind != "free"]

    for i, hit in enumerate(hits):
        span_end = hits[i + 1].start if i + 1 < len(hits) else c_end
        trig = hit.trigger
        assert trig is not None
        targets = _targets(low, hit.end, span_end, trig.reach, local)
        if hit.kind == "in":
            targets = [t for t in targets if t.word.category == Category.COLOR or
                       t.word.slug in ("gold", "silver", "rose_gold")]
            if not targets:
                continue
        polarity = trig.polarity
        p = "lasting" if trig.lasting and persistence == "default" else persistence
        if not targets and polarity == Polarity.DISLIKE and is_cjk(low[hit.start:hit.end]) \
                and re.fullmatch(r"[\s了啊吧呢哦]*", low[hit.end:span_end]):
            # Topic first: "塑料的不要", "皮的就不要了": the word before the trigger.
            before = [m for m in local if m.end <= hit.start and not m.used]
            if before and re.fullmatch(r"[的话也都就\s]{0,3}", low[before[-1].end:hit.start]):
                targets = [before[-1]]
        if targets:
            for x in targets:
                x.used = True
                category = Category.COLOR if hit.kind == "in" else x.word.category
                out.found.append(_Found(polarity, category, x.word.slug, x.said, p,
                                        is_global and polarity == Polarity.DISLIKE))
            if polarity == Polarity.DISLIKE:
                masked.take(min(hit.start, *(t.start for t in targets)),
                            max(hit.end, *(t.end for t in targets)))
                _take_tail(low, masked, max(t.end for t in targets), span_end)
            else:
                masked.take(hit.start, hit.end)
        elif polarity == Polarity.DISLIKE and trig.fallback:
            said = _fallback_object(low[hit.end:span_end], lex)
            if said:
                out.found.append(_Found(polarity, lex.category_of(lex.slug_for(said)),
                                        lex.slug_for(said), said, p, is_global))
                masked.take(hit.start, span_end)
            else:
                # What a dislike governs is never searched for, object or not ("不要太贵",
                # "not too expensive" must not become the query "expensive"); the product
                # after it stays ("别太贵的沙发" still searches 沙发).
                masked.take(hit.start, _governed_end(low, hit.end, span_end))
        elif polarity == Polarity.DISLIKE and hit.trigger in _EN_TRIGGERS[2:3]:
            masked.take(hit.start, _governed_end(low, hit.end, span_end))


def _governed_end(low: str, start: int, end: int) -> int:
    """Where the words a dislike governs stop: at the first 的 (Chinese), or after at most
    three words before a joining word (English)."""
    span = low[start:end]
    if is_cjk(span):
        cut = span.find("的")
        return start + (cut + 1 if cut >= 0 else min(len(span), 4))
    pos, words = 0, 0
    for m in re.finditer(r"[a-z'\-]+", span):
        if m.group(0) in _EN_END or words == 3:
            break
        pos, words = m.end(), words + 1
    return start + pos


def _take_tail(low: str, masked: _Masked, start: int, end: int) -> None:
    """After a dislike's words, a trailing 的/款/材质 belongs to the dislike, not the product."""
    m = re.match(r"[的款色质料材面制\s]*(?:材质|面料|款式|的款|做的|制的|制成的|的|东西|制品|产品)?", low[start:end])
    en = re.match(r"(?:[\s\-]+(?:ones?|stuff|things?|items?|products?|materials?|based|made|"
                  r"please|pls|plz|at\s+all|whatsoever))+(?![a-z])", low[start:end])
    if en and en.end() > (m.end() if m else 0):
        m = en
    if m and m.end():
        masked.take(start, start + m.end())


def _clause_hits(clause: str, offset: int, mentions: list[_Mention]) -> list[_Hit]:
    hits: list[_Hit] = []
    for trig in (*_ZH_TRIGGERS, *_EN_TRIGGERS):
        for m in re.finditer(trig.pattern, clause):
            kind = "dislike" if trig.polarity == Polarity.DISLIKE else "like"
            if not re.search(r"[\u3400-\u9fff]", m.group(0)):
                # English triggers are whole words.
                if m.start() > 0 and re.match(r"[a-z0-9'\-]", clause[m.start() - 1]):
                    continue
                if m.end() < len(clause) and re.match(r"[a-z0-9']", clause[m.end()]):
                    continue
            hits.append(_Hit(offset + m.start(), offset + m.end(), trig, kind))
    in_like = _Trigger("in", Polarity.LIKE, reach=8)
    for m in _EN_IN_COLOUR.finditer(clause):
        hits.append(_Hit(offset + m.start(), offset + m.end(), in_like, "in"))
    for m in _EN_FREE.finditer(clause):
        head = [x for x in mentions if x.end == offset + m.end(1)]
        if head:
            hits.append(_Hit(head[-1].start, offset + m.end(), None, "free"))
    for m in _LIFT_BEFORE.finditer(clause):
        hits.append(_Hit(offset + m.start(), offset + m.end(), None, "lift_before"))
    for m in _LIFT_AFTER.finditer(clause):
        hits.append(_Hit(offset + m.start(), offset + m.end(), None, "lift_after"))
    # A trigger inside an attribute word is part of that word (无线 is wireless, no-iron).
    hits = [h for h in hits if h.kind == "free" or not any(
        x.start <= h.start and h.end <= x.end for x in mentions)]
    # Longest trigger wins where two overlap (不喜欢 over 喜欢, 不想要 over 想要).
    hits.sort(key=lambda h: (-(h.end - h.start), h.start))
    kept: list[_Hit] = []
    for h in hits:
        if not any(k.start < h.end and h.start < k.end for k in kept):
            kept.append(h)
    kept.sort(key=lambda h: h.start)
    # "not in red", "no, made of": a like right after a dislike belongs to the dislike.
    merged: list[_Hit] = []
    for h in kept:
        if merged and h.kind in ("like", "in") and merged[-1].kind == "dislike" and \
                not clause[merged[-1].end - offset:h.start - offset].strip(" any"):
            merged[-1] = _Hit(merged[-1].start, h.end, merged[-1].trigger, "dislike")
            continue
        merged.append(h)
    return merged


def _targets(low: str, start: int, end: int, reach: int, mentions: list[_Mention]) -> list[_Mention]:
    """Attribute words a trigger governs: the first within reach, then any that follow it
    joined only by enumerators ("不要塑料、皮革和尼龙", "no leather or plastic")."""
    inside = [m for m in mentions if start <= m.start and m.end <= end and not m.used]
    if not inside:
        return []
    first = inside[0]
    gap = low[start:first.start]
    if first.word.single:
        # 皮, 红: only standing alone ("不要皮的"), never inside a noun (皮鞋).
        after = low[first.end:first.end + 1]
        if after and after not in "的色质制料、和或 ,":
            return []
    if len(gap.strip()) > reach or (is_cjk(gap) and len(_ZH_SKIP_HEAD.sub("", gap.strip())) > 2):
        return []
    chosen = [first]
    for m in inside[1:]:
        between = low[chosen[-1].end:m.start]
        if not (_ZH_ENUM_GAP.match(between) or _EN_ENUM_GAP.match(between)):
            break
        if m.word.single:
            after = low[m.end:m.end + 1]
            if after and after not in "的色质制料、和或 ,":
                break
        chosen.append(m)
    return chosen


def _fallback_object(span: str, lex: Lexicon) -> str | None:
    """The unknown word a dislike names ("不要流苏", "no tassels"), or None when what follows
    is a price, a size, courtesy or a product noun."""
    span = span.strip()
    if not span:
        return None
    if is_cjk(span[:1]):
        span = _ZH_SKIP_HEAD.sub("", span)
        m = re.match(r"[\u3400-\u9fffa-z0-9]+", span)
        if not m:
            return None
        word = re.sub(r"(?:的|了|吧|啊|呢|哦|款|款式|材质|面料|那种|这种)+$", "", m.group(0))
        word = re.split(r"的", word)[0]
        if not word or len(word) > 4 or _ZH_STOP_OBJECT.match(word) or re.search(r"\d", word):
            return None
    else:
        words = re.findall(r"[a-z][a-z\-]*", span)
        while words and words[0] in _EN_SKIP:
            words = words[1:]
        picked: list[str] = []
        for w in words:
            if w in _EN_END or len(picked) == 2:
                break
            picked.append(w)
        if not picked or picked[0] in _EN_STOP_WORDS or len(picked[0]) < 3:
            return None
        word = " ".join(picked)
        if any(w in _EN_STOP_WORDS for w in picked):
            return None
    if classify_text(word) != Domain.OTHER:
        return None  # a product noun ("no shoes") is not an attribute
    return word


def _read_lift(low: str, masked: _Masked, hit: _Hit, local: list[_Mention], hits: list[_Hit],
               c_start: int, c_end: int, request: PlanInput, out: _Parse) -> None:
    """Take back the word next to a lift marker: before it ("塑料也行", "plastic's fine"),
    after it ("I don't mind plastic"), or the other side when the marker's usual side is
    empty ("塑料也可以接受"). Only the word, its tail and the marker are consumed: the
    product between stays ("其实塑料的行李箱也可以" still searches 行李箱)."""
    free = [m for m in local if not m.used]
    before = [m for m in free if m.end <= hit.start
              and len(low[m.end:hit.start].strip()) <= 12]
    after = [m for m in free if m.start >= hit.end
             and len(low[hit.end:m.start].strip()) <= 8]
    sides = (("before", before[-1:]), ("after", after[:1]))
    if hit.kind != "lift_before":
        sides = sides[::-1]
    for _side, target in sides:
        if target:
            x = target[0]
            x.used = True
            if x.word.slug not in out.lifted:
                out.lifted.append(x.word.slug)
            masked.take(x.start, x.end)
            _take_tail(low, masked, x.end, c_end)
            masked.take(hit.start, hit.end)
            return
    # A word the lexicon does not know, named by a session constraint.
    if hit.kind == "lift_before":
        slugs = _constraint_slugs_in(low[c_start:hit.start], request.constraints)
        start, end = c_start, hit.end
    else:
        slugs = _constraint_slugs_in(low[hit.end:c_end], request.constraints)
        start, end = hit.start, c_end
    if not slugs:
        return
    for slug in slugs:
        if slug not in out.lifted:
            out.lifted.append(slug)
    masked.take(start, end)


def _constraint_slugs_in(window: str, constraints: Iterable[Constraint]) -> list[str]:
    """A lift of a word the lexicon does not know, named by a session constraint's words."""
    found = []
    for c in constraints:
        words = [*c.keywords, c.slug.replace("_", " ")]
        if any(w and w.lower() in window for w in words) and c.slug not in found:
            found.append(c.slug)
    return found


# ---- display helpers ------------------------------------------------------------------------


def _word_in(lang: str, keywords: Iterable[str], slug: str | None, lex: Lexicon) -> str:
    """How to say a preference word in the reply's language."""
    keywords = [k for k in keywords if k]
    if lang == "zh":
        for k in keywords:
            if is_cjk(k):
                return k
        for k in [slug, *keywords]:
            if k:
                name = lex.zh_name(lex.slug_for(k))
                if name:
                    return name
    else:
        for k in keywords:
            if not is_cjk(k):
                return k
        if slug and not is_cjk(slug):
            return slug.replace("_", " ")
        for term in normalize_terms(keywords):
            if not is_cjk(term):
                return term
    return keywords[0] if keywords else (slug or "").replace("_", " ")


def _price(price: float, currency: str) -> str:
    amount = _fmt_number(round(price, 2)) if price == int(price) else f"{price:.2f}"
    symbol = {"USD": "$", "CNY": "¥", "RMB": "¥", "EUR": "€", "GBP": "£", "INR": "₹"}.get(
        (currency or "").upper())
    return f"{symbol}{amount}" if symbol else f"{amount} {currency}"


def _lang_of(texts: Iterable[str]) -> str:
    zh = en = 0
    last = "en"
    for text in texts:
        last = "zh" if is_cjk(text) else "en"
        zh += last == "zh"
        en += last == "en"
    if zh != en:
        return "zh" if zh > en else "en"
    return last


_ZH_CATEGORY_SUFFIX = {Category.MATERIAL: "材质", Category.BRAND: "品牌", Category.STYLE: "风格"}


def preference_sentence(polarity: Polarity, category: Category, domain: Domain, word: str,
                        lang: str) -> str:
    """The one sentence for people that a curated entry carries ("不要塑料材质的箱包")."""
    if lang == "zh":
        suffix = _ZH_CATEGORY_SUFFIX.get(category, "")
        if category == Category.COLOR and not word.endswith("色"):
            suffix = "色"
        what = f"{word}{suffix}"
        verb = "不要" if polarity == Polarity.DISLIKE else "喜欢"
        if domain == Domain.GLOBAL:
            return f"所有商品都{verb}{what}"
        if domain == Domain.OTHER:
            return f"{verb}{what}的商品（品类待确认）"
        return f"{verb}{what}的{domain.zh}"
    kind = category.value
    if polarity == Polarity.DISLIKE:
        head = f"Avoid {word} ({kind})"
    else:
        head = f"Prefers {word} ({kind})"
    if domain == Domain.GLOBAL:
        return f"{head} in every product."
    if domain == Domain.OTHER:
        return f"{head}; product area not known yet."
    return f"{head} in {domain.en.lower()}."


# ---- the engine -----------------------------------------------------------------------------


class OfflineEngine:
    """Rules, not a model: same input, same output, every time."""

    name = "offline"

    def __init__(self, lex: Lexicon | None = None):
        self.lex = lex or lexicon()

    # planner -----------------------------------------------------------------------------

    def plan(self, request: PlanInput) -> PlannerOutput:
        lex = self.lex
        parsed = _parse(request.text, request, lex)

        named = classify_text(parsed.noun) if parsed.noun else Domain.OTHER
        if named == Domain.OTHER and parsed.product:
            named = classify_text(parsed.product)
        if named == Domain.OTHER and request.domain is None:
            # A product named only inside a consumed span ("其实塑料的行李箱也可以" once the
            # lift is out) still tells the domain; a known session domain is kept instead.
            named = classify_text(_normalise_text(request.text))
        if named != Domain.OTHER:
            domain = named
        elif request.domain is not None:
            domain = request.domain
        else:
            domain = Domain.OTHER

        constraints: list[ConstraintOut] = []
        exclude: list[str] = []
        prefer: list[str] = []
        slots = dict(parsed.slots)
        for f in parsed.found:
            if len(f.said) == 1 and is_cjk(f.said):
                # 皮 as a matching term would hit 橡皮 and 皮卡: keep the full word (皮革).
                f.said = lex.zh_name(f.slug) or f.said
            c = ConstraintOut(polarity=f.polarity, category=f.category, slug=f.slug,
                              keywords=[f.said], persistence=f.persistence,
                              domain=Domain.GLOBAL if f.is_global else domain)
            if any(x.polarity == c.polarity and x.slug == c.slug and x.domain == c.domain
                   for x in constraints):
                continue
            constraints.append(c)
            bucket = exclude if f.polarity == Polarity.DISLIKE else prefer
            _add_words(bucket, f.said, f.slug)
            if f.polarity == Polarity.LIKE and f.category == Category.COLOR:
                slots["color"] = f.slug.replace("_", " ")
        for m in parsed.bare:
            _add_words(prefer, m.said, None)
            if m.word.category == Category.COLOR and "color" not in slots:
                slots["color"] = m.word.slug.replace("_", " ")

        carried = _carried_product(request.current_intent)
        product = parsed.noun if named != Domain.OTHER else ""
        if product and parsed.product and classify_text(product) == Domain.OTHER:
            product = parsed.product  # "羊毛衫" is the product, not "衫"
        if named != Domain.OTHER:
            query = parsed.product
        else:
            query = " ".join(p for p in (carried, parsed.product) if p)
        likes = [f.said for f in parsed.found if f.polarity == Polarity.LIKE]
        for word in likes:
            if word not in query:
                query = f"{query} {word}".strip()
        if not query:
            # Never the raw text: it holds the dislikes ("不要塑料" must not search plastic).
            query = domain.label(request.lang) if domain.is_product_domain else (
                "商品" if request.lang == "zh" else "products")

        if parsed.decisions and named == Domain.OTHER:
            kind = "decision"
        elif parsed.answered and named == Domain.OTHER:
            kind = "answer_question"
        elif named != Domain.OTHER:
            kind = "search"
        elif constraints or parsed.lifted or slots or prefer:
            kind = "refine"
        else:
            kind = "chat" if not carried else "refine"
        subject = product or carried
        intent = f"{kind}: {subject}" if subject else kind

        return PlannerOutput(
            intent=intent, domain=domain, search_query=query, prefer_keywords=prefer,
            exclude_keywords=exclude,
            slot_changes=[SlotChange(name=k, value=v) for k, v in slots.items()],
            new_constraints=constraints, lifted_slugs=parsed.lifted,
            answered_questions=[q for q in request.open_questions if q in parsed.answered],
            decisions=parsed.decisions)

    # answer ------------------------------------------------------------------------------

    def answer(self, request: AnswerInput) -> AnswerOutput:
        zh = request.lang == "zh"
        lex = self.lex
        parts: list[str] = []
        ack = self._acknowledge(request, lex)
        if ack:
            parts.append(ack)

        results = request.results
        if results:
            top = results[:3]
            if zh:
                listed = "；".join(f"{i}. {r.title}（{_price(r.price, r.currency)}）"
                                  for i, r in enumerate(top, 1))
                parts.append(f"为你找到 {len(results)} 件商品，排在前面的是：{listed}。")
            else:
                listed = "; ".join(f"{i}. {r.title} ({_price(r.price, r.currency)})"
                                   for i, r in enumerate(top, 1))
                noun = "item" if len(results) == 1 else "items"
                parts.append(f"I found {len(results)} {noun}. Top picks: {listed}.")
        else:
            parts.append("没有找到合适的商品，可以换个说法或放宽条件试试。" if zh else
                         "I found nothing that fits; try other words or fewer conditions.")

        parts.extend(self._memory_sentences(request, lex))

        if request.session_removed:
            words = _join([_word_in(request.lang, [w], None, lex) for w in request.session_removed],
                          request.lang)
            if zh:
                parts.append(f"按你这次说的，含{words}的商品已排除（共排除 {request.removed_count} 件）。")
            else:
                parts.append(f"As you said in this session, items with {words} were left out "
                             f"({request.removed_count} removed in all).")
        else:
            # Removals already explained by a memory sentence are not counted twice.
            explained = sum(a.count for a in request.memory_applied if a.effect == "removed")
            other = request.removed_count - explained
            if other > 0:
                parts.append(f"另有 {other} 件不符合条件的商品已排除。" if zh else
                             f"{other} more {'item' if other == 1 else 'items'} that did not fit "
                             f"{'was' if other == 1 else 'were'} left out.")

        if request.affinity_active:
            words = _join([_word_in(request.lang, [t], t, lex) for t in request.affinity_active],
                          request.lang)
            parts.append(f"你收藏过的{words}款略微靠前。" if zh else
                         f"Items in {words}, like ones you favourited, are nudged up slightly.")

        questions: list[str] = []
        for slot in request.missing_slots:
            key = _SLOT_QUESTION.get(slot)
            if key is None:
                continue
            question = OPEN_QUESTIONS[key]["zh" if zh else "en"]
            if question not in questions:
                questions.append(question)
        parts.extend(questions)
        return AnswerOutput(text=("" if zh else " ").join(parts), open_questions=questions)

    def _acknowledge(self, request: AnswerInput, lex: Lexicon) -> str:
        zh = request.lang == "zh"
        plan = request.plan
        notes: list[str] = []
        for c in plan.new_constraints:
            word = _word_in(request.lang, c.keywords, c.slug, lex)
            if zh:
                note = f"{'不要' if c.polarity == Polarity.DISLIKE else '偏好'}{word}"
                if c.domain == Domain.GLOBAL:
                    note += "（所有品类）"
                note += {"session": "（仅本次）", "lasting": "（一直有效）"}.get(c.persistence, "")
            else:
                note = f"{'no' if c.polarity == Polarity.DISLIKE else 'you prefer'} {word}"
                if c.domain == Domain.GLOBAL:
                    note += " in every category"
                note += {"session": " (this session only)", "lasting": " (always)"}.get(
                    c.persistence, "")
            notes.append(note)
        for slug in plan.lifted_slugs:
            word = _word_in(request.lang, [], slug, lex)
            notes.append(f"{word}也可以了" if zh else f"{word} is fine again")
        slots = plan.slots
        if slots.get("size"):
            notes.append(f"尺码 {slots['size']}" if zh else f"size {slots['size']}")
        if slots.get("budget_max"):
            cur = slots.get("currency", "")
            notes.append(f"预算 {_price(float(slots['budget_max']), cur)} 以内" if zh else
                         f"budget up to {_price(float(slots['budget_max']), cur)}")
        for d in plan.decisions:
            notes.append(d)
        if not notes:
            return ""
        return ("好的，记下了：" + "，".join(notes) + "。") if zh else \
            ("Noted: " + "; ".join(notes) + ".")

    def _memory_sentences(self, request: AnswerInput, lex: Lexicon) -> list[str]:
        zh = request.lang == "zh"
        out: list[str] = []
        for line in request.memory_applied:
            if line.effect not in ("penalized", "removed", "query"):
                continue
            try:
                polarity, _category, domain, slug = parse_key(line.dedup_key)
            except ValueError:
                polarity, domain, slug = Polarity.DISLIKE, Domain.OTHER, None
            word = _word_in(request.lang, line.keywords, slug, lex)
            n = line.count
            scope = ("（全局）" if zh else " (everywhere)") if domain == Domain.GLOBAL else ""
            if line.effect == "penalized" and n:
                out.append(f"因为你说过不要{word}{scope}，{n} 件{word}款已降权。" if zh else
                           f"Because you said no {word}{scope} before, {n} {word} "
                           f"{'item was' if n == 1 else 'items were'} ranked down.")
            elif line.effect == "removed" and n:
                out.append(f"因为你设置了不再推荐{word}{scope}，{n} 件{word}款已移除。" if zh else
                           f"Because you asked never to be shown {word}{scope}, {n} {word} "
                           f"{'item was' if n == 1 else 'items were'} removed.")
            elif line.effect == "query" and polarity == Polarity.LIKE:
                out.append(f"因为你喜欢{word}，搜索时加入了「{word}」。" if zh else
                           f"Because you like {word}, I added it to the search.")
        return out

    # curator -----------------------------------------------------------------------------

    def curate(self, request: CurateInput) -> CuratorOutput:
        lex = self.lex
        lang = _lang_of([t.text for t in request.transcript] or
                        [k for c in request.constraints for k in c.keywords])
        store = {e.dedup_key: e for e in request.store}

        # The latest word on each (slug, domain) wins within the session.
        latest: dict[tuple[str, Domain], Constraint] = {}
        for c in request.constraints:
            key = (c.slug, c.domain)
            if key not in latest or c.turn >= latest[key].turn:
                latest[key] = c
        kept = [c for c in latest.values() if c.persistence in ("default", "lasting")]

        supersede: list[str] = []

        def drop(entry: PreferenceEntry) -> None:
            if entry.dedup_key not in supersede:
                supersede.append(entry.dedup_key)

        # Taken back: the stored entry goes, nothing new is written (see module docstring).
        # A constraint said again after the lift is still in `constraints` and wins.
        # A lift said with no product in view (its domain unknown, recorded as global) takes
        # the word back wherever it was disliked: "plastic's fine actually" in a new session.
        for c in request.lifted:
            if (c.slug, c.domain) in latest:
                continue
            anywhere = c.domain in (Domain.GLOBAL, Domain.OTHER)
            for entry in request.store:
                if entry.slug == c.slug and entry.polarity == c.polarity and (
                        anywhere or entry.domain == c.domain):
                    drop(entry)

        preferences: list[CuratedPreference] = []
        for c in sorted(kept, key=lambda c: (c.turn, c.slug)):
            key = make_key(c.polarity, c.category, c.domain, c.slug)
            for entry in request.store:
                if entry.slug != c.slug or entry.domain != c.domain or entry.dedup_key == key:
                    continue
                # A contradiction (opposite polarity) or the same fact filed under another
                # category: one fact, one entry.
                drop(entry)
            keywords = list(c.keywords)
            old = store.get(key)
            if old is not None:
                merged = list(dict.fromkeys([*old.keywords, *keywords]))
                if merged == old.keywords:
                    continue  # already in the store, unchanged: nothing to write
                keywords = merged
            word = _word_in(lang, keywords, c.slug, lex)
            preferences.append(CuratedPreference(
                polarity=c.polarity, category=c.category, domain=c.domain, slug=c.slug,
                keywords=keywords,
                content=preference_sentence(c.polarity, c.category, c.domain, word, lang)))
        return CuratorOutput(preferences=preferences, keys_to_supersede=supersede)


def _add_words(bucket: list[str], said: str, slug: str | None) -> None:
    if said and said not in bucket:
        bucket.append(said)
    if slug:
        english = slug.replace("_", " ")
        if not is_cjk(english) and english not in normalize_terms([said]) and english not in bucket:
            bucket.append(english)


def _carried_product(intent: str) -> str:
    """The product of the session so far, from an intent written as "kind: product"."""
    intent = (intent or "").strip()
    if ":" in intent:
        head, _, tail = intent.partition(":")
        if head.strip() in _INTENT_KINDS:
            return tail.strip()
    return "" if intent in _INTENT_KINDS else intent


def _join(words: list[str], lang: str) -> str:
    words = list(dict.fromkeys(w for w in words if w))
    if lang == "zh":
        return "、".join(words)
    if len(words) <= 1:
        return "".join(words)
    return ", ".join(words[:-1]) + " and " + words[-1]


__all__ = ["OfflineEngine", "OPEN_QUESTIONS", "preference_sentence"]
