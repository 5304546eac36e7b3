"""Round 39, perf39: the plan step made cheaper without changing what it reads.

jieba's lazy tokenizers take in a text's groups of dictionary words (its characters and its
pairs of neighbouring characters) instead of whole first-character shards: they must cut the
shoppers' own sentences exactly as jieba's Tokenizer with the same added words, and hold only
the groups the texts they cut contain. Two tables read from the project's files on a turn's
first use now come from the disk cache: the same words as reading the files. The identity
reader skips the patterns whose script a text does not hold: the gate must be read off each
pattern soundly (a skipped pattern never matches)."""
from __future__ import annotations

import re

import pytest

from agent.eval_language import EVAL_DIR, load_items
from agent.language import script_gate
from agent.language.segment import _group, _groups, import_jieba, lazy_tokenizer
from memory.text import has_cjk


def _sentences() -> list[str]:
    """Two tune sets' utterances as shoppers typed them (rounds 37 and 38, spent)."""
    return [i.raw["text"].lower() for name in ("fresh37", "fresh38")
            for i in load_items(EVAL_DIR / name) if i.kind == "utterance"]


@pytest.fixture(scope="module")
def type_names() -> list[str]:
    from agent.product_types import _table

    return sorted(_table().zh_index)  # the words the type vocabulary's tokenizer adds


def test_grouped_tokenizer_cuts_the_language_sets_sentences_like_jieba(type_names):
    eager, lazy = import_jieba().Tokenizer(), lazy_tokenizer()
    for tokenizer in (eager, lazy):
        for name in type_names:
            tokenizer.add_word(name, freq=50000)
    sentences = _sentences()
    assert sum(map(has_cjk, sentences)) > 100  # Chinese sentences, not only English ones
    for text in sentences:
        assert lazy.lcut(text, HMM=False) == eager.lcut(text, HMM=False)
        assert lazy.lcut(text, HMM=True) == eager.lcut(text, HMM=True)
    assert lazy.total == eager.total


def test_a_word_added_after_its_pair_was_read_counts_like_jieba():
    # 保温 is read (its pair 保温 taken in) before 保温杯子 is added: the added word and its
    # prefix 保温杯 must still reach the dictionary that later texts meet.
    eager, lazy = import_jieba().Tokenizer(), lazy_tokenizer()
    for tokenizer in (eager, lazy):
        tokenizer.lcut("保温的杯子", HMM=False)
        tokenizer.add_word("保温杯子", freq=50000)
    for text in ("想要一个保温杯子", "保温杯子和保温杯", "保温"):
        assert lazy.lcut(text, HMM=False) == eager.lcut(text, HMM=False), text


def test_a_tokenizer_holds_only_the_groups_of_the_texts_it_cut():
    lazy = lazy_tokenizer()
    texts = ["不要羊毛的围巾", "给猫买个饮水机，预算一千五百元"]
    for text in texts:
        lazy.lcut(text, HMM=False)
    said = set().union(*map(_groups, texts))
    assert lazy.FREQ  # the texts' words were read in
    assert all(_group(key) in said for key in lazy.FREQ)
    assert "羊毛" in lazy.FREQ and "饮水机" in lazy.FREQ
    assert not any(key.startswith("大") for key in lazy.FREQ)  # no shard of a character not said


def test_known_words_from_the_disk_cache_are_the_files_words():
    from agent.language.readers_agree import _read_known_words, known_words

    words = known_words()
    assert words == frozenset(_read_known_words())
    assert {"kettle", "backpack", "secateurs"} <= words and "trombulator" not in words


def test_appliance_words_from_the_disk_cache_are_the_files_words():
    from agent.language.enthusiast import _appliance_words, _read_appliance_words

    words = _appliance_words()
    assert words == frozenset(_read_appliance_words())
    assert {"desk", "ceiling"} & words


# ---- the script gate (agent/language/script_gate.py) ---------------------------------------

@pytest.mark.parametrize("pattern, script", [
    (r"(?<![a-z])(?:no|not)(?![a-z])", "latin"),
    (r"不要|别(?!的)", "cjk"),
    (r"[^a]b", "latin"),            # the negated class may be anything; b is a letter
    (r"(?:colou?r)+", "latin"),
    (r"x?", None),                  # may match nothing at all
    (r"a|1", None),                 # one branch holds no letter
    (r"[a-z\-]+", None),            # a hyphen alone would do
    (r"(?i)abc", None),             # case-blind: left ungated
    (r"(?i:ab)c", "latin"),         # c is still needed as written
    (r"\w+", None),                 # a category: unknown
    (r"(?<=不)要", "cjk"),          # a lookbehind consumes nothing, 要 is needed
])
def test_the_gate_reads_the_script_a_pattern_needs(pattern, script):
    assert script_gate.needed(re.compile(pattern)) == script


def test_a_gated_pattern_never_matches_a_text_it_skips():
    # Over the readers' real patterns and two tune sets' sentences (and each folded the way the
    # readers see it): a pattern the gate skips for a text finds nothing in it.
    from agent.engines.offline_constraints import _EN_TRIGGERS, _ZH_TRIGGERS
    from agent.language.identity_reason import _patterns

    gate = script_gate.Gate([*_patterns(), *(t.regex for t in (*_ZH_TRIGGERS, *_EN_TRIGGERS))])
    assert sum(need is not None for need in gate.needs) > 60  # most of them are gated
    skipped = 0
    for text in _sentences():
        able = set(map(id, gate.able(text)))
        for pattern in gate.patterns:
            if id(pattern) not in able:
                skipped += 1
                assert pattern.search(text) is None
    assert skipped > 1000


def test_identity_reasons_are_read_and_blanked_in_both_languages():
    from agent.language.identity_reason import told, without

    for text in ("i have gout, so nothing with purine", "我有痛风，别推荐海鲜", "type 1 diabetic here 不要糖"):
        assert told(text), text
        assert without(text) != text
