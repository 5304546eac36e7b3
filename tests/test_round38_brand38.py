"""Round 38 (brand38): a product's one-character Chinese name (鞋, 包, 床, 碗, 笔, 锅) is typed
as meant, so the typo mend never turns the real word it stands in into an attribute or
another product (鞋头 a shoe's toe, no 街头 street style; 床帘 a bed's curtain, no 窗帘),
while a slip beside it is still mended (双间包 -> 双肩包)."""
import pytest

from agent.engines.offline_lexicon import _zh_one_char_products, lexicon
from agent.eval_language import plan_request


@pytest.fixture(scope="module")
def lex():
    return lexicon()


def test_the_one_character_product_names_come_from_the_type_vocabulary():
    names = _zh_one_char_products()
    assert {"鞋", "包", "床"} <= names
    assert all(len(n) == 1 for n in names)


@pytest.mark.parametrize("said", [
    "这双跑鞋的鞋头太窄，挤得脚趾疼",        # a shoe's toe, no 街头
    "鞋头有点挤，换大半码",                  # the same, said short
    "上铺的床帘要遮光的，和床围一起买",      # a bed's curtain, no 窗帘 (a window's)
])
def test_a_one_character_product_name_is_no_slip(lex, said):
    assert lex.fix_zh_typos(said) == said


@pytest.mark.parametrize("typed, meant", [
    ("想买个双间包", "想买个双肩包"),            # the slip is beside 包, which stays
    ("电饭祸用了五年了", "电饭锅用了五年了"),    # a slip typed for 锅 itself is still mended
])
def test_a_slip_beside_or_for_a_product_name_is_still_mended(lex, typed, meant):
    assert lex.fix_zh_typos(typed) == meant


def test_a_shoe_toe_story_invents_no_street_style(lex):
    """The complaint about a shoe's toe: no style word 街头 comes of it, liked or refused."""
    from agent.engines.offline import OfflineEngine

    plan = OfflineEngine(lex).plan(plan_request("新买的帆布鞋鞋头开胶了，一下雨就往里灌水", None))
    assert all(c.slug != "street_style" and "街头" not in c.keywords for c in plan.new_constraints)
