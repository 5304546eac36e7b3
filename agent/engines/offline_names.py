"""Names no list knows, read from where they stand in an utterance: brands in Latin letters
(capitalised in English, any inside Chinese, in capitals or lower case in a brand's place),
Chinese brand names before a brand noun or after a verb of choosing or loyalty, and acronyms
where a material stands (substances). `WithNames` is the lexicon plus one utterance's names.

Split out of `offline_lexicon` (the vocabulary itself): the same functions, the same
behaviour.
"""
from __future__ import annotations

import re
from functools import lru_cache
from types import MappingProxyType
from typing import Iterable

from agent.engines.offline_lexicon import (FUZZY_MIN_SCORE, _CJK_RANGE,
                                           Lexicon, Word,
                                           _en_body, _english_word, _zh_freq, _zh_tokenizer,
                                           is_cjk, name_char, trade_word)
from agent.language.maker_again import chosen_back
from memory.models import Category, clean_slug


# A name written in Latin letters: capitalised words in English ("Quorra Home"), any Latin
# word inside Chinese text (Kavora的东西).
_CAPITALISED = re.compile(r"(?<![A-Za-z0-9'&])([A-Z][a-zA-Z'\-]{2,}(?:\s+(?:&\s+)?[A-Z][a-zA-Z'\-]+)*)(?![A-Za-z0-9])")
_LATIN_IN_ZH = re.compile(r"(?<![A-Za-z0-9'&])([A-Za-z][a-zA-Z'\-]{2,}(?:\s+[A-Za-z][a-zA-Z'\-]+)*)(?![A-Za-z0-9])")


class _Merged:
    """Two patterns read as one: the lexicon's and the names of one utterance."""

    def __init__(self, *patterns: re.Pattern[str]):
        self.patterns = patterns

    def finditer(self, text: str):
        found = [m for p in self.patterns for m in p.finditer(text)]
        return iter(sorted(found, key=lambda m: (m.start(), -m.end())))


class WithNames:
    """The lexicon plus brand names said in one utterance that no list knows (a brand the
    catalog does not sell is still a brand): every reader sees them as brand words."""

    def __init__(self, base: Lexicon, names: Iterable[str], substances: Iterable[str] = (),
                 typed: dict[str, str] | None = None):
        self._base = base
        extra = {}
        for name in names:
            surface = " ".join(name.lower().split())
            # (the slug is the name as typed: `typed_names`)
            as_typed = (typed or {}).get(name, surface)
            extra[surface] = Word(surface, clean_slug(as_typed.replace(" ", "_")), Category.BRAND)
        # Substances no list knows (`unknown_substances`: PFAS in "nothing with PFAS
        # coatings") are material words for this turn, read for polarity like any other.
        for name in substances:
            surface = name.lower()
            extra[surface] = Word(surface, clean_slug(surface), Category.MATERIAL)
        self._extra = MappingProxyType(extra)
        self.words = MappingProxyType({**base.words, **extra})
        latin = sorted((w for w in extra if not is_cjk(w)), key=len, reverse=True)
        han = sorted((w for w in extra if is_cjk(w)), key=len, reverse=True)
        self.en_pattern = _Merged(base.en_pattern, re.compile(
            r"(?<![a-z0-9&])(" + "|".join(_en_body(w) for w in latin) + r")(?![a-z0-9&])")) \
            if latin else base.en_pattern
        self.zh_pattern = _Merged(base.zh_pattern, re.compile(
            "|".join(re.escape(w) for w in han))) if han else base.zh_pattern

    def __getattr__(self, name):
        return getattr(self._base, name)

    def find(self, surface: str) -> Word | None:
        flat = " ".join(surface.strip().lower().split())
        return self._extra.get(flat) or self._base.find(surface)

    def category_of(self, slug: str) -> Category:
        said = next((w for w in self._extra.values() if w.slug == clean_slug(slug)), None)
        if said is not None:
            return said.category
        return self._base.category_of(slug)

    def slug_for(self, word: str) -> str:
        found = self.find(word)
        return found.slug if found is not None else self._base.slug_for(word)

    def fix_typos(self, text: str) -> str:
        # A name said is never "corrected" into a known word; the rest is mended as in any
        # turn (one mend: Chinese was once left unmended beside a name).
        return self._base.fix_typos(text, keep=self._extra)


# Pinyin initials typed as a word (yyds, xswl, jjz): lower case, no vowel letter, said right
# after the thing it comments on and closing the clause ("纯棉睡衣yyds"). A maker's name stands
# before what it made (jnby的裙子) or after a verb of choosing; a verdict stands here (two
# writers' "X裤子yyds" made a maker named yyds, searched for and never read as praise).
_CLAUSE_CLOSE = re.compile(r"\s*(?:[了啊呀吧哈嘛呢啦哦]|[!！。.,，~～?？;；…]|$)")


def _slang_place(text: str, start: int, end: int) -> bool:
    said = text[start:end]
    return said.islower() and " " not in said and not re.search(r"[aeiou]", said) and \
        start > 0 and is_cjk(text[start - 1]) and bool(_CLAUSE_CLOSE.match(text, end))


def typed_names(text: str, names: Iterable[str]) -> dict[str, str]:
    """Each Chinese name (found in the folded text) as the shopper typed it: a coined maker's
    name keeps its characters when OpenCC would fold them (瑒晞 is no 玚晞, 鸏蘋 no 鹲苹: a
    rare character of a Traditional look is chosen for a name, and the store should hold the
    name the shopper wrote). Only in a Simplified sentence, the name the one thing folded: a
    sentence typed in Traditional (別再推霧川的背包了) is folded whole, its maker's name too.
    Read by place where the fold is one character for one."""
    from agent.language.normalize import fold, to_simplified

    folded, simple = fold(text or ""), to_simplified(text or "")
    if not (len(folded) == len(simple) == len(text or "")):
        return {}
    out = {}
    for name in names:
        at = folded.find(name)
        if not is_cjk(name) or at < 0 or text[at:at + len(name)] == name:
            continue
        if all(a == b for i, (a, b) in enumerate(zip(text, simple)) if not at <= i < at + len(name)):
            out[name] = text[at:at + len(name)]
    return out


