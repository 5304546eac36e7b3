"""The number grammar (agent/language/numbers.py): amounts, budgets and sizes as people say
them, in Chinese and English, on text folded the way the engine folds it."""
from __future__ import annotations

import pytest

from agent.language.normalize import fold
from agent.language.numbers import eu_from_foot_cm, find_numbers, read_budget, read_size


@pytest.mark.parametrize("text, value", [
    ("一千五", 1500), ("一百五", 150), ("两千五", 2500), ("一万二", 12000), ("三十九", 39),
    ("2k", 2000), ("1.2k", 1200), ("1.2w", 12000), ("3千", 3000), ("1万", 10000),
    ("seventy", 70), ("two hundred and fifty", 250), ("nine and a half", 9.5),
])
def test_numbers_in_every_form(text: str, value: float) -> None:
    found = find_numbers(text)
    assert len(found) == 1 and found[0].value == value


def test_one_thousand_five_is_not_1005() -> None:
    assert read_budget("沙发预算一千五", lang="zh").slots["budget_max"] == "1500"


def test_two_or_three_hundred_is_a_range() -> None:
    assert read_budget("两三百块的耳机", lang="zh").slots == {
        "budget_min": "200", "budget_max": "300", "currency": "CNY"}


@pytest.mark.parametrize("text, slots", [
    ("earbuds <$60", {"budget_max": "60", "currency": "USD"}),
    ("between 20 and 45 dollars", {"budget_min": "20", "budget_max": "45", "currency": "USD"}),
    ("between three and four hundred dollars", {"budget_min": "300", "budget_max": "400",
                                                "currency": "USD"}),
    ("a sofa, 1.5k tops", {"budget_max": "1500"}),
    ("shouldn't cost more than 30", {"budget_max": "30"}),
    ("不超过一百五", {"budget_max": "150"}),
    ("3千块以下", {"budget_max": "3000", "currency": "CNY"}),
    ("小于200美元", {"budget_max": "200", "currency": "USD"}),
    ("at least 40 dollars", {"budget_min": "40", "currency": "USD"}),
    ("五百元以上", {"budget_min": "500", "currency": "CNY"}),
])
def test_budgets(text: str, slots: dict) -> None:
    assert read_budget(fold(text), lang="en").slots == slots


@pytest.mark.parametrize("text", ["38到40码的鞋", "脚长25厘米", "2 pillows", "a 3 year old's toy"])
def test_sizes_ages_and_counts_are_not_money(text: str) -> None:
    assert read_budget(fold(text), lang="zh").slots == {}


def test_a_bare_amount_answers_only_an_open_budget_question() -> None:
    assert read_budget("forty", lang="en", asked=True).slots["budget_max"] == "40"
    assert read_budget("forty", lang="en").slots == {}


@pytest.mark.parametrize("cm, eu", [(23, 37), (24.5, 39), (25, 40), (25.5, 41), (26, 42), (27, 44)])
def test_foot_length_converts_to_eu(cm: float, eu: int) -> None:
    assert eu_from_foot_cm(cm) == eu


@pytest.mark.parametrize("text, size", [
    ("trail shoes, sz 9", "US 9"), ("size eleven boots", "US 11"), ("uk 7 chelsea boots", "UK 7"),
    ("running shoes size 42", "42"), ("my shoe size is 41", "41"), ("跑步鞋，三十九码", "39"),
    ("我一般穿美码9号的鞋", "US 9"), ("英码八号的靴子", "UK 8"), ("我脚长25厘米", "40"),
    ("27cm的脚", "44"), ("卫衣要l码的", "L"), ("xxl rain coat", "XXL"), ("均码的帽子", "ONE SIZE"),
    ("hoodie in a medium", "M"), ("跑鞋４２码", "42"),
])
def test_sizes(text: str, size: str) -> None:
    assert read_size(fold(text)).value == size


@pytest.mark.parametrize("text, size", [
    ("四十一", "41"), ("四十二码半", "42.5"), ("a 10", "US 10"), ("eight and a half", "US 8.5"),
    ("我穿m", "M"), ("usually an extra large", "XL"), ("脚长二十六厘米", "42"),
])
def test_bare_answers_to_the_size_question(text: str, size: str) -> None:
    assert read_size(text, asked=True).value == size


@pytest.mark.parametrize("text", ["a backpack for my laptop", "i need 2 pillows",
                                  "a medium roast coffee", "a 10 pack of pens"])
