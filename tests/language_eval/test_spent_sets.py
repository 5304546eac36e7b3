"""Every spent held-out language set (written blind for one round, scored before and after it,
a tune set from the next round on) stays whole, tune and in the engine's vocabulary. One test
for all of them; when a round's held-out set is spent, its own test file goes and a row is
added to SPENT. (fresh3 and fresh4 keep their own shape tests, fresh12 and fresh13 theirs:
blind tune sets from the start.)

Reads only the sets' expectations (no engine runs, nothing printed), so it can run anywhere.
"""
from functools import cache

import pytest

from agent.eval_language import SETS, WHOLE_SPLIT, load_items
from tests.language_eval.set_checks import (brands, catalog_brands, shape_problems,
                                            slugs_outside_vocabulary)

# Each spent set: the set whose size and class weights it was written to at least meet.
SPENT = {"fresh5": "fresh4", "fresh6": "fresh5", "fresh7": "fresh6", "fresh8": "fresh7",
         "fresh9": "fresh8", "fresh10": "fresh9", "fresh11": "fresh10", "fresh15": "fresh11",
         "fresh16": "fresh15", "fresh17": "fresh16", "fresh18": "fresh17", "fresh19": "fresh18",
         "fresh20": "fresh19", "fresh21": "fresh20", "fresh22": "fresh21", "fresh23": "fresh22",
         "fresh24": "fresh23", "fresh25": "fresh24", "fresh26": "fresh25", "fresh27": "fresh26",
         "fresh28": "fresh27", "fresh29": "fresh28", "fresh30": "fresh29",
         "fresh31": "fresh30", "fresh32": "fresh31", "fresh33": "fresh32",
         "fresh34": "fresh33", "fresh35": "fresh34",
         "fresh36": "fresh35", "fresh37": "fresh36",
         "fresh38": "fresh37", "fresh39": "fresh38", "fresh40": "fresh39",
         "fresh41": "fresh40", "fresh42": "fresh41",
         "fresh43": "fresh42", "fresh44": "fresh43"}
BRANDS = 26  # every held-out brief since round 7: at least 26 invented brand names


@cache
def _brands(name: str) -> frozenset[str]:
    """A set's brand names, lower-cased; read once per run (every row compares against all)."""
    return frozenset(b.lower() for b in brands(load_items(SETS[name])))


pytestmark = pytest.mark.parametrize("name", sorted(SPENT, key=lambda n: int(n[5:])))


def test_the_set_is_registered_by_its_folder_and_wholly_tune(name):
    folder = SETS[name]
    assert folder.name == name and WHOLE_SPLIT[folder] == "tune"
    items = load_items(folder)
    assert items and {item.split for item in items} == {"tune"}
    assert all(item.id.startswith(f"f{name[5:]}-") for item in items)


def test_the_set_has_at_least_the_size_and_class_weights_of_its_predecessor(name):
    assert shape_problems(load_items(SETS[name]), load_items(SETS[SPENT[name]])) == []


def test_the_set_expects_only_vocabulary_slugs_apart_from_brands_and_misspellings(name):
    assert slugs_outside_vocabulary(load_items(SETS[name])) == []


def test_the_set_brand_names_are_absent_from_the_demo_catalog(name):
    assert len(_brands(name)) >= BRANDS and not _brands(name) & catalog_brands()


def test_the_set_brand_names_are_its_own(name):
    clashes = {other: sorted(_brands(name) & _brands(other)) for other in sorted(set(SETS) - {name})}
    assert {other: shared for other, shared in clashes.items() if shared} == {}
