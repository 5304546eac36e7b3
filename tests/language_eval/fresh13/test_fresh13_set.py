"""The round-13 tune set written blind by a second writer stays whole, tune and complete.

Reads only the set's expectations (no engine runs, nothing printed), so it can run anywhere.
"""
from collections import Counter

from agent.eval_language import SETS, load_items
from tests.language_eval.set_checks import (brands, catalog_brands, shape_problems,
                                            slugs_outside_vocabulary)

# The classes new writers break most: each at least two utterances above fresh10's count.
WEIGHTED_UP = ("brand", "likes", "scope", "global", "mixed", "size", "budget")


def test_fresh13_is_wholly_tune():
    items = load_items(SETS["fresh13"])
    assert items and {item.split for item in items} == {"tune"}
    assert all(item.id.startswith("f13-") for item in items)


def test_fresh13_has_at_least_the_size_and_class_weights_of_fresh10():
    assert shape_problems(load_items(SETS["fresh13"]), load_items(SETS["fresh10"])) == []


def test_fresh13_weights_up_the_classes_new_writers_break_most():
    def utterances(name):
        return Counter(i.cls for i in load_items(SETS[name]) if i.kind == "utterance")

    mine, theirs = utterances("fresh13"), utterances("fresh10")
    assert {c: mine[c] for c in WEIGHTED_UP if mine[c] < theirs[c] + 2} == {}


def test_fresh13_expects_only_vocabulary_slugs_apart_from_brands_and_misspellings():
    assert slugs_outside_vocabulary(load_items(SETS["fresh13"])) == []


def test_fresh13_brand_names_are_absent_from_the_demo_catalog():
    mine = {b.lower() for b in brands(load_items(SETS["fresh13"]))}
    assert len(mine) >= 26 and not mine & catalog_brands()


def test_fresh13_brand_names_are_its_own():
    others = set()
    for name in sorted(set(SETS) - {"fresh13"}):
        others |= {b.lower() for b in brands(load_items(SETS[name]))}
    assert not {b.lower() for b in brands(load_items(SETS["fresh13"]))} & others
