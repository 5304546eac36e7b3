"""Scenario replay: run the steps of a YAML scenario, one trace object per step
(`run_traces`), printed as one JSON line per step (`run_steps`).

The same runner backs `python -m agent replay`, the scenario tests and the app's demo stepper.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any, Callable, Iterator

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError

from agent.runtime import Runtime
from agent.trace import CurateTrace, NewSessionLine, StepLine, StoreLine, TraceLine, TurnTrace
from memory.domains import Domain
from memory.models import PreferenceEntry, Source

STEP_KINDS = ("say", "end_session", "new_session", "favorite", "unfavorite", "add_preference",
              "set_blocking", "set_domain", "delete_preference", "advance_clock")


class Step(BaseModel):
    kind: str
    args: Any = None
    note: str = ""
    note_zh: str = ""  # optional Chinese narration for the demo stepper

    def narration(self, lang: str) -> str:
        return (self.note_zh or self.note) if lang == "zh" else (self.note or self.note_zh)


class Scenario(BaseModel):
    user: str = "demo"
    title: str = ""
    description: str = ""
    description_zh: str = ""
    steps: list[Step] = Field(default_factory=list)
    path: str = ""
    catalog: str | None = None  # optional pool catalog, relative to the scenario file


class ScenarioError(ValueError):
    pass


def load_scenario(path: str | Path) -> Scenario:
    """Parse a scenario file; a malformed one raises ScenarioError naming the step."""
    try:
        raw = yaml.safe_load(Path(path).read_text(encoding="utf-8"))
    except (OSError, yaml.YAMLError) as exc:
        raise ScenarioError(f"{path}: cannot read scenario: {exc}") from exc
    return parse_scenario(raw, str(path))


def parse_scenario(raw: Any, origin: str = "<scenario>") -> Scenario:
    if not isinstance(raw, dict) or not isinstance(raw.get("steps"), list):
        raise ScenarioError(f"{origin}: a scenario is a mapping with a 'steps' list")
    steps = []
    for i, item in enumerate(raw["steps"]):
        if not isinstance(item, dict):
            raise ScenarioError(f"{origin}: step {i} is not a mapping")
        note = str(item.get("note", "") or "")
        note_zh = str(item.get("note_zh", "") or "")
        kinds = [k for k in item if k not in ("note", "note_zh")]
        if len(kinds) != 1 or kinds[0] not in STEP_KINDS:
            raise ScenarioError(f"{origin}: step {i} must have exactly one of {', '.join(STEP_KINDS)}"
                                f" (got {', '.join(map(str, kinds)) or 'nothing'})")
        steps.append(Step(kind=kinds[0], args=item[kinds[0]], note=note, note_zh=note_zh))
    catalog = raw.get("catalog")
    if catalog:
        catalog = str((Path(origin).parent / str(catalog)).resolve())
    return Scenario(user=str(raw.get("user") or "demo"), title=str(raw.get("title") or ""),
                    description=str(raw.get("description") or ""),
                    description_zh=str(raw.get("description_zh") or ""), steps=steps, path=origin,
                    catalog=catalog)


class Replayed(BaseModel):
    """One step run: the scenario step and its trace object. `line()` is the JSON the
    command prints: the trace, its step number and the step's narration."""

    model_config = ConfigDict(arbitrary_types_allowed=True)

    index: int
    step: Step
    trace: TraceLine

    @property
    def ok(self) -> bool:
        return getattr(self.trace, "ok", True) is not False

    def line(self) -> dict[str, Any]:
        line = {"step": self.index, **{k: v for k, v in self.trace.line().items() if k != "step"}}
        if self.step.note:
            line["note"] = self.step.note
        if self.step.note_zh:
            line["note_zh"] = self.step.note_zh
        return line


def run_traces(runtime: Runtime, scenario: Scenario, *, start: int = 0,
               stop: int | None = None) -> Iterator[Replayed]:
    """Run the steps, yielding each one's trace object. A step that fails says why (a
    StepLine with ok false) and the run goes on."""
    for i, step in enumerate(scenario.steps[start:stop], start):
        try:
            trace = run_step(runtime, scenario.user, step)
        except (KeyError, ValueError, ValidationError, LookupError) as exc:
            trace = StepLine(kind=step.kind, ok=False, error=_message(exc))
        trace.step = i
        yield Replayed(index=i, step=step, trace=trace)


