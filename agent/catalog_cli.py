"""`python -m agent catalog import|build|eval`: the catalog's command line (DESIGN section 7).

`register(subparsers)` adds the `catalog` command; each verb sets `func(args)`.
Progress bars go to stderr so stdout stays the summary.
"""
from __future__ import annotations

import argparse
import json
import sys
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

from tqdm import tqdm

from memory.paths import CATALOG, QUERIES

DEFAULT_CATALOG = CATALOG
DEFAULT_QUERIES = QUERIES


def register(subparsers: argparse._SubParsersAction) -> argparse.ArgumentParser:
    catalog = subparsers.add_parser("catalog", help="import, index and evaluate a catalog")
    verbs = catalog.add_subparsers(dest="catalog_command", required=True)

    imp = verbs.add_parser("import", help="turn a CSV into catalog JSONL")
    imp.add_argument("file", metavar="FILE", help="the CSV to import")
    imp.add_argument("--title", required=True, metavar="COL", help="title column")
    imp.add_argument("--category", metavar="COL", help="raw category column")
    imp.add_argument("--price", metavar="COL", help="price column")
    imp.add_argument("--brand", metavar="COL", help="brand column")
    imp.add_argument("--platform", default="import", metavar="NAME",
                     help="platform name written on every product (default: import)")
    imp.add_argument("--id", dest="id_col", metavar="COL", help="product id column")
    imp.add_argument("--description", metavar="COL", help="description column (kept, never "
                     "used for the domain)")
    imp.add_argument("--currency", metavar="CODE",
                     help="currency of the price column when it has no symbol (e.g. INR)")
    imp.add_argument("--out", required=True, metavar="FILE.jsonl", help="catalog to write")
    imp.add_argument("--semantic", choices=("auto", "on", "off"), default="auto",
                     help="nearest-neighbour fallback with the embedder: auto (rows whose "
                     "keywords are weak, up to --semantic-limit), on (every row), off (keywords only)")
    imp.add_argument("--semantic-limit", type=int, default=None, metavar="N",
                     help="most distinct texts to embed in auto mode (default 20000)")
    imp.set_defaults(func=run_import)

    build = verbs.add_parser("build", help="embed and index a catalog")
    build.add_argument("--catalog", default=str(DEFAULT_CATALOG), metavar="FILE.jsonl")
    build.add_argument("--vectors", metavar="FILE.npy",
                       help="index these vectors instead of embedding: an N×384 float array, "
                            "row i for catalog line i")
    build.add_argument("--write-vectors", action="store_true",
                       help="(re)write the committed vectors file next to the catalog")
    build.add_argument("--force", action="store_true",
                       help="rebuild even when the index already holds this catalog")
    build.set_defaults(func=run_build)

    ev = verbs.add_parser("eval", help="recall@k of the labelled query set")
    ev.add_argument("--catalog", default=str(DEFAULT_CATALOG), metavar="FILE.jsonl")
    ev.add_argument("--queries", default=str(DEFAULT_QUERIES), metavar="FILE.yml")
    ev.add_argument("-k", type=int, default=10)
    ev.add_argument("--unfiltered", action="store_true",
                    help="search the whole catalog instead of filtering on the query's domain")
    ev.add_argument("--dense-only", action="store_true",
                    help="the dense vector alone, without the BM25 keyword side")
    ev.add_argument("--relabel", action="store_true",
                    help="recompute each query's relevant ids from its title rules first")
    ev.add_argument("--json", action="store_true", help="one JSON object per query")
    ev.add_argument("--types", default=None, metavar="FILE.yml",
                    help="product-type query set (in-type precision@5, recall@10, honest "
                         "answers to impossible requests); '' to skip")
    ev.set_defaults(func=run_eval)
    return catalog


@contextmanager
def progress_bar(desc: str, unit: str) -> Iterator:
    """A `progress(done, total)` callable drawing a tqdm bar on stderr; the bar appears on
    the first call, so an index that is already up to date prints none."""
    bars: list[tqdm] = []

    def progress(done: int, total: int | None = None) -> None:
        if not bars:
            # In a log (not a terminal) redraw rarely, so progress shows without flooding it.
            bars.append(tqdm(desc=desc, unit=unit, total=total, file=sys.stderr,
                             mininterval=0.1 if sys.stderr.isatty() else 5.0,
                             dynamic_ncols=True))
        bar = bars[0]
        if total is not None and bar.total != total:
            bar.total = total
        bar.n = done
        bar.refresh()

    try:
        yield progress
    finally:
        for bar in bars:
            bar.close()


