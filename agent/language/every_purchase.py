"""A refusal stretched over everything bought: the span that makes a floor everywhere (DESIGN §3).

A new writer's global sentence tells a reason (a reaction, a job, a creature harmed) and then
stretches the refusal over all that is bought, in quantifying words of its own: "whatever I'm
shopping for", "wherever they turn up", "every single listing you show me", "each purchase we
make", "in anything else either", "bottles, tins, the lot", "barred from my home"; 不管挑啥,
不管藏在哪儿, 你推荐的每一件, 其他东西里也, 鞋子、包、车座套，样样都算. The marker list of
`offline_reach._EVERYWHERE` names a few such phrases one by one; this reader knows their
*shape* (a free-choice clause, a universal determiner over a noun of shopping, the rest of what
is bought, a list closed by a catch-all, the whole home) with the kinds of word as its parts
(`data/every_purchase.json`).

Fail narrow (DESIGN §3): a quantifier over one kind of product ("whatever sofa you find",
"any of the shirts I buy", 不管哪款沙发, 每件衬衫) or over times ("every time", 每次) holds in
that product's domain only: the words after the quantifier are read with the product-type
table, and a span that names a product type is no span here.
"""
from __future__ import annotations

import json
import re
from functools import lru_cache
from typing import Sequence

from memory import paths

WORDS_PATH = paths.DATA / "every_purchase.json"

_PUNCT = r"[,.;:!?，。；：！？、]"
_NOT_HERE = r"(?!\s+(?:in|on|from|of)\s+(?:this|these|here|the\s+current|today)(?![a-z]))"


def _alt(words: Sequence[str]) -> str:
    parts = sorted({w.lower() for w in words}, key=len, reverse=True)
    return "(?:" + "|".join(r"\s+".join(re.escape(p) for p in w.split()) for w in parts) + ")"


