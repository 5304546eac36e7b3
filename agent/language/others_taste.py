"""Someone else's taste, told as news and not as a wish (issue 11, round 30).

A shopper often tells what a person near them is keen on with no purchase in view: "my
sister swears by her cast iron skillet, she'd cook every meal in it", "my flatmate can't get
enough of bamboo towels", "my brother swears by teak garden furniture, he won't shut up about
it", 我哥特别迷柚木的户外家具，天天跟我念叨, 我老公对真皮沙发情有独钟, 同事天天夸她的亚麻连衣裙，
我自己没穿过. The readers of liking (a "swears by" trigger, the stance vote) read the verb
and stored a like the shopper never told: a missed judgement must fail safe (DESIGN §3: a
like only from the shopper's own stance).

The kind of sentence, read by its grammar:
- a person (a word of `data/recipients.json`: family, household, friends, colleagues; or
  he/she/they) is the subject of a verb of liking or praise in the clause ("my X swears
  by / raves about / loves / is obsessed with / can't get enough of", 我X特别迷/天天夸/
  对…情有独钟/离不开);
- and the message neither asks for a thing ("find one for his birthday", "can you find
  their newest", 帮我找, 想买, 来一个) nor has the shopper join in ("and so do I", "both",
  "I'd trust them too", 我也, the shopper's own joy in it: 看着就高兴) — those keep the like: a gift's taste is the search's word, and
  a taste shared is the shopper's own;
- or the thing the person praises is their own ("raves about her velvet sofa", 夸她那口铸铁锅,
  夸她的亚麻连衣裙) and the shopper does not join: one object praised is not the kind of
  thing wished for, even when another product is asked for ("…, but I'm after a bookshelf").
  The shopper's own praise of a thing someone owns (外婆那只胡桃木五斗柜，越放越有光泽) is
  the shopper's stance, read elsewhere; and a result the thing brought, told as witnessed
  ("her hair stopped snapping since"), is the shopper's evidence, not news of a taste.

`spans(text)` gives the (start, end) of each such clause in the lower-cased text; the
planner drops the likes read there and keeps their words out of the prefer words.

Measured (round 30): see the commit that added it.
Compiled once at import: the plan step compiles nothing per turn.
"""
from __future__ import annotations

import re
from functools import lru_cache

from agent.language.asking import ZH_ASKING
from agent.language.recipient import person_words, person_words_en

_EN_SPLIT = re.compile(r"[,;:.!?，。；：！？\n]|(?<![a-z])(?:but|though|although|and\s+(?=i\s|we\s))(?![a-z])")

# A verb of liking or praise said of a third person (inflected: "swears", "raves", "loves").
_EN_LIKING = (r"(?:swears?\s+by|swore\s+by|(?:has|have)\s+sworn\s+by|raves?\s+about|raved\s+about|"
              r"loves?|adores?|(?:is|was|'s)\s+(?:(?:totally|completely|so|really|just)\s+)?"
              r"(?:obsessed\s+with|mad\s+about|crazy\s+about|nuts\s+about|into|hooked\s+on|a\s+(?:big\s+|huge\s+)?fan\s+of)|"
              r"can'?t\s+get\s+enough\s+of|won'?t\s+stop\s+(?:talking|going\s+on)\s+about|"
              r"(?:keeps?|kept)\s+(?:going\s+on|banging\s+on|raving)\s+about|is\s+always\s+(?:on\s+)?about)")
_EN_ADVERB = r"(?:(?:really|absolutely|totally|just|still|always|honestly|properly|completely|seriously)\s+)*"
_ZH_LIKING = r"(?:迷|夸|爱|喜欢|钟爱|情有独钟|离不开|念叨|推崇|认准|着迷|上头|赞不绝口|稀罕|宝贝)"
_ZH_ADVERB = r"(?:特别|超级|超|非常|很|最|可|就|天天|一直|总是|老是|成天|整天|向来|打心眼里|简直)*"

# The shopper joins in: the taste is theirs too.
_EN_JOINS = re.compile(r"(?<![a-z])(?:so\s+(?:do|have|am|would)\s+i|me\s+too|as\s+do\s+i|same\s+here|"
                       r"i\s+(?:do|have|am)\s+too|both|we\s+all|i'?d\s+trust|i\s+(?:trust|agree|also)|"
                       r"now\s+i\s+(?:do|am|want)|i'?m\s+(?:sold|convinced|hooked|converted|won\s+over)|"
                       # (the same thing wished for: "one like hers", "the same", "similar")
                       r"the\s+same|similar|like\s+(?:his|hers|theirs)|"
                       # (the shopper's own joy in it: "makes me smile", "I love looking at it")
                       r"makes?\s+me\s+(?:so\s+)?(?:happy|smile|glad)|i\s+(?:love|like|enjoy)\s+(?:it|them|looking))(?![a-z])")
