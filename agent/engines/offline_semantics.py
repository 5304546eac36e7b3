"""The semantic classifier's reading applied to what the rules parsed (a second reader).

Rules first, classifier second, each protecting a lesson. The classifier reads each clause
of the utterance (its form: the named words replaced by one placeholder, all clauses in one
model run), and a word takes the stance and the scope of the clause it is said in:
- Polarity fails safe. An attribute named with no trigger the rules know is only a prefer
  word of the turn when its clause reads as merely naming the product ("a linen shirt").
  Read as a dislike ("wool makes my skin crawl") it becomes a dislike; as a clear like
  ("corduroy is my favourite") a like, a clearer one under a negation; unclear, it is
  nothing. A clause that tells a symptom or a principle in words never yields a like. An
  unknown polarity never becomes a like: the worst memory bug is a quiet reversal.
- Scope: a clause's own marker (这次 / always / allergy / vegan) stands; a clause without one
  takes its clear reading (session-only, lasting, a global floor only with a reaction or a
  principle in words), else a scope told in a clause of its own ("only for this present,
  no silk"), else the utterance's. A session marker said with a dislike does not carry over
  to a like in another clause. Mixed statements (这次…，以后也…) get one scope per part.
- Take-backs: a clause read as one lifts the words it names (never one merely complained
  about or praised); naming none and pointing back ("那个不算数"), it lifts the dislikes the
  rules found beside it or the session's constraints.
- The product and its domain are read by offline_product.
"""
from __future__ import annotations

from functools import cache
import re
from dataclasses import dataclass, replace

from agent.engines.base import PlanInput
from agent.engines.offline_constraints import (EN_ASIDE, Found, NEGATION, REQUEST_FILLER, SET_APART, told_as_colour_choice,
                                               told_as_spec)
from agent.engines.offline_product import (ATTRIBUTES, MAX_CLAUSES, asks_for_it, describes_product,
                                           names_product, type_name_first, without)
from agent.engines.offline_polarity import best_compared, no_stance_told, praised_by_denial
from agent.engines.offline_reach import ALLERGY_WORD as _ALLERGY_WORD, COMFORT, EN_BODY_PART, doctor_ordered, \
    GLOBAL_MARKERS, LIST_GLUE as _LIST_GLUE, SYMPTOMS
from agent.engines.offline_names import ZH_AVOID_VERB
from agent.language import dated_event, elided_stance, every_purchase, identity_reason, on_screen
from agent.language.prohibitive import prohibited_verbs, without_prohibitive
from agent.language.advised_for import advised_for
from agent.language.cause_found import cause_found
from agent.language.going_without import goes_without
from agent.language.span_only import span_bounded_only
from agent.language.other_request import asks_for_other_thing
from agent.language.body_reaction import body_named
from agent.language.habit_refusal import outlasts_session as habit_outlasts_session
from agent.language.refused_predicate import predicate_said, refused_predicate
from agent.language.topic_before import topic_words
from agent.language.pointed_praise import praise_past_description, shuts_out_others, sure_like
from agent.language.wanted_again import asks_for_it_again
from agent.language.reconsidered import found_out, misjudged, reconsidered, revoked
from agent.language.scope_bounds import deferred, unbounded
from memory.text import CJK_RANGE

CJK_CHAR_RE = re.compile(f"[{CJK_RANGE}]")
from memory.models import Category, Polarity
from memory.terms import covers, normalize_terms

# Margins (share of the nearest neighbours' similarity mass, 0-1) the engine follows.
STANCE_DISLIKE_MARGIN = 0.2
STANCE_LIKE_MARGIN = 0.35
NEGATED_LIKE_MARGIN = 0.8
DENIED_MARGIN = 1.01  # above any vote: a complaint the clause denies is never a dislike
STANCE_NEUTRAL_MARGIN = 0.0
SCOPE_MARGIN = 0.55
OVERRIDE_MARGIN = 0.45  # to replace a marker said in another clause of the utterance
# A scope told in a clause naming nothing (a purpose, "for travelling", reads close to "for
# this trip"): only a very clear reading holds for the whole utterance.
SCOPE_APART_MARGIN = 0.85
TAKEBACK_MARGIN = 0.3
TAKEBACK_APART_MARGIN = 0.3  # a take-back clause naming no word ("那个不算数")
PRAISE_TAKEBACK_MARGIN = 0.15  # a lift read beside a word the session refuses
GUARDED_GLOBAL_MARGIN = 0.3
FLOOR_UNTOLD_MARGIN = 0.9  # a floor told in a clause of its own, in no marker's words
GUARDED_UNTOLD_MARGIN = 0.6  # no reaction or principle in the rules' words: a clearer reading
GUARDED_DISLIKE_MARGIN = 0.6  # a guarded word refused with a negation, kept in the domain

# A reaction or a principle told in words the symptom and ethics lists do not have: only
# such an utterance has its ambiguous words ("dairy", "fur") read at all.
_SUFFER = re.compile(
    # "gives me hives", "it'll give me a rash"; the imperative "give me X" is a request, and
    # what makes one happy is no reaction, nor what makes a stretch of time ("would make my
    # week", "makes my whole winter": praise told as its outcome).
    # "makes my" is a reaction only when what it makes is the body ("makes my skin crawl"), never
    # a room, a balcony or a morning ("makes my balcony feel like a holiday" is praise).
    r"(?<![a-z])(?:makes?\s+(?:me|my(?=\s+(?:whole\s+|entire\s+)?(?:" + EN_BODY_PART[3:-1] + r"|throat|body|mouth|tongue)(?![a-z])))"
    r"(?!\s+(?:so\s+|really\s+|very\s+|[a-z]+ly\s+)?(?:happy|smile|glad|grin|"
    r"feel\s+(?:good|great|happy)))(?!\s+(?:whole\s+|entire\s+)?(?:day|week|weekend|month|year|summer|winter|"
    r"spring|autumn|fall|morning|evening|night|christmas|holidays?|birthday)(?![a-z]))"
    # nor how warm or damp a thing wears ("makes me sweat", "makes me so clammy", "makes my feet
    # hot"): the product's comfort, said of the body, is no reaction to a substance
    r"(?!\s+(?:so\s+|really\s+|super\s+|way\s+|too\s+)?(?:[a-z]+\s+)?(?:sweat(?:y|s)?|hot|warm|overheat|cold|chilly|"
    r"clammy|stuffy|damp|sticky)(?![a-z]))"
    # nor how it makes one look ("makes me look washed out", "makes my skin look sallow", "make
    # me seem wider"): a judgement of appearance, no reaction of the body
    r"(?!\s+(?:[a-z]+\s+)?(?:look|looks|seem|seems|appear|appears)(?![a-z]))|"
    r"(?:gives|gave|giving)\s+me|(?:it|they|that|this|would|could|can|will|may|might|always|usually|'ll)\s+give\s+me|sends?\s+me|upsets?|sets?\s+off|triggers?|ill|sick(?!\s+(?:of|and\s+tired))|stomach|"
    # The skin as what a reaction happens to ("it burns my skin"), not where a thing is worn
    # ("the only thing I want against my skin", "kind to skin").
    r"(?<!against\s)(?<!against\smy\s)(?<!next\sto\smy\s)(?<!on\smy\s)(?<!to\smy\s)(?<!for\smy\s)"
    r"(?<!on\s)(?<!to\s)(?<!for\s)(?<!bare\s)skin|"
    r"can'?t\s+(?:support|have|tolerate|eat|digest))(?![a-z])|"
    # 让我: what it does to me; not what it lets me do ("让我终于能睡个好觉": an ability given)
    # (nor how it makes me look: 让我看起来没精神, 让我显得黑, a judgement of appearance)
    r"让我(?![^，。,.;；不没]{0,4}?(?:能|可以|敢))(?!看起来|看上去|显得|显)|害我|一(?![眼看见下次直向般定样共])\S{0,2}就"
    # (what happens to the thing is no reaction: 一扯就破, 一洗就缩水, 一碰就掉)
    r"(?!破|坏|烂|断|裂|皱|起球|变形|开线|开胶|掉色|褪色|缩水|漏|散|塌|掉|歪|脱线|"
    # (nor what a claw or a wear does to its surface: 一勾就起丝, 一抓就勾丝, 一碰就刮花, 一踩就脏)
    r"起丝|勾丝|抽丝|拉丝|刮花|划花|起毛|脏"
    # (nor how the thing gives way or shows it: 一碰就晃, 一受潮就翘边, 一出汗就显印子, 一坐就吱呀响,
    # 一放就发霉: the thing's behaviour, a reason in its own domain)
    r"|晃|摇|翘|显印|显汗|留印|吱|响|发霉|长霉|生锈|鼓包|松|走形|发黄|变黄|发硬|变硬|起皱|渗"
    # (nor how warm it wears: 一穿就出汗, 一盖就闷, 一躺就热)
    r"|出汗|冒汗|流汗|闷|热|冷|捂|黏|潮)|肚子|皮肤")  # 一眼就/一看就: seeing; 一次就: once; 一直就/一向就: always; no reaction


def _tells_reaction(text: str) -> bool:
    from agent.engines.offline_reach import negated_symptom

    low = text.lower()
    symptom = any(not negated_symptom(low, 0, m.start(), m.end()) for m in SYMPTOMS.finditer(low))
    return bool(symptom or GLOBAL_MARKERS.search(text) or _SUFFER.search(text) or identity_reason.told(low) or
                every_purchase.told(low))


# Words that point back at what was said before: a take-back naming no word needs one.
_REFERS_BACK = re.compile(
    r"(?<![a-z])(?:that|this|it|earlier|before|said|(?<!you\s)mind|previous)(?![a-z])|那|这|之前|刚才|前面|说|主意")
# Words that report what was said before ("forget what I said", "I've changed my mind",
# 刚才说的不算): a take-back of a word the session does not hold needs one of them.
# ("would you mind not showing X" asks politely, it changes no mind)
# An earlier judgement owned as wrong reports it too ("I misjudged it", 是我错怪它了, 之前是我想错了):
# the shopper did say it, in a session the store remembers.
_TOLD_BEFORE = re.compile(r"(?<![a-z])(?:said|say|told|mentioned|(?<!you\s)mind|earlier|asked|misjudged|mistaken)(?![a-z])|"
                          r"说|提(?!供|升|高|交|取|前|醒|款)|主意|刚才|"
                          r"(?:想|搞|弄|看|判断)错|错怪|冤枉|误会|多虑|想多了")  # (提供 provides, mentions nothing)
# A change since the word was refused, said in the take-back's clause ("X is fine now", "turns
# out X holds up", "X works for me these days", 其实X挺耐脏, X现在能接受了): in a session that
# holds no refusal yet, the take-back can only be of one said in an earlier session (the store
# holds it; the curator finds it, and a lift of a word never refused changes nothing). Not
# "again", 重新: a wish to have it again ("cashmere again for her sister") is a like.
_CHANGED_SINCE = re.compile(r"(?<![a-z])(?:now|these\s+days|nowadays|any\s*more|after\s+all|actually|turns?\s+out|"
                            r"turned\s+out|unfair|wrong\s+about)(?![a-z])|其实|现在|如今|这下|错怪|冤枉")
# Words that point back at a thing just named ("them", 这家): a verdict told in a clause of its
# own is about that thing.
_ANAPHOR = re.compile(r"(?<![a-z])(?:them|they|it|its|those|that\s+(?:brand|one|stuff|label)|"
                      r"this\s+(?:brand|one|stuff|label))(?![a-z])|这家|那家|这个牌子|那个牌子|这牌子|它")
# A negation in a clause ("not", "never", 不, 没): a like read there needs a clearer vote.
_NEGATION = NEGATION

# Negations of one kind: a quantifier ("nothing beats X", "no other comes close to X") or a
# verb's ("not a single bit of X", "I can't stand X"); a Chinese one is its character.
_NEGATION_KIND = {"no": "q", "nothing": "q", "none": "q", "nor": "q",
                  "not": "v", "never": "v", "nt": "v", "without": "v"}


# Refusals told with a verb and no negation ("strike X", "X is banned", "keep X off"): "r";
# a Chinese negation that is a phrase of its own, not a character inside a word (不舒服):
# "z". A like or a dislike voted by an exemplar that lacks the clause's refusal (or has one
# the clause lacks) matched the words around it, not the sense.
_REFUSAL_VERB = re.compile(
    r"(?<![a-z])(?:strike|struck|ban|banned|bans|cross(?:ed)?\s+off|leave\s+out|left\s+out|"
    r"steer\s+clear|leave\s+off|left\s+off|(?:keep|leave)\s+\S+\s+(?:off|away|out)|stays?\s+out|sworn\s+off|off\s+the\s+list|"
    # a particle verb with its object pronoun between ("I've sworn them off", "crossed it off",
    # "wrote them off"): the same verb as "sworn off X", its object pointing back
    r"(?:sworn|swore|swear|cross(?:ed)?|strike|struck|writ(?:e|ten)|wrote|rule[ds]?)\s+(?:it|them|those|these|that|'em)\s+(?:off|out)|"
    r"out\s+for\s+good|skip(?:s|ped)?|avoid(?:s|ed|ing)?|exclud(?:e|es|ed)|drop|hide|spare\s+me|pass\s+on|"  # (a skipping rope, "excluding delivery")
    r"rule\s+out|filter\s+out|remove[sd]?|removing|(?:i'?m|we'?re|gone|went|going)\s+(?:[a-z]+ly\s+)?off|"
    # a veto told as the verb (or its participle, "X is nixed / gets vetoed / was axed")
    r"veto(?:es|ed|ing)?|nix(?:es|ed|ing)?|ax(?:ed|ing)|scrap(?:ped|ping)|ditch(?:es|ed|ing)?|"  # (an axe, scrap wood: nouns)
    r"blacklist(?:s|ed|ing)?|"
    # the thing wished away ("I'd like it gone", "want them gone", "get rid of it")
    r"(?:want|like|need|have)\s+(?:it|them|that|those|these)\s+gone|(?:get|got|getting)\s+rid\s+of|"
    # set to one side ("leave X aside today", "put X to one side for now", "X set aside")
    r"(?:leave|leaving|set|setting|put|putting|lay|laying)\s+(?:[^\s,.;]+\s+){0,3}?(?:aside|to\s+one\s+side)|"
    # a refusal in a shopper's slang, said last: "X? pass", 蕾丝的以后一律pass, pass掉
    r"pass(?=\s*(?:[.!~。！～]|$)|掉|了))(?![a-z])|划掉|拉黑|去掉|排除|禁|免谈|屏蔽|隐藏|藏起来|跳过|"
    # taken off the results ("都给我拿掉", 撤掉, 删掉, 剔除)
    r"(?:拿|撤|删|移|清|剔|踢)(?:掉|走|除)|" + ZH_AVOID_VERB)
_ZH_NEGATION_FORM = re.compile(r"再也不|不(?:要|想|会|买|用|穿|碰|考虑|喜欢|推|再)|别(?:给|要|推|选|买|再)")
_ZH_NEGATION_CHAR = re.compile(r"[不没别无非免]")


def _refused_in_words(text: str) -> bool:
    """A negation or a verb of refusal in the clause ("no olive", "leave off olive",
    "strike X"): a word of many senses is refused only when the clause says so. A refusal
    the clause denies ("it's not that I hate X", 我可没说不要X) is none."""
    return bool(_NEGATION.search(text) or _REFUSAL_VERB.search(text.lower())) and not _refusal_denied(text)


# Words that hold a negation character and negate nothing: 特别 (especially), 别的 (other),
# 不错 (good), 非常 (very), 无论 (whatever).
_ZH_NOT_NEGATING = re.compile(r"特别|别的|别人|别处|别家|区别|分别|级别|类别|性别|告别|不错|不少|不同|不过|"
                              r"不仅|不管|不论|无论|非常|除非|没错")


def _negations(text: str) -> set[str]:
    from agent.engines.offline_polarity import without_oaths

    low = _ZH_NOT_NEGATING.sub(" ", without_oaths(text.lower()))
    words = (m.group(0).replace("'", "").lower() for m in _NEGATION.finditer(low))
    out = {_NEGATION_KIND.get(w, w) for w in words}
    if _REFUSAL_VERB.search(low):
        out.add("r")
    if _ZH_NEGATION_FORM.search(low):
        out.add("z")
    return out


def _zh_negation_missing(clause_text: str, nearest: str) -> bool:
    """The exemplar refuses with a Chinese negation phrase ("X的我再也不会买了") and the clause
    has no negation character at all ("X的床单我睡了好几年了")."""
    return bool(_ZH_NEGATION_FORM.search(nearest)) and not _ZH_NEGATION_CHAR.search(clause_text)


# What a negation denies: the two characters after 不/没 (past 会, 再, 容易), the word after
# "not"/"n't"/"never" (past one auxiliary).
_ZH_DENIED = re.compile(rf"(?:不|没有|没)(?:会|再|容易|怎么|太)?(?P<what>[{CJK_RANGE}]{{2}})")
# A fault denied in one character, the clause's last word but an aspect (没裂, 没锈过, 愣是没破,
# 一次都没坏了): "用了四年一点没裂" voted like "X用两次就裂了" and became a refusal. Never a verb of
# taking or wanting (不要, 没买, 不穿: what is refused, not a fault denied).
_ZH_DENIED_ONE = re.compile(rf"(?:不|没有|没)(?:会|再|容易|怎么|太)?(?P<what>(?![要想买用穿戴选吃喝碰看爱喜是有在给让])"
                            rf"[{CJK_RANGE}])(?=[过了掉]?(?:[^{CJK_RANGE}]|$))")
_EN_DENIED = re.compile(r"(?:n't|(?<![a-z])(?:not|never))\s+(?:(?:be|get|go|ever)\s+)?(?P<what>[a-z]{3,})")


def _denies(clause_text: str, exemplar: str) -> bool:
    """The clause denies what the exemplar, saying no negation, complains of ("won't shrink"
    against "X shrinks in the wash", 不会起球 against "X容易起球")."""
    if not exemplar or _negations(exemplar):
        return False
    low, ex = clause_text.lower(), exemplar.lower()
    if any(m.group("what") in ex for m in (*_ZH_DENIED.finditer(low), *_ZH_DENIED_ONE.finditer(low))):
        return True
    stems = {w[:4] for w in re.findall(r"[a-z]{3,}", ex)}
    return any(m.group("what")[:4] in stems for m in _EN_DENIED.finditer(low))


def _like_margin(clause_text: str, stance) -> float:
    """A like read under a negation needs a very clear vote, unless the like exemplar it is
    nearest to says the same negation (the negation is part of how the like is told)."""
    said = _negations(clause_text)
    forms = stance.near or (stance.nearest,)
    if not said and forms and forms[0] and \
            all(_negation_lacked(clause_text, form) for form in forms):
        # The mirror: a like voted by exemplars that say it with a negation the clause does
        # not have ("X bothers me" nearing "X doesn't bother me")
        # matched the words around the negation, not the praise: only a very clear vote.
        return NEGATED_LIKE_MARGIN
    # Under a negation, a like exemplar of the near tie must say it too ("nothing beats X";
    # asking every one of them lost "Honestly nothing beats oak for a desk").
    if not said or any(said <= _negations(form) for form in forms):
        return STANCE_LIKE_MARGIN
    return NEGATED_LIKE_MARGIN


def _negation_lacked(clause_text: str, exemplar: str) -> bool:
    """The exemplar says an English negation the clause has none of. (A Chinese 不 in a like
    is mostly inside its idiom: 百看不厌, 离不开, 看不上.)"""
    return bool((_negations(exemplar) - _negations(clause_text)) & {"q", "v"})


def _dislike_margin(clause_text: str, stance) -> float:
    """The mirror of `_like_margin`: a dislike voted by an exemplar that says it with a
    negation the clause does not have ("X isn't for me" for "X is non-negotiable for me")
    matched the words around the negation, not the refusal: only a very clear vote holds."""
    from agent.engines.offline_polarity import refusal_denied

    if SYMPTOMS.search(clause_text.lower()) and not _tells_reaction(clause_text) and \
            _tells_reaction(stance.nearest):
        # A symptom denied ("X从来不会痒", "X doesn't bring me out in a rash") voted like the
        # reaction exemplars: the words matched, the denial did not. Only a very clear vote.
        return NEGATED_LIKE_MARGIN
    if refusal_denied(clause_text.lower()):
        # "not that I dislike X", 也不是不喜欢X: the refusal verb is denied; the vote read
        # its words ("I really dislike X"), not the negation that governs them.
        return DENIED_MARGIN
    if _denies(clause_text, stance.nearest):
        # "不会起球的X开衫" voted like "X容易起球": the clause denies the very complaint the
        # exemplar makes, so the vote matched its words, however many agree: no dislike.
        return DENIED_MARGIN
    missing = _negations(stance.nearest) - _negations(clause_text)
    # English negations, and a Chinese one only as a phrase the clause has no negation for:
    # a Chinese 不 is as often part of a word (不舒服, 不耐用); and a reaction told in words
    # is a dislike whatever the exemplar.
    if (missing & {"q", "v"} or _zh_negation_missing(clause_text, stance.nearest)) and \
            not _tells_reaction(clause_text):
        return NEGATED_LIKE_MARGIN
    return STANCE_DISLIKE_MARGIN


@dataclass
class ClauseReading:
    """One clause of the utterance (character span), its form (named words replaced by the
    placeholder) and the classifier's reading of that form."""

    start: int
    end: int
    form: str
    reading: object = None  # agent.language.classifier.Reading
    # The reading of the form with its negation or ending taken out (language/outcome_sign),
    # when it has one: the sign of the outcome it denies.
    affirmed: object = None

    def holds(self, at: int) -> bool:
        return self.start <= at < self.end


def clause_forms(parsed) -> list[ClauseReading]:
    """The utterance's clauses worth reading: every clause that names an attribute, and the
    ones that name none when something was named elsewhere (a take-back told apart from its
    word: "刚才说不要金属，那个不算数")."""
    from agent.engines.offline_parse import clauses
    from agent.language.classifier import form_of

    text = parsed.text
    taken = {id(m) for m in (*parsed.bare, *parsed.guarded)}
    # A one-character word inside another (皮 in 皮肤) is no named word: it stays as said.
    # A feature inside a product's name (保温 of 保温杯) names the product, not a wish: "保温杯
    # 漏水了" complains of a cup, not of keeping warm.
    spans = [(m.start, m.end) for m in parsed.mentions
             if (not m.word.single or m.used or id(m) in taken) and not _feature_of_a_name(text, m)]
    # A word said of every thing at once ("neon anything", "plaid stuff", "X things") is the
    # word: the catch-all noun after it names no product of its own and is read with it.
    spans = [(a, b + (g.end() if (g := _CATCH_ALL_AFTER.match(text[b:].lower())) else 0)) for a, b in spans]
    # The budget and size said are no stance: read without them (`Parse.stance_text`); nor is
    # an oath ("ngl", "no joke", 不骗你), which vouches for the clause and negates nothing.
    from agent.engines.offline_polarity import without_oaths

    read = without_oaths(getattr(parsed, "stance_text", "") or text)
    out = []
    for c_start, c_end in clauses(text):
        if _ASIDE.fullmatch(text[c_start:c_end].lower()):
            # "X, on the other hand, never show me again", "X呢，相比之下，以后别推": an aside
            # says nothing; the clauses on either side of it are each other's neighbours.
            continue
        inside = [(a - c_start, b - c_start) for a, b in spans if c_start <= a and b <= c_end]
        form = _marks_read(form_of(read[c_start:c_end], inside))
        if not form.strip(" -'\"") or (not inside and not spans):
            continue
        out.append(ClauseReading(c_start, c_end, form))
    return out[:MAX_CLAUSES]


_CATCH_ALL_AFTER = re.compile(r"\s+(?:anything|everything|stuff|things)(?![a-z'])(?!\s+(?:else|at\s+all))")


def _marks_read(form: str) -> str:
    """A verdict said by a symbol (normalize.LOVED, LOATHED: "X everything pls 💜", "X抱枕💕")
    read as the words it stands for, in the clause's language, once."""
    from agent.language.normalize import LOATHED, LOVED

    if LOVED not in form and LOATHED not in form:
        return form
    zh = bool(re.search(CJK_CHAR, form))
    for mark, words in ((LOVED, "爱了" if zh else "love it"), (LOATHED, "讨厌" if zh else "hate it")):
        if mark in form:
            form = form.replace(mark, " ").rstrip() + ("，" if zh else ", ") + words
    return " ".join(form.split())


# (and a discourse particle of Singapore and Malaysian English alone, "…, lah.", "…, leh",
# "lor": it softens what was said and says nothing; read alone it voted against)
_ASIDE = re.compile(EN_ASIDE.pattern + r"|\s*(?:另一方面|相比之下|相反|反过来说?|话说回来|说实话|老实说)\s*|"
                    r"[\s,]*(?:lah|leh|lor|loh|hor|meh|sia|mah|liao)[\s,.!]*")


def _feature_of_a_name(text: str, m) -> bool:
    from agent.engines.offline_lexicon import product_name_spans

    return m.word.category == Category.FEATURE and not m.used and \
        any(a <= m.start and m.end <= b and (a, b) != (m.start, m.end)
            for a, b in product_name_spans(text))


def _own_marker(parsed, clause: ClauseReading) -> str | None:
    """The scope a clause says in words the rules know (这次 / always / ...), if any."""
    from agent.engines.offline_reach import persistence_of

    return persistence_of(parsed.text[clause.start:clause.end])


