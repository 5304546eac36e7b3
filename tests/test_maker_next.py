"""The maker's other things put next in a verbless clause after its story ("…, so their
rucksacks next"): the choice of what to show, read like "so that label"
(agent/language/maker_again.chosen_back). Sentences written for this test."""
from __future__ import annotations

import pytest

from agent.language.maker_again import chosen_back


@pytest.mark.parametrize("said", [
    "so their toasters next.",
    "so their walking boots are next",
    "theirs first please",
    "and that brand next",
])
def test_the_makers_things_put_next_are_chosen(said):
    assert chosen_back(said)


@pytest.mark.parametrize("said", [
    "and their zip broke first",       # a deed between their and first: a fault told
    "their straps snapped next",
    "their soles too",                 # no word of order: more of the fault
    "so their rucksacks",
    "next to their tent",
])
def test_a_fault_or_a_thing_without_order_is_no_choice(said):
    assert not chosen_back(said)
