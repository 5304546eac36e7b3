"""A maker named as a topic, and what the utterance says of it: "X的吸尘器我用过，吵得要命，
这回别给我推他家的", "X earbuds? Never again.", "X tents have never leaked on me. A two-person
one from them?". The name and its product open the utterance; the verdict follows in
clauses of their own that name nothing else (Chinese topic and comment; an English verdict
after a question). The clause readings of the turn (one model run, already made) are the
evidence: no embedding is spent here.

A maker's verdict is read on the clauses that comment on it, because its own clause is
mostly its product ("X的耳机？" reads as a request for earbuds); a verb of removal with the
maker as its object ("please filter out X", 把X拉黑) is read in its own clause. Only what
this reader is sure of is decided here; every other brand mention is left to the attribute
reading (offline_semantics.apply_readings), which calls this first.
"""
from __future__ import annotations

import re

from agent.engines.offline_names import (EN_REMOVAL_VERBS, EN_REMOVED_PARTICLE, EVERY_TIME_AFTER,
                                         ONLY_THEIRS_BEFORE, ZH_MAKER_POINTER,
                                         ZH_NOUN_REFUSED_AFTER, ZH_REMOVED_BEFORE,
                                         ZH_OUTPUT_REFUSED_AFTER, _ZH_REFUSED_AFTER)
from agent.language.maker_again import EN_MAKER_NOUN, chosen_back, pointed_back, yes_to_them
from memory.models import Category, Polarity
from memory.text import CJK_RANGE

# How many clauses after the maker's own may still speak of it; one further on only when it
# points back at the maker (a third clause is mostly about something else: "…，给我看看别的耳机").
COMMENT_REACH = 2
# A comment's vote against the maker: clear, or told with a refusal in words (算了吧 read at
# 0.13 nearest "X就算了").
COMMENT_DISLIKE_MARGIN = 0.2
COMMENT_WORDED_DISLIKE_MARGIN = 0.05
# A like too weak to hold alone ("X tents have never once leaked on me", 0.30) holds when
# the shopper asks for more from the same maker right after ("a two-person one from them?").
WEAK_LIKE_MARGIN = 0.2
# Praise in the maker's own clause, the attribute reading's like margin.
OWN_LIKE_MARGIN = 0.35

# A refusal said in words: negation, "never again", 算了/免了/拉倒.
# (A Chinese 不/别 only in a refusal's form: 特别, 别的, 不错 are no refusal.)
_REFUSAL_WORDS = re.compile(
    # ("none of theirs"; "second to none" praises)
    r"(?<![a-z])(?:no|not|never|nope|nah|pass)(?![a-z])|n't(?![a-z])|(?<!to\s)(?<![a-z])none(?![a-z])|"
    r"再也不|不(?:要|想|会|买|用|穿|碰|考虑|喜欢|推|再|行|好|看(?![价钱]))|"
    # (别 of a word that is no "don't": 特别给力 is praise, 区别, 分别, 类别; but 这类别推了 is
    # "this kind, don't")
    r"(?<![特区分性级识告辨鉴派个差])(?<![^这那此该]类)别(?:给|要|推|选|买|再|出现|让|放|上)|"
    r"免了|就免|算了|拉倒|得了吧|受不了")
# Lukewarm in words, never praise: "一般般", "不怎么样", "nothing special", "so-so".
_LUKEWARM = re.compile(r"一般般|很一般|挺一般|不怎么样|没(?:什么|啥)好感|马马虎虎|"
                       r"(?<![a-z])(?:so[\s\-]so|meh|nothing\s+special|just\s+ok(?:ay)?|mediocre)(?![a-z])")
# A Chinese A-not-A question (有没有, 是不是, 能不能): a question, and its 不/没 no refusal.
_A_NOT_A = re.compile(r"(.)[不没]\1")


def _refusal_worded(said: str) -> bool:
    return bool(_REFUSAL_WORDS.search(_A_NOT_A.sub(" ", said.lower())))


# What a bare verdict may hold besides its refusal: "never again", 算了吧, "no way, thanks";
# a word that turns the talk ("actually", "anyway") and the quantifier of what is pointed back
# at ("skip anything of theirs", "drop all of them"): no object of its own.
_VERDICT_FILLER = re.compile(r"(?<![a-z])(?:again|ever|way|thanks|thank\s+you|please|for\s+me|"
                             r"with\s+me|i|me|just|simply|ugh|oh|god|honestly|seriously|"
                             r"actually|anyway|anyhow|on\s+second\s+thoughts?|"
                             r"(?:anything|everything|any|all|some)(?:\s+(?:of|from|by|made\s+by))?|"
                             r"then|so|really|at\s+all|chance|show|recommend|suggest)(?![a-z])|"
                             # a verb of showing refused with the rest: 别给我看了, 别推荐了
                             # (那 the "then" of a consequence: 那算了, 那就不要了)
                             r"推荐|[吧呢啊呀了吗嘛哦的我你就也都还真可看推那]|\W|\d")


def _bare_verdict(said: str) -> bool:
    """The comment is a refusal and nothing else ("Never again.", "算了吧"): nothing is left
    once the refusal and the fillers are out. A refusal of something else keeps its object
    ("not too pricey please", "太贵的不要", "不要太大的"), and says nothing of the maker."""
    rest = _REFUSAL_WORDS.sub(" ", _A_NOT_A.sub(" ", said.lower()))
    return not _VERDICT_FILLER.sub("", rest).strip()


def _removal_alone(said: str) -> bool:
    """The comment is a verb of removal and nothing else ("…, skip", "avoid.", "drop them
    pls"): its object is the topic, the maker said before."""
    low = said.lower()
    return bool(_REMOVAL.search(low)) and \
        not _VERDICT_FILLER.sub("", _BACK_AT_MAKER.sub(" ", _REMOVAL.sub(" ", low))).strip()


def _asked(text: str, clause) -> bool:
    from agent.engines.offline_semantics import _asks

    return _asks(text, clause) or bool(_A_NOT_A.search(text[clause.start:clause.end]))


# Verbs of removal: the maker is their object.
_REMOVAL = re.compile(r"(?<![a-z])(?:filter(?:ed)?\s+out|rule[ds]?\s+out|leave\s+out|cut\s+out|weed\s+out|"
                      r"exclude[sd]?|remove[sd]?|hide|drop|skip|avoid|block|ban)(?![a-z])|"
                      r"排除|去掉|去除|剔除|屏蔽|过滤|拉黑|删掉|拿掉")
# 把 + the maker + a verb of removal: the disposal form names what is removed.
_ZH_DISPOSED = re.compile(r"把[^把，,。；;！!？?]{1,6}?(?:的(?:东西|产品)?)?(?:都|全|全部|统统|给我)?"
                          r"(?:排除|去掉|去除|剔除|屏蔽|过滤|拉黑|删掉|拿掉)")
# Pointing back at the maker from a clause of its own: them, their, 他家, 他们, 这家. (The
# pointer of makers before the bare pronoun: 他们家 is one pointer, taken out whole by a
# reader of what else a clause says; "他们家的算了" left 家 behind and was no bare verdict.)
_BACK_AT_MAKER = re.compile(r"(?<![a-z])(?:them|they|their|theirs|it|its)(?![a-z])|" + ZH_MAKER_POINTER + r"|他们")


# A clause whose subject is the maker named again by a noun of makers: "that label has kept
# me dry", "so that company is off my list", "that maker's barred for me", "That's the make I
# trust", "this brand is the one my class swears by". A pronoun may be the maker's thing ("it
# broke"); a noun of makers is the maker, so the clause is the verdict on it, whatever the
# story in the maker's own clause voted ("I sent back two X lamps" read as a like).
_EN_MAKER_NOUN = EN_MAKER_NOUN
_NAMED_BACK = re.compile(
    r"^\W*(?:(?:so|and|but|then|because|since|honestly|frankly|well)\s+)*"
    rf"(?:(?:that|this)\s+{_EN_MAKER_NOUN}(?![a-z])|"
    rf"(?:that|this|it)(?:'s|\s+is|\s+was)\s+(?:the|my|our|a)\s+(?:only\s+|one\s+)?{_EN_MAKER_NOUN}(?![a-z]))")


