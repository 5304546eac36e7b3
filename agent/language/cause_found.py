"""A reaction's cause as someone found it (issue 11, round 44).

A floor is often told as a story of the body and then its cause, found by someone or by a test:
"…and I'm wheezing; the doctor blamed the X", "the allergist traced my headaches to X", "the GP
put it down to X", "it turned out to be the X", 查下来是X惹的祸, 医生说是X引起的, 化验出来是X的问题,
原来是X闹的. The engine knew a cause only when the word opened its clause ("it's the X", "blame
the X", 是X闹的, 都怪X) or was followed by "is the culprit"; a finder before the verb (the
doctor, the tests, 查下来) hid it, and the word was refused in the turn's domain only, where
DESIGN §3 says a health reason is a floor everywhere.

What this module adds is the grammar of the finding, not a list of causes or symptoms: a verb
of assigning a cause whose object is the word (blamed, put … down to, traced … to, pinned … on,
turned out to be), or a Chinese head of finding (查下来, 查出来, 检查发现, 化验, 医生说, 原来,
后来才知道) before 是 … and a cause's tail (惹的祸, 引起的, 闹的). The reaction itself must
still be told in the clause before (`offline_semantics._reaction_told_before`): a cause found
of a product's fault ("the plumber blamed the plastic fittings") names no body.

Compiled once at import: nothing per turn.
"""
from __future__ import annotations

import re

# English: the words between the clause's start and the named word end in a verb that assigns
# a cause with the word as its object ("the doctor blamed the", "my GP put it down to",
# "the allergist traced my headaches to", "tests pinned it on", "it turned out to be the").
_EN_FOUND_BEFORE = re.compile(
    r"(?<![a-z])(?:blamed|blames|put\s+(?:it|that|this|them|(?:my|the|her|his|their)\s+[a-z\-]+(?:\s+[a-z\-]+)?)\s+down\s+to|"
    r"traced\s+(?:it|that|this|them|(?:my|the|her|his|their|our)\s+[a-z\-]+(?:\s+[a-z\-]+)?)(?:\s+(?:back|all\s+the\s+way))?\s+to|"
    r"pinned\s+(?:it|that|this|them)\s+on|(?:turned|turns)\s+out\s+to\s+be|(?:it|that)\s+(?:turned|turns)\s+out\s+(?:it\s+was|to\s+be)|"
    r"(?:said|says|confirmed|found|decided|reckons|reckoned)\s+(?:it\s+was|it'?s|that\s+it\s+was))"
    r"\s+(?:the\s+|all\s+the\s+|that\s+|those\s+|some\s+|their\s+)?$")
# Chinese: a head of finding, then 是 (or nothing), the word, and a cause's tail after it.
_ZH_FOUND_HEAD = re.compile(
    r"(?:查下来|查出来|查了(?:一下|下)?|检查(?:发现|下来|出来|结果)?|化验(?:发现|出来|结果)?|测出来|验出来|"
    r"(?:医生|大夫|皮肤科|过敏科|门诊)[^，。,.;；!！?？]{0,6}?(?:说|讲|判断|确认|认定)|原来|后来(?:才)?(?:知道|发现)|才知道|一查)"
    r"(?:是|就是|都是|竟然是|居然是)?$")
_ZH_CAUSE_TAIL = re.compile(r"^(?:的)?(?:问题|闹的|惹的祸|的锅|害的|搞的|弄的|造成的|引起的|导致的|作怪|在作怪|过敏)")


def cause_found(before: str, after: str, chinese: bool) -> bool:
    """The named word is a cause someone found: `before` is its clause up to the word, `after`
    its clause after it."""
    if chinese:
        head = before.strip(" ，,")
        return bool(_ZH_FOUND_HEAD.search(head) and _ZH_CAUSE_TAIL.match(after.lstrip()))
    return bool(_EN_FOUND_BEFORE.search(before.lower().replace("\u2019", "'")))
