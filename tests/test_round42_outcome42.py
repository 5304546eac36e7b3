"""Round 42 of issue 11 (outcome42): praise and complaint told as an outcome.

- A fault or a symptom denied or ended, told of a thing lived with or wished for again, is
  praise (`_outcome_spared`): its sign is read by the embedder's vote of the outcome affirmed,
  the clause with its negation or ending taken out (language/outcome_sign), not by a closed
  lexicon of faults (糊底, 痱子, a frizzy mess were in none). A negation before the word turns
  from it ("since I stopped wearing X the rash has gone"): no like.
- A promise of the thing (meant to, supposed to, promised, others' raves; 本该, 说好的, 号称)
  let down after it is never a like nor a prefer word (language/expectation); a request for the
  thing after others' praise is no let-down.
- A symptom ended before it ("cleared up the red patches") is no reaction, so no floor.

Each sentence was written for this test in words of its own (in no evaluation set)."""
from __future__ import annotations

import pytest

from agent.language.expectation import promised_at, turned_after
from agent.language.outcome_sign import affirmed
from agent.engines.offline_reach import negated_symptom
from memory.models import Polarity
from tests.planning import constraints_on, plan_of


@pytest.mark.parametrize("text, want", [
    ("my hair isn't a frizzy mess by noon", "my hair is a frizzy mess by noon"),
    ("came back with no scuffs", "came back with scuffs"),
    ("the eczema on her arms has gone", "the eczema on her arms"),
    ("锅底再也没粘过", "锅底粘过"),
    ("一次没起过皮", "起过皮"),
    ("不锈钢勺子从来没弯过", "不锈钢勺子弯过"),
])
def test_an_outcome_is_affirmed_by_taking_its_negation_or_ending_out(text, want) -> None:
    assert affirmed(text) == want


@pytest.mark.parametrize("text", ["别再推X了", "X我不要", "the X throw is lovely"])
def test_a_refusal_or_a_clause_with_no_negation_has_no_affirmed_outcome(text) -> None:
    assert affirmed(text) is None


@pytest.mark.parametrize("text, slug", [
    ("Ever since we put the jute runner down, the hallway hasn't been a muddy skating rink; stock me up.", "jute"),
    ("自从用了搪瓷烤盘，蛋糕再也没粘过底，再来两个", "enamel"),
])
def test_a_fault_denied_of_a_thing_wished_for_again_is_a_like(engine, text, slug) -> None:
    plan = plan_of(engine, text)
    assert constraints_on(plan, slug, Polarity.LIKE), plan.new_constraints
    assert not constraints_on(plan, slug, Polarity.DISLIKE)


@pytest.mark.parametrize("text, slug", [
    ("Since I stopped wearing wool jumpers the rash on my neck has gone.", "wool"),
    ("自从不穿羊毛衫，身上的疹子就好了", "wool"),
])
def test_relief_after_turning_from_the_thing_is_no_like(engine, text, slug) -> None:
    assert not constraints_on(plan_of(engine, text), slug, Polarity.LIKE)


@pytest.mark.parametrize("text, slug", [
    ("The cork coasters were meant to soak up every drip, but ours are warped and stained.", "cork"),
    ("Everyone raves about bamboo towels, yet ours stayed damp and musty for days.", "bamboo"),
    ("本该越用越柔软的亚麻床单，洗了三次还是硬邦邦的", "linen"),
    ("号称不粘的陶瓷煎锅，用了一个月就开始粘锅了", "ceramic"),
])
def test_a_promise_let_down_is_never_a_like(engine, text, slug) -> None:
    plan = plan_of(engine, text)
    assert not constraints_on(plan, slug, Polarity.LIKE), plan.new_constraints
    assert slug not in [w.lower() for w in plan.prefer_keywords]


def test_others_praise_then_a_request_for_it_is_a_like(engine) -> None:
    plan = plan_of(engine, "Everyone says merino is brilliant and I agree, so merino socks please.")
    assert constraints_on(plan, "merino", Polarity.LIKE), plan.new_constraints


def test_a_plan_of_the_shoppers_is_no_promise() -> None:
    assert promised_at("I was meant to buy cork coasters last week") is None
    assert promised_at("the cork coasters were meant to soak up spills") is not None
    assert turned_after(", but ours warped")
    assert not turned_after(" and they do")


def test_a_symptom_ended_before_it_is_no_reaction() -> None:
    low = "switching her to silk pillowcases cleared up the rash on her cheeks"
    at = low.index("rash")
    assert negated_symptom(low, 0, at, at + len("rash"))
    low = "silk pillowcases gave her a rash on her cheeks"
    at = low.index("rash")
    assert not negated_symptom(low, 0, at, at + len("rash"))


# ---- the lead's review: a "no" said as the answer is a refusal's own --------------------------


@pytest.mark.parametrize("text", ["I thought about wool again, still no.", "linen? nope", "no thanks, not for me"])
def test_a_no_said_as_the_answer_denies_no_outcome(text):
    assert affirmed(text) is None


def test_a_no_before_a_noun_still_denies_the_outcome():
    assert affirmed("the socks came home with no holes") == "the socks came home with holes"