def _clause_of(clauses: list[ClauseReading], at: int) -> ClauseReading | None:
    return next((c for c in clauses if c.holds(at)), None)


def _scope_said(parsed, clause: ClauseReading | None, margin: float, like: bool = False) -> str | None:
    """A clause's scope: its own marker, else its reading when clear (session / lasting /
    global), else None (the utterance's marker or the default then holds). For a like, a
    session read by the vote alone holds nothing: the session exemplars are refusals ("这单里
    别放X"), nearest a picture of the thing by its other words ("X书架摆在走廊里"), and a
    like kept for this visit only is lost at the next."""
    if clause is None:
        return None
    own = _own_marker(parsed, clause)
    if own:
        return own
    scope = clause.reading.scope
    if scope.label in ("session", "lasting", "global") and scope.clear(margin) and \
            not (like and scope.label == "session"):
        return scope.label
    return None


def read_clauses(parsed, classifier, request: PlanInput) -> None:
    """Read each clause's form with the classifier (one model run for all of them) and adjust
    the parse by what they say."""
    from agent.language.classifier import Reading

    clauses = clause_forms(parsed)
    # Other forms of a clause, for its stance: without the product noun after the word
    # ("fold"), and without the span its scope is told in ("span"); a clause naming nothing
    # only when it may be the verdict on a topic raised just before it (`_topic_verdict`).
    from agent.language.classifier import PLACEHOLDER

    def spanned(i: int, form: str) -> str | None:
        if PLACEHOLDER not in form and not any(_topic_alone(c.form) or c.form.strip(" ?!.,，。？！—-") == PLACEHOLDER
                                               for c in clauses[max(0, i - 2):i]):
            return None
        return _span_free(form)

    others = [[(kind, f) for kind, f in (("fold", _product_folded(c.form)), ("span", spanned(i, c.form)),
                                         ("only", span_bounded_only(c.form)))
               if f] for i, c in enumerate(clauses)]
    from agent.language.outcome_sign import affirmed

    denied = [affirmed(c.form) for c in clauses]
    extra = [f for fs in others for _, f in fs]
    readings = classifier.clauses([c.form for c in clauses] + extra + [f for f in denied if f])  # one model run
    more = iter(readings[len(clauses):])
    for clause, reading, forms in zip(clauses, readings, others):
        text = parsed.text[clause.start:clause.end]
        best = reading
        for kind, _ in forms:
            plain = next(more)
            if kind == "only":
                # ("X I'm only skipping on this order": the span's "only" read as a taste's;
                # language/span_only) it may take a like away, never make one
                if best.stance.label == "like" and plain.stance.label != "like":
                    best = Reading(stance=plain.stance, scope=best.scope)
                continue
            if kind == "span" and plain.stance.label in ("like", "dislike") and \
                    _over(text, plain.stance) > 0 and _unsure(text, best.stance):
                # The span is about when, never about the word: without it, a clear like or
                # dislike speaks for a clause whose own vote is unsure, whatever its label
                # ("while I'm picking a rug I'll pass on X" voted like, on "picking").
                best = Reading(stance=plain.stance, scope=reading.scope)
            elif plain.stance.label == reading.stance.label != "neutral" and \
                    _over(text, plain.stance) > max(_over(text, best.stance), 0.0):
                # The product noun after the word dilutes the vote ("I'm done with X shoes"
                # reads like a shoe request), and so does the span ("this go-around I'll pass
                # on X" reads like any "this time" exemplar): the form without it speaks for
                # the clause when it says the same label more clearly over the margin each
                # vote must clear (a vote nearest an exemplar told with a negation the clause
                # lacks must clear more). Never a different label for the product noun: an
                # unsure reading stays unsure. The scope stays the whole clause's.
                best = Reading(stance=plain.stance, scope=reading.scope)
        clause.reading = best
    for clause, form in zip(clauses, denied):
        clause.affirmed = next(more) if form else None
    apply_readings(parsed, clauses, request)
    habit_outlasts_session(parsed, clauses)  # (a habit told with a "now" is no session's bound)


def _unsure(clause_text: str, stance) -> bool:
    """A vote that holds nothing by itself: a like or a dislike under its margin, or a
    neutral reading that is not clear."""
    if stance.label in ("like", "dislike"):
        return _over(clause_text, stance) < 0
    return not stance.clear(SCOPE_MARGIN)


def _over(clause_text: str, stance) -> float:
    """How far a like or dislike vote is over the margin it must clear in this clause."""
    need = _like_margin(clause_text, stance) if stance.label == "like" else \
        _dislike_margin(clause_text, stance)
    return stance.margin - need


def _product_folded(form: str) -> str | None:
    """The form with the product noun right after the placeholder taken out ("i'm done with
    X shoes" -> "i'm done with X", "X的抱枕太…" -> "X太…"), or None when none follows it or
    nothing but the product is said (a request, read as it is)."""
    from agent.language.classifier import PLACEHOLDER

    at = form.find(PLACEHOLDER)
    if at < 0 or form.count(PLACEHOLDER) != 1:
        return None
    after = form[at + 1:]
    lead = len(after) - len(after.lstrip(" 的-"))
    rest = after[lead:].lower()
    name = type_name_first(rest)
    if name is None:
        # A Chinese part of the product said first ("X台面的边几…": the marble top of a
        # side table): the product name after that part's 的.
        part = _ZH_PART.match(rest)
        name = type_name_first(rest[part.end():]) if part else None
        if name is None:
            return None
        name = rest[:part.end()] + name
    tail = rest[len(name):]
    if not re.search(CJK_CHAR, name):
        tail = re.sub(r"^s(?![a-z])", "", tail)  # "shoe" in "shoes"
    out = " ".join((form[:at + 1] + tail).split())
    words = REQUEST_FILLER.sub(" ", out.replace(PLACEHOLDER, " ")).strip(" -'?!.,，。")
    return out if words else None


_ZH_PART = re.compile(rf"[{CJK_RANGE}]{{1,3}}的")


# The object of a span's task, up to the speaker of the clause after it ("while i'm picking
# a rug i'll pass on X"): part of the span.
_SPAN_OBJECT = re.compile(r"(?:\s+(?!(?:i|we)(?:'|\s))[a-z\-]+){1,4}?(?=\s+(?:i|we)(?:'ll|'d|\s+will|\s+would)\s)")


_SPAN_ONLY_AFTER = re.compile(r"\s+(?:only|alone)(?![a-z])")


def _span_free(form: str) -> str | None:
    """The form without the words that say it holds for this time only ("this go-around",
    "while I pick a rug", 结账之前) or everywhere (every_purchase), or None when it says none
    or nothing else is left."""
    from agent.engines.offline_reach import SESSION_MARKERS
    from agent.language.classifier import PLACEHOLDER

    # (and the words that stretch it over everything bought, "drop X from every single listing
    # you show me", "X的不管最后买啥都不要": about where, never about the word)
    stretched = [(a, b, None) for a, b in every_purchase.spans(form.lower())]
    marks = sorted([(m.start(), m.end(), m) for m in SESSION_MARKERS.finditer(form)] + stretched +
                   [(a, b, None) for a, b in lasting_spans(form)], key=lambda t: t[0])
    parts, last = [], 0
    for start, end, m in marks:
        if start < last:
            last = max(last, end)  # spans that overlap are blanked as one
            continue
        parts.append(form[last:start])
        obj = _SPAN_OBJECT.match(form, end) if m is not None else None
        last = obj.end() if obj else end
        only = _SPAN_ONLY_AFTER.match(form, last)  # ("this time only": the span's own word)
        last = only.end() if only else last
    parts.append(form[last:])
    out = " ".join(" ".join(parts).split()).strip(" ,，")
    # (a clause naming nothing is read without its span too: the verdict after a topic, "hold
    # them back on all my later orders", neared a like on the span's words)
    if out == form or (PLACEHOLDER in form and PLACEHOLDER not in out) or \
            not REQUEST_FILLER.sub(" ", out.replace(PLACEHOLDER, " ")).strip(" -'?!.,，。"):
        return None
    return out


def _points_at_maker(parsed, clause_text: str) -> bool:
    """The clause names a maker said before by pointing back at it (认准这个牌子, 这家我还会
    再买, "that label never fails"): it tells the verdict on the maker, not when a refusal
    holds; it names something, so it is no scope said apart."""
    from agent.engines.offline_brands import points_back_at_maker

    return any(m.word.category == Category.BRAND for m in parsed.mentions) and \
        points_back_at_maker(clause_text)


# A lasting marker that is itself the refusal ("never", 绝不, 从不, "a lifetime ban", "dead to me",
# "out of my life"): the word's side, not only how long it holds. "Any more" and "no longer" end
# an earlier state: "X isn't an issue any more" is a take-back; without them it reads as a refusal.
_REFUSAL_IN_SPAN = re.compile(r"(?<![a-z])(?:never|no|nope|not|ban|veto|block|embargo|boycott|pass|blacklist|"
                              r"dead|out|any ?more|no longer)(?![a-z])|n't|不|没|别|绝|禁|拉黑")


def lasting_spans(form: str) -> list[tuple[int, int]]:
    """The spans of a clause's form that say how long its verdict holds and nothing of its
    side (round 28): a lasting marker with no refusal in it ("from now on", "for all time",
    "for keeps", 从今往后, 这辈子, 长期), a stretch of the calendar ("this week and every week
    after", 今年), an event or a period that ends ("while I'm shopping this morning", 装修那段
    时间). Their words pull the stance vote toward whatever exemplar tells its span alike
    ("X is banished for all time" neared "X was worth every penny"); a span marked by a
    refusal word keeps it ("never", 再也不), since without it the clause says the opposite."""
    from agent.engines.offline_reach import LASTING_MARKERS
    from agent.language.scope_bounds import TIME_SPAN, bound_spans

    out = [m.span() for m in (*LASTING_MARKERS.finditer(form), *TIME_SPAN.finditer(form))
           if not _REFUSAL_IN_SPAN.search(m.group(0))]
    # (a bound after a word put off is the deferral's own time, the refusal itself: "X can
    # wait till next time" without it reads "X can wait", near "keep the X coming")
    return out if deferred(form) else out + bound_spans(form)


def _scope_apart(parsed, clauses: list[ClauseReading]) -> str | None:
    """The scope said in a clause of its own, naming nothing ("only for this birthday
    present, no silk, a tie"): it holds for the utterance when such clauses agree."""
    named = [m.start for m in parsed.mentions]
    said = {_scope_said(parsed, c, SCOPE_APART_MARGIN) for c in clauses
            if not any(c.holds(at) for at in named) and
            not _points_at_maker(parsed, parsed.text[c.start:c.end])}
    said = {s for s in said if s in ("session", "lasting")}
    return said.pop() if len(said) == 1 else None


def _short(text: str) -> bool:
    # "until I check out", "结账之前", "till I close this tab", "关掉这个页面之前": a few
    # words, a scope of their own (the span a visit ends with takes a verb and its object).
    return len(re.findall(r"[a-z']+", text.lower())) <= 6 and len(re.findall(CJK_CHAR, text)) <= 9


# Where a sentence ends, not a clause: a scope told right before one ("米色的先放一边，仅限
# 今天；羊毛的以后永远别推") closes the sentence it ends, not the one after it.
_SENTENCE_END = re.compile(r"[;；。.!！?？]")


CJK_CHAR = rf"[{CJK_RANGE}]"


def _scope_beside(parsed, clauses: list[ClauseReading]) -> dict[int, str]:
    """A scope said as a clause of its own, a few words naming nothing ("permanently though,
    I'm done with X", "no X — just this once"): it holds for the clause right after it, or,
    said last, for the clause right before it. Keyed by the start of the clause it holds for."""
    from agent.engines.offline_reach import LASTING_MARKERS, SESSION_MARKERS, persistence_of

    named = [m.start for m in parsed.mentions]
    out: dict[int, str] = {}
    for i, c in enumerate(clauses):
        text = parsed.text[c.start:c.end]
        # (a span of many characters is short too when its markers are nearly all of it:
        # "本次会话余下的时间里")
        # (and the occasion dated in a clause of its own, "grandad's wake is thursday
        # afternoon": language/dated_event; the results on the screen: language/on_screen)
        spoken = _short(text) or _short(LASTING_MARKERS.sub(" ", SESSION_MARKERS.sub(" ", on_screen.without(dated_event.without(text)))))
        if any(c.holds(at) for at in named) or not spoken or names_product(text) or \
                _points_at_maker(parsed, text):
            continue
        said = _scope_said(parsed, c, SCOPE_MARGIN)
        if said not in ("session", "lasting"):
            continue
        after = clauses[i + 1] if i + 1 < len(clauses) else None
        if said == "session" and _every_time_after(parsed, c, after):
            # "X, not this time, and not next time either", "X，现在不要，以后也不要": the
            # refusal said again for later in the clause after, so every time.
            said = "lasting"
        before = clauses[i - 1] if i > 0 else None
        target = after if after is not None else before
        if after is not None and before is not None and \
                _SENTENCE_END.search(parsed.text[c.end:after.start]) and \
                not _SENTENCE_END.search(parsed.text[before.end:c.start]):
            target = before
        elif after is not None and before is not None and \
                persistence_of(parsed.text[after.start:after.end]) not in (None, said):
            # ("X doesn't suit this outfit, this once, and Y is off my list forever": the
            # clause after says its own reach, so the span closes the clause before it)
            target = before
        if target is not None and any(target.holds(at) for at in named):
            out.setdefault(target.start, said)
    return out


def _led_over_vote(said: str | None, led: str | None, parsed, clause: ClauseReading) -> str | None:
    """The scope `_scope_said` gives a clause, unless it is only the clause's vote (no marker
    of its own) and a span said in words as a clause of its own leads it (`_scope_beside`):
    the words hold over the vote ("本次会话余下的时间里，条纹的都别推": 都 voted lasting)."""
    if led and said in ("session", "lasting") and not _own_marker(parsed, clause):
        return None
    return said


def _every_time_after(parsed, clause: ClauseReading, after: ClauseReading | None) -> bool:
    """The short clause after `clause` names nothing and, read with it, says this time and a
    later one together (offline_reach's every-time reading)."""
    from agent.engines.offline_reach import persistence_of

    if after is None or any(after.holds(m.start) for m in parsed.mentions) or \
            not _short(parsed.text[after.start:after.end]):
        return False
    return persistence_of(parsed.text[clause.start:after.end]) == "lasting"


def _every_time_said_after(parsed, clauses: list[ClauseReading], clause: ClauseReading) -> bool:
    """The clause right after `clause` names nothing and, read with it, says this time and a
    later one together, refused at each."""
    j = clauses.index(clause)
    after = clauses[j + 1] if j + 1 < len(clauses) else None
    # (the later time's refusal is in the every-time reading itself: "not next time either")
    return after is not None and _every_time_after(parsed, clause, after)


# What a refusal said alone may hold besides its span and its refusal: who refuses, the verb
# refused (buy, want, see, accept), and glue ("so", "and", 吧).
# The kind pointed back at in Chinese, and what holds it: 这种, 那类, 这样的, 带这个成分的,
# 含这种材质的.
_ZH_KIND_BACK = r"(?:带|含|有|用)?(?:这|那|此)(?:一)?(?:个|种|类|样的?)(?:成分|材质|面料|料子|材料|东西)?"
_REFUSAL_ALONE_FILLER = re.compile(
    r"(?<![a-z])(?:buy(?:ing)?|want(?:ing)?|wear(?:ing)?|see(?:ing)?|consider(?:ing)?|accept(?:ing)?|"
    r"it|on|for|so|and|again|ever|thanks|please|me|i'?ll|i'?m|i'?d|i'?ve|we'?ve|i|just|today|tonight|now|"
    # the kind pointed back at as the refusal's object: "not those", "none of that", 这种不要了
    r"that|those|these|them|em|'em|of|more|none|stuff|kind|sort|"
    # who is refused (the things pointed back at) and the wish that prefers their absence
    # ("they're off the list", "I'd rather skip them", "I'd sooner avoid it")
    r"they'?re|they\s+are|they|it'?s|rather|sooner|"
    # the place they are kept from ("keep them away from my basket", "out of the cart")
    r"(?:from|out\s+of|off)\s+(?:my|our|the)\s+(?:basket|cart|trolley|list|shortlist|results|feed|"
    r"search|picks|suggestions|recommendations))(?![a-z])|" + _ZH_KIND_BACK + r"|"
    # (and the adverbs of "all of it", 统统 / 通通 / 全部 / 一律: "X的，以后统统拉黑")
    r"出现|买|要|考虑|接受|碰|穿|用|出|选|给|看|略过|一概|一律|统统|通通|全部|全都|一样|照样|再|先|记好|记住|"
    r"[了吧呢啊呀嘛哦的我你就也都还]|\W|\d")


# A refusal whose object is the thing named before it, pointed back at ("I'm done with them",
# "count them out", "I'd rather skip them", "keep them away from my basket", "they're off the
# list", "nothing of that sort", 受够了): an ending or a verdict said of a pronoun, after a
# complaint that named the word at the sentence's head ("Coral fleece throws leave lint on
# every cushion, and I'm done with them"). The pronoun is what ties it back; without one the
# ending may be of something else ("done with the dishes").
_REFUSED_ALONE = re.compile(
    r"接受不了|略过|受够(?:了|啦)?|"
    r"(?<![a-z])(?:(?:i'?m|we'?re|i\s+am|we\s+are)\s+(?:so\s+|totally\s+|completely\s+|well\s+and\s+truly\s+)?"
    r"(?:done|finished|through)\s+with|(?:i'?ve|we'?ve|i\s+have|we\s+have)\s+had\s+(?:it|enough)\s+(?:with|of)|"
    r"fed\s+up\s+with|sick\s+of|"
    r"count\s+(?:it|them|that|those|these)\s+out|(?:keep|stay|steer)\s+clear\s+of|"
    r"nothing\s+of\s+(?:that|the|this)\s+(?:sort|kind))"
    r"(?=\s+(?:it|them|that|those|these|'em)(?![a-z])|\s*[^a-z\s]|\s*$)")


def _refusal_alone(said: str) -> bool:
    """The clause is a refusal and its span, nothing else ("今天就跳过吧", "一辈子不会再买",
    "我永远接受不了", "skip for today", "not ever again"): no object of its own, so it
    refuses what the clause before it named. A refusal of something else keeps its object
    ("别太贵", "not too shiny", "anything else")."""
    from agent.engines.offline_brands import _A_NOT_A, _REFUSAL_WORDS, _refusal_worded
    from agent.engines.offline_reach import LASTING_MARKERS, SESSION_MARKERS

    from agent.language.scope_bounds import TIME_SPAN

    low = said.lower()
    # (a stretch of the calendar is a span too: "今年不要，往后哪年都不要", "not this year")
    plain = TIME_SPAN.sub(" ", LASTING_MARKERS.sub(" ", SESSION_MARKERS.sub(" ", low)))
    # (a deed forbidden, 别 and any verb: "永远别出", "这次别来", language/prohibitive)
    forbidden = prohibited_verbs(low)
    if not (forbidden or _refusal_worded(low) or _REFUSAL_VERB.search(low) or _REFUSED_ALONE.search(low)):
        return False
    if forbidden:
        plain = without_prohibitive(plain)
    rest = _REFUSAL_VERB.sub(" ", _REFUSAL_WORDS.sub(" ", _A_NOT_A.sub(" ", _REFUSED_ALONE.sub(" ", plain))))
    return not _REFUSAL_ALONE_FILLER.sub("", rest).strip()


# Another of the kind asked for, and nothing else: "want something else", "something different
# please", "a different material", "another kind", 换一种, 换个别的, 要别的材质. Said right after
# a word told with its fault, it turns away from that word: what is asked is the rest.
_OTHER_KIND = re.compile(
    r"(?<![a-z])(?:(?:something|anything)\s+(?:else|different)|(?:a\s+)?different\s+(?:one|kind|sort|type|"
    r"material|fabric|stuff)s?|another\s+(?:kind|sort|type|material|fabric)|(?:some\s+)?other\s+(?:kind|sort|"
    r"type|material|fabric)s?)(?![a-z])|"
    r"换(?:一|个|成|用)?(?:种|样|个)?(?:(?:别的|其他的?|其它的?)(?:材质|面料|料子|材料)?|材质|面料|料子|材料)|"
    r"换(?:一|个|成|用)?(?:种|样)|"
    r"(?:要|用|来|选)?(?:别的|其他的?|其它的?)(?:种类|材质|面料|料子|材料)")
# What may be said around it: a request's verbs and politeness, "instead", "this time".
_OTHER_KIND_FILLER = re.compile(
    r"(?<![a-z])(?:i|i'd|i'll|we|we'd|want|wanted|need|like|would|prefer|rather|go\s+for|try|show|find|get|give|"
    r"me|us|please|pls|instead|then|so|just|maybe|thanks|let's|lets|for|now|"
    # (and the turn it marks: "time to try something else", 这回换别的料子)
    r"(?:it'?s\s+)?time\s+to|this\s+time|next\s+time|from\s+now\s+on)(?![a-z])|"
    r"这回|这次|下次|下回|以后|该|吧|了|我|想|要|还是|就|呢|啊|请|给|帮|看看|\W|\d")


def switched_away(said: str) -> bool:
    """The clause asks for another kind and nothing else (`_OTHER_KIND`)."""
    low = said.lower()
    return bool(_OTHER_KIND.search(low)) and \
        not _OTHER_KIND_FILLER.sub("", _OTHER_KIND.sub(" ", low)).strip()


# The kind pointed back at as a refusal's object: "not those", "none of that", 这种, 那类.
_KIND_BACK = re.compile(r"(?<![a-z])(?:that|those|these|them)(?![a-z])|" + _ZH_KIND_BACK)


def _turned_from(parsed, clauses: list[ClauseReading], clause: ClauseReading):
    """The refusal said alone after the clause (`_refused_after`) points back at the kind in
    words, or asks for another kind."""
    after = _refused_after(parsed, clauses, clauses.index(clause), [m.start for m in parsed.mentions])
    if after is None:
        return False
    said = parsed.text[after.start:after.end].lower()
    # (or the word's own clause is a complaint of the thing, asking nothing: "X毯子掉絮粘满
    # 沙发，受够了" turns from the thing told with its fault, though no word points back)
    own = clause.reading.stance
    return bool(_KIND_BACK.search(said)) or switched_away(said) or \
        (own.label == "dislike" and not _asks(parsed.text, clause))


def _refused_after(parsed, clauses: list[ClauseReading], i: int, named: list[int]):
    """The clause right after clause `i`, naming nothing, asking nothing, that is a refusal
    and its span only (`_refusal_alone`) and does not read as a clear like: the verdict on the word
    of clause `i` ("粉色我已经买过两件了，今天就跳过吧", "羊绒太娇气，一辈子不会再买" read as
    praise of 羊绒 on 太娇气). None when there is none."""
    for k, other in enumerate(clauses[i + 1:i + 3]):
        said = parsed.text[other.start:other.end]
        if any(other.holds(at) for at in named) or _asks(parsed.text, other):
            return None
        if switched_away(said):
            return other  # (a request for another kind reads as a like: it is a like of the rest)
        if other.reading.stance.label == "like" and other.reading.stance.clear(STANCE_LIKE_MARGIN):
            return None
        if _refusal_alone(said) or goes_without(said):
            return other  # (or going without, agent/language/going_without)
        if k or _EXCESS.search(said.lower()):
            return None
        # A fault told in a clause of its own may stand between the word and the refusal
        # ("X碗盛过咖喱就染黄了，怎么刷都刷不掉，不要这种"): naming nothing, asking nothing, no
        # clear like and no excess (a refusal after "有点贵" may be of the price).
    return None


# A judgement pointing back at what the clause before named: "that (right there) is…", "it's
# …", 那就是…; not "that goes for every coat", which stretches a verdict's reach.
_POINTS_AT_BEFORE = re.compile(r"(?<![a-z])(?:that|this|it)(?:\s+right\s+there|\s+alone)?(?:\s+is|'s|\s+was)(?![a-z])|"
                               r"^\s*(?:那|这|它)(?:个|样)?(?:就|才|真|简直)?是|"
                               # a point or a feel of it named ("这点让我着迷", "那种感觉太对我
                               # 胃口了", "那个包浆的感觉…"): its praise is the thing's
                               r"^\s*(?:那|这)(?:一?点|种|个)(?=[^，。,;；]{0,8}?(?:感觉|样子|味道|劲儿?|质感|手感|颜色))|"
                               r"^\s*(?:那|这)(?:一?点|种感觉|种劲儿?)")


def _praise_pointing_back(parsed, clauses: list[ClauseReading], i: int, named: list[int]):
    """The clause right after clause `i`, naming nothing and asking nothing, points back at
    it and reads as clear praise with nothing against in words ("…, that is my love
    language"): its stance, else None."""
    for other in clauses[i + 1:i + 2]:
        said = parsed.text[other.start:other.end]
        stance = other.reading.stance
        if not any(other.holds(at) for at in named) and not _asks(parsed.text, other) and \
                _POINTS_AT_BEFORE.search(said.lower()) and stance.label == "like" and \
                stance.clear(SCOPE_MARGIN) and _unworded_against(said):
            return stance
    return None


