"""The blind tune sets the wild writers wrote (rounds 24–45; found by eval_language's
fresh[1-9][0-9]_* glob) stay whole, tune and at their briefs' sizes and class weights. One test
for all of them, with each brief's numbers (the checks of `test_fresh16_writers.py`); a new
round's wild set adds a row to WILD.

Reads only the sets' expectations (no engine runs, nothing printed), so it can run anywhere.
"""
from collections import Counter

import pytest

from agent.eval_language import SETS, load_items
from tests.language_eval.set_checks import brands, catalog_brands, slugs_outside_vocabulary

_ROUNDS_24_25 = {"domain": 20, "likes": 18, "global": 18, "scope": 16, "brand": 16, "mixed": 16,
                 "takeback": 10, "polarity": 10, "size": 8, "budget": 6, "typos": 6, "material": 4,
                 "variants": 4}
# Each set: its id prefix and its brief's utterances per class (both languages together).
WILD = {
    "fresh24_wild24": ("f24w-", _ROUNDS_24_25),
    "fresh25_wild25": ("f25w-", _ROUNDS_24_25),
    "fresh26_wild26": ("f26w-", {"likes": 20, "scope": 18, "domain": 18, "global": 18, "brand": 16,
                                 "mixed": 14, "variants": 10, "takeback": 8, "polarity": 10, "typos": 8,
                                 "size": 6, "budget": 6, "material": 4}),
    "fresh27_wild27": ("f27w-", {"likes": 20, "mixed": 18, "domain": 18, "global": 18, "brand": 16,
                                 "scope": 14, "budget": 12, "polarity": 10, "variants": 8, "takeback": 8,
                                 "typos": 8, "size": 6, "material": 4}),
    "fresh28_wild28": ("f28w-", {"domain": 22, "mixed": 20, "brand": 18, "likes": 18, "global": 14,
                                 "budget": 12, "polarity": 10, "takeback": 10, "scope": 10, "variants": 6,
                                 "typos": 6, "size": 6, "material": 4}),
    "fresh29_wild29": ("f29w-", {"global": 20, "likes": 18, "domain": 18, "brand": 16, "mixed": 16,
                                 "polarity": 14, "takeback": 12, "scope": 12, "size": 10, "budget": 8,
                                 "typos": 6, "material": 4, "variants": 2}),
    "fresh30_wild30": ("f30w-", {"domain": 20, "scope": 18, "global": 18, "brand": 16, "likes": 16,
                                 "typos": 12, "size": 12, "material": 10, "polarity": 10, "mixed": 10,
                                 "takeback": 6, "budget": 6, "variants": 2}),
    "fresh31_wild31": ("f31w-", {"domain": 20, "global": 18, "likes": 18, "scope": 16, "brand": 14,
                                 "mixed": 14, "polarity": 12, "takeback": 10, "size": 10, "budget": 10,
                                 "typos": 10, "material": 8, "variants": 4}),
    "fresh32_wild32": ("f32w-", {"domain": 20, "global": 18, "likes": 18, "scope": 16, "brand": 14,
                                 "mixed": 14, "polarity": 12, "takeback": 10, "size": 10, "budget": 10,
                                 "typos": 10, "material": 8, "variants": 4}),
    "fresh33_wild33": ("f33w-", {"domain": 20, "global": 18, "likes": 18, "scope": 16, "brand": 14,
                                 "mixed": 14, "polarity": 12, "takeback": 10, "size": 10, "budget": 10,
                                 "typos": 10, "material": 8, "variants": 4}),
    "fresh34_wild34": ("f34w-", {"domain": 20, "global": 18, "likes": 18, "scope": 16, "brand": 14,
                                 "mixed": 14, "polarity": 12, "takeback": 10, "size": 10, "budget": 10,
                                 "typos": 10, "material": 8, "variants": 4}),
    "fresh35_wild35": ("f35w-", {"domain": 20, "global": 18, "likes": 18, "scope": 16, "brand": 14,
                                 "mixed": 14, "polarity": 12, "takeback": 10, "size": 10, "budget": 10,
                                 "typos": 10, "material": 8, "variants": 4}),
    "fresh36_wild36": ("f36w-", {"domain": 20, "global": 18, "likes": 18, "scope": 16, "brand": 14,
                                 "mixed": 14, "polarity": 12, "takeback": 10, "size": 10, "budget": 10,
                                 "typos": 10, "material": 8, "variants": 4}),
    "fresh37_wild37": ("f37w-", {"domain": 20, "global": 18, "likes": 18, "scope": 16, "brand": 14,
                                 "mixed": 14, "polarity": 12, "takeback": 10, "size": 10, "budget": 10,
                                 "typos": 10, "material": 8, "variants": 4}),
    "fresh38_wild38": ("f38w-", {"domain": 20, "global": 18, "likes": 18, "scope": 16, "brand": 14,
                                 "mixed": 14, "polarity": 12, "takeback": 10, "size": 10, "budget": 10,
                                 "typos": 10, "material": 8, "variants": 4}),
    "fresh39_wild39": ("f39w-", {"domain": 20, "global": 18, "likes": 18, "scope": 16, "brand": 14,
                                 "mixed": 14, "polarity": 12, "takeback": 10, "size": 10, "budget": 10,
                                 "typos": 10, "material": 8, "variants": 4}),
    "fresh40_wild40": ("f40w-", {"domain": 20, "global": 18, "likes": 18, "scope": 16, "brand": 14,
                                 "mixed": 14, "polarity": 12, "takeback": 10, "size": 10, "budget": 10,
                                 "typos": 10, "material": 8, "variants": 4}),
    "fresh41_wild41": ("f41w-", {"domain": 20, "global": 18, "likes": 18, "scope": 16, "brand": 14,
                                 "mixed": 14, "polarity": 12, "takeback": 10, "size": 10, "budget": 10,
                                 "typos": 10, "material": 8, "variants": 4}),
    "fresh42_wild42": ("f42w-", {"domain": 20, "global": 18, "likes": 18, "scope": 16, "brand": 14,
                                 "mixed": 14, "polarity": 12, "takeback": 10, "size": 10, "budget": 10,
                                 "typos": 10, "material": 8, "variants": 4}),
    "fresh43_wild43": ("f43w-", {"domain": 20, "global": 18, "likes": 18, "scope": 16, "brand": 14,
                                 "mixed": 14, "polarity": 12, "takeback": 10, "size": 10, "budget": 10,
                                 "typos": 10, "material": 8, "variants": 4}),
    "fresh44_wild44": ("f44w-", {"domain": 20, "global": 18, "likes": 18, "scope": 16, "brand": 14,
                                 "mixed": 14, "polarity": 12, "takeback": 10, "size": 10, "budget": 10,
                                 "typos": 10, "material": 8, "variants": 4}),
    "fresh45_wild45": ("f45w-", {"domain": 20, "global": 18, "likes": 18, "scope": 16, "brand": 14,
                                 "mixed": 14, "polarity": 12, "takeback": 10, "size": 10, "budget": 10,
                                 "typos": 10, "material": 8, "variants": 4}),
}
STORIES, BRANDS = 16, 16  # every brief: 8 en/zh story pairs, at least 16 new brand names

