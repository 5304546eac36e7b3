"""The round-44 held-out language set stays whole, held out and in the engine's vocabulary.

Reads only the set's expectations (no engine runs, nothing printed), so it can run anywhere.
The set is looked up by its directory (`FRESH44_DIR`), registered as `SETS["fresh44"]`.
"""
from agent.eval_language import FRESH44_DIR, SETS, WHOLE_SPLIT, load_items
from tests.language_eval.set_checks import (brands, catalog_brands, shape_problems,
                                            slugs_outside_vocabulary)


def test_fresh44_is_one_held_out_set():
    assert SETS["fresh44"] == FRESH44_DIR and FRESH44_DIR.name == "fresh44"
    items = load_items(FRESH44_DIR)
    assert items and {item.split for item in items} == {"held_out"}
    assert WHOLE_SPLIT[FRESH44_DIR] == "held_out"
    assert next(iter(WHOLE_SPLIT)) == FRESH44_DIR
    assert all(item.id.startswith("f44-") for item in items)


def test_fresh44_has_at_least_the_size_and_class_weights_of_fresh43():
    assert shape_problems(load_items(FRESH44_DIR), load_items(SETS["fresh43"]),
                          utterances_min=218) == []


def test_fresh44_weighs_brand_at_least_as_fresh43_did():
    # brand was fresh43's weakest class (12/32 before round 43, 13/32 after)
    items = load_items(FRESH44_DIR)
    theirs = [i for i in load_items(SETS["fresh43"]) if i.cls == "brand"]
    mine = [i for i in items if i.cls == "brand"]
    assert len(mine) >= 32 and len(mine) >= len(theirs)
    assert {(i.lang, i.kind) for i in mine} == {("en", "utterance"), ("zh", "utterance"),
                                                ("en", "story"), ("zh", "story")}
    assert {p for i in mine for p in _brand_polarities(i)} == {"like", "dislike"}


def test_fresh44_keeps_domain_and_scope_at_twenty_items_or_more():
    items = load_items(FRESH44_DIR)
    for cls in ("domain", "scope"):
        mine = [i for i in items if i.cls == cls]
        assert len(mine) >= 20
        assert {i.lang for i in mine if i.kind == "utterance"} == {"en", "zh"}


def test_fresh44_expects_only_vocabulary_slugs_apart_from_brands_and_misspellings():
    assert slugs_outside_vocabulary(load_items(FRESH44_DIR)) == []


def test_fresh44_brand_names_are_absent_from_the_demo_catalog():
    mine = {b.lower() for b in brands(load_items(FRESH44_DIR))}
    assert len(mine) >= 32 and not mine & catalog_brands()


def test_fresh44_brand_names_are_its_own():
    others = set()
    for name in sorted(set(SETS) - {"fresh44"}):
        others |= {b.lower() for b in brands(load_items(SETS[name]))}
    assert not {b.lower() for b in brands(load_items(FRESH44_DIR))} & others


def _brand_polarities(item):
    expect = item.raw.get("expect") or {}
    found = {c["p"] for c in expect.get("cons") or [] if c.get("cat") == "brand"}
    return found | {k.split(":", 1)[0] for k in item.raw.get("store_has") or [] if ":brand:" in k}