# A clause drawn as the consequence of the one before it: "so", "which is why", "and now".
_CONSEQUENCE = re.compile(r"^\W*(?:so|therefore|hence|which\s+is\s+why|that'?s\s+why|and\s+now|now)\s")


# The maker named again as THE maker of something the shopper says of themself ("That's the
# brand my feet agree with", "it's the make I reach for", "that's my label for linen"): a
# copula that picks the maker out as the one, the clause's like vote its verdict (a fault
# told there, "that's the brand that broke on me", votes against and is read as before).
_THE_MAKER = re.compile(
    r"^\W*(?:(?:so|and|but|then|honestly|well)\s+)*(?:that|this|it)(?:'s|\s+is|\s+was)\s+"
    rf"(?:the|my|our)\s+(?:only\s+|one\s+)?{_EN_MAKER_NOUN}(?![a-z])")


# A like of the maker named again said with a verb of trust or loyalty in words ("the maker I
# rely on", "the label I always come back to", "the one my class swears by"): the like vote
# alone reads "that brand is finished for me" as "X is a must-have for me", and an unsure
# maker is nothing, never a like.
_LOYAL_WORDS = re.compile(r"(?<![a-z])(?:trust(?:s|ed)?|rel(?:y|ies|ied)\s+on|count(?:s|ed)?\s+on|"
                          r"sw(?:ear|ears|ore|orn|earing)\s+by|lov(?:e|es|ed)|ador(?:e|es|ed)|"
                          r"(?:come|comes|came|go|goes|went|keep\s+coming|keep\s+going)\s+back\s+to|"
                          r"stick(?:s|ing)?\s+(?:with|to)|stuck\s+(?:with|to)|loyal|recommend(?:s|ed)?|"
                          r"favou?rite|(?:the\s+)?best)(?![a-z])")


def points_back_at_maker(said: str) -> bool:
    """A Chinese pointer at a maker (这家, 这个牌子, 他们家) or an English noun of makers
    opening the clause ("that label …")."""
    return bool(re.search(ZH_MAKER_POINTER, said) or _NAMED_BACK.match(said.lower()))


# A request for the maker's things, or an acceptance of one, pointing back at the maker:
# "show me their skillets", "I'll have it", "another one from them?", "stick with them",
# 优先看他们家的, 下一双还选他们家, 认准这个牌子. Nobody asks for more from a maker they
# refuse: the request says what the praise before it means.
_ASKED_BACK = re.compile(
    r"(?<![a-z])(?:(?:show|give|send|find|get)\s+me\s+(?:some\s+(?:of\s+)?|more\s+(?:of\s+)?|all\s+)?"
    r"(?:their|theirs|them)|(?:i'?ll|i\s+will|i'?d|we'?ll|we\s+will)\s+(?:happily\s+|gladly\s+|"
    r"definitely\s+|gladly\s+)?(?:take|have|buy|get|grab|order)\s+(?:it|one|them|theirs)|"
    r"(?:another|more|next)(?:\s+(?:one|pair|set|model))?\s+(?:from|by)\s+them|"
    r"(?:stick|stay|go|staying|sticking|going)\s+with\s+(?:them|that\s+brand|this\s+brand|that\s+label)|"
    r"(?:only|always)\s+(?:buy|get|use)\s+(?:from\s+)?them|"
    # "shall we look at theirs?", "happy to see more of theirs", "I'd gladly buy from them again"
    r"(?:look\s+at|see|check\s+out|browse|try)\s+(?:more\s+(?:of\s+)?|some\s+(?:of\s+)?)?(?:theirs|their\s+[a-z]+)|"
    r"(?:buy|order|shop|get)\s+(?:from|with)\s+them|"
    # the maker's thing asked to the front ("show that one first", "put theirs at the top",
    # "list them first"): a request of order, as 把他家的放前面
    r"(?:show|put|list|rank|place|pin|bring\s+up|move)\s+(?:that\s+one|that|it|them|those|theirs|their\s+[a-z]+)\s+"
    r"(?:first|at\s+the\s+(?:top|front)|on\s+top|up\s+top|to\s+the\s+(?:top|front)))(?![a-z])|"
    # 多给我看看他们家的, 我们看看这个牌子, 再来一双他们家的, 这家我还愿意再买, 还想买他家的
    r"(?:看看|再来|来|再买|多买)(?:一[双件个套条台款只把])?" + ZH_MAKER_POINTER + r"|"
    # the maker's other things asked after (同牌子的键盘有没有, 他家的枕头有吗, 这个牌子的面霜也看看)
    + ZH_MAKER_POINTER + r"的[^，,。！？!?；;]{0,8}?(?:有没有|有吗|有么|有木有|也?(?:给我)?看看|来一[个台件双套条])|"
    + ZH_MAKER_POINTER + r"(?:的)?(?:我|我们)?(?:还|也|以后)?(?:愿意|会|要|想)?再(?:买|来|入|回购)|"
    # the maker's things put to the front, or brought out (先把他们家的放前面, 把他家的排在最前面,
    # 把他家的摆出来, 他家的摆最前面 with no 把): a request of order; 放最后 puts it last, no
    # request for it. Its object may be the plain pronoun of the maker or of its things (把他们的
    # 排前头, 把它们排最前面): nothing else named is put to the front.
    r"把?(?:" + ZH_MAKER_POINTER + r"|他们|她们|它们)(?:的)?(?:东西|产品|货)?(?:都|全)?(?:给我)?"
    r"(?:放|排|摆|列|挪|顶|置)(?:到|在)?(?:最)?(?:前面|前头|前边|前排|上面|上头|第一|头一个|出来)|"
    # (the maker also as 它, the pronoun of a thing, after a verb of choosing: 下次还选它, 就认定它了;
    # asked for more or first, the verb doubled or with a measure: 多推点他们家的, 再找找他家的,
    # 先上他们家的货)
    r"(?:优先|首选|认准|认定|只认|就认|先|再|还|就|只|也|继续|多)(?:想|要|会|愿意)?(?:给我|帮我)?"
    r"(?:看|推|推荐|要|买|选|用|来|考虑|认|认定|回购|找|上)?(?:看|一下|找|点|些)?"
    r"(?:" + ZH_MAKER_POINTER + r"|它(?![们家]))")
# Asking for another maker (换个牌子, 换一家, "a different brand", "switching brands"): the
# one named before is left, after what it did.
_SWITCH_AWAY = re.compile(
    r"换(?:个|一个|一|成)?(?:别的|其他|其它)?(?:牌子|品牌|家(?![具居电里人庭用务]))|换别家|"
    r"(?<![a-z])(?:(?:another|a\s+different|a\s+new|other|different)\s+(?:brand|make|maker|label)s?|"
    r"switch(?:ing|ed)?\s+brands|someone\s+else's)(?![a-z])")




def _switched(text: str) -> bool:
    """Another maker asked for, not only told as a condition ("换别家就绝食": loyalty)."""
    from agent.language.maker_again_asked import ANYBODY_ELSE
    from agent.language.switch_condition import switches_away

    return switches_away(_SWITCH_AWAY, text) or switches_away(ANYBODY_ELSE, text)



# A worse lot preferred, said alone: "I'd sooner…", "I would rather…", "I'd take … over",
# 宁可/宁愿/宁肯/还不如. Not when it names a "than" or 也要 (what is preferred to is said, and may
# be the other makers: "I'd rather pay double than buy anyone else's"), points back at the
# maker ("I'd rather have theirs"), or asks.
_SOONER = re.compile(r"(?<![a-z])(?:i'?d|i\s+would|we'?d|we\s+would)\s+(?:much\s+|far\s+)?(?:sooner|rather)(?![a-z])|"
                     r"^\W*(?:我|我们)?(?:宁可|宁愿|宁肯|还不如)")