def test_no_size_where_none_was_said(text: str) -> None:
    assert read_size(text).value is None


def test_folding_full_width_and_traditional() -> None:
    assert fold("ｎｏ ｌｅａｔｈｅｒ，＄５０") == "no leather,$50"
    assert fold("我對乳膠過敏的後背包") == "我对乳胶过敏的后背包"


@pytest.mark.parametrize("text,ceiling", [
    ("a toaster, 40 would be plenty for me", "40"),
    ("honestly 60 should be more than enough", "60"),
    ("25 ought to be sufficient", "25"),
])
def test_an_amount_that_suffices_is_a_ceiling_however_long_the_tail(text, ceiling) -> None:
    assert read_budget(text, lang="en").slots["budget_max"] == ceiling


def test_a_number_followed_by_something_else_that_would_be_nice_is_no_budget() -> None:
    assert read_budget("a toaster with 4 slots, would be nice to have a timer", lang="en").slots == {}


@pytest.mark.parametrize("text,size", [
    ("hiking boots, I usually take a nine and a half", "US 9.5"),
    ("I wear an eleven in trainers", "US 11"),
])
def test_a_size_after_take_or_wear_with_an_article(text, size) -> None:
    assert read_size(fold(text)).value == size


@pytest.mark.parametrize("text,span", [("预算两百以内", "预算两百以内"), ("预算是五百左右", "预算是五百左右"),
                                       ("budget 150 usd", "budget 150 usd")])
def test_the_budget_word_goes_with_the_budget(text, span) -> None:
    # What is left of "预算两百以内" must not be searched for as a product ("预算" -> books).
    budget = read_budget(text, lang="zh")
    assert [text[s:e] for s, e in budget.spans] == [span]


@pytest.mark.parametrize("text,value", [("two fifty", 250), ("one twenty-five", 125),
                                        ("nineteen ninety nine", 1999), ("twenty five", 25),
                                        ("two hundred fifty", 250)])
def test_prices_said_in_pairs(text, value) -> None:
    assert [n.value for n in find_numbers(text)] == [value]


@pytest.mark.parametrize("text,lo,hi", [("三千到五千的笔记本电脑", "3000", "5000"),
                                        ("1k-2k for a road bike", "1000", "2000")])
def test_a_bare_range_of_hundreds_is_a_budget(text, lo, hi) -> None:
    slots = read_budget(text, lang="zh").slots
    assert (slots["budget_min"], slots["budget_max"]) == (lo, hi)


@pytest.mark.parametrize("text", ["size 38-40", "2-3 years old", "100-150 pcs"])
def test_small_or_counted_ranges_are_no_budget(text) -> None:
    assert read_budget(text, lang="en").slots == {}


@pytest.mark.parametrize("text, ceiling", [
    ("a couch, I can stretch to 1.2k and not a cent more", "1200"),
    ("I could go as high as 250 for a good one", "250"),
    ("willing to spend as much as 400 on a desk chair", "400"),
    ("the most I can spend is 90 for shoes", "90"),
    ("a desk lamp, 60 at the very most", "60"),
    ("沙发我最多能出一千二", "1200"),
    ("台灯顶多花两百", "200"),
    ("一千二，多一分都不行，买个沙发", "1200"),
])
def test_how_far_one_will_go_is_a_ceiling(text: str, ceiling: str) -> None:
    assert read_budget(fold(text), lang="zh" if text[0] > "~" else "en").slots["budget_max"] == ceiling


@pytest.mark.parametrize("text", ["I can go to 2 stores today", "最多两个就够"])
def test_going_somewhere_or_counting_is_no_ceiling(text: str) -> None:
    assert "budget_max" not in read_budget(fold(text), lang="en").slots


@pytest.mark.parametrize("text, size", [
    ("乐福鞋，国码四十一", "41"), ("国码39的运动鞋", "39"),
    ("boots in 7 1/2", "US 7.5"), ("size 10½ trainers", "US 10.5"),
    ("Medium for the rain jacket, please.", "M"), ("large for my son's hoodie", "L"),
    ("XL for the parka please", "XL"),
])
def test_sizes_on_the_chinese_scale_in_fractions_and_for_a_worn_thing(text: str, size: str) -> None:
    assert read_size(fold(text)).value == size


@pytest.mark.parametrize("text", ["a small for the kitchen", "a large bin for the hallway"])
def test_a_letter_for_a_thing_not_worn_is_no_size(text: str) -> None:
    assert read_size(fold(text)).value is None


