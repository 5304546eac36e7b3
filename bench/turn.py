"""Row: a full offline turn on the demo catalog (plan, assemble, hybrid recall, pick, answer,
P_t), p50 and p95. Baseline: the query embedding alone on the same texts, the floor under
any turn that searches a vector index. The query-embedding LRU is cleared before every
turn and every baseline call, so neither side is served from it."""
from __future__ import annotations

import tempfile
import time
from pathlib import Path

from bench.common import Demo, Row, Settings, ms, p50, pct, verdict

TARGET_RATIO = 1.6

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
    cache = demo.embedder.query_cache
    with tempfile.TemporaryDirectory(prefix="bench-turn-") as tmp:
        store = MemoryStore.open(Path(tmp) / "memory.db")
        agent = ShoppingAgent(store, index, OfflineEngine(), clock=Clock())
        for t in TEXTS[:2]:  # warm-up: models loaded, caches filled
            agent.say("warmup", t)
        reps = settings.reps(40, 10)
        samples, embed, stages, rest = [], [], {}, []
        for i in range(reps):
            if i and i % SESSION_TURNS == 0:
                agent.end_session("bench")
            text = TEXTS[i % len(TEXTS)]
            cache.clear()
            start = time.perf_counter()
            trace = agent.say("bench", text)
            samples.append(time.perf_counter() - start)
            rest.append(samples[-1] - trace.timings_ms.get("embed", 0.0) / 1000)
            for k, v in trace.timings_ms.items():
                stages.setdefault(k, []).append(v)
            cache.clear()
            start = time.perf_counter()
            demo.embedder.embed_queries([trace.search_text])
            embed.append(time.perf_counter() - start)
        store.close()
    o, b = p50(samples), p50(embed)
    stage_text = ", ".join(f"{k} {p50(v):.1f}" for k, v in stages.items() if k != "total")
    return [Row(
        name="full offline turn (demo catalog)",
        value=f"p50 {ms(o)}, p95 {ms(pct(samples, 0.95))}",
        baseline=f"the query embedding alone: p50 {ms(b)}",
        ratio=f"{o / b:.2f}× the embedding",
        target=f"p50 ≤ {TARGET_RATIO:g}× the embedding",
        verdict=verdict(o <= TARGET_RATIO * b),
        notes=[f"{reps} turns over {len(TEXTS)} texts on {len(index.products)} products; "
               f"stage p50s (ms): {stage_text}; `embed` is the query embedding and `search` "
               "the engine calls inside `recall` (the keyword probes, then the fused dense + "
               "BM25 queries, domain-filtered and type-filtered together in one batch each); "
               f"the turn without its embedding: p50 {ms(p50(rest))}"],
    )]
