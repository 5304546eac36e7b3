"""A refusal told by preferring a hardship to it: "I'd sooner sleep on the floor than get
another X mattress", "I would rather shiver all winter than put on an acrylic scarf". The
shopper names something they would rather suffer; what stands after "than" is what they
refuse. No word of the sentence refuses in the lexicon's sense, and its words are those of a
wish ("I'd rather", "happily"), so the nearest-exemplar vote reads it as a like: the very
thing refused came first.

The grammar, not a list of hardships: a modal of preference ("would rather", "'d sooner",
"would prefer to") with a verb of its own, then "than", then the refused part up to the end
of its sentence or of the clause a comma closes. The same preference is said with "before"
("I'd eat cold toast for a month before another X", "I'll go barefoot before I wear another
pair of X", "I'd boil water in a pan before going back to X"): the shopper's own modal ("I'd",
"I'll", "we would") and a refused part that says more of it ("another", "again", "going back
to", "one more"); a precaution before buying more ("I'd like to read reviews before buying
another X", "I'll measure before another order") is no hardship and refuses nothing. When what stands between the modal and
"than" is a bare attribute word ("I'd rather have wool than acrylic"), the sentence compares
two things (`offline_polarity.compared` and the rules read it); this reader leaves it alone.
"""
from __future__ import annotations

import re

# The modal of preference, then the preferred act (its verb and what follows), then "than".
_PREFERRED = re.compile(
    r"(?:(?<![a-z])(?:would|wd)|['\u2019]d)\s+(?:much\s+|far\s+|honestly\s+|frankly\s+|genuinely\s+)?"
    r"(?:rather|sooner|prefer\s+to)\s+(?P<act>[^.!?;]{3,80}?)\s+than\s+", re.IGNORECASE)
# The same preference said with "before": the shopper's own modal, the preferred act, "before".
_PREFERRED_BEFORE = re.compile(
    r"(?<![a-z])(?:i|we)\s*(?:(?:would|wd|will)|['\u2019](?:d|ll))\s+"
    r"(?:honestly\s+|frankly\s+|genuinely\s+|literally\s+|happily\s+|gladly\s+)?"
    r"(?P<act>[^.!?;]{3,80}?)\s+before\s+", re.IGNORECASE)
# ...when what follows "before" asks for more of the thing: one more, once again, back to it.
_MORE_OF_IT = re.compile(r"(?<![a-z])(?:another|again|one\s+more|go(?:ing)?\s+back\s+to|return(?:ing)?\s+to)(?![a-z])",
                         re.IGNORECASE)
# ...and the act preferred is no precaution or wish ("I'd like to check", "I'll wait", "I'd
# want to see reviews", "I'll measure the shelf"): those come before more of it, gladly.
_PRECAUTION = re.compile(
    r"^(?:(?:like|love|want|need|have|prefer|hope|wish|plan|try|tend)\s+to|like|love|want|need|check|double[\s\-]?check|"
    r"read|look|see|wait|ask|compare|research|think|make\s+sure|measure|test|try|save|probably|"
    r"definitely|certainly|always|usually|first|also|be)(?![a-z])", re.IGNORECASE)
# A refused part that itself denies ("than go without my X boots", "than give up on X")
# refuses the loss of the thing: no refusal of it.
_DENIED = re.compile(r"(?<![a-z])(?:without|not|no|never|give\s+up|lose|losing|miss|part\s+with)(?![a-z])|n't",
                     re.IGNORECASE)
# The refused part ends with its sentence, or where a comma opens a clause of its own.
_END = re.compile(r"[.!?;]|,\s*(?!and\s|or\s)")


def refused_spans(text: str) -> list[tuple[int, int]]:
    """Where, in `text`, the part refused by a preferred hardship stands (after "than")."""
    out = []
    for m in _preferences(text or ""):
        end = _END.search(text, m.end())
        span = (m.end(), end.start() if end else len(text))
        if not _DENIED.search(text[span[0]:span[1]]):
            out.append(span)
    return out


def preferred_span(text: str) -> list[tuple[int, int]]:
    """Where the preferred act stands (between the modal and "than" or "before")."""
    return [m.span("act") for m in _preferences(text or "")]


def _preferences(text: str) -> list[re.Match[str]]:
    """Every preference for a hardship in `text`: "rather/sooner … than", and the form with
    "before" whose refused part asks for more of the thing and whose act is no precaution."""
    found = list(_PREFERRED.finditer(text))
    if "before" in text.lower():
        for m in _PREFERRED_BEFORE.finditer(text):
            end = _END.search(text, m.end())
            rest = text[m.end():end.start() if end else len(text)]
            if _MORE_OF_IT.search(rest) and not _PRECAUTION.match(m.group("act")) and \
                    not any(f.start() <= m.start() < f.end() for f in found):
                found.append(m)
    return found
