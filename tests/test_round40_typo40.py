"""Round 40 (typo40): the look-alike fold reads 4 for a and + for t, and a sign closing a word
that carries another sign inside it; a model's or a generation's number, a count and a
Chinese word beside an attribute word stay as typed."""
import pytest

from agent.engines.offline_lexicon import lexicon
from agent.eval_language import plan_request


@pytest.fixture(scope="module")
def lex():
    return lexicon()


def _constraints(engine, text):
    plan = engine.plan(plan_request(text, None))
    return {(c.polarity.value, c.slug) for c in plan.new_constraints}


@pytest.mark.parametrize("typed, meant", [
    ("m4rble", "marble"),    # 4 for a, inside the word
    ("r4yon", "rayon"),
    ("4crylic", "acrylic"),  # 4 for a, opening the word
    ("cot+on", "cotton"),    # + for t
    ("ve1ve+", "velvet"),    # a sign closing a word with a sign inside it
    ("w0o1", "wool"),
])
def test_a_digit_or_sign_drawn_like_a_letter_mends_to_the_lexicon_word(lex, typed, meant):
    assert lex.unfold_lookalike(typed) == meant


@pytest.mark.parametrize("said", ["gen4", "usb3", "pro5", "note9", "4way", "4ply", "wool+"])
def test_a_model_number_or_count_is_never_folded_into_a_word(lex, said):
    """A closing digit alone is a model's number ("pro5" is no "pros"), 4 opening a word a
    count ("4way" is no "away"): the loose look-alikes reach a lexicon word only, and a
    closing sign is read only in a word written in look-alikes inside too."""
    assert lex.fix_typos(f"the {said} one") == f"the {said} one"


def test_a_refusal_typed_with_4_for_a_is_a_dislike_of_the_material(engine):
    got = _constraints(engine, "No r4yon in the summer blouse, it wrinkles in an hour.")
    assert ("dislike", "rayon") in got
    assert not any(slug == "r4yon" for _, slug in got)


def test_a_wish_typed_with_a_closing_look_alike_is_a_like(engine):
    got = _constraints(engine, "A ve1ve+ cushion for the reading chair would be lovely.")
    assert ("like", "velvet") in got


@pytest.mark.parametrize("said", ["周末想吃麻辣烫，买点底料", "铁观音来两盒送长辈", "买个绵羊玩偶给小侄女",
                                  "这条围巾的流苏扎皮肤", "给鹦鹉买几根小木棍磨嘴"])
def test_a_chinese_word_holding_a_look_alike_of_a_material_is_read_as_typed(lex, said):
    """麻 of 麻辣 (numbing), 铁 of 铁观音 (a tea), 绵 of 绵羊 (a sheep; 绵 is 棉's look-alike), 皮
    of 皮肤 after the verb 扎, 木 of 木棍 after 小: the mend keeps each word as typed, so no
    constraint is made out of nothing. (A lone character before a word was read as a slip
    with that word's head: 扎+皮肤 became 猪皮, pigskin; 吃+麻辣烫 芝麻.)"""
    assert lex.fix_typos(said) == said


def test_a_slip_glued_to_the_next_word_keeps_its_lone_character(lex):
    """The slip's second character cut into the next word is still mended (羊+茸毛 of 羊茸毛衫):
    the lone character is as typed, the glued one is the slip."""
    assert lex.fix_typos("想织一件羊茸毛衫") == "想织一件羊绒毛衫"


def test_a_complaint_that_something_pricks_the_skin_makes_no_material(engine):
    """Before round 40 the refusal was read as one of leather (扎皮肤 mended to 猪皮肤)."""
    got = _constraints(engine, "领口扎皮肤的卫衣我不要。")
    assert not any(slug in ("pigskin", "leather") for _, slug in got)