pytestmark = pytest.mark.parametrize("name", sorted(WILD))


def test_the_set_is_found_and_wholly_tune(name):
    items = load_items(SETS[name])
    assert items and {item.split for item in items} == {"tune"}
    assert all(item.id.startswith(WILD[name][0]) for item in items)
    assert {item.source for item in items} == {name}


def test_the_set_has_its_size_languages_and_class_counts(name):
    classes = WILD[name][1]
    items = load_items(SETS[name])
    utterances = [i for i in items if i.kind == "utterance"]
    stories = [i for i in items if i.kind == "story"]
    assert len(utterances) == sum(classes.values()) and len(stories) == STORIES
    assert dict(Counter(i.cls for i in utterances)) == classes
    by_lang = Counter((i.cls, i.lang) for i in utterances)
    assert all(by_lang[(c, "en")] == by_lang[(c, "zh")] == n // 2 for c, n in classes.items())
    story_langs = Counter((i.cls, i.lang) for i in stories)
    assert [c for c in {i.cls for i in stories}
            if story_langs[(c, "en")] != story_langs[(c, "zh")]] == []
    assert {i.cls for i in items} <= {i.cls for i in load_items(SETS["main"])}


def test_the_domain_items_name_a_product_type(name):
    items = [i for i in load_items(SETS[name]) if i.cls == "domain"]
    assert all(i.raw["expect"].get("type") for i in items)


def test_the_set_expects_only_vocabulary_slugs_apart_from_brands_and_misspellings(name):
    assert slugs_outside_vocabulary(load_items(SETS[name])) == []


def test_its_brand_names_are_its_own_and_absent_from_the_demo_catalog(name):
    mine = {b.lower() for b in brands(load_items(SETS[name]))}
    assert len(mine) >= BRANDS and not mine & catalog_brands()
    others = set()
    for other in sorted(set(SETS) - {name}):
        others |= {b.lower() for b in brands(load_items(SETS[other]))}
    assert not mine & others