# Praise that is someone else's ("the cat adores them", "my partner loves them though", 我家猫
#倒是很喜欢): a subject of its own before the verb of liking, or a contrast word.
_OTHERS_PRAISE = re.compile(
    r"^\s*(?:and\s+|but\s+)?(?:the|my|our|his|her|their|your)\s+(?:[a-z\-]+\s+){0,2}?"
    r"(?:loves?|adores?|likes?|enjoys?|prefers?|swears?|is\s+(?:a\s+)?(?:fan|into|obsessed))(?![a-z])|"
    r"(?<![a-z])(?:though|however|anyway)\s*[.!]?\s*$|倒是|倒挺|却|反而|偏偏")


# A person as an actor in the clause (the speaker, or someone the thing did something to).
_PERSON = re.compile(r"(?<![a-z])(?:i|i'm|i've|i'd|i'll|me|we|we're|we've|we'd|us|you|he|she|him|her|they|them)"
                     r"(?![a-z'])|我(?![的家们])|[你他她]")
# Praise said in a word or two ("…, lovely", "…，绝了"): after a clause read against, the
# classic tag of sarcasm ("X blouse lasted exactly one wash, lovely").
_TAG_ONLY = re.compile(rf"^\W*(?:[a-z']+\W*){{0,1}}$|^\W*[{CJK_RANGE}]{{0,2}}\W*$")


def _praise_told_after(parsed, clauses: list[ClauseReading], i: int, named: list[int], clear_too: bool = False):
    """The clause right after clause `i` names nothing, asks nothing, says nothing against in
    words, is no one else's praise, and reads as a like at the like margin, more clearly than
    clause `i`'s own vote against; clause `i` pictures the thing with nothing against it in
    words and no clear like of its own (or any like, `clear_too`): the like beside it, else
    None."""
    from agent.engines.offline_reach import persistence_of

    own = clauses[i].reading.stance
    pictured = parsed.text[clauses[i].start:clauses[i].end]
    # A picture says no span ("just for the moment hold back the X ones" is a verdict), and a
    # vote against it is a guess only when no person is an actor in it ("I've had it with X",
    # "X and I are finished", "X老扎她小胳膊": a verdict or a fault in words the lists lack).
    if own.label == "neutral" or (own.label == "like" and own.clear(STANCE_LIKE_MARGIN) and not clear_too) or \
            not _unworded_against(pictured) or persistence_of(pictured) or \
            (own.label == "dislike" and _PERSON.search(pictured.lower())):
        return None
    for other in clauses[i + 1:i + 2]:
        said = parsed.text[other.start:other.end]
        stance = other.reading.stance
        floor = max(STANCE_LIKE_MARGIN, own.margin if own.label == "dislike" else 0.0)
        if any(other.holds(at) for at in named) or _asks(parsed.text, other) or \
                switched_away(said) or (own.label == "dislike" and _TAG_ONLY.match(said.lower())) or \
                stance.label != "like" or not stance.clear(floor) or not _unworded_against(said) or \
                _OTHERS_PRAISE.search(said.lower()) or _ABOUT_OTHERS.search(said.lower()) or \
                _ironic(parsed, clauses, i + 1, named) or asks_for_other_thing(said):
            # (a request for a thing of its own, "so I need a new lunchbox", praises nothing
            # told before it: language/other_request)
            return None
        return stance
    return None


def _praised_after_mishap(parsed, clauses: list[ClauseReading], i: int, named: list[int]) -> bool:
    """Clause `i` tells a mishap befalling the thing it names (agent.language.mishap), and the
    clause right after it, naming nothing and asking nothing, reads as praise (a like, or a
    return denied: 真是绝了 read as 绝不)."""
    from agent.language.mishap import befell

    for other in clauses[i + 1:i + 2]:
        stance = other.reading.stance
        if ((stance.label == "like" and stance.clear(STANCE_LIKE_MARGIN)) or
                praised_by_denial(parsed.text, other.start, other.end)) and \
                not any(other.holds(at) for at in named) and not _asks(parsed.text, other):
            return befell(clauses[i].form)
    return False


def _parallel_refusal(parsed, clauses: list[ClauseReading], i: int) -> bool:
    """A mixed statement's other half: clause `i` leans to a refusal without clearing its
    margin, says a scope of its own, and another clause refuses a word for another span
    ("眼下这单避开X，Y我好多年前就放弃了", "not X for this order; Y I dropped back in college"). Two
    refusals set side by side by their spans: the verb the vote does not know (放弃了, dropped,
    swore off) is the refusal's, as the first half's is. A like, a neutral reading or a clause
    with no span of its own is not read here."""
    clause = clauses[i]
    own = clause.reading.stance
    if own.label != "dislike" or own.clear(STANCE_DISLIKE_MARGIN):
        return False
    span = _scope_said(parsed, clause, SCOPE_MARGIN)
    if span not in ("session", "lasting"):
        return False
    for other in clauses:
        if other is clause or not any(f.polarity == Polarity.DISLIKE and other.holds(f.at) for f in parsed.found):
            continue
        said = _scope_said(parsed, other, SCOPE_MARGIN)
        if said in ("session", "lasting") and said != span:
            return True
    return False


def _stance_of(parsed, clauses: list[ClauseReading], clause: ClauseReading):
    """A clause's stance; a clause that is the word alone ("ugh, suede.", "suede? no way")
    says nothing of it: the verdict said beside it, in a clause naming nothing, speaks."""
    from agent.language.classifier import PLACEHOLDER

    named = [m.start for m in parsed.mentions]
    i = clauses.index(clause)
    if _refusal_denied(parsed.text[clause.start:clause.end]):
        # "it's not that I hate X, it just didn't match the floor", 对X我倒没意见 主要是价格有点
        # 贵, "I never said no to X": the clause denies refusing the word, and the reason told
        # beside it is about something else (the floor, the price): no verdict is borrowed for
        # the word, and it is no like either (offline_polarity.REFUSAL_DENIED).
        return replace(clause.reading.stance, label="", share=0.0, margin=0.0)
    borrowed = _elided_stance(parsed, clauses, i)
    if borrowed is not None:
        return borrowed
    if _parallel_refusal(parsed, clauses, i):
        # (vetted by the refusal beside it, not by an exemplar's negation)
        return replace(clause.reading.stance, margin=STANCE_DISLIKE_MARGIN, nearest="")
    topic = _topic_alone(clause.form)
    if clause.form.strip(" ?!.,，。？！") != PLACEHOLDER and not _raised_topic(parsed, clause) and \
            not topic:
        # A clause about the word that takes no side ("亚麻衬衫夏天穿最凉快") beside one
        # naming nothing that clearly wants more ("我每年都要添两件"): the like is the
        # word's. Only a like: a refusal beside a request ("别太贵") is about the price.
        own = clause.reading.stance
        verdict = _refused_after(parsed, clauses, i, named)
        if verdict is not None:
            # Vetted by its own words (a refusal, nothing else), not by an exemplar's.
            stance = verdict.reading.stance
            return replace(stance, label="dislike", margin=max(stance.margin, STANCE_DISLIKE_MARGIN),
                           nearest="")
        if own.label == "like" and (_contested(parsed, clauses, i, named) or
                                    _conceded(parsed, clauses, i, named)):
            # "X spatulas always reek of curry, honestly gross": a like read beside a clear
            # verdict against, told in a clause naming nothing, is contested. Unsure, so
            # nothing (an unknown polarity is never a like); never the verdict either: a
            # refusal beside may be about something else ("not too pricey").
            return replace(own, label="", share=0.0, margin=0.0)
        if _praised_after_mishap(parsed, clauses, i, named):
            # "X礼服给车门勾了条线出来，真係激气", "my X tie got splashed with coffee, just
            # perfect": a mishap befell the thing (told in the passive), and the exclamation
            # after it reads as praise: sarcasm or annoyance, never the thing's like; whose
            # fault it was is unsure, so nothing (an unknown polarity is never a like).
            return replace(own, label="", share=0.0, margin=0.0)
        own_text = parsed.text[clause.start:clause.end]
        if i + 1 < len(clauses) and _unworded_against(own_text) and \
                not any(clauses[i + 1].holds(at) for at in named) and \
                not _asks(parsed.text, clauses[i + 1]) and shuts_out_others(parsed, clauses, i + 1, named):
            # "copper heats so evenly, that's the one for me": the verdict right after the
            # thing, pointing back, shuts the others out (language/pointed_praise).
            return sure_like(STANCE_LIKE_MARGIN)
        if i + 1 < len(clauses) and own.label != "like" and _unworded_against(own_text) and \
                any(asks_for_it_again(m.said, parsed.text[clauses[i + 1].start:clauses[i + 1].end])
                    for m in parsed.mentions if clause.holds(m.start)):
            # "纯铜的导热匀，就要铜锅": a quality, then the thing asked for again by name
            # (language/wanted_again): the request is the witness of the like.
            return sure_like(STANCE_LIKE_MARGIN)
        praise = _praise_pointing_back(parsed, clauses, i, named)
        if own.label == "dislike" and praise is not None and _unworded_against(own_text):
            # "X tea towels drying by an open window, that right there is my happy place": a
            # picture of the thing, nothing against it in words (its vote neared "X shrinks in
            # the wash"), then clear praise pointing back at it: the praise is the word's.
            return praise
        told_after = _praise_told_after(parsed, clauses, i, named)
        if told_after is not None:
            # "a X beanie on a frosty morning, pure heaven", 橡木书架摆在走廊里，正是我一直想要的
            # 样子: the thing pictured, nothing against it in words, then praise naming nothing
            # read as a like more clearly than the picture's own vote: the praise is the word's
            # (the picture's vote matched its words, "pans hanging" ~ "X shrinks in the wash").
            return told_after
        past = praise_past_description(parsed, clauses, i, named)
        if past is not None:
            # "X coasters, heavy and matte, those are the ones I reach for": the verdict
            # points back at the thing past the clauses describing it (language.pointed_praise).
            return past
        if own.label in ("dislike", "like") and _praised_beside(parsed, clauses, i, named):
            # "X毛衣毛茸茸的，穿上整天都开心，再来一件": a dislike read on a clause that says
            # nothing against the word in words (no negation, complaint, excess, reaction),
            # beside clear praise naming nothing and a request for more of the same kind:
            # the vote matched the description's words (fluffy ~ itchy), the praise is the
            # word's.
            # The request for more of the kind is the second witness: the like holds at the
            # like margin however weak its own vote ("书桌就要这种" reads 0.2).
            from agent.language.classifier import Vote

            like = next((c.reading.stance for c in (clause, *clauses[i + 1:i + 3])
                         if c.reading.stance.label == "like"),
                        Vote("like", STANCE_LIKE_MARGIN, STANCE_LIKE_MARGIN))
            return replace(like, margin=max(like.margin, STANCE_LIKE_MARGIN))
        if own.label != "neutral" and own.clear(STANCE_NEUTRAL_MARGIN + 0.1) and \
                not (own.label == "dislike" and _pointed_verdict(parsed, clauses, i, named)) and \
                not (own.label in ("like", "dislike") and _over(own_text, own) < 0):
            # A vote too weak to hold ("X的床单我睡了好几年了" beside "还想再来一套"; "X的双
            # 肩包背了五年还好好的" neared a refusal told with a negation it lacks) asks the
            # clause beside it, which only ever gives a clear like or a verdict pointing
            # back; with none, the weak vote stays (and fails safe to nothing).
            return own
        for other in clauses[i + 1:i + 2]:
            text = parsed.text[other.start:other.end]
            if any(other.holds(at) for at in named) or _ABOUT_OTHERS.search(text.lower()) or \
                    asks_for_other_thing(text):
                # (the others judged: "…, the others are fine" is not the word's; nor a request
                # for a thing of its own, "…; I'm after a laundry hamper": language/other_request)
                continue
            stance = other.reading.stance
            if praised_by_denial(parsed.text, other.start, other.end) and _unworded_against(own_text) and \
                    not _asks(parsed.text, other):
                # "X socks changed my winters, honestly can't go back", X被子盖过一次，就再也回
                # 不去了: the return denied, told right after the story of the thing, is its
                # praise (the vote read "can't" as a refusal, or nothing).
                from agent.language.classifier import Vote

                return Vote("like", STANCE_LIKE_MARGIN, STANCE_LIKE_MARGIN)
            if stance.label == "like" and stance.clear(SCOPE_MARGIN) and not _NEGATION.search(text) \
                    and not _tells_reaction(text):  # a reason ("为了健康") is no verdict
                if _ironic(parsed, clauses, clauses.index(other), named):
                    # Praise said in irony: unsure, so nothing (never a prefer word either).
                    return replace(own, label="", share=0.0, margin=0.0)
                return stance
            # A verdict against that points back at the word ("…，以后不考虑这家了", "…, never
            # again with them"): the refusal is the word's. Without a pointer back, a refusal
            # beside a request ("别太贵") is about the price.
            if own.label != "like" and _pointed_verdict(parsed, clauses, i, named):
                # Vetted against its own clause's words: no exemplar text to compare again.
                return replace(stance, nearest="")
        return own
    verdict = _topic_verdict(parsed, clauses, clause)
    if verdict is not None:
        # Vetted by its own words (a refusal), not by an exemplar's: no text to compare again.
        stance = verdict.reading.stance
        return replace(stance, margin=max(stance.margin, STANCE_DISLIKE_MARGIN), nearest="")
    for other in (clauses[i - 1] if i > 0 else None,
                  clauses[i + 1] if i + 1 < len(clauses) else None):
        if other is None or any(other.holds(at) for at in named):
            continue
        stance = other.reading.stance
        if stance.label != "neutral" and stance.clear(SCOPE_MARGIN) and \
                not _ABOUT_OTHERS.search(parsed.text[other.start:other.end].lower()):
            return stance
    if topic:
        # A topic raised with no verdict beside it ("涤纶的话" read near "我喜欢X"): its own
        # vote is about the frame, never the word's side.
        return replace(clause.reading.stance, label="", share=0.0, margin=0.0)
    return clause.reading.stance


def _elided_stance(parsed, clauses: list[ClauseReading], i: int):
    """The stance clause `i` borrows when it names a word and a scope only ("Polyester is off
    the list forever; grey only for this search", 涤纶永远不要，灰色就这次): what its neighbour
    refuses or wants, read from what was found there, else from that clause's own stance
    (language/elided_stance). None when clause `i` says more than that."""
    from agent.language.classifier import Vote

    j = elided_stance.lender(parsed.text, [(c.start, c.end) for c in clauses], i,
                             [(m.start, m.end) for m in parsed.mentions])
    if j is None:
        return None
    sides = {f.polarity for f in parsed.found if clauses[j].holds(f.at)}
    if len(sides) == 1:
        label = sides.pop().value
    else:
        stance = _stance_of(parsed, clauses, clauses[j]) if not sides else None
        if stance is None or not ((stance.label == "dislike" and stance.clear(STANCE_DISLIKE_MARGIN)) or
                                  (stance.label == "like" and stance.clear(STANCE_LIKE_MARGIN))):
            return None
        label = stance.label
    margin = STANCE_DISLIKE_MARGIN if label == "dislike" else STANCE_LIKE_MARGIN
    return Vote(label, margin, margin)


# A word raised as a topic, its verdict said in the clauses after it: "至于X面料，恕不考虑",
# "X的话，我是不会再买了", "as for X, I won't be buying that again", "X, on the other hand,
# …" (the aside is dropped from the form).
# (and a topic conceded to others' opinion before the shopper's own verdict: "say what you like
# about X, …", "whatever people think of X, …")
_TOPIC_OPEN = re.compile(r"^(?:至于|关于|说到|提到|讲到|谈到|"
                         r"(?:as\s+(?:for|to)|when\s+it\s+comes\s+to|regarding|re:?|now|"
                         r"say\s+what\s+you\s+(?:will|want|like)\s+about|"
                         r"whatever\s+(?:people|anyone|others|everyone|they)\s+(?:say|says|think|thinks)\s+(?:about|of))\s+)")
_TOPIC_CLOSE = re.compile(r"(?:的|这种|那种)?(?:面料|材质|料子|材料|布料|的话|嘛|呢|么|啊|"
                          r"\s+(?:fabrics?|materials?|though|then))?$")


def _topic_alone(form: str) -> bool:
    from agent.language.classifier import PLACEHOLDER

    said = form.strip(" ?!.,，。？！—-")
    return said != PLACEHOLDER and \
        _TOPIC_CLOSE.sub("", _TOPIC_OPEN.sub("", said)).strip(" ,，") == PLACEHOLDER


def _topic_scope(parsed, clauses: list[ClauseReading], clause: ClauseReading) -> str | None:
    """A word raised alone or as a topic: how long the verdict after it holds is its own
    ("至于X面料，无论现在或将来，恕不考虑"; "…; wool, on the other hand, I have sworn never to buy
    again" is not the session's of the clause before)."""
    from agent.language.classifier import PLACEHOLDER

    if not (_topic_alone(clause.form) or clause.form.strip(" ?!.,，。？！—-") == PLACEHOLDER):
        return None
    verdict = _topic_verdict(parsed, clauses, clause)
    if verdict is None:
        return None
    said = _scope_said(parsed, verdict, SCOPE_MARGIN)
    if said != "lasting" and (_span_widens_after(parsed, clauses, verdict) or
                              _widened_after(parsed, clauses, verdict)):
        # ("X, keep it off the list this time and on all future visits as well": the span
        # added after the verdict widens it, as it does for a word refused in its own clause)
        return "lasting"
    return said


def _refused_scope(parsed, clauses: list[ClauseReading], clause: ClauseReading) -> str | None:
    """A clause with no marker of its own, a refusal said alone right after it: the
    refusal's span is the word's, over the vote of the word's clause ("粉色我已经买过两件了，
    今天就跳过吧" voted lasting on 已经买过)."""
    if _own_marker(parsed, clause):
        return None
    named = [m.start for m in parsed.mentions]
    verdict = _refused_after(parsed, clauses, clauses.index(clause), named)
    if verdict is None:
        return None
    said = _own_marker(parsed, verdict)
    widened = _widened_after(parsed, clauses, verdict) or _span_widens_after(parsed, clauses, verdict)
    return "lasting" if said == "session" and widened else said


def _widened_after(parsed, clauses: list[ClauseReading], verdict: ClauseReading) -> bool:
    """A run of refusals said alone after `verdict`, each with a span of its own ("X的，这回
    不要，以后也都别要", "X, not today, and not ever again"): one of them says it lasts. The
    widest span holds, as it does for a word refused twice (offline.py: for this time and for
    good, the wider reach)."""
    named = [m.start for m in parsed.mentions]
    j = clauses.index(verdict)
    for other in clauses[j + 1:j + 3]:
        text = parsed.text[other.start:other.end]
        if any(other.holds(at) for at in named) or _asks(parsed.text, other) or not _refusal_alone(text):
            return False
        if _own_marker(parsed, other) == "lasting":
            return True
    return False


# A span added to the refusal before it, in a clause of its own that names nothing: "…, and on
# every search that follows as well", "…，以后每一次搜也别出现", "…, and in future too". What is
# left once the lasting span, the words of going on and a refusal in words are out: a word or two
# that only finish the span ("that follows", "after this", 每一次搜).
_GOES_ON = re.compile(r"(?<![a-z])(?:and|also|either|too|as\s+well|likewise|neither|nor|same|again)(?![a-z])|"
                      r"也|同样|一样|照样|照旧|亦")
_SPAN_TAIL = re.compile(r"(?<![a-z])(?:that|which|follows?|following|after|afterwards?|this|one|to|come|later|"
                        r"then|on|in|for|every|each|all|any|single|the|my|our|please|pls|thanks|it|that's|"
                        r"it's|is|are|goes|go|holds?|applies|apply|same|rule|deal)(?![a-z])|"
                        r"每一?[次回趟]|[搜买逛看挑][的时]?|都|还|吧|了|哦|啊|请|[\W\d_]")


def _span_widens_after(parsed, clauses: list[ClauseReading], clause: ClauseReading) -> bool:
    """The clause right after `clause` names nothing and only adds a lasting span to it, told
    as going on ("and … as well", 也, 同样): what `clause` refused for now is refused for good
    as well (the wider reach holds, as for a word refused twice)."""
    from agent.engines.offline_brands import _REFUSAL_WORDS
    from agent.engines.offline_reach import LASTING_MARKERS

    i = clauses.index(clause)
    if i + 1 >= len(clauses):
        return False
    other = clauses[i + 1]
    if any(other.holds(m.start) for m in parsed.mentions) or _own_marker(parsed, other) != "lasting":
        return False
    if any(later.holds(m.start) for later in clauses[i + 2:] for m in parsed.mentions):
        # a span said before another word leads that word's clause ("…, and long term, nickel
        # is banned", "…, and on every order after this one, no plastic either"), not this one
        return False
    said = parsed.text[other.start:other.end].lower()
    if not _GOES_ON.search(said) or _asks(parsed.text, other):
        return False
    rest = _REFUSAL_VERB.sub(" ", _REFUSAL_WORDS.sub(" ", _GOES_ON.sub(" ", LASTING_MARKERS.sub(" ", said))))
    rest = _SPAN_TAIL.sub(" ", _REFUSAL_ALONE_FILLER.sub(" ", rest))
    return len(rest.split()) <= 2 and len(CJK_CHAR_RE.findall(rest)) <= 2


def _topic_verdict(parsed, clauses: list[ClauseReading], clause: ClauseReading):
    """The clause after a word raised alone or as a topic ("X", "至于X面料", "X的话") that
    refuses in words and names nothing ("恕不考虑", "I have sworn never to buy again", "she
    has asked me never to buy for her again"), up to two clauses on and before any clause
    naming a word: the words say the verdict is against, whatever the weak vote of so long a
    clause (a dislike at all, not asked). None when there is none."""
    from agent.engines.offline_brands import _refusal_worded

    named = [m.start for m in parsed.mentions]
    i = clauses.index(clause)
    for other in clauses[i + 1:i + 3]:
        if any(other.holds(at) for at in named):
            return None
        said = parsed.text[other.start:other.end]
        stance = other.reading.stance
        if stance.label == "dislike" and (_refusal_worded(said) or _refusal_alone(said) or
                                          _deed_pointing_back(said, stance)) and \
                not _asks(parsed.text, other) and not _refusal_denied(said):
            return other
    return None


# The deed's object pointing back at the topic: "Corduroy - hold it back …", "Stripes, please
# drop them …", "Mesh, kindly keep it off the list …".
_OBJECT_BACK = re.compile(r"(?<![a-z'])(?:it|them|those|these|'em|em)(?![a-z'])(?!\s*(?:'s|is|are|was|were|has|have)\b)")
_SUBJECT_FIRST = re.compile(r"^\W*(?:(?:and|but|so)\s+)?(?:it|they|those|these)\b")


def _deed_pointing_back(said: str, stance) -> bool:
    """A clause after a topic that does something to it, its object a pronoun pointing back,
    and reads as a refusal over the dislike margin ("hold it back from every future order",
    "please tuck them away for now"): the verb is the writer's own (no list knows "tuck" or
    "hold back"), the pronoun says whose verdict it is. Not a pronoun as the subject ("it
    pills", "they're fine": a story or a verdict of its own, read by the rest)."""
    low = said.lower()
    return bool(_OBJECT_BACK.search(low)) and not _SUBJECT_FIRST.match(low) and \
        stance.clear(STANCE_DISLIKE_MARGIN) and _over(said, stance) > 0


# A thing had before, told as a story: "last year I got her a X …", "our last X board", "the X
# covers we had", 之前买的X, 去年送他的X, 以前用的X. Its word is the old thing's material.
_PAST_PURCHASE = re.compile(
    r"(?<![a-z])(?:last\s+(?:year|time|winter|summer|spring|autumn|month|christmas)|"
    r"(?:our|my|her|his|their)\s+(?:last|old|previous)|the\s+(?:last|old|previous)|"
    r"(?:i|we|she|he|they)\s+(?:got|bought|had|ordered|picked\s+up|was\s+given|were\s+given)|"
    r"used\s+to\s+(?:have|own|use)|(?:i|we)'?ve\s+had)(?![a-z])|"
    # (a time gone by, told by the calendar too: 上个月, 上周, 前几天, 前阵子)
    r"(?:之前|以前|上次|上回|去年|前年|原来|当初|早先|上个?(?:月|周|星期|礼拜)|"
    r"前(?:几|两|些)?(?:天|阵子|段时间|段日子))[^，。,.;；]{0,6}?(?:买|送|用|入|收|穿|戴|到手|换)[^，。,.;；]{0,4}?(?:的|了|过)|"
    # (a thing got in a change is one bought too: 新换的X窗帘)
    r"(?<![想要打算准备])(?:买|送|入手|到手|收到|换)过?的")
# A thing the shopper has now, told by whose it is or where it stands, right before or after
# the word's noun: "our X bookends", "my sister's X coasters", "the X bench on the porch", "the
# X hooks from the craft stall", 家里那张X茶几, 阳台上那块X桌板, 奶奶留下的X五斗柜. Its fault told
# after it is a story of the material, as one of a thing bought before (`_PAST_PURCHASE`): a
# request names what it wants ("my next X bag", "a X bench for the porch").
_HELD_BEFORE = re.compile(
    r"(?<![a-z])(?:our|my|his|her|their|[a-z]+'s|those|these)\s+(?!(?:next|new|first|ideal|dream|future|"
    r"own|only|favourite|favorite)\b)(?:[a-z\-]+\s+){0,2}$|"
    r"(?:家里|家中|屋里|(?:我|我们|咱|咱们)家|阳台上?|客厅里?|卧室里?|厨房里?|门口|院子里?|办公室里?)的?"
    r"(?:那|这)一?[张把个件块条只台口套床面扇双对组排]$|留下(?:来)?的$|传下来的$")