_SOONER_NOT = re.compile(r"(?<![a-z])than(?![a-z])|也要|也得|也想|也买|也用")


def _sooner_otherwise(said: str) -> bool:
    low = said.lower()
    return bool(_SOONER.search(low)) and not _SOONER_NOT.search(low) and \
        not _BACK_AT_MAKER.search(low) and "?" not in low and "？" not in low


def _others_as_condition(said: str) -> bool:
    """Another maker named in `said` only as a condition ("换别家就绝食", "any other brand and
    he's up all night")."""
    from agent.engines.offline_parse import _SWITCH_BRAND
    from agent.language.switch_condition import only_as_condition

    return only_as_condition(_SWITCH_AWAY, said) or only_as_condition(_SWITCH_BRAND, said)


# The maker as the complement of a copula whose subject is all one owns or the first one
# thinks of: 刀架上全是X的刀, 想到的就是X, "every pan I own is X", "my go-to is X". Loyalty
# told as a fact, no like verb.
_WHOLLY_THEIRS = re.compile(
    r"(?:全是|都是|全部是|清一色(?:是|的)?|(?:第一个|最先|首先|头一个)想到的(?:就|都)?是)\s*$|"
    r"(?<![a-z])(?:(?:all|every|each)\s+(?:of\s+)?(?:my|our|the)?\s*[a-z\s]{0,24}?\s(?:i\s+own\s+)?(?:are|is)|"
    r"(?:every|each)\s+[a-z]+\s+(?:i|we)\s+(?:own|have|use)\s+is|"
    r"(?:the\s+)?(?:first|only)\s+(?:name|brand|maker|one)\s+(?:i|that\s+i)\s+(?:ever\s+)?think\s+of\s+is|"
    r"(?:my|our)\s+go[\s\-]to(?:\s+(?:brand|maker|label))?\s+is)\s+(?:all\s+)?$")


# A concession, Chinese A是A ("好看是好看", "便宜是便宜"): the praise is granted and is no
# verdict; the clause after it says what the shopper makes of the maker.
_CONCEDED = re.compile(rf"^\s*([{CJK_RANGE}]{{1,3}})是\1(?![{CJK_RANGE}])")
# A comment read clearly against (a fault told: "一摔就碎") that also refuses in words
# ("pass", 不要了) refuses the maker it comments on; "not too pricey please" (an excess)
# refuses a price.
CLEAR_COMPLAINT_MARGIN = 0.4


# Loyalty told by its grammar, no like verb: the maker as the only one ("from X only", "only
# ever buy X", "X stuff only": offline_names.ONLY_THEIRS_BEFORE, EVERY_TIME_AFTER, the same
# places that make an unknown lower-case word a name), or as what the shopper is ("I'm a X girl
# through and through", "we're a X household", "team X"). Chinese says it with its verbs of
# loyalty (只买X, X的死忠粉: offline_names._ZH_LOYAL).
# The maker as all there is, nothing else let in: "nothing but X towels in my kitchen", "I'd wear
# nothing but X" ("X kettles are nothing but trouble" says it after the maker: no praise). Read on
# the text before the name past its clause's start: the clauses are cut at "but".
_NOTHING_BUT_BEFORE = re.compile(r"(?<![a-z])(?:nothing|none|no\s+one|nobody)\s+(?:else\s+)?but\s+(?:the\s+)?$")
# ("X boots only lasted a month": an "only" that goes on to its verb belittles, no loyalty.)
_ONLY_THEIRS_AFTER = re.compile(r"^(?:'s)?(?:\s+[a-z]+)?\s+(?:only|exclusively|or\s+nothing|or\s+bust)"
                                r"\s*(?:$|[,.;:!?)]|(?:pls|please|thanks|thx|tbh)(?![a-z]))")
_LOYAL_PERSON_BEFORE = re.compile(
    r"(?<![a-z])(?:i'?m|i\s+am|we'?re|we\s+are|she'?s|he'?s|always\s+been|been)\s+(?:a\s+|an\s+)?"
    r"(?:(?:huge|big|total|lifelong|life[\s\-]?long|die[\s\-]?hard|loyal|proud|true|massive)\s+)?$")
_LOYAL_PERSON_AFTER = re.compile(r"^\s+(?:girl|guy|gal|boy|person|fan|loyalist|family|household|man|woman|"
                                 r"convert|devotee|stan|lady|lad)s?(?![a-z])")


def _said_of_the_name(text: str, own, m) -> Polarity | None:
    """What the words right around the maker's name say of it: set apart from all the rest
    asked for (a refusal, asked or not), loyalty ("from X only", "I'm a X girl": a like,
    when the clause neither asks, refuses nor complains in words), or its thing the only one
    that did well ("X is the only brand whose paper doesn't bleed", `_only_one_own`)."""
    from agent.engines.offline_semantics import _asks

    from agent.language.bought_if import bought_if
    from agent.language.maker_again_asked import any_but, marked_refused
    from agent.language.money_refused import money_refused

    if _SET_APART.search(text[own.start:m.start].lower()) or money_refused(text, m.start, m.end) or \
            any_but(text[max(0, own.start - 24):m.start]) or marked_refused(text, m.start, m.end):
        # ("anybody but X for the lamp", 箱子上要是印着X我直接退回去: language/maker_again_asked)
        return Polarity.DISLIKE
    if bought_if(text, m.start, m.end):
        return Polarity.LIKE
    if re.fullmatch(r"[A-Za-z][A-Za-z'\-\s]*", text[m.start:m.end]) and not _asks(text, own) and \
            _only_one_own(text, own, m):
        return Polarity.LIKE
    if _loyal_to(text, own, m) and not _asks(text, own) and \
            not _refusal_worded(text[own.start:own.end]) and not _complains(text, own):
        return Polarity.LIKE
    return None


def _loyal_to(text: str, own, m) -> bool:
    before, after = text[own.start:m.start].lower(), text[m.end:own.end].lower()
    return bool(ONLY_THEIRS_BEFORE.search(before) or _ONLY_THEIRS_AFTER.match(after) or
                _NOTHING_BUT_BEFORE.search(text[max(0, own.start - 24):m.start].lower()) or
                EVERY_TIME_AFTER.match(text.lower(), m.end) or
                (_LOYAL_PERSON_BEFORE.search(before) and _LOYAL_PERSON_AFTER.match(after)))


# A refusal whose object is the pointer back at the maker: 别再选这个牌子, 请别再给我推他们家的
# 东西, 不会再买他家的, "don't show me that brand again", "steer clear of that make", "not
# them again". The words say whose refusal it is, however weakly the vote reads so long a clause.
_REFUSES_BACK = re.compile(
    r"(?:别|不要|不会|不想|不再|再也不|千万别)(?:再)?(?:给我|帮我|给)?(?:选|推荐?|买|用|考虑|看|要|出现)"
    + ZH_MAKER_POINTER + r"|"
    r"(?<![a-z])(?:(?:don'?t|do\s+not|never|won'?t|not)\s+(?:\w+\s+){0,2}?(?:show|recommend|suggest|offer|buy)\s+"
    r"(?:me\s+)?(?:anything\s+(?:from|by|of)\s+)?(?:them|theirs|that\s+(?:brand|make|label)|this\s+(?:brand|make|label))|"
    r"(?:steer\s+clear\s+of|avoid|skip|leave\s+out|drop)\s+(?:them|that\s+(?:brand|make|label)|this\s+(?:brand|make|label)))(?![a-z])")


# A maker set apart from all the rest asked for: "any good lamps besides the X ones?", "recs
# other than X", "which kettles apart from X's", "any make barring X" (every preposition of
# exception, the old "bar" and "save for" too). What is asked for is everything else, so the
# maker is the one refused, asked or not; "besides X I trust nobody" asks for nothing.
_SET_APART = re.compile(
    r"(?<![a-z])(?:any|anything|anyone|other|others|else|what|which|recs?|recommendations?|options|"
    r"alternatives|ideas|suggestions|picks)(?![a-z])[^.!?;]*?(?<![a-z])"
    r"(?:besides|apart\s+from|aside\s+from|other\s+than|except(?:\s+for)?|excluding|bar|barring|save\s+for)"
    r"\s+(?:the\s+|that\s+|those\s+)?$")


