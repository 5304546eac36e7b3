"""A product the catalog does not sell, said plainly (DESIGN §6 "results are honest").

"A pannier bag for my bike", 有没有卖自行车驮包的: the planner places each in a type the catalog
has (bags, handbag), and the list used to present bags as if they were the thing. What was
asked is judged against the catalog's own titles, never a list of goods:
- the type's name said after another product's name that no title holds together with it
  ("bike bag", 自行车托包): a kind made for that product;
- a word said right before the type's name ("pannier" of "pannier bag") that no title of the
  catalog holds at all, and that is no attribute the lexicon knows (a colour, a material, a
  brand), no grammar word, in English a word of the dictionary (not a slip) that does not
  describe ("comfy", "cheap"), in Chinese a noun.
A kind name the vocabulary lists for a type ("rain jacket", "winter jacket") is that type, sold
or not in those words: judging it by the titles' words called "winter jacket" unsold in a
catalog of puffer jackets (round 36), and nothing in titles tells the two apart.
Then `results` stays empty, the answer says this catalog has none of those, and the items
the search found go to `alternatives` (they break the type asked for).
"""
from __future__ import annotations

import re
from functools import lru_cache
from typing import Sequence

from agent.picker import Alternative, Break, PickResult, Shortfall
from agent.title_words import TitleWords
from memory.text import CJK, CJK_RANGE

ALTERNATIVES = 5  # the nearest items offered instead
_CJK_RUN = re.compile(rf"[{CJK_RANGE}]+")


def catalog_words(index) -> TitleWords:
    """The title words of the catalog an index holds (built once with it, looked up here)."""
    return index.title_words()


@lru_cache(maxsize=1)
def _names_by_type() -> dict[str, tuple[frozenset[str], frozenset[str]]]:
    """Each type's own names (en, zh: what titles are written with) and its kind names
    (also_en, also_zh: kinds and synonyms a shopper says), lower-cased."""
    from agent.product_types import all_types

    return {t.key: (frozenset(n.lower() for n in (*t.en, *t.zh)),
                    frozenset(n.lower() for n in (*t.also_en, *t.also_zh))) for t in all_types()}


@lru_cache(maxsize=1)
def _type_names() -> frozenset[str]:
    return frozenset(n for own, kinds in _names_by_type().values() for n in own | kinds)


def _grammar(word: str) -> bool:
    from agent.language.segment import function_words

    return word in function_words()


def _attribute(word: str) -> bool:
    from agent.engines.offline_lexicon import lexicon

    return lexicon().find(word) is not None


def _dictionary_word(word: str) -> bool:
    from agent.engines.offline_lexicon import _english_word

    return _english_word(word)


def _modifier(query: str, start: int) -> str:
    """The word said right before a type's name: the English word, or the Chinese word of the
    same run of characters as jieba cuts it."""
    before = query[:start]
    if start and CJK.search(query[start - 1]):
        run = _CJK_RUN.search(before[::-1])
        if run is None or run.start() != 0:
            return ""
        from agent.language.segment import cut, default_jieba

        words = cut(default_jieba(), before[len(before) - run.end():], hmm=True)
        return words[-1] if words else ""
    m = re.search(r"(?<![a-z-])([a-z]+)\s+$", before)  # (not the end of "lego-style")
    return m.group(1) if m else ""


_DESCRIBING = re.compile(r"(?:y|ful|ous|ive|able|ible|al|ic|ish|less|en|ed|est|ing)$")


# An English word this frequent (the rank in library_tables' list of everyday words) is said
# to describe far more often than to name a thing the catalog lacks: "cheap", "good", "nice".
EVERYDAY_RANK = 2000


def _everyday(word: str) -> bool:
    from agent.engines.offline_lexicon import _everyday_words

    return _everyday_words().get(word, EVERYDAY_RANK) < EVERYDAY_RANK


