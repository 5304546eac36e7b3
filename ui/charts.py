"""Plotly figure builders: pure functions from trace objects (and the labels to print) to
figures. No streamlit here, so they can be tested and reused by any page."""
from __future__ import annotations

import html
from dataclasses import dataclass
from typing import Iterable, Sequence

import plotly.graph_objects as go

from agent.picker import MoveCause
from agent.trace import ResultLine, TurnTrace
from memory.affinity import AffinitySignal
from ui.fmt import display_width, plot_label, plot_text

STATE_COLOURS = {"active": "#2e7d32", "suppressed": "#c62828", "yielded": "#f9a825",
                 "below_threshold": "#9e9e9e"}
MOVE_COLOURS = {"up": "#2e7d32", "down": "#ef8a65", "same": "#90a4ae", "removed": "#c62828",
                "new": "#1565c0", "returned": "#6a1b9a"}
_MARGIN = dict(l=10, r=10, t=30, b=10)
# A slope chart's names stand in its margins, sized in pixels: in data units beside the lines
# they were cut at the chart's edge in a narrow column (1024 px: "Tovari Womer").
LABEL_PX = 6.2  # one display unit (a Latin letter) of an 11 px label; a CJK character is two


def breakdown_figure(result: ResultLine, labels: dict[str, str]) -> go.Figure:
    """The score as a waterfall: relevance, + prefer, + affinity, − soft penalty = total."""
    b = result.breakdown
    parts = [("relevance", b.relevance), ("prefer", b.prefer), ("affinity", b.affinity),
             ("soft_penalty", -b.soft_penalty)]
    fig = go.Figure(go.Waterfall(
        orientation="v",
        measure=["relative"] * len(parts) + ["total"],
        x=[labels.get(name, name) for name, _ in parts] + [labels.get("total", "total")],
        y=[value for _, value in parts] + [0],
        text=[signed(value) for _, value in parts] + [plain(result.score)],
        textposition="outside",
        increasing={"marker": {"color": "#2e7d32"}},
        decreasing={"marker": {"color": "#c62828"}},
        totals={"marker": {"color": "#1565c0"}},
        connector={"line": {"color": "#b0bec5"}},
    ))
    fig.update_layout(height=260, margin=_MARGIN, showlegend=False)
    return fig


def affinity_figure(signals: Sequence[AffinitySignal], labels: dict[str, str]) -> go.Figure:
    """Votes per token, coloured by state; the weight each one adds is printed on its bar."""
    fig = go.Figure()
    for state, colour in STATE_COLOURS.items():
        chosen = [s for s in signals if s.state == state]
        if not chosen:
            continue
        fig.add_bar(
            x=[plot_text(s.token) for s in chosen], y=[s.votes for s in chosen],
            name=labels.get(state, state), marker_color=colour,
            text=[f"w={s.weight:g}" for s in chosen], textposition="outside",
            hovertext=[plot_text(f"{s.token}: {s.votes} · {labels.get(state, state)}"
                                 + (f" ← {s.by}" if s.by else "")) for s in chosen],
            hoverinfo="text")
    fig.update_layout(height=280, margin=_MARGIN, barmode="group", showlegend=True,
                      yaxis_title=labels.get("votes", "votes"), legend_orientation="h",
                      legend_y=-0.25)
    fig.update_yaxes(dtick=1, rangemode="tozero")
    return fig


@dataclass(frozen=True)
class SlopeRow:
    title: str
    left: int | None  # None: not in the left ranking (new on the right, or removed there)
    right: int | None  # None: removed on the right
    left_removed: bool = False  # left None because a rule removed it there: it *returns*
    by_memory: bool = True  # False: it only shifted because items above it were removed


def move_of(row: SlopeRow) -> str:
    """up / down / same (or shifted only by removals above: not memory's doing), removed (gone on the right), returned (removed on the left, back on
    the right: the lab with a "never recommend" switched off), or new (not on the left)."""
    if row.right is None:
        return "removed"
    if row.left is None:
        return "returned" if row.left_removed else "new"
    if not row.by_memory:
        return "same"
    return "up" if row.right < row.left else "down" if row.right > row.left else "same"


def signed(value: float) -> str:
    """+0.200 / −0.600, and a zero is 0: never "-0.000"."""
    return "0" if abs(value) < 0.0005 else f"{value:+.3f}"


def plain(value: float) -> str:
    return "0" if abs(value) < 0.0005 else f"{value:.3f}"


