"""The round-20 held-out language set (a tune set since round 21) stays complete and in the engine's vocabulary.

Reads only the set's expectations (no engine runs, nothing printed), so it can run anywhere.
"""
from agent.eval_language import SETS, WHOLE_SPLIT, load_items
from tests.language_eval.set_checks import (brands, catalog_brands, shape_problems,
                                            slugs_outside_vocabulary)


def test_fresh20_is_one_tune_set_since_round_21():
    items = load_items(SETS["fresh20"])
    assert items and {item.split for item in items} == {"tune"}
    assert WHOLE_SPLIT[SETS["fresh20"]] == "tune"
    assert all(item.id.startswith("f20-") for item in items)


def test_fresh20_has_at_least_the_size_and_class_weights_of_fresh19():
    assert shape_problems(load_items(SETS["fresh20"]), load_items(SETS["fresh19"])) == []


def test_fresh20_expects_only_vocabulary_slugs_apart_from_brands_and_misspellings():
    assert slugs_outside_vocabulary(load_items(SETS["fresh20"])) == []


def test_fresh20_brand_names_are_absent_from_the_demo_catalog():
    mine = {b.lower() for b in brands(load_items(SETS["fresh20"]))}
    assert len(mine) >= 26 and not mine & catalog_brands()


def test_fresh20_brand_names_are_its_own():
    others = set()
    for name in sorted(set(SETS) - {"fresh20"}):
        others |= {b.lower() for b in brands(load_items(SETS[name]))}
    assert not {b.lower() for b in brands(load_items(SETS["fresh20"]))} & others
