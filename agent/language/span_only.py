"""An "only" that bounds when, not what (issue 11, round 45).

"grey I'm only skipping on this order", "purple I'm skipping for this outfit only": the
restricting word belongs to the span the clause is bounded by
(this order, this outfit, today), so the refusal holds for that time alone. The embedder reads
the word as the exclusive "only" of a taste ("I only use X", "X is the only thing I'll wear")
and stored a like of what the shopper refused, the one mistake a reader must not make (a
complaint is never a like).

`span_bounded_only(form)` is the clause's form with that word taken out, when the clause is
bounded by a span of this time (offline_reach.persistence_of reads it as the session's) and the
word comes after the named word, not right beside it ("only X", "I only wear X today", "X
only", "X alone": the taste's own "only", left as said) nor in "the only one". The reading of that form may speak for the
clause only to take a like away (offline_semantics.read_clauses): a like is never made here.

Chinese says the same with 只是 / 只在 / 仅 before the span (粉色只是这条裙子不想要); its vote
already reads the refusal, so only the English word is looked at.
"""
from __future__ import annotations

import re

from agent.language.classifier import PLACEHOLDER

# ("just" is left out: "X trousers just look right on a Sunday walk" is praise, its "just" no
# bound of a time)
_ONLY = re.compile(r"(?<![a-z'])(?:only|solely|merely)(?![a-z'])")


def span_bounded_only(form: str) -> str | None:
    """The form without the restricting word its span owns, or None when it has none."""
    from agent.engines.offline_reach import persistence_of

    low = form.lower()
    if PLACEHOLDER not in form or not _ONLY.search(low) or persistence_of(form) != "session":
        return None
    keep_from = 0
    parts = []
    for m in _ONLY.finditer(low):
        before, after = form[:m.start()], form[m.end():]
        if before.rstrip(" ,;:").endswith(PLACEHOLDER):
            return None  # "X only", "X alone": the taste's own word
        if PLACEHOLDER in after:
            return None  # "only X", "I only wear X on this trip": what is chosen, said before it
        if re.search(r"(?<![a-z])the\s*$", low[:m.start()]):
            return None  # "the only one I'll wear"
        parts.append(form[keep_from:m.start()])
        keep_from = m.end()
    parts.append(form[keep_from:])
    out = " ".join("".join(parts).split())
    return out if out != form else None
