"""Chat backends: what the LLM parser talks to.

:class:`ChatBackend` is the one method the parser needs, so the Home Assistant layer can back
it with ``ai_task`` or a conversation agent. :class:`OpenAICompatibleChat` implements it over
any OpenAI-compatible ``/chat/completions`` endpoint (OpenAI, DashScope compatible mode,
DeepSeek, Ollama, vLLM, llama.cpp, LM Studio, ...).

Everything that can go wrong becomes :class:`LLMError` with one short line (never the API key),
so the parser has one thing to catch before it falls back to the local parser.
"""

from __future__ import annotations

import asyncio
import json
import logging
import re
from collections.abc import Mapping
from typing import Any, Final, Literal, Protocol, runtime_checkable
from urllib.parse import urlsplit

import aiohttp

from ..endpoints import display_url, openai_endpoint
from ..text import clean
from .prompt import IR_JSON_SCHEMA

_LOGGER = logging.getLogger(__name__)

type ResponseFormat = Literal["json_schema", "json_object", "none"]

DEFAULT_TIMEOUT: Final = 8.0
SCHEMA_NAME: Final = "command_ir"
_RETRY_DELAY: Final = 0.2
_DETAIL_CHARS: Final = 160
_FORMAT_SEARCH_BYTES: Final = 4096
_FORMAT_WORDS = re.compile(r"response_format|response format|json_schema|json schema|json_object", re.I)
_NEXT_FORMAT: Final[Mapping[str, ResponseFormat]] = {"json_schema": "json_object", "json_object": "none"}
_NO_RETRY_REASONS: Final[Mapping[int, str]] = {
    401: "unauthorized (check the API key)",
    403: "forbidden (check the API key and the model's permissions)",
    404: "not found (check the URL and the model name)",
}


class LLMError(Exception):
    """The chat backend failed: transport, timeout, HTTP status, or an answer without text.

    The message is one short line for a log or a repair issue; it never holds the API key.
    """


@runtime_checkable
class ChatBackend(Protocol):
    """One system + user exchange with a model that answers text."""

    async def complete(self, system: str, user: str) -> str:
        """The model's answer to ``user`` under ``system``.

        :raises LLMError: when no answer could be had (the parser catches anything, though).
        """
        ...


class _Transient(Exception):
    """A failure worth one retry (connection, timeout, 5xx)."""


def chat_completions_url(base_url: str) -> str:
    """The chat completions endpoint for a base URL (see :func:`..endpoints.openai_endpoint`)."""
    return openai_endpoint(base_url, "chat/completions")


def _detail(body: bytes | str) -> str:
    """The server's own error message, on one line and shortened."""
    text = body.decode("utf-8", errors="replace") if isinstance(body, bytes) else body
    text = text.strip()
    try:
        document = json.loads(text)
    except (ValueError, RecursionError):
        document = None
    if isinstance(document, dict):
        error = document.get("error", document.get("message", document.get("detail")))
        if isinstance(error, dict):
            error = error.get("message", error)
        if isinstance(error, str):
            text = error
        elif error is not None:
            text = json.dumps(error, ensure_ascii=False)
    # Whatever the server sent, as one printable line: it reaches logs, repairs, diagnostics.
    return str(clean(text, _DETAIL_CHARS))


def _content(message: Any) -> str | None:
    """The text of ``choices[0].message.content``: a string, or a list of text parts."""
    if not isinstance(message, Mapping):
        return None
    content = message.get("content")
    if isinstance(content, list):
        parts = [
            part.get("text") if isinstance(part, Mapping) else part
            for part in content
        ]
        content = "".join(p for p in parts if isinstance(p, str))
    return content if isinstance(content, str) else None


