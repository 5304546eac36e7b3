"""The picker on hand-made candidates: weights, removals, budgets, determinism."""
from __future__ import annotations

from agent.picker import W_AFFINITY, W_PREFER, W_SOFT, Candidate, pick, to_usd
from agent.products import Product
from memory.affinity import compute_affinity
from memory.assemble import Term


def _cands(*rows):
    return [Candidate(product=Product(id=pid, title=title, platform="t", price=price,
                                      currency=cur, domain="bags_luggage"), relevance=rel)
            for pid, title, price, cur, rel in rows]


POOL = _cands(
    ("A", "Plastic Hard-Shell Travel Organizer", 30, "USD", 0.90),
    ("B", "Plastic-Free Canvas Travel Organizer", 35, "USD", 0.89),
    ("C", "BPA-Free Plastic Packing Cube Set", 20, "USD", 0.88),
    ("D", "Nylon Travel Organizer Bag", 65, "USD", 0.87),
    ("E", "帆布旅行收纳包", 199, "CNY", 0.86),
    ("F", "ABS塑料行李箱 20寸", 299, "CNY", 0.85),
)


def test_score_is_relevance_plus_weighted_hits_and_every_part_is_kept():
    result = pick(POOL, prefer=[Term(term="canvas", source_key="like:x", rule="soft")],
                  penalties=[Term(term="塑料", source_key="dislike:y", rule="soft")])
    by_id = {r.product.id: r for r in result.ranked}
    assert by_id["B"].breakdown.prefer == W_PREFER and by_id["E"].breakdown.prefer == W_PREFER
    for pid in ("A", "C", "F"):  # 塑料 reaches English and Chinese plastic titles
        assert by_id[pid].breakdown.soft_penalty == W_SOFT
    assert by_id["B"].breakdown.soft_penalty == 0, "plastic-free is not plastic"
    for r in result.ranked:
        b = r.breakdown
        assert abs(r.score - (b.relevance + b.prefer + b.affinity - b.soft_penalty)) < 1e-6
    assert [r.product.id for r in result.ranked][:2] == ["B", "E"]
    assert len(result.ranked) == len(POOL), "soft penalties never remove"


def test_removal_terms_remove_and_say_which_rule():
    result = pick(POOL, removals=[Term(term="plastic", source_key="session:dislike:material:plastic",
                                       rule="session")])
    assert {r.product.id for r in result.removed} == {"A", "C", "F"}
    assert all(r.rule == "session" and r.source_key.startswith("session:") for r in result.removed)
    assert "B" in {r.product.id for r in result.ranked}


def test_a_stored_dislike_reports_items_a_session_constraint_removed_first():
    result = pick(POOL, removals=[Term(term="塑料", source_key="session:k", rule="session")],
                  penalties=[Term(term="plastic", source_key="dislike:material:bags_luggage:plastic",
                                  rule="soft")])
    removed, penalized, _ = result.items_by_key()
    assert set(removed["dislike:material:bags_luggage:plastic"]) == {"A", "C", "F"}
    assert not penalized


def test_budget_removes_across_currencies():
    result = pick(POOL, budget_max=40, budget_currency="USD")
    assert {r.product.id for r in result.removed} == {"D", "F"}  # 299 CNY ≈ 41.5 USD
    assert all(r.rule == "budget" and r.source_key is None for r in result.removed)
    assert to_usd(72, "CNY") == 10


def test_affinity_adds_its_weight_only_when_active():
    favs = ["Canvas Weekender Tote", "Waxed Canvas Messenger Bag"]
    signals = compute_affinity(favs, dislike_words=[], prefer_words=[], weight=W_AFFINITY)
    by_id = {r.product.id: r for r in pick(POOL, affinity=signals).ranked}
    assert by_id["B"].breakdown.affinity == W_AFFINITY and by_id["E"].breakdown.affinity == W_AFFINITY
    assert by_id["A"].breakdown.affinity == 0


def test_same_inputs_same_ranking_and_ties_break_on_id():
    tied = _cands(("Z", "Linen Shirt", 10, "USD", 0.5), ("Y", "Linen Shirt", 10, "USD", 0.5))
    first = [r.product.id for r in pick(tied).ranked]
    assert first == ["Y", "Z"] == [r.product.id for r in pick(list(reversed(tied))).ranked]


def test_baseline_rank_is_relevance_alone():
    result = pick(POOL, penalties=[Term(term="plastic", source_key="k", rule="soft")])
    by_id = {r.product.id: r for r in result.ranked}
    assert by_id["A"].baseline_rank == 1 and by_id["A"].rank > 1


# ---- results are honest: the type asked for, alternatives, the emptying constraint -------

SHOES = [Candidate(product=Product(id=pid, title=title, platform="t", price=price, currency="CNY",
                                   domain="footwear"), relevance=rel)
         for pid, title, price, rel in [
             ("S1", "Men's Breathable Mesh Running Shoes", 329, 0.92),
             ("S2", "Rowanfield Shoe Polish - for Leather Shoes", 39, 0.91),
             ("S3", "Men's Leather Sandals", 159, 0.90),
             ("S4", "女款轻便跑鞋 透气减震", 459, 0.89),
             ("S5", "Genuine Leather Running Shoes", 199, 0.88),
         ]]


def test_only_the_type_asked_for_is_a_result_and_no_filter_without_a_type():
    result = pick(SHOES, product_type="running_shoes")
    assert [r.product.id for r in result.ranked] == ["S1", "S4", "S5"]
    assert {r.product.id for r in result.off_type} == {"S2", "S3"}, "a polish is no running shoe"
    assert not result.removed, "off-type is not a rejection the shopper made"
    assert len(pick(SHOES).ranked) == 5


def test_a_group_asked_for_keeps_its_members():
    ids = [r.product.id for r in pick(SHOES, product_type="shoes").ranked]
    assert "S1" in ids and "S3" in ids and "S2" not in ids


def test_budget_that_empties_the_list_is_named_with_the_cheapest_in_type():
    result = pick(SHOES, product_type="running_shoes", budget_max=200, budget_currency="CNY",
                  removals=[Term(term="皮革", source_key="session:dislike:material:leather",
                                 rule="session")])
    assert result.ranked == []
    assert result.shortfall is not None and result.shortfall.constraint == "budget"
    assert result.shortfall.nearest.product.id == "S1", "329 is the cheapest over the cap"
    # S5 breaks the session word only; the polish and the sandals break the type and the
    # word: two constraints, so no alternative
    breaks = {a.product.id: a.breaks for a in result.alternatives}
    assert breaks == {"S1": "budget", "S4": "budget", "S5": "session"}


def test_a_type_missing_from_the_pool_is_the_emptying_constraint():
    result = pick(SHOES, product_type="scarf")
    assert result.ranked == [] and result.shortfall.constraint == "type"
    assert result.shortfall.nearest.product.id == "S1" and result.alternatives


def test_no_shortfall_when_enough_qualify():
    assert pick(SHOES, product_type="running_shoes").shortfall is None
