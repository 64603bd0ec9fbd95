"""Real HTTP servers on 127.0.0.1 that answer like OpenAI (and misbehave on request)."""

from __future__ import annotations

import asyncio
import contextlib
import json
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from typing import Any

from aiohttp import web

# The answer of a model that cannot tell what was asked: valid IR that says nothing.
EMPTY_IR: dict[str, Any] = {"commands": [{"action": None, "quantifier": "one"}]}


@dataclass
class ChatServer:
    """An OpenAI-compatible ``/v1/chat/completions`` server.

    It answers each request's user message from ``answers`` (IR as a dict, or raw content
    text), else with :data:`EMPTY_IR`; ``status``, ``delay`` and ``body`` make it fail, stall
    or answer something that is not a chat completion.
    """

    answers: dict[str, Any] = field(default_factory=dict)
    status: int = 200
    error: str = "nope"
    """The error message of an answer with a ``status`` other than 200."""
    delay: float = 0.0
    body: str | None = None
    url: str = ""
    requests: list[dict[str, Any]] = field(default_factory=list)
    keys: set[str] | None = None
    """When set, requests without one of these bearer keys get HTTP 401."""
    released: asyncio.Event = field(default_factory=asyncio.Event)
    """Set when the server stops, so that stalled answers end at once."""

    @property
    def user_texts(self) -> list[str]:
        """The user message of every request received, in order."""
        return [r["json"]["messages"][-1]["content"] for r in self.requests]

    async def handle(self, request: web.Request) -> web.Response:
        """Record the request, then answer (or not) as configured."""
        payload = await request.json()
        self.requests.append({"json": payload, "auth": request.headers.get("Authorization")})
        if not _authorized(request, self.keys):
            return web.json_response({"error": {"message": "Incorrect API key"}}, status=401)
        if self.delay:
            with contextlib.suppress(TimeoutError):
                async with asyncio.timeout(self.delay):
                    await self.released.wait()
        if self.status != 200:
            return web.json_response({"error": {"message": self.error}}, status=self.status)
        if self.body is not None:
            return web.Response(text=self.body, content_type="application/json")
        answer = self.answers.get(payload["messages"][-1]["content"], EMPTY_IR)
        content = answer if isinstance(answer, str) else json.dumps(answer, ensure_ascii=False)
        return web.json_response(
            {
                "id": "chatcmpl-test",
                "object": "chat.completion",
                "model": payload["model"],
                "choices": [
                    {
                        "index": 0,
                        "message": {"role": "assistant", "content": content},
                        "finish_reason": "stop",
                    }
                ],
            }
        )


@dataclass
class EmbeddingServer:
    """An OpenAI-compatible /v1/embeddings server on 127.0.0.1 that can misbehave: fail,
    stall (``delay``, for queries only with ``delay_queries``) or answer raw bytes."""

    status: int = 200
    body: Any = None
    url: str = ""
    requests: list[dict[str, Any]] = field(default_factory=list)
    keys: set[str] | None = None
    """When set, requests without one of these bearer keys get HTTP 401."""
    delay: float = 0.0
    raw: bytes | None = None
    """Sent as the body, with ``status``, instead of anything JSON."""
    released: asyncio.Event = field(default_factory=asyncio.Event)

    async def handle(self, request: web.Request) -> web.Response:
        """Record the request, then answer a small vector per input (or fail)."""
        payload = await request.json()
        self.requests.append(
            {
                "json": payload,
                "auth": request.headers.get("Authorization"),
                "query": dict(request.query),
            }
        )
        if not _authorized(request, self.keys):
            return web.json_response({"error": {"message": "Incorrect API key"}}, status=401)
        if self.delay:
            with contextlib.suppress(TimeoutError):
                async with asyncio.timeout(self.delay):
                    await self.released.wait()
        if self.raw is not None:
            return web.Response(body=self.raw, status=self.status, content_type="text/html")
        if self.status != 200:
            return web.json_response({"error": {"message": "nope"}}, status=self.status)
        if self.body is not None:
            return web.Response(text=self.body, content_type="application/json")
        data = [{"index": i, "embedding": [0.1, 0.2, 0.3]} for i, _ in enumerate(payload["input"])]
        return web.json_response({"data": data, "model": payload["model"]})


def _authorized(request: web.Request, keys: set[str] | None) -> bool:
    return keys is None or request.headers.get("Authorization") in {f"Bearer {k}" for k in keys}


@asynccontextmanager
async def serve(path: str, handler: Any) -> AsyncIterator[str]:
    """Serve ``handler`` for POST ``path`` on a free loopback port; yields the base URL."""
    app = web.Application()
    app.router.add_post(path, handler)
    runner = web.AppRunner(app)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
    try:
        yield f"http://127.0.0.1:{port}/v1"
    finally:
        await runner.cleanup()
