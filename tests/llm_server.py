"""A real local HTTP server that speaks the OpenAI chat-completions wire format, for tests.

The SDK under test talks to it over a socket exactly as it would to a provider, so nothing in
the SDK is patched. Each test scripts what the "model" says next:

    def test_something(llm_server):
        llm_server.json({"text": "hi", "open_questions": []})   # next reply
        llm_server.status(500)                                  # the one after
        engine = OpenAIEngine(openai.OpenAI(base_url=llm_server.base_url, api_key="k"))
        ...
        assert "pet_supplies" in llm_server.system_prompt()

Replies are served from a queue, in order; when it is empty, `default` answers (a 500 that
says no reply was scripted, unless a test sets `by_schema` or another default). Every
request is recorded (`requests`), so tests can check the prompt and the model name.

Endpoints as they really are, one switch each (combine them freely):
- `reject_json_schema`: 400 to any `json_schema` request, as a server that only knows
  `{"type": "json_object"}` does (the message is DeepSeek's documented wording).
- `think`: by_schema replies come as `<think>…</think>` plus a ```json fence.
- `rate_limit_every`: every N-th request is a 429 with `Retry-After` (e.g. 2: 429 then 200).
- `chunk_delay`: a streamed reply is sent in small pieces with this pause between them.
- `report_usage`: False drops `usage` from every completion (and from the stream).
A request with `stream: true` gets any scripted completion as server-sent events, split into
pieces, with a last usage chunk when `stream_options.include_usage` asks for one.

Use the fixture from a test module with `from tests.llm_server import llm_server`, or run
`python -m tests.llm_server PORT --mode schema|object|think|ratelimit|slow|nousage` for a
standalone endpoint that answers every step with a minimal valid object, behaving as the
mode says (to click through the app on the `openai` engine, offline).
"""
from __future__ import annotations

import argparse
import json
import re
import threading
import time
from collections import deque
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Callable

import pytest


@dataclass
class Reply:
    """What the server sends for one request: a status, a body, and an optional delay."""

    status: int = 200
    body: bytes = b""
    content_type: str = "application/json"
    delay: float = 0.0
    headers: dict[str, str] = field(default_factory=dict)
    chunks: list[bytes] | None = None  # server-sent events, written one by one
    chunk_delay: float = 0.0


@dataclass
class RecordedRequest:
    method: str
    path: str
    headers: dict[str, str]  # names in lower case: HTTP header names are case-blind
    body: Any  # the decoded JSON body, or the raw text when it is not JSON
    at: float = field(default_factory=time.monotonic)

    @property
    def messages(self) -> list[dict[str, Any]]:
        return self.body.get("messages", []) if isinstance(self.body, dict) else []

    @property
    def model(self) -> str | None:
        return self.body.get("model") if isinstance(self.body, dict) else None

    @property
    def format_type(self) -> str | None:
        """`json_schema`, `json_object`, or None when no response_format was sent."""
        if not isinstance(self.body, dict):
            return None
        return (self.body.get("response_format") or {}).get("type")

    @property
    def streamed(self) -> bool:
        return isinstance(self.body, dict) and bool(self.body.get("stream"))

    @property
    def wants_usage(self) -> bool:
        return isinstance(self.body, dict) and bool(
            (self.body.get("stream_options") or {}).get("include_usage"))

    @property
    def schema_name(self) -> str | None:
        """The pydantic model's name, as the SDK puts it into response_format; for a
        json_object request, the top-level title of the schema the system prompt carries."""
        if not isinstance(self.body, dict):
            return None
        name = ((self.body.get("response_format") or {}).get("json_schema") or {}).get("name")
        if name:
            return name
        found = _TOP_TITLE.search(self.content("system"))
        return found.group(1) if found else None

    def content(self, role: str) -> str:
        return "\n".join(str(m.get("content", "")) for m in self.messages if m.get("role") == role)


_TOP_TITLE = re.compile(r'"title":\s*"(PlannerOutput|CuratorOutput|AnswerOutput)"')


# ---- reply builders -------------------------------------------------------------------------


def completion(content: str | None, *, refusal: str | None = None, finish_reason: str = "stop",
               model: str = "fake-model") -> dict[str, Any]:
    """A chat.completion object as the API returns it."""
    return {
        "id": "chatcmpl-fake",
        "object": "chat.completion",
        "created": int(time.time()),
        "model": model,
        "choices": [{
            "index": 0,
            "message": {"role": "assistant", "content": content, "refusal": refusal},
            "finish_reason": finish_reason,
            "logprobs": None,
        }],
        "usage": {"prompt_tokens": 10, "completion_tokens": 10, "total_tokens": 20},
    }


