"""`python -m agent`: replay scenarios and manage catalogs (DESIGN section 7)."""
from __future__ import annotations

import argparse
import gc
import json
import os
import sys
import tempfile
from contextlib import contextmanager
from pathlib import Path


@contextmanager
def _lazy_progress_bar(desc: str, unit: str):
    """`agent.catalog_cli.progress_bar`, imported on the first call: the bar appears only
    when an index is built, and its tqdm import (~0.07 s) is not paid by a replay on an
    index that is up to date."""
    opened: list = []

    def progress(done: int, total: int | None = None) -> None:
        if not opened:
            from agent.catalog_cli import progress_bar

            bar = progress_bar(desc, unit)
            opened.append((bar, bar.__enter__()))
        opened[0][1](done, total)

    try:
        yield progress
    finally:
        for bar, _ in opened:
            bar.__exit__(None, None, None)


def _replay(args: argparse.Namespace) -> int:
    from agent.engines.base import EngineError
    from agent.index import IndexLocked
    from agent.replay import ScenarioError, load_scenario, run_traces
    from agent.runtime import open_runtime

    try:
        scenario = load_scenario(args.scenario)
    except ScenarioError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    with tempfile.TemporaryDirectory(prefix="replay-") as tmp:
        db = Path(args.db) if args.db else Path(tmp) / "memory.db"  # a fresh store by default
        try:
            with _lazy_progress_bar("indexing catalog", "item") as progress:
                runtime = open_runtime(db=db, catalog=args.catalog or scenario.catalog,
                                       engine=args.engine, progress=progress, warm_up=False)
            if not gc.isenabled():  # run as a command (`_run_as_command`)
                _start_up_done()
        except (IndexLocked, EngineError, OSError, ValueError) as exc:
            # A locked Qdrant folder, a missing catalog, an engine without settings: say
            # what and how out, no traceback.
            print(f"error: {exc}", file=sys.stderr)
            return 2
        failed = 0
        try:
            for done in run_traces(runtime, scenario):
                failed += not done.ok
                print(json.dumps(done.line(), ensure_ascii=False), flush=True)
        finally:
            runtime.close()
    return 1 if failed else 0


def _start_up_done() -> None:
    """The start-up's objects (modules, the offline engine's tables, the catalog) live as
    long as the process: move them out of the collector's sight (see `_run_as_command`)."""
    gc.freeze()
    gc.enable()


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    parser = argparse.ArgumentParser(prog="agent", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)
    replay = sub.add_parser("replay", help="run a scenario and print one JSON trace line per step")
    replay.add_argument("scenario")
    replay.add_argument("--catalog", help="catalog JSONL (default: data/catalog.jsonl)")
    replay.add_argument("--db", help="SQLite memory file (default: a fresh temporary one)")
    replay.add_argument("--engine", help="offline (default) or openai")
    replay.set_defaults(func=_replay)

    if argv[:1] != ["replay"]:
        # The other commands' parsers import their modules (tqdm, the evaluation sets'
        # readers): a replay, which never reaches them, does not pay for those imports.
        from agent import catalog_cli

        catalog_cli.register(sub)
        from agent import eval_language

        eval_language.register(sub)
    args = parser.parse_args(argv)
    return int(args.func(args) or 0)


def _run_as_command() -> None:
    """`python -m agent ...` as a whole process. Two costs of a short command that are not
    its work: the cyclic garbage collector walking the start-up's ~300k new objects again
    and again while they are built (~0.25 s of a one-step replay; it runs again once the
    runtime is open, `_start_up_done`), and the interpreter's teardown freeing them one by
    one at exit (~0.3 s). When `replay` returns, every file is written and closed (the
    store and the index are closed by the command itself), so the process flushes its
    output and ends without that teardown. The other commands exit as usual."""
    if sys.argv[1:2] != ["replay"]:
        sys.exit(main())
    gc.disable()
    try:
        code = main()
    finally:
        gc.enable()
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(code)


if __name__ == "__main__":
    _run_as_command()
