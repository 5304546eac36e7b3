"""Round 38 (brand38): a maker put first is a maker liked (agent/language/ranked_first.py):
a request of order whose object is the maker named in it ("put X at the top", "X first,
then …", 把X排在最前面, 先看X家的), or named only in the condition before it ("if X make one,
put it first", 要是X有货，就排第一个). A like of the maker (category brand), where the name
used to go only into the search words; never a maker only tried first, refused, or set aside."""
import pytest

from agent.eval_language import make_eval_engine, plan_request
from agent.language.ranked_first import ranked_first


@pytest.fixture(scope="module")
def engine():
    return make_eval_engine()


def _brands(engine, text):
    plan = engine.plan(plan_request(text, None))
    return {(c.polarity.value, c.slug) for c in plan.new_constraints if c.category.value == "brand"}


def _at(text, name):
    i = text.index(name)
    return ranked_first(text, i, i + len(name))


@pytest.mark.parametrize("text, name", [
    ("Please list Harrowgate mixers first, my mum's has lasted since the nineties.", "Harrowgate"),
    ("Wall clocks: Bellstrom first, anything else after.", "Bellstrom"),
    ("If Quintavel make a travel iron, put it right at the very top.", "Quintavel"),
    ("把澄岫的加湿器排在最前面。", "澄岫"),
    ("要是琪蔚有这款台灯，就给我排第一个。", "琪蔚"),
    ("拖把先看瑆荻家的，其次再说。", "瑆荻"),
])
def test_a_maker_asked_to_the_front_is_put_first(text, name):
    assert _at(text, name)


@pytest.mark.parametrize("text, name", [
    ("I tried Harrowgate first, then went back to my old mixer.", "Harrowgate"),   # a story, no request
    ("要是琪蔚的就算了，换别家。", "琪蔚"),                                          # a condition refused
    ("先不要瑆荻家的拖把。", "瑆荻"),                                                # 先 of "not for now"
    ("Bellstrom first broke after a week.", "Bellstrom"),                            # "first" of the story
])
def test_a_maker_tried_first_or_refused_is_not_put_first(text, name):
    assert not _at(text, name)


@pytest.mark.parametrize("text, slug", [
    ("Put Varrowdene at the top if they stock a pizza stone.", "varrowdene"),
    ("要是琪蔚有货，就把他们的台灯排第一个。", "琪蔚"),
])
def test_the_maker_put_first_is_stored_as_a_brand_like(engine, text, slug):
    assert ("like", slug) in _brands(engine, text)