def _json_reply(obj: Any, status: int = 200, delay: float = 0.0) -> Reply:
    return Reply(status=status, body=json.dumps(obj, ensure_ascii=False).encode(), delay=delay)


def reply_json(obj: Any, *, delay: float = 0.0) -> Reply:
    """The assistant's content is `obj` as JSON: what a structured output looks like."""
    return _json_reply(completion(json.dumps(obj, ensure_ascii=False)), delay=delay)


def reply_text(content: str, *, finish_reason: str = "stop") -> Reply:
    """Raw assistant content, e.g. malformed JSON."""
    return _json_reply(completion(content, finish_reason=finish_reason))


def reply_refusal(text: str = "I'm sorry, I can't help with that.") -> Reply:
    return _json_reply(completion(None, refusal=text))


def reply_length(content: str = '{"intent": "find a bag", "dom') -> Reply:
    """Cut off at the token limit: finish_reason length, content truncated."""
    return reply_text(content, finish_reason="length")


def reply_content_filter() -> Reply:
    return _json_reply(completion(None, finish_reason="content_filter"))


def reply_status(status: int, message: str = "fake server error", *,
                 headers: dict[str, str] | None = None, param: str | None = None) -> Reply:
    reply = _json_reply({"error": {"message": message, "type": "server_error", "param": param,
                                   "code": None}}, status=status)
    reply.headers.update(headers or {})
    return reply


# DeepSeek's wording for a response_format it does not take (its JSON mode is json_object).
FORMAT_UNAVAILABLE = "This response_format type is unavailable now"


def reply_format_unsupported(message: str = FORMAT_UNAVAILABLE) -> Reply:
    return _json_reply({"error": {"message": message, "type": "invalid_request_error",
                                  "param": None, "code": "invalid_request_error"}}, status=400)


def reply_rate_limited(retry_after: str = "1") -> Reply:
    return reply_status(429, "Rate limit reached, please retry later",
                        headers={"Retry-After": retry_after})


def think_wrapped(content: str) -> str:
    """How reasoning models answer: their reasoning first, then the JSON in a fence."""
    return ("<think>\nThe user wants a product; I will fill the schema. "
            "Ignore nothing, output JSON.\n</think>\n\n```json\n" + content + "\n```")


