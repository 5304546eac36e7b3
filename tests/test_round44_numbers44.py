"""Round 44 (numbers44): sizes and budgets told by forms of the number grammar.

- a ceiling told by refusing what lies past the amount ("over 5,000 and I walk", 超过五千我就不
  考虑了), by a verb of going a negated modal caps ("can't stretch past"), by a noun of the
  point one stops at ("my hard stop"), 最多能出到, "a couple of hundred";
- a size told as a step against its base ("a size above my 39", "one up from a 40",
  比40大一号), chosen between two ("between a 36 and a 37, the smaller", 38和39之间挑大的),
  corrected in the next turn with the held size said again as someone else's, read on a chart
  named after it or earlier in a Chinese clause, a foot measured heel to toe, a letter on a
  named cut, a child's height on kids' labels.
Each sentence was written for this test in words of its own (in no evaluation set); each
fail-safe one is a number that is no size or no budget (a count, a year, a time, a length)."""
from __future__ import annotations

import pytest

from agent.engines.base import PlanInput
from agent.language import numbers, size_choice, size_corrected, size_step
from agent.language.normalize import fold
from memory.domains import Domain
from tests.planning import plan_of, size_said


def _budget(text: str) -> dict[str, str]:
    lang = "zh" if any("\u4e00" <= ch <= "\u9fff" for ch in text) else "en"
    return {k: v for k, v in numbers.read_budget(fold(text), lang=lang).slots.items()
            if k.startswith("budget")}


@pytest.mark.parametrize("text, cap", [
    ("A bookcase, anything over 700 and I walk away.", "700"),
    ("Coffee grinder: more than 150 is off the table.", "150"),
    ("书架超过六百我就不考虑了。", "600"),
    ("高于三百的免谈，要个台灯。", "300"),
])
def test_a_price_past_the_amount_refused_makes_it_the_ceiling(text, cap) -> None:
    assert _budget(text) == {"budget_max": cap}


@pytest.mark.parametrize("text, floor", [
    ("超过三千的音箱，音质要好。", "3000"),          # the speaker asked for is over it
    ("Something over 200 so it lasts.", "200"),
])
def test_a_price_past_the_amount_not_refused_stays_a_floor(text, floor) -> None:
    assert _budget(text) == {"budget_min": floor}


@pytest.mark.parametrize("text, cap", [
    ("We can't push past 2,800 on the dining table.", "2800"),
    ("I won't climb above 90 for a toaster.", "90"),
    ("Sixty is my walk-away price for the lamp.", "60"),
    ("A desk fan, forty-five is my hard stop.", "45"),
    ("投影仪最多能花到两千。", "2000"),
    ("A heater for under a couple of hundred.", "200"),
])
def test_a_ceiling_told_by_a_verb_or_noun_of_stopping(text, cap) -> None:
    assert _budget(text) == {"budget_max": cap}


@pytest.mark.parametrize("text", [
    "I can't stretch past 3 sets of reps at the gym, so a light kettlebell.",
    "Deliver before 5 pm, anything after 7 and I'm out at work.",
    "A box of 40 tea bags.",
    "2023款的扫地机器人，超过两年的旧款不要。",
])
def test_counts_times_and_years_are_no_budget(text) -> None:
    assert _budget(text) == {}


@pytest.mark.parametrize("text, steps, base", [
    ("a size above my everyday 41", 1, "41"),
    ("two sizes below what i wear", -2, None),
    ("one down from the uk 8", -1, "UK 8"),
    ("one bigger than my usual m", 1, "M"),
    ("跑鞋要比42小一码", -1, "42"),
])
def test_a_step_is_read_with_the_base_said_beside_it(text, steps, base) -> None:
    step = size_step.read_step(text)
    assert step is not None and step.steps == steps and step.base == base


@pytest.mark.parametrize("text", [
    "one up from the 120 pack of crayons",
    "the one down from the top shelf",
    "a larger than average suitcase",
])
def test_no_step_from_a_count_a_place_or_a_bare_comparative(text) -> None:
    assert size_step.read_step(text) is None


