"""A Chinese maker named with a word of the dictionary (麦穗, 竹篱, 远山, 砚台), found when the
message itself says the word is a maker's name (issue 11, round 45).

maker_place finds a coined pair of everyday characters by its place alone (晚灯的台灯), because
the dictionary joins the pair into no word. A maker's name is as often a word the dictionary
knows (a plant, a tool, a landscape: 银杉, 顶针, 远山), and in the owner's place such a word is
as often a person (室友的), a room (客厅的), a time or a kind: its place alone is no evidence.
The message gives the evidence when it treats the word as a maker twice over:

- the word stands where a maker stands: it owns a product (竹篱的砧板, 蜂巢花盆, 麦穗家的枕套)
  or closes its clause before 的, the product said elsewhere (别要石阶的，…; 之前那个麦垛的，…);
- and the message either points back at a maker (他家的, 他们家, 这个牌子: the pointer needs a
  maker to point at, and no other name is there) or says the word a second time (砚台的梳子…再
  要把砚台的气垫梳).

What stands there and is no maker is kept out by evidence, not lists: a person (the recipient
words of data/recipients.json, or a pronoun before it: 我闺女的), a word jieba tags as a time,
place, direction, pronoun, verb or description (去年, 楼下, 别人), a word of the catalog's titles
(厨房, 婴儿: what a thing is for), a lexicon word, a product, a typo of a known word
(offline_names._is_name), a word inside a product type's name (客厅 of 客厅地毯), and a message that names another maker the pointer may mean.
"""
from __future__ import annotations

import re
from functools import lru_cache

from memory.text import CJK_RANGE, has_cjk

# The maker pointed back at after the word (offline_names.ZH_MAKER_POINTER, and 他们的 for the
# maker's goods: 还买他们的).
_POINTER_TAIL = r"|他们的|她们的"
# What ends a clause after X的: the product was said elsewhere (别要石阶的，…).
_CLAUSE_END = re.compile(r"[，,。.！!？?；;、\s～~]|$")
# jieba's tags a maker's name may carry: nouns, proper nouns, place and person names (the
# dictionary tags 陶然 a person's name, 鹊桥 a place's), and none (a pair it does not know).
_NAME_TAGS = {"n", "nr", "nrt", "ns", "nz", "ng", "nrfg", ""}
# How often jieba's dictionary may have seen the word: one it knows well (宿舍 917, 国产 773,
# 熊猫 286) is that word wherever it stands; a maker's name is a rarer one (银杉 38, 蜂巢 117).
_MAX_FREQ = 250
# How many lexicon words (a material, a colour) may stand between 的 and the product they
# describe (毡房的羊毛打底衣).
_ATTRIBUTES_BEFORE = 2


def pointed_names(lex, text: str, named: list[str]) -> list[str]:
    """The words of `text` that stand in a maker's place and that the message points back at
    as a maker or says twice (see the module's doc). `named`: the names the other readers found;
    when there is one, a pointer may mean it, and only a word said twice is read."""
    from agent.engines.offline_names import ZH_MAKER_POINTER, _zh_tokenizer

    if not has_cjk(text):
        return []
    pointer = re.compile(ZH_MAKER_POINTER + _POINTER_TAIL)
    tokens = list(_zh_tokenizer().cut(text, HMM=False))
    out: list[str] = []
    at = 0
    starts = []
    for tok in tokens:
        starts.append(at)
        at += len(tok)
    for i, tok in enumerate(tokens):
        for name, end in _candidates(tokens, i):
            if name in out or any(name in n or n in name for n in named):
                continue
            start = starts[i]
            rest = text[start + len(name):]
            if not _maker_place(lex, rest):
                continue
            twice = text.count(name) >= 2
            pointed = not named and pointer.search(text, start + len(name)) is not None
            if not (twice or pointed):
                continue
            before = tokens[i - 1] if i > 0 else ""
            if _no_maker(lex, name, before):
                continue
            out.append(name)
    return out


def _candidates(tokens: list[str], i: int):
    """The name that may open at token `i`: a word of two characters, or two single characters
    the dictionary joins into no word (麦/垛, 柳/笛)."""
    tok = tokens[i]
    if len(tok) == 2 and re.fullmatch(rf"[{CJK_RANGE}]{{2}}", tok):
        yield tok, i + 1
    elif len(tok) == 1 and i + 1 < len(tokens) and len(tokens[i + 1]) == 1 and \
            re.fullmatch(rf"[{CJK_RANGE}]{{2}}", tok + tokens[i + 1]) and \
            (i == 0 or len(tokens[i - 1]) != 1):
        yield tok + tokens[i + 1], i + 2


def _maker_place(lex, rest: str) -> bool:
    """What follows the word makes it the owner of a product (的 + a product, 家的, a product
    right after it; the product's attributes may come first: 的羊毛打底衣) or the maker of a
    thing said elsewhere (X的 closing the clause)."""
    from agent.engines.offline_names import _product_follows
    from agent.language.maker_place import _owned_product

    if rest.startswith("家的"):
        return True
    if rest.startswith("的"):
        tail = rest[1:]
        if _CLAUSE_END.match(tail) is not None:
            return True
        for _ in range(_ATTRIBUTES_BEFORE + 1):
            if _owned_product(tail):
                return True
            word = next((w for w in lex.zh_pattern.finditer(tail) if w.start() == 0), None)
            if word is None:
                return False
            tail = tail[word.end():]
        return False
    return _product_follows(rest)


def _no_maker(lex, name: str, before: str) -> bool:
    """The word is something other than a maker's name (see the module's doc)."""
    from agent.domain_map import classify_text
    from agent.engines.offline_names import _is_name, _title_word, _zh_freq, _zh_tokenizer
    from memory.domains import Domain
    from agent.language.maker_place import _PERSON_BEFORE, _NUMERAL
    from agent.language.segment import function_words, places_and_measures, predicates, verbs

    if name in _person_words() or _PERSON_BEFORE.fullmatch(before or "-") or _NUMERAL.search(name[0]):
        return True
    if _tag(name) not in _NAME_TAGS or name in function_words() or name in verbs() or \
            name in predicates() or name in places_and_measures():
        return True
    if any(c in function_words() or c in places_and_measures() for c in name[:1]):
        return True  # (那个, 这款, 上回: a pointer or a place opening it)
    if _zh_freq(name) > _MAX_FREQ or _title_word(name) or name in _type_names_text():
        return True  # (厨房, 婴儿, 客厅 of 客厅地毯: what the thing is for, as a title or a type says it)
    if classify_text(name) != Domain.OTHER:
        return True  # (草莓, 猫咪: a word of a domain's own, a flavour or a pet, no maker)
    return not _is_name(lex, _zh_tokenizer(), name, anchored=True, limit=10 ** 9)


@lru_cache(maxsize=1)
def _type_names_text() -> str:
    """Every Chinese name of every product type, joined: a word inside one (客厅 of 客厅地毯, 车载
    of 车载吸尘器) is the kind of the thing or where it goes, no maker."""
    from agent.product_types import all_types

    return " ".join(z for t in all_types() for z in (*t.zh, *t.also_zh))


def _tag(word: str) -> str:
    import jieba.posseg

    return jieba.posseg.dt.word_tag_tab.get(word, "")


@lru_cache(maxsize=1)
def _person_words() -> frozenset[str]:
    """The Chinese words of people a thing is for or belongs to (data/recipients.json)."""
    from agent.language.recipient import person_words

    return frozenset(w for w in person_words() if has_cjk(w))
