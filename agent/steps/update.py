"""Updating P_t: the two moments a turn writes the session state. After the plan, what the
user said lands in it (intent, slots, constraints); after the answer, what the turn did
(rejected options recorded mechanically, open questions, the transcript)."""
from __future__ import annotations

from datetime import datetime

from agent.picker import PickResult
from agent.schemas import AnswerOutput, PlannerOutput
from agent.steps.plan import MAX_PLAN_CHARS
from memory.domains import Domain
from memory.models import Constraint, RejectedOption, SessionState, TurnRecord


def apply_plan(pt: SessionState, plan: PlannerOutput, domain: Domain | None, turn_no: int) -> None:
    pt.current_intent = plan.intent or pt.current_intent
    pt.domain = domain
    pt.apply_slots(plan.slots)
    lifted = {c.slug for c in pt.lift_constraints(plan.lifted_slugs)}
    for slug in plan.lifted_slugs:
        # Taken back in a later session: nothing to lift here, but the curator must
        # still supersede the long-term entry, so the retraction is kept.
        if slug and slug not in lifted:
            pt.lifted_constraints.append(Constraint(slug=slug, domain=domain or Domain.GLOBAL,
                                                    turn=turn_no))
    for c in plan.new_constraints:
        pt.add_constraint(Constraint(polarity=c.polarity, category=c.category, slug=c.slug,
                                     keywords=c.keywords, domain=c.domain,
                                     persistence=c.persistence, turn=turn_no))
    pt.resolve_questions(plan.answered_questions)
    pt.decide(plan.decisions)


def record_rejections(pt: SessionState, result: PickResult, turn_no: int) -> None:
    """Each removal goes into rejected_options as the picker decided it: never guessed."""
    seen = {(r.product_id, r.rule) for r in pt.rejected_options}
    for item in result.removed:
        if (item.product.id, item.rule) not in seen:
            seen.add((item.product.id, item.rule))
            pt.rejected_options.append(RejectedOption(
                product_id=item.product.id, title=item.product.title, reason=item.reason,
                rule=item.rule.value, turn=turn_no, term=item.term, source_key=item.source_key))


def finish_turn(pt: SessionState, *, text: str, domain: Domain | None, answer: AnswerOutput,
                turn_no: int, now: datetime) -> None:
    pt.ask(answer.open_questions)
    pt.transcript.append(TurnRecord(turn=turn_no, text=text[:MAX_PLAN_CHARS], domain=domain,
                                    answer=answer.text))
    pt.turn = turn_no
    pt.updated_at = now
