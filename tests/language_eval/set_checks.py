"""What the held-out set tests (fresh3 on) check the same way: the vocabulary an expected slug
must be in, the brand names a set expects, the demo catalog's brands.

Reads expectations only (no engine, nothing printed).
"""
from __future__ import annotations

import json
from collections import Counter
from typing import Iterable

from agent.eval_language import EVAL_DIR, SETS, Item, load_items
from memory.models import clean_slug

ROOT = EVAL_DIR.parent.parent


def vocabulary() -> set[str]:
    """Every slug the engine normalises to: the affinity vocabulary, the targets of the
    Chinese-English terms and the material kinds."""
    vocab = set(json.loads((ROOT / "data" / "affinity_vocab.json").read_text(encoding="utf-8")))
    terms = json.loads((ROOT / "data" / "zh_en_terms.json").read_text(encoding="utf-8"))
    for targets in terms.values():
        vocab.update(targets)
    kinds = json.loads((ROOT / "data" / "material_kinds.json").read_text(encoding="utf-8"))["kinds"]
    vocab.update(kinds)
    return {clean_slug(term) for term in vocab}


def slugs_outside_vocabulary(items: Iterable[Item]) -> list[tuple[str, str]]:
    """(id, slug) for every expected non-brand slug (constraints, take-backs, the given
    session, store keys) that is not in the vocabulary."""
    vocab = vocabulary()
    outside = []
    for item in items:
        expect = item.raw.get("expect") or {}
        slugs = [c["slug"] for c in expect.get("cons") or [] if c.get("cat") != "brand"]
        slugs += list(expect.get("lifted") or [])
        slugs += [c["slug"] for c in (item.raw.get("given") or {}).get("cons") or []]
        slugs += [key.rsplit(":", 1)[-1] for key in item.raw.get("store_has") or []
                  if ":brand:" not in key]
        outside += [(item.id, s) for s in slugs if clean_slug(s) not in vocab]
    return outside


def brands(items: Iterable[Item]) -> set[str]:
    """The brand names a set expects (`cat: brand` constraints, `:brand:` store keys)."""
    found = set()
    for item in items:
        expect = item.raw.get("expect") or {}
        found |= {c["slug"] for c in expect.get("cons") or [] if c.get("cat") == "brand"}
        found |= {k.rsplit(":", 1)[-1] for k in item.raw.get("store_has") or [] if ":brand:" in k}
    return found


def catalog_brands() -> set[str]:
    """The demo catalog's `brand` field, lower-cased."""
    lines = (ROOT / "data" / "catalog.jsonl").read_text(encoding="utf-8").splitlines()
    return {json.loads(line).get("brand", "").lower() for line in lines if line.strip()}


def shape_problems(items: list[Item], reference: list[Item], *, utterances_min: int = 205,
                   stories_min: int = 26) -> list[str]:
    """What keeps a set from having at least the size and per-class weights of the set it
    follows: utterances and stories counted, the languages within 10 of each other, every
    class and kind at least the reference's, both languages in every utterance class, stories
    paired en/zh per class, and no class the main set does not have. Empty: the shape holds."""
    utterances = [i for i in items if i.kind == "utterance"]
    stories = [i for i in items if i.kind == "story"]
    out = []
    if len(utterances) < utterances_min or len(stories) < stories_min:
        out.append(f"{len(utterances)} utterances, {len(stories)} stories")
    langs = Counter(i.lang for i in utterances)
    if abs(langs["en"] - langs["zh"]) > 10:
        out.append(f"languages {dict(langs)}")
    theirs = Counter((i.cls, i.kind) for i in reference)
    mine = Counter((i.cls, i.kind) for i in items)
    out += [f"{key}: {mine[key]} < {n}" for key, n in theirs.items() if mine[key] < n]
    by_lang = Counter((i.cls, i.lang) for i in utterances)
    out += [f"{c}: one language only" for c in sorted({i.cls for i in utterances})
            if not (by_lang[(c, "en")] and by_lang[(c, "zh")])]
    story_langs = Counter((i.cls, i.lang) for i in stories)
    out += [f"{c}: stories not paired" for c in sorted({i.cls for i in stories})
            if story_langs[(c, "en")] != story_langs[(c, "zh")]]
    out += [f"{c}: not a main class" for c in sorted({i.cls for i in items} -
                                                     {i.cls for i in load_items(SETS["main"])})]
    return out
