"""Does a new language evaluation set share wording with the texts it must not copy?

    python tests/language_eval/check_overlap.py --set tests/language_eval/fresh5 [--issue N ...] [EXTRA_TEXT_FILE ...]

One check for every set written by someone who does not tune (fresh3 and fresh4 keep a thin
`check_overlap.py` that calls this one with their own folder). Compares every sentence of the
set (utterances and story turns) with every string of the other `tests/language_eval` sets
(every folder but the one checked), `data/scenarios/` and `tests/paraphrase_scenarios/`, plus
the texts of the issues named with `--issue` (read with `issues show N`) and any text files
given. An English sentence fails when it shares a run of N words (default 5) with any of
them, a Chinese one when it shares a run of M characters (default 7), after NFKC folding,
lower-casing and dropping punctuation. Prints each shared run and exits 1 if there is one.
It also checks that every brand name the set expects (`cat: brand`, `:brand:` store keys) is
invented: it must not occur in `data/catalog.jsonl` nor in any text compared with.

It prints the checked set's own sentences (their shared runs), so run it only while writing
a set, never on a held-out set someone is tuning against. A run shared with a *different*
set that is held out now (`agent.eval_language.WHOLE_SPLIT`), or is the round's transfer check
(`agent.eval_language.TRANSFER_CHECK`), is reported without its words.
"""
from __future__ import annotations

import argparse
import re
import subprocess
import sys
import unicodedata
from dataclasses import dataclass
from pathlib import Path
from typing import Iterable

import yaml

ROOT = Path(__file__).resolve().parents[2]
CJK = re.compile(r"[\u4e00-\u9fff]")


def strings(node) -> Iterable[str]:
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


@dataclass(frozen=True)
class Shared:
    item_id: str
    kind: str  # en | zh
    run: str
    where: str


def shared_runs(mine: list[tuple[str, str]], sources: list[tuple[str, str]],
                n_words: int = 5, n_chars: int = 7) -> list[Shared]:
    """Every run of `n_words` words (any sentence) or `n_chars` characters (a sentence with
    Chinese in it) that a sentence of `mine` shares with a text of `sources`."""
    en: dict[tuple[str, ...], str] = {}
    zh: dict[tuple[str, ...], str] = {}
    for where, text in sources:
        for run in runs(words(text), n_words):
            en.setdefault(run, where)
        for run in runs(chars(text), n_chars):
            zh.setdefault(run, where)
    found: list[Shared] = []
    for item_id, text in mine:
        for run in sorted(runs(words(text), n_words)):
            if run in en:
                found.append(Shared(item_id, "en", " ".join(run), en[run]))
        if CJK.search(text):
            for run in sorted(runs(chars(text), n_chars)):
                if run in zh:
                    found.append(Shared(item_id, "zh", "".join(run), zh[run]))
    return found


def reused_brands(brands: Iterable[str], known: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """(brand, where) for every expected brand name that occurs in one of the `known` texts."""
    out = []
    for brand in sorted(set(brands)):
        pattern = re.compile(rf"(?<![a-z]){re.escape(brand.lower())}(?![a-z])")
        for where, text in known:
            if pattern.search(text.lower()):
                out.append((brand, where))
                break
    return out


def set_sentences(folder: Path) -> tuple[list[tuple[str, str]], set[str]]:
    """The set's sentences as (id, text) and the brand names it expects."""
    mine: list[tuple[str, str]] = []
    brands: set[str] = set()
    for path in sorted(folder.glob("*.yml")):
        for item in yaml.safe_load(path.read_text(encoding="utf-8")) or []:
            texts = [item["text"]] if "text" in item else [t for s in item["sessions"] for t in s]
            mine += [(item["id"], t) for t in texts]
            expect = item.get("expect") or {}
            brands |= {c["slug"] for c in expect.get("cons") or [] if c.get("cat") == "brand"}
            brands |= {k.rsplit(":", 1)[-1] for k in item.get("store_has") or [] if ":brand:" in k}
    return mine, brands


def _held_out_folders() -> set[Path]:
    try:
        from agent.eval_language import TRANSFER_CHECK, WHOLE_SPLIT
    except ImportError:  # run outside the project: treat no other set as held out
        return set()
    return {Path(d).resolve() for d, split in WHOLE_SPLIT.items() if split == "held_out"} | \
        {Path(d).resolve() for d in TRANSFER_CHECK}


def comparison_texts(own: Path, issues: Iterable[int] = (), extra: Iterable[str] = ()) \
        -> list[tuple[str, str]]:
    sources: list[tuple[str, str]] = []
    files = sorted(p for p in (ROOT / "tests" / "language_eval").rglob("*.yml")
                   if own not in p.resolve().parents)
    files += sorted((ROOT / "data" / "scenarios").rglob("*.yml"))
    files += sorted((ROOT / "tests" / "paraphrase_scenarios").rglob("*.yml"))
    for path in files:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        sources += [(str(path.relative_to(ROOT)), s) for s in strings(data)]
    sources += [(name, Path(name).read_text(encoding="utf-8")) for name in extra]
    for number in issues:
        text = subprocess.run(["issues", "show", str(number)], capture_output=True, text=True,
                              check=True).stdout
        sources.append((f"issue {number}", text))
    return sources


def main(argv: list[str] | None = None, default_set: Path | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--set", required=default_set is None,
                    default=str(default_set) if default_set else None,
                    help="the folder of the set to check")
    ap.add_argument("--words", type=int, default=5)
    ap.add_argument("--chars", type=int, default=7)
    ap.add_argument("--issue", type=int, action="append", default=[],
                    help="an issue number whose text (`issues show N`) is compared with")
    ap.add_argument("extra", nargs="*", help="more text files to compare with")
    args = ap.parse_args(argv)
    own = Path(args.set).resolve()
    held_out = {d for d in _held_out_folders() if d != own}

    sources = comparison_texts(own, args.issue, args.extra)
    mine, brands = set_sentences(own)
    shared = shared_runs(mine, sources, args.words, args.chars)
    for s in shared:
        hidden = any((ROOT / s.where).resolve().is_relative_to(d) for d in held_out)
        shown = "(a run shared with a held-out set, not printed)" if hidden else f"'{s.run}'"
        print(f"{s.kind} {s.item_id}: {shown} also in {s.where}")
    known = [("data/catalog.jsonl", (ROOT / "data" / "catalog.jsonl").read_text(encoding="utf-8"))]
    reused = reused_brands(brands, known + sources)
    for brand, where in reused:
        print(f"brand {brand}: also in {where}")
    print(f"{len(mine)} sentences against {len(sources)} texts: {len(shared)} shared runs "
          f"({args.words} words / {args.chars} characters); {len(brands)} invented brands, "
          f"{len(reused)} found elsewhere")
    return 1 if shared or reused else 0


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    sys.exit(main())
