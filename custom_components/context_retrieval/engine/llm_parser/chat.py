"""Chat backends: what the LLM parser talks to.

:class:`ChatBackend` is the one method the parser needs, so the Home Assistant layer can back
it with ``ai_task`` or a conversation agent. :class:`OpenAICompatibleChat` implements it over
any OpenAI-compatible ``/chat/completions`` endpoint (OpenAI, DashScope compatible mode,
DeepSeek, Ollama, vLLM, llama.cpp, LM Studio, ...) through :class:`..endpoints.OpenAIClient`.

Everything that can go wrong becomes :class:`LLMError` with one short line (never the API key)
and the HTTP status when the server answered one, so the parser has one thing to catch before
it falls back to the local parser, and the caller can tell a refused key from an outage.
"""

from __future__ import annotations

import json
import logging
import re
from collections.abc import Mapping
from typing import Any, Final, Literal, Protocol, runtime_checkable
from urllib.parse import urlsplit

import aiohttp

from ..endpoints import OpenAIClient, openai_endpoint, server_detail
from ..errors import EndpointError, EndpointStatusError
from .prompt import IR_JSON_SCHEMA

_LOGGER = logging.getLogger(__name__)

type ResponseFormat = Literal["json_schema", "json_object", "none"]

DEFAULT_TIMEOUT: Final = 8.0
SCHEMA_NAME: Final = "command_ir"
CHAT_RESOURCE: Final = "chat/completions"
_FORMAT_SEARCH_BYTES: Final = 4096
_FORMAT_STATUSES: Final = frozenset({400, 422, 500})
_FORMAT_WORDS = re.compile(
    r"response_format|response format|json_schema|json schema|json_object", re.IGNORECASE
)
_NEXT_FORMAT: Final[Mapping[str, ResponseFormat]] = {
    "json_schema": "json_object",
    "json_object": "none",
}


class LLMError(EndpointError):
    """The chat backend failed: transport, timeout, HTTP status, or an answer without text.

    The message is one short line for a log or a repair issue; it never holds the API key.
    ``status`` is the HTTP status when the server answered one (401 or 403: the key was
    refused), else ``None``.
    """


@runtime_checkable
class ChatBackend(Protocol):
    """One system + user exchange with a model that answers text."""

    async def complete(self, system: str, user: str) -> str:
        """The model's answer to ``user`` under ``system``.

        :raises LLMError: when no answer could be had (the parser catches anything, though).
        """
        ...


def chat_completions_url(base_url: str) -> str:
    """The chat completions endpoint for a base URL (see :func:`..endpoints.openai_endpoint`)."""
    return openai_endpoint(base_url, CHAT_RESOURCE)


def _content(message: Any) -> str | None:
    """The text of ``choices[0].message.content``: a string, or a list of text parts."""
    if not isinstance(message, Mapping):
        return None
    content = message.get("content")
    if isinstance(content, list):
        parts = [part.get("text") if isinstance(part, Mapping) else part for part in content]
        content = "".join(p for p in parts if isinstance(p, str))
    return content if isinstance(content, str) else None


class OpenAICompatibleChat:
    """A :class:`ChatBackend` over an OpenAI-compatible ``/chat/completions`` endpoint.

    The first request asks for the answer's JSON schema (``response_format`` ``json_schema``).
    A server that rejects it (HTTP 400/422 naming ``response_format`` or ``json_schema``:
    Ollama, llama.cpp, older vLLM; or a 500 naming it, once its retry failed too) is asked
    again at once with ``json_object``, and then, if that is rejected too, with no
    ``response_format``; the working form is remembered for later calls. Transport errors,
    timeouts and 5xx are retried once; 401/403/404 and other 4xx never (the retries are
    :class:`..endpoints.OpenAIClient`'s).

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
        if not isinstance(base_url, str) or not re.match(
            r"^https?://[^/\s]", base_url.strip(), re.IGNORECASE
        ):
            raise LLMError(f"the LLM URL must start with http:// or https://, got {base_url!r}")
        if not model or not isinstance(model, str):
            raise LLMError("the LLM model name is required")
        if timeout <= 0:
            raise LLMError("the LLM timeout must be positive")
        if response_format not in ("json_schema", "json_object", "none"):
            raise LLMError(f"unknown response_format {response_format!r}")
        self.client = OpenAIClient(
            session,
            base_url,
            CHAT_RESOURCE,
            name="LLM",
            api_key=api_key,
            timeout=timeout,
            retries=retries,
        )
        """The HTTP client (the config flow's check sends one request through it)."""
        self.url = self.client.url
        self.shown_url = self.client.shown_url
        """The URL as messages and logs show it (no credentials, query values redacted)."""
        self.model = model
        self.timeout = self.client.timeout
        self.temperature = temperature
        self.schema = dict(schema if schema is not None else IR_JSON_SCHEMA)
        self.response_format: ResponseFormat = response_format
        """The form the next request uses; lowered when the server rejects one."""
        self.max_tokens = max_tokens
        self.retries = self.client.retries
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

        :raises LLMError: on any failure, with the HTTP status when the server answered one.
        """
        try:
            return await self._complete(system, user)
        except LLMError:
            raise
        except EndpointError as err:
            raise LLMError(str(err), status=err.status) from err
        except Exception as err:  # the contract is LLMError only
            raise LLMError(
                f"chat request to {self.shown_url} failed: {self.client.error_text(err)}"
            ) from err

    async def _complete(self, system: str, user: str) -> str:
        while True:
            try:
                document = await self.client.post_json(self.request_body(system, user))
            except EndpointStatusError as err:
                if not self._rejects_format(err):
                    raise
                lower = _NEXT_FORMAT[self.response_format]
                _LOGGER.debug(
                    "LLM server %s rejected response_format %s (%s); using %s from now on",
                    self.shown_url,
                    self.response_format,
                    err.detail,
                    lower,
                )
                self.response_format = lower
                continue
            return self._answer(document)

    def _rejects_format(self, err: EndpointStatusError) -> bool:
        """Whether a refusal names the response format, and a lower one is left to try."""
        return (
            err.status in _FORMAT_STATUSES
            and self.response_format != "none"
            and bool(
                _FORMAT_WORDS.search(
                    err.body[:_FORMAT_SEARCH_BYTES].decode("utf-8", errors="replace")
                )
            )
        )

    def _answer(self, document: Any) -> str:
        where = f"LLM server {self.shown_url}"
        if not isinstance(document, Mapping):
            raise LLMError(f"{where} answered a JSON {type(document).__name__}, not an object")
        if document.get("error"):
            detail = server_detail(json.dumps(document, ensure_ascii=False))
            raise LLMError(f"{where} answered an error: {detail}")
        choices = document.get("choices")
        if not isinstance(choices, list) or not choices or not isinstance(choices[0], Mapping):
            raise LLMError(f"{where} answered without choices")
        message = choices[0].get("message")
        content = _content(message)
        if content is None or not content.strip():
            refusal = message.get("refusal") if isinstance(message, Mapping) else None
            if isinstance(refusal, str) and refusal.strip():
                raise LLMError(f"{where}: the model refused: {server_detail(refusal)}")
            reasoning = isinstance(message, Mapping) and bool(message.get("reasoning_content"))
            raise LLMError(f"{where} answered no text" + (" (reasoning only)" if reasoning else ""))
        return content
