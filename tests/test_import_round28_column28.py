"""Round 28 of the catalog import (issue 13), rows with a category column. Every title and path
here is written for this test in the shapes seller exports take, never copied from a data set,
an evaluation file or a fixture other than the tuner's own
(tests/fixtures/category_paths_fresh28_column28.csv); each case marked "was:" failed on abe1751.

- A leaf the keyword table cannot read, whose whole path's neighbours would decide it alone (the
  path text carries its department's words: "Home & Kitchen Stoppers"), is decided by the
  title's own neighbours when the two votes weighed together (the path's at PATH_WEIGHT) put
  another domain the keywords allow ahead by TITLE_OUTWEIGHS (`_title_outweighs`).
- A shelf whose rows in the labelled reference spread over several domains ("Office Products":
  stationery, computers, furniture) reads no unknown leaf below it, as a department whose words
  span domains does not (agent/domain_departments.py, `catalog._unspread`).
"""
from __future__ import annotations

from agent.domain_classifier import PATH_WEIGHT, TITLE_OUTWEIGHS, decide, rank_title, read_path
from agent.domain_neighbours import NeighbourVote
from agent.products import DomainSource
from memory.domains import Domain

D = Domain


def vote(*shares: tuple[Domain, float]) -> NeighbourVote:
    ranked = tuple(sorted(shares, key=lambda kv: -kv[1]))
    return NeighbourVote(ranked[0][0], ranked[0][1], 0.9, ranked)


def test_the_rule_weighs_the_title_above_the_path():
    assert 0 < PATH_WEIGHT < 0.5 and 0 < TITLE_OUTWEIGHS < 0.5


def test_a_department_pulled_path_vote_gives_way_to_the_titles_neighbours():
    # "Draught Excluder" and "Stoppers": no keyword of either; the path's vote is the
    # department's ("Home & Kitchen"), the title's the goods'
    title = "Door Draught Excluder Snake Fabric 90 cm"
    reading = read_path("Home & Kitchen › Stoppers")
    assert reading.domain is None and not reading.leaf_known
    ranked = rank_title(title)
    path_vote = vote((D.KITCHEN_DINING, 0.55), (D.TOOLS_HOME_IMPROVEMENT, 0.1), (D.HOME_TEXTILES, 0.1))
    title_vote = vote((D.TOOLS_HOME_IMPROVEMENT, 0.42), (D.HOME_TEXTILES, 0.3), (D.KITCHEN_DINING, 0.05))
    got = decide(reading, ranked, path_vote, title_vote)
    assert got.domain is D.TOOLS_HOME_IMPROVEMENT  # was: kitchen_dining, the path's vote alone
    assert got.source == DomainSource.NEIGHBOURS


def test_an_unread_leaf_under_a_spanning_garden_department():
    reading = read_path("Garden & Outdoors › Perches")
    assert reading.domain is None
    path_vote = vote((D.TOOLS_HOME_IMPROVEMENT, 0.5), (D.PET_SUPPLIES, 0.15))
    title_vote = vote((D.PET_SUPPLIES, 0.62), (D.TOOLS_HOME_IMPROVEMENT, 0.1))
    got = decide(reading, rank_title("Wooden Swing Perch For Budgies Natural Bark"), path_vote, title_vote)
    assert got.domain is D.PET_SUPPLIES  # was: tools_home_improvement


def test_a_title_vote_short_of_the_margin_leaves_the_path_vote():
    reading = read_path("Home & Kitchen › Stoppers")
    path_vote = vote((D.KITCHEN_DINING, 0.6), (D.HOME_DECOR, 0.2))
    title_vote = vote((D.HOME_DECOR, 0.36), (D.KITCHEN_DINING, 0.3))
    # decor: 0.3 * 0.2 + 0.7 * 0.36 = 0.312; kitchen: 0.3 * 0.6 + 0.7 * 0.3 = 0.39
    assert decide(reading, [], path_vote, title_vote).domain is D.KITCHEN_DINING


