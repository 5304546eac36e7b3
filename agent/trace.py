"""The typed trace of every step. `python -m agent replay` prints it as JSON lines and the
app's panels render the same objects, so what the console shows is what the code did.

Every decision carries its reason as an enum (`GateReason`, `RemovalRule`, `Enforcement`,
`Fallback`, `SkipReason`); the screens turn codes into words through ui/strings.py.
"""
from __future__ import annotations

from enum import StrEnum
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, computed_field, field_serializer, field_validator

from agent.picker import (Alternative, Break, Breakdown, MemoryEffect, MoveBy, MoveCause, RankedItem,
                          RemovedItem, RemovalRule, Shortfall)
from agent.schemas import ConstraintOut, CuratorOutput, PlannerOutput
from memory.affinity import AffinitySignal
from memory.assemble import AppliedEffect, Enforcement, GatedEntry, GateReason, ScopedEntry, enforcement
from memory.domains import Domain
from memory.models import (Constraint, PreferenceEntry, Proposal, RejectedOption, SessionState,
                           SlotSwitch, TurnRecord)


class Fallback(StrEnum):
    """What a turn or the curator did instead when an engine call failed."""

    OFFLINE_PLANNER = "offline planner"
    OFFLINE_ANSWER = "offline answer"
    STORE_UNTOUCHED = "store untouched"


class SkipReason(StrEnum):
    """Why the curator wrote nothing without being asked to fail."""

    NO_OPEN_SESSION = "no open session"
    ALREADY_CURATED = "already curated"
    EMPTY_SESSION = "empty session"


class CurateTrigger(StrEnum):
    END_SESSION = "end_session"
    NEW_SESSION = "new_session"
    TTL = "ttl"


class EngineNote(BaseModel):
    """An engine call that failed and what the turn did instead."""

    step: Literal["plan", "answer", "curate"]
    kind: str  # the engine's fault kind: timeout | http_error | refusal | malformed | ...
    detail: str
    fallback: Fallback


# ---- the turn ---------------------------------------------------------------------------


class PlanLine(BaseModel):
    """The planner's output as the trace shows it: `slots` are P_t's slots after the turn's
    changes, `slot_changes` what this turn said. Every planner field is here: a new one
    that is not fails loudly (extra="forbid"), never vanishes from the trace."""

    model_config = ConfigDict(extra="forbid")

    intent: str
    domain: Domain
    search_query: str
    product_type: str = ""
    prefer_keywords: list[str] = Field(default_factory=list)
    exclude_keywords: list[str] = Field(default_factory=list)
    new_constraints: list[ConstraintOut] = Field(default_factory=list)
    lifted_slugs: list[str] = Field(default_factory=list)
    answered_questions: list[str] = Field(default_factory=list)
    decisions: list[str] = Field(default_factory=list)
    slots: dict[str, str] = Field(default_factory=dict)
    slot_changes: dict[str, str] = Field(default_factory=dict)

    @classmethod
    def of(cls, plan: PlannerOutput, pt: SessionState) -> "PlanLine":
        return cls(**plan.model_dump(exclude={"slot_changes"}), slots=dict(pt.slots),
                   slot_changes=plan.slots)


class PtLine(BaseModel):
    """The P_t fields the trace and the panels show."""

    current_intent: str = ""
    domain: Domain | None = None
    slots: dict[str, str] = Field(default_factory=dict)  # the current item's slots
    item: str = ""  # the item being shopped for (a product type, or a domain)
    item_slots: dict[str, dict[str, str]] = Field(default_factory=dict)
    item_wishes: dict[str, list[str]] = Field(default_factory=dict)  # words asked with each item
    slot_switch: SlotSwitch | None = None  # the last change of item: dropped / kept / restored
    constraints: list[Constraint] = Field(default_factory=list)
    rejected_options: list[RejectedOption] = Field(default_factory=list)
    open_questions: list[str] = Field(default_factory=list)
    decisions_made: list[str] = Field(default_factory=list)

    @classmethod
    def of(cls, pt: SessionState) -> "PtLine":
        # P_t's own values, its containers copied (the trace keeps this turn's view): the
        # same line as validating a dump of P_t, without building every constraint and
        # rejected option again (a session's rejected options grow with every turn).
        return cls(current_intent=pt.current_intent, domain=pt.domain, slots=dict(pt.slots),
                   item=pt.item, item_slots={k: dict(v) for k, v in pt.item_slots.items()},
                   item_wishes={k: list(v) for k, v in pt.item_wishes.items()},
                   slot_switch=pt.slot_switch, constraints=list(pt.constraints),
                   rejected_options=list(pt.rejected_options),
                   open_questions=list(pt.open_questions),
                   decisions_made=list(pt.decisions_made))