def unknown_names(lex: Lexicon, text: str) -> list[str]:
    """Names in `text` no list knows: Latin-letter words (capitalised in English text) that
    are not a lexicon word, a product or title word, or a word of the English dictionary;
    in Chinese text also a Chinese name in a brand's place (`zh_unknown_names`)."""
    import unicodedata

    text = unicodedata.normalize("NFKC", text or "")
    pattern = _LATIN_IN_ZH if is_cjk(text) else _CAPITALISED
    names: list[str] = zh_unknown_names(lex, text) if is_cjk(text) else []
    for m in pattern.finditer(text):
        if is_cjk(text) and lex.typed_in_pinyin(m.group(1), text[:m.start(1)], text[m.end(1):]) is not None:
            continue  # a Chinese word typed by its sound (不要jipi的: 麂皮), no maker's name
        words = m.group(1).split()
        # From the first unknown word of a run of names ("Avoid Zorvik" -> Zorvik), through
        # the capitalised words after it that name no product or attribute ("Quorra Home";
        # "Zorvik Kettles" stops at the product).
        # A capitalised word inside a sentence is written as a name: only a slip this close
        # to a known word is read as that word ("Kittering" is no "knitting", "Lether" is leather).
        # Each word is judged where it stands: in "Leave Quillane off" only "Leave" opens
        # the sentence; "Quillane" is capitalised mid-sentence.
        offsets = [m.start(1) + o.start() for o in re.finditer(r"\S+", m.group(1))]
        start = next((i for i, w in enumerate(words)
                      if _is_unknown(lex, w.lower(), _mid_sentence(text, offsets[i]),
                                     _before_product(text, offsets[i] + len(w)))), None)
        if start is None:
            continue
        name = [words[start]]
        for word in words[start + 1:]:
            low = word.lower()
            # (a word of the dictionary in capitals is shouted, no part of the name before
            # it: "MORVENGHAST AGAIN?? No.", "ZENTRALL NEVER works")
            if word == "&" or (word[:1].isupper() and lex.find(low) is None
                               and not _names_a_type(low) and
                               not (word.isupper() and len(word) > 1 and _english_word(low))):
                name.append(word)
                continue
            break
        while name and name[-1] == "&":
            name.pop()
        if _substance_place(lex, text, m.start(1) + m.group(1).find(name[0]), name):
            continue
        if is_cjk(text) and _slang_place(text, m.start(1), m.end(1)):
            continue
        names.append(" ".join(name))
    if not is_cjk(text) and not text.isupper():
        # Written in capitals in a brand's place ("I love GORE stuff", "nothing from ACME"):
        # a maker's name even when it is a word of the dictionary; not a lexicon word or
        # a product word (LED, USB are neither in a brand's place).
        for m in _ALL_CAPS.finditer(text):
            low = m.group(0).lower()
            if lex.find(low) is not None or _names_a_type(low) or low in [n.lower() for n in names]:
                continue
            before = text[:m.start()].lower().split()[-1:]
            after = text[m.end():].lower().split()[:1]
            if (before and before[0] in _EN_BRAND_BEFORE) or \
                    (after and after[0].strip(",.;!?") in _EN_BRAND_AFTER):
                names.append(m.group(0))
        # Capitalised inside a sentence right after a brand's place ("not a fan of Drayton
        # Hale", "nothing by Ostrava"): a name even when its words are in the dictionary,
        # unless the next word is an attribute or product it modifies ("a fan of Italian
        # leather", "Persian rugs").
        taken = {w.lower() for n in names for w in n.split()}
        for m in _CAPITALISED.finditer(text):
            words = m.group(1).split()
            before = text[:m.start(1)].lower().split()[-1:]
            nxt = re.match(r"\s*([a-z][a-z\-]*)", text[m.end(1):])
            if not before or before[0] not in _EN_BRAND_BEFORE or \
                    re.search(r"[.!?]\s*$", text[:m.start(1)]) or \
                    any(w.lower() in taken for w in words) or \
                    any(lex.find(w.lower()) is not None or _names_a_type(w.lower()) for w in words) or \
                    (nxt and (lex.find(nxt.group(1)) is not None or _names_a_type(nxt.group(1)))):
                continue
            names.append(" ".join(words))
        # Refused alone in a sentence of its own, capitalised, the reason told after it of
        # "their" things ("Not Harrow. Their straps snapped on day one", "No Wexley, never
        # again: their lids leak"): a maker, even when its name is a word of the dictionary;
        # not a lexicon word or a product ("Not leather. Their…" refuses the material).
        for m in _REFUSED_ALONE.finditer(text):
            name = m.group(1)
            low = name.lower()
            if low in taken or lex.find(low) is not None or _names_a_type(low) or _person(low) or \
                    not _EN_MAKER_BACK.search(text[m.end():].lower()):
                continue
            names.append(name)
    if not is_cjk(text):
        # Typed all in lower case ("nothing made by tavrenne"): a word of five letters or
        # more that no dictionary, lexicon, title or typo reading knows, in a brand's place
        # (after "by", "from", "of", a verb of trust or avoidance; before "brand", "stuff"):
        # elsewhere it may be a word the dictionary lacks ("coeliac disease").
        taken = {w.lower() for n in names for w in n.split()}
        # (a pointer back, "their…", is this word's only when no other word no one knows is
        # said; counted only when a pointer is there, the fuzzy reading being the cost)
        def sole_unknown() -> bool:
            return len({w.group(0) for w in _LOWER_WORD.finditer(text)
                        if len(w.group(0)) >= LOWER_NAME_MIN_LEN and _is_unknown(lex, w.group(0))}) == 1
        for m in _LOWER_WORD.finditer(text):
            low = m.group(0)
            if low in taken or len(low) < LOWER_NAME_MIN_LEN:
                continue
            before = text[:m.start()].lower().split()[-1:]
            after = text[m.end():].lower().split()[:2]
            opens = not before or bool(re.search(r"[.!?;]\s*$", text[:m.start()]))
            nxt = after[0].strip(",.;!?") if after else ""
            product_next = bool(nxt) and _product_after(nxt, after[1].strip(",.;!?") if len(after) > 1 else "")
            # Opening a sentence before a product, a loose slip of a known word is a maker
            # when the word it slips to is no attribute ("kettlewyn leggings" is no kettle).
            if not _is_unknown(lex, low, maker_place=opens and product_next):
                continue
            if (before and before[0] in _EN_BRAND_BEFORE) or _ALL_BUT.search(text[:m.start()].lower()) or \
                    (before and before[0] in EN_REMOVAL_VERBS and
                     EN_REMOVED_PARTICLE.match(re.split(r"[,.;!?]", text[m.end():].lower(), maxsplit=1)[0])) or \
                    (before and before[0] in _EN_SET_APART and not _slips_to_attribute(lex, low)) or \
                    (nxt and (nxt in _EN_BRAND_AFTER or nxt in _EN_MAKER_AFTER)) or \
                    (opens and product_next) or product_next or \
                    (_clause_opens(text, m.start()) and (nxt in _EN_SUBJECT_VERBS or told_past(nxt)) and
                     not _person(low)) or \
                    (before and before[0] in _EN_POSSESSIVE and not _person(low) and
                     (_thing_verb(nxt) or _EN_NAME_ENDS.match(text, m.end()))) or \
                    (opens and _ASKED_THEN_REFUSED.match(text, m.end())) or \
                    ONLY_THEIRS_BEFORE.search(text[:m.start()].lower()) or \
                    EVERY_TIME_AFTER.match(text.lower(), m.end()) or \
                    any(chosen_back(c) for c in re.split(r"[,.;!?]", text[m.end():])[1:]) or \
                    (not names and any(_EN_MAKER_BACK.search(c.lower())
                                       for c in re.split(r"[,.;!?]", text[m.end():])[1:]) and
                     sole_unknown()) or \
                    (_EN_MAKER_BACK.search(text[m.end():].lower()) and
                     (not after or _EN_NAME_ENDS.match(text, m.end()) or
                      (before and before[0] in _EN_REFUSING) or
                      _names_a_type(after[0].strip(",.;!?")))):
                # ...or opening a sentence before the product it made ("velmora kettles
                # keep breaking", "… . brimwell hoodies are…", "X yoga mats", "X lunchboxes"):
                # the maker's place before a product noun; after "anything but" ("anything
                # but orlanne"); asked alone and refused in the next breath ("X?? nah"); or
                # pointed back at as a maker ("not touching oskelby again after their kettle
                # leaked", "no X in my feed, their mugs chip"). Anywhere before the product it
                # made ("my cat inhales X wet food"); the subject of a clause's verb ("…,
                # cindermoss is off the table"); the thing one owns, named by its maker, where
                # its phrase ends or before its verb ("the motor on my X quit"); chosen after,
                # in a clause that is only a noun of makers pointing back ("my cat goes mental
                # for X treats, so that label please": agent/language/maker_again.py). Loyal to
                # ("i only ever buy X", "it's X every time": ONLY_THEIRS_BEFORE, EVERY_TIME_AFTER);
                # pointed back at as a maker in a later clause when the sentence names no other
                # maker ("X make the only loppers that fit, show me theirs first").
                names.append(low)
    # A name said in the possessive ("Ostrel's blenders") is the name.
    names = [re.sub(r"(?:'s|s')$", "", n) if not is_cjk(n) else n for n in names]
    # A date is no maker, in a maker's place or not ("delivered by August", "from Monday", "by
    # Christmas"): a month, a weekday or a festival, capitalised as names are.
    return [n for n in dict.fromkeys(names) if n and not _calendar_name(n)]


@lru_cache(maxsize=1)
def _calendar_words() -> frozenset[str]:
    """Months and weekdays (the calendar module's English names and their short forms) and
    the festivals and occasions a date is told by (domain_map's occasion words)."""
    import calendar

    from agent.domain_map import _OCCASION_WORDS

    names = [*calendar.month_name[1:], *calendar.month_abbr[1:], *calendar.day_name, *calendar.day_abbr]
    return frozenset(n.lower() for n in names) | _OCCASION_WORDS | frozenset({"sept", "tues", "thurs", "weds"})


def _calendar_name(name: str) -> bool:
    words = name.lower().split()
    return not is_cjk(name) and bool(words) and all(w.strip(".'") in _calendar_words() for w in words)


_ACRONYM = re.compile(r"(?<![A-Za-z0-9'&\-])[A-Z]{3,6}(?![A-Za-z0-9'&])")


def unknown_substances(lex: Lexicon, text: str) -> list[str]:
    """Acronyms no list knows said where a material stands (`_substance_place`): "nothing
    with PFAS coatings", 不要含PFAS涂层的. They are substances, never brand names."""
    import unicodedata

    text = unicodedata.normalize("NFKC", text or "")
    return list(dict.fromkeys(
        m.group(0) for m in _ACRONYM.finditer(text)
        if _is_unknown(lex, m.group(0).lower()) and _substance_place(lex, text, m.start(), [m.group(0)])))


# An acronym (PFAS, PTFE, BPA) said where a material stands — after "with", "without",
# "no", 含, 无; before a form noun ("coatings", 涂层) or "-free" — names a substance, not a
# maker: "nothing with PFAS coatings" must not learn a brand "Pfas".
_SUBSTANCE_BEFORE = frozenset("with without no containing contains contain free".split())
_SUBSTANCE_BEFORE_ZH = re.compile(r"(?:含有|含|无|有|带|加|没有)\s*$")
_FREE_AFTER = re.compile(r"[\s\-]*free(?![a-z])", re.IGNORECASE)


def _mid_sentence(text: str, at: int) -> bool:
    """A word at `at` stands inside an English sentence (not at its start): capitalised
    there, it is written as a name."""
    return not is_cjk(text) and at > 0 and not re.search(r"[.!?]\s*$", text[:at])


def _substance_place(lex: Lexicon, text: str, start: int, name: list[str]) -> bool:
    word = name[0] if len(name) == 1 else ""
    if not (word.isalpha() and word.isupper() and len(word) <= 6):
        return False
    end = start + len(word)
    if lex.form_after(text.lower(), end) > end or _FREE_AFTER.match(text, end):
        return True
    if is_cjk(text):
        return bool(_SUBSTANCE_BEFORE_ZH.search(text[:start]))
    before = text[:start].lower().split()[-1:]
    return bool(before) and before[0] in _SUBSTANCE_BEFORE


LOWER_NAME_MIN_LEN = 5
# ("out": "filter out X", "rule out X", "leave out X")
_EN_BRAND_BEFORE = frozenset("by from of than trust love adore prefer avoid skip hate ditch "
                             "dislike boycott out".split())
# A maker removed by a verb and its particle, the maker between ("cut X from the chainsaw
# brands", "take X out of the results", "strike X off the list", "leave X out"): a refusal by
# its form, and a brand's place for a name typed in lower case ("drop quenmark from …").
EN_REMOVAL_VERBS = frozenset("cut drop remove take strike cross scratch knock leave keep rule filter "
                             "weed block ban exclude delete erase axe nix scrub pull kick".split())
EN_REMOVED_PARTICLE = re.compile(r"(?:'s)?(?:\s+[a-z\-]+){0,4}?\s+(?:from|out|off)(?![a-z])")
# The same in Chinese: a verb of removal right before the maker (删除X品牌, 移除X这个牌子, 撤掉X).
ZH_REMOVED_BEFORE = re.compile(r"(?:删除|删去|删掉|移除|移出|清除|去掉|去除|剔除|排除|屏蔽|拿掉|划掉|撤掉|撤下|踢掉)"
                               r"(?:掉)?(?:所有|全部)?$")
