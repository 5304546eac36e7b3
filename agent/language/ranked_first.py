"""A maker put first: a request of order whose object is the maker (issue 11, round 38).

"Put X at the top", "list X first", "X first, then whatever else you've got", 把X排在最前面,
先看X家的, 优先推X; or, after a condition that names the maker alone, the order asked with
the maker's things left implied: "if X do one, put it at the very top", 要是X有货，就把他们的
排第一个, 要是X也出，就排到最前面. Nobody asks a shop to rank a maker first whom they do not
want: a like of the maker, where the vote read the request as a request (neutral) and the
name went only into the search words.

The same request with a pointer back at a maker named before ("put theirs at the top",
把他家的排在最前面) is read by offline_brands._ASKED_BACK; this module reads the maker named
in the request itself, or named only in the condition before it. The evidence is the form
around the name, never the name. Compiled once at import: nothing per turn.

Measured on the tune sets before it was written (round 38): the form was the commonest
verdict of a found maker left unread in sets written blind in four rounds (fresh33,
fresh34_reach, fresh36, fresh37 and fresh37_brand).
"""
from __future__ import annotations

import re

# The front of the list, in words.
_EN_FRONT = r"(?:(?:right|straight|up)\s+)?(?:first|at\s+the\s+(?:very\s+)?(?:top|front)|on\s+top|up\s+top|" \
            r"to\s+the\s+(?:very\s+)?(?:top|front))"
_ZH_FRONT = r"(?:最)?(?:前面|前头|前边|前排|第一(?:个|位)?|头一个|最前)"
_ZH_ORDER = r"(?:排|放|摆|列|挪|顶|置)(?:到|在)?"

# A verb of ordering with the maker as its object: "put X (products) at the top", "list X first".
_EN_ORDER_BEFORE = re.compile(r"(?<![a-z])(?:put|list|rank|show|place|pin|move|bring|keep)\s+(?:the\s+)?$")
_EN_FRONT_AFTER = re.compile(rf"^(?:'s)?(?:\s+[a-z]+){{0,2}}?\s+{_EN_FRONT}(?![a-z])")
# The maker alone, then "first" ending the request: "X first, then …", "X first please".
_EN_FIRST_ALONE = re.compile(r"^\s+first(?:\s+(?:please|pls|if\s+you\s+can))?\s*(?:[,.;!?]|then\b|$)")
# Where the maker alone opens its clause ("…, X first, then …"): not "I tried X first, then …".
_CLAUSE_OPENS = re.compile(r"(?:^|[,.;:!?]|(?<![a-z])(?:and|so|ok|okay))\s*$")
# A condition on the maker: "if X do/make/have/stock …", "if they have X's".
_EN_IF_BEFORE = re.compile(r"(?<![a-z])(?:if|when|should)\s+$")
# The order after it, of the maker's things left implied ("put it at the very top", "list them first").
_EN_ORDER_IMPLIED = re.compile(
    rf"[,;]\s*(?:then\s+|please\s+)?(?:put|list|rank|show|place|pin|move|bring)\s+"
    rf"(?:it|them|that|those|theirs|that\s+one|one)\s+{_EN_FRONT}(?![a-z])")

# 把X(的)(东西)排在最前面, X的排第一个 with 把: the maker the object of the order.
_ZH_DISPOSED_BEFORE = re.compile(r"把\s*$")
# (the maker's thing may be named between: 把X的加湿器排在最前面)
_ZH_FRONT_AFTER = re.compile(rf"^(?:家)?(?:的[^，,。！？!?；;把]{{0,6}}?)?(?:都|全)?(?:给我)?{_ZH_ORDER}{_ZH_FRONT}")
# 先看X家的, 优先推X, 首选X: the maker looked at first.
_ZH_FIRST_BEFORE = re.compile(r"(?:优先|先|首选)(?:给我|帮我)?(?:看看|看|推荐|推|上|找|要|考虑|选)?\s*$")
# 要是X有货 / 如果X也出: a condition on the maker, then the order with the object implied
# (就排第一个, 就给我排在最前面, 就把他们的保温壶排第一个).
_ZH_IF_BEFORE = re.compile(r"(?:要是|如果|假如|若是|只要)\s*$")
_ZH_ORDER_IMPLIED = re.compile(
    rf"^[^，,。！？!?；;]{{0,8}}[，,]\s*(?:那)?(?:就|都)?(?:给我|帮我)?"
    rf"(?:把(?:他们|她们|它们|他家|她家|它)(?:家)?(?:的)?[^，,。！？!?；;]{{0,6}}?)?(?:给我)?{_ZH_ORDER}{_ZH_FRONT}")


def ranked_first(text: str, start: int, end: int) -> bool:
    """The maker said at text[start:end] is asked to the front of the list (see the module)."""
    low = text.lower()
    before, after = low[max(0, start - 24):start], low[end:end + 80]
    if _EN_ORDER_BEFORE.search(before) and _EN_FRONT_AFTER.match(after):
        return True
    if _EN_FIRST_ALONE.match(after) and _CLAUSE_OPENS.search(low[:start]):
        return True
    if _EN_IF_BEFORE.search(before) and _EN_ORDER_IMPLIED.search(after.split(".")[0]):
        return True
    if _ZH_DISPOSED_BEFORE.search(before) and _ZH_FRONT_AFTER.match(after):
        return True
    if _ZH_FIRST_BEFORE.search(before) and not re.search(r"[不别没]\s*(?:要|想)?\s*(?:优先|先)", before):
        return True
    return bool(_ZH_IF_BEFORE.search(before) and _ZH_ORDER_IMPLIED.match(after))
