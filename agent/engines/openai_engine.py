"""The LLM engine: the official `openai` SDK with pydantic structured outputs, against any
OpenAI-compatible endpoint. Each step is one call that returns one pydantic object, or
raises `EngineError` — never a half-parsed result, so the turn loop can fall back cleanly.
"""
from __future__ import annotations

from typing import Any, TypeVar

import openai
import pydantic
from pydantic import BaseModel

from agent.engines import prompts
from agent.engines.base import AnswerInput, CurateInput, EngineError, PlanInput
from agent.schemas import AnswerOutput, CuratorOutput, PlannerOutput
from agent.settings import Settings

DEFAULT_MODEL = "gpt-4o-mini"
# Short on purpose: the UI waits on every call, and a failed call has an offline fallback.
DEFAULT_TIMEOUT = 20.0
DEFAULT_MAX_RETRIES = 0

KINDS = ("timeout", "http_error", "connection", "refusal", "malformed", "invalid_enum",
         "length", "config")

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
    Replies are re-validated into `schema` itself, so callers never see this class."""

    class Wire(schema):  # type: ignore[valid-type, misc]
        @classmethod
        def model_json_schema(cls, *args: Any, **kwargs: Any) -> dict[str, Any]:
            return _strip_defaults(super().model_json_schema(*args, **kwargs))

    Wire.__name__ = Wire.__qualname__ = schema.__name__
    return Wire


_WIRE: dict[type[BaseModel], type[BaseModel]] = {
    model: _wire(model) for model in (PlannerOutput, CuratorOutput, AnswerOutput)
}


class OpenAIEngine:
    name = "openai"

    def __init__(
        self,
        client: openai.OpenAI | None = None,
        model: str = DEFAULT_MODEL,
        timeout: float = DEFAULT_TIMEOUT,
        max_retries: int = DEFAULT_MAX_RETRIES,
        temperature: float | None = None,
    ):
        # A given client keeps its endpoint and key, but not its retry count: the SDK's
        # default (2 retries with back-off) would triple the time the UI waits on a failure.
        if client is None:
            try:
                client = openai.OpenAI(timeout=timeout, max_retries=max_retries)
            except openai.OpenAIError as exc:  # no key in the environment
                raise EngineError("setup", "config", str(exc)[:300]) from exc
        self.client = client.with_options(timeout=timeout, max_retries=max_retries)
        self.model = model
        self.timeout = timeout
        # None sends no temperature: some models (reasoning ones) reject the parameter.
        self.temperature = temperature

    @classmethod
    def from_env(cls, env: dict[str, str] | None = None, **kwargs) -> "OpenAIEngine":
        """OPENAI_BASE_URL, OPENAI_API_KEY, AGENT_MODEL (and AGENT_TIMEOUT, seconds)."""
        cfg = Settings.from_env(env)
        base_url, api_key = cfg.openai_base_url, cfg.openai_api_key
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
        max_retries = kwargs.pop("max_retries", DEFAULT_MAX_RETRIES)
        client = openai.OpenAI(api_key=api_key, base_url=base_url, timeout=timeout,
                               max_retries=max_retries)
        model = kwargs.pop("model", None) or cfg.agent_model or DEFAULT_MODEL
        return cls(client=client, model=model, timeout=timeout, max_retries=max_retries,
                   **kwargs)

    # ---- the three steps ----------------------------------------------------------------

    def plan(self, request: PlanInput) -> PlannerOutput:
        return self._parse("plan", prompts.planner_messages(request), PlannerOutput)

    def curate(self, request: CurateInput) -> CuratorOutput:
        return self._parse("curate", prompts.curator_messages(request), CuratorOutput)

    def answer(self, request: AnswerInput) -> AnswerOutput:
        return self._parse("answer", prompts.answer_messages(request), AnswerOutput)

    # ---- one structured call ------------------------------------------------------------

    def _parse(self, step: str, messages: list[dict[str, str]], schema: type[Out]) -> Out:
        extra = {} if self.temperature is None else {"temperature": self.temperature}
        try:
            completion = self.client.chat.completions.parse(
                model=self.model, messages=messages, response_format=_WIRE[schema], **extra)
        # Order matters: APITimeoutError is a subclass of APIConnectionError.
        except openai.APITimeoutError as exc:
            raise EngineError(step, "timeout", f"no reply within {self.timeout:g}s") from exc
        except openai.APIConnectionError as exc:
            raise EngineError(step, "connection", _cause(exc)) from exc
        except openai.APIStatusError as exc:
            raise EngineError(step, "http_error", f"HTTP {exc.status_code}: {exc.message}"[:300]) from exc
        except openai.LengthFinishReasonError as exc:
            raise EngineError(step, "length", "the reply was cut off at the token limit") from exc
        except openai.ContentFilterFinishReasonError as exc:
            raise EngineError(step, "refusal", "stopped by the provider's content filter") from exc
        except pydantic.ValidationError as exc:
            raise EngineError(step, _validation_kind(exc), _validation_detail(exc)) from exc
        except Exception as exc:  # noqa: BLE001 - only the SDK call is inside this try
            # A 200 reply that is not a chat completion at all (a proxy's HTML page makes
            # the SDK fail with AttributeError), or an SDK error not classified above: the
            # turn loop must still get an EngineError it knows how to fall back from.
            raise EngineError(step, "malformed", f"{type(exc).__name__}: {exc}"[:300]) from exc

        if not completion.choices:
            raise EngineError(step, "malformed", "the reply has no choices")
        message = completion.choices[0].message
        if message.refusal:
            raise EngineError(step, "refusal", message.refusal[:300])
        if message.parsed is None:
            raise EngineError(step, "malformed", "the reply has no content")
        return schema.model_validate(message.parsed.model_dump())


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


# ---- what the UI says ---------------------------------------------------------------------

_WHAT: dict[str, tuple[str, str]] = {
    "timeout": ("模型响应超时", "the model did not reply in time"),
    "http_error": ("模型服务返回错误", "the model service returned an error"),
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
