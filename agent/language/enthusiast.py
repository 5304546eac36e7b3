"""A gift's receiver told by what they are keen on, as a thing or as a fan (issue 11).

Two kinds of sentence name a receiver's taste with a noun, not a doing (hobby.py reads the
doing: "she loves painting"):

- a thing said after a verb of liking whose subject is the receiver ("a present for my nephew,
  he's obsessed with dinosaurs", "for my niece who's mad about unicorns", "a gift for my dad,
  he's into model trains"). The product words the parse leaves keep the verb and the clause
  around it ("who mad about unicorns turning six"), and the catalog's neighbours of that are
  look-alikes (books, clothes): the thing alone is what the readers place (model trains: the
  exemplar table and the import reference say toys). Only a receiver's: "I'm into linen" is
  the shopper's taste, read elsewhere; a thing already named as the product ("a mug, she
  loves tea") is left to the head noun;
- a person named as a fan of something ("a model train fan", "he's a huge football fan",
  "for an Arsenal fan"): "fan" is the person, not an electric fan (it was read as one:
  home appliances), and what they are a fan of is what to read. The appliance is kept when
  the words before "fan" are its kinds (desk, ceiling, tower, quiet, USB: the words the
  vocabulary, the catalog and the keyword table put before "fan"), or when nothing is said
  before it ("a fan for my bedroom").

Measured (round 29, fresh29_domain29 and every tune set): see the commit that added it.
"""
from __future__ import annotations

import json
import re
from functools import lru_cache

from agent.language.hobby import INTEREST, Interest
from memory.paths import CATALOG, DOMAIN_KEYWORDS, PRODUCT_TYPES

# The receiver as the subject of the verb of liking: a third person, or "who" after the
# receiver's noun ("my niece who's mad about …"), a few words before it at most.
_RECEIVER = re.compile(r"(?<![a-z])(?:he|she|they|who|(?:my|our|his|her)\s+[a-z]+)"
                       r"(?:'s|'re|\s+is|\s+are|\s+has|\s+have|\s+was)?"
                       r"(?:\s+(?:just|really|totally|so|very|always|been|got|gotten|become|"
                       r"getting|completely|a\s+bit|quite))*\s*$")
# The thing: one to three words after the verb, up to where the clause turns (a preposition,
# a time word, a conjunction, a pronoun) or ends.
_THING = re.compile(r"\s+(?:(?:all|anything|everything)\s+to\s+do\s+with\s+)?"
                    r"(?P<thing>[a-z][a-z\-]*(?:\s+(?!(?:at|this|these|right|now|lately|since|"
                    r"and|but|so|for|these|days|recently|he|she|they|is|was|the|moment|"
                    r"of|in|on|to|from|too|as|well|like|just|atm)(?![a-z\-]))[a-z][a-z\-]*(?<!ing)){0,2})")
# Words that are no thing: a pronoun or a doing hobby.py reads.
_NO_THING = re.compile(r"^(?:it|them|that|this|those|these|him|her|you|me|us|everything|"
                       r"anything|stuff|things|all)$")

# A person named as a fan: the fan said of a person ("he's a … fan", "they're big … fans"),
# or a fan a gift is for ("for a … fan", "gifts for … fans"), with up to three words before
# "fan" that say what of.
_FAN = re.compile(r"(?<![a-z])fans?(?![a-z])")
_FAN_PERSON = re.compile(r"(?<![a-z])(?:(?:he|she|they|i|you|who|we)(?:'s|'re|'m|\s+is|\s+are|"
                         r"\s+am|\s+was|\s+were)\s+(?:a|an|such\s+an?)?|"
                         r"(?:for|to)\s+(?:a|an|any|my|our|every|the|all)?)\s*$")
_FAN_WORDS_BACK = 3
# Intensifiers and determiners of a fan that are no kind of one ("a huge football fan"; "big fan" alone is
# the shopper's liking, read by the like readers).
_DEGREE = frozenset({"huge", "big", "massive", "keen", "avid", "die-hard", "diehard", "true",
                     "real", "lifelong", "mad", "crazy", "serious", "proper", "devoted", "loyal",
                     "great", "total", "complete", "absolute", "fanatical", "super",
                     "a", "an", "the", "my", "our", "any", "every", "all", "such"})


@lru_cache(maxsize=1)
def _appliance_words() -> frozenset[str]:
    """The words that say a kind of electric fan where they stand before "fan": those the type
    vocabulary, the keyword table and the catalog's titles put there (desk, ceiling, tower,
    bladeless, pedestal, plastic, metal, electric …). Read once per machine (agent/disk_cache,
    keyed by the three files' bytes) and once per process."""
    from agent.disk_cache import cached

    return frozenset(cached("enthusiast-appliance-words", _read_appliance_words,
                            files=(PRODUCT_TYPES, DOMAIN_KEYWORDS, CATALOG)))


def _read_appliance_words() -> list[str]:
    texts: list[str] = []
    for item in json.loads(PRODUCT_TYPES.read_text(encoding="utf-8"))["types"]:
        texts += [n for f in ("en", "also_en") for n in item.get(f, ())]
    for domain, table in json.loads(DOMAIN_KEYWORDS.read_text(encoding="utf-8")).items():
        if not domain.startswith("_"):
            texts += [w for words in table.values() for w in words]
    if CATALOG.exists():
        for line in CATALOG.read_text(encoding="utf-8").splitlines():
            texts.append(json.loads(line).get("title", ""))
    before = re.compile(r"([a-z][a-z\-]*)\s+fans?(?![a-z])")
    return sorted({m.group(1) for t in texts for m in before.finditer(t.lower())})


def thing_loved(product: str) -> Interest | None:
    """The thing a gift's receiver is said to be keen on ("he's into model trains": model
    trains), in the product words as the parse left them, or None."""
    low = " ".join(product.lower().split())
    for m in INTEREST.finditer(low):
        if not _RECEIVER.search(low[:m.start()]) and not low[:m.start()].endswith(("who ", "who")):
            continue
        found = _THING.match(low, m.end())
        if found is None:
            continue
        thing = found.group("thing")
        if _NO_THING.match(thing) or thing.split()[-1].endswith("ing"):
            continue  # a pronoun; a doing is hobby.py's
        return Interest(thing, found.start("thing"), found.end("thing"))
    return None


def fan_of(text: str) -> Interest | None:
    """What a person named as a fan is a fan of ("a gift for a model train fan": model train),
    in `text`, or None when "fan" names the appliance."""
    low = " ".join(text.lower().split())
    for m in _FAN.finditer(low):
        kinds = _appliance_words()  # read once, and only by a text that says "fan"
        before = list(re.finditer(r"[a-z][a-z\-']*", low[:m.start()]))[-_FAN_WORDS_BACK - 1:]
        # the words after the person frame ("for a", "he's a") and before "fan"
        for i in range(len(before)):
            if not _FAN_PERSON.search(low[:before[i].start()]):
                continue
            said = [w for w in before[i:] if w.group() not in _DEGREE]
            if said and not any(w.group() in kinds for w in said) and \
                    low[said[0].start():m.start()].strip() and \
                    not re.search(r"[,.;!?]", low[said[0].start():m.start()]):
                return Interest(low[said[0].start():said[-1].end()], said[0].start(), said[-1].end())
            break
    return None


__all__ = ["fan_of", "thing_loved"]
