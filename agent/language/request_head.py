"""The head of a request: the words that name the thing asked for (issue 11, round 36).

"looking for school trousers that survive football", "a padded sleeve my laptop slides into
before my backpack", 插在电脑上拷文件、揣兜里带回家的小玩意儿: a request names its head once, and
the rest of it says what the thing is for, where it goes or what it does, in words that may
name other products (football, a laptop, a backpack, 电脑). Which words are the head is a
question of grammar, not of vocabulary:

- English: in each clause, the phrase the asking verb governs, from its first content word
  (the asking frame "I'm looking for", "do you have", "need", the determiners and "to buy"
  are passed over) up to the first word that opens a description: a relative pronoun, a
  preposition, a subject of a contact clause ("a rug the puppy can't ruin", "a stick you plug
  in"), a conjunction of purpose or time. "of" after a word of measure or kind ("a pair of
  poles", "a tray of grit") keeps the head going: the goods are the head.
- Chinese: the head comes last in its phrase. The clause that asks (想买, 来个, 要一…:
  agent/language/asking.py) holds it, else the last clause that ends in a thing; in that
  clause the words after its last 的 (给儿子上学穿的校裤: 校裤), or after the asking word. A
  clause that ends in 的 (跑步不掉的) names no head: the one before it is read.

Round 35's head (the words before the first description word, counted from a clause's second
word) cut "looking for school trousers" at "for" and took a Chinese request's last clause
(课间踢足球也不容易破) as its head; docs/language_eval.md has the measure of both on the tune
sets' domain items.
"""
from __future__ import annotations

import re
from functools import lru_cache

from agent.language.asking import ZH_ASKING, ZH_MEASURE_WORDS
from memory.text import CJK_RANGE, has_cjk

# Words passed over before the head's first content word: the asking frame, greetings and
# discourse words, the determiners and quantifiers, and the verbs of getting.
_EN_FRAME = frozenset(
    "i i'm im i'd id i've we we're we'd we've am are is was just really also still now so oh "
    "and plus hi hey hello ok okay um well please pls kindly then next too "
    "looking searching hunting shopping after want wanted wanting need needed needing like "
    "love would could can may might do does did you ya u have has got sell stock carry "
    "any chance find me us show recommend suggest get buy order grab pick up source "
    "to for in the market on hunt hoping hope trying try a an some another one two three "
    "new pair pairs set sets couple few of there any "
    # turning back or over to a thing ("back to the running shoes", "what about a tote")
    "back go going return switch switching what how about instead actually rather let's lets "
    "look looking at see check out".split())
# Words that open what is said about the head: a relative clause, a purpose, a place, a
# time, a contact clause's subject.
_EN_DESCRIPTION = frozenset(
    "that which who whom whose where when while because before after until if than so as "
    "to for with without of in on at from by into onto over under above below beside "
    "between near next round around through against along across behind inside like full "
    "i you we he she they it my our your his her their its the this these those".split())
# A word of measure or kind: "of" after it names the goods ("a tray of grit", "the kind of").
_EN_MEASURE = frozenset(
    "pair pairs set sets kind kinds sort sorts type types couple pack packs box boxes tin tins "
    "jar jars bag bags bottle bottles tray trays roll rolls sheet sheets piece pieces bunch "
    "packet packets tub tubs can cans carton cartons case cases".split())
# A verb of asking or getting said inside a clause, and an indefinite that opens a thing.
_EN_ASKING_VERB = re.compile(
    r"(?<![a-z'])(?:needs?|needed|wants?|wanted|bring|buy|buying|get|getting|order|grab|keep|"
    r"recommend|suggest|find|show\s+me|could\s+use|(?:'d|would)\s+like|thinking\s+of|(?:looking|searching|hunting|"
    r"shopping)\s+for|in\s+the\s+market\s+for|do\s+you\s+(?:have|sell|stock|carry)|have\s+you\s+got|"
    r"got\s+any)(?![a-z'])")
