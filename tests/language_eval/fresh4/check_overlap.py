"""Does a new language evaluation set share wording with the texts it must not copy?

    python tests/language_eval/fresh4/check_overlap.py [--set DIR] [--issue N ...] [EXTRA_TEXT_FILE ...]

Compares every sentence of the set (utterances and story turns) with every string of the
other `tests/language_eval` sets (main, fresh, fresh2, fresh3, probe: every folder but this
one), `data/scenarios/` and `tests/paraphrase_scenarios/`, plus the texts of the issues named
with `--issue` (read with `issues show N`) and any text files given.
An English sentence fails when it shares a run of N words (default 5) with any of them, a
Chinese one when it shares a run of M characters (default 7), after NFKC folding,
lower-casing and dropping punctuation. Prints each shared run and exits 1 if there is one.
It also checks that every brand name the set expects (`cat: brand`, `:brand:` store keys) is
invented: it must not occur in `data/catalog.jsonl` nor in any text compared with.
It prints the set's own sentences, so run it only while writing a set, never on a held-out
set someone is tuning against.
"""
from __future__ import annotations

import argparse
import re
import subprocess
import sys
import unicodedata
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parents[3]
CJK = re.compile(r"[\u4e00-\u9fff]")


def strings(node):
    if isinstance(node, str):
        yield node
    elif isinstance(node, dict):
        for value in node.values():
            yield from strings(value)
    elif isinstance(node, list):
        for value in node:
            yield from strings(value)


def words(text: str) -> list[str]:
    return re.findall(r"[a-z0-9']+", unicodedata.normalize("NFKC", text).lower())


def chars(text: str) -> list[str]:
    return [c for c in unicodedata.normalize("NFKC", text).lower() if c.isalnum()]


def runs(seq: list[str], n: int) -> set[tuple[str, ...]]:
    return {tuple(seq[i:i + n]) for i in range(len(seq) - n + 1)}


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--set", default=str(Path(__file__).resolve().parent))
    ap.add_argument("--words", type=int, default=5)
    ap.add_argument("--chars", type=int, default=7)
    ap.add_argument("--issue", type=int, action="append", default=[],
                    help="an issue number whose text (`issues show N`) is compared with")
    ap.add_argument("extra", nargs="*", help="more text files to compare with")
    args = ap.parse_args()
    own = Path(args.set).resolve()

    sources: list[tuple[str, str]] = []
    files = [p for p in (ROOT / "tests" / "language_eval").rglob("*.yml")
             if own not in p.resolve().parents]
    files += sorted((ROOT / "data" / "scenarios").rglob("*.yml"))
    files += sorted((ROOT / "tests" / "paraphrase_scenarios").rglob("*.yml"))
    for path in files:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        sources += [(str(path.relative_to(ROOT)), s) for s in strings(data)]
    sources += [(extra, Path(extra).read_text(encoding="utf-8")) for extra in args.extra]
    for number in args.issue:
        text = subprocess.run(["issues", "show", str(number)], capture_output=True, text=True,
                              check=True).stdout
        sources.append((f"issue {number}", text))

    en: dict[tuple[str, ...], str] = {}
    zh: dict[tuple[str, ...], str] = {}
    for where, text in sources:
        for run in runs(words(text), args.words):
            en.setdefault(run, where)
        for run in runs(chars(text), args.chars):
            zh.setdefault(run, where)

    mine: list[tuple[str, str]] = []
    brands: set[str] = set()
    for path in sorted(own.glob("*.yml")):
        for item in yaml.safe_load(path.read_text(encoding="utf-8")) or []:
            texts = [item["text"]] if "text" in item else [t for s in item["sessions"] for t in s]
            mine += [(item["id"], t) for t in texts]
            expect = item.get("expect") or {}
            brands |= {c["slug"] for c in expect.get("cons") or [] if c.get("cat") == "brand"}
            brands |= {k.rsplit(":", 1)[-1] for k in item.get("store_has") or [] if ":brand:" in k}

    shared = 0
    for item_id, text in mine:
        for run in runs(words(text), args.words):
            if run in en:
                print(f"en {item_id}: '{' '.join(run)}' also in {en[run]}")
                shared += 1
        if CJK.search(text):
            for run in runs(chars(text), args.chars):
                if run in zh:
                    print(f"zh {item_id}: '{''.join(run)}' also in {zh[run]}")
                    shared += 1
    catalog = (ROOT / "data" / "catalog.jsonl").read_text(encoding="utf-8").lower()
    known = [("data/catalog.jsonl", catalog)] + [(w, t.lower()) for w, t in sources]
    reused = 0
    for brand in sorted(brands):
        pattern = re.compile(rf"(?<![a-z]){re.escape(brand.lower())}(?![a-z])")
        for where, text in known:
            if pattern.search(text):
                print(f"brand {brand}: also in {where}")
                reused += 1
                break
    print(f"{len(mine)} sentences against {len(sources)} texts: {shared} shared runs "
          f"({args.words} words / {args.chars} characters); {len(brands)} invented brands, "
          f"{reused} found elsewhere")
    return 1 if shared or reused else 0


if __name__ == "__main__":
    sys.exit(main())
