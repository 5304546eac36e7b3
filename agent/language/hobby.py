"""A gift told by what its receiver loves doing ("a birthday present for my girlfriend, she
loves painting", 送女朋友的生日礼物，她喜欢画画, 给喜欢钓鱼的老爸挑个礼物).

The pastime is where to look, not the product: "painting" after a verb of liking is the doing
of it (art supplies), not a painting to hang (it was read as wall art, and 画画 as nothing the
keyword table knows: the whole catalog was searched). And it is the receiver's taste, not the
shopper's: nothing in it is a preference (喜欢钓鱼 stored a like of fish).

`interest` finds the pastime in the product words a gift request leaves; the engine reads the
pastime's gear ("painting supplies", 画画用品) with the catalog's neighbours, as it reads a
product told by what it does. English needs a verb form ("painting", "rock climbing"): a noun
after the verb ("she loves candles", "he's into tea") names a product already and is read as
one. Chinese has no such mark, so any pastime said after a verb of liking is read this way.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from memory.text import CJK_RANGE

# What a gift's receiver is into, told with a verb of liking (a closed class). Also read by
# offline_parse's gift frame: a "who" clause that tells what they are into names where to look.
INTEREST = re.compile(r"(?<![a-z])(?:into|likes?|loves?|enjoys?|adores?|collects?|fan\s+of|"
                      r"obsessed\s+with|crazy\s+about|mad\s+about|passionate\s+about|keen\s+on|"
                      r"big\s+on|hooked\s+on)(?![a-z])")

# The doing that follows: up to three words, ending in a verb's -ing form ("painting",
# "rock climbing", "going to the gym" is not one: it stops at "to").
_EN_DOING = re.compile(r"\s+(?:(?:really|so|totally|very)\s+)?"
                       r"(?P<act>(?:[a-z]+\s+){0,2}?[a-z]{3,}ing)(?![a-z])")
# A verb of liking in Chinese and the pastime after it, up to where the clause or the
# receiver's noun phrase ends (喜欢钓鱼的老爸: 钓鱼).
_ZH_INTEREST = re.compile(rf"(?:喜欢|爱好是?|热爱|酷爱|迷上了?|沉迷于?|热衷于?|痴迷于?|最爱|特爱|超爱|"
                          rf"很爱|爱玩)(?:上)?(?P<act>[{CJK_RANGE}]{{2,4}}?)"
                          rf"(?=的|了|，|,|。|！|!|；|\s|$|(?:呢|啊|吧))")
_GEAR = {"en": "{} supplies", "zh": "{}用品"}
# A light verb before a Chinese pastime's noun (下围棋, 打羽毛球, 练瑜伽, 弹吉他): the gear is the
# noun's (围棋用品), the verb only says it is done.
_ZH_LIGHT_VERB = re.compile(rf"^[下打练学玩弹拉吹踢](?=[{CJK_RANGE}]{{2,}}$)")


@dataclass(frozen=True)
class Interest:
    act: str  # the pastime as said ("painting", 钓鱼)
    start: int  # where it is said in the product words
    end: int

    def gear(self, lang: str) -> str:
        """The pastime's gear as a product phrase for the neighbours to read."""
        return _GEAR["zh" if lang == "zh" else "en"].format(self.act)


def interest(product: str) -> Interest | None:
    """The pastime a gift's receiver is said to love, in the product words, or None."""
    low = product.lower()
    for m in INTEREST.finditer(low):
        doing = _EN_DOING.match(low, m.end())
        if doing is not None:
            return Interest(doing.group("act"), doing.start("act"), doing.end("act"))
    m = _ZH_INTEREST.search(product)
    if m is not None:
        verb = _ZH_LIGHT_VERB.match(m.group("act"))
        start = m.start("act") + (verb.end() if verb else 0)
        return Interest(product[start:m.end("act")], start, m.end("act"))
    return None


__all__ = ["INTEREST", "Interest", "interest"]