# "anything but X", "everything except X", "any brand other than X": the one set apart from
# all the rest is named there.
_ALL_BUT = re.compile(r"(?<![a-z])(?:any|every|no|some)(?:thing|one|brand|make|label)?\s+"
                      r"(?:(?:brand|make|label|one)s?\s+)?(?:but|except|apart\s+from|other\s+than|besides)\s*$")
_EN_BRAND_AFTER = frozenset("brand brands label labels stuff products gear items 's".split())
# What a maker is known by, said right after its name: its wares in general ("X kit", "X
# goods", "X range"), its service ("X support", "X customer service"), or a maker's verb
# ("X makes the comfiest slippers"). Said after a word no dictionary knows, that word is a
# maker's name, as before "brand" or "stuff".
_EN_MAKER_AFTER = frozenset("kit goods range collection wares support service services warranty "
                            "customer makes made".split())
# What points back at a maker said before: "their kettle", "that brand", "anything of theirs".
_EN_MAKER_BACK = re.compile(r"(?<![a-z])(?:their|theirs|(?:that|this)\s+(?:brand|label|company|maker))(?![a-z])")
# A name pointed back at stands where a phrase ends ("…oskelby again, their…", "…X. Their…")
# or before the product it made; "coeliac disease" goes on.
_EN_NAME_ENDS = re.compile(r"\s*(?:[,.;:!?—-]|again(?![a-z])|any\s+more|anymore)")
# A verb (or the adverb before one) right after a clause's subject: "X is off the table", "X
# keeps riding up", "X never lets me down"; a word no dictionary knows standing there, opening
# its clause or owned ("my X quit"), is a name, the one thing the verb is about. A maker takes
# the plural verb in British English ("X make the only loppers that fit", "X do the comfiest
# mats"), as a team does.
_EN_SUBJECT_VERBS = frozenset("is are was were isn't aren't wasn't has have had hasn't keeps kept left "
                              "makes made make do does sells sell broke quit died leaks leaked lasts lasted "
                              "never always just "
                              "really still sucks rocks rules".split())
_EN_POSSESSIVE = frozenset("my our his her their your".split())


def _thing_verb(word: str) -> bool:
    """What an owned thing did, said right after it: a fault (offline_polarity._FAULT_EN:
    "cracked", "leaked", "broke"), an end or its endurance ("quit", "died", "lasted"). "my
    bestie recommended…" is a person's verb."""
    from agent.engines.offline_polarity import _FAULT_EN

    return bool(re.fullmatch(_FAULT_EN + r"[a-z]*", word)) or word in _THING_VERBS


_THING_VERBS = frozenset("quit died lasted lasts survived still never keeps kept".split())


def _person(word: str) -> bool:
    """A word for a person (data/recipients.json's person words, "hubby", "toddler")."""
    from agent.domain_map import _person_words

    return word in _person_words() or word.rstrip("s") in _person_words()


def _clause_opens(text: str, at: int) -> bool:
    """The word at `at` opens a sentence or a clause (after a comma or a dash), a focus word
    allowed before it ("only X is off the table", "…, just X is a no-go")."""
    before = _FOCUS_BEFORE.sub("", text[:at])
    return not before.strip() or bool(re.search(r"[,.!?;:—\-]\s*$", before))


# A focus word before a clause's subject: "only", "just", "except", "but", "even"; a
# conjunction opens the clause it joins ("…, though X is not welcome", "…, and X never
# lets me down"): the subject stands right after it as after a comma.
_FOCUS_BEFORE = re.compile(r"(?<![A-Za-z'])(?:(?:and|but|so|though|although|while|whereas|because|since)\s+)?"
                           r"(?:only|just|except|but|even|apart\s+from)?\s*$", re.IGNORECASE)
# A verb in the past right after a clause's subject tells what the subject did ("X sold us a
# sofa that sagged", "X shipped me a cracked teapot"): the subject is a doer, a maker when no
# dictionary knows it and it is no person.
_PAST_IRREGULAR = frozenset("kept held made broke wore tore took got lost went came ran gave fell "
                            "burnt burned split stood sat felt did saw sold sent built shrank "
                            "shrunk bent".split())


def told_past(verb: str) -> bool:
    """`verb` is a verb in the past ("sold", "shipped", "survived"; not "need", "speed")."""
    return verb in _PAST_IRREGULAR or (len(verb) > 4 and verb.endswith("ed") and not verb.endswith("eed"))


# An English word asked alone and refused in the next breath: "X?? nah", "X? no thanks".
_ASKED_THEN_REFUSED = re.compile(r"\s*[?？]+\s*(?:nah|no|nope|never|pass|hard\s+pass|ugh|yikes)(?![a-z])",
                                 re.IGNORECASE)
# A refusal opening a sentence and the capitalised name it refuses closing it: "Not X.",
# "No X, …", "Never X!".
_REFUSED_ALONE = re.compile(r"(?:^|[.!?]\s+)(?i:no|not|never)\s+([A-Z][a-z][a-zA-Z'\-]+)(?=\s*(?:[.,;:!—]|$))")
# The refusal a name stands after ("no X", "not X"), when a later clause points back at it
# as a maker ("their …").
_EN_REFUSING = frozenset("no not never".split())
# A word refused or set apart right after these ("no faxonby either", "not tromwick", "besides
# vellicor", "except drovantine") that no dictionary, lexicon, title or typo reading knows is a
# maker's name: over the tune sets' English sentences every such word of five letters or more
# is an expected brand; the misspelt materials said there ("no lethar") are slips a looser
# reading still finds (`_slips_to_attribute`).
_EN_SET_APART = frozenset("no not never except besides".split())
# How close a word said where a refusal stands must come to a material, colour, feature or
# style to be read as its slip, not a name: "lethar" is leather at 77, the invented makers of
# the tune sets come no closer to an attribute than 70 (fennolt: felt).
ATTRIBUTE_SLIP_SCORE = 72.0


def _slips_to_attribute(lex: Lexicon, low: str) -> bool:
    near = lex.correct(low, ATTRIBUTE_SLIP_SCORE)
    word = lex.find(near) if near else None
    return word is not None and word.category in (Category.MATERIAL, Category.COLOR,
                                                  Category.FEATURE, Category.STYLE)


def _product_after(word: str, second: str = "") -> bool:
    """A product is named right after a word: a product type's name (alone, singular, or with
    the word after it, "yoga mats"), or a plural the keyword table reads as goods of a domain
    ("lunchboxes", "bedsheets")."""
    from agent.domain_map import classify_text
    from memory.domains import Domain

    return _names_a_type(word) or _names_a_type(_singular(word)) or \
        (bool(second) and _names_a_type(f"{word} {second}")) or \
        (word.endswith("s") and len(word) > 3 and classify_text(word) != Domain.OTHER)


# Loyalty told by its grammar: the maker as the only one bought ("only ever buy X", "from X
# only", 就认X的) or as the one every time, past contest ("it's X every time", "X, no contest",
# "X hands down"; the occasion is the subject, the maker what it always is). The brand reader
# reads a like there (offline_brands._loyal_to); a word no dictionary knows standing there is
# a maker's name, typed in lower case or not.
ONLY_THEIRS_BEFORE = re.compile(
    r"(?<![a-z])(?:only|exclusively)\s+(?:ever\s+)?(?:(?:buy|get|wear|use|trust|order|shop)\s+)?"
    r"(?:from\s+|by\s+|with\s+)?(?:the\s+)?$|(?<![a-z])team\s+$|"
    # (就要X的, 只选X的, 就认X家: the one chosen, no other; 要 alone is "want a")
    r"(?:就|只)(?:要|选|买|用|穿|认)\s*$")
# (read on the text after the name, past its clause's comma)
EVERY_TIME_AFTER = re.compile(r"(?:'s)?\s*,?\s*(?:every\s+(?:single\s+)?time|each\s+time|hands\s+down|"
                              r"no\s+contest|no\s+question|no\s+competition|all\s+the\s+way)\s*(?:$|[,.;:!?)])")


_ALL_CAPS = re.compile(r"(?<![A-Za-z0-9'&\-])[A-Z]{3,12}(?![A-Za-z0-9'&])")
_LOWER_WORD = re.compile(r"(?<![A-Za-z0-9'&\-])[a-z][a-z]+(?![A-Za-z0-9\-]|'(?!s(?![a-z])))")


# Where Chinese puts a brand (the grammar, not a list of names): before a brand noun
# ("X这个牌子", "X牌的", "X品牌"); between a verb of choosing, avoiding or trusting and 的
# ("别推X的外套", "除了X的", "信得过X的"); after a verb of loyalty ("一直认准X", "只买X").
_ZH_BRAND_NOUN = re.compile(r"(?:这个|那个|这一|这|那|该)?(?:牌子|品牌|牌(?=的|子))")
# (Neutral wants, 想要/来/看, are left out: "我想要暖绒的外套" names no brand.)
_ZH_CHOOSING = frozenset({
    "推", "推荐", "不要", "别要", "买", "别买", "不买", "选", "不选", "别选", "用", "不用", "别用",
    "除了", "除", "除开", "排除", "认准", "只认", "就认", "信得过", "钟爱", "偏爱", "喜欢",
    "讨厌", "不考虑", "避开", "避免", "拒绝", "只买", "只用", "只穿", "回购", "拉黑", "用过", "买过",
    # (要 only with 就/只 before it, a choice: "保温杯就要X的"; 要 alone is "want a": 要个杯子)
    "就要", "只要", "就选", "只选",
})
# Also the praise said as a copula, the name its complement ("用过最好的是X", "首选X"; 最好是X
# is "preferably X").
_ZH_LOYAL = re.compile(r"(?:认准|认定|只认|就认|只买|只用|只穿|信得过|信赖|信任|钟爱|偏爱|回购|死忠|忠于|首选|"
                       r"最好的?是|最喜欢的是|最爱的是)(?:了|的是)?")
