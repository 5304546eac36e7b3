"""`python -m agent`: replay scenarios and manage catalogs (DESIGN section 7)."""
from __future__ import annotations

import argparse
import json
import sys
import tempfile
from pathlib import Path


def _replay(args: argparse.Namespace) -> int:
    from agent.catalog_cli import progress_bar
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
            with progress_bar("indexing catalog", "item") as progress:
                runtime = open_runtime(db=db, catalog=args.catalog or scenario.catalog,
                                       engine=args.engine, progress=progress)
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


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="agent", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)
    replay = sub.add_parser("replay", help="run a scenario and print one JSON trace line per step")
    replay.add_argument("scenario")
    replay.add_argument("--catalog", help="catalog JSONL (default: data/catalog.jsonl)")
    replay.add_argument("--db", help="SQLite memory file (default: a fresh temporary one)")
    replay.add_argument("--engine", help="offline (default) or openai")
    replay.set_defaults(func=_replay)

    from agent import catalog_cli

    catalog_cli.register(sub)
    from agent import eval_language

    eval_language.register(sub)
    args = parser.parse_args(argv)
    return int(args.func(args) or 0)


if __name__ == "__main__":
    sys.exit(main())
