"""The chart builders' reading of a row's move (pure functions, no streamlit run)."""
from ui.charts import MOVE_COLOURS, SlopeRow, move_of, slope_figure


def test_an_item_removed_on_the_left_returns_on_the_right():
    assert move_of(SlopeRow("PU suitcase", None, 3, left_removed=True)) == "returned"
    assert move_of(SlopeRow("Canvas duffel", None, 3)) == "new"
    assert move_of(SlopeRow("ABS case", 2, None)) == "removed"
    assert move_of(SlopeRow("Linen tote", 5, 2)) == "up"


def test_the_slope_chart_colours_a_returning_item_by_its_move():
    fig = slope_figure([SlopeRow("PU suitcase", None, 1, left_removed=True), SlopeRow("Tote", 1, 2)],
                       "all", "toggled", "removed")
    assert [tr.line.color for tr in fig.data] == [MOVE_COLOURS["returned"], MOVE_COLOURS["down"]]


def test_an_item_memory_pushed_down_is_named_in_the_top_row_it_left():
    """The no-plastic story: relevance alone puts the plastic case first, memory moves it to
    6. The top row must name it (it was only named at row 6, below what the panel shows)."""
    rows = [SlopeRow("ins风 拾光涤纶行李箱28寸托运", 2, 1), SlopeRow("米歌塑料硬壳行李箱20寸登机", 1, 6),
            SlopeRow("悦野PC硬壳行李箱20寸登机", 4, 2), SlopeRow("正品 橙果ABS塑料行李箱20寸登机", 3, 7)]
    fig = slope_figure(rows, "without", "with", "removed", label_width=24)
    top_left = [tr.text[0] for tr in fig.data if tr.y[0] == 0]
    assert top_left and top_left[0].startswith("米歌塑料"), top_left
    named_left = [tr.text[0] for tr in fig.data if tr.text[0]]
    assert len(named_left) == 2, "only what memory pushed down is named where it started"


def test_a_chart_with_nothing_pushed_down_keeps_its_width_for_the_right_labels():
    fig = slope_figure([SlopeRow("Tote", 2, 1), SlopeRow("Duffel", 3, 3)], "a", "b", "removed")
    assert all(not tr.text[0] for tr in fig.data) and fig.layout.xaxis.range[0] > -0.5


def test_a_removed_item_is_named_once_where_it_started():
    fig = slope_figure([SlopeRow("Tote", 2, 1), SlopeRow("PVC organiser", 1, None)], "a", "b", "removed")
    removed = next(tr for tr in fig.data if tr.line.color == MOVE_COLOURS["removed"])
    assert list(removed.text) == ["PVC organiser", ""]


def _line(rank: int, baseline: int, without: int, title: str):
    from agent.picker import Breakdown
    from agent.trace import ResultLine

    return ResultLine(rank=rank, id=title, title=title, price=10.0, score=1.0 / rank,
                      breakdown=Breakdown(relevance=1.0 / rank), baseline_rank=baseline,
                      rank_without_memory=without)


def test_removed_and_kept_items_never_share_a_rank_on_the_left():
    """Session 1 of the no-plastic story: the kept Larkspur bag was 8 "without memory" (same
    removals) while the removed PVC bag stood at 8 relevance-alone: two dots on one row."""
    from agent.picker import RemovalRule
    from agent.trace import RemovedLine
    from ui.charts import rank_rows_of

    results = [_line(i, i, i, f"kept {i}") for i in range(1, 8)] + [_line(8, 11, 8, "Larkspur")]
    removed = [RemovedLine(id=f"pvc{i}", title=f"PVC {i}", reason="session", rule=RemovalRule.SESSION,
                           baseline_rank=b) for i, b in enumerate((8, 9, 10))]
    lefts = [row.left for row in rank_rows_of(results, removed)]
    assert len(lefts) == len(set(lefts)), lefts
    assert next(r for r in rank_rows_of(results, removed) if r.title == "Larkspur").left == 11


def test_with_nothing_removed_the_left_is_the_leave_one_out_rank():
    from ui.charts import rank_rows_of

    rows = rank_rows_of([_line(1, 2, 2, "ins linen"), _line(6, 1, 1, "plastic case")], [])
    assert [(r.left, r.right) for r in rows] == [(2, 1), (1, 6)]


def test_an_item_that_rose_only_because_items_above_were_removed_is_drawn_unchanged():
    from agent.picker import MoveCause, RemovalRule
    from agent.trace import RemovedLine
    from ui.charts import rank_rows_of

    shifted = _line(1, 3, 1, "linen shirt").model_copy(update={"move_cause": MoveCause.REMOVALS})
    removed = [RemovedLine(id="pe", title="polyester shirt", reason="session",
                           rule=RemovalRule.SESSION, baseline_rank=1)]
    rows = rank_rows_of([shifted], removed)
    assert [move_of(r) for r in rows] == ["same", "removed"]


def test_the_slope_chart_keeps_its_column_names_level_and_on_two_lines():
    """With nothing named on the left the columns stand close; the names were tilted, and
    over a narrow chart's lines they ran into each other: each now ends at its own line
    (left) or starts there (right), over the names."""
    fig = slope_figure([SlopeRow("Tote", 2, 1), SlopeRow("Duffel", 3, 3)],
                       "without memory", "with memory", "removed")
    heads = fig.layout.annotations
    assert [a.text for a in heads] == ["without<br>memory", "with<br>memory"]
    assert [(a.x, a.xanchor) for a in heads] == [(0, "right"), (1, "left")]
    assert heads[0].y == heads[1].y and not fig.layout.xaxis.tickvals
    zh = slope_figure([SlopeRow("托特包", 2, 1)], "无记忆", "有记忆", "已移除")
    assert [a.text for a in zh.layout.annotations] == ["无记忆", "有记忆"]


def test_the_slope_chart_names_stand_in_margins_as_wide_as_the_widest_name():
    """At 1024 px the chat's chart is ~250 px wide: names placed beside the lines in data
    units were cut at its edge ("Tovari Womer"). In pixel margins they stay whole; the
    lines take what is left."""
    from ui.charts import LABEL_PX

    long = "Tovari Women's Knit Running Shoes, Comfort, Black EU 39-45"
    fig = slope_figure([SlopeRow(long, 2, 1), SlopeRow("Tote", 1, 2)], "a", "b", "removed",
                       label_width=24)
    assert all(tr.cliponaxis is False for tr in fig.data)
    import html

    left, right = ([html.unescape(tr.text[side]) for tr in fig.data if tr.text[side]] for side in (0, 1))
    assert left == ["Tote"], "the pushed-down Tote is named on the left too"
    assert fig.layout.margin.r >= max(map(len, right)) * LABEL_PX
    assert fig.layout.margin.l >= len("Tote") * LABEL_PX + len("2") * LABEL_PX
    assert fig.layout.xaxis.range[0] > -0.5 and fig.layout.xaxis.range[1] < 1.5
