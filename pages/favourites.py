"""Favourites: search the catalog, favourite and unfavourite, watch the affinity tokens change."""
import pandas as pd
import streamlit as st

from ui import charts, favourites_view, resources, session, urlstate
from ui.fmt import domain_label, domain_word, md, price
from ui.strings import t
from ui.boot import ensure_frame

ensure_frame()

rt = resources.runtime()
store, user = rt.store, session.user()


def remember_before() -> None:
    st.session_state["fav_before"] = {s.token: s.votes for s in favourites_view.signals(rt, user)[1]}


def favourite(product) -> None:
    remember_before()
    store.add_favourite(user, product.id, product.title, product.domain)


def unfavourite(product_id: str) -> None:
    remember_before()
    store.remove_favourite(user, product_id)


st.title(t("favs_title"))
search, mine = st.columns([3, 2], gap="large")

favs = store.favourites(user)
fav_ids = {f.product_id for f in favs}
with search:
    st.caption(t("fav_hint"))
    query = favourites_view.search_box(t("fav_search"), t("fav_search_placeholder"),
                                       urlstate.take_page_param("q"))
    hits = rt.index.search(query, limit=15) if query.strip() else []
    for hit in hits:
        p = hit.product
        with st.container(border=True):
            # the title gets the card's whole width; the button shares the line below with
            # the caption, wide enough for 已收藏 / Favourited with its icon at 1280 px
            st.markdown(f"**{md(p.title)}**")
            text, action = st.columns([3, 2], vertical_alignment="center")
            text.caption(f"{md(p.id)} · {md(p.platform)} · {md(price(p.price, p.currency))} · "
                         f"{md(domain_label(p.domain))}")
            if p.id in fav_ids:
                action.button(t("favourited"), icon=":material/star:", key=f"unfav_hit_{p.id}",
                              help=t("unfavourite"), on_click=unfavourite, args=(p.id,), width="stretch")
            else:
                action.button(t("favourite"), icon=":material/star_border:", key=f"fav_{p.id}",
                              on_click=favourite, args=(p,), width="stretch")

with mine:
    st.subheader(t("my_favs"))
    if not favs:
        st.caption(t("favs_none"))
    for f in favs:
        # a row, not columns: a fifth of the narrow column cut the ✕ button to ":"
        with st.container(horizontal=True, vertical_alignment="center", gap="small", wrap=False):
            st.markdown(f"{md(f.title)}  \n:gray[{md(f.product_id)} · {md(domain_label(f.domain))}]")
            with st.container(width="content"):  # the button first in its box, as in a column
                st.button("", icon=":material/close:", key=f"unfav_{f.product_id}", help=t("unfavourite"),
                          on_click=unfavourite, args=(f.product_id,))

    st.subheader(t("affinity_tokens"))
    domain, now = favourites_view.signals(rt, user)
    before = st.session_state.pop("fav_before", None)
    changed = favourites_view.votes_changed(before, now) if before is not None else []
    if changed:
        st.success(t("affinity_changed", what=md(", ".join(changed))))
    if now:
        labels = {"votes": t("col_votes"), **{s: t(f"state_{s}") for s in charts.STATE_COLOURS}}
        st.plotly_chart(charts.affinity_figure(now, labels), key="fav_affinity",
                        config={"displayModeBar": False})
        st.dataframe(pd.DataFrame([{t("col_token"): s.token, t("col_votes"): s.votes,
                                    t("col_state"): t(f"state_{s.state}")} for s in now]),
                     hide_index=True)
    else:
        st.caption(t("affinity_none"))
    if domain is not None:
        st.caption(t("affinity_note", domain=domain_word(domain)))