_PLACED_AFTER = re.compile(
    r"^\s*(?:[a-z\-]+\s+){1,2}(?:on|in|from|by|at)\s+(?:the|our|my)\s+(?!(?:way|whole|first|next)\b)[a-z\-]+")


def _held(parsed, clause: ClauseReading, m) -> bool:
    """The word's noun names a thing the shopper has now (`_HELD_BEFORE`, `_PLACED_AFTER`)."""
    before = parsed.text[clause.start:m.start].lower()
    after = parsed.text[m.end:clause.end].lower()
    return bool(_HELD_BEFORE.search(before[-30:]) or
                (re.search(r"(?<![a-z])the\s+$", before) and _PLACED_AFTER.match(after)))


# The story's complaint points back at the thing or goes on with no subject of its own: "it
# pilled", "they split", "she said that it …"; a Chinese clause goes on from its topic.
_POINTS_BACK = re.compile(r"(?<![a-z])(?:it|they|it's|they're|them|its|that\s+it|that\s+they)(?![a-z])")


def _settle(parsed, m, polarity: Polarity, persistence, is_global: bool = False) -> None:
    """A reader of its own decided the word's side: it is found, no longer a bare word for the
    vote, and a refused word leaves the product searched for."""
    parsed.found.append(Found(polarity, m.word.category, m.word.slug, m.said, persistence,
                              is_global, m.start))
    if polarity == Polarity.DISLIKE:
        parsed.product = without(parsed.product, m.said)
    parsed.bare.remove(m)


def _improves_after(parsed, clause: ClauseReading, m) -> bool:
    """The clause tells the thing of word `m` getting better with use (agent.language.improves),
    after the word and with no other word named between, and says nothing against in words."""
    from agent.language.improves import improves

    text = parsed.text[clause.start:clause.end]
    told = improves(text)
    if told is None or clause.start + told.start() < m.end or not _unworded_against(text):
        return False
    return not any(n is not m and m.end <= n.start < clause.start + told.start() for n in parsed.mentions)


def _fault_denied_after(parsed, clauses: list[ClauseReading], clause: ClauseReading, m) -> bool:
    """A fault of the word's thing denied after it, in its clause or the next two naming no
    other word, in an utterance that tells the thing lived with and asks for nothing
    (agent.language.fault_denied): "two winters and my X coat hasn't gone baggy", X菜刀用了六年，
    刃口一点没卷. Nothing else said against in words there: no other negation, no complaint."""
    from agent.engines.offline_polarity import _EN_COMPLAINT, _ZH_COMPLAINT
    from agent.language.fault_denied import denied_spans, told_of_use, without_spans

    text = parsed.text
    if not told_of_use(text):
        return False
    i = clauses.index(clause)
    others = [n for n in parsed.mentions if n is not m]
    if any(m.end <= n.start < clause.end for n in others):
        return False
    told = [(m.end, clause.end)]
    for c in clauses[i + 1:i + 3]:
        if any(c.holds(n.start) for n in others):
            break
        told.append((c.start, c.end))
    denied, rest = False, []
    for a, b in told:
        said = text[a:b]
        spans = [(x, y) for x, y in denied_spans(said)
                 if not any(n.start < a + y and a + x < n.end for n in parsed.mentions)]
        denied = denied or bool(spans)
        rest.append(without_spans(said, spans))
    if not denied:
        return False
    said = _ZH_NOT_NEGATING.sub(" ", " ".join(rest).lower())
    for n in parsed.mentions:  # a named word is no negation (不锈钢)
        said = said.replace(n.said.lower(), " ")
    return not _NEGATION.search(said) and not _EN_COMPLAINT.search(said) and not _ZH_COMPLAINT.search(said)


def _benefit_after(parsed, clauses: list[ClauseReading], clause: ClauseReading, m) -> bool:
    """A good state the word's thing keeps one in or brings about, told after it in its clause
    or the next two naming no other word (agent.language.benefit_kept): "X socks, my toes stay
    toasty till lunch", X毛巾一会儿就干透了. Every clause told says nothing against in words
    and asks for nothing."""
    from agent.language.benefit_kept import kept

    i = clauses.index(clause)
    others = [n for n in parsed.mentions if n is not m]
    if any(m.end <= n.start < clause.end for n in others):
        return False
    told = [(m.end, clause.end, clause)]
    for c in clauses[i + 1:i + 3]:
        if any(c.holds(n.start) for n in others):
            break
        told.append((c.start, c.end, c))
    found = False
    for a, b, c in told:
        said = parsed.text[a:b]
        state = kept(said)
        if state is not None:
            # (the state's own words are no reaction: 干 of 干透, "dry")
            said = said[:state.start()] + " " * (state.end() - state.start()) + said[state.end():]
        if not _unworded_against(said) or _asks(parsed.text, c):
            return False
        found = found or state is not None
    return found


def _lasted_side(parsed, clause: ClauseReading, m) -> str | None:
    """Which side of praise by lasting the word is on (language/outlasted), when no other named
    word stands between it and the verb of lasting or the comparison (then the praise is that
    word's thing's)."""
    from agent.language.outlasted import praised_side

    text = parsed.text
    which = praised_side(text[clause.start:clause.end], m.start - clause.start, m.end - clause.start)
    if which != "winner":
        return which
    from agent.language.outlasted import verb_at

    at = clause.start + verb_at(text[clause.start:clause.end])
    between = [n for n in parsed.mentions if n is not m and m.end <= n.start < at and n.word.category != Category.COLOR]
    return None if between else which


def _promise_let_down(parsed, clauses: list[ClauseReading], clause: ClauseReading, m) -> bool:
    """The word's thing is told with a promise (its clause, or the clause before naming no
    other word: 说好的防刮花，这块X膜…), and what follows lets it down: a turn, or a later clause
    that says something against in words or votes against (language/expectation). No wish for
    it again is told after (that would be a promise kept)."""
    from agent.engines.offline_polarity import wishes_again
    from agent.language.expectation import promised_at, turned_after

    text = parsed.text
    i = clauses.index(clause)
    before = clauses[i - 1] if i > 0 else None
    told = [clause]
    if before is not None and not any(before.holds(n.start) for n in parsed.mentions):
        told.insert(0, before)
    for c in told:
        end = promised_at(text[c.start:c.end])
        if end is None:
            continue
        rest = text[c.start + end:]
        if wishes_again(rest):
            return False
        later = [d for d in clauses if d.start >= c.end]
        return turned_after(rest) or any(not _unworded_against(text[d.start:d.end]) or
                                         d.reading.stance.label == "dislike" for d in later)
    return False


def fault_spared(clause: ClauseReading, said: str, text: str = "") -> bool:
    """The clause tells a fault denied or ended: its outcome affirmed (the negation or ending
    taken out) votes a clear dislike, with no turn and no good outcome in the affirmed words,
    and, when the utterance `text` is given (a material's thing), it tells no thing that gave
    out soon (language/outcome_sign). Of a maker's thing in offline_brands too."""
    from agent.language.outcome_sign import affirmed, gave_out, good_outcome

    sign = clause.affirmed
    return sign is not None and sign.stance.label == "dislike" and sign.stance.clear(STANCE_DISLIKE_MARGIN) \
        and not _TURNED.search(said.lower()) and not good_outcome(affirmed(said) or "") and \
        not (text and gave_out(said, text))


def _outcome_spared(parsed, clauses: list[ClauseReading], clause: ClauseReading, m) -> bool:
    """A fault or a symptom denied or ended, told of the word's thing after it (its clause, or
    the next two naming no other word): the clause's outcome affirmed (its negation or ending
    taken out) votes a clear dislike (language/outcome_sign). The thing is lived with (a span of
    use, a change made, "still") or wished for again after it; every other clause told says
    nothing against in words, and none asks. Nothing against in words before the denial either
    (a turn, "but", 却, is no praise)."""
    from agent.engines.offline_polarity import wishes_again
    from agent.language.fault_denied import used_for_a_while
    from agent.language.outcome_sign import affirmed

    text = parsed.text
    pointers = _same_pointers(parsed)
    others = [n for n in parsed.mentions if n.word.slug != m.word.slug and n.start not in pointers]
    if any(m.end <= n.start < clause.end for n in others) or _asks(text, clause) or \
            affirmed(text[clause.start:m.start]) is not None:
        # (a negation or an ending before the word turns from it: "since I stopped wearing X
        # the rash has gone" is relief from X)
        return False
    i = clauses.index(clause)
    told = [clause]
    for c in clauses[i + 1:i + 3]:
        if any(c.holds(n.start) for n in others):
            break
        told.append(c)
    spared, wished = False, False
    for c in told:
        said = text[max(c.start, m.end) if c is clause else c.start:c.end]
        if _asks(text, c):
            return False
        if wishes_again(said):
            wished = True
            continue
        if fault_spared(c, said, text):
            spared = True
            continue
        if not _unworded_against(said) or (c is not clause and _refusal_alone(said)):
            # (a refusal said alone after the outcome, "那类就算了", is no praise of it)
            return False
    return spared and (wished or used_for_a_while(text))


# A turn before a denial ("but it never…", 却, 结果): what follows it is the complaint's other half.
_TURNED = re.compile(r"(?<![a-z])(?:but|yet|though|although|however|except|only\s+to)(?![a-z])|却|但|可是|结果|不过|偏偏|居然|竟然")


def _past_purchase_faulted(parsed, clauses: list[ClauseReading], clause: ClauseReading, m) -> bool:
    """The word names a thing had before (`_PAST_PURCHASE`, said in its clause before or
    around it) and a complaint of that thing follows: a complaint verb in words or a symptom
    in its own clause after the word, or in one of the next two clauses naming no other
    attribute, which points back at it (English) or goes on from it (Chinese) and reads as
    a clear dislike or says the complaint in words. Not when a negation or a question is
    said there (a fault denied is praise, "did it pill?" asks)."""
    from agent.engines.offline_polarity import complaint_in

    text = parsed.text
    own = text[clause.start:clause.end]
    # A thing had now, unless the product is for it (`_acted_on`: "a cover for my velvet sofa,
    # the cat scratches it" is no verdict on velvet, test_language_round23_lead).
    held = _held(parsed, clause, m) and not _acted_on(text.lower(), m)
    if not (_PAST_PURCHASE.search(own.lower()) or held):
        return False
    named = [n.start for n in parsed.mentions if n is not m]
    after_word = text[m.end:clause.end]
    if complaint_in(text, m.end, clause.end) is not None and not _NEGATION.search(after_word):
        return True
    i = clauses.index(clause)
    for c in clauses[i + 1:i + 3]:
        said = text[c.start:c.end]
        hit = complaint_in(text, c.start, c.end)
        # (a colour inside the complaint is no word of its own: 留了一圈黄印子)
        inside = [] if hit is None else [at for at in named if c.start + hit.start() <= at < c.start + hit.end()]
        if any(c.holds(at) and at not in inside for at in named) or _asks(text, c) or \
                _NEGATION.search(_ZH_NOT_NEGATING.sub(" ", said.lower())) and \
                not re.search(r"不行|不平|不了", said):
            continue
        if not (re.search(CJK_CHAR, said) or _POINTS_BACK.search(said.lower())):
            continue
        vote = c.reading.stance
        if hit is not None or SYMPTOMS.search(said.lower()) or \
                (vote.label == "dislike" and vote.clear(max(STANCE_DISLIKE_MARGIN + 0.2,
                                                            _dislike_margin(said, vote)))):
            return True
    return False


# "the same wood", 同样的木头: a word said after "the same" stands for the one named before it
# ("the oak table … I'd love the same wood"), when that one is another word of its category.
_SAME_BEFORE = re.compile(r"(?:(?<![a-z])the\s+(?:very\s+)?same|同样的?|一样的|同款的?)\s*$")


# "that wood", "this metal", 这种木头: a demonstrative before a class word of materials (a kind of
# `data/material_kinds.json`, or wood) points back at the kind named before it as well ("maple
# boards…, so more of that wood please"); before any other word it may name a new one ("not
# that pine").
_THAT_BEFORE = re.compile(r"(?:(?<![a-z])(?:that|this|those|these)|(?:这|那)(?:种|类)的?)\s*$")


@cache
def _class_words() -> frozenset[str]:
    from memory.terms import _kinds

    return frozenset(_kinds()) | {"wood"}


def _same_pointers(parsed) -> set[int]:
    """Where a word said after "the same" (or a class word after "that") points back at
    another word of its category named earlier in the utterance: it names nothing new (see
    _SAME_BEFORE, _THAT_BEFORE)."""
    out = set()
    for n in parsed.mentions:
        before = parsed.text[:n.start].lower()
        if (_SAME_BEFORE.search(before) or
            (_THAT_BEFORE.search(before) and n.word.slug.replace("_", " ") in _class_words())) and \
                any(o.start < n.start and o.word.category == n.word.category and
                    o.word.slug != n.word.slug for o in parsed.mentions):
            out.add(n.start)
    return out


# The thing named before, pointed back at as what a wished-for thing is made of: "a blanket
# chest made of it is my dream", "more made of it", "something in that".
_MADE_OF_IT = re.compile(r"(?<![a-z])(?:made\s+(?:of|from|out\s+of|in)|(?:carved|built|woven|cut)\s+(?:of|from|out\s+of))"
                         r"\s+(?:it|them|that|those)(?![a-z])|(?:用|拿)(?:它|这个|同样的?(?:材料|料子|木头|木料))(?:做|打|编)")


def _liked_pointing_back(parsed, clauses: list[ClauseReading], clause: ClauseReading, m) -> bool:
    """The word named with nothing against it in words (a memory, a picture: "my gran's
    wardrobe smelled of X"), then, in one of the next two clauses naming no other word, a clear
    like that points back at it as the material of what is wished for ("a chest made of it is
    my dream", "more of that wood please", 想要个同样木头做的箱子): the word's like, whatever
    the vote made of the memory's physical words ("smelled" neared "X stays out of my
    wardrobe"). The praise must say nothing against in words either: an unsure stance is
    nothing, never a like."""
    text = parsed.text
    pointers = _same_pointers(parsed)
    if _asks(text, clause) or not _unworded_against(text[clause.start:clause.end]):
        return False
    same = [n for n in parsed.mentions if n.word.category == m.word.category and n.start != m.start]
    if any(n.start not in pointers and n.start > m.start and clause.holds(n.start) for n in same):
        return False
    i = clauses.index(clause)
    for c in clauses[i + 1:i + 3]:
        said = text[c.start:c.end]
        held = [n for n in parsed.mentions if c.holds(n.start)]
        if any(n.start not in pointers for n in held):
            return False
        pointed = any(n.start in pointers for n in held) or _MADE_OF_IT.search(said.lower())
        if not pointed:
            continue
        stance = c.reading.stance
        return stance.label == "like" and stance.clear(STANCE_LIKE_MARGIN) and _unworded_against(said)
    return False


def _against_in_words(text: str) -> bool:
    """The text says something against in words (see _unworded_against), past what praises
    by a negation (a fault denied, a discomfort ended: offline_polarity.denied_stop)."""
    from agent.engines.offline_polarity import denied_stop

    low = text.lower()
    for a, b in denied_stop(low):
        low = low[:a] + " " * (b - a) + low[b:]
    return not _unworded_against(low)


def _refusal_denied(text: str) -> bool:
    from agent.engines.offline_polarity import refusal_denied

    return bool(refusal_denied(text.lower()))


def _longing_denied(text: str) -> bool:
    from agent.engines.offline_polarity import longing_denied

    return longing_denied(text)


def _wished_again(parsed, clauses: list[ClauseReading], clause: ClauseReading, m) -> bool:
    """A story of the word, then a wish to have it again or more of it (offline_polarity.
    wishes_again: "…, I'd buy that again", "…，想再添一套", "stocking up"), in its own clause
    after the word or in the next two clauses naming no other word; nothing against is said
    in words from the word's clause to the wish, and nothing is asked. Nobody wishes again
    for what failed them: the wish decides the story's side, whatever the vote made of it."""
    from agent.engines.offline_polarity import wish_follows

    text = parsed.text
    pointers = _same_pointers(parsed)
    named = [n.start for n in parsed.mentions if n.word.slug != m.word.slug and n.start not in pointers]
    # A quality told on its own between the story and the wish (夏天就靠X衬衫续命 透气 回购好多次)
    # describes the thing, and names nothing else.
    between = [n.start for n in parsed.mentions if n.start in named and n.word.category != Category.FEATURE]
    if any(clause.holds(at) for at in named) or _asks(text, clause) or \
            _against_in_words(text[clause.start:clause.end]):
        return False
    i = clauses.index(clause)
    return wish_follows(text, m.end, clause.end, clauses[i + 1:i + 3],
                        lambda c: any(c.holds(at) for at in between) or _asks(text, c))


# The material a product comes "in" ("rugs in X", "mugs in X"): read as a like by the rules'
# "in" (the spec asked for); a refusal told after it, in a clause naming nothing, is about it.
_IN_BEFORE = re.compile(r"(?<![a-z])in\s+(?:a\s+|the\s+)?$")


def _read_in_refused(parsed, clauses: list[ClauseReading]) -> None:
    """A like the rules read on "in X" (a product in a material) whose verdict comes next:
    the clause after names nothing and refuses in words (`_topic_verdict`: "…, skip em", "so
    leave them out", "pass on those"). The spec was the topic, the refusal its verdict: a
    dislike, never the like (the quiet reversal)."""
    text = parsed.text
    for k, f in enumerate(parsed.found):
        if f.polarity != Polarity.LIKE or f.at < 0 or not _IN_BEFORE.search(text[max(0, f.at - 8):f.at]):
            continue
        clause = _clause_of(clauses, f.at)
        if clause is None or _asks(text, clause) or \
                (clause.reading.stance.label == "like" and clause.reading.stance.clear(STANCE_LIKE_MARGIN)):
            continue
        verdict = _topic_verdict(parsed, clauses, clause)
        said = text[verdict.start:verdict.end].lower() if verdict is not None else ""
        # (the verdict says what it refuses: a verb of refusal or a pointer back at the things,
        # "skip em", "pass on those"; "no rush" refuses no thing)
        if verdict is not None and (_REFUSAL_VERB.search(said) or _POINTED_BACK.search(said)):
            parsed.found[k] = replace(f, polarity=Polarity.DISLIKE)
            parsed.product = _without_said(parsed.product, f.said)


_POINTED_BACK = re.compile(r"(?<![a-z])(?:them|'?em|those|these|they|that\s+(?:kind|sort|stuff))(?![a-z])")


def _without_said(product: str, said: str) -> str:
    from agent.engines.offline_product import without

    return without(product, said)


def _read_rather_than(parsed, persistence_at) -> None:
    """The words said after "than" in a preference for a hardship ("I'd sooner sleep on the
    floor than get another X mattress", agent.language.rather_than) are refused, whatever the
    vote made of the wish's words; when the preferred act itself names a word ("I'd rather have
    wool than acrylic") two things are compared and this leaves them to the rules."""
    from agent.engines.offline_product import without
    from agent.language.rather_than import preferred_span, refused_spans

    spans = refused_spans(parsed.text)
    if not spans:
        return
    acts = preferred_span(parsed.text)
    if any(a <= n.start < b for a, b in acts for n in parsed.mentions):
        return

    def refused(at: int) -> bool:
        return any(a <= at < b for a, b in spans)

    for m in [m for m in parsed.bare if m.word.category in ATTRIBUTES and refused(m.start)]:
        persistence, _ = persistence_at(m.start)
        parsed.found.append(Found(Polarity.DISLIKE, m.word.category, m.word.slug, m.said,
                                  persistence, False, m.start))
        parsed.bare.remove(m)
        parsed.product = without(parsed.product, m.said)
    parsed.found = [replace(f, polarity=Polarity.DISLIKE) if f.polarity == Polarity.LIKE and
                    f.at >= 0 and refused(f.at) else f for f in parsed.found]


def _read_comparisons(parsed, clauses: list[ClauseReading], persistence_at) -> None:
    """Two bare words of one clause, the first preferred to the second (offline_polarity.
    compared: "X over Y any day", X的比Y的强太多了): the first is liked, the second takes no
    side. The clause's one vote was read for both (a like of the loser, or a dislike of both
    on 比's "than"): never a like of what is compared against, never a dislike of the
    preferred. Not asked, nothing against said in words."""
    from agent.engines.offline_polarity import compared

    text = parsed.text
    # A word of two senses (guarded: "terracotta" a colour or a clay, "glass" a material or a
    # cup) compared with a bare word of its category is said in that category ("terracotta
    # planters win over plastic ones"): the comparison reads it; one of the two must be bare.
    words = sorted((m for m in (*parsed.bare, *parsed.guarded) if m.word.category in ATTRIBUTES),
                   key=lambda m: m.start)

    def unread(m) -> bool:
        return m in parsed.bare or m in parsed.guarded

    def read(m) -> None:
        (parsed.bare if m in parsed.bare else parsed.guarded).remove(m)

    for a, b in zip(words, words[1:]):
        clause = _clause_of(clauses, a.start)
        end = compared(text, (a.start, a.end), (b.start, b.end))
        if clause is None or not clause.holds(b.start) or not unread(a) or not unread(b) or \
                (a not in parsed.bare and b not in parsed.bare) or \
                (a not in parsed.bare or b not in parsed.bare) and a.word.category != b.word.category or \
                not end or _asks(text, clause) or \
                not _unworded_against(text[clause.start:a.start] + " " + text[end:clause.end]):
            continue
        persistence, _ = persistence_at(a.start)
        parsed.found.append(Found(Polarity.LIKE, a.word.category, a.word.slug, a.said,
                                  persistence, False, a.start))
        read(a)
        read(b)
        parsed.product = without(parsed.product, b.said)


def _unnamed(parsed, clause: ClauseReading) -> str:
    """The clause's text with the words it names blanked: a principle inside a material's own
    name ("vegan leather", 素皮) tells no principle of the shopper's."""
    said = parsed.text[clause.start:clause.end]
    for n in parsed.mentions:
        if clause.holds(n.start):
            a, b = n.start - clause.start, min(n.end, clause.end) - clause.start
            said = said[:a] + " " * (b - a) + said[b:]
    return said


def _more_asked(parsed, clause: ClauseReading, m) -> bool:
    """More of the word asked for right before it (offline_polarity.asks_more_of), as a
    question (a question mark or particle, or 有没有 itself), in a clause that says nothing
    against in words (别的, 'other', is no negation here)."""
    from agent.engines.offline_polarity import asks_more_of

    said = parsed.text[clause.start:clause.end]
    question = parsed.text[clause.end:clause.end + 1] in ("?", "？") or \
        said.rstrip().endswith(("?", "？")) or bool(_QUESTION_END.search(said)) or \
        bool(re.search(r"有没有|有木有", parsed.text[clause.start:m.start]))
    from agent.engines.offline_polarity import asks_more_requested

    return ((question and asks_more_of(parsed.text, clause.start, m.start, m.end)) or
            asks_more_requested(parsed.text, clause.start, m.start)) and \
        _unworded_against(re.sub(r"有没有|有木有", " ", _unnamed(parsed, clause)))


def _praised_alone(parsed, clause: ClauseReading, m) -> bool:
    """The clause praises by a negation that refuses nothing (offline_polarity.praised_by_denial),
    names no other word and asks nothing."""
    from agent.engines.offline_polarity import praised_by_denial

    return not any(n is not m and clause.holds(n.start) for n in parsed.mentions) and \
        not _asks(parsed.text, clause) and praised_by_denial(parsed.text, clause.start, clause.end)


# Words that ask for something (a product, more of it, a question): a turn with none of them
# only tells a story.
_ASKS_SOMETHING = re.compile(
    r"(?<![a-z])(?:want|wants|wanted|need|needs|after|looking|searching|shopping|show|find|recommend|"
    r"suggest|buy|order|get|please|pls|plz|any|anything|got|have|do\s+you|something|new|another|again|"
    r"instead|prefer|replacement|replace|similar|same|more)(?![a-z])|[?？]|"
    # (a verb of getting with the aspect of a thing got, 新换的, 刚挑过的, 买的, tells the story
    # of one owned: no asking)
    r"想|要|买(?![的了过])|找|推荐|来[个一双件条套只张把台]|给我|有没有|吗|再|换(?![的过])|求|挑(?![的过])|"
    r"选(?![的过])|同款|类似")
# A thing one has, named with its material: a possessive or a definite article right before
# the material ("my velvet sofa", "the wicker chair", "our old oak table"); in Chinese a
# completed event told of it in the rest of its clause (…就滑丝了, …裂过).
_OWNED_BEFORE = re.compile(r"(?<![a-z])(?:my|our|his|her|their|the|this|that)\s+(?:(?:old|new|little|big)\s+)?$")


# A thing one has that the product is used on, named with its material after a preposition:
# "a cover for my velvet sofa", "wine spilled on my linen tablecloth", "moths off my cashmere".
_OWNED_ACTED_ON = re.compile(r"(?<![a-z])(?:for|on|onto|off|from|under|over)\s+(?:my|our|his|her|their)\s+"
                             r"(?:(?:old|new|little|big|favou?rite|good)\s+)?$")


# In Chinese: where a thing happened to it (红酒洒在亚麻桌布上), or what the product is used on
# (真丝衬衫用的洗衣液, 羊毛衫专用的洗涤剂).
_ZH_AT_BEFORE = re.compile(r"在(?:我|我们|我家|家里|她|他)?(?:的)?$")
_ZH_AT_AFTER = re.compile(rf"[{CJK_RANGE}]{{0,4}}?[上里下]")
_ZH_USED_ON_AFTER = re.compile(rf"[{CJK_RANGE}]{{0,4}}?(?:用的|专用|适用)")


