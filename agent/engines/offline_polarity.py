"""A word's stance from its own clause's grammar, where the stance vote reads the wrong side.

Two shapes the nearest-exemplar vote reads backwards (issue 11):

- A degree asked for ("休闲一点", "简约点的就行", "something casual", "plain is better"): the
  clause wants more of the word. Beside a refusal ("不要太正式，休闲点的就行") the vote carries
  the refusal over; the word is wanted, for this item, unless its own clause negates it.
- A complaint of what a material does ("velvet attracts lint", "nylon tights ladder", 羊毛衫
  起球, 铁锅生锈): no negation word, so the vote may read praise; the verb is a complaint of the
  word, and it names no product (a tights "ladder" is no ladder).
"""
from __future__ import annotations

import re

from agent.engines.offline_constraints import NEGATION

# After the word: a degree (一点/点/些), then at most the "that will do" of a request.
_ZH_DEGREE_TAIL = re.compile(
    r"\s*(?:一|再)?(?:点|些)儿?(?:的)?(?:(?:就|也)?(?:行|好|可以|够了|成|ok)|吧|呗|了|哈|呀|啊|的)*"
    r"[\s。！!.,，~～]*$")
# Before the word: nothing, or a verb of asking and a degree adverb (要/来/换 + 稍微/更/再).
_ZH_DEGREE_HEAD = re.compile(r"^\s*(?:还是|要|来|换|选|挑|找|买|给我)?(?:个|件|款)?(?:稍微|稍|更|再|偏)?\s*$")
# English: "something casual", "more casual", "a bit more casual", "rather casual" … with
# nothing after but a "that will do"; or "casual is better", "casual would be nicer".
_EN_DEGREE_HEAD = re.compile(
    r"(?:^|\s)(?:something|anything\s+(?:more|a\s+bit)|(?:a\s+(?:bit|little)\s+)?more|rather|"
    r"(?:i'?d\s+)?(?:go|prefer)\s+(?:for\s+)?(?:something\s+)?(?:more\s+)?)\s*(?:more\s+)?$")
_EN_DEGREE_TAIL = re.compile(
    r"^\s*(?:(?:one|ones|stuff|instead|please|maybe|would\s+do|will\s+do|is\s+fine|works)\b\s*)*"
    r"[\s.!,]*$")
_EN_BETTER_TAIL = re.compile(
    r"^\s*(?:is|would\s+be|'d\s+be|will\s+be|works|looks)\s+(?:much\s+|way\s+|a\s+lot\s+)?"
    r"(?:better|nicer|fine|good|preferable|ok|okay)\b[\s.!,]*(?:instead|though)?[\s.!,]*$")


def asks_degree(text: str, c_start: int, c_end: int, start: int, end: int) -> bool:
    """The word, said at text[start:end] in the clause text[c_start:c_end], is asked for as a
    degree or an alternative ("休闲一点", "简约点的就行", "something casual", "plain is
    better"), and the clause negates nothing: the word is wanted."""
    clause = text[c_start:c_end]
    if NEGATION.search(clause.lower()):
        return False
    head, tail = text[c_start:start].lower(), text[end:c_end].lower()
    if _ZH_DEGREE_TAIL.match(tail) and _ZH_DEGREE_HEAD.match(head) and \
            re.search(r"点|些", tail):
        return True
    if _EN_DEGREE_HEAD.search(head) and _EN_DEGREE_TAIL.match(tail) and \
            len(head.split()) <= 5:
        return True
    return bool(_EN_BETTER_TAIL.match(tail)) and len(head.split()) <= 2


# Complaints of what a material does, told with no negation: pills, sheds, fades, ladders,
# rusts, snags, attracts lint, goes bobbly, 起球, 掉色, 勾丝, 生锈, 掉毛, 变形 ...
_EN_COMPLAINT = re.compile(
    r"(?<![a-z])(?:pill(?:s|ed|ing)|bobbl(?:y|es|ed)|sheds|shedding|fad(?:es|ing)|"
    r"ladder(?:s|ed|ing)?|rust(?:s|ed|ing)?|snag(?:s|ged|ging)?|fray(?:s|ed|ing)?|"
    r"tarnish(?:es|ing)|peels|peeling|cracks|cracking|shrinks|shrank|shrunk|"
    r"(?:is|are|gets?|got|goes|went)\s+(?:all\s+)?(?:wrinkly|bobbly|"
    r"baggy|saggy|stretched|misshapen|out\s+of\s+shape)|"
    r"(?:attract|collect|pick)(?:s|ed|ing)?\s+(?:up\s+)?(?:every\s+(?:bit|speck)\s+of\s+|all\s+the\s+)?"
    r"(?:lint|fluff|hair|pet\s+hair|dust|fuzz)|"
    r"los(?:es|t|ing)\s+(?:its|their)\s+shape|stretch(?:es|ed)?\s+out|"
    r"(?:runs?|ran)\s+(?:in\s+the\s+wash|on\s+me|straight\s+away|after))(?![a-z])")
_ZH_COMPLAINT = re.compile(r"起球|掉色|褪色|串色|勾丝|抽丝|生锈|长锈|掉毛|变形|缩水|起皱|开线|"
                           r"脱线|掉漆|掉皮|脱皮|起皮|粘毛|吸灰|发霉|氧化发黑|发黄")


def complaint_in(text: str, c_start: int, c_end: int) -> re.Match | None:
    """The complaint verb of the clause text[c_start:c_end], told with no negation in it
    ("不会起球", "doesn't pill" deny it), else None."""
    clause = text[c_start:c_end].lower()
    if NEGATION.search(clause):
        return None
    return _EN_COMPLAINT.search(clause) or _ZH_COMPLAINT.search(clause)
