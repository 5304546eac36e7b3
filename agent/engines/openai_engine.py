"""The LLM engine: the official `openai` SDK with pydantic structured outputs, against any
OpenAI-compatible endpoint as it really is. Each step is one call that returns one pydantic
object, or raises `EngineError` — never a half-parsed result, so the turn loop can fall back.

Endpoints differ, and each difference is handled here, once:
- structured outputs: strict `json_schema` first; a 400 that says the format is not supported
  makes the same model be asked for as `json_object`, its JSON schema in the system prompt,
  validated by the same pydantic model. The mode that worked is remembered per endpoint
  (base URL + model) in a `ModeRegistry` the engine owns or is given.
- real replies: a leading `<think>…</think>` block and a ```json fence are stripped first.
- rate limits: one retry on 429/503 after `Retry-After` (seconds or an HTTP date), when that
  is within `RETRY_CAP`; otherwise the error goes back at once and the turn falls back. The
  SDK's own retries are off (max_retries=0) so the UI's wait stays bounded and known.
- every call leaves an `LLMCall` (mode, retries, tokens when reported, ms, error kind) with
  the recorder of the turn that made it (`agent.engines.base.recording_calls`).
"""
from __future__ import annotations

import email.utils
import json
import re
import threading
import time
from dataclasses import dataclass, field
from typing import Any, Callable, TypeVar

import jiter
import openai
import pydantic
from openai.lib._pydantic import to_strict_json_schema  # the SDK's own strict-schema builder
from pydantic import BaseModel

from agent.engines import prompts
from agent.engines.base import (AnswerInput, CurateInput, EngineError, OnDelta, PlanInput,
                                record_call)
from agent.schemas import AnswerOutput, CuratorOutput, PlannerOutput
from agent.settings import Settings
from agent.trace import LLMCall

DEFAULT_MODEL = "gpt-4o-mini"
# Short on purpose: the UI waits on every call, and a failed call has an offline fallback.
DEFAULT_TIMEOUT = 20.0
DEFAULT_MAX_RETRIES = 0  # the SDK's retries; ours are the one Retry-After retry below
RETRY_STATUSES = (429, 503)
RETRY_CAP = 2.0  # seconds: a longer Retry-After is not waited for, the turn falls back
RETRY_DEFAULT_WAIT = 0.5  # a 429/503 without Retry-After

SCHEMA, OBJECT = "json_schema", "json_object"
JSON_MODES = ("auto", "schema", "object")  # AGENT_JSON_MODE

KINDS = ("timeout", "http_error", "rate_limited", "connection", "refusal", "malformed",
         "invalid_enum", "length", "config")

Out = TypeVar("Out", bound=BaseModel)


def _strip_defaults(node: Any) -> Any:
    """Drop every `default` keyword from a JSON schema. OpenAI's strict structured outputs
    reject the whole request ("'default' is not permitted", HTTP 400) when a field has a
    default, e.g. `ConstraintOut.persistence = "default"`; the SDK only strips None ones."""
    if isinstance(node, list):
        return [_strip_defaults(item) for item in node]
    if not isinstance(node, dict):
        return node
    out = {}
    for key, value in node.items():
        if key == "default":
            continue
        if key in ("properties", "$defs"):  # keys here are names, not keywords
            out[key] = {name: _strip_defaults(sub) for name, sub in value.items()}
        else:
            out[key] = _strip_defaults(value)
    return out


def _wire(schema: type[Out]) -> type[Out]:
    """The model as sent to the API: same fields and name, a schema without defaults.
    Replies are validated into `schema` itself, so callers never see this class."""

    class Wire(schema):  # type: ignore[valid-type, misc]
        @classmethod
        def model_json_schema(cls, *args: Any, **kwargs: Any) -> dict[str, Any]:
            return _strip_defaults(super().model_json_schema(*args, **kwargs))

    Wire.__name__ = Wire.__qualname__ = schema.__name__
    return Wire


def _strict_schema(schema: type[BaseModel]) -> dict[str, Any]:
    return to_strict_json_schema(_wire(schema))