_EN_INDEFINITE = re.compile(r"(?<![a-z'])(?:a|an|some|another)(?![a-z'])")
_EN_CLAUSE = re.compile(r"[^,;:!?.()—–]+")
_EN_WORD = re.compile(r"[a-z0-9][a-z0-9'’]*(?:-[a-z0-9']+)*")

_ZH_CLAUSE = re.compile(r"[^\s，。,.!！？?；;、：:]+")
_ZH_ASK = re.compile(ZH_ASKING)


def head_spans(text: str) -> list[tuple[int, int]]:
    """The (begin, end) spans of `text` (lower-cased positions) that name the thing asked
    for: one per English clause, the one head of a Chinese request (or none)."""
    return [(begin, end) for begin, end, _ in _spans(text.lower())]


@lru_cache(maxsize=256)
def _spans(low: str) -> tuple[tuple[int, int, bool], ...]:
    """The head spans, each with whether it surely introduces a thing asked for (`_en_heads`,
    `_zh_head`). Cached: a turn asks of one text for each type it names."""
    return tuple(_zh_head(low) if has_cjk(low) else _en_heads(low))


def _en_heads(low: str) -> list[tuple[int, int, bool]]:
    """Each clause's head span; sure when an indefinite opens it ("a", "some", "another") or
    it is a pro-form's ("something that…"): a clause that opens with a constraint ("under 2k
    for a dining set", "no leather on my trainers") or a taste introduces no thing."""
    spans = []
    for begin_at, end_at in _en_clauses(low):
        words = list(_EN_WORD.finditer(low, begin_at, end_at))
        asked = _EN_ASKING_VERB.search(low, begin_at, end_at)
        indefinite = _EN_INDEFINITE.search(low, begin_at, end_at)
        if asked is not None and (indefinite is None or asked.start() < indefinite.start()):
            # "the staffroom needs a big clock", "reckon we need a little rod": the object of
            # the asking verb, not the clause's subject, is the head
            words = [w for w in words if w.start() >= asked.end()]
        first = next((i for i, w in enumerate(words) if w.group() not in _EN_FRAME), None)
        if first is None:
            continue
        end = end_at
        for prev, word in zip(words[first:], words[first + 1:]):
            said = word.group()
            if said == "of" and prev.group() in _EN_MEASURE:
                continue
            if said in _EN_DESCRIPTION:
                end = word.start()
                break
        sure = any(w.group() in _EN_INDEFINITES for w in words[:first]) or \
            words[first].group() in _EN_PRO_FORMS
        spans.append((words[first].start(), end, sure))
    return spans


_EN_INDEFINITES = frozenset("a an some another any one pair set couple".split())
_EN_PRO_FORMS = frozenset("something anything thing things".split())


def _en_clauses(low: str) -> list[tuple[int, int]]:
    """The clauses of an English text: split at punctuation, and at "and"/"but" before a new
    subject ("… sits his exams soon and his old calculator has given up")."""
    spans = []
    for clause in _EN_CLAUSE.finditer(low):
        begin = clause.start()
        for joint in _EN_NEW_SUBJECT.finditer(low, clause.start(), clause.end()):
            spans.append((begin, joint.start()))
            begin = joint.end()
        spans.append((begin, clause.end()))
    return spans


_EN_NEW_SUBJECT = re.compile(r"\s(?:and|but)\s+(?=(?:my|his|her|their|our|i|we|he|she|they|it)\s)")