def _asks_back(said: str, question: bool = False) -> bool:
    """`question`: the clause is said as a question (language/maker_again_asked)."""
    from agent.language.maker_again_asked import asked_again

    low = said.lower()
    return bool(_ASKED_BACK.search(low) or _MORE_ELIDED.fullmatch(low.strip(" ,.!~，。！～")) or
                asked_again(said, question)) and \
        not _refusal_worded(low) and not _switched(low)


# More asked for with its object left out, a clause of its own after the maker's thing was told
# of: 多推点, 再推荐一些, 有新品就推给我, "send more my way", "keep them coming". Said of
# nothing else named (a comment stops at the next named thing), the more is the maker's; a
# shopper asks for more of nothing they dislike. (Casual writing drops the object the formal
# 多推点他们家的 says: the pointer's absence is no doubt.)
_MORE_ELIDED = re.compile(
    r"(?:(?:那|就|请|麻烦)?(?:多|再)(?:给我|帮我|给)?(?:推|推荐|安排|上)(?:点|些|一些|几[个款件样])?(?:给我)?|"
    r"(?:以后)?有新(?:品|款|货|的)(?:了)?(?:就|也|记得|麻烦|请)?(?:推|推荐|告诉|通知|发)(?:给)?我)"
    r"(?:吧|呀|啊|哈|哦|嘛)?|"
    r"(?:(?:please|pls|plz)\s+)?(?:(?:send|show|throw|bring)\s+(?:me\s+)?(?:some\s+)?more(?:\s+of\s+(?:those|these|them))?"
    r"(?:\s+my\s+way)?|keep\s+(?:them|'em|em|those)\s+coming)(?:\s+(?:please|pls|plz))?")


def _refuses_back(said: str) -> bool:
    """A refusal whose only object is the pointer back at the maker: 他们家的算了, 别再推这个
    牌子, "so nothing of theirs", "skip them" (the mirror of `_asks_back`)."""
    low = said.lower()
    if _REFUSES_BACK.search(low):
        return True
    return bool(_BACK_AT_MAKER.search(low)) and (_refusal_worded(low) or bool(_REMOVAL.search(low))) and \
        _bare_verdict(_REMOVAL.sub(" ", _BACK_AT_MAKER.sub(" ", low)))


# An English negation that denies what the thing did ("has never budged", "not one has ever
# jammed", "hasn't dimmed once"), told of a maker's thing: no refusal of anything, only when
# it refuses no act of the shopper's ("never buying", "not again", "no more") and says no
# "again". Read so only where more of the maker is asked for right after ("…, show me their
# chairs first"): nobody asks for more from a maker they have just refused.
_EN_DENIAL = re.compile(r"(?<![a-z])(?:never|not(?:\s+(?:one|once|a\s+single\s+\w+))?)(?![a-z])|n't(?![a-z])")
_EN_SHOPPER_REFUSES = re.compile(
    r"(?<![a-z])(?:again|any\s*more|no\s+more|(?:never|not|n't)\s+(?:\w+\s+)?(?:buy|buying|bought|get|getting|"
    r"want|wanting|use|using|wear|wearing|touch|touching|trust|trusting|recommend|show|order|ordering|"
    r"go\s+back|going\s+back|like|liked|fan|for\s+me|worth|good|great|happy|impressed))(?![a-z])")


# The maker's thing as the only one that did something ("theirs was the only one that…",
# "their pillow is the only thing that…", 只有他家的…, 他家是唯一…): what follows is what it did.
_EN_ONLY_ONE = re.compile(r"(?<![a-z])(?:the\s+)?only\s+(?:[a-z\-]+\s+){0,3}?(?:that|which|who|whose|i|we|to|one|ones|thing|"
                          r"things|brand|make|label|pair|kind)(?![a-z])")
# The same said of the maker's things with no pointer: a comment that opens with it ("X hiking
# boots!!! only ones that last": its subject is the maker's), or "alone" right after the name
# and its product ("X straighteners alone leave my curls unfried").
_EN_ONLY_OPENS = re.compile(r"^\s*(?:(?:they(?:'re|\s+are)|these\s+are|those\s+are)\s+)?(?:the\s+)?only\s+(?:ones?|pair|kind|brand|make)(?![a-z])")
_EN_ALONE_AFTER = re.compile(r"(?:'s)?(?:\s+[a-z\-]+){0,2}?\s+alone(?![a-z])")
_ZH_ONLY_ONE = re.compile(r"只有" + ZH_MAKER_POINTER + r"|" + ZH_MAKER_POINTER + r"[^，,。.！!？?；;]{0,8}?唯一|唯一[^，,。.！!？?；;]{0,4}?"
                          + ZH_MAKER_POINTER)


def _only_one_back(said: str) -> bool:
    """A clause that points back at the maker and tells its thing as the only one that did
    what the clause says, and what it did is no fault, complaint or symptom (unless denied:
    "the only one that never burnt", 只有他家的没漏过); or a clause that opens with "only ones
    that…", its subject the maker's things said before."""
    low = said.lower()
    opens = _EN_ONLY_OPENS.match(low)
    if opens is not None:
        return _only_did_well(low[opens.end():])
    if not _BACK_AT_MAKER.search(low):
        return False
    only = _EN_ONLY_ONE.search(low) or _ZH_ONLY_ONE.search(low)
    if only is None:
        return False
    return _only_did_well(low[only.end():])


def _only_one_own(text: str, own, m) -> bool:
    """The maker's own clause tells its thing as the only one that did what it did ("X is the
    only notebook brand whose paper doesn't bleed", "the only socks that survived the whole
    trek were X", "X straighteners alone leave my curls unfried"), and what it did is no fault."""
    low = text[own.start:own.end].lower()
    name_at, name_end = m.start - own.start, m.end - own.start
    alone = _EN_ALONE_AFTER.match(low, name_end)
    if alone is not None:
        return _only_did_well(low[alone.end():])
    only = _EN_ONLY_ONE.search(low)
    if only is None or only.start() <= name_at < only.end():
        return False
    return _only_did_well(low[only.end():name_at] + " " + low[max(only.end(), name_end):])


def _only_did_well(rest: str) -> bool:
    """What the only one did, said in `rest`, is no fault, complaint, symptom or refusal
    (unless denied: "never burnt", 没漏过)."""
    from agent.engines.offline_polarity import _FAULT_EN, NEGATION, complaint_in

    if NEGATION.search(rest) or re.search(r"[没不]", rest):
        return not _EN_SHOPPER_REFUSES.search(rest)
    if re.search(rf"[{CJK_RANGE}]", rest):
        return False  # (a Chinese fault said with no negation, 只有他家的涂层掉了: no list to clear it)
    return complaint_in(rest, 0, len(rest)) is None and not _hurt_by(rest) and \
        not re.search(r"(?<![a-z])" + _FAULT_EN + r"[a-z]*", rest) and not _refusal_worded(rest) and \
        not _REMOVAL.search(rest) and not _LUKEWARM.search(rest)


# A request made in spite of what was said ("show me theirs anyway", "still, let me see
# theirs"): the negation before it may be a fault, and the request no praise.
_CONCEDING = re.compile(r"(?<![a-z])(?:anyway|anyhow|regardless|still|even\s+so|though|all\s+the\s+same)(?![a-z])")


