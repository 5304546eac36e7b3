"""Chinese listings that sell work done for the buyer, told by where the work word stands.

A Chinese noun phrase is head-final: 空调回收 is a collection of air conditioners, 食品检测 a
test of food, 室内装修设计 a design of an interior, 汽车年检代办 an errand done about a car. The
goods named before the work word are what the work is done to, not what is sold. A title is
read phrase by phrase (spaces and punctuation split it): a phrase whose last word names work
(`SERVICE_WORDS`, after a business noun such as 中心 or 工作室 is set aside: 体检中心, 回收中心,
摄影工作室), or which starts with a house call (上门), names a service; a phrase with a goods
word of the keyword table in it and no work word at its end names goods. More service phrases
than goods phrases: the listing sells the work (`other`). A tie keeps the goods, so a designed
bracelet (原创设计 银手镯) or a test pen after the test it makes (水质检测 tds笔) stays goods.
"""
from __future__ import annotations

import re
from functools import lru_cache

from memory.text import CJK

# Work done for the buyer, said after what it is done to: taking and editing pictures,
# designing, testing and inspecting, errands and forwarding, valuing, fitting out a home.
# Not a machine or a tool that does the work (检测仪, 摄影灯, 设计师款): those are other jieba
# words, and goods.
# Repairs, building work and collection: also a whole title's last word for
# `domain_classifier.sells_no_goods` (its _SERVICE_HEADS), one list for both.
WORK_ON_SITE = frozenset({"维修", "施工", "回收"})
SERVICE_WORDS = frozenset({
    "设计", "装修", "摄影", "摄像", "拍摄", "拍照", "跟拍", "修图", "精修",
    "检测", "质检", "体检", "检查", "年检", "鉴定", "估价",
    "代办", "代收", "集运", "转运", "清关", "物流",
}) | WORK_ON_SITE
# A business named after its trade (回收中心, 摄影工作室, 设计有限公司): the trade word before it
# says what the business sells.
BUSINESS_NOUNS = ("有限公司", "工作室", "事务所", "公司", "中心")
# A phrase that starts with a house call (上门取送车, 上门拍照) is a visit for the buyer; after
# the goods (送货上门) it is a delivery promise, so only first.
HOUSE_CALL = "上门"
_ANY_WORK = re.compile("|".join(sorted(SERVICE_WORDS | {HOUSE_CALL}, key=len, reverse=True)))
_PHRASE_BREAK = re.compile(r"[\s，,。；;！!？?、|/\\()（）【】\[\]「」《》<>~～+＋*&:：-]+")


def sells_work(title: str) -> bool:
    """Whether a Chinese title's phrases name work done for the buyer more often than goods."""
    if not CJK.search(title) or not _ANY_WORK.search(title):
        return False
    from agent.domain_map import _zh_audience_words

    lowered = title.lower()
    goods = _goods_spans(lowered)
    audience = _zh_audience_words()
    service = named = 0
    pos = 0
    for part in _PHRASE_BREAK.split(lowered):
        if not part:
            continue
        start = lowered.find(part, pos)
        pos = start + len(part)
        if not CJK.search(part):
            continue
        words = _cut(part)
        work = _work_object(words)
        # goods words before the work word's object: the phrase names goods, and the work is
        # what they are for or a promise (婚纱头纱…结婚拍照, 整体橱柜…免费设计)
        until = start + work if work is not None else pos
        at = start
        found = any(start <= a and b <= pos and a < until and word not in audience for a, b, word in goods)
        for word in words:
            found = found or (at < until and _device_word(word))
            at += len(word)
        if found:
            named += 1
        elif work is not None:
            service += 1
    return service > named


def _work_object(words: tuple[str, ...]) -> int | None:
    """Where the object of a phrase's work starts, when the phrase's last word (a business
    noun set aside) is a work word: the word before the work words (食品|检测, 汽车|年检|代办);
    or 0 for a phrase that starts with a house call. None when the phrase names no work. The
    work word starts where a jieba word starts (修|图 and 修图 alike)."""
    text = "".join(words)
    if text.startswith(HOUSE_CALL) and len(text) > len(HOUSE_CALL):
        return 0
    words = list(words)
    while words and not CJK.search(words[-1]):
        words.pop()  # a trailing count or code (代收2kg reads 代收)
    if not words:
        return None
    for noun in BUSINESS_NOUNS:
        if words[-1].endswith(noun) and (len(words[-1]) > len(noun) or len(words) > 1):
            words[-1] = words[-1][:-len(noun)]  # 体检中心 (one jieba word), 回收|中心
            if not words[-1]:
                words.pop()
            break
    starts, at = [], 0
    for word in words:
        starts.append(at)
        at += len(word)
    text = "".join(words)
    work = next((len(text) - len(w) for w in SERVICE_WORDS
                 if text.endswith(w) and (len(text) - len(w)) in starts), None)
    if work is None:
        return None
    i = starts.index(work)
    while i > 0 and words[i - 1] in SERVICE_WORDS:  # 装修|设计, 年检|代办: work words in a row
        i -= 1
    return starts[max(i - 1, 0)]


# A Chinese word ending in one of these names a device (检测仪, 加湿器, 打印机), whether or not
# the keyword table holds it.
DEVICE_ENDS = frozenset("仪器机")


def _device_word(word: str) -> bool:
    """A jieba word of two or more characters that ends in a device character, or in a head
    noun the product types end three or more names of one domain with (`_morpheme_domains`)."""
    from agent.domain_map import _morpheme_domains

    return len(word) >= 2 and CJK.match(word[-1]) is not None \
        and (word[-1] in DEVICE_ENDS or word[-1] in _morpheme_domains())


def _cut(phrase: str) -> tuple[str, ...]:
    from agent.domain_classifier import _words

    return _words(phrase)


@lru_cache(maxsize=4096)
def _goods_spans(lowered: str) -> tuple[tuple[int, int, str], ...]:
    """The keyword table's words of a product domain in the title (not weak ones, not the
    work words themselves): what a phrase names when no work word ends it."""
    from agent.domain_map import KEYWORDS_PATH, _find_matches, _index, _table

    found = _find_matches(lowered, _table(str(KEYWORDS_PATH)), _index(str(KEYWORDS_PATH)))
    return tuple((m.start, m.end, m.keyword.word) for m in found
                 if m.keyword.domain is not None and m.keyword.domain.is_product_domain
                 and m.keyword.tier != "weak" and m.keyword.word not in SERVICE_WORDS)
