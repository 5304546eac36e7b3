"""A Chinese maker whose coined name is made of everyday characters (铁芽, 晚灯, 瓷川, 木笙),
found by the place it stands in, not by the rarity of its characters.

The rarity readers (offline_names._rarest_pairs, _rare_pairs_before_products) find a coined
pair of rare characters (璟木, 砚鹭); a maker coins its name from common ones just as often,
and then only its place says it is a name: it owns a product (X的 + a product's name: 只有晚灯的
台灯, 穿过铜雀的婴儿连身睡衣), it made the thing (是木笙做的), or the shopper says it twice and
once as an owner (棉邸纯棉睡衣…再帮我找找棉邸的). What stands there and is no name is a word:
jieba's dictionary joins it (妈妈, 室友, 超薄, 护眼), it is grammar or a place or time word
opening (上回, 一看), a lexicon word (亚麻, 红色), a product, or a word of the catalog's titles
(铁艺, 棉柔). One lexicon character may open the name (瓷 of 瓷川, 铁 of 铁芽): a material
before a character that is no attribute of its own is no material said (瓷白, 麻灰 are a
colour, and stay out).
"""
from __future__ import annotations

import re
from functools import lru_cache

from memory.text import CJK, CJK_RANGE

# The verbs of making before 的 (是X做的, X出的, X产的, X生产的): the maker stands before them.
_MADE_BY = re.compile(r"(?:做|出|产|生产|出品|制造)的")
# A numeral opens no name (一看, 两人, 三层).
# A personal pronoun before whose a thing is (我闺蜜的, 她室友的): the owner is a person.
_PERSON_BEFORE = re.compile(r"[我你他她咱俺]们?|自己|人家")
_NUMERAL = re.compile(r"[零〇一二两三四五六七八九十百千万几半\d]")


def owned_names(lex, text: str) -> list[str]:
    """The two-character names in `text` that own a product, made the thing, or are said
    twice and once as an owner (see the module's doc)."""
    from agent.engines.offline_names import (_CJK_RANGE, _ZH_ANCHORED_NAME_MAX_FREQ, _is_name, _title_word,
                                             _zh_freq, _zh_tokenizer)

    jieba = _zh_tokenizer()
    out: list[str] = []
    for run in re.finditer(rf"[{_CJK_RANGE}]+", text):
        tokens = list(jieba.cut(run.group(0), HMM=False))
        at = 0
        for i, tok in enumerate(tokens):
            start, at = at, at + len(tok)
            if i < 2 or not (len(tokens[i - 2]) == 1 and len(tokens[i - 1]) == 1):
                continue
            name = tokens[i - 2] + tokens[i - 1]
            if name in out:
                continue
            rest = run.group(0)[start:]
            owns = tok == "的" and _owned_product(re.sub(r"^的", "", rest))
            made = bool(_MADE_BY.match(rest))
            repeated = tok == "的" and text.count(name) >= 2
            if not (owns or made or repeated) or (i > 2 and _PERSON_BEFORE.fullmatch(tokens[i - 3])):
                continue  # (我闺蜜的吹风机: whose a thing is after a pronoun is a person's)
            if i > 2 and (_content_char(tokens[i - 3]) or _noun_before(tokens[i - 3])):
                # (a third character of content before the pair: 象胶底 is 橡胶底 mistyped; a noun
                # before it is its subject, the pair a predicate: 给走廊照路的小灯)
                continue
            if everyday_coined(lex, jieba, name):
                out.append(name)
        for i, tok in enumerate(tokens[:-1]):
            # A word the dictionary barely knows (青瓦 11, 皮筏 11), said twice and once as the
            # owner of a product, or as the maker of the thing after a copula (是布谷做的): a
            # name made of a word, as makers' names are (the repetition or the copula is the
            # evidence a word alone cannot give).
            rest = run.group(0)[sum(len(t) for t in tokens[:i + 1]):]
            owner = text.count(tok) >= 2 and tokens[i + 1] == "的" and _owned_product(rest[1:])
            made = i > 0 and tokens[i - 1] == "是" and bool(_MADE_BY.match(rest))
            if len(tok) == 2 and tok not in out and (owner or made) and \
                    not (i > 0 and _PERSON_BEFORE.fullmatch(tokens[i - 1])) and \
                    0 < _zh_freq(tok) <= _ZH_ANCHORED_NAME_MAX_FREQ and \
                    _is_name(lex, jieba, tok, anchored=True) and not _title_word(tok) and \
                    not _sounds_as_material(lex, tok):
                out.append(tok)
    return out


def _content_char(tok: str) -> bool:
    """A single character that is no grammar, verb, place or measure: part of a longer run."""
    from agent.engines.offline_names import _ZH_NOT_IN_NAME
    from agent.language.segment import function_words, places_and_measures, verbs

    return len(tok) == 1 and CJK.match(tok) is not None and not _ZH_NOT_IN_NAME.search(tok) and \
        tok not in function_words() and tok not in verbs() and tok not in places_and_measures()


