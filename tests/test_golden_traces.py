"""Behaviour is unchanged: every scenario's replayed trace equals its committed golden lines
(tests/golden/), volatile fields aside. A deliberate change re-records them:
`python -m tests.golden --write` (see tests/golden.py), and the diff of tests/golden/ says
what the change did."""
from __future__ import annotations

import pytest

from tests import golden

CASES = golden.scenario_paths()


@pytest.mark.parametrize("folder,path", CASES, ids=[f"{f}/{p.stem}" for f, p in CASES])
def test_replayed_trace_matches_its_golden(tmp_path, catalog_index, folder, path):
    """Replayed in this one test process, one scenario after another (and after whatever
    other tests used the shared index), against goldens recorded one process per scenario:
    what ran before must not change a scenario's trace."""
    lines = golden.replay_lines(path, tmp_path / "memory.db", catalog_index)
    diffs = golden.compare(folder, path, lines)
    assert not diffs, "trace differs from tests/golden (python -m tests.golden --write to " \
                      "re-record a deliberate change):\n" + "\n".join(diffs[:60])


def test_the_golden_diff_names_scenario_step_and_field(tmp_path):
    """The check can fail, and says where: a changed score and a dropped field both show."""
    before = golden.normalize([{"step": 3, "kind": "turn", "session_id": "abc123",
                                "results": [{"id": "P1", "score": 1.5}], "answer": "hi",
                                "timings_ms": {"total": 1.0}}])
    after = golden.normalize([{"step": 3, "kind": "turn", "session_id": "zzz999",
                               "results": [{"id": "P1", "score": 1.2}],
                               "timings_ms": {"total": 9.0}}])
    diffs = golden.differences(before[0], after[0])
    assert ".results[0].score: expected 1.5 got 1.2" in diffs
    assert any(d.startswith(".answer: missing") for d in diffs)
    assert not any("session_id" in d or "timings" in d for d in diffs), diffs


def test_session_ids_are_compared_by_order_of_appearance():
    same = golden.normalize([{"session_id": "a"}, {"session_id": "a"}])
    new = golden.normalize([{"session_id": "a"}, {"session_id": "b"}])
    assert golden.differences(same, new) == ["[1].session_id: expected \"S1\" got \"S2\""]
