"""The import's speed-ups read a title exactly as the plain loops they replaced: jieba's words
cut block by block and cached, chunk ids counted from the breaks, names and keywords probed
only where one may start, keyword candidates cached per word run. Each is checked against
the straightforward reading on titles of the real shapes (English with Chinese colours,
Taobao titles with commas, mixed names t恤 and u盘, spaced dashes, odd whitespace)."""
from __future__ import annotations

import json
import random

import pytest

from agent import catalog as catalog_module
from agent import domain_map, product_types
from agent.catalog import import_csv
from agent.language.segment import cut, default_jieba
from memory.paths import CATALOG

SHAPES = [
    "Men Running Shoes 白色 2件装", "Nike Air Zoom Pegasus, Navy Blue XL", "Storage Box - Set of 3",
    "T-Shirt for Women (Pack of 2) 黑色 大号", "纯棉t恤 男 短袖 u盘 64gb", "适用于华为手机的车载支架",
    "击剑服三件套含背心 男 女", "a\r\nb  c--d 白色,黑色 t恤", "猫咪饮水机 自动循环 不要塑料的",
    "iphone15 手机壳 pu皮 bb霜 3d打印机 4k电视 led灯泡", "polo衫 男 夏季 tf卡 cosplay服",
    "", " ", "白 色", "白  黑 ", " 白 黑", "白 - 黑", "男 女", "a 白 , 黑", "x.y_z%1 u盘",
    "Leather-free Wallet, non-stick pan 不含酒精", "　全角 空格\t制表\u2028分隔",
]


def _titles(n: int = 600) -> list[str]:
    out = []
    with open(CATALOG, encoding="utf-8") as fh:
        for line in fh:
            out.append(json.loads(line)["title"])
            if len(out) == n:
                break
    rng = random.Random(13)
    noisy = ["".join(rng.choice(list(" 　\t白色黑,-–—|()男女a btu盘恤")) for _ in range(rng.randint(0, 24)))
             for _ in range(400)]
    return SHAPES + out + [f"{t} 黑色 2件装" for t in out[:200]] + noisy


def _plain_chunk_ids(text: str) -> list[int]:
    """The loop `_chunk_ids` was, before it was cached and made linear."""
    ids, chunk = [], 0
    breaks = {i for m in product_types._CHUNK_BREAK.finditer(text) for i in range(m.start(), m.end())}
    if product_types._CJK.search(text):
        breaks |= {i for w, s, e in product_types._tokenized(text) if w in product_types._ZH_GENDER
                   for i in range(s, e)}
    for i, char in enumerate(text):
        if i in breaks:
            chunk += 1
        elif char.isspace():
            before, after = text[:i].rstrip()[-1:], text[i:].lstrip()[:1]
            if product_types._CJK.match(before or "") and product_types._CJK.match(after or ""):
                chunk += 1
        ids.append(chunk)
    return ids


def test_block_cut_is_jiebas_own_cut_for_both_tokenizers():
    for tokenizer in (default_jieba(), product_types._segmenter()):
        for text in _titles():
            for hmm in (False, True):
                assert cut(tokenizer, text, hmm=hmm) == tuple(tokenizer.cut(text, HMM=hmm)), text


def test_the_shared_tokenizer_cuts_like_jiebas_full_dictionary():
    from agent.language.segment import import_jieba

    eager = import_jieba().Tokenizer()
    for text in _titles():
        for hmm in (False, True):
            assert cut(default_jieba(), text.lower(), hmm=hmm) == tuple(eager.cut(text.lower(), HMM=hmm)), text


def test_tokenized_offsets_are_jiebas_tokenize():
    for text in _titles():
        lowered = text.lower()
        assert product_types._tokenized(lowered) == tuple(product_types._segmenter().tokenize(lowered))


def test_chunk_ids_count_the_breaks_like_the_plain_loop():
    for text in _titles():
        for variant in (text, text.lower()):
            assert list(product_types._chunk_ids(variant)) == _plain_chunk_ids(variant), repr(variant)


def test_chinese_keywords_are_probed_wherever_one_starts():
    index = domain_map._index(str(domain_map.KEYWORDS_PATH))
    for text in _titles():
        lowered = text.lower()
        plain = [i for i, ch in enumerate(lowered)
                 if any(lowered.startswith(kw.word, i) for kw in index.by_char.get(ch, ()))]
        probed = [m.start() for m in index.first_chars.finditer(lowered)]
        assert set(plain) <= set(probed), text
        assert all(any(lowered.startswith(kw.word, i) for kw in index.by_char[lowered[i]]) or
                   not lowered[i].isascii() for i in probed), text  # a Latin start only before a keyword


def test_type_names_are_found_at_the_lengths_they_have():
    table = product_types._table()
    for text in _titles():
        lowered = text.lower()
        starts = {m.start() for m in product_types._name_starts().finditer(lowered)}
        for i in range(len(lowered)):
            for n in range(1, table.zh_max_len + 1):
                if lowered[i:i + n] in table.zh_index and len(lowered[i:i + n]) == n:
                    assert i in starts and n in product_types._name_lengths()[1][lowered[i]], (text, i, n)
        words = product_types._ascii_words(lowered)
        longest = product_types._name_lengths()[0]
        for i in range(len(words)):
            for n in range(1, min(product_types._MAX_TOKENS, len(words) - i) + 1):
                if tuple(w for _, _, w in words[i:i + n]) in table.en_index:
                    assert n <= longest[words[i][2]], (text, i, n)


def test_keyword_candidates_cached_per_word_are_the_plain_gathering():
    index = domain_map._index(str(domain_map.KEYWORDS_PATH))
    for text in _titles():
        lowered = text.lower()
        plain: dict[int, object] = {}
        for token in set(domain_map._TOKEN.findall(lowered)):
            for key in (token, token[:-1], token[:-2]):
                for kw in index.by_token.get(key, ()):
                    plain[id(kw)] = kw
        assert domain_map._candidates(lowered, index) == list(plain.values())
        phrases = [kw for kw in plain.values() if kw.domain is not None and " " in kw.word.replace("-", " ")]
        assert domain_map._candidates(lowered, index, phrases=True) == phrases


def test_a_title_reads_the_same_with_cold_and_warm_caches():
    from agent.domain_classifier import rank_title
    from agent.product_types import type_of_title

    titles = _titles(300)
    warm = [(rank_title(t), type_of_title(t)) for t in titles]
    for fn in (product_types._chunk_ids, product_types._tokenized, product_types._occurrences,
               product_types._ascii_words, domain_map._token_candidates, domain_map._jieba_cut):
        fn.cache_clear()
    cold = [(rank_title(t), type_of_title(t)) for t in titles]
    assert cold == warm


@pytest.mark.parametrize("rows", [400])
def test_each_distinct_category_path_is_read_once_per_import(tmp_path, monkeypatch, rows):
    read: list[str] = []
    real = catalog_module.read_path

    def counting(raw):
        read.append(raw)
        return real(raw)

    monkeypatch.setattr(catalog_module, "read_path", counting)
    src = tmp_path / "rows.csv"
    paths = ["Home & Kitchen › Bedroom Linen", "Clothing › Men › Shoes", "Electronics › Accessories"]
    with open(src, "w", encoding="utf-8") as fh:
        fh.write("title,category,price\n")
        for i in range(rows):
            fh.write(f"Cotton Bedsheet {i},{paths[i % 3]},99\n")
    summary = import_csv(src, title="title", category="category", price="price",
                         out=tmp_path / "out.jsonl", semantic="off")
    assert summary.written == rows
    assert sorted(read) == sorted(paths)
