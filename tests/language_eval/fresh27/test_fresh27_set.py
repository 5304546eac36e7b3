"""The round-27 held-out language set (a tune set since round 28) stays whole and in the engine's vocabulary.

Reads only the set's expectations (no engine runs, nothing printed), so it can run anywhere.
The set is looked up by its directory (`FRESH27_DIR`), registered as `SETS["fresh27"]`.
"""
from agent.eval_language import FRESH27_DIR, SETS, WHOLE_SPLIT, load_items
from tests.language_eval.set_checks import (brands, catalog_brands, shape_problems,
                                            slugs_outside_vocabulary)


def test_fresh27_is_one_tune_set_since_round_28():
    assert SETS["fresh27"] == FRESH27_DIR and FRESH27_DIR.name == "fresh27"
    items = load_items(FRESH27_DIR)
    assert items and {item.split for item in items} == {"tune"}
    assert WHOLE_SPLIT[FRESH27_DIR] == "tune"
    assert all(item.id.startswith("f27-") for item in items)


def test_fresh27_has_at_least_the_size_and_class_weights_of_fresh26():
    assert shape_problems(load_items(FRESH27_DIR), load_items(SETS["fresh26"])) == []


def test_fresh27_expects_only_vocabulary_slugs_apart_from_brands_and_misspellings():
    assert slugs_outside_vocabulary(load_items(FRESH27_DIR)) == []


def test_fresh27_brand_names_are_absent_from_the_demo_catalog():
    mine = {b.lower() for b in brands(load_items(FRESH27_DIR))}
    assert len(mine) >= 26 and not mine & catalog_brands()


def test_fresh27_brand_names_are_its_own():
    others = set()
    for name in sorted(set(SETS) - {"fresh27"}):
        others |= {b.lower() for b in brands(load_items(SETS[name]))}
    assert not {b.lower() for b in brands(load_items(FRESH27_DIR))} & others
