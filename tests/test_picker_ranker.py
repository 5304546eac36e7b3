"""The leave-one-out ranks come from `Ranker`, which computes each candidate's hits once:
its ranks must be exactly the ranks `pick` gives for every subset of the memories, on real
catalog titles (vegan / faux / PU / -free qualifiers, Chinese and English), with a budget,
a product type and affinity."""
from __future__ import annotations

from itertools import combinations
from pathlib import Path

import pytest

from agent.picker import Candidate, Ranker, Weights, pick, product_type_of
from agent.products import read_catalog
from memory.affinity import compute_affinity
from memory.assemble import Term

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def pools():
    """Two real pools from the demo catalog: bags whose titles say leather / plastic / PU /
    vegan in either language, and shoes (to test the asked-for type)."""
    products = read_catalog(ROOT / "data" / "catalog.jsonl")
    words = ("leather", "皮", "plastic", "塑料", "pu", "vegan", "canvas", "帆布", "nylon")
    bags = [p for p in products if p.domain.value == "bags_luggage"
            and any(w in p.title.lower() for w in words)][:70]
    shoes = [p for p in products if p.domain.value == "footwear"][:60]
    assert len(bags) >= 40 and len(shoes) >= 40

    def cands(items):
        # relevance ties on purpose (equal scores break on product id)
        return [Candidate(product=p, relevance=round(0.8 - (i // 3) * 0.004, 4))
                for i, p in enumerate(items)]

    return cands(bags), cands(shoes)


TERMS = [
    Term(term="皮革", source_key="dislike:material:bags_luggage:leather", rule="blocking"),
    Term(term="plastic", source_key="session:dislike:material:plastic", rule="session"),
    Term(term="塑料", source_key="dislike:material:all:plastic", rule="soft"),
    # one memory, two words: it counts once when both hit
    Term(term="plastic", source_key="dislike:material:all:plastic", rule="soft"),
    Term(term="canvas", source_key="like:material:bags_luggage:canvas", rule="soft"),
    Term(term="真皮", source_key="like:material:footwear:leather", rule="soft"),
    Term(term="nylon", source_key="turn:prefer", rule="soft"),
    Term(term="  ", source_key="like:empty", rule="soft"),
]


def split(terms):
    prefer = [t for t in terms if t.source_key.startswith(("like", "turn"))]
    penalties = [t for t in terms if t.rule == "soft" and t.source_key.startswith("dislike")]
    removals = [t for t in terms if t.rule in ("session", "blocking")]
    return prefer, penalties, removals


@pytest.mark.parametrize("pool_at,ptype,budget", [(0, "", None), (0, "backpack", 60.0),
                                                  (1, "running_shoes", None), (1, "", 50.0)])
def test_the_ranker_gives_the_ranks_pick_gives_for_every_subset_of_memories(pools, pool_at,
                                                                         ptype, budget):
    pool = pools[pool_at]
    affinity = compute_affinity([c.product.title for c in pool[:6]], dislike_words=[],
                                prefer_words=[], weight=0.2)
    common = dict(budget_max=budget, budget_currency="USD", weights=Weights(),
                  product_type=ptype)
    prefer_all, penalties_all, removals_all = split(TERMS)
    ranker = Ranker(pool, prefer=prefer_all, penalties=penalties_all, removals=removals_all,
                    affinity=affinity, **common)
    checked = 0
    keys = list(dict.fromkeys(t.source_key for t in TERMS))
    for size in range(len(keys) + 1):
        for subset in combinations(keys, size):
            prefer, penalties, removals = split([t for t in TERMS if t.source_key in subset])
            left_out = frozenset(keys) - set(subset)
            for with_affinity in (True, False):
                expected = pick(pool, prefer=prefer, penalties=penalties, removals=removals,
                                affinity=affinity if with_affinity else [], **common)
                got = ranker.ranks(left_out, affinity=with_affinity)
                assert got == {r.product.id: r.rank for r in expected.ranked}, subset
                checked += 1
    assert checked == 2 ** (len(keys) + 1)


def test_the_pools_exercise_removal_type_and_budget(pools):
    """The equality above means something only if terms remove, the type filters and the
    budget cuts on these pools."""
    bags, shoes = pools
    prefer, penalties, removals = split(TERMS)
    result = pick(bags, prefer=prefer, penalties=penalties, removals=removals, budget_max=60.0,
                  budget_currency="USD", product_type="backpack")
    assert {r.rule for r in result.removed} >= {"blocking", "budget"}
    assert result.off_type and result.ranked
    assert any(r.breakdown.prefer for r in result.ranked)
    affinity = compute_affinity([c.product.title for c in bags[:6]], dislike_words=[],
                                prefer_words=[], weight=0.2)
    assert any(s.state == "active" and s.weight for s in affinity)
    typed = pick(shoes, product_type="running_shoes")
    assert typed.off_type and all(product_type_of(r.product) for r in typed.ranked)