def run_steps(runtime: Runtime, scenario: Scenario, *, start: int = 0,
              stop: int | None = None) -> Iterator[dict[str, Any]]:
    """The JSON lines of run_traces, one per step, as `python -m agent replay` prints them."""
    for replayed in run_traces(runtime, scenario, start=start, stop=stop):
        yield replayed.line()


def run_step(runtime: Runtime, user: str, step: Step) -> TraceLine:
    return _HANDLERS[step.kind](runtime, user, step.args if step.args is not None else {})


def _say(rt: Runtime, user: str, args: Any) -> TurnTrace:
    text = args if isinstance(args, str) else (args or {}).get("text", "")
    if not str(text).strip():
        raise ValueError("say needs a text")
    return rt.agent.say(user, str(text))


def _end_session(rt: Runtime, user: str, args: Any) -> CurateTrace:
    return rt.agent.end_session(user, trigger="end_session")


def _new_session(rt: Runtime, user: str, args: Any) -> NewSessionLine:
    return NewSessionLine(curate=rt.agent.end_session(user, trigger="new_session"))


def _product(rt: Runtime, args: dict[str, Any]):
    if "id" in args:
        product = rt.index.product(str(args["id"]))
    elif "title" in args:
        product = next((p for p in rt.index.products if p.title == str(args["title"])), None)
    else:
        raise ValueError("favorite needs an id or an exact title")
    if product is None:
        raise LookupError(f"no product with {args} in the catalog")
    return product


def _favorite(rt: Runtime, user: str, args: Any) -> StepLine:
    product = _product(rt, args)
    rt.store.add_favourite(user, product.id, product.title, product.domain)
    return StepLine(kind="favorite", id=product.id, title=product.title,
                    favourites=[f.product_id for f in rt.store.favourites(user)])


def _unfavorite(rt: Runtime, user: str, args: Any) -> StepLine:
    product = _product(rt, args)
    rt.store.remove_favourite(user, product.id)
    return StepLine(kind="unfavorite", id=product.id,
                    favourites=[f.product_id for f in rt.store.favourites(user)])


def _add_preference(rt: Runtime, user: str, args: Any) -> StepLine:
    # As the preferences page would: a person wrote it, so source=user.
    entry = PreferenceEntry.model_validate({**args, "source": "user"})
    result = rt.store.write(user, entry, source=Source.USER, actor="user", reason="scenario")
    return StepLine(kind="add_preference", written=[StoreLine.of(e) for e in result.written],
                    store=[StoreLine.of(e) for e in rt.store.entries(user)])


def _set_blocking(rt: Runtime, user: str, args: Any) -> StepLine:
    entry = rt.store.set_blocking(user, str(args["dedup_key"]), bool(args.get("blocking", True)))
    return StepLine(kind="set_blocking", entry=StoreLine.of(entry))


def _set_domain(rt: Runtime, user: str, args: Any) -> StepLine:
    domain = Domain(str(args["domain"]))
    entry = rt.store.set_domain(user, str(args["dedup_key"]), domain)
    return StepLine(kind="set_domain", entry=StoreLine.of(entry))


def _delete_preference(rt: Runtime, user: str, args: Any) -> StepLine:
    rt.store.delete(user, str(args["dedup_key"]), actor="user", reason="scenario")
    return StepLine(kind="delete_preference", dedup_key=str(args["dedup_key"]))


def _advance_clock(rt: Runtime, user: str, args: Any) -> StepLine:
    hours = float((args or {}).get("hours", 0))
    rt.clock.advance(hours)
    return StepLine(kind="advance_clock", hours=hours, now=rt.clock.now().isoformat())


_HANDLERS: dict[str, Callable[[Runtime, str, Any], TraceLine]] = {
    "say": _say, "end_session": _end_session, "new_session": _new_session,
    "favorite": _favorite, "unfavorite": _unfavorite, "add_preference": _add_preference,
    "set_blocking": _set_blocking, "set_domain": _set_domain,
    "delete_preference": _delete_preference, "advance_clock": _advance_clock,
}


def _message(exc: BaseException) -> str:
    if isinstance(exc, KeyError) and exc.args:
        return str(exc.args[0])
    return str(exc)


def scenario_files(folder: str | Path) -> list[Path]:
    return sorted(Path(folder).glob("*.yml")) + sorted(Path(folder).glob("*.yaml"))
