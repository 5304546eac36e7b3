"""A refusal told by preferring a hardship to it: "I'd sooner sleep on the floor than get
another X mattress", "I would rather shiver all winter than put on an acrylic scarf". The
shopper names something they would rather suffer; what stands after "than" is what they
refuse. No word of the sentence refuses in the lexicon's sense, and its words are those of a
wish ("I'd rather", "happily"), so the nearest-exemplar vote reads it as a like: the very
thing refused came first.

The grammar, not a list of hardships: a modal of preference ("would rather", "'d sooner",
"would prefer to") with a verb of its own, then "than", then the refused part up to the end
of its sentence or of the clause a comma closes. When what stands between the modal and
"than" is a bare attribute word ("I'd rather have wool than acrylic"), the sentence compares
two things (`offline_polarity.compared` and the rules read it); this reader leaves it alone.
"""
from __future__ import annotations

import re

# The modal of preference, then the preferred act (its verb and what follows), then "than".
_PREFERRED = re.compile(
    r"(?:(?<![a-z])(?:would|wd)|['\u2019]d)\s+(?:much\s+|far\s+|honestly\s+|frankly\s+|genuinely\s+)?"
    r"(?:rather|sooner|prefer\s+to)\s+(?P<act>[^.!?;]{3,80}?)\s+than\s+", re.IGNORECASE)
# A refused part that itself denies ("than go without my X boots", "than give up on X")
# refuses the loss of the thing: no refusal of it.
_DENIED = re.compile(r"(?<![a-z])(?:without|not|no|never|give\s+up|lose|losing|miss|part\s+with)(?![a-z])|n't",
                     re.IGNORECASE)
# The refused part ends with its sentence, or where a comma opens a clause of its own.
_END = re.compile(r"[.!?;]|,\s*(?!and\s|or\s)")


def refused_spans(text: str) -> list[tuple[int, int]]:
    """Where, in `text`, the part refused by a preferred hardship stands (after "than")."""
    out = []
    for m in _PREFERRED.finditer(text or ""):
        end = _END.search(text, m.end())
        span = (m.end(), end.start() if end else len(text))
        if not _DENIED.search(text[span[0]:span[1]]):
            out.append(span)
    return out


def preferred_span(text: str) -> list[tuple[int, int]]:
    """Where the preferred act stands (between the modal and "than")."""
    return [m.span("act") for m in _PREFERRED.finditer(text or "")]
