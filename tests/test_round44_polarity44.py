"""Round 44 of issue 11 (polarity44): outcomes read by what happened, and causes found.

- A thing that gave out soon (才用一周就不…了, "stopped … after the first month") is no fault
  spared: a complaint is never a like (language/outcome_sign.gave_out). A span a change came
  within (不到一个月) is no negation, and the affirmed form ends at the denial's predicate.
- A request for a thing of its own after a story of another ("…; I need a new lunchbox") is no
  verdict on the thing told (language/other_request).
- The thing that lasted is praised, the one it is set against is only the measure
  (language/outlasted).
- A reaction's cause found by someone ("the GP put it down to X", 医生说是X引起的) is a floor
  everywhere (language/cause_found; DESIGN §3).

Each sentence was written for this test in words of its own (in no evaluation set)."""
from __future__ import annotations

import pytest

from agent.language.cause_found import cause_found
from agent.language.other_request import asks_for_other_thing
from agent.language.outcome_sign import affirmed, gave_out
from agent.language.outlasted import praised_side
from memory.models import Domain, Polarity
from tests.planning import constraints_on, plan_of


def test_a_span_not_reached_is_no_negation() -> None:
    assert affirmed("不到两周杯口就开裂了") is None
    assert affirmed("not long after, the handle snapped") is None


def test_the_affirmed_form_ends_where_a_plain_predicate_is_joined() -> None:
    assert affirmed("the X kettle stopped boiling and now it just hums") == "the X kettle boiling"
    # (a second denial joined stays in: both are the outcome denied)
    assert "smell" in affirmed("came back with no stains and no smell")


@pytest.mark.parametrize("said, text", [
    ("X锅铲才用一周就不耐热了", "X锅铲才用一周就不耐热了"),
    ("X thermos stopped keeping tea warm after the first fortnight", "My X thermos stopped keeping tea warm after the first fortnight"),
])
def test_a_function_lost_soon_gave_out(said, text) -> None:
    assert gave_out(said, text)


@pytest.mark.parametrize("said, text", [
    # relief that came soon is a symptom ended, or follows a switch to the thing
    ("才穿了三天，腿上的疹子就消了", "换了X睡裤以后，才穿了三天，腿上的疹子就消了"),
    ("within a week my scalp stopped flaking", "Since I switched to a X pillowcase, within a week my scalp stopped flaking"),
    # no soon-frame: a long span of use
    ("X board hasn't split in nine years", "Our X board hasn't split in nine years"),
])
def test_relief_or_a_long_span_is_no_thing_that_gave_out(said, text) -> None:
    assert not gave_out(said, text)


@pytest.mark.parametrize("text, slug", [
    ("Our ceramic teapot stopped pouring cleanly after the first month and now dribbles down the side.", "ceramic"),
    ("那块竹砧板才用两个月就不平了，切菜老晃", "bamboo"),
    ("The rubber seal quit sealing within a few weeks, so I need a new lunchbox.", "rubber"),
])
def test_a_complaint_told_as_what_happened_is_never_a_like(engine, text, slug) -> None:
    assert not constraints_on(plan_of(engine, text), slug, Polarity.LIKE)


@pytest.mark.parametrize("said", ["so I need a new lunchbox", "a backpack is what I'm after", "我想要个法压壶"])
def test_a_request_for_a_thing_of_its_own(said) -> None:
    assert asks_for_other_thing(said)


@pytest.mark.parametrize("said", ["find me a bigger one", "get me a couple more", "I need pillowcases too",
                                  "再来一个大号的", "想给我妈也买一口"])
def test_a_request_pointing_back_is_no_other_thing(said) -> None:
    assert not asks_for_other_thing(said)