def _acted_on(low: str, m) -> bool:
    """The word names the material of a thing the shopper has that the product is for or
    used on, or where something happened to it: "a cover for my velvet sofa", "wine spilled on
    my linen tablecloth", 红酒洒在亚麻桌布上, 真丝衬衫用的洗衣液."""
    if not re.search(CJK_CHAR, m.said):
        return bool(_OWNED_ACTED_ON.search(low, 0, m.start))
    return bool(_ZH_USED_ON_AFTER.match(low, m.end) or
                (_ZH_AT_BEFORE.search(low, 0, m.start) and _ZH_AT_AFTER.match(low, m.end)))


def _told_of_one_owned(parsed, m) -> bool:
    """The word names the material of a thing the shopper has (_OWNED_BEFORE), in an utterance
    that asks for nothing (_ASKS_SOMETHING): a story of that thing, no wish for its material."""
    text = parsed.text.lower()
    if _ASKS_SOMETHING.search(text):
        return False
    if re.search(CJK_CHAR, m.said):
        rest = re.split(r"[，。,.!！；;]", text[m.end:], maxsplit=1)[0]
        # (or a thing bought before, told so before the word: 前两天买的X桌布, 去年入手的X篮)
        head = re.split(r"[，。,.!！；;]", text[:m.start])[-1]
        return bool(re.search(r"[了过]", rest)) or bool(_PAST_PURCHASE.search(head))
    # and something told of it after its name ("the velvet sofa" alone picks one)
    rest = re.split(r"[,.;!]", text[m.end:], maxsplit=1)[0]
    return bool(_OWNED_BEFORE.search(text[:m.start])) and len(rest.split()) >= 3


def _commented_against(parsed, clauses: list[ClauseReading], clause: ClauseReading) -> bool:
    """A topic, then comments against it: the clause right after the word's own (or the one
    after that) names nothing, asks nothing, refuses nothing in words and says no excess, and
    reads clearly as a dislike ("腈纶毛衣 扎人 痒", "丝绒单人椅 粘猫毛", "我妈买的不锈钢保温壶，倒
    水的时候壶身烫得握不住"), in an utterance that asks for nothing (_ASKS_SOMETHING). Told in
    no complaint word the lists have, the vote is the only witness: enough to take no side
    (never a prefer word), not to refuse."""
    text = parsed.text
    named = [n.start for n in parsed.mentions]
    i = clauses.index(clause)
    for c in clauses[i + 1:i + 3]:
        said = text[c.start:c.end]
        # (A request said after the comments, naming nothing of the word, is what the shopper
        # wants instead: "…猫毛全粘在上面，想换个沙发套", "…, blotchy and stiff. looking for
        # trainers". Asked before them or beside the word, the word may be what is wanted.)
        if any(c.holds(at) for at in named) or _asks(text, c) or _ASKS_SOMETHING.search(text[:c.end].lower()):
            return False
        stance = c.reading.stance
        if stance.label == "dislike" and stance.clear(SCOPE_MARGIN) and \
                not _negations(said) & {"q", "v", "r", "z"} and not _EXCESS.search(said.lower()):
            return True
    return False


def _complained_next(parsed, clauses: list[ClauseReading], clause: ClauseReading) -> bool:
    """The clause right after `clause` names nothing, asks nothing and complains in words
    (a complaint verb, no negation)."""
    from agent.engines.offline_polarity import complaint_spans

    named = [n.start for n in parsed.mentions]
    i = clauses.index(clause)
    for c in clauses[i + 1:i + 2]:
        hits = complaint_spans(parsed.text, c.start, c.end)
        # (a colour or a piece inside a complaint is no word of its own: 发黑, 掉了一块瓷)
        if hits and not _asks(parsed.text, c) and \
                not any(c.holds(at) and not any(a <= at < b for a, b in hits) for at in named):
            return True
    return False


# How clearly a clause naming nothing must read as a complaint, with no complaint verb the
# rules know ("每个坐垫都裂了" is one; "the seams went after a month" may not be), to be the
# fault of the thing named just before.
FAULTED_NEXT_MARGIN = 0.4
# A quantifier of none ("zero shame", "zero regrets", "nil complaints"): a denial, no fault told.
_NONE_OF_IT = re.compile(r"(?<![a-z])(?:zero|nil|nada|zilch)(?![a-z])")


def _faulted_next(parsed, clauses: list[ClauseReading], clause: ClauseReading) -> bool:
    """The clause right after `clause` tells a fault of the thing named in it: it names
    nothing, asks nothing, and complains in words (`_complained_next`) or reads clearly as a
    complaint with no negation in it (a fault denied is praise). A like the vote read on the
    story of the thing ("我们家的X沙发在阳光房晒了几个夏天" neared "X盖着…晒过太阳一样舒服") is
    then unsure: never a like."""
    if _complained_next(parsed, clauses, clause):
        return True
    named = [n.start for n in parsed.mentions]
    i = clauses.index(clause)
    for c in clauses[i + 1:i + 2]:
        said = parsed.text[c.start:c.end]
        vote = c.reading.stance
        if not any(c.holds(at) for at in named) and not _asks(parsed.text, c) and \
                vote.label == "dislike" and vote.clear(FAULTED_NEXT_MARGIN) and \
                not _NEGATION.search(_ZH_NOT_NEGATING.sub(" ", said.lower())) and \
                not _ZH_NEGATION_CHAR.search(said) and not _NONE_OF_IT.search(said.lower()):
            return True
    return False


def _faulted_within(parsed, clause: ClauseReading) -> bool:
    """The clause that names the word tells, in words, what went wrong with its thing or what
    became of it (a complaint verb or a change for the worse, offline_polarity.complaint_in:
    "the X sofa gets shabbier every year", X裤子膝盖那块磨得锃亮), undenied and unasked: a like
    the vote read on the story's other words ("year after year", 锃亮 near "做工真漂亮") is then
    unsure, never a like."""
    from agent.engines.offline_polarity import complaint_in

    return not _asks(parsed.text, clause) and complaint_in(parsed.text, clause.start, clause.end) is not None


def _unworded_against(text: str) -> bool:
    """The clause says nothing against anything in words: no negation, refusal verb,
    complaint verb, excess (太, "too"), reaction or lukewarm word."""
    from agent.engines.offline_brands import _LUKEWARM
    from agent.engines.offline_polarity import complaint_in

    from agent.engines.offline_polarity import without_oaths

    low = without_oaths(text.lower())
    return not (_NEGATION.search(_ZH_NOT_NEGATING.sub(" ", low)) or _REFUSAL_VERB.search(low) or
                complaint_in(text, 0, len(text)) or _EXCESS.search(low) or
                _tells_reaction(text) or _LUKEWARM.search(low))


def _praised_beside(parsed, clauses: list[ClauseReading], i: int, named: list[int]) -> bool:
    """After clause `i`, in the next one or two clauses naming nothing: a clear like said
    with nothing against in words, and a request for more of the same kind (再来一件, 就要这
    种, "another one like that"); clause `i` says nothing against in words either."""
    from agent.engines.offline_polarity import asks_more_of_kind, praised_by_denial, used_for

    if not _unworded_against(parsed.text[clauses[i].start:clauses[i].end]):
        return False
    after = []
    for c in clauses[i + 1:i + 3]:
        if any(c.holds(at) for at in named):
            break
        after.append(c)
    # The witnesses: a clause that spurns the others ("别的毛衣都穿不下去了", "nothing else
    # comes close") or asks for more of the same kind; every other clause says nothing against.
    spurns = [c for c in after if praised_by_denial(parsed.text, c.start, c.end)]
    more = [c for c in after if asks_more_of_kind(parsed.text[c.start:c.end])]
    if not all(_unworded_against(parsed.text[c.start:c.end]) for c in after if c not in spurns):
        return False
    if spurns:
        return True
    praise = any(c.reading.stance.label == "like" and c.reading.stance.clear(SCOPE_MARGIN) and
                 not _asks(parsed.text, c) for c in after)
    if praise and used_for(parsed.text[clauses[i].start:clauses[i].end]):
        return True  # a long span of use, then clear praise: the thing served (铸铁锅用了三年 越用越顺手)
    return bool(more) and (praise or (any(c.reading.stance.label == "like" for c in after) and
                                      clauses[i].reading.stance.margin < SCOPE_MARGIN + 0.1))


def _raised_topic(parsed, clause: ClauseReading) -> bool:
    """The clause is the word and the product it makes, nothing else, raised as a question
    or an exclamation ("silk pillowcases?", "羊毛袜子！"): a topic, whose verdict is the
    clause said beside it, as for the word alone ("suede? no way")."""
    from agent.language.classifier import PLACEHOLDER

    mark = parsed.text[clause.end:clause.end + 1]
    if mark not in ("?", "？", "!", "！") or clause.form.count(PLACEHOLDER) != 1:
        return False
    form = clause.form.strip(" ?!.,，。？！").lower()
    at = form.find(PLACEHOLDER.lower())
    if form[:at].strip(" -'"):
        return False
    rest = form[at + 1:].lstrip(" 的-")
    name = type_name_first(rest)
    if name is None:
        return False
    tail = rest[len(name):]
    if not re.search(CJK_CHAR, name):
        tail = re.sub(r"^(?:e?s)(?![a-z])", "", tail)
    return not tail.strip(" -'")


# A guess at what a thing is made of, said right before the word ("我觉得是X的", "好像是X",
# "I think it's X", "looks like X to me"): an identification, which takes no side.
_GUESS_BEFORE = re.compile(
    r"(?:觉得|感觉|猜|应该|好像|可能|估计|大概|像是)(?:这|那|它)?(?:个|件|款|双|条)?(?:是|用的是|用的)?\s*$|"
    r"(?<![a-z])(?:i\s+think|i\s+guess|i\s+reckon|probably|maybe|looks?\s+like|seems?\s+like)\s+"
    r"(?:(?:it|this|that|they|these|those)(?:'s|'re|\s+is|\s+are)\s+)?(?:made\s+of\s+|an?\s+)?$")


def _identified(text: str, clause: ClauseReading, m) -> bool:
    """The word is said as a guess at what a thing is ("我觉得是X的"): no like."""
    return bool(_GUESS_BEFORE.search(text[clause.start:m.start].lower()))


GUARDED_LIKE_MARGIN = 0.8


def _reaction_refuses(parsed, clause: ClauseReading, stance) -> bool:
    """The clause tells a reaction in words, with no negation ("never gives me a rash" is
    praise), and reads as a global floor clearly."""
    text = parsed.text[clause.start:clause.end]
    scope = clause.reading.scope
    return _tells_reaction(text) and not _NEGATION.search(text) and \
        scope.label == "global" and scope.clear(SCOPE_MARGIN)


def _guarded_like(parsed, clauses: list[ClauseReading], clause: ClauseReading, m, told: bool) -> bool:
    """A word of many senses (oak, glass, gold) is liked: its clause, with nothing else
    named in it, reads as a like over GUARDED_LIKE_MARGIN with no negation the like exemplar
    lacks, and no floor."""
    from agent.engines.offline_polarity import asks_more_of_kind

    text = parsed.text[clause.start:clause.end]
    others = [n for n in parsed.mentions if n is not m and clause.holds(n.start)]
    stance, scope = clause.reading.stance, clause.reading.scope
    i = clauses.index(clause)
    # A second witness: the clause after it, naming nothing, asks for more of the same kind
    # ("钛的眼镜框戴着轻，下一副还要这种"): an ordinary like vote is enough then.
    more = any(not any(c.holds(n.start) for n in parsed.mentions) and
               asks_more_of_kind(parsed.text[c.start:c.end]) for c in clauses[i + 1:i + 2])
    # Or praise told after it, naming nothing ("walnut is what I'm after, the darker the
    # better", "solid X if possible, the grain on it just makes me happy"): the clause's own
    # like, however weak, is the word's then.
    praised = stance.label == "like" and \
        _praise_told_after(parsed, clauses, i, [n.start for n in parsed.mentions], clear_too=True) is not None
    return not told and not others and stance.label == "like" and \
        stance.clear(STANCE_LIKE_MARGIN if more else 0.0 if praised else GUARDED_LIKE_MARGIN) and \
        _like_margin(text, stance) == STANCE_LIKE_MARGIN and \
        not _asks(parsed.text, clause) and \
        not (scope.label == "global" and scope.clear(GUARDED_GLOBAL_MARGIN)) and \
        not _contested(parsed, clauses, clauses.index(clause),
                       [n.start for n in parsed.mentions])


def _pointed_verdict(parsed, clauses: list[ClauseReading], i: int, named: list[int]) -> bool:
    """The clause right after clause `i` names nothing, points back at it ("…，以后不考虑这家
    了", "…, never again with them") and reads as a clear dislike: the refusal is the word's.
    Without a pointer back, a refusal beside a request ("别太贵") is about the price."""
    for other in clauses[i + 1:i + 2]:
        text = parsed.text[other.start:other.end]
        stance = other.reading.stance
        if not any(other.holds(at) for at in named) and _ANAPHOR.search(text) and \
                stance.label == "dislike" and \
                stance.clear(max(SCOPE_MARGIN - 0.1, _dislike_margin(text, stance))):
            return True
    return False


# A clause whose subject is the alternatives ("…, everything else feels stuffy", "…, the
# others are fine", "…，别的都闷", "…，其他的都行"): it judges what the named thing is set
# against, never the thing. Its complaint is the thing's comparison told from the other side
# (no contest of a like); its praise is the others' (never a like of the thing: "linen creases
# in minutes, the others are fine" stored a like of linen).
_ABOUT_OTHERS = re.compile(
    r"^\s*(?:(?:but|and|while|whereas)\s+)?(?:(?:the\s+)?others|(?:every|any)(?:thing|one)\s+else|the\s+rest|"
    r"(?:(?:the|any|all)\s+)?other\s+(?:ones?|kinds?|brands?|[a-z]+s)|(?:the\s+)?alternatives)(?![a-z])|"
    r"^\s*(?:但是?|可是?|而)?(?:换成?|用|穿|戴)?(?:别的|其他|其它|其余|别家|别人家|别样)(?:的)?(?:料子|材质|牌子|东西)?(?:都|全|总|就|也|一)")


def _contested(parsed, clauses: list[ClauseReading], i: int, named: list[int]) -> bool:
    """A clause right before or after clause `i`, naming no attribute, reads as a clear
    dislike ("honestly gross", "they slide off the bed"). It only ever takes a like away.
    Not one that faults the alternatives (`_ABOUT_OTHERS`)."""
    for other in clauses[max(i - 1, 0):i] + clauses[i + 1:i + 2]:
        if any(other.holds(at) for at in named):
            continue
        if _ABOUT_OTHERS.search(parsed.text[other.start:other.end].lower()):
            continue
        stance, scope = other.reading.stance, other.reading.scope
        # Not a reason told beside it ("titanium only, my ears are fussy" reads as a floor):
        # a reason is why the like is said; nor a dislike voted by an exemplar told with a
        # negation the clause lacks ("they last" neared "X doesn't last").
        # Nor a take-back told beside it ("…，可以放进来"): it speaks of the earlier refusal,
        # and its vote against is that refusal's words, not a verdict on the word.
        if stance.label == "dislike" and stance.clear(SCOPE_MARGIN) and \
                _dislike_margin(parsed.text[other.start:other.end], stance) < NEGATED_LIKE_MARGIN and \
                not (scope.label == "global" and scope.clear(SCOPE_MARGIN) and
                     not _ANAPHOR.search(parsed.text[other.start:other.end].lower())) and \
                not (scope.label == "takeback" and scope.clear(SCOPE_MARGIN) and
                     not _NEGATION.search(parsed.text[other.start:other.end])):
            # (A verdict that points back at the word, "it's maddening", is one however
            # strongly it reads as a floor: it judges the thing, it gives no reason.)
            return True
    return False


# A clause that opens by turning against what came before ("…, but it creased the moment I sat
# down", "…，可是猫一抓就花了", "…, though it pilled in a week").
# (Not 就是, which as often points at the one chosen: "…，就是它了".)
_CONTRAST_OPEN = re.compile(r"^\s*(?:but|though|although|however|yet|except|sadly|unfortunately)(?![a-z])|"
                            r"^\s*(?:但是|但|可是|可惜|不过|然而|只是|结果)")


def _conceded(parsed, clauses: list[ClauseReading], i: int, named: list[int]) -> bool:
    """Clause `i` praises and the clause right after it, naming nothing (a word of many senses
    aside: the "down" of "sat down"), opens with a turn ("but", 可是, 不过): the praise was
    conceded, the verdict is what follows ("the velvet cover looked lovely in the shop, but
    with our cats it was coated in fur by evening"). Whose fault is unsure, so the like goes
    (it never becomes a refusal here)."""
    guarded = {m.start for m in getattr(parsed, "guarded", [])}
    for other in clauses[i + 1:i + 2]:
        if any(other.holds(at) for at in named if at not in guarded):
            continue
        # (the clause split may leave the turn word between the two clauses)
        opening = parsed.text[clauses[i].end:other.end].lstrip(" ,，;；—–-").lower()
        if _CONTRAST_OPEN.search(opening):
            # (whatever its own vote: "but it clung to everything" neared "X beats everything
            # else"; praise is what a turn concedes, rarely what it turns to)
            return True
    return False


def _ironic(parsed, clauses: list[ClauseReading], j: int, named: list[int]) -> bool:
    """The praise of clause `j` is followed by a clause naming nothing that says something
    against in words ("X sweater, great, another rash on my neck", "X表带又断了 真棒" reads the
    other way round): praise beside a complaint of what just happened is sarcasm, and never
    a like of the word (an unknown polarity fails safe)."""
    for c in clauses[j + 1:j + 2]:
        said = parsed.text[c.start:c.end]
        # (A symptom is the body's, whatever colour it names: 脖子又红又痒.)
        if (not any(c.holds(at) for at in named) or _tells_reaction(said)) and \
                not _asks(parsed.text, c) and _against_in_words(said):
            return True
    return False


def _ironic_beside(parsed, clauses: list[ClauseReading], clause: ClauseReading) -> bool:
    """The clause right after `clause` names nothing and praises clearly, in irony (_ironic)."""
    named = [m.start for m in parsed.mentions]
    i = clauses.index(clause)
    for other in clauses[i + 1:i + 2]:
        stance = other.reading.stance
        if not any(other.holds(at) for at in named) and stance.label == "like" and \
                stance.clear(SCOPE_MARGIN) and _ironic(parsed, clauses, i + 1, named):
            return True
    return False


def _marker_before(parsed, clauses: list[ClauseReading], f) -> str | None:
    """The marker of the nearest clause before the word's that says one, when it holds for
    the word: that clause names no constraint ("Swimsuit for this holiday, no yellow"), or
    one of the same polarity that the word's clause goes on from ("这次不要X，Y也不要")."""
    own = _clause_of(clauses, f.at)
    if own is None:
        return None
    for c in reversed([c for c in clauses if c.start < own.start]):
        marker = _own_marker(parsed, c)
        if not marker:
            continue
        inside = [g for g in parsed.found if c.holds(g.at)]
        if not inside and not _led_through(parsed, clauses, c, own):
            return None
        if not inside or (any(g.polarity == f.polarity for g in inside) and _continues(own)):
            return marker
        return None
    return None


def _led_through(parsed, clauses: list[ClauseReading], marker: ClauseReading,
                 own: ClauseReading) -> bool:
    """Whether a marker told in a clause naming nothing still holds for the later clause
    `own`: it leads the first clause after it that names a word ("just in this cart, nothing
    red"), and reaches further only to a clause that goes on from that one ("…, no blue
    either"); a clause with no marker that says its own thing ("; satin I refuse full stop")
    inherits nothing from its neighbour."""
    between = [d for d in clauses if marker.start < d.start < own.start and
               any(d.holds(g.at) for g in parsed.found)]
    return not between or _continues(own)


def _marker_shared(parsed, clauses: list[ClauseReading], f) -> bool:
    """Whether the marker a word inherited from another clause may hold for it: when that
    clause names nothing, or names something of the same polarity ("这次不要X，Y也不要");
    a session-only dislike says nothing of a like said beside it ("今天先别要金属的，实木的我
    一向喜欢")."""
    own = _clause_of(clauses, f.at)
    for c in clauses:
        if c.holds(f.at) or not _own_marker(parsed, c):
            continue
        inside = [g for g in parsed.found if c.holds(g.at)]
        later = own is not None and c.start > own.start
        if not inside and later and any(d.start > c.start and any(d.holds(g.at) for g in parsed.found)
                                        for d in clauses):
            # "no orange; and in general, acrylic is off my list": a marker told apart, with a
            # word named after it, leads that clause (see _scope_beside), not the one before.
            continue
        if not inside and not later and own is not None and not _led_through(parsed, clauses, c, own):
            continue
        if not inside:
            return True
        if later:
            # A marker said later of another word does not reach back ("澜庭的就算了，这次
            # 别要黑色", "no yellow; and from now on nothing made of nylon"): a clause goes
            # on from the one before it, not from the one after.
            continue
        # Said of another word, the marker carries over only to a clause that continues
        # that one ("Y也不要", "no Y either", "and no Y"), not to one that says its own thing
        # ("and polyester should stay off my bed for good").
        if any(g.polarity == f.polarity for g in inside) and (own is None or _continues(own)):
            return True
    if own is not None and not any(_own_marker(parsed, c) for c in clauses):
        # The marker is the utterance's alone, told across its clauses ("for my goddaughter's
        # wedding on Saturday, nothing white": the occasion before, the refusal after): it holds
        # for the first clause that names a word, the one the occasion leads; a later one says
        # its own thing ("…, no yellow; and velvet I've never been able to bear").
        # (an occasion told after the refusal, "别推塑料的收纳包，出门旅行用的", is what the
        # thing is used for, no bound of this visit)
        # (round 35) The occasion may also be told in the word's own clause, the refusal in the
        # clause after it ("orange would clash with the sashes at Sunday's handfasting, so not
        # that"): the bound is then said of the word itself, not after it.
        from agent.language.scope_bounds import bound_spans

        first = min((g.at for g in parsed.found), default=f.at)
        return _clause_of(clauses, first) is own and \
            (clauses.index(own) > 0 or bool(bound_spans(parsed.text[own.start:own.end].lower())))
    return False


_CONTINUES = re.compile(r"(?<![a-z])(?:too|either|also|as well|neither|nor|same)(?![a-z])|也|同样|一样")


def _continues(clause: ClauseReading) -> bool:
    """A clause that goes on with the one before it: a word of continuation, or little more
    than the word and its trigger (an enumeration)."""
    from agent.language.classifier import PLACEHOLDER

    if _CONTINUES.search(clause.form.lower()):
        return True
    rest = clause.form.replace(PLACEHOLDER, " ").lower()
    words = [w for w in re.findall(r"[a-z']+", rest) if w not in ("and", "or", "no", "not", "nor")]
    return len(words) <= 2 and len(re.findall(CJK_CHAR, rest)) <= 4


def _reaction_beside(parsed, clauses: list[ClauseReading], clause: ClauseReading):
    """The clause right after `clause` when it names nothing and tells a reaction that reads
    as a floor ("…, it gives me a rash", "…，一碰就起疹子"), else None."""
    named = [m.start for m in parsed.mentions]
    i = clauses.index(clause)
    for other in clauses[i + 1:i + 2]:
        if any(other.holds(at) for at in named) or \
                not _tells_reaction(parsed.text[other.start:other.end]):
            continue
        stance, scope = other.reading.stance, other.reading.scope
        if stance.label == "dislike" and stance.clear(SCOPE_MARGIN) and \
                scope.label == "global" and scope.clear(SCOPE_MARGIN):
            return other
    return None




# The word named as the cause of what was just told ("…, it's the nickel", "…, the nickel does
# it", "…, latex is the culprit", "…，是镍的问题", "…，都怪乳胶"): a clause of its own, after the
# reaction. Read alone, "it's the X" voted a like ("it has to be X") and "the X does it" one
# too ("X makes great stuff"): the shopper saw the very metal that hurts them at the top.
_EN_CAUSE_BEFORE = re.compile(r"^[\s,]*(?:(?:and|but|so|yeah|yep)\s+)?(?:(?:it'?s|that'?s|it\s+is|that\s+is|"
                              r"(?:it\s+)?(?:must|has\s+to|might|could)\s+be|probably|definitely|because\s+of|"
                              r"due\s+to|thanks\s+to|blame)\s+(?:the\s+|all\s+the\s+|that\s+|their\s+)?)$")
_EN_CAUSE_AFTER = re.compile(r"^\s+(?:(?:does|did|causes?|caused)\s+(?:it|that|this)(?![a-z])|"
                             r"(?:is|'s|was|being)\s+(?:to\s+blame|the\s+(?:culprit|cause|problem|reason|trigger|issue))(?![a-z]))")
_ZH_CAUSE_BEFORE = re.compile(r"(?:^|都怪|怪|罪魁祸首是|原因是|问题出在|因为)(?:是|就是|都是|肯定是|应该是|估计是|八成是)?$")
_ZH_CAUSE_AFTER = re.compile(r"^(?:的)?(?:问题|闹的|惹的祸|的锅|害的|搞的|弄的|造成的|引起的|导致的)")


