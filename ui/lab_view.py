"""The A/B lab's chart rows and its result lines: the two rankings of one frozen pool (every
signal on, and as toggled), read from the picker's own results. An item a rule removed on the
left and that is ranked on the right *returns* (a "never recommend" switched off), which the
chart draws apart from an item that is new to the list."""
from __future__ import annotations

from agent.picker import PickResult
from agent.trace import ResultLine
from ui.charts import SlopeRow

TOP, MOVED = 10, 12


def slope_rows(full: PickResult, varied: PickResult, titles: dict[str, str]) -> list[SlopeRow]:
    """The top ten of either side and the items that moved most (an item ranked on one side
    only moved the most); an item ranked on neither side (another type) is not drawn."""
    left = {r.product.id: r.rank for r in full.ranked}
    right = {r.product.id: r.rank for r in varied.ranked}
    removed_left = {r.product.id for r in full.removed}
    far = 10**6
    # ranked on at least one side: an item of another product type is on neither
    shown = [pid for pid in titles if pid in left or pid in right]

    def gap(pid: str) -> int:
        return abs(left[pid] - right[pid]) if pid in left and pid in right else far

    moved = sorted((pid for pid in shown if gap(pid)), key=lambda pid: (-gap(pid), pid))[:MOVED]
    return [SlopeRow(titles[pid], left.get(pid), right.get(pid), left_removed=pid in removed_left)
            for pid in shown
            if left.get(pid, far) <= TOP or right.get(pid, far) <= TOP or pid in moved]


def result_lines(result: PickResult) -> list[ResultLine]:
    """The ranking as the trace's result lines (rank, leave-one-out moves, cause): the same
    fields the chat's Ranks panel renders."""
    return [ResultLine.of(r) for r in result.ranked]