# Characters a name does not hold: grammar, pronouns, degree and negation.
_ZH_NOT_IN_NAME = re.compile(r"[的了着过这那哪个些我你他她它们不没别很太最更都也就还再又才只已是有在和与或及吗呢吧啊呀么"
                             r"什怎谁每各某几多少]|\d")
# A token this common in jieba's dictionary is grammar or an everyday word, not a name piece
# (推 6324, 除了 7785, 一直 18596; 岚 63, 杉 706, 苔原 76, 牧 835).
_ZH_PIECE_MAX_FREQ = 2000
# A single character is cut out alone when no dictionary word holds it; one this common
# is grammar or a preposition standing before the name (对 184674, 家 41022); a name's own
# characters are rarer (山 23539, 风 11195, 蓝 2736, 霁 57).
_ZH_CHAR_MAX_FREQ = 30000
# A name may be a word the dictionary has seen a few times as a place (砚山 3): a word of
# the language is far more frequent.
_ZH_NAME_MAX_FREQ = 5
# Right before a brand noun ("X这个牌子", X品牌) the place says it is a name: a word the
# dictionary has seen a dozen times may be one (素笺 12, a poetic word for letter paper);
# the words said there that are not names are far more common (国产 773, 二线 95).
_ZH_ANCHORED_NAME_MAX_FREQ = 50
# What ends a style, not a name: 网红款, 韩版, 复古风, 奶油色.
_ZH_STYLE_END = re.compile(r"[款式系型版色风味号码]$")


def zh_unknown_names(lex: Lexicon, text: str) -> list[str]:
    """Chinese brand names no list knows, found by where they stand (see _ZH_BRAND_NOUN):
    the characters next to the anchor that jieba's dictionary does not join into a word,
    when their join is no dictionary word, no lexicon word (material, colour) and no
    product. The text is cut by the dictionary alone: a name no dictionary knows falls
    apart into single characters (雾/岭, 石/芥), where the HMM glues it to its neighbours
    (对晴崖, 认石芥, 雾岭家)."""
    from agent.language.normalize import fold

    text = fold(text)
    glued = _rare_pairs_before_products(lex, text) + _rarest_pairs(lex, text)
    # X家 is the maker X's shop: its name ends before 家, where the dictionary glued 家 to
    # the name's last character (琮/石家: the maker 琮石, as in 雾岭家的冲锋衣).
    names = []
    for n in _zh_anchored_names(lex, text):
        stem = n[:-1] if len(n) >= 3 and n.endswith("家") and f"{n}的" in text else n
        # A coined pair inside a longer run is the name; the common characters the run took
        # with it are the sentence's own words (瑷芃寄来的: 寄 sent it; 闻到暻荪的: smelt).
        core = next((g for g in glued if g in stem and g != stem and
                     all(_zh_freq(c) >= _ZH_RARE_CHAR for c in stem.replace(g, "", 1))), None)
        stem = core or stem
        if stem not in names:
            names.append(stem)
    for n in glued:
        if n not in names and not any(n in o or o in n for o in names):
            names.append(n)
    if "的" in text:
        # A coined name of everyday characters, told by the product it owns or made
        # (晚灯的台灯, 是木笙做的): agent/language/maker_place.
        from agent.language.maker_place import owned_names

        for n in owned_names(lex, text):
            if not any(set(n) & set(o) for o in names):  # (檀溪牌: no second name 溪牌)
                names.append(n)
    # A maker named with a word of the dictionary (竹篱, 远山), told a maker by the message:
    # in a maker's place, and pointed back at or said twice (agent/language/maker_pointed).
    from agent.language.maker_pointed import pointed_names

    names += pointed_names(lex, text, names)
    # A word the typo mender reads as a slip of a known word is that word, no coined name:
    # 超细纤唯的抹布不要 refuses microfibre (纤维), not a maker 纤唯. (The mender leaves a rare
    # character alone, so a maker's coined name, 璟木, stays a name.) Mended only when a name
    # was found: most messages name none, and the mending was most of this reader's time.
    if not names:
        return names
    mended = lex.fix_zh_typos(text)
    return [n for n in names if not _mended_into_word(lex, text, mended, n) and not _ZH_SERVES.search(n)]


def _mended_into_word(lex: Lexicon, text: str, mended: str, name: str) -> bool:
    """The typo mend reads `name` as part of a known word: gone from the mended text, or
    every place of it inside a lexicon word the mend made (打芯绒 mended into 灯芯绒 leaves 芯绒
    in the text, now the tail of corduroy, no maker). A word the shopper typed right around
    the name is no mend of it."""
    made = [(m.start(), m.end()) for m in lex.zh_pattern.finditer(mended)
            if text[m.start():m.end()] != m.group(0) and m.end() - m.start() > len(name)]
    places = [m.start() for m in re.finditer(re.escape(name), mended)]
    return all(any(a <= at and at + len(name) <= b for a, b in made) for at in places)


# How many a thing serves or seats (六人份, 双人, 四人位, 单人, 两人用): a count, no maker's name,
# whatever the dictionary made of it (想买六人份的餐盘 stored a like of a maker 六人份).
_ZH_SERVES = re.compile(r"[零〇一二两三四五六七八九十百几单双\d]+人(?:份|位|座|用|款)?")


# The rarer of two characters a name is made of, anywhere in the text: seen fewer times than
# this in jieba's dictionary (朏 5, 萁 31, 甑 126, 菁 71). Over every Chinese sentence of the
# tune sets (1,824), pairs of unjoined characters under 1000 whose rarer one is under 200 are
# 80 brand names and nothing else; at 300 a Cantonese 仔仲 (阿仔仲话) comes in, at 500 a
# misspelt 纤唯 and 污糟.
_ZH_RAREST_CHAR = 200


def _rarest_pairs(lex: Lexicon, text: str) -> list[str]:
    """Two characters the dictionary joins into no word, each rare and one of them very rare
    (`_ZH_RAREST_CHAR`), wherever they stand: "X踩雷了", "大家都抢X那套", "除了X，别的牌子",
    "X？？不了". Shoppers' own words are the dictionary's; such a pair is a coined name, the
    way a brand is coined. A character said twice (涩涩) is no name."""
    jieba = _zh_tokenizer()
    out: list[str] = []
    for run in re.finditer(rf"[{_CJK_RANGE}]+", text):
        tokens = list(jieba.cut(run.group(0), HMM=False))

        def coined(pair: list[str]) -> bool:
            name = "".join(pair)
            # Said twice in the message ("翙禾猫砂盆臭到不行 翙禾直接拉黑"), the pair is a name
            # the shopper repeats: its other character may be a common one (禾 1106, 石 11067).
            common = _ZH_CHAR_MAX_FREQ if text.count(name) >= 2 else _ZH_RARE_CHAR
            return len(pair) == 2 and all(len(t) == 1 and not _ZH_NOT_IN_NAME.search(t) and
                                          _zh_freq(t) < common for t in pair) and pair[0] != pair[1] and \
                min(_zh_freq(t) for t in pair) < _ZH_RAREST_CHAR and not _zh_freq(name) and \
                not any(lex.zh_pattern.finditer(name)) and not _title_word(name) and \
                _is_name(lex, jieba, name, anchored=True, limit=0)

        def commonest(pair: list[str]) -> int:
            return max(_zh_freq(t) for t in pair)

        i = 0
        while i < len(tokens) - 1:
            pair = tokens[i:i + 2]
            name = "".join(pair)
            if coined(pair):
                nxt = tokens[i + 1:i + 3]
                if commonest(nxt) < commonest(pair) and coined(nxt):
                    # Two overlapping pairs, each said twice ("那台棻翀…，想整一台棻翀的"): the
                    # name is the rarer pair; the common character the other took is the
                    # sentence's own (台, a measure word).
                    i += 1
                    continue
                if name not in out:
                    out.append(name)
                i += 2  # (the next pair overlaps this name: 朏岚踩 holds no 岚踩)
                continue
            i += 1
    return out


def _rare_pairs_before_products(lex: Lexicon, text: str) -> list[str]:
    """Two characters, each rare in the dictionary and joined by it into no word, right before
    a product's name (after 的 or 家 or glued to it): "穿砚鹭的运动鞋", "骐芨充电宝鼓包了",
    "猷蓁家卫衣", "送他的鹂杳骑行手套". A product's own words are the dictionary's (蕾丝, 貂绒
    are words); two rare characters it cannot join, before what was made, are its maker."""
    from agent.domain_map import classify_text

    jieba = _zh_tokenizer()
    out: list[str] = []
    for run in re.finditer(rf"[{_CJK_RANGE}]+", text):
        tokens = list(jieba.cut(run.group(0), HMM=False))
        ends = _token_ends(tokens)
        for i in range(len(tokens) - 2):
            pair = tokens[i:i + 2]
            if not all(len(t) == 1 and not _ZH_NOT_IN_NAME.search(t) and _zh_freq(t) < _ZH_RARE_CHAR
                       for t in pair) or (i > 0 and len(tokens[i - 1]) == 1 and
                                          _zh_freq(tokens[i - 1]) < _ZH_RARE_CHAR):
                continue  # (a third rare character before them: the name is longer, or no name)
            name = "".join(pair)
            rest = run.group(0)[ends[i + 1]:]
            rest = re.sub(r"^(?:家的|家|出的|的)", "", rest)
            if _zh_freq(name) or not _product_follows(rest) or \
                    ((any(lex.zh_pattern.finditer(name)) or name[-1] in _material_heads(lex)) and
                     not name_char(name[0])):
                # (貂绒大衣: 绒 ends many material words, a kind of material no list has; but
                # after a character too rare to be slipped into, 璟木 and 琇麻 are makers)
                continue
            other_domain = classify_text(name) != classify_text(rest)
            if _is_name(lex, jieba, name, anchored=other_domain, limit=0) and not _title_word(name) \
                    and name not in out:
                out.append(name)
    return out


