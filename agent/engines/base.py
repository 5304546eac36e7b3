"""What every engine is given and must return. One call, one pydantic object."""
from __future__ import annotations

from typing import Protocol

from pydantic import BaseModel, Field

from agent.schemas import AnswerOutput, CuratorOutput, PlannerOutput
from memory.domains import Domain
from memory.models import Constraint, PreferenceEntry, TurnRecord


class PlanInput(BaseModel):
    text: str
    lang: str  # "zh" | "en": the user's language, answers follow it
    current_intent: str = ""
    domain: Domain | None = None  # the session's domain so far
    slots: dict[str, str] = Field(default_factory=dict)
    constraints: list[Constraint] = Field(default_factory=list)
    open_questions: list[str] = Field(default_factory=list)


class CurateInput(BaseModel):
    user: str
    transcript: list[TurnRecord]
    constraints: list[Constraint]  # what the session said, with persistence
    lifted: list[Constraint] = Field(default_factory=list)  # said, then taken back
    store: list[PreferenceEntry]  # the user's current long-term entries


class ResultLine(BaseModel):
    id: str
    title: str
    price: float
    currency: str = "USD"


class AppliedLine(BaseModel):
    dedup_key: str
    effect: str  # removed | penalized | query | none
    count: int
    keywords: list[str]


class AnswerInput(BaseModel):
    text: str
    lang: str
    plan: PlannerOutput
    results: list[ResultLine]  # best first
    removed_count: int = 0
    session_removed: list[str] = Field(default_factory=list)  # constraint words that removed items
    memory_applied: list[AppliedLine] = Field(default_factory=list)
    # The assembled preference block: every in-scope entry, blocking ones marked, never
    # trimmed; nothing out of scope (DESIGN section 4).
    preference_block: str = ""
    missing_slots: list[str] = Field(default_factory=list)  # e.g. ["size"] for shoes
    open_questions: list[str] = Field(default_factory=list)
    affinity_active: list[str] = Field(default_factory=list)


class EngineError(RuntimeError):
    """An engine call failed (timeout, HTTP error, refusal, malformed output)."""

    def __init__(self, step: str, kind: str, detail: str):
        super().__init__(f"{step}: {kind}: {detail}")
        self.step, self.kind, self.detail = step, kind, detail


class Engine(Protocol):
    name: str

    def plan(self, request: PlanInput) -> PlannerOutput: ...

    def curate(self, request: CurateInput) -> CuratorOutput: ...

    def answer(self, request: AnswerInput) -> AnswerOutput: ...