@lru_cache(maxsize=1)
def _patterns() -> tuple[re.Pattern[str], re.Pattern[str]]:
    d = json.loads(WORDS_PATH.read_text(encoding="utf-8"))
    noun, whole_noun = _alt(d["shopping_nouns_en"]), _alt(d["broad_nouns_en"])
    home, not_home = _alt(d["home_en"]), _alt(d["home_rooms_en"])
    closer, closer_zh = _alt(d["list_closers_en"]), _alt(d["list_closers_zh"])
    noun_zh, wh_zh, not_after_zh = _alt(d["shopping_nouns_zh"]), _alt(d["wh_zh"]), _alt(d["not_after_zh"])
    who = r"(?:i|we|you|they|it|she|he)(?:'m|'re|'s|'ll|'d|'ve|\s+am|\s+are|\s+is|\s+will|\s+might|\s+may|\s+end\s+up)?(?![a-z'])"
    en = (
        # a free-choice clause: "whatever I'm shopping for", "wherever they turn up", "no matter
        # what I'm browsing", "whichever aisle we're in", "whatever the purchase"; not
        # "whenever" (a time: lasting, not everywhere), nor "whatever it costs"
        r"(?<![a-z])(?P<wh>(?:whatever|wherever|whichever|no\s+matter\s+(?:what|where|which)))\s+"
        r"(?:" + who + r"(?!\s+(?:costs?|takes?|says?|thinks?|likes?)(?![a-z]))|the\s+(?=" + whole_noun +
        r"(?![a-z]))|(?P<whn>[a-z]+)(?=\s+" + who + r"(?![a-z])))|"
        # every / each + a noun of shopping, or any / all of the broad ones: "every single listing
        # you show me", "each purchase we make", "every gift I pick out", "all my searches"
        # (not the ones of this search: "every item in this search")
        r"(?<![a-z])(?:every|each)(?:\s+(?:single|last|one\s+of\s+(?:my|our|the|your)|of\s+(?:my|our|the|your)|"
        r"(?:my|our|your)))?\s+(?:[a-z\-]+\s+)?" + noun + r"(?![a-z])" + _NOT_HERE + r"|"
        r"(?<![a-z])(?:in|across|for|from|to|of|out\s+of|on)\s+(?:any|all)(?:\s+(?:of\s+)?(?:my|our|the|your))?"
        r"(?:\s+(?:other|single))?\s+" + whole_noun + r"(?![a-z])" + _NOT_HERE + r"|"
        # the rest of what is bought: "in anything else either", "everything else I buy for him",
        # "other stuff too"; not "anything else?" (a question)
        r"(?<![a-z])(?:(?:in|from|to|for|with|on|of|into|out\s+of)\s+(?:anything|everything)\s+else|"
        r"(?:anything|everything|nothing)\s+else\s+(?:(?:either|too|as\s+well)(?![a-z])|" + who +
        r"\s+(?:[a-z']+\s+){0,2}?(?:buy|get|order|pick|choose|find|show|browse|look)\w*)|"
        r"(?:in|from|to|for|on|of)\s+(?:any|all|the)\s+other\s+" + whole_noun + r"|"
        r"other\s+" + whole_noun + r"\s+(?:too|either|as\s+well)(?![a-z]))|"
        # a list of goods closed by a catch-all: "bottles, tins, the lot", "belts, wallets, you
        # name it", "shoes, bags, car seats and the rest"
        r"(?<=[a-z])(?:,\s*|\s+and\s+|\s+or\s+)(?:[a-z\-]+\s+){0,2}?[a-z\-]+(?:,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+)"
        + closer + r"(?=\s*(?:" + _PUNCT + r"|$))|"
        # the forms named in turn, or the word's every form: "be it zips, watch backs or
        # cutlery", "nickel of any kind" (not "a sofa of any kind": the product checked before)
        r"(?<![a-z])(?P<be>be)\s+(?:it|they)\s+[^.;!?]{1,60}?\s+or\s+(?!not(?![a-z]))[a-z]+(?![a-z])|"
        r"(?<![a-z])(?P<kind>of|in)\s+any\s+(?:kind|sort|type|form|description)(?![a-z])|"
        # the whole home a thing is kept out of: "barred from my home", "never coming into my
        # house", "under our roof"; not where a thing is ("the cosiest thing in my flat"), nor
        # "my home office"
        r"(?<![a-z])(?:into|under|from|out\s+of|through)\s+(?:my|our)\s+" + home +
        r"(?![a-z])(?![\s\-]+" + not_home + r")|"
        # ... or refused a place in it: "I won't have mohair in my home", "plastic has no place
        # in my home", "never let leather in our house", "isn't welcome in my house"
        r"(?<![a-z])(?:no|not|never|none|[a-z]+n't|wont|dont|isnt|arent|cant)(?![a-z])(?:\s+[a-z']+){0,5}?\s+in(?:side)?\s+"
        r"(?:my|our)\s+" + home + r"(?![a-z])(?![\s\-]+" + not_home + r")")
    zh = (
        # 不管 / 无论 / 不论 + what, where or which (不管挑啥, 不管藏在哪儿, 无论出现在哪里, 不论逛到
        # 哪一类, 不管最后买啥); not 不管多少钱, 不管哪款沙发 (the product checked after)
        # (with the noun it asks after, up to 都 / 也: 不论什么用途都)
        r"(?:不管|无论|不论|不拘)(?:是)?[^，。,.;；!?！？]{0,6}?" + wh_zh + r"(?!" + not_after_zh + r")"
        r"(?:[^，。,.;；!?！？都也]{1,4}(?=都|也))?|"
        # every one / every kind of thing (每一件, 每样礼物, 每样东西); not 每次, 每天 (times)
        r"每(?:一)?(?:样|件|个|款)(?:" + noun_zh + r")?(?=都|也|里|中|上|[，,])|每(?:一)?(?:样|份|件)?" + noun_zh + r"|"
        r"(?:哪样|哪件|哪一样|什么|啥)" + noun_zh + r"(?:都|也)|"
        # the rest of what is bought: 其他东西里也, 别的东西也, 给他买别的东西也一样
        r"(?:别的|其他|其它|其余|另外的?)(?:" + noun_zh + r")(?:里面?|中|上)?(?:也|都)|"
        # every product made of the word (乳胶制品统统不要, 塑料制品我一概不碰): not 玻璃制品就算了
        r"(?:制品|製品)(?:我们?|咱们?|家里)?(?:一律|统统|通通|一概|全部|全都|都|也都|一样)|"
        # a list closed by a catch-all: 鞋子、包、车座套，样样都算; 腰带、钱包、表带，诸如此类
        r"(?P<zlist>[、，,][^，。,.;；!?！？、]{1,8}[、，,]\s*" + closer_zh + r")")
    return re.compile(en), re.compile(zh)


