"""The head phrase of an English seller title, read by the neighbours beside the whole title.

A seller title names the goods first and then piles on specs, materials, pack sizes and what
the goods fit: "Fence Post Driver Manual 7 kg Heavy Gauge", "Kite String Reel 300 m with
Handle", "Road Safety Traffic Cones 75 cm Reflective Collar". When the keyword table knows no
word of the goods, the title's nearest labelled neighbours decide (agent/domain_classifier.py),
and the words after the goods pull that vote (a "Collar" towards pets, "Handle" towards tools).
The head phrase is the title up to its first separator (" - ", "|", a comma, a bracket), its
first preposition or clause word (`product_types.head_phrase`: "for", "with") and the first
number after a word (where the specs begin). For a title the keyword table reads nothing of,
the import embeds it beside the title, in the same batch, and the two votes are blended
(`blend`, HEAD_SHARE): two readings of one title, the second without its tail. The head alone
does worse than the whole title: what follows the goods ("with Horse Grooming Brush", "for
Candle Tapers") says the shelf about as often as it pulls the vote away.
"""
from __future__ import annotations

import re
from collections import defaultdict

from agent.domain_neighbours import NeighbourVote
from agent.product_types import head_phrase
from memory.text import has_cjk

# Where a seller title's first part ends: a spaced dash or slash, a bar, a colon, a comma, an
# opening bracket, a semicolon, a plus between words.
_PART_END = re.compile(r"\s+[-–—/:]\s+|[,(\[{|;]|\s[-–]\s?|\s\+\s")
_WORD = re.compile(r"[A-Za-z][A-Za-z'\-]*|\d\S*")
_SPEC = re.compile(r"\d|^[x×]$", re.IGNORECASE)  # a number (a size, a count, a model) or its "x"
# A set word after the goods ends the head phrase ("Allen Key Set Ball End", "Cookie Cutter Set
# Stainless"): what follows lists the set's pieces or its specs. Not a leading one ("Kit Bag
# Cricket": the goods' own word), nor "pack" or "pair", also nouns of goods ("Face Pack", "Ice
# Pack"); "set of" ends the phrase already (`head_phrase`). Round 29, titles alone on the tuning
# fixtures, leave-one-fixture-out: of the 42 keyword-less titles whose head it changes, 5 moved
# right and 1 wrong ("Piping Tip Set Fluted Edge Nozzles": the pieces said the shelf).
_SET_WORDS = frozenset({"set", "sets", "kit", "kits", "combo", "combos"})
# The head phrase's share of the blended vote (`blend`), asked only for a title the keyword
# table reads nothing of. Measured on the tuning path fixtures from titles alone, leave-one-
# fixture-out (round 25; 6,611 rows, 5,717 right; docs/import_eval.md), keyword-less English
# titles: 0.1 moved 10 rows right and 5 wrong, 0.2 26 and 16, 0.3 48 and 26, 0.5 75 and 63,
# 0.7 85 and 117, the head phrase alone (1.0) 83 and 194. On titles the keywords read, even
# 0.3 did harm (21 right, 40 wrong): the words after the head ("with Horse Grooming Brush",
# "for Candle Tapers") say the shelf as often as they pull the vote away from it.
HEAD_SHARE = 0.3


def seller_head(title: str) -> str | None:
    """The head phrase of an English title (see the module's note), or None when it is the
    whole title already, empty, or the title is Chinese (whose head noun is read by jieba)."""
    if has_cjk(title):
        return None
    first = _PART_END.split(title, maxsplit=1)[0]
    words: list[str] = []
    for word in _WORD.findall(head_phrase(first)):
        if _SPEC.search(word):
            if words:
                break
            continue  # a leading size or count ("2 Pack Leaf Rake"): the goods come after it
        words.append(word)
        if len(words) > 1 and word in _SET_WORDS:
            break
    head = " ".join(words)
    if not head or head == " ".join(_WORD.findall(title.lower())):
        return None
    return head


def blend(title_vote: NeighbourVote, head_vote: NeighbourVote | None,
          share: float = HEAD_SHARE) -> NeighbourVote:
    """The title's vote with its head phrase's mixed in at `share` of the weight: each domain's
    share is the weighted mean of its shares in the two votes. The title's own nearest
    similarity and keyword-table vote are kept."""
    if head_vote is None or share <= 0.0:
        return title_vote
    tally: dict = defaultdict(float)
    for domain, score in title_vote.ranked:
        tally[domain] += (1.0 - share) * score
    for domain, score in head_vote.ranked:
        tally[domain] += share * score
    ranked = sorted(tally.items(), key=lambda kv: -kv[1])
    return NeighbourVote(ranked[0][0], round(ranked[0][1], 4), title_vote.similarity,
                         tuple((d, round(s, 4)) for d, s in ranked), title_vote.lexicon)