def sse_chunks(completion_obj: dict[str, Any], *, pieces: int = 8, with_usage: bool = True) -> list[bytes]:
    """A chat.completion as the stream of chat.completion.chunk events the API sends."""
    choice = completion_obj["choices"][0]
    message = choice.get("message") or {}
    content = message.get("content") or ""
    base = {"id": completion_obj.get("id", "chatcmpl-fake"), "object": "chat.completion.chunk",
            "created": completion_obj.get("created", 0), "model": completion_obj.get("model", "")}
    size = max(1, -(-len(content) // pieces))
    events = [{**base, "choices": [{"index": 0, "delta": {"role": "assistant", "content": ""},
                                    "finish_reason": None}]}]
    for i in range(0, len(content), size):
        events.append({**base, "choices": [{"index": 0, "delta": {"content": content[i:i + size]},
                                            "finish_reason": None}]})
    if message.get("refusal"):
        events.append({**base, "choices": [{"index": 0, "delta": {"refusal": message["refusal"]},
                                            "finish_reason": None}]})
    events.append({**base, "choices": [{"index": 0, "delta": {},
                                        "finish_reason": choice.get("finish_reason", "stop")}]})
    if with_usage and completion_obj.get("usage"):
        events.append({**base, "choices": [], "usage": completion_obj["usage"]})
    out = [f"data: {json.dumps(e, ensure_ascii=False)}\n\n".encode() for e in events]
    out.append(b"data: [DONE]\n\n")
    return out


def reply_raw(body: str | bytes, *, status: int = 200, content_type: str = "text/html") -> Reply:
    data = body.encode() if isinstance(body, str) else body
    return Reply(status=status, body=data, content_type=content_type)


def reply_sleep(seconds: float, then: Reply | None = None) -> Reply:
    """Hold the request for `seconds` before answering: past a client's timeout."""
    base = then or reply_json({})
    return Reply(status=base.status, body=base.body, content_type=base.content_type,
                 delay=seconds)


def minimal_replies() -> dict[str, dict[str, Any]]:
    """A minimal valid object for each step's schema, keyed by schema name."""
    return {
        "PlannerOutput": {
            "intent": "browse", "domain": "other", "product_type": "", "search_query": "product",
            "prefer_keywords": [], "exclude_keywords": [], "slot_changes": [],
            "new_constraints": [], "lifted_slugs": [], "answered_questions": [], "decisions": [],
        },
        "CuratorOutput": {"preferences": [], "keys_to_supersede": []},
        "AnswerOutput": {"text": "Here is what I found.", "open_questions": []},
    }


Handler = Callable[[RecordedRequest], Reply]


# ---- the server -------------------------------------------------------------------------


class FakeLLM:
    """An OpenAI-compatible endpoint on a free 127.0.0.1 port, in a background thread."""

    def __init__(self, host: str = "127.0.0.1", port: int = 0):
        self._lock = threading.Lock()
        self._queue: deque[Reply | Handler] = deque()
        self._stopping = threading.Event()
        self.requests: list[RecordedRequest] = []
        self.default: Reply | Handler = reply_status(500, "fake LLM: no reply scripted")
        # how the endpoint behaves (see the module docstring)
        self.reject_json_schema = False
        self.think = False
        self.rate_limit_every = 0
        self.chunk_delay = 0.0
        self.report_usage = True
        self._served = 0
        self._httpd = ThreadingHTTPServer((host, port), self._handler_class())
        self._httpd.daemon_threads = True
        self._thread: threading.Thread | None = None

    # lifecycle
    @property
    def base_url(self) -> str:
        host, port = self._httpd.server_address[:2]
        return f"http://{host}:{port}/v1"

    def start(self) -> "FakeLLM":
        self._thread = threading.Thread(target=self._httpd.serve_forever,
                                        kwargs={"poll_interval": 0.05}, daemon=True)
        self._thread.start()
        return self

    def stop(self) -> None:
        self._stopping.set()  # wakes any request held by reply_sleep
        self._httpd.shutdown()
        self._httpd.server_close()
        if self._thread:
            self._thread.join(timeout=5)

    def __enter__(self) -> "FakeLLM":
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    # scripting: each call queues the next reply and returns self, so calls chain
    def push(self, *replies: Reply | Handler) -> "FakeLLM":
        with self._lock:
            self._queue.extend(replies)
        return self

    def json(self, obj: Any) -> "FakeLLM":
        return self.push(reply_json(obj))

    def text(self, content: str) -> "FakeLLM":
        return self.push(reply_text(content))

    def refusal(self, text: str = "I'm sorry, I can't help with that.") -> "FakeLLM":
        return self.push(reply_refusal(text))

    def length(self, content: str = '{"intent": "find a bag", "dom') -> "FakeLLM":
        return self.push(reply_length(content))

    def content_filter(self) -> "FakeLLM":
        return self.push(reply_content_filter())

    def status(self, status: int, message: str = "fake server error") -> "FakeLLM":
        return self.push(reply_status(status, message))

    def sleep(self, seconds: float, then: Reply | None = None) -> "FakeLLM":
        return self.push(reply_sleep(seconds, then))

    def by_schema(self, replies: dict[str, Any] | None = None) -> "FakeLLM":
        """From now on, answer any unscripted request with the object for its schema name
        (PlannerOutput, CuratorOutput, AnswerOutput); unknown names get minimal replies."""
        table = {**minimal_replies(), **(replies or {})}

        def answer(request: RecordedRequest) -> Reply:
            obj = table.get(request.schema_name or "")
            if obj is None:
                return reply_status(400, f"fake LLM: no reply for schema {request.schema_name!r}")
            content = json.dumps(obj, ensure_ascii=False)
            return reply_text(think_wrapped(content) if self.think else content)

        self.default = answer
        return self

    def behave(self, mode: str) -> "FakeLLM":
        """One named behaviour, for `python -m tests.llm_server PORT --mode MODE`."""
        if mode not in MODES:
            raise ValueError(f"unknown mode {mode!r}: choose one of {', '.join(MODES)}")
        self.reject_json_schema = mode == "object"
        self.think = mode == "think"
        self.rate_limit_every = 2 if mode == "ratelimit" else 0
        self.chunk_delay = 0.15 if mode == "slow" else 0.0
        self.report_usage = mode != "nousage"
        return self

    def reset(self) -> None:
        with self._lock:
            self._queue.clear()
            self.requests.clear()

    # what was asked
    @property
    def last(self) -> RecordedRequest:
        with self._lock:
            return self.requests[-1]

    def system_prompt(self, index: int = -1) -> str:
        with self._lock:
            return self.requests[index].content("system")

    def user_message(self, index: int = -1) -> str:
        with self._lock:
            return self.requests[index].content("user")

    # serving
    def _next_reply(self, request: RecordedRequest) -> Reply:
        with self._lock:
            self.requests.append(request)
            self._served += 1
            if self.reject_json_schema and request.format_type == "json_schema":
                return reply_format_unsupported()  # the scripted reply waits for the retry
            if self.rate_limit_every and self._served % self.rate_limit_every == 1:
                return reply_rate_limited("1")
            item = self._queue.popleft() if self._queue else self.default
        return self._finish(request, item(request) if callable(item) else item)

    def _finish(self, request: RecordedRequest, reply: Reply) -> Reply:
        """Usage dropped when the endpoint reports none; a completion streamed when asked."""
        if reply.status != 200 or reply.content_type != "application/json":
            return reply
        try:
            obj = json.loads(reply.body)
        except ValueError:
            return reply
        if not isinstance(obj, dict) or not obj.get("choices"):
            return reply
        if not self.report_usage:
            obj.pop("usage", None)
        if not request.streamed:
            return Reply(body=json.dumps(obj, ensure_ascii=False).encode(), delay=reply.delay,
                         headers=reply.headers)
        return Reply(content_type="text/event-stream", delay=reply.delay, headers=reply.headers,
                     chunks=sse_chunks(obj, pieces=24 if self.chunk_delay else 8,
                                       with_usage=request.wants_usage),
                     chunk_delay=self.chunk_delay)

    def _handler_class(self) -> type[BaseHTTPRequestHandler]:
        server = self

        class _Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def do_POST(self) -> None:
                length = int(self.headers.get("Content-Length") or 0)
                raw = self.rfile.read(length).decode("utf-8", "replace")
                try:
                    body: Any = json.loads(raw)
                except ValueError:
                    body = raw
                request = RecordedRequest("POST", self.path,
                                          {k.lower(): v for k, v in self.headers.items()}, body)
                if not self.path.rstrip("/").endswith("/chat/completions"):
                    self._send(reply_status(404, f"fake LLM: no route {self.path}"))
                    return
                reply = server._next_reply(request)
                if reply.delay and server._stopping.wait(reply.delay):
                    self.close_connection = True
                    return  # shutting down: drop the held request
                self._send(reply)

            def do_GET(self) -> None:
                if self.path.rstrip("/").endswith("/models"):
                    self._send(_json_reply({"object": "list", "data": [
                        {"id": "fake-model", "object": "model", "created": 0, "owned_by": "tests"}]}))
                else:
                    self._send(reply_status(404, f"fake LLM: no route {self.path}"))

            def _send(self, reply: Reply) -> None:
                try:
                    self.send_response(reply.status)
                    self.send_header("Content-Type", reply.content_type)
                    for name, value in reply.headers.items():
                        self.send_header(name, value)
                    if reply.chunks is None:
                        self.send_header("Content-Length", str(len(reply.body)))
                        self.end_headers()
                        self.wfile.write(reply.body)
                        return
                    # a stream: the body ends when the connection closes
                    self.send_header("Cache-Control", "no-cache")
                    self.send_header("Connection", "close")
                    self.end_headers()
                    self.close_connection = True
                    for piece in reply.chunks:
                        self.wfile.write(piece)
                        self.wfile.flush()
                        if reply.chunk_delay and server._stopping.wait(reply.chunk_delay):
                            return
                except (BrokenPipeError, ConnectionResetError):
                    pass  # the client gave up (its timeout): nothing to tell it

            def log_message(self, format: str, *args: Any) -> None:
                pass  # keep pytest output clean

        return _Handler


@pytest.fixture
def llm_server():
    """A started FakeLLM for one test; stopped (and any held request dropped) afterwards."""
    with FakeLLM() as server:
        yield server


MODES = ("schema", "object", "think", "ratelimit", "slow", "nousage")


def main(argv: list[str] | None = None) -> None:
    """A standalone fake endpoint: python -m tests.llm_server [PORT] [--mode MODE]."""
    parser = argparse.ArgumentParser(prog="python -m tests.llm_server")
    parser.add_argument("port", nargs="?", type=int, default=8765)
    parser.add_argument("--mode", choices=MODES, default="schema",
                        help="schema: strict json_schema; object: 400 to json_schema, json_object "
                             "only; think: <think> block + fenced JSON; ratelimit: every other "
                             "request 429 with Retry-After: 1; slow: answers stream slowly; "
                             "nousage: no token usage reported")
    args = parser.parse_args(argv)
    fake = FakeLLM(port=args.port).by_schema().behave(args.mode).start()
    print(f"fake OpenAI-compatible endpoint, mode {args.mode}")
    print(f"OPENAI_BASE_URL={fake.base_url} OPENAI_API_KEY=fake AGENT_MODEL=fake-model", flush=True)
    try:
        threading.Event().wait()
    except KeyboardInterrupt:
        fake.stop()


if __name__ == "__main__":
    main()
