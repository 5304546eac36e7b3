"""A product type the catalog does not sell is said plainly (DESIGN §6, issue 11 round 36):
`results` stays empty, the answer says this catalog has none, the nearest go to
`alternatives`. The check is the catalog's own titles, so another catalog can sell them."""
from __future__ import annotations

import json

import yaml

from agent.engines.base import PlanInput
from agent.products import read_catalog
from agent.runtime import DEFAULT_CATALOG, ROOT, open_runtime
from agent.steps.pick import asked_type
from agent.steps.unsold import unsold_phrase
from agent.title_words import title_words
from memory.models import SessionState


def test_a_pannier_bag_is_not_presented_as_a_bag(agent):
    turn = agent.say("u", "a pannier bag for my bike")
    assert turn.results == []
    assert turn.shortfall.unsold == "pannier bag" and turn.shortfall.constraint == "type"
    assert turn.alternatives and all(a.breaks == "type" for a in turn.alternatives)
    assert "This catalog has no pannier bags" in turn.answer
    assert turn.alternatives[0].title in turn.answer and "which is not one" in turn.answer


def test_a_kind_the_vocabulary_lists_is_sold_as_its_type(agent):
    """"winter jacket" is a kind of jacket: the catalog's puffer jackets never say "winter",
    and a winter jacket is still what they are (no honest-none line over a jacket list)."""
    turn = agent.say("u", "I need a winter jacket")
    assert turn.results
    assert turn.shortfall is None or not turn.shortfall.unsold
    assert "has no" not in turn.answer


def test_a_slip_the_planner_mended_is_named_as_typed(agent):
    turn = agent.say("u", "有没有卖自行车驮包的")
    assert turn.results == [] and turn.alternatives
    assert "驮包" in turn.shortfall.unsold and "没有卖" in turn.answer and "驮包" in turn.answer


def test_what_the_catalog_sells_stays_a_result(agent):
    for said in ("a leather jacket", "推荐行李箱", "linen shirt for my dad", "running shoes"):
        turn = agent.say(said, said)
        assert turn.results, said
        assert turn.shortfall is None or not getattr(turn.shortfall, "unsold", ""), said


def test_another_catalog_that_sells_them_has_them(tmp_path, catalog_index):
    """Built from another catalog (`catalog build` on its own JSONL), the same request is sold."""
    shipped = read_catalog(DEFAULT_CATALOG)[:40]
    lines = [p.model_dump(mode="json", exclude_none=True) for p in shipped]
    lines += [{"id": f"X{i}", "title": title, "platform": "test", "category": "Cycling > Bags",
               "domain": "bags_luggage", "price": 40 + i, "currency": "USD", "brand": "Velopack"}
              for i, title in enumerate(["Velopack Rear Pannier Bag for Bikes, Waterproof, Black",
                                         "Velopack Double Pannier Bag - Commuter (Grey)"])]
    path = tmp_path / "cycling.jsonl"
    path.write_text("".join(json.dumps(line) + "\n" for line in lines), encoding="utf-8")
    runtime = open_runtime(db=tmp_path / "m.db", index=catalog_index(path), engine="offline")
    try:
        turn = runtime.agent.say("u", "a pannier bag for my bike")
    finally:
        runtime.store.close()
    assert turn.shortfall is None or not getattr(turn.shortfall, "unsold", "")
    assert any("Pannier" in r.title for r in turn.results)


def test_no_typed_request_the_catalog_serves_is_called_unsold(engine):
    """The typed requests of data/queries_types.yml that the catalog serves (tune rows, not
    marked impossible): none is read as a product the catalog has none of."""
    words = title_words(read_catalog(DEFAULT_CATALOG))
    rows = yaml.safe_load((ROOT / "data" / "queries_types.yml").read_text(encoding="utf-8"))["queries"]
    served = [r for r in rows if r.get("split") == "tune" and not r.get("impossible")]
    called = []
    for row in served:
        plan = engine.plan(PlanInput(text=row["text"], lang=row["lang"]))
        phrase = unsold_phrase(plan.search_query, asked_type(plan, SessionState(user="u", session_id="s")), words)
        if phrase:
            called.append((row["text"], phrase))
    assert len(served) > 100 and called == []
