"""Round 40 (typo40): the fail-safe side of the typo mend. A model's or a generation's
number, a count and a Chinese word holding a look-alike of an attribute word stay as typed.
(The round's two mechanisms, 4 for a with a closing sign and the lone character kept, were
dropped by the transfer gate: docs/language_eval.md, "Round 40 (typo40)".)"""
import pytest

from agent.engines.offline_lexicon import lexicon


@pytest.fixture(scope="module")
def lex():
    return lexicon()


@pytest.mark.parametrize("said", ["gen4", "usb3", "pro5", "note9", "4way", "4ply", "wool+"])
def test_a_model_number_or_count_is_never_folded_into_a_word(lex, said):
    """A closing digit is a model's number ("pro5" is no "pros"), 4 opening a word a count
    ("4way" is no "away"): a looser fold must leave them."""
    assert lex.fix_typos(f"the {said} one") == f"the {said} one"


@pytest.mark.parametrize("said", ["铁观音来两盒送长辈", "买个绵羊玩偶给小侄女"])
def test_a_chinese_word_holding_a_look_alike_of_a_material_is_read_as_typed(lex, said):
    """铁 of 铁观音 (a tea), 绵 of 绵羊 (a sheep; 绵 is 棉's look-alike): the mend keeps each
    word as typed, so no constraint is made out of nothing."""
    assert lex.fix_typos(said) == said