def _cause_named(parsed, clause: ClauseReading, m) -> bool:
    """The word's clause names it as the cause of something (`_EN_CAUSE_*`, `_ZH_CAUSE_*`)."""
    low = parsed.text.lower()
    before, after = low[clause.start:m.start], low[m.end:clause.end]
    if cause_found(before, after, bool(re.search(CJK_CHAR, m.said))):
        # "the doctor blamed the X", 查下来是X惹的祸: a cause someone found (language/cause_found)
        return True
    if re.search(CJK_CHAR, m.said):
        head = before.strip()
        return bool((_ZH_CAUSE_AFTER.match(after) and re.fullmatch(r"(?:是|就是|都是|肯定是|应该是|估计是|八成是)?", head))
                    or (_ZH_CAUSE_BEFORE.search(head) and head and not after.strip(" 的了吧啊呀")))
    return bool((_EN_CAUSE_BEFORE.search(before) and before.strip(" ,")) or
                (re.fullmatch(r"[\s,]*(?:(?:and|but|so)\s+)?(?:the\s+)?", before) and _EN_CAUSE_AFTER.match(after)))


def _reaction_told_before(parsed, clauses: list[ClauseReading], clause: ClauseReading) -> bool:
    """The clause right before tells a reaction of the body in words (the materials it names
    blanked, as a principle inside a name is none): what the next clause names as the cause
    is what the body answers to."""
    i = clauses.index(clause)
    if i == 0:
        return False
    other = clauses[i - 1]
    said = parsed.text[other.start:other.end]
    # (a colour is the skin's there, 红疹 or "went red": blanked, it broke the symptom's word)
    for n in parsed.mentions:
        if other.holds(n.start) and n.word.category != Category.COLOR:
            a, b = n.start - other.start, min(n.end, other.end) - other.start
            said = said[:a] + " " * (b - a) + said[b:]
    return _tells_reaction(said)


def _allergens_listed(parsed, clauses: list[ClauseReading], clause: ClauseReading) -> bool:
    """`clause` is only a list of the words it names, right after a clause naming nothing that
    tells an allergy ("severe allergies in this house - shellfish and eggs", 全家都过敏：花生、
    芒果): the list is what the allergy is to. (Read as naming the product, the first word was
    a prefer word, and a like at the session's end: the quiet reversal.)"""
    from agent.language.classifier import PLACEHOLDER

    i = clauses.index(clause)
    if i == 0:
        return False
    before = clauses[i - 1]
    if any(before.holds(m.start) for m in parsed.mentions) or \
            not _ALLERGY_WORD.search(parsed.text[before.start:before.end].lower()):
        return False
    rest = _LIST_GLUE.sub(" ", clause.form.replace(PLACEHOLDER, " ").lower())
    return PLACEHOLDER in clause.form and not re.search(r"[a-z0-9]|" + CJK_CHAR, rest)


def _refuses(clause_text: str, stance) -> bool:
    """A clause that refuses what it names, by its vote or by a negation in its words; not one
    that denies the refusal ("I've got nothing against X", 对X没意见)."""
    return (stance.label == "dislike" or bool(_NEGATION.search(clause_text))) and \
        not _refusal_denied(clause_text)


# A degree past what one wants ("far too heavy", 太沉, 过于笨重): a property of the product
# complained about, not a body reacting to a substance.
# (太 before a word of praise is a degree of it, no excess: 太舒服了, 太好看了, 太喜欢了; its sign
# is the word's. 太软了, 太暖和了 may be either, and stay excess.)
_ZH_PRAISED_DEGREE = r"喜欢|爱|好看|好用|舒服|舒适|棒|赞|值|美|漂亮|可爱|香|好(?![贵大小重长短厚薄硬软])|绝|" \
    r"合心意|对味|治愈|惊艳|满意|顺眼|爽|方便|顺手|省心|喜人|得劲|有质感|高级"
_EXCESS = re.compile(r"(?<![a-z])too\s+[a-z]|太(?![太空阳平极])(?!(?:" + _ZH_PRAISED_DEGREE + r")(?:了|啦|咯|吧|$))|过于")


# A rule told of a product bought again and again ("只要是我来买抱枕", "每次买地毯", "whenever I
# buy cushions"): the rule is that product's, a domain named.
_HABIT_PRODUCT = re.compile(r"(?:只要是?|每次|每回|每当|凡是|一旦)我?(?:们)?(?:来|要|再)?(?:买|挑|选|购买)(?P<zh>[^,.;!?，。；！？]{1,6})|"
                            r"(?<![a-z])(?:whenever|every\s+time|each\s+time|any\s+time)\s+(?:i|we)\s+"
                            r"(?:buy|shop\s+for|order|pick|choose|get)\s+(?:a\s+|an\s+|new\s+|some\s+)*"
                            r"(?P<en>[a-z\-]+(?:\s+[a-z\-]+)?)")


def _habit_names_product(text: str) -> bool:
    """A reason read only by the classifier is no floor where the rule names the product it
    holds for (DESIGN: a missed judgement fails narrow)."""
    from agent.product_types import type_of_title

    for m in _HABIT_PRODUCT.finditer(text):
        words = (m.group("zh") or m.group("en") or "").strip()
        if words and any(type_of_title(words[:n]) is not None for n in range(len(words), 0, -1)):
            return True
    return False


# A history of the shopper's own, told as what they did (round 34): "having volunteered at…",
# "after nursing on a burns ward", "I spent a summer cleaning oiled birds", 在海洋所上班,
# 跟着救助站去过一次貂场, 做了八年志愿者.
_DEED_TOLD = re.compile(
    r"^\s*(?:(?:and|so|but)\s+)?(?:having\s+(?:been\s+)?[a-z]+(?:ed|en|t)|after\s+(?:years\s+of\s+|a\s+\w+\s+of\s+)?[a-z]+ing|"
    r"(?:i|we)(?:'ve|\s+have|\s+had)?\s+(?:spent|volunteered|worked|grew\s+up|nursed|filmed|campaigned|"
    r"rescued|fostered|trained|studied|lived|served|helped)(?![a-z]))|"
    r"^\s*(?:我|我们)?(?:在|跟着|给|陪|做|干|当|去)[^，。,;；]{0,14}?(?:过|了[^，。,;；]{0,4}年|上班|工作|志愿者?)")


def _floor_apart(parsed, clauses: list[ClauseReading]) -> str | None:
    """A reaction or a principle told in a clause naming nothing ("香味重的东西让我头疼"):
    the dislikes said beside it are floors, when the clause says so in words and reads so.
    "told" when it is in words, "untold" when only its reading says so, "reason" when only its
    reading says so and it reads as a complaint too ("way too heavy for my wrists": a reason
    about the product; then a refusal that says "never again" of its own keeps that scope),
    "complaint" when that complaint says no negation (no floor at all),
    None for no floor. A word of many senses in the clause (牛奶 of "喝牛奶就胀气", what is
    drunk as much as what is refused) names nothing here: the clause still tells the reaction
    the refusal beside it ("乳糖的都别推") is for."""
    from agent.engines.offline_polarity import complaint_in

    named = [m.start for m in parsed.mentions if m.word.bare_ok]
    found = None
    for c in clauses:
        if any(c.holds(at) for at in named):
            continue
        scope = c.reading.scope
        told = _tells_reaction(parsed.text[c.start:c.end]) or _body_reacts(c, parsed.text[c.start:c.end])
        if not told and COMFORT.search(parsed.text[c.start:c.end].lower()):
            # "…, it makes me clammy": how the thing wears, read near a reaction, is a reason
            # in the product's own domain (a missed judgement fails narrow).
            continue
        # Who one is ("I don't eat anything from animals") in words no marker list has:
        # only a reading as clear as it gets.
        # (A product named beside a reaction told in words is what caused it, "我一喝牛奶就
        # 胃疼": no request; "i need frying pans" read global at 0.82, untold.)
        if scope.label == "global" and scope.clear(OVERRIDE_MARGIN if told else FLOOR_UNTOLD_MARGIN) \
                and (told or not names_product(c.form)):
            if told:
                return "told"
            stance = c.reading.stance
            said = parsed.text[c.start:c.end]
            # (what the shopper did, told as a history with no fault in it, "having
            # volunteered at an elephant orphanage", 跟着救助站去过一次貂场, is the reason
            # itself, no complaint of a product, whatever the vote made of its words)
            complaint = (stance.label == "dislike" and stance.clear(STANCE_DISLIKE_MARGIN) and
                         not (_DEED_TOLD.search(said.lower()) and complaint_in(parsed.text, c.start, c.end) is None)) or \
                bool(_EXCESS.search(said.lower()))
            # A complaint with no negation ("…，有股怪味", "it gets all scratched up and gross")
            # speaks of the product; a refusal read as one ("I don't eat anything from animals")
            # may still be who one is.
            said = "complaint" if not _NEGATION.search(parsed.text[c.start:c.end]) else "reason"
            found = "untold" if found == "untold" or not complaint else \
                ("reason" if found == "reason" else said)
    return found


def _body_reacts(c: ClauseReading, said: str) -> bool:
    """A reaction told in words no symptom list has ("my bowel flares for two days after one
    crumb of bread", 吃一口普通面包就疼两天): the body named as what it happens to
    (language/body_reaction), and the clause read as a floor and against, both clearly; not how
    warm or damp a thing wears (COMFORT)."""
    return body_named(said) and not COMFORT.search(said.lower()) and \
        c.reading.scope.label == "global" and c.reading.scope.clear(OVERRIDE_MARGIN) and \
        c.reading.stance.label == "dislike"


def _reaction_before(text: str, at: int) -> bool:
    """A symptom or a suffering verb said before `at` in `text` (not negated)."""
    from agent.engines.offline_reach import negated_symptom

    low = text.lower()
    if any(m.start() < at and not negated_symptom(low, 0, m.start(), m.end()) for m in SYMPTOMS.finditer(low)):
        return True
    if any(m.start() < at for m in _SUFFER.finditer(low)):
        return True
    # A change of the shopper's own colour ("leaves my fingers black", "my ears go red",
    # 皮肤发黑, 手指变绿): a verb of becoming and "my"/"me" before the colour.
    before = low[:at]
    return bool(_BECOMES.search(before) and _OWN.search(before)) or bool(_ZH_BECOMES.search(before))


_BECOMES = re.compile(r"(?<![a-z])(?:turn(?:s|ed|ing)?|go(?:es|ne|ing)?|went|leav(?:e|es|ing)|left|"
                      r"mak(?:e|es|ing)|made|stain(?:s|ed|ing)?)(?![a-z])")
_OWN = re.compile(r"(?<![a-z])(?:my|me)(?![a-z])")
_ZH_BECOMES = re.compile(r"(?:皮肤|手|耳|脖子|手腕|手指|身上|脸)\S{0,4}(?:发|变得?|会)$")


_QUESTION_END = re.compile(r"(?:吗|么|嘛|没有|没)\s*$")


# A Chinese A-not-A question ("要不要", "是不是", "能不能", "可不可以"): its 不 asks, it
# refuses nothing. Not 有没有: that asks for the product (REQUEST_FILLER), as "any X?" does.
_A_NOT_A = re.compile(rf"((?!有){CJK_CHAR})[不没]\1")


def _asks(text: str, clause: ClauseReading) -> bool:
    """The clause is a question (a question mark after it, a Chinese question particle at
    its end, or an A-not-A question) and says no negation of its own."""
    said = text[clause.start:clause.end]
    mark = text[clause.end:clause.end + 1] in ("?", "？") or said.rstrip().endswith(("?", "？"))
    a_not_a = _A_NOT_A.search(said)
    return (mark or bool(_QUESTION_END.search(said)) or bool(a_not_a)) and \
        not _NEGATION.search(_OR_NOT.sub("", _A_NOT_A.sub("", said)))


# A question's other half, "… or not?" ("can show me X first or not?", "is it in stock or
# not"): the English A-not-A, which asks and refuses nothing.
_OR_NOT = re.compile(r"(?<![a-z])or\s+not\s*[?？]?\s*$")


def _read_by_grammar(parsed, clause: ClauseReading, m, asked: bool,
                     after: ClauseReading | None = None) -> bool:
    """A word whose own clause asks for it as a degree ("休闲点的就行", "something casual") is
    wanted for this item; one whose clause complains of what it does ("velvet attracts lint",
    羊毛衫起球) is disliked, and the complaint verb names no product. Whatever the vote, which
    carries a refusal over from the clause before or reads a complaint without a negation as
    praise. A clause that denies the shopper could stop ("对X完全没有抵抗力", "I can never
    resist X") praises the word, and one that requires it ("X is non-negotiable", X是必须的)
    wants it, whatever a vote made of its negation. A complaint told in the clause `after`,
    going on about the word ("X沙发一坐一个印子，还特别吸灰", "…, and it collects dust"), is
    the word's. True when the word was read."""
    from agent.engines.offline_polarity import (complaint_beside, complaint_in, praised_by_denial,
                                                required_of)

    text = parsed.text
    if _asked_as_degree(parsed, clause, m, parsed.bare):
        return True
    if not asked and (praised_by_denial(text, clause.start, clause.end) or
                      required_of(text, clause.start, clause.end, m.start, m.end)):
        parsed.found.append(Found(Polarity.LIKE, m.word.category, m.word.slug, m.said,
                                  "default", False, m.start))
        parsed.bare.remove(m)
        return True
    if not asked and _refused_as_kind(text, m.end, clause.end):
        # "polyester is something I never wish to wear again", 涤纶是我怎么都不会穿的面料: the word
        # is what the shopper's own negated choice describes, a refusal whatever the vote (it
        # neared "X is the only thing I'll wear" on its words and was a like).
        parsed.found.append(Found(Polarity.DISLIKE, m.word.category, m.word.slug, m.said,
                                  "default", False, m.start))
        parsed.product = without(parsed.product, m.said)
        parsed.bare.remove(m)
        return True
    complaint = complaint_in(text, clause.start, clause.end)
    if complaint is None and after is not None and not _NEGATION.search(text[clause.start:clause.end]):
        named = [(n.start, n.end) for n in parsed.mentions]
        complaint = complaint_beside(text, after.start, after.end, named)
    if complaint is None or asked:
        return False
    parsed.found.append(Found(Polarity.DISLIKE, m.word.category, m.word.slug, m.said,
                              "default", False, m.start))
    for said in (m.said, complaint.group(0), complaint.group(0).split()[-1]):
        parsed.product = without(parsed.product, said)
        parsed.noun = without(parsed.noun, said) if said != m.said else parsed.noun
    parsed.bare.remove(m)
    return True


# The copula or the auxiliary of a passive said of the word ("X is nixed", "X get vetoed"), and
# the conjunction joining its clause to the one before ("…, and X is nixed for good").
_REFUSED_SUBJECT_GLUE = re.compile(r"(?<![a-z])(?:is|are|'s|'re|was|were|be|been|being|gets?|got|getting|"
                                   r"and|but|while|whereas|as\s+for)(?![a-z])")


def _refused_by_verb(parsed, clause: ClauseReading, m) -> bool:
    """The word's own clause, the word and its copula taken out, is a refusal in words and its
    span, nothing else (`_refusal_alone`): the word is what is refused. Only with a verb of
    refusal (a negation there may deny something else: "X is not too warm")."""
    text = parsed.text
    if any(clause.holds(n.start) and n is not m for n in parsed.mentions):
        return False
    if _refused_as_predicate(text, clause, m):
        parsed.product = _without_predicate(parsed, clause, m)
        return True
    rest = text[clause.start:m.start] + " " + text[m.end:clause.end]
    low = rest.lower()
    if not _REFUSAL_VERB.search(low) or _NEGATION.search(_ZH_NOT_NEGATING.sub(" ", low)):
        return False
    # (a bound of its own, "while I compare these sofas", is a span too: when, not what)
    return _refusal_alone(_REFUSED_SUBJECT_GLUE.sub(" ", unbounded(low)))


# What may open the clause before the word a predicate refuses: glue, never a verb of its own
# ("and X is banned for good", "X, though, is over for me"; not "I asked whether X is out").
_PREDICATE_OPENER = re.compile(r"^[\s,;:.!?，。；：—\-]*(?:(?:and|but|while|whereas|so|also|plus|then|oh|ok|okay|"
                               r"well|honestly|though|as\s+for|還有|还有|而且?|至于)(?![a-z])[\s,;:，。；：—\-]*)*$")


def _refused_as_predicate(text: str, clause: ClauseReading, m) -> bool:
    """The word is the subject of a predicate of exclusion and its span, nothing else ("X is
    off the table for now", "X can go", "X rugs are history for me", 波点这回出局;
    agent/language/refused_predicate), its clause opened by glue alone; or the clause keeps the
    thing out of the home or one's life ("nothing trimmed with X comes into my home", X的东西
    一件都不进家门: agent/language/going_without), a refusal the vote neared a like on."""
    said = text[clause.start:clause.end]
    if goes_without(said) and not _asks(text, clause) and \
            not (clause.reading.stance.label == "dislike" and clause.reading.stance.clear(STANCE_DISLIKE_MARGIN)):
        return True  # (a refusal the vote reads already is left to the readings of its reach)
    if not _PREDICATE_OPENER.match(text[clause.start:m.start].lower()):
        return False
    return refused_predicate(_after_product(text[m.end:clause.end]))


def _after_product(after: str) -> str:
    """The words after a named word, past the product it makes ("X rugs are history" -> "are
    history"), lower-cased, with a typographic apostrophe made plain."""
    after = after.replace("\u2019", "'").lower()
    name = type_name_first(after.lstrip(" -的"))
    if name is not None:
        after = re.sub(r"^s(?![a-z])", "", after.lstrip(" -的")[len(name):])
    return after


def _without_predicate(parsed, clause: ClauseReading, m) -> str:
    """The product words without the predicate that refused the word and the span after it
    ("is history for me", "is barred for this gift only", 这回就出局吧): they name no product
    (their words read as books, "history"; "for only" was a book title's neighbour)."""
    after = _after_product(parsed.text[m.end:clause.end])
    said = predicate_said(after.lstrip(" -的"))
    if not said:
        return parsed.product
    rest = after[after.find(said) + len(said):] if said in after else ""
    gone = set(re.findall(r"[a-z']+", said + " " + rest))
    product, noun = without(parsed.product, said), without(parsed.noun, said)
    if gone:
        product = " ".join(w for w in product.split() if w not in gone)
        noun = " ".join(w for w in noun.split() if w not in gone)
    parsed.noun = noun
    return product


# The word said to be a kind of thing the shopper would never choose: a copula, a noun of kind,
# and a relative clause whose subject is the shopper and whose verb is negated ("X is something
# I'd never choose to wear", "X is a fabric we won't buy", "X是我怎么都不会穿的面料", "X这种东西我是
# 绝对不会碰的"). Not a fault the thing never has ("X is a fabric that never pills", 是不会起球的面料:
# the shopper is no subject there).
_EN_KIND_REFUSED = re.compile(
    r"\s*(?:(?:really|just|simply|honestly)\s+)?(?:is|are|'s|'re|was|were)\s+(?:(?:just|simply|really|honestly)\s+)?"
    r"(?:a|an|the|one|some)?\s*(?:[a-z\-]+\s+){0,2}?(?:something|things?|fabrics?|materials?|stuff|kinds?|types?|"
    r"textures?|items?|products?)\s+(?:(?:that|which)\s+)?(?:i|we)\s*(?:'d|'ll|would|will|shall|could|can|do|did)?\s*"
    r"(?:never|not\s+ever|won'?t|wouldn'?t|don'?t|can'?t|cannot|refuse\s+to)(?![a-z])")
_ZH_KIND_REFUSED = re.compile(
    rf"^(?:这种|这类|那种)?(?:东西|面料|料子|材质|材料)?(?:我们?)?是(?:我们?)?[^，。,.；;！!？?]{{0,4}}?"
    rf"(?:不会|不可能|不愿意?|不想|不|没)再?[{CJK_RANGE}]{{1,2}}的")


def _refused_as_kind(text: str, end: int, clause_end: int) -> bool:
    rest = text[end:clause_end].lower()
    if _EN_KIND_REFUSED.match(rest):
        return True
    zh = _ZH_KIND_REFUSED.match(rest.strip())
    return bool(zh) and "我" in zh.group(0)


def _modifies_product(parsed, clause: ClauseReading, m) -> bool:
    from agent.engines.offline_polarity import modifies_product

    return modifies_product(parsed.text, clause.start, clause.end, m.start, m.end)


def _asked_as_degree(parsed, clause: ClauseReading, m, pool: list) -> bool:
    """"休闲点的就行", "something casual": the word is wanted for this item (a choice, as a
    colour chosen is), and "X一点" is no product to search for. True when so read."""
    from agent.engines.offline_polarity import asks_degree

    if not asks_degree(parsed.text, clause.start, clause.end, m.start, m.end):
        return False
    parsed.found.append(Found(Polarity.LIKE, m.word.category, m.word.slug, m.said,
                              "session", False, m.start, True))
    parsed.product = without(parsed.product, m.said)
    for part in (parsed.text[clause.start:m.start], parsed.text[m.end:clause.end]):
        # "一点", "would be better": the degree's words are no product either
        part = part.strip(" ,，。.!！").lower()
        parsed.product = without(parsed.product, part) if part else parsed.product
    pool.remove(m)
    return True


# A verb of becoming, told done, right before a colour: the colour is what the thing became
# ("the slats have gone black", "faded to grey", "turned yellow in the wash", 洗了两次就变黄了,
# 领口泛黄, 褪成了灰色), no colour wanted or refused. ("let's go black", "I got black last time"
# choose one: no "go" or "got" here.)
_BECAME = re.compile(
    r"(?<![a-z])(?:turn(?:s|ed|ing)|gone|went|goes|fad(?:e|es|ed|ing)|becom(?:e|es|ing)|became|bleached|yellowed)"
    r"\s+(?:(?:all|a\s+bit|kind\s+of|sort\s+of|slightly|completely|totally|a\s+sort\s+of|this|that|a)\s+)?"
    r"(?:(?:to|into)\s+(?:a\s+)?)?$|(?:变成?|变得|泛|褪成|染成|发)了?$")


def _drop_result_colours(parsed, clauses: list[ClauseReading]) -> None:
    """A colour said after the reaction in its clause is what the reaction looks like ("it
    turns my skin green", 戴了皮肤发黑), no stance target: neither a like nor a dislike.
    A colour before it ("red dye gives me hives") is what is refused, and stays."""
    def result(at: int) -> bool:
        clause = _clause_of(clauses, at)
        return clause is not None and \
            (_reaction_before(parsed.text[clause.start:clause.end], at - clause.start) or
             bool(_BECAME.search(parsed.text[clause.start:at].lower())))

    parsed.found = [f for f in parsed.found if not (f.category == Category.COLOR and result(f.at))]
    parsed.bare = [m for m in parsed.bare if not (m.word.category == Category.COLOR and
                                                  result(m.start))]
    parsed.guarded = [m for m in parsed.guarded if not (m.word.category == Category.COLOR and
                                                        result(m.start))]


def _principle_said(parsed) -> bool:
    """An ethic, a safety rule or a refusal of every product ("across the board") said in
    the utterance, outside any attribute word (纯素皮革 is a material): the rules make every
    dislike they read there a floor."""
    from agent.engines.offline_parse import _marker_outside

    # (the parse read it already, with who one is told as the reason: identity_reason)
    everywhere = getattr(parsed, "everywhere", None)
    if everywhere is not None:
        return bool(everywhere)
    return bool(_marker_outside(GLOBAL_MARKERS, parsed.text, parsed.mentions))


def _session_read(parsed, clause: ClauseReading) -> bool:
    """The clause says "this time" in words, or reads as session-only clearly ("for this
    search no purple"): a floor said beside it does not reach it."""
    own = _own_marker(parsed, clause)
    if own:
        return own == "session"
    scope = clause.reading.scope
    return scope.label == "session" and scope.clear(SCOPE_MARGIN)


def _refused_apart(parsed, clauses: list[ClauseReading]) -> bool:
    """A clause naming nothing that is a refusal in words and little else ("still no",
    "还是算了"), pointing back at nothing said before ("那个不算了" takes a no back): whatever
    was reconsidered beside it stays refused, so nothing is taken back (a lift supersedes a
    stored dislike: a quiet reversal)."""
    from agent.engines.offline_brands import _REFUSAL_WORDS, _refusal_worded

    from agent.engines.offline_polarity import denied_stop, without_oaths

    named = [m.start for m in parsed.mentions]
    for c in clauses:
        # (An oath, "no joke", 不骗你, vouches for what is said beside it: no refusal; nor
        # does a negation that denies stopping, "never going back", 回不去了: praise.)
        said = without_oaths(parsed.text[c.start:c.end].lower())
        for a, b in denied_stop(said):
            said = said[:a] + " " * (b - a) + said[b:]
        if any(c.holds(at) for at in named) or not _refusal_worded(said) or \
                _REFERS_BACK.search(said.lower()):
            continue
        rest = _REFUSAL_WORDS.sub(" ", said.lower())
        if len(re.findall(r"[a-z']+", rest)) <= 2 and len(re.findall(CJK_CHAR, rest)) <= 3:
            return True
    return False


# A conjunct whose verb is gapped: the clause names the word (with the product it makes) and
# says for how long, nothing else ("no yellow for this gift, and acrylic for good", "skip brass
# today, rattan from here on out", "…，氨纶的以后也一样"). Its verdict is the one said in the
# clause before it, its reach its own. Read on its own words, the vote matched the span ("for
# good" ~ "X is the best there is", "X ones for the rest of my life" ~ "X is my go-to") and a
# refusal kept for good was stored as a like: the quiet reversal (fresh17, fresh18, words19).
# (its glue, the words that carry no verdict: language/elided_stance)


