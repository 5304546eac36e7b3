"""The lazily read jieba tokenizer (agent/language/segment.py) segments exactly as jieba's own
Tokenizer with the same added words: the dictionary is split by first character, and a
text only ever looks up its own substrings."""
from __future__ import annotations

import json

import pytest

from agent.language.segment import _shards, import_jieba, lazy_tokenizer
from memory.paths import CATALOG, ROOT

ADDED = [("双肩包", 50000), ("跑鞋", 50000), ("人造皮革", 50000), ("猫饮水机", 50000),
         ("不锈钢保温杯", 50000)]


def _titles(n: int = 400) -> list[str]:
    out = []
    with open(CATALOG, encoding="utf-8") as f:
        for line in f:
            title = json.loads(line)["title"]
            if any("\u4e00" <= ch <= "\u9fff" for ch in title):
                out.append(title)
            if len(out) == n:
                break
    return out


@pytest.fixture(scope="module")
def eager():
    tokenizer = import_jieba().Tokenizer()
    for word, freq in ADDED:
        tokenizer.add_word(word, freq=freq)
    return tokenizer


def test_lazy_tokenizer_cuts_catalog_titles_like_jieba(eager):
    lazy = lazy_tokenizer()
    for word, freq in ADDED:
        lazy.add_word(word, freq=freq)
    texts = _titles() + ["推荐一双跑鞋，不要皮革的", "给猫买个饮水机，预算一千五百元，不要塑料",
                         "a bakpack for hiking under 40 dollars", "人造皮革双肩包 PU 男款"]
    for text in texts:
        assert list(lazy.tokenize(text)) == list(eager.tokenize(text)), text
        assert lazy.lcut(text, HMM=False) == eager.lcut(text, HMM=False), text
        assert list(lazy.tokenize(text, mode="search")) == list(eager.tokenize(text, mode="search"))
    assert lazy.total == eager.total


def test_words_added_after_their_shard_was_read_count_like_jieba(eager):
    lazy = lazy_tokenizer()
    for word, freq in ADDED[:2]:
        lazy.add_word(word, freq=freq)
    text = "人造皮革的猫饮水机和不锈钢保温杯"
    lazy.lcut(text)  # reads the shards of every character of the text
    for word, freq in ADDED[2:]:
        lazy.add_word(word, freq=freq)  # shards already read: applied at once
    assert lazy.lcut(text) == eager.lcut(text)
    assert lazy.lcut("人造皮革双肩包") == eager.lcut("人造皮革双肩包")


def test_a_word_deleted_before_its_shard_is_read_stays_deleted():
    jieba = import_jieba()
    eager, lazy = jieba.Tokenizer(), lazy_tokenizer()
    for tokenizer in (eager, lazy):
        tokenizer.add_word("皮革", freq=0)
    assert lazy.lcut("真皮皮革包", HMM=False) == eager.lcut("真皮皮革包", HMM=False)


def test_the_shard_cache_lives_outside_the_project():
    total, shards = _shards()
    assert total > 0 and "皮" in shards
    cached = list(ROOT.rglob("jieba-*.shards"))
    assert cached == []


def test_tokenizers_sharing_a_read_shard_keep_their_own_added_words():
    # The unmarshalled shard of a character is shared by every lazy tokenizer of the process:
    # a word one of them adds must not reach another's dictionary, whichever reads it first.
    plain = import_jieba().Tokenizer()
    text = "猫饮水机和不锈钢保温杯"
    first, second = lazy_tokenizer(), lazy_tokenizer()
    first.add_word("猫饮水机", freq=50000)  # pending until 猫's shard is read
    assert first.lcut(text, HMM=False) != plain.lcut(text, HMM=False)
    assert second.lcut(text, HMM=False) == plain.lcut(text, HMM=False)
    assert "猫饮水机" not in second.FREQ
    second.add_word("保温杯子", freq=50000)  # shard already read: into its own dictionary
    assert "保温杯子" not in first.FREQ


def test_the_default_tokenizer_holds_jiebas_words_only_after_chinese_turns():
    # The lexicon's readers segment with the process's default tokenizer (one dictionary, not
    # two copies of it): that is only right while no reader adds a word to it.
    from agent.engines.offline import OfflineEngine
    from agent.language.segment import default_jieba
    from agent.engines.base import PlanInput

    engine = OfflineEngine()
    for text in ("给猫买个饮水机，预算一千五百元，不要塑膠", "涤伦的不要，想要纯绵的睡衣",
                 "除了翙禾，别的牌子的猫砂盆也行", "给喜欢钓鱼的老爸挑个礼物"):
        engine.plan(PlanInput(text=text, lang="zh"))
    plain = import_jieba().Tokenizer()
    plain.check_initialized()
    words = default_jieba().FREQ
    assert len(words) > 300  # the turns read their texts' groups of words into it
    assert all(plain.FREQ.get(word) == freq for word, freq in words.items())
    assert default_jieba().total == plain.total