_SCHEMAS: dict[type[BaseModel], dict[str, Any]] = {
    model: _strict_schema(model) for model in (PlannerOutput, CuratorOutput, AnswerOutput)
}


def response_format(schema: type[BaseModel], mode: str) -> dict[str, Any]:
    """What goes into `response_format` for one mode: the strict schema, or bare JSON."""
    if mode == OBJECT:
        return {"type": "json_object"}
    return {"type": "json_schema",
            "json_schema": {"name": schema.__name__, "schema": _SCHEMAS[schema], "strict": True}}


def _with_schema_in_prompt(messages: list[dict[str, str]], schema: type[BaseModel]) -> list[dict[str, str]]:
    """json_object mode: the server only promises JSON, so the schema goes into the system
    prompt (which then also names "JSON", which DeepSeek's JSON mode requires)."""
    rule = prompts.json_object_rule(schema.__name__, json.dumps(_SCHEMAS[schema], ensure_ascii=False))
    first, *rest = messages
    return [{**first, "content": f"{first['content']}\n\n{rule}"}, *rest]


# ---- which mode an endpoint takes ----------------------------------------------------------


class ModeRegistry:
    """The structured-output mode each endpoint (base URL + model) accepted, for the life of
    the process. An object, owned by an engine or shared by the ones the app builds, never a
    module global: two tests (or two viewers' endpoints) cannot see each other's modes."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._modes: dict[tuple[str, str], str] = {}

    def get(self, base_url: str, model: str) -> str | None:
        with self._lock:
            return self._modes.get((base_url, model))

    def remember(self, base_url: str, model: str, mode: str) -> None:
        with self._lock:
            self._modes[(base_url, model)] = mode


_UNSUPPORTED = re.compile(
    r"response_format|json_schema|structured output|not supported|unsupported|unavailable"
    r"|unknown (?:type|variant|value)|must be (?:one of|'json_object'|'text')", re.I)


def format_unsupported(exc: openai.APIStatusError) -> bool:
    """A 400 that is about the response format, not about the messages: DeepSeek's "This
    response_format type is unavailable now", OpenAI's "Invalid parameter: 'response_format'
    of type 'json_schema' is not supported with this model", a server that lists the types
    it knows. The error's `param` is checked too, where the server fills it in."""
    if exc.status_code != 400:
        return False
    if (exc.param or "").startswith("response_format"):
        return True
    body = exc.body if isinstance(exc.body, (dict, str)) else None
    text = " ".join(str(x) for x in (exc.message, body) if x)
    return bool(re.search(r"response_format|json_schema|structured output", text, re.I)
                and _UNSUPPORTED.search(text))


# ---- tolerant reading of real replies -------------------------------------------------------

_THINK = re.compile(r"^\s*<think>.*?</think>", re.S | re.I)
_FENCE = re.compile(r"```(?:json|JSON)?[ \t]*\n?(.*?)\n?[ \t]*```", re.S)


def json_text(content: str) -> str:
    """The JSON inside a real reply: a leading reasoning block (`<think>…</think>`, as
    DeepSeek-R1 and Qwen3 style models emit it) and a ```json fence are taken off. What is
    left is returned as is; the pydantic model decides whether it is valid."""
    text = _THINK.sub("", content, count=1).strip()
    if not text.startswith("{"):
        fenced = _FENCE.search(text)
        if fenced:
            text = fenced.group(1).strip()
    return text


class _TextField:
    """Streams the `text` field of an AnswerOutput as its JSON arrives: the reply so far is
    parsed as partial JSON (trailing strings allowed) and the new end of `text` is sent on."""

    def __init__(self, on_delta: OnDelta):
        self.on_delta, self.buffer, self.sent = on_delta, "", ""

    def feed(self, piece: str) -> None:
        self.buffer += piece
        head = self.buffer.lstrip()
        if head[:7].lower() == "<think>" and "</think>" not in head.lower():
            return  # still reasoning: nothing to show
        body = _THINK.sub("", self.buffer, count=1)  # a fence may still be open: no json_text
        start = body[body.find("{"):] if "{" in body else ""
        if not start:
            return
        try:
            partial = jiter.from_json(start.encode(), partial_mode="trailing-strings")
        except ValueError:
            return  # e.g. a closing fence after the object: the final parse handles it
        text = partial.get("text") if isinstance(partial, dict) else None
        self.emit_to(text)

    def emit_to(self, text: Any) -> None:
        if isinstance(text, str) and text.startswith(self.sent) and len(text) > len(self.sent):
            self.on_delta(text[len(self.sent):])
            self.sent = text


