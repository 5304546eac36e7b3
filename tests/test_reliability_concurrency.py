"""Reliability: several threads and two processes write one user's memory on one SQLite file.

Load held (printed with -s): 2 processes x (2 threads on their own connection) plus 4 threads
on one shared connection, each writing preferences, favourites, ticks and P_t at the same
moment. Rows lost: 0. No "database is locked" escapes to a caller.

The second process is this file run as a script (`python tests/test_reliability_concurrency.py
worker ...`), so nothing in memory/ is patched or imported twice in one interpreter.
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # run as a script: make memory/ importable
    sys.path.insert(0, str(ROOT))

from memory.models import SessionState, Source  # noqa: E402
from memory.store import MemoryStore  # noqa: E402

USER = "alice"
PER_WORKER = 15  # each worker: 15 preferences, 15 favourites, 15 P_t saves, 5 uses
FRESH_ROUNDS = 12  # fresh files both processes open at the same instant
TICKS = 200  # "never recommend" ticks per process


def entry(tag: str, i: int) -> dict:
    return {"polarity": "dislike", "category": "material", "domain": "bags_luggage",
            "slug": f"m_{tag}_{i}", "keywords": [f"词{tag}{i}"], "content": f"{tag} {i}"}


def work(store: MemoryStore, tag: str, n: int = PER_WORKER, start_at: float = 0.0) -> list[str]:
    """One writer's load. Returns the errors it saw (it never stops at the first)."""
    errors: list[str] = []
    while start_at and time.time() < start_at:
        time.sleep(0.001)
    state = SessionState(user=USER, session_id=f"s_{tag}")
    for i in range(n):
        steps = [
            lambda: store.write(USER, entry(tag, i), source=Source.AGENT, actor="curator",
                                reason=f"{tag}:{i}"),
            lambda: store.add_favourite(USER, f"P_{tag}_{i}", f"Canvas tote {tag} {i}",
                                        "bags_luggage"),
            lambda: _save_pt(store, state, i),
        ]
        if i % 3 == 0:  # use is recorded too (last_used_at), between the writes
            steps.append(lambda: store.mark_used(
                USER, [f"dislike:material:bags_luggage:m_{tag}_{i}"]))
        for step in steps:
            try:
                step()
            except Exception as exc:  # noqa: BLE001 - counted and reported, not swallowed
                errors.append(f"{tag}:{i}: {type(exc).__name__}: {exc}")
    return errors


def _save_pt(store: MemoryStore, state: SessionState, i: int) -> None:
    state.turn = i + 1
    state.slots = {"turn": str(i + 1)}
    store.save_session(state)


def _threads(store_for, tags: list[str], start_at: float) -> list[str]:
    errors: list[str] = []
    lock = threading.Lock()

    def run(tag: str) -> None:
        found = work(store_for(tag), tag, start_at=start_at)
        with lock:
            errors.extend(found)

    threads = [threading.Thread(target=run, args=(tag,)) for tag in tags]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=120)
    return errors


