"""Round 11, words: slips in two-word material phrases, on the real lexicon and engine."""
from __future__ import annotations

import pytest

from agent.engines.offline_lexicon import lexicon
from memory.models import Polarity
from tests.planning import has_constraint, plan_of as _plan


@pytest.mark.parametrize("typed, meant", [
    ("no carbon steal, it rusts", "carbon steel"),      # the slip is an English word
    ("no stainless steal cutlery", "stainless steel"),
    ("a mattress with memori foam", "memory foam"),      # not "memoir", a product word
    ("stainles steel bottle", "stainless steel"),
    ("no cast irn pans", "cast iron"),                   # three letters, one left out
    ("a goose dawn duvet", "goose down"),
])
def test_a_slip_in_a_two_word_material_is_mended(typed, meant) -> None:
    assert meant in lexicon().fix_typos(typed)


@pytest.mark.parametrize("text", [
    "a solid wool blanket",      # wool is a word of its own, not a slip of wood
    "turn it off while cooking",  # colours are no targets (off white)
    "a memoir for my dad",
    "a solid good desk",          # another first letter
])
def test_a_real_word_beside_a_phrase_word_is_left_alone(text) -> None:
    assert lexicon().fix_typos(text) == text


@pytest.mark.parametrize("text, slug", [
    ("kitchen knives, no carbon steal, it rusts", "carbon_steel"),
    ("a frying pan, not carbon steal", "carbon_steel"),
    ("no stainless steal cutlery, it stains", "stainless_steel"),
])
def test_a_refused_phrase_with_a_slip_is_the_material(engine, text, slug) -> None:
    assert has_constraint(_plan(engine, text), Polarity.DISLIKE, slug)


@pytest.mark.parametrize("typed, meant", [
    ("小户型放的沙法", "沙发"), ("想买个书贵放在卧室", "书柜"), ("想要纯棉的睡依", "睡衣"),
    ("给我拿个枕投", "枕头"),
])
def test_a_two_character_product_typed_by_its_sound_is_mended(typed, meant) -> None:
    assert meant in lexicon().fix_typos(typed)


@pytest.mark.parametrize("text", [
    "睡一晚就起疹子",          # a numeral: 睡一晚 is no 睡衣
    "跑鞋清洁剂 小白鞋",       # 白 is read bai first, not bo: no 跑鞋
    "对拾光的东西没好感",
])
def test_a_pair_that_only_a_rare_reading_joins_to_a_product_is_left_alone(text) -> None:
    assert lexicon().fix_typos(text) == text


@pytest.mark.parametrize("text, ptype", [("小户型放的沙法", "sofa"), ("想买个书贵放在卧室", "bookshelf")])
def test_a_product_typed_by_its_sound_is_that_product(engine, text, ptype) -> None:
    assert _plan(engine, text).product_type == ptype


@pytest.mark.parametrize("text, slug", [
    ("收纳箱最好不是聚丙烯的", "polypropylene"),
    ("电视柜不要密度板，之前那个回南天过后全变形了。", "mdf"),
])
def test_a_first_refusal_is_not_taken_back_by_the_vote(engine, text, slug) -> None:
    # Nothing in the session to take back, and nothing says it was said before.
    plan = _plan(engine, text)
    assert slug not in plan.lifted_slugs
    assert has_constraint(plan, Polarity.DISLIKE, slug)


@pytest.mark.parametrize("text", ["Want a wetsuit, neoprene obviously, around 3mm thick.",
                                  "wool obviously, a winter coat"])
def test_a_word_said_first_is_never_lifted(engine, text) -> None:
    assert _plan(engine, text).lifted_slugs == []


@pytest.mark.parametrize("text, slug", [
    ("I am after a tweed blazer", "tweed"),                       # the vote read a refusal
    ("this autumn I am after a tweed suit jacket", "tweed"),
    ("I need a bamboo cutting board for the kitchen", "bamboo"),
    ("秋天想买件粗花呢的西装外套", "tweed"),                      # a time said first
    ("客厅想铺一块羊毛的地毯", "wool"),                           # a place said first
    ("阳台想放一把藤编的椅子", "rattan"),
    ("上班想带一个不锈钢的保温杯", "stainless_steel"),            # 不锈钢 is no negation
])
def test_the_material_of_a_thing_asked_for_in_words_of_wanting_is_a_like(engine, text, slug) -> None:
    assert has_constraint(_plan(engine, text), Polarity.LIKE, slug)


