"""A refusal told as a deed of getting a thing, negated: a dislike in any verb of buying (issue 11).

A writer who refuses on principle or for the body's sake often says so in the verbs of money
and of getting, not of wanting: "I won't spend a single cent on fur", "we no longer order
anything with leather", "I refuse to pay for mohair", "not going to fund palm oil"; 皮草我这辈子
不会再花一分钱, 真丝的概不购置, 带花生的一律不入手, 皮革制品再不掏钱了 (round 24's held-out
global misses were such refusals left unread: 不购, 不再掏钱, 只要含X都不买). The trigger list
of `offline_constraints` names a few deeds one by one (不买, won't buy); this reader builds one
trigger per language from the *kinds* of word (`data/refusal_deeds.json`): a negator, the words
of a lifetime or of again, and a deed of getting or paying with what is paid as its object.

Fail narrow: only deeds of getting a thing are here, never what a thing does (不支持快充, 不收
缩), and a deed not denied refuses nothing ("I spend a lot on wool" is no refusal).
"""
from __future__ import annotations

import json
import re
from functools import lru_cache
from typing import Sequence

from memory import paths

DEEDS_PATH = paths.DATA / "refusal_deeds.json"


def _alt(words: Sequence[str]) -> str:
    parts = sorted({w.lower() for w in words}, key=len, reverse=True)
    return "(?:" + "|".join(r"\s+".join(re.escape(p) for p in w.split()) for w in parts) + ")"


def _inflect(verb: str) -> str:
    """An English verb's base, -s, -ed and -ing forms (the first word of a phrase)."""
    head, _, rest = verb.partition(" ")
    if head.endswith("y") and head not in ("buy", "pay"):
        forms = (head, head[:-1] + "ies", head + "ing")
    elif head.endswith("e"):
        forms = (head, head + "s", head[:-1] + "ing")
    elif head in ("put", "shop"):
        forms = (head, head + "s", head + head[-1] + "ing")
    else:
        forms = (head, head + "s", head + "es", head + "ing")
    return "(?:" + "|".join(re.escape(f) for f in sorted(set(forms), key=len, reverse=True)) + ")" + (
        r"\s+" + r"\s+".join(re.escape(w) for w in rest.split()) if rest else "")


@lru_cache(maxsize=1)
def patterns() -> tuple[str, str, str]:
    """The English and the Chinese trigger (regex source), compiled by the trigger table, and
    the English verdict of a thing put out of what is bought ("caffeine is out of all my
    purchases", "X is barred from every basket"; the nouns of shopping are every_purchase's)."""
    from agent.language.every_purchase import WORDS_PATH

    d = json.loads(DEEDS_PATH.read_text(encoding="utf-8"))
    nouns = _alt(json.loads(WORDS_PATH.read_text(encoding="utf-8"))["shopping_nouns_en"])
    out = (r"(?<![a-z])(?:is|are|'s|'re|stays?|remains?|goes|go|kept|keep|gets?|got)\s+(?:(?:permanently|forever|now|"
           r"strictly|totally|completely|officially|to\s+be|to\s+stay|being)\s+)*" + _alt(d["removed_from_en"]) +
           r"\s+(?:(?:all|every|each|any|any\s+of|all\s+of|every\s+one\s+of|my|our|the|your|single|last|future|"
           r"other)\s+){0,4}" + nouns + r"(?![a-z])|"
           # ... or out of everything at once: "X stays out of everything I buy", "X is kept out
           # of anything we order" (round 26)
           r"(?<![a-z])(?:is|are|'s|'re|stays?|remains?|kept|keep|gets?)\s+(?:(?:permanently|forever|now|strictly|"
           r"totally|completely|to\s+stay)\s+)*(?:out\s+of|barred\s+from|banned\s+from|kept\s+out\s+of|off)\s+"
           r"(?:everything|anything)(?!\s+else)(?![a-z])|"
           # ... or named as a thing one must avoid: "X is something I must avoid entirely", "X
           # is one thing we steer clear of" (the deed of refusing told of the topic)
           r"(?<![a-z])(?:is|are|'s|'re)\s+(?:something|a\s+thing|one\s+thing|the\s+one\s+thing|what)\s+(?:i|we)\s+"
           r"(?:(?:must|have\s+to|need\s+to|should|always|try\s+to|'ve\s+got\s+to|got\s+to|now|strictly)\s+)*"
           r"(?:avoid|steer\s+clear\s+of|stay\s+away\s+from|keep\s+away\s+from|can'?t\s+(?:have|touch|tolerate)|"
           r"cannot\s+(?:have|touch|tolerate)|never\s+(?:buy|touch|use|wear)|won'?t\s+(?:buy|touch|use|wear))"
           r"(?:\s+(?:entirely|completely|altogether|at\s+all\s+costs|like\s+the\s+plague|whatever\s+happens))?(?![a-z])")
    money = (r"(?:(?:" + _alt(d["money_quantity_en"]) + r"|even)\s+){0,3}" + _alt(d["money_en"]))
    deeds = []
    for deed in d["deeds_en"]:
        head = _inflect(deed.replace("{money}", "\0").split("\0")[0].strip())
        if "{money}" in deed:
            tail = deed.split("{money}")[1].strip()
            deeds.append(head + r"\s+" + money + r"\s+" + r"\s+".join(re.escape(w) for w in tail.split()))
        else:
            deeds.append(head)
    en = (r"(?<![a-z])" + _alt(d["negators_en"]) + r"(?:\s+" + _alt(d["adverbs_en"]) + r"){0,2}\s+"
          + "(?:" + "|".join(sorted(deeds, key=len, reverse=True)) + r")(?![a-z])")
    # 购 alone is the written verb (不购皮革), not 购物 (shopping); 别 only before a deed
    body = "|".join([re.escape(w) for w in sorted(d["deeds_zh"], key=len, reverse=True) if w != "购"] +
                    ["购(?!物)"])
    paid = _alt(d["money_verbs_zh"]) + r"(?:上)?" + _alt(d["money_zh"])
    zh = ("(?:" + _alt(d["lifetime_zh"]) + r")?(?:都|也)?" + _alt(d["negators_zh"]) +
          r"(?:再|会再|会)?(?:" + paid + r"|" + body + r")(?:去?买)?")
    return en, zh, out