def run_import(args: argparse.Namespace) -> int:
    from agent.catalog import SEMANTIC_LIMIT, import_csv

    limit = SEMANTIC_LIMIT if args.semantic_limit is None else max(0, args.semantic_limit)
    try:
        with progress_bar("importing", "row") as progress, \
                progress_bar("embedding", "text") as embed_progress:
            summary = import_csv(args.file, title=args.title, category=args.category,
                                 price=args.price, brand=args.brand, platform=args.platform,
                                 out=args.out, id_col=args.id_col, description=args.description,
                                 currency=args.currency, progress=progress,
                                 semantic=args.semantic, semantic_limit=limit,
                                 embed_progress=embed_progress)
    except (OSError, ValueError) as exc:  # a wrong column name or an unreadable file
        print(f"error: {exc}", file=sys.stderr)
        return 2
    print(summary.format())
    return 0


def run_build(args: argparse.Namespace) -> int:
    from agent.index import VectorsFileError, vectors_path_for

    catalog = Path(args.catalog)
    try:
        # building is the one verb that must own the folder: no temporary copy here
        with _opened_index(catalog, vectors=args.vectors, on_locked="raise") as index:
            report = index.last_report
            if args.force and report.action == "kept":
                with progress_bar("indexing", "product") as progress:
                    report = index.ensure(progress=progress, force=True)
            for note in report.warnings:
                print(f"warning: {note}", file=sys.stderr)
            print(f"{catalog}: {report.format()}")
            if args.write_vectors:
                path = index.write_vectors(vectors_path_for(catalog))
                print(f"wrote {path} ({index.count()} vectors, float16)")
    except VectorsFileError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    return 0


def run_eval(args: argparse.Namespace) -> int:
    from agent.evaluate import load_queries, recall_at_k, relabel_queries
    from agent.products import read_catalog

    if args.relabel:
        changed = relabel_queries(args.queries, read_catalog(args.catalog))
        print(f"relabelled {args.queries}: {changed} queries changed", file=sys.stderr)
    queries = load_queries(args.queries)
    with _opened_index(Path(args.catalog), on_locked="copy") as index:
        report = recall_at_k(index, queries, k=args.k, filtered=not args.unfiltered,
                             hybrid=not args.dense_only)
        typed = _typed_reports(index, args.types, hybrid=not args.dense_only)
    if args.json:
        for row in report.rows:
            print(json.dumps(row.model_dump(), ensure_ascii=False))
        for typed_report in typed:
            for row in typed_report.rows:
                print(json.dumps({"mode": typed_report.mode, **row.model_dump()},
                                 ensure_ascii=False))
    else:
        print(report.format())
        for typed_report in typed:
            print()
            print(typed_report.format())
    return 0


def _typed_reports(index, path: str, *, hybrid: bool) -> list:
    """The search as it is, and the same with the request's product type kept."""
    from agent.evaluate import load_typed_queries, typed_eval

    from agent.evaluate import DEFAULT_TYPED_QUERIES

    path = DEFAULT_TYPED_QUERIES if path is None else path
    if not path or not Path(path).exists():
        return []
    queries = load_typed_queries(path)
    return [typed_eval(index, queries, use_type=False, hybrid=hybrid),
            typed_eval(index, queries, use_type=True, hybrid=hybrid)]


@contextmanager
def _opened_index(catalog: Path, *, vectors: str | None = None,
                  on_locked: str = "raise") -> Iterator:
    """The catalog's index, ensured with a progress bar, and closed after (an Edge shard
    holds its folder). A folder another process holds is a user situation, not a crash:
    `on_locked="raise"` says what to do, `"copy"` works on a temporary copy."""
    from agent.index import open_catalog_index
    from agent.vectors import IndexLocked

    if not catalog.exists():
        raise SystemExit(f"error: no catalog at {catalog}")
    try:
        with progress_bar("indexing", "product") as progress:
            index = open_catalog_index(catalog, progress=progress, user_vectors=vectors,
                                       on_locked=on_locked)
    except IndexLocked as exc:
        raise SystemExit(f"error: {exc}") from None
    try:
        yield index
    finally:
        index.close()
