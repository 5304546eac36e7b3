"""`python -m bench` works end to end on a small subset. Not a timed assertion: targets are
reported as PASS/MISS in the table (docs/benchmarks.md), never asserted here."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_bench_quick_prints_one_table_and_writes_it(tmp_path):
    out_file = tmp_path / "benchmarks.md"
    out_file.write_text("# Benchmarks\n\nhand-written intro\n\n<!-- bench:start -->\nSTALE-TABLE\n"
                        "<!-- bench:end -->\n\nhand-written outro\n", encoding="utf-8")
    proc = subprocess.run(
        [sys.executable, "-m", "bench", "--quick", "--only", "read_path,store",
         "--write", str(out_file)],
        cwd=ROOT, capture_output=True, text=True, timeout=180)
    assert proc.returncode == 0, proc.stderr[-2000:]
    table = proc.stdout
    assert "| row | this project | baseline (same run) | ratio | target | verdict |" in table
    assert "Machine:" in table and "Python" in table
    read_path = next(line for line in table.splitlines() if line.startswith("| memory read path"))
    assert "semantic top-" in read_path  # measured against its baseline in the same run
    assert "PASS" in read_path or "MISS" in read_path
    assert "| store: preference writes" in table
    written = out_file.read_text(encoding="utf-8")
    assert "hand-written intro" in written and "hand-written outro" in written
    assert "STALE-TABLE" not in written.split("<!-- bench:start -->")[1]
    assert "| memory read path" in written


def test_bench_rejects_an_unknown_row():
    proc = subprocess.run([sys.executable, "-m", "bench", "--only", "nope"], cwd=ROOT,
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 2
    assert "unknown rows" in proc.stderr