def rank_rows(trace: TurnTrace, top: int = 10, extra: int = 8) -> list[SlopeRow]:
    return rank_rows_of(trace.results, trace.removed, top, extra)


def rank_rows_of(results: Sequence[ResultLine], removed: Sequence, top: int = 10,
                 extra: int = 8) -> list[SlopeRow]:
    """Rank without memory → rank with memory: the top `top` of either side, every item
    memory touched (up to `extra`), and the removed items.

    The left side is one ranking. With nothing removed it is the trace's leave-one-out rank
    with every memory left out (an item is level unless memory moved it). Once items are
    removed, they stand on the left at their relevance-alone rank (`baseline_rank`), so every
    item does: mixing the two put a kept item and a removed one on the same left rank (8 and 8).
    An item that only rose because items above it were removed is drawn unchanged (grey):
    the colours say what memory did (`move_cause`, the trace's own word)."""
    if removed:
        def without(r: ResultLine) -> int | None:
            return r.baseline_rank or r.rank_without_memory or None
    else:
        def without(r: ResultLine) -> int | None:
            return r.rank_without_memory or r.baseline_rank or None
    def row(r: ResultLine) -> SlopeRow:
        return SlopeRow(r.title, without(r), r.rank, by_memory=r.move_cause == MoveCause.MEMORY)

    rows = [row(r) for r in results if r.rank <= top or (without(r) or 10**6) <= top]
    touched = [r for r in results if r.rank > top and not (without(r) or 10**6) <= top
               and (r.penalty_hits or r.prefer_hits or r.affinity_hits)]
    rows += [row(r) for r in touched[:extra]]
    rows += [SlopeRow(r.title, r.baseline_rank or None, None) for r in removed[:extra]]
    return rows


