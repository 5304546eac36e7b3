"""Round 37 (typo37): one typo mend that every reader of the turn reads after, reaching the
look-alike shapes it missed (a pipe, 6, 7, 9 drawn as letters; v for u, nn for m; simple
Chinese glyphs each the other's nearest shape), and the real words it must leave alone."""
import json

import pytest

from agent.engines.offline_lexicon import lexicon
from agent.engines.offline_names import WithNames
from agent.eval_language import plan_request
from memory.paths import ZH_LOOKALIKES


@pytest.fixture(scope="module")
def lex():
    return lexicon()


def _constraints(engine, text):
    plan = engine.plan(plan_request(text, None))
    return {(c.polarity.value, c.slug) for c in plan.new_constraints}


@pytest.mark.parametrize("typed, meant", [
    ("|inen", "linen"),     # a pipe for l, opening the word
    ("fe|t", "felt"),
    ("7weed", "tweed"),     # 7 for t
    ("6amboo", "bamboo"),   # 6 for b
    ("svede", "suede"),     # v for u
    ("cvpro", "cupro"),
    ("nnodal", "modal"),    # nn for m, as rn for m
])
def test_a_letter_drawn_like_another_mends_to_the_word(lex, typed, meant):
    assert lex.unfold_lookalike(typed) == meant


@pytest.mark.parametrize("said", ["covid", "iphone6s", "level", "uvula"])
def test_the_loose_look_alikes_never_make_an_everyday_word(lex, said):
    """v/u and 6/7/9 reach a word of the lexicon only: "covid" is no "could", a model number
    keeps its digit."""
    assert lex.fix_typos(f"my {said} thing") == f"my {said} thing"


def test_a_word_cut_at_a_pipe_is_mended_whole_not_in_halves(lex):
    """Before the pipe was a look-alike, the half after it was mended alone (to a brand)."""
    assert lex.fix_typos("a lunch box but no p|astic lid") == "a lunch box but no plastic lid"


def test_a_refusal_typed_with_a_digit_for_a_letter_is_a_dislike(engine):
    got = _constraints(engine, "No 6amboo blinds for the study, please.")
    assert ("dislike", "bamboo") in got
    assert not any(slug == "6amboo" for _, slug in got)


@pytest.mark.parametrize("right, seen", [("力", "刀"), ("布", "市"), ("人", "入"), ("牛", "午")])
def test_simple_glyphs_each_the_others_nearest_shape_are_look_alikes(right, seen):
    """No part split relates them and their pixels are under the bar for dense glyphs; each
    is among the other's five nearest shapes (scripts/derive_lookalikes.py)."""
    table = json.loads(ZH_LOOKALIKES.read_text(encoding="utf-8"))
    assert seen in table[right]


@pytest.mark.parametrize("typed, meant", [("午皮", "牛皮"), ("入造革", "人造革")])
def test_a_simple_glyph_misread_mends_to_the_word(lex, typed, meant):
    assert lex.correct_zh(typed) == meant


def test_a_product_named_last_is_the_head_of_a_misread_material(lex):
    """寿 for 铸 before 铁锅: the mend keeps the pot named and makes a material of the rest."""
    assert lex.fix_zh_typos("寿铁锅太重了") == "铸铁锅太重了"


def test_a_product_named_last_after_an_everyday_word_stays_as_typed(lex):
    """猫零食 is cat treats; 狗零食 is a product too, but 猫 is no material misread."""
    assert lex.fix_zh_typos("给家里的猫零食囤一点") == "给家里的猫零食囤一点"


def test_an_adverb_of_how_often_is_no_slip_of_a_material(lex):
    """老卡 "keeps jamming" sounds near 莱卡 (lao/lai): 老 is grammar before a verb."""
    said = "这台吸尘器老卡在沙发底下"
    assert lex.fix_zh_typos(said) == said


def test_a_chinese_typo_beside_a_coined_name_is_mended_and_the_name_kept(lex):
    """WithNames once mended English only: a Chinese slip beside an unknown maker stayed."""
    named = WithNames(lex, ["璆瑛"])
    assert named.fix_typos("璆瑛家的被罩别要涤伦的") == "璆瑛家的被罩别要涤纶的"


def test_a_degree_told_with_dao_is_no_slip_of_a_material(lex):
    """香到 "so fragrant that": 到 is grammar after an adjective, no slip of 香料, the
    material 香 starts."""
    said = "这瓶洗发水香到整个浴室都是"
    assert lex.fix_zh_typos(said) == said