# A conjunct joined to the clause before it by a word of adding (not set apart by "but", as in
# "any colour but white this round", which is read as it is).
_JOINED = re.compile(r"\s*(?:and|n|&|plus|also)(?![a-z])|\s*(?:还有|以及|和|也)")


def _gapped(parsed, clause: ClauseReading) -> bool:
    """The clause is a conjunct with its verb gapped: the named word, the product it makes, a
    span (its own marker of reach) and glue, nothing more."""
    from agent.engines.offline_reach import persistence_of
    from agent.language.classifier import PLACEHOLDER

    if persistence_of(parsed.text[clause.start:clause.end].lower()) is None or \
            clause.form.count(PLACEHOLDER) != 1:
        return False
    # (or the product it makes named right after the word: "and acrylic jumpers for good")
    return elided_stance.glue_only(clause.form.replace(PLACEHOLDER, " ").lower())


def _gap_verdict(parsed, clauses: list[ClauseReading], clause: ClauseReading):
    """What the gapped conjunct `clause` says of its word: the verdict found in the nearest
    clause before it that holds one (its last word's), else None."""
    for prev in reversed(clauses[:clauses.index(clause)]):
        said = [f for f in parsed.found if prev.holds(f.at)]
        if said:
            return max(said, key=lambda f: f.at)
    return None


def _read_gapped(parsed, clauses: list[ClauseReading], pool: list) -> None:
    """Each word of `pool` (bare or guarded mentions) said in a gapped conjunct takes the
    verdict of the clause before it, with the conjunct's own reach; with none before it, the
    word is nothing (an unknown polarity is never a like)."""
    from agent.engines.offline_reach import persistence_of

    for m in list(pool):
        if m.word.category not in ATTRIBUTES:
            continue
        clause = _clause_of(clauses, m.start)
        if clause is None or clauses.index(clause) == 0 or not _gapped(parsed, clause):
            continue
        verdict = _gap_verdict(parsed, clauses, clause)
        own = persistence_of(parsed.text[clause.start:clause.end].lower())
        if verdict is None and elided_stance.lender(parsed.text, [(c.start, c.end) for c in clauses],
                                                    clauses.index(clause),
                                                    [(n.start, n.end) for n in parsed.mentions]) is not None:
            # (the word before it still unread by the rules, "cut out velvet for the time
            # being, and fleece from now on": it borrows that word's stance once read, in
            # the reading of bare words below, language/elided_stance)
            continue
        if verdict is None and not _JOINED.match(parsed.text[clause.start:clause.end].lower()):
            continue
        pool.remove(m)
        if verdict is None:
            continue
        parsed.found.append(Found(verdict.polarity, m.word.category, m.word.slug, m.said, own,
                                  verdict.is_global and own != "session", m.start))
        if verdict.polarity == Polarity.DISLIKE:
            parsed.product = without(parsed.product, m.said)


def _held_faulted(parsed, clauses: list[ClauseReading]) -> None:
    """A like the rules read of a thing the shopper has (`_held`) whose fault is told after it,
    in a clause that asks nothing and does not vote a clear like: the trigger was a word of the
    story ("our X bookends keep chipping", "two winters in and my X bench has warped"), and
    the fault is the material's, a dislike in the turn's domain (round 34: a complaint about a
    thing told as its story was a like and a prefer word)."""
    for f in list(parsed.found):
        m = next((n for n in parsed.mentions if n.start == f.at), None)
        clause = _clause_of(clauses, f.at)
        if f.polarity != Polarity.LIKE or f.spec or m is None or clause is None or \
                _asks(parsed.text, clause) or not _held(parsed, clause, m):
            continue
        vote = clause.reading.stance
        if vote.label == "like" and vote.clear(STANCE_LIKE_MARGIN):
            continue
        if _past_purchase_faulted(parsed, clauses, clause, m):
            parsed.found[parsed.found.index(f)] = replace(f, polarity=Polarity.DISLIKE)
            parsed.product = without(parsed.product, m.said)


def lift_held_kin(parsed, request: PlanInput) -> None:
    """A take-back names the word the shopper says now, which may be wider or narrower than
    the refusal the session holds ("a steel bottle will do" after "no stainless steel", 银项链
    挺好 after 不要纯银, "suede's fine" after "no leather"): it lifts the held refusal its word
    covers (memory.terms.covers: the kinds table and the compound's head), never a word the
    session does not hold. A word the session holds itself is lifted as said."""
    from agent.engines.offline_lexicon import lexicon

    held = [c.slug for c in request.constraints if c.polarity == Polarity.DISLIKE]
    lifted = []
    for slug in parsed.lifted:
        # The kind said is the refusal it takes back when the session holds that kind
        # ("drop the sheepskin ban", 小羊皮的限制去掉: the word is read as its family, leather,
        # and the family covers neither sheepskin nor lambskin).
        # (a Chinese word names its kinds by its terms: 小羊皮 -> leather, lambskin)
        said = {kind.replace(" ", "_") for m in parsed.mentions if m.word.slug == slug
                for kind in (m.word.kind, *normalize_terms([m.said])) if kind}
        kin = [h for h in held if h in said] or \
            [h for h in held if slug not in held and covers(slug.replace("_", " "), h.replace("_", " "))]
        names = kin or [slug]
        if any(h != slug and lexicon().canonical(h.replace("_", " ")) == slug for h in kin):
            # A held spelling of the same thing (lycra, the store's spandex): both are lifted,
            # the one the session holds and the one the store keeps.
            names = [*kin, slug]
        lifted += [s for s in names if s not in lifted]
    if lifted == parsed.lifted:
        return
    parsed.lifted[:] = lifted
    parsed.found = [f for f in parsed.found if f.slug not in lifted]
    parsed.bare = [m for m in parsed.bare if m.word.slug not in lifted]
    parsed.guarded = [m for m in parsed.guarded if m.word.slug not in lifted]


