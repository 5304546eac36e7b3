"""Catalog: the CSV import beside its result and preview (at the top, so an import's result
is on screen), then the catalog in use: counts, index status, domain mix, affinity coverage."""
from collections import Counter
from pathlib import Path

import streamlit as st

from agent.runtime import DEFAULT_CATALOG
from memory.paths import IMPORTS
from ui import catalog_view, charts, resources
from ui.boot import ensure_frame
from ui.fmt import domain_label, md
from ui.strings import t

ensure_frame()

rt = resources.runtime()
index = rt.index


def choose_catalog() -> None:
    st.session_state["catalog"] = st.session_state["catalog_pick"]


st.title(t("catalog_title"))
catalogs = [str(Path(DEFAULT_CATALOG).resolve()), *sorted(str(p) for p in IMPORTS.glob("*.jsonl"))]
current = resources.catalog_path()
status = index.status()
pick, counts = st.columns([2, 3], vertical_alignment="bottom")
pick.selectbox(t("catalog_in_use"), catalogs if current in catalogs else [current, *catalogs],
               index=(catalogs.index(current) if current in catalogs else 0), key="catalog_pick",
               format_func=lambda p: Path(p).name, on_change=choose_catalog)
counts.caption(f"{t('catalog_products')} {len(index.products)} · {t('catalog_points')} {status.points} · "
               f"{t('catalog_collection')} {md(status.collection)}  \n" +
               t("catalog_built", when=status.built_at or "—", embedder=md(status.embedder or "—")) +
               " · " + t("catalog_hash", hash=(status.catalog_hash or "—")[:12]))

upload_col, result_col = st.columns(2, gap="large")
with upload_col:
    st.subheader(t("csv_import"))
    upload = st.file_uploader(t("csv_file"), type=["csv"], key="csv_file")
    mapping = catalog_view.mapping_form(upload) if upload is not None else None
with result_col:
    if mapping is not None:
        catalog_view.run_import(upload, mapping)
    imported = st.session_state.get(catalog_view.IMPORTED)
    if imported and Path(imported).exists():
        catalog_view.preview(imported)

st.subheader(t("catalog_overview"))
left, right = st.columns(2)
left.plotly_chart(charts.count_figure(dict(Counter(domain_label(p.domain) for p in index.products)),
                                      t("per_domain")), key="per_domain", config={"displayModeBar": False})
right.plotly_chart(charts.count_figure(dict(Counter(p.platform for p in index.products)),
                                       t("per_platform")), key="per_platform", config={"displayModeBar": False})
coverage = resources.catalog_coverage(resources.catalog_path(), index.catalog_hash)
st.plotly_chart(charts.coverage_figure({domain_label(d): v for d, v in coverage.items()},
                                       t("coverage")), key="coverage", config={"displayModeBar": False})
st.caption(t("coverage_caption"))
