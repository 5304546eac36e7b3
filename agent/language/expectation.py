"""An expectation told of a thing, then let down: its good words are no verdict (issue 11, round 42).

A complaint is often told as what the thing was meant to do and what it did instead: "That X
bath mat was meant to dry in seconds; ours smells like a damp cellar", "the seller promised the
X chairs were fine outdoors; one rainy weekend and they split", 本该越用越亮的X门把手，半年就
长满了绿锈, 说好的防刮花，这块X膜第三天就裂了. The good it names ("dry in seconds", 越用越亮,
耐高温) is the promise, not the shopper's experience: read by the vote or by the readers of a
benefit, it turned the complaint into a like, the worst shape (DESIGN §3: an unknown polarity
fails safe, never a like).

The grammar: the thing's promise told with a verb of expecting or claiming (meant to, supposed
to, promised, claimed, advertised as, sold as, supposedly, should have lasted; 本该, 本应, 本以为,
说好的, 号称, 标着, 宣称, 商家说), or others' praise reported (everyone raves, the reviews swear,
大家都说); and a let-down after it: a turn (but, yet, a semicolon, 结果, 却, 才, 已经) or a clause
that says something against in words (the caller's check), with no wish for the thing again. A plan of the shopper's ("I was meant to buy X") is no promise
of the thing. Compiled once.
"""
from __future__ import annotations

import re

_EN_PROMISE = re.compile(
    r"(?<![a-z])(?:(?:is|are|was|were|'s|'re)\s+(?:meant|supposed|said|claimed|advertised|sold|marketed|billed|"
    r"promised|rated|guaranteed)\s+(?:to|as)(?!\s+(?:buy|get|order|pick|bring|send|have|own|try)(?![a-z]))|"
    r"should\s+(?:have|'ve)\s+(?:lasted|held|survived|been|stayed|kept|outlived)|"
    r"(?:promised|swore|claimed|guaranteed|assured\s+(?:me|us))(?:\s+(?:me|us))?\s+(?:that\s+)?(?:the|these|those|this|that|it|they|my|our)|"
    r"supposedly|allegedly|(?:the\s+)?(?:label|box|seller|advert|listing|packaging|description)\s+"
    r"(?:said|says|claimed|claims|promised|promises)|"
    # others' praise reported, then let down ("everyone raves about X, but…", "the reviews swear…")
    r"(?:everyone|everybody|people|the\s+reviews|reviewers|all\s+my\s+friends)\s+(?:rave|raves|raved|swear|swears|"
    r"swore|say|says|said|claim|claims|claimed|insist|insists|insisted))(?![a-z])")
_ZH_PROMISE = re.compile(r"本该|本应|本来应该|本来该|本以为|原以为|还以为|说好的|号称|标着|标榜|宣称|宣传(?:说|的)|"
                         r"(?:大家|别人|网上|人人|谁)都(?:说|夸)|"
                         r"(?:商家|卖家|店家|客服|导购|厂家|广告)(?:说|承诺|保证)|按理说|理应|说是能")
# A turn after the promise that lets it down.
_TURN = re.compile(r"(?<![a-z])(?:but|yet|instead|though|however)(?![a-z])|;|；|结果|却|但|可是|反而|才|就|已经")


def promised_at(text: str) -> int | None:
    """Where in `text` the thing's promise is told (its end), or None."""
    m = _EN_PROMISE.search(text.lower()) or _ZH_PROMISE.search(text)
    return m.end() if m else None


def turned_after(rest: str) -> bool:
    """The text after the promise turns against it: but, yet, instead, a semicolon, 结果, 却,
    才, 已经, 就 (the let-down told as how soon)."""
    return bool(_TURN.search(rest))
