"""`python -m agent replay` as a whole process: what its start loads and how it ends.

The start-up work of round 6 (no warm-up thread, sqlite-utils without pandas, the other
commands' modules left alone, no interpreter teardown) must not change what the command
prints or the exit code it returns."""
from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
ONE_STEP = ROOT / "data" / "scenarios" / "05_over_budget.yml"


def _replay(scenario: Path, tmp_path: Path, *flags: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, *flags, "-m", "agent", "replay", str(scenario),
                           "--db", str(tmp_path / "memory.db")], cwd=ROOT,
                          capture_output=True, text=True, timeout=300)


def test_a_replay_prints_every_step_to_a_pipe_and_exits_zero(tmp_path):
    done = _replay(ONE_STEP, tmp_path)
    assert done.returncode == 0, done.stderr
    lines = [json.loads(line) for line in done.stdout.splitlines()]
    assert [line["kind"] for line in lines] == ["turn", "curate"]
    turn = lines[0]
    assert turn["plan"]["slots"]["budget_max"] == "60"
    assert turn["removed"] and all(r["rule"] == "budget" for r in turn["removed"])
    assert lines[1]["store"] == []  # nothing learned from prices


def test_a_failing_step_still_exits_one_after_printing_the_rest(tmp_path):
    scenario = tmp_path / "bad.yml"
    scenario.write_text("user: zoe\nsteps:\n  - favorite: {id: NO-SUCH-PRODUCT}\n"
                        "  - say: \"a linen shirt\"\n", encoding="utf-8")
    done = _replay(scenario, tmp_path)
    assert done.returncode == 1
    lines = [json.loads(line) for line in done.stdout.splitlines()]
    assert [line["kind"] for line in lines] == ["favorite", "turn"]
    assert lines[0]["ok"] is False and "NO-SUCH-PRODUCT" in lines[0]["error"]


def test_a_given_store_is_written_and_closed_when_the_replay_ends(tmp_path):
    import sqlite3

    assert _replay(ONE_STEP, tmp_path).returncode == 0
    con = sqlite3.connect(str(tmp_path / "memory.db"))
    try:
        assert con.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        (turns,) = con.execute("select count(*) from sessions where user = 'erin'").fetchone()
    finally:
        con.close()
    assert turns == 2  # the curated session and the new one end_session opened
    # the WAL was checkpointed on close: nothing is left only in the -wal file
    wal = tmp_path / "memory.db-wal"
    assert not wal.exists() or wal.stat().st_size == 0


def _imported(stderr: str) -> set[str]:
    return {m.group(1).strip() for m in re.finditer(r"^import time:.*\|\s*(\S+)\s*$", stderr,
                                                     re.MULTILINE)}


def test_a_one_step_replay_loads_nothing_its_turn_does_not_use(tmp_path):
    done = _replay(ONE_STEP, tmp_path, "-X", "importtime")
    assert done.returncode == 0, done.stderr[-2000:]
    loaded = _imported(done.stderr)
    assert {"agent.turn", "sqlite_utils", "agent.engines.offline"} <= loaded  # the probe works
    # pandas (sqlite-utils' optional Timestamp mapping), the other commands' modules and
    # their progress bars, pypinyin's phrase dictionary, and cn2an (no large Chinese numeral
    # in "预算60美元") are never read by this replay
    for module in ("pandas", "pyarrow", "tqdm", "agent.catalog_cli", "agent.eval_language",
                   "pypinyin.phrases_dict", "cn2an"):
        assert module not in loaded, module


def test_the_help_still_lists_every_command():
    done = subprocess.run([sys.executable, "-m", "agent", "--help"], cwd=ROOT,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0
    for command in ("replay", "catalog", "eval-language"):
        assert command in done.stdout
