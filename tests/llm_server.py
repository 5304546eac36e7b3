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

Use the fixture from a test module with `from tests.llm_server import llm_server`, or run
`python -m tests.llm_server` for a standalone endpoint that answers every step with a
minimal valid object (handy to click through the app on the `openai` engine offline).
"""
from __future__ import annotations

import json
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
    def schema_name(self) -> str | None:
        """The pydantic model's name, as the SDK puts it into response_format."""
        if not isinstance(self.body, dict):
            return None
        return ((self.body.get("response_format") or {}).get("json_schema") or {}).get("name")

    def content(self, role: str) -> str:
        return "\n".join(str(m.get("content", "")) for m in self.messages if m.get("role") == role)


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


def reply_status(status: int, message: str = "fake server error") -> Reply:
    return _json_reply({"error": {"message": message, "type": "server_error", "param": None,
                                  "code": None}}, status=status)


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
            "intent": "browse", "domain": "other", "search_query": "product",
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
            return reply_json(obj)

        self.default = answer
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
            item = self._queue.popleft() if self._queue else self.default
        return item(request) if callable(item) else item

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
                    self.send_header("Content-Length", str(len(reply.body)))
                    self.end_headers()
                    self.wfile.write(reply.body)
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


if __name__ == "__main__":  # a standalone fake endpoint: python -m tests.llm_server [PORT]
    import sys

    fake = FakeLLM(port=int(sys.argv[1]) if len(sys.argv) > 1 else 8765).by_schema().start()
    print(f"OPENAI_BASE_URL={fake.base_url} OPENAI_API_KEY=fake AGENT_MODEL=fake-model")
    try:
        threading.Event().wait()
    except KeyboardInterrupt:
        fake.stop()
