"""Does a new language evaluation set share wording with the texts it must not copy?

    python tests/language_eval/fresh3/check_overlap.py [--set DIR] [EXTRA_TEXT_FILE ...]

Compares every sentence of the set (utterances and story turns) with every string of the
other `tests/language_eval` sets, `data/scenarios/` and `tests/paraphrase_scenarios/`, plus
any text files given (e.g. the issue texts saved with `issues show 11 > /tmp/issue11.txt`).
An English sentence fails when it shares a run of N words (default 5) with any of them, a
Chinese one when it shares a run of M characters (default 7), after NFKC folding,
lower-casing and dropping punctuation. Prints each shared run and exits 1 if there is one.
It prints the set's own sentences, so run it only while writing a set, never on a held-out
set someone is tuning against.
"""
from __future__ import annotations

import argparse
import re
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

    en: dict[tuple[str, ...], str] = {}
    zh: dict[tuple[str, ...], str] = {}
    for where, text in sources:
        for run in runs(words(text), args.words):
            en.setdefault(run, where)
        for run in runs(chars(text), args.chars):
            zh.setdefault(run, where)

    mine: list[tuple[str, str]] = []
    for path in sorted(own.glob("*.yml")):
        for item in yaml.safe_load(path.read_text(encoding="utf-8")) or []:
            texts = [item["text"]] if "text" in item else [t for s in item["sessions"] for t in s]
            mine += [(item["id"], t) for t in texts]

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
    print(f"{len(mine)} sentences against {len(sources)} texts: {shared} shared runs "
          f"({args.words} words / {args.chars} characters)")
    return 1 if shared else 0


if __name__ == "__main__":
    sys.exit(main())
