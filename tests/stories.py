"""What each demo story must show in its trace, checked once for every wording of it: the
canonical scenarios in data/scenarios/ and their paraphrases in tests/paraphrase_scenarios/
carry a `kind:` that names their check here (and `expect:` where the words carry a value)."""
from __future__ import annotations

from agent.domain_map import classify_text
from memory.domains import Domain
from memory.terms import any_hit, term_hits

PLASTIC_KEY = "dislike:material:bags_luggage:plastic"


def _no_plastic(lines, rt, scenario, meta):
    first, curate, second, _, third = lines
    assert first["plan"]["domain"] == "bags_luggage", first["plan"]
    assert first["removed"] and all(r["rule"] == "session" for r in first["removed"])
    assert not [r for r in first["results"] if any_hit(["plastic"], r["title"])]
    assert "plastic" not in first["plan"]["search_query"].lower()
    assert "塑料" not in first["plan"]["search_query"]
    written = {e["dedup_key"]: e for e in curate["written"]}
    assert PLASTIC_KEY in written, list(written)
    assert written[PLASTIC_KEY]["source"] == "agent" and written[PLASTIC_KEY]["blocking"] is False

    assert second["plan"]["domain"] == "bags_luggage"
    applied = {a["dedup_key"]: a for a in second["memory_applied"]}
    assert applied[PLASTIC_KEY]["effect"] == "penalized" and applied[PLASTIC_KEY]["items"]
    plastic = [r for r in second["results"] if r["id"] in applied[PLASTIC_KEY]["items"]]
    others = [r for r in second["results"] if r["id"] not in applied[PLASTIC_KEY]["items"]]
    assert plastic and all(r["breakdown"]["soft_penalty"] > 0 for r in plastic)
    assert sum(r["rank"] for r in plastic) / len(plastic) > sum(r["rank"] for r in others) / len(others)

    if meta.get("top_five"):  # on screen: plastic in the top five without memory, out of it with
        entered, left = top_five_change(second, PLASTIC_KEY)
        assert left and left <= set(applied[PLASTIC_KEY]["items"]), (entered, left)
        assert not [r for r in second["results"][:5] if r["id"] in applied[PLASTIC_KEY]["items"]]

    blocked = [r for r in third["removed"] if r["rule"] == "blocking"]
    assert {r["id"] for r in blocked} >= set(applied[PLASTIC_KEY]["items"])
    assert {a["dedup_key"]: a["effect"] for a in third["memory_applied"]}[PLASTIC_KEY] == "removed"


def _leather_gate(lines, rt, scenario, meta):
    shoes, curate1, sofa1, _, vegan, curate2, sofa2 = lines
    assert shoes["plan"]["domain"] == "footwear"
    shoe_key = "dislike:material:footwear:leather"
    assert shoe_key in {e["dedup_key"] for e in curate1["written"]}
    assert sofa1["plan"]["domain"] == "furniture"
    assert shoe_key in {g["dedup_key"] for g in sofa1["gated_out"]}
    assert all(r["breakdown"]["soft_penalty"] == 0 for r in sofa1["results"])
    assert any(any_hit(["leather"], r["title"]) for r in sofa1["results"])

    global_key = "dislike:material:global:leather"
    assert [c["domain"] for c in vegan["plan"]["new_constraints"]] == ["global"]
    assert global_key in {e["dedup_key"] for e in curate2["written"]}
    assert not [e for e in curate2["store"] if e["polarity"] == "like"]
    assert {i["dedup_key"]: i["why"] for i in sofa2["injected"]}[global_key] == "global"
    applied = {a["dedup_key"]: a for a in sofa2["memory_applied"]}
    assert applied[global_key]["effect"] == "penalized" and applied[global_key]["items"]
    if meta.get("top_five"):  # a leather sofa in the top five without the vegan's memory, out with it
        _, left = top_five_change(sofa2, global_key)
        assert left and left <= set(applied[global_key]["items"])


def _cat_fountain(lines, rt, scenario, meta):
    turn = lines[0]
    assert turn["plan"]["domain"] == "pet_supplies"
    assert all(r["domain"] == "pet_supplies" for r in turn["results"][:10])
    assert any(any_hit(["fountain", "饮水机"], r["title"]) for r in turn["results"][:5])


def _vegan_favourites(lines, rt, scenario, meta):
    turn = lines[-1]
    assert turn["plan"]["domain"] == "bags_luggage"
    votes = {s["token"]: s["votes"] for s in turn["affinity"]}
    assert votes.get("leather", 0) == 0 and votes.get("genuine leather", 0) == 0
    genuine = [r for r in turn["results"] if r["id"].startswith("BAG-G")]
    assert genuine and all(r["breakdown"]["affinity"] == 0 for r in genuine)


