"""One HTTP client for OpenAI-compatible servers, and where their resources are.

:class:`OpenAIClient` POSTs JSON to one resource (``chat/completions``, ``embeddings``) and
returns the answer's JSON, or raises one of the typed :class:`.errors.EndpointError` kinds
(unreachable, timed out, an HTTP status, a refused key, a bad answer), each carrying the status
when the server answered one. The LLM parser's chat backend, the embedder and the Home Assistant
layer's endpoint checks all go through it.
"""

from __future__ import annotations

import asyncio
import json
import logging
import re
from collections.abc import Mapping
from typing import Any, Final
from urllib.parse import parse_qsl, urlencode, urlsplit, urlunsplit

import aiohttp

from .errors import (
    EndpointAuthError,
    EndpointBadResponse,
    EndpointError,
    EndpointStatusError,
    EndpointTimeout,
    EndpointUnreachable,
    refuses_key,
)
from .text import clean

_LOGGER = logging.getLogger(__name__)

# A path that already names its API version: /v1, /v4 (Zhipu), /v1beta/openai (Gemini).
_VERSIONED = re.compile(r"/v\d+[a-z0-9]*$|/openai$", re.IGNORECASE)


def openai_endpoint(base_url: str, resource: str) -> str:
    """The URL of ``resource`` for a base URL given with or without its version, or in full.

    >>> openai_endpoint("http://localhost:11434", "chat/completions")
    'http://localhost:11434/v1/chat/completions'
    >>> openai_endpoint("https://dashscope.aliyuncs.com/compatible-mode/v1/", "embeddings")
    'https://dashscope.aliyuncs.com/compatible-mode/v1/embeddings'
    >>> openai_endpoint("https://open.bigmodel.cn/api/paas/v4", "embeddings")
    'https://open.bigmodel.cn/api/paas/v4/embeddings'
    >>> openai_endpoint("https://generativelanguage.googleapis.com/v1beta/openai", "chat/completions")
    'https://generativelanguage.googleapis.com/v1beta/openai/chat/completions'
    >>> openai_endpoint("https://api.openai.com/v1/chat/completions", "chat/completions")
    'https://api.openai.com/v1/chat/completions'

    A query string (Azure's ``api-version``, a token some proxies take) stays after the path:

    >>> openai_endpoint("https://proxy.example/v1?api-version=2024-06-01", "embeddings")
    'https://proxy.example/v1/embeddings?api-version=2024-06-01'
    """
    parts = urlsplit(base_url.strip())
    path = parts.path.rstrip("/")
    if not path.endswith(f"/{resource}"):
        path = f"{path}/{resource}" if _VERSIONED.search(path) else f"{path}/v1/{resource}"
    return urlunsplit((parts.scheme, parts.netloc, path, parts.query, ""))


SECRET: Final = "**REDACTED**"


def display_url(url: str) -> str:
    """A URL as messages and logs may show it: no user or password, query values redacted.

    A token sometimes travels in the query string (``?key=...``); error messages reach logs,
    repair issues and diagnostics.

    >>> display_url("https://user:pw@proxy.example/v1/embeddings?key=sk-1&api-version=2")
    'https://proxy.example/v1/embeddings?key=**REDACTED**&api-version=**REDACTED**'
    """
    parts = urlsplit(url)
    host = parts.hostname or ""
    netloc = f"[{host}]" if ":" in host else host
    try:
        port = parts.port
    except ValueError:  # not a number: show none rather than fail while reporting
        port = None
    if port is not None:
        netloc += f":{port}"
    query = urlencode(
        [(key, SECRET) for key, _ in parse_qsl(parts.query, keep_blank_values=True)], safe="*"
    )
    return urlunsplit((parts.scheme, netloc, parts.path, query, ""))


MAX_RESPONSE_BYTES: Final = 32 * 1024 * 1024
"""The largest answer read: 64 embeddings of 3072 numbers take about 4 MiB as JSON."""
ERROR_BODY_BYTES: Final = 64 * 1024
"""How much of an error answer is read: enough for any server's message."""
RETRY_DELAY: Final = 0.2
"""Seconds before a retry: long enough for a restarting proxy."""
DETAIL_CHARS: Final = 160
"""The longest server message quoted in an error."""
_READ_CHUNK: Final = 64 * 1024
_STATUS_HINTS: Final[Mapping[int, str]] = {
    401: "unauthorized (check the API key)",
    403: "forbidden (check the API key and the model's permissions)",
    404: "not found (check the URL and the model name)",
}


def server_detail(body: bytes | str) -> str:
    """The server's own error message, on one printable line and shortened.

    Whatever the server sent reaches logs, repair issues and diagnostics through this text.

    >>> server_detail(b'{"error": {"message": "Incorrect API key provided"}}')
    'Incorrect API key provided'
    >>> server_detail(b"\\x00<html>\\r\\nbad gateway")
    '<html> bad gateway'
    """
    text = body.decode("utf-8", errors="replace") if isinstance(body, bytes) else body
    text = text.strip()
    try:
        document = json.loads(text)
    except ValueError, RecursionError:
        document = None
    if isinstance(document, dict):
        error = document.get("error", document.get("message", document.get("detail")))
        if isinstance(error, dict):
            error = error.get("message", error)
        if isinstance(error, str):
            text = error
        elif error is not None:
            text = json.dumps(error, ensure_ascii=False)
    return str(clean(text, DETAIL_CHARS))