@pytest.mark.parametrize("text, size", [
    ("small, I think", "S"), ("large, pretty sure", "L"), ("medium probably", "M"),
    ("nine and a half — that's the US number", "US 9.5"), ("eight, I guess, in US sizes", "US 8"),
    ("应该是四十一吧", "41"), ("中号吧，我觉得", "M"), ("uh, 43 I guess", "43"),
    ("large, if you have it", "L"),
])
def test_a_hedged_answer_to_the_size_question(text: str, size: str) -> None:
    assert read_size(fold(text), asked=True).value == size


@pytest.mark.parametrize("text, size", [
    ("牛仔裤，腰围三十二", "W32"), ("腰围32寸的西裤", "W32"), ("jeans, waist 32", "W32"),
    ("a 34 waist please, chinos", "W34"), ("w30 jeans", "W30"), ("腰围81厘米", "W32"),
    ("a 32-inch waist", "W32"),
])
def test_a_trouser_waist_is_a_size_in_inches(text: str, size: str) -> None:
    assert read_size(fold(text)).value == size


def test_a_waist_is_no_budget_even_when_the_budget_is_asked() -> None:
    assert read_budget("腰围三十二", lang="zh", asked=True).slots == {}


def test_a_waist_size_never_rules_a_title_out() -> None:
    from agent.language.title_size import size_fits

    assert size_fits("Slim Jeans, Sizes S-XL", "W32") is None


def test_a_hedged_letter_answer_is_used_up_whole() -> None:
    assert read_size("hmm, well, medium", asked=True).spans == [(0, len("hmm, well, medium"))]


@pytest.mark.parametrize("text, budget", [
    ("预算三千五，笔记本电脑要轻薄一点的", "3500"),
    ("两百以内，颜色素一些的围巾", "200"),
    ("预算八百，帮我看一下有没有好点的耳机", "800"),
    ("一点五米的床，预算两千", "2000"),
])
def test_a_word_with_yi_in_it_is_not_the_number_one(text, budget):
    assert read_budget(text, lang="zh").slots.get("budget_max") == budget


@pytest.mark.parametrize("text,value", [
    ("nine point five", 9.5), ("10 point 5", 10.5), ("twenty-six point five", 26.5),
    ("four point two five", 4.25), ("seven point oh", 7.0),
])
def test_a_decimal_said_aloud(text: str, value: float) -> None:
    assert [n.value for n in find_numbers(text)] == [value]


def test_a_point_that_is_no_decimal_is_left_alone() -> None:
    # "a nine point plan": no digit after "point".
    assert [n.value for n in find_numbers("a nine point plan")] == [9]


@pytest.mark.parametrize("text,size", [
    ("loafers, us size nine point five", "US 9.5"),
    ("i need sneakers, size eight point five us", "US 8.5"),
    ("my foot is twenty-four point five cm long", "39"),
    # The scale said after the number, as a phrase of its own.
    ("i take an 8 in uk sizing, so ballet flats in that", "UK 8"),
    ("i'm a size 10 in uk, a dress for a wedding", "UK 10"),
    ("an eleven on the us scale, trail runners", "US 11"),
    ("i wear a 42 in european sizes, chelsea boots", "42"),
    # A shoe named, then only the number for it, ending its clause.
    ("trainers, eleven and a half", "US 11.5"),
    ("sandals, 38", "38"),
    ("boots: a ten", "US 10"),
    ("loafers - 9.5 please", "US 9.5"),
])
def test_spoken_decimals_and_a_scale_said_after_the_number(text: str, size: str) -> None:
    assert read_size(fold(text)).value == size


@pytest.mark.parametrize("text", ["running shoes, 12 pairs for the team",
                                  "running shoes, 40 dollars max"])
def test_a_count_or_a_price_after_a_shoe_is_no_size(text: str) -> None:
    assert read_size(fold(text)).value is None


@pytest.mark.parametrize("text", ["亚麻的桌布最对我胃口，帮我找一块", "再来一块吧"])
def test_one_piece_asked_for_is_no_budget_of_one_yuan(text: str) -> None:
    assert read_budget(text, lang="zh").slots == {}


def test_one_piece_asked_for_leaves_the_real_budget() -> None:
    assert read_budget("给我找一块，五十块以内", lang="zh").slots == {"budget_max": "50", "currency": "CNY"}


