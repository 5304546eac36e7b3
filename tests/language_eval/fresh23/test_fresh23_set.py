"""The round-23 held-out language set (a tune set since round 24) stays complete and in the engine's vocabulary.

Reads only the set's expectations (no engine runs, nothing printed), so it can run anywhere.
The set is looked up by its directory (`FRESH23_DIR`), registered as `SETS["fresh23"]`.
"""
from agent.eval_language import FRESH23_DIR, SETS, WHOLE_SPLIT, load_items
from tests.language_eval.set_checks import (brands, catalog_brands, shape_problems,
                                            slugs_outside_vocabulary)


def test_fresh23_is_one_tune_set_since_round_24():
    assert SETS["fresh23"] == FRESH23_DIR and FRESH23_DIR.name == "fresh23"
    items = load_items(FRESH23_DIR)
    assert items and {item.split for item in items} == {"tune"}
    assert WHOLE_SPLIT[FRESH23_DIR] == "tune"
    assert all(item.id.startswith("f23-") for item in items)


def test_fresh23_has_at_least_the_size_and_class_weights_of_fresh22():
    assert shape_problems(load_items(FRESH23_DIR), load_items(SETS["fresh22"])) == []


def test_fresh23_expects_only_vocabulary_slugs_apart_from_brands_and_misspellings():
    assert slugs_outside_vocabulary(load_items(FRESH23_DIR)) == []


def test_fresh23_brand_names_are_absent_from_the_demo_catalog():
    mine = {b.lower() for b in brands(load_items(FRESH23_DIR))}
    assert len(mine) >= 26 and not mine & catalog_brands()


def test_fresh23_brand_names_are_its_own():
    others = set()
    for name in sorted(set(SETS) - {"fresh23"}):
        others |= {b.lower() for b in brands(load_items(SETS[name]))}
    assert not {b.lower() for b in brands(load_items(FRESH23_DIR))} & others
