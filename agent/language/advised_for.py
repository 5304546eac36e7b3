"""Advice for a thing, told by whoever gave it (issue 11, round 41).

A doctor's, a physio's or a friend's word is read as an order against what it names (the
stance exemplars of floors hold "my doctor says no X"), so advice *for* a thing, in the same
words of care, became a floor against it: "my dermatologist recommended silk pillowcases for my
eczema" refused silk everywhere, 康复师说软木鞋底对我好 refused cork. What tells them apart is
the grammar of the advice, not the vote:

- a verb of recommending whose object is the word, with nothing between them but the words of
  using or taking it ("recommended silk", "suggested I try wool", "advised me to switch to
  cotton", "prescribed", 建议我用真丝, 推荐多吃, 让我换成纯棉的);
- or the word told to help, after a verb of saying or advising in its clause ("my physio said
  cork soles would help", "reckons merino will do my skin good", 医生说真丝对皮肤好,
  说竹纤维能缓解湿疹).
Advice against a thing ("advised against X", "suggested I cut X", "recommended avoiding X",
建议我别用X, 让我少吃X) puts a word of refusing between the verb and the word, which this
grammar never allows; "X-free", 无X, X过敏 name its absence. The caller leaves the word to the
other readers (a like when it is the material of the thing asked for), never a dislike.

Compiled once at import: the plan step compiles nothing per turn.
"""
from __future__ import annotations

import re

# What may stand between a verb of recommending and the thing recommended.
_EN_FILLER = (r"(?:(?:me|us|him|her|them|i|we|he|she|they|to|that|should|could|might|use|using|wear|wearing|"
              r"try|trying|get|getting|buy|buying|switch|switching|change|changing|go|going|sleep|sleeping|on|in|"
              r"with|for|a|an|some|the|more|plenty|of|only|pure|real|proper|natural|100%|100)\s+)*")
_EN_RECOMMEND = re.compile(
    r"(?<![a-z])(?<!not\s)(?<!n't\s)(?<!never\s)(?:recommend(?:s|ed|ing)?|suggest(?:s|ed|ing)?|prescrib(?:es|ed|ing|e)|"
    r"advis(?:es|ed|e)\s+(?:me|us|him|her|them)\s+to|told\s+(?:me|us|him|her|them)\s+to|"
    r"swears?\s+by|(?:put|puts)\s+(?:me|us|him|her|them)\s+on)\s+" + _EN_FILLER + r"$")
# The word told to help, after it in its clause.
_EN_HELPS = re.compile(
    r"^[^,.;!?]{0,30}?(?<![a-z])(?:would|will|could|should|might|can|does|do|'d|'ll)\s+(?:really\s+|actually\s+|"
    r"definitely\s+|probably\s+)?(?:help|ease|soothe|relieve|calm|be\s+(?:good|better|kinder|gentler)\s+(?:for|on|to)|"
    r"do\s+(?:me|my\s+[a-z]+|him|her|them|us)\s+(?:good|a\s+world\s+of\s+good)|work\s+wonders)(?![a-z])")
_EN_SAID = re.compile(r"(?<![a-z])(?:says|said|told|tells|reckons|reckoned|thinks|thought|recommend\w*|"
                      r"suggest\w*|advis\w*|swears?)(?![a-z])")
_ZH_RECOMMEND = re.compile(
    r"(?<![不别没])(?:(?:建议|推荐|嘱咐|叮嘱|交代)(?:我|我们|孩子|他|她)?|(?:让|叫|要)(?:我|我们|孩子|他|她))(?:平时|以后|最好|尽量|多|改|换成?|都|可以)*"
    r"(?:用|穿|吃|喝|睡|买|选|戴|垫|盖|试试?|试一下|换|改用|改穿)?(?:点|些|一些|一点)?(?:纯|天然的?)?$")
_ZH_HELPS = re.compile(r"^[^，。,.;；!！?？]{0,8}?(?:对[^，。,.;；!！?？不]{0,4}?(?:好|有好处|有帮助|有益)|"
                       r"(?:能|可以|会|有助于)(?:缓解|改善|帮助|减轻|舒缓))")
_ZH_SAID = re.compile(r"说|讲|认为|觉得|建议|推荐|嘱咐|叮嘱")
# The word named as absent or as what the body reacts to: "latex-free", 无X, X过敏.
_ABSENT_AFTER = re.compile(r"^(?:[\s\-]*free(?![a-z])|\s*(?:过敏|不耐))")
_ABSENT_BEFORE = re.compile(r"(?:无|不含|免|零)$")
_NEGATION = re.compile(r"(?<![a-z])(?:not|never|no|don'?t|doesn'?t|didn'?t|won'?t|wouldn'?t|can'?t|isn'?t|"
                       r"against|avoid\w*|without|instead\s+of|rather\s+than)(?![a-z])|不|别|没|勿|少|忌|避|戒")


def advised_for(text: str, start: int, end: int, at: int, stop: int) -> bool:
    """The word at text[at:stop] is what advice in the clause text[start:end] recommends."""
    low = text.lower()
    before, after = low[start:at], low[stop:end]
    if _ABSENT_AFTER.match(after) or _ABSENT_BEFORE.search(before):
        return False
    if _EN_RECOMMEND.search(before) or _ZH_RECOMMEND.search(before):
        return True
    helps = _EN_HELPS.match(after) or _ZH_HELPS.match(after)
    return bool(helps) and bool(_EN_SAID.search(before) or _ZH_SAID.search(before)) and \
        not _NEGATION.search(after[:helps.end()])
