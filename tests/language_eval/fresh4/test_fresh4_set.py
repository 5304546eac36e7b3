"""The round-6 held-out language set (a tune set since round 7) stays complete and in the engine's vocabulary.

Reads only the set's expectations (no engine runs, nothing printed), so it can run anywhere.
"""
from collections import Counter

from agent.eval_language import SETS, load_items
from tests.language_eval.set_checks import brands, catalog_brands, slugs_outside_vocabulary


def test_fresh4_is_a_tune_set_since_round_7_whole():
    items = load_items(SETS["fresh4"])
    assert items and {item.split for item in items} == {"tune"}


def test_fresh4_has_the_size_and_class_weights_it_was_written_with():
    items = load_items(SETS["fresh4"])
    utterances = [i for i in items if i.kind == "utterance"]
    assert len(utterances) >= 200 and len(items) - len(utterances) >= 22
    langs = Counter(i.lang for i in utterances)
    assert abs(langs["en"] - langs["zh"]) <= 10
    per_class = Counter(i.cls for i in utterances)
    assert all(per_class[c] >= 20 for c in ("brand", "size", "material", "mixed"))
    assert all(per_class[c] >= 16 for c in ("scope", "global", "likes", "typos"))
    assert all(per_class[c] >= 10
               for c in ("polarity", "takeback", "domain", "budget", "variants"))
    by_lang = Counter((i.cls, i.lang) for i in utterances)
    assert all(by_lang[(c, "en")] and by_lang[(c, "zh")] for c in per_class)
    main_classes = {i.cls for i in load_items(SETS["main"])}
    assert {i.cls for i in items} <= main_classes


def test_fresh4_expects_only_vocabulary_slugs_apart_from_brands_and_misspellings():
    assert slugs_outside_vocabulary(load_items(SETS["fresh4"])) == []


def test_fresh4_brand_names_are_absent_from_the_demo_catalog():
    mine = brands(load_items(SETS["fresh4"]))
    assert len(mine) >= 20 and not mine & catalog_brands()