def _complains(text: str, clause, denials_ok: bool = False) -> bool:
    """The maker's own clause complains in words: a refusal, a complaint verb, too much of
    something (太, "too heavy"), a symptom, or lukewarm words. `denials_ok`: an English
    negation denying what the thing did (_EN_DENIAL) is no refusal."""
    from agent.engines.offline_polarity import complaint_in
    from agent.engines.offline_semantics import _EXCESS

    said = text[clause.start:clause.end]
    worded = _refusal_worded(said)
    if worded and denials_ok and not _EN_SHOPPER_REFUSES.search(said.lower()):
        worded = _refusal_worded(_EN_DENIAL.sub(" ", said.lower()))
    return worded or complaint_in(text, clause.start, clause.end) is not None or \
        bool(_EXCESS.search(said.lower())) or _hurt_by(said) or bool(_LUKEWARM.search(said.lower()))


def _outcome_spared(text: str, own, m, comments) -> bool:
    """A clause told of the maker's thing (its own after the name, or a comment) denies or ends
    an outcome whose affirmed form votes a clear dislike, with no turn and no good outcome in
    the affirmed words; no clause told complains in words (a denial is none), and none asks
    or names a promise let down."""
    from agent.engines.offline_semantics import fault_spared
    from agent.language.expectation import promised_at

    if _refusal_worded(text[own.start:m.start]):
        # ("I wouldn't touch X with a bargepole after…": the refusal said before the name; its
        # negation is the shopper's, no outcome's)
        return False
    spared = False
    for c in [own, *comments]:
        said = text[max(c.start, m.end) if c is own else c.start:c.end]
        if promised_at(said) is not None or _switched(said.lower()) or _REFUSES_BACK.search(said.lower()):
            return False
        if _asked(text, c) and c is not own:
            continue
        if fault_spared(c, said):
            spared = True
            continue
        if _zh_fault_told(said) or _switched(said.lower()) or _REFUSES_BACK.search(said.lower()) or \
                (_complains(text, c, denials_ok=True) and not _only_negated(said)):
            return False
    return spared


def _story_untroubled(text: str, told) -> bool:
    """No clause told complains in words (a Chinese 没 denying a fault, or an English denial of
    what the thing did, is none), tells a fault, turns to another maker or refuses."""
    for c in told:
        said = text[c.start:c.end]
        if (_complains(text, c, denials_ok=True) and not _only_negated(said)) or _zh_fault_told(said) or \
                _switched(said.lower()) or _REFUSES_BACK.search(said.lower()):
            return False
    return True


def _zh_fault_told(said: str) -> bool:
    """A Chinese fault of the thing told with no negation (用了一个月就坏了, 拉链断了): the
    maker's clause complains, whatever is asked of the maker after it."""
    from agent.engines.offline_polarity import _FAULT_ZH

    return bool(re.search(_FAULT_ZH, said)) and not re.search(r"[没不]", said)


def _hurt_by(said: str) -> bool:
    """The clause names a symptom (blisters, a rash, 起疹子), with no negation ("never gives
    me blisters" is praise). A symptom, not the looser words of a reaction: "suit my skin
    tone" names the skin and praises."""
    from agent.engines.offline_reach import SYMPTOMS
    from agent.engines.offline_semantics import _NEGATION

    return bool(SYMPTOMS.search(said.lower())) and not _NEGATION.search(said)


def _praises_back(text: str, clause, own_unit: bool = False) -> bool:
    """A clause of its own that points back at the maker ("their", 他家, 这个牌子) and reads
    as a clear like, not asked and not lukewarm in words. `own_unit`: the maker's thing was
    asked for, so the shopper's own one of it ("mine", "my old one", 之前那台, 我原来那把)
    points back at the maker as well: it is why they ask for the same maker again."""
    said = text[clause.start:clause.end]
    vote = clause.reading.stance
    back = _BACK_AT_MAKER.search(said.lower()) or \
        (own_unit and _tells_own_unit(said.lower()))
    return bool(back) and vote.label == "like" and \
        vote.margin >= OWN_LIKE_MARGIN and not _asked(text, clause) and \
        not _LUKEWARM.search(said.lower())


# The shopper's own one of a thing, the one they have or had: "mine", "my old one", "the last
# one I owned", "the previous one", 我那台, 之前那台, 原来那把, 上一个, 家里那双. Said right after
# the maker's thing was asked for, it is one of the maker's (why else ask for that maker?).
_OWN_UNIT = re.compile(
    r"(?<![a-z])(?:mine|ours|(?:my|our)\s+(?:old|last|previous|current|first|original|other)\s+(?:one|pair|set)|"
    r"the\s+(?:old|last|previous|first)\s+(?:one|pair|set)(?:\s+(?:i|we)\s+(?:owned|had|bought|got|used))?|"
    r"the\s+one\s+(?:i|we)\s+(?:own|owned|have|had|bought|got))(?![a-z])|"
    r"(?:我|我们|我家|家里|之前|以前|原来|先前|从前|上次|去年|我原来|我之前|我以前)(?:的)?(?:那|这)[台双件个把只条套款部支瓶顶张]|"
    r"上一(?:[台双件个把只条套款部支瓶顶张]|代)|旧的那[台双件个把只条套款部支瓶顶张]")


# The things just asked for, made the subject of the next clause by a demonstrative ("Do you
# stock X jackets? Those have kept me dry", "Any X mugs? These never chip"): the maker's own.
_THOSE_OPEN = re.compile(r"^\W*(?:and\s+)?(?:those|these)(?:\s+ones)?(?![a-z])")


def _tells_own_unit(low: str) -> bool:
    """The clause tells of the shopper's own one (`_OWN_UNIT`) or of the things just asked for
    (`_THOSE_OPEN`)."""
    return bool(_OWN_UNIT.search(low) or _THOSE_OPEN.match(low))


_ZH_NOT_HAD = re.compile(r"没有?")
_ZH_NOT_OR_DONT = re.compile(r"[不别]")
_LATIN = re.compile(r"[a-z]")


def _only_negated(said: str) -> bool:
    """What the clause says against in words is a Chinese 没/没有 and nothing else: no refusal
    in words, no complaint, excess, reaction or lukewarm word ("涂了三个夏天都没晒黑", "背了五年
    一点毛病没有": a bad outcome denied). Before a wish for more it is the praise."""
    from agent.engines.offline_polarity import complaint_in
    from agent.engines.offline_semantics import _EXCESS, _REFUSAL_VERB, _tells_reaction

    low = said.lower()
    return bool(_ZH_NOT_HAD.search(said)) and not _refusal_worded(said) and \
        not _ZH_NOT_OR_DONT.search(said) and not _LATIN.search(low) and \
        complaint_in(said, 0, len(said)) is None and not _EXCESS.search(low) and \
        not _REFUSAL_VERB.search(low) and not _tells_reaction(said) and not _LUKEWARM.search(low)


def _wished_for_more(text: str, own, m, comments) -> bool:
    """After the maker, in its own clause or in the comments (up to the first that says
    something against in words), a wish to have its thing again or more of it
    (offline_polarity.wishes_again); the maker's own clause says nothing against in words."""
    from agent.engines.offline_polarity import wish_follows
    from agent.engines.offline_semantics import _against_in_words

    said = text[own.start:own.end]
    if (_against_in_words(said) and not _only_negated(said)) or _switched(said.lower()):
        return False
    return wish_follows(text, m.end, own.end, comments,
                        lambda c: _asked(text, c) or bool(_switched(text[c.start:c.end].lower())))


# Whose the thing is, asked: 这个X是Y的？, 是Y家的吗, "is that a Y kettle?", "is it Y?".
_ZH_WHOSE_BEFORE = re.compile(r"是\s*$")
_ZH_WHOSE_AFTER = re.compile(r"^\s*(?:家)?的?\s*(?:吗|嘛|么)?\s*[?？]")
_EN_WHOSE_BEFORE = re.compile(r"(?<![a-z])(?:is|was)\s+(?:that|this|it)\s+(?:(?:a|an|the|one\s+of)\s+)?$")


def _whose_asked(text: str, own, m) -> bool:
    before, after = text[own.start:m.start], text[m.end:]
    return bool((_ZH_WHOSE_BEFORE.search(before) and _ZH_WHOSE_AFTER.match(after)) or
                (_EN_WHOSE_BEFORE.search(before.lower()) and re.search(r"[?？]", text[m.end:own.end + 2])))


