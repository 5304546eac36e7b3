"""Round 7 of issue 11, the word classes: each mechanism checked on phrasings of our own,
written for this test in new wording (none of them from an evaluation set). Real lexicon,
real jieba and pypinyin, real embedder over the demo catalog's committed vectors."""
from __future__ import annotations

import pytest

from agent.engines.offline_lexicon import lexicon
from memory.models import Polarity
from tests.planning import plan_of as _plan, has_constraint as _has


# ---- Chinese slips: the dictionary's own cut, a near sound that keeps the head -----------

@pytest.mark.parametrize("typed,meant", [
    ("围巾别要青纶的", "围巾别要腈纶的"),    # qing for jing: one initial group, head 纶 kept
    ("水杯不要硕料的", "水杯不要塑料的"),    # shuo for su
    ("书包不要帆部的", "书包不要帆布的"),    # the same sound, two lone characters 帆/部
    ("凉鞋别要象胶底的", "凉鞋别要橡胶底的"),  # the HMM glued 胶底: the dictionary's cut did not
])
def test_a_slip_of_an_attribute_word_is_mended_in_its_sentence(typed, meant) -> None:
    assert lexicon().fix_zh_typos(typed) == meant


@pytest.mark.parametrize("text", [
    "涤纶的一概免谈，要条裙子",   # 免谈 is no 免烫: a slip keeps the head, not the first character
    "英码七码的短靴",             # 短靴 is no 短袖
    "钱包不要动物皮做的",          # 皮/做 is a word and a verb, not 皮草
    "书架，不要木卡家的",          # X家的 is a maker's shop
])
def test_words_near_an_attribute_word_are_not_mended(text) -> None:
    assert lexicon().fix_zh_typos(text) == text


def test_a_slip_refused_is_the_material_refused(engine) -> None:
    plan = _plan(engine, "运动裤别要青纶的")
    assert _has(plan, Polarity.DISLIKE, "acrylic")
    assert not any("青纶" in c.slug for c in plan.new_constraints)


# ---- a wish keeps the kind said; a refusal takes the family -------------------------------

@pytest.mark.parametrize("text,slug", [
    ("我只要纯银的手镯", "sterling_silver"),
    ("a bangle, sterling silver only", "sterling_silver"),
    ("书桌只要实木的", "solid_wood"),
])
def test_a_wish_for_a_specific_material_keeps_the_specific_material(engine, text, slug) -> None:
    plan = _plan(engine, text)
    assert _has(plan, Polarity.LIKE, slug)


def test_genuine_leather_wished_for_is_leather_itself(engine) -> None:
    assert _has(_plan(engine, "a belt in genuine leather only"), Polarity.LIKE, "leather")


@pytest.mark.parametrize("text,family", [
    ("gloves please, no lambskin", "leather"),
    ("书桌不要实木的", "wood"),
])
def test_a_refusal_of_a_specific_material_refuses_its_family(engine, text, family) -> None:
    assert _has(_plan(engine, text), Polarity.DISLIKE, family)


# ---- qualified materials and qualifier-named classes --------------------------------------

@pytest.mark.parametrize("said,slug", [
    ("fake fur", "faux_fur"), ("imitation suede", "faux_suede"),
    ("synthetic leather", "faux_leather"), ("artificial leather", "faux_leather"),
    ("animal fur", "fur"), ("synthetic", "synthetic_fiber"),
])
def test_a_qualified_material_word_names_what_it_says(said, slug) -> None:
    assert lexicon().find(said).slug == slug


def test_a_faux_material_allowed_does_not_lift_the_real_one(engine) -> None:
    plan = _plan(engine, "a parka without real fur on the hood, imitation fur is fine")
    assert _has(plan, Polarity.DISLIKE, "fur")
    assert "fur" not in plan.lifted_slugs


def test_a_class_named_by_its_qualifier_alone_is_refused_as_the_class(engine) -> None:
    plan = _plan(engine, "running leggings, nothing synthetic please")
    refused = [c for c in plan.new_constraints if c.slug == "synthetic_fiber"]
    assert refused and refused[0].polarity == Polarity.DISLIKE
    assert refused[0].keywords == ["synthetic fiber"]  # covers polyester and nylon titles


def test_synthetic_merely_mentioned_is_no_wish() -> None:
    assert lexicon().find("synthetic").bare_ok is False


# ---- foot length to EU size: a foot between two sizes takes the smaller ------------------

