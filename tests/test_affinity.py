"""Behaviour affinity: votes from favourites, yielding to anything explicit (DESIGN section 6)."""
from __future__ import annotations

import json

import pytest

from memory.affinity import (
    VOCAB_FILE,
    AffinitySignal,
    affinity_hits,
    compute_affinity,
    coverage,
    vocabulary,
)
from memory.domains import Domain
from memory.terms import TERMS_FILE

W = 0.2  # the picker owns the real weight; any number shows it is passed through


def by_token(signals: list[AffinitySignal]) -> dict[str, AffinitySignal]:
    return {s.token: s for s in signals}


def test_leather_free_favourites_give_leather_no_votes() -> None:
    signals = by_token(compute_affinity(
        ["Vegan Leather-Free Tote Bag", "Leather-Free Canvas Backpack"],
        dislike_words=[], prefer_words=[], weight=W,
    ))
    assert "leather" not in signals or signals["leather"].votes == 0
    assert "genuine leather" not in signals
    assert signals["canvas"].votes == 1
    assert signals["canvas"].state == "below_threshold"
    assert signals["canvas"].weight == 0.0


def test_chinese_dislike_suppresses_genuine_leather() -> None:
    favourites = ["Genuine Leather Bifold Wallet", "Genuine Leather Dress Belt 35mm"]
    signals = by_token(compute_affinity(
        favourites, dislike_words=["皮革"], prefer_words=[], weight=W,
    ))
    learned = signals["genuine leather"]
    assert learned.votes == 2
    assert learned.state == "suppressed"
    assert learned.by == "皮革"
    assert learned.weight == 0.0
    assert sorted(learned.titles) == sorted(favourites)


def test_suppression_is_not_string_equality() -> None:
    # "leather" != "genuine leather" as strings, yet the dislike covers it; an equality test
    # would leave "genuine leather" active.
    signals = by_token(compute_affinity(
        ["Genuine Leather Bifold Wallet", "Genuine Leather Dress Belt"],
        dislike_words=["leather"], prefer_words=[], weight=W,
    ))
    assert signals["genuine leather"].state == "suppressed"
    assert signals["genuine leather"].by == "leather"


def test_dislike_of_leather_does_not_suppress_other_tokens() -> None:
    signals = by_token(compute_affinity(
        ["Waterproof Canvas Backpack", "Waterproof Nylon Duffel"],
        dislike_words=["皮革"], prefer_words=[], weight=W,
    ))
    assert signals["waterproof"].state == "active"


def test_two_linen_favourites_make_linen_active_with_given_weight() -> None:
    signals = by_token(compute_affinity(
        ["100% Linen Shirt Men Short Sleeve", "Linen Wide-Leg Trousers Women"],
        dislike_words=[], prefer_words=[], weight=0.35,
    ))
    assert signals["linen"].votes == 2
    assert signals["linen"].state == "active"
    assert signals["linen"].weight == 0.35
    assert signals["linen"].by is None


def test_prefer_word_makes_linen_yield() -> None:
    signals = by_token(compute_affinity(
        ["100% Linen Shirt Men Short Sleeve", "Linen Wide-Leg Trousers Women"],
        dislike_words=[], prefer_words=["linen"], weight=W,
    ))
    assert signals["linen"].state == "yielded"
    assert signals["linen"].by == "linen"
    assert signals["linen"].weight == 0.0


def test_chinese_prefer_word_yields_english_token() -> None:
    signals = by_token(compute_affinity(
        ["100% Linen Shirt", "Linen Trousers"], dislike_words=[], prefer_words=["亚麻"], weight=W,
    ))
    assert signals["linen"].state == "yielded"


def test_one_favourite_is_below_threshold() -> None:
    signals = by_token(compute_affinity(
        ["Merino Wool Crew Socks 3 Pack"], dislike_words=[], prefer_words=[], weight=W,
    ))
    assert signals["wool"].votes == 1
    assert signals["wool"].state == "below_threshold"
    assert signals["wool"].weight == 0.0


def test_same_favourite_twice_votes_once() -> None:
    signals = by_token(compute_affinity(
        ["Linen Shirt", "Linen Shirt"], dislike_words=[], prefer_words=[], weight=W,
    ))
    assert signals["linen"].votes == 1


def test_chinese_favourites_vote_through_aliases() -> None:
    signals = by_token(compute_affinity(
        ["亚麻衬衫男短袖夏季宽松", "纯亚麻阔腿裤女高腰"], dislike_words=[], prefer_words=[], weight=W,
    ))
    assert signals["linen"].votes == 2
    assert signals["linen"].state == "active"


def test_chinese_negated_title_does_not_vote() -> None:
    signals = by_token(compute_affinity(
        ["人造皮革双肩包", "仿皮钱包女"], dislike_words=[], prefer_words=[], weight=W,
    ))
    assert "leather" not in signals


def test_signals_sorted_by_votes_then_token() -> None:
    signals = compute_affinity(
        ["Waterproof Linen Tote", "Waterproof Canvas Tote", "Waterproof Nylon Tote"],
        dislike_words=[], prefer_words=[], weight=W,
    )
    keys = [(-s.votes, s.token) for s in signals]
    assert keys == sorted(keys)
    assert signals[0].token == "waterproof"


def test_affinity_hits_only_active_tokens() -> None:
    signals = compute_affinity(
        ["100% Linen Shirt", "Linen Trousers", "Canvas Tote"],
        dislike_words=[], prefer_words=[], weight=W,
    )
    assert affinity_hits(signals, "Linen Blend Summer Dress") == ["linen"]
    assert affinity_hits(signals, "Canvas Sneakers") == []  # canvas is below threshold
    assert affinity_hits(signals, "亚麻连衣裙 夏") == ["linen"]  # Chinese alias


def test_vocabulary_is_large_and_has_both_leather_tokens() -> None:
    vocab = vocabulary()
    assert len(vocab) >= 60
    assert "leather" in vocab and "genuine leather" in vocab
    assert "亚麻" in vocab["linen"]


def test_aliases_come_from_the_one_zh_en_map() -> None:
    zh_en = json.loads(TERMS_FILE.read_text(encoding="utf-8"))
    kinds = json.loads(VOCAB_FILE.read_text(encoding="utf-8"))
    assert set(kinds.values()) <= {"material", "feature"}
    for token, aliases in vocabulary().items():
        for zh in aliases:
            assert token in zh_en[zh]


@pytest.mark.parametrize("favourites", [[], ["Gift Card 50 USD", "Phone Case"]])
def test_no_attributes_no_signals(favourites: list[str]) -> None:
    assert compute_affinity(favourites, dislike_words=[], prefer_words=[], weight=W) == []


def test_coverage_per_domain() -> None:
    items = [
        (Domain.BAGS_LUGGAGE, "Waterproof Nylon Backpack 30L"),
        (Domain.BAGS_LUGGAGE, "Travel Backpack 30L"),
        (Domain.APPAREL, "纯棉T恤 男 短袖"),
        (Domain.APPAREL, "Vegan Leather Jacket"),  # qualified away: no attribute
    ]
    assert coverage(items) == {Domain.BAGS_LUGGAGE: 0.5, Domain.APPAREL: 0.5}
    assert coverage([]) == {}
