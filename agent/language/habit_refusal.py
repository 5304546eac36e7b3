"""A refusal told as a habit of going without a thing (issue 11, round 42).

Shoppers who refuse a substance for their body or their principles often tell no refusal at
all: they tell what they do, as a habit or since an event — "X is something I skip by habit",
"I walk past anything made with X", "X just never ends up in my trolley", "X hasn't crossed my
lips since the wedding", "I've gone without X since I was fifteen", 带X的我习惯性直接跳过,
X这些年我都绕着走, 这东西我家一概不进, X在我们家从来没出现过, X我再也没穿过. There is no verb of
refusal the rules read, and the vote neared a like on the verbs of doing (fresh41's habit
floors were all missed or read as likes).

A small grammar of the class, not the sentences:
- the thing named as what one habitually passes by: a copula and "something / a thing I"
  before a verb of passing over (skip, pass on, walk past, go without, do without, put back);
  or the shopper passing by everything made with it ("I walk past anything made with");
- the thing never reaching one's basket or home ("never ends up in my trolley", "never comes
  home with me", "never makes it into my basket");
- a negated perfect with a "since" or a span of years ("hasn't crossed my lips since",
  "haven't worn it in years", "gone without it since");
- screening every label for it ("I check every packet for it", 每包都先翻配料表): a habit one
  keeps only against a thing;
- in Chinese, passing over out of habit (习惯性跳过, 一律跳过, 直接略过, 绕着走, 绕道走), the home
  never letting it in (家里一概不进, 从来没出现过 with the home said), and never again since
  (再也没穿过, 再没碰过, 打那以后就没买过).
Fail narrow: a habit of using a thing is no refusal, and "I've never tried X" is curiosity:
only a verb of passing over, a never-again or a since makes the refusal.

Compiled once at import: nothing per turn.
"""
from __future__ import annotations

import re

# Verbs of passing a thing over, in their base and inflected forms.
_EN_PASS = (r"(?:skip(?:s|ped|ping)?|pass(?:es|ed|ing)?\s+(?:on|over|up)|walk(?:s|ed|ing)?\s+(?:straight\s+)?"
            r"(?:past|by)|go(?:es|ing)?\s+without|went\s+without|do(?:es|ing)?\s+without|did\s+without|"
            r"put(?:s|ting)?\s+(?:it\s+|them\s+)?back|leave(?:s)?\s+(?:it\s+|them\s+)?on\s+the\s+shelf|"
            r"steer(?:s|ed|ing)?\s+around|scroll(?:s|ed|ing)?\s+(?:straight\s+)?past|give\s+a\s+(?:wide\s+)?miss)")
_EN_HOME_OR_BASKET = (r"(?:my|our|the)\s+(?:shopping\s+)?(?:trolley|basket|cart|bag|house|home|kitchen|cupboard|"
                      r"pantry|fridge|wardrobe|closet|life)")
_EN_HABIT = re.compile(
    # the thing as what one passes over: "X is something I skip by habit", "X is a thing I
    # walk past", "X is what we go without"
    r"(?<![a-z])(?:is|are|'s|'re|has\s+become|became)\s+(?:something|a\s+thing|one\s+thing|the\s+one\s+thing|"
    r"what|stuff)\s+(?:i|we)\s+(?:(?:always|usually|generally|normally|mostly|just|simply|now|automatically|habitually|routinely|happily|"
    r"long\s+since|learned\s+to|have\s+learned\s+to|tend\s+to)\s+)*" + _EN_PASS + r"(?![a-z])|"
    # the shopper passing everything made with it: "I walk past anything made with X"
    r"(?<![a-z])(?:i|we)\s+(?:(?:always|just|simply|now|automatically|habitually|routinely)\s+)*" + _EN_PASS +
    r"\s+(?:anything|everything|whatever|any\s+(?:product|item|label|packet|thing)s?)(?![a-z])|"
    # never reaching the basket or the home: "X never ends up in my trolley"
    r"(?<![a-z])never\s+(?:ever\s+)?(?:ends?|ended|winds?|wound)\s+up\s+(?:in|on)\s+" + _EN_HOME_OR_BASKET +
    r"(?![a-z])|(?<![a-z])never\s+(?:makes?|made)\s+it\s+(?:in)?to\s+" + _EN_HOME_OR_BASKET + r"(?![a-z])|"
    r"(?<![a-z])never\s+(?:comes?|came|goes|went)\s+home\s+with\s+(?:me|us)(?![a-z])|"
    # no place left for it, or a thing of one's past: "has had no place in our house since",
    # "X is a thing of the past"
    r"(?<![a-z])(?:has|have|had)\s+(?:had\s+)?no\s+place\s+in\s+(?:my|our)\s+(?:house|home|kitchen|life|lives|diet|"
    r"basket|trolley|cupboards?)(?![a-z])|"
    r"(?<![a-z])(?:is|are|'s|'re|has\s+become|have\s+become)\s+(?:a\s+|one\s+)?things?\s+of\s+(?:the|my|our)\s+past(?![a-z])|"
    # a negated perfect since an event or over years: "hasn't crossed my lips since"
    r"(?<![a-z])(?:hasn'?t|haven'?t|has\s+not|have\s+not|hadn'?t)\s+(?:once\s+|ever\s+)?"
    r"(?:crossed\s+my\s+lips|touched|worn|bought|owned|eaten|had|used|been\s+in\s+(?:my|our))"
    r"(?:\s+[a-z\-']+){0,6}?\s+(?:since|in\s+(?:years|decades|ages)|for\s+(?:years|decades|ages))(?![a-z])|"
    r"(?<![a-z])(?:i'?ve|we'?ve|i\s+have|we\s+have)\s+(?:gone|done|lived)\s+without(?:\s+[a-z\-']+){0,4}?\s+"
    r"(?:since|for\s+(?:years|decades|ages)|ever\s+since)(?![a-z])|"
    # screening every label for it: "I check every seasoning packet for it now", "a thing I
    # check for on every label"
    r"(?<![a-z])(?:check|read|scan|scour|comb)(?:s|ed|ing)?\s+(?:for\s+(?:it\s+)?(?:on|in)\s+)?(?:every|each|all\s+the)\s+"
    r"(?:[a-z\-]+\s+)?(?:label|packet|ingredients?\s+list|ingredient\s+label|pack|tin|jar|wrapper)s?(?![a-z])")