def _names_product(words: str) -> bool:
    """The words after a quantifier name a product type ("sofa you find me", 款沙发)."""
    from agent.product_types import type_of_title

    words = words.strip()
    return bool(words) and type_of_title(words) is not None


# After a matched span, how far to look for the product it may quantify over.
_AFTER_EN = re.compile(r"\s*(?:[a-z\-]+)?")
_TIMES = re.compile(r"(?<![a-z])(?:now|today|tonight|later|tomorrow|next|ever|forever|future|time|times|"
                    r"week|month|year|season|summer|winter)(?![a-z])")
_WORDS = re.compile(r"[a-z\-]+")
_DETERMINER = re.compile(r"(?:every|each|any|all)(?![a-z])")
_AFTER_ZH = re.compile(r"[^，。,.;；!?！？、\s都也]{0,6}")


def told(text: str, inside: Sequence[tuple[int, int]] = ()) -> list[tuple[int, int]]:
    """The spans of `text` (folded, lower case) that stretch a refusal over everything bought,
    none inside an attribute word's span of `inside` and none quantifying over a product type."""
    en, zh = _patterns()
    spans = []
    for m in en.finditer(text):
        if any(a <= m.start() and m.end() <= b for a, b in inside):
            continue
        if m.group("wh") and m.group("whn") and _names_product(m.group("whn")):
            continue  # "whatever sofa you find me": one product's
        if m.group("be") and _TIMES.search(m.group(0)):
            continue  # "be it now or later": times, not things
        if m.group("kind") and _names_product(" ".join(_WORDS.findall(text[:m.start()])[-2:])):
            continue  # "a sofa of any kind": one product's
        if _DETERMINER.match(m.group(0)):
            # "every shoe search", "every gift box": the words by the noun name a product
            noun = " ".join(m.group(0).split()[1:]) + _AFTER_EN.match(text, m.end()).group(0)
            if _names_product(noun):
                continue
        spans.append((m.start(), m.end()))
    for m in zh.finditer(text):
        if any(a <= m.start() and m.end() <= b for a, b in inside):
            continue
        after = _AFTER_ZH.match(text, m.end()).group(0)
        if not m.group("zlist") and _names_product(text[m.start():m.end()] + after):
            continue  # 不管哪款沙发, 每件衬衫: one product's
        spans.append((m.start(), m.end()))
    spans.extend(span for span in (*spans_domains(text), *spans_quantified(text))
                 if not any(a <= span[0] and span[1] <= b for a, b in inside))
    return spans


# The rest of a relative clause after a span, up to the clause's end ("whatever I | end up
# buying", "every single listing | you show me", "each purchase | we make").
_RELATIVE_REST = re.compile(r"(?:\s+(?:that|which|i|we|you|they|it|she|he)(?:'[a-z]+)?)?(?:\s+[a-z']+){0,7}?"
                            r"(?=\s*(?:[,.;:!?，。；：！？]|$))")
_ENDS_OPEN = re.compile(r"(?:[a-z]|')$")


def spans(text: str, inside: Sequence[tuple[int, int]] = ()) -> list[tuple[int, int]]:
    """`told`'s spans, an English one reaching over the rest of its relative clause (what is
    blanked for the search and for the stance vote)."""
    out = []
    for a, b in told(text, inside):
        rest = _RELATIVE_REST.match(text, b) if _ENDS_OPEN.search(text[a:b]) else None
        out.append((a, rest.end() if rest else b))
    return out


# A list of goods named in turn: three or more items of up to three words (English: after a
# preposition or a colon, or closed by a word of likeness; Chinese: 、-separated, then 都 / 也 /
# 全 / 一样), so a request's own "a sofa and a rug" is no list of this kind.
_EN_ITEM = r"(?:(?:a|an|the|any|my|our)\s+)?[a-z\-]+(?:\s+[a-z\-]+){0,2}?"
_EN_LIST = re.compile(r"(?:(?<![a-z])(?:in|across|for|from|on|with)\s+|:\s*)(?P<items>" + _EN_ITEM + r"(?:\s*,\s*" + _EN_ITEM +
                      r"){1,8}(?:,?\s+(?:and|or|nor)\s+" + _EN_ITEM + r")?)(?=\s*(?:[,.;!?]|alike|too|either|as\s+well|"
                      r"included|or\s+anything|and\s+so|$))")
