"""The plan step: the planner reads the message with P_t's view of the session."""
from __future__ import annotations

import re

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
    return Planned(plan=output, domain=domain, errors=errors)
