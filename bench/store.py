"""Rows: the store's write gate and reads per second, and the curator on a 10-turn session.

Baselines: the same rows through raw sqlite3 (one INSERT + COMMIT per write, one SELECT
per read) on a file with the same settings: the price of validation, the derived key, the
audit row and the models."""
from __future__ import annotations

import json
import sqlite3
import tempfile
import time
from pathlib import Path

from bench.common import Demo, Row, Settings, ms, p50

SESSION = [
    "帮我找个双肩包，不要皮革的", "要能放笔记本电脑的", "预算300元以内", "有帆布的吗",
    "不要粉色", "I prefer waterproof ones", "给猫买饮水机，不要塑料的", "要静音的",
    "以后都不要塑料的", "谢谢",
]


def _entry(i: int) -> dict:
    return {"polarity": "dislike" if i % 2 else "like", "category": "material",
            "domain": "bags_luggage", "slug": f"mat_{i}", "keywords": [f"材料{i}"],
            "content": f"entry {i}"}


def _raw_db(path: Path, synchronous: int) -> sqlite3.Connection:
    conn = sqlite3.connect(str(path), isolation_level=None)
    conn.execute("PRAGMA journal_mode=wal")
    conn.execute(f"PRAGMA synchronous = {int(synchronous)}")
    conn.execute("CREATE TABLE prefs (user TEXT, dedup_key TEXT, polarity TEXT, category TEXT, "
                 "domain TEXT, slug TEXT, keywords TEXT, content TEXT, source TEXT, blocking INT, "
                 "created_at TEXT, updated_at TEXT, last_used_at TEXT, "
                 "PRIMARY KEY (user, dedup_key))")
    return conn


def run(settings: Settings, demo: Demo | None = None) -> list[Row]:
    from memory.models import Source, make_key
    from memory.store import MemoryStore

    n = settings.reps(400, 60)
    rounds = settings.reps(8, 3)  # ours and raw alternate: machine load hits both alike
    rows: list[Row] = []
    with tempfile.TemporaryDirectory(prefix="bench-store-") as tmp:
        store = MemoryStore.open(Path(tmp) / "memory.db")
        sync = store.db.execute("PRAGMA synchronous").fetchone()[0]
        conn = _raw_db(Path(tmp) / "raw.db", sync)
        gate_rates, raw_rates = [], []
        per = max(1, n // rounds)
        for r in range(rounds):
            start = time.perf_counter()
            for i in range(r * per, (r + 1) * per):
                store.write("bench", _entry(i), source=Source.USER, actor="user")
            gate_rates.append(per / (time.perf_counter() - start))
            start = time.perf_counter()
            for i in range(r * per, (r + 1) * per):
                e = _entry(i)
                conn.execute("BEGIN IMMEDIATE")
                conn.execute("INSERT OR REPLACE INTO prefs VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?)",
                             ["bench", make_key(e["polarity"], "material", "bags_luggage", e["slug"]),
                              e["polarity"], "material", "bags_luggage", e["slug"],
                              json.dumps(e["keywords"]), e["content"], "user", 0,
                              "2025-01-01", "2025-01-01", None])
                conn.execute("COMMIT")
            raw_rates.append(per / (time.perf_counter() - start))
        gate, raw = p50(gate_rates), p50(raw_rates)
        rows.append(Row(
            name="store: preference writes",
            value=f"{gate:,.0f} writes/s",
            baseline=f"raw INSERT+COMMIT: {raw:,.0f}/s",
            ratio=f"gate costs {raw / gate:.1f}×",
            notes=[f"writes: {rounds * per} single-entry write() calls in {rounds} rounds "
                   "alternating with the raw baseline (same file settings, synchronous="
                   f"{sync}); each write is one transaction with validation, derived key and "
                   "audit row"]))

        reader = MemoryStore.open(Path(tmp) / "read.db")
        for i in range(30):
            reader.write("bench", _entry(i), source=Source.USER, actor="user")
        raw_conn = sqlite3.connect(str(Path(tmp) / "read.db"))
        m = max(1, settings.reps(500, 80) // rounds)
        ours_rates, raw_read = [], []
        for _ in range(rounds):
            start = time.perf_counter()
            for _ in range(m):
                assert len(reader.entries("bench")) == 30
            ours_rates.append(m / (time.perf_counter() - start))
            start = time.perf_counter()
            for _ in range(m):
                raw_conn.execute('SELECT * FROM preferences WHERE "user" = ? ORDER BY '
                                 'created_at, dedup_key', ["bench"]).fetchall()
            raw_read.append(m / (time.perf_counter() - start))
        ours, raw_rate = p50(ours_rates), p50(raw_read)
        rows.append(Row(
            name="store: reads (30 entries → models)",
            value=f"{ours:,.0f} reads/s ({30 * ours:,.0f} entries/s)",
            baseline=f"raw SELECT: {raw_rate:,.0f}/s",
            ratio=f"models cost {raw_rate / ours:.1f}×",
            notes=[f"reads: entries(user) with 30 stored, {m * rounds} calls, alternating "
                   "with the raw SELECT"]))
        raw_conn.close()
        reader.close()
        conn.close()
        store.close()
    if demo is not None:
        rows.append(_curator(settings, demo))
    return rows


def _curator(settings: Settings, demo: Demo) -> Row:
    from agent.engines.offline import OfflineEngine
    from agent.turn import ShoppingAgent
    from memory.clock import Clock
    from memory.store import MemoryStore

    samples, engine_only, written = [], [], 0
    with tempfile.TemporaryDirectory(prefix="bench-curate-") as tmp:
        store = MemoryStore.open(Path(tmp) / "memory.db")
        engine = OfflineEngine()
        agent = ShoppingAgent(store, demo.index, engine, clock=Clock())
        for r in range(settings.reps(5, 1)):
            user = f"curate{r}"
            for text in SESSION:
                agent.say(user, text)
            # the engine's share: the same curator input, without the write
            from agent.engines.base import CurateInput

            pt = store.current_session(user)
            request = CurateInput(user=user, transcript=pt.transcript, constraints=pt.constraints,
                                  lifted=pt.lifted_constraints, store=store.entries(user))
            start = time.perf_counter()
            engine.curate(request)
            engine_only.append(time.perf_counter() - start)
            start = time.perf_counter()
            trace = agent.end_session(user)
            samples.append(time.perf_counter() - start)
            written = len(trace.written) + len(trace.proposals)
        store.close()
    o, b = p50(samples), p50(engine_only)
    return Row(
        name="curator: end_session after 10 turns",
        value=f"p50 {ms(o)} ({written} entries written)",
        baseline=f"offline curate() alone: p50 {ms(b)}",
        ratio=f"{o / b:.1f}× (the rest is the write + new session)" if b else "—",
        notes=[f"curator: {len(samples)} sessions of {len(SESSION)} turns, offline engine"])