_ZH_JOINS = re.compile(r"我也|我们俩都|我们都|都爱|都喜欢|我跟着|我同意|连我都|我现在也|"
                       # (the same thing wished for: 一样的, 同款)
                       r"一样的|同款|差不多的|类似的|"
                       # (the shopper's own joy in it: 看着就高兴, 我瞧着也舒服)
                       r"[看瞧]着(?:就|也|都)?(?:高兴|开心|舒服|欢喜|喜欢|舒心)")
# What the thing did for the person, witnessed ("her hair stopped snapping since", 自从用了…
# 再也没…): the shopper tells evidence of the thing, not only someone's enthusiasm.
_OUTCOME = re.compile(r"(?<![a-z])(?:stopped|ever\s+since|since\s+(?:then|she|he|they)|no\s+longer|cleared\s+up)(?![a-z])|"
                      r"自从|从那以后|再也没|再也不")
# Something asked for (a gift or anything else): the taste may be the search's word. ("I
# find it fussy", "we find them scratchy" is a verdict, not a search: the shopper's own find.)
_EN_ASKS = re.compile(r"(?<![a-z])(?:(?<!i\s)(?<!we\s)find|show|get(?!\s+enough)|fetch|want|wants|need|needs|looking\s+for|look\s+for|after|"
                      r"buy|order|recommend|suggest|pick|choose|can\s+you|could\s+you|any|gift|present|"
                      r"birthday|christmas|for\s+(?:him|her|them)|one\s+for|something\s+for|please)(?![a-z])")
_ZH_ASKS = re.compile(ZH_ASKING + r"|帮我|给我|给他|给她|找|买|送|挑|看看|瞧瞧|礼物|生日|想看|推荐|来[一几两]")
# The thing praised is the person's own ("her velvet sofa", 她那口锅, 我室友那张沙发).
_EN_OWN_THING = re.compile(r"(?<![a-z])(?:his|her|their)\s+(?:[a-z\-]+\s+){0,3}?[a-z\-]+")
_ZH_OWN_THING = r"(?:[他她]的|[他她]?那[张口件条双个只把台块套]|[他她]家的|的那[张口件条双个只把台块套])"


@lru_cache(maxsize=1)
def _patterns() -> tuple[re.Pattern[str], re.Pattern[str], re.Pattern[str]]:
    # (the recipient reader's person words: "my man swears by…" is a partner's taste too)
    zh = sorted((w for w in person_words() if not w.isascii() and w not in ("他", "她")), key=len, reverse=True)
    en_person = (r"(?:(?:my|our)\s+(?:[a-z\-]+\s+)?(?:" + person_words_en() + r")|"
                 r"(?<![a-z'])(?:he|she|they))")
    en_subject = re.compile(r"(?<![a-z])" + en_person + r"\s+" + _EN_ADVERB + _EN_LIKING + r"(?![a-z])")
    zh_person = r"(?:我|我们|我家|我的)?(?:" + "|".join(map(re.escape, zh)) + r")"
    zh_subject = re.compile(r"^\W*" + zh_person + _ZH_ADVERB + r"(?:对[^，。！？,]{1,12}?" + _ZH_ADVERB + r")?" +
                            _ZH_LIKING)
    zh_own = re.compile(r"^\W*" + zh_person + _ZH_ADVERB + _ZH_LIKING + _ZH_OWN_THING)
    return en_subject, zh_subject, zh_own


def _clauses(low: str) -> list[tuple[int, int]]:
    bounds = [0, *(x for m in _EN_SPLIT.finditer(low) for x in (m.start(), m.end())), len(low)]
    return [(a, b) for a, b in zip(bounds[::2], bounds[1::2]) if b > a]


def spans(low: str) -> list[tuple[int, int]]:
    """The clauses of `low` (lower-cased text) that tell someone else's taste with no
    purchase in view and no sharing of it by the shopper (see the module's doc)."""
    en_subject, zh_subject, zh_own = _patterns()
    if _EN_JOINS.search(low) or _ZH_JOINS.search(low) or _OUTCOME.search(low) or \
            re.search(r"(?<![a-z])since\s*[.!]?\s*$", low):
        return []
    asks = bool(_EN_ASKS.search(low) or _ZH_ASKS.search(low))
    found = []
    for start, end in _clauses(low):
        said = low[start:end]
        m = en_subject.search(said)
        if m:
            own = _EN_OWN_THING.match(said, m.end()) or re.match(r"\s+(?:his|her|their)\s", said[m.end():])
            if not asks or own:
                found.append((start, end))
            continue
        if zh_own.search(said) or (zh_subject.search(said) and not asks):
            found.append((start, end))
    return found