_ZH_HABIT = re.compile(
    # passing over by habit or as a rule: 习惯性直接跳过, 一律跳过, 直接略过, 都绕着走
    r"(?:习惯性?(?:地)?|一律|统统|向来|一向|从来都?|都)(?:直接)?(?:跳过|略过|绕开|绕过|放回去)|"
    r"绕(?:着|道)走|绕道而行|(?:看见|看到|见到|碰到|遇到|一见)就(?:绕开|绕过|绕道|躲开|躲着|跳过|避开|略过)|"
    # the home never letting it in: 家里一概不进, 我家向来不进, 在我们家从来没出现过
    r"家(?:里|中)?(?:一概|一律|向来|从来|从|统统|都)(?:不|没)(?:进|出现过?|有过)|"
    # never again since: 再也没穿过, 再没碰过, 打那以后就没买过
    # never to show up in the basket or the home: 不会出现在我的购物车里, 从没进过我家
    r"(?:不会|没|从没|从来没|再也不会)(?:再)?(?:出现|进)(?:在|到|过)?(?:我|我们)(?:的|家的?)?(?:购物车|购物篮|篮子|家里|家门|家)|"
    r"再(?:也)?没(?:有)?(?:穿|戴|碰|沾|吃|喝|用|买|进)过|没再(?:上过身|(?:穿|戴|碰|沾|吃|喝|用|买)过)|"
    # screening every label for it: 每包调料都先翻配料表, 买什么都先看成分表
    r"(?:都|每次都?|先|总要|总得|必须)(?:先)?(?:翻|看|查|核对|对)(?:一?下|一遍|一眼)?(?:配料表|成分表|配料|成分)|"
    r"(?:打那|从那|自那)(?:以后|之后|起|时起|天起)[^，。,.!！?？；;]{0,6}?(?:就)?(?:没|不)(?:再)?(?:穿|戴|碰|沾|吃|喝|用|买)")


def habit_refused(clause: str) -> bool:
    """The clause refuses a thing by telling a habit of going without it."""
    low = clause.lower().replace("\u2019", "'")
    return bool(_EN_HABIT.search(low) or _ZH_HABIT.search(low))


# A bound of this one purchase said beside the habit ("for today", 这次): the session's, not a
# habit's "now" (现在看见就绕开: nowadays).
_THIS_TIME = re.compile(r"(?<![a-z])(?:this\s+time|today|tonight|this\s+(?:trip|order|gift|search|basket|once)|"
                        r"for\s+now|right\s+now|at\s+the\s+moment)(?![a-z])|这一?次|这一?回|今天|今晚|这一?单|这一?趟|暂时|先不")


def outlasts_session(parsed, clauses) -> None:
    """A refusal read as this session's only because its habit is told with a "now" (现在看见就
    绕开, 现在每包都先翻配料表, "now I walk past it"): a habit is no bound of one visit, the
    refusal lasts in the turn's domain. `clauses` are the utterance's clause readings (start,
    end); the habit is read in the word's clause and the one after it, a bound of this visit in
    the whole utterance ("就今天这一趟，印花的统统跳过" stays this session's)."""
    for f in parsed.found:
        if f.persistence != "session" or f.spec or f.polarity.value != "dislike":
            continue
        at = next((i for i, c in enumerate(clauses) if c.start <= f.at < c.end), None)
        if at is None:
            continue
        said = " ".join(parsed.text[c.start:c.end] for c in clauses[at:at + 2])
        if habit_refused(said) and not _THIS_TIME.search(parsed.text.lower()):  # (a bound said anywhere)
            f.persistence = "lasting"
