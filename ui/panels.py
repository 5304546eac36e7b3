"""The live panels, shared by the chat page and the demo stepper: each renders one part of a
TurnTrace. User-controlled text goes through `md()` or a dataframe cell, never raw HTML."""
from __future__ import annotations

import pandas as pd
import streamlit as st

from agent.trace import CurateTrace, TurnTrace
from ui import charts
from ui.fmt import domain_label, md, price
from ui.strings import t

EFFECT_COLOURS = {"removed": "red", "penalized": "orange", "query": "blue", "none": "gray"}
RULE_COLOURS = {"session": "orange", "blocking": "red", "budget": "violet"}


def _labels() -> dict[str, str]:
    return {"relevance": t("breakdown_relevance"), "prefer": t("breakdown_prefer"),
            "affinity": t("breakdown_affinity"), "soft_penalty": t("breakdown_soft_penalty"),
            "total": t("breakdown_total"), "votes": t("col_votes"),
            **{s: t(f"state_{s}") for s in charts.STATE_COLOURS}}


def _lines(items: list[str]) -> None:
    if not items:
        st.caption(t("none"))
    for item in items:
        st.markdown("- " + md(item))


# ---- inside a chat answer ---------------------------------------------------------------


def engine_errors(trace: TurnTrace) -> None:
    for e in trace.errors:
        st.warning(t("engine_error", kind=e.kind, detail=e.detail, fallback=e.fallback), icon=":material/warning:")


def memory_chips(trace: TurnTrace) -> None:
    """What each in-scope entry did this turn (`memory_applied`), as coloured chips."""
    if not trace.memory_applied:
        st.caption(t("memory_applied_none"))
        return
    with st.container(horizontal=True, gap="small"):
        for a in trace.memory_applied:
            effect = t(f"effect_{a.effect}", n=len(a.items))
            st.badge(f"{md(a.dedup_key)} → {effect}", color=EFFECT_COLOURS.get(a.effect, "gray"))


def result_cards(trace: TurnTrace, key: str, limit: int = 6) -> None:
    """The ranked products as cards, each with its score breakdown in an expander."""
    if not trace.results:
        st.info(t("results_none"))
    for r in trace.results[:limit]:
        with st.container(border=True):
            st.markdown(f"**{r.rank}. {md(r.title)}**")
            moved = (r.baseline_rank - r.rank) if r.baseline_rank else 0
            with st.container(horizontal=True, gap="small", vertical_alignment="center"):
                st.caption(f"{md(r.platform)} · {md(price(r.price, r.currency))} · "
                           f"{md(domain_label(r.domain))}")
                st.badge(f"{t('score')} {r.score:.3f}", color="blue")
                if moved:
                    st.badge(t("rank_moved_up" if moved > 0 else "rank_moved_down", n=abs(moved)),
                             color="green" if moved > 0 else "red")
                for word in r.prefer_hits:
                    st.badge(f"{t('hit_prefer')}: {md(word)}", color="green")
                for word in r.affinity_hits:
                    st.badge(f"{t('hit_affinity')}: {md(word)}", color="violet")
                for word in r.penalty_hits:
                    st.badge(f"{t('hit_penalty')}: {md(word)}", color="orange")
            with st.expander(t("why_rank")):
                st.plotly_chart(charts.breakdown_figure(r, _labels()), key=f"{key}_bd_{r.id}",
                                config={"displayModeBar": False})
    if len(trace.results) > limit:
        st.caption(t("more_results", n=len(trace.results) - limit))


def answer(trace: TurnTrace, key: str, latest: bool = True) -> None:
    """A whole assistant message: the answer, engine faults, memory chips and the cards
    (an earlier answer keeps only its top titles, so the page stays short)."""
    engine_errors(trace)
    if trace.curated_before is not None:
        st.info(t("curated_before"), icon=":material/cleaning_services:")
    st.markdown(md(trace.answer))
    st.caption(t("memory_applied"))
    memory_chips(trace)
    if latest:
        result_cards(trace, key)
    elif trace.results:
        st.caption(t("earlier_top") + " · ".join(f"{r.rank}. {md(r.title)}" for r in trace.results[:3]))


# ---- the live panels --------------------------------------------------------------------


def pt_panel(trace: TurnTrace) -> None:
    pt = trace.pt
    a, b = st.columns(2)
    a.markdown(f"**{t('intent')}**  \n{md(pt.get('current_intent') or '—')}")
    b.markdown(f"**{t('domain')}**  \n{md(domain_label(pt.get('domain')))}")
    st.markdown(f"**{t('slots')}**")
    slots = pt.get("slots") or {}
    if slots:
        st.dataframe(pd.DataFrame([{"slot": k, "value": v} for k, v in slots.items()]),
                     hide_index=True)
    else:
        st.caption(t("none"))
    st.markdown(f"**{t('constraints')}**")
    constraints = pt.get("constraints") or []
    if constraints:
        st.dataframe(pd.DataFrame([{
            t("polarity"): c.get("polarity"), "slug": c.get("slug"),
            t("keywords"): ", ".join(c.get("keywords") or []),
            t("col_domain"): domain_label(c.get("domain")), "persistence": c.get("persistence"),
            t("col_turn"): c.get("turn")} for c in constraints]), hide_index=True)
    else:
        st.caption(t("none"))
    st.markdown(f"**{t('open_questions')}**")
    _lines(pt.get("open_questions") or [])
    st.markdown(f"**{t('decisions')}**")
    _lines(pt.get("decisions_made") or [])
    st.caption(t("search_text", q=md(trace.search_text)))


