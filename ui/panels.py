"""The live panels, shared by the chat page and the demo stepper: each renders one part of a
TurnTrace. User-controlled text goes through `md()` or a dataframe cell, never raw HTML."""
from __future__ import annotations

from collections import Counter

import pandas as pd
import streamlit as st

from agent.picker import MoveCause, RemovalRule
from agent.product_types import get_type
from agent.trace import CurateTrace, EngineNote, GatedLine, ResultLine, StoreLine, TurnTrace
from memory.assemble import AppliedEffect, Enforcement
from ui import charts
from ui.fmt import domain_label, md, price
from ui.labels import intent_label, key_label, label, memory_name
from ui.strings import lang, t

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


def engine_error_text(e: EngineNote) -> str:
    return t("engine_error", kind=e.kind, detail=e.detail,
             fallback=t(f"fallback_{e.fallback.name.lower()}"))


def engine_errors(trace: TurnTrace) -> None:
    for e in trace.errors:
        st.warning(engine_error_text(e), icon=":material/warning:")


AFFINITY_CHIP_COLOURS = {"active": "violet", "suppressed": "gray", "yielded": "gray"}


def effect_text(a: AppliedEffect, moved: int | None) -> str:
    """A chip's effect: "penalised 15" counts the items the entry penalised; when the trace's
    leave-one-out measure saw fewer change rank, the chip says so beside the answer's
    "12 moved down", so the two counts are not read as a contradiction."""
    if a.effect == "penalized" and moved is not None and moved != len(a.items):
        return t("effect_penalized_moved", n=len(a.items), m=moved)
    return t(f"effect_{a.effect}", n=len(a.items))


def memory_chips(trace: TurnTrace) -> None:
    """What each in-scope entry did this turn (`memory_applied`), as coloured chips, then
    the affinity signals that lifted items or were overruled by something explicit."""
    signals = [s for s in trace.affinity if s.state in AFFINITY_CHIP_COLOURS]
    # A turn that searched nothing ("what do you remember about me?") had nothing for memory
    # to do: its entries "matched nothing" above a recap naming them; one that stood aside
    # for what was said still says so.
    applied = trace.memory_applied if trace.search_text else \
        [a for a in trace.memory_applied if a.effect != "none" or a.note]
    if not applied and not signals:
        if trace.search_text:
            st.caption(t("memory_applied_none"))
        return
    words = entry_words(trace)
    moved = {e.dedup_key: e.items for e in trace.memory_effects if e.direction == "down"}
    # a vegan statement puts ten entries in scope and most match nothing: one chip each
    # (a line each in the narrow chat column) pushed the answer out of view, so the
    # entries that did nothing are named together on one line after the ones that acted
    # an entry that yielded to what was said this session (its `note` says so) did not
    # "match nothing": it stood aside, and says so on its own badge
    idle = [a for a in applied if a.effect == "none" and not a.note]
    shown = [a for a in applied if a.effect != "none" or a.note or len(idle) == 1]
    with st.container(horizontal=True, gap="small", vertical_alignment="center"):
        st.caption(t("memory_applied"), width="content")
        for a in shown:
            effect = t("effect_yielded") if a.effect == "none" and a.note else \
                effect_text(a, moved.get(a.dedup_key))
            st.badge(f"{md(key_label(a.dedup_key, words.get(a.dedup_key)))} → {effect}",
                     color=EFFECT_COLOURS.get(a.effect, "gray"), help=a.dedup_key)
        for s in signals:
            by = f" ← {md(s.by)}" if s.by else ""
            st.badge(f"{t('hit_affinity')} {md(s.token)} → {t(f'state_{s.state}')}{by}",
                     color=AFFINITY_CHIP_COLOURS[s.state])
    if len(idle) > 1:
        names = ("、" if lang() == "zh" else ", ").join(
            md(memory_name(a.dedup_key, words.get(a.dedup_key))) for a in idle)
        st.caption(t("effect_none_many", n=len(idle), names=names),
                   help="  \n".join(md(key_label(a.dedup_key, words.get(a.dedup_key))) for a in idle))


