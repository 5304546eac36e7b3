"""The plan step: the planner reads the message with P_t's view of the session."""
from __future__ import annotations

import re
from typing import Any

from pydantic import BaseModel, Field

from agent.engines.base import Engine, EngineError, PlanInput
from agent.schemas import PlannerOutput
from agent.trace import EngineNote, Fallback
from memory.domains import Domain
from memory.models import SessionState, covered_by_floor
from memory.text import CJK as _CJK

MAX_PLAN_CHARS = 4000  # a 100 KB message is answered, but only its head is planned on
_LATIN = re.compile(r"[A-Za-z]")
# A number with a Chinese unit ("42码", "500元", "26厘米") is a measure, not a sentence in
# Chinese: "hiking boots 42码" on an English screen is English.
_MEASURE = re.compile(r"\d+(?:\.\d+)?\s*(?:码|号|元|块|厘米|公分|寸)")


def detect_lang(text: str, previous: str | None = None) -> str:
    """zh when the text has Chinese words; en when it has Latin letters; otherwise ("42",
    "42码", "👍") the session keeps the language it was speaking."""
    text = text or ""
    if _CJK.search(_MEASURE.sub(" ", text)):
        return "zh"
    if _LATIN.search(text):
        return "en"
    return previous or ("zh" if _CJK.search(text) else "en")


def session_lang(text: str, pt: SessionState) -> str:
    """The turn's language, falling back on the session's last message."""
    return detect_lang(text, detect_lang(pt.transcript[-1].text) if pt.transcript else None)


class Planned(BaseModel):
    plan: PlannerOutput
    domain: Domain | None  # the turn's domain: the plan's, or the session's when it had none
    errors: list[EngineNote] = Field(default_factory=list)


def plan(engine: Engine, fallback: Engine, text: str, lang: str, pt: SessionState) -> Planned:
    request = PlanInput(text=text[:MAX_PLAN_CHARS], lang=lang, current_intent=pt.current_intent,
                        domain=pt.domain, slots=pt.slots, constraints=pt.constraints,
                        open_questions=pt.open_questions)
    errors: list[EngineNote] = []
    try:
        output = engine.plan(request)
    except EngineError as err:
        errors.append(EngineNote(step="plan", kind=err.kind, detail=err.detail,
                                 fallback=Fallback.OFFLINE_PLANNER))
        output = fallback.plan(request)
    # Either engine may say a floor and the same word for the turn's domain in one breath:
    # the floor covers it, so the plan (and the answer that acknowledges it) says it once.
    kept = [c for c in output.new_constraints if not covered_by_floor(c, output.new_constraints)]
    if len(kept) < len(output.new_constraints):
        output = output.model_copy(update={"new_constraints": kept})
    domain = output.domain if output.domain.is_product_domain else pt.domain
    if decides_on_shown(output, pt, text):
        output = output.model_copy(update=pt.last_search)
    return Planned(plan=output, domain=domain, errors=errors)


# The parts of a plan that choose what is searched and how it is ranked.
SEARCH_FIELDS = ("search_query", "prefer_keywords", "exclude_keywords", "product_type")


def search_of(plan: PlannerOutput) -> dict[str, Any]:
    return {name: plan.model_dump()[name] for name in SEARCH_FIELDS}


def _adds_nothing(plan: PlannerOutput, text: str) -> bool:
    """The message names none of the words searched ("thanks!", "hmm ok"): the planner
    searched the session's product for it. A message that names the product itself
    ("推荐旅行包" again, after blocking an entry) asks afresh, and is searched afresh."""
    words = plan.search_query.lower().split()  # a chat turn searches nothing at all
    return bool(words) and not any(word in text.lower() for word in words)


def decides_on_shown(plan: PlannerOutput, pt: SessionState, text: str) -> bool:
    """A turn that only decides ("I'll take the first one", 第二个不错, "add it to my cart")
    about the list the last turn showed, or says nothing new about it ("thanks!"): it names
    no other product and changes no slot, constraint or keyword. Searched afresh, its query
    would be the session's product alone (the last turn's purpose and liked words dropped)
    and "the first one" would be another item than the one the shopper saw first."""
    if not pt.last_search or not (plan.decisions or _adds_nothing(plan, text)):
        return False
    if (plan.slot_changes or plan.new_constraints or plan.lifted_slugs or plan.prefer_keywords
            or plan.exclude_keywords or plan.answered_questions):
        return False
    if plan.domain.is_product_domain and plan.domain != pt.domain:
        return False
    return not plan.product_type or plan.product_type == pt.last_search.get("product_type")
