"""Clothes sold outside the apparel domain come in sizes too (data/product_types.json says
`"sized": true` for sportswear, baby clothes and maternity wear): a letter size said before
such a product is its size slot ("要件加大号的冲锋衣" kept no size: 冲锋衣 is sportswear, of
sports_outdoors, and only apparel and footwear were sized), and the answer asks for one when none
was said (agent/steps/answer.missing_slots; it asked only in apparel and footwear). Things of
those domains that are no clothes stay unsized."""
from __future__ import annotations

import pytest

from agent.product_types import get_type, needs_size
from agent.steps.answer import missing_slots
from memory.domains import Domain
from memory.models import SessionState
from tests.planning import plan_of, size_said


@pytest.mark.parametrize("key", ["sportswear", "baby_clothes", "maternity_wear"])
def test_clothes_of_other_domains_are_bought_in_a_size(key) -> None:
    assert needs_size(key, None)
    assert get_type(key).domain not in (Domain.APPAREL, Domain.FOOTWEAR)


@pytest.mark.parametrize("key", ["bike_helmet", "knee_support", "suitcase", "stroller", "scarf"])
def test_things_that_are_no_sized_clothes_stay_unsized(key) -> None:
    if get_type(key) is None:
        pytest.skip(f"{key} is not in this vocabulary")
    assert not needs_size(key, None)


@pytest.mark.parametrize("text, size", [
    ("要件加大号的冲锋衣", "XL"),
    ("running shorts in a medium", "M"),
    ("孕妇裙要中号的", "M"),
])
def test_a_letter_size_said_of_sportswear_or_maternity_wear_is_kept(engine, text, size) -> None:
    assert size_said(plan_of(engine, text)) == size


@pytest.mark.parametrize("text", ["a large tent for six", "大号的瑜伽垫", "a big suitcase for a month away"])
def test_a_size_word_of_an_unsized_thing_is_no_size(engine, text) -> None:
    assert size_said(plan_of(engine, text)) is None


@pytest.mark.parametrize("key, lang, said, name", [
    ("sportswear", "zh", "search: 给女儿的冲锋衣", "冲锋衣"),  # not the type's first name, 运动内衣
    ("sportswear", "en", "search: running shorts", "running shorts"),
    ("sportswear", "en", "search: something for the gym", "sports bra"),  # nothing said: the first name
    ("sportswear", "zh", "", "运动内衣"),
])
def test_a_type_is_called_by_the_name_the_shopper_used(key, lang, said, name) -> None:
    assert get_type(key).label(lang, said) == name


def test_an_english_name_is_heard_as_a_word_not_inside_another() -> None:
    hat = get_type("hat")
    assert hat.label("en", "search: a capsule wardrobe") == hat.label("en")  # no "cap" in capsule
    assert hat.label("en", "search: two baseball caps") == "baseball cap"


@pytest.mark.parametrize("item, domain, asks", [
    ("sportswear", Domain.SPORTS_OUTDOORS, True),  # a shell jacket: asked as apparel is
    ("baby_clothes", Domain.BABY_MATERNITY, True),
    ("bike_helmet", Domain.SPORTS_OUTDOORS, False),
    ("scarf", Domain.APPAREL, False),  # one size
    (None, Domain.FOOTWEAR, True),  # no type known: shoes ask
    (None, Domain.SPORTS_OUTDOORS, False),
])
def test_the_answer_asks_a_size_for_a_sized_type_of_any_domain(item, domain, asks) -> None:
    if item and get_type(item) is None:
        pytest.skip(f"{item} is not in this vocabulary")
    pt = SessionState(user="u", session_id="s", item=item or "")
    assert missing_slots(domain, pt) == (["size"] if asks else [])
    pt.slots["size"] = "L"
    assert missing_slots(domain, pt) == []
