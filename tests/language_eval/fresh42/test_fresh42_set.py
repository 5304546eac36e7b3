"""The round-42 held-out language set stays whole, held out and in the engine's vocabulary.

Reads only the set's expectations (no engine runs, nothing printed), so it can run anywhere.
The set is looked up by its directory (`FRESH42_DIR`), registered as `SETS["fresh42"]`.
"""
from agent.eval_language import FRESH42_DIR, SETS, WHOLE_SPLIT, load_items
from tests.language_eval.set_checks import (brands, catalog_brands, shape_problems,
                                            slugs_outside_vocabulary)


def test_fresh42_is_one_held_out_set():
    assert SETS["fresh42"] == FRESH42_DIR and FRESH42_DIR.name == "fresh42"
    items = load_items(FRESH42_DIR)
    assert items and {item.split for item in items} == {"held_out"}
    assert WHOLE_SPLIT[FRESH42_DIR] == "held_out"
    assert next(iter(WHOLE_SPLIT)) == FRESH42_DIR
    assert all(item.id.startswith("f42-") for item in items)


def test_fresh42_has_at_least_the_size_and_class_weights_of_fresh41():
    assert shape_problems(load_items(FRESH42_DIR), load_items(SETS["fresh41"])) == []


def test_fresh42_weighs_the_two_weakest_classes_of_fresh41_more():
    # fresh41 measured domain on 12 items and scope on 18: too few to move a score honestly
    items = load_items(FRESH42_DIR)
    theirs = load_items(SETS["fresh41"])
    for cls in ("domain", "scope"):
        mine = [i for i in items if i.cls == cls]
        assert len(mine) >= 20 and len(mine) > len([i for i in theirs if i.cls == cls])
        assert {i.lang for i in mine if i.kind == "utterance"} == {"en", "zh"}


def test_fresh42_expects_only_vocabulary_slugs_apart_from_brands_and_misspellings():
    assert slugs_outside_vocabulary(load_items(FRESH42_DIR)) == []


def test_fresh42_brand_names_are_absent_from_the_demo_catalog():
    mine = {b.lower() for b in brands(load_items(FRESH42_DIR))}
    assert len(mine) >= 26 and not mine & catalog_brands()


def test_fresh42_brand_names_are_its_own():
    others = set()
    for name in sorted(set(SETS) - {"fresh42"}):
        others |= {b.lower() for b in brands(load_items(SETS[name]))}
    assert not {b.lower() for b in brands(load_items(FRESH42_DIR))} & others
