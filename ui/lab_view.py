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
    """The top ten of either side, the items that moved most, and every item removed on
    one side only."""
    left = {r.product.id: r.rank for r in full.ranked}
    right = {r.product.id: r.rank for r in varied.ranked}
    removed_left = {r.product.id for r in full.removed}
    removed_right = {r.product.id for r in varied.removed}
    far = 10**6

    def gap(pid: str) -> int:
        return abs(left.get(pid, far) - right.get(pid, far)) if pid in left and pid in right else far

    moved = sorted((pid for pid in titles if gap(pid)), key=lambda pid: (-gap(pid), pid))[:MOVED]
    return [SlopeRow(titles[pid], left.get(pid), right.get(pid), left_removed=pid in removed_left)
            for pid in titles
            if left.get(pid, far) <= TOP or right.get(pid, far) <= TOP or pid in moved
            if not (pid in removed_left and pid in removed_right)]


def result_lines(result: PickResult) -> list[ResultLine]:
    """The ranking as the trace's result lines (rank, leave-one-out moves, cause): the same
    fields the chat's Ranks panel renders."""
    return [ResultLine.of(r) for r in result.ranked]
