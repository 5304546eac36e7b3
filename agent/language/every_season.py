"""A refusal kept by a time span said over every time, with no refusal word for how long (issue 11, round 43).

"碎花…，哪个季节都不要", "涤纶衬衫…，往后一年四季都免谈", "…, in any season", "all year round":
a span quantified over the calendar (which season, any month, the four seasons, the year round)
holds at every time, so it lasts, as 一直 or "always" does (offline_reach.LASTING_MARKERS, which
adds this grammar). Not a time to come said once (this season, next year: scope_bounds.TIME_SPAN
and dated_event) and not a product's own name: 四季被 (a four-season quilt) and "all-season
tyres", "a year-round duvet" name goods, so the Chinese four seasons need 一年 before them or a
都/也 after, and the English span is a phrase of its own ("in every season", never "all-season").
"""
from __future__ import annotations

# Which season, any month, any day, whatever the occasion: the time asked over, then 都/也.
_ZH_ANY_TIME = (r"(?:哪|任何|什么|啥|无论哪|不管哪|不论哪)一?个?(?:季节|季|年|月份?|天|日子|场合|时节|时段)(?:里|中)?(?:都|也)|"
                r"一年四季|四季(?:都|也)|春夏秋冬(?:都|也)|常年(?=[都也不别免])|全年(?=[都也不别免])|年年(?:都|也)")
_EN_ANY_TIME = (r"(?<![a-z\-])(?:in|for|during)\s+(?:every|any|each)\s+(?:single\s+)?season(?![a-z\-])|"
                r"(?<![a-z\-])(?:whatever|no\s+matter\s+(?:what\s+)?the|regardless\s+of\s+(?:the\s+)?)\s*season(?![a-z\-])|"
                r"(?<![a-z\-])all\s+year\s+(?:round|around|long)(?![a-z\-])|"
                r"(?<![a-z\-])(?:any|every)\s+time\s+of\s+(?:the\s+)?year(?![a-z\-])|"
                r"(?<![a-z\-])season\s+after\s+season(?![a-z\-])|(?<![a-z\-])year\s+in,?\s+year\s+out(?![a-z\-])")
EVERY_TIME_SPAN = _ZH_ANY_TIME + "|" + _EN_ANY_TIME
