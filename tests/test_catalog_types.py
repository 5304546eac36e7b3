"""The broad demo catalog's promises: product types from the one vocabulary, in every
domain, priced like their platform, with the traps the honest-answer stories need."""
from __future__ import annotations

import json
import statistics
import subprocess
import sys
from collections import Counter, defaultdict
from pathlib import Path

import pytest

from agent.money import CNY_PER_USD
from agent.product_types import get_type, same_type, type_of_title
from agent.products import read_catalog
from memory.domains import PRODUCT_DOMAINS
from memory.terms import term_hits

ROOT = Path(__file__).resolve().parent.parent
CATALOG = ROOT / "data" / "catalog.jsonl"


@pytest.fixture(scope="module")
def catalog():
    return read_catalog(CATALOG)


def test_catalog_is_what_the_generator_writes(tmp_path):
    out = tmp_path / "catalog.jsonl"
    subprocess.run([sys.executable, str(ROOT / "scripts" / "make_catalog.py"), "--out", str(out)],
                   check=True, capture_output=True)
    assert out.read_bytes() == CATALOG.read_bytes()


def test_fifteen_thousand_products_with_twenty_types_in_every_domain(catalog):
    assert len(catalog) >= 15_000
    per_domain: dict[str, Counter] = defaultdict(Counter)
    for p in catalog:
        assert get_type(p.product_type) is not None, (p.id, p.product_type)
        per_domain[p.domain.value][p.product_type] += 1
    assert set(per_domain) == {d.value for d in PRODUCT_DOMAINS}
    for domain, types in per_domain.items():
        stocked = [t for t, n in types.items() if n >= 10]
        assert len(stocked) >= 20, (domain, len(stocked))


def test_the_type_field_agrees_with_the_title(catalog):
    agree = 0
    for p in catalog:
        found = type_of_title(p.title, p.domain)
        agree += found is not None and (found.key == p.product_type
                                        or same_type(found, p.product_type))
    assert agree / len(catalog) >= 0.99


def test_types_are_shelved_in_their_domain(catalog):
    off = Counter(p.product_type for p in catalog
                  if get_type(p.product_type).domain != p.domain)
    # the car-care leather cleaner is a leather-care product on an automotive shelf
    assert set(off) <= {"leather_care"}, off


def test_about_a_fifth_of_titles_are_chinese_and_priced_in_yuan(catalog):
    cny = [p for p in catalog if p.currency == "CNY"]
    assert 0.18 <= len(cny) / len(catalog) <= 0.26
    assert all(any("\u4e00" <= ch <= "\u9fff" for ch in p.title) for p in cny)
    assert {p.platform for p in cny} == {"taobao", "jd"}


def test_prices_follow_the_type(catalog):
    usd = defaultdict(list)
    for p in catalog:
        usd[p.product_type].append(p.price if p.currency == "USD" else p.price / CNY_PER_USD)
    median = {k: statistics.median(v) for k, v in usd.items()}
    assert median["laptop"] > 10 * median["pen"]
    assert median["sofa"] > 5 * median["cushion"]
    assert median["refrigerator"] > median["microwave"] > median["electric_kettle"]
    assert median["eraser"] < 10 and median["bicycle"] > 200


def test_running_shoes_under_300_yuan_exist_and_none_under_200(catalog):
    shoes = [p for p in catalog if p.product_type == "running_shoes"]
    in_cny = [p.price if p.currency == "CNY" else p.price * CNY_PER_USD for p in shoes]
    assert len(shoes) >= 60
    assert sum(p.currency == "CNY" and p.price < 300 for p in shoes) >= 2
    assert min(in_cny) >= 200


def test_shoe_care_and_leather_care_are_typed_as_care_not_as_what_they_serve(catalog):
    polish = [p for p in catalog if "Shoe Polish" in p.title or "鞋油" in p.title]
    assert polish and all(p.product_type == "shoe_care" for p in polish)
    cleaners = [p for p in catalog if "Leather Cleaner" in p.title]
    assert cleaners and all(p.product_type == "leather_care" for p in cleaners)
    cases = [p for p in catalog if "for iPhone" in p.title]
    assert cases and all(p.product_type == "phone_case" for p in cases)


def test_silk_scarves_and_their_look_alikes(catalog):
    scarves = [p for p in catalog if p.product_type == "scarf"]
    silk = [p for p in scarves if p.material == "silk"]
    fake = [p for p in scarves if "polyester" in (p.material or "")]
    assert len(silk) >= 5 and len(fake) >= 5
    assert any(term_hits("silk", p.title) for p in silk)
    # "Faux Silk" does not count as silk to a matcher
    assert not any(term_hits("silk", p.title) for p in fake if "Faux Silk" in p.title)


def test_story_traps_of_bags_and_shoes_are_in_type(catalog):
    bags = [p for p in catalog if p.domain.value == "bags_luggage"]
    mats = Counter(p.material for p in bags)
    assert mats["genuine leather"] >= 20 and mats["vegan leather"] >= 20
    assert mats["PU leather"] >= 5 and mats["faux leather"] >= 5
    organisers = [p for p in bags if p.product_type == "travel_organizer"]
    assert sum("plastic" in (p.material or "") for p in organisers) >= 4
    plastic_bottles = [p for p in catalog if p.material == "BPA-free plastic"
                       and p.product_type == "water_bottle"]
    assert plastic_bottles
    fountains = [p for p in catalog if p.product_type == "pet_fountain"]
    assert len(fountains) >= 20 and {p.currency for p in fountains} == {"USD", "CNY"}


def test_catalog_lines_carry_the_type_field(catalog):
    first = json.loads(CATALOG.read_text(encoding="utf-8").splitlines()[0])
    assert first["product_type"] == catalog[0].product_type
