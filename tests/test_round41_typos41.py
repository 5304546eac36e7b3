"""Round 41 (typos41): a misspelt material word reaches the word it means when the slip is
one a hand or an eye makes, and is never stored as a new slug or a maker's name. Neighbouring
keys (two slips cost as one), a sign between two letters of a short word, and a Chinese name
the mend reads as the tail of a known word."""
import csv
import re
from pathlib import Path

import pytest

from agent.engines.offline_lexicon import KEY_SLIPS_MIN_LEN, _english_word, key_slips, lexicon
from agent.engines.offline_names import unknown_names

REALDATA = Path(__file__).resolve().parents[1].parent / "shared" / "realdata"


@pytest.fixture(scope="module")
def lex():
    return lexicon()


@pytest.mark.parametrize("typed, meant", [("cashnete", "cashmere"), ("orgamxa", "organza"),
                                          ("sewuinz", "sequins"), ("vekvey", "velvet")])
def test_two_neighbouring_key_slips_reach_the_material(lex, typed, meant):
    assert lex.fix_typos(f"nothing in {typed} please") == f"nothing in {meant} please"


def test_only_neighbouring_keys_count_as_a_hands_slip():
    assert key_slips("cashnete", "cashmere")       # n|m and t|r lie side by side
    assert not key_slips("cashpeqe", "cashmere")   # p and q are far from m and r
    assert not key_slips("xashnete", "cashmere")   # three neighbouring slips are no slip of it


@pytest.mark.parametrize("typed", ["cashpeqe", "orgaqpa"])
def test_two_far_slips_are_left_as_typed(lex, typed):
    """Two letters far from the meant keys are no hand's slip: the word stays, fail safe."""
    assert lex.fix_typos(f"nothing in {typed} please") == f"nothing in {typed} please"


@pytest.mark.parametrize("typed, meant", [("c@t", "cat"), ("m4t", "mat")])
def test_a_sign_between_two_letters_of_a_short_word_is_a_letter(lex, typed, meant):
    assert lex.unfold_lookalike(typed) == meant


@pytest.mark.parametrize("said", ["a4", "b4", "4g", "x3", "r2d2", "w1n", "p2p"])
def test_a_size_a_count_or_a_model_is_not_a_short_word(lex, said):
    assert lex.fix_typos(f"the {said} one") == f"the {said} one"


def test_a_name_the_mend_reads_as_the_tail_of_a_material_is_no_maker(lex):
    """打芯绒 is 灯芯绒 (corduroy) with 打 for 灯 (one phonetic part, 丁): 芯绒 stays in the
    mended text, but as the tail of corduroy, never a brand refused."""
    assert "芯绒" not in unknown_names(lex, "打芯绒的不要")


def test_a_coined_maker_beside_a_refusal_is_still_a_maker(lex):
    assert "琮石" in unknown_names(lex, "别买琮石家的书桌")


def _title_tokens() -> set[str]:
    found: set[str] = set()
    myntra = REALDATA / "myntra_products_catalog.csv"
    taobao = REALDATA / "taobao_titles_zh.tsv"
    if not myntra.exists() or not taobao.exists():
        pytest.skip(f"no real titles at {REALDATA}")
    with myntra.open(encoding="utf-8") as f:
        for row in csv.DictReader(f):
            found.update(re.findall(r"[a-z]+", row["Product_Name"].lower()))
    with taobao.open(encoding="utf-8") as f:
        for row in csv.DictReader(f, delimiter="\t"):
            found.update(re.findall(r"[a-z]+", row["title"].lower()))
    return found


def test_no_word_of_real_titles_is_two_neighbouring_keys_from_an_attribute_it_is_not(lex):
    """Real titles are written with care: every word of them the neighbouring-key mend would
    reach is a slip of that very word (burgundy, yellow, mustard), never another word or a name.
    ("Skuller" reached skillet while product words were targets.)"""
    reached = {t: lex._key_slips(t) for t in _title_tokens()
               if len(t) >= KEY_SLIPS_MIN_LEN and t not in lex._known and
               t.rstrip("s") not in lex._known and not _english_word(t)}
    reached = {t: w for t, w in reached.items() if w}
    assert reached == {"byrgundy": "burgundy", "yelloe": "yellow", "mustadr": "mustard"}
