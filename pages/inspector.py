"""Memory inspector: the user's raw tables, the audit timeline, the last turn and curator run,
and export / import of the user's whole memory."""
import json

import pandas as pd
import streamlit as st

from ui import charts, resources, session, usage
from ui.fmt import md
from ui.labels import audit_reason
from ui.strings import STRINGS, t
from ui.boot import ensure_frame

ensure_frame()

rt = resources.runtime()
store, user = rt.store, session.user()
view = session.view(user)

st.title(t("inspector_title"))
tabs = st.tabs([t("tab_entries"), t("tab_pt"), t("tab_favs"), t("tab_audit"), t("tab_block"),
                t("tab_curator"), t("tab_trace"), t("tab_io"), t("tab_usage")])

with tabs[0]:
    entries = [{"dedup_key": e.dedup_key, **e.model_dump(mode="json")} for e in store.entries(user)]
    if entries:
        st.dataframe(pd.DataFrame(entries), hide_index=True, key="raw_entries")
    else:
        st.info(t("inspector_prefs_empty"))
with tabs[1]:
    pt = store.current_session(user)
    if pt:
        st.json(pt.model_dump(mode="json"), expanded=2)
    else:  # an empty "{}" said nothing
        st.caption(t("inspector_pt_none"))
with tabs[2]:
    favourites = [f.model_dump(mode="json") for f in store.favourites(user)]
    if favourites:
        st.dataframe(pd.DataFrame(favourites), hide_index=True, key="raw_favourites")
    else:  # an empty table with no columns said nothing
        st.caption(t("inspector_favs_none"))
with tabs[3]:
    events = [{**e.model_dump(mode="json"), "reason": audit_reason(e.reason)} for e in store.audit(user)]
    if events:
        names = {e: t(f"audit_{e}") for e in {e["event"] for e in events} if f"audit_{e}" in STRINGS}
        st.plotly_chart(charts.audit_figure(events, t("tab_audit"), names), key="audit_timeline",
                        config={"displayModeBar": False})
        first = ["id", "at", "event", "dedup_key", "actor", "reason"]  # the long JSON last
        frame = pd.DataFrame(events).drop(columns=["user"], errors="ignore")
        frame = frame[[c for c in first if c in frame] + [c for c in frame if c not in first]]
        st.dataframe(frame, hide_index=True, key="raw_audit")
    else:
        st.caption(t("audit_none"))
with tabs[4]:
    if view.last_trace is None:
        st.caption(t("no_turn"))
    else:
        st.code(view.last_trace.preference_block or t("block_empty"), language=None)
with tabs[5]:
    if view.last_curate is None:
        st.caption(t("no_curate"))
    else:
        left, right = st.columns(2)
        left.markdown(f"**{t('curator_input')}**")
        left.json(view.last_curate.line()["input"])
        right.markdown(f"**{t('curator_output')}**")
        right.json(view.last_curate.line()["output"] or view.last_curate.line())
with tabs[6]:
    if view.last_trace is None:
        st.caption(t("no_turn"))
    else:
        st.json(view.last_trace.line(), expanded=1)
with tabs[7]:
    st.download_button(t("export"), json.dumps(store.export_user(user), ensure_ascii=False, indent=2),
                       file_name=f"memory-{user}.json", mime="application/json",
                       key="export_memory", on_click="ignore")
    upload = st.file_uploader(t("import_file"), type=["json"], key="import_file")
    replace = st.checkbox(t("import_replace"), value=True, key="import_replace")
    if st.button(t("import"), key="import_memory", disabled=upload is None):
        try:
            counts = store.import_user(user, json.loads(upload.getvalue().decode("utf-8")),
                                       replace=replace)
            st.success(t("imported", counts=md(counts)))
        except (ValueError, UnicodeDecodeError) as exc:
            st.error(t("import_failed", why=md(exc)))
with tabs[8]:
    turns = [m.trace for m in view.messages if m.trace is not None]
    pt_now = store.current_session(user)
    usage.render(view.last_trace, usage.session_turns(turns, pt_now.session_id) if pt_now else turns,
                 view.last_curate)
