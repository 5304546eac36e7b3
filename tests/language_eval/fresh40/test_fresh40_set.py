"""The round-40 held-out language set stays whole, held out and in the engine's vocabulary.

Reads only the set's expectations (no engine runs, nothing printed), so it can run anywhere.
The set is looked up by its directory (`FRESH40_DIR`), registered as `SETS["fresh40"]`.
"""
from agent.eval_language import FRESH40_DIR, SETS, WHOLE_SPLIT, load_items
from tests.language_eval.set_checks import (brands, catalog_brands, shape_problems,
                                            slugs_outside_vocabulary)


def test_fresh40_is_one_held_out_set():
    assert SETS["fresh40"] == FRESH40_DIR and FRESH40_DIR.name == "fresh40"
    items = load_items(FRESH40_DIR)
    assert items and {item.split for item in items} == {"held_out"}
    assert WHOLE_SPLIT[FRESH40_DIR] == "held_out"
    assert next(iter(WHOLE_SPLIT)) == FRESH40_DIR
    assert all(item.id.startswith("f40-") for item in items)


def test_fresh40_has_at_least_the_size_and_class_weights_of_fresh39():
    assert shape_problems(load_items(FRESH40_DIR), load_items(SETS["fresh39"])) == []


def test_fresh40_expects_only_vocabulary_slugs_apart_from_brands_and_misspellings():
    assert slugs_outside_vocabulary(load_items(FRESH40_DIR)) == []


def test_fresh40_brand_names_are_absent_from_the_demo_catalog():
    mine = {b.lower() for b in brands(load_items(FRESH40_DIR))}
    assert len(mine) >= 26 and not mine & catalog_brands()


def test_fresh40_brand_names_are_its_own():
    others = set()
    for name in sorted(set(SETS) - {"fresh40"}):
        others |= {b.lower() for b in brands(load_items(SETS[name]))}
    assert not {b.lower() for b in brands(load_items(FRESH40_DIR))} & others
