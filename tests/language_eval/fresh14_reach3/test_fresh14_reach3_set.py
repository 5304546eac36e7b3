"""The reach3 tuner's own sentences (round 14) stay whole, tune, balanced and in the vocabulary.

Reads only the set's expectations (no engine runs, nothing printed).
"""
from collections import Counter

from agent.eval_language import SETS, load_items
from tests.language_eval.set_checks import slugs_outside_vocabulary

NAME = "fresh14_reach3"


def test_the_set_is_wholly_tune_and_its_own():
    items = load_items(SETS[NAME])
    assert items and {item.split for item in items} == {"tune"}
    assert all(item.id.startswith("f14r3-") for item in items)


def test_each_reach_class_has_thirty_utterances_half_per_language():
    counts = Counter((i.cls, i.id.split("-")[1]) for i in load_items(SETS[NAME])
                     if i.kind == "utterance")
    for cls in ("global", "scope", "mixed"):
        assert counts[(cls, "en")] >= 15 and counts[(cls, "zh")] >= 15, cls


def test_expected_slugs_are_in_the_vocabulary():
    assert slugs_outside_vocabulary(load_items(SETS[NAME])) == []
