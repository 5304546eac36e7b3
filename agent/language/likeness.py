"""A look-alike named only to compare or to deny: "rather like a tiny power drill", "as runny
as olive oil", "not a suitcase on wheels", 有点像迷你电钻, 跟餐盘一样大, 不是桌游 (issue 11,
round 42).

A shopper who describes a product by its use or look often names another thing to say what it
resembles or what it is not. That thing is evidence against its own type, never for it: the
brush "like a power drill" is no drill, the puzzle that is "not a board game" no board game.
Which words compare or deny is a question of grammar, not of vocabulary:

- English: a preposition "like" (not the verb: "I'd like", "we like", "you'd like"; not an
  approximate naming after a pro-form, "something like a cardigan", which asks for the kind
  said), "as <word> as", "similar to", "resembles", "the size of", "looks/sounds like", and a
  denial "not a/an/the", "isn't a", "instead of", "rather than": from the marker to the end
  of its clause (punctuation, or a conjunction that opens a new clause).
- Chinese: 像 (not inside a word: 摄像头, 图像, 偶像), 跟/和/与/同 … 一样/差不多/似的/类似,
  类似, 仿佛, 好比, 如同, 犹如, and a denial 不是, 而非, 并非: from the marker to the end of its
  clause.

`likeness_spans` finds them; `said_only_in_likeness` asks whether a type's names stand only
there; `without_likeness` blanks them, so that a reader of the whole message's meaning reads
the description without the look-alike.
"""
from __future__ import annotations

import re
from functools import lru_cache

from agent.language.request_head import head_spans, mentions
from memory.text import has_cjk

# A clause ends at punctuation, or where a conjunction opens a new one.
_EN_CLAUSE_END = re.compile(r"[,;:!?.()\u2014\u2013]|(?<![a-z'])(?:but|because|so|which|and|while|though|"
                            r"although|since|when|whereas|yet)(?![a-z'])")
# The verb "like" has a subject or an auxiliary just before it; the preposition does not.
_EN_LIKE_VERB_BEFORE = frozenset(
    "i we you they he she people kids who 'd d would do does did don't doesn't didn't dont "
    "doesnt didnt really also still especially actually to will might may should could not "
    "i'd we'd you'd they'd he'd she'd always usually generally i'll we'll".split())
_EN_POINTED_AFTER = re.compile(r"\s+(?:it|this|that|these|those|them|mine|ours|yours|his|hers|theirs)(?![a-z'])")
# "something like a cardigan", "anything like that": an approximate name of the thing asked.
_EN_APPROXIMATE_BEFORE = frozenset("something anything nothing one ones stuff things thing".split())
_EN_MARKER = re.compile(
    r"(?<![a-z'])(?:(?P<like>like)|as\s+[a-z\-]+\s+as|similar\s+to|resembl(?:es|ing|e)|"
    r"(?:the\s+)?size\s+of|not\s+(?:a|an|the|some|one\s+of)|(?:isn't|isn’t|aren't|aren’t|is\s+not|are\s+not)\s+"
    r"(?:a|an|the)|instead\s+of|rather\s+than)(?![a-z'])")
# A denial of a person's stance ("not a fan of", "not a huge lover of", "isn't a big believer
# in"): the thing after it is what the stance is about, the kind asked for or refused.
_EN_STANCE_NOUN_AFTER = re.compile(r"(?:\s+(?:big|huge|great|massive|real|fan|biggest|total))*?\s+"
                                   r"(?:fan|lover|believer|friend|admirer|supporter|person|enthusiast)s?(?![a-z'])")
_EN_WORD_BEFORE = re.compile(r"([a-z'\u2019]+)\s*$")
_EN_PUNCT_BEFORE = re.compile(r"[,;:(\u2014\u2013]\s*$")
# "heavy as the lead apron", "pale as a hair serum": an adjective, then "as" and a thing. The
# adjective is told by its suffix or is one of the plain words of size, weight, feel, colour,
# light and sound; a role ("a mug as a present", "use it as a doorstop") has a noun or a verb
# before "as".
_EN_BARE_AS = re.compile(r"(?<![a-z'])(?P<adjective>[a-z]+)\s+as\s+(?:a|an|the|my|your|his|her|their|our|some)(?![a-z'])")
_EN_ADJECTIVE_ENDS = ("y", "ous", "ful", "ish", "ive", "ble", "ent", "ant", "ic")
_EN_PLAIN_ADJECTIVES = frozenset(
    "big small large tiny huge heavy light soft hard thin thick flat pale dark bright long short wide "
    "narrow tall low round smooth rough cold warm hot cool loud quiet sharp white black red green blue "
    "yellow pink brown grey gray clear strong tough fine fat slim deep sweet sour bitter firm loose "
    "tight stiff thin dense".split())

# 像 inside a word is no comparison (摄像头, 图像, 录像, 偶像, 画像, 肖像, 头像, 影像, 成像, 人像,
# 雕像, 佛像, 想像, 像素, 像样).
_ZH_MARKER = re.compile(
    r"(?<![摄图录偶画肖头影成人雕佛想])像(?![素样])|类似|仿佛|好比|如同|犹如|宛如|不是|而非|并非|"
    r"(?:跟|和|与|同)(?=[^，。,.!！？?；;、：:]{1,12}?(?:一样|差不多|似的|类似|相似|一般大|那么|那样))")
