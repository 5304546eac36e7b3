"""A maker asked for again after what its thing did, and a maker refused by an exclusion or a
condition (issue 11, round 43).

Praise of a maker is often an outcome with no liking verb, then the maker asked for again:
"QUILLSTRAND's mat never slid about on my laminate, so another of theirs", "…; a matching
Gavelmoor collar now", "…, so Ebbersley again", 玳铍的牵引绳…都没挣断过，再配一个玳铍的项圈. The
request is the verdict: nobody asks for more from a maker they refuse. The engine knew the
request by a few verbs ("show me theirs", 再来一双他们家的); these shapes it did not know, so the
maker's name said again was read by its own short clause's vote ("so X again" neared a weary
refusal) and the story was stored as a **dislike**, the worst shape.

`asked_again(said)`: the clause, with the maker's names put as the pointer back at it
(maker_again.pointed_back), asks for more of it: "them again", "another of theirs", "a matching
them collar", 再配一个他们家的, 他们家的…也来一个.

A refusal of a maker told by an exclusion or a condition, no refusing verb on the name: "anybody
but X for the reading lamp", "a toaster from anybody else" (after what X's did), 箱子上要是印着X我
直接退回去, 包装上要是写着X就别推给我. `any_but(before)` reads the exclusion (the clauses are cut at
"but", so the caller passes the text before the name past its clause's start);
`marked_refused(text, start, end)` the condition on the name printed on the thing, then a
refusal or a return in words after it. `from_anybody_else(said)`: another maker asked for by
"anybody else", "someone else's", "any other maker".
"""
from __future__ import annotations

import re

from agent.engines.offline_names import ZH_MAKER_POINTER

# "them again", "theirs again", "them once more", said as the clause's choice (a refusal in
# words is the caller's to rule out: "not them again").
_EN_AGAIN = re.compile(
    r"(?<![a-z])(?:(?:them|theirs)\s+(?:again|once\s+more|one\s+more\s+time|every\s+time)|"
    # "another of theirs", "more of theirs", "one more of their kettles", "a second one of theirs"
    r"(?:another|more|one\s+more|a\s+few\s+more|some\s+more|a\s+second(?:\s+one)?)\s+of\s+(?:theirs|their\s+[a-z]+)|"
    # the maker's name said as the modifier of the thing asked for: "a matching them collar",
    # "another them kettle", "a second them tent"
    r"(?:another|a\s+matching|matching|a\s+second|one\s+more|a\s+new)\s+them\s+[a-z]+|"
    # what else the maker makes, asked: "do they make a travel-sized one?", "does them do a bigger one"
    r"(?:do|does)\s+(?:they|them)\s+(?:make|do|sell|have|carry)\s+(?:a|an|one|any|the|some|it)(?![a-z]))(?![a-z])")
# 再配一个他们家的, 再添一只他家的, 也来一个他们家的, 他们家的…也来一个 / 也配一条
_MEASURE = r"(?:一?[双件个套条台款只把张顶瓶支盒袋块副本部])?"
_ZH_AGAIN = re.compile(
    r"(?:再|也|还)(?:给我|帮我)?(?:配|添|入|要|拿|囤|备|买|来|选|挑|整)" + _MEASURE + ZH_MAKER_POINTER + r"|" +
    ZH_MAKER_POINTER + r"的[^，,。！？!?；;]{0,8}?(?:也|再)(?:给我|帮我)?(?:配|添|入|要|拿|囤|备|买|来|选|挑)" + _MEASURE + r"|"
    # 有没有他家的旅行款: what else the maker makes, asked
    r"有没有" + ZH_MAKER_POINTER + r"的")


# "do they make …?" asks what else the maker makes; any other request said as a question ("so
# another of theirs? No chance.") is put to be refused.
_WHAT_ELSE = re.compile(r"(?<![a-z])(?:do|does)\s+(?:they|them)\s+|有没有")


def asked_again(said: str, question: bool = False) -> bool:
    """The clause (the maker's names pointed back) asks for more of the maker (see module);
    `question`: the clause is said as a question (its mark may lie past its end)."""
    found = _EN_AGAIN.search(said.lower()) or _ZH_AGAIN.search(said)
    if found is None:
        return False
    question = question or bool(re.search(r"[?？]|吗\s*$", said))
    return not question or bool(_WHAT_ELSE.search(found.group(0)))


# "anybody but X", "anyone but the X ones", "any brand but X", "anything but X": every other
# maker let in, this one set apart. ("nobody but X" is loyalty: offline_brands._NOTHING_BUT_BEFORE.)
_ANY_BUT_BEFORE = re.compile(r"(?<![a-z])(?:any(?:body|one|thing)|any\s+(?:brand|make|maker|label|company|one|other))"
                             r"\s+(?:else\s+)?but\s+(?:the\s+)?$")


def any_but(before: str) -> bool:
    return bool(_ANY_BUT_BEFORE.search(before.lower()))


# Another maker asked for by "anybody else", "someone else's", "any other maker".
ANYBODY_ELSE = re.compile(
    r"(?<![a-z])(?:(?:from|by|of)\s+(?:any|some)(?:body|one)\s+else|(?:any|some)(?:body|one)\s+else[’']s|"
    r"(?:from|by)\s+(?:any|another|a\s+different)\s+(?:other\s+)?(?:maker|company|firm|manufacturer))(?![a-z])")


def from_anybody_else(said: str) -> bool:
    return bool(ANYBODY_ELSE.search(said.lower()))


# The condition: the name printed on the thing (箱子上要是印着X, 包装上如果写着X, 要是X的), then a
# refusal or a return said of it: 退回去, 别推, 不要, 扔了, 免谈, 拉黑.
_ZH_IF_MARKED = re.compile(r"(?:要是|如果|假如|若是|万一|只要|一旦|若)[^，,。！？!?；;]{0,8}?"
                           r"(?:印着|印有|印了|写着|写有|写了|标着|标有|贴着|是)\s*$")
_ZH_THEN_REFUSED = re.compile(r"^[^。！？!?；;]{0,14}?(?:退回|退货|退掉|别推|别给|别发|别寄|别拿|不要|不收|不用|"
                              r"扔掉|扔了|直接扔|免谈|拉黑|算了|不考虑|别考虑|直接pass|pass)")


def marked_refused(text: str, start: int, end: int) -> bool:
    """The name at text[start:end] is a condition of a refusal or a return: "要是印着X我直接退回去"."""
    before = re.split(r"[，,。！？!?；;]", text[max(0, start - 20):start])[-1]
    return bool(_ZH_IF_MARKED.search(before) and _ZH_THEN_REFUSED.match(text[end:]))
