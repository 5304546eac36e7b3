"""The round-45 held-out language set stays whole, held out and in the engine's vocabulary.

Reads only the set's expectations (no engine runs, nothing printed), so it can run anywhere.
The set is looked up by its directory (`FRESH45_DIR`), registered as `SETS["fresh45"]`.
"""
from agent.eval_language import FRESH45_DIR, SETS, WHOLE_SPLIT, load_items
from tests.language_eval.set_checks import (brands, catalog_brands, shape_problems,
                                            slugs_outside_vocabulary)


def test_fresh45_is_one_held_out_set():
    assert SETS["fresh45"] == FRESH45_DIR and FRESH45_DIR.name == "fresh45"
    items = load_items(FRESH45_DIR)
    assert items and {item.split for item in items} == {"held_out"}
    assert WHOLE_SPLIT[FRESH45_DIR] == "held_out"
    assert next(iter(WHOLE_SPLIT)) == FRESH45_DIR
    assert all(item.id.startswith("f45-") for item in items)


def test_fresh45_has_at_least_the_size_and_class_weights_of_fresh44():
    assert shape_problems(load_items(FRESH45_DIR), load_items(SETS["fresh44"]),
                          utterances_min=224) == []


def test_fresh45_weighs_brand_at_least_as_fresh44_did():
    # brand was fresh44's weakest class (14/32 before round 44, 16/32 after)
    items = load_items(FRESH45_DIR)
    theirs = [i for i in load_items(SETS["fresh44"]) if i.cls == "brand"]
    mine = [i for i in items if i.cls == "brand"]
    assert len(mine) >= 32 and len(mine) >= len(theirs)
    assert {(i.lang, i.kind) for i in mine} == {("en", "utterance"), ("zh", "utterance"),
                                                ("en", "story"), ("zh", "story")}
    assert {p for i in mine for p in _brand_polarities(i)} == {"like", "dislike"}


def test_fresh45_keeps_domain_and_scope_at_twenty_items_or_more():
    items = load_items(FRESH45_DIR)
    for cls in ("domain", "scope"):
        mine = [i for i in items if i.cls == cls]
        assert len(mine) >= 20
        assert {i.lang for i in mine if i.kind == "utterance"} == {"en", "zh"}


def test_fresh45_expects_only_vocabulary_slugs_apart_from_brands_and_misspellings():
    assert slugs_outside_vocabulary(load_items(FRESH45_DIR)) == []


def test_fresh45_brand_names_are_absent_from_the_demo_catalog():
    mine = {b.lower() for b in brands(load_items(FRESH45_DIR))}
    assert len(mine) >= 32 and not mine & catalog_brands()


def test_fresh45_brand_names_are_its_own():
    others = set()
    for name in sorted(set(SETS) - {"fresh45"}):
        others |= {b.lower() for b in brands(load_items(SETS[name]))}
    assert not {b.lower() for b in brands(load_items(FRESH45_DIR))} & others


def _brand_polarities(item):
    expect = item.raw.get("expect") or {}
    found = {c["p"] for c in expect.get("cons") or [] if c.get("cat") == "brand"}
    return found | {k.split(":", 1)[0] for k in item.raw.get("store_has") or [] if ":brand:" in k}
