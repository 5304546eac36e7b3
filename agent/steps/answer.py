"""The answer step: what to say about the picked items (and which slot to ask for)."""
from __future__ import annotations

from typing import Sequence

from pydantic import BaseModel, Field

from agent.engines.base import (AnswerInput, AppliedLine, Engine, EngineError, MemoryEffectLine,
                                NearestLine, OnDelta, ResultLine, ShortfallFact, answer_with)
from agent.money import slot_amount
from agent.picker import MemoryEffect, PickResult, RemovalRule
from agent.product_types import get_type, needs_size
from agent.schemas import AnswerOutput, PlannerOutput
from agent.steps.plan import MAX_PLAN_CHARS
from agent.trace import EngineNote, Fallback
from memory.affinity import AffinitySignal
from memory.assemble import AppliedEffect, Assembled
from memory.domains import Domain
from memory.models import SessionState

ANSWER_RESULTS = 10  # the answer speaks about the top ten


class Answered(BaseModel):
    answer: AnswerOutput
    errors: list[EngineNote] = Field(default_factory=list)


def missing_slots(domain: Domain | None, pt: SessionState) -> list[str]:
    """A sized item needs a size before the answer can be sure (the current item's size: a
    size said for shoes does not answer it for a jacket). Sized is the type's flag in the
    vocabulary (`needs_size`): a one-size type (a scarf, shoe polish) never asks, and clothes
    sold outside apparel (a shell jacket, a romper) ask as apparel does; with no type known,
    shoes and clothes ask."""
    sized = needs_size(pt.item, domain)
    return ["size"] if sized and not pt.slots.get("size") else []


def shortfall_fact(result: PickResult, pt: SessionState) -> ShortfallFact | None:
    """The picker's shortfall as the answer's facts: what emptied the list, the nearest option."""
    short = result.shortfall
    if short is None:
        return None
    ptype = get_type(short.product_type)
    near = short.nearest
    cap = slot_amount(pt.slots.get("budget_max"))
    return ShortfallFact(
        constraint=short.constraint.value, qualifying=short.qualifying,
        product_type=short.product_type,
        type_names={"zh": ptype.label("zh", pt.current_intent), "en": ptype.label("en", pt.current_intent)}
        if ptype else {},
        budget_max=cap, currency=pt.slots.get("currency"), term=near.term if near else None,
        size=pt.slots.get("size") if short.constraint.value == "size" else None,
        nearest=NearestLine(id=near.product.id, title=near.product.title, price=near.product.price,
                            currency=near.product.currency, breaks=near.breaks.value,
                            product_type=near.product_type) if near else None,
        unsold=short.unsold)


def prefer_unmet(plan: PlannerOutput, result: PickResult) -> list[str]:
    """The plan's prefer words (not who the product is for) that no ranked item's text
    hits, in either language, tested as the picker tests them (its remembered term_hits),
    so the answer cannot disagree with the ranking. The plan may carry one term in two forms
    or languages (浅蓝色 and 浅蓝, 浅蓝色 and "light blue": the vocabulary's one slug): met in
    one, it is met; unmet in both, it is said once. Nothing when nothing was ranked (the
    shortfall speaks then)."""
    if not result.ranked:
        return []
    from agent.picker import _form_hits
    from agent.steps.pick import _for_whom_words
    from memory.terms import covers, match_forms

    for_whom = _for_whom_words()
    texts = [r.product.match_text for r in result.ranked]
    words = [w for w in plan.prefer_keywords if w.lower() not in for_whom]
    met = [w for w in words
           if any(_form_hits(form, text) for form in match_forms([w]) for text in texts)]
    unmet: list[str] = []
    for w in words:
        if w in met or any(_one_term(w, m) for m in met) or \
                any(covers(w, said) or _one_term(w, said) for said in unmet):
            continue
        unmet.append(w)
    return unmet


def _one_term(a: str, b: str) -> bool:
    """Two words the vocabulary reads as one term (浅蓝色, "light blue": light_blue)."""
    from agent.engines.offline_lexicon import lexicon

    found_a, found_b = lexicon().find(a), lexicon().find(b)
    return found_a is not None and found_b is not None and found_a.slug == found_b.slug


def answer(engine: Engine, fallback: Engine, *, text: str, lang: str, plan: PlannerOutput,
           result: PickResult, applied: Sequence[AppliedEffect], memory: Assembled,
           affinity: Sequence[AffinitySignal], missing: list[str], pt: SessionState,
           effects: Sequence[MemoryEffect] = (), on_delta: OnDelta | None = None,
           brands_to_ask: Sequence[str] = ()) -> Answered:
    keywords = {s.entry.dedup_key: s.entry.keywords or [s.entry.slug] for s in memory.in_scope}
    keywords["affinity"] = [s.token for s in affinity if s.state == "active"]
    request = AnswerInput(
        text=text[:MAX_PLAN_CHARS], lang=lang, plan=plan,
        results=[ResultLine(id=r.product.id, title=r.product.title, price=r.product.price,
                            currency=r.product.currency) for r in result.ranked[:ANSWER_RESULTS]],
        result_count=len(result.ranked), removed_count=len(result.removed),
        session_removed=sorted({r.term for r in result.removed
                                if r.rule == RemovalRule.SESSION and r.term}),
        session_removed_count=sum(r.rule == RemovalRule.SESSION and bool(r.term)
                                  for r in result.removed),
        memory_applied=[AppliedLine(dedup_key=a.dedup_key, effect=a.effect, count=len(a.items),
                                    keywords=keywords.get(a.dedup_key, [])) for a in applied],
        preference_block=memory.block, missing_slots=missing, open_questions=pt.open_questions,
        shopping_for=pt.current_intent,
        affinity_active=[s.token for s in affinity if s.state == "active"],
        shortfall=shortfall_fact(result, pt),
        memory_effects=[MemoryEffectLine(keywords=keywords.get(e.dedup_key, []),
                                         **e.model_dump(exclude={"ids"})) for e in effects],
        prefer_unmet=prefer_unmet(plan, result), brands_to_ask=list(brands_to_ask))
    try:
        return Answered(answer=answer_with(engine, request, on_delta))
    except EngineError as err:
        note = EngineNote(step="answer", kind=err.kind, detail=err.detail,
                          fallback=Fallback.OFFLINE_ANSWER)
        return Answered(answer=answer_with(fallback, request, on_delta), errors=[note])
