"""Round 42 (grammar42): numbers, sizes and spellings.

- the number grammar: the half of a scale ("two and a half thousand", "a grand and a half"),
  a digit group before a comma ("1,299, not a cent beyond"), the "'s" of "three hundred's my
  ceiling" (is, not a foot mark);
- size words by their abbreviations (med, lrg), from the one table of letter sizes;
- a word spelled letter by letter joined back ("N-O  M-E-S-H", "P V C");
- a word spelt by ear reaching the material it sounds like (sheefon, spandacks), with
  margins checked against every word of real titles."""
import csv
import re
from pathlib import Path

import pytest

from agent.engines.offline_lexicon import _english_word, lexicon
from agent.language.normalize import fold
from agent.language.numbers import find_numbers, read_budget, read_size
from agent.language.phonetic import consonants, sound_key
from agent.language.spelled import join_spelled_letters

REALDATA = Path(__file__).resolve().parents[1].parent / "shared" / "realdata"


@pytest.mark.parametrize("text, value", [
    ("two and a half thousand", 2500), ("one and a half grand", 1500), ("3 and a half k", 3500),
    ("a grand and a half", 1500), ("a thousand and a half", 1500),
    ("nine and a half", 9.5),  # a shoe size keeps its half
    ("1,299, not a cent beyond", 1299), ("sizes 38, 39, 40", 38),
])
def test_a_half_of_a_scale_and_a_digit_group_before_a_comma(text, value):
    assert find_numbers(fold(text))[0].value == value


@pytest.mark.parametrize("text, cap", [
    ("A grand and a half is the absolute ceiling for the new sofa.", "1500"),
    ("Spending cap on the grinder: 1,299, not a cent beyond.", "1299"),
    ("Three hundred's my ceiling, honestly.", "300"),
    ("Four hundred's as high as I'll go for a tent.", "400"),
    ("A watch for dad, two and a half thousand is the cap.", "2500"),
])
def test_a_cap_said_with_a_scale_a_digit_group_or_a_possessive(text, cap):
    assert read_budget(fold(text), lang="en").slots.get("budget_max") == cap


@pytest.mark.parametrize("text", ["a 5' rug for the hall", "two and a half thousand steps a day"])
def test_a_foot_mark_or_a_count_is_still_no_budget(text):
    assert "budget_max" not in read_budget(fold(text), lang="en").slots


@pytest.mark.parametrize("text, size", [("hoodie in a med, please", "M"), ("a fleece in lrg", "L")])
def test_size_words_abbreviated_are_sizes_where_a_size_is_told(text, size):
    assert read_size(fold(text)).value == size


def test_an_abbreviated_size_answers_the_size_question():
    assert read_size(fold("med"), asked=True).value == "M"


@pytest.mark.parametrize("text", ["an lg monitor for the desk", "a med kit for the car", "the med school books"])
def test_an_abbreviation_is_no_size_where_no_size_is_told(text):
    assert read_size(fold(text)).value is None


@pytest.mark.parametrize("typed, joined", [
    ("N-O  M-E-S-H", "NO  MESH"), ("S-I-L-K only", "SILK only"), ("no P V C raincoat", "no PVC raincoat"),
    ("尺码 X L", "尺码 XL"),
])
def test_a_word_spelled_letter_by_letter_is_joined(typed, joined):
    assert join_spelled_letters(typed) == joined


@pytest.mark.parametrize("text", ["t-shirt in x-s", "S-M leggings", "an e-bike", "A-line skirt", "I A", "ABC"])
def test_words_and_ranges_with_letters_stay_apart(text):
    assert join_spelled_letters(text) == text


def test_fold_reads_a_spelled_word_as_the_word():
    assert fold("N-O  M-E-S-H") == "no  mesh"


@pytest.mark.parametrize("typed, meant", [("sheefon", "chiffon"), ("kashmeer", "cashmere"),
                                          ("spandacks", "spandex"), ("korderoy", "corduroy")])
def test_spelt_by_ear_is_one_sound_key(typed, meant):
    assert sound_key(typed) == sound_key(meant)


@pytest.mark.parametrize("a, b", [("astro", "oyster"), ("vishudh", "fishhide"), ("monin", "mini")])
def test_another_beat_or_another_first_sound_is_another_key(a, b):
    assert sound_key(a) != sound_key(b)


@pytest.fixture(scope="module")
def lex():
    return lexicon()


@pytest.mark.parametrize("typed, meant", [("sheefon", "chiffon"), ("spandacks", "spandex"),
                                          ("nylawn", "nylon"), ("kashmeer", "cashmere")])
def test_a_material_spelt_by_ear_is_mended(lex, typed, meant):
    assert lex.fix_typos(f"nothing in {typed} please") == f"nothing in {meant} please"


@pytest.mark.parametrize("name", ["zorvell", "corvashay", "quorvex", "sheffield"])
def test_an_invented_maker_or_a_place_sounds_like_no_fabric(lex, name):
    assert lex._sound_slip(name) is None


def test_no_word_of_real_titles_is_mended_by_ear(lex):
    """Real titles are written with care: no word of them that no lexicon or dictionary
    knows (makers' names, mostly) is a material by its sound."""
    myntra = REALDATA / "myntra_products_catalog.csv"
    taobao = REALDATA / "taobao_titles_zh.tsv"
    if not myntra.exists() or not taobao.exists():
        pytest.skip(f"no real titles at {REALDATA}")
    found: set[str] = set()
    with myntra.open(encoding="utf-8") as f:
        for row in csv.DictReader(f):
            found.update(re.findall(r"[a-z]+", row["Product_Name"].lower()))
    with taobao.open(encoding="utf-8") as f:
        for row in csv.DictReader(f, delimiter="\t"):
            found.update(re.findall(r"[a-z]+", row["title"].lower()))
    unknown = [t for t in found if len(t) >= 5 and t not in lex._known and
               t.rstrip("s") not in lex._known and not _english_word(t)]
    assert len(unknown) > 500  # the check ran on real words
    assert {t: lex._sound_slip(t) for t in unknown if lex._sound_slip(t)} == {}


def test_a_key_of_two_consonant_sounds_is_too_short_to_mend():
    assert consonants(sound_key("swade")) == 2
