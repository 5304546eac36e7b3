"""The round-16 tune set written blind in a storytelling voice stays whole, tune and complete.

Reads only the set's expectations (no engine runs, nothing printed), so it can run anywhere.
"""
from collections import Counter

from agent.eval_language import SETS, load_items
from tests.language_eval.set_checks import brands, catalog_brands, slugs_outside_vocabulary

NAME = "fresh16_story"
# The brief's minimum utterances per class (both languages together).
AT_LEAST = {"brand": 12, "global": 12, "likes": 12, "polarity": 12, "scope": 12, "mixed": 12,
            "size": 6, "budget": 6, "typos": 6, "takeback": 6,
            "domain": 2, "material": 2, "variants": 2}


def _items():
    return load_items(SETS[NAME])


def test_fresh16_story_is_wholly_tune():
    items = _items()
    assert items and {item.split for item in items} == {"tune"}
    assert all(item.id.startswith("f16s-") for item in items)


def test_fresh16_story_has_its_size_class_weights_and_both_languages():
    items = _items()
    utterances = [i for i in items if i.kind == "utterance"]
    stories = [i for i in items if i.kind == "story"]
    assert len(utterances) >= 110 and len(stories) >= 12
    langs = Counter(i.lang for i in utterances)
    assert abs(langs["en"] - langs["zh"]) <= 10
    per_class = Counter(i.cls for i in utterances)
    assert {c: per_class[c] for c, n in AT_LEAST.items() if per_class[c] < n} == {}
    by_lang = Counter((i.cls, i.lang) for i in utterances)
    assert [c for c in AT_LEAST if not (by_lang[(c, "en")] and by_lang[(c, "zh")])] == []
    story_langs = Counter((i.cls, i.lang) for i in stories)
    assert [c for c in {i.cls for i in stories}
            if story_langs[(c, "en")] != story_langs[(c, "zh")]] == []
    assert {i.cls for i in items} <= {i.cls for i in load_items(SETS["main"])}


def test_fresh16_story_expects_only_vocabulary_slugs_apart_from_brands_and_misspellings():
    assert slugs_outside_vocabulary(_items()) == []


def test_fresh16_story_brand_names_are_absent_from_the_demo_catalog():
    mine = {b.lower() for b in brands(_items())}
    assert len(mine) >= 12 and not mine & catalog_brands()


def test_fresh16_story_brand_names_are_its_own():
    others = set()
    for name in sorted(set(SETS) - {NAME}):
        others |= {b.lower() for b in brands(load_items(SETS[name]))}
    assert not {b.lower() for b in brands(_items())} & others