# ---- the engine -------------------------------------------------------------------------------


@dataclass
class _Reply:
    content: str | None
    refusal: str | None
    finish_reason: str | None
    prompt_tokens: int | None = None
    completion_tokens: int | None = None


@dataclass
class _Attempt:
    """What one step's call went through, for its LLMCall."""

    mode: str
    retries: int = 0
    schema_rejected: bool = False
    streamed: bool = False
    tokens: tuple[int | None, int | None] = field(default=(None, None))
    stream: "_TextField | None" = None  # set when the answer streams


class OpenAIEngine:
    name = "openai"
    streams_answer = True

    def __init__(
        self,
        client: openai.OpenAI | None = None,
        model: str = DEFAULT_MODEL,
        timeout: float = DEFAULT_TIMEOUT,
        max_retries: int = DEFAULT_MAX_RETRIES,
        temperature: float | None = None,
        *,
        json_mode: str = "auto",
        modes: ModeRegistry | None = None,
        retry_cap: float = RETRY_CAP,
        sleep: Callable[[float], None] = time.sleep,
    ):
        # A given client keeps its endpoint and key, but not its retry count: the SDK's
        # default (2 retries with back-off) would triple the time the UI waits on a failure.
        if client is None:
            try:
                client = openai.OpenAI(timeout=timeout, max_retries=max_retries)
            except openai.OpenAIError as exc:  # no key in the environment
                raise EngineError("setup", "config", str(exc)[:300]) from exc
        if json_mode not in JSON_MODES:
            raise EngineError("setup", "config",
                              f"AGENT_JSON_MODE must be one of {', '.join(JSON_MODES)}, not {json_mode!r}")
        self.client = client.with_options(timeout=timeout, max_retries=max_retries)
        self.model = model
        self.timeout = timeout
        # None sends no temperature: some models (reasoning ones) reject the parameter.
        self.temperature = temperature
        self.json_mode = json_mode
        self.modes = modes if modes is not None else ModeRegistry()
        self.retry_cap = retry_cap
        self._sleep = sleep

    @classmethod
    def from_env(cls, env: dict[str, str] | None = None, **kwargs) -> "OpenAIEngine":
        """OPENAI_BASE_URL, OPENAI_API_KEY, AGENT_MODEL, AGENT_TIMEOUT (seconds) and
        AGENT_JSON_MODE (auto | schema | object), through agent.settings. Keyword arguments
        (the sidebar's settings) win over the environment."""
        cfg = Settings.from_env(env)
        base_url = kwargs.pop("base_url", None) or cfg.openai_base_url
        api_key = kwargs.pop("api_key", None) or cfg.openai_api_key
        if api_key is None and base_url is None:
            raise EngineError("setup", "config", "OPENAI_API_KEY is not set")
        # A local OpenAI-compatible server (vLLM, Ollama, llama.cpp) often needs no key,
        # but the SDK insists on one.
        api_key = api_key or "not-needed"
        timeout = kwargs.pop("timeout", None)
        if timeout is None:
            try:
                timeout = float(cfg.agent_timeout or DEFAULT_TIMEOUT)
            except ValueError as exc:
                raise EngineError("setup", "config", f"AGENT_TIMEOUT is not a number: {exc}")
        json_mode = (kwargs.pop("json_mode", None) or cfg.agent_json_mode or "auto").strip().lower()
        max_retries = kwargs.pop("max_retries", DEFAULT_MAX_RETRIES)
        client = openai.OpenAI(api_key=api_key, base_url=base_url, timeout=timeout,
                               max_retries=max_retries)
        model = kwargs.pop("model", None) or cfg.agent_model or DEFAULT_MODEL
        return cls(client=client, model=model, timeout=timeout, max_retries=max_retries,
                   json_mode=json_mode, **kwargs)

    @property
    def base_url(self) -> str:
        return str(self.client.base_url)

    # ---- the three steps ----------------------------------------------------------------

    def plan(self, request: PlanInput) -> PlannerOutput:
        return self._call("plan", prompts.planner_messages(request), PlannerOutput)

    def curate(self, request: CurateInput) -> CuratorOutput:
        return self._call("curate", prompts.curator_messages(request), CuratorOutput)

    def answer(self, request: AnswerInput, on_delta: OnDelta | None = None) -> AnswerOutput:
        """With `on_delta`, the reply is streamed and each new piece of its text is passed on
        as it arrives; the returned object is validated from the whole reply either way."""
        return self._call("answer", prompts.answer_messages(request), AnswerOutput, on_delta)

    def first_mode(self) -> str:
        """The mode this endpoint starts with: forced, remembered, or json_schema."""
        if self.json_mode == "schema":
            return SCHEMA
        if self.json_mode == "object":
            return OBJECT
        return self.modes.get(self.base_url, self.model) or SCHEMA

    # ---- one structured call ------------------------------------------------------------

    def _call(self, step: str, messages: list[dict[str, str]], schema: type[Out],
              on_delta: OnDelta | None = None) -> Out:
        started = time.perf_counter()
        attempt = _Attempt(mode=self.first_mode(), streamed=on_delta is not None)
        error: EngineError | None = None
        try:
            reply = self._request_any_mode(step, messages, schema, attempt, on_delta)
            out = _read(step, reply, schema)
            if on_delta is not None and isinstance(out, AnswerOutput):
                # whatever the partial parse could not show yet (escapes, a closing fence)
                if attempt.stream is not None:
                    attempt.stream.emit_to(out.text)
            return out
        except EngineError as exc:
            error = exc
            raise
        finally:
            record_call(LLMCall(
                step=step, model=self.model, mode=attempt.mode, retries=attempt.retries,
                schema_rejected=attempt.schema_rejected, streamed=attempt.streamed,
                prompt_tokens=attempt.tokens[0], completion_tokens=attempt.tokens[1],
                ms=round((time.perf_counter() - started) * 1000, 2), ok=error is None,
                error=error.kind if error else None))

    def _request_any_mode(self, step, messages, schema, attempt: _Attempt, on_delta) -> _Reply:
        try:
            reply = self._request(step, messages, schema, attempt, on_delta)
        except openai.BadRequestError as exc:
            if not (attempt.mode == SCHEMA and self.json_mode == "auto" and format_unsupported(exc)):
                raise _engine_error(step, exc, self.timeout, self.client.api_key) from exc
            attempt.mode, attempt.schema_rejected = OBJECT, True
            try:
                reply = self._request(step, messages, schema, attempt, on_delta)
            except EngineError:
                raise
            except Exception as again:  # noqa: BLE001 - as below
                raise _engine_error(step, again, self.timeout, self.client.api_key) from again
        except EngineError:
            raise
        except Exception as exc:  # noqa: BLE001 - the SDK, or the transport mid-stream
            raise _engine_error(step, exc, self.timeout, self.client.api_key) from exc
        if self.json_mode == "auto":
            self.modes.remember(self.base_url, self.model, attempt.mode)
        return reply

    def _request(self, step, messages, schema, attempt: _Attempt, on_delta) -> _Reply:
        """One mode, with at most one retry after a 429/503 whose wait is within the cap."""
        sent = messages if attempt.mode == SCHEMA else _with_schema_in_prompt(messages, schema)
        kwargs: dict[str, Any] = {"model": self.model, "messages": sent,
                                  "response_format": response_format(schema, attempt.mode)}
        if self.temperature is not None:
            kwargs["temperature"] = self.temperature
        while True:
            try:
                if on_delta is None:
                    return self._complete(step, kwargs, attempt)
                return self._stream(step, kwargs, attempt, on_delta)
            except openai.APIStatusError as exc:
                wait = retry_wait(exc.response.headers) if _retryable(exc) else None
                if attempt.retries >= 1 or wait is None or wait > self.retry_cap:
                    raise
                attempt.retries += 1
                self._sleep(wait)

    def _complete(self, step: str, kwargs: dict[str, Any], attempt: _Attempt) -> _Reply:
        completion = self.client.chat.completions.create(**kwargs)
        try:
            usage = completion.usage
            attempt.tokens = (usage.prompt_tokens, usage.completion_tokens) if usage else (None, None)
            if not completion.choices:
                raise EngineError(step, "malformed", "the reply has no choices")
            choice = completion.choices[0]
            message = choice.message
            return _Reply(message.content, getattr(message, "refusal", None), choice.finish_reason)
        except (AttributeError, TypeError) as exc:
            # A 200 reply that is not a chat completion at all (a proxy's HTML page).
            raise EngineError(step, "malformed", f"not a chat completion: {type(exc).__name__}") from exc

    def _stream(self, step: str, kwargs: dict[str, Any], attempt: _Attempt, on_delta: OnDelta) -> _Reply:
        text_field = _TextField(on_delta)
        attempt.stream = text_field
        parts: list[str] = []
        refusal: list[str] = []
        finish: str | None = None
        stream = self.client.chat.completions.create(
            stream=True, stream_options={"include_usage": True}, **kwargs)
        with stream:
            for chunk in stream:
                usage = getattr(chunk, "usage", None)
                if usage:
                    attempt.tokens = (usage.prompt_tokens, usage.completion_tokens)
                if not chunk.choices:
                    continue
                choice = chunk.choices[0]
                delta = choice.delta
                if delta.content:
                    parts.append(delta.content)
                    text_field.feed(delta.content)
                if getattr(delta, "refusal", None):
                    refusal.append(delta.refusal)
                if choice.finish_reason:
                    finish = choice.finish_reason
        return _Reply("".join(parts) if parts else None, "".join(refusal) or None, finish)