class OpenAICompatibleChat:
    """A :class:`ChatBackend` over an OpenAI-compatible ``/chat/completions`` endpoint.

    The first request asks for the answer's JSON schema (``response_format`` ``json_schema``).
    A server that rejects it (HTTP 400/422 naming ``response_format`` or ``json_schema``:
    Ollama, llama.cpp, older vLLM) is asked again at once with ``json_object``, and then, if
    that is rejected too, with no ``response_format``; the working form is remembered for later
    calls. Transport errors, timeouts and 5xx are retried once; 401/403/404 and other 4xx never.

    :param session: the aiohttp session to use (Home Assistant's shared one); not closed here.
    :param base_url: ``https://api.openai.com``, ``http://localhost:11434``,
        ``https://dashscope.aliyuncs.com/compatible-mode/v1``, ... (with or without ``/v1``;
        a full ``.../chat/completions`` URL is accepted too).
    :param model: the model name sent with every request.
    :param api_key: sent as a bearer token when given.
    :param timeout: seconds per HTTP attempt (the retry gets as long again).
    :param temperature: sampling temperature; 0 for a parser.
    :param schema: the JSON schema asked for (:data:`.prompt.IR_JSON_SCHEMA`).
    :param response_format: the first form tried; ``"json_object"`` or ``"none"`` skip the
        schema for servers known not to take it.
    :param extra_body: more request fields (``{"chat_template_kwargs": {"enable_thinking":
        False}}`` for a Qwen3 on vLLM). On DashScope ``enable_thinking: false`` is sent unless
        given here: its Qwen3 models refuse non-streaming calls with thinking on.
    :param max_tokens: an answer length cap, when wanted (not sent by default: reasoning
        models reject ``max_tokens``).
    :param retries: retries on transport errors, timeouts and 5xx (0 or 1 are sensible).
    """

    def __init__(
        self,
        session: aiohttp.ClientSession,
        base_url: str,
        model: str,
        *,
        api_key: str | None = None,
        timeout: float = DEFAULT_TIMEOUT,
        temperature: float = 0.0,
        schema: Mapping[str, Any] | None = None,
        response_format: ResponseFormat = "json_schema",
        extra_body: Mapping[str, Any] | None = None,
        max_tokens: int | None = None,
        retries: int = 1,
    ) -> None:
        if not isinstance(base_url, str) or not re.match(r"^https?://[^/\s]", base_url.strip(), re.I):
            raise LLMError(f"the LLM URL must start with http:// or https://, got {base_url!r}")
        if not model or not isinstance(model, str):
            raise LLMError("the LLM model name is required")
        if timeout <= 0:
            raise LLMError("the LLM timeout must be positive")
        if response_format not in ("json_schema", "json_object", "none"):
            raise LLMError(f"unknown response_format {response_format!r}")
        self._session = session
        self.url = chat_completions_url(base_url)
        self.shown_url = display_url(self.url)
        """The URL as messages and logs show it (no credentials, query values redacted)."""
        self.model = model
        self.timeout = float(timeout)
        self.temperature = temperature
        self.schema = dict(schema if schema is not None else IR_JSON_SCHEMA)
        self.response_format: ResponseFormat = response_format
        """The form the next request uses; lowered when the server rejects one."""
        self.max_tokens = max_tokens
        self.retries = max(0, int(retries))
        self._client_timeout = aiohttp.ClientTimeout(total=self.timeout)
        self._headers = {"Content-Type": "application/json", "Accept": "application/json"}
        if api_key:
            self._headers["Authorization"] = f"Bearer {api_key}"
        extra = dict(extra_body or {})
        host = (urlsplit(self.url).hostname or "").casefold()
        if "dashscope" in host:
            extra.setdefault("enable_thinking", False)
        self._extra = extra

    def __repr__(self) -> str:
        return f"OpenAICompatibleChat(url={self.shown_url!r}, model={self.model!r})"

    def request_body(self, system: str, user: str) -> dict[str, Any]:
        """The JSON body of the next request (in the response format currently in use)."""
        body: dict[str, Any] = {
            **self._extra,
            "model": self.model,
            "messages": [{"role": "system", "content": system}, {"role": "user", "content": user}],
            "temperature": self.temperature,
            "stream": False,
        }
        if self.max_tokens:
            body["max_tokens"] = self.max_tokens
        if self.response_format == "json_schema":
            body["response_format"] = {
                "type": "json_schema",
                "json_schema": {"name": SCHEMA_NAME, "schema": self.schema, "strict": False},
            }
        elif self.response_format == "json_object":
            body["response_format"] = {"type": "json_object"}
        return body

    async def complete(self, system: str, user: str) -> str:
        """Ask the model; see :meth:`ChatBackend.complete`.

        :raises LLMError: on any failure.
        """
        try:
            return await self._complete(system, user)
        except LLMError:
            raise
        except Exception as err:  # the contract is LLMError only
            raise LLMError(f"chat request to {self.shown_url} failed: {self._error(err)}") from err

    def _error(self, err: BaseException) -> str:
        """An exception as a message may quote it: the URL shown, one line, short."""
        return str(clean(f"{type(err).__name__}: {err}".replace(self.url, self.shown_url), _DETAIL_CHARS))

    async def _complete(self, system: str, user: str) -> str:
        retries = self.retries
        while True:
            try:
                status, body = await self._attempt(self.request_body(system, user))
            except _Transient as err:
                if retries <= 0:
                    suffix = " (after a retry)" if self.retries else ""
                    raise LLMError(f"{err}{suffix}") from None
                retries -= 1
                await asyncio.sleep(_RETRY_DELAY)
                continue
            if status == 200:
                return self._answer(body)
            detail = _detail(body)
            if status in _NO_RETRY_REASONS:
                raise LLMError(f"LLM server {self.shown_url} answered HTTP {status}: {_NO_RETRY_REASONS[status]}"
                               + (f" ({detail})" if detail else ""))
            if (
                status in (400, 422, 500)
                and self.response_format != "none"
                and _FORMAT_WORDS.search(body[:_FORMAT_SEARCH_BYTES].decode("utf-8", errors="replace"))
            ):
                lower = _NEXT_FORMAT[self.response_format]
                _LOGGER.debug(
                    "LLM server %s rejected response_format %s (%s); using %s from now on",
                    self.shown_url, self.response_format, detail, lower,
                )
                self.response_format = lower
                continue
            message = f"LLM server {self.shown_url} answered HTTP {status}" + (f": {detail}" if detail else "")
            if status >= 500 and retries > 0:
                retries -= 1
                _LOGGER.debug("%s; retrying once", message)
                await asyncio.sleep(_RETRY_DELAY)
                continue
            if status >= 500 and self.retries:
                message += " (after a retry)"
            raise LLMError(message)

    async def _attempt(self, payload: dict[str, Any]) -> tuple[int, bytes]:
        try:
            async with self._session.post(
                self.url, json=payload, headers=self._headers, timeout=self._client_timeout
            ) as response:
                return response.status, await response.read()
        except TimeoutError:  # asyncio.TimeoutError is TimeoutError since Python 3.11
            raise _Transient(f"LLM request to {self.shown_url} timed out after {self.timeout:g} s") from None
        except (aiohttp.ClientConnectionError, aiohttp.ClientPayloadError) as err:
            raise _Transient(f"LLM request to {self.shown_url} failed: {self._error(err)}") from None
        except aiohttp.ClientError as err:
            raise LLMError(f"LLM request to {self.shown_url} failed: {self._error(err)}") from None

    def _answer(self, body: bytes) -> str:
        where = f"LLM server {self.shown_url}"
        try:
            document = json.loads(body)
        except (ValueError, RecursionError):  # includes JSONDecodeError and UnicodeDecodeError
            raise LLMError(f"{where} did not answer JSON: {_detail(body)!r}") from None
        if not isinstance(document, Mapping):
            raise LLMError(f"{where} answered a JSON {type(document).__name__}, not an object")
        if document.get("error"):
            raise LLMError(f"{where} answered an error: {_detail(body)}")
        choices = document.get("choices")
        if not isinstance(choices, list) or not choices or not isinstance(choices[0], Mapping):
            raise LLMError(f"{where} answered without choices")
        message = choices[0].get("message")
        content = _content(message)
        if content is None or not content.strip():
            refusal = message.get("refusal") if isinstance(message, Mapping) else None
            if isinstance(refusal, str) and refusal.strip():
                raise LLMError(f"{where}: the model refused: {_detail(refusal)}")
            reasoning = isinstance(message, Mapping) and bool(message.get("reasoning_content"))
            raise LLMError(f"{where} answered no text" + (" (reasoning only)" if reasoning else ""))
        return content
