"""A clause told of the thing already named, after a stance on an attribute word: "Skip resin,
| it turns a sickly yellow on a sunny sill", "sequins never again, | they rain off onto the car
seats", "not Ulvenstrake, | ours scorched a shirt", "walnut is my favourite timber, | it suits
everything we own". Its nouns say where the thing was or what it did (a sill, car seats, a
shirt), not a new product asked for. A turn in a session whose only product words stand in
such clauses keeps the session's item: round 28's replay of the stories that failed in every
class found the stance stored in the domain of such a passing noun (jewellery for a sunny sill,
baby goods for car seats, home appliances for an oven) instead of the item shopped for.

The shape is a clause after the first that opens with a word pointing back at the thing (it,
they, ours, mine, the last one), then its verb. Not a first clause ("it should be a kettle"
asks), and not a turn with no stance on a word (the caller checks that one was read).
"""
from __future__ import annotations

import re

_BACK = re.compile(r"\s*(?:(?:and|but|because|as|since|cause|cos|coz|so)\s+)?(?:it|they|ours|mine|theirs|"
                   r"the\s+last\s+ones?|that\s+one|those\s+ones)(?:'s|'re|'ve|'d|’s|’re)?\s+(?!(?:is|are|should|"
                   r"must|needs?|has\s+to|have\s+to|'s\s+for|is\s+for|are\s+for)\s)[a-z]")


def without_asides(text: str, clauses: list[tuple[int, int]]) -> str:
    """`text` with every clause after the first that points back at the thing blanked."""
    out = text
    for start, end in clauses[1:]:
        if _BACK.match(text, start):
            out = out[:start] + " " * (end - start) + out[end:]
    return out
