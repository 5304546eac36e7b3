"""The libraries' tables the offline lexicon reads through agent.language.library_tables
answer exactly as the libraries do, from a fresh build and from the stored copy."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from agent import disk_cache
from agent.language.library_tables import english_words, pinyin_readings

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture
def fresh_cache(tmp_path, monkeypatch):
    monkeypatch.setattr(disk_cache, "CACHE_DIR", tmp_path / "cache")
    english_words.cache_clear(), pinyin_readings.cache_clear()  # a process keeps its copy
    yield tmp_path / "cache"
    english_words.cache_clear(), pinyin_readings.cache_clear()


def _title_words(limit: int = 3000) -> list[str]:
    words: list[str] = []
    with open(ROOT / "data" / "catalog.jsonl", encoding="utf-8") as fh:
        for line in fh:
            words += json.loads(line)["title"].split()
            if len(words) >= limit:
                break
    return words


def test_english_words_answer_as_the_spell_checker_does(fresh_cache):
    from spellchecker import SpellChecker

    checker = SpellChecker(language="en", distance=1)
    probes = _title_words() + ["Leather", "LEATHER", "laether", "bakcpack", "letter",
                               "swear", "sweater", "zorvik", "tavrenne", "coeliac", "", "a",
                               "it's", "Kavora", "pfas", "résumé"]
    built = english_words()  # builds and stores the list
    assert english_words() is built  # a process reads the list once
    english_words.cache_clear()
    stored = english_words()  # reads the stored list
    assert len(list(fresh_cache.glob("spellchecker-en-*.marshal"))) == 1
    for word in probes:
        expected = word in checker
        assert (word in built) == expected, word
        assert (word in stored) == expected, word


def test_pinyin_readings_are_pypinyins_own_table(fresh_cache):
    from pypinyin.pinyin_dict import pinyin_dict

    assert pinyin_readings() == pinyin_dict  # built
    pinyin_readings.cache_clear()
    assert pinyin_readings() == pinyin_dict  # stored
    assert pinyin_readings()[ord("纶")] == pinyin_dict[ord("纶")]


def test_the_lexicons_typo_readers_do_not_import_pypinyin_or_build_a_spell_checker():
    # In a fresh process, after the machine's cache is made: the homophone typo reader
    # (涤伦 -> 涤纶) and the English dictionary check work from the stored tables.
    code = ("import sys; from agent.engines.offline_lexicon import lexicon, _english_word; "
            "lex = lexicon(); fixed = lex.fix_typos('不要涤伦的'); "
            "print(fixed, _english_word('letter'), _english_word('laether'), "
            "'pypinyin' in sys.modules, 'spellchecker.spellchecker' in sys.modules and "
            "any(type(o).__name__ == 'SpellChecker' for o in __import__('gc').get_objects()))")
    run = lambda: subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,  # noqa: E731
                                 text=True, check=True).stdout.split()
    run()  # the first run may build the tables
    fixed, letter, laether, pypinyin_loaded, checker_built = run()
    assert fixed == "不要涤纶的"
    assert (letter, laether) == ("True", "False")
    assert pypinyin_loaded == "False"
    assert checker_built == "False"
