"""The round-26 held-out language set (a tune set since round 27) stays whole and in the engine's vocabulary.

Reads only the set's expectations (no engine runs, nothing printed), so it can run anywhere.
The set is looked up by its directory (`FRESH26_DIR`), registered as `SETS["fresh26"]`.
"""
from agent.eval_language import FRESH26_DIR, SETS, WHOLE_SPLIT, load_items
from tests.language_eval.set_checks import (brands, catalog_brands, shape_problems,
                                            slugs_outside_vocabulary)


def test_fresh26_is_one_tune_set_since_round_27():
    assert SETS["fresh26"] == FRESH26_DIR and FRESH26_DIR.name == "fresh26"
    items = load_items(FRESH26_DIR)
    assert items and {item.split for item in items} == {"tune"}
    assert WHOLE_SPLIT[FRESH26_DIR] == "tune"
    assert all(item.id.startswith("f26-") for item in items)


def test_fresh26_has_at_least_the_size_and_class_weights_of_fresh25():
    assert shape_problems(load_items(FRESH26_DIR), load_items(SETS["fresh25"])) == []


def test_fresh26_expects_only_vocabulary_slugs_apart_from_brands_and_misspellings():
    assert slugs_outside_vocabulary(load_items(FRESH26_DIR)) == []


def test_fresh26_brand_names_are_absent_from_the_demo_catalog():
    mine = {b.lower() for b in brands(load_items(FRESH26_DIR))}
    assert len(mine) >= 26 and not mine & catalog_brands()


def test_fresh26_brand_names_are_its_own():
    others = set()
    for name in sorted(set(SETS) - {"fresh26"}):
        others |= {b.lower() for b in brands(load_items(SETS[name]))}
    assert not {b.lower() for b in brands(load_items(FRESH26_DIR))} & others