def _noun_before(tok: str) -> bool:
    """A word of two characters or more that is no grammar, verb or place word: a noun or a
    time word, the subject of what the pair says (走廊 of 走廊照路)."""
    from agent.language.segment import function_words, places_and_measures, verbs

    return len(tok) >= 2 and tok not in function_words() and tok not in verbs() and \
        tok not in places_and_measures()


# How far into what follows 的 a product's head may end (跑步袜, 婴儿连身睡衣 is found whole).
_HEAD_REACH = 4


def _owned_product(rest: str) -> bool:
    """A product's name opens `rest`, whole (offline_names._product_follows) or as a compound
    ending in a character that heads product names (跑步袜: 袜 of 袜子, 棉袜): Chinese puts the
    head last."""
    from agent.engines.offline_names import _product_follows, _type_heads
    from agent.language.segment import default_jieba

    if _product_follows(rest):
        return True
    at = 0
    for tok in default_jieba().cut(rest[:_HEAD_REACH + 2], HMM=False):
        at += len(tok)
        if at > _HEAD_REACH or not re.fullmatch(rf"[{CJK_RANGE}]+", tok):
            return False
        # (or a product's name without its noun suffix 子: 袜 of 袜子, 裤 of 裤子)
        if len(tok) == 1 and at > 1 and (tok in _type_heads() or _product_follows(tok + "子")):
            return True
    return False


def everyday_coined(lex, jieba, name: str) -> bool:
    """Two characters that may be a maker's coined name though each is common: the
    dictionary joins them into no word; neither is grammar, and the first is no place, time,
    measure or numeral (上回, 一看); neither is among the commonest characters (人, 上); no
    lexicon word but a material opening it before a character of no attribute; no product,
    style or title word; no typo of a known word."""
    from agent.engines.offline_names import (_CJK_RANGE, _ZH_CHAR_MAX_FREQ, _ZH_NOT_IN_NAME, _ZH_SERVES,
                                             _is_name, _material_heads, _title_word, _zh_freq)
    from agent.language.segment import function_words, places_and_measures, predicates, verbs
    from memory.models import Category

    if len(name) != 2 or not re.fullmatch(rf"[{_CJK_RANGE}]{{2}}", name) or name[0] == name[1]:
        return False
    if _zh_freq(name) or _ZH_NOT_IN_NAME.search(name) or _NUMERAL.search(name[0]) or _ZH_SERVES.search(name):
        return False
    if name[0] in function_words() or name[0] in places_and_measures() or \
            any(_zh_freq(c) >= _ZH_CHAR_MAX_FREQ for c in name):
        return False
    if name[0] in verbs():
        # (a relative clause opens with its verb: 照路的小灯, 送人的杯子 say what the thing does)
        return False
    if name[1] in _material_heads(lex) or name[1] == "牌":
        # (暖绒, 貂绒: a character that ends many material words ends a kind of material; 溪牌
        # of 檀溪牌: the brand noun, the name before it)
        return False
    if name[1] in predicates() or name[1] in verbs():
        # Chinese puts the head last: a name ends in a thing's character; a description ends
        # in what a thing does or is (显瘦, 速干, 棉柔, 棉感).
        return False
    hits = list(lex.zh_pattern.finditer(name))
    if hits:
        word = lex.find(hits[0].group(0))
        if len(hits) > 1 or hits[0].start() != 0 or hits[0].end() != 1 or word is None or \
                word.category != Category.MATERIAL:
            return False
    if _title_word(name) or _sounds_as_material(lex, name):
        return False
    # (_is_name refuses a lexicon character anywhere; the material opening the name is
    # judged above, so the name is checked with it masked as a rare character would be)
    return _is_name(lex, jieba, name, anchored=True, limit=0) if not hits else \
        _is_name_but_material(lex, jieba, name)


def _sounds_as_material(lex, name: str) -> bool:
    """`name` sounds as a material's word of two characters does at both places (树酯 for 树脂,
    涤伦 for 涤纶): a slip typed by its sound, and "是树酯做的" says what the thing is made of."""
    from agent.engines.offline_lexicon import _same_sound

    return any(w != name and all(_same_sound(a, b) for a, b in zip(name, w))
               for w in _material_pairs(lex))


@lru_cache(maxsize=4)
def _material_pairs(lex) -> tuple[str, ...]:
    """The lexicon's Chinese material words of two characters."""
    from memory.models import Category

    return tuple(w for w, word in lex.words.items()
                 if len(w) == 2 and CJK.match(w[0]) is not None and word.category == Category.MATERIAL)


def _is_name_but_material(lex, jieba, name: str) -> bool:
    from agent.engines.offline_lexicon import trade_word
    from agent.product_types import find_types

    return not find_types(name) and not trade_word(name) and not lex.correct_zh(name, alone=True)
