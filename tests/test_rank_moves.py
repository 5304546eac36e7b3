"""Why did this item move: leave-one-out ranks per applied memory on the frozen pool, a move
caused only by removals labelled as such, and no "-0.000" anywhere on the Ranks panel."""
from __future__ import annotations

from agent.picker import Candidate, MoveCause, Weights
from agent.products import Product
from agent.schemas import PlannerOutput
from agent.steps.pick import memory_effects, rank
from agent.trace import ResultLine
from memory.assemble import assemble
from memory.domains import Domain
from memory.models import PreferenceEntry, SessionState
from ui.charts import breakdown_figure, rank_rows, signed

PLASTIC = PreferenceEntry(polarity="dislike", category="material", domain="bags_luggage",
                          slug="plastic", keywords=["塑料"])
PLAN = PlannerOutput(intent="find a travel organizer", domain="bags_luggage",
                     search_query="travel organizer", product_type="travel_organizer")


def _pool():
    rows = [("A", "Plastic Hard-Shell Travel Organizer", 30, 0.95),
            ("B", "Nylon Travel Organizer Bag", 300, 0.94),
            ("C", "ABS塑料旅行收纳包", 20, 0.93),
            ("D", "Canvas Travel Organizer", 35, 0.92),
            ("E", "Polyester Travel Organizer", 25, 0.91),
            ("F", "Mesh Travel Organizer", 15, 0.90),
            ("G", "Linen Travel Organizer", 18, 0.89),
            ("H", "Cotton Travel Organizer", 22, 0.88)]
    return [Candidate(product=Product(id=i, title=t, platform="t", price=p, domain="bags_luggage"),
                      relevance=r) for i, t, p, r in rows]


def _rank(entries, budget=None):
    pt = SessionState(user="u", session_id="s")
    if budget:
        pt.apply_slots({"budget_max": str(budget), "currency": "USD"})
    memory = assemble(entries, Domain.BAGS_LUGGAGE, pt)
    return rank(_pool(), memory, PLAN, pt, [], Weights())


def test_a_rise_from_a_budget_removal_alone_is_labelled_removals_not_memory():
    result = _rank([], budget=100)
    by_id = {r.product.id: r for r in result.ranked}
    assert "B" not in by_id
    assert by_id["C"].move_cause == MoveCause.REMOVALS and by_id["C"].moved_by == []
    assert by_id["A"].move_cause == MoveCause.NONE


def test_leave_one_out_says_which_memory_moved_the_item_and_by_how_much():
    result = _rank([PLASTIC])
    by_id = {r.product.id: r for r in result.ranked}
    key = PLASTIC.dedup_key
    a = next(m for m in by_id["A"].moved_by if m.dedup_key == key)
    assert a.rank_without == 1 and a.delta == 1 - by_id["A"].rank < 0
    d = next(m for m in by_id["D"].moved_by if m.dedup_key == key)
    assert d.delta > 0 and by_id["D"].move_cause == MoveCause.MEMORY
    effects = {(e.dedup_key, e.direction): e for e in memory_effects(result)}
    down = effects[(key, "down")]
    assert down.items == 2 and set(down.ids) == {"A", "C"} and down.left_top == 2


def test_no_minus_zero_on_the_ranks_panel():
    result = _rank([], budget=None)
    line = ResultLine.of(result.ranked[0])
    texts = breakdown_figure(line, {}).data[0].text
    assert "-0.000" not in texts and "0" in texts
    assert signed(-0.0) == "0" and signed(-0.6) == "-0.600"


def test_the_slope_chart_left_side_is_the_rank_without_memory_not_before_removals():
    result = _rank([], budget=100)
    from agent.trace import TurnTrace  # noqa: F401  (the chart reads trace result lines)

    class _T:  # only the two fields rank_rows reads
        results = [ResultLine.of(r) for r in result.ranked]
        removed = []

    rows = {row.title: row for row in rank_rows(_T())}
    assert rows["ABS塑料旅行收纳包"].left == rows["ABS塑料旅行收纳包"].right, "level: no memory moved it"


def test_a_move_made_by_the_turns_own_words_is_labelled_said_not_removals():
    pt = SessionState(user="u", session_id="s")
    pt.apply_slots({"budget_max": "100", "currency": "USD"})
    plan = PLAN.model_copy(update={"prefer_keywords": ["canvas"]})
    result = rank(_pool(), assemble([PLASTIC], Domain.BAGS_LUGGAGE, pt), plan, pt, [], Weights())
    by_id = {r.product.id: r for r in result.ranked}
    # the canvas organizer rose because the shopper asked for canvas this turn, not because
    # items above it went (the over-budget one did go) and not by the plastic memory
    assert by_id["D"].rank == 1 and by_id["D"].move_cause == MoveCause.SAID
    assert all(m.delta == 0 for m in by_id["D"].moved_by)
    # the plastic memory still moves the plastic ones down: memory, as before
    assert by_id["A"].move_cause == MoveCause.MEMORY
