"""A request for another thing after a story of one (issue 11, round 44).

A complaint told as what happened is often followed by the turn's request, for a different
thing: "our X bath mat … now just sits there damp; I'm after a laundry hamper", "the X seal quit
sealing within a few weeks, so I need a new lunchbox", …开片发黄了。我想要个法压壶. Read as the
verdict beside the story, the request's warm vote ("I need a new …" is near the exemplars of
wanting) became the word's like: the worst reading, a complaint stored as a like.

A request is the thing's verdict only when it points back at it: more of it, the same again,
"one" for its noun ("find me a bigger one", 再来一个大号的) — offline_polarity.wishes_again and
the pronoun heads below. A request whose head is a thing of its own says nothing of the word.
The thing of its own must be named as a product type of the vocabulary: a clause that names
none ("yes please", "so I keep adding them", 想要一套, and 整个冬天都有底气了, where 整个 is "the
whole", not the slang verb of getting) points at nothing new, and round 44's merge measured twelve
praises of read sets lost when such clauses counted.

Compiled once at import: nothing per turn.
"""
from __future__ import annotations

import re

from agent.language.asking import ZH_ASKING
from agent.language.request_head import _EN_ASKING_VERB, head_spans
from memory.text import has_cjk

# A head that points back at the thing told: "one", "ones", "the same", "a spare", "another".
_EN_POINTER_HEAD = re.compile(r"^(?:(?:a|an|the|another|some|more|bigger|smaller|[a-z]+er)\s+)*"
                              r"(?:one|ones|same|spare|another|more|pair|set|again|of\s+(?:it|them|those|these))$")
_EN_POINTING_BACK = re.compile(r"(?<![a-z])(?:another|again|more|same|spare|matching|refill|replacement\s+of|too|also|"
                               r"as\s+well|to\s+match|to\s+go\s+with|similar|like\s+(?:it|that|them|those)|"
                               r"one\s+(?:more|like\s+it)|of\s+(?:it|them|those|these|that))(?![a-z])")
# English: a verb of asking or getting (request_head's), or being "after" a thing.
_EN_AFTER = re.compile(r"(?<![a-z])(?:(?:i'm|im|i\s+am|we're|we\s+are)\s+(?:now\s+|really\s+)?after|what\s+(?:i'm|we're)\s+after|"
                       r"next\s+on\s+my\s+list)(?![a-z])")
# ("please" asks for nothing of its own: "X rice cookers, please: my sister's has turned out
# perfect jasmine rice…" is the maker's praise, its clause after the politeness naming food)
_ZH_ASKS = re.compile(ZH_ASKING)
# 再/也/还 before the asking verb, 同款, 一样的, 这种, 那种, 这款: the same thing asked for again.
_ZH_POINTING_BACK = re.compile(r"再|也|还[要想来买]|同款|一样的|同样|这种|那种|这款|那款|这个|那个|同一|配套|配[一个套]|类似")


def asks_for_other_thing(said: str) -> bool:
    """The clause asks for a thing of its own, not pointing back at the thing told before it."""
    from agent.engines.offline_polarity import wishes_again

    from agent.product_types import find_types

    low = said.lower().replace("\u2019", "'")
    if wishes_again(low) or not find_types(low):
        return False  # (more of it; or no thing of its own named)
    if has_cjk(low):
        return bool(_ZH_ASKS.search(low)) and not _ZH_POINTING_BACK.search(low)
    if not (_EN_ASKING_VERB.search(low) or _EN_AFTER.search(low)):
        return False  # (a clause that asks nothing: "honestly there's no going back")
    heads = head_spans(low)
    if not heads or _EN_POINTING_BACK.search(low):
        return False
    return not any(_EN_POINTER_HEAD.match(low[a:b].strip()) for a, b in heads)
