"""Curator rules: the session's constraints become stored preference entries.

Choice for contradictions: "塑料也行" (plastic is fine) leaves NO entry: the old
dislike is superseded and nothing new is written. "Fine" is tolerance, not a taste; a like
would push plastic into every later search. An explicit like ("I prefer plastic now")
supersedes the dislike and writes the like. A take-back said with no product in view ("plastic's
fine actually" opening a new session: its domain is unknown, recorded as global) takes the word
back in every domain where it was disliked.
"""
from __future__ import annotations

import re
from typing import Iterable

from agent.engines.base import CurateInput
from agent.engines.offline_answer import word_in
from agent.engines.offline_lexicon import Lexicon, is_cjk
from agent.language.occasion_session import held_for_occasion
from agent.language.reason_carry import FLOOR_CATEGORIES, reason_slugs
from agent.language.reconsidered import found_out, reconsidered
from agent.schemas import CuratedPreference, CuratorOutput
from memory.domains import Domain
from memory.models import Category, Constraint, Polarity, PreferenceEntry, make_key

def _lang_of(texts: Iterable[str]) -> str:
    zh = en = 0
    last = "en"
    for text in texts:
        last = "zh" if is_cjk(text) else "en"
        zh += last == "zh"
        en += last == "en"
    if zh != en:
        return "zh" if zh > en else "en"
    return last


_ZH_CATEGORY_SUFFIX = {Category.MATERIAL: "材质", Category.BRAND: "品牌", Category.STYLE: "风格"}


def preference_sentence(polarity: Polarity, category: Category, domain: Domain, word: str,
                        lang: str) -> str:
    """The one sentence for people that a curated entry carries ("不要塑料材质的箱包")."""
    if lang == "zh":
        suffix = _ZH_CATEGORY_SUFFIX.get(category, "")
        if category == Category.COLOR and not word.endswith("色"):
            suffix = "色"
        what = f"{word}{suffix}"
        verb = "不要" if polarity == Polarity.DISLIKE else "喜欢"
        if domain == Domain.GLOBAL:
            return f"所有商品都{verb}{what}"
        if domain == Domain.OTHER:
            return f"{verb}{what}的商品（品类待确认）"
        return f"{verb}{what}的{domain.zh}"
    kind = category.value
    if polarity == Polarity.DISLIKE:
        head = f"Avoid {word} ({kind})"
    else:
        head = f"Prefers {word} ({kind})"
    if domain == Domain.GLOBAL:
        return f"{head} in every product."
    if domain == Domain.OTHER:
        return f"{head}; product area not known yet."
    return f"{head} in {domain.en.lower()}."


# Words that point a take-back at something said before: a reversal, not a first verdict.
_REVERSAL = re.compile(r"(?<![a-z])(?:after\s+all|actually|changed\s+my\s+mind|on\s+second\s+thoughts?|"
                       r"i\s+(?:said|told\s+you|mentioned)|earlier|any\s+more|anymore|now)(?![a-z])|"
                       r"之前|以前|刚才|上次|其实|说过|改主意|想了想|重新考虑|现在")


def _names_product(text: str) -> bool:
    from agent.product_types import find_types

    return bool(text) and bool(find_types(text, None))


def _named_domains(text: str) -> set[Domain]:
    """The domains of the products a text names ("about the rug, jute is fine": home_textiles)."""
    from agent.product_types import find_types

    return {t.domain for t in find_types(text, None)} if text else set()