# A character that ends this many of the lexicon's Chinese material words (皮 53, 绒 39, 木 13,
# 麻 4) ends a material's name more likely than a maker's.
_MATERIAL_HEAD_MIN = 3


@lru_cache(maxsize=4)
def _material_heads(lex: Lexicon) -> frozenset[str]:
    from collections import Counter

    heads = Counter(w[-1] for w, word in lex.words.items()
                    if is_cjk(w) and len(w) >= 2 and word.category == Category.MATERIAL)
    return frozenset(c for c, k in heads.items() if k >= _MATERIAL_HEAD_MIN)


def _zh_anchored_names(lex: Lexicon, text: str) -> list[str]:
    if not (_ZH_BRAND_NOUN.search(text) or _ZH_LOYAL.search(text) or "的" in text or "把" in text
            or _ZH_BACK_AT_MAKER.search(text) or re.search(r"[那这一][台双件款把只条个套口瓶支顶张部辆]", text)
            or "被" in text or "?" in text or "？" in text or "家" in text
            or _ZH_ASKED_THEN_REFUSED.search(text) or any(v in text for v in _ZH_AVOIDING)
            or _ZH_NOT_BE.search(text)
            or any(w in text for w in _ZH_MARKED)
            or _ZH_AVOID_RE.search(text)
            or re.search(r"[A-Za-z]\s*掉", text)):
        return []
    jieba = _zh_tokenizer()
    names: list[str] = []
    brand_said = bool(_ZH_BRAND_NOUN.search(text)) or bool(_ZH_SHOP.search(text))
    back = _ZH_BACK_AT_MAKER.search(text)
    for run in re.finditer(rf"[{_CJK_RANGE}]+", text):
        tokens = list(jieba.cut(run.group(0), HMM=False))
        ends = _token_ends(tokens)
        for i, tok in enumerate(tokens):
            start = ends[i] - len(tok)
            rest = run.group(0)[start:]
            if i > 0 and (_ZH_BRAND_NOUN.match(rest) or _ZH_SHOP.match(rest)):
                name = _pieces_before(lex, jieba, tokens, i, need_verb=False, anchored=True)
            elif i > 0 and tok == "家" and _shop_ends_clause(run.group(0), ends[i]):
                # X家 ending its clause after a verb of choosing ("狗绳 不要湍棠家", "别再推翙禾家
                # 了"): the maker's shop, the name ends before 家.
                name = _pieces_before(lex, jieba, tokens, i, need_verb=True, anchored=True)
            elif tok == "的" and i > 0 and tokens[i - 1] not in ("牌", "牌子", "品牌", "家"):
                # X的: after a verb of choosing, or at a clause's start when a brand noun is
                # said in the utterance ("砾舟的行李箱质量太差，这个牌子不考虑").
                # Also when a refusal follows it ("澜庭的就算了"): X的 is then the topic refused.
                refused = bool(_ZH_REFUSED_AFTER.match(run.group(0), ends[i] - 1)) or (
                    # asked as a topic, refused right after it: "X的？算了吧"
                    ends[i] == len(run.group(0)) and
                    bool(_ZH_ASKED_THEN_REFUSED.match(text, run.start() + ends[i])))
                name = _pieces_before(lex, jieba, tokens, i, need_verb=not (brand_said or refused))
                if not name:
                    # X的<product> opening a clause ("X的台灯用了三年", "X的面霜太油"): the
                    # maker's place before what it made, when X is no word at all (or, with a
                    # brand said in the utterance, a word the dictionary barely knows).
                    name = _maker_of_product(lex, jieba, tokens, i, run.group(0), brand_said)
                if not name and _ZH_ACQUIRED.fullmatch(tokens[i - 1]):
                    # 买的X吹风机: the maker glued to the product bought.
                    name = _maker_glued(lex, jieba, tokens, i, run.group(0))
            elif tok in _ZH_MEASURES and i > 0 and tokens[i - 1] in ("那", "这", "一"):
                # 那台X扫地机, 这双X跑鞋: the maker glued to the product pointed at.
                name = _maker_glued(lex, jieba, tokens, i, run.group(0))
            elif tok.endswith("家") and len(tok) > 1 and (
                    (i + 1 < len(tokens) and tokens[i + 1] == "的") or
                    _shop_ends_clause(run.group(0), ends[i])):
                # X家的 with 家 glued into a word by the dictionary (雁回家 cut 雁/回家): the
                # maker's shop when the rest of the word joins the name and a refusal or a
                # product follows.
                name = _shop_glued(lex, jieba, tokens, i, run.group(0), ends)
            elif tok in ("除了", "除", "除开", "除去") and _ZH_ALL_BUT.match(text, run.start() + ends[i] + len(
                    _pieces_after(lex, jieba, tokens, i))):
                # 除了X别的都行, 除了X其他的都可以, 除开X，哪家的都行, 除了X随便哪个牌子都行: all
                # but X, X the one refused.
                name = _pieces_after(lex, jieba, tokens, i)
            elif tok == "把" and i + 1 < len(tokens):
                # 把X排除掉, 把X拉黑: the object of a verb of removal.
                name = _disposed_object(lex, jieba, tokens, i)
            elif tok in _ZH_AVOIDING or (i > 0 and tokens[i - 1] + tok in _ZH_AVOIDING) or \
                    _ZH_AVOID_RE.fullmatch(tok) or (i > 0 and _ZH_AVOID_RE.fullmatch(tokens[i - 1] + tok)) or \
                    (i == 0 and tok == "掉" and _EN_REMOVAL_BEFORE.search(text[:run.start()])):
                # 避开X, 拒绝X, 不考虑X (cut 不/考虑): the object of a verb of avoidance, when
                # the dictionary joins none of its characters (避开高峰时段 avoids a time, no
                # maker).
                name = _unjoined_after(lex, jieba, tokens, i)
            elif _ZH_NOT_BE.fullmatch(tok) or (tok == "是" and i > 0 and
                                               _ZH_NEGATED_COPULA.search(tokens[i - 1])):
                # 只要不是X, 千万别是X的: the complement of a negated copula closing its clause
                # (or before 的) is the one excepted, whatever its characters' rarity; the
                # pieces must still join into no word (不是问题, 不是很好, 不是棉的 name nothing),
                # and may hold a product's character (砚澜: 砚 is an inkstone), as before 牌.
                name = _unjoined_after(lex, jieba, tokens, i, anchored=True)
                after = run.group(0)[ends[i] + len(name):]
                if name and after and not after.startswith("的"):
                    name = ""
                elif len(name) > 2 and _ZH_SHOP.match(name[-1] + after):
                    name = name[:-1]  # 不是X出的: made by X, 出 no part of the name
            elif i > 1 and (tokens[i - 1] + tok) in _ZH_MARKED and \
                    any(t in _ZH_IF or t == "只要" for t in tokens[:i - 1]):
                # 箱子上要是印着X, 包装上如果写着X: the name printed on the thing, as a condition
                # (what follows says what it means: language/maker_again_asked.marked_refused).
                name = _pieces_after(lex, jieba, tokens, i)
            elif tok in _ZH_IF and back is not None and back.start() > run.start() + ends[i]:
                # 要是X有…，就买他家; 如果X出了白色的，就选他们家: the subject of a condition
                # whose consequence points back at a maker (他家) is that maker, when a verb of
                # having or making follows its characters.
                name = _pieces_after(lex, jieba, tokens, i)
                if name and not _ZH_MAKES.match(run.group(0), ends[i] + len(name)):
                    name = ""
            elif tok in _ZH_COPULA and i > 0 and not _loyal_at(tokens, i):
                # (最好是X的 is "preferably X": the loyalty reading below, whatever follows X)
                # So too the complement of a copula that ends its clause ("买帐篷我第一个想到
                # 的就是X"); "我是吃全素的" goes on with 的: a description, no name.
                name = _unjoined_after(lex, jieba, tokens, i)
                if name and (not run.group(0).endswith(name) or (
                        not _ZH_WHICH_ONE_IS.search(run.group(0)[:ends[i]]) and
                        all(_zh_freq(c) >= _ZH_RAREST_CHAR for c in name))):
                    # (nor when no character is very rare: "脖子那圈全是毛粒", "袖口全是毛渣" end
                    # on what the wear made, "书包是真耐造" on praise, no coined name; unless the
                    # copula says which one it is, "我最先想到的就是澄汀": the one thought of)
                    name = ""
            elif tok == "被" and i > 0 and _ZH_PASSIVE_REMOVAL.match(run.group(0), ends[i]):
                # X(已经)被我拉黑了: the one a verb of removal was done to stands before 被.
                j = i
                while j > 0 and tokens[j - 1] in _ZH_PASSIVE_ADVERBS:
                    j -= 1
                name = _pieces_before(lex, jieba, tokens, j, need_verb=False) if j > 0 else ""
            elif i == 0 and run.start() == _clause_start(text, run.start()) and \
                    _ZH_ASKED_THEN_REFUSED.match(text, run.end()):
                # "X？算了吧": a clause that is the name alone, asked and refused in the next
                # breath (as "X的？算了吧" above).
                name = _pieces_after(lex, jieba, ["", *tokens], 0)
                if not name and len(tokens) == 1 and len(tok) == 2 and \
                        _is_name(lex, jieba, tok, anchored=True) and not _title_word(tok):
                    # (the whole clause one word the dictionary barely knows, 皮筏 11: said alone
                    # and refused, it is a name as before a brand noun)
                    name = tok
            elif i == 0 and back is not None and run.start() < back.start() and \
                    run.start() == _clause_start(text, run.start()):
                # "X在我们小区口碑最好，优先他们家": a clause opening with characters the
                # dictionary joins into no word, a later clause pointing back at a maker.
                name = _opening_name(lex, jieba, tokens)
            elif _loyal_at(tokens, i):
                name = _pieces_after(lex, jieba, tokens, i)
            elif tok in _ZH_CHOOSING and _object_ends_clause(tokens, i):
                # 一直用X，…: the object of a verb of choosing or use ending its clause, when
                # the dictionary joins its characters into no word (一直用毛巾 uses a towel).
                name = _unjoined_after(lex, jieba, tokens, i)
            else:
                continue
            if name and name not in names:
                names.append(name)
    return names


