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

from agent.engines.base import PlanInput
from agent.engines.offline import OfflineEngine
from memory.domains import Domain
from memory.models import Constraint
from memory.terms import term_hits
from memory.text import has_cjk
from tests.stories import CHECKS

FOLDER = Path(__file__).resolve().parent / "paraphrase_scenarios"
FILES = sorted(FOLDER.glob("*.yml"))


def _meta(path: Path) -> dict:
    return yaml.safe_load(path.read_text(encoding="utf-8"))


def test_every_kind_has_at_least_three_paraphrases():
    kinds = [_meta(p)["kind"] for p in FILES]
    assert set(kinds) == set(CHECKS)
    assert all(kinds.count(k) >= 3 for k in CHECKS), kinds
    # both languages are represented across the folder
    texts = [s.get("say") for p in FILES for s in _meta(p)["steps"] if "say" in s]
    assert any(has_cjk(t) for t in texts)
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
    lang = "zh" if has_cjk(case.text) else "en"
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
