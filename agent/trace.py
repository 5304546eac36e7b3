"""The typed trace of every step. `python -m agent replay` prints it as JSON lines and the
app's panels render the same objects, so what the console shows is what the code did."""
from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, Field

from memory.affinity import AffinitySignal
from memory.assemble import AppliedEffect


class EngineNote(BaseModel):
    """An engine call that failed and what the turn did instead."""

    step: str  # plan | answer | curate
    kind: str  # timeout | http_error | refusal | malformed | invalid_enum | ...
    detail: str
    fallback: str  # what happened instead, e.g. "offline planner", "store untouched"


class InjectedLine(BaseModel):
    dedup_key: str
    why: str  # domain | global | blocking
    content: str = ""
    source: str = "agent"


class GatedLine(BaseModel):
    dedup_key: str
    domain: str
    why: str


class ResultLine(BaseModel):
    rank: int
    id: str
    title: str
    price: float
    currency: str = "USD"
    platform: str = ""
    domain: str = ""
    score: float
    breakdown: dict[str, float]
    baseline_rank: int = 0
    prefer_hits: list[str] = Field(default_factory=list)
    affinity_hits: list[str] = Field(default_factory=list)
    penalty_hits: list[str] = Field(default_factory=list)


class RemovedLine(BaseModel):
    id: str
    title: str
    price: float = 0.0
    currency: str = "USD"
    reason: str  # English, for the console; screens render rule + term in their language
    rule: str  # session | blocking | budget
    term: str | None = None  # the word that removed it (None for budget)
    source_key: str | None = None
    baseline_rank: int = 0


# ---- LLM calls (issue 15): one record per engine call, kept in the turn and curate traces ----
class LLMCall(BaseModel):
    """One call to a model: which step, how it was asked, what it cost. Tokens are None when
    the server did not report them (never guessed)."""

    step: str  # plan | answer | curate
    model: str
    mode: str | None = None  # json_schema | json_object: the structured-output mode used
    schema_rejected: bool = False  # the endpoint answered 400 to json_schema; json_object followed
    retries: int = 0  # extra requests after a 429/503 (Retry-After honoured)
    streamed: bool = False
    prompt_tokens: int | None = None
    completion_tokens: int | None = None
    ms: float = 0.0
    ok: bool = True
    error: str | None = None  # the EngineError kind when not ok
# ---- end LLM calls ----


class TurnTrace(BaseModel):
    step: int = 0
    kind: Literal["turn"] = "turn"
    user: str
    session_id: str
    turn: int
    text: str
    lang: str
    engine: str
    plan: dict[str, Any]
    injected: list[InjectedLine]
    gated_out: list[GatedLine]
    preference_block: str
    search_text: str
    memory_applied: list[AppliedEffect]  # one line per in-scope entry (memory.assemble)
    results: list[ResultLine]
    removed: list[RemovedLine]
    affinity: list[AffinitySignal]
    pt: dict[str, Any]
    answer: str
    open_questions: list[str] = Field(default_factory=list)
    errors: list[EngineNote] = Field(default_factory=list)
    timings_ms: dict[str, float] = Field(default_factory=dict)
    curated_before: "CurateTrace | None" = None  # a TTL expiry curated the old session first
    llm_calls: list[LLMCall] = Field(default_factory=list)  # issue 15: plan, answer

    def line(self) -> dict[str, Any]:
        return self.model_dump(mode="json")


class CurateTrace(BaseModel):
    step: int = 0
    kind: Literal["curate"] = "curate"
    user: str
    session_id: str | None
    trigger: str  # end_session | new_session | ttl
    engine: str
    input: dict[str, Any] = Field(default_factory=dict)
    output: dict[str, Any] = Field(default_factory=dict)
    written: list[dict[str, Any]] = Field(default_factory=list)
    superseded: list[str] = Field(default_factory=list)
    proposals: list[dict[str, Any]] = Field(default_factory=list)
    store: list[dict[str, Any]] = Field(default_factory=list)
    errors: list[EngineNote] = Field(default_factory=list)
    skipped: str | None = None  # why nothing was curated (already curated, empty session)
    llm_calls: list[LLMCall] = Field(default_factory=list)  # issue 15: the curator call

    def line(self) -> dict[str, Any]:
        return self.model_dump(mode="json")


TurnTrace.model_rebuild()
