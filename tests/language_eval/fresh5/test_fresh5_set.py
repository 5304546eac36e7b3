"""The round-7 held-out language set (a tune set since round 8) stays complete and in the engine's vocabulary.

Reads only the set's expectations (no engine runs, nothing printed), so it can run anywhere.
"""
from collections import Counter

from agent.eval_language import SETS, load_items
from tests.language_eval.set_checks import brands, catalog_brands, slugs_outside_vocabulary


def test_fresh5_is_one_tune_set_since_round_8():
    items = load_items(SETS["fresh5"])
    assert items and {item.split for item in items} == {"tune"}


def test_fresh5_has_at_least_the_size_and_class_weights_of_fresh4():
    items = load_items(SETS["fresh5"])
    utterances = [i for i in items if i.kind == "utterance"]
    stories = [i for i in items if i.kind == "story"]
    assert len(utterances) >= 205 and len(stories) >= 26
    langs = Counter(i.lang for i in utterances)
    assert abs(langs["en"] - langs["zh"]) <= 10
    # Per class and kind, at least what fresh4 had (both languages together).
    fresh4 = Counter((i.cls, i.kind) for i in load_items(SETS["fresh4"]))
    mine = Counter((i.cls, i.kind) for i in items)
    assert {key: n for key, n in fresh4.items() if mine[key] < n} == {}
    by_lang = Counter((i.cls, i.lang) for i in utterances)
    assert all(by_lang[(c, "en")] and by_lang[(c, "zh")] for c in {i.cls for i in utterances})
    story_langs = Counter((i.cls, i.lang) for i in stories)
    assert all(story_langs[(c, "en")] == story_langs[(c, "zh")] for c in {i.cls for i in stories})
    main_classes = {i.cls for i in load_items(SETS["main"])}
    assert {i.cls for i in items} <= main_classes


def test_fresh5_expects_only_vocabulary_slugs_apart_from_brands_and_misspellings():
    assert slugs_outside_vocabulary(load_items(SETS["fresh5"])) == []


def test_fresh5_brand_names_are_absent_from_the_demo_catalog():
    mine = brands(load_items(SETS["fresh5"]))
    assert len(mine) >= 26 and not {b.lower() for b in mine} & catalog_brands()


def test_fresh5_brand_names_are_its_own():
    others = set()
    for name in ("fresh", "fresh2", "fresh3", "fresh4", "probe", "main"):
        others |= {b.lower() for b in brands(load_items(SETS[name]))}
    assert not {b.lower() for b in brands(load_items(SETS["fresh5"]))} & others
