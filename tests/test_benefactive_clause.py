"""A Chinese request whose first clause only says who or where the product is for (给办公室,
为书房) is headed by the clause that names the product (agent/domain_map.py). The offline
engine reads "给办公室买一把人体工学椅" down to "给办公室 人体工学椅"; read as office goods, the
chair was searched in computers_office, where the catalog has no chairs, and the answer
said the catalog had none."""
from __future__ import annotations

import pytest

from agent.domain_map import classify_scored
from memory.domains import Domain


@pytest.mark.parametrize("text,domain", [
    ("给办公室 人体工学椅", Domain.FURNITURE),
    ("为书房 落地灯", Domain.HOME_DECOR),
    ("给宝宝 奶瓶", Domain.BABY_MATERNITY),
])
def test_a_clause_of_whom_or_where_for_does_not_head_the_request(text, domain):
    assert classify_scored(text)[0][0] == domain


def test_a_clause_of_whom_for_alone_still_places_the_request():
    # no later clause names a product: the benefactive clause is all there is
    assert classify_scored("给办公室 买点东西")[0][0] == Domain.COMPUTERS_OFFICE


def test_the_office_chair_is_searched_where_the_catalog_keeps_chairs(agent):
    trace = agent.say("chair", "给办公室买一把人体工学椅，别推荐网布的，两千以内")
    assert trace.plan.domain == "furniture"
    assert trace.results and all(r.product_type == "office_chair" for r in trace.results)
    cheaper = agent.say("chair", "换个便宜点的")
    assert cheaper.pt.item == "office_chair"
    assert cheaper.results and all(r.product_type == "office_chair" for r in cheaper.results)
