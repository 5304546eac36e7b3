"""Preferences: every long-term entry with its controls, adding by hand, pending proposals."""
from functools import partial

import streamlit as st

from memory.assemble import Enforcement, enforcement
from memory.domains import parse_domain
from memory.models import Category, Polarity, PreferenceEntry, Source
from ui import resources, session
from ui.layout import DOMAIN_SELECT_PX
from ui.fmt import domain_option_label, domain_options, md, months_between
from ui.labels import key_label, label
from ui.strings import lang, t
from ui.boot import ensure_frame

ensure_frame()

rt = resources.runtime()
store, user = rt.store, session.user()


def can_block(entry: PreferenceEntry) -> bool:
    """Whether ticking "never recommend" would remove anything, by memory's own rule (a like
    ticked so stays a like: the box only misled there)."""
    ticked = entry.model_copy(update={"blocking": True, "source": Source.USER})
    return enforcement(ticked) == Enforcement.HARD


def set_blocking(key: str, widget: str) -> None:
    store.set_blocking(user, key, bool(st.session_state[widget]))


def set_domain(key: str, widget: str) -> None:
    # the widget holds a domain value ("bags_luggage"), never its label: labels change
    # with the language, and a label from the other language is no domain
    chosen = st.session_state.get(widget)
    if parse_domain(chosen) is not None:
        store.set_domain(user, key, chosen)


def delete(key: str) -> None:
    store.delete(user, key, actor="user", reason="deleted on the preferences page")
    st.toast(t("deleted", key=key))


st.title(t("prefs_title"))
st.caption(f"{t('global_hint')} · {t('other_hint')}")
entries = store.entries(user)
if not entries:
    st.info(t("prefs_empty"))
for i, entry in enumerate(entries):
    key = entry.dedup_key
    with st.container(border=True, key=f"pref_row_{i}"):
        st.markdown(f"**{md(key_label(key, entry.keywords))}** :gray[`{key}`]  \n{md(entry.content or '—')}")
        # the badges and the controls share one wrapping row: each control keeps its whole
        # label (in columns the checkbox read "never recomm…" and the domain "◆ Global ── cross-domain floo")
        with st.container(horizontal=True, gap="small", vertical_alignment="center", key=f"pref_controls_{i}"):
            st.badge(t(f"polarity_{entry.polarity.value}"),
                     color="red" if entry.polarity.value == "dislike" else "green")
            st.badge(t(f"category_{entry.category.value}"), color="gray")
            # the one hard/soft rule lives in memory.assemble; the page only names it
            effect = {"query": "effect_like", "hard": "effect_hard", "soft": "effect_soft"}[
                enforcement(entry).value]
            st.badge(t(effect), color={"effect_hard": "red", "effect_soft": "orange"}.get(effect, "blue"))
            st.space("stretch")
            if entry.blocking or can_block(entry):
                st.checkbox(t("never_recommend"), value=entry.blocking, key=f"block_{key}",
                            help=t("never_recommend_help"), on_change=set_blocking,
                            args=(key, f"block_{key}"))
            options = [d.value for d in domain_options()]
            # one widget per language: its state is matched by label, so a label of the other
            # language handed the callback a string that is no domain (ValueError on zh→en→zh)
            widget = f"domain_{lang()}_{key}"
            st.selectbox(t("col_domain"), options, index=options.index(entry.domain.value),
                         format_func=partial(domain_option_label, language=lang()), key=widget,
                         on_change=set_domain, args=(key, widget),
                         label_visibility="collapsed", width=DOMAIN_SELECT_PX)
            st.button("", icon=":material/delete:", key=f"delete_{key}", help=t("delete"),
                      on_click=delete, args=(key,))
        words = ", ".join(entry.keywords) or "—"
        last = entry.last_used_at
        used = (t("never_used") if last is None else
                t("unused_months", n=months_between(last, rt.clock.now()))
                if months_between(last, rt.clock.now()) >= 1 else
                t("used_recently", when=last.strftime("%Y-%m-%d")))
        st.caption(f"{t('keywords')}: {md(words)} · {t('col_source')}: "
                   f"{t('source_' + entry.source.value)} · {used}")

st.subheader(t("add_pref"))
with st.form("add_pref_form", clear_on_submit=True):
    # keys per language, as for the rows' domain: with one key the browser kept showing
    # "dislike · material · ◆ Global ── cross-domain floor" on the Chinese screen after a switch
    with st.container(horizontal=True, gap="small"):
        polarity = st.selectbox(t("polarity"), list(Polarity), index=1, key=f"add_polarity_{lang()}",
                                format_func=partial(label, "polarity", language=lang()), width=200)
        category = st.selectbox(t("category"), list(Category), key=f"add_category_{lang()}",
                                format_func=partial(label, "category", language=lang()), width=200)
        domain = st.selectbox(t("col_domain"), [d.value for d in domain_options()], index=0,
                              key=f"add_domain_{lang()}", width=DOMAIN_SELECT_PX,
                              format_func=partial(domain_option_label, language=lang()))
    slug = st.text_input(t("slug"), key="add_slug")
    keywords = st.text_input(t("keywords_input"), key="add_keywords")
    content = st.text_input(t("content"), key="add_content")
    blocking = st.checkbox(t("never_recommend"), key="add_blocking")
    words = [w.strip() for w in keywords.replace("，", ",").split(",") if w.strip()]
    if st.form_submit_button(t("add"), key="add_submit", type="primary"):
        try:
            if not slug.strip():
                raise ValueError(t("add_need_slug"))
            entry = PreferenceEntry(polarity=polarity, category=category, domain=domain, slug=slug.strip(),
                                    keywords=words,
                                    content=content, source=Source.USER, blocking=blocking)
            # as plain data: after a code reload the page's model class is not the store's
            store.write(user, entry.model_dump(mode="json"), source="user", actor="user",
                        reason="added on the preferences page")
            st.toast(t("added", key=entry.dedup_key))
            st.rerun()
        except ValueError as exc:  # pydantic's ValidationError is one; show its message only
            errors = getattr(exc, "errors", None)
            why = "; ".join(e.get("msg", "") for e in errors()) if callable(errors) else str(exc)
            st.error(t("add_invalid", why=md(why)))

st.subheader(t("proposals"))
proposals = store.proposals(user)
if not proposals:
    st.caption(t("proposals_none"))
for p in proposals:
    with st.container(border=True):
        text, yes, no = st.columns([6, 1, 1], vertical_alignment="center")
        text.markdown(md(t("proposal_line", id=p.id, action=label("audit", p.action), key=key_label(p.target_key))))
        if p.entry is not None:
            text.caption(md(f"→ {p.entry.dedup_key}: {p.entry.content}"))
        if p.reason:
            text.caption(md(label("reason", p.reason)))
        yes.button(t("approve"), key=f"approve_{p.id}", on_click=store.approve, args=(user, p.id))
        no.button(t("reject"), key=f"reject_{p.id}", on_click=store.reject, args=(user, p.id))
