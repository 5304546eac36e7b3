"""A preference taken back by naming it as something said ("forget that I don't like wool",
忘掉我不喜欢羊毛这件事): the refusal inside the retraction was read as a new dislike, so the
take-back stored the very thing it took back (and "forget" was searched in books). Found by
walking the app as an interviewer would; the sentences here are my own, none from a set.
And a reminder (别忘了我不喜欢羊毛) once stored 忘了我 as a disliked word."""
from __future__ import annotations

import pytest

from memory.domains import Domain
from memory.models import Constraint, Polarity
from tests.planning import plan_of as _plan


@pytest.mark.parametrize("text,slugs", [
    ("forget that I don't like wool", {"wool"}),
    ("ignore what I told you about hating wool", {"wool"}),
    ("you can delete my dislike of polyester", {"polyester"}),
    ("please forget I said I can't stand suede", {"suede"}),
    ("scratch what I said about avoiding nylon and silk", {"nylon", "silk"}),
    ("disregard that I'm allergic to latex", {"latex"}),
    ("忘掉我不喜欢羊毛这件事吧", {"wool"}),
    ("忘了我说过不要涤纶吧", {"polyester"}),
    ("删掉我不喜欢麂皮的那条", {"suede"}),
    ("撤销我对乳胶过敏的记录", {"latex"}),
])
def test_a_retracted_refusal_is_taken_back_not_stored(engine, text, slugs):
    plan = _plan(engine, text)
    assert set(plan.lifted_slugs) >= slugs, plan.lifted_slugs
    assert not plan.new_constraints, plan.new_constraints
    assert not plan.domain.is_product_domain, plan.domain  # "forget" is no book to search


def test_it_lifts_what_the_session_refused(engine):
    said = Constraint(polarity=Polarity.DISLIKE, slug="wool", keywords=["wool"],
                      domain=Domain.APPAREL, turn=1)
    plan = _plan(engine, "actually, forget that I said I hate wool", [said])
    assert plan.lifted_slugs == ["wool"] and not plan.new_constraints


@pytest.mark.parametrize("text,word", [
    ("don't forget I hate wool", "wool"),
    ("remove the wool ones", "wool"),
    ("别忘了我不喜欢羊毛", "羊毛"),
    ("千万别忘记我对乳胶过敏", "乳胶"),
])
def test_reminders_and_exclusions_stay_refusals(engine, text, word):
    plan = _plan(engine, text)
    assert plan.exclude_keywords == [word], plan.exclude_keywords
    assert not plan.lifted_slugs


def test_the_curator_supersedes_the_stored_entry_and_the_recap_says_so(runtime, agent):
    agent.say("ret", "I hate wool and silk, find me a sweater")
    agent.end_session("ret")
    assert "dislike:material:apparel:wool" in {e.dedup_key for e in runtime.store.entries("ret")}
    agent.say("ret", "forget that I don't like wool")
    recap = agent.say("ret", "what do you remember about me?").answer
    assert "This session so far: wool is fine again" in recap, recap
    sweaters = agent.say("ret", "a warm sweater")
    assert any("wool" in r.title.lower() for r in sweaters.results), "wool is let back this session"
    curated = agent.end_session("ret")
    assert "dislike:material:apparel:wool" in curated.superseded, curated
    keys = {e.dedup_key for e in runtime.store.entries("ret")}
    assert "dislike:material:apparel:wool" not in keys and "dislike:material:apparel:silk" in keys


VEGAN = {"leather", "meat", "dairy", "eggs", "gelatin", "wool", "silk", "fur", "down"}


@pytest.mark.parametrize("text,slugs", [
    ("forget what I said about being vegan", VEGAN),
    ("I'm not vegan any more", VEGAN),
    ("i am no longer a vegetarian", {"meat", "gelatin", "shellfish"}),
    ("I stopped being vegetarian last year, so a leather belt", {"meat", "gelatin", "shellfish"}),
    ("我不吃素了", {"meat", "gelatin", "shellfish"}),
    ("我已经不再是纯素主义者", VEGAN),
])
def test_an_identity_given_up_or_retracted_lifts_its_floors(engine, text, slugs):
    """"Forget what I said about being vegan" once added all nine vegan floors; "I'm not vegan
    any more" learned nothing."""
    plan = _plan(engine, text)
    assert set(plan.lifted_slugs) == slugs, plan.lifted_slugs
    assert not plan.new_constraints, plan.new_constraints


@pytest.mark.parametrize("text,refused", [
    ("I'm not vegan but no leather please", "leather"),
    ("我不是素食者，但是不要皮革", "leather"),
])
def test_a_word_refused_beside_it_stays_refused(engine, text, refused):
    plan = _plan(engine, text)
    assert [c.slug for c in plan.new_constraints] == [refused]
    assert refused not in plan.lifted_slugs


def test_an_identity_given_up_is_acknowledged_once(agent):
    """The answer listed nine notes ("leather is fine again; meat is fine again; …")."""
    agent.say("gaveup", "I'm vegan, I need winter boots")
    trace = agent.say("gaveup", "forget what I said about being vegan")
    assert trace.answer.startswith(
        "Noted: leather, meat, dairy, eggs, gelatin, wool, silk, fur and down are fine again."), \
        trace.answer
    recap = agent.say("gaveup", "what do you remember about me?").answer
    assert "leather, meat, dairy, eggs, gelatin, wool, silk, fur, down are fine again" in recap, recap
