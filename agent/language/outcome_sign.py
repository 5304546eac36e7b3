"""The sign of an outcome told as denied or ended, read by the embedder (issue 11, round 42).

Praise is often told as a bad outcome that did not happen or stopped: "came home with no holes
and no smell", "my hair isn't a frizzy mess in the morning", "the rash on their backs has
gone", 汤再也没糊过底, 一次没起过疹子, 后背再没捂出过痱子. The stance vote reads such a clause
by its outcome's words (a rash, holes, 糊底 are near the complaint rows) and the negation makes
it surer still of a refusal; the grammar readers (language/fault_denied, offline_polarity's
denied_stop) know the outcome only through closed lexicons of faults and symptoms, and every
round met a fault they lacked (frizz, shiver, 糊底, 痱子).

The sign here is read, not listed: the clause with its negation (or its ending: "has gone",
"cleared up", 好了, 消了) taken out is the outcome affirmed, and the shipped embedder's stance
vote of that affirmed outcome against the hand table says whether it is a fault. A fault
denied or ended is praise; a good outcome denied ("doesn't keep me warm" -> "keeps me warm",
不透气 -> 透气) stays a complaint, because its affirmed form votes a like. A refusal's
negation governs a verb of wanting or use ("don't buy", 不要, 别): the imperative 别 is never
taken out, and the others' affirmed forms vote a like, so nothing flips.

`affirmed(text)` is pure grammar (compiled once); the caller embeds the forms in the clause
reader's one model run (offline_semantics.read_clauses) and decides with the readings.
"""
from __future__ import annotations

import re

from memory.text import CJK, CJK_RANGE

# English negations of an outcome, with what they take out: "isn't" -> "is", "hasn't" -> "has",
# "never", "no longer", "not", "no" (before a noun: "no holes"), "without" -> "with", and the
# trailing "anymore".
_EN_CONTRACTED = re.compile(r"(?<![a-z])(is|are|was|were|has|have|had|does|do|did|would|could|should)n[’']?t(?![a-z])", re.I)
_EN_WONT = re.compile(r"(?<![a-z])won[’']?t(?![a-z])", re.I)
_EN_CANT = re.compile(r"(?<![a-z])can[’']?t(?![a-z])|(?<![a-z])cannot(?![a-z])", re.I)
_EN_DROPPED = re.compile(r"(?<![a-z])(?:not\s+(?:once|even|a\s+single|one)|not|never(?:\s+(?:once|even|again))?|"
                         r"no\s+longer|no\s+more|not\s+any\s+more|any\s*more|no(?:\s+single)?|"
                         r"none\s+of|nothing\s+of|nobody|no\s+one)(?![a-z])", re.I)
_EN_WITHOUT = re.compile(r"(?<![a-z])without(?:\s+(?:a\s+single|one|any))?(?![a-z])", re.I)
# Endings of a fault or a symptom: said after it ("the rash has gone", "went away") or before it
# ("cleared up the patches", "got rid of"), taken out so the outcome itself is read.
# ("has gone" before an adjective is a change, no ending: "has gone all bobbly", "gone yellow")
_EN_ENDED = re.compile(r"(?<![a-z])(?:(?:has|have|had)\s+(?:all\s+)?gone(?:\s+away|(?=\s*(?:$|[,.;:!?]|now|for\s+good|"
                       r"completely|entirely|at\s+last|since|after|within|in\s+(?:a|two|three|days|weeks))))|"
                       r"(?:is|are|was|were)\s+gone|"
                       r"went\s+away|go(?:es)?\s+away|disappeared|vanished|clear(?:ed|s)?\s+up|cleared|"
                       r"got\s+rid\s+of|stopped|ceased|calmed\s+down|healed)(?![a-z])", re.I)
# Chinese: 没有 / 没 / 不 with the adverbs of a denial (再也, 从来, 一次都, 一点都, 一滴…都) and the
# endings 好了, 消了, 退了, 没了. 别 (an imperative) is a refusal and never taken out; nor a
# negation inside a word (不锈钢, 不粘, 不错, 不少, 不同).
_ZH_KEEP = re.compile(r"不锈钢|不粘|不沾|不错|不少|不同|不过|不仅|不管|不论|没错")
_ZH_DROPPED = re.compile(r"(?:再也|从来|从|一直|完全|根本|愣是|再)?(?:没有|没|不)(?:再|会|曾)?")
# (the quantifier of a denial, "一点味都没", keeps its noun: 味)
_ZH_ADVERB = re.compile(r"(?:一点儿?|一次|一滴|一个|一块|一丝|半点)([^，。,.；;！!？?]{0,2}?)(?:都|也)?(?=没|不)")
_ZH_ENDED = re.compile(r"(?:全|都|就|也|慢慢|终于)?(?:好了|消了|退了|没了|消失了|痊愈了|不见了)")
_ZH_IMPERATIVE = re.compile(r"别|不要|不想|不买|不用|不穿|不选|不考虑|不喜欢|不适合|"
                            # an inability told by a verb's complement (散不掉, 洗不干净, 关不上), 没法, 无法:
                            # what the thing cannot be made to do is its fault, never one denied
                            rf"[{CJK_RANGE}]不(?:掉|了|上|下|动|开|住|干|净|出|来|去|起|好|到|进|着|完)|没法|无法")