def _alone(clause) -> bool:
    """The clause is the maker's name alone, raised as a topic ("X??", "X的？", or with the
    noun that says it is a maker: "X这个牌子，", "X brand?")."""
    from agent.language.classifier import PLACEHOLDER

    form = _BRAND_NOUN_AFTER.sub("", clause.form.strip(" ?？!！.。,，的"))
    return form.strip(" ?？!！.。,，的") == PLACEHOLDER


# The noun that says a name is a maker's, after it: X这个牌子, X品牌, "X brand", "X stuff".
_BRAND_NOUN_AFTER = re.compile(r"(?<=X)\s*(?:(?:这个|那个|这一|这|那)?(?:牌子|品牌)|家(?:的)?|"
                               r"(?:brand|label|make|stuff|products?)(?![a-z]))\s*$", re.IGNORECASE)


def _dislike_margin(said: str, vote) -> float:
    from agent.engines.offline_semantics import _dislike_margin as margin

    return margin(said, vote)


def _removed_by_form(text: str, own, m) -> bool:
    """The maker is the object of a verb of removal told by its form: the verb right before
    it and a particle after ("cut X from the chainsaw brands", "take X out of the results",
    "strike X off"), or a Chinese verb of removal right before it (删除X品牌, 移除X这个牌子)."""
    before = text[own.start:m.start].lower()
    if ZH_REMOVED_BEFORE.search(before.rstrip()):
        return True
    verb = re.search(r"([a-z]+)\s+(?:the\s+)?$", before)
    return bool(verb) and verb.group(1) in EN_REMOVAL_VERBS and \
        bool(EN_REMOVED_PARTICLE.match(text[m.end:own.end].lower()))


def _in_product_name(text: str, start: int, end: int) -> bool:
    """The word at start:end is inside a product's name said around it: its first word (保温
    of 保温杯, "paper" of "paper shredder") or its last ("iron" of "soldering iron")."""
    from agent.product_types import find_types

    at = max(0, start - 20)
    around = text[at:end + 20].lower()
    for t in find_types(around)[:5]:
        for n in (*t.zh, *t.en):
            if n and len(n) > end - start and any(
                    at + f.start() <= start and end <= at + f.end()
                    for f in re.finditer(re.escape(n.lower()), around)):
                return True
    return False