class OpenAIClient:
    """POST JSON to one resource of an OpenAI-compatible server; typed errors, one retry.

    Transport failures, timeouts and 5xx are retried ``retries`` times; 4xx and bad answers
    never. Every failure is an :class:`.errors.EndpointError`: :class:`.errors.EndpointTimeout`
    and :class:`.errors.EndpointUnreachable` (no answer), :class:`.errors.EndpointAuthError`
    (401, 403) and :class:`.errors.EndpointStatusError` (any other status, ``.status`` set),
    :class:`.errors.EndpointBadResponse` (not JSON, too large). Messages show the URL as
    :func:`display_url` does and never the key.

    :param session: the aiohttp session (Home Assistant's shared one, or the command line's);
        not closed here.
    :param base_url: the server's base URL, with or without its version, or the full URL.
    :param resource: ``chat/completions``, ``embeddings``.
    :param name: what the server is, for messages (``LLM``, ``embeddings``).
    :param api_key: sent as a bearer token when given.
    :param timeout: seconds per attempt, the answer's body included.
    :param retries: retries after a transport failure, a timeout or a 5xx.
    :param max_bytes: the largest answer read; a larger one is a bad answer.
    """

    def __init__(
        self,
        session: aiohttp.ClientSession,
        base_url: str,
        resource: str,
        *,
        name: str,
        api_key: str | None = None,
        timeout: float,
        retries: int = 0,
        max_bytes: int = MAX_RESPONSE_BYTES,
    ) -> None:
        if timeout <= 0:
            raise ValueError("timeout must be positive")
        self._session = session
        self.url = openai_endpoint(base_url, resource)
        self.shown_url = display_url(self.url)
        """The URL as messages and logs show it (no credentials, query values redacted)."""
        self.name = name
        self.timeout = float(timeout)
        self.retries = max(0, int(retries))
        self.max_bytes = max_bytes
        self._client_timeout = aiohttp.ClientTimeout(total=self.timeout)
        self._headers = {"Content-Type": "application/json", "Accept": "application/json"}
        if api_key:
            self._headers["Authorization"] = f"Bearer {api_key}"

    def __repr__(self) -> str:
        return f"OpenAIClient({self.shown_url!r})"

    async def post_json(self, payload: Mapping[str, Any]) -> Any:
        """POST ``payload``; the JSON of the 200 answer.

        :raises EndpointError: one of its kinds (see the class); after a retry, the message
            says so.
        """
        retries = self.retries
        while True:
            try:
                return await self._attempt(payload)
            except EndpointError as err:
                if not err.retryable:
                    raise
                if retries <= 0:
                    if self.retries:
                        err.args = (f"{err} (after a retry)",)
                    raise
                retries -= 1
                _LOGGER.debug("%s; retrying", err)
                await asyncio.sleep(RETRY_DELAY)

    def error_text(self, err: BaseException) -> str:
        """An exception as a message may quote it: the URL shown, one line, short."""
        text = f"{type(err).__name__}: {err}".replace(self.url, self.shown_url)
        return str(clean(text, DETAIL_CHARS))

    async def _attempt(self, payload: Mapping[str, Any]) -> Any:
        try:
            async with self._session.post(
                self.url, json=payload, headers=self._headers, timeout=self._client_timeout
            ) as response:
                if response.status != 200:
                    raise self._status_error(response.status, await self._read_head(response))
                body = await self._read(response)
        except TimeoutError:  # asyncio.TimeoutError is TimeoutError since Python 3.11
            raise EndpointTimeout(
                f"{self.name} request to {self.shown_url} timed out after {self.timeout:g} s"
            ) from None
        except (aiohttp.ClientConnectionError, aiohttp.ClientPayloadError) as err:
            raise EndpointUnreachable(
                f"{self.name} request to {self.shown_url} failed: {self.error_text(err)}"
            ) from None
        except (aiohttp.ClientError, ValueError) as err:  # a bad URL, a key beside user:pw@
            raise EndpointError(
                f"{self.name} request to {self.shown_url} failed: {self.error_text(err)}"
            ) from None
        try:
            return json.loads(body)
        except ValueError, RecursionError:  # includes JSONDecodeError and UnicodeDecodeError
            raise EndpointBadResponse(
                f"{self.name} server {self.shown_url} did not answer JSON: {server_detail(body)!r}"
            ) from None

    def _status_error(self, status: int, body: bytes) -> EndpointStatusError:
        detail = server_detail(body)
        message = f"{self.name} server {self.shown_url} answered HTTP {status}"
        if status in _STATUS_HINTS:
            message += f": {_STATUS_HINTS[status]}" + (f" ({detail})" if detail else "")
        elif detail:
            message += f": {detail}"
        kind = EndpointAuthError if refuses_key(status) else EndpointStatusError
        return kind(message, status=status, detail=detail, body=body)

    async def _read(self, response: aiohttp.ClientResponse) -> bytes:
        """The whole answer, or :class:`.errors.EndpointBadResponse` past ``max_bytes``."""
        declared = response.content_length
        body = bytearray()
        if declared is None or declared <= self.max_bytes:
            async for chunk in response.content.iter_chunked(_READ_CHUNK):
                body += chunk
                if len(body) > self.max_bytes:
                    break
        if len(body) > self.max_bytes or (declared or 0) > self.max_bytes:
            raise EndpointBadResponse(
                f"{self.name} server {self.shown_url} answered more than {self.max_bytes} bytes"
            )
        return bytes(body)

    @staticmethod
    async def _read_head(response: aiohttp.ClientResponse) -> bytes:
        """The start of an error answer: its message, not whatever else a server streams."""
        head = bytearray()
        async for chunk in response.content.iter_chunked(_READ_CHUNK):
            head += chunk
            if len(head) >= ERROR_BODY_BYTES:
                break
        return bytes(head[:ERROR_BODY_BYTES])