# A verb of avoidance, told by its morpheme (避, 躲, 绕) in a compound of going around or
# keeping away: 避开, 避免, 回避, 规避, 躲避, 逃避, 躲开, 绕开, 绕过. One source for the rules that
# refuse its object (offline_constraints), read a name after it (here) and count it as a
# refusal said in words (offline_semantics._REFUSAL_VERB).
ZH_AVOID_VERB = r"(?:[回规躲逃闪]避|避(?:开|免|让)|躲(?:开|掉)|绕(?:开|过|道))"
_ZH_AVOID_RE = re.compile(ZH_AVOID_VERB)
# Verbs of avoidance: what follows is the one refused (避开X, 拒绝X, 排除X).
_ZH_AVOIDING = frozenset({"避开", "避免", "拒绝", "排除", "屏蔽", "绕开", "躲开", "不考虑",
                         # verbs of removal, 掉 their result: 去掉X, 删掉X, 拿掉X
                         "去掉", "删掉", "拿掉", "划掉", "踢掉", "剔掉", "去除", "剔除",
                         # and of deleting from a list: 删除X, 移除X, 清除X, 撤掉X
                         "删除", "删去", "移除", "移出", "清除", "撤掉", "撤下"})
# A Latin verb of refusal said in Chinese with 掉 after it ("pass掉X", "skip掉X", "block掉X"):
# its object follows 掉, as after 去掉.
_EN_REMOVAL_BEFORE = re.compile(r"(?<![A-Za-z])(?:pass|skip|block|ban|drop|out)\s*$", re.IGNORECASE)
# A verb of removal in the passive, its doer said or not: 被(我)拉黑, 被我排除了.
_ZH_PASSIVE_REMOVAL = re.compile(r"(?:我|我们)?(?:给)?(?:拉黑|排除|屏蔽|淘汰|划掉|踢出|pass)")
_ZH_PASSIVE_ADVERBS = frozenset({"已经", "早就", "早已", "早", "都", "也", "就", "已"})


def _clause_start(text: str, at: int) -> int:
    """Where the clause holding `at` starts (after the last punctuation before it)."""
    return max((k + 1 for k in range(at) if text[k] in "，,。.！!？?；;\n "), default=0)


# A topic asked, then refused in the next breath: "X的？算了吧", "X的? 不要".
# (or exclaimed and refused: "X！再也不要！")
_ZH_ASKED_THEN_REFUSED = re.compile(r"\s*(?:[？?]\s*(?:那|这)?(?:还是)?(?:算了|免了|不要|别了|拉倒|pass|不行)|"
                                    r"[！!]+\s*(?:再也不|绝不|打死也不|说什么也不)(?:要|买|用|碰|考虑|选))")
# After 除了X: everything else will do, so X is the one refused.
_ZH_ALL_BUT = re.compile(r"(?:的)?(?:之外|以外)?[，,\s]*(?:(?:别的|其他|其它|剩下的)(?:的|牌子|品牌)?(?:都|全|随便|均)|"
                         # any other, said as a free choice: 随便哪个牌子都行, 哪家的都可以, 什么牌子都成
                         r"(?:随便|任何|任意|哪|什么)[^，,。.；;！!？?]{0,6}?(?:都|均|也)(?:行|可以|好|没问题|ok|成|能|无所谓))")
# A refusal right after X的: the topic refused ("澜庭的就算了", "X的不要").
# (the adverbs of "outright", "across the board" too: X的直接pass, X这个品牌一律不考虑; the verbs
# of passing over, 略过, 跳过)
def _zh_refusal_tail(shown: str = "推荐?|上|出现|拿") -> str:
    """The refusal said after a topic; `shown` = the verbs of showing that 别 refuses."""
    return (r"(?:我|我们)?(?:就|也|都|真的|还是|可|千万|以后|今后|永远|再|直接|一律|统统|通通|全部|全都)*"
            r"(?:算了|免了|不要|别要|不考虑|pass|略过|跳过|拉倒|不行|"
            rf"别(?:再|给我|给)?(?:{shown})|不用(?:推荐?)?了?|"
            # a bare 别 ending its clause: "X的别", "X的就别了"
            r"别了?(?=\s|$|[，。！!,.；;]))")


_ZH_REFUSAL_TAIL = _zh_refusal_tail()
_ZH_REFUSED_AFTER = re.compile(r"的" + _ZH_REFUSAL_TAIL)
# What the maker put out, then refused: "X最近出的那些跳过", "X今年新出的那几款破壁机都别看了".
# The maker's latest line is the maker's goods (its verb of making, 出/推/上, stands between
# the name and the 的), so the refusal after it is the maker's; a product noun may name the line.
ZH_OUTPUT_REFUSED_AFTER = re.compile(
    rf"(?:最近|近来|近期|今年|去年|这两年|这季|刚|才)*(?:新)?(?:出|推|上)的(?:那|这)?(?:些|几款|几个|几台|款)?"
    rf"(?:新款|东西|产品|[{_CJK_RANGE}]{{1,4}}?)?" + _zh_refusal_tail("推荐?|上|出现|拿|看"))
# The maker named again by a noun of makers, then refused: X这个品牌直接略过, X这牌子一律pass.
ZH_NOUN_REFUSED_AFTER = re.compile(r"(?:这个|这|那个|那|该)?(?:牌子|品牌)(?:的)?(?:东西|产品)?" +
                                   _ZH_REFUSAL_TAIL, re.I)
# A maker's shop said as 家 ("雾岭家的冲锋衣", "X家的东西"): 家 standing alone before 的 in the
# dictionary's cut (我家, 老家, 国家, 商家 are words of their own).
_ZH_SHOP = re.compile(r"家(?=的|出的|产的)|出(?=的)|(?:生产|出品|产)(?=的)")
# A single character joins a name already two long only when it is rare (霁 57, 翎 105):
# 认 2506, 对 184674 and 是 are the verb or preposition before it.
_ZH_RARE_CHAR = 1000
# After a negated copula a name is refused as after a verb of choosing: 千万别是X的, 不是X的.
_ZH_NEGATED_COPULA = re.compile(r"(?:别|不要|不|可别|千万别)$")
# A condition's conjunctions (要是X有…就买他家) and the verbs of having or making its maker takes.
_ZH_IF = frozenset({"要是", "如果", "假如", "若是", "假若", "倘若", "万一"})
# A name printed or written on the thing (印着X, 写着X, 标着X), cut by the dictionary in two.
_ZH_MARKED = frozenset({"印着", "印有", "写着", "写有", "标着", "标有", "贴着"})
_ZH_MAKES = re.compile(r"有|出|做|推出|卖|能|也有|还有")
# A negated copula the dictionary keeps as one word (不是, 别是): its complement is excepted.
_ZH_NOT_BE = re.compile(r"(?:不|别)是")


def _loyal_at(tokens: list[str], i: int) -> bool:
    """Token i ends a word of loyalty or preference (认准, 首选, 最好是 cut 最好/是)."""
    tok = tokens[i]
    return bool(_ZH_LOYAL.fullmatch(tok) or (tok in _ZH_CHOOSING and _ZH_LOYAL.match(tok)) or
                any(i >= k and _ZH_LOYAL.fullmatch("".join(tokens[i - k:i + 1])) for k in (1, 2, 3)))


def _object_ends_clause(tokens: list[str], i: int) -> bool:
    """The tokens after token i are single characters up to the end of the run (a mark or
    the text's end follows), no grammar among them, none of the everyday characters a verb
    phrase is made of and one rare as names' are: an object that closes its clause, with
    nothing after it (一直用珞昉，…; not 唔使睇住先, 只要X出的)."""
    rest = tokens[i + 1:]
    while rest and rest[-1] in ("吧", "了", "呢", "啊", "呀", "哈", "啦", "嘛"):
        rest = rest[:-1]
    return 2 <= len(rest) <= 4 and all(len(t) == 1 and not _ZH_NOT_IN_NAME.search(t) and
                                       _zh_freq(t) < _ZH_CHAR_MAX_FREQ for t in rest) and \
        any(_zh_freq(t) < _ZH_RARE_CHAR for t in rest)


def _choosing_before(tokens: list[str], j: int) -> bool:
    """A verb of choosing made of the last one, two or three tokens before `j`, whichever
    pieces the dictionary cut it into (别要 is cut 别/要); never the tail of a longer word
    (适用, 耐用 end in 用 and choose nothing)."""
    return any("".join(tokens[j - k:j]) in _ZH_CHOOSING for k in (1, 2, 3) if j - k >= 0)


def _token_ends(tokens: list[str]) -> list[int]:
    ends, at = [], 0
    for tok in tokens:
        at += len(tok)
        ends.append(at)
    return ends


def _is_piece(lex: Lexicon, jieba, tok: str) -> bool:
    from agent.language.segment import function_words

    if _ZH_NOT_IN_NAME.search(tok):
        return False
    if len(tok) > 1 and tok in function_words():
        return False  # 唯独, 随便: an adverb before the name (jieba's own part of speech)
    if len(tok) == 1:
        # A character the dictionary did not join to its neighbours: a name's character
        # unless it is grammar-common (对, 家); a colour character may be one (霁蓝): the
        # whole name is checked against the lexicon after (`_is_name`).
        return _zh_freq(tok) < _ZH_CHAR_MAX_FREQ
    return lex.find(tok) is None and _zh_freq(tok) < _ZH_PIECE_MAX_FREQ