def _retryable(exc: openai.APIStatusError) -> bool:
    """429 and 503 pass with time; OpenAI's 429 `insufficient_quota` (credits exhausted, a
    spend limit) does not, so it is not retried."""
    if exc.status_code not in RETRY_STATUSES:
        return False
    return "insufficient_quota" not in (exc.code or "", exc.type or "")


def retry_wait(headers) -> float | None:
    """Seconds a 429/503 asks us to wait: `retry-after-ms`, `Retry-After` as seconds or as
    an HTTP date; RETRY_DEFAULT_WAIT when the server says nothing; None when unreadable."""
    ms = headers.get("retry-after-ms")
    if ms:
        try:
            return max(0.0, float(ms) / 1000)
        except ValueError:
            pass
    value = headers.get("retry-after")
    if not value:
        return RETRY_DEFAULT_WAIT
    try:
        return max(0.0, float(value))
    except ValueError:
        pass
    try:
        when = email.utils.parsedate_to_datetime(value)
    except (TypeError, ValueError):
        return None
    if when is None:
        return None
    return max(0.0, when.timestamp() - time.time())


def _read(step: str, reply: _Reply, schema: type[Out]) -> Out:
    if reply.refusal:
        raise EngineError(step, "refusal", reply.refusal[:300])
    if reply.finish_reason == "length":
        raise EngineError(step, "length", "the reply was cut off at the token limit")
    if reply.finish_reason == "content_filter":
        raise EngineError(step, "refusal", "stopped by the provider's content filter")
    if not (reply.content or "").strip():
        # DeepSeek's JSON mode documents blank content (spaces) for output it could not keep
        raise EngineError(step, "malformed", "the reply has no content")
    try:
        return schema.model_validate_json(json_text(reply.content))
    except pydantic.ValidationError as exc:
        raise EngineError(step, _validation_kind(exc), _validation_detail(exc)) from exc


