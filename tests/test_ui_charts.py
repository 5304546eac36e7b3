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