def _modifier_unsold(modifier: str, name: str, words: TitleWords) -> bool:
    """A word right before the type's name that no title holds and that names a thing: no
    grammar word, no attribute the lexicon knows, no type's own name; in English a word of
    the dictionary (not a slip) without a describing word's ending ("comfy", "wooden"), and
    no everyday word ("cheap", "good"); in Chinese no particle, adverb or numeral."""
    if not modifier or _grammar(modifier) or _attribute(modifier) or modifier in _type_names():
        return False
    if words.holds_word(modifier) or words.holds_phrase(_joined(modifier, name)):
        return False
    if CJK.search(modifier):
        return _noun(modifier)
    return len(modifier) >= 4 and _dictionary_word(modifier) and \
        not _DESCRIBING.search(modifier) and not _everyday(modifier)


@lru_cache(maxsize=1)
def _type_of_name() -> dict[str, frozenset[str]]:
    """The types each name of the vocabulary names."""
    out: dict[str, set[str]] = {}
    for key, (own, kinds) in _names_by_type().items():
        for name in own | kinds:
            out.setdefault(name, set()).add(key)
    return {name: frozenset(keys) for name, keys in out.items()}


def _for_another_product(modifier: str, name: str, asked: Sequence[str], words: TitleWords) -> bool:
    """The type's name said after another product's name, which no title holds together
    ("bike bag", 自行车托包): a kind made for that product, which the catalog does not sell."""
    from agent.product_types import same_type

    others = _type_of_name().get(modifier, frozenset())
    if not others or any(same_type(a, o) or same_type(o, a) for a in asked for o in others):
        return False
    # a type made for that product already, in either language (自行车头盔: "bike helmet")
    made_for = {n for o in others for n in _names_by_type()[o][0]}
    asked_names = {n for a in asked for n in (*_names_by_type()[a][0], *_names_by_type()[a][1])}
    if any(re.search(rf"(?<![a-z]){re.escape(m)}(?![a-z])", n) if m.isascii() else m in n
           for m in made_for for n in asked_names):
        return False
    return not words.holds_phrase(_joined(modifier, name))


def _noun(word: str) -> bool:
    """A Chinese word jieba tags as a noun (自行车; 推荐 and 的 are not)."""
    if not word or not CJK.search(word):
        return False
    import jieba.posseg

    flags = [w.flag for w in jieba.posseg.cut(word)]
    return bool(flags) and all(f.startswith("n") for f in flags)


def _joined(modifier: str, name: str) -> str:
    return f"{modifier}{'' if CJK.search(name) else ' '}{name}"


def unsold_phrase(query: str, asked: Sequence[str], words: TitleWords) -> str:
    """The product words of `query` the catalog holds none of ("pannier bag", "bike bag"),
    or "" when it sells what was asked (see the module)."""
    from agent.product_types import _occurrences, same_type

    low = (query or "").lower()
    for occ in _occurrences(low):
        asked_here = [k for k in occ.keys if any(same_type(a, k) or same_type(k, a) for a in asked)]
        if occ.governed or not asked_here:
            continue
        name = low[occ.start:occ.end]
        modifier = _modifier(low, occ.start)
        if _modifier_unsold(modifier, name, words) or \
                _for_another_product(modifier, name, asked_here, words):
            return _joined(modifier, name)
    return _for_another_animal(low, asked, words)


@lru_cache(maxsize=None)
def _pet_things(key: str) -> frozenset[str]:
    """The thing of each of a pet type's names told with a pet's word ("toy" of "cat toy",
    玩具 of 宠物玩具): what the vocabulary makes a pet's by the animal's word before it."""
    from agent.engines.offline import _PET_WORDS
    from agent.product_types import get_type

    found = get_type(key)
    if found is None or found.domain.value != "pet_supplies":
        return frozenset()
    out = set()
    for name in (n.lower() for n in (*found.en, *found.zh, *found.also_en, *found.also_zh)):
        for pet in (*_PET_WORDS["en"], *_PET_WORDS["zh"]):
            thing = name[len(pet):].strip() if name.startswith(pet) else ""
            if thing and (CJK.search(thing) or name[len(pet)] == " "):
                out.add(thing)
    return frozenset(out)


