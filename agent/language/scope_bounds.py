"""Session-only scope told by the kind of thing said, not by a listed phrase (issue 11, round 21).

The scope markers in `offline_reach` name the visit and its steps ("this time", "until I check
out", 结账之前). Shoppers bound a refusal by three more kinds of words, each a small grammar
here rather than a list of the sentences read:

- **an event or a period of their life that ends**: "until the renovation is finished", "till
  my sister's wedding is over", "before the baby arrives", "during the move", "while the kitchen
  is being redone", 装修那段时间, 搬家这几天, 婚礼办完之前, 等窗帘定下来再说. An end the speaker
  alone decides ("until I tell you otherwise", "till the day I die") is a lasting rule, and a
  past told as a story ("I wore it until it pilled", "let me down before", 以前买过) bounds
  nothing;
- **the assistant told not to keep it**: a memory verb denied ("don't save that", "no need to
  remember it", "don't file it away", 别记下来, 不用保存, 不必存档) or the question put off
  ("ask me again next time", 下次再问我);
- **a deferral**: the word put off to another time ("another day", "some other time", "can
  wait", 改日再议, 回头再看, 留到下次): not now, so refused for this visit, and never a
  take-back (the vote reads "X's fine another day" near "X is fine after all").

Compiled once at import: the plan step compiles nothing per turn.
"""
from __future__ import annotations

import re
from functools import lru_cache

from agent.language import purchase_for_event, purpose_bound
from memory.text import CJK

# A past told as a story: a verb in the past ("wore", "pilled", "was") that is no passive or
# state after a copula or an auxiliary ("until the curtains are sorted", "haven't decided").
_EN_PAST = re.compile(
    r"(?<!\bis\s)(?<!\bare\s)(?<!'s\s)(?<!'re\s)(?<!\bbe\s)(?<!\bbeen\s)(?<!\bget\s)(?<!\bgets\s)"
    r"(?<!\bgot\s)(?<!\bhave\s)(?<!\bhas\s)(?<!'ve\s)(?<!n't\s)(?<!\bnot\s)(?<!\bam\s)(?<!'m\s)"
    r"\b(?:[a-z]{2,}ed|wore|worn|bought|had|was|were|went|came|fell|tore|broke|shrank|shrunk|"
    r"gave|took|got|ran|wore\s+out|let\s+(?:me|us)\s+down)\b")
_EN_DET = r"(?:the|my|our|his|her|their|this|that|next|[a-z]+'s)"
# A present-tense end of the event: "is over", "are sorted", "arrives", "starts".
_EN_ENDS = (r"(?:\s+[a-z\-]+){0,3}?\s+(?:(?:is|are|gets?|'s)\s+(?:[a-z]+\s+)?(?:over|done|finished|sorted|"
            r"through|here|settled|decided|complete|fixed|finalised|finalized|in|up|out|back|born|gone|paid)|"
            r"(?:arrives?|starts?|begins?|ends?|finishes|happens?|comes?|lands?|moves?|settles?|"
            r"opens?|closes?|wraps?\s+up)(?![a-z]))")