def _zh_head(low: str) -> list[tuple[int, int, bool]]:
    """The head span of a Chinese request.

    In the last clause that asks, the words after its last 的 (or after its asking word); when
    the ask says only a count or a generic thing (想买一条, 我要一口, 换个东西), a clause around it
    names the head: the first after it or before it that ends in a thing told by a relative
    clause, else the clause before the ask (买个小娃娃拉得动的 after 带孙子去放风筝).
    With no clause that asks: the first clause that is a thing after 的 (让车里闻着香的小东西;
    能放进宝宝房间的五斗柜，装她的小衣服; 玄关用的鞋架) or a topic with no verb (咖啡磨豆机，陶瓷
    磨芯), else the first clause (the topic comes first in Chinese). Sure: the head of the
    clause that asks (or the clause before an ask that says only a count), a thing after 的
    with a verb before it, or a topic that opens with a count (一个小挂件); a topic or a clause
    read whole may be a taste or a story (这次不要粉色, 妈妈手腕不好)."""
    clauses = list(_ZH_CLAUSE.finditer(low))
    if not clauses:
        return []
    asking = [i for i, c in enumerate(clauses) if _zh_asks(c.group())]
    if asking:
        at = asking[-1]
        said = clauses[at].group()
        des = [m.end() for m in _ZH_DE.finditer(said)]
        begin = des[-1] if des else _zh_asks(said).end()
        if not _ZH_NO_HEAD.fullmatch(said[begin:]):
            return [(clauses[at].start() + begin, clauses[at].end(), True)]
        for i in (*range(at + 1, len(clauses)), *range(at - 1, -1, -1)):
            span = _zh_relative_head(clauses[i])
            if span is not None:
                return [span]
        return [(clauses[at - 1].start(), clauses[at - 1].end(), True)] if at > 0 else []
    for clause in clauses:
        span = _zh_relative_head(clause)
        if span is not None:
            return [span]
        if not _zh_verbs(clause.group()):
            return [(clause.start(), clause.end(), bool(_ZH_COUNT.match(clause.group())))]
    return [(clauses[0].start(), clauses[0].end(), False)]


def _zh_asks(said: str) -> re.Match | None:
    """The asking word of a clause (agent/language/asking.py), or 想 before a verb (想送,
    想铺): a thing is asked for."""
    for found in _ZH_ASK.finditer(said):
        if not _ZH_NOT_ASKING.search(said, 0, found.start()):
            return found
    for m in _ZH_WANT_VERB.finditer(said):
        if m.group(1) in _verbs() and not _ZH_NOT_ASKING.search(said, 0, m.start()):
            return m
    return None


def _zh_relative_head(clause: re.Match) -> tuple[int, int, bool] | None:
    """The thing after a clause's last 的 when what comes before that 的 says what the thing
    does or where it goes (a verb: 让车里闻着香的小东西, 能放进宝宝房间的五斗柜), the whole clause
    when a modifier or an owner stands there (胶片相机造型的钥匙扣, 床垫的厚度), provided the
    words after 的 name a thing (not 就行, 一条, 东西); None otherwise (跑步不掉的: no head)."""
    said = clause.group()
    des = [m for m in _ZH_DE.finditer(said)]
    if not des:
        return None
    de = des[-1]
    after = said[de.end():]
    if _ZH_NO_HEAD.fullmatch(after):
        return None
    from agent.language.segment import function_words, predicates

    words = _zh_words(after)
    if not words or words[-1] in _verbs() or words[-1] in function_words() or \
            words[-1] in predicates():
        return None  # 行李箱是塑料的也无所谓: what is said of it, no thing
    if not _zh_verbs(said[:de.start()]):
        # a modifier or an owner before 的 (胶片相机造型的钥匙扣, 床垫的厚度): the clause is one
        # phrase, read whole
        return clause.start(), clause.end(), False
    return clause.start() + de.end(), clause.end(), True


def _zh_words(said: str) -> tuple[str, ...]:
    from agent.language.segment import cut, default_jieba

    return cut(default_jieba(), said, hmm=False)


def _zh_verbs(said: str) -> list[str]:
    """jieba's words of `said` that its dictionary tags as verbs."""
    return [word for word in _zh_words(said) if word in _verbs()]


def _verbs() -> frozenset[str]:
    from agent.language.segment import verbs

    return verbs()