def result_cards(trace: TurnTrace, key: str, limit: int = 5) -> None:
    """The ranked products as compact cards (the answer and its chips stay in view), each
    with its score breakdown one click away."""
    shortfall_note(trace)
    words = entry_words(trace)
    if not trace.search_text:
        return  # the turn searched nothing (it named no product): there is no result to show
    if not trace.results and trace.shortfall is None:
        st.info(t("results_none"))
    for r in trace.results[:limit]:
        with st.container(border=True, gap="small"):
            st.markdown(f"**{r.rank}. {md(r.title)}**")
            with st.container(horizontal=True, gap="small", vertical_alignment="center"):
                st.caption(f"{md(r.platform)} · {md(price(r.price, r.currency))} · "
                           f"{md(domain_label(r.domain))}")
                st.badge(f"{t('score')} {r.score:.3f}", color="blue")
                move_badges(r, words)
                for kind, hits, colour in (("hit_prefer", r.prefer_hits, "green"),
                                           ("hit_affinity", r.affinity_hits, "violet"),
                                           ("hit_penalty", r.penalty_hits, "orange")):
                    # a word two memories hit (the turn's word and the session constraint)
                    # is one badge with its count, not the same badge twice
                    for word, n in Counter(hits).items():
                        st.badge(f"{t(kind)}: {md(word)}" + (f" ×{n}" if n > 1 else ""), color=colour)
                with st.popover(t("why_rank"), icon=":material/bar_chart:", type="tertiary"):
                    st.plotly_chart(charts.breakdown_figure(r, _labels()), key=f"{key}_bd_{r.id}",
                                    config={"displayModeBar": False}, width=420)
    if len(trace.results) > limit:
        st.caption(t("more_results", n=len(trace.results) - limit))
    alternatives_list(trace)


# ---- results and moves (issue 10 / issue 12): the UI only renders the trace's fields ------


def entry_words(trace: TurnTrace) -> dict[str, list[str]]:
    """Each in-scope entry's keywords as the shopper said them, by dedup key (the trace's
    `injected` lines carry them), so a badge reads 不喜欢 塑料, not 不喜欢 plastic."""
    return {i.dedup_key: list(i.keywords) for i in trace.injected}


def move_badges(r: ResultLine, words: dict[str, list[str]] | None = None) -> None:
    """Which memory moved this item and by how much (leave-one-out), or that what was said
    this session moved it, or that it only rose because items above it were removed."""
    if r.move_cause == MoveCause.MEMORY:
        for m in r.moved_by:
            if m.delta:
                st.badge(t("move_memory_up" if m.delta > 0 else "move_memory_down",
                           memory=md(memory_name(m.dedup_key, (words or {}).get(m.dedup_key))),
                           n=abs(m.delta)),
                         color="green" if m.delta > 0 else "red")
    elif r.move_cause == MoveCause.SAID and r.baseline_rank != r.rank:
        st.badge(t("move_said_up" if r.baseline_rank > r.rank else "move_said_down",
                   n=abs(r.baseline_rank - r.rank)), color="blue")
    elif r.move_cause == MoveCause.REMOVALS and r.baseline_rank > r.rank:
        st.badge(t("move_removals", n=r.baseline_rank - r.rank), color="gray")


def type_name(key: str, said: str = "") -> str:
    """A type's name; with the shopper's words, the name they used (as the answer says it)."""
    ptype = get_type(key)
    return ptype.label(lang(), said) if ptype else (key or "—")


def shortfall_note(trace: TurnTrace) -> None:
    short = trace.shortfall
    if short is None:
        return
    if short.unsold:  # the catalog sells none of what was asked (agent/steps/unsold.py)
        st.warning(t("shortfall_unsold", what=short.unsold), icon=":material/info:")
        return
    why = t(f"breaks_{short.constraint.value}")
    if short.constraint.value == "type" and short.product_type:
        asked = type_name(short.product_type, trace.pt.current_intent)
        why = f"{why}（{asked}）" if lang() == "zh" else f"{why} ({asked})"
    key = "shortfall" if short.qualifying else "shortfall_none"
    st.warning(t(key, n=short.qualifying, why=why), icon=":material/info:")


