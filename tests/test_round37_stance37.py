"""Round 37 (stance37, issue 11): what became of a thing is a complaint of it; soy is a family.

- A story of what happened to a thing (grown over, its colour gone, worn bald or shiny, a
  piece lost, "came to this", an off taste, a state of decay said with a verb of becoming) is a
  complaint of its material, never a like nor a search word; denied, or asked about, it is none.
- A member of the soy family named (豆浆, 豆腐脑, 豆制品, tofu, soy milk) is read as soy, and a
  refusal of it by a reaction is the soy floor, as shellfish and dairy already are.

The sentences are the tuner's own (no eval item)."""
from __future__ import annotations

import pytest

from agent.engines.offline_polarity import complaint_in
from memory.domains import Domain
from memory.models import Polarity
from memory.terms import normalize_terms
from tests.planning import constraints_on as _cons, plan_of as _plan


@pytest.mark.parametrize("said", [
    "放在阳台上一个雨季，整个花架都长满了霉斑",
    "晒了两个夏天颜色就发白了",
    "沙发扶手早就蹭秃了",
    "碗沿磕了个口子",
    "才用三个月就成这个样子了",
    "the cushions got grubbier with every wash",
    "the lid has gone cloudy and brittle",
    "it gave the soup a weird plasticky smell",
    "the bench grew a film of algae over the winter",
    "the elbows were worn thin by March",
])
def test_what_became_of_a_thing_is_told_as_a_complaint(said) -> None:
    assert complaint_in(said, 0, len(said)) is not None


@pytest.mark.parametrize("said", [
    "洗了二十次也没发白",
    "穿了三年还跟新的一样",
    "the towels get softer every wash",
    "the lid hasn't gone cloudy at all",
    "it looks lovely on the porch",
])
def test_a_thing_that_held_up_tells_no_complaint(said) -> None:
    assert complaint_in(said, 0, len(said)) is None


@pytest.mark.parametrize("text, slug, words", [
    ("书房那张松木书架，放了两年隔板中间就塌下去还发黑了。", "pine", ("松木",)),
    ("前年买的藤编吊椅，晒了一个夏天颜色退得灰扑扑的。", "rattan", ("藤编", "藤")),
    ("The acrylic throw on our sofa gets tattier every month.", "acrylic", ("acrylic",)),
    ("That cast iron griddle left a funny rusty taste on the pancakes.", "cast_iron", ("cast iron",)),
])
def test_a_story_of_what_happened_to_a_thing_is_never_a_like(engine, text, slug, words) -> None:
    plan = _plan(engine, text)
    assert not [c for c in _cons(plan, slug) if c.polarity == Polarity.LIKE]
    assert not any(w in plan.prefer_keywords for w in words)


@pytest.mark.parametrize("text, word", [
    ("想买张亚麻桌布，旧的那张洗了几次就发黄了。", "亚麻"),
    ("A linen tablecloth please, the old cotton one went grubby.", "linen"),
])
def test_the_material_of_what_is_asked_for_stays_a_search_word(engine, text, word) -> None:
    # the complaint is of the old thing; the turn asks for the material named with the product
    plan = _plan(engine, text)
    assert word in plan.prefer_keywords or [c for c in _cons(plan, "linen") if c.polarity == Polarity.LIKE]


@pytest.mark.parametrize("word", ["豆浆", "豆腐脑", "大豆制品", "豆制品", "tofu", "soy milk"])
def test_a_member_of_the_soy_family_is_read_as_soy(word) -> None:
    from agent.engines.offline_lexicon import lexicon

    found = lexicon().find(word)
    assert found is not None and found.slug == "soy"


def test_a_refusal_of_soy_widens_over_its_members_in_titles() -> None:
    terms = normalize_terms(["大豆"])
    assert {"soy", "tofu", "豆浆"} <= set(terms)


@pytest.mark.parametrize("text", [
    "外甥喝了半杯豆奶就吐了，以后豆制品一样都别给我们推。",
    "My nephew's face swelled after a bite of tofu, so soy products are out for him everywhere.",
])
def test_a_reaction_to_a_member_of_soy_is_the_soy_floor(engine, text) -> None:
    plan = _plan(engine, text)
    soy = [c for c in _cons(plan, "soy") if c.polarity == Polarity.DISLIKE]
    assert soy and any(c.domain == Domain.GLOBAL for c in soy)


# A refusal told as keeping the thing out of the home or one's life (agent/language/kept_out).
@pytest.mark.parametrize("clause", [
    "nothing stuffed with X gets through our front door",
    "we don't let X into the house any more",
    "X has no place under our roof",
    "I'd never again own X",
    "X的玩意儿一样都别想进门",
    "含X的零食不往家里带",
    "家里以后X统统停掉",
    "X我这辈子都不沾",
    "X的东西一根都不想留",
])
def test_kept_out_of_the_home_is_a_refusal(clause) -> None:
    from agent.language.kept_out import kept_out

    assert kept_out(clause)


@pytest.mark.parametrize("clause", [
    "the X wardrobe won't fit through our door",
    "X makes our home feel warm",
    "我家里全是X的",
    "we brought X into the house last spring",
])
def test_the_home_without_a_refusal_keeps_nothing_out(clause) -> None:
    from agent.language.kept_out import kept_out

    assert not kept_out(clause)


@pytest.mark.parametrize("text, slug", [
    ("我们家是回民，带明胶的零食一样都不往家里买。", "gelatin"),
    ("After a week volunteering at a mink rescue, nothing lined with fur comes into our flat.", "fur"),
])
def test_a_substance_kept_out_of_the_home_for_who_one_is_is_a_floor(engine, text, slug) -> None:
    plan = _plan(engine, text)
    found = _cons(plan, slug)
    assert found and all(c.polarity == Polarity.DISLIKE for c in found)
    assert any(c.domain == Domain.GLOBAL for c in found)


# An instruction of care or an acceptance tells no stance (offline_polarity.no_stance_told).
@pytest.mark.parametrize("text, slug", [
    ("The mohair cardigan has to be dried flat, what hangers do you have?", "mohair"),
    ("这件羊绒衫只能干洗，顺便看看衣物护理喷雾。", "cashmere"),
    ("灯芯绒的也行，别超过三百就好。", "corduroy"),
    ("Bamboo is fine by me for the bath mat.", "bamboo"),
])
def test_a_care_instruction_or_an_acceptance_is_no_refusal(engine, text, slug) -> None:
    plan = _plan(engine, text)
    assert not [c for c in _cons(plan, slug) if c.polarity == Polarity.DISLIKE]


@pytest.mark.parametrize("clause", [
    "X的可以不要",
    "X is not fine at all",
    "X must be hand-washed, so no X",
])
def test_a_negation_beside_care_or_acceptance_still_tells_a_stance(clause) -> None:
    from agent.engines.offline_polarity import no_stance_told

    assert not no_stance_told(clause)