def _spawn(db: Path, prefix: str, start_at: float, mode: str = "work") -> subprocess.Popen:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.Popen(
        [sys.executable, str(Path(__file__).resolve()), mode, str(db), prefix, str(start_at)],
        cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def _expected_tags() -> dict[str, list[str]]:
    return {"shared": [f"t{k}" for k in range(4)],
            "p1": ["p1a", "p1b"], "p2": ["p2a", "p2b"]}


def test_threads_and_two_processes_lose_no_write(tmp_path):
    db = tmp_path / "memory.db"
    MemoryStore.open(db).close()  # the file exists before the race: creation is its own test
    tags = _expected_tags()
    start_at = time.time() + 2.5  # everyone starts at once, after the children have imported
    procs = [_spawn(db, "p1", start_at), _spawn(db, "p2", start_at)]

    shared = MemoryStore.open(db)  # the app's shape: one connection, many threads
    errors = _threads(lambda tag: shared, tags["shared"], start_at)

    child_errors = []
    for proc in procs:
        out, err = proc.communicate(timeout=120)
        assert proc.returncode == 0, err[-2000:]
        child_errors += json.loads(out.strip().splitlines()[-1])
    all_errors = errors + child_errors
    assert not all_errors, f"{len(all_errors)} writes failed, e.g. {all_errors[:3]}"

    writers = [t for group in tags.values() for t in group]
    keys = {e.dedup_key: e for e in shared.entries(USER)}
    favs = {f.product_id for f in shared.favourites(USER)}
    sessions = {s.session_id: s.state for s in shared.sessions(USER)}
    lost = 0
    for tag in writers:
        for i in range(PER_WORKER):
            e = keys.get(f"dislike:material:bags_luggage:m_{tag}_{i}")
            lost += e is None
            lost += f"P_{tag}_{i}" not in favs
            if e is not None and i % 3 == 0:
                lost += e.last_used_at is None
        lost += sessions.get(f"s_{tag}") is None or sessions[f"s_{tag}"].turn != PER_WORKER
    # one audit row per change (use is not a change): none missing, none doubled
    audit = shared.audit(USER)
    uses = len(range(0, PER_WORKER, 3))
    assert lost == 0
    assert len(audit) == len(writers) * PER_WORKER
    print(f"\nconcurrency: {len(writers)} writers (4 threads on one connection + 2 processes x 2 "
          f"threads), {len(writers) * (3 * PER_WORKER + uses)} writes, rows lost: {lost}, "
          f"errors: {len(all_errors)}")
    shared.close()


def test_two_processes_opening_a_fresh_file_at_once(tmp_path):
    """Both create the tables and switch on WAL at the same instant (the app and a
    `python -m agent replay --db` started together): neither may fail to open.

    Guards a bug seen here: table creation in a deferred transaction (sqlite-utils
    `atomic()` = BEGIN) read the schema first, so when the other process committed its
    CREATE in between, the upgrade to a write lock got SQLITE_BUSY at once (the busy
    timeout does not apply to a stale read snapshot): "database is locked" on 11 of 24
    opens, until MemoryStore._tx took BEGIN IMMEDIATE."""
    start_at = time.time() + 2.5
    procs = [_spawn(tmp_path, "fresh", start_at, mode="fresh"),
             _spawn(tmp_path, "fresh", start_at, mode="fresh")]
    errors = _collect(procs)
    print(f"\nfresh-file race: 2 processes x {FRESH_ROUNDS} fresh files, errors: {len(errors)}")
    assert errors == [], f"{len(errors)} of {2 * FRESH_ROUNDS} opens failed, e.g. {errors[:2]}"


def test_ticks_from_two_processes_never_lock(tmp_path):
    """Two processes tick "never recommend" on their own entries at the same time.

    Guards a bug seen here: set_blocking (like set_domain, delete, approve, reject) reads
    the entry first and then writes. In a deferred transaction two readers that both want
    to upgrade deadlock, and SQLite answers one with SQLITE_BUSY at once, busy timeout or
    not: 256 of 400 ticks raised "database is locked" before BEGIN IMMEDIATE."""
    db = tmp_path / "memory.db"
    MemoryStore.open(db).close()
    start_at = time.time() + 2.5
    procs = [_spawn(db, "k1", start_at, mode="ticks"), _spawn(db, "k2", start_at, mode="ticks")]
    errors = _collect(procs)
    print(f"\nticks: 2 processes x {TICKS} set_blocking, errors: {len(errors)}")
    assert errors == [], f"{len(errors)} of {2 * TICKS} ticks failed, e.g. {errors[:2]}"
    store = MemoryStore.open(db)
    for tag in ("k1", "k2"):  # the last tick of each (False, as TICKS is even) is the state
        e = store.get(USER, f"dislike:material:global:tick_{tag}")
        assert e.blocking is False and e.source is Source.USER
    store.close()


def _collect(procs: list[subprocess.Popen]) -> list[str]:
    errors: list[str] = []
    for proc in procs:
        out, err = proc.communicate(timeout=120)
        assert proc.returncode == 0, err[-2000:]
        errors += json.loads(out.strip().splitlines()[-1])
    return errors


def test_concurrent_new_sessions_leave_exactly_one_open(tmp_path):
    db = tmp_path / "memory.db"
    stores = [MemoryStore.open(db) for _ in range(4)]
    errors: list[str] = []

    def run(store: MemoryStore) -> None:
        for _ in range(10):
            try:
                store.new_session(USER)
            except Exception as exc:  # noqa: BLE001
                errors.append(repr(exc))

    threads = [threading.Thread(target=run, args=(s,)) for s in stores]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=60)
    assert errors == []
    records = stores[0].sessions(USER)
    assert len(records) == 40
    assert sum(r.status == "open" for r in records) == 1
    for s in stores:
        s.close()


def _worker_main(db: str, prefix: str, start_at: float) -> list[str]:
    # Two threads, each on its own connection: another process's writers, as a second app.
    tags = [f"{prefix}a", f"{prefix}b"]
    stores = {tag: MemoryStore.open(db) for tag in tags}
    errors = _threads(lambda tag: stores[tag], tags, start_at)
    for s in stores.values():
        s.close()
    return errors


def _fresh_main(folder: str, start_at: float) -> list[str]:
    errors = []
    for k in range(FRESH_ROUNDS):
        go = start_at + 0.2 * k
        while time.time() < go:
            pass  # spin: both processes must hit the same millisecond
        try:
            MemoryStore.open(Path(folder) / f"fresh_{k}.db").close()
        except Exception as exc:  # noqa: BLE001
            errors.append(f"round {k}: {type(exc).__name__}: {exc}")
    return errors


def _ticks_main(db: str, tag: str, start_at: float) -> list[str]:
    store = MemoryStore.open(db)
    key = store.write(USER, {"polarity": "dislike", "category": "material", "domain": "global",
                             "slug": f"tick_{tag}", "keywords": ["塑料"]},
                      source=Source.USER, actor="user").written[0].dedup_key
    while time.time() < start_at:
        time.sleep(0.001)
    errors = []
    for i in range(TICKS):
        try:
            store.set_blocking(USER, key, i % 2 == 0)
        except Exception as exc:  # noqa: BLE001
            errors.append(f"tick {i}: {type(exc).__name__}: {exc}")
    store.close()
    return errors


if __name__ == "__main__" and len(sys.argv) == 5:
    mode, target, prefix, when = sys.argv[1], sys.argv[2], sys.argv[3], float(sys.argv[4])
    run_mode = {"work": lambda: _worker_main(target, prefix, when),
                "fresh": lambda: _fresh_main(target, when),
                "ticks": lambda: _ticks_main(target, prefix, when)}[mode]
    try:
        found = run_mode()
    except Exception as exc:  # noqa: BLE001 - the opening itself failed: report it as data
        found = [f"{mode}: {type(exc).__name__}: {exc}"]
    print(json.dumps(found))
