"""The round-16 tune set written blind in a chatty phone voice stays whole, tune and complete.

Reads only the set's expectations (no engine runs, nothing printed), so it can run anywhere.
"""
from collections import Counter

from agent.eval_language import SETS, load_items
from tests.language_eval.set_checks import brands, catalog_brands, slugs_outside_vocabulary

NAME = "fresh16_chat"
# The writer's brief: the hard classes at least 12 items each, the middle ones at least 6.
AT_LEAST = {"brand": 12, "global": 12, "likes": 12, "polarity": 12, "scope": 12, "mixed": 12,
            "size": 6, "budget": 6, "typos": 6, "takeback": 6,
            "domain": 2, "material": 2, "variants": 2}


def test_fresh16_chat_is_found_and_wholly_tune():
    items = load_items(SETS[NAME])
    assert items and {item.split for item in items} == {"tune"}
    assert all(item.id.startswith("f16c-") for item in items)
    assert {item.source for item in items} == {NAME}


def test_fresh16_chat_has_its_size_and_class_weights():
    items = load_items(SETS[NAME])
    utterances = [i for i in items if i.kind == "utterance"]
    stories = [i for i in items if i.kind == "story"]
    assert len(utterances) >= 110 and len(stories) >= 12
    langs = Counter(i.lang for i in utterances)
    assert abs(langs["en"] - langs["zh"]) <= 10
    per_class = Counter(i.cls for i in items)
    assert {c: per_class[c] for c, n in AT_LEAST.items() if per_class[c] < n} == {}
    by_lang = Counter((i.cls, i.lang) for i in utterances)
    assert [c for c in AT_LEAST if not (by_lang[(c, "en")] and by_lang[(c, "zh")])] == []
    story_langs = Counter((i.cls, i.lang) for i in stories)
    assert [c for c in {i.cls for i in stories}
            if story_langs[(c, "en")] != story_langs[(c, "zh")]] == []
    assert {i.cls for i in items} <= {i.cls for i in load_items(SETS["main"])}


def test_fresh16_chat_expects_only_vocabulary_slugs_apart_from_brands_and_misspellings():
    assert slugs_outside_vocabulary(load_items(SETS[NAME])) == []


def test_fresh16_chat_brand_names_are_absent_from_the_demo_catalog():
    mine = {b.lower() for b in brands(load_items(SETS[NAME]))}
    assert len(mine) >= 12 and not mine & catalog_brands()


def test_fresh16_chat_brand_names_are_its_own():
    others = set()
    for name in sorted(set(SETS) - {NAME}):
        others |= {b.lower() for b in brands(load_items(SETS[name]))}
    assert not {b.lower() for b in brands(load_items(SETS[NAME]))} & others
