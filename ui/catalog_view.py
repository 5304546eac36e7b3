"""The catalog page's import: the CSV upload with its column mapping, the import run, and the
preview of what was imported (domain mix, least certain rows, a leaf correction) before it is
indexed. The page puts the mapping and the result side by side at the top, so the result of
an import is on screen at a projector's 1280×720 instead of below the overview charts."""
from __future__ import annotations

import tempfile
from pathlib import Path

import pandas as pd
import streamlit as st

from memory.paths import IMPORTS  # git-ignored: imported catalogs are local state
from ui import charts, resources
from ui.fmt import domain_label, guess_column, md
from ui.strings import t

IMPORTED = "imported_catalog"


def mapping_form(upload) -> dict | None:
    """The column mapping of an uploaded CSV; the chosen columns once submitted."""
    try:
        columns = list(pd.read_csv(upload, nrows=0).columns)
    except (ValueError, UnicodeDecodeError) as exc:
        st.error(t("csv_unreadable", why=md(exc)))
        return None
    none = [t("col_map_none")]
    with st.form("csv_mapping"):
        st.markdown(f"**{t('csv_mapping')}**")
        m1, m2 = st.columns(2)
        m3, m4 = st.columns(2)
        chosen = {
            "title": m1.selectbox(t("col_map_title"), columns, key="map_title",
                                  index=guess_column(columns, ("title", "name", "product", "标题", "名称"))),
            "category": m2.selectbox(t("col_map_category"), none + columns, key="map_category",
                                     index=guess_column(none + columns, ("cat", "类目", "分类"), 0)),
            "price": m3.selectbox(t("col_map_price"), none + columns, key="map_price",
                                  index=guess_column(none + columns, ("price", "cost", "价格"), 0)),
            "brand": m4.selectbox(t("col_map_brand"), none + columns, key="map_brand",
                                  index=guess_column(none + columns, ("brand", "maker", "品牌"), 0)),
        }
        platform = st.text_input(t("platform"), value="import", key="map_platform")
        name = st.text_input(t("out_name"), value=Path(upload.name).stem, key="map_out")
        if not st.form_submit_button(t("run_import"), key="run_import"):
            return None
    given = {k: (None if v == none[0] else v) for k, v in chosen.items()}
    return {**given, "platform": platform, "name": name}


def run_import(upload, mapping: dict) -> None:
    """Import the upload with the mapping, say what came of it, and keep it for the preview."""
    from agent.catalog import import_csv

    IMPORTS.mkdir(parents=True, exist_ok=True)
    out = IMPORTS / f"{Path(mapping['name']).stem or 'import'}.jsonl"
    bar = st.progress(0.0, text=t("importing", done=0, total="?"))

    def progress(done: int, total: int | None = None) -> None:
        bar.progress(min(1.0, done / total) if total else 0.0,
                     text=t("importing", done=done, total=total or "?"))

    with tempfile.NamedTemporaryFile(suffix=".csv") as raw:
        raw.write(upload.getvalue())
        raw.flush()
        try:
            summary = import_csv(raw.name, title=mapping["title"], platform=mapping["platform"],
                                 out=out, progress=progress, category=mapping["category"],
                                 price=mapping["price"], brand=mapping["brand"])
        except (ValueError, KeyError, OSError) as exc:
            st.error(t("csv_unreadable", why=md(exc)))
            return
    bar.empty()
    st.session_state[IMPORTED] = str(out.resolve())
    st.session_state["import_summary"] = t(
        "import_summary", out=md(out.name), read=summary.rows_read, written=summary.written,
        skipped=summary.skipped_total, other=f"{summary.share_other:.0%}")


def preview(imported: str) -> None:
    """What the import made of the file, before it is indexed, and the leaf correction."""
    from agent.catalog import correct_leaf, preview_import
    from memory.domains import PRODUCT_DOMAINS

    done = st.session_state.get("import_summary")
    if done:
        st.container(key="import_result").success(done)
    st.subheader(t("preview_title"))
    result = preview_import(imported)
    st.caption(t("preview_sources", sources=" · ".join(f"{t('source_' + k)} {n}"
                                                       for k, n in result.per_source.items())))
    st.markdown(f"**{t('preview_least', n=len(result.least_certain))}**")
    # what the import decided (domain, evidence, certainty) right after the title: with the
    # category path second, a long path pushed the domain past the column's right edge
    st.dataframe(pd.DataFrame([{t("col_import_title"): p.title, t("col_domain"): domain_label(p.domain),
                                t("col_evidence"): t("source_" + p.domain_source.value) if p.domain_source else "—",
                                t("col_score"): p.domain_score, t("col_category"): p.category}
                               for p in result.least_certain]),
                 hide_index=True, key="least_certain")
    if not result.leaves:
        st.caption(t("no_leaves"))
    else:
        with st.form("leaf_fix"):
            st.markdown(f"**{t('correct_leaf')}**")
            leaves = {t("leaf_option_one" if lr.rows == 1 else "leaf_option", leaf=lr.leaf, rows=lr.rows,
                        domain=domain_label(lr.domain)): lr.leaf
                      for lr in result.leaves}
            domains = {domain_label(d): d for d in PRODUCT_DOMAINS}
            leaf = leaves[st.selectbox(t("leaf_pick"), list(leaves), key="leaf_pick")]
            domain = domains[st.selectbox(t("leaf_domain"), list(domains), key="leaf_domain")]
            if st.form_submit_button(t("leaf_apply"), key="leaf_apply"):
                n = correct_leaf(imported, leaf, domain)
                st.session_state["leaf_applied"] = t("leaf_applied_one" if n == 1 else "leaf_applied", leaf=md(leaf), n=n,
                                                     domain=domain_label(domain))
                st.rerun()
    if st.session_state.get("leaf_applied"):
        st.success(st.session_state.pop("leaf_applied"))
    st.plotly_chart(charts.count_figure({domain_label(d): n for d, n in result.per_domain.items()},
                                        t("preview_mix")), key="preview_mix", config={"displayModeBar": False})
    if st.button(t("build_index"), key="build_index"):
        bar = st.progress(0.0, text=t("building", done=0, total="?"))
        built = resources.catalog_index(
            imported, _progress=lambda done, total: bar.progress(
                min(1.0, done / total) if total else 0.0, text=t("building", done=done, total=total)))
        bar.progress(1.0)
        st.success(t("built", report=md(built.last_report.format() if built.last_report else "")))