def alternatives_list(trace: TurnTrace) -> None:
    if not trace.alternatives or trace.shortfall is None:
        return
    st.markdown(f"**{t('alternatives_title')}**")
    _lines([f"{a.title} · {price(a.price, a.currency)} · {t(f'breaks_{a.breaks.value}')}"
            + (f" ({a.term})" if a.term else "") for a in trace.alternatives])


def moves_table(results: list[ResultLine], top: int = 10, words: dict[str, list[str]] | None = None) -> None:
    """Why did each item move: its rank with each applied memory left out (the trace's
    leave-one-out fields; the chat's Ranks panel and the A/B lab show the same table)."""
    keys = list(dict.fromkeys(m.dedup_key for r in results for m in r.moved_by))
    st.markdown(f"**{t('moves_title')}**")
    if not keys or not any(m.delta for r in results for m in r.moved_by):
        st.caption(t("moves_none"))
        return
    st.caption(t("moves_caption"))
    rows = []
    for r in results[:top]:
        # the title last: in the narrow panel the memory columns (the story) came after it,
        # cut off at the panel's edge
        row = {t("moves_col_rank"): r.rank, t("moves_col_cause"): t(f"cause_{r.move_cause.value}")}
        for m in r.moved_by:
            row[memory_name(m.dedup_key, (words or {}).get(m.dedup_key))] = (f"{m.rank_without} ({m.delta:+d})" if m.delta
                                             else str(m.rank_without or "—"))
        row[t("moves_col_title")] = r.title
        rows.append(row)
    st.dataframe(pd.DataFrame(rows), hide_index=True, width="stretch")


def answer(trace: TurnTrace, key: str, latest: bool = True) -> None:
    """A whole assistant message: the answer, engine faults, memory chips and the cards
    (an earlier answer keeps only its top titles, so the page stays short)."""
    engine_errors(trace)
    if trace.curated_before is not None:
        st.info(t("curated_before"), icon=":material/cleaning_services:")
    if latest:
        # the chat box sticks to its bottom: the cards first and the answer's own words
        # last, so after a turn the audience reads the answer, not the fifth card
        result_cards(trace, key)
        with st.container(key=f"{key}_answer_text", gap="small"):
            memory_chips(trace)
            st.markdown(md(trace.answer))
        return
    st.markdown(md(trace.answer))
    memory_chips(trace)
    if trace.results:
        st.caption(t("earlier_top") + " · ".join(f"{r.rank}. {md(r.title)}" for r in trace.results[:3]))


# ---- the live panels --------------------------------------------------------------------


def _item_name(key: str) -> str:
    """An item of P_t as the screen names it: a product type, or a domain's label."""
    return type_name(key) if get_type(key) else domain_label(key)