def test_a_ceiling_word_caps_one_amount_only() -> None:
    # "max" is the tail of the $75; the 2 after it is "to" in text-speak, no second ceiling.
    assert read_budget("$75 max 2 replace my old kettle", lang="en").slots == {
        "budget_max": "75", "currency": "USD"}
    # Said before each, each word caps its own amount.
    assert read_budget("min 300 max 700", lang="en").slots == {"budget_min": "300", "budget_max": "700"}


@pytest.mark.parametrize("text", ["上限应该是六百", "预算上限应是六百块", "上限得是六百"])
def test_a_ceiling_said_with_a_modal_before_its_copula(text: str) -> None:
    assert read_budget(text, lang="zh").slots["budget_max"] == "600"


@pytest.mark.parametrize("text, asked, want", [
    ("说错了，上限是七百，而不是九百", True, "700"),
    ("sorry, 650 not 850", True, "650"),
    ("go with 1200 rather than 1500", True, "1200"),
    ("not over 500 for the heater", False, "500"),          # a comparison after the negation
])
def test_an_amount_set_aside_by_a_negated_copula_is_no_budget(text: str, asked: bool, want: str) -> None:
    assert read_budget(text, lang="zh" if "说" in text else "en", asked=asked).slots["budget_max"] == want


@pytest.mark.parametrize("text, size", [
    ("thirty-eight, please, in ankle boots", "38"),
    ("44 pls in hiking boots for the trek", "44"),
])
def test_a_word_of_politeness_between_the_size_and_its_shoes(text: str, size: str) -> None:
    assert read_size(fold(text)).value == size


def test_politeness_before_a_material_is_still_no_shoe() -> None:
    assert read_size(fold("an 8, please, in red suede")).value is None


# Round 34: a bare amount whose next clause stops the price there is the ceiling.
@pytest.mark.parametrize("text, ceiling", [
    ("a standing desk, 2400, no more", "2400"),
    ("the espresso grinder: seven fifty is where we draw the line", "750"),
    ("三千五，再贵就不考虑了", "3500"),
    ("一千八，超了就换别家", "1800"),
    ("a sewing machine, 900, anything past that and I'll borrow my aunt's", "900"),
    ("投影仪四千二，不能再高了", "4200"),
    ("a telescope for my son, no further than 1.5k", "1500"),
])
def test_a_bare_amount_with_a_stop_is_the_ceiling(text: str, ceiling: str) -> None:
    assert read_budget(fold(text), lang="en").slots.get("budget_max") == ceiling


@pytest.mark.parametrize("text", [
    "three lamps, no more",            # a count too small to be a price
    "she is 45 and no more late nights for her",
])
def test_a_stop_after_a_count_or_an_age_is_no_ceiling(text: str) -> None:
    assert "budget_max" not in read_budget(fold(text), lang="en").slots


# Round 34: a bare European number in a shoe request is the size, no size word needed.
@pytest.mark.parametrize("text, asked, size", [
    ("hiking boots for the Dolomites, I've been a thirty-nine for years", False, "39"),
    ("espadrilles, 37 most summers, 38 if they run small", False, "37"),
    ("拖鞋，平常40，冬天穿袜子就41", False, "40"),
    ("normally a forty-four, never had a problem", True, "44"),
    ("跟我别的运动鞋一样，42", False, "42"),
])
def test_a_bare_european_number_in_a_shoe_request_is_the_size(text: str, asked: bool, size: str) -> None:
    assert read_size(fold(text), asked=asked).value == size


@pytest.mark.parametrize("text", [
    "running shoes for my uncle, he turns 45 next week",
    "sandals for a 40 minute walk to the beach",
    "slippers for 36 children at the nursery",
    "跑鞋，我今年40岁了",
    "a bookshelf, 40 wide at most",         # no shoe named: a bare number sizes nothing
])
def test_a_number_that_counts_ages_or_names_no_shoe_is_no_size(text: str) -> None:
    assert read_size(fold(text)).value is None


# (round 35, brand35) A size with no size word, told as what fits or has been right.
@pytest.mark.parametrize("text, size", [
    ("thirty-nine tends to fit me best", "39"),
    ("medium has always been right on him", "M"),
    ("large would be right, he's broad", "L"),
    ("l码的应该合身", "L"),
])
def test_a_size_told_as_what_fits_or_is_right(text: str, size: str) -> None:
    assert read_size(text).value == size


@pytest.mark.parametrize("text", ["the price is right", "forty quid would be right", "300 would be right"])
def test_a_price_that_is_right_is_no_size(text: str) -> None:
    assert read_size(text).value is None
