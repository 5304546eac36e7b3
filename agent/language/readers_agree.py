"""A product described rather than named: where the semantic readers agree (issue 11).

"Something heated I can dry shirts and jeans on indoors", "chunky stuff in balls for knitting
my grandson a jumper", 进门那块想放个挂大衣和帽子的架子: no product type is named, so the keyword
table reads whichever word it knows, and those are the words of the description (shirts, a
jumper, 大衣: clothes), not of the thing wanted (a heated airer, yarn, a coat stand). The
readers of the whole message's meaning are four, each over its own labelled rows: the
import's reference of real product titles (`SemanticClassifier.reference`), the demo catalog's
products, the domain exemplar table and (round 34) the requests the tune sets' writers placed
(`SemanticClassifier.requested`, agent/language/request_rows.py). When two of them name the
same domain and none of them the keyword table's, the message is about that domain's goods,
and the keyword was only a word of the description. The fourth joined in round 34: every tune
set +3 -0 (the others did not move), with the derived exemplars off and merged alike.

Only for a first request whose head names no product type, and never over the head's own
keyword (`head_keyword`): a named type's domain is its own. Round 31 measured the same vote
over named types ("seat covers for the hatchback", "a dining set", gloves "you can use a phone
with") on the tune sets' domain items before writing it: it lost as many as it won.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from functools import lru_cache

from pathlib import Path

import numpy as np

from memory.domains import Domain
from agent.language.request_head import head_spans, head_words
from agent.language.request_rows import REQUESTS_PATH
from memory import paths
from memory.text import CJK_RANGE

# Of the catalog's 15 neighbours, how many must sit in one domain for its vote to count here:
# fewer are look-alikes by spelling or a shelf of mixed goods.
CATALOG_VOTES = 6
# How many of the readers must agree (with none for the keyword table's domain).
AGREEING = 2


def agreed_domain(classifier, text: str, named: Domain, reading=None) -> Domain | None:
    """The domain two of the semantic readers of `text` give, none of them `named`
    (the keyword table's domain, or Domain.OTHER when it knows no word); None when they do
    not agree so, or agree on no product domain. Embeds `text` once (the classifier caches);
    `reading` is `classifier.domain(text)` when the caller has it already."""
    if unknown_head(text, getattr(getattr(classifier, "embedder", None), "word_pieces", None)):
        return None
    reading = reading if reading is not None else classifier.domain(text)
    votes = [classifier.reference(text).label, reading.table.label,
             classifier.requested(text).label]
    if reading.catalog.count >= CATALOG_VOTES:
        votes.append(reading.catalog.label)
    if named.value in votes:
        return None
    label, count = Counter(v for v in votes if v).most_common(1)[0] if any(votes) else ("", 0)
    if count < AGREEING or label in ("", Domain.OTHER.value):
        return None
    domain = Domain(label)
    return domain if domain.is_product_domain else None


def told_by_use_domain(classifier, text: str, reading=None) -> Domain | None:
    """The domain of a product told by its use, look or user when its head names no type the
    keyword table knows (`head_has_keyword`): "something I lower down the drain on a cable", a
    chain for one ankle at the seaside, wooden blocks for a cockatiel to chew. Then the words
    the table does know are what the thing is used with (a drain, sandals, a cockatiel), and
    the two readers of the whole message over the widest labelled rows decide: the requests
    the tune sets' writers placed and the import's real product titles, when they agree and
    no other domain gathers two of the narrower readers (the demo catalog's neighbours, the
    domain exemplar table, the type vote: a shelf of look-alikes, ~600 phrases, the types the
    catalog sells).
    Measured before it was written (round 37, `scripts/domain_sources.py`, docs/language_eval.md):
    of the tune sets' 1,400 domain items the two agree on 907 and are right on 826 (91 %; with
    no rival pair 783 of 845, 93 %), where alone the requests are right on 72.8 %, the
    reference on 73.1 %, the engine on 78.9 %; over the engine's first requests whose head
    holds no keyword, replacing its domain by theirs would move +31 −4, each source scored
    with its own round's sets left out."""
    if unknown_head(text, getattr(getattr(classifier, "embedder", None), "word_pieces", None)):
        return None
    from agent.language.type_vote import voted_domain

    reading = reading if reading is not None else classifier.domain(text)
    wide = classifier.requested(text).label
    if not wide or wide != classifier.reference(text).label or wide == Domain.OTHER.value:
        return None
    narrow = [reading.table.label,
              reading.catalog.label if reading.catalog.count >= CATALOG_VOTES else "",
              getattr(voted_domain(reading.catalog.types, classifier.type_names,
                                   classifier.embed(text)), "value", "")]
    rival = Counter(v for v in narrow if v and v != wide).most_common(1)
    if rival and rival[0][1] >= AGREEING:
        return None
    domain = Domain(wide)
    return domain if domain.is_product_domain else None