class InjectedLine(BaseModel):
    dedup_key: str
    why: Literal["domain", "global", "blocking"]  # blocking: this entry removes items
    content: str = ""
    source: str = "agent"
    # the entry's words as the shopper said them (["塑料"]): the screens name it by these
    keywords: list[str] = Field(default_factory=list)

    @classmethod
    def of(cls, scoped: ScopedEntry) -> "InjectedLine":
        return cls(dedup_key=scoped.entry.dedup_key, why="blocking" if scoped.removes else scoped.why,
                   content=scoped.entry.content, source=scoped.entry.source.value,
                   keywords=list(scoped.entry.keywords))


class GatedLine(BaseModel):
    dedup_key: str
    domain: str
    why: str  # English, for the console; screens render `reason`
    reason: GateReason
    turn_domain: Domain | None = None

    @classmethod
    def of(cls, gated: GatedEntry) -> "GatedLine":
        return cls(dedup_key=gated.entry.dedup_key, domain=gated.entry.domain.value, why=gated.why,
                   reason=gated.reason, turn_domain=gated.turn_domain)


class ResultLine(BaseModel):
    rank: int
    id: str
    title: str
    price: float
    currency: str = "USD"
    platform: str = ""
    domain: str = ""
    score: float
    breakdown: Breakdown
    baseline_rank: int = 0
    prefer_hits: list[str] = Field(default_factory=list)
    affinity_hits: list[str] = Field(default_factory=list)
    penalty_hits: list[str] = Field(default_factory=list)
    product_type: str = ""
    # "Why did this item move?": its rank with each applied memory left out (leave-one-out
    # on the turn's frozen pool), with all of them left out, and the cause of its move.
    moved_by: list[MoveBy] = Field(default_factory=list)
    rank_without_memory: int = 0
    move_cause: MoveCause = MoveCause.NONE

    @classmethod
    def of(cls, r: RankedItem) -> "ResultLine":
        p = r.product
        return cls(rank=r.rank, id=p.id, title=p.title, price=p.price, currency=p.currency,
                   platform=p.platform, domain=p.domain.value, score=r.score,
                   breakdown=r.breakdown, baseline_rank=r.baseline_rank,
                   prefer_hits=[h.term for h in r.prefer_hits], affinity_hits=r.affinity_hits,
                   penalty_hits=[h.term for h in r.penalty_hits], product_type=r.product_type,
                   moved_by=list(r.moved_by), rank_without_memory=r.rank_without_memory,
                   move_cause=r.move_cause)


class AlternativeLine(BaseModel):
    """DESIGN section 7 `alternatives`: a near miss that breaks exactly one named constraint."""

    id: str
    title: str
    price: float
    currency: str = "USD"
    breaks: Break
    term: str | None = None
    product_type: str = ""

    @classmethod
    def of(cls, a: Alternative) -> "AlternativeLine":
        p = a.product
        return cls(id=p.id, title=p.title, price=p.price, currency=p.currency, breaks=a.breaks,
                   term=a.term, product_type=a.product_type)


class PointedBrand(BaseModel):
    """"That brand", 他们家: which maker a pointer in the message was resolved to, and from
    which shown picks (agent/steps/shown_brand.py). `how`: the picks all share one brand
    (`shared`), one pick was shown or named by its place (`top_pick`, `ordinal`), the last
    search asked for it (`searched`), the shopper
    named it when asked (`named`), or the picks have several brands and the answer asks
    which one (`asked`, no brand yet)."""

    said: str
    how: Literal["shared", "top_pick", "ordinal", "searched", "named", "asked"]
    brand: str = ""
    from_ids: list[str] = Field(default_factory=list)
    asked_among: list[str] = Field(default_factory=list)


class ShortfallLine(BaseModel):
    """Fewer than a handful qualify: the constraint that emptied the list and the nearest option."""

    constraint: Break
    qualifying: int
    product_type: str = ""
    nearest: AlternativeLine | None = None
    unsold: str = ""  # the product words asked for that no title of the catalog holds

    @classmethod
    def of(cls, s: Shortfall | None) -> "ShortfallLine | None":
        if s is None:
            return None
        return cls(constraint=s.constraint, qualifying=s.qualifying, product_type=s.product_type,
                   nearest=AlternativeLine.of(s.nearest) if s.nearest else None, unsold=s.unsold)