_KEYLIKE = re.compile(r"\b(?:sk|key|api[-_]?key)[-_][A-Za-z0-9_\-*.]{4,}", re.I)
_KEY_ECHO = re.compile(r"(Incorrect API key provided:?)\s*\S+", re.I)


def redact(text: str, key: str | None) -> str:
    """An error message never carries the key into a trace: providers echo a masked key
    back in a 401 ("Incorrect API key provided: sk-proj-****abcd"), some echo it whole."""
    if key and len(key) >= 4:
        text = text.replace(key, "[redacted]")
    text = _KEY_ECHO.sub(r"\1 [redacted]", text)
    return _KEYLIKE.sub("[redacted]", text)


def _engine_error(step: str, exc: Exception, timeout: float, key: str | None = None) -> EngineError:
    error = _classify(step, exc, timeout)
    error.detail = redact(error.detail, key)
    error.args = (f"{error.step}: {error.kind}: {error.detail}",)
    return error


def _classify(step: str, exc: Exception, timeout: float) -> EngineError:
    # Order matters: APITimeoutError is a subclass of APIConnectionError.
    if isinstance(exc, openai.APITimeoutError):
        return EngineError(step, "timeout", f"no reply within {timeout:g}s")
    if isinstance(exc, openai.APIConnectionError):
        return EngineError(step, "connection", _cause(exc))
    if isinstance(exc, TimeoutError) or type(exc).__name__.endswith("Timeout"):
        # the transport's own timeout, raised while a stream is being read
        return EngineError(step, "timeout", f"no reply within {timeout:g}s")
    if isinstance(exc, openai.RateLimitError):
        wait = retry_wait(exc.response.headers)
        after = f"; Retry-After {wait:g}s" if wait is not None else ""
        return EngineError(step, "rate_limited", f"HTTP 429: {exc.message}{after}"[:300])
    if isinstance(exc, openai.APIStatusError):
        return EngineError(step, "http_error", f"HTTP {exc.status_code}: {exc.message}"[:300])
    if isinstance(exc, openai.LengthFinishReasonError):
        return EngineError(step, "length", "the reply was cut off at the token limit")
    if isinstance(exc, openai.ContentFilterFinishReasonError):
        return EngineError(step, "refusal", "stopped by the provider's content filter")
    # A 200 reply that is not a chat completion, or an SDK error not classified above: the
    # turn loop must still get an EngineError it knows how to fall back from.
    return EngineError(step, "malformed", f"{type(exc).__name__}: {exc}"[:300])


