"""Products a session turn names only as things the shopper has (issue 11, round 24).

While shopping for a walnut sideboard, "I love running my hand along the grain", "half my
wardrobe is black already, so something brighter" and "my cat sleeps on it all day" name no
new product: the grain, the wardrobe and the cat are the shopper's, told with a definite or a
possessive word, and "it" is the item shopped for. Read as requests they opened a new search
(rice for "grain", a wardrobe, pet supplies). 我家的衣柜已经一半是黑的了 is the same in Chinese.

A turn refers only when it asks for nothing (no asking words: "need", "show me", "what
about", 来个, 想要…), says no indefinite "a/an/another" before a product word, and every
product type it names stands after a definite or possessive word (one or two describing words
between allowed) — or it names no type and points at the item with "it", "them" or "this
one" (它, 在上面). Compiled once at import; a handful of regex searches per session turn.
"""
from __future__ import annotations

import re

from agent.language.asking import ZH_ASKING, ZH_COUNTED_ASK, ZH_MEASURE_WORDS
from agent.product_types import name_spans
from memory.text import CJK, CJK_RANGE

# Asking in either language: a need, a wish, a question about stock or another option.
_EN_ASKING = re.compile(
    r"(?<![a-z'])(?:need|needs|want|wants|wanted|looking|look for|show|find|get me|buy|order|"
    r"recommend|suggest|any|anything|got|have you|do you|what about|how about|instead|"
    r"also|another|else|prefer|would like|i'd like|please|search|switch|rather|back to|go back|"
    r"return to)(?![a-z'])")
_ZH_ASKING = re.compile(ZH_ASKING + r"|换成|看看|还要|再来|再要|另外|顺便|看回|换回|回到|回去")
_ZH_COUNTED_ASK = re.compile(ZH_COUNTED_ASK)
# The words before a product that make it one the shopper has or points at.
# (a maker's, "X's frame", is someone's too)
_EN_OWNED = re.compile(r"(?<![a-z'])(?:the|my|our|your|his|her|their|its|this|that|these|those|[a-z]+'s)"
                       r"(?:\s+[a-z\-']+){0,2}\s*$")
# The shopper's last one, or the one pointed at, owns what follows it: 上一个的电池, 之前那台的滤网,
# 那双的鞋底.
_ZH_OWNED = re.compile(rf"(?:[我你他她]们?|家里|屋里)(?:的|家的?|家里的?)?[{CJK_RANGE}]{{0,3}}$|"
                       r"(?:上一|这|那)(?:个|张|件|条|双|只|台|把|套|款|部)?的?$|"
                       # what happened to one (烤焦过一件衬衫, 弄坏了两条裤子): told, not asked
                       rf"(?:过|了)(?:[一两几]|{ZH_MEASURE_WORDS})*$")
# An asking word refused is no asking: 别推荐, 不要推荐, 不用再找.
_ZH_REFUSED_ASK = re.compile(r"(?:别|不要|不用|不想|千万别|别再|不要再|不用再)$")
# "it", "them", "this one", "do they…": the item shopped for.
_EN_POINTS = re.compile(r"(?<![a-z'])(?:on|in|with|at|under|of|off|for|about|into|onto)\s+"
                        r"(?:it|them|this one|that one)(?![a-z'])|"
                        r"^(?:do|does|will|would|can|could|are|is)\s+(?:they|it|these|those|this|that)(?![a-z'])")
# 在上面, 它, 那双: the item shopped for, in Chinese.
_ZH_POINTS = re.compile(r"[在往从]它?(?:上面|上头|里面|下面|旁边)|它|[这那](?:个|双|件|条|张|只|台|款|套|把)")


# A verb of getting with an article or a count before what it gets ("buy her a pair of…",
# "need some…"): a new thing asked for, whether the vocabulary names it or not.
_EN_ASKS_ANEW = re.compile(r"(?<![a-z'])(?:buy|get|need|want|order|(?:i'?m|we'?re|i\s+am|we\s+are)\s+after|looking\s+for|shopping\s+for)\s+"
                           r"(?:me\s+|her\s+|him\s+|them\s+|us\s+)?(?:a|an|some|two|three|new)\s+")


def asks_anew(text: str) -> bool:
    """The turn asks for a thing by a verb of getting with a count or an article, not refused
    (给我妈买双软底的布鞋, 来两瓶, "buy her a pair of slippers"): a new request even when no
    product type names the thing (布鞋), so a constraint said beside it does not keep the
    session's item (the cookbooks shopped for before stayed on screen)."""
    low = " ".join(text.lower().split())
    if CJK.search(low):
        return any(not _ZH_REFUSED_ASK.search(low[:m.start()]) for m in _ZH_COUNTED_ASK.finditer(low))
    return any(not _EN_REFUSED_ASK.search(low[:m.start()]) for m in _EN_ASKS_ANEW.finditer(low))


