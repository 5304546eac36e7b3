"""AppTest: the catalog page's import preview reads in a half-width column."""
from __future__ import annotations

import pytest

from tests.test_app_pages import app, app_qdrant_folder, open_page  # noqa: F401 - the shared AppTest fixture
from tests.test_catalog_preview_page import imported  # noqa: F401 - a small imported catalog


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_the_least_certain_rows_show_the_decided_domain_before_the_category_path(app, imported, lang):
    """At 1440 px the preview's table showed Title and Category and cut the Domain (what the
    import decided, the thing to check) off at the column's right edge."""
    app.session_state["imported_catalog"] = str(imported)
    at = open_page(app, "catalog", lang)
    zh = lang == "zh"
    table = next(d.value for d in at.dataframe if ("标题" if zh else "Title") in d.value.columns)
    columns = list(table.columns)
    assert columns[1] == ("品类" if zh else "Domain"), columns
    assert columns[-1] == ("类目" if zh else "Category"), columns


def test_a_leaf_of_one_row_says_one_row(app, imported):
    """The leaf picker offered "Boots (1 rows, now Footwear)" for a one-row leaf."""
    app.session_state["imported_catalog"] = str(imported)
    at = open_page(app, "catalog", "en")
    options = at.selectbox(key="leaf_pick").options
    assert any(o.startswith("Sports Shoes (1 row, now ") for o in options), options
    assert not any("(1 rows" in o for o in options), options
    assert any(o.startswith("Bedroom Linen (3 rows, now ") for o in options), options
