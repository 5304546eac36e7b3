"""A refusal told with no verb of refusal: what one keeps out, goes without or stopped getting
(issue 11, round 43).

Two readers tell such a refusal, and the engine asks both at the same places: keeping a thing
out of the home or one's life (`kept_out`: "nothing with X comes into my home", 一件都不进家门)
and a habit of going without it (`habit_refused`: "X is something I skip by habit", 绕着走).
`goes_without` is the one predicate those call sites ask.

Round 43 adds the forms fresh42 told that neither knew, each a shape of the class and not the
sentence:
- the thing as what one *cannot* or *will not* have, after "something / a thing I" ("added X
  anywhere is something I can't have", "a thing we won't touch"): the same frame as "something
  I skip", with a negated modal before a verb of having or using;
- passing it by with the thing between ("I pass them by now", "leave anything with X in it on
  the shelf"): the object said inside the phrasal verb;
- a habit of sending it back or of never choosing it ("I always end up returning X gloves",
  "I never reach for X", 每次都退, 从来不挑那种): a habit kept only against a thing.
Fail narrow: 不挑食, 我不挑 (one is not fussy) are no refusal, nor a single return ("I returned
the last pair": no habit), nor "something I can't live without" (a need).

Compiled once at import: nothing per turn.
"""
from __future__ import annotations

import re

from agent.language.habit_refusal import habit_refused
from agent.language.kept_out import kept_out

_EN_HAVE = (r"(?:have|use|touch|eat|drink|wear|take|risk|handle|stomach|tolerate|go\s+near|put\s+on|"
            r"put\s+up\s+with|be\s+around)")
_EN_WITHOUT = re.compile(
    # the thing as what one cannot have: "X is something I can't have", "X is a thing we won't
    # touch" (not "can't live without", "can't get enough of": a need, a love)
    r"(?<![a-z])(?:is|are|'s|'re|has\s+become|became)\s+(?:something|a\s+thing|one\s+thing|the\s+one\s+thing|"
    r"what|stuff)\s+(?:i|we)\s+(?:just\s+|simply\s+|really\s+|absolutely\s+)?"
    r"(?:can'?t|cannot|can\s+not|won'?t|will\s+not|don'?t|do\s+not|never|mustn'?t|shouldn'?t)\s+(?:ever\s+)?"
    + _EN_HAVE + r"(?![a-z])|"
    # passing it by with the thing between: "I pass them by now", "leave anything with X in it
    # on the shelf", "leave them on the rail"
    r"(?<![a-z])pass(?:es|ed|ing)?\s+(?:it|them|those|these|that|such\s+things)\s+by(?![a-z])|"
    r"(?<![a-z])(?:leave|leaves|leaving|left)\s+(?:anything|everything|whatever|it|them|those|any\s+[a-z]+)"
    r"(?:\s+[a-z\-']+){0,8}?\s+(?:on|in)\s+the\s+(?:shelf|shelves|rail|rails|rack|racks|shop|store|aisle)(?![a-z])|"
    # a habit of sending it back or of never choosing it: "I always end up returning X",
    # "I never reach for X now", "I never pick them up"
    r"(?<![a-z])(?:always|invariably|every\s+time|each\s+time)\s+(?:i\s+)?(?:end\s+up\s+)?"
    r"(?:return(?:s|ed|ing)?|send(?:s|ing)?\s+(?:it|them|[a-z]+)\s+back|sent\s+(?:it|them)\s+back)(?![a-z])|"
    r"(?<![a-z])(?:i|we)\s+(?:now\s+)?never\s+(?:reach\s+for|pick\s+(?:it|them|those|one)\s+up|pick\s+up)(?![a-z])|"
    # never took to it, as 穿不惯 says: "I never got used to X", "can't get used to them"
    r"(?<![a-z])(?:can'?t|cannot|can\s+not|couldn'?t|could\s+never|never|not)\s+(?:ever\s+)?(?:get|got|gotten|grow|grew|grown|become|became)\s+"
    r"used\s+to(?![a-z])")
_ZH_WITHOUT = re.compile(
    # sending it back every time: 每次都退, 次次都退货 (the habit, not one return)
    r"(?:每次|每回|次次|回回|每一次|每一回|总是|老是)(?:都|也)?(?:得|要)?退(?:货|掉|回去|了)?(?![休出步化烧])|"
    # never choosing it: 从来不挑那种, 向来不选这类 (not 不挑食, 不挑剔: not fussy)
    r"(?:从来|向来|一向|从)(?:都)?不(?:挑|选|拿)(?!食|剔|嘴|人|东西|地方)|"
    # the habit learned: 习惯不买, 已经习惯不买了
    r"习惯(?:了|性)?(?:地)?不(?:买|挑|选|碰|用|穿)|"
    # never got used to it: a verb of use with its potential complement denied (穿不惯, 睡不惯,
    # 用不惯, 戴不惯, 吃不惯): one cannot take to the thing, a refusal by habit
    r"(?:穿|睡|用|戴|吃|喝|盖|枕|坐|背|闻|听|看|骑)不惯")
_UNUSED_TO = re.compile(r"不惯|used\s+to$")
# Said of "the others" (别的料子都穿不惯, "any other fabric I can't get used to"): the praise of
# the one named beside it, never its refusal.
_OTHERS = re.compile(r"别的|别家|其他|其它|(?<![a-z])(?:any|every|all)\s+other(?:s)?(?![a-z])|(?<![a-z])others(?![a-z])")


def goes_without(clause: str) -> bool:
    """The clause refuses a thing by keeping it out, going without it or never getting it."""
    low = clause.lower().replace("\u2019", "'")
    if kept_out(clause) or habit_refused(clause):
        return True
    m = _EN_WITHOUT.search(low) or _ZH_WITHOUT.search(low)
    return bool(m) and not (_UNUSED_TO.search(m.group(0)) and _OTHERS.search(low[:m.start()]))
