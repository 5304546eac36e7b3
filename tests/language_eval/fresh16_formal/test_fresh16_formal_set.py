"""The round-16 tune set written blind by the "formal" writer stays whole, tune and complete.

Reads only the set's expectations (no engine runs, nothing printed), so it can run anywhere.
"""
from collections import Counter

from agent.eval_language import SETS, load_items
from tests.language_eval.set_checks import brands, catalog_brands, slugs_outside_vocabulary

NAME = "fresh16_formal"
# The brief's weights: the hard classes at least 12 items each (both languages, utterances and
# stories together), the number and take-back classes at least 6.
AT_LEAST = {"brand": 12, "global": 12, "likes": 12, "polarity": 12, "scope": 12, "mixed": 12,
            "size": 6, "budget": 6, "typos": 6, "takeback": 6}


def items():
    return load_items(SETS[NAME])


def test_the_set_is_wholly_tune_with_its_own_ids():
    found = items()
    assert found and {item.split for item in found} == {"tune"}
    assert all(item.id.startswith("f16f-") for item in found)


def test_the_set_has_its_size_and_both_languages():
    utterances = [i for i in items() if i.kind == "utterance"]
    stories = [i for i in items() if i.kind == "story"]
    langs = Counter(i.lang for i in utterances)
    assert len(utterances) >= 110 and len(stories) >= 12
    assert abs(langs["en"] - langs["zh"]) <= 10
    assert Counter(i.lang for i in stories)["en"] == Counter(i.lang for i in stories)["zh"]


def test_the_hard_classes_are_weighted_up():
    per_class = Counter(i.cls for i in items())
    assert {c: per_class[c] for c, n in AT_LEAST.items() if per_class[c] < n} == {}


def test_every_class_is_a_main_class_in_both_languages():
    main = {i.cls for i in load_items(SETS["main"])}
    by_lang = Counter((i.cls, i.lang) for i in items() if i.kind == "utterance")
    assert {i.cls for i in items()} <= main
    assert [c for c in {c for c, _ in by_lang} if not (by_lang[(c, "en")] and by_lang[(c, "zh")])] == []


def test_expected_slugs_are_in_the_vocabulary_apart_from_brands_and_misspellings():
    assert slugs_outside_vocabulary(items()) == []


def test_brand_names_are_invented_and_absent_from_the_demo_catalog():
    mine = {b.lower() for b in brands(items())}
    assert len(mine) >= 12 and not mine & catalog_brands()


def test_brand_names_are_its_own():
    others = set()
    for name in sorted(set(SETS) - {NAME}):
        others |= {b.lower() for b in brands(load_items(SETS[name]))}
    assert not {b.lower() for b in brands(items())} & others