def _dislike_beats_favourites(lines, rt, scenario, meta):
    before, after = lines[2], lines[4]
    assert {s["token"]: s["state"] for s in before["affinity"]}["genuine leather"] == "active"
    signal = {s["token"]: s for s in after["affinity"]}["genuine leather"]
    assert signal["state"] == "suppressed" and signal["weight"] == 0
    if meta.get("top_five"):  # the favourites lift leather into the top five; the dislike pushes it out
        entered, _ = top_five_change(before, "affinity")
        assert entered and all(any_hit(["leather"], r["title"]) for r in before["results"]
                               if r["id"] in entered)
        leather_key = next(a["dedup_key"] for a in after["memory_applied"] if a["dedup_key"].endswith(":leather"))
        _, left = top_five_change(after, leather_key)
        assert left and all(any_hit(["leather"], r["title"]) for r in after["results"] if r["id"] in left)
    removed = {r["id"] for r in after["removed"]}
    results = {r["id"]: r for r in after["results"]}
    for pid in ("BAG-G01", "BAG-G02", "BAG-G03"):
        assert pid in removed or (results[pid]["breakdown"]["affinity"] == 0
                                  and results[pid]["breakdown"]["soft_penalty"] > 0), pid


def top_five_change(turn, key):
    """(entered, left): ids in the top five with the memory `key` and not without it (leave-
    one-out ranks in the trace), and the reverse. What the audience sees change on screen."""
    entered, left = set(), set()
    for r in turn["results"]:
        move = next((m for m in r["moved_by"] if m["dedup_key"] == key), None)
        if move is None:
            continue
        without = move["rank_without"] or 10**6
        if r["rank"] <= 5 < without:
            entered.add(r["id"])
        elif without <= 5 < r["rank"]:
            left.add(r["id"])
    return entered, left


def _linen_favourites(lines, rt, scenario, meta):
    before, after = lines[0], lines[-1]
    assert before["plan"]["domain"] == after["plan"]["domain"] == "apparel"
    # favourites never remove: the same in-type list, in another order
    assert {r["id"] for r in after["results"]} == {r["id"] for r in before["results"]}
    linen = [r for r in after["results"] if term_hits("linen", r["title"]) or "亚麻" in r["title"]]
    assert len(linen) >= 3
    assert max(r["rank"] for r in linen) == len(linen), "every linen item is in the top ranks"
    signal = {s["token"]: s for s in after["affinity"]}["linen"]
    assert signal["votes"] == 2 and signal["state"] == "active"
    if meta.get("top_five"):
        entered, left = top_five_change(after, "affinity")
        assert entered and entered <= {r["id"] for r in linen}, "the favourites change the top five"
        assert left and not left & {r["id"] for r in linen}


def _over_budget(lines, rt, scenario, meta):
    turn, curate = lines
    expect = meta["expect"]
    slots = turn["pt"]["slots"]
    assert {k: slots.get(k) for k in expect} == expect
    assert turn["plan"]["domain"] in ("bags_luggage",)
    assert any(r["rule"] == "budget" for r in turn["removed"])
    assert turn["pt"]["rejected_options"]
    assert all(o["rule"] == "budget" for o in turn["pt"]["rejected_options"])
    assert not turn["plan"]["new_constraints"]
    cap = float(expect["budget_max"])
    assert all(r["price"] <= cap for r in turn["results"] if r.get("currency") == expect["currency"])
    assert not [e for e in curate["store"] if e["category"] in ("brand", "price")]


def _shoe_size(lines, rt, scenario, meta):
    ask, answer = lines
    assert ask["plan"]["domain"] == "footwear"
    assert ask["open_questions"] and ask["pt"]["open_questions"] == ask["open_questions"]
    assert answer["pt"]["slots"]["size"] == meta["expect"]["size"]
    assert answer["pt"]["open_questions"] == []
    assert answer["plan"]["domain"] == "footwear"
    assert not answer["plan"]["new_constraints"]


def _contradiction(lines, rt, scenario, meta):
    assert lines[0]["plan"]["domain"] == "bags_luggage"
    assert PLASTIC_KEY in {e["dedup_key"] for e in lines[1]["written"]}
    assert lines[2]["plan"]["lifted_slugs"] == ["plastic"]
    if classify_text(lines[2]["text"]) != Domain.OTHER:  # it named the product again
        assert lines[2]["plan"]["domain"] == "bags_luggage"
    assert PLASTIC_KEY in lines[3]["superseded"]
    assert PLASTIC_KEY not in {e["dedup_key"] for e in lines[3]["store"]}
    assert len([e for e in lines[3]["store"] if e["slug"] == "plastic"]) <= 1
    events = [a.event for a in rt.store.audit(scenario.user, PLASTIC_KEY)]
    assert events[0] == "create" and any(e in ("supersede", "delete") for e in events[1:])
    assert lines[4]["plan"]["domain"] == "bags_luggage"
    assert all(r["breakdown"]["soft_penalty"] == 0 for r in lines[4]["results"])


CHECKS = {
    "no_plastic": _no_plastic, "leather_gate": _leather_gate, "cat_fountain": _cat_fountain,
    "vegan_favourites": _vegan_favourites, "dislike_beats_favourites": _dislike_beats_favourites,
    "linen_favourites": _linen_favourites, "over_budget": _over_budget, "shoe_size": _shoe_size,
    "contradiction": _contradiction,
}