_ZH_LIST = re.compile(r"(?P<items>[^，。,.;；!?！？、\s]{1,8}(?:、[^，。,.;；!?！？、\s]{1,8}){2,8})(?:还是|或者|和)?[^，。,.;；!?！？、\s]{0,8}?"
                      r"[，,]?\s*(?:(?:真皮|[^，。,.;；!?！？]{0,6}?的)?(?:我们?)?(?:都|也|全|一样|统统|一律|通通))")
_SPLIT = re.compile(r"\s*(?:,|、|(?<![a-z])(?:and|or|nor)(?![a-z]))\s*")
# How many domains the goods named must reach to stand for everything bought.
_LIST_DOMAINS = 3


# The same goods quantified over as a whole ("every bottle, box and toy we bring home", "any
# lunchbox, snack or crayon"): a universal determiner before a list of goods says the list is
# no example but the reach, so goods of two domains are enough.
_EN_EVERY_LIST = re.compile(r"(?<![a-z])(?:every|each|any|all)(?:\s+(?:single|of\s+(?:my|our|the)|my|our|the))?\s+"
                            r"(?P<items>" + _EN_ITEM + r"(?:\s*,\s*" + _EN_ITEM + r"){0,8},?\s+(?:and|or|nor)\s+"
                            r"[a-z\-]+(?:\s+[a-z\-]+)?)(?![a-z])")
# A range of goods from one end of the shop to the other ("from cereal to lipstick", ", cake
# mix to shampoo."): its two ends in two domains span what lies between.
_EN_RANGE = re.compile(r"(?:(?<![a-z])from\s+|[,:;(]\s*(?!(?:i|we|you|they|it|he|she|that|this|which|who)\s))(?P<a>(?:[a-z\-]+\s+){0,2}?[a-z\-]+)\s+to\s+"
                       r"(?P<b>(?:[a-z\-]+\s+){0,2}?[a-z\-]+)(?=\s*(?:[,.;:!?)]|$))")
# What is eaten, drunk, worn and used, named in turn by its verb (吃的用的, 喝的吃的, 吃的穿的用的)
# and then held together (都, 全, 凡是, 只要…都): the goods of every kind one consumes.
_ZH_CONSUMED = re.compile(r"(?P<verbs>(?:[吃喝穿用戴抹擦涂玩][的得]){2,4})(?=[^，。,.;；!?！？]{0,10}?"
                          r"(?:都|全|也|一律|统统|通通|一概|凡是|只要|算))")
# How many domains the goods after a universal determiner, or a range's two ends, must reach.
_QUANTIFIED_DOMAINS = 2


def _goods_domain(item: str, *, keywords: bool = True):
    """The domain of goods named by `item` (the product-type table first; with `keywords`, the
    domain keyword table second), or None when it names no goods."""
    from agent.domain_map import classify_text
    from agent.product_types import type_of_title
    from memory.domains import Domain

    item = re.sub(r"^(?:a|an|the|any|my|our)\s+", "", item.strip())
    if not item:
        return None
    found = type_of_title(item)
    if found is not None:
        return found.domain
    domain = classify_text(item) if keywords else Domain.OTHER
    return None if domain == Domain.OTHER else domain


def _list_domains(items: str, *, keywords: bool = True) -> set:
    """The domains of the goods a list names, one per item (`_goods_domain`)."""
    return {d for item in _SPLIT.split(items) if (d := _goods_domain(item, keywords=keywords)) is not None}


def spans_quantified(text: str) -> list[tuple[int, int]]:
    """The spans of `text` (folded, lower case) that lay a refusal over goods of two domains
    or more as a whole: a list after every/any/all, a range of goods, or the goods of each way
    of consuming named in turn (吃的用的). Fail narrow: goods of one domain ("every shirt, dress
    and skirt", "from sofa to armchair") keep the refusal in that domain."""
    out = []
    for m in _EN_EVERY_LIST.finditer(text):
        if len(_list_domains(m.group("items"))) >= _QUANTIFIED_DOMAINS:
            out.append((m.start("items"), m.end("items")))
    for m in _EN_RANGE.finditer(text):
        ends = {_goods_domain(m.group("a")), _goods_domain(m.group("b"))}
        if None not in ends and len(ends) >= _QUANTIFIED_DOMAINS:
            out.append((m.start("a"), m.end("b")))
    for m in _ZH_CONSUMED.finditer(text):
        if len(set(m.group("verbs")[::2])) >= 2:
            out.append((m.start("verbs"), m.end("verbs")))
    return out