def curate(request: CurateInput, lex: Lexicon) -> CuratorOutput:
    lang = _lang_of([t.text for t in request.transcript] or
                    [k for c in request.constraints for k in c.keywords])
    store = {e.dedup_key: e for e in request.store}

    # The latest word on each (slug, domain) wins within the session.
    latest: dict[tuple[str, Domain], Constraint] = {}
    for c in request.constraints:
        key = (c.slug, c.domain)
        if key not in latest or c.turn >= latest[key].turn:
            latest[key] = c
    # A floor said later covers every domain, so it is the latest word on the word there too:
    # "想买条羊毛围巾" then "上次那条羊毛的…扎得我起疹子" leaves no like of wool for scarves beside
    # the floor (the same store holding both is a contradiction no reader can settle).
    for (slug, domain), c in list(latest.items()):
        floor = latest.get((slug, Domain.GLOBAL))
        if domain != Domain.GLOBAL and floor is not None and floor.turn > c.turn and \
                floor.polarity != c.polarity:
            del latest[(slug, domain)]
    kept = [c for c in latest.values() if c.persistence in ("default", "lasting")]
    # A refusal said after the session dated its occasion, with no scope of its own, is that
    # occasion's (language/occasion_session): "…on Friday; a shirt for the parade." / "Nothing green".
    occasion = held_for_occasion(kept, request.transcript)
    kept = [c for c in kept if (c.slug, c.turn) not in occasion]
    # A refusal of a substance that another turn of the session names with a reason is that
    # reason's floor, kept everywhere, before or after the refusal (language/reason_carry).
    # (Not a turn whose own plan, the reason in view, kept the word in a product's domain:
    # "allergic to peanuts, and the lunchbox shouldn't be plastic" is no reason for plastic.)
    named = reason_slugs([(t.turn, t.text) for t in request.transcript], lex) if kept else {}
    judged = {(c.slug, c.turn) for c in request.constraints
              if c.domain.is_product_domain and c.persistence in ("default", "lasting")}
    kept = [c.model_copy(update={"domain": Domain.GLOBAL})
            if ({t for t in named.get(c.slug, ()) if t != c.turn and (c.slug, t) not in judged} and
                c.polarity == Polarity.DISLIKE and c.category in FLOOR_CATEGORIES and
                c.domain.is_product_domain) else c for c in kept]
    kept = list({(c.slug, c.polarity, c.category, c.domain): c for c in kept}.values())

    supersede: list[str] = []

    def drop(entry: PreferenceEntry) -> None:
        if entry.dedup_key not in supersede:
            supersede.append(entry.dedup_key)

    # Taken back: the stored entry goes, nothing new is written (see module docstring).
    # A constraint said again after the lift is still in `constraints` and wins.
    # A lift said with no product in view (its domain unknown, recorded as global) takes
    # the word back wherever it was disliked: "plastic's fine actually" in a new session.
    # Said while shopping in one domain it takes back what was in force there, a global
    # entry too ("leather is fine for me now" over wallets lifts the vegan floor; a
    # person's own entry becomes a proposal at the write gate, never a silent change).
    # A take-back that points back at what was said ("wool is fine after all", 之前说不要羊毛，
    # 其实也行) and names no product, said while looking at blankets when nothing in force
    # there holds the word: it can only mean the entry said before, in another domain (wool
    # stored for jumpers), and takes that back. One that names its product ("wool blankets
    # are fine") or points back at nothing ("leather is fine" over bags) stays where it was
    # said: a missed judgement fails narrow.
    said = {t.turn: t.text for t in request.transcript}
    for c in request.lifted:
        if (c.slug, c.domain) in latest:
            continue
        held = [e for e in request.store if e.slug == c.slug and e.polarity == c.polarity]
        near = [e for e in held if c.reaches(e.domain)]
        text = said.get(c.turn, "")
        # (or a take-back told in words: the thing shown again, a judgement owned as wrong, a
        # finding since: agent/language/reconsidered; each points back at a refusal by itself)
        if not near and (_REVERSAL.search(text.lower()) or reconsidered(text) or found_out(text)) and \
                not _names_product(text):
            near = held
        elif not near:
            # One that names its product reaches that product's domain, whatever the turn was
            # read as ("about the rug, jute is fine now, the puppy has gone": the puppy read
            # the turn as pet supplies; the refusal is the rug's, in home textiles).
            near = [e for e in held if e.domain in _named_domains(text)]
        if not near:
            # Nor there: the domain of what the session was shopping for, the turns before
            # ("rugs again" → "jute works for me these days, we got a robot vacuum": the
            # reason's product read the turn as appliances; the refusal was the rugs').
            shopped = {t.domain for t in request.transcript if t.turn < c.turn and t.domain is not None}
            near = [e for e in held if e.domain in shopped]
        for entry in near:
            drop(entry)

    preferences: list[CuratedPreference] = []
    for c in sorted(kept, key=lambda c: (c.turn, c.slug)):
        key = make_key(c.polarity, c.category, c.domain, c.slug)
        for entry in request.store:
            if entry.slug != c.slug or entry.domain != c.domain or entry.dedup_key == key:
                continue
            # A contradiction (opposite polarity) or the same fact filed under another
            # category: one fact, one entry.
            drop(entry)
        keywords = list(c.keywords)
        old = store.get(key)
        if old is not None:
            merged = list(dict.fromkeys([*old.keywords, *keywords]))
            if merged == old.keywords:
                continue  # already in the store, unchanged: nothing to write
            keywords = merged
        word = word_in(lang, keywords, c.slug, lex)
        preferences.append(CuratedPreference(
            polarity=c.polarity, category=c.category, domain=c.domain, slug=c.slug,
            keywords=keywords,
            content=preference_sentence(c.polarity, c.category, c.domain, word, lang)))
    return CuratorOutput(preferences=preferences, keys_to_supersede=supersede)
