"""A floor everywhere covers the same word said for one domain, in P_t and in the plan.

"我对羽绒过敏，以后什么都别给我推荐羽绒的" said one thing: a down floor. The engine read the
allergy and the refusal apart, so the plan carried a global dislike and a home-textiles one,
the answer acknowledged "no down" twice and the curator stored two entries."""
from __future__ import annotations

from agent.engines.offline import OfflineEngine
from agent.steps.plan import plan
from memory.domains import Domain
from memory.models import Constraint, SessionState, covered_by_floor


def _c(slug, domain, persistence="default", polarity="dislike", keywords=()):
    return Constraint(polarity=polarity, category="material", slug=slug, domain=domain,
                      persistence=persistence, keywords=list(keywords) or [slug])


def test_a_domain_dislike_said_after_the_same_floor_is_not_added():
    pt = SessionState(user="u", session_id="s")
    pt.add_constraint(_c("latex", Domain.GLOBAL, "lasting", keywords=["乳胶"]))
    pt.add_constraint(_c("latex", Domain.HOME_TEXTILES, "lasting", keywords=["乳胶"]))
    assert [(c.slug, c.domain) for c in pt.constraints] == [("latex", Domain.GLOBAL)]


def test_a_floor_said_after_the_same_domain_dislike_replaces_it():
    pt = SessionState(user="u", session_id="s")
    pt.add_constraint(_c("down", Domain.APPAREL, "session", keywords=["羽绒"]))
    pt.add_constraint(_c("wool", Domain.APPAREL))
    pt.add_constraint(_c("down", Domain.GLOBAL, "lasting", keywords=["羽绒"]))
    assert sorted((c.slug, c.domain.value) for c in pt.constraints) == [
        ("down", "global"), ("wool", "apparel")]


def test_a_session_only_floor_does_not_cover_a_lasting_domain_dislike():
    lasting = _c("nickel", Domain.JEWELRY_WATCHES, "lasting")
    assert not covered_by_floor(lasting, [_c("nickel", Domain.GLOBAL, "session")])
    assert covered_by_floor(lasting, [_c("nickel", Domain.GLOBAL, "lasting")])


def test_a_like_or_another_word_is_not_covered_by_a_floor():
    floor = [_c("leather", Domain.GLOBAL, "lasting")]
    assert not covered_by_floor(_c("leather", Domain.FOOTWEAR, polarity="like"), floor)
    assert not covered_by_floor(_c("pu_leather", Domain.FOOTWEAR), floor)


def test_the_plan_step_keeps_one_floor_for_an_allergy_and_a_refusal_of_the_same_word():
    engine = OfflineEngine()
    pt = SessionState(user="u", session_id="s")
    for text in ("我对羽绒过敏，以后什么都别给我推荐羽绒的",
                 "I'm allergic to latex, never show me anything with latex again"):
        planned = plan(engine, engine, text, "zh" if "羽绒" in text else "en", pt)
        said = [(c.slug, c.domain) for c in planned.plan.new_constraints]
        slug = "down" if "羽绒" in text else "latex"
        assert said == [(slug, Domain.GLOBAL)], said