def _styled(name: str) -> bool:
    """A style, not a name: a style ending after a word of the language (复古风, 韩版, 奶油色);
    after a rare character it may be a name's own (翎风)."""
    if not _ZH_STYLE_END.search(name):
        return False
    stem = name[:-1]
    return _zh_freq(stem) >= (_ZH_RARE_CHAR if len(stem) == 1 else 1)


# A verb of holding before an attribute word (含肉的, 带糖的, 加盐的): what a thing holds; or a
# word of purity (纯钛的, 全棉的, 真丝的): all of it is that attribute.
_ZH_HOLDING = frozenset("含带加有无放掺纯全真")


def _is_name(lex: Lexicon, jieba, name: str, anchored: bool = False,
             limit: int | None = None) -> bool:
    from agent.domain_map import classify_text
    from agent.product_types import find_types
    from memory.domains import Domain

    if limit is None:
        limit = _ZH_ANCHORED_NAME_MAX_FREQ if anchored else _ZH_NAME_MAX_FREQ
    if _ZH_BRAND_NOUN.search(name):
        return False  # 国产品牌, 大牌子: a kind of brand said, no brand's name
    if not 2 <= len(name) <= 5 or _zh_freq(name) > limit or _styled(name) or trade_word(name):
        return False  # (a word the catalog's titles use, 斜挎 of 斜挎包, is a kind, no maker)
    words = list(lex.zh_pattern.finditer(name))
    if any(len(m.group(0)) >= 2 for m in words) or \
            sum(len(m.group(0)) for m in words) == len(name):
        return False  # 红色系, 纯棉质, 灰蓝: attributes, not a name
    if name[0] in _ZH_HOLDING and any(m.start() == 1 and m.end() == len(name) for m in words):
        return False  # 含肉, 带糖, 加盐, 纯钛: what a thing holds, an attribute word, no name
    if lex.correct_zh(name, alone=True):
        return False  # 涤伦: 涤纶 typed by its sound; 塑科: 塑料 by its first character
    if find_types(name):
        return False
    # Before a brand noun a name may hold a product's character (砚山牌: 砚 is an inkstone).
    return anchored or classify_text(name) == Domain.OTHER


def _piece_run(lex: Lexicon, tokens: list[str], indices) -> list[int]:
    """The tokens, walked from the anchor outwards, that may be part of a name: up to five
    characters of words rare in the dictionary, a third single character only when rare."""
    taken: list[int] = []
    size = 0
    for j in indices:
        tok = tokens[j]
        if not _is_piece(lex, None, tok) or size + len(tok) > 5 or tok in _ZH_CHOOSING or \
                tok in _ZH_AVOIDING or _ZH_LOYAL.fullmatch(tok):
            break  # (a verb of choosing, trust or removal stands before the name: 信赖+霁禾, 删去+朔屿)
        if size >= 2 and len(tok) == 1 and _zh_freq(tok) >= _ZH_RARE_CHAR:
            break
        taken.append(j)
        size += len(tok)
    return taken


def _pieces_before(lex: Lexicon, jieba, tokens: list[str], i: int, need_verb: bool,
                   anchored: bool = False) -> str:
    taken = _piece_run(lex, tokens, range(i - 1, -1, -1))
    if not taken:
        return ""
    j = taken[-1]
    if need_verb and not (j > 0 and (_choosing_before(tokens, j) or
                                     _ZH_LOYAL.fullmatch(tokens[j - 1]) or
                                     (tokens[j - 1] == "是" and j > 1 and
                                      _ZH_NEGATED_COPULA.search(tokens[j - 2])))):
        return ""
    name = "".join(tokens[j:i])
    return name if _is_name(lex, jieba, name, anchored) else ""


def _pieces_after(lex: Lexicon, jieba, tokens: list[str], i: int) -> str:
    taken = _piece_run(lex, tokens, range(i + 1, len(tokens)))
    name = "".join(tokens[i + 1:taken[-1] + 1]) if taken else ""
    if name and _is_name(lex, jieba, name):
        return name
    return _unjoined_after(lex, jieba, tokens, i)


def _unjoined_after(lex: Lexicon, jieba, tokens: list[str], i: int, anchored: bool = False) -> str:
    """The whole object of a verb, up to the clause's end or 的/家 ("最信得过听澜"), when the
    dictionary joins its characters into no word: they may be common ones (听 is a verb
    alone); no grammar character, and the whole is checked as any name."""
    rest = tokens[i + 1:]
    stop = next((k for k, t in enumerate(rest) if t in ("的", "家", "牌", "牌子", "品牌")), len(rest))
    whole = rest[:stop]
    while whole and whole[-1] in ("吧", "了", "呢", "啊", "呀", "哈", "啦", "嘛"):
        whole = whole[:-1]  # the clause's closing particle (去掉X吧) is no part of the name
    name = "".join(whole)
    if whole and all(len(t) == 1 and not _ZH_NOT_IN_NAME.search(t) for t in whole) and \
            _zh_freq(name) == 0 and _is_name(lex, jieba, name, anchored) and not _title_word(name):
        return name
    return ""


# Verbs of removal after 把 (把X排除掉, 把X拉黑, 把X的都去掉).
_ZH_DISPOSAL = re.compile(r"(?:的(?:东西|产品)?)?(?:都|全|全部|统统|给我)?"
                          r"(?:排除|去掉|去除|剔除|删掉|删除|拿掉|踢掉|划掉|筛掉|过滤|屏蔽|拉黑|排掉)")
# The words a name is checked against: the demo catalog's Chinese titles without their own
# brand ("百搭", "宝宝" are title words, never a maker).
_TITLE_WORD_MIN = 1


def _title_word(name: str) -> bool:
    return _catalog_title_text().count(name) >= _TITLE_WORD_MIN


@lru_cache(maxsize=1)
def _catalog_title_text() -> str:
    """Built once per machine (disk cache) and read once per process: every candidate name
    of every turn asks it."""
    from agent.disk_cache import cached
    from agent.engines.offline_lexicon import DEFAULT_CATALOG

    return cached("catalog-zh-title-text", _title_text_of_catalog, files=(DEFAULT_CATALOG,))


def _title_text_of_catalog() -> str:
    import json
    from agent.engines.offline_lexicon import DEFAULT_CATALOG

    lines = []
    if DEFAULT_CATALOG.exists():
        with open(DEFAULT_CATALOG, encoding="utf-8") as fh:
            for line in fh:
                if not line.strip():
                    continue
                row = json.loads(line)
                title, brand = row.get("title") or "", (row.get("brand") or "").strip()
                if is_cjk(title):
                    lines.append(title.replace(brand, " ") if brand else title)
    return "\n".join(lines)


# A maker's goods in general, said after X的 where a product's name stands: 东西, 产品, 装备.
_ZH_WARES = re.compile(r"(?:东西|产品|装备|用品|家伙|货)")


def _product_follows(text: str) -> bool:
    """A product type's name, or a word for a maker's goods in general, opens `text` (what
    follows 的)."""
    from agent.product_types import find_types

    head = re.match(rf"[{_CJK_RANGE}]+", text)
    if not head:
        return False
    if _ZH_WARES.match(head.group(0)):
        return True
    found = find_types(head.group(0))
    # (by any of its names: 电热毯 is the blanket's other name, and "X的电热毯" its maker's)
    if any(head.group(0).startswith(n) for t in found[:3] for n in (*t.zh, *t.also_zh) if n):
        return True
    # A product said by its head character alone ("苒石的刀": 刀 heads 菜刀, 面包刀): Chinese
    # puts the head last, and the product's own names end in it.
    return len(head.group(0)) == 1 and head.group(0) in _type_heads()


@lru_cache(maxsize=1)
def _type_heads() -> frozenset[str]:
    """Characters that end the Chinese names of two product types or more."""
    from collections import Counter

    from agent.product_types import all_types

    heads = Counter(c for t in all_types() for c in {n[-1] for n in t.zh if len(n) > 1})
    return frozenset(c for c, k in heads.items()
                     if k >= 2 and is_cjk(c) and not _ZH_NOT_IN_NAME.search(c))


def _maker_of_product(lex: Lexicon, jieba, tokens: list[str], i: int, run: str,
                      brand_said: bool) -> str:
    taken = _piece_run(lex, tokens, range(i - 1, -1, -1))
    # At the clause's start, or as the complement of a copula ("刀架上全是X的刀", "都是X的
    # 锅"): 给X的, 我家X的 have other readings.
    if not taken or (taken[-1] != 0 and tokens[taken[-1] - 1] not in _ZH_COPULA):
        return ""
    first = taken[-1]
    end = sum(len(t) for t in tokens[:i + 1])
    if not _product_follows(run[end:]):
        return ""
    name = "".join(tokens[first:i])
    # The weakest of a maker's places, so the strictest name: characters the dictionary
    # joins into no word (要件上班穿, 车里 are words), none a lexicon word (含镍: nickel), two
    # or three of them; with a brand said in the utterance also one word it barely knows
    # (松萝, a lichen, 10).
    pieces = tokens[first:i]
    single = all(len(t) == 1 for t in pieces) and len(pieces) <= 3
    rare_word = brand_said and len(pieces) == 1 and _zh_freq(name) <= _ZH_ANCHORED_NAME_MAX_FREQ
    if not (single or rare_word) or any(lex.zh_pattern.finditer(name)):
        return ""
    limit = _ZH_ANCHORED_NAME_MAX_FREQ if brand_said else 0
    # A name may hold a character of another domain's product (砚 is an inkstone in 砚舟的
    # 双肩包): before a product of its own domain it would be that product's kind, before
    # another domain's it is only the maker's name.
    from agent.domain_map import classify_text

    other_domain = classify_text(name) != classify_text(run[end:])
    return name if _is_name(lex, jieba, name, anchored=other_domain, limit=limit) and \
        not _title_word(name) else ""


