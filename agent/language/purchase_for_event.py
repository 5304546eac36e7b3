"""A refusal said of the purchase at hand, for an event told in the utterance (issue 11, round 36).

"The team kit is burgundy, so no burgundy on my changing robe", "Mum has banned black, so keep
black away from what I wear to it", "nothing green for the tablecloth I need there", "the school
photo is tomorrow …, so not white for my son's jumper", 社区游园会上同伴们都穿酒红色，我那天的衣服就
不要酒红色了, 见面那天的包不要帆布的. Three rounds of occasion readers (purpose_bound, scope_bounds)
listed the events' names, and each round's blind set named new ones (a dog show, a sea swim, a
ruby anniversary party). The bound is told by two things no list of events needs:

- **the purchase at hand as the refusal's purpose**: the thing being bought named after a
  preposition ("on my changing robe", "for my son's jumper", "off the shirt I'm buying"), or
  told as what the shopper will wear or buy ("what I wear to it", "what I'm buying for it"); in
  Chinese, the thing owned by a day (那天的衣服, 见面那天的包, 那一周买的被子);
- **an event**, by its time, never its name: pointed back at ("to it", "for it", "there", "that
  evening", 那天 already is), or a day to come said anywhere in the utterance ("tomorrow", "on
  Sunday", "next month").

Both, and the refusal holds for this purchase only (offline_reach.persistence_of reads it through
scope_bounds.bounded). So is the shopper's own piece pointed at by a demonstrative and refused
(我那身就避开X, 我当天那件就别要X: round 37), the event named in the reason beside it rather than
dated. A purchase named with no event ("no wool on my jumpers") or an event with no purchase
named ("the dog show is on Sunday, skip beige") is not read here.
"""
from __future__ import annotations

import re
from functools import lru_cache

from memory.text import CJK_RANGE

_EN_WEEKDAY = r"(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)"
_EN_MONTH = r"(?:january|february|march|april|june|july|august|september|october|november|december)"
# A day to come: the calendar, not the event ("next month", "on Sunday", "tomorrow").
_EN_DAY_AHEAD = re.compile(
    r"(?<![a-z])(?:tomorrow|tonight|(?:next|this|on|coming)\s+" + _EN_WEEKDAY + r"|" + _EN_WEEKDAY + r"(?:'s)?|"
    r"next\s+(?:week|weekend|month|year)|(?:in|this|next|coming)\s+" + _EN_MONTH + r"|" + _EN_MONTH + r"'s)(?![a-z])")
# The event pointed back at from the purchase's own words ("what I wear to it", "the shirt I'm
# buying for that evening", "the tablecloth I need there").
_EN_POINTED = r"(?:(?:to|for|at)\s+(?:it|that(?:\s+(?:one|day|night|evening|morning|afternoon|weekend|occasion))?)|there|on\s+the\s+day)"
# The purchase: what the shopper will wear or buy, or the thing itself named after its
# preposition (a product type, or a word for what is worn).
_EN_WHAT = re.compile(
    r"(?<![a-z])(?:for|on|off|from|in|to|out\s+of|with)\s+(?:what|whatever)\s+(?:i|we|he|she|they)"
    r"(?:'m|'re|'ll|\s+am|\s+are|\s+is|\s+will)?\s+(?:going\s+to\s+|gonna\s+)?[a-z]+(?P<rest>(?:\s+[a-z']+){0,3})")
_EN_THING = re.compile(
    r"(?<![a-z])(?:for|on|off|from|in)\s+(?:my|our|his|her|their|the|[a-z]+'s)\s+(?:own\s+)?"
    r"(?P<words>[a-z\-']+(?:\s+[a-z\-']+){0,7})")
_EN_WORN = re.compile(r"^(?:outfit|look|clothes|clothing|getup|attire|ensemble)$")
_EN_POINTED_AFTER = re.compile(r"(?<![a-z])" + _EN_POINTED + r"(?![a-z])")
# Chinese: a day (pointing back, or to come) owning the thing bought: 那天的衣服, 见面那天的包,
# 那一周买的被子, 明天的裙子 (not 周末, 晚上: those come back every week).
_ZH_DAY = (r"(?:(?:那|当)(?:一|两|几)?(?:天|日|晚|晚上|周|星期)|明天|后天|明晚|今晚|"
           r"下周[一二三四五六日天末]?|下个?月|这周[一二三四五六日天末]|周[一二三四五六日天]|星期[一二三四五六日天])")
_ZH_THING = re.compile(_ZH_DAY + rf"[^，。,;；！？!?\s了过]{{0,8}}?的(?P<noun>[{CJK_RANGE}]{{1,4}}?)"
                       rf"(?=[^{CJK_RANGE}]|就|也|都|可|千万|不|别|避|免|要|先|得|我|$)")
_ZH_WORN = re.compile(r"^(?:衣服|行头|穿搭|打扮|一身|那身|这身|东西)$")
_ZH_REFUSED_AFTER = re.compile(r"不|别|免|避开|避免|躲开")
# The shopper's own piece, pointed at by a demonstrative at a clause's start and refused:
# 我那身就避开X吧, 我当天那件就别要X, 我这条裙子避开X (the occasion is the reason told beside it:
# "公司年会上主持人穿X，…"). The piece pointed at is the one being bought now, not every piece to
# come; a day owning it is read above.
_ZH_OWN_PIECE = re.compile(r"(?:^|[，,；;])\s*我(?:自己)?(?:当天|那天|那晚|当晚)?的?(?:那|这)一?(?:身|件|套|条|双)"
                           r"[^，。,;；！？!?\s]{0,3}?就?(?:别|不要|不用|不能|避开|避免|免)")


@lru_cache(maxsize=512)
def _names_purchase(np: str) -> bool:
    from agent.product_types import type_of_title

    words = np.split()
    return bool(_EN_WORN.match(words[-1])) or \
        any(type_of_title(" ".join(words[-k:])) is not None for k in (1, 2) if len(words) >= k)


def told(low: str) -> bool:
    """The (lower-case) text refuses something of the purchase at hand, for an event it dates
    or points back at."""
    for m in _ZH_THING.finditer(low):
        noun = m.group("noun")
        if (_ZH_WORN.match(noun) or _names_purchase(noun)) and _ZH_REFUSED_AFTER.search(low, m.end()):
            return True
    if _ZH_OWN_PIECE.search(low):
        return True
    ahead = bool(_EN_DAY_AHEAD.search(low))
    for m in _EN_WHAT.finditer(low):
        if ahead or _EN_POINTED_AFTER.search(m.group("rest")):
            return True
    for m in _EN_THING.finditer(low):
        words = m.group("words").split()
        # (the thing's name is its first one to three words: "changing robe I'm buying")
        for k in range(1, min(3, len(words)) + 1):
            if _names_purchase(" ".join(words[:k])) and \
                    (ahead or _EN_POINTED_AFTER.search(" ".join(words[k:k + 5]))):
                return True
    return False