def pt_panel(trace: TurnTrace) -> None:
    pt = trace.pt
    a, b = st.columns(2)
    a.markdown(f"**{t('intent')}**  \n{md(intent_label(pt.current_intent))}")
    b.markdown(f"**{t('domain')}**  \n{md(domain_label(pt.domain))}")
    if pt.item:
        st.markdown(f"**{t('item_current')}**  \n{md(_item_name(pt.item))}")
        if pt.item_wishes.get(pt.item):
            st.caption(md(t("item_wishes", wishes=", ".join(pt.item_wishes[pt.item]))))
    st.markdown(f"**{t('slots')}**")
    if pt.slot_switch is not None and pt.slot_switch.turn == trace.turn:
        switch = pt.slot_switch

        def _slots(values: dict[str, str]) -> str:
            return ", ".join(f"{label('slot', k)} {v}" for k, v in values.items()) or t("none")

        if switch.dropped:
            st.caption(md(t("slot_switch", old=_item_name(switch.from_item), new=_item_name(switch.to_item),
                            dropped=_slots(switch.dropped))))
        if switch.restored:
            st.caption(md(t("slot_restored", new=_item_name(switch.to_item), restored=_slots(switch.restored))))
        if switch.wishes_dropped:
            st.caption(md(t("wish_switch", old=_item_name(switch.from_item), new=_item_name(switch.to_item),
                            wishes=", ".join(switch.wishes_dropped))))
        if switch.wishes_restored:
            st.caption(md(t("wish_restored", new=_item_name(switch.to_item),
                            wishes=", ".join(switch.wishes_restored))))
    if pt.slots:
        st.dataframe(pd.DataFrame([{t("col_slot"): label("slot", k), t("col_value"): v}
                                   for k, v in pt.slots.items()]), hide_index=True)
    else:
        st.caption(t("none"))
    st.markdown(f"**{t('constraints')}**")
    if pt.constraints:
        # a list, not a table: in the narrow panel a table's last columns were cut off
        _lines([" · ".join([label("polarity", c.polarity), ", ".join(c.keywords) or c.slug,
                            domain_label(c.domain), label("persistence", c.persistence),
                            *([t("wish_for", item=_item_name(c.item))] if c.item else []),
                            f"{t('col_turn')} {c.turn}"]) for c in pt.constraints])
    else:
        st.caption(t("none"))
    st.markdown(f"**{t('open_questions')}**")
    _lines(pt.open_questions)
    st.markdown(f"**{t('decisions')}**")
    _lines(pt.decisions_made)
    st.caption(t("search_text", q=md(trace.search_text)))


def reason_text(rule: RemovalRule | str, term: str | None, fallback: str,
                cost: str | None = None) -> str:
    """A removal's reason in the screen's language, from its rule and word; a budget removal
    says what the item costs (beside the badge "budget", "over budget" said nothing new)."""
    if rule == RemovalRule.BUDGET:
        return t("reason_budget_price", price=cost) if cost else t("reason_budget")
    if rule in (RemovalRule.SESSION, RemovalRule.BLOCKING) and term:
        return t(f"reason_{RemovalRule(rule).value}", term=term)
    return fallback


def source_name(source_key: str | None, words: dict[str, list[str]]) -> str:
    """The stored entry behind a removal, read out; a session constraint's key
    ("session:dislike:material:plastic") names no entry, and read as one it showed
    "session · dislike · material · plastic" on the Chinese screen: its badge and reason say it."""
    if not source_key or source_key.startswith("session:"):
        return ""
    return key_label(source_key, words.get(source_key))


def gate_text(line: GatedLine) -> str:
    """Why the domain gate kept an entry out, in the screen's language: the gate's own
    reason code (memory/assemble.py), never decided again here."""
    return t(f"gate_{line.reason.value}", entry=domain_label(line.domain),
             turn=domain_label(line.turn_domain))


ENFORCEMENT_TEXT = {Enforcement.QUERY: "effect_like", Enforcement.SOFT: "effect_soft",
                    Enforcement.HARD: "effect_hard"}


def entry_line(entry: StoreLine) -> str:
    """One stored entry, read out (不喜欢 · 材质 · 箱包 · 塑料: the raw key is the line's
    tooltip), with who wrote it and how memory enforces it (`enforced_as`)."""
    content = f" — {entry.content}" if entry.content else ""
    return (f"{key_label(entry.dedup_key, entry.keywords)}{content} ({t('source_' + entry.source.value)} · "
            f"{t(ENFORCEMENT_TEXT[entry.enforced_as])})")