@pytest.mark.parametrize("text,size", [
    ("我脚长25.5厘米，买双跑鞋", "41"),
    ("my foot is 22.5 cm long, slippers please", "36"),
])
def test_a_foot_length_between_two_sizes_is_the_smaller_size(engine, text, size) -> None:
    assert _plan(engine, text).slots.get("size") == size


# ---- names: each capitalised word judged where it stands; a brand noun's place ------------

@pytest.mark.parametrize("text,name", [
    ("Keep Marbelle away from the results, a side table", "Marbelle"),  # not marble
    ("Honestly Leathra makes nice belts", "Leathra"),                   # not leather
])
def test_a_capitalised_word_mid_sentence_is_a_name_not_a_slip(text, name) -> None:
    from agent.engines.offline_names import unknown_names

    assert unknown_names(lexicon(), text) == [name]


def test_a_slip_opening_a_sentence_is_still_mended() -> None:
    from agent.engines.offline_names import unknown_names

    assert unknown_names(lexicon(), "Leathra wallets are out, a card holder") == []


@pytest.mark.parametrize("text,name", [
    ("床单我只认云锦这个牌子", "云锦"),    # a dictionary word (31) right before 这个牌子
    ("台灯就买兰亭品牌的吧", "兰亭"),
])
def test_a_rare_word_before_a_brand_noun_is_a_name(text, name) -> None:
    from agent.engines.offline_names import zh_unknown_names

    assert zh_unknown_names(lexicon(), text) == [name]


@pytest.mark.parametrize("text", ["二线品牌的鞋不要", "国产品牌的吹风机", "清泉牌子的水"])
def test_common_words_before_a_brand_noun_are_no_name(text) -> None:
    from agent.engines.offline_names import zh_unknown_names

    assert zh_unknown_names(lexicon(), text) == []


@pytest.mark.parametrize("typed,meant", [
    ("保温杯要不秀钢的", "保温杯要不锈钢的"),  # 不 of 不锈钢 joins the word as itself
])
def test_a_grammar_character_that_is_the_word_s_own_is_mended_with_it(typed, meant) -> None:
    assert lexicon().fix_zh_typos(typed) == meant


@pytest.mark.parametrize("text", ["我吃素，不沾荤的", "要不要棉的都行"])
def test_a_negated_verb_is_not_mended_into_a_feature(text) -> None:
    assert lexicon().fix_zh_typos(text) == text


# ---- sizes: whose scale, and a step from the size worn -------------------------------------

@pytest.mark.parametrize("text,size", [
    ("trail runners, US men's 11.5", "US 11.5"),
    ("womens 7 walking shoes", "US 7"),
    ("ankle boots, uk ladies 4", "UK 4"),
])
def test_a_shoe_size_told_with_whose_scale_it_is_is_read(engine, text, size) -> None:
    assert _plan(engine, text).slots.get("size") == size


@pytest.mark.parametrize("text", ["卫衣要大一号的", "这双鞋小半码就好", "外套再大两码"])
def test_a_step_from_the_size_worn_is_no_size(engine, text) -> None:
    assert "size" not in _plan(engine, text).slots


# ---- pictographs are no words ---------------------------------------------------------------

def test_an_emoji_is_folded_away_and_never_searched(engine) -> None:
    from agent.language.normalize import fold

    assert fold("毛衣不要羊毛的🙅‍♀️") == "毛衣不要羊毛的" + " " * len("🙅‍♀️")
    plan = _plan(engine, "台灯不要塑料的✨✨")
    assert "✨" not in plan.search_query
    assert _has(plan, Polarity.DISLIKE, "plastic")


# ---- the head noun of an English compound is last -----------------------------------------

@pytest.mark.parametrize("text,not_type", [
    ("a phone tripod for vlogging", "phone"),
    ("coasters for my wine glasses", "wine"),
])
def test_a_product_name_before_another_product_noun_is_its_modifier(engine, text, not_type) -> None:
    plan = _plan(engine, text)
    assert plan.product_type != not_type
    assert plan.domain.value != "food_beverages"


@pytest.mark.parametrize("text,ptype", [
    ("any handbags you'd suggest?", "handbag"),
    ("a bookshelf tall enough for my paperback collection", "bookshelf"),
    ("a laptop bag", "laptop_bag"),
    ("a laptop sleeve, grey", "laptop_sleeve"),
    ("a bed for my kitten", "pet_bed"),
])
def test_a_product_name_keeps_its_type_when_no_product_noun_follows(engine, text, ptype) -> None:
    assert _plan(engine, text).product_type == ptype