@pytest.mark.parametrize("text, size", [
    ("Loafers, I'm between a 43 and a 44, give me the larger.", "44"),
    ("Running vest, S or M, size down if unsure.", "S"),
    ("凉鞋36和37都能穿，挑小的。", "36"),
    ("外套L和XL之间，选大一点的。", "XL"),
])
def test_a_size_chosen_between_two_by_the_way_said(text, size) -> None:
    choice = size_choice.read_choice(fold(text))
    assert choice is not None and choice.value == size


@pytest.mark.parametrize("text", [
    "Get 3 or 4 pairs of socks, the bigger bundle.",
    "Boots, 42 or 43.",                                  # no way said: nothing chosen here
    "A shelf 38 or 40 cm deep, the bigger the better.",
])
def test_no_choice_without_a_way_or_between_counts(text) -> None:
    assert size_choice.read_choice(fold(text)) is None


def test_two_sizes_between_are_no_price_range(engine) -> None:
    plan = plan_of(engine, "拖鞋我在39和40之间，挑大的。")
    assert size_said(plan) == "40"
    assert not any(s.name.startswith("budget") for s in plan.slot_changes)


@pytest.mark.parametrize("text, held, size", [
    ("Whoops, 37: the 38 is my mum's.", "38", "37"),
    ("搞错了，40，42是我爸的码。", "42", "40"),
    ("My mistake, large; the medium was for my niece.", "M", "L"),
])
def test_the_held_size_said_again_as_the_slip_gives_the_other(text, held, size) -> None:
    fixed = size_corrected.other_than_held(fold(text), held)
    assert fixed is not None and fixed.value == size


@pytest.mark.parametrize("text, held", [
    ("38 and 39 both fit me.", "38"),                    # no slip owned up to
    ("Sorry, the 38 is right; deliver by the 12th.", "38"),
])
def test_no_correction_without_a_slip_and_another_size(text, held) -> None:
    assert size_corrected.other_than_held(fold(text), held) is None


def test_a_slip_in_the_next_turn_replaces_the_held_size(engine) -> None:
    plan = engine.plan(PlanInput(text="Sorry, 40: the 43 was my brother's.", lang="en",
                                 domain=Domain.FOOTWEAR, slots={"size": "43"}))
    assert size_said(plan) == "40"


@pytest.mark.parametrize("text, size", [
    ("Desert boots, eight and a half going by the British chart.", "UK 8.5"),
    ("徒步鞋用美国码是十号。", "US 10"),
    ("Flip-flops; heel to big toe I come to 26 cm exactly.", "42"),
    ("A polo shirt, medium in the slim fit.", "M"),
    ("Leggings for my girl, she's in the 130 on children's tags.", "130"),
])
def test_sizes_read_on_a_named_chart_cut_or_measure(engine, text, size) -> None:
    assert size_said(plan_of(engine, text)) == size


@pytest.mark.parametrize("text", [
    "Boots with a 2 cm heel and a heel to toe rocker, 30 cm shaft.",
    "A mug for my nephew, he turns 9 by the UK calendar.",
    "Paint set for my son in 120 colours.",
    "2025年款的登山鞋。",
    "A Galaxy S24 case, small and slim.",
])
def test_numbers_that_are_no_size_stay_none(engine, text) -> None:
    assert size_said(plan_of(engine, text)) is None


@pytest.mark.parametrize("text, cap", [
    ("不愿意出超过八百买微波炉。", "800"),            # was a floor: the negation reaches past the verb
    ("A lamp, happy to go to 90 but that's all.", "90"),
    ("We're working with a 1,200 budget for the bed.", "1200"),
    ("兜里就两百，买双拖鞋。", "200"),
    ("顶多也就七八百，买个烤箱。", "800"),              # at most a range: its top
])
def test_more_ceilings_by_negation_stop_or_the_money_at_hand(text, cap) -> None:
    assert _budget(text) == {"budget_max": cap}


@pytest.mark.parametrize("text", [
    "手上有两个快递没拆，先看看收纳盒。",
    "Buy 3 and that's it, for the guest room.",
])
def test_counts_at_hand_or_stopped_are_no_budget(text) -> None:
    assert _budget(text) == {}


@pytest.mark.parametrize("text", [
    "手上一碰塑料就痒，换个木头梳子。",
    "外套口袋里漏过两回笔油，想要个笔袋。",
])
def test_a_hand_or_a_pocket_without_money_said_is_no_budget(text) -> None:
    assert _budget(text) == {}
