"""The demo stories, replayed from data/scenarios/ and asserted from their JSON traces.

Each story's outcome is checked by tests/stories.py (the same check its paraphrases get);
the tests here add what only the canonical files show."""
from __future__ import annotations

import json
import subprocess
import sys

import pytest
import yaml

from agent.replay import load_scenario, scenario_files
from agent.runtime import ROOT, SCENARIOS, open_runtime
from tests.stories import CHECKS

STORIES = [p for p in scenario_files(SCENARIOS)
           if "kind" in yaml.safe_load(p.read_text(encoding="utf-8"))]


def test_every_story_kind_has_a_canonical_scenario():
    kinds = {yaml.safe_load(p.read_text(encoding="utf-8"))["kind"] for p in STORIES}
    assert kinds == set(CHECKS)


@pytest.mark.parametrize("path", STORIES, ids=lambda p: p.stem)
def test_story(replay, path):
    lines, runtime, scenario = replay(path)
    meta = yaml.safe_load(path.read_text(encoding="utf-8"))
    CHECKS[meta["kind"]](lines, runtime, scenario, meta)


def test_blocked_items_are_recorded_as_rejected_options(replay):
    lines, _, _ = replay(SCENARIOS / "01_no_plastic_across_sessions.yml")
    rejected = lines[-1]["pt"]["rejected_options"]
    assert any(o["rule"] == "blocking" and o["source_key"] for o in rejected)


def test_a_gated_out_entry_does_nothing_to_the_turn(replay):
    lines, _, _ = replay(SCENARIOS / "02_leather_gate.yml")
    sofa = lines[2]
    assert "dislike:material:footwear:leather" not in {a["dedup_key"] for a in sofa["memory_applied"]}
    assert "dislike:material:footwear:leather" not in sofa["preference_block"]


def test_an_english_budget_rejects_pricier_fountains(replay):
    lines, _, _ = replay(SCENARIOS / "03_cat_fountain.yml")
    en = lines[1]
    assert en["plan"]["domain"] == "pet_supplies" and en["pt"]["slots"].get("budget_max") == "40"
    assert en["removed"] and all(r["rule"] == "budget" for r in en["removed"])
    assert all(r["price"] <= 40 for r in en["results"] if r.get("currency", "USD") == "USD")


def test_an_active_affinity_signal_weighs_w_affinity(replay):
    from agent.picker import W_AFFINITY

    lines, _, _ = replay(SCENARIOS / "07_linen_favourites.yml")
    signal = {s["token"]: s for s in lines[-1]["affinity"]}["linen"]
    assert signal["weight"] == W_AFFINITY
    assert lines[0]["affinity"] == [], "no favourites yet, no signals"


def test_every_scenario_has_narration_in_both_languages():
    for path in sorted(SCENARIOS.glob("*.yml")):
        scenario = load_scenario(path)
        assert scenario.steps and all(step.note for step in scenario.steps if step.kind == "say"), path
        assert all(step.note_zh for step in scenario.steps if step.note), f"{path}: 中文旁白"
        assert scenario.description_zh, path


def test_replay_command_prints_one_json_line_per_step(tmp_path):
    scenario = SCENARIOS / "04_shoe_size.yml"
    out = subprocess.run(
        [sys.executable, "-m", "agent", "replay", str(scenario), "--db", str(tmp_path / "m.db")],
        cwd=ROOT, capture_output=True, text=True, timeout=300,
        env={**__import__("os").environ, "QDRANT_PATH": str(tmp_path / "qdrant")})
    assert out.returncode == 0, out.stderr
    lines = [json.loads(l) for l in out.stdout.splitlines()]
    assert [l["step"] for l in lines] == [0, 1]
    for field in ("plan", "injected", "gated_out", "memory_applied", "results", "removed",
                  "affinity", "pt", "answer", "session_id", "user", "text"):
        assert field in lines[0]


def test_memory_applied_reports_a_stored_dislike_the_user_repeats(tmp_path, catalog_index):
    """The seed bug: memory_applied came from a de-duplicated term list, so a stored dislike
    vanished from the report when the planner repeated the word as an exclude word."""
    rt = open_runtime(db=tmp_path / "m.db", index=catalog_index(), engine="offline")
    rt.agent.say("kim", "帮我找个旅行收纳包，不要塑料的")
    rt.agent.end_session("kim")
    trace = rt.agent.say("kim", "旅行包，不要塑料")
    assert "塑料" in trace.plan.exclude_keywords
    applied = {a.dedup_key: a for a in trace.memory_applied}
    line = applied["dislike:material:bags_luggage:plastic"]
    assert line.effect == "removed" and line.items
    assert set(line.items) <= {r.id for r in trace.removed}


def test_an_expired_session_is_curated_before_the_next_turn(replay):
    lines, _, _ = replay(SCENARIOS / "10_session_expires.yml")
    first, _, second = lines
    assert first["removed"] and second["session_id"] != first["session_id"]
    key = "dislike:material:bags_luggage:nylon"
    assert second["curated_before"]["trigger"] == "ttl"
    assert key in {e["dedup_key"] for e in second["curated_before"]["written"]}
    assert second["pt"]["constraints"] == [] and not second["removed"]
    assert {a["dedup_key"]: a["effect"] for a in second["memory_applied"]}[key] == "penalized"
