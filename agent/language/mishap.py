"""A mishap told in the passive: the thing named got something done to it (issue 11, round 23).

"My husband's X tie got splashed with coffee", "the X cushions got clawed by the cat",
阿女的X礼服给车门勾了条线出来, X领带被咖啡溅了一大片, X沙发让狗啃掉了一个角: the thing named
is the patient of an event that befell it, told in the adversative passive (English "get" +
participle, or "was/were" + participle + "by"; Chinese 被, or 给/俾/让/叫 with an agent that is
no pronoun and a verb with a result). What follows such a story in a clause naming nothing
("just perfect", 真是绝了, 真係激气) is sarcasm or annoyance, however the vote reads it: never
the thing's praise. A picture of the thing with nothing befalling it ("X towels fresh off the
line", 竹制砧板立在灶台边, 亚麻窗帘被晨风吹起来 with no result) is not a mishap, and neither is
a causative 让 ("X桌子让整个书房都高级了": a state, no verb with a result) nor a benefactive 给
("妈妈给我织的X围巾": a pronoun after it, the thing after the verb).

Read on the clause's form (the named word replaced by `PLACEHOLDER`), so the thing is the
subject the passive is told of. Compiled once at import: nothing per turn.
"""
from __future__ import annotations

import re

from agent.language.classifier import PLACEHOLDER

_X = re.escape(PLACEHOLDER)
# Verbs of praise told in the passive are no mishap ("got complimented", 被夸了).
_EN_PRAISED = r"(?:complimented|praised|admired|noticed|loved|liked|gifted|given|chosen|picked|recommended)"
_ZH_PRAISED = r"(?:夸|赞|表扬|称赞|羡慕|喜欢|选中|看中|推荐)"
# English: the thing (a product noun or two after it, or a possessive's), then "got" (or
# "was/were … by") and a participle.
_EN_BEFELL = re.compile(
    _X + r"(?:\s+(?!(?:and|but|so|because|though|then)\b)[a-z\-']+){0,6}?\s+(?:(?:got|gets|get|getting)\s+(?:[a-z]+ly\s+|all\s+|totally\s+|completely\s+)?"
    r"(?!" + _EN_PRAISED + r"\b)(?:[a-z]+ed|[a-z]+en|caught|torn|stuck|bent|burnt|burned|shrunk|split|cut|hit|"
    r"ripped|stained|chewed|soaked|wrecked)\b|"
    r"(?:was|were)\s+(?:[a-z]+ly\s+)?(?!" + _EN_PRAISED + r"\b)[a-z]+(?:ed|en)\s+(?:[a-z]+\s+){0,3}?by\s)")
# Chinese: the thing (its product noun after it, four characters at most), then 被 + a verb
# told done (了 / a result), or 给/让/叫 + an agent that is no person pronoun + a verb with a
# result complement (掉 破 烂 坏 断 湿 脏 花 穿 透 出 进 到 成): the causative 让 of a state
# ("让书房高级了") and a benefactive 给 ("给孩子戴了一冬天") have none.
_ZH_BEFELL = re.compile(
    _X + r"[^，。,.;；!！?？\s]{0,5}?(?:被(?![^，。,.;；!！?？]{0,6}?" + _ZH_PRAISED + r")[^，。,.;；!！?？]{0,8}?(?:了|过|掉|破|烂|坏|断|湿|脏|花|穿|透|出|进|到|成)|"
    r"(?:给|让|叫|遭)(?![我你您他她它咱们]|自己)[^，。,.;；!！?？]{1,6}?"
    r"(?:掉|破|烂|坏|断|湿|脏|花|穿|透|出|进|到|成))")


def befell(form: str) -> bool:
    """The clause (its form) tells of a mishap befalling the thing named: it is the subject
    of an adversative passive."""
    low = form.replace(PLACEHOLDER, "\0").lower().replace("\0", PLACEHOLDER)
    return bool(_EN_BEFELL.search(low) or _ZH_BEFELL.search(low))