# Round 40 (type40): a product told by use whose described type is sure places the domain
# that type is sold in, where the two widest readers above do not agree. The type-description
# table (language/type_descriptions: every type told by use, look and user, never by name) is
# asked across all domains, not only inside the one placed: "a clip that reads my oxygen while
# I row" is a pulse oximeter whatever the keyword table made of "clip". Fail safe where the
# requests and the import's titles agree on another domain with a clear margin: the table's
# lines cover a type's uses, not every word a shopper adds. Measured before it was written
# (docs/language_eval.md, "Round 40 (type40)").
DESCRIBED_PLACES_MARGIN = 0.5
READERS_CLEAR_MARGIN = 0.1


def described_type_domain(classifier, text: str) -> Domain | None:
    """The domain of the type the description table's nearest lines give `text` when their
    vote is sure (`DESCRIBED_PLACES_MARGIN`), unless the requests and the import's titles agree
    on another domain, both by `READERS_CLEAR_MARGIN`; None otherwise. The message's one
    embedding (the classifier caches it)."""
    from agent.product_types import get_type

    described = classifier.described_type(text)
    ptype = get_type(described.label) if described.label and \
        described.margin >= DESCRIBED_PLACES_MARGIN else None
    if ptype is None or not ptype.domain.is_product_domain:
        return None
    wide, reference = classifier.requested(text), classifier.reference(text)
    if wide.label and wide.label == reference.label and wide.label != ptype.domain.value and \
            min(wide.margin, reference.margin) >= READERS_CLEAR_MARGIN:
        return None
    return ptype.domain


def head_has_keyword(text: str) -> bool:
    """Whether any word of the keyword table stands in the request's head (request_head): a
    type the shopper named, so the head, not the readers, places it."""
    from agent.domain_map import keyword_spans

    low = text.lower()
    heads = head_spans(low)
    return any(begin <= start < end for start, _, _, _ in keyword_spans(low)
               for begin, end in heads)


def unknown_head(text: str, word_pieces=None) -> bool:
    """Whether the head noun of an English request (the last word of its first head span:
    agent/language/request_head) is a word neither the project's labelled texts nor the
    embedder know ("have you got any
    blorvettes", "a new trombulator"): the readers' neighbours of such a word are its
    look-alikes by spelling (a flumph among shoes), so they do not agree on it. Known: a word
    of the import reference's real titles, the demo catalog, the labelled requests, the
    exemplars, the keyword table or the type vocabulary (a tagine, a spirit level), or one the
    embedder's tokenizer keeps whole (`word_pieces`, when the embedder tells: nori, a zither):
    real rare words still place."""
    from agent.product_types import singular

    words = head_words(text)
    if not words:
        return False
    # The head noun ends its phrase: "a Daggletoft kettle" (a maker's name) is a kettle.
    word, known = words[-1], known_words()
    return word not in known and singular(word) not in known and \
        (word_pieces is None or word_pieces(word) > UNKNOWN_PIECES)


# A word the tokenizer cuts into more pieces than this is none it learned (measured on real
# rare words absent from the labelled texts, nori, spurtle, kalimba, zither, quaich, zorb: one
# piece each; invented ones, flumph, glimberwick, trombulator, squindle: two or three; real
# words of two pieces, secateurs, balaclava, kombucha, are in the labelled texts).
UNKNOWN_PIECES = 1