# A good outcome named in the affirmed words ("my feet stay dry", "keeps me warm", 保暖, 干爽):
# denied, it is a complaint, whatever the vote (the hand table's rows all name the thing, and
# an outcome told of the body alone nears its complaints: "my feet stay dry" ~ "X makes me sweat").
_GOOD_OUTCOME = re.compile(
    r"(?<![a-z])(?:soft|softer|comfy|comfortable|cosy|cozy|warm|warmer|cool|smooth|silky|light|breathable|durable|"
    r"sturdy|good|great|nice|pretty|lovely|snug|quiet|gentle|dry|drier|dryer|clean|fresh|safe|tidy|crisp|sharp|"
    r"fits?|last(?:s|ed)?|holds?\s+up|held\s+up|works?|worked|stays?\s+put|keeps?\s+(?:me|us|them|her|him|it)\s+\w+)(?![a-z])|"
    r"舒服|舒适|耐用|结实|柔软|暖和|保暖|透气|凉快|凉爽|清爽|干爽|干净|好用|好穿|好睡|顺手|亲肤|管用|好使|合脚|合身|"
    r"防水|防滑|安静|省心|方便")


# A negation of a verb of use or wearing ("haven't been on my feet since", "never worn", "not
# used it since", 没再穿过, 没碰过) tells a habit ended, a refusal: no outcome is denied.
_EN_USE_DENIED = re.compile(
    r"(?<![a-z])(?:(?:has|have|had|does|do|did|is|are|was|were)n[’']?t|not|never|no\s+longer)\s+(?:[a-z']+\s+){0,2}?"
    r"(?:wear|wore|worn|wearing|use|used|using|buy|bought|touch(?:ed)?|been\s+(?:on|near|in|out)|put\s+(?:on|it|them)|"
    r"reach(?:ed)?\s+for|go(?:ne)?\s+near|picked\s+up|left\s+the\s+(?:drawer|cupboard|wardrobe|shelf))(?![a-z])", re.I)
_ZH_USE_DENIED = re.compile(r"(?:没|没有|不)(?:再|怎么|敢)?(?:穿|用|买|碰|戴|盖|铺|拿|沾)(?:过|了)?")


# A negation that negates nothing after it is an answer, a refusal's own: "still no.", "no
# thanks", "nope", "not for me" ("no holes", "not once" deny what follows them).
_EN_ANSWER_NO = re.compile(r"(?<![a-z])(?:no|nope|nah|not)(?:\s+(?:thanks|thank\s+you|way|chance|for\s+me))?"
                           r"\s*(?:$|[,.;:!?])", re.I)


# How soon the change came, told as the frame of a failure: 才用一冬就…, 刚洗一次就…, 不到一个月
#就…, "after the first winter", "within a month", "barely a week in". The frame is no part of the
# outcome (it reads near the complaints whatever follows: "才用一冬就吸水了" voted a fault), so it
# is taken out of the affirmed form; what came soon is read by its own words (a rash cleared
# "within a week" is still a fault ended, a mat that "stopped soaking up after the first winter"
# a function lost).
_ZH_SOON = re.compile(r"(?:才|刚|只)[^，。,.；;！!？?]{0,8}?就|"
                      r"(?:没(?:过)?(?:多久|几天|几次|几回|两天)|不(?:出|到|过)[半一两二三四五六七八九十几\d]+[^，。,.；;！!？?就]{0,4})"
                      r"[^，。,.；;！!？?]{0,6}?就")
_EN_SOON = re.compile(
    r"(?<![a-z])(?:(?:after|within|inside|in)\s+(?:just\s+|only\s+|barely\s+)?(?:(?:the|its|their|our|my|her|his)\s+"
    r"(?:very\s+)?first|one|a|a\s+single|a\s+couple\s+of|a\s+few|two|three)\s+(?:[a-z]+\s+)?"
    r"(?:hours?|days?|weeks?|fortnight|months?|winters?|summers?|seasons?|washe?s?|wears?|uses?|trips?|outings?|goes|"
    r"nights?|shifts?|rides?|runs?|walks?|hikes?|games?|matches?|time)|"
    r"by\s+the\s+(?:second|third|next)\s+[a-z]+|barely\s+(?:a|one|two|three)\s+[a-z]+\s+(?:in|later|on))(?![a-z])",
    re.I)
