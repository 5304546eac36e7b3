"""Check that a change to how the import works leaves every row's domain where it was.

    python scripts/check_import_identity.py --save /tmp/import-before.json   # on the old code
    python scripts/check_import_identity.py --against /tmp/import-before.json  # on the new code
    python scripts/check_import_identity.py --root /tmp/perf-base --save …   # another checkout

Imports (a) the bench's synthetic 100,000 rows (bench/import_rows.py, `--rows` to change),
(b) the Taobao titles and (c) the Myntra products from ../shared/realdata/ when present, and
(d) every tuning tests/fixtures/category_paths*.csv (never a held-out one), with its category
column and from titles alone.
Each source runs twice: keywords alone (semantic off), and with a stand-in for the neighbours
whose vote is a hash of the text (semantic auto), so which texts are sent to the neighbours
and how their votes are weighed are checked too without embedding anything.

Saves each row's id, domain, domain_source and domain_score, per source and mode, to the
--save file (keep it outside the repository: the real data is evaluation-only), and with
--against prints the rows that differ. Exit status 1 when any row differs.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


class HashNeighbours:
    """A deterministic stand-in for `NeighbourClassifier`: each text's vote is read from its
    hash, spread over the product domains and over scores 0..1, so every branch of `decide`
    that weighs a vote is taken by some rows."""

    # the labelled sets `NeighbourClassifier` names, the reference among them, so the import
    # takes its reference-only branches too (a title voted again with the reader mixed in)
    sources = ("exemplars", "catalog", "reference")
    departments = None

    def __init__(self) -> None:
        self.asked: list[str] = []

    def classify(self, texts, *, progress=None, read=(), reread=()):
        from agent.domain_neighbours import NeighbourVote
        from memory.domains import Domain

        domains = [d for d in Domain if d.is_product_domain]
        wanted = set(read)
        votes = []
        # as NeighbourClassifier: one vote per text, then one per `reread` text with the
        # reader's shares mixed in (here: the hash of the text marked as read)
        for text, mixed in [(t, t in wanted) for t in texts] + [(t, True) for t in reread]:
            self.asked.append(text)
            digest = hashlib.sha256(("read:" if mixed else "").encode() + text.encode("utf-8")).digest()
            first, second = domains[digest[0] % len(domains)], domains[digest[1] % len(domains)]
            score = digest[2] / 255
            ranked = ((first, round(score, 4)),) if first == second else \
                ((first, round(score, 4)), (second, round((1 - score) * digest[3] / 255, 4)))
            votes.append(NeighbourVote(first, round(score, 4), digest[4] / 255, ranked))
        return votes


def held_out_fixtures() -> set[str]:
    """The path fixtures scripts/check_realdata.py keeps held out (its PATH_FIXTURES roles)."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("check_realdata", ROOT / "scripts" / "check_realdata.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return {name for name, role in module.PATH_FIXTURES if role == "held-out"}


def sources(rows: int, tmp: Path) -> list[tuple[str, Path, dict]]:
    from bench.import_rows import synthetic_csv

    out = [("synthetic", synthetic_csv(tmp / "synthetic.csv", rows),
            dict(title="title", category="category", price="price", brand="brand", id_col="id"))]
    realdata = ROOT.parent / "shared" / "realdata"
    for name, kwargs in (
            ("taobao_titles_zh.tsv", dict(title="title", platform="taobao")),
            ("myntra_products_catalog.csv", dict(title="Product_Name", price="Price",
                                                 brand="Product_Brand", currency="INR",
                                                 platform="myntra"))):
        if (realdata / name).exists():
            out.append((name, realdata / name, kwargs))
        else:
            print(f"  (no {realdata / name}: skipped)", file=sys.stderr)
    for fixture in sorted((ROOT / "tests" / "fixtures").glob("category_paths*.csv")):
        if fixture.name in held_out_fixtures():
            continue  # --against prints the rows that moved: never a held-out fixture's
        out.append((fixture.name, fixture, dict(title="title", category="category", price="price")))
        out.append((fixture.name + " (titles alone)", fixture, dict(title="title", price="price")))
    return out


def run(rows: int) -> dict[str, list]:
    from agent.catalog import import_csv
    from agent.products import read_catalog

    results: dict[str, list] = {}
    with tempfile.TemporaryDirectory(prefix="import-identity-") as tmp_name:
        tmp = Path(tmp_name)
        for name, path, kwargs in sources(rows, tmp):
            for mode in ("off", "hash-neighbours"):
                out = tmp / "out.jsonl"
                neighbours = HashNeighbours() if mode != "off" else None
                started = time.perf_counter()
                summary = import_csv(path, out=out, semantic="off" if mode == "off" else "auto",
                                     neighbours=neighbours, **kwargs)
                took = time.perf_counter() - started
                key = f"{name} [{mode}]"
                results[key] = [[p.id, p.domain.value, p.domain_source.value if p.domain_source else None,
                                 p.domain_score] for p in read_catalog(out)]
                if neighbours is not None:
                    results[key + " asked"] = [hashlib.sha256(t.encode("utf-8")).hexdigest()[:16]
                                               for t in neighbours.asked]
                results[key + " summary"] = [summary.written, summary.skipped, summary.per_domain,
                                             summary.per_source, summary.duplicate_titles,
                                             summary.embedded, summary.semantic_skipped]
                print(f"  {key}: {summary.written} rows in {took:.1f} s", file=sys.stderr)
    return results


def compare(before: dict[str, list], after: dict[str, list]) -> int:
    differing = 0
    for key in sorted(set(before) | set(after)):
        old, new = before.get(key), after.get(key)
        if old == new:
            continue
        if old is None or new is None:
            print(f"{key}: only in {'the new run' if old is None else 'the saved run'}")
            differing += 1
            continue
        if len(old) != len(new) or key.endswith((" asked", " summary")):
            print(f"{key}: differs ({len(old)} vs {len(new)} entries)")
            differing += 1
            continue
        rows = [(a, b) for a, b in zip(old, new) if a != b]
        differing += len(rows)
        print(f"{key}: {len(rows)} rows differ")
        for a, b in rows[:10]:
            print(f"    {a}  ->  {b}")
    return differing


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--save", metavar="FILE.json", help="write this run's rows here")
    parser.add_argument("--against", metavar="FILE.json", help="compare this run with a saved one")
    parser.add_argument("--rows", type=int, default=100_000, help="synthetic rows (default 100000)")
    parser.add_argument("--root", default=str(ROOT), metavar="DIR",
                        help="the checkout whose code runs (default: this one)")
    args = parser.parse_args(argv)
    sys.path.insert(0, str(Path(args.root).resolve()))
    started = time.perf_counter()
    results = run(args.rows)
    print(f"  all sources in {time.perf_counter() - started:.1f} s", file=sys.stderr)
    if args.save:
        Path(args.save).write_text(json.dumps(results, ensure_ascii=False), encoding="utf-8")
    if args.against:
        before = json.loads(Path(args.against).read_text(encoding="utf-8"))
        differing = compare(before, json.loads(json.dumps(results, ensure_ascii=False)))
        total = sum(len(v) for k, v in results.items() if not k.endswith((" asked", " summary")))
        print(f"{differing} of {total} rows differ" if differing else f"identical: {total} rows")
        return 1 if differing else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
