"""Round 9, found by trying the app off-script: everyday Chinese words are no typing slips of a
material because of a character's rare reading, and "a scarf to go with it" is a purpose,
not a decision. Phrasings of our own; real lexicon, real jieba, real embedder."""
from __future__ import annotations

import pytest

from agent.engines.offline_lexicon import _near_sound, lexicon
from tests.planning import plan_of as _plan


@pytest.mark.parametrize("word", ["掉毛", "除毛", "掉色"])
def test_an_everyday_word_is_not_mended_into_a_material_by_a_rare_reading(word):
    assert lexicon().correct_zh(word) is None


@pytest.mark.parametrize("slip, word", [("晴纶", "腈纶"), ("朔料", "塑料"), ("涤伦", "涤纶")])
def test_real_typing_slips_are_still_mended(slip, word):
    assert lexicon().correct_zh(slip) == word


def test_near_sounds_compare_main_readings_only():
    assert _near_sound("掉", "驼") < 70  # diao / tuo (掉 also reads nuo)
    assert _near_sound("晴", "腈") >= 70  # qing / jing


def test_a_shedding_cat_learns_no_fur_like(engine):
    plan = _plan(engine, "家里的猫掉毛太严重了，买把除毛梳")
    assert not plan.prefer_keywords
    assert not any(c.polarity == "like" for c in plan.new_constraints)
    assert "驼毛" not in plan.search_query and "羽毛" not in plan.search_query


@pytest.mark.parametrize("text", ["a belt to go with it", "some socks to go with those",
                                  "a case to take with me on trips"])
def test_a_purpose_clause_is_no_decision(engine, text):
    assert _plan(engine, text).decisions == []


@pytest.mark.parametrize("text", ["ok, go with it", "I'll take this one",
                                  "I want to take the second one", "I'm going to go with that one"])
def test_a_choice_is_still_a_decision(engine, text):
    assert _plan(engine, text).decisions


def _entry(domain, slug="leather", keywords=("皮革",)):
    from memory.models import Category, PreferenceEntry, Polarity

    return PreferenceEntry(polarity=Polarity.DISLIKE, category=Category.MATERIAL, domain=domain,
                           slug=slug, keywords=list(keywords), content="", source="user")


def _lift(domain, slug="leather"):
    from memory.models import Category, Constraint, Polarity

    return Constraint(polarity=Polarity.DISLIKE, category=Category.MATERIAL, slug=slug,
                      keywords=[slug], domain=domain)


def test_a_take_back_while_shopping_one_domain_reaches_the_global_entry_in_force_there():
    from agent.engines.base import CurateInput
    from agent.engines.offline_curate import curate
    from memory.models import Domain

    store = [_entry(Domain.GLOBAL), _entry(Domain.FURNITURE, "wool", ("wool",))]
    out = curate(CurateInput(user="u", transcript=[], constraints=[],
                             lifted=[_lift(Domain.BAGS_LUGGAGE)], store=store), lexicon())
    assert out.keys_to_supersede == ["dislike:material:global:leather"]


def test_a_take_back_in_one_domain_leaves_another_domains_entry():
    from agent.engines.base import CurateInput
    from agent.engines.offline_curate import curate
    from memory.models import Domain

    store = [_entry(Domain.FOOTWEAR)]
    out = curate(CurateInput(user="u", transcript=[], constraints=[],
                             lifted=[_lift(Domain.BAGS_LUGGAGE)], store=store), lexicon())
    assert out.keys_to_supersede == []


def test_markup_pasted_into_the_chat_names_nothing(engine):
    plan = _plan(engine, '<img src=x onerror=alert(1)>一条红色的围巾')
    words = " ".join([plan.search_query, *plan.prefer_keywords]).lower()
    assert "img" not in words and "onerror" not in words and "alert" not in words
    assert plan.domain == "apparel"


def test_an_amount_after_a_less_than_sign_is_still_a_budget(engine):
    plan = _plan(engine, "running shoes <$80")
    assert any(c.name == "budget_max" and float(c.value) == 80 for c in plan.slot_changes)


@pytest.mark.parametrize("text, kind", [("车载出风口手机架 磁吸", None), ("手机壳 防摔 透明", "phone_case"),
                                         ("蓝牙耳机套 硅胶", None)])
def test_a_name_ending_in_a_machine_word_is_still_governed_by_the_accessory_after_it(text, kind):
    from agent.product_types import type_of_title

    found = type_of_title(text, "other")
    assert (found.key if found else None) == kind


def test_a_car_phone_holder_is_an_automotive_request(engine):
    assert _plan(engine, "想要个卡在车里空调口的手机支架").domain == "automotive"
