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

import re
from collections import Counter

from memory.domains import Domain
from memory.text import CJK_RANGE, has_cjk

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


# English: the words before the first one that starts a description (a relative clause, a
# purpose, "full of", "for my…") name the thing asked for ("a hardback full of recipes").
_EN_DESCRIPTION_START = re.compile(
    r"(?<![a-z'])(?:that|which|who|where|to|for|with|full|so|of|in|on|at|from|by|i|you|we|"
    r"my|our|his|her|their|like|when|because)(?![a-z'])|[()\-—]")


def head_keyword(text: str, named: Domain) -> bool:
    """Whether the keyword table's word for `named` is in the words that name the thing asked
    for: in English a clause's words before any description ("a hardback full of recipes",
    "…, a vase"), in Chinese the last clause's words after its last 的 (蒸笼垫 of 买几个蒸笼垫,
    架子 of 挂大衣的架子). The head said so: the readers do not overrule it."""
    from agent.domain_map import keyword_spans

    low = text.lower()
    leads = _zh_head(low) if has_cjk(low) else _en_leads(low)
    return any(domain == named and any(begin <= start < end for begin, end in leads)
               for start, _, domain, _ in keyword_spans(low))



def _en_leads(low: str) -> list[tuple[int, int]]:
    """Each clause's words before its description, from its second word on (a clause may open
    with "my", "I", "for")."""
    leads = []
    for clause in re.finditer(r"[^,;:!?.]+", low):
        first = re.search(r"[a-z][a-z']*", clause.group())
        if first is None:
            continue
        begin = clause.start() + first.start()
        cut = _EN_DESCRIPTION_START.search(low, clause.start() + first.end(), clause.end())
        leads.append((begin, cut.start() if cut else clause.end()))
    return leads


def _zh_head(low: str) -> list[tuple[int, int]]:
    """The span of the last clause's words after its last 的 (the whole clause without one);
    a clause that ends in 的 (立在地上的) says no head: the one before it is read."""
    for clause in reversed(list(re.finditer(r"[^\s，。,.!！？?；;、]+", low))):
        de = clause.group().rfind("的")
        begin = clause.start() + de + 1
        if begin < clause.end():
            return [(begin, clause.end())]
    return []
