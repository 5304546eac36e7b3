"""The semantic classifier's reading applied to what the rules parsed (a second reader).

Rules first, classifier second, each protecting a lesson:
- Polarity fails safe. An attribute named with no trigger the rules know is only a prefer
  word of the turn when the nearest examples read the utterance as merely naming the product
  ("a linen shirt"). Read as a dislike ("wool makes my skin crawl") it becomes a dislike; as
  a clear like ("corduroy is my favourite") a like; unclear, it is nothing. An unknown
  polarity never becomes a like: the worst memory bug is a quiet reversal.
- Scope: only when the rules found no marker at all (no 这次 / always / allergy / vegan), a
  clear nearest-example scope decides: session-only, lasting, a global floor (dislikes only)
  or a take-back of the words named.
- Domain: the keyword table's answer stands unless the catalog's nearest products vote
  against it by a large majority (a coffee-table request lands among tables); a request the
  table cannot place takes the catalog's (or the exemplars') vote. A turn that names no
  product keeps the session's domain: "no plastic please" is not about any product.
"""
from __future__ import annotations

import re

from agent.engines.base import PlanInput
from agent.engines.offline_constraints import Found, GLOBAL_MARKERS, SYMPTOMS
from memory.domains import Domain
from memory.models import Category, Polarity

# Margins (share of the nearest neighbours' similarity mass, 0-1) the engine follows.
STANCE_DISLIKE_MARGIN = 0.3
STANCE_LIKE_MARGIN = 0.45
STANCE_NEUTRAL_MARGIN = 0.0
SCOPE_MARGIN = 0.45
TAKEBACK_MARGIN = 0.45
# Catalog neighbours (of 15): to place a request the table cannot, and to overrule it.
CATALOG_PLACE = 7
CATALOG_OVERRULE = 15
CATALOG_OVERRULE_CLOSE = 12
CLOSE_SIMILARITY = 0.83
EXEMPLAR_PLACE_MARGIN = 0.35
GUARDED_GLOBAL_MARGIN = 0.3

# A reaction or a principle told in words the symptom and ethics lists do not have: only
# such an utterance has its ambiguous words ("dairy", "fur") read at all.
_SUFFER = re.compile(
    r"(?<![a-z])(?:makes?\s+me|gives?\s+me|upsets?|sets?\s+off|triggers?|ill|sick|stomach|skin|"
    r"can'?t\s+(?:support|have|tolerate|eat|digest))(?![a-z])|让我|害我|一\S{0,2}就|肚子|皮肤|受不了")


def _tells_reaction(text: str) -> bool:
    return bool(SYMPTOMS.search(text) or GLOBAL_MARKERS.search(text) or _SUFFER.search(text))


_ATTRIBUTES = (Category.MATERIAL, Category.BRAND, Category.FEATURE, Category.STYLE,
               Category.COLOR, Category.GENERAL)


def unsure(parsed, request: PlanInput) -> bool:
    """Whether the rules leave something to read: an attribute named with no trigger, or a
    constraint with no scope marker. Only then is the whole utterance embedded."""
    if any(m.word.category in _ATTRIBUTES for m in parsed.bare):
        return True
    if parsed.guarded and not parsed.found and _tells_reaction(parsed.text):
        return True
    return any(f.persistence == "default" and not f.is_global for f in parsed.found)


# Request words around a product phrase: asking for it, counting it, being polite.
_REQUEST_FILLER = re.compile(
    r"想要|想买|我要|我想|要|买|找|帮我|给我|推荐|有没有|一个|一件|一条|一双|一套|一张|个|件|条|双|套|款|"
    r"的|请|吗|呢|吧|"
    r"(?<![a-z])(?:i|i'd|i'm|id|im|want|wanted|need|like|looking|look|for|a|an|the|some|"
    r"please|to|buy|get|find|me|show|any|would|do|you|have|got|new|pair|of|set)(?![a-z])")
_CLAUSE = re.compile(r"[，,。.!！?？;；\n]")


def describes_product(mention, parsed) -> bool:
    """The attribute names the material of the product type it stands before, and nothing
    else is said in its clause: "亚麻被套", "想要一个亚麻的被套", "linen duvet cover, please";
    not "皮革的沙发坐着太热" (a complaint about one), which the vote reads."""
    from agent.product_types import type_of_title

    text = parsed.text.lower()
    stop = _CLAUSE.search(text, mention.end)
    end = stop.start() if stop else len(text)
    after = text[mention.end:end].lstrip(" 的-")
    ptype = type_of_title(after) if after else None
    if ptype is None:
        return False
    name = max((n for n in (*ptype.en, *ptype.zh) if after.startswith(n.lower())),
               key=len, default=None)
    if name is None:
        return False
    start = max((m.end() for m in _CLAUSE.finditer(text, 0, mention.start)), default=0)
    rest = text[start:mention.start] + " " + after[len(name):]
    rest = re.sub(r"(?<=[a-z])s(?![a-z])", "", rest)  # "covers"
    return not _REQUEST_FILLER.sub(" ", rest).strip(" -'")