def _cause(exc: Exception) -> str:
    root = exc.__cause__ or exc
    return f"{type(root).__name__}: {root}"[:300]


def _validation_kind(exc: pydantic.ValidationError) -> str:
    """A word outside a closed enum is its own kind: the model answered, but off the list."""
    types = {e["type"] for e in exc.errors()}
    if types & {"enum", "literal_error"}:
        return "invalid_enum"
    return "malformed"


def _validation_detail(exc: pydantic.ValidationError) -> str:
    parts = []
    for e in exc.errors()[:3]:
        where = ".".join(str(p) for p in e["loc"]) or "reply"
        got = e.get("input")
        got = f" (got {got!r})" if isinstance(got, (str, int, float)) and e["type"] != "json_invalid" else ""
        parts.append(f"{where}: {e['type']}{got}")
    return "; ".join(parts)[:300]


# ---- "test connection" -------------------------------------------------------------------

CHECK_CODES = ("ok", "dns", "refused", "tls", "timeout", "connection", "auth", "model_not_found",
               "no_route", "unsupported_format", "rate_limited", "http_error", "malformed",
               "config")


class ConnectionCheck(BaseModel):
    """What one small structured call to an endpoint found: a reason code the UI turns into
    words, the structured-output mode that worked, and the server's own detail."""

    ok: bool
    code: str  # one of CHECK_CODES
    mode: str | None = None
    detail: str = ""
    ms: float = 0.0


_PING = [{"role": "system", "content": 'Connection test. Reply with the JSON object '
                                         '{"text": "ok", "open_questions": []} and nothing else.'},
         {"role": "user", "content": "ping"}]