# "The one … is": a copula after 的 says which one a thing is ("想到的就是X", "用的是X").
_ZH_WHICH_ONE_IS = re.compile(r"的(?:就|也|还|都)?是$")


# Pointing back at a maker from a later clause: 他们家, 他家, 这个牌子.
# Pointing back at a maker in Chinese: its shop by a pronoun (他家, 她们家; 它家, the pronoun of a
# thing, as a maker is), or 这家/这个牌子. One alternation for every reader that needs it.
# (and the written determiners of a formal note: 该品牌, 此牌子, 这一品牌)
# (同牌子, 同一个品牌, 同一家: "the same brand" points back at the maker said before)
ZH_MAKER_POINTER = r"(?:他们家|她们家|它们家|他家|她家|它家|这家|那家|(?:这个|那个|这一|这|那|该|此)(?:牌子|品牌)|" \
                   r"同(?:一个|一|个)?(?:牌子|品牌)|同一家)"
_ZH_BACK_AT_MAKER = re.compile(ZH_MAKER_POINTER)


def _opening_name(lex: Lexicon, jieba, tokens: list[str]) -> str:
    """Two or three single characters opening a clause, which the dictionary joins into no
    word and which are no word together, before a word or grammar that is no piece of a
    name (禾岫/在, 澄屿/做得)."""
    k = 0
    while k < len(tokens) and k < 4 and len(tokens[k]) == 1 and _is_piece(lex, jieba, tokens[k]):
        k += 1
    for size in (k, k - 1):
        if not 2 <= size <= 3 or size == len(tokens):
            continue
        name = "".join(tokens[:size])
        if _zh_freq(name) == 0 and not any(lex.zh_pattern.finditer(name)) and \
                _is_name(lex, jieba, name) and not _title_word(name):
            return name
    return ""


# A verb of getting before 的 (买的, 新入的), a measure word after a demonstrative (那台,
# 这双): what follows is a product, and a name glued before it its maker.
_ZH_ACQUIRED = re.compile(r"买|入|用|收|囤|订|选|换|送")
_ZH_MEASURES = frozenset("台双件款把只条个套口瓶支顶张部辆")


def _maker_glued(lex: Lexicon, jieba, tokens: list[str], i: int, run: str) -> str:
    """The characters right after tokens[i] that the dictionary joins into no word, two or
    three of them, when a product's name follows them at once ("买的岚萃吹风机", "那台雾屿扫
    地机"): a word there is the product's kind (买的红色吹风机, 买的加厚毛巾), no maker."""
    taken = _piece_run(lex, tokens, range(i + 1, len(tokens)))
    size = next((k for k in (2, 3) if k <= len(taken) and
                 _product_follows(run[sum(len(t) for t in tokens[:i + 1 + k]):])), 0)
    pieces = tokens[i + 1:i + 1 + size]
    if not size or not all(len(t) == 1 for t in pieces):
        return ""
    name = "".join(pieces)
    end = sum(len(t) for t in tokens[:i + 1 + size])
    if any(lex.zh_pattern.finditer(name)):
        return ""
    from agent.domain_map import classify_text

    other_domain = classify_text(name) != classify_text(run[end:])
    return name if _is_name(lex, jieba, name, anchored=other_domain) and \
        not _title_word(name) else ""


# A copula before a maker's name: "全是X的刀", "都是X的".
_ZH_COPULA = frozenset({"是", "就是", "都是", "全是"})


def _shop_ends_clause(run: str, end: int) -> bool:
    """家 at `end` of a run of Chinese closes its clause: the run ends there, or a closing
    particle follows (不要X家了, 别推X家吧)."""
    return end == len(run) or run[end] in "了吧啊呀哈嘛呢"


def _shop_glued(lex: Lexicon, jieba, tokens: list[str], i: int, run: str, ends: list[int]) -> str:
    stem = tokens[i][:-1]
    # (at a clause's end only when X家 is no word of the dictionary: 回老家, 石家庄 are)
    at_end = _shop_ends_clause(run, ends[i]) and not _zh_freq(tokens[i])
    if _ZH_NOT_IN_NAME.search(stem) or not (_ZH_REFUSED_AFTER.match(run, ends[i]) or
                                             _product_follows(run[ends[i] + 1:]) or at_end):
        return ""
    taken = _piece_run(lex, tokens, range(i - 1, -1, -1))
    start = taken[-1] if taken else i
    if (start != 0 or at_end) and not _choosing_before(tokens, start):
        return ""  # (at a clause's end, 回老家 and 到朋友家 are places: a verb of choosing first)
    name = "".join(tokens[start:i]) + stem
    cut = list(jieba.cut(name, HMM=False))
    if not all(len(t) == 1 for t in cut):
        return ""  # 回老家: the word before 家 is the dictionary's
    return name if _is_name(lex, jieba, name, anchored=at_end) and not _title_word(name) else ""


def _disposed_object(lex: Lexicon, jieba, tokens: list[str], i: int) -> str:
    rest = "".join(tokens[i + 1:])
    for k in range(i + 2, min(len(tokens), i + 5) + 1):
        name = "".join(tokens[i + 1:k])
        if not _ZH_DISPOSAL.match(rest, len(name)):
            continue
        pieces = tokens[i + 1:k]
        if all(_is_piece(lex, jieba, t) or (len(t) == 1 and not _ZH_NOT_IN_NAME.search(t))
               for t in pieces) and _zh_freq(name) <= _ZH_NAME_MAX_FREQ and \
                _is_name(lex, jieba, name) and not _title_word(name):
            return name
        return ""
    return ""


def _singular(word: str) -> str:
    """An English plural's singular, as a product's name is listed ("hoodies" -> "hoodie",
    "boxes" -> "box"); the word itself when it is none."""
    if re.search(r"(?:ch|sh|x|ss)es$", word):
        return word[:-2]
    return word[:-1] if word.endswith("s") and not word.endswith("ss") else word


def _names_a_type(word: str) -> bool:
    from agent.product_types import find_types

    return bool(find_types(word))


CAPITALISED_MIN_SCORE = 88.0
# A slip of a maker's name keeps its length: a hand types a letter wrong, swaps two or drops
# one ("Dysen", "Anekr"), two in a long name. A word that only begins like a catalog's maker
# and goes on ("Marlowtree" after Marlowe, at 82; "Corvanaby" after Corvana) is a name of its
# own: read as the slip, the catalog's maker was refused in its place, and the one the
# shopper named was searched for.
MAKER_SLIP_MAX_EDITS = 1
LONG_MAKER_LEN = 8


def _coined_past_a_maker(lex: Lexicon, low: str, near: str) -> bool:
    from rapidfuzz.distance import OSA

    word = lex.find(near)
    return word is not None and word.category == Category.BRAND and \
        OSA.distance(low, near) > MAKER_SLIP_MAX_EDITS + (len(near) >= LONG_MAKER_LEN)


def _before_product(text: str, end: int) -> bool:
    """A product's name follows the word ending at `end` ("Kettlebrae tents"): a maker's place."""
    nxt = re.match(r"\s+([a-z][a-z\-]*)", text[end:].lower())
    return bool(nxt) and _names_a_type(nxt.group(1))


# British spellings of words the (American) dictionary holds: "favourite", "colour", "centre",
# "moisturiser", "mould", "coeliac". A word so spelt is English, never a maker's name ("they're
# my favourite" stored a maker "favourite").
_BRITISH_ENDINGS = (("ours", "ors"), ("our", "or"), ("isation", "ization"), ("ising", "izing"),
                    ("ised", "ized"), ("isers", "izers"), ("iser", "izer"), ("ise", "ize"),
                    ("yse", "yze"), ("tres", "ters"), ("tre", "ter"), ("bres", "bers"), ("bre", "ber"),
                    ("ogue", "og"), ("ence", "ense"), ("lled", "led"), ("lling", "ling"))


def _british_spelling(low: str) -> bool:
    tried = [low[:-len(a)] + b for a, b in _BRITISH_ENDINGS if low.endswith(a) and len(low) > len(a) + 2]
    tried += [low.replace(a, b) for a, b in (("our", "or"), ("ould", "old"), ("ae", "e"), ("oe", "e"))
              if a in low]
    return any(w != low and _english_word(w) for w in tried)


def _is_unknown(lex: Lexicon, low: str, strict: bool = False, maker_place: bool = False) -> bool:
    """`strict`: capitalised mid-sentence, only a close slip is a known word. `maker_place`:
    before a product's name, a loose slip counts only when it reads as an attribute or a
    maker ("Lether boots", "Dysen vacuum"); "Kettlebrae tents" is no kettlebell of tents."""
    low = low.strip("'")
    if len(low) < 3 or not low.isascii() or not low.replace("-", "").replace("'", "").isalpha():
        return False
    if "-" in low:  # "Leather-Free": a known part makes it no name
        return all(_is_unknown(lex, part, strict) for part in low.split("-") if part)
    if lex.find(low) is not None or low in lex._known or low.rstrip("s") in lex._known:
        return False
    if _english_word(low) or _english_word(low.rstrip("s")) or _british_spelling(low):
        return False
    # "rnerino", "stonevvare": a known word written with letters that look alike (no name
    # is coined so; one capitalised mid-sentence is still read as written)
    if not strict and lex.unfold_lookalike(low) is not None:
        return False
    # "lether", "bakcpack": a misspelt known word
    near = lex.correct(low, CAPITALISED_MIN_SCORE if strict else FUZZY_MIN_SCORE)
    if near is not None and _coined_past_a_maker(lex, low, near):
        return True
    if near is not None and maker_place and not strict and \
            lex.correct(low, CAPITALISED_MIN_SCORE) is None:
        word = lex.find(near)
        return word is None or word.category not in (Category.MATERIAL, Category.COLOR,
                                                     Category.FEATURE, Category.STYLE, Category.BRAND)
    return near is None
