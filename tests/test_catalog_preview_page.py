"""AppTest: the catalog page previews an import before it is indexed (domain mix, the least
certain rows with their evidence) and corrects a category leaf for all its rows at once."""
from __future__ import annotations

import csv
from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

from agent.catalog import import_csv
from agent.products import DomainSource, read_catalog
from memory.domains import Domain
from tests.test_app_pages import app, app_qdrant_folder, open_page  # noqa: F401 - the shared AppTest fixture


@pytest.fixture
def imported(tmp_path) -> Path:
    src = tmp_path / "shop.csv"
    with open(src, "w", newline="", encoding="utf-8") as fh:
        writer = csv.writer(fh)
        writer.writerow(["title", "category", "price"])
        for i in range(3):
            writer.writerow([f"Aster Range {i}, Ivory", "Home & Kitchen › Bedroom Linen", "19.99"])
        writer.writerow(["Men's Running Shoes", "Shoes › Men › Sports Shoes", "49"])
    out = tmp_path / "shop.jsonl"
    import_csv(src, title="title", category="category", price="price", out=out, semantic="off")
    return out


def _page(at: AppTest, imported: Path, lang: str) -> AppTest:
    at.session_state["imported_catalog"] = str(imported)
    return open_page(at, "catalog", lang)


@pytest.mark.parametrize("lang, heading", [("zh", "导入预览"), ("en", "Preview: check the import")])
def test_preview_shows_the_least_certain_rows_with_their_evidence(app, imported, lang, heading):
    at = _page(app, imported, lang)
    assert any(heading in s.value for s in at.subheader)
    title = "标题" if lang == "zh" else "Title"
    table = next(d.value for d in at.dataframe if title in d.value.columns)
    assert len(table) == 4
    # least certain first: the three rows only the path above the unknown leaf placed
    assert list(table.iloc[:3, 0]) == [f"Aster Range {i}, Ivory" for i in range(3)]
    assert at.selectbox(key="leaf_pick").options  # leaves offered for correction


def test_correcting_a_leaf_moves_all_its_rows_and_says_so(app, imported):
    at = _page(app, imported, "en")
    leaf = at.selectbox(key="leaf_pick")
    leaf.set_value(next(o for o in leaf.options if o.startswith("Bedroom Linen (3 rows")))
    domain = at.selectbox(key="leaf_domain")
    domain.set_value(next(o for o in domain.options if "home_textiles" in o or "Home textiles" in o))
    at.button(key="leaf_apply").click().run()
    assert not at.exception, [e.value for e in at.exception]
    rows = read_catalog(imported)
    assert [p.domain for p in rows[:3]] == [Domain.HOME_TEXTILES] * 3
    assert {p.domain_source for p in rows[:3]} == {DomainSource.CORRECTED}
    assert rows[3].domain == Domain.FOOTWEAR
    assert any("Moved 3 rows" in s.value for s in at.success)