_ZH_DE = re.compile(r"的(?!时候|话)")
_ZH_COUNT = re.compile(r"[一两几]" + ZH_MEASURE_WORDS)
# Before an asking word, a negation (不要一刮就掉: no ask) or the 用 of a purpose (用来把耳机…装
# 在一起: what it is for, never the head).
_ZH_NOT_ASKING = re.compile(r"[不别没用]$")
_ZH_WANT_VERB = re.compile(rf"想([{CJK_RANGE}])")
# What says no head of its own: nothing, a count (一条, 个, 一口), a generic thing (东西,
# 玩意儿), "will do" (…的就行), an asking word's tail (吧, 呢).
_ZH_NO_HEAD = re.compile(r"(?:[一两几]?(?:" + ZH_MEASURE_WORDS + r"|口)?)?(?:东西|玩意儿?|的)?"
                         r"(?:就(?:行|好|可以|成)|即可)?[吧呢啊呀吗]?")


def head_words(text: str) -> list[str]:
    """The words of an English request's first head span past the asking frame, the words
    that open a description and adverbs (the head's own words: "trombulator" of "need a new
    trombulator please"); none for a Chinese one."""
    low = text.lower()
    if has_cjk(low):
        return []
    spans = _en_heads(low)[:1]
    return [w for begin, end, _ in spans for w in re.findall(r"[a-z]+", low[begin:end])
            if w not in _EN_FRAME and w not in _EN_DESCRIPTION and w not in _EN_ADVERBS]


# Adverbs said after a head ("a grimwhistle anywhere", "a kettle today"): no part of it.
_EN_ADVERBS = frozenset("anywhere somewhere here there today now please pls too also again "
                        "instead maybe perhaps asap quickly soon".split())


def mentions(names, low: str) -> list[int]:
    """Where `low` (lower-cased) says one of `names`: English names as whole words (a plural
    -s/-es allowed), Chinese ones as they stand."""
    found = []
    for name in names:
        name = name.lower()
        if not name:
            continue
        if has_cjk(name):
            start = low.find(name)
            while start >= 0:
                found.append(start)
                start = low.find(name, start + len(name))
        elif name in low:  # (most names are not said: no pattern compiled or run for them)
            found.extend(m.start() for m in _whole_word(name).finditer(low))
    return found


@lru_cache(maxsize=16384)
def _whole_word(name: str) -> re.Pattern:
    """`name` as a whole English word, a plural -s/-es allowed: compiled once per name (the
    type vocabulary has thousands, more than `re`'s own cache holds, so a turn recompiled
    them: a third of the plan step's time)."""
    return re.compile(rf"(?<![a-z0-9]){re.escape(name)}(?:e?s)?(?![a-z0-9])")


def named_outside_the_head(names, text: str) -> bool:
    """Whether `text` names one of `names` (a type's names), and only outside its head
    spans, one of which surely introduces the thing asked for: a word of the description,
    not the thing asked for. False when no head span is sure (a constraint, a taste, a story
    told first: "under 2k for a dining set", 给儿子买睡衣，不要涤沦的)."""
    low = text.lower()
    spans = _spans(low)
    said = mentions(names, low)
    return any(sure for _, _, sure in spans) and bool(said) and \
        not any(begin <= at < end for at in said for begin, end, _ in spans)


def said_in_the_head(names, text: str) -> bool:
    """Whether `text` says one of `names` (a type's names) inside a head span, sure or not:
    the type is (part of) the thing asked for."""
    low = text.lower()
    spans = head_spans(low)
    return any(begin <= at < end for at in mentions(names, low) for begin, end in spans)


def said_only_outside_the_head(names, text: str) -> bool:
    """Whether `text` says one of `names` and never inside a head span, sure or not: a word
    of the description ("the clip that holds my phone"). A type found by a word no name
    spells (给沙发买个套: the cover of the sofa) is not said so."""
    low = text.lower()
    said = mentions(names, low)
    return bool(said) and not any(begin <= at < end for at in said for begin, end in head_spans(low))