_EN_BOUND = re.compile(
    # an event named by a noun phrase of several words, ended in the present ("until the gender
    # reveal party is over", "till the new bathroom floor tiles arrive"): tried first, so the
    # whole phrase is the bound
    r"\b(?:until|till|til|up\s+until)\s+(?:after\s+)?" + _EN_DET + r"(?:\s+[a-z]+'s)?\s+(?!day\s+i\b|end\s+of\s+time)[a-z\-]+"
    + _EN_ENDS + r"|"
    # until / till an event of the shopper's life: a thing named with its determiner, ended
    # or not ("until the renovation is finished", "till my sister's wedding", "until after
    # the move"); the speaker's own say ("until I tell you otherwise") is lasting, and a
    # pronoun's past ("until it pilled") a story
    r"\b(?:until|till|til|up\s+until)\s+(?:after\s+)?" + _EN_DET + r"(?:\s+[a-z]+'s)?\s+(?!day\s+i\b|end\s+of\s+time)[a-z\-]+"
    r"(?:\s+(?:is|are|gets?|'s)\s+(?:being\s+|all\s+)?[a-z]+)?|"
    # the perfect of a task that ends ("until I've measured the alcove", "till we've moved"):
    # its end to come, not a story of the past (not "until I've changed my mind": lasting)
    r"\b(?:until|till|til|before)\s+(?:i|we|she|he|they)(?:'ve|\s+have)\s+(?:finally\s+|properly\s+)?"
    r"(?!(?:told|said|changed|died|decided)\b)[a-z]+ed\b"
    r"(?:\s+(?:the|my|our|a|an|this|that|some|his|her|their)\b)?(?:\s+[a-z\-]+(?:'s)?){0,2}|"
    r"\b(?:until|till|til|before)\s+(?:i|we|she|he|they)(?:'ve|\s+have)?\s+(?!(?:tell|say|change|die|"
    r"said|told|changed|buy|check|pick|choose|shop|look)\b)[a-z]+(?<!ed)\b|"
    # while the shopper does a task, in the present ("while I pick an outfit", "while we
    # redo the bathroom"; not "while I live", lasting, nor a past "while I was")
    r"\b(?:while|whilst)\s+(?:i|we)\s+(?!(?:was|were|had|did|used|live|breathe|exist|am|are)\b)[a-z]{3,}(?<!ed)\b"
    r"(?:\s+(?:the|my|our|a|an|this|that|some|his|her|their)\b)?(?:\s+[a-z\-]+(?:'s)?){0,2}|"
    # while the thing in hand lasts ("while this search lasts", "as long as the sale runs")
    r"\b(?:while|whilst|as\s+long\s+as)\s+(?:this|the|my|our)\s+(?:[a-z\-]+\s+)?[a-z\-]+\s+"
    r"(?:lasts|goes\s+on|runs|continues|is\s+on)\b|"
    # before an event, its end said in the present ("before the baby arrives")
    r"\bbefore\s+" + _EN_DET + r"\s+[a-z\-]+" + _EN_ENDS + r"|"
    # during / while a stretch that passes ("during the move", "while the kitchen is being
    # redone", "while we're renovating")
    r"\bduring\s+(?:the|my|our|this)\s+(?!(?:[a-z\-]+\s+)?[a-z]+s\b)[a-z\-]+|"
    r"\b(?:while|whilst)\s+(?:the|my|our)\s+[a-z\-]+(?:\s+[a-z\-]+)?\s+(?:is|are)\s+(?:being\s+|still\s+)?[a-z]+|"
    r"\b(?:while|whilst)\s+(?:i|we)(?:'m|'re|\s+am|\s+are)\s+(?:still\s+)?(?!at\b|in\b|on\b)[a-z]+ing\b|"
    # a stretch of the shopper's life named as a trip or a week, the phrase's last word ("for
    # the beach week", "for our camping fortnight", "for the hen weekend"; not "the weekend bag")
    r"\bfor\s+(?:the|my|our|this|that|next|[a-z]+'s)\s+(?:[a-z\-]+\s+){0,2}?(?:week|weekend|fortnight|trip|"
    r"holiday|holidays|getaway|break|cruise|retreat|staycation|honeymoon)(?=\s*(?:[,.;!?]|$|and\b|but\b|please\b|"
    r"pls\b|thanks\b|only\b|though\b))|"
    # the decision put off past the bound ("after that who knows", "we'll see after")
    r"\bafter\s+(?:that|then|it)\s*,?\s+(?:who\s+knows|we'?ll\s+see|maybe|perhaps|ask\s+me)|"
    r"\bwe'?ll\s+see\s+(?:after|later|then)\b")
