"""The demo stories, replayed from data/scenarios/ and asserted from their JSON traces."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from agent.replay import load_scenario, run_steps
from agent.runtime import ROOT, SCENARIOS, open_runtime
from memory.terms import any_hit, term_hits





@pytest.fixture
def replay(tmp_path, catalog_index):
    """Run a scenario file on a fresh SQLite store; returns (trace lines, runtime)."""

    def run(name: str):
        scenario = load_scenario(SCENARIOS / name)
        index = catalog_index(scenario.catalog)
        runtime = open_runtime(db=tmp_path / "memory.db", index=index, engine="offline")
        lines = list(run_steps(runtime, scenario))
        assert all(line.get("ok", True) for line in lines), [l for l in lines if l.get("ok") is False]
        return lines, runtime

    return run


def _ids(items, pred):
    return [i["id"] for i in items if pred(i)]


def test_no_plastic_removed_then_ranked_down_then_blocked(replay):
    lines, rt = replay("01_no_plastic_across_sessions.yml")
    first, curate, second, _, third = lines
    assert first["plan"]["domain"] == "bags_luggage"
    assert first["removed"] and all(r["rule"] == "session" for r in first["removed"])
    assert not [r for r in first["results"] if any_hit(["plastic"], r["title"])]

    key = "dislike:material:bags_luggage:plastic"
    written = {e["dedup_key"]: e for e in curate["written"]}
    assert written[key]["source"] == "agent" and written[key]["blocking"] is False

    applied = {a["dedup_key"]: a for a in second["memory_applied"]}
    assert applied[key]["effect"] == "penalized" and applied[key]["items"]
    plastic = [r for r in second["results"] if r["id"] in applied[key]["items"]]
    others = [r for r in second["results"] if r["id"] not in applied[key]["items"]]
    assert plastic, "soft: plastic bags are still listed"
    assert all(r["breakdown"]["soft_penalty"] > 0 for r in plastic)
    assert sum(r["rank"] for r in plastic) / len(plastic) > sum(r["rank"] for r in others) / len(others)
    assert not second["removed"] or all(r["rule"] != "blocking" for r in second["removed"])

    blocked = [r for r in third["removed"] if r["rule"] == "blocking"]
    assert {r["id"] for r in blocked} >= set(applied[key]["items"])
    assert {a["dedup_key"]: a["effect"] for a in third["memory_applied"]}[key] == "removed"
    assert any(o["rule"] == "blocking" for o in third["pt"]["rejected_options"])


def test_shoe_leather_stays_with_shoes_and_vegan_leather_is_global(replay):
    lines, _ = replay("02_leather_gate.yml")
    shoes, curate1, sofa1, _, vegan, curate2, sofa2 = lines
    assert shoes["plan"]["domain"] == "footwear"
    shoe_key = "dislike:material:footwear:leather"
    assert shoe_key in {e["dedup_key"] for e in curate1["written"]}

    assert sofa1["plan"]["domain"] == "furniture"
    assert shoe_key in {g["dedup_key"] for g in sofa1["gated_out"]}
    assert shoe_key not in {a["dedup_key"] for a in sofa1["memory_applied"]}
    assert all(r["breakdown"]["soft_penalty"] == 0 for r in sofa1["results"])
    assert any(any_hit(["leather"], r["title"]) for r in sofa1["results"])

    global_key = "dislike:material:global:leather"
    assert global_key in {e["dedup_key"] for e in curate2["written"]}
    assert {i["dedup_key"]: i["why"] for i in sofa2["injected"]}[global_key] == "global"
    applied = {a["dedup_key"]: a for a in sofa2["memory_applied"]}
    assert applied[global_key]["effect"] == "penalized" and applied[global_key]["items"]


def test_cat_fountain_is_pet_supplies_and_budget_rejects(replay):
    lines, _ = replay("03_cat_fountain.yml")
    zh, en = lines
    assert zh["plan"]["domain"] == "pet_supplies" == en["plan"]["domain"]
    assert all(r["domain"] == "pet_supplies" for r in zh["results"][:10])
    assert en["pt"]["slots"].get("budget_max") == "40"
    assert en["removed"] and all(r["rule"] == "budget" for r in en["removed"])
    assert all(r["price"] <= 40 for r in en["results"] if r.get("currency", "USD") == "USD")


def test_shoe_request_asks_size_and_42_resolves_it(replay):
    lines, _ = replay("04_shoe_size.yml")
    ask, answer = lines
    assert ask["open_questions"] and ask["pt"]["open_questions"] == ask["open_questions"]
    assert answer["pt"]["slots"]["size"] == "42"
    assert answer["pt"]["open_questions"] == []
    assert answer["plan"]["domain"] == "footwear"


def test_over_budget_is_rejected_and_no_brand_is_learned(replay):
    lines, rt = replay("05_over_budget.yml")
    turn, curate = lines
    assert any(r["rule"] == "budget" for r in turn["removed"])
    assert all(o["rule"] == "budget" for o in turn["pt"]["rejected_options"])
    assert not [e for e in curate["store"] if e["category"] in ("brand", "price")]


def test_plastic_is_fine_supersedes_the_dislike(replay):
    lines, rt = replay("06_plastic_contradiction.yml")
    key = "dislike:material:bags_luggage:plastic"
    assert key in {e["dedup_key"] for e in lines[1]["written"]}
    assert key in lines[3]["superseded"]
    assert key not in {e["dedup_key"] for e in lines[3]["store"]}
    assert len([e for e in lines[3]["store"] if e["slug"] == "plastic"]) <= 1
    events = [a.event for a in rt.store.audit("frank", key)]
    assert events[0] == "create" and any(e in ("supersede", "delete") for e in events[1:])
    assert all(r["breakdown"]["soft_penalty"] == 0 for r in lines[4]["results"])


def test_two_linen_favourites_lift_every_linen_item(replay):
    lines, _ = replay("07_linen_favourites.yml")
    before, _, _, after = lines
    assert len(after["results"]) == len(before["results"]) == 25
    linen = [r for r in after["results"] if term_hits("linen", r["title"]) or "亚麻" in r["title"]]
    assert len(linen) >= 5
    assert max(r["rank"] for r in linen) == len(linen), "every linen item is in the top ranks"
    signal = {s["token"]: s for s in after["affinity"]}["linen"]
    assert signal["votes"] == 2 and signal["state"] == "active" and signal["weight"] == 0.2


def test_vegan_favourites_teach_no_leather(replay):
    lines, _ = replay("08_vegan_favourites.yml")
    turn = lines[-1]
    votes = {s["token"]: s["votes"] for s in turn["affinity"]}
    assert votes.get("leather", 0) == 0 and votes.get("genuine leather", 0) == 0
    genuine = [r for r in turn["results"] if r["id"].startswith("BAG-G")]
    assert genuine and all(r["breakdown"]["affinity"] == 0 for r in genuine)


def test_explicit_dislike_beats_genuine_leather_favourites(replay):
    lines, _ = replay("09_dislike_beats_favourites.yml")
    before, after = lines[2], lines[4]
    assert {s["token"]: s["state"] for s in before["affinity"]}["genuine leather"] == "active"
    suppressed = {s["token"]: s for s in after["affinity"]}["genuine leather"]
    assert suppressed["state"] == "suppressed" and suppressed["weight"] == 0
    genuine = [r for r in after["results"] if r["id"] in ("BAG-G01", "BAG-G02", "BAG-G03")]
    assert all(r["breakdown"]["affinity"] == 0 and r["breakdown"]["soft_penalty"] > 0 for r in genuine)


def test_every_scenario_has_narration_and_replays(replay):
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
    assert "塑料" in trace.plan["exclude_keywords"]
    applied = {a.dedup_key: a for a in trace.memory_applied}
    line = applied["dislike:material:bags_luggage:plastic"]
    assert line.effect == "removed" and line.items
    assert set(line.items) <= {r.id for r in trace.removed}


def test_an_expired_session_is_curated_before_the_next_turn(replay):
    lines, _ = replay("10_session_expires.yml")
    first, _, second = lines
    assert first["removed"] and second["session_id"] != first["session_id"]
    key = "dislike:material:bags_luggage:nylon"
    assert second["curated_before"]["trigger"] == "ttl"
    assert key in {e["dedup_key"] for e in second["curated_before"]["written"]}
    assert second["pt"]["constraints"] == [] and not second["removed"]
    assert {a["dedup_key"]: a["effect"] for a in second["memory_applied"]}[key] == "penalized"
