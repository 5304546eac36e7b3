"""Round 38, perf38: the plan step made cheaper without changing what it reads.

`request_head.mentions` runs a name's whole-word pattern only where the name's letters are
in the text at all: what it finds must stay exactly what the pattern finds (whole words, a
plural -s/-es, names with a hyphen or a dot, Chinese names wherever they stand)."""
from __future__ import annotations

import re

import pytest

from agent.language.request_head import mentions
from agent.product_types import all_types


def _by_pattern(names, low: str) -> list[int]:
    found = []
    for name in (n.lower() for n in names if n):
        if re.search(r"[\u3400-\u9fff]", name):
            found.extend(m.start() for m in re.finditer(re.escape(name), low))
        else:
            found.extend(m.start() for m in re.finditer(
                rf"(?<![a-z0-9]){re.escape(name)}(?:e?s)?(?![a-z0-9])", low))
    return found


@pytest.mark.parametrize("names, text, starts", [
    (["mug"], "two mugs and a smug mug, mugshots aside", [4, 20]),
    (["dress"], "dresses for the dressing room", [0]),
    (["t-shirt", "tee"], "a t-shirts pack, no tees, no teen sizes", [2, 20]),
    (["3.5mm cable"], "a 3.5mm cables set", [2]),
    (["双肩包"], "想要双肩包，不要双肩包的那种", [2, 8]),
    (["hoodie"], "nothing here", []),
])
def test_mentions_finds_whole_words_and_plurals_only(names, text, starts):
    assert sorted(mentions(names, text.lower())) == starts


def test_mentions_agrees_with_the_whole_word_pattern_over_the_type_vocabulary():
    texts = ["a backpack and two backpacks for hiking", "I need new running shoes, not sandals",
             "给猫买个饮水机和猫砂盆", "the kettle's lid, a tea kettle, kettlebells",
             "phone cases or a phone case stand", "mattress toppers (a mattress-topper?)"]
    checked = 0
    for ptype in all_types():
        names = [*ptype.en, *ptype.also_en, *ptype.zh, *ptype.also_zh]
        for text in texts:
            low = text.lower()
            got = mentions(names, low)
            assert got == _by_pattern(names, low), (ptype.key, text)
            checked += bool(got)
    assert checked > 10  # the texts name some types: the comparison is not all empty
