"""Updating P_t: the two moments a turn writes the session state. After the plan, what the
user said lands in it (intent, slots, constraints); after the answer, what the turn did
(rejected options recorded mechanically, open questions, the transcript)."""
from __future__ import annotations

from datetime import datetime

from agent.money import currency_for_lang
from agent.picker import PickResult
from agent.product_types import get_type, same_type
from agent.schemas import AnswerOutput, PlannerOutput, SlotChange
from agent.steps.plan import MAX_PLAN_CHARS, search_of
from memory.domains import Domain
from agent.engines.base import TOP_PICKS
from memory.models import (Category, Constraint, Polarity, RejectedOption, SessionState,
                           ShownItem, TurnRecord)
from memory.terms import covers


def apply_plan(pt: SessionState, plan: PlannerOutput, domain: Domain | None, turn_no: int,
               lang: str = "en") -> None:
    if plan.asks_nothing:
        return  # "thanks", 好的: the session stays on what it was shopping for
    pt.current_intent = plan.intent or pt.current_intent
    before, pt.domain = pt.domain, domain
    pt.place_unplaced(domain)  # "I hate wool", then "a warm sweater": the sweater's
    follow_item(pt, plan, domain, turn_no, before)
    pt.apply_slots(plan.slots)
    said_budget = any(plan.slots.get(name) for name in ("budget_max", "budget_min"))
    if said_budget and not plan.slots.get("currency"):
        # A budget said without a currency: the item's budget currency when it had one
        # ("一百五够了" after "预算两百" stays yuan), else the language's. Read as dollars,
        # "三百以内" kept a ¥469 scarf after an English request for a blanket had moved the
        # session's currency away with it. The plan carries it too, so the answer says
        # "¥150", not "150 ".
        currency = pt.slots.get("currency") or currency_for_lang(lang)
        pt.apply_slots({"currency": currency})
        plan.slot_changes.append(SlotChange(name="currency", value=currency))
    lifted = {c.slug for c in pt.lift_constraints(plan.lifted_slugs)}
    for slug in plan.lifted_slugs:
        # Taken back in a later session: nothing to lift here, but the curator must
        # still supersede the long-term entry, so the retraction is kept.
        if slug and slug not in lifted:
            pt.lifted_constraints.append(Constraint(slug=slug, domain=domain or Domain.GLOBAL,
                                                    turn=turn_no))
    for c in plan.new_constraints:
        said = Constraint(polarity=c.polarity, category=c.category, slug=c.slug,
                          keywords=c.keywords, domain=c.domain, persistence=c.persistence,
                          turn=turn_no)
        said.item = wish_item(pt, plan, said)
        pt.add_constraint(said)
    keep_item_wishes(pt, plan)
    pt.resolve_questions(plan.answered_questions)
    pt.decide(plan.decisions)


def keep_item_wishes(pt: SessionState, plan: PlannerOutput) -> None:
    """The words this turn asked for join the item's own (SessionState.item_wishes): a word
    refused or taken back now leaves them (and a refused colour leaves the colour slot: P_t
    showed "colour black" after "no black ones please"), and a colour said now replaces the
    item's earlier colour (one colour is wanted at a time: "in red instead")."""
    said = [w for w in plan.prefer_keywords if w.strip()]
    refused = [*plan.exclude_keywords, *(s.replace("_", " ") for s in plan.lifted_slugs)]
    new_colour = any(_is_colour(w) for w in said)
    kept = [w for w in pt.wishes if not any(covers(r, w) for r in refused)
            and not (new_colour and _is_colour(w))]
    pt.keep_wishes([*kept, *said])
    colour = pt.slots.get("color")
    if colour and not plan.slots.get("color") and any(covers(r, colour) for r in refused):
        pt.apply_slots({"color": ""})


def _is_colour(word: str) -> bool:
    from agent.engines.offline_lexicon import lexicon

    found = lexicon().find(word)
    return found is not None and found.category == Category.COLOR


