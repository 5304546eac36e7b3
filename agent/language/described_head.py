"""The words that name the thing asked for in a request that describes it (issue 11).

"The fizzy tablets you drop into a water bottle after a long run", "rubber trays to go under
the pedals so the wellies stop ruining the carpet", 跑完半马丢进水壶里会冒泡的那种小片,
铺在踏板底下的橡胶垫，免得…把地毯踩脏: the thing asked for is the head said first (English:
the words before the first relative clause, contact clause, purpose or place; Chinese: the
words after the last 的 of the first clause), and the rest describes its use. A product type
named only in the description (a water bottle, a carpet, 水壶, 地毯) is where or with what the
thing is used, not what it is: round 33's held-out misses were such types taken as the head
(kitchen for fizzy tablets, home textiles for car mats). When the head words name no type the
semantic readers of the whole message say what it is (language/readers_agree, type_vote).
"""
from __future__ import annotations

import re

from agent.engines.offline_constraints import CLAUSE_PUNCTUATION
from agent.product_types import find_types
from memory.text import has_cjk

# How a request opens before the thing is named: greetings, the verbs of wanting and asking.
_EN_ASKING = re.compile(
    r"^(?:(?:hi|hello|hey|ok|okay|so|um|please|right)\W+)*"
    r"(?:(?:i'?m|i\s+am|we'?re|we\s+are)\s+)?(?:(?:just|really|still|also)\s+)?"
    r"(?:(?:looking|searching|hunting|shopping)\s+for|after|in\s+the\s+market\s+for|"
    r"(?:i|we)\s+(?:need|want|would\s+like|'d\s+like|could\s+use)|need|want|"
    r"(?:can|could)\s+you\s+(?:find|get|show)(?:\s+me)?|(?:get|find|show)\s+me|"
    r"do\s+you\s+(?:have|sell)|have\s+you\s+got|any)\s+")
# Where the description starts: a relative clause (with or without "that": "the gadget I
# roll with my thumb"), a purpose, a reason, or where and with what the thing is used.
_EN_DESCRIPTION = re.compile(
    r"(?<![a-z'\-])(?:that|which|who|where|when|whose|to|for|so|because|like|with|under|"
    r"over|on|onto|in|into|inside|at|from|by|next|round|around|behind|i|you|we|he|she|they|"
    r"my|our|his|her|their|your)(?![a-z'])")
# Words that name nothing: a head of only these is no head.
_EN_EMPTY = frozenset("a an the some one two any another this that these those few couple "
                      "of pair".split())
# The Chinese head after 的: pointing and counting words before it name nothing.
_ZH_LEAD = re.compile(r"^(?:那个|那种|这个|这种|那款|这款|一个|一种|一款|个|种|款|那|这)+")


def head_words(text: str) -> str | None:
    """The words that name the thing asked for when the request's first clause describes it
    (a head, then a description after it), or None when it has no such shape."""
    low = text.lower().strip()
    first = next((c.strip() for c in CLAUSE_PUNCTUATION.split(low) if c.strip()), "")
    if not first:
        return None
    if has_cjk(first):
        before, de, tail = first.rpartition("的")
        tail = _ZH_LEAD.sub("", tail.strip())
        return tail if de and before.strip() and tail else None
    rest = _EN_ASKING.sub("", first)
    word = re.match(r"\s*[a-z][a-z'\-]*", rest)
    if word is None:
        return None
    cut = _EN_DESCRIPTION.search(rest, word.end())
    if cut is None:
        return None
    head = rest[:cut.start()].strip()
    if not set(re.findall(r"[a-z][a-z'\-]*", head)) - _EN_EMPTY:
        return None
    return head


def named_only_in_description(text: str) -> bool:
    """Whether the request describes its thing with a head that names no product type, so
    that every type the message names is said in the description ("the fizzy tablets you
    drop into a water bottle": no water bottle asked for)."""
    head = head_words(text)
    return head is not None and not find_types(head) and bool(find_types(text))
