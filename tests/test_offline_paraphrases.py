"""The demo stories said in other words: the offline engine must carry every paraphrase in
tests/paraphrase_scenarios/ to the same outcome as the story it retells.

Each scenario file names its story `kind` (and, where the words carry a number, what it must
`expect`); one check per kind asserts the outcome from the trace lines, as
tests/test_scenarios.py does for the originals. A second part is a table of paraphrased
planner utterances, checked without the index.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pytest
import yaml

from agent.domain_map import classify_text
from agent.engines.base import PlanInput
from agent.engines.offline import OfflineEngine
from agent.replay import load_scenario, run_steps
from agent.runtime import open_runtime
from memory.domains import Domain
from memory.models import Constraint
from memory.terms import any_hit, term_hits

FOLDER = Path(__file__).resolve().parent / "paraphrase_scenarios"
FILES = sorted(FOLDER.glob("*.yml"))
PLASTIC_KEY = "dislike:material:bags_luggage:plastic"


def _meta(path: Path) -> dict:
    return yaml.safe_load(path.read_text(encoding="utf-8"))


@pytest.fixture
def replay(tmp_path, catalog_index):
    def run(path: Path):
        scenario = load_scenario(path)
        index = catalog_index(scenario.catalog)
        runtime = open_runtime(db=tmp_path / "memory.db", index=index, engine="offline")
        lines = list(run_steps(runtime, scenario))
        assert all(line.get("ok", True) for line in lines), [l for l in lines if l.get("ok") is False]
        return lines, runtime, scenario

    return run


# ---- one check per story kind ------------------------------------------------------------------


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


def _cat_fountain(lines, rt, scenario, meta):
    (turn,) = lines
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
    removed = {r["id"] for r in after["removed"]}
    results = {r["id"]: r for r in after["results"]}
    for pid in ("BAG-G01", "BAG-G02", "BAG-G03"):
        assert pid in removed or (results[pid]["breakdown"]["affinity"] == 0
                                  and results[pid]["breakdown"]["soft_penalty"] > 0), pid


def _linen_favourites(lines, rt, scenario, meta):
    before, after = lines[0], lines[-1]
    assert before["plan"]["domain"] == after["plan"]["domain"] == "apparel"
    assert len(after["results"]) == len(before["results"]) == 25
    linen = [r for r in after["results"] if term_hits("linen", r["title"]) or "亚麻" in r["title"]]
    assert len(linen) >= 5
    assert max(r["rank"] for r in linen) == len(linen), "every linen item is in the top ranks"
    signal = {s["token"]: s for s in after["affinity"]}["linen"]
    assert signal["votes"] == 2 and signal["state"] == "active"


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


def test_every_kind_has_at_least_three_paraphrases():
    kinds = [_meta(p)["kind"] for p in FILES]
    assert set(kinds) == set(CHECKS)
    assert all(kinds.count(k) >= 3 for k in CHECKS), kinds
    # both languages are represented across the folder
    texts = [s.get("say") for p in FILES for s in _meta(p)["steps"] if "say" in s]
    assert any(any("\u4e00" <= ch <= "\u9fff" for ch in t) for t in texts)
    assert any(t.isascii() for t in texts)


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_paraphrased_story(replay, path: Path):
    lines, rt, scenario = replay(path)
    meta = _meta(path)
    CHECKS[meta["kind"]](lines, rt, scenario, meta)


# ---- the planner table -----------------------------------------------------------------------


@dataclass
class P:
    text: str
    domain: str | None = None
    cons: tuple[str, ...] | None = ()  # exact set "polarity:slug:domain"; None = not checked
    lifted: tuple[str, ...] | None = None
    slots: dict[str, str] | None = None
    session: Domain | None = None
    open_questions: tuple[str, ...] = ()
    not_in_query: tuple[str, ...] = ()
    in_query: tuple[str, ...] = ()
    constraints: tuple[Constraint, ...] = ()

    def __str__(self) -> str:
        return self.text


SIZE_Q = "请问你穿多大码？"
SIZE_Q_EN = "What size do you wear?"
BAGS, SHOES, SOFA = Domain.BAGS_LUGGAGE, Domain.FOOTWEAR, Domain.FURNITURE

TABLE = [
    # story 1: travel organisers with no plastic
    P("I need a packing organizer for travel, but no plastic ones", "bags_luggage",
      ("dislike:plastic:bags_luggage",), not_in_query=("plastic", "but", "ones")),
    P("could you find me some packing cubes? I'd rather not have plastic", "bags_luggage",
      ("dislike:plastic:bags_luggage",), not_in_query=("plastic", "rather")),
    P("帮我挑个旅行收纳袋，不想要塑料材质", "bags_luggage", ("dislike:plastic:bags_luggage",),
      not_in_query=("塑料", "材质")),
    P("别给我推荐塑料的收纳包", "bags_luggage", ("dislike:plastic:bags_luggage",),
      not_in_query=("塑料",)),
    P("travel organiser please, no plastic stuff", "bags_luggage",
      ("dislike:plastic:bags_luggage",), not_in_query=("plastic", "stuff")),
    P("有没有不是塑料的旅行收纳包", "bags_luggage", ("dislike:plastic:bags_luggage",)),
    P("a travel organizer that isn't plastic", "bags_luggage", ("dislike:plastic:bags_luggage",)),
    P("packing cubes, nothing plastic please", "bags_luggage", ("dislike:plastic:bags_luggage",),
      not_in_query=("plastic", "nothing")),
    P("旅行用的收纳包，塑料的不要", "bags_luggage", ("dislike:plastic:bags_luggage",)),
    P("could you find me a travel bag?", "bags_luggage", (), not_in_query=("could",)),
    # story 2: leather for shoes vs everywhere
    P("I want sneakers, but no leather on the shoes", "footwear", ("dislike:leather:footwear",)),
    P("鞋子不想要皮的，帮我挑双运动鞋", "footwear", ("dislike:leather:footwear",)),
    P("running shoes with no leather", "footwear", ("dislike:leather:footwear",)),
    P("trainers please, anything but leather", "footwear", ("dislike:leather:footwear",)),
    P("I'd rather not have leather boots", "footwear", ("dislike:leather:footwear",)),
    P("I'm vegan, so nothing made of leather please", None, ("dislike:leather:global",),
      not_in_query=("leather", "nothing", "vegan")),
    P("I'm vegan, no leather", None, ("dislike:leather:global",)),
    P("as a vegan I avoid leather", None, ("dislike:leather:global",)),
    P("我吃素的，别给我推荐皮革的东西", None, ("dislike:leather:global",)),
    P("我是纯素主义者，不要任何皮革", None, ("dislike:leather:global",)),
    P("vegan here, so no leather", None, ("dislike:leather:global",)),
    P("I'm vegan - anything but leather", None, ("dislike:leather:global",)),
    P("I'm vegan so I want products free from leather", None, ("dislike:leather:global",)),
    P("a sofa with no leather", "furniture", ("dislike:leather:furniture",)),
    P("looking for a sofa for the living room", "furniture", ()),
    P("有没有好看的沙发", "furniture", ()),
    # allergies are global
    P("我对乳胶过敏", None, ("dislike:latex:global",)),
    P("allergic to wool, need a winter sweater", "apparel", ("dislike:wool:global",)),
    P("I have a latex allergy, looking for a mattress", "furniture", ("dislike:latex:global",)),
    # story 3: the cat's fountain
    P("有没有给猫用的饮水机", "pet_supplies", ()),
    P("my cat needs a water fountain", "pet_supplies", ()),
    P("帮我挑一个猫咪喝水用的饮水机", "pet_supplies", ()),
    P("could you find me a drinking fountain for my kitten?", "pet_supplies", ()),
    P("给家里的猫买个自动饮水机", "pet_supplies", ()),
    # story 7: budgets
    P("帮我挑个双肩包，不超过300元", "bags_luggage", (),
      slots={"budget_max": "300", "currency": "CNY"}),
    P("a backpack below $80", "bags_luggage", (), slots={"budget_max": "80", "currency": "USD"}),
    P("backpack, max 80 bucks", "bags_luggage", (), slots={"budget_max": "80", "currency": "USD"}),
    P("推荐双肩包，预算500左右", "bags_luggage", (), slots={"budget_max": "500", "currency": "CNY"}),
    P("有没有200块以内的行李箱", "bags_luggage", (), slots={"budget_max": "200", "currency": "CNY"}),
    P("I need a suitcase, my budget is $150", "bags_luggage", (),
      slots={"budget_max": "150", "currency": "USD"}),
    P("headphones, nothing over 100 dollars", "electronics", (),
      slots={"budget_max": "100", "currency": "USD"}),
    P("别超过两百块的台灯", "home_decor", (), slots={"budget_max": "200", "currency": "CNY"}),
    # story 8: sizes
    P("我穿42的", None, (), session=SHOES, open_questions=(SIZE_Q,), slots={"size": "42"}),
    P("EU 40", None, (), session=SHOES, open_questions=(SIZE_Q_EN,), slots={"size": "40"}),
    P("42码的", None, (), session=SHOES, open_questions=(SIZE_Q,), slots={"size": "42"}),
    P("size is 9 US", None, (), session=SHOES, open_questions=(SIZE_Q_EN,),
      slots={"size": "US 9"}, not_in_query=("us",)),
    P("I wear a 43", None, (), session=SHOES, open_questions=(SIZE_Q_EN,), slots={"size": "43"}),
    P("my shoe size is 41", None, (), session=SHOES, slots={"size": "41"}),
    P("帮我挑双跑步鞋，我穿43码", "footwear", (), slots={"size": "43"}),
    # story 9: taking plastic back
    P("其实塑料的行李箱也可以", "bags_luggage", (), lifted=("plastic",), not_in_query=("塑料", "其实")),
    P("plastic's fine actually", "bags_luggage", (), session=BAGS, lifted=("plastic",),
      not_in_query=("plastic",)),
    P("I'm ok with plastic now", "bags_luggage", (), session=BAGS, lifted=("plastic",)),
    P("塑料的其实没关系", "bags_luggage", (), session=BAGS, lifted=("plastic",)),
    P("塑料也可以接受", "bags_luggage", (), session=BAGS, lifted=("plastic",),
      not_in_query=("塑料", "接受")),
    P("plastic suitcases are fine too", "bags_luggage", (), lifted=("plastic",)),
    P("plastic is okay after all", "bags_luggage", (), session=BAGS, lifted=("plastic",)),
    P("塑料材质的也行", "bags_luggage", (), session=BAGS, lifted=("plastic",)),
    P("行李箱是塑料的也无所谓", "bags_luggage", (), lifted=("plastic",)),
    P("I don't mind plastic luggage any more", "bags_luggage", (), lifted=("plastic",)),
    # other dislikes and likes, in every kind of domain
    P("I'd rather not have polyester in my sheets", "home_textiles",
      ("dislike:polyester:home_textiles",)),
    P("a frying pan with no plastic handle", "kitchen_dining", None),
    P("别给我推荐塑料的水杯", "kitchen_dining", ("dislike:plastic:kitchen_dining",)),
    P("有没有不含酒精的爽肤水", "beauty_personal_care", ("dislike:alcohol:beauty_personal_care",)),
    P("kids' toys, no plastic stuff", "toys_games", ("dislike:plastic:toys_games",)),
    P("I love linen shirts", "apparel", ("like:linen:apparel",)),
    P("我更喜欢亚麻的床单", "home_textiles", ("like:linen:home_textiles",)),
    P("a desk lamp, anything but plastic", "home_decor", ("dislike:plastic:home_decor",)),
    P("帮我找个手机壳，不要硅胶的", "electronics", ("dislike:silicone:electronics",)),
    P("hey, got any travel packing organisers without plastic?", "bags_luggage",
      ("dislike:plastic:bags_luggage",), not_in_query=("plastic", "got")),
    P("我想找一个出差用的收纳袋，塑料的就算了", "bags_luggage", ("dislike:plastic:bags_luggage",),
      not_in_query=("塑料", "算")),
    P("我不要塑料做的收纳包", "bags_luggage", ("dislike:plastic:bags_luggage",),
      not_in_query=("塑料", "做的")),
    P("because I'm vegan, please skip leather", None, ("dislike:leather:global",),
      not_in_query=("leather", "skip")),
    P("I'm vegetarian and don't want leather", None, ("dislike:leather:global",)),
    P("帮我挑一件羊毛衫，不想要化纤的", "apparel", ("dislike:synthetic_fiber:apparel",),
      in_query=("羊毛衫",)),
    P("could you find me summer clothes?", "apparel", ()),
    P("好的，43", None, (), session=SHOES, open_questions=(SIZE_Q,), slots={"size": "43"}),
    P("42 please", None, (), session=SHOES, open_questions=(SIZE_Q_EN,), slots={"size": "42"}),
    P("suitcase, plastic is no problem anymore", "bags_luggage", (), lifted=("plastic",)),
    P("I'd like a backpack that costs less than $70", "bags_luggage", (),
      slots={"budget_max": "70", "currency": "USD"}, not_in_query=("costs",)),
]


def _plan(engine: OfflineEngine, case: P):
    lang = "zh" if any("\u4e00" <= ch <= "\u9fff" for ch in case.text) else "en"
    return engine.plan(PlanInput(text=case.text, lang=lang, domain=case.session,
                                 constraints=list(case.constraints),
                                 open_questions=list(case.open_questions)))


def test_the_paraphrase_table_is_big_enough():
    assert len(TABLE) >= 60 and len({c.text for c in TABLE}) == len(TABLE)


@pytest.fixture(scope="module")
def engine() -> OfflineEngine:
    return OfflineEngine()


@pytest.mark.parametrize("case", TABLE, ids=str)
def test_paraphrase_planner(engine, case: P):
    plan = _plan(engine, case)
    query = plan.search_query.lower()
    if case.domain is not None:
        assert plan.domain.value == case.domain, plan
    elif case.session is not None:
        assert plan.domain == case.session
    if case.cons is not None:
        got = sorted(f"{c.polarity.value}:{c.slug}:{c.domain.value}" for c in plan.new_constraints)
        assert got == sorted(case.cons), plan
    if case.lifted is not None:
        assert plan.lifted_slugs == list(case.lifted), plan
    else:
        assert plan.lifted_slugs == []
    if case.slots is not None:
        assert {k: plan.slots.get(k) for k in case.slots} == case.slots, plan.slots
    if case.open_questions and case.slots and "size" in case.slots:
        assert plan.answered_questions == list(case.open_questions)
    for word in case.not_in_query:
        assert not term_hits(word, query) and (word.isascii() or word not in query), \
            f"{word!r} leaked into the query {query!r}"
    for word in case.in_query:
        assert word.lower() in query
    assert query.strip()
