"""Round 16's extra blind writers' tune sets (fresh16_<writer>/, found by eval_language's
glob) stay whole, tune and at their brief's size: one check for every writer, where each
writer had copied one file of its own.

Reads only the sets' expectations (no engine runs, nothing printed), so it can run anywhere.
"""
from collections import Counter

import pytest

from agent.eval_language import SETS, load_items
from tests.language_eval.set_checks import brands, catalog_brands, slugs_outside_vocabulary

# writer -> the id prefix it was given
WRITERS = {"fresh16_chat": "f16c-", "fresh16_formal": "f16f-", "fresh16_terse": "f16t-",
           "fresh16_story": "f16s-"}
# The writers' brief: utterances per class, both languages together.
AT_LEAST = {"brand": 12, "global": 12, "likes": 12, "polarity": 12, "scope": 12, "mixed": 12,
            "size": 6, "budget": 6, "typos": 6, "takeback": 6,
            "domain": 2, "material": 2, "variants": 2}


def test_every_writer_folder_is_checked_here():
    assert {name for name in SETS if name.startswith("fresh16_")} == set(WRITERS)


@pytest.mark.parametrize("name", sorted(WRITERS))
def test_the_set_is_found_and_wholly_tune(name):
    items = load_items(SETS[name])
    assert items and {item.split for item in items} == {"tune"}
    assert all(item.id.startswith(WRITERS[name]) for item in items)
    assert {item.source for item in items} == {name}


@pytest.mark.parametrize("name", sorted(WRITERS))
def test_the_set_has_its_size_languages_and_class_floors(name):
    items = load_items(SETS[name])
    utterances = [i for i in items if i.kind == "utterance"]
    stories = [i for i in items if i.kind == "story"]
    assert len(utterances) >= 110 and len(stories) >= 12
    langs = Counter(i.lang for i in utterances)
    assert abs(langs["en"] - langs["zh"]) <= 10
    per_class = Counter(i.cls for i in utterances)
    assert {c: per_class[c] for c, n in AT_LEAST.items() if per_class[c] < n} == {}
    story_langs = Counter((i.cls, i.lang) for i in stories)
    assert [c for c in {i.cls for i in stories}
            if story_langs[(c, "en")] != story_langs[(c, "zh")]] == []
    assert {i.cls for i in items} <= {i.cls for i in load_items(SETS["main"])}


@pytest.mark.parametrize("name", sorted(WRITERS))
def test_the_set_expects_only_vocabulary_slugs_apart_from_brands_and_misspellings(name):
    assert slugs_outside_vocabulary(load_items(SETS[name])) == []


@pytest.mark.parametrize("name", sorted(WRITERS))
def test_its_brand_names_are_its_own_and_absent_from_the_demo_catalog(name):
    mine = {b.lower() for b in brands(load_items(SETS[name]))}
    assert len(mine) >= 12 and not mine & catalog_brands()
    others = set()
    for other in sorted(set(SETS) - {name}):
        others |= {b.lower() for b in brands(load_items(SETS[other]))}
    assert not mine & others
