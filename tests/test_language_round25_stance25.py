"""Round 25, stance25: the trained head's "like" mode (agent.language.head.like_reading) and
the derived clause table it trains on.

The head reads likes where the hand table's nearest-exemplar vote is weakest (a like told as an
outcome, a habit, relief). These tests hold the rule by which it joins the stance vote: it
speaks only about likes, only where the hand vote is unclear, and a like it contradicts is
left unsure (never turned into a dislike the shopper did not say). HEAD_MODE ships "off"
(see the module docstring for the engine's numbers)."""
from __future__ import annotations

from agent.language import head as hd
from agent.language.classifier import Vote


def test_a_clear_like_of_the_head_speaks_where_the_hand_vote_is_unclear() -> None:
    # was: no "like" mode on 4eb06cc (only "replace" and "second", which also let the head
    # turn an unclear like into a dislike or a scope)
    head_like = Vote("like", 0.9, 0.8)
    unclear_neutral = Vote("neutral", 0.5, 0.1)
    clear_dislike = Vote("dislike", 0.9, 0.7)
    assert hd.like_reading(unclear_neutral, head_like) is head_like
    assert hd.like_reading(clear_dislike, head_like) is clear_dislike
    unsure_like = Vote("like", 0.55, 0.2, nearest="X is my go-to")
    raised = hd.like_reading(unsure_like, head_like)
    assert (raised.label, raised.margin, raised.nearest) == ("like", 0.8, "X is my go-to")
    assert hd.like_reading(unclear_neutral, Vote("like", 0.6, hd.LIKE_HEAD_OVER - 0.01)) \
        is unclear_neutral


def test_a_hand_like_the_head_reads_as_a_dislike_is_left_unsure_not_refused() -> None:
    # was: "second" mode handed the head's dislike on with its own margin: a clear refusal
    # the shopper never said
    hand_like = Vote("like", 0.8, 0.6)
    vetoed = hd.like_reading(hand_like, Vote("dislike", 0.9, 0.85))
    assert vetoed.label == "dislike" and vetoed.margin <= hd.VETO_MARGIN < 0.2
    assert hd.like_reading(hand_like, Vote("dislike", 0.6, hd.VETO_HEAD_OVER - 0.05)) is hand_like
    # the head never speaks about a dislike or a neutral reading of the hand
    hand_dislike = Vote("dislike", 0.6, 0.3)
    assert hd.like_reading(hand_dislike, Vote("dislike", 0.99, 0.99)) is hand_dislike
    assert hd.like_reading(hand_dislike, Vote("neutral", 0.99, 0.99)) is hand_dislike
