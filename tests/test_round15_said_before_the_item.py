"""A refusal said before the shopper names what they shop for, or said of someone else.

"I hate wool", then "a warm sweater": the session kept "no wool" under `other` (in force
nowhere), so merino jumpers were shown and the curator stored the dislike under `other`.
"My husband hates wool" read "hates" as no refusal word (only "hate" was one), searched
"husband hates" and landed in books. "She hates anything made of polyester" was a LIKE.
Real SQLite store, real index, real offline engine (the `replay` fixture)."""
from __future__ import annotations

import pytest
import yaml

from memory.domains import Domain
from memory.models import Constraint, Polarity, SessionState
from memory.terms import term_hits
from tests.planning import plan_of


def _play(replay, tmp_path, steps):
    path = tmp_path / "story.yml"
    path.write_text(yaml.safe_dump({"title": "said before the item", "user": "ana",
                                    "steps": steps}, allow_unicode=True), encoding="utf-8")
    lines, _, _ = replay(path)
    return [l for l in lines if l["kind"] == "turn"], [l for l in lines if l["kind"] == "curate"]


@pytest.mark.parametrize("first, then, word", [
    ("i hate wool", "a warm sweater", "wool"),
    ("我讨厌羊毛", "想买件保暖的毛衣", "wool"),
    ("my husband hates wool", "a warm sweater for him", "wool"),
    ("she can't stand polyester", "a fleece blanket for her", "polyester"),
])
def test_a_refusal_said_before_the_item_holds_for_the_item_and_is_learned_there(
        replay, tmp_path, first, then, word):
    turns, curated = _play(replay, tmp_path, [{"say": first}, {"say": then}, {"end_session": {}}])
    said, asked = turns
    assert said["results"] == []  # nothing to shop for yet: nothing searched
    assert asked["results"], "the item asked for next is searched"
    assert not [r["title"] for r in asked["results"] if term_hits(word, r["title"])]
    domain = asked["plan"]["domain"]
    assert domain not in ("other", "global")
    written = [w["dedup_key"] for w in curated[0]["written"]]
    assert f"dislike:material:{domain}:{word}" in written
    assert not [k for k in written if k.endswith(f":other:{word}")]


def test_a_refusal_said_for_the_item_keeps_its_domain_when_the_session_moves_on(replay, tmp_path):
    """Only what was said before any item is placed; a sofa's "no leather" stays the sofa's."""
    turns, _ = _play(replay, tmp_path, [{"say": "a sofa, no leather"}, {"say": "leather boots"}])
    assert any(term_hits("leather", r["title"]) for r in turns[1]["results"])


def test_place_unplaced_moves_only_the_constraints_kept_under_other():
    pt = SessionState(user="u", session_id="s")
    pt.add_constraint(Constraint(slug="wool", domain=Domain.OTHER, polarity=Polarity.DISLIKE))
    pt.add_constraint(Constraint(slug="latex", domain=Domain.GLOBAL, polarity=Polarity.DISLIKE))
    pt.add_constraint(Constraint(slug="wool", domain=Domain.APPAREL, polarity=Polarity.DISLIKE))
    assert pt.place_unplaced(None) == [] and pt.place_unplaced(Domain.OTHER) == []
    placed = pt.place_unplaced(Domain.APPAREL)
    assert [c.slug for c in placed] == ["wool"]
    assert sorted((c.slug, c.domain) for c in pt.constraints) == [
        ("latex", Domain.GLOBAL), ("wool", Domain.APPAREL)]  # one wool, not two
    assert pt.place_unplaced(Domain.FOOTWEAR) == []  # placed once, for the first item


@pytest.mark.parametrize("text, slug", [
    ("she hates anything made of polyester btw", "polyester"),
    ("my dad hated the acrylic one", "acrylic"),
    ("he avoids nylon", "nylon"),
    ("my sister dislikes anything with sequins", "sequins"),
    ("she skipped the suede ones", "suede"),
])
def test_a_refusal_verb_said_of_someone_else_or_of_the_past_refuses(engine, text, slug):
    plan = plan_of(engine, text)
    assert [c.slug for c in plan.new_constraints if c.polarity == Polarity.DISLIKE] == [slug]
    assert slug not in plan.prefer_keywords
    assert plan.domain == Domain.OTHER  # no product named: no books for "husband", "she"
    assert not {"hates", "hated", "avoids", "dislikes", "skipped"} & set(plan.search_query.split())


def test_the_inflection_is_a_whole_word_ending_only(engine):
    """"hatesome" or "skipper" are no refusal verbs."""
    plan = plan_of(engine, "a skipper cap in cotton")
    assert not [c for c in plan.new_constraints if c.polarity == Polarity.DISLIKE]