class RemovedLine(BaseModel):
    id: str
    title: str
    price: float = 0.0
    currency: str = "USD"
    reason: str  # English, for the console; screens render rule + term in their language
    rule: RemovalRule
    term: str | None = None  # the word that removed it (None for budget)
    source_key: str | None = None
    baseline_rank: int = 0

    @classmethod
    def of(cls, r: RemovedItem) -> "RemovedLine":
        return cls(id=r.product.id, title=r.product.title, price=r.product.price,
                   currency=r.product.currency, reason=r.reason, rule=r.rule, term=r.term,
                   source_key=r.source_key, baseline_rank=r.baseline_rank)


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
    plan: PlanLine
    injected: list[InjectedLine]
    gated_out: list[GatedLine]
    preference_block: str
    search_text: str
    memory_applied: list[AppliedEffect]  # one line per in-scope entry (memory.assemble)
    results: list[ResultLine]
    removed: list[RemovedLine]
    affinity: list[AffinitySignal]
    pt: PtLine
    answer: str
    alternatives: list[AlternativeLine] = Field(default_factory=list)
    shortfall: ShortfallLine | None = None
    memory_effects: list[MemoryEffect] = Field(default_factory=list)  # leave-one-out sizes
    open_questions: list[str] = Field(default_factory=list)
    errors: list[EngineNote] = Field(default_factory=list)
    timings_ms: dict[str, float] = Field(default_factory=dict)
    curated_before: "CurateTrace | None" = None  # a TTL expiry curated the old session first
    llm_calls: list[LLMCall] = Field(default_factory=list)  # issue 15: plan, answer
    pointed_brand: PointedBrand | None = None  # "not that brand": the maker it pointed at

    def line(self) -> dict[str, Any]:
        line = self.model_dump(mode="json")
        # Round 36's fields are in a line only on the turns they speak for: a turn that
        # pointed at no brand, or a shortfall of what the catalog does sell, reads as before.
        if line["pointed_brand"] is None:
            del line["pointed_brand"]
        if line["shortfall"] is not None and not line["shortfall"]["unsold"]:
            del line["shortfall"]["unsold"]
        return line


# ---- the curator ------------------------------------------------------------------------


class StoreLine(PreferenceEntry):
    """A stored entry as the trace shows it, with how memory enforces it (one rule:
    memory.assemble.enforcement), so no screen decides hard or soft on its own."""

    @computed_field  # type: ignore[prop-decorator]
    @property
    def enforced_as(self) -> Enforcement:
        return enforcement(self)

    @classmethod
    def of(cls, entry: PreferenceEntry) -> "StoreLine":
        return cls.model_validate(entry.model_dump(exclude={"dedup_key"}))


class CurateInputLine(BaseModel):
    """What the curator was given, minus the store (printed once, as `store`)."""

    user: str
    transcript: list[TurnRecord]
    constraints: list[Constraint]
    lifted: list[Constraint] = Field(default_factory=list)


def _empty_as_none(value: Any) -> Any:
    return None if value == {} else value


class CurateTrace(BaseModel):
    step: int = 0
    kind: Literal["curate"] = "curate"
    user: str
    session_id: str | None
    trigger: CurateTrigger
    engine: str
    input: CurateInputLine | None = None
    output: CuratorOutput | None = None
    written: list[StoreLine] = Field(default_factory=list)
    superseded: list[str] = Field(default_factory=list)
    proposals: list[Proposal] = Field(default_factory=list)
    store: list[StoreLine] = Field(default_factory=list)
    errors: list[EngineNote] = Field(default_factory=list)
    skipped: SkipReason | None = None  # why nothing was curated
    llm_calls: list[LLMCall] = Field(default_factory=list)  # the curator call, if any

    _none_from_empty = field_validator("input", "output", mode="before")(
        lambda cls, v: _empty_as_none(v))

    @field_serializer("input", "output")
    def _none_as_empty(self, value: BaseModel | None) -> dict[str, Any]:
        # the console has always printed {} for "not called"
        return value.model_dump(mode="json") if value is not None else {}

    def line(self) -> dict[str, Any]:
        return self.model_dump(mode="json")


# ---- the other scenario steps -----------------------------------------------------------


class StepLine(BaseModel):
    """A scenario step other than a turn or a curator run: its kind, ok, and what changed."""

    model_config = ConfigDict(extra="allow")

    step: int = 0
    kind: str
    ok: bool = True

    @property
    def error(self) -> str:
        """Why a failed step failed (a step that failed carries `error`)."""
        return str((self.model_extra or {}).get("error", ""))

    def line(self) -> dict[str, Any]:
        return self.model_dump(mode="json")


class NewSessionLine(BaseModel):
    step: int = 0
    kind: Literal["new_session"] = "new_session"
    ok: bool = True
    curate: CurateTrace

    @field_serializer("curate")
    def _curate_without_step(self, value: CurateTrace) -> dict[str, Any]:
        return value.model_dump(mode="json", exclude={"step"})

    def line(self) -> dict[str, Any]:
        return self.model_dump(mode="json")


TraceLine = TurnTrace | CurateTrace | NewSessionLine | StepLine

TurnTrace.model_rebuild()
