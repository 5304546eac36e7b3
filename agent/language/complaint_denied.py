"""A complaint denied of the word: no refusal, a take-back (issue 11, round 29).

Shoppers say a thing is acceptable by denying that it is a complaint: "suede isn't an issue for
me", "polyester is not a problem", "wool no longer bothers me", "I'm not fussed about nylon",
尼龙的我不在乎, 腈纶不是问题, 米色我不在意. The rules read the negation ("isn't", "no longer") as a
refusal of the word before it and the stance vote agreed ("X isn't an issue for me" nears "X
isn't for me"): the word became a dislike, a lasting one with "any more" — the shopper asked
to see suede boots and lost them. Round 28's engine already read "X is no problem", "I don't
mind X", 不介意, 无所谓, 没问题 as a take-back (`offline_constraints._LIFT_*`); this is the rest of
the kind, read by its grammar:

- a negated copula before a noun of complaint ("isn't an issue", "is not a real problem",
  "is no longer a concern", "aren't a big deal", "wasn't a dealbreaker");
- a negated verb of bothering said of the word ("doesn't bother me", "no longer bothers me",
  "never troubled me", "doesn't faze me");
- one not bothered by it ("I'm not bothered by", "not fussed about", "not worried about");
- in Chinese, caring or minding denied and a problem denied (不在乎, 不在意, 不计较, 不是问题,
  不成问题, 算不上问题).

The complaint said and not denied ("suede is a problem for me", 我很介意羊毛) is none of these.
The marker is a take-back like the others (`_read_lift`): it undoes the session's refusal of
the word, and of a word never refused it is nothing (a lift of nothing; never a like).

Measured (round 29, all tune sets against 17e8c43): the common sets +1 −0 (9643 → 9644 of 10105;
fresh28's 放开 take-back, reconsidered.py); the writer's own set fresh29_stance29 28 → 50 of 50.
A first cut read "don't bother with X" (an order, a refusal) as bothering denied and lost two
items: the verb now needs the shopper as its object or nothing after it.
Compiled once at import: the plan step compiles nothing per turn.
"""
from __future__ import annotations

import re

# A noun of complaint, with the degree words said before it ("a real problem", "much of an issue").
_EN_COMPLAINT = (r"(?:(?:a|an|any)\s+)?(?:(?:real|big|huge|major|serious|massive|particular|great|"
                 r"much\s+of\s+an?|that\s+much\s+of\s+an?|such\s+an?)\s+)*"
                 r"(?:issue|problem|concern|bother|worry|big\s+deal|biggie|deal\s*-?\s*breaker|hassle|"
                 r"drama|nuisance|obstacle|sticking\s+point)s?")
_EN_ADVERBS = r"(?:(?:really|actually|even|honestly|remotely|truly|at\s+all|much|that|so|too|all\s+that)\s+)*"
_EN_DENIED = re.compile(
    # the copula denied: "isn't an issue", "is not a problem", "is no longer a concern", "'s no biggie"
    r"(?<![a-z])(?:(?:is|are|was|were|'s|'re)\s+" + _EN_ADVERBS + r"(?:not|no\s+longer|never|no)|isn'?t|aren'?t|wasn'?t|"
    r"weren'?t|(?:has|have)\s+(?:not|never|no\s+longer)\s+been|(?:hasn'?t|haven'?t)\s+been)\s+"
    + _EN_ADVERBS + _EN_COMPLAINT + r"(?![a-z])|"
    # bothering denied, said of the word: "doesn't bother me", "no longer bothers me"
    r"(?<![a-z])(?:doesn'?t|does\s+not|don'?t|do\s+not|didn'?t|did\s+not|won'?t|will\s+not|no\s+longer|never)\s+"
    + _EN_ADVERBS + r"(?:bother|trouble|faze|worry|irk|put\s+(?:me|us)\s+off)(?:s|ed)?"
    # (the shopper its object, or nothing after it: "don't bother with X" is an order, a refusal)
    r"(?:\s+(?:me|us|my|our)(?![a-z])|(?=\s*(?:[,.;!?]|$|at\s+all|any\s*more|now|either|much|one\s+bit|"
    r"in\s+the\s+least)))|"
    # one not bothered by it: "I'm not bothered by X", "not fussed about X"
    r"(?<![a-z])(?:not|no\s+longer|never)\s+" + _EN_ADVERBS +
    r"(?:bothered|fussed|worried|troubled|fazed)\s+(?:by|about|with)(?![a-z])")
# Caring or minding denied, a problem denied (不介意, 无所谓, 没问题 are read by the lift markers).
_ZH_DENIED = re.compile(r"(?:一点(?:儿)?(?:都|也)?|根本|完全|倒是|倒|也|都|已经|早就|现在)?"
                        r"(?:不(?:再)?(?:太|怎么|大)?(?:在乎|在意|计较|介意)|(?:已经)?不(?:再)?(?:是|算|成)(?:什么|个)?问题|算不上(?:什么|个)?问题)")


# The complaint said, not denied: a refusal of the word before it ("suede is a problem for me",
# "X is still an issue", "I'm not fine with X", 我很介意羊毛, X我还是介意的, X对我还是个问题). The
# vote read "X is still an issue for me" as near "X is a requirement for me": a like.
# (Topic first, English: the word right before the copula; a denial is the longer span above.)
EN_COMPLAINT_SAID = (r"(?:(?<![a-z])(?:is|are)|'s|'re)\s+(?:(?:still|always|really|definitely|genuinely|honestly|"
                     r"kind\s+of|such)\s+)?(?:a|an)\s+(?:(?:real|big|huge|major|serious|massive|genuine)\s+)?"
                     r"(?:issue|problem|concern|worry|nuisance|hassle)(?![a-z])")
# Acceptance denied: "I'm not fine with X", "we're not ok with X" (longer than "fine with", a lift).
EN_ACCEPTANCE_DENIED = (r"(?:i'?m|i\s+am|we'?re|we\s+are)\s+(?:still\s+)?not\s+(?:really\s+|at\s+all\s+)?"
                        r"(?:ok|okay|fine|happy|comfortable|good|alright|cool)\s+with(?![a-z])")
# 介意 said, not denied (不介意 is a lift, longer), and a problem said of the word.
ZH_COMPLAINT_SAID = (r"(?<![不没别])(?:很|特别|非常|比较|挺|还是|有点|有些|真的|真|一直|最|超|会)?介意(?!吗|么|的话|不)|"
                     r"对(?:我|我们)(?:来说|而言)?(?:还是|也|一直|真的|确实)?(?:是)?(?:个|一个)(?:大)?问题(?!吗)|"
                     r"(?<![不没])(?:还是|也|一直|真的|确实)?是(?:个|一个)(?:大)?问题(?!吗)")


def denied_complaints(clause: str) -> list[tuple[int, int]]:
    """The spans of a (lower-cased) clause that deny a complaint of a word (see the module
    doc): each one a take-back marker of the word beside it."""
    return [m.span() for m in (*_EN_DENIED.finditer(clause), *_ZH_DENIED.finditer(clause))]
