"""The round-38 held-out language set stays whole, held out and in the engine's vocabulary.

Reads only the set's expectations (no engine runs, nothing printed), so it can run anywhere.
The set is looked up by its directory (`FRESH38_DIR`), registered as `SETS["fresh38"]`.
"""
from agent.eval_language import FRESH38_DIR, SETS, WHOLE_SPLIT, load_items
from tests.language_eval.set_checks import (brands, catalog_brands, shape_problems,
                                            slugs_outside_vocabulary)


def test_fresh38_is_one_held_out_set():
    assert SETS["fresh38"] == FRESH38_DIR and FRESH38_DIR.name == "fresh38"
    items = load_items(FRESH38_DIR)
    assert items and {item.split for item in items} == {"held_out"}
    assert WHOLE_SPLIT[FRESH38_DIR] == "held_out"
    assert next(iter(WHOLE_SPLIT)) == FRESH38_DIR
    assert all(item.id.startswith("f38-") for item in items)


def test_fresh38_has_at_least_the_size_and_class_weights_of_fresh37():
    assert shape_problems(load_items(FRESH38_DIR), load_items(SETS["fresh37"])) == []


def test_fresh38_expects_only_vocabulary_slugs_apart_from_brands_and_misspellings():
    assert slugs_outside_vocabulary(load_items(FRESH38_DIR)) == []


def test_fresh38_brand_names_are_absent_from_the_demo_catalog():
    mine = {b.lower() for b in brands(load_items(FRESH38_DIR))}
    assert len(mine) >= 26 and not mine & catalog_brands()


def test_fresh38_brand_names_are_its_own():
    others = set()
    for name in sorted(set(SETS) - {"fresh38"}):
        others |= {b.lower() for b in brands(load_items(SETS[name]))}
    assert not {b.lower() for b in brands(load_items(FRESH38_DIR))} & others
