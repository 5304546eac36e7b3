"""The A/B lab runs the turn's own steps: with every signal on it ranks as the turn does,
it writes nothing, and switching one memory off takes exactly its effect away."""
from __future__ import annotations

from agent.lab import Toggles, freeze_pool, rank_pool
from agent.runtime import open_runtime

PLASTIC = "dislike:material:bags_luggage:plastic"


def test_lab_with_every_signal_on_ranks_like_the_turn(tmp_path, mini_index):
    rt = open_runtime(db=tmp_path / "m.db", index=mini_index, engine="offline")
    rt.agent.say("kim", "帮我找个旅行收纳包，不要塑料的")
    rt.agent.end_session("kim")
    before = rt.store.current_session("kim").model_dump()

    pool = freeze_pool(rt.agent, "kim", "推荐旅行包")
    full, _ = rank_pool(rt.agent, pool, Toggles())
    assert rt.store.current_session("kim").model_dump() == before, "the lab writes no P_t"

    trace = rt.agent.say("kim", "推荐旅行包")
    assert [r.product.id for r in full.ranked] == [r.id for r in trace.results]
    assert PLASTIC in {s.entry.dedup_key for s in pool.memory.in_scope}

    off, _ = rank_pool(rt.agent, pool, Toggles(entries=set()))
    assert all(r.breakdown.soft_penalty == 0 for r in off.ranked)
    assert any(r.breakdown.soft_penalty > 0 for r in full.ranked)


def test_the_plan_line_carries_every_planner_field():
    from agent.schemas import PlannerOutput
    from agent.trace import PlanLine

    assert set(PlannerOutput.model_fields) - {"slot_changes"} <= set(PlanLine.model_fields)