def test_no_title_vote_leaves_the_path_vote():
    reading = read_path("Home & Kitchen › Stoppers")
    path_vote = vote((D.KITCHEN_DINING, 0.55), (D.HOME_TEXTILES, 0.1))
    assert decide(reading, [], path_vote, None).domain is D.KITCHEN_DINING


def test_a_chinese_title_keeps_the_path_vote():
    # a Chinese title's vote has no reference rows: it does not overrule a path's
    reading = read_path("家居日用 › 杂件")
    path_vote = vote((D.KITCHEN_DINING, 0.55), (D.HOME_DECOR, 0.1))
    title_vote = vote((D.HOME_DECOR, 0.7), (D.KITCHEN_DINING, 0.05))
    got = decide(reading, [], path_vote, title_vote, chinese=True)
    assert got.domain is not D.HOME_DECOR


def test_the_title_vote_stays_among_the_keywords_domains():
    # the title's keywords name apparel; its neighbours' home decor is no candidate
    reading = read_path("Home & Kitchen › Stoppers")
    path_vote = vote((D.APPAREL, 0.5), (D.HOME_DECOR, 0.1))
    title_vote = vote((D.HOME_DECOR, 0.7), (D.APPAREL, 0.1))
    got = decide(reading, [(D.APPAREL, 0.4)], path_vote, title_vote)
    assert got.domain is not D.HOME_DECOR


# ---- a shelf whose rows spread over several domains reads no unknown leaf (agent/domain_departments.py)

from agent.catalog import _unspread  # noqa: E402
from agent.domain_departments import DEPARTMENT_ROWS, DEPARTMENT_SHARE, Departments  # noqa: E402


def _rows(prefix: str, *domains: str) -> list[tuple[str, str]]:
    return [(f"{prefix} Leaf{i}", d) for i, d in enumerate(domains)]


def test_a_shelf_of_spread_rows_names_no_one_domain():
    spread = _rows("Desk Things", *(["stationery_crafts"] * 5 + ["computers_office"] * 4 + ["furniture"] * 2))
    one = _rows("Aquatics", *(["pet_supplies"] * 10 + ["home_decor"]))
    few = _rows("Odd Shelf", "toys_games", "books_media", "apparel")
    departments = Departments(spread + one + few)
    assert departments.spreads("Desk Things")
    assert not departments.spreads("Aquatics")
    assert not departments.spreads("Odd Shelf")  # under DEPARTMENT_ROWS rows say nothing
    assert 0.5 <= DEPARTMENT_SHARE < 1 and DEPARTMENT_ROWS >= 5


class _Row:
    def __init__(self, category: str):
        from agent.domain_classifier import read_path

        self.product = type("P", (), {"category": category})()
        self.reading = read_path(category)


def test_an_unknown_leaf_under_a_spread_shelf_is_read_as_under_a_spanning_department():
    row = _Row("Office Products › Whatnots")
    assert row.reading.domain is D.COMPUTERS_OFFICE and not row.reading.leaf_known  # the shelf's word
    spread = Departments(_rows("Office Products", *(["stationery_crafts"] * 6 + ["computers_office"] * 5
                                                    + ["furniture"] * 2)))
    _unspread([row], spread)
    assert row.reading.domain is None  # was: computers_office (abe1751 read the shelf's word alone)
    assert row.reading.spanned is not None and row.reading.spanned.domain is D.COMPUTERS_OFFICE
    # without neighbours the shelf's word still decides, as before
    assert decide(row.reading, []).domain is D.COMPUTERS_OFFICE


def test_a_shelf_of_one_domain_keeps_its_unknown_leaf():
    row = _Row("Office Products › Whatnots")
    one = Departments(_rows("Office Products", *(["computers_office"] * 9 + ["stationery_crafts"])))
    _unspread([row], one)
    assert row.reading.domain is D.COMPUTERS_OFFICE


def test_a_clear_leaf_under_a_spread_shelf_keeps_its_reading():
    row = _Row("Office Products › Staplers")
    before = row.reading
    spread = Departments(_rows("Office Products", *(["stationery_crafts"] * 6 + ["computers_office"] * 5)))
    _unspread([row], spread)
    assert row.reading == before
