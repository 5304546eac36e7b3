"""A message naming no new item stays on the item being shopped for (agent/steps/update.py),
also when the session's domain is not the item's own domain."""
from __future__ import annotations

from agent.schemas import PlannerOutput, SlotChange
from agent.steps.update import apply_plan
from memory.domains import Domain
from memory.models import SessionState


def _shopping_an_office_chair_in_the_office_domain() -> SessionState:
    # 给办公室买一把人体工学椅，两千以内: the type is furniture's, the turn's domain the office's
    pt = SessionState(user="u", session_id="s")
    first = PlannerOutput(intent="search: 人体工学椅", domain=Domain.COMPUTERS_OFFICE,
                          product_type="office_chair", search_query="人体工学椅",
                          slot_changes=[SlotChange(name="budget_max", value="2000"),
                                        SlotChange(name="currency", value="CNY")])
    apply_plan(pt, first, Domain.COMPUTERS_OFFICE, 1, "zh")
    assert pt.item == "office_chair" and pt.slots["budget_max"] == "2000"
    return pt


def test_a_message_naming_no_item_in_the_sessions_domain_keeps_the_item_and_its_budget():
    pt = _shopping_an_office_chair_in_the_office_domain()
    cheaper = PlannerOutput(intent="refine: 人体工学椅", domain=Domain.COMPUTERS_OFFICE,
                            search_query="人体工学椅")
    apply_plan(pt, cheaper, Domain.COMPUTERS_OFFICE, 2, "zh")
    assert pt.item == "office_chair"
    assert pt.slots["budget_max"] == "2000"
    assert pt.slot_switch is None


def test_a_message_in_another_domain_still_moves_to_that_domain():
    pt = _shopping_an_office_chair_in_the_office_domain()
    shoes = PlannerOutput(intent="search: shoes", domain=Domain.FOOTWEAR, search_query="shoes")
    apply_plan(pt, shoes, Domain.FOOTWEAR, 2, "en")
    assert pt.item == "footwear"
    assert "budget_max" not in pt.slots
    assert pt.slot_switch is not None and pt.slot_switch.dropped["budget_max"] == "2000"