def wish_item(pt: SessionState, plan: PlannerOutput, said: Constraint) -> str:
    """The item a wish said this turn belongs to (DESIGN section 6: slots belong to what is
    being shopped for): "a mustard scarf", "我想要一件羊毛的毛衣" or "make it cotton" while
    a shirt is shopped for is that item's, and does not lift the jacket or hat asked for
    next. Session-wide (""): a refusal (a constraint the shopper holds whatever the item), a
    wish for good or everywhere, a wish said before any product type was named ("I love
    cotton", then "a shirt"), and one said for this session with no product named ("everything
    black today" in the middle of a session)."""
    if said.polarity != Polarity.LIKE or said.domain == Domain.GLOBAL or \
            said.persistence == "lasting" or get_type(pt.item) is None:
        return ""
    if said.persistence == "session" and not plan.product_type:
        return ""
    return pt.item


def record_search(pt: SessionState, plan: PlannerOutput) -> None:
    """What this turn searched, for a later turn that only decides on what it showed."""
    pt.last_search = search_of(plan)


def record_shown(pt: SessionState, result: PickResult) -> None:
    """The prices this turn showed, for a later "cheaper please", and its top picks, for a
    later "not that brand"; a turn that showed nothing leaves the last list (there is
    nothing newer to compare with)."""
    if result.ranked:
        pt.shown_prices = [(r.product.price, r.product.currency) for r in result.ranked]
        pt.shown = [ShownItem(id=r.product.id, title=r.product.title, brand=r.product.brand or "")
                    for r in result.ranked[:TOP_PICKS]]


def _item_domain(item: str) -> str:
    ptype = get_type(item)
    return ptype.domain.value if ptype else item


def _carried(current: str, new: str) -> tuple[str, ...]:
    """Item slots that hold for the new item too: a shoe size said for boots fits sneakers
    (the same feet), while a shirt's size is not a coat's or a belt's."""
    if current and _item_domain(current) == _item_domain(new) == Domain.FOOTWEAR.value:
        return ("size",)
    return ()


def follow_item(pt: SessionState, plan: PlannerOutput, domain: Domain | None, turn_no: int,
                before: Domain | None = None) -> None:
    """Slots belong to the item being shopped for: a product type when the plan names one,
    else the domain. A related type ("shoes" after "running shoes") or a message naming no
    new item ("42", "cheaper please") stays on the current item, also when the session's
    domain (`before`, what the turn inherited) is not the item's own: 给办公室买把人体工学椅
    is an office chair (furniture) asked in computers_office, and its "换个便宜点的" once
    moved the session to an item "computers_office" and dropped the chair's budget."""
    current = pt.item
    ptype = get_type(plan.product_type)
    if current == Domain.OTHER.value and before is None and (
            ptype is not None or (domain is not None and domain.is_product_domain)):
        # The item no domain was found for, now placed ("食品" after 一盒点心): its slots stay.
        pt.rename_item(ptype.key if ptype is not None else domain.value)
        return
    if ptype is not None:
        if current and (same_type(ptype, current) or same_type(current, ptype.key)):
            return
        if current == ptype.domain.value:
            pt.rename_item(ptype.key)  # the domain said first is this type
            return
        # Back to an item said before under a related name (跑鞋 after 运动鞋): its slots.
        related = next((k for k in pt.item_slots if k != current and get_type(k) is not None
                        and (same_type(ptype, k) or same_type(k, ptype.key))), None)
        pt.switch_item(related or ptype.key, turn_no, carry=_carried(current, related or ptype.key))
        return
    if domain is None and before is not None:
        # A new item no domain was found for (steps.plan.new_unplaced_item): the old item's
        # slots are put away (no wallet's budget for the pastries).
        pt.switch_item(Domain.OTHER.value, turn_no)
        return
    if domain is None or not domain.is_product_domain:
        return
    if current and (_item_domain(current) == domain.value or domain == before):
        return
    pt.switch_item(domain.value, turn_no, carry=_carried(current, domain.value))


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
