"""A maker refused the shopper's money (issue 11, round 29).

"I'd boil eggs on a camp fire sooner than give X another penny", "I'll sweep with a broom
before I hand X a cent", "I won't pay X one more pound", 宁可多花钱也不让X赚我一分,
我宁愿用手动的也不给X送钱: the maker is the one the money would go to, and the giving is
refused (negated, or put below anything else by "rather/sooner than", "before I"). A
refusal of the maker, whatever the story before it (read as one vote, the clause is mostly
the hardship the shopper would sooner bear: "boil eggs on a camp fire" neared no refusal).

The evidence is the sentence's form around the maker's name, never the name: a verb of
giving money said refused right before it, and a noun of money (or a verb of earning) right
after it. "before I give X a chance" names no money and says nothing here; "I'd rather give X
my money" puts no "than" before the giving. Compiled once at import: nothing per turn.
Measured on the tune sets (round 29): f27-en-brand-07 and f28-zh-brand-11 gained, with the
reach29 set's own sentences of the kind.
"""
from __future__ import annotations

import re

# The giving refused: put below something else ("rather than", "sooner than", "before I"),
# or negated ("won't", "never", "not").
_EN_GIVE_REFUSED = re.compile(
    r"(?<![a-z])(?:(?:rather|sooner)\s+than|before\s+(?:i|we)(?:'d|'ll|\s+would|\s+will)?|"
    r"never|not|won'?t|wouldn'?t|will\s+not|would\s+not|refuse\s+to|no\s+way\s+(?:i|we)(?:'m|'ll)?)\s+"
    r"(?:(?:ever|again|even|be|going\s+to|gonna)\s+)*"
    r"(?:give|giving|hand|handing|pay|paying|send|sending|throw|throwing|toss|tossing)"
    r"(?:\s+(?:over|any\s+more|again))?\s+$")
_EN_MONEY_AFTER = re.compile(
    r"^\s+(?:(?:another|a|one|a\s+single|any|any\s+more|more|my|one\s+more|even\s+a)\s+)?"
    r"(?:(?:red|more|single|further)\s+)?"
    r"(?:penny|pennies|cent|cents|dime|pound|pounds|quid|dollar|dollars|buck|bucks|euro|euros|"
    r"money|cash|coin|coins|yuan|kuai)(?![a-z])")
# Chinese: 不给/不让/别让 (再) right before the maker, then the money going to it: 送钱, 赚,
# 挣, 掏钱, 一分钱.
_ZH_GIVE_REFUSED = re.compile(r"(?:不|别|绝不|决不|再也不|也不)(?:会|想|能)?(?:再)?(?:给|让|替|叫)\s*$")
_ZH_MONEY_AFTER = re.compile(r"^\s*(?:再)?(?:送钱|赚|挣|掏钱|花钱|掏腰包|一分钱|一毛钱|一分|交钱|付钱)")


def money_refused(text: str, start: int, end: int) -> bool:
    """The maker said at text[start:end] is refused the shopper's money (see the module)."""
    before, after = text[max(0, start - 60):start].lower(), text[end:end + 40].lower()
    return bool((_EN_GIVE_REFUSED.search(before) and _EN_MONEY_AFTER.match(after)) or
                (_ZH_GIVE_REFUSED.search(before) and _ZH_MONEY_AFTER.match(after)))
