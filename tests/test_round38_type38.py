"""Round 38 (type38): the type of a product told by its use, from the requests the tune sets'
writers typed, when their vote is confident and a second source agrees (issue 11).

"A small device that clips on a fingertip and reads oxygen levels" names no type, so the head
gave the plan none and the search asked the whole domain. The request rows now carry the type
their writers expected (`request_rows.derive`), their nearest typed rows vote one
(`SemanticClassifier.requested_type`), and `type_vote.told_type` names it only when the vote's
margin is confident and the vocabulary's nearest names or the catalog's neighbours agree, in
the domain already placed; otherwise the plan keeps no type."""
from __future__ import annotations

import json

import numpy as np
import pytest

from agent import eval_language as ev
from agent.language.classifier import Vote
from agent.language.request_rows import REQUESTS_PATH, RequestRows, derive
from agent.language.type_vote import REQUEST_TYPE_MARGIN, told_type
from memory.domains import Domain


def _items(tmp_path, rows: str):
    folder = tmp_path / "fresh99_type"
    folder.mkdir()
    (folder / "utterances_en.yml").write_text(rows, encoding="utf-8")
    return ev.load_items(folder)


def test_a_request_row_carries_the_type_its_writers_expected(tmp_path):
    items = _items(tmp_path, """
- id: t-1
  class: domain
  text: "Something that blows warm air on my feet under the desk."
  expect: {domain: home_appliances, type: space_heater}
- id: t-2
  class: domain
  text: "A present for my neighbour."
  expect: {domain: home_decor, type: ""}
- id: t-3
  class: likes
  text: "I like linen."
  expect: {domain: global}
""")
    rows = derive([("fresh99_type", items)])
    assert [r.get("type") for r in rows] == [None, "space_heater"]  # sorted by text
    assert all(r["sources"] == ["fresh99_type"] for r in rows)


def test_the_committed_rows_carry_types_of_the_vocabulary():
    from agent.product_types import get_type

    rows = json.loads(REQUESTS_PATH.read_text(encoding="utf-8"))["request"]
    typed = [r for r in rows if r.get("type")]
    assert len(typed) > 500
    assert all(get_type(r["type"]) is not None for r in typed)


def test_a_left_out_set_does_not_vote_a_type(engine):
    """A row said by one set only: it is its own nearest typed row, until that set is left out."""
    rows = json.loads(REQUESTS_PATH.read_text(encoding="utf-8"))["request"]
    row = next(r for r in rows if r.get("type") and r["sources"] == ["fresh35_dom"])
    classifier = engine.classifier
    assert classifier.requested_type(row["text"]).nearest == row["text"]
    with classifier.leaving_out(row["sources"]):
        assert classifier.requested_type(row["text"]).nearest != row["text"]


def test_typed_rows_leave_out_only_rows_every_source_of_which_is_left_out():
    vectors = np.eye(3, dtype=np.float32)
    rows = RequestRows([{"text": "a", "domain": "automotive", "type": "dash_cam", "sources": ["x"]},
                        {"text": "b", "domain": "automotive", "sources": ["x"]},
                        {"text": "c", "domain": "automotive", "type": "tire", "sources": ["x", "y"]}],
                       vectors)
    assert rows.rows(typed=True)[1] == ["dash_cam", "tire"]
    assert rows.rows(frozenset({"x"}), typed=True)[1] == ["tire"]
    assert rows.rows(frozenset({"x", "y"}), typed=True)[1] == []
    assert rows.rows(frozenset({"x"}))[1] == ["automotive"]  # the domain rows, the same rule


def test_an_unsure_or_lone_vote_names_no_type(engine):
    classifier = engine.classifier
    text = "A little clip for the fingertip that tells me how much oxygen is in my blood."
    vector, catalog = classifier.embed(text), classifier.domain(text).catalog.types
    names = classifier.type_names
    sure = Vote("pulse_oximeter", 0.9, REQUEST_TYPE_MARGIN + 0.1)
    assert told_type(sure, catalog, names, vector, Domain.HEALTH_SUPPLEMENTS).key == "pulse_oximeter"
    # not confident: the runner-up is close
    assert told_type(Vote("pulse_oximeter", 0.5, REQUEST_TYPE_MARGIN - 0.05), catalog, names, vector,
                     Domain.HEALTH_SUPPLEMENTS) is None
    # another domain than the one placed: the vote names the kind, never moves the domain
    assert told_type(sure, catalog, names, vector, Domain.ELECTRONICS) is None
    # confident, but neither the names nor the catalog hold it: no second source agrees
    assert told_type(Vote("dash_cam", 0.9, 0.8), catalog, names, vector, Domain.AUTOMOTIVE) is None


@pytest.mark.parametrize("text, ptype", [
    ("Need the thing that grinds coffee beans fresh each morning.", "coffee_grinder"),
    ("The machine at the office that chops old papers into strips.", "shredder"),
    ("把旧文件切成碎条的机器。", "shredder"),
])
def test_a_described_product_gets_its_type(engine, text, ptype):
    assert engine.plan(ev.plan_request(text, None)).product_type == ptype


@pytest.mark.parametrize("text", ["A thing for the kitchen.", "Something nice for the weekend."])
def test_a_request_whose_neighbours_disagree_names_no_type(engine, text):
    assert engine.plan(ev.plan_request(text, None)).product_type == ""


@pytest.mark.parametrize("text, ptype", [
    ("The machine at the office that chops old papers into strips.", "shredder"),
    ("把旧文件切成碎条的机器。", "shredder"),
])
def test_the_agent_searches_the_type_of_a_described_product(agent, text, ptype):
    trace = agent.say("shopper", text)
    assert trace.plan.product_type == ptype
    assert trace.results and all(r.product_type == ptype for r in trace.results)


def test_the_agent_names_no_type_where_the_neighbours_disagree(agent):
    trace = agent.say("shopper", "Something nice for the weekend.")
    assert trace.plan.product_type == ""


def test_a_type_named_in_the_message_is_never_voted_over(engine):
    # the lamp is what the aquarium is lit with: no aquarium, and no lamp voted from neighbours
    plan = engine.plan(ev.plan_request("A lamp for the aquarium.", None))
    assert plan.product_type != "aquarium"