# ---- four-letter English slips: only a typing hand's ---------------------------------------

@pytest.mark.parametrize("typed,meant", [("slik", "silk"), ("denm", "denim"), ("lnen", "linen"),
                                         ("wolo", "wool")])
def test_a_four_letter_slip_is_the_word_it_misses(typed, meant) -> None:
    assert lexicon().correct(typed) == meant


@pytest.mark.parametrize("word", ["silj", "cont", "mugs", "tote", "cozy", "slip"])
def test_four_letter_words_and_unclear_slips_are_left_alone(word) -> None:
    assert lexicon().correct(word) is None


def test_a_four_letter_slip_refused_is_the_material_refused(engine) -> None:
    plan = _plan(engine, "a summer dress, no slik")
    assert _has(plan, Polarity.DISLIKE, "silk")


# ---- boards, woods, stones and fabrics are materials in both languages ----------------------

@pytest.mark.parametrize("text,slug", [
    ("餐边柜不要密度板的", "mdf"),
    ("a bookshelf, no plywood or particle board", "plywood"),
    ("衣柜别用刨花板", "particleboard"),
    ("书桌不要贴皮的", "veneer"),
    ("a coat, no shearling", "shearling"),
])
def test_a_board_or_fabric_refused_is_a_material_not_a_name(engine, text, slug) -> None:
    plan = _plan(engine, text)
    found = [c for c in plan.new_constraints if c.slug == slug]
    assert found and found[0].polarity == Polarity.DISLIKE and found[0].category.value == "material"


@pytest.mark.parametrize("text,slug", [("a slate grey throw", "slate"),
                                       ("maple syrup, a big bottle", "maple")])
def test_a_material_word_in_another_sense_is_no_wish(engine, text, slug) -> None:
    plan = _plan(engine, text)
    assert not _has(plan, Polarity.LIKE, slug)
    assert slug not in plan.prefer_keywords


# ---- letter sizes: glued counts, spelled forms, Chinese steps without 码 --------------------

@pytest.mark.parametrize("text,size", [
    ("a flannel shirt, size 2XL", "XXL"),     # the 2 is the letter size's, not US 2
    ("a rain jacket, extra small", "XS"),
    ("运动裤要加加大的", "XXL"),
])
def test_a_letter_size_is_read_in_its_written_forms(engine, text, size) -> None:
    assert _plan(engine, text).slots.get("size") == size


@pytest.mark.parametrize("text", ["an extra large laundry basket", "把音量加大一点的音箱"])
def test_a_size_word_before_a_noun_or_a_verb_is_no_size(engine, text) -> None:
    assert "size" not in _plan(engine, text).slots


# ---- a slip of a product's name (three or four characters, by sound) -----------------------

@pytest.mark.parametrize("text,domain,ptype", [
    ("想买个双间包，装电脑用", "bags_luggage", "backpack"),
    ("办公室用的保温悲", "kitchen_dining", "travel_mug"),
])
def test_a_slip_of_a_product_name_still_names_the_product(engine, text, domain, ptype) -> None:
    plan = _plan(engine, text)
    assert (plan.domain.value, plan.product_type) == (domain, ptype)


@pytest.mark.parametrize("text", ["来条沙发毯", "我坚持不买皮草，要副手套", "睡一晚就起疹子",
                                  "想买个三人沙发"])
def test_everyday_words_near_a_product_name_are_not_mended(text) -> None:
    assert lexicon().fix_zh_typos(text) == text


# ---- a word that begins inside a product's name is not said --------------------------------

@pytest.mark.parametrize("text", ["这款口红色号很全，推荐一支", "腮红色号要自然一点的"])
def test_a_colour_word_straddling_a_product_name_is_no_colour(engine, text) -> None:
    plan = _plan(engine, text)
    assert not any(c.category.value == "color" for c in plan.new_constraints)
    assert "红色" not in plan.prefer_keywords


@pytest.mark.parametrize("text,slug", [("纯棉袜子来几双", "纯棉"), ("不要红色的口红", "红色")])
def test_a_word_before_or_around_a_product_name_is_still_said(engine, text, slug) -> None:
    plan = _plan(engine, text)
    assert slug in plan.prefer_keywords + plan.exclude_keywords