def apply_reading(parsed, reading, request: PlanInput) -> None:
    """Adjust the parse (found constraints, bare mentions, lifts) by the reading."""
    persistence = getattr(parsed, "persistence", None) or "default"
    bare = [m for m in parsed.bare if m.word.category in _ATTRIBUTES]
    stance = reading.stance
    if bare:
        # The material of the product asked for (亚麻被套, "linen duvet cover") describes
        # what is wanted: a vote never turns it into a dislike (it removed every linen
        # duvet cover from the shopper who asked for one).
        wanted = [m for m in bare if describes_product(m, parsed)]
        bare = [m for m in bare if m not in wanted]
        if stance.label == "dislike" and stance.clear(STANCE_DISLIKE_MARGIN):
            for m in bare:
                parsed.found.append(Found(Polarity.DISLIKE, m.word.category, m.word.slug,
                                          m.said, persistence, False))
                # What is disliked is never searched for ("bad luck with Driftline").
                parsed.product = _without(parsed.product, m.said)
            parsed.bare = [m for m in parsed.bare if m not in bare]
        elif stance.label == "like" and stance.clear(STANCE_LIKE_MARGIN):
            for m in bare + wanted:  # a like may well be the product's own material
                parsed.found.append(Found(Polarity.LIKE, m.word.category, m.word.slug,
                                          m.said, persistence, False))
            parsed.bare = [m for m in parsed.bare if m not in bare + wanted]
        elif stance.label != "neutral":
            parsed.bare = [m for m in parsed.bare if m not in bare]  # unclear: nothing

    scope = reading.scope
    guarded = [m for m in getattr(parsed, "guarded", []) if m.word.category in _ATTRIBUTES]
    if guarded and not parsed.found and stance.label == "dislike" and \
            stance.clear(STANCE_DISLIKE_MARGIN) and scope.label == "global" and \
            scope.clear(GUARDED_GLOBAL_MARGIN):
        # "dairy upsets my stomach": an allergy or ethics told with no trigger word.
        for m in guarded:
            parsed.found.append(Found(Polarity.DISLIKE, m.word.category, m.word.slug,
                                      m.said, persistence, True))
            parsed.product = _without(parsed.product, m.said)
        parsed.guarded = []
    unmarked = all(f.persistence == "default" and not f.is_global for f in parsed.found)
    if scope.label == "takeback" and scope.clear(TAKEBACK_MARGIN) and not parsed.lifted:
        named = {f.slug for f in parsed.found if f.polarity == Polarity.DISLIKE}
        named |= {m.word.slug for m in parsed.bare}
        said = {c.slug for c in request.constraints}
        slugs = sorted(named & said) if named & said else sorted(named)
        if slugs:
            parsed.lifted = slugs
            parsed.found = [f for f in parsed.found if f.slug not in slugs]
            parsed.bare = [m for m in parsed.bare if m.word.slug not in slugs]
        return
    if parsed.found and unmarked and scope.clear(SCOPE_MARGIN):
        for f in parsed.found:
            if scope.label == "session":
                f.persistence = "session"
            elif scope.label == "lasting":
                f.persistence = "lasting"
            elif scope.label == "global" and f.polarity == Polarity.DISLIKE:
                f.is_global = True


def domain_of(named: Domain, reading) -> Domain:
    """The turn's domain: the keyword table's, unless the neighbours clearly say otherwise.
    The catalog only overrules with a near-unanimous vote of close neighbours: a product the
    catalog does not sell has neighbours too, just not close ones."""
    catalog, exemplars = reading.catalog, reading.exemplars
    vote: str | None = None
    if catalog.count >= CATALOG_PLACE:
        vote = catalog.label
    elif exemplars.clear(EXEMPLAR_PLACE_MARGIN):
        vote = exemplars.label
    if named == Domain.OTHER:
        return Domain(vote) if vote else named
    if catalog.label != named.value and (
            catalog.count >= CATALOG_OVERRULE or
            (catalog.count >= CATALOG_OVERRULE_CLOSE and catalog.similarity >= CLOSE_SIMILARITY)):
        return Domain(catalog.label)
    return named


def resolve_unknown_words(parsed, classifier, lex) -> None:
    """A disliked word the lexicon does not know ("goose feathers", 涤伦) becomes the known
    material nearest to it by embedding, when it clearly stands out (agent.language.
    classifier.MaterialVocab); otherwise it stays its own word in `general`."""
    for f in parsed.found:
        if f.category != Category.GENERAL or lex.find(f.said) is not None:
            continue
        match = classifier.material(f.said, lex)
        if match is not None:
            f.slug, f.category = match.slug, Category.MATERIAL


def head_domain(head: Domain, table: Domain, named: Domain, reading) -> Domain:
    """The domain of the head product noun ("a mug that keeps coffee warm" is a mug) against
    the keyword table's (`table`) and the neighbours' reading (`named`): the head wins when
    the table agrees with it, and otherwise unless the catalog's nearest products vote for
    the other domain more often than for the head's ("装狗粮的碗" lands among pet bowls)."""
    if head in (named, table) or named == Domain.OTHER or reading is None:
        return head
    catalog = reading.catalog
    return named if catalog.votes(named.value) > catalog.votes(head.value) else head


def _without(text: str, word: str) -> str:
    return " ".join(text.replace(word, " ").split())
