"""What the held-out set tests (fresh3 on) check the same way: the vocabulary an expected slug
must be in, the brand names a set expects, the demo catalog's brands.

Reads expectations only (no engine, nothing printed).
"""
from __future__ import annotations

import json
from typing import Iterable

from agent.eval_language import EVAL_DIR, Item
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
