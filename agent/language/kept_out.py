"""A refusal told as keeping a thing out of one's home or life (issue 11, round 37).

Shoppers who refuse a substance for who they are or for what they have seen seldom say "no X":
they say where it may not go — "nothing trimmed with X comes into my home", "I won't let an
X-filled thing into our house", "X isn't allowed under our roof", "I refuse to own X",
X的东西一件都不进家门, 含X的统统不往家里买, 家里从此X全停, 我家一件都不会有, X一根都不想留,
X这辈子不会碰. There is often no verb of refusal the rules read and the vote neared a like on
the home words ("家里的东西清一色都是X的", "非X不买"): 含明胶的统统不往家里买 was a like of
gelatin.

A small grammar of the class, not the sentences: a negation or "nothing", then a verb of
coming in, bringing, letting, keeping or having, then the home or one's life as the place; or
a verb of owning refused; in Chinese the door or the home refused entry (不进门, 不往家里买),
the household stopping it (家里…停掉), none of it to be had or kept (一件都不会有, 一根都不想留)
and a lifetime's refusal (这辈子不碰). A negation that is about something else ("the sofa
won't fit through our door") needs the home as where the thing may not be, and a lifetime
needs a verb of using or having.

Compiled once at import: nothing per turn.
"""
from __future__ import annotations

import re

_EN_HOME = (r"(?:my|our|the|his|her|their)\s+(?:front\s+|own\s+|family\s+)?"
            r"(?:home|house|flat|apartment|door|doorway|threshold|roof|household|life|lives)(?![a-z])")
_EN_KEPT_OUT = re.compile(
    # a negation or "nothing", a verb of entering or bringing in, and the home as the place
    r"(?<![a-z])(?:nothing|no|never|not|won'?t|wouldn'?t|will\s+not|doesn'?t|does\s+not|don'?t|do\s+not|"
    r"isn'?t|aren'?t|can'?t|cannot)(?![a-z])[^.;!?]{0,60}?(?<![a-z])"
    r"(?:comes?|coming|came|goes|gets?|getting|let|lets|letting|bring|brings|bringing|brought|allow|allows|"
    r"allowed|welcome|have|having|keep|keeping|carry|step|steps|set\s+foot)(?![a-z])"
    r"(?:\s+[a-z\-']+){0,5}?\s+(?:into|in|through|past|across|under|inside|within)\s+" + _EN_HOME + r"|"
    # the home as where it is banned or has no place
    r"(?<![a-z])(?:banned|barred|forbidden|not\s+allowed|no\s+place|not\s+welcome|unwelcome)\s+"
    r"(?:from|in|under|inside|within)\s+" + _EN_HOME + r"|"
    # owning it refused: "I refuse to own", "won't own a stitch of", "will never again own"
    r"(?<![a-z])(?:refuse[sd]?\s+to|won'?t|will\s+not|will\s+never(?:\s+again)?|never(?:\s+again)?)\s+"
    r"(?:ever\s+)?own(?![a-z])")
_ZH_KEPT_OUT = re.compile(
    # the door or the home refused to it: 不进家门, 进不了门, 不往家里买, 不带回家
    r"(?:不(?:许|准|让|能|会|再)?|别(?:想|再)?)进(?:家)?门|进不了(?:家)?门|不(?:往|朝)家(?:里)?(?:买|带|拿|放|搬)|"
    r"不(?:买|带|拿|放|搬)(?:回|进)家|"
    # the household stops it: 家里从此X全停, 家里X一律停掉
    r"家(?:里|中)?[^，。,.!！?？；;]{0,8}?(?:一律|统统|全都|全|都|从此|以后)(?:停掉?|断掉?|戒掉?)|"
    # none of it had or kept: 我家一件都不会有, 一根都不想留
    r"家(?:里|中)?一(?:件|个|样|点|丝)(?:都|也)不(?:会|能)?有|"
    r"一(?:根|件|样|个|丝)(?:都|也)不(?:想|会|能|要)?(?:留|有)|"
    # a lifetime's refusal of using or having it: 这辈子不会碰, 这辈子都不沾
    r"(?:这|一)辈子(?:都|也|再)?不(?:会|再|想)?(?:碰|沾|穿|用|买|要|戴)")


def kept_out(clause: str) -> bool:
    """The clause refuses a thing by keeping it out of the home or one's life."""
    low = clause.lower().replace("\u2019", "'")
    return bool(_EN_KEPT_OUT.search(low) or _ZH_KEPT_OUT.search(low))
