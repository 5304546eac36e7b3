"""The round-5 held-out language set stays held out, complete and in the engine's vocabulary.

Reads only the set's expectations (no engine runs, nothing printed), so it can run anywhere.
"""
from collections import Counter

from agent.eval_language import SETS, load_items
from tests.language_eval.set_checks import slugs_outside_vocabulary


def test_fresh3_is_a_tune_set_since_round_6_whole():
    items = load_items(SETS["fresh3"])
    assert items and {item.split for item in items} == {"tune"}


def test_fresh3_has_the_size_and_class_weights_it_was_written_with():
    items = load_items(SETS["fresh3"])
    utterances = [i for i in items if i.kind == "utterance"]
    assert len(utterances) >= 200 and len(items) - len(utterances) >= 20
    langs = Counter(i.lang for i in utterances)
    assert abs(langs["en"] - langs["zh"]) <= 10
    per_class = Counter(i.cls for i in utterances)
    assert all(per_class[c] >= 16 for c in ("brand", "mixed", "global", "likes", "domain"))
    assert all(per_class[c] >= 14 for c in ("polarity", "takeback", "scope"))
    main_classes = {i.cls for i in load_items(SETS["main"])}
    assert {i.cls for i in items} <= main_classes


def test_fresh3_expects_only_vocabulary_slugs_apart_from_brands_and_misspellings():
    assert slugs_outside_vocabulary(load_items(SETS["fresh3"])) == []