def refers_only(text: str) -> bool:
    """True when a session turn names products only as the shopper's own (see module)."""
    low = " ".join(text.lower().split())
    zh = bool(CJK.search(low))
    if zh:
        if any(not _ZH_REFUSED_ASK.search(low[:m.start()]) for m in _ZH_ASKING.finditer(low)):
            return False
    elif _EN_ASKING.search(low) or _EN_OPENS_INDEFINITE.search(low):
        return False
    spans = name_spans(low)
    if not zh and any(_indefinite_before(low, start) for start, _ in spans):
        return False
    if not spans:
        return bool((_ZH_POINTS if zh else _EN_POINTS).search(low))
    owned = _ZH_OWNED if zh else _EN_OWNED
    return all(owned.search(low[:start]) or (not zh and _told_object(low, start))
               for start, _ in spans)


def _indefinite_before(low: str, start: int) -> bool:
    """An indefinite said right before the product word at `start`, one or two describing
    words between allowed ("a kettle", "a new electric kettle"); one before no product
    ("not a X though", "within a year", "a single room") asks for nothing."""
    m = _INDEFINITE.search(low[:start])
    return m is not None and not _TOLD_EVENT.search(low[:m.start()])


def _told_object(low: str, start: int) -> bool:
    """The product at `start` is the object of a past event told ("ours scorched a shirt")."""
    m = _INDEFINITE.search(low[:start])
    return m is not None and bool(_TOLD_EVENT.search(low[:m.start()]))


_INDEFINITE = re.compile(r"(?<![a-z'])(?:a|an|some|new)\s+(?:[a-z\-']+\s+){0,2}$")
# A clause that opens with an indefinite names the thing it asks for ("separately, a gadget
# that grinds the beans", "one more thing: a grippy mat for my pilates class"), whether the
# vocabulary names it or not: what follows in it ("my pilates class") describes that thing.
_EN_OPENS_INDEFINITE = re.compile(r"(?:^|[,;:.!?]\s*)(?:a|an|another)\s+[a-z]")


# A product said as the object of what happened ("ours scorched a shirt", "it ripped a hole
# in a pillowcase", 我家那台烤焦过一件衬衫): a past event told, not a product asked for.
_TOLD_EVENT = re.compile(r"(?<![a-z'])(?:[a-z]{3,}ed|broke|tore|ate|wore|burnt|shrank|bit|"
                         r"split|stole|bought|had|gave|took|made|left|lost)\s+(?:(?:a|an)\s+[a-z]+\s+(?:in|on|through|into)\s+)?$")



# A clause ends at its punctuation (a comma too: "not X, ours scorched a shirt" is two).
_CLAUSE_END = re.compile(r"[,，.。;；!！?？:：\n]+")
# English asking refused ("not to suggest", "don't show", "never recommend"): no asking.
_EN_REFUSED_ASK = re.compile(r"(?<![a-z'])(?:not|don'?t|do\s+not|never|no\s+need\s+to)\s+(?:\w+\s+)?$")


def asks_for_a_product(text: str) -> bool:
    """Some clause of `text` asks for a product: it names a product type and says an asking
    word that is not refused ("show me drill bits", "also a colander", 再来一个烤箱, "hedge
    trimmer?"), or it is a product's name and little else ("Colanders now."). A maker's verdict
    told with a story names things only as the story's ("not X, ours scorched a shirt", "two
    of their batteries died", 我家那台烤焦过一件衬衫): no clause asks for them."""
    low = " ".join(text.lower().split())
    zh = bool(CJK.search(low))
    start = 0
    for end in [m.start() for m in _CLAUSE_END.finditer(low)] + [len(low)]:
        clause, start = low[start:end], end + 1 if end < len(low) else end
        spans = name_spans(clause)
        if not spans:
            continue
        if zh:
            if any(not _ZH_REFUSED_ASK.search(clause[:m.start()]) for m in _ZH_ASKING.finditer(clause)):
                return True
        elif any(not _EN_REFUSED_ASK.search(clause[:m.start()]) for m in _EN_ASKING.finditer(clause)):
            return True
        named = sum(b - a for a, b in spans)
        if named * 2 >= len(re.sub(r"[^\w]", "", clause)) or low[end:end + 1] in ("?", "？"):
            return True  # the product said (nearly) alone, or asked as a question
    return False