def test_the_thing_that_lasted_wins_and_the_other_is_the_measure() -> None:
    clause = "my hemp doormat outlasted three coir ones"
    assert praised_side(clause, clause.index("hemp"), clause.index("hemp") + 4) == "winner"
    assert praised_side(clause, clause.index("coir"), clause.index("coir") + 4) == "measure"
    zh = "这双羊毛袜比之前的纯棉袜都耐穿"
    assert praised_side(zh, zh.index("羊毛"), zh.index("羊毛") + 2) == "winner"
    assert praised_side(zh, zh.index("纯棉"), zh.index("纯棉") + 2) == "measure"
    denied = "这只塑料盆没比搪瓷的耐用"
    assert praised_side(denied, denied.index("塑料"), denied.index("塑料") + 2) == "denied"


@pytest.mark.parametrize("text, winner, measure", [
    ("My linen apron outlived three cotton ones, so another linen one please.", "linen", "cotton"),
    ("羊毛袜比纯棉的耐穿多了", "wool", "cotton"),
])
def test_praise_by_lasting_is_the_winners_like_and_nothing_for_the_measure(engine, text, winner, measure) -> None:
    plan = plan_of(engine, text)
    assert constraints_on(plan, winner, Polarity.LIKE)
    assert not constraints_on(plan, measure)


@pytest.mark.parametrize("before, after, chinese", [
    ("the allergist traced my rashes to ", "", False),
    ("and my gp put it down to the ", "", False),
    ("the dermatologist blamed the ", " in my soap", False),
    ("查下来是", "惹的祸", True),
    ("医生说是", "引起的", True),
])
def test_a_cause_found_by_someone(before, after, chinese) -> None:
    assert cause_found(before, after, chinese)


@pytest.mark.parametrize("before, after, chinese", [
    ("i blamed myself, not the ", "", False),
    ("查下来是", "做的", True),
])
def test_no_cause_found(before, after, chinese) -> None:
    assert not cause_found(before, after, chinese)


@pytest.mark.parametrize("text, slug", [
    ("I get blinding migraines after a glass of red, and my GP put it down to the sulfites.", "sulfites"),
    ("吃完火锅嘴唇就肿，医生说是芝麻引起的", "sesame"),
])
def test_a_reaction_with_its_cause_found_is_a_floor_everywhere(engine, text, slug) -> None:
    found = constraints_on(plan_of(engine, text), slug, Polarity.DISLIKE)
    assert found and all(c.domain == Domain.GLOBAL for c in found)


def test_a_products_fault_with_its_cause_found_stays_in_its_domain(engine) -> None:
    plan = plan_of(engine, "The pipe kept leaking; the plumber blamed the plastic fittings, so I want brass ones.")
    assert all(c.domain != Domain.GLOBAL for c in constraints_on(plan, "plastic"))


@pytest.mark.parametrize("said", [
    "整个冬天都有底气了",  # 整个 is "the whole", not the slang verb of getting
    "整个夏天都很完美",
    "想要一套",  # more of the thing told: no thing of its own
    "下次摆摊要一整卷",
    "yes please, the squishier and plusher the better",
    "so I keep adding them",
    "please: my sister's has turned out perfect jasmine rice for five years straight",
])
def test_a_clause_naming_no_thing_of_its_own_asks_for_nothing_else(said) -> None:
    assert not asks_for_other_thing(said)


@pytest.mark.parametrize("said", ["I'm after a laundry hamper", "我想买个脏衣篮", "so I need a new lunchbox"])
def test_a_request_naming_its_own_product_asks_for_another_thing(said) -> None:
    assert asks_for_other_thing(said)


@pytest.mark.parametrize("text, slug", [
    ("羊绒围巾一围上，整个冬天都有底气了", "cashmere"),
    ("亚麻桌布铺在阳台的桌子上，整个夏天都很完美", "linen"),
    ("Rattan baskets make my shelves look tidy, so I keep adding them.", "rattan"),
])
def test_praise_before_a_clause_that_asks_nothing_new_stays_a_like(engine, text, slug) -> None:
    plan = plan_of(engine, text)
    assert constraints_on(plan, slug, Polarity.LIKE)