def _removed_rows(rows: list[tuple[str, str, str, str, object]]) -> None:
    """Removed products as a list, not a table: in a narrow column every cell of a table
    is cut off, and the reason and the rule are the story. rows: (title, reason, rule, key, turn)."""
    for title, reason, rule, key, turn in rows:
        badge = f":{RULE_COLOURS.get(rule, 'gray')}-badge[{t(f'rule_{RemovalRule(rule).value}')}]"
        st.markdown(f":red[:material/block:] {md(title)}  \n{badge} :gray[{md(reason)}"
                    + (f" · {md(key)}" if key else "")
                    + (f" · {t('col_turn')} {turn}" if turn is not None else "") + "]")


def rejected_panel(trace: TurnTrace) -> None:
    rejected = trace.pt.rejected_options
    if not rejected:
        st.caption(t("rejected_none"))
        return
    st.caption(t("rejected_caption", n=len(rejected)))
    words = entry_words(trace)
    _removed_rows([(r.title, reason_text(r.rule, r.term, r.reason), r.rule,
                    source_name(r.source_key, words), r.turn) for r in rejected])


def scope_panel(trace: TurnTrace) -> None:
    st.markdown(f"**{t('in_scope')}**")
    if not trace.injected:
        st.caption(t("in_scope_none"))
    for i in trace.injected:
        with st.container(border=True, gap=None):
            st.markdown(f"**{md(key_label(i.dedup_key, i.keywords))}**", help=i.dedup_key)
            with st.container(horizontal=True, gap="small", vertical_alignment="center"):
                st.badge(t(f"why_{i.why}"), color="red" if i.why == "blocking" else "blue")
                st.badge(t(f"source_{i.source}"), color="gray")
                if i.content:
                    st.caption(md(i.content))
    st.markdown(f"**{t('gated_out')}**")
    if not trace.gated_out:
        st.caption(t("gated_none"))
    for g in trace.gated_out:
        with st.container(border=True, gap=None):
            st.markdown(f":gray[{md(key_label(g.dedup_key))}]", help=g.dedup_key)
            st.caption(md(gate_text(g)))


def affinity_panel(trace: TurnTrace, key: str) -> None:
    if not trace.affinity:
        st.caption(t("affinity_none"))
        return
    st.plotly_chart(charts.affinity_figure(trace.affinity, _labels()), key=f"{key}_aff",
                    config={"displayModeBar": False})
    # the weight is printed on each bar; four columns fit the narrow panel without cutting
    st.dataframe(pd.DataFrame([{
        t("col_token"): s.token, t("col_votes"): s.votes,
        t("col_state"): t(f"state_{s.state}"), t("col_by"): s.by or ""}
        for s in trace.affinity]), hide_index=True, width="stretch")


def ranks_panel(trace: TurnTrace, key: str) -> None:
    if not trace.search_text:  # nothing was searched, so there is no ranking to compare
        st.caption(t("ranks_nothing_searched"))
        return
    st.caption(t("ranks_caption"))
    st.caption(t("ranks_legend"))
    rows = charts.rank_rows(trace)
    if rows:
        st.plotly_chart(charts.slope_figure(rows, t("without_memory"), t("with_memory"),
                                            t("removed_bucket"), label_width=24),
                        key=f"{key}_slope", config={"displayModeBar": False})
    moves_table(trace.results, words=entry_words(trace))
    if trace.removed:
        st.markdown(f"**{t('removed_list')}**")
        words = entry_words(trace)
        _removed_rows([(r.title, reason_text(r.rule, r.term, r.reason, price(r.price, r.currency)), r.rule,
                        source_name(r.source_key, words), None) for r in trace.removed])


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
            st.error(engine_error_text(e))
    if trace.skipped:
        st.caption(t("curate_skipped", why=t(f"skip_{trace.skipped.name.lower()}")))
    if trace.written:
        st.markdown(t("curate_written", n=len(trace.written)))
        for w in trace.written:
            st.markdown("- " + md(entry_line(w)), help=w.dedup_key)
    if trace.superseded:
        st.markdown(t("curate_superseded", n=len(trace.superseded)))
        for key in trace.superseded:
            st.markdown("- " + md(key_label(key)), help=key)
    if trace.proposals:
        st.markdown(t("curate_proposals", n=len(trace.proposals)))