def read_brand_topics(parsed, clauses, persistence_at) -> None:
    """Decide the bare brand mentions whose verdict is told in the clauses after their own
    (see the module's doc); `persistence_at(at)` gives a word's (persistence, is_global)."""
    from agent.engines.offline_constraints import Found
    from agent.engines.offline_parse import _tidy
    from agent.engines.offline_polarity import SPURNS_OTHERS, endured, praised_by_denial
    from agent.engines.offline_product import without
    from agent.engines.offline_semantics import _EXCESS, _asks, _clause_of
    from agent.language.fault_denied import used_for_a_while
    from agent.language.maker_again_asked import asked_again

    makers = [m for m in parsed.bare if m.word.category == Category.BRAND]
    if not makers:
        return
    text = parsed.text
    # A one-character word inside another (红 in 口红) or a word that is part of a product's
    # name (保温 in 保温杯) names no second attribute in the maker's clause.
    named = [m.start for m in parsed.mentions if (not m.word.single or m.used)
             and not _in_product_name(text, m.start, m.end)]
    # The same maker said twice in its clause ("X hoodie survived two years, so X it is") is
    # one word of the clause, not two.
    slug_at = {n.start: n.word.slug for n in parsed.mentions}

    def text_of(clause) -> str:
        return text[clause.start:clause.end]

    def _chosen_again(said: str) -> bool:
        return (chosen_back(said) or yes_to_them(said)) and not _refusal_worded(said) and \
            not _switched(said.lower())

    # The maker named again in a clause of its own that asks for more of it ("…, so X again",
    # "…; a matching X collar now", 再配一个X的项圈): the request is the first mention's comment
    # (read there as asked back), no verdict of its own; read by its own short clause's vote it
    # turned the praise into a refusal. `asked_later[slug]`: where that request is.
    asked_later: dict[str, object] = {}
    for m in makers:
        own = _clause_of(clauses, m.start)
        earlier = {n.said for n in makers if n.word.slug == m.word.slug and own is not None and
                   n.start < own.start}
        said = pointed_back(text_of(own), earlier | {m.said}) if earlier else ""
        if earlier and (_asks_back(said, _asked(text, own)) or _chosen_again(said)):
            asked_later.setdefault(m.word.slug, own)
    for m in makers:
        own = _clause_of(clauses, m.start)
        if own is None:
            continue
        if asked_later.get(m.word.slug) is own:
            if m in parsed.bare:
                parsed.bare.remove(m)
            continue
        # What the words right around the name say of it holds whatever else its clause
        # names ("linen shirts from X only", "any wool jumpers besides the X ones?").
        local = _said_of_the_name(text, own, m)
        i = clauses.index(own)
        names = {n.said for n in parsed.mentions if slug_at.get(n.start) == m.word.slug} | {m.said}
        if local is None and len({slug_at[at] for at in named if own.holds(at)}) != 1 and \
                not _whose_asked(text, own, m) and \
                not any(_asks_back(pointed_back(text_of(c), names), _asked(text, c)) or
                        _refuses_back(pointed_back(text_of(c), names))
                        for c in clauses[i + 1:i + 1 + COMMENT_REACH]
                        if not any(c.holds(at) and slug_at.get(at) != m.word.slug for at in named)):
            # (Another word in the maker's clause may be what its verdict is about; not when a
            # comment asks for more of the maker's, or refuses it, by pointing back at it:
            # "X的登山包背了五年拉链一点毛病没有，还想买他家的" asks for the maker, whatever the
            # zip; "本来盼着X能把保温杯漏水的毛病改好，结果还是老样子，他们家的算了" refuses it,
            # whatever the hope said of the flask; nor when the clause asks whose the thing is,
            # 这个保温饭盒是X的？: the maker is what it asks.)
            continue
        comments = []
        # (A concession, 好看是好看, is granted and no verdict: what follows it is, and it
        # takes no place in the reach.)
        after = [c for c in clauses[i + 1:] if not _CONCEDED.search(text_of(c))]
        for k, other in enumerate(after[:COMMENT_REACH + 1]):
            # (the maker's own name said again points back at it: "…, show me X")
            if any(other.holds(at) and slug_at.get(at) != m.word.slug for at in named):
                break
            if k < COMMENT_REACH or _BACK_AT_MAKER.search(text_of(other).lower()):
                # Further away only a clause that points back at the maker ("…，盖子早就松了，
                # 别再推荐他家的").
                comments.append(other)
        stance = own.reading.stance
        if stance.label == "like" and _LUKEWARM.search(text_of(own).lower()):
            # A like vote on a clause that is lukewarm in words ("X这牌子一般般", "X is so-so"):
            # the polarity is unsure, and an unsure maker is nothing, never a like.
            parsed.bare.remove(m)
            continue
        asked = _asks(text, own)
        # (a clause that is the name alone has no praise of its own: its vote read the name)
        own_clear_like = stance.label == "like" and not asked and stance.margin >= OWN_LIKE_MARGIN and \
            not _alone(own)
        own_dislike = stance.label == "dislike" and not asked and stance.margin >= COMMENT_DISLIKE_MARGIN
        # The maker's thing asked for, then the shopper's own one told of ("有X的保温杯吗？上一个摔
        # 在地上都没漏水", "Any X kettles? Mine …"): that story is the maker's verdict.
        own_unit_after = bool(comments) and _asked(text, own) and \
            _tells_own_unit(text_of(comments[0]).lower())
        polarity = local
        named_back = [c for c in comments if _NAMED_BACK.match(text_of(c).lower()) and not _asked(text, c)]
        if polarity is None and named_back:
            # The maker named again by a noun of makers: that clause's clear vote is its
            # verdict, where the maker's own clause is unsure. Against a clear vote of the own
            # clause the two disagree ("…cracked its jug twice, so that brand is finished for
            # me" neared "X is a must-have"), and the readings below decide as before.
            vote = named_back[0].reading.stance
            said = text_of(named_back[0])
            # (an own clause that complains in words, "the X toaster I had burnt every slice",
            # is no clear like, whatever its vote)
            # (a verdict drawn as the consequence of the story, "…, so that company is off my
            # list", makes the story its reason: a reason for a refusal is no praise, whatever
            # its own vote made of "burnt every slice")
            if vote.label == "dislike" and vote.margin >= CLEAR_COMPLAINT_MARGIN and \
                    not praised_by_denial(text, named_back[0].start, named_back[0].end) and \
                    (_CONSEQUENCE.match(said.lower()) or
                     not (stance.label == "like" and stance.margin >= OWN_LIKE_MARGIN and not _complains(text, own))):
                polarity = Polarity.DISLIKE
            elif vote.label == "like" and vote.margin >= OWN_LIKE_MARGIN and \
                    (_LOYAL_WORDS.search(said.lower()) or _THE_MAKER.match(said.lower())) and \
                    not (stance.label == "dislike" and stance.margin >= COMMENT_DISLIKE_MARGIN) and \
                    not _complains(text, own) and not _refusal_worded(said) and \
                    not _LUKEWARM.search(said.lower()):
                polarity = Polarity.LIKE
        if polarity is not None:
            pass
        elif _ZH_DISPOSED.search(text_of(own)) or _ZH_REFUSED_AFTER.match(text, m.end) or \
                ZH_NOUN_REFUSED_AFTER.match(text, m.end) or ZH_OUTPUT_REFUSED_AFTER.match(text, m.end) or \
                _removed_by_form(text, own, m) or \
                (_REMOVAL.search(text_of(own).lower()) and own_dislike):
            # "please filter out X", 把X排除掉: a verb of removal with the maker as its
            # object, read as a refusal by the clause's own vote (把X拉黑 and X的不行 say it
            # by their form).
            polarity = Polarity.DISLIKE
        elif _hurt_by(text_of(own)) and not asked:
            # "X's always give me blisters", X的面霜让我起疹子: what the maker made hurt the
            # shopper, told in words with no negation: a refusal of the maker in its domain
            # (a reaction is never a like, whatever the vote says of the form).
            polarity = Polarity.DISLIKE
        # A complaint in the maker's own clause does not silence what comes after it: "X的
        # 座椅套褪色了，别再出现这个牌子" is refused by the comment that points back at it.
        if polarity is None and not asked and (_switched(text_of(own).lower()[m.end - own.start:]) or
                                               any(_switched(text_of(c).lower()) for c in comments)) \
                and not own_clear_like:
            # "X的吹风机用了两个月就烧了，这回换个牌子吧": asking for another maker leaves this
            # one, whatever the vote made of the failure told before.
            polarity = Polarity.DISLIKE
        if polarity is None and comments and (asked or _alone(own)) and not own_clear_like and \
                _sooner_otherwise(text_of(comments[0])):
            # "X hiking poles? I'd sooner hobble down the hill on a snapped branch", X的登山杖？
            # 我宁可拄根断树枝下山: the maker raised as a topic, then a worse lot preferred to it
            # (I'd sooner…, 宁可…): scorn, a refusal of the maker, whatever the vote made of
            # "I'd happily…" in its form.
            polarity = Polarity.DISLIKE
        if polarity is None and not asked and _WHOLLY_THEIRS.search(text[own.start:m.start].lower()) and \
                not _refusal_worded(text_of(own)) and not _complains(text, own):
            # "我家刀架上全是X的刀", "every pan I own is X": all one has, or the first thought,
            # is the maker's.
            polarity = Polarity.LIKE
        # (The thing's endurance may be told in a comment of its own: "X hoodie, the last one
        # lasted me all through uni", X的帐篷，五年了一滴雨都没漏过.)
        if polarity is None and (not asked or own_unit_after) and \
                (endured(text, own.start, own.end) or
                 (not own_dislike and any(endured(text, c.start, c.end) for c in comments))) and \
                not _complains(text, own) and \
                not any(_refusal_worded(text_of(c)) or _switched(text_of(c).lower()) or
                        (c.reading.stance.label == "dislike" and not _asked(text, c) and
                         c.reading.stance.margin >= COMMENT_DISLIKE_MARGIN and
                         not endured(text, c.start, c.end)) for c in comments):
            # "X boots have survived three winters of mud", X的帐篷扛住过暴雨: what the maker's
            # thing came through is its praise, whatever the vote made of the words (in its own
            # clause or in the comment that tells it).
            polarity = Polarity.LIKE
        # (A comment that spurns the other makers, "别的牌子就不要推了", is about this one
        # without pointing back at it; so is the comment right after the maker's clause, the
        # topic's own: "X的帐篷跟着我露营五年了 一滴雨都没漏过", unless that clause was a clear
        # complaint: "X kettle broke in a week, my old one never leaked" praises the old one.)
        denials = [c for c in comments if (_BACK_AT_MAKER.search(text_of(c).lower()) or
                                           SPURNS_OTHERS.search(text_of(c).lower()) or
                                           (c is comments[0] and not own_dislike)) and
                   not _asked(text, c) and praised_by_denial(text, c.start, c.end)]
        # (The maker's thing asked for, then praised by a denial that points back at it: "Any
        # X hiking boots? Their soles never let me down", 有X的吗？他家的从来没坏过; the asking
        # says nothing, the comment is the verdict, as in _praises_back.)
        if asked and not own_unit_after:
            denials = [c for c in denials if _BACK_AT_MAKER.search(text_of(c).lower())]
        if polarity is None and (not asked or own_unit_after or denials) and \
                (((not asked or own_unit_after) and praised_by_denial(text, own.start, own.end)) or
                 (denials and not _complains(text, own))) and \
                not any(c not in denials and (_refusal_worded(text_of(c)) or
                                              _switched(text_of(c).lower())) for c in comments):
            # "X kit has never once leaked", "X的装备从来没坏过", "X socks? I'd never wear anything
            # else", "X hoodies, they never shrink": a negation that denies a fault of the
            # maker's thing, or spurns the others, praises the maker (offline_polarity); read
            # as a refusal, its "never" reversed the like.
            polarity = Polarity.LIKE
        if polarity is None and not asked and _wished_for_more(text, own, m, comments):
            # "X的文件夹质量ok 店里要进200个", "X hoodies survived two years of dorm laundry,
            # stocking up": what the maker made, then more of it wished for, nothing said
            # against: a like, whatever the vote made of the story.
            polarity = Polarity.LIKE
        # (the name said again later in its own clause is its own comment: 麑芫的防蚊服最透气 再买一件麑芫)
        again = [(pointed_back(text_of(c), names), _asked(text, c)) for c in comments]
        if any(n.start > m.start and own.holds(n.start) and slug_at.get(n.start) == m.word.slug
               for n in parsed.mentions):
            again.append((pointed_back(text[m.end:own.end], names), _asked(text, own)))
        if polarity is None and any(_asks_back(said, question) or _chosen_again(said)
                                    for said, question in again) and \
                not _complains(text, own, denials_ok=not any(_CONCEDING.search(text_of(c).lower())
                                                             for c in comments)) and \
                not _zh_fault_told(text_of(own)):
            # "X pans have outlasted everything; show me their skillets", 优先看他们家的: more
            # asked for from the maker, its own clause complaining of nothing in words: a
            # like, whatever the vote made of the praise's words ("outlasted" neared "stays
            # out of my wardrobe"). The maker's own name said again is such a pointer ("…, show
            # me X", "so yes to X", 再买一件X), and so is a verbless choice by a noun of makers
            # ("…, so that label"): agent/language/maker_again.py.
            polarity = Polarity.LIKE
        if polarity is None and not _complains(text, own, denials_ok=True) and \
                any(_only_one_back(text_of(c)) and not _asked(text, c) for c in comments):
            # "Do you carry X rice cookers? Theirs was the only one that never burnt the
            # bottom", "有X的锅吗？只有他家的没粘过": the maker's thing, pointed back at, the only
            # one that did what it did, and what it did is no fault: praise by comparison with
            # all the rest, whatever the vote made of the symptom or the fault it denies.
            polarity = Polarity.LIKE
        if polarity is None and not asked and not _complains(text, own) and \
                any(_others_as_condition(text_of(c).lower()) for c in comments):
            # "只肯吃X的狗粮，换别家就绝食", "will only touch X kibble, switch brands and she goes
            # on hunger strike": what another maker would do is told, to keep this one (its
            # symptom or refusal is the others').
            polarity = Polarity.LIKE
        for other in comments if polarity is None else ():
            said = text_of(other).lower()
            vote = other.reading.stance
            if vote.label != "dislike" or _asked(text, other):
                continue
            back = bool(_BACK_AT_MAKER.search(said))
            # A refusal in words is the maker's when it points back at it or refuses nothing
            # else; "…, not too pricey please" refuses a price, never the maker asked for.
            worded = (_refusal_worded(said) and (back or _bare_verdict(said) or
                                                 (vote.margin >= CLEAR_COMPLAINT_MARGIN and
                                                  not _EXCESS.search(said)))) or _removal_alone(said)
            if own_clear_like and not (worded and back and vote.margin >= COMMENT_DISLIKE_MARGIN):
                # Praise in its own clause outweighs a complaint that may be about something
                # else ("…，就是太贵了"); not a refusal in words pointing back at the maker
                # ("X的吸尘器我用过，…，这回别给我推他家的").
                continue
            if (vote.margin >= COMMENT_DISLIKE_MARGIN and (worded or back)) or \
                    (worded and vote.margin >= COMMENT_WORDED_DISLIKE_MARGIN):
                polarity = Polarity.DISLIKE
                break
        if polarity is None and comments and _alone(own) and not _asked(text, comments[0]):
            # "X?? nah cheap for a reason": the maker raised alone, its verdict the clause said
            # right after it, which has nothing else to be about: a clear vote against, or a
            # refusal in words ("nah") read as one at all.
            vote, said = comments[0].reading.stance, text_of(comments[0])
            if vote.label == "dislike" and (vote.margin >= COMMENT_DISLIKE_MARGIN or
                                            (_refusal_worded(said) and vote.margin >= COMMENT_WORDED_DISLIKE_MARGIN)) \
                    and vote.margin >= _dislike_margin(said, vote):
                polarity = Polarity.DISLIKE
        if polarity is None and comments and _whose_asked(text, own, m) and \
                not _asked(text, comments[0]) and _refusal_worded(text_of(comments[0])) and \
                _bare_verdict(text_of(comments[0])):
            # "这个吹风机是X的？那算了", "Is that an X kettle? Nah.": the thing asked about is
            # told apart by its maker alone, and the bare refusal right after is the maker's
            # (the thing itself was the shopper's own question).
            polarity = Polarity.DISLIKE
        for other in comments if polarity is None else ():
            said = text_of(other).lower()
            if not _asked(text, other) and _BACK_AT_MAKER.search(said) and \
                    _refusal_worded(said) and _bare_verdict(_BACK_AT_MAKER.sub(" ", said)):
                # A refusal in words of the maker pointed back at, and nothing else ("so
                # nothing of theirs", "not them again", 他家的就算了): the words say it,
                # whatever the vote made of so short a clause.
                polarity = Polarity.DISLIKE
                break
        for other in comments if polarity is None else ():
            if not _asked(text, other) and _REFUSES_BACK.search(text_of(other).lower()):
                polarity = Polarity.DISLIKE  # "…，别再选这个牌子了": refused in words, pointed back
                break
        if polarity is None and own_clear_like and m.start == own.start and \
                not _refusal_worded(text_of(own)) and \
                not any(c.reading.stance.label == "dislike" and not _asked(text, c) and
                        c.reading.stance.margin >= COMMENT_DISLIKE_MARGIN for c in comments):
            # The maker opens its clause and the clause praises it ("X的口红颜色特别正"),
            # with nothing refused after.
            polarity = Polarity.LIKE
        if polarity is None and stance.label == "like" and not asked and \
                WEAK_LIKE_MARGIN <= stance.margin and not _refusal_worded(
                    " ".join(text_of(c) for c in comments)) and \
                any(_BACK_AT_MAKER.search(text_of(c).lower()) and
                    c.reading.stance.label != "dislike" and not _complains(text, c) for c in comments):
            # (a comment pointing back that tells a fault in words, "the pencils they sent
            # arrived snapped", backs no weak like, whatever its vote: the maker is left unsure)
            polarity = Polarity.LIKE
        if polarity is None and not _refusal_worded(" ".join(text_of(c) for c in comments)) and \
                not any(c.reading.stance.label == "dislike" and not _asked(text, c) and
                        c.reading.stance.margin >= COMMENT_DISLIKE_MARGIN for c in comments) and \
                any(_praises_back(text, c, own_unit=_asked(text, own) and c is comments[0])
                    for c in comments):
            # The maker asked for, then praised in a clause that points back at it ("Got
            # anything by X? Their pans have served me well", "有X的湿巾吗？他家的我回购好多次
            # 了"): the mirror of a complaint told there. The asking clause reads as a
            # request, so the praise beside it speaks.
            polarity = Polarity.LIKE
        if polarity is None and (not asked or own_unit_after) and \
                _outcome_spared(text, own, m, comments) and \
                not any(_CONCEDING.search(text_of(c).lower()) for c in comments) and \
                (any(_asks_back(pointed_back(text_of(c), names)) and
                     (not _asked(text, c) or asked_again(pointed_back(text_of(c), names), True))
                     for c in comments) or
                 _wished_for_more(text, own, m, comments) or used_for_a_while(text)):
            # (a request granted grudgingly, "…never boil quickly, show me theirs anyway?", or
            # put as a question other than what else they make, is no witness)
            # What the maker's thing spared the shopper, told as a fault denied or ended ("That's
            # the hair dryer that finally stopped my fringe going frizzy", 一年来…都没挣断过),
            # then more of the maker asked for, wished for, or the thing lived with: praise
            # (language/outcome_sign, as for a material's thing).
            polarity = Polarity.LIKE
        later = asked_later.get(m.word.slug)
        if polarity is None and not asked and later is not None and later.start > own.end and \
                _story_untroubled(text, [own, *(c for c in clauses if own.end <= c.start < later.start)]):
            # The maker asked for again by its name after a story that says nothing against in
            # words ("瑭钒的登山包背了三年，拉链一次没坏过，再配一个瑭钒的腰包": a fault denied of a
            # part is no complaint, and another named word between does not stop the request
            # from being the maker's): a like, whatever the vote made of the story.
            polarity = Polarity.LIKE
        if polarity is None and own_unit_after:
            # What the shopper's own one did, read neither as praise nor as a refusal in words
            # ("有没有X的电风扇？上一台吹了一个夏天就坏了"): the asking says nothing of the
            # verdict, and an unsure maker is nothing, never a like.
            parsed.bare.remove(m)
            continue
        if polarity is None:
            continue
        # (a like read by the session vote alone holds nothing: `like`, as for every like)
        persistence, _ = persistence_at(m.start, like=polarity == Polarity.LIKE)  # a maker is refused in its domain, never globally
        parsed.found.append(Found(polarity, m.word.category, m.word.slug, m.said, persistence,
                                  False, m.start))
        if polarity == Polarity.DISLIKE:
            # never searched for, nor the 的 it leaves ("X的？算了吧")
            parsed.product = _tidy(without(parsed.product, m.said))
        parsed.bare.remove(m)
