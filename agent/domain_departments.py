"""Departments whose labelled rows spread over several domains, measured on the reference.

A leaf the keyword table cannot read falls back on the nearest shelf above it whose words it
reads (`domain_map.read_category`). Some shelves name one domain by their words and hold many:
"Office Products" is read as computers by "office", while the team's tuning fixtures file its
rows under stationery, computers and furniture; "Lighting" is read as decor, and its rows are
decor, tools, pet and sports goods. `domain_classifier._spans_domains` catches a department
whose *words* name several domains ("Home & Kitchen"); this catches one whose *rows* do, by data,
so no list of such shelves is kept.

The data is the labelled reference (`data/domain_reference.npz`, agent/domain_neighbours.py):
each tuning fixture row's path down to its leaf (`path_text`), with the row's domain and the
fixture it came from. The rows under a shelf are the path rows whose text begins with the path
down to that shelf. When at least DEPARTMENT_ROWS such rows exist and their most common domain
holds under DEPARTMENT_SHARE of them, the shelf names no one domain (the path text keeps no
marks between its shelves, so "Garden" counts the rows under "Garden Art" too; whole words only): an unknown leaf under it is
read as under a spanning department (`CategoryReading.spanned`: the title and the neighbours
decide, and an import without neighbours still falls back on the shelf's word). A fixture scored
against the reference leaves its own rows out here as in the vote (`leave_out`).

Measured on the tuning path fixtures with their column (round 28, the import's votes captured
once, leave-one-fixture-out, replayed per row, after `_title_outweighs`): shares 0.5 to 0.7 and
row counts 5 to 20 all moved 9 to 11 rows right and none to 1 wrong more (fresh9, fresh17,
fresh19, fresh21, fresh26 and the tuner's own; most of them under "Office Products"), so the
line is not a tuned edge (docs/import_eval.md).
"""
from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Sequence

import numpy as np

from memory import paths

DEPARTMENT_SHARE = 0.6  # the most common domain's share of a shelf's rows under which it names none
DEPARTMENT_ROWS = 8     # fewer rows under a shelf say nothing of how it spreads


class Departments:
    """The reference's path rows, asked how the rows under a shelf spread."""

    def __init__(self, rows: Sequence[tuple[str, str]]):
        self._rows = tuple(rows)  # (path text, domain value)
        self._spread: dict[str, bool] = {}

    @classmethod
    def load(cls, vectors_path: str | Path = paths.DOMAIN_REFERENCE_VECTORS,
             leave_out: Sequence[str] = ()) -> "Departments | None":
        """The path rows of the committed reference, without the fixtures in `leave_out`; None
        when there is no reference file."""
        try:
            with np.load(vectors_path, allow_pickle=False) as data:
                texts, domains = data["texts"].tolist(), data["domains"].tolist()
                groups, kinds = data["groups"].tolist(), data["kinds"].tolist()
        except (OSError, KeyError, ValueError):
            return None
        skip = set(leave_out)
        return cls([(t, d) for t, d, g, k in zip(texts, domains, groups, kinds) if k == "path" and g not in skip])

    def spreads(self, shelf_path: str) -> bool:
        """Whether the rows under the path down to a shelf ("Office Products", "Electronics
        Office Products") name no one domain."""
        if shelf_path not in self._spread:
            start = shelf_path + " "
            found = Counter(domain for text, domain in self._rows if text.startswith(start))
            total = sum(found.values())
            self._spread[shelf_path] = total >= DEPARTMENT_ROWS and \
                found.most_common(1)[0][1] < DEPARTMENT_SHARE * total
        return self._spread[shelf_path]