@lru_cache(maxsize=1)
def known_words() -> frozenset[str]:
    """Every English word of the project's labelled texts (see `unknown_head`): read from
    their files once per machine (agent/disk_cache, keyed by the files' bytes; reading them
    cost the turn that first asked 1.2 s of the bench's pass) and once per process."""
    from agent.disk_cache import cached

    files = (paths.DOMAIN_REFERENCE_VECTORS, paths.CATALOG, paths.DOMAIN_KEYWORDS,
             paths.DOMAIN_EXEMPLARS, paths.PRODUCT_TYPES, REQUESTS_PATH, paths.LANGUAGE_EXEMPLARS)
    return frozenset(cached("readers-known-words", _read_known_words, files=files))


def _read_known_words() -> list[str]:
    texts: list[str] = []
    with np.load(paths.DOMAIN_REFERENCE_VECTORS) as data:
        texts.extend(str(t) for t in data["texts"])
    with open(paths.CATALOG, encoding="utf-8") as lines:
        for line in lines:
            row = json.loads(line)
            texts.extend(str(row.get(field) or "") for field in ("title", "category", "description"))
    for path in (paths.DOMAIN_KEYWORDS, paths.DOMAIN_EXEMPLARS, paths.PRODUCT_TYPES,
                 REQUESTS_PATH, paths.LANGUAGE_EXEMPLARS):
        texts.extend(_strings(json.loads(Path(path).read_text(encoding="utf-8"))))
    return sorted({w for text in texts for w in _WORD.findall(text.lower())})


_WORD = re.compile(r"[a-z]+")


def _strings(value) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for k, v in value.items() for s in (*_strings(k), *_strings(v))]
    if isinstance(value, list):
        return [s for v in value for s in _strings(v)]
    return []


# A Chinese product told by what it holds or does, "X的 + a generic thing" (挂大衣和帽子的架子,
# 把衬衫的褶子弄平的那个东西, 装午饭的盒子): the thing after 的 is the head, and a type named
# before 的 (大衣, 衬衫) is what it is for. Generic things only: a word that names no product of
# its own (a named type after 的 is the head anyway, and 沙发的面料 asks about the sofa).
_ZH_GENERIC_THING = re.compile(
    rf"^(?:那个|那种|这个|这种|一个|个|那|这)?[{CJK_RANGE}]{{0,2}}?"
    r"(?:东西|玩意儿?|物件|架子|机器|盒子|袋子|工具|设备|装置|板子|垫子|罩子|家伙|器具)$")
_ZH_CLAUSE_END = re.compile(r"[\s，。,.!！？?；;、]")


def _ends_of(word: str, text: str):
    """Where each place `text` says `word` ends (a plain search: a pattern per type name
    would crowd `re`'s cache and be compiled again on every turn)."""
    start = text.find(word)
    while start >= 0:
        yield start + len(word)
        start = text.find(word, start + len(word))


def zh_named_for_a_thing(names, text: str) -> bool:
    """Whether every place `text` says one of `names` (a type's Chinese names) is inside a
    clause that ends "…的" + a generic thing: the type is what the thing is for, not the
    thing asked for."""
    ends = [end for name in names if name for end in _ends_of(name, text)]
    if not ends:
        return False
    for end in ends:
        clause_end = _ZH_CLAUSE_END.search(text, end)
        clause = text[end:clause_end.start() if clause_end else len(text)]
        de = clause.rfind("的")
        if de < 0 or not _ZH_GENERIC_THING.match(clause[de + 1:]):
            return False
    return True


def head_keyword(text: str, named: Domain) -> bool:
    """Whether the keyword table's word for `named` is in the words that name the thing asked
    for (agent/language/request_head: "a hardback" of "a hardback full of recipes", 蒸笼垫 of
    买几个蒸笼垫, 架子 of 挂大衣的架子). The head said so: the readers do not overrule it."""
    from agent.domain_map import keyword_spans

    low = text.lower()
    heads = head_spans(low)
    return any(domain == named and any(begin <= start < end for begin, end in heads)
               for start, _, domain, _ in keyword_spans(low))