def slope_figure(rows: Iterable[SlopeRow], left_label: str, right_label: str,
                 removed_label: str, label_width: int = 36) -> go.Figure:
    """A slope chart: rank 1 at the top, one line per item. Ranks are drawn evenly spaced
    (a jump from 3 to 37 should not squash the top ten), ticks say the real rank; an item
    with no rank on a side sits on its own line in the 'removed' band at the bottom.

    Every item is named where it ends (right); an item memory pushed down or out is also
    named where it started (left), so the top rows say what left them: the story's effect
    is in the first lines the audience reads, not at the bottom of a tall chart."""
    rows = list(rows)
    ranks = sorted({r for row in rows for r in (row.left, row.right) if r is not None})
    slot = {rank: i for i, rank in enumerate(ranks)}
    band = iter(range(len(ranks) + 1, len(ranks) + 1 + len(rows)))
    removed_ys: list[int] = []
    named_left: set[int] = set()
    both = any(move_of(row) in ("down", "removed") and row.left is not None for row in rows)
    if both:  # two columns of names share the width (a 1024 px screen's column is ~250 px)
        label_width = max(10, label_width // 2)  # 12 of the chat's 24: at 1024 px 14 left the lines no room
    fig = go.Figure()
    widest = {"left": 0, "right": 0}
    for row in rows:
        y_removed = next(band) if row.left is None or row.right is None else None
        left = slot[row.left] if row.left is not None else y_removed
        right = slot[row.right] if row.right is not None else y_removed
        if y_removed is not None:
            removed_ys.append(y_removed)
        move = move_of(row)
        label = plot_label(row.title, label_width)
        start = ""
        if move in ("down", "removed") and row.left is not None and left not in named_left:
            named_left.add(left)
            start = label
        right_text = "" if start and move == "removed" else label
        widest["left"] = max(widest["left"], display_width(html.unescape(start)))
        widest["right"] = max(widest["right"], display_width(html.unescape(right_text)))
        fig.add_scatter(
            x=[0, 1], y=[left, right], mode="lines+markers+text", cliponaxis=False,
            line={"color": MOVE_COLOURS[move], "width": 1.5 if move == "same" else 3,
                  "dash": "dot" if move == "removed" else "solid"},
            # a removed item named where it started is not named again in the removed band
            marker={"size": 7}, text=[start, right_text],
            textposition=["middle left", "middle right"],
            textfont={"color": MOVE_COLOURS[move] if move != "same" else "#37474f", "size": 11},
            hovertext=[plot_text(f"{row.title}: {row.left or removed_label} → "
                                 f"{row.right or removed_label}", 90)] * 2,
            hoverinfo="text", showlegend=False)
    # the names stand in the margins, as wide as the widest name (room on the left only
    # when something is named there); the lines take what is left
    left_px = round(widest["left"] * LABEL_PX) + 12 if named_left else 0
    right_px = round(widest["right"] * LABEL_PX) + 14
    # the column names stand over the names, ending at the left line and starting at the
    # right one: over a narrow chart's lines they ran into each other ("withoutwith")
    fig.update_xaxes(tickvals=[], range=[-0.12, 1.12], showgrid=False, zeroline=False)
    for x, text, anchor in ((0, left_label, "right"), (1, right_label, "left")):
        fig.add_annotation(x=x, y=1, xref="x", yref="paper", yanchor="bottom", xanchor=anchor,
                           text=_two_lines(plot_text(text)), showarrow=False, align=anchor,
                           font={"size": 11, "color": "#546e7a"})
    fig.update_yaxes(autorange="reversed", tickvals=[*range(len(ranks)), *removed_ys[:1]],
                     ticktext=[*map(str, ranks), *[removed_label] * len(removed_ys[:1])],
                     showgrid=False, zeroline=False, automargin=False, ticklabelstandoff=left_px)
    ticks = [*map(str, ranks), *[removed_label] * len(removed_ys[:1])]
    rank_px = round(max(map(display_width, ticks), default=2) * LABEL_PX) + 10
    def title_px(label: str) -> int:  # the widest line of a column name
        return round(max(map(display_width, label.split(" ", 1))) * LABEL_PX) + 8
    fig.update_layout(height=max(240, 24 * (len(ranks) + len(removed_ys) + 1) + 60),
                      margin={**_MARGIN, "t": 40, "l": max(rank_px + left_px, title_px(left_label)),
                              "r": max(right_px, title_px(right_label))})
    return fig


def _two_lines(label: str) -> str:
    """A column name of several words on two lines ("without<br>memory")."""
    head, _, tail = label.partition(" ")
    return f"{head}<br>{tail}" if tail else label


def count_figure(counts: dict[str, int], title: str) -> go.Figure:
    items = sorted(counts.items(), key=lambda kv: kv[1])
    fig = go.Figure(go.Bar(x=[v for _, v in items], y=[plot_text(k) for k, _ in items],
                           orientation="h", marker_color="#1565c0", text=[v for _, v in items],
                           textposition="outside", cliponaxis=False))
    fig.update_layout(title=title, height=max(240, 22 * len(items) + 80), margin=_MARGIN)
    fig.update_xaxes(range=[0, max([v for _, v in items] or [1]) * 1.15])
    return fig


def coverage_figure(coverage: dict[str, float], title: str) -> go.Figure:
    items = sorted(coverage.items(), key=lambda kv: kv[1])
    fig = go.Figure(go.Bar(x=[round(v * 100, 1) for _, v in items],
                           y=[plot_text(k) for k, _ in items], orientation="h",
                           marker_color="#2e7d32",
                           text=[f"{v:.0%}" for _, v in items], textposition="outside"))
    fig.update_layout(title=title, height=max(240, 22 * len(items) + 80), margin=_MARGIN)
    fig.update_xaxes(range=[0, 110], ticksuffix="%")
    return fig


def audit_figure(events: Sequence[dict], title: str, names: dict[str, str] | None = None) -> go.Figure:
    """One dot per audit row: time across, the entry's key down, coloured by event."""
    colours = {"create": "#2e7d32", "update": "#1565c0", "delete": "#c62828",
               "supersede": "#6a1b9a", "propose": "#f9a825", "approve": "#00838f",
               "reject": "#8d6e63", "import": "#546e7a", "rekey": "#ef6c00"}
    fig = go.Figure()
    for event in sorted({e["event"] for e in events}):
        chosen = [e for e in events if e["event"] == event]
        fig.add_scatter(x=[e["at"] for e in chosen], y=[plot_text(e["dedup_key"], 60) for e in chosen],
                        mode="markers", name=(names or {}).get(event, event), marker={"size": 11,
                                                            "color": colours.get(event, "#455a64")},
                        hovertext=[plot_text(f"{e['event']} by {e['actor']}: {e['reason']}", 90)
                                   for e in chosen], hoverinfo="text+x")
    keys = {e["dedup_key"] for e in events}
    fig.update_layout(title=title, height=max(260, 34 * len(keys) + 140), margin={**_MARGIN, "b": 100},
                      legend_orientation="h", legend_y=-0.45, legend_yanchor="top",
                      showlegend=True)  # below the dates, not over them
    return fig