def spans_domains(text: str) -> list[tuple[int, int]]:
    """The spans of `text` (folded, lower case) that name goods of several domains in turn
    ("no leather for me, in shoes, bags, sofas or watch straps", 钱包、沙发、汽车座椅、表带，
    真皮的我都不要): a refusal laid over that many domains is laid over everything bought. Goods
    of one domain ("in shirts, dresses or skirts") keep it in that domain."""
    out = []
    for pattern in (_EN_LIST, _ZH_LIST):
        for m in pattern.finditer(text):
            # named in turn, only goods a type names count (a keyword alone is no example)
            if len(_list_domains(m.group("items"), keywords=False)) >= _LIST_DOMAINS:
                out.append((m.start("items"), m.end("items")))
    return out


def without(text: str) -> str:
    """`text` with every such span blanked (the product words stay for the search)."""
    for a, b in reversed(spans(text)):
        text = text[:a] + " " + text[b:]
    return text


# A time said in the past as the turning point ("since then", 从那以后, 自那时起): the story
# of a reason, not the rule's time to come.
_SINCE_THEN = re.compile(r"(?<![a-z])(?:ever\s+)?since\s+then(?![a-z])|(?:从|自)那(?:以后|之后|时起|时候起|天起|以来)")


# The shopper's own acts of shopping quantified over ("whatever I order", "no matter what I'm
# shopping for", "every search I make", 买什么都, 挑什么都, 逛啥都): every purchase, a span of
# time as much as of goods. Not the goods themselves ("in anything", "in any form", "in every
# category", 任何品类): everywhere by their words, whatever time is said with them.
_ACTS = re.compile(r"(?<![a-z])(?:buy|buying|order|ordering|shop|shopping|browse|browsing|pick|picking|choose|"
                   r"choosing|search|searches|searching)(?![a-z])|买|挑|逛|选|下单|购|搜")
_OVER_KINDS = re.compile(r"(?<![a-z])(?:categor(?:y|ies)|departments?|across\s+the\s+board|everywhere|form|kind)(?![a-z])|"
                         r"品类|类目|类别|(?:任何|所有|全部|一切)(?:的)?(?:商品|产品)")


def over_acts(text: str, start: int, end: int) -> bool:
    """text[start:end], a stretch over what is bought, quantifies over the shopper's acts of
    shopping (the verb may stand just before a Chinese one: 我挑|什么都), not over the kinds
    of goods."""
    return bool(_ACTS.search(text[max(0, start - 2):end])) and not _OVER_KINDS.search(text[start:end])


def over_time_only(text: str) -> bool:
    """The stretch over what is bought is said with a rule's time to come ("from now on,
    whatever I order", "never again, no matter what I shop for", 以后我买什么都, 今后无论买什么)
    and with no reason a floor needs (a reaction of the body, an allergy, a doctor's word):
    every purchase to come, a taste kept for good in the domain. A floor everywhere is for
    what a body, an ethic or a diet cannot bear (DESIGN §3); without a reason, a missed
    judgement fails narrow. (Five writers label "以后买什么都别推X" with no reason a lasting
    no; an ethic or who one is said beside it is read by its own markers.)"""
    from agent.engines.offline_reach import (_EVERY_TIME, ALLERGY_WORD, DOCTOR_ORDER, LASTING_MARKERS, SYMPTOMS,
                                             negated_symptom)

    low = _SINCE_THEN.sub(" ", text.lower())
    # (a time to come told as now and each time after it, "today and every search after it")
    if not (LASTING_MARKERS.search(low) or _EVERY_TIME.search(low)) or ALLERGY_WORD.search(low) or \
            DOCTOR_ORDER.search(low):
        return False
    return not any(not negated_symptom(low, 0, m.start(), m.end()) for m in SYMPTOMS.finditer(low))