# The assistant told not to keep it, or to ask again.
_EN_UNKEPT = re.compile(
    r"(?<!\bi\s)(?<!\bwe\s)\b(?:don'?t|do\s+not|no\s+need\s+to|needn'?t|there'?s\s+no\s+need\s+to|not\s+to|"
    r"never\s+mind\s+(?:saving|remembering)|without)\s+(?:bother(?:ing)?\s+(?:to\s+)?)?"
    r"(?:save|saving|store|storing|remember|remembering|memori[sz]e|record|recording|log|logging|"
    r"file|filing|note|noting|write|writing|hold\s+on\s+to|holding\s+on\s+to)\s+"
    r"(?:it|that|this|them)(?![a-z])(?!\s+(?:is|was)\b)|"
    # ("don't keep that" alone may drop a product shown: kept *where* says memory)
    r"(?<!\bi\s)(?<!\bwe\s)\b(?:don'?t|do\s+not|no\s+need\s+to|needn'?t)\s+keep\s+(?:it|that|this|them)\s+"
    r"(?:on\s+file|on\s+record|in\s+mind|stored|saved|noted|around|for\s+(?:later|next\s+time))|"
    r"(?<!\bi\s)(?<!\bwe\s)\b(?:don'?t|do\s+not|no\s+need\s+to)\s+(?:add|put)\s+(?:it|that|this)\s+(?:on|in|to|into)\s+"
    r"(?:my|the)\s+(?:profile|file|record|records|notes|memory|list|preferences)|"
    r"\boff\s+the\s+record\b|\bnot\s+(?:a\s+)?(?:standing|permanent)\s+(?:rule|thing)\b|"
    r"\b(?:don'?t|do\s+not|no\s+need\s+to)\s+make\s+(?:it|that|this)\s+(?:a\s+)?(?:rule|permanent|habit|default|thing)|"
    r"\b(?:ask|check\s+with)\s+(?:me\s+)?(?:again\s+)?(?:next\s+time|another\s+time|later)\b|"
    r"\b(?:ask|check\s+with)\s+me\s+again\b")
# A word put off to another time.
_EN_DEFERRED = re.compile(
    r"\b(?:another|some\s+other|a\s+different)\s+(?:day|time|week|month|season|occasion)\b|"
    r"\b(?:some\s+day|someday|for\s+later|maybe\s+later|later\s+(?:maybe|perhaps))\b|"
    r"\b(?:can|could|will|'ll|must)\s+wait\b|\bsave\s+(?:it|that|them)\s+for\s+(?:later|another)\b|"
    # the time to come set apart as another matter ("next time's another story", "next month
    # may be a different matter"), or the word wanted again then ("I may want it again next
    # month"): this visit alone is meant
    r"\b(?:next\s+(?:time|visit|week|month|season|year)|tomorrow|later\s+on)(?:'s|\s+(?:is|will\s+be|'ll\s+be|"
    r"may\s+be|might\s+be|could\s+be))\s+(?:another|a\s+different|a\s+whole\s+other)\s+(?:story|matter|question|thing|kettle\s+of\s+fish)\b|"
    r"\b(?:may|might|could|probably)\s+(?:well\s+)?(?:want|like|need|fancy|use|wear)\s+(?:it|them|that|those)\s+again\s+"
    r"(?:next|another|some|later|in\s+a)\b")

# Chinese: a stretch that passes (这段时间, 那阵子, 这几天, 最近这段日子), the end of an event
# before which (婚礼办完之前, 窗帘定下来以前, 孩子出生前), a wait for one (等装修完再说).
_ZH_BOUND = re.compile(
    r"(?:这|那|最近这?|接下来这?)(?:一)?(?:段|阵|几|些)(?:子|儿|时间|日子|天|周|个?星期|个?礼拜|个?月)|"
    r"(?:完|好|结束|定下来|落地|出生|到来|开始|过去)(?:之前|以前|前)(?![面边头台])|"
    # (等 said first, as a wait: not the 等 of a list, "羽绒等材质")
    r"(?:^|[，。,;；\s]|先|要|得|就)等[^，。,;；！？!?]{1,10}?(?:完|好了|结束|定下来|过去|以后|之后)(?:再说|再看|再考虑|再议|再定)?|"
    r"(?:之后|以后|过后|到时候)(?:再说|再看|再议|再定|看情况)")