@pytest.mark.parametrize("text, slug", [
    ("cashmere sweater please", "cashmere"),   # a product named alone asks for no material
    ("想买个塑料的收纳箱吗", "plastic"),       # a question
])
def test_a_material_named_without_words_of_wanting_is_no_like(engine, text, slug) -> None:
    assert not has_constraint(_plan(engine, text), Polarity.LIKE, slug)


def test_a_refused_material_in_a_clause_of_wanting_stays_refused(engine) -> None:
    plan = _plan(engine, "冬天想要一件不是羊毛的大衣")
    assert has_constraint(plan, Polarity.DISLIKE, "wool")
    assert not has_constraint(plan, Polarity.LIKE, "wool")


def test_a_deed_after_without_is_no_refused_thing(engine) -> None:
    plan = _plan(engine, "stud finder so i can put shelves up without hitting a pipe")
    assert plan.new_constraints == []
    assert plan.domain.value == "tools_home_improvement"
    assert _plan(engine, "a baby monitor, no waking them up with beeps").new_constraints == []


def test_a_noun_in_ing_is_still_refused(engine) -> None:
    assert has_constraint(_plan(engine, "a bra with no padding"), Polarity.DISLIKE, "padding")


@pytest.mark.parametrize("text", ["a jacket, no lining please", "a coat without lining"])
def test_a_real_word_two_edits_from_a_material_is_not_that_material(engine, text) -> None:
    # the embedder's nearest material to "lining" is linen: letters, not meaning
    plan = _plan(engine, text)
    assert not has_constraint(plan, Polarity.DISLIKE, "linen")
    assert has_constraint(plan, Polarity.DISLIKE, "lining")


@pytest.mark.parametrize("typed, meant", [("菜刀刀柄不要塑科的", "塑料"), ("收纳盒别买塑枓的", "塑料")])
def test_a_slip_after_a_first_character_of_one_material_is_that_material(typed, meant) -> None:
    assert meant in lexicon().fix_typos(typed)


@pytest.mark.parametrize("text", ["家里的竹砧板用了三个月就裂开了", "英菲尼迪", "塑形衣", "不要塑了"])
def test_a_piece_of_a_longer_word_or_name_is_not_mended_by_its_first_character(text) -> None:
    assert lexicon().fix_typos(text) == text


@pytest.mark.parametrize("text", ["no added scent, a hand cream", "shampoo, nothing scented please",
                                  "a lotion without parfum", "scent-free deodorant"])
def test_scent_and_parfum_are_fragrance(engine, text) -> None:
    assert has_constraint(_plan(engine, text), Polarity.DISLIKE, "fragrance")


@pytest.mark.parametrize("typed, meant", [("lov cashmeer scarves", "love cashmere"),
                                          ("i hte polyester", "hate polyester"),
                                          ("i lvoe linen", "love linen")])
def test_a_verb_of_liking_one_slip_off_is_mended(typed, meant) -> None:
    assert meant in lexicon().fix_typos(typed)


@pytest.mark.parametrize("text", ["the zip and the fob", "a big usb hub", "abc"])
def test_short_words_near_no_verb_of_liking_are_left_alone(text) -> None:
    assert lexicon().fix_typos(text) == text


def test_a_slipped_love_makes_the_like(engine) -> None:
    assert has_constraint(_plan(engine, "lov cashmeer scarves"), Polarity.LIKE, "cashmere")


def test_a_slip_after_a_first_character_of_one_material_is_no_brand(engine) -> None:
    plan = _plan(engine, "菜刀刀柄不要塑科的")
    assert has_constraint(plan, Polarity.DISLIKE, "plastic")
    assert not any(c.category.value == "brand" for c in plan.new_constraints)


@pytest.mark.parametrize("text", ["羊毛围巾不要超过300元", "真皮钱包不要超过五百", "纯棉T恤别超过一百块"])
def test_a_refused_price_refuses_no_material(engine, text) -> None:
    plan = _plan(engine, text)
    assert "budget_max" in plan.slots
    assert not any(c.polarity == Polarity.DISLIKE for c in plan.new_constraints)


def test_a_material_refused_beside_a_price_is_still_refused(engine) -> None:
    assert has_constraint(_plan(engine, "羊毛围巾不要，预算300"), Polarity.DISLIKE, "wool")
