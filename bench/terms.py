"""Row: `term_hits` against a bare substring test, on real product text when present.

Speed: the same decisions (leather? plastic?) over the same texts, both ways. Correctness:
how many decisions differ, with short excerpts around the word printed to the terminal only
(the real-data files carry no licence: nothing quoted from them is written to docs/).
"""
from __future__ import annotations

import csv
import sys
import time

from bench.common import REALDATA, Row, Settings

# The words a person says, normalized as every matcher normalizes them.
SAID = {"leather": ["皮革"], "plastic": ["塑料"]}
EXAMPLES = 3


def corpora(quick: bool) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    myntra = REALDATA / "myntra_products_catalog.csv"
    if myntra.exists():
        with open(myntra, encoding="utf-8", errors="replace", newline="") as fh:
            rows = list(csv.DictReader(fh))
        out["Myntra Product_Name"] = [r.get("Product_Name") or "" for r in rows]
        out["Myntra Description"] = [r.get("Description") or "" for r in rows]
    taobao = REALDATA / "taobao_titles_zh.tsv"
    if taobao.exists():
        with open(taobao, encoding="utf-8", errors="replace", newline="") as fh:
            out["Taobao title"] = [r.get("title") or ""
                                   for r in csv.DictReader(fh, delimiter="\t")]
    if quick:
        out = {k: v[:2000] for k, v in out.items()}
    return out


def _excerpt(text: str, words: list[str], width: int = 28) -> str:
    low = text.lower()
    at = min((low.find(w) for w in words if low.find(w) >= 0), default=0)
    start = max(0, at - width // 2)
    piece = " ".join(text[start:start + width + 12].split())
    return ("…" if start else "") + piece + "…"


def run(settings: Settings, demo=None) -> list[Row]:
    from memory.terms import match_forms, term_hits

    texts = corpora(settings.quick)
    if not texts:
        return [Row(name="term_hits vs bare substring (real titles)", value="skipped",
                    verdict="SKIP",
                    notes=[f"no real data at {REALDATA} (a fresh clone has none): skipped"])]
    forms = {name: match_forms(words) for name, words in SAID.items()}

    def ours(text: str, name: str) -> bool:
        return any(term_hits(t, text) for t in forms[name])

    def bare(text: str, name: str) -> bool:
        low = text.lower()
        return any(t in low for t in forms[name])

    notes: list[str] = []
    total_ours = total_bare = 0.0
    decisions = differ = 0
    for corpus, items in texts.items():
        for name in SAID:
            start = time.perf_counter()
            mine = [ours(t, name) for t in items]
            total_ours += time.perf_counter() - start
            start = time.perf_counter()
            theirs = [bare(t, name) for t in items]
            total_bare += time.perf_counter() - start
            decisions += len(items)
            only_bare = [t for t, a, b in zip(items, mine, theirs) if b and not a]
            only_ours = [t for t, a, b in zip(items, mine, theirs) if a and not b]
            differ += len(only_bare) + len(only_ours)
            line = (f"{corpus} / {name}: term_hits {sum(mine)}, substring {sum(theirs)}, "
                    f"differ {len(only_bare) + len(only_ours)} (substring-only {len(only_bare)}, "
                    f"term_hits-only {len(only_ours)})")
            notes.append(line)
            if only_bare:  # to the terminal, never into the written table
                print(f"  {corpus} / {name}, substring-only e.g. " + " | ".join(
                    _excerpt(t, forms[name]) for t in only_bare[:EXAMPLES]), file=sys.stderr)
    per_ours = total_ours / decisions * 1e6
    per_bare = total_bare / decisions * 1e6
    notes.insert(0, f"{decisions:,} decisions over {sum(map(len, texts.values())):,} texts; "
                    f"term_hits {per_ours:.1f} µs, substring {per_bare:.2f} µs per decision "
                    "(cold caches: real text rarely repeats)")
    return [Row(
        name="term_hits vs bare substring (real titles)",
        value=f"{per_ours:.1f} µs/decision; {differ:,} of {decisions:,} decisions differ",
        baseline=f"substring: {per_bare:.2f} µs/decision",
        ratio=f"{per_ours / per_bare:.0f}× slower",
        target="report only",
        verdict="—",
        notes=notes,
    )]