_ZH_CLOSER = re.compile(r"(?:一样|那样|这样|似的|一般|般)的?")
_ZH_CLAUSE_END = re.compile(r"[，。,.!！？?；;、：:\s]")


def likeness_spans(text: str) -> tuple[tuple[int, int], ...]:
    """The (begin, end) spans of `text` (lower-cased positions) that compare the thing to
    another or deny it is another, each from its marker to the end of its clause."""
    return _spans(text.lower())


@lru_cache(maxsize=256)
def _spans(low: str) -> tuple[tuple[int, int], ...]:
    if has_cjk(low):
        return tuple(_zh_spans(low))
    return tuple(_en_spans(low))


def _en_spans(low: str) -> list[tuple[int, int]]:
    spans = []
    for marker in _EN_MARKER.finditer(low):
        if marker.group("like") is not None:
            before = _EN_WORD_BEFORE.search(low, 0, marker.start())
            word = before.group(1).replace("\u2019", "'") if before else ""
            if _EN_POINTED_AFTER.match(low, marker.end()):
                continue  # "want one just like it": the thing pointed at, no other thing
            if _EN_PUNCT_BEFORE.search(low, 0, marker.start()):
                pass  # "…, like the lock screen on a phone": a clause that compares
            elif not before or word in _EN_LIKE_VERB_BEFORE or word.endswith("'d") or \
                    word in _EN_APPROXIMATE_BEFORE:
                continue
        elif _EN_STANCE_NOUN_AFTER.match(low, marker.end()):
            continue  # "not a fan of wool sweaters", "not a big lover of": a stance, no look-alike
        elif not marker.group().startswith(("not", "isn", "aren", "is", "are", "instead", "rather")):
            before = _EN_WORD_BEFORE.search(low, 0, marker.start())
            if before is not None and before.group(1) in _EN_APPROXIMATE_BEFORE:
                continue  # "anything similar to a kindle": the kind asked for
        end = _EN_CLAUSE_END.search(low, marker.end())
        spans.append((marker.start(), end.start() if end else len(low)))
    for bare in _EN_BARE_AS.finditer(low):
        adjective = bare.group("adjective")
        if adjective in _EN_PLAIN_ADJECTIVES or (len(adjective) > 4 and adjective.endswith(_EN_ADJECTIVE_ENDS)):
            end = _EN_CLAUSE_END.search(low, bare.end())
            spans.append((bare.end("adjective") + 1, end.start() if end else len(low)))
    return spans


def _zh_spans(low: str) -> list[tuple[int, int]]:
    spans = []
    for marker in _ZH_MARKER.finditer(low):
        end = _ZH_CLAUSE_END.search(low, marker.end())
        end = end.start() if end else len(low)
        # 像花园里的小亭子那样的铁丝笼: the comparison closes at 那样/一样/似的; the thing after it
        # is the head
        closed = _ZH_CLOSER.search(low, marker.end(), end)
        end = closed.end() if closed else end
        # 闻起来像现磨咖啡的香薰蜡烛: the thing after the comparison's 的 is the head asked for
        end = min([end, *(begin for begin, _ in head_spans(low) if marker.end() < begin < end)])
        spans.append((marker.start(), end))
    return spans


def said_only_in_likeness(names, text: str) -> bool:
    """Whether `text` says one of `names` (a type's names), and every time inside a
    comparison or a denial: a look-alike, not the thing asked for."""
    low = text.lower()
    spans = _spans(low)
    if not spans:
        return False
    said = mentions(names, low)
    return bool(said) and all(any(begin <= at < end for begin, end in spans) for at in said)


def without_likeness(text: str) -> str:
    """`text` with every comparison and denial left out (the same text when it has none)."""
    spans = _spans(text.lower())
    if not spans:
        return text
    kept, at = [], 0
    for begin, end in sorted(spans):
        if begin >= at:
            kept.append(text[at:begin])
            at = end
        else:
            at = max(at, end)
    kept.append(text[at:])
    return " ".join(" ".join(kept).split()) if not has_cjk(text) else "".join(kept)


def look_alike_words(text: str) -> tuple[str, ...]:
    """The words said only inside a comparison or a denial of `text`, longest first: what the
    product words (the head, the keyword table, the type names, the query) must not read.
    English: each word of a span said nowhere else in the text; Chinese: each span after its
    marker, and each of its segmented words said nowhere else."""
    low = text.lower()
    spans = _spans(low)
    if not spans:
        return ()
    outside = list(low)
    for begin, end in spans:
        outside[begin:end] = " " * (end - begin)
    rest = "".join(outside)
    words: dict[str, None] = {}
    if has_cjk(low):
        from agent.language.segment import cut, default_jieba

        for begin, end in spans:
            said = low[begin:end]
            marker = _ZH_MARKER.match(said)
            tail = said[marker.end():] if marker else said
            if len(tail) >= 2:
                words[tail] = None
            for word in cut(default_jieba(), tail, hmm=False):
                if len(word) >= 2 and word not in rest:
                    words[word] = None
    else:
        for begin, end in spans:
            for word in re.findall(r"[a-z][a-z'\-]*", low[begin:end]):
                if len(word) > 2 and not re.search(rf"(?<![a-z]){re.escape(word)}(?![a-z])", rest):
                    words[word] = None
    return tuple(sorted(words, key=len, reverse=True))
