"""The round-41 held-out language set stays whole, held out and in the engine's vocabulary.

Reads only the set's expectations (no engine runs, nothing printed), so it can run anywhere.
The set is looked up by its directory (`FRESH41_DIR`), registered as `SETS["fresh41"]`.
"""
from agent.eval_language import FRESH41_DIR, SETS, WHOLE_SPLIT, load_items
from tests.language_eval.set_checks import (brands, catalog_brands, shape_problems,
                                            slugs_outside_vocabulary)


def test_fresh41_is_one_held_out_set():
    assert SETS["fresh41"] == FRESH41_DIR and FRESH41_DIR.name == "fresh41"
    items = load_items(FRESH41_DIR)
    assert items and {item.split for item in items} == {"held_out"}
    assert WHOLE_SPLIT[FRESH41_DIR] == "held_out"
    assert next(iter(WHOLE_SPLIT)) == FRESH41_DIR
    assert all(item.id.startswith("f41-") for item in items)


def test_fresh41_has_at_least_the_size_and_class_weights_of_fresh40():
    assert shape_problems(load_items(FRESH41_DIR), load_items(SETS["fresh40"])) == []


def test_fresh41_expects_only_vocabulary_slugs_apart_from_brands_and_misspellings():
    assert slugs_outside_vocabulary(load_items(FRESH41_DIR)) == []


def test_fresh41_brand_names_are_absent_from_the_demo_catalog():
    mine = {b.lower() for b in brands(load_items(FRESH41_DIR))}
    assert len(mine) >= 26 and not mine & catalog_brands()


def test_fresh41_brand_names_are_its_own():
    others = set()
    for name in sorted(set(SETS) - {"fresh41"}):
        others |= {b.lower() for b in brands(load_items(SETS[name]))}
    assert not {b.lower() for b in brands(load_items(FRESH41_DIR))} & others