# The one occasion or item singled out ("only for this dinner", "just for this outfit", 就这顿饭,
# 就我妹毕业典礼那条裙子, 只为这一场): a time that passes, whatever noun names it (the markers
# of offline_reach know the nouns of gifts, orders and occasions; a writer names any).
_EN_THIS_ONE = re.compile(
    r"\b(?:just|only|solely|purely)\s+(?:for|on|at)\s+(?:this|that|tonight'?s|today'?s)\s+(?:one\s+)?[a-z\-]+|"
    r"\bfor\s+(?:this|that)\s+(?:one\s+)?[a-z\-]+(?:\s+[a-z\-]+)?\s+(?:only|alone)\b")
_ZH_THIS_ONE = re.compile(
    r"(?:就|只|光|单|仅)(?:是|为了?|给|在)?[^，。,;；！？!?]{0,10}?(?:这|那)一?(?:顿|场|次|回|趟|条|件|身|套|双|份|款|张|把|台|盏|桌)")
# This occasion in a literary or a spoken register (此番, 这遭, 今儿): 这次 and 今天 in other
# words (not 这番话, what was said).
_ZH_THIS_TIME = re.compile(r"(?:此|这|本)一?(?:番|遭)(?!话|心意|好意|道理|景象)|(?<![从打自])今儿(?:个)?(?!个?(?:起|开始|以后|往后))")
# 先 before setting a thing aside (先避开, 先放一放, 先跳过, 先搁着): for now, as 先不/先别 is.
_ZH_FOR_NOW = re.compile(r"先(?:避开|避一避|放一放|放放|放一边|放着|搁一搁|搁一边|搁着|搁置|跳过|略过|排除|去掉|"
                         r"收起来?|撇开|pass|免了|算了)")
_ZH_UNKEPT = re.compile(
    r"(?:不用|不必|无需|无须|甭|别|不要|没必要|用不着)(?:给我|帮我|替我)?(?:你)?"
    r"(?:记(?!忆|性|号|错)|存(?!在|货)|保存|存档|归档|记录|当(?:成|作)?规矩)|"
    r"(?:下次|下回|到时候|回头|改天)(?:你)?(?:再|重新)?(?:问问?|确认一下|问一下)我")
_ZH_DEFERRED = re.compile(
    r"(?:改天|改日|下回|下次|回头|晚点|往后|过阵子|有机会)(?:再|又)(?:说|看|议|考虑|买|聊|挑|研究|定)|"
    r"留(?:到|给)(?:下次|下回|以后|改天|改日)|"
    # the time to come told as another matter (下回另说, 改天另议, 以后另算, 到时候另说)
    r"(?:改天|改日|下回|下次|回头|往后|以后|过阵子|到时候|明天|明儿)(?:再)?另(?:说|议|算|论)")

# A refusal in words: only a clause that refuses is bounded by its period (a like "during
# the summers" or "before winter" is no session).
_REFUSES = re.compile(
    r"(?<![a-z])(?:no|not|nothing|never|skip|avoid|without|hide|forget|hold\s+off|leave\s+(?:\S+\s+)?out|off|"
    r"out|pass|spare|drop|exclude|keep\s+\S+\s+(?:away|off|out)|steer\s+clear|don'?t|isn'?t|aren'?t|"
    r"won'?t|wouldn'?t|"
    # (a word judged unfit for the occasion is refused for it: "yellow would feel wrong at the
    # memorial", "orange would clash with the sashes", "it'd look out of place")
    r"wrong|clash(?:es|ing)?|out\s+of\s+place|inappropriate|unsuitable|"
    r"wait|rather\s+(?:not|skip|avoid))(?![a-z])|不|别|没|免|避|跳过|去掉|排除|不看|再说|再议|再看")


_EN_WORD = re.compile(r"[a-z']+")


def _little_left(rest: str) -> bool:
    """A word or so, or a few characters: the rest of a clause that is its bound."""
    return len(_EN_WORD.findall(rest)) <= 1 and len(CJK.findall(rest)) <= 4


