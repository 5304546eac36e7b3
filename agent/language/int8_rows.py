"""Exact nearest rows of a float32 matrix, found through an int8 copy of it first.

A clause's merged stance and scope votes ("merged" mode: the hand exemplars and the derived
ones, `SharedRows`) read about 8,000 rows of 384 floats, 12.5 MB: one float32 product is
0.46 ms on this machine with the rows in cache, read once for every clause a turn reads
(the plan step's budget is 5 ms). The same rows as int8 are 3.1 MB, and simsimd's int8 dot
products (AVX2 / AVX-512 VNNI) read them about three times as fast. Int8 scores are not the votes' scores, so they only choose which rows
are worth a float32 score:

    |q.x - q'.x'| <= |q| |x - x'| + |q - q'| |x'|      (x', q': the int8 copies, rescaled)

With E the largest right-hand side over the rows, a row whose int8 score is more than 2E
below a group's k-th best int8 score is below that group's k-th best float32 score: it
cannot be among the group's k nearest. Every other row is scored in float32. The k nearest
of each group, and so every vote read from them, are the float32 ones
(tests/test_language_int8_rows.py); usually a hundred or two of the 8,000 rows are scored
in float32.
"""
from __future__ import annotations

from typing import Sequence

import numpy as np
import simsimd

LEVELS = 127.0  # int8 codes run -127..127: each row (and the query) scaled by its own peak


class Int8Rows:
    """A float32 matrix (rows of unit-ish vectors) and its int8 copy, one scale per row."""

    def __init__(self, matrix: np.ndarray):
        self.matrix = np.ascontiguousarray(matrix, dtype=np.float32)
        peak = np.abs(self.matrix).max(axis=1) if len(self.matrix) else np.zeros(0, np.float32)
        scale = LEVELS / np.where(peak > 0, peak, 1.0)
        self.codes = np.round(self.matrix * scale[:, None]).astype(np.int8)
        self.unscale = (1.0 / scale).astype(np.float64)  # simsimd's dot products are float64
        restored = self.codes / scale[:, None]
        self.row_error = float(np.linalg.norm(self.matrix - restored, axis=1).max(initial=0.0))
        self.row_norm = float(np.linalg.norm(restored, axis=1).max(initial=0.0))

    def __len__(self) -> int:
        return len(self.matrix)

    def nearest(self, vector: np.ndarray, groups: Sequence[tuple[np.ndarray, np.ndarray | None]],
                k: int) -> list[tuple[np.ndarray, np.ndarray]]:
        """For each group (the rows it reads, as indices into the matrix, and what its vote
        adds to each of their scores, or None), the positions in the group of the rows that
        can be among its k nearest and their float32 scores, that addition made."""
        v = np.ascontiguousarray(vector, dtype=np.float32)
        if not len(self.matrix):
            return [(np.zeros(0, dtype=np.intp), np.zeros(0, dtype=np.float32)) for _ in groups]
        peak = float(np.abs(v).max()) or 1.0
        q_scale = LEVELS / peak
        query = np.round(v * q_scale).astype(np.int8)
        q_error = float(np.linalg.norm(v - query / q_scale))
        rough = np.asarray(simsimd.cdist(query[None], self.codes, metric="dot", threads=1))[0]
        rough *= self.unscale
        rough /= q_scale
        slack = 2.0 * (self.row_error * float(np.linalg.norm(v)) + q_error * self.row_norm)
        found = []
        for index, shift in groups:
            if len(index) > k:
                ranked = rough[index] if shift is None else rough[index] + shift
                kth = np.partition(ranked, -k)[-k]
                positions = np.flatnonzero(ranked >= kth - slack)
            else:
                positions = np.arange(len(index))
            exact = self.matrix[index[positions]] @ v
            found.append((positions, exact if shift is None else exact + shift[positions]))
        return found
