"""The one HTTP client for OpenAI-compatible servers: real requests to a loopback server.

Each failure must come out as its typed :class:`EndpointError` kind with the status the server
answered, retried only when asking again may help, and with a message that shows neither the
key nor the query string's values nor the server's raw bytes.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from typing import Any

import aiohttp
import pytest
from aiohttp import web

from custom_components.context_retrieval.engine.endpoints import SECRET, OpenAIClient
from custom_components.context_retrieval.engine.errors import (
    EndpointAuthError,
    EndpointBadResponse,
    EndpointError,
    EndpointStatusError,
    EndpointTimeout,
    EndpointUnreachable,
)

KEY = "sk-test-secret"
RAW = b"\x00\xff\xfe<html>\r\n\x1b[31mboom\x85\x9b" + b"\x00" * 500


@dataclass
class FakeAPI:
    """An OpenAI-like ``/v1/embeddings``: the request's ``mode`` picks how it answers."""

    requests: list[dict[str, Any]] = field(default_factory=list)
    release: asyncio.Event = field(default_factory=asyncio.Event)
    base_url: str = ""

    def count(self, mode: str) -> int:
        return sum(1 for r in self.requests if r["json"]["mode"] == mode)

    async def handle(self, request: web.Request) -> web.StreamResponse:
        payload = await request.json()
        self.requests.append(
            {
                "json": payload,
                "auth": request.headers.get("Authorization"),
                "query": dict(request.query),
            }
        )
        mode = payload["mode"]
        if mode in ("401", "403"):
            error = {"message": "Incorrect API key provided", "code": "invalid_api_key"}
            return web.json_response({"error": error}, status=int(mode))
        if mode == "429":
            return web.json_response({"error": {"message": "rate limit reached"}}, status=429)
        if mode == "500" or (mode == "flaky" and self.count(mode) == 1):
            return web.Response(status=500, text="upstream overloaded")
        if mode == "raw":
            return web.Response(body=RAW, status=502, content_type="text/html")
        if mode == "slow":
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self.release.wait(), 5)
        if mode == "html":
            return web.Response(text="<html>gateway</html>", content_type="text/html")
        if mode == "large":
            return web.Response(text=json.dumps({"data": "x" * 5000}), content_type="text/json")
        if mode == "large-streamed":  # no Content-Length: the bound holds while reading
            response = web.StreamResponse()
            response.enable_chunked_encoding()
            await response.prepare(request)
            for _ in range(50):
                await response.write(b" " * 200)
            await response.write(b"{}")
            await response.write_eof()
            return response
        return web.json_response({"object": "list", "data": [{"index": 0, "mode": mode}]})


@pytest.fixture
async def api(loopback: Any) -> AsyncIterator[FakeAPI]:
    fake = FakeAPI()
    async with loopback({"/v1/embeddings": fake.handle}) as url:
        fake.base_url = url
        yield fake
        fake.release.set()


def _client(
    session: aiohttp.ClientSession, base_url: str, *, retries: int = 1, **kwargs: Any
) -> OpenAIClient:
    return OpenAIClient(
        session,
        base_url,
        "embeddings",
        name="embeddings",
        api_key=KEY,
        timeout=kwargs.pop("timeout", 5.0),
        retries=retries,
        **kwargs,
    )


async def _failure(client: OpenAIClient, mode: str) -> EndpointError:
    with pytest.raises(EndpointError) as caught:
        await client.post_json({"mode": mode})
    message = str(caught.value)
    assert KEY not in message and "\n" not in message and len(message) < 400
    return caught.value


async def test_200_returns_the_answers_json(session: aiohttp.ClientSession, api: FakeAPI) -> None:
    client = _client(session, api.base_url)
    answer = await client.post_json({"mode": "ok", "input": ["测试"]})
    assert answer == {"object": "list", "data": [{"index": 0, "mode": "ok"}]}
    (request,) = api.requests
    assert request["auth"] == f"Bearer {KEY}"
    assert request["json"] == {"mode": "ok", "input": ["测试"]}
    assert client.url == f"{api.base_url}/v1/embeddings"


async def test_no_key_sends_no_authorization(session: aiohttp.ClientSession, api: FakeAPI) -> None:
    client = OpenAIClient(session, api.base_url, "embeddings", name="embeddings", timeout=5)
    await client.post_json({"mode": "ok"})
    assert api.requests[0]["auth"] is None


@pytest.mark.parametrize("status", [401, 403])
async def test_a_refused_key_is_an_auth_error_with_its_status(
    session: aiohttp.ClientSession, api: FakeAPI, status: int
) -> None:
    error = await _failure(_client(session, api.base_url), str(status))
    assert isinstance(error, EndpointAuthError)
    assert error.status == status and error.refused_key and not error.retryable
    assert f"answered HTTP {status}: " in str(error)
    assert "check the API key" in str(error) and "Incorrect API key provided" in str(error)
    assert len(api.requests) == 1  # a refusal is never retried


async def test_429_is_a_status_error_not_retried(
    session: aiohttp.ClientSession, api: FakeAPI
) -> None:
    error = await _failure(_client(session, api.base_url), "429")
    assert type(error) is EndpointStatusError
    assert error.status == 429 and not error.refused_key and not error.retryable
    assert error.detail == "rate limit reached"
    assert str(error) == (
        f"embeddings server {api.base_url}/v1/embeddings answered HTTP 429: rate limit reached"
    )
    assert len(api.requests) == 1