# Words one of the English "don't keep it" forms needs (a plain substring test first: the
# plan step reads scope many times a turn, and most texts say none of them).
_EN_UNKEPT_WORDS = ("sav", "stor", "rememb", "memori", "record", "log", "fil", "note", "noting", "writ",
                    "keep", "hold on", "add ", "put ", "rule", "permanent", "ask", "check with")


# (pure functions of the text: the plan step asks the same clause and utterance many times)
@lru_cache(maxsize=4096)
def bounded(text: str) -> bool:
    """The text bounds a refusal by an event or a period that ends, asks it not be kept, or
    puts it off to another time."""
    low = text.lower()
    zh = bool(CJK.search(low))
    en = bool(_EN_WORD.search(low))
    if (en and any(w in low for w in _EN_UNKEPT_WORDS) and _EN_UNKEPT.search(low)) or \
            (zh and (_ZH_UNKEPT.search(low) or _ZH_FOR_NOW.search(low) or _ZH_THIS_TIME.search(low))) or \
            deferred(low):
        return True
    if not _REFUSES.search(low):
        # A bound said as a clause of its own ("while the nursery is being painted, no grey"):
        # little else but the bound, it holds for the refusal beside it.
        return any(b.search(low) and _little_left(b.sub(" ", low))
                   for b in ((_ZH_BOUND, _ZH_THIS_ONE) if zh else ()) + ((_EN_BOUND, _EN_THIS_ONE) if en else ())) or \
            (purpose_bound.told(low) and purpose_bound.framed(purpose_bound.without(low)))
    if purpose_bound.told(low) or purchase_for_event.told(low):
        # (what this shopping is for, named as the bound: language/purpose_bound; or the
        # purchase at hand refused for an event dated or pointed back at:
        # language/purchase_for_event)
        return True
    if zh and (_ZH_BOUND.search(low) or _ZH_THIS_ONE.search(low)):
        return True
    if en and _EN_THIS_ONE.search(low):
        return True
    return en and bool(_EN_BOUND.search(low)) and not _EN_PAST.search(_EN_BOUND.sub(" ", low))


def unbounded(text: str) -> str:
    """The (lower-case) text without the bounds read here: an event or a period that ends, the
    one occasion singled out, "don't save that", a word put off to another time."""
    for pattern in (_EN_BOUND, _EN_THIS_ONE, _EN_UNKEPT, _EN_DEFERRED, _ZH_BOUND, _ZH_THIS_ONE):
        text = pattern.sub(" ", text)
    return purpose_bound.without(text)


def bound_spans(text: str) -> list[tuple[int, int]]:
    """The character spans of the (lower-case) text that bound it by an event or a period
    that ends, or single out the one occasion (`unbounded` blanks the same and more)."""
    zh = bool(CJK.search(text))
    patterns = (_ZH_BOUND, _ZH_THIS_ONE) if zh else (_EN_BOUND, _EN_THIS_ONE)
    return [m.span() for p in patterns for m in p.finditer(text)] + purpose_bound.spans(text)


@lru_cache(maxsize=4096)
def deferred(text: str) -> bool:
    """The text puts what it names off to another time ("another day", 改日再议)."""
    low = text.lower()
    return bool(_EN_DEFERRED.search(low) or (CJK.search(low) and _ZH_DEFERRED.search(low)))


# A stretch of the calendar named by a deictic and a unit ("this year", "any year after",
# "next summer", 今年, 明年, 哪年, 这个月, 下半年): when a refusal holds, not what it refuses.
TIME_SPAN = re.compile(
    r"\b(?:this|next|last|any|every|each|the\s+following)\s+(?:single\s+)?(?:year|month|season|week|spring|"
    r"summer|autumn|fall|winter)s?(?:\s+(?:after|again|either|too))?\b|"
    r"(?:今|明|后|去|哪|每|这一?|下一?|下半|上半|来)(?:个)?(?:年|月|季|季度|周|星期|礼拜)(?:也|都|还)?")