# A predicate joined after the denied one is outside the denial's scope ("stopped soaking
# anything up and now just sits there damp": the dampness is said plainly). The affirmed form
# ends there, unless the joined predicate is denied too ("no holes and no smell").
_EN_JOINED = re.compile(r"\s*,?\s+(?:and|but|so|yet|while|whereas)\s+(?!(?:no|not|never|nor|without|nothing|none)(?![a-z]))",
                        re.I)


def affirmed(text: str) -> str | None:
    """The clause with its negation or ending taken out (the outcome affirmed), or None when
    it holds none, or holds a refusal's own negation (an imperative, a verb of wanting or use,
    a "no" said as the answer). The span a change came within (offline_reach.NOT_LONG: 不到
    一个月) is no negation, and the frame of how soon it came is no part of the outcome."""
    from agent.engines.offline_reach import NOT_LONG

    low = text
    if _EN_USE_DENIED.search(low) or _EN_ANSWER_NO.search(low):
        return None
    if CJK.search(low):
        from agent.engines.offline_polarity import CANT_STOP

        # (a return denied is praise, not an inability: 离不开它, 放不下, offline_polarity.CANT_STOP)
        if _ZH_IMPERATIVE.search(CANT_STOP.sub(" ", low)) or _ZH_USE_DENIED.search(low):
            return None
        framed = NOT_LONG.sub("", _ZH_SOON.sub("", low))
        kept = _ZH_KEEP.sub(lambda m: "\0" * len(m.group(0)), framed)
        kept = _ZH_ADVERB.sub(r"\1", kept)
        out = _ZH_ENDED.sub("", _ZH_DROPPED.sub("", kept))
        restored = _restore(out, framed)
        return restored if restored != framed else None
    low = NOT_LONG.sub(" ", low)
    told = [m for m in (_EN_CONTRACTED.search(low), _EN_WONT.search(low), _EN_CANT.search(low), _EN_WITHOUT.search(low),
                        _EN_DROPPED.search(low), _EN_ENDED.search(low)) if m]
    if not told:
        return None
    first = min(m.end() for m in told)
    joined = _EN_JOINED.search(low, first)
    low = _EN_SOON.sub(" ", low[:joined.start()] if joined else low)
    out = _EN_CONTRACTED.sub(r"\1", low)
    out = _EN_WONT.sub("will", out)
    out = _EN_CANT.sub("can", out)
    out = _EN_WITHOUT.sub("with", out)
    out = _EN_DROPPED.sub("", out)
    out = _EN_ENDED.sub("", out)
    out = " ".join(out.split())
    return out if out != " ".join(low.split()) else None


# An ending said of a symptom or a fault (not of what a thing does): "went away", "cleared up",
# 好了, 消了. A denial after a soon-frame that is none of these tells a thing that gave out.
_SYMPTOM_ENDED = re.compile(r"(?<![a-z])(?:went\s+away|go(?:es)?\s+away|gone|cleared(?:\s+up)?|clears\s+up|healed|"
                            r"calmed\s+down|disappeared|vanished|got\s+rid\s+of)(?![a-z])|"
                            r"好了|消了|退了|消失了|痊愈了|不见了|没了")
# A change made to the thing (a switch to it, a start of use): relief that comes soon after it
# is the thing's praise ("since we swapped to X towels … within a week", 换了X以后).
_SWITCHED = re.compile(r"(?<![a-z])(?:since|after|once|when)\s+(?:i|we|she|he|they|you|my\s+[a-z]+|our\s+[a-z]+)\s+"
                       r"(?:[a-z]+\s+)?(?:switched|swapped|changed|moved|started|put|got|bought|tried|began)|"
                       r"(?<![a-z])(?:ever\s+since|switching|swapping)(?![a-z])|自从|换了|换成|换上|改用|用上|穿上|戴上|铺上|自打",
                       re.I)


def gave_out(said: str, text: str) -> bool:
    """The clause tells a change that came soon (the soon-frame, `_ZH_SOON`, `_EN_SOON`) denied
    of what the thing does ("stopped soaking anything up after the first winter", 才用一冬就不吸
    水了), no ending of a symptom, and the utterance tells no switch to the thing: a thing that
    gave out, never a fault spared (the embedder reads a function's words, 吸水, "soaking", near
    its complaints, so the affirmed sign cannot tell a function lost from a fault ended)."""
    low = said.lower()
    soon = _ZH_SOON.search(low) or _EN_SOON.search(low)
    return bool(soon and not _SYMPTOM_ENDED.search(low) and not _SWITCHED.search(text.lower()))


def good_outcome(text: str) -> bool:
    """The words name a good outcome (see _GOOD_OUTCOME)."""
    return bool(_GOOD_OUTCOME.search(text.lower()))


def _restore(out: str, low: str) -> str:
    """Put back the negation-like words kept whole (不锈钢), in order."""
    if "\0" not in out:
        return out
    kept = iter(m.group(0) for m in _ZH_KEEP.finditer(low))
    return re.sub("\0+", lambda _: next(kept, ""), out)