def check_connection(base_url: str | None, model: str | None, api_key: str | None, *,
                     timeout: float = 10.0, json_mode: str = "auto") -> ConnectionCheck:
    """One small structured call, exactly as a turn would make it (json_schema, then
    json_object on a format 400), and the name of what failed: DNS, connection refused, TLS,
    timeout, 401/403, 404 for the model or for the route, no structured format at all."""
    started = time.perf_counter()

    def done(ok: bool, code: str, detail: str = "", mode: str | None = None) -> ConnectionCheck:
        return ConnectionCheck(ok=ok, code=code, mode=mode, detail=detail[:300],
                               ms=round((time.perf_counter() - started) * 1000, 2))

    try:
        engine = OpenAIEngine.from_env({}, base_url=base_url or None, api_key=api_key or None,
                                       model=model or None, timeout=timeout, json_mode=json_mode)
    except EngineError as err:
        return done(False, "config", err.detail)
    attempt_mode = engine.first_mode()
    try:
        engine._call("check", _PING, AnswerOutput)
    except EngineError as err:
        return done(False, _check_code(err), err.detail)
    # the registry now holds the mode that worked (auto), or the forced one
    mode = engine.modes.get(engine.base_url, engine.model) or attempt_mode
    return done(True, "ok", f"{engine.model} @ {engine.base_url}", mode)


def _check_code(err: EngineError) -> str:
    import socket
    import ssl

    chain: list[BaseException] = []
    node: BaseException | None = err
    while node is not None and node not in chain:
        chain.append(node)
        node = node.__cause__ or node.__context__
    if any(isinstance(e, socket.gaierror) for e in chain):
        return "dns"
    if any(isinstance(e, ConnectionRefusedError) for e in chain):
        return "refused"
    if any(isinstance(e, ssl.SSLError) for e in chain):
        return "tls"
    if err.kind in ("timeout", "connection", "rate_limited"):
        return err.kind
    status = next((e for e in chain if isinstance(e, openai.APIStatusError)), None)
    if status is not None:
        if status.status_code in (401, 403):
            return "auth"
        if status.status_code == 404:
            text = f"{status.message} {status.code or ''}".lower()
            return "model_not_found" if "model" in text else "no_route"
        if format_unsupported(status) or (status.param or "").startswith("response_format"):
            return "unsupported_format"
        return "http_error"
    return "malformed" if err.kind in ("malformed", "invalid_enum", "length", "refusal") else "http_error"


# ---- what the UI says ---------------------------------------------------------------------

_WHAT: dict[str, tuple[str, str]] = {
    "timeout": ("模型响应超时", "the model did not reply in time"),
    "http_error": ("模型服务返回错误", "the model service returned an error"),
    "rate_limited": ("模型服务限流（429）", "the model service is rate-limiting (429)"),
    "connection": ("无法连接模型服务", "could not reach the model service"),
    "refusal": ("模型拒绝了这个请求", "the model refused the request"),
    "malformed": ("模型输出格式不正确", "the model's output was malformed"),
    "invalid_enum": ("模型给出了列表之外的取值", "the model gave a value outside the allowed list"),
    "length": ("模型输出被长度上限截断", "the model's output was cut off at the length limit"),
    "config": ("模型引擎未配置", "the model engine is not configured"),
}

_THEN: dict[str, tuple[str, str]] = {
    "plan": ("本轮改用离线规划器", "this turn used the offline planner"),
    "curate": ("本次未整理记忆，偏好库保持不变", "memory was not curated; the store is unchanged"),
    "answer": ("改用简单回复", "a plain answer was used instead"),
    "setup": ("请设置 OPENAI_API_KEY 或 OPENAI_BASE_URL，或使用离线引擎",
              "set OPENAI_API_KEY or OPENAI_BASE_URL, or use the offline engine"),
}


def describe(error: EngineError, lang: str = "zh") -> str:
    """One line for the UI: what went wrong and what the turn did instead."""
    i = 0 if lang == "zh" else 1
    what = _WHAT.get(error.kind, ("模型调用失败", "the model call failed"))[i]
    then = _THEN.get(error.step)
    if lang == "zh":
        text = f"{what}（{error.detail}）" if error.detail else what
        return f"{text}；{then[i]}。" if then else f"{text}。"
    text = f"{what} ({error.detail})" if error.detail else what
    text = text[0].upper() + text[1:]
    return f"{text}; {then[i]}." if then else f"{text}."


def describe_bilingual(error: EngineError) -> dict[str, str]:
    return {"zh": describe(error, "zh"), "en": describe(error, "en")}
