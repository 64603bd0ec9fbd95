"""A loopback server that speaks Ollama's HTTP API, records every request, and answers as a
scripted model.

Home Assistant's ``ollama`` integration talks to it with the real ``ollama`` client library:
``GET /api/tags`` (the models it has), ``POST /api/chat`` (streamed, NDJSON). Each chat request
is kept (:attr:`OllamaServer.requests`) so a test can see exactly what the model got: the
system prompt, the messages, the tools' JSON.

The model follows a script: for a user message, the tool calls to make, one per round trip
(each may be a function of the request, to use what an earlier tool answered), then a final
text. A message without a script gets the final text at once.
"""

from __future__ import annotations

import json
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from typing import Any

from aiohttp import web

from custom_components.context_retrieval.engine.text import estimate_tokens

MODEL = "qwen3:4b-instruct"
"""The one model the server has (Home Assistant's default for new Ollama agents)."""

type ToolCall = tuple[str, dict[str, Any]]
type Step = ToolCall | Callable[[dict[str, Any]], ToolCall | None]
"""A tool call, or a function of the request that returns one (``None``: stop calling)."""


@dataclass
class ChatRequest:
    """One ``/api/chat`` request as the model received it."""

    body: dict[str, Any]

    @property
    def messages(self) -> list[dict[str, Any]]:
        return list(self.body.get("messages") or [])

    @property
    def system(self) -> str:
        first = self.messages[0] if self.messages else {}
        return str(first.get("content") or "") if first.get("role") == "system" else ""

    @property
    def tools(self) -> list[dict[str, Any]]:
        return list(self.body.get("tools") or [])

    @property
    def tool_names(self) -> list[str]:
        return [t["function"]["name"] for t in self.tools]

    @property
    def tools_json(self) -> str:
        return json.dumps(self.tools, ensure_ascii=False) if self.tools else ""

    @property
    def tokens(self) -> int:
        """What the model gets besides the conversation: system prompt + tools JSON."""
        return estimate_tokens(self.system) + estimate_tokens(self.tools_json)

    @property
    def user_text(self) -> str | None:
        for message in reversed(self.messages):
            if message.get("role") == "user":
                return str(message.get("content"))
        return None

    @property
    def tool_results(self) -> list[dict[str, Any]]:
        """The tool answers since the last user message, as ``{"data", "error"}``.

        Home Assistant 2026.10+ sends a ``ToolResult`` that way; before, the tool's plain
        dict, which counts as an error when it has an ``error`` key.
        """
        found: list[dict[str, Any]] = []
        for message in reversed(self.messages):
            if message.get("role") == "user":
                break
            if message.get("role") == "tool":
                result = json.loads(message["content"])
                if not (isinstance(result, dict) and set(result) == {"data", "error"}):
                    result = {
                        "data": result,
                        "error": isinstance(result, dict) and "error" in result,
                    }
                found.insert(0, result)
        return found

    @property
    def calls_made(self) -> int:
        """Assistant tool calls since the last user message."""
        count = 0
        for message in reversed(self.messages):
            if message.get("role") == "user":
                break
            if message.get("role") == "assistant" and message.get("tool_calls"):
                count += 1
        return count


@dataclass
class OllamaServer:
    """The recording, scripted model server's state."""

    scripts: dict[str, list[Step]] = field(default_factory=dict)
    """User message → the tool calls to make for it, one per round trip."""
    reply: str = "好的"
    requests: list[ChatRequest] = field(default_factory=list)
    url: str = ""

    def clear(self) -> None:
        self.requests.clear()

    async def tags(self, request: web.Request) -> web.Response:
        return web.json_response(
            {
                "models": [
                    {
                        "name": MODEL,
                        "model": MODEL,
                        "modified_at": "2026-11-01T00:00:00Z",
                        "size": 2_500_000_000,
                        "digest": "0" * 64,
                        "details": {"format": "gguf", "family": "qwen3"},
                    }
                ]
            }
        )

    def _next_call(self, chat: ChatRequest) -> ToolCall | None:
        steps = self.scripts.get(chat.user_text or "", [])
        done = chat.calls_made
        if done >= len(steps):
            return None
        step = steps[done]
        return step(chat.body) if callable(step) else step

    async def chat(self, request: web.Request) -> web.StreamResponse:
        body = await request.json()
        chat = ChatRequest(body)
        self.requests.append(chat)
        call = self._next_call(chat)
        message: dict[str, Any] = {"role": "assistant", "content": ""}
        if call is not None:
            name, arguments = call
            message["tool_calls"] = [{"function": {"name": name, "arguments": arguments}}]
        else:
            message["content"] = self.reply
        response = web.StreamResponse(headers={"Content-Type": "application/x-ndjson"})
        await response.prepare(request)
        base = {"model": body.get("model", MODEL), "created_at": "2026-11-01T00:00:00Z"}
        await response.write(
            (json.dumps({**base, "message": message, "done": False}) + "\n").encode()
        )
        final = {
            **base,
            "message": {"role": "assistant", "content": ""},
            "done": True,
            "done_reason": "stop",
        }
        await response.write((json.dumps(final) + "\n").encode())
        await response.write_eof()
        return response


@asynccontextmanager
async def serve_ollama(server: OllamaServer | None = None) -> AsyncIterator[OllamaServer]:
    """Serve on a free loopback port; ``server.url`` is its base URL while open."""
    state = server or OllamaServer()
    app = web.Application()
    app.router.add_get("/api/tags", state.tags)
    app.router.add_post("/api/chat", state.chat)
    runner = web.AppRunner(app)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
    state.url = f"http://127.0.0.1:{port}"
    try:
        yield state
    finally:
        await runner.cleanup()
