"""Round 39, perf39: the plan step made cheaper without changing what it reads.

jieba's lazy tokenizers take in a text's groups of dictionary words (its characters and its
pairs of neighbouring characters) instead of whole first-character shards: they must cut the
shoppers' own sentences exactly as jieba's Tokenizer with the same added words, and hold only
the groups the texts they cut contain. Two tables read from the project's files on a turn's
first use now come from the disk cache: the same words as reading the files."""
from __future__ import annotations

import pytest

from agent.eval_language import EVAL_DIR, load_items
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
