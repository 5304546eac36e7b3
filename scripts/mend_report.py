"""What the typo mend (`Lexicon.fix_typos`) changes in text nobody misspelt on purpose: real
product titles (../shared/realdata/, skipped where absent) and the utterances of every tune
language set. A title is written with care, so nearly every mend in one is a false mend: a
real word read as a lexicon word (带卡槽 read as 莱卡槽, lycra). Prints each change, typed ->
mended, with its count, and the totals; `--json OUT` keeps them to compare two commits.

    python scripts/mend_report.py [--titles-only] [--json OUT]
"""
from __future__ import annotations

import argparse
import csv
import json
import re
import sys
from collections import Counter
from difflib import SequenceMatcher
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
REALDATA = ROOT.parent / "shared" / "realdata"
_WORD = re.compile(r"[a-z0-9$@|]+|[^\sa-z0-9$@|]")


def changes(before: str, after: str) -> list[tuple[str, str]]:
    """The (typed, mended) pieces where `after` differs from `before`, by word or character."""
    a, b = _WORD.findall(before), _WORD.findall(after)
    out = []
    for op, i1, i2, j1, j2 in SequenceMatcher(None, a, b, autojunk=False).get_opcodes():
        if op != "equal":
            out.append(("".join(a[i1:i2]), "".join(b[j1:j2])))
    return out


def titles() -> dict[str, list[str]]:
    found: dict[str, list[str]] = {}
    taobao = REALDATA / "taobao_titles_zh.tsv"
    if taobao.exists():
        with taobao.open(encoding="utf-8") as f:
            found["taobao"] = sorted({row["title"] for row in csv.DictReader(f, delimiter="\t")})
    myntra = REALDATA / "myntra_products_catalog.csv"
    if myntra.exists():
        with myntra.open(encoding="utf-8") as f:
            found["myntra"] = sorted({row["Product_Name"] for row in csv.DictReader(f)})
    return found


# The tune sets kept as transfer checks: counted by the scorer, never read (round 38 added
# fresh37_wild37; left out, its sentences' mends were printed to whoever ran this). Read from
# eval_language's own list since round 40, so a round's new check is never printed here.


def utterances() -> list[str]:
    """The tune items' sentences (held-out items and transfer checks left unread)."""
    from agent import eval_language as ev

    texts = set()
    for name, directory in ev.SETS.items():
        if ev.WHOLE_SPLIT.get(directory) == "held_out" or Path(directory) in ev.TRANSFER_CHECK:
            continue
        for item in ev.load_items(directory):
            if item.split != "tune":
                continue
            if item.kind == "utterance":
                texts.add(item.raw["text"])
            elif item.kind == "story":
                texts.update(u for session in item.raw["sessions"] for u in session)
    return sorted(texts)


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--titles-only", action="store_true")
    ap.add_argument("--json")
    args = ap.parse_args()
    from agent.engines.offline_lexicon import lexicon
    from agent.engines.offline_parse import normalise_text

    lex = lexicon()
    corpora = titles()
    if not corpora:
        print(f"no real titles at {REALDATA}: titles skipped")
    if not args.titles_only:
        corpora["tune utterances"] = utterances()
    report = {}
    for name, texts in corpora.items():
        found: Counter = Counter()
        for text in texts:
            said = normalise_text(text)
            found.update(f"{a} -> {b}" for a, b in changes(said, lex.fix_typos(said)))
        report[name] = dict(found.most_common())
        print(f"## {name}: {len(texts)} texts, {sum(found.values())} mends, {len(found)} kinds")
        for change, n in found.most_common():
            print(f"{n:5d}  {change}")
    if args.json:
        Path(args.json).write_text(json.dumps(report, ensure_ascii=False, indent=1), encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