def apply_readings(parsed, clauses: list[ClauseReading], request: PlanInput) -> None:
    """Adjust the parse (found constraints, bare mentions, lifts) by each clause's reading:
    a word takes the stance and the scope of the clause it is said in."""
    from agent.engines.offline_brands import _in_product_name, read_brand_topics

    _drop_result_colours(parsed, clauses)
    _held_faulted(parsed, clauses)
    utterance = getattr(parsed, "persistence", None) or _scope_apart(parsed, clauses) or "default"
    floor = _floor_apart(parsed, clauses)
    lead = _scope_beside(parsed, clauses)
    principled = _principle_said(parsed)

    def persistence_at(at: int, like: bool = False) -> tuple[str, bool]:
        clause = _clause_of(clauses, at)
        # (a doctor's order counts in the refusal's own clause, or ending the one before it
        # with its words told here: offline_reach.doctor_ordered)
        told = _tells_reaction(parsed.text[clause.start:clause.end]) or \
            doctor_ordered(parsed.text, clause.start, clause.end)
        scope = clause.reading.scope
        if principled and not _session_read(parsed, clause):
            # An ethic, a safety rule or "in anything I buy" said in the utterance makes every
            # refusal in it a floor, as the rules read it ("real fur is something I refuse on
            # principle"); not one said for this time only.
            return "lasting", True
        if not told and _own_marker(parsed, clause) != "session" and \
                _reaction_beside(parsed, clauses, clause) is not None:
            # "羊毛我碰都不能碰，一碰就浑身痒": the reaction told next, naming nothing, is
            # the refused word's (only ever asked for a dislike).
            return "lasting", True
        if told and scope.label == "global" and scope.clear(GUARDED_GLOBAL_MARGIN):
            # A floor everywhere only when the clause tells a reaction or a principle in
            # words too: a missed judgement fails narrow ("X is my weakness" is no allergy).
            return "lasting", True
        said = _refused_scope(parsed, clauses, clause) or \
            _led_over_vote(_scope_said(parsed, clause, SCOPE_MARGIN, like), lead.get(clause.start), parsed, clause) or \
            _topic_scope(parsed, clauses, clause)
        reach = (said if said != "global" else None) or lead.get(clause.start) or utterance
        if reach != "lasting" and not like and _span_widens_after(parsed, clauses, clause):
            # ("no X now, and on every search that follows as well": the span added after it)
            reach = "lasting"
        return reach, False

    # A take-back: the words named in its clause, or, when it names none ("那个不算数"),
    # the dislikes named in the rest of the utterance.
    # A refusal told apart ("…，还是算了") leaves nothing taken back and no like: the word
    # was reconsidered and refused again (an unknown polarity is never a like).
    refused_apart = _refused_apart(parsed, clauses)
    revocations = revoked(parsed.text)
    if not parsed.lifted and (not refused_apart or revocations):
        for clause in clauses:
            scope = clause.reading.scope
            names = any(clause.holds(m.start) for m in parsed.mentions)
            clause_text = parsed.text[clause.start:clause.end]
            # A take-back told in words (language/reconsidered: the thing shown again, an
            # earlier judgement owned as wrong), in a clause that refuses nothing, whatever
            # the vote ("I was too hard on X" neared "X is out of my life").
            # (or the earlier refusal itself cancelled, "scratch my earlier no on X", 刚才不要X
            #那句，收回: its "no" is what is cancelled, no new refusal)
            cancelled = any(a < clause.end and clause.start < b for a, b in revocations)
            worded = (reconsidered(clause_text) and not _NEGATION.search(clause_text)) or cancelled
            if (not worded and (scope.label != "takeback" or
                                not scope.clear(TAKEBACK_MARGIN if names else TAKEBACK_APART_MARGIN))) or \
                    SET_APART.search(parsed.text[max(0, clause.start - 30):clause.end]) or \
                    deferred(parsed.text[clause.start:clause.end]):
                # ("any brand but X is fine", "anything except X works": the rest is fine, X
                # is the one set apart, refused; nothing is taken back. Nor is a word put off
                # to another time, "X's fine another day", X改日再议: not now, so refused now.)
                continue
            pointed = names or not (names_product(clause.form) or not _REFERS_BACK.search(clause_text) or
                                    _own_marker(parsed, clause))
            if not pointed and not worded:
                # "要条围巾" asks for a product, "synthetic fill is fine" speaks of something
                # else: a take-back naming no word must point back at what was said. One that
                # says how long a refusal holds ("在我改主意之前", "下回再说") takes none back.
                continue
            said = {c.slug for c in request.constraints}
            # A word merely named is taken back only when it was a constraint of the session
            # or its clause is no complaint: "丝绒的窗帘太吸灰了" is no lift of velvet (a lift
            # supersedes a stored dislike: a quiet reversal).
            # Nor is a clear like ("X makes the best stuff"): that is a like, read below.
            stance = clause.reading.stance
            taken = (stance.label == "dislike" and stance.clear(STANCE_DISLIKE_MARGIN)) or \
                (stance.label == "like" and stance.clear(STANCE_LIKE_MARGIN))
            # A refusal the rules read in the clause stays when the clause's own vote is a
            # refusal too and nothing points back at what was said before ("we're through
            # with X sheets" neared "I'm okay with X now"; "forget I said no X" points back).
            reported = bool(_REFERS_BACK.search(parsed.text[clause.start:clause.end])) or cancelled
            # A take-back read more clearly than the refusal, by an exemplar with no negation
            # the clause lacks ("X isn't an issue any more" ~ "I don't mind X any more"; not
            # "exclude X" ~ "X doesn't need to be excluded"), outweighs the refusal's vote.
            vetted = not (_negations(scope.nearest) - _negations(parsed.text[clause.start:clause.end])) & {"q", "v"}
            named = [f.slug for f in parsed.found
                     if f.polarity == Polarity.DISLIKE and clause.holds(f.at)
                     and (not (stance.label == "dislike" and stance.clear(STANCE_DISLIKE_MARGIN)
                               and (stance.margin >= scope.margin or not vetted)) or reported)]
            # A change since, told in a session that holds no refusal of the word ("turns out X
            # holds up fine", "X chairs are fine now, the cat has moved out"): the praise is the
            # take-back of a refusal said in an earlier session (the store holds it), read as
            # tolerance, never a like (offline_curate: "fine" is no taste).
            # (or told in words: the thing shown again, a judgement owned as wrong, a finding
            # after checking, "I read up on X", 查了查)
            changed = bool(_CHANGED_SINCE.search(clause_text.lower())) or worded or found_out(clause_text)
            named += [m.word.slug for m in parsed.bare if clause.holds(m.start)
                      and (m.word.slug in said or not taken or (changed and not said))]
            # So is a like the rules read in it ("I looked into X properly and it's fine"
            # read "looked into X" as a wish), when the vote too says take-back and a finding,
            # a judgement owned as wrong or a return is told in words.
            if not said and scope.label == "takeback" and scope.clear(TAKEBACK_MARGIN) and \
                    (worded or found_out(clause_text) or misjudged(clause_text)):
                named += [f.slug for f in parsed.found if f.polarity == Polarity.LIKE and clause.holds(f.at)
                          and not f.spec]
            # A word of many senses ("glass", "navy") is taken back only when the session
            # refuses it: the lift then only ever undoes what was said.
            named += [m.word.slug for m in parsed.guarded if clause.holds(m.start)
                      and m.word.slug in said]
            if not named and not names:
                # (told in words only, "…, you can show them again": the words named with no
                # verdict of their own; one refused in words beside it, "still no X", stays)
                voted = pointed and scope.label == "takeback" and scope.clear(TAKEBACK_APART_MARGIN)
                named = [f.slug for f in parsed.found if f.polarity == Polarity.DISLIKE] if voted else []
                named += [m.word.slug for m in parsed.bare if m.word.slug in said or worded]
                if changed and not said:
                    # ("About X: forget that, it's fine now", "至于X嘛，算了，现在无所谓了": the
                    # object named before, a topic of its own; agent/language/topic_before)
                    named += topic_words(parsed.text, [(c.start, c.end) for c in clauses],
                                         clauses.index(clause), parsed.mentions)
            if not set(named) & said and not _TOLD_BEFORE.search(parsed.text) and not (changed and not said):
                # Nothing to take back: the session holds none of the words, and nothing
                # says they were said before ("neoprene obviously", "收纳箱最好不是聚丙烯的",
                # "不要密度板，之前那个…变形了" read near "X is fine after all"). A take-back
                # undoes what was said; the vote alone never turns a first word into one.
                continue
            slugs = sorted(set(named) & said) if set(named) & said else sorted(set(named))
            for slug in slugs:
                if slug not in parsed.lifted:
                    parsed.lifted.append(slug)
        # Praise of what the session refuses is a contradiction, a take-back ("麂皮靴子我重新
        # 想了想，还挺好的"): a word named with no trigger, disliked in this session, whose
        # clause is no complaint, and a clause of the utterance reads as a like or a lift.
        refused = {c.slug for c in request.constraints if c.polarity == Polarity.DISLIKE}
        verdicts = [c.reading for c in clauses if
                    (c.reading.stance.label == "like" and c.reading.stance.clear(STANCE_LIKE_MARGIN))
                    or (c.reading.scope.label == "takeback" and
                        c.reading.scope.clear(PRAISE_TAKEBACK_MARGIN))]
        for m in (*parsed.bare, *parsed.guarded):
            own = _clause_of(clauses, m.start)
            if m.word.slug not in refused or own is None or not verdicts or \
                    _NEGATION.search(parsed.text[own.start:own.end]) or \
                    _contested(parsed, clauses, clauses.index(own),
                               [n.start for n in parsed.mentions]) or \
                    (own.reading.stance.label == "dislike" and
                     own.reading.stance.clear(STANCE_DISLIKE_MARGIN)):
                continue
            if m.word.slug not in parsed.lifted:
                parsed.lifted.append(m.word.slug)
        if parsed.lifted:
            parsed.found = [f for f in parsed.found if f.slug not in parsed.lifted]
            parsed.bare = [m for m in parsed.bare if m.word.slug not in parsed.lifted]
            parsed.guarded = [m for m in parsed.guarded if m.word.slug not in parsed.lifted]

    # "the same wood" after "the oak table": the word points back at the one named before,
    # and names nothing of its own (its clause speaks of that one).
    pointers = _same_pointers(parsed)
    parsed.bare = [m for m in parsed.bare if m.start not in pointers]
    parsed.guarded = [m for m in parsed.guarded if m.start not in pointers]
    # What is refused by preferring a hardship to it ("I'd sooner X than buy another Y").
    _read_rather_than(parsed, persistence_at)
    # A thing "in X", then refused in words pointing back ("rugs in X feel cheap, skip em").
    _read_in_refused(parsed, clauses)
    # A maker told as a topic, its verdict in the clauses after (offline_brands).
    read_brand_topics(parsed, clauses, persistence_at)
    _read_comparisons(parsed, clauses, persistence_at)
    _read_gapped(parsed, clauses, parsed.bare)
    _read_gapped(parsed, clauses, parsed.guarded)
    # Bare attribute words: the stance of their clause decides what they are.
    for m in [m for m in parsed.bare if m.word.category in ATTRIBUTES]:
        clause = _clause_of(clauses, m.start)
        if clause is None:
            continue
        if m.word.category == Category.FEATURE and _in_product_name(parsed.text, m.start, m.end):
            # A feature word that opens a product's name (防晒 of 防晒霜, 折叠 of 折叠椅) names
            # the product, no feature said of it: the clause's vote is about the story or the
            # maker ("X的防晒霜我涂了三个夏天都没晒黑" refused every sunscreen).
            continue
        stance = _stance_of(parsed, clauses, clause)
        # The material of the product asked for (亚麻被套, "linen duvet cover") describes
        # what is wanted: a vote never turns it into a dislike (it removed every linen
        # duvet cover from the shopper who asked for one).
        wanted = describes_product(m, parsed) or _modifies_product(parsed, clause, m)
        if wanted and _turned_from(parsed, clauses, clause):
            # ("X storage tubs crack every winter, want something else", "X碗…，不要这种"):
            # the thing of that material is turned from in words pointing back at its kind,
            # so the material is no longer the product's that is wanted.
            wanted = False
        if wanted and m in parsed.of_goods:
            # A word of many senses that merely describes the product asked for ("a glass
            # teapot for green tea") stays guarded, whatever the vote made of the request:
            # only a clause saying more of it reads it as the material.
            parsed.bare.remove(m)
            parsed.guarded.append(m)
            continue
        persistence, is_global = persistence_at(m.start)
        liked, _ = persistence_at(m.start, like=True)
        if advised_for(parsed.text, clause.start, clause.end, m.start, m.end) and \
                not (stance.label == "like" and stance.clear(STANCE_LIKE_MARGIN)):
            # (a clear like is read as one below: 我见人就推荐X, the shopper's own praise)
            # "my dermatologist recommended silk pillowcases", 康复师说软木鞋底对我好: advice
            # for the word, in the words of care a floor is told in, is never a refusal
            # (language/advised_for); the material of the thing asked for is wanted.
            if wanted and asks_for_it(m, parsed):
                _settle(parsed, m, Polarity.LIKE, liked)
            else:
                parsed.bare.remove(m)
            continue
        beside = not wanted and _refuses(parsed.text[clause.start:clause.end], stance) and \
            _reaction_beside(parsed, clauses, clause) is not None
        if _allergens_listed(parsed, clauses, clause) or \
                (_cause_named(parsed, clause, m) and _reaction_told_before(parsed, clauses, clause)):
            beside, wanted, (persistence, is_global) = True, False, ("lasting", True)
        # A question with no negation in it ("are the X boots out of stock?", X的还有货吗)
        # asks about the product: a vote there is no refusal nor a like (it fails safe below).
        # (nor a topic's particle, "X嘛，终身禁用": the verdict after it was read for it)
        asked = _asks(parsed.text, clause) and not ((_raised_topic(parsed, clause) or _topic_alone(clause.form)) and
                                                   stance is not clause.reading.stance)
        i = clauses.index(clause)
        if _promise_let_down(parsed, clauses, clause, m):
            # "That X bath mat was meant to dry in seconds; ours smells…", 本该越用越亮的X门把手，
            # 半年就长满了绿锈: the good told is the thing's promise, let down after it
            # (language/expectation): never a like nor a prefer word; a clear refusal stands.
            if not asked and stance.label == "dislike" and \
                    stance.clear(_dislike_margin(parsed.text[clause.start:clause.end], stance)):
                _settle(parsed, m, Polarity.DISLIKE, persistence, is_global)
            else:
                parsed.bare.remove(m)
            continue
        if _more_asked(parsed, clause, m):
            # "do u have more of those X base layers?", 还有没有别的X打底衫: more of it asked
            # for is a like of it (a question alone takes no side).
            _settle(parsed, m, Polarity.LIKE, liked)
            continue
        if not asked and not wanted and _liked_pointing_back(parsed, clauses, clause, m):
            # ("my gran's wardrobe smelled of X, and a chest made of it is my dream")
            _settle(parsed, m, Polarity.LIKE, liked)
            continue
        if not asked and best_compared(parsed.text, clause.start, clause.end, m.start, m.end):
            # "nothing keeps my feet as warm as X does", 啥都比不上X: the best of its kind.
            _settle(parsed, m, Polarity.LIKE, liked)
            continue
        lasted = None if asked or wanted else _lasted_side(parsed, clause, m)
        if lasted == "winner":
            # "the X handle outlasted two steel ones", X蒸笼比不锈钢的都耐用: the thing that
            # lasted is praised (language/outlasted; the vote read "outlasted" as a refusal).
            _settle(parsed, m, Polarity.LIKE, liked)
            continue
        if lasted in ("measure", "denied"):
            # (the thing it is set against is only the measure: no verdict of its own; a
            # comparison of lasting denied praises neither side)
            parsed.bare.remove(m)
            continue
        if not asked and _improves_after(parsed, clause, m):
            # 亚麻衬衫越洗越软, "cotton sheets that get softer every wash": the thing told getting
            # better with use is liked, whatever the vote made of its physical words (洗 near
            # "一洗就缩水" was a refusal).
            _settle(parsed, m, Polarity.LIKE, liked)
            continue
        if not asked and _fault_denied_after(parsed, clauses, clause, m):
            # "two winters of walks and my X coat hasn't gone baggy", X菜刀用了六年，刃口一点没卷:
            # a fault denied of a thing lived with is praise (the vote read the fault's words
            # as a complaint, or another clause's report of use as one).
            _settle(parsed, m, Polarity.LIKE, liked)
            continue
        if not asked and _benefit_after(parsed, clauses, clause, m):
            # "X socks on the allotment and my toes stay toasty", X浴巾一会儿就干透了: a good
            # state kept or reached is praise (the vote read "dry", 凉 as a complaint).
            _settle(parsed, m, Polarity.LIKE, liked)
            continue
        if not asked and _outcome_spared(parsed, clauses, clause, m):
            # "my X socks came home with no holes and no smell; stock me up", 自从用了X炖锅，汤
            # 再也没糊过底: a fault the embedder reads as one, denied or ended, of a thing lived
            # with or wished for again, is praise (language/outcome_sign).
            _settle(parsed, m, Polarity.LIKE, liked)
            continue
        if not asked and _past_purchase_faulted(parsed, clauses, clause, m):
            # "Last year I got her a X nightdress and she said it pilled", 之前买的X桌巾，洗一次
            # 就皱到不行: what went wrong with a thing bought before is the word's fault; read
            # as naming the product (or its vote near "my X one has lasted years"), it was a
            # like or a prefer word of the turn: the quiet reversal.
            _settle(parsed, m, Polarity.DISLIKE, persistence)
            continue
        if not asked and _wished_again(parsed, clauses, clause, m):
            # "my son's X socks got through a whole winter of football, stocking up", 朋友送的X袜
            # 穿了一冬天脚都暖暖的，想再来几双: a story, then the wish to have it again.
            _settle(parsed, m, Polarity.LIKE, liked)
            continue
        if _ironic_beside(parsed, clauses, clause) and _topic_verdict(parsed, clauses, clause) is None:
            # (a topic refused in words after it, "至于X面料，无论现在或将来，恕不考虑", is no
            # irony, whatever the vote made of the span between)
            # "X sweater, great, another rash on my neck": praise beside a complaint is irony;
            # whose fault is unsure, so nothing, not even the product's material asked for.
            parsed.bare.remove(m)
            continue
        if not asked and not wanted and _refused_by_verb(parsed, clause, m):
            # "X is nixed for good", "X get vetoed every time", X的往后一律拉黑: the word is the
            # refusal's only object, told by its verb (no negation to read), whatever the vote
            # (it neared "X always delivers" on "always" and was a like).
            _settle(parsed, m, Polarity.DISLIKE, persistence, is_global)
            continue
        if _read_by_grammar(parsed, clause, m, asked, clauses[i + 1] if i + 1 < len(clauses) else None):
            continue
        if (told_as_spec(parsed.text.lower(), m.start) and not asked and
                not _NEGATION.search(parsed.text[clause.start:clause.end])) or \
                (m.word.category == Category.COLOR and
                 told_as_colour_choice(parsed.text.lower(), m.start, m.end) and
                 getattr(_elided_stance(parsed, clauses, i), "label", "") != "dislike"):
            # "颜色选绿色吧": the value chosen for its attribute is wanted, for this purchase.
            # (not a colour whose clause borrows a refusal: "chiffon's out for good; beige,
            # only this evening" refuses beige too, language/elided_stance)
            parsed.found.append(Found(Polarity.LIKE, m.word.category, m.word.slug, m.said,
                                      "session", False, m.start, True))
            parsed.bare.remove(m)
            continue
        if not wanted and not asked and deferred(parsed.text[clause.start:clause.end]) and \
                not (stance.label == "like" and stance.clear(NEGATED_LIKE_MARGIN)):
            # "purple another time perhaps", 黄色改日再议: the word put off to another time is
            # not wanted now, whatever the vote (it reads near a take-back or a like): refused
            # for this visit, never a like nor kept past it.
            parsed.found.append(Found(Polarity.DISLIKE, m.word.category, m.word.slug, m.said,
                                      "session", False, m.start))
            parsed.product = without(parsed.product, m.said)
            parsed.bare.remove(m)
            continue
        if stance.label != "like" and not wanted and not asked and not beside and \
                _acted_on(parsed.text.lower(), m):
            # "a cover for my velvet sofa", "spilled wine on my linen tablecloth": the material
            # of a thing the shopper has, that the product is for, is no verdict on what is
            # bought (the vote read the trouble told of it as a refusal); a like stands (一入秋
            # 我就长在灯芯绒裤子里了: living in them).
            parsed.bare.remove(m)
            continue
        if (stance.label == "dislike" and not wanted and not asked and stance.clear(
                _dislike_margin(parsed.text[clause.start:clause.end], stance)) and
                not no_stance_told(parsed.text[clause.start:clause.end])) or beside:
            # (an instruction of care or an acceptance refuses nothing, whatever the vote read
            # on "hand-washed" or 可以: offline_polarity.no_stance_told)
            parsed.found.append(Found(Polarity.DISLIKE, m.word.category, m.word.slug, m.said,
                                      persistence, is_global, m.start))
            # What is disliked is never searched for ("bad luck with Driftline").
            parsed.product = without(parsed.product, m.said)
            parsed.bare.remove(m)
        elif _reaction_refuses(parsed, clause, stance) and not wanted and not asked:
            # "X我一喝就拉肚子", "X sends me to A&E": a reaction told in words, in a clause that
            # reads as a floor, with no negation, refuses the word whatever the stance vote
            # (a reaction is never a like: the vote matched "X is my go-to" on its form).
            _settle(parsed, m, Polarity.DISLIKE, persistence, is_global)
        elif wanted and not asked and not refused_apart and asks_for_it(m, parsed):
            # "I'm after a tweed blazer", 走廊想铺一块剑麻的地毯: the material of the thing
            # asked for, in words of wanting, is wanted, however the vote reads the clause.
            _settle(parsed, m, Polarity.LIKE, liked)
        elif _tells_reaction(_unnamed(parsed, clause)):
            # A symptom or a principle in words ("X sends me to A&E"): never a like nor a
            # prefer word, whatever the vote.
            parsed.bare.remove(m)
        elif (_longing_denied(parsed.text[clause.start:clause.end]) or
              _refusal_denied(parsed.text[clause.start:clause.end])) and not wanted:
            # "I don't miss my X work trousers at all": glad to be rid of it, never a like
            # (the vote neared "I never get tired of X"). "not that I dislike X", 也不是不喜欢
            # X: no refusal, and no like either (a like beside it is about something else).
            parsed.bare.remove(m)
        elif stance.label == "like" and not asked and not refused_apart and \
                not _identified(parsed.text, clause, m) and \
                stance.clear(_like_margin(parsed.text[clause.start:clause.end], stance)) and \
                (_reaction_beside(parsed, clauses, clause) is None or
                 stance.clear(NEGATED_LIKE_MARGIN)) and \
                (not (_faulted_next(parsed, clauses, clause) or _faulted_within(parsed, clause)) or
                 stance.clear(NEGATED_LIKE_MARGIN)):
            # A reaction told right after the word ("…the wool, it makes my skin flare up")
            # is about it, most likely: only a like as clear as it gets stands beside one.
            # Under a negation the vote is least sure ("not a single bit of X" voted like):
            # only a very clear like is one, unless the like it is nearest to is told with a
            # negation too ("X我百看不厌", "I never tire of X"): then like is compared with like.
            # A like may well be the product's own material; a like is never global.
            _settle(parsed, m, Polarity.LIKE, liked)
        elif stance.label != "neutral" and not wanted:
            parsed.bare.remove(m)  # unclear: nothing (an unknown polarity is never a like)
        elif (_told_of_one_owned(parsed, m) or
              (stance.label != "like" and _commented_against(parsed, clauses, clause))):
            # "the wicker chair on our balcony creaks so loudly…", 不锈钢保温杯盖子拧几下就滑丝
            # 了: the material of a thing one has, in a turn that asks for nothing, is no
            # material asked for; read as a complaint or as nothing, it is no prefer word
            # either (whose fault is unsure: nothing; a like too unsure for the branch above
            # is no wish either: 前两天买的X桌布 voted near "X的我一直回购"). Nor is the topic of comments against it
            # that name nothing ("腈纶毛衣 扎人 痒", "丝绒单人椅 粘猫毛").
            parsed.bare.remove(m)
        elif (not wanted or not _ASKS_SOMETHING.search(parsed.text.lower())) and \
                _complained_next(parsed, clauses, clause):
            # "娃那件X的外套 俩回下来满身球球": the clause names the thing, the one after it,
            # naming nothing, complains in words: whose fault is unsure, so no prefer word.
            # In a turn that asks for nothing the thing named is no product wanted either
            # (窗台摆的X盆，过个冬全长了青苔: a story of a pot, no pot asked for).
            parsed.bare.remove(m)

    # A word of many senses read as bare for the goods after it that no verdict settled ("do
    # you have glass jars?") is guarded again: no prefer word, as before it was read.
    for m in [m for m in parsed.of_goods if m in parsed.bare]:
        parsed.bare.remove(m)
        parsed.guarded.append(m)
    # Words too common in other senses ("dairy", "fur"): only a clear dislike told as an
    # allergy or a principle takes them ("dairy upsets my stomach").
    for m in [m for m in getattr(parsed, "guarded", []) if m.word.category in ATTRIBUTES]:
        clause = _clause_of(clauses, m.start)
        if clause is None:
            continue
        if _asked_as_degree(parsed, clause, m, parsed.guarded):
            continue
        if best_compared(parsed.text, clause.start, clause.end, m.start, m.end) and not _asks(parsed.text, clause):
            # "nothing beats the grain of X", 啥都比不上X: the best of its kind, a like.
            persistence, _ = persistence_at(m.start)
            parsed.found.append(Found(Polarity.LIKE, m.word.category, m.word.slug,
                                      m.said, persistence, False, m.start))
            parsed.guarded.remove(m)
            continue
        lasted = None if _asks(parsed.text, clause) else _lasted_side(parsed, clause, m)
        if lasted is not None:
            # "the X board has outlasted every plastic one": a word of many senses told lasting
            # is the material (a food or a colour does not outlast); the measure, nothing.
            if lasted == "winner":
                persistence, _ = persistence_at(m.start)
                parsed.found.append(Found(Polarity.LIKE, m.word.category, m.word.slug,
                                          m.said, persistence, False, m.start))
            parsed.guarded.remove(m)
            continue
        if _praised_alone(parsed, clause, m):
            # "X yoga block, grippy and doesn't stink", 那个X书架搬了三次家都没散架: the
            # negation denies a fault of the word's thing (or spurns the others), and the
            # word is the clause's only one: praise (its "not" read as a refusal reversed it).
            persistence, _ = persistence_at(m.start)
            parsed.found.append(Found(Polarity.LIKE, m.word.category, m.word.slug,
                                      m.said, persistence, False, m.start))
            parsed.guarded.remove(m)
            continue
        if _improves_after(parsed, clause, m) and not _asks(parsed.text, clause):
            # "柚木的东西越用越亮", "maple boards just get better with use": a word of many senses
            # told getting better with use is the material (a food or a colour does not).
            persistence, _ = persistence_at(m.start)
            parsed.found.append(Found(Polarity.LIKE, m.word.category, m.word.slug,
                                      m.said, persistence, False, m.start))
            parsed.guarded.remove(m)
            continue
        if _fault_denied_after(parsed, clauses, clause, m) and not _asks(parsed.text, clause):
            # "five years on, our X table still hasn't warped": a word of many senses told with
            # a fault of its thing denied is the material (a colour neither warps nor rusts).
            persistence, _ = persistence_at(m.start)
            parsed.found.append(Found(Polarity.LIKE, m.word.category, m.word.slug,
                                      m.said, persistence, False, m.start))
            parsed.guarded.remove(m)
            continue
        if m.start not in pointers and _wished_again(parsed, clauses, clause, m):
            # "the X table my grandparents left us has survived three moves; I'd love the same
            # wood for a bedside table": a story, then the wish to have it again.
            persistence, _ = persistence_at(m.start)
            parsed.found.append(Found(Polarity.LIKE, m.word.category, m.word.slug,
                                      m.said, persistence, False, m.start))
            parsed.guarded.remove(m)
            continue
        if advised_for(parsed.text, clause.start, clause.end, m.start, m.end) and \
                clause.reading.stance.label != "like":
            continue  # advice for the word is no refusal (language/advised_for)
        stance, scope = clause.reading.stance, clause.reading.scope
        told = _tells_reaction(parsed.text[clause.start:clause.end])
        beside = _reaction_beside(parsed, clauses, clause)
        if not told and _cause_named(parsed, clause, m) and _reaction_told_before(parsed, clauses, clause):
            # "耳朵又红又肿，是镍闹的": the reaction told before, the word named as its cause.
            parsed.found.append(Found(Polarity.DISLIKE, m.word.category, m.word.slug,
                                      m.said, "lasting", True, m.start))
            parsed.product = without(parsed.product, m.said)
            parsed.guarded.remove(m)
            continue
        if beside is not None and not told and _refuses(parsed.text[clause.start:clause.end], stance):
            # "镍我一辈子都碰不得，一碰就起疹子": the reaction told in the next clause, naming
            # nothing, is about the word refused here: a floor.
            stance, scope, told = beside.reading.stance, beside.reading.scope, True
        margin = GUARDED_GLOBAL_MARGIN if told else GUARDED_UNTOLD_MARGIN
        # A floor read as clearly as it gets ("X are dangerous for my little boy") is told in
        # other words: a clear dislike is enough then.
        if not told and scope.label == "global" and scope.clear(FLOOR_UNTOLD_MARGIN) and \
                not _NEGATION.search(parsed.text[clause.start:clause.end]):
            margin = GUARDED_GLOBAL_MARGIN
        if stance.label == "dislike" and stance.clear(max(margin, STANCE_DISLIKE_MARGIN)) and \
                scope.label == "global" and scope.clear(margin):
            parsed.found.append(Found(Polarity.DISLIKE, m.word.category, m.word.slug,
                                      m.said, "lasting", True, m.start))
            parsed.product = without(parsed.product, m.said)
            parsed.guarded.remove(m)
        elif not told and not describes_product(m, parsed) and not _asks(parsed.text, clause) and \
                not any(clause.holds(n.start) and n is not m for n in parsed.mentions) and \
                _refused_as_predicate(parsed.text, clause, m):
            # "orange is barred for this present", "lace is history in our house": the word
            # is the subject of a predicate of exclusion, a refusal in words (never a like:
            # the vote neared "X is my thing" on the copula). Going without it (a habit, the
            # home kept free of it) beside who one is ("seven years without a drink, so I leave
            # anything with X on the shelf") is that floor, as in the branch below.
            persistence, floor = persistence_at(m.start)
            floor = floor and goes_without(parsed.text[clause.start:clause.end])
            parsed.found.append(Found(Polarity.DISLIKE, m.word.category, m.word.slug,
                                      m.said, persistence, floor, m.start))
            parsed.product = without(_without_predicate(parsed, clause, m), m.said)
            parsed.guarded.remove(m)
        elif not told and getattr(_elided_stance(parsed, clauses, clauses.index(clause)), "label", "") == "dislike":
            # "acetate is banned forever; teal only for this search": a word said with a scope
            # and nothing else, beside a refusal, is that refusal's attribute again, whatever
            # its other senses (language/elided_stance).
            persistence, _ = persistence_at(m.start)
            parsed.found.append(Found(Polarity.DISLIKE, m.word.category, m.word.slug,
                                      m.said, persistence, False, m.start))
            parsed.product = without(parsed.product, m.said)
            parsed.guarded.remove(m)
        elif told and goes_without(parsed.text[clause.start:clause.end]) and not describes_product(m, parsed) and \
                not _asks(parsed.text, clause) and \
                not any(clause.holds(n.start) and n is not m for n in parsed.mentions):
            # "I won't let an X-filled thing into our house" after the footage that told why: a
            # refusal told as keeping the thing out of the home (agent/language/kept_out), its
            # reason in the clause (the branch above reads it when the reason is elsewhere).
            persistence, floor = persistence_at(m.start)
            parsed.found.append(Found(Polarity.DISLIKE, m.word.category, m.word.slug,
                                      m.said, persistence, floor, m.start))
            parsed.product = without(parsed.product, m.said)
            parsed.guarded.remove(m)
        elif _guarded_like(parsed, clauses, clause, m, told):
            # "Oak is what I keep coming back to", "walnut is the dream": a word of many senses
            # is a like only when its clause is about it (said first, or the like's object)
            # and reads as a like as clearly as it gets, with no negation, no question, no
            # reaction or principle, and no floor read (a like is never global).
            persistence, _ = persistence_at(m.start)
            parsed.found.append(Found(Polarity.LIKE, m.word.category, m.word.slug,
                                      m.said, persistence, False, m.start))
            parsed.guarded.remove(m)
        elif _refused_after(parsed, clauses, clauses.index(clause), [n.start for n in parsed.mentions]) \
                is not None and not describes_product(m, parsed) and not _asks(parsed.text, clause):
            # "olive I have enough of, so not today": a refusal said alone right after the
            # word's clause is a refusal in words, and it is the word's (the clause between
            # them names nothing else).
            persistence, _ = persistence_at(m.start)
            parsed.found.append(Found(Polarity.DISLIKE, m.word.category, m.word.slug,
                                      m.said, persistence, False, m.start))
            parsed.product = without(parsed.product, m.said)
            parsed.guarded.remove(m)
        elif stance.label == "dislike" and stance.clear(GUARDED_DISLIKE_MARGIN) and \
                (told or _refused_in_words(parsed.text[clause.start:clause.end])) and \
                not _denies(parsed.text[clause.start:clause.end], stance.nearest) and \
                not describes_product(m, parsed):
            # A refusal in words ("I won't pay for fur"), read as one very clearly: a dislike
            # in the turn's domain (a floor everywhere needs a reaction or a principle, above,
            # or one said elsewhere in the utterance: "nine years sober, alcohol doesn't come
            # into my house", where persistence_at reads who one is).
            persistence, floor = persistence_at(m.start)
            parsed.found.append(Found(Polarity.DISLIKE, m.word.category, m.word.slug,
                                      m.said, persistence, floor, m.start))
            parsed.product = without(parsed.product, m.said)
            parsed.guarded.remove(m)

    # "the same wood", read as a like by the rules, is the like of the word it points back at
    # when that one is liked: one word said twice, stored once.
    held = {(f.polarity, f.category) for f in parsed.found if f.at not in pointers and
            any(p > f.at for p in pointers)}
    parsed.found = [f for f in parsed.found if f.at not in pointers or (f.polarity, f.category) not in held]

    # A word read as a dislike by the vote alone, its clause saying nothing against anything in
    # words, and as a like in another clause that says nothing against either ("since we
    # switched to X sheets my husband stopped waking up drenched; we'd like more X", "X被套，
    # 再来一套X的"): the dislike is the vote's guess on the words around the word (drenched,
    # 被套 nearing "X就算了"), the like is told. The guess goes: stored, it refused the very
    # thing praised (fresh16_story, fresh16_chat, fresh16_terse).
    def unworded(f) -> bool:
        c = _clause_of(clauses, f.at)
        return c is not None and _unworded_against(_unnamed(parsed, c))

    told_likes = {f.slug for f in parsed.found if f.polarity == Polarity.LIKE and unworded(f)}
    parsed.found = [f for f in parsed.found if f.polarity != Polarity.DISLIKE or f.slug not in told_likes or
                    not unworded(f) or any(g.slug == f.slug and g.polarity == Polarity.LIKE and
                                           _clause_of(clauses, g.at) is _clause_of(clauses, f.at)
                                           for g in parsed.found)]
    # A word refused in one clause and read as a like in another ("I boycott fur, real fur of
    # any kind"): the like is a contradiction, an unknown polarity, so it is nothing.
    refused = {f.slug for f in parsed.found if f.polarity == Polarity.DISLIKE}
    parsed.found = [f for f in parsed.found if f.spec or f.polarity != Polarity.LIKE or
                    f.slug not in refused]

    # Constraints the rules found: a clause with no marker of its own takes its reading's
    # scope when clear; a marker said in another clause only holds where nothing else is
    # said ("no wool for this present, and in general keep polyester away").
    for f in parsed.found:
        clause = _clause_of(clauses, f.at)
        if clause is None:
            continue
        if f.spec:
            continue  # a specification of this item ("颜色要蓝色"), whatever the clause reads
        own = _own_marker(parsed, clause)
        if own == "session" and f.persistence == "session" and f.polarity == Polarity.DISLIKE and \
                (_widened_after(parsed, clauses, clause) or _every_time_said_after(parsed, clauses, clause) or
                 _span_widens_after(parsed, clauses, clause)):
            # The verdict said for this time, then again for good in a refusal alone ("X的，这回
            # 不要，以后也都别要", "灰色现在不要，以后也一样不要", "X: not this time, and not
            # next time either"): the wider reach holds.
            f.persistence = "lasting"
            continue
        before = _marker_before(parsed, clauses, f) if not own else None
        if floor and f.polarity == Polarity.DISLIKE and f.persistence != "session" and \
                own != "session" and (not own or f.category != Category.BRAND) and \
                not (before == "session" or lead.get(clause.start) == "session") and \
                not _session_read(parsed, clause) and \
                floor != "complaint" and not (own == "lasting" and floor == "reason") and \
                not (floor != "told" and _habit_names_product(parsed.text)):
            # (A reason read only by the vote that is a complaint with no negation, "…，有股怪味",
            # "…, it gets all scratched up and gross", speaks of the product: no floor; a missed
            # judgement fails narrow. It stored silicone and plastic as floors everywhere.)
            # "nickel never, it gives me a rash": a lasting marker of its own does not keep
            # a refusal beside a told reaction from being a floor; "this time" does, and a
            # maker refused for good ("never Zephrine, they gave me blisters") is refused in
            # its own domain: its shoes, not a substance, gave the blisters.
            f.is_global = True
            continue
        if own:
            continue
        shared = True
        if f.persistence != "default" and not _marker_shared(parsed, clauses, f):
            f.persistence, shared = "default", False
        inherited = f.persistence != "default" or f.is_global
        said = _refused_scope(parsed, clauses, clause) or \
            _led_over_vote(_scope_said(parsed, clause, OVERRIDE_MARGIN if inherited else SCOPE_MARGIN,
                                       f.polarity == Polarity.LIKE), lead.get(clause.start), parsed, clause) or \
            _topic_scope(parsed, clauses, clause)
        if said == "global" and not (f.polarity == Polarity.DISLIKE and
                                     _tells_reaction(parsed.text[clause.start:clause.end])):
            said = None  # a floor needs a reaction or a principle in words: no scope said
        if said is None and f.polarity == Polarity.DISLIKE:
            said = _restated_scope(parsed, clauses, clause, f.slug)
        said = said or lead.get(clause.start) or (before if not inherited or not shared else None)
        if said is None and f.persistence == "default" and utterance != "default" and shared:
            said = utterance  # told in a clause of its own ("only for this present, no silk")
        if f.polarity == Polarity.DISLIKE and said != "global" and not f.is_global and \
                (said or f.persistence) != "lasting" and _span_widens_after(parsed, clauses, clause):
            said = "lasting"  # ("no X now, and on every search that follows as well")
        if said is None or f.is_global:
            continue
        if said == "global":
            if f.polarity == Polarity.DISLIKE and \
                    _tells_reaction(parsed.text[clause.start:clause.end]):
                f.is_global = True
        else:
            f.persistence = said

    _set_against_session(parsed, clauses)


# An itch of what is worn ("it itches", "scratchy", "prickles", 痒, 扎得慌): the discomfort of a
# fabric, not a reaction that reaches every domain, once it is told as a habit of years.
_ITCH = re.compile(r"(?<![a-z])(?:itch(?:y|es|ed|ing)?|scratch(?:y|es)|prickl(?:y|es|ed|ing))(?![a-z])|痒|扎(?:人|得|手|我)")
# What makes it a reaction of the body, a floor: an allergy, a rash, a swelling, the mouth.
_BEYOND_ITCH = re.compile(r"(?<![a-z])(?:allerg\w*|intoleran\w*|rash\w*|hives|eczema|dermatitis|swell\w*|swollen|"
                          r"welts?|blisters?|sneez\w*|wheez\w*|breath\w*|throat|lips?|mouth|tongue|eyes?|"
                          r"itchy\s+red|red\s+itchy|red\s+(?:ears?|skin|patch(?:es)?|bumps|spots|mess))(?![a-z])|"
                          r"过敏|不耐受|疹|肿|红肿|发红|泛红|红点|起红|喘|嗓子|喉咙|嘴|眼睛|鼻子|水泡|疙瘩|风团")
# The refusal told as a habit of years or a rule from now on.
_HABIT = re.compile(r"(?<![a-z])(?:always|never|ever|for\s+as\s+long\s+as|all\s+my\s+life|my\s+whole\s+life|"
                    r"since\s+i\s+was|for\s+years|for\s+good|permanently|forever|going\s+forward)(?![a-z])|"
                    r"一直|从来|向来|一向|从小|永远|往后|以后|这辈子|这么多年|多年")


def itch_kept_lasting(parsed) -> None:
    """A material refused as a floor everywhere for an itch alone, told beside a habit of years
    ("lace I can never stand, it itches", "wool always makes my arms itch", 法兰绒我一直穿着发痒,
    蕾丝贴身穿会痒，我从来不穿): the discomfort of wearing it, a lasting refusal in the turn's
    domain (round 34). Not when the utterance tells more than the itch (a rash, a swelling, an
    allergy), a floor in words (anywhere, 什么东西都) or who one is: those reach everywhere.
    The itch and the habit are read in the word's clause and the clauses either side of it."""
    low = parsed.text.lower()
    if not _ITCH.search(low) or _BEYOND_ITCH.search(low) or GLOBAL_MARKERS.search(parsed.text) or \
            identity_reason.told(low) or every_purchase.told(low):
        return
    cuts = [0] + [m.end() for m in _CLAUSE_CUT.finditer(low)] + [len(low) + 1]
    for f in parsed.found:
        if f.polarity != Polarity.DISLIKE or not f.is_global or f.category != Category.MATERIAL:
            continue
        i = next(k for k in range(len(cuts) - 1) if cuts[k] <= f.at < cuts[k + 1])
        window = low[cuts[max(0, i - 1)]:cuts[min(len(cuts) - 1, i + 2)]]
        if _ITCH.search(window) and _HABIT.search(window):
            f.is_global, f.persistence = False, "lasting"


_CLAUSE_CUT = re.compile(r"[,.;!?，。；！？、]")


def _restated_scope(parsed, clauses: list[ClauseReading], own: ClauseReading, slug: str) -> str | None:
    """The scope of a refusal said again in a clause of its own, when the clause it was first
    named in says none: the reason names the word first ("the organisers asked guests to avoid
    X", 主办方请来宾避开X, "the backdrop is X") and the refusal after it binds it ("so skip X
    for the evening", 所以晚宴那身衣服别挑X的). One word refused twice is one refusal, and the
    clause that says how long it holds speaks for both. Never a floor: a reaction is read in
    its own clause."""
    for clause in clauses:
        if clause is own or clause.reading.stance.label == "like" or \
                not any(m.word.slug == slug and clause.holds(m.start) for m in parsed.mentions):
            continue
        said = _scope_said(parsed, clause, SCOPE_MARGIN)
        if said in ("session", "lasting"):
            return said
    return None


def _set_against_session(parsed, clauses: list[ClauseReading]) -> None:
    """A refusal limited to this session by a marker of its own clause, and another refusal
    in a clause of its own with no reach said and not read as this session's ("no beige for the
    recital, and mohair has never agreed with me", 今天先别推灰色，羊绒我穿了总过敏):
    the session's limit is said of the one it qualifies; the other, set against it, outlasts
    the session in the turn's domain. (A marker told in a clause naming nothing, "only for this
    present, no silk", covers the rest: it is no refusal's own, and is read above.)"""
    limited = [f for f in parsed.found if f.polarity == Polarity.DISLIKE and f.persistence == "session"
               and (c := _clause_of(clauses, f.at)) is not None and _own_marker(parsed, c) == "session"]
    if not limited:
        return
    said_for_now = {f.slug for f in limited}
    for f in parsed.found:
        if f.polarity != Polarity.DISLIKE or f.persistence != "default" or f.is_global or f.spec or \
                f.slug in said_for_now:
            continue  # (the same word said again is the same refusal: "skip pink for this gift,
            # she has gone off pink")
        clause = _clause_of(clauses, f.at)
        if clause is None or _own_marker(parsed, clause) or \
                clause.reading.scope.label == "session" or \
                any(_clause_of(clauses, g.at) is clause for g in limited):
            continue
        f.persistence = "lasting"
