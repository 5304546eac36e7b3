"""Slips of the eye: a Chinese character taken for one that looks like it (not one that sounds
like it), and a digit or sign drawn like a letter inside an English word. Both are mended to
the word meant by one mechanism each, for every word of the lexicon, and never a word said as
it is."""
import json

import pytest

from agent.engines.offline_lexicon import _zh_lookalikes, _zh_product_names, is_cjk, lexicon
from agent.eval_language import make_eval_engine, plan_request
from memory.models import Category
from memory.paths import ZH_LOOKALIKES


@pytest.fixture(scope="module")
def lex():
    return lexicon()


@pytest.fixture(scope="module")
def engine():
    return make_eval_engine()


def _dislikes(engine, text):
    plan = engine.plan(plan_request(text, None))
    return {c.slug for c in plan.new_constraints if c.polarity.value == "dislike"}


@pytest.mark.parametrize("typed, meant", [
    ("纯锦", "纯棉"),      # 锦 for 棉: the same 帛, another radical
    ("灯芯缄", "灯芯绒"),  # 缄 for 绒: 纟 kept, 咸 for 戎
    ("天鹅戎", "天鹅绒"),  # the radical lost
    ("亚克办", "亚克力"),  # a stroke or two added
    ("破璃", "玻璃"),      # 石 for 王 beside the same 皮
])
def test_a_character_taken_for_its_look_alike_mends_to_the_word(lex, typed, meant):
    assert lex.correct_zh(typed) == meant


@pytest.mark.parametrize("typed, meant", [("榨汁杌", "榨汁机"), ("电风扉", "电风扇")])
def test_a_longer_product_name_misread_by_the_eye_is_the_product(lex, typed, meant):
    assert lex.correct_zh(typed) == meant


def test_a_common_character_beside_a_product_name_is_no_misread_of_it(lex):
    """里 after 后备箱 is "in the boot": the eye takes a rare shape for a product's common
    character (扉 for 扇), never a character this common for a rarer one (垫 of 后备箱垫)."""
    said = "雨伞一直扔在后备箱里，拿出来就发霉"
    assert lex.fix_zh_typos(said) == said


def test_a_two_character_product_name_is_never_reached_by_the_eye(lex):
    """Two characters name too many everyday things: 电钴 stays as typed (钴 is cobalt)."""
    assert lex.correct_zh("电钴") is None


@pytest.mark.parametrize("word", ["条纹", "锦纶", "雪花", "拉链", "孔雀", "伐木", "钢琴", "破产"])
def test_a_word_the_dictionary_knows_is_read_as_typed(lex, word):
    """条纹 (stripes) is no misread 涤纶, 锦纶 (nylon) no 纯棉 or 棉纶, 破产 nothing made of glass."""
    assert lex.correct_zh(word) is None


def test_a_misread_material_is_refused_as_the_material(engine):
    assert "velvet" in _dislikes(engine, "天鹅戎的靠垫不要，太容易沾毛。")
    assert "cotton" not in _dislikes(engine, "锦纶的泳衣不要。")


def test_every_look_alike_is_derived_for_a_character_of_the_words_mended_to(lex):
    """The table is what scripts/derive_lookalikes.py made from the lexicon: its keys are the
    characters of the Chinese attribute words and longer product names, never a brand's, and
    no character is its own look-alike."""
    table = json.loads(ZH_LOOKALIKES.read_text(encoding="utf-8"))
    words = {w for w, word in lex.words.items() if is_cjk(w) and 2 <= len(w) <= 4 and
             not word.derived and word.category != Category.BRAND}
    chars = {ch for w in words | {n for n in _zh_product_names() if len(n) >= 3} for ch in w}
    assert set(table) <= chars and len(table) >= 0.9 * len(chars)
    assert all(ch not in near and len(near) == len(set(near)) for ch, near in table.items())
    assert _zh_lookalikes()["木"] >= {"术"}  # one part added: 术 is 木 and a dot


@pytest.mark.parametrize("typed, meant", [
    ("no 5ilk please", "no silk please"),
    ("$atin sheets", "satin sheets"),
    ("an 8amboo tray", "an bamboo tray"),
    ("no cashm3re", "no cashmere"),
    ("a ve1vett throw", "a velvet throw"),  # a look-alike and a slip of the hand in one word
])
def test_digits_and_signs_drawn_like_letters_mend_the_word(lex, typed, meant):
    assert lex.fix_typos(typed) == meant


@pytest.mark.parametrize("said", ["a 3pack of socks", "5star reviews only", "usb3 hub", "under $45",
                                  "8inch tablet", "email me@home"])
def test_a_number_glued_to_its_noun_or_a_price_is_no_slip(lex, said):
    assert lex.fix_typos(said) == said


def test_a_look_alike_digit_in_a_material_is_refused_as_the_material(engine):
    assert "satin" in _dislikes(engine, "Nothing with $atin lining, it slides off the hanger.")


def test_a_phrase_with_a_slip_in_each_word_is_mended(lex):
    """"staniless steal": the first word is mended alone, and the phrase after it ("steal" is an
    English word, no word-by-word mending touches it)."""
    assert lex.fix_typos("a wok that isn't carbn steal") == "a wok that isn't carbon steel"
    assert lex.fix_typos("they steal the show") == "they steal the show"
