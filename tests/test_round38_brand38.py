"""Round 38 (brand38): more asked for with its object left out (多推点, 再推荐一些, 有新品就推给我,
"send more my way", "keep them coming"), in a clause of its own after the maker's thing was
told of, asks for more of the maker's: a brand like (offline_brands._MORE_ELIDED). Casual
writing drops the object the formal 多推点他们家的 says; read without it, a praise told with a
negation (不落枕, 不累脚) or a vote on the bare request stored a dislike of the maker."""
import pytest

from agent.engines.offline_brands import _asks_back
from agent.eval_language import make_eval_engine, plan_request


@pytest.fixture(scope="module")
def engine():
    return make_eval_engine()


def _brands(engine, text):
    plan = engine.plan(plan_request(text, None))
    return {(c.polarity.value, c.slug) for c in plan.new_constraints if c.category.value == "brand"}


@pytest.mark.parametrize("said", ["多推点", "再推荐一些吧", "有新品就推给我", "以后有新款记得告诉我",
                                  "send more my way", "please send me some more", "keep them coming"])
def test_more_asked_with_no_object_asks_back(said):
    assert _asks_back(said)


@pytest.mark.parametrize("said", ["多推点别的", "多推点别家的", "send more options from other brands",
                                  "不要再推了"])
def test_more_of_something_else_or_a_refusal_asks_nothing_back(said):
    assert not _asks_back(said)


@pytest.mark.parametrize("text, slug", [
    ("瑭汐的枕头睡着不落枕 有新品就推给我", "瑭汐"),
    ("瑭汐家的拖鞋穿着不累脚，再推荐一些", "瑭汐"),
    ("Ostrevane kettles boil in a flash, send more my way", "ostrevane"),
])
def test_praise_then_more_asked_is_a_brand_like(engine, text, slug):
    assert _brands(engine, text) == {("like", slug)}


def test_a_complaint_then_more_of_others_stays_a_dislike(engine):
    assert _brands(engine, "璨禾的饭盒太漏了 多推点别家") == {("dislike", "璨禾")}
