"""What every engine is given and must return. One call, one pydantic object."""
from __future__ import annotations

from contextlib import contextmanager
from contextvars import ContextVar
from typing import Callable, Iterator, Protocol

from pydantic import BaseModel, Field

from agent.schemas import AnswerOutput, CuratorOutput, PlannerOutput
from agent.trace import LLMCall
from memory.domains import Domain
from memory.models import Constraint, PreferenceEntry, TurnRecord


# The answer names the first three results as its top picks: what "that brand" points at.
TOP_PICKS = 3


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


class NearestLine(BaseModel):
    """The nearest candidate that breaks exactly one named constraint."""

    id: str
    title: str
    price: float
    currency: str = "USD"
    breaks: str  # budget | type | size | session | blocking
    product_type: str = ""  # the key of what it is ("" when the title names no type)


class ShortfallFact(BaseModel):
    """Fewer than a handful qualify: the constraint that emptied the list, and the nearest option."""

    constraint: str  # budget | type | size | session | blocking
    qualifying: int
    product_type: str = ""  # the type asked for (a key of data/product_types.json)
    type_names: dict[str, str] = Field(default_factory=dict)  # {"zh": "跑鞋", "en": "running shoes"}
    budget_max: float | None = None
    currency: str | None = None
    term: str | None = None  # the session or blocking word it breaks
    size: str | None = None  # the size asked for, when the size emptied the list
    nearest: NearestLine | None = None
    # The product words asked for that no title of the catalog holds ("pannier bag"): the
    # catalog sells none, whatever the type they were placed in
    unsold: str = ""


class MemoryEffectLine(BaseModel):
    """How far one memory moved the items it touched (leave-one-out on the turn's pool)."""

    dedup_key: str  # an entry's key, or "affinity" for the favourites
    keywords: list[str] = Field(default_factory=list)  # the entry's words, or the affinity tokens
    direction: str  # up | down
    items: int  # items it moved that way
    places: int  # their mean move, in places (rounded, never 0 when items > 0)
    max_places: int = 0
    entered_top: int = 0  # of them, now in the top five and not without it
    left_top: int = 0  # of them, out of the top five and in it without it


class AnswerInput(BaseModel):
    text: str
    lang: str
    plan: PlannerOutput
    results: list[ResultLine]  # best first (the top ANSWER_RESULTS)
    result_count: int = 0  # how many qualified in all: the answer says this, not len(results)
    removed_count: int = 0
    session_removed: list[str] = Field(default_factory=list)  # constraint words that removed items
    session_removed_count: int = 0  # the items those words removed (of removed_count)
    memory_applied: list[AppliedLine] = Field(default_factory=list)
    # The assembled preference block: every in-scope entry, blocking ones marked, never
    # trimmed; nothing out of scope (DESIGN section 4).
    preference_block: str = ""
    missing_slots: list[str] = Field(default_factory=list)  # e.g. ["size"] for shoes
    open_questions: list[str] = Field(default_factory=list)
    shopping_for: str = ""  # P_t's current intent ("search: 跑鞋"); "" before any request
    affinity_active: list[str] = Field(default_factory=list)
    shortfall: ShortfallFact | None = None
    memory_effects: list[MemoryEffectLine] = Field(default_factory=list)
    # This turn's prefer words that no qualifying item has ("any in red?" when none is red):
    # the answer says so instead of presenting the list as red ones.
    prefer_unmet: list[str] = Field(default_factory=list)
    # "Not that brand" when the top picks have several brands: the answer asks which one.
    brands_to_ask: list[str] = Field(default_factory=list)


class EngineError(RuntimeError):
    """An engine call failed (timeout, HTTP error, refusal, malformed output)."""

    def __init__(self, step: str, kind: str, detail: str):
        super().__init__(f"{step}: {kind}: {detail}")
        self.step, self.kind, self.detail = step, kind, detail


class Engine(Protocol):
    name: str

    def plan(self, request: PlanInput) -> PlannerOutput: ...

    def curate(self, request: CurateInput) -> CuratorOutput: ...

    # An engine that sets `streams_answer = True` also takes `on_delta`, called with each
    # piece of the answer text as it arrives; `answer_with` calls any engine either way.
    def answer(self, request: AnswerInput) -> AnswerOutput: ...


OnDelta = Callable[[str], None]


def answer_with(engine: Engine, request: AnswerInput, on_delta: OnDelta | None = None) -> AnswerOutput:
    """The answer step, streamed where the engine can stream. An engine that cannot (the
    offline one) answers whole, and `on_delta` gets the whole text once."""
    if on_delta is not None and getattr(engine, "streams_answer", False):
        return engine.answer(request, on_delta=on_delta)  # type: ignore[call-arg]
    out = engine.answer(request)
    if on_delta is not None and out.text:
        on_delta(out.text)
    return out


# Where an engine puts the record of each model call. A context variable, not a shared list:
# every thread (each browser session, each turn's worker) sees only the recorder it opened,
# and the engine, shared by all of them, holds no per-call state.
_RECORDER: ContextVar[list[LLMCall] | None] = ContextVar("llm_calls", default=None)


@contextmanager
def recording_calls() -> Iterator[list[LLMCall]]:
    """Collect the LLMCall records of every engine call made inside the block (a nested
    block collects its own and hides them from the outer one)."""
    calls: list[LLMCall] = []
    token = _RECORDER.set(calls)
    try:
        yield calls
    finally:
        _RECORDER.reset(token)


def record_call(call: LLMCall) -> None:
    sink = _RECORDER.get()
    if sink is not None:
        sink.append(call)