def reason_text(rule: str, term: str | None, fallback: str) -> str:
    """A removal's reason in the screen's language, from its rule and word."""
    if rule == "budget":
        return t("reason_budget")
    if rule in ("session", "blocking") and term:
        return t(f"reason_{rule}", term=term)
    return fallback


def gate_text(entry_domain: str, turn_domain: str | None, fallback: str) -> str:
    """Why the domain gate kept an entry out, in the screen's language."""
    if entry_domain == "other":
        return t("gate_other")
    if not turn_domain or turn_domain == "other":
        return t("gate_unknown")
    if turn_domain in ("global",):
        return fallback
    return t("gate_domain", entry=domain_label(entry_domain), turn=domain_label(turn_domain))


def rejected_panel(trace: TurnTrace) -> None:
    rejected = trace.pt.get("rejected_options") or []
    if not rejected:
        st.caption(t("rejected_none"))
        return
    st.dataframe(pd.DataFrame([{
        t("col_title"): r.get("title"),
        t("col_reason"): reason_text(r.get("rule"), r.get("term"), r.get("reason")),
        t("col_rule"): t(f"rule_{r.get('rule')}"), t("col_key"): r.get("source_key") or "",
        t("col_turn"): r.get("turn")} for r in rejected]), hide_index=True)


def scope_panel(trace: TurnTrace) -> None:
    why = {"domain": t("why_domain"), "global": t("why_global"), "blocking": t("why_blocking")}
    st.markdown(f"**{t('in_scope')}**")
    if trace.injected:
        st.dataframe(pd.DataFrame([{
            t("col_key"): i.dedup_key, t("col_why"): why.get(i.why, i.why),
            t("col_blocking"): t("blocking_mark") if i.why == "blocking" else "",
            t("col_source"): t(f"source_{i.source}"), t("col_content"): i.content}
            for i in trace.injected]), hide_index=True)
    else:
        st.caption(t("in_scope_none"))
    st.markdown(f"**{t('gated_out')}**")
    if trace.gated_out:
        st.dataframe(pd.DataFrame([{
            t("col_key"): g.dedup_key, t("col_domain"): domain_label(g.domain),
            t("col_why"): gate_text(g.domain, trace.pt.get("domain"), g.why)}
            for g in trace.gated_out]), hide_index=True)
    else:
        st.caption(t("gated_none"))


def affinity_panel(trace: TurnTrace, key: str) -> None:
    if not trace.affinity:
        st.caption(t("affinity_none"))
        return
    st.plotly_chart(charts.affinity_figure(trace.affinity, _labels()), key=f"{key}_aff",
                    config={"displayModeBar": False})
    st.dataframe(pd.DataFrame([{
        t("col_token"): s.token, t("col_votes"): s.votes, t("col_weight"): s.weight,
        t("col_state"): t(f"state_{s.state}"), t("col_by"): s.by or ""}
        for s in trace.affinity]), hide_index=True)


def ranks_panel(trace: TurnTrace, key: str) -> None:
    st.caption(t("ranks_caption"))
    rows = charts.rank_rows(trace)
    if rows:
        st.plotly_chart(charts.slope_figure(rows, t("without_memory"), t("with_memory"),
                                            t("removed_bucket")),
                        key=f"{key}_slope", config={"displayModeBar": False})
    if trace.removed:
        st.markdown(f"**{t('removed_list')}**")
        st.dataframe(pd.DataFrame([{
            t("col_title"): r.title, t("col_reason"): reason_text(r.rule, r.term, r.reason),
            t("col_rule"): t(f"rule_{r.rule}"),
            t("col_key"): r.source_key or ""} for r in trace.removed]), hide_index=True)


def live_panels(trace: TurnTrace | None, key: str) -> None:
    """All panels as tabs; rank changes first, since that is where the story shows."""
    if trace is None:
        st.info(t("panels_empty"))
        return
    tabs = st.tabs([t("panel_ranks"), t("panel_pt"), t("panel_rejected"), t("panel_scope"),
                    t("panel_affinity")])
    with tabs[0]:
        ranks_panel(trace, key)
    with tabs[1]:
        pt_panel(trace)
    with tabs[2]:
        rejected_panel(trace)
    with tabs[3]:
        scope_panel(trace)
    with tabs[4]:
        affinity_panel(trace, key)


def curate_summary(trace: CurateTrace) -> None:
    """What the curator did, inside an st.status or a chat event."""
    if trace.errors:
        for e in trace.errors:
            st.error(t("engine_error", kind=e.kind, detail=e.detail, fallback=e.fallback))
    if trace.skipped:
        st.caption(t("curate_skipped", why=trace.skipped))
    if trace.written:
        st.markdown(t("curate_written", n=len(trace.written)))
        _lines([w.get("dedup_key", "") + (f" — {w.get('content')}" if w.get("content") else "")
                for w in trace.written])
    if trace.superseded:
        st.markdown(t("curate_superseded", n=len(trace.superseded)))
        _lines(trace.superseded)
    if trace.proposals:
        st.markdown(t("curate_proposals", n=len(trace.proposals)))
