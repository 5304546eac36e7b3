"""Round 27's blind tune set fresh27_wild27 (found by eval_language's fresh[12][0-9]_* glob)
stays whole, tune and at its brief's size and class weights; copies the checks of
`../test_fresh16_writers.py`.

Reads only the set's expectations (no engine runs, nothing printed), so it can run anywhere.
"""
from collections import Counter

from agent.eval_language import SETS, load_items
from tests.language_eval.set_checks import brands, catalog_brands, slugs_outside_vocabulary

NAME, PREFIX = "fresh27_wild27", "f27w-"
# The brief: utterances per class, both languages together.
CLASSES = {"likes": 20, "mixed": 18, "domain": 18, "global": 18, "brand": 16, "scope": 14,
           "budget": 12, "polarity": 10, "variants": 8, "takeback": 8, "typos": 8, "size": 6,
           "material": 4}


def test_the_set_is_found_and_wholly_tune():
    items = load_items(SETS[NAME])
    assert items and {item.split for item in items} == {"tune"}
    assert all(item.id.startswith(PREFIX) for item in items)
    assert {item.source for item in items} == {NAME}


def test_the_set_has_its_size_languages_and_class_counts():
    items = load_items(SETS[NAME])
    utterances = [i for i in items if i.kind == "utterance"]
    stories = [i for i in items if i.kind == "story"]
    assert len(utterances) == sum(CLASSES.values()) and len(stories) == 16
    assert dict(Counter(i.cls for i in utterances)) == CLASSES
    by_lang = Counter((i.cls, i.lang) for i in utterances)
    assert all(by_lang[(c, "en")] == by_lang[(c, "zh")] == n // 2 for c, n in CLASSES.items())
    story_langs = Counter((i.cls, i.lang) for i in stories)
    assert [c for c in {i.cls for i in stories}
            if story_langs[(c, "en")] != story_langs[(c, "zh")]] == []
    assert {i.cls for i in items} <= {i.cls for i in load_items(SETS["main"])}


def test_the_domain_items_name_a_product_type():
    items = [i for i in load_items(SETS[NAME]) if i.cls == "domain"]
    assert all(i.raw["expect"].get("type") for i in items)


def test_the_set_expects_only_vocabulary_slugs_apart_from_brands_and_misspellings():
    assert slugs_outside_vocabulary(load_items(SETS[NAME])) == []


def test_its_brand_names_are_its_own_and_absent_from_the_demo_catalog():
    mine = {b.lower() for b in brands(load_items(SETS[NAME]))}
    assert len(mine) >= 16 and not mine & catalog_brands()
    others = set()
    for other in sorted(set(SETS) - {NAME}):
        others |= {b.lower() for b in brands(load_items(SETS[other]))}
    assert not mine & others
