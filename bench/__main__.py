"""`python -m bench [--quick] [--only ROW,...] [--write docs/benchmarks.md]`"""
from __future__ import annotations

import argparse
import datetime as dt
import importlib
import sys
import time
import traceback
from pathlib import Path

from bench.common import Demo, Row, Settings, machine

# name -> module; each module's run(settings, demo) returns its rows. App last: it closes
# the shared Qdrant client to copy the bench's index folder.
ROWS = ["read_path", "turn", "llm_calls", "terms", "store", "index", "unsold", "import_rows", "plan_step",
        "app"]
START, END = "<!-- bench:start -->", "<!-- bench:end -->"


def render(rows: list[Row], info: dict[str, str], args: argparse.Namespace, took: float) -> str:
    head = ["row", "this project", "baseline (same run)", "ratio", "target", "verdict"]
    lines = [
        f"Machine: {info['cpu']}, {info['cores']} cores, {info['ram']} RAM, Python "
        f"{info['python']}, {info['os']}",
        f"Run: `python -m bench{' --quick' if args.quick else ''}"
        f"{' --only ' + args.only if args.only else ''}` on "
        f"{dt.datetime.now().strftime('%Y-%m-%d %H:%M')}, {took:.0f} s",
        "",
        "| " + " | ".join(head) + " |",
        "|" + "---|" * len(head),
    ]
    for r in rows:
        cells = [r.name, r.value, r.baseline, r.ratio, r.target, f"**{r.verdict}**"
                 if r.verdict in ("PASS", "MISS") else r.verdict]
        lines.append("| " + " | ".join(c.replace("|", "\\|") for c in cells) + " |")
    lines += ["", "Details:", ""]
    for r in rows:
        lines += [f"- {n}" for n in r.notes]
    return "\n".join(lines) + "\n"


def write(path: Path, table: str) -> None:
    block = f"{START}\n{table}{END}"
    if path.exists() and START in (text := path.read_text(encoding="utf-8")) and END in text:
        before, rest = text.split(START, 1)
        after = rest.split(END, 1)[1]
        path.write_text(before + block + after, encoding="utf-8")
    else:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text("# Benchmarks\n\nRegenerate with `python -m bench --write "
                        "docs/benchmarks.md`.\n\n" + block + "\n", encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="bench", description=__doc__)
    parser.add_argument("--quick", action="store_true", help="fewer repeats: a smoke test")
    parser.add_argument("--only", help=f"comma-separated rows: {', '.join(ROWS)}")
    parser.add_argument("--write", type=Path, help="put the table into this markdown file")
    args = parser.parse_args(argv)
    chosen = ROWS if not args.only else [r.strip() for r in args.only.split(",") if r.strip()]
    unknown = [r for r in chosen if r not in ROWS]
    if unknown:
        parser.error(f"unknown rows {unknown}: choose from {', '.join(ROWS)}")

    settings, demo = Settings(quick=args.quick), Demo()
    rows: list[Row] = []
    started = time.perf_counter()
    for name in (r for r in ROWS if r in chosen):
        print(f"bench: {name} …", file=sys.stderr, flush=True)
        try:
            rows += importlib.import_module(f"bench.{name}").run(settings, demo)
        except Exception as exc:  # noqa: BLE001 - one broken row must not hide the others
            traceback.print_exc()
            rows.append(Row(name=name, value=f"error: {type(exc).__name__}: {exc}"[:200],
                            verdict="ERROR"))
    demo.close()
    table = render(rows, machine(), args, time.perf_counter() - started)
    print(table)
    if args.write:
        write(args.write, table)
        print(f"bench: table written to {args.write}", file=sys.stderr)
    return 1 if any(r.verdict == "ERROR" for r in rows) else 0


if __name__ == "__main__":
    sys.exit(main())