def _for_another_animal(query: str, asked: Sequence[str], words: TitleWords) -> str:
    """A pet's thing said with an animal's word no title holds, before it ("parrot toy", 鹦鹉
    玩具) or as who it is for ("a toy for my parrot", 给家里的鹦鹉买个玩具), when the catalog's toys
    are dogs' and cats': the kind made for that animal, which the catalog does not sell. The
    word is judged as a word before a type's name is (see the module)."""
    for key in asked:
        for thing in sorted(_pet_things(key), key=len, reverse=True):
            pattern = re.escape(thing) if CJK.search(thing) else rf"(?<![a-z]){re.escape(thing)}s?(?![a-z])"
            for found in re.finditer(pattern, query):
                for modifier in (_modifier(query, found.start()), _animal_said_for(query, found)):
                    if _joined(modifier, thing) not in _type_names() and \
                            _modifier_unsold(modifier, thing, words):
                        return _joined(modifier, thing)  # ("catnip toy" is a kind the vocabulary lists)
    return ""


# Who an English thing is for, read after the thing in the planner's query: the words after
# "for" up to a word of grammar or the clause's end ("toy for parrot to chew on": parrot); the
# last of them is the animal ("senior dog": dog). (The offline planner's `_EN_FOR_WHOM` reads
# the shopper's product phrase from its start; this reads any engine's query.)
_FOR_WHOM_AFTER_THING = re.compile(r"\s+for\s+(?:(?:my|our|a|an|the|his|her|their)\s+)?"
                          r"(?P<who>[a-z]+(?:\s+[a-z]+)*?)(?=\s+(?:to|who|that|which|and|so|as|with|"
                          r"because|please)\b|\s*[,.!?;]|\s*$)")


def _animal_said_for(query: str, found: re.Match) -> str:
    """The animal a pet's thing is said to be for, when no word stands right before the thing:
    in English the last word after "for" ("toy for parrot"); in Chinese the last word before
    the thing across the spaces and 的 a planner's query keeps (给家里的鹦鹉 玩具: 鹦鹉)."""
    if CJK.search(found.group()):
        before = query[:found.start()].rstrip(" 的")
        return _modifier(before, len(before)) if before and CJK.search(before[-1]) else ""
    m = _FOR_WHOM_AFTER_THING.match(query, found.end())
    return m.group("who").split()[-1] if m else ""


def unsold(text: str, plan, asked: Sequence[str], index) -> str:
    """What the shopper asked for that the index's catalog sells none of, as they said it
    ("" when it sells it, or when the plan asks for no type). The plan's query is read (the
    request's own words, without "recommend" or "do you sell"), and shown as typed: a slip
    the planner mended (驮包 read as 托包, a kind of handbag) is named as the shopper wrote it."""
    if not asked or not plan.intent.startswith(("search", "refine")):
        return ""
    return as_said(unsold_phrase(plan.search_query, asked, catalog_words(index)), text)


def as_said(phrase: str, text: str) -> str:
    """The phrase as the shopper wrote it: a Chinese phrase the planner mended a slip in
    (驮包 read as 托包) is shown as typed."""
    if not phrase or phrase in text or not CJK.search(phrase):
        return phrase
    from rapidfuzz import fuzz

    found = fuzz.partial_ratio_alignment(phrase, text)
    if found is None or found.score < 75:
        return phrase
    return text[found.dest_start:found.dest_end]


def none_sold(result: PickResult, phrase: str) -> PickResult:
    """The catalog sells none of what was asked: nothing is a result, what the search found
    goes to `alternatives` (they are another type than the one asked for)."""
    found = [Alternative(product=r.product, breaks=Break.TYPE, score=r.score,
                         product_type=r.product_type) for r in result.ranked]
    alternatives = (found + [a for a in result.alternatives
                             if a.product.id not in {f.product.id for f in found}])
    shortfall = Shortfall(constraint=Break.TYPE, qualifying=0, product_type=result.product_type,
                          nearest=alternatives[0] if alternatives else None, unsold=phrase)
    return result.model_copy(update={"ranked": [], "alternatives": alternatives[:ALTERNATIVES],
                                     "shortfall": shortfall})