async def test_500_is_retried_once_then_raised_with_its_status(
    session: aiohttp.ClientSession, api: FakeAPI
) -> None:
    error = await _failure(_client(session, api.base_url), "500")
    assert type(error) is EndpointStatusError
    assert error.status == 500 and error.retryable and not error.refused_key
    assert str(error).endswith("answered HTTP 500: upstream overloaded (after a retry)")
    assert len(api.requests) == 2


async def test_500_then_200_succeeds(session: aiohttp.ClientSession, api: FakeAPI) -> None:
    answer = await _client(session, api.base_url).post_json({"mode": "flaky"})
    assert answer["data"][0]["mode"] == "flaky"
    assert len(api.requests) == 2


async def test_no_retry_when_none_is_asked(session: aiohttp.ClientSession, api: FakeAPI) -> None:
    error = await _failure(_client(session, api.base_url, retries=0), "500")
    assert error.status == 500 and "after a retry" not in str(error)
    assert len(api.requests) == 1


async def test_timeout_is_typed_and_bounded(session: aiohttp.ClientSession, api: FakeAPI) -> None:
    loop = asyncio.get_running_loop()
    start = loop.time()
    error = await _failure(_client(session, api.base_url, timeout=0.3), "slow")
    assert loop.time() - start < 2.0  # two 0.3 s attempts and the pause, not the server's 5 s
    assert isinstance(error, EndpointTimeout) and isinstance(error, EndpointUnreachable)
    assert error.status is None and not error.refused_key
    assert str(error) == (
        f"embeddings request to {api.base_url}/v1/embeddings timed out after 0.3 s (after a retry)"
    )
    assert len(api.requests) == 2  # a timeout may pass: retried once


async def test_an_answer_that_is_not_json_is_a_bad_response(
    session: aiohttp.ClientSession, api: FakeAPI
) -> None:
    error = await _failure(_client(session, api.base_url), "html")
    assert type(error) is EndpointBadResponse and error.status is None
    assert "did not answer JSON: '<html>gateway</html>'" in str(error)
    assert len(api.requests) == 1  # a bad body is not a transport error


@pytest.mark.parametrize("mode", ["large", "large-streamed"])
async def test_an_answer_past_the_bound_is_a_bad_response(
    session: aiohttp.ClientSession, api: FakeAPI, mode: str
) -> None:
    error = await _failure(_client(session, api.base_url, max_bytes=4096), mode)
    assert type(error) is EndpointBadResponse
    assert str(error).endswith("answered more than 4096 bytes")
    answer = await _client(session, api.base_url, max_bytes=20_000).post_json({"mode": mode})
    assert answer == ({"data": "x" * 5000} if mode == "large" else {})


async def test_connection_refused_is_unreachable(
    session: aiohttp.ClientSession, closed_url: str
) -> None:
    error = await _failure(_client(session, closed_url, timeout=2), "ok")
    assert type(error) is EndpointUnreachable
    assert error.status is None and error.retryable and not error.refused_key
    assert str(error).startswith(f"embeddings request to {closed_url}/v1/embeddings")
    assert str(error).endswith("(after a retry)")


async def test_query_string_is_sent_and_its_values_never_shown(
    session: aiohttp.ClientSession, api: FakeAPI
) -> None:
    client = _client(session, f"{api.base_url}/v1?key=sk-query-secret&api-version=2")
    await client.post_json({"mode": "ok"})
    assert api.requests[0]["query"] == {"key": "sk-query-secret", "api-version": "2"}
    assert client.shown_url == f"{api.base_url}/v1/embeddings?key={SECRET}&api-version={SECRET}"
    error = await _failure(client, "429")
    assert "sk-query-secret" not in str(error) and f"key={SECRET}" in str(error)
    assert "sk-query-secret" not in repr(client)


@pytest.mark.parametrize("key", [None, KEY])
async def test_user_and_password_in_the_url_are_not_shown(
    session: aiohttp.ClientSession, key: str | None
) -> None:
    client = OpenAIClient(
        session, "http://user:pa55@127.0.0.1:9/v1", "embeddings", name="x", api_key=key, timeout=2
    )
    with pytest.raises(EndpointError) as caught:
        await client.post_json({"mode": "ok"})
    # Without a key: nothing listens on port 9. With one: aiohttp refuses a bearer header next
    # to credentials in the URL, a setting no retry mends.
    assert isinstance(caught.value, EndpointUnreachable) is (key is None)
    assert caught.value.status is None
    assert "pa55" not in str(caught.value) and "user" not in str(caught.value)


async def test_raw_bytes_become_one_printable_line(
    session: aiohttp.ClientSession, api: FakeAPI
) -> None:
    error = await _failure(_client(session, api.base_url), "raw")
    assert isinstance(error, EndpointStatusError) and error.status == 502
    assert str(error).isprintable()
    assert "\x00" not in error.detail and "\x1b" not in error.detail
    assert error.body.startswith(b"\x00\xff\xfe<html>")  # kept for callers, not for messages
    assert "boom" in str(error)


def test_timeout_must_be_positive() -> None:
    with pytest.raises(ValueError, match="positive"):
        OpenAIClient(None, "http://h", "embeddings", name="x", timeout=0)  # type: ignore[arg-type]
