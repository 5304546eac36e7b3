"""A/B lab: freeze one query's candidate pool, switch each signal, watch the ranks move."""
import streamlit as st

from agent.lab import Toggles, freeze_pool, rank_pool
from ui import charts, lab_view, panels, resources, session
from ui.fmt import domain_label, md
from ui.labels import key_label
from ui.strings import t
from ui.boot import ensure_frame

ensure_frame()

rt = resources.runtime()
user = session.user()

st.title(t("lab_title"))
st.caption(t("lab_intro"))

with st.form("lab_form"):
    query = st.text_input(t("lab_query"), key="lab_query", value="推荐旅行包")
    if st.form_submit_button(t("lab_freeze"), key="lab_freeze") and query.strip():
        st.session_state["lab_pool"] = freeze_pool(rt.agent, user, query)

pool = st.session_state.get("lab_pool")
if pool is None or pool.user != user:
    st.info(t("lab_no_pool"))
    st.stop()

st.info(t("lab_pool_size", n=len(pool.candidates)) + " · " +
        t("lab_domain", domain=md(domain_label(pool.domain))), icon=":material/lock:")
signals, chart = st.columns([2, 3], gap="large")
with signals:
    st.markdown(f"**{t('lab_signals')}**")
    # wrap: in the narrow column of a 1024 px screen a signal's name was cut mid-word
    use_favs = st.toggle(t("lab_favourites"), value=True, key="lab_favs", wrap=True)
    use_session = st.toggle(t("lab_session"), value=True, key="lab_session", wrap=True)
    keys = [s.entry.dedup_key for s in pool.memory.in_scope]
    words = {s.entry.dedup_key: list(s.entry.keywords) for s in pool.memory.in_scope}
    if not keys:
        st.caption(t("lab_entries_none"))
    chosen = {k for i, k in enumerate(keys)
              # read out in the screen's language; the raw key is in the tooltip
              if st.toggle(md(key_label(k, words[k])), value=True, key=f"lab_entry_{i}", help=k,
                                wrap=True)}

full, _ = rank_pool(rt.agent, pool, Toggles())
varied, _ = rank_pool(rt.agent, pool, Toggles(favourites=use_favs, session_constraints=use_session,
                                                entries=chosen))
with chart:
    st.caption(t("lab_legend"))
    titles = {c.product.id: c.product.title for c in pool.candidates}
    st.plotly_chart(charts.slope_figure(lab_view.slope_rows(full, varied, titles), t("lab_all_on"),
                                        t("lab_toggled"), t("removed_bucket")),
                    key="lab_slope", config={"displayModeBar": False})
    for name, result in ((t("lab_all_on"), full), (t("lab_toggled"), varied)):
        # with the off-type items named, the counts add up to the pool size above
        st.caption(f"{name}: " + t("lab_kept", kept=len(result.ranked), removed=len(result.removed))
                   + (t("lab_off_type", n=len(result.off_type)) if result.off_type else ""))
# the same leave-one-out fields as the chat's Ranks panel, for the ranking as toggled
panels.moves_table(lab_view.result_lines(varied), words=words)
