"""Catalog: counts, affinity coverage, index status, CSV import with a column mapping, and a
preview of the import (domain mix, least certain rows, a leaf correction) before indexing."""
import tempfile
from collections import Counter
from pathlib import Path

import pandas as pd
import streamlit as st

from agent.runtime import DEFAULT_CATALOG
from memory.paths import IMPORTS  # git-ignored: imported catalogs are local state
from ui import charts, resources
from ui.fmt import domain_label, guess_column, md
from ui.strings import t
from ui.boot import ensure_frame

ensure_frame()


rt = resources.runtime()
index = rt.index


def choose_catalog() -> None:
    st.session_state["catalog"] = st.session_state["catalog_pick"]


st.title(t("catalog_title"))
catalogs = [str(Path(DEFAULT_CATALOG).resolve()), *sorted(str(p) for p in IMPORTS.glob("*.jsonl"))]
current = resources.catalog_path()
st.selectbox(t("catalog_in_use"), catalogs if current in catalogs else [current, *catalogs],
             index=(catalogs.index(current) if current in catalogs else 0), key="catalog_pick",
             format_func=lambda p: Path(p).name, on_change=choose_catalog)

status = index.status()
a, b, c = st.columns(3)
a.metric(t("catalog_products"), len(index.products))
b.metric(t("catalog_points"), status.points)
c.metric(t("catalog_collection"), status.collection)
st.caption(t("catalog_built", when=status.built_at or "—", embedder=md(status.embedder or "—")) +
           " · " + t("catalog_hash", hash=(status.catalog_hash or "—")[:12]))

left, right = st.columns(2)
left.plotly_chart(charts.count_figure(dict(Counter(domain_label(p.domain) for p in index.products)),
                                      t("per_domain")), key="per_domain", config={"displayModeBar": False})
right.plotly_chart(charts.count_figure(dict(Counter(p.platform for p in index.products)),
                                       t("per_platform")), key="per_platform", config={"displayModeBar": False})
coverage = resources.catalog_coverage(resources.catalog_path(), index.catalog_hash)
st.plotly_chart(charts.coverage_figure({domain_label(d): v for d, v in coverage.items()},
                                       t("coverage")), key="coverage", config={"displayModeBar": False})
st.caption(t("coverage_caption"))

st.subheader(t("csv_import"))
upload = st.file_uploader(t("csv_file"), type=["csv"], key="csv_file")
if upload is not None:
    try:
        columns = list(pd.read_csv(upload, nrows=0).columns)
    except (ValueError, UnicodeDecodeError) as exc:
        st.error(t("csv_unreadable", why=md(exc)))
        st.stop()
    none = [t("col_map_none")]
    with st.form("csv_mapping"):
        st.markdown(f"**{t('csv_mapping')}**")
        m1, m2, m3, m4 = st.columns(4)
        title = m1.selectbox(t("col_map_title"), columns, key="map_title",
                             index=guess_column(columns, ("title", "name", "product", "标题", "名称")))
        category = m2.selectbox(t("col_map_category"), none + columns, key="map_category",
                                index=guess_column(none + columns, ("cat", "类目", "分类"), 0))
        price = m3.selectbox(t("col_map_price"), none + columns, key="map_price",
                             index=guess_column(none + columns, ("price", "cost", "价格"), 0))
        brand = m4.selectbox(t("col_map_brand"), none + columns, key="map_brand",
                             index=guess_column(none + columns, ("brand", "maker", "品牌"), 0))
        platform = st.text_input(t("platform"), value="import", key="map_platform")
        name = st.text_input(t("out_name"), value=Path(upload.name).stem, key="map_out")
        submitted = st.form_submit_button(t("run_import"), key="run_import")
    if submitted:
        from agent.catalog import import_csv

        IMPORTS.mkdir(parents=True, exist_ok=True)
        out = IMPORTS / f"{Path(name).stem or 'import'}.jsonl"
        bar = st.progress(0.0, text=t("importing", done=0, total="?"))

        def progress(done: int, total: int | None = None) -> None:
            bar.progress(min(1.0, done / total) if total else 0.0,
                         text=t("importing", done=done, total=total or "?"))

        with tempfile.NamedTemporaryFile(suffix=".csv") as raw:
            raw.write(upload.getvalue())
            raw.flush()
            given = {k: (None if v == none[0] else v)
                     for k, v in {"category": category, "price": price, "brand": brand}.items()}
            try:
                summary = import_csv(raw.name, title=title, platform=platform, out=out,
                                     progress=progress, **given)
            except (ValueError, KeyError, OSError) as exc:
                st.error(t("csv_unreadable", why=md(exc)))
                st.stop()
        bar.progress(1.0)
        st.success(t("import_summary", out=md(out.name), read=summary.rows_read, written=summary.written,
                     skipped=summary.skipped_total, other=f"{summary.share_other:.0%}"))
        st.dataframe(pd.DataFrame([{t("col_domain"): domain_label(d), t("catalog_products"): n}
                                   for d, n in summary.per_domain.items()]), hide_index=True)
        st.session_state["imported_catalog"] = str(out.resolve())

imported = st.session_state.get("imported_catalog")
if imported and Path(imported).exists():
    from agent.catalog import correct_leaf, preview_import
    from memory.domains import PRODUCT_DOMAINS

    st.subheader(t("preview_title"))
    preview = preview_import(imported)
    st.plotly_chart(charts.count_figure({domain_label(d): n for d, n in preview.per_domain.items()},
                                        t("preview_mix")), key="preview_mix", config={"displayModeBar": False})
    st.caption(t("preview_sources", sources=" · ".join(f"{t('source_' + k)} {n}"
                                                       for k, n in preview.per_source.items())))
    st.markdown(f"**{t('preview_least', n=len(preview.least_certain))}**")
    st.dataframe(pd.DataFrame([{t("col_import_title"): p.title, t("col_category"): p.category,
                                t("col_domain"): domain_label(p.domain),
                                t("col_evidence"): t("source_" + p.domain_source.value) if p.domain_source else "—",
                                t("col_score"): p.domain_score} for p in preview.least_certain]),
                 hide_index=True, key="least_certain")
    if not preview.leaves:
        st.caption(t("no_leaves"))
    else:
        with st.form("leaf_fix"):
            st.markdown(f"**{t('correct_leaf')}**")
            leaves = {t("leaf_option", leaf=lr.leaf, rows=lr.rows, domain=domain_label(lr.domain)): lr.leaf
                      for lr in preview.leaves}
            domains = {domain_label(d): d for d in PRODUCT_DOMAINS}
            leaf = leaves[st.selectbox(t("leaf_pick"), list(leaves), key="leaf_pick")]
            domain = domains[st.selectbox(t("leaf_domain"), list(domains), key="leaf_domain")]
            if st.form_submit_button(t("leaf_apply"), key="leaf_apply"):
                n = correct_leaf(imported, leaf, domain)
                st.session_state["leaf_applied"] = t("leaf_applied", leaf=md(leaf), n=n,
                                                     domain=domain_label(domain))
                st.rerun()
    if st.session_state.get("leaf_applied"):
        st.success(st.session_state.pop("leaf_applied"))
if imported and st.button(t("build_index"), key="build_index"):
    bar = st.progress(0.0, text=t("building", done=0, total="?"))
    built = resources.catalog_index(
        imported, _progress=lambda done, total: bar.progress(
            min(1.0, done / total) if total else 0.0, text=t("building", done=done, total=total)))
    bar.progress(1.0)
    st.success(t("built", report=md(built.last_report.format() if built.last_report else "")))
