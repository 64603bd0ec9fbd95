"""Command parsers: the local rules, or an LLM with the local rules as fallback.

The runtime seam is :class:`CommandParser`. :class:`LocalCommandParser` is the offline
default. :class:`LLMCommandParser` wraps the engine's :class:`~.engine.llm_parser.LLMParser`
over a chat backend: an OpenAI-compatible endpoint (:class:`~.engine.llm_parser.
OpenAICompatibleChat` through Home Assistant's aiohttp session) or an AI Task entity
(:class:`AITaskChat`). Whatever the model does - a wrong answer, an error, silence - the
request is parsed locally instead, within :data:`~.const.LLM_DEADLINE` seconds.
"""

from __future__ import annotations

import asyncio
import json
import time
from collections import Counter
from collections.abc import Callable, Mapping
from typing import Any, Protocol

from homeassistant.core import HomeAssistant
from homeassistant.exceptions import HomeAssistantError
from homeassistant.helpers.aiohttp_client import async_get_clientsession

from .const import (
    AI_TASK_NAME,
    CONF_AI_TASK_ENTITY,
    CONF_LLM_API_KEY,
    CONF_LLM_MODEL,
    CONF_LLM_URL,
    CONF_PARSER,
    LLM_DEADLINE,
    LLM_TIMEOUT,
    LOGGER,
    PARSER_AI_TASK,
    PARSER_OPENAI,
)
from .engine.ir import Command
from .engine.limits import remaining
from .engine.llm_parser import ChatBackend, LLMError, LLMParser, OpenAICompatibleChat
from .engine.local_parser import LocalParser
from .engine.logs import said
from .home import Index

AI_TASK_DOMAIN = "ai_task"
REQUEST_HEADER = "The voice request to read:"


class CommandParser(Protocol):
    """Turns an utterance into commands over the current index.

    An implementation may ask a model and fall back to ``index.parser`` (the local parser of
    the same home) when the model fails.
    """

    name: str

    async def async_parse(self, text: str, index: Index, language: str | None) -> list[Command]:
        """The commands of one utterance, in order; never raises."""
        ...


class LocalCommandParser:
    """The offline rule-based parser (docs/contracts.md §3)."""

    name = "local"

    async def async_parse(self, text: str, index: Index, language: str | None) -> list[Command]:
        """Parse inline: a sentence takes the local parser a few milliseconds."""
        return index.parser.parse(text, language)


class _LocalFallback:
    """The index's local parser in the shape the engine's LLM parser falls back to."""

    def __init__(self, parser: LocalParser, language: str | None) -> None:
        self._parser = parser
        self._language = language

    def parse(self, text: str) -> list[Command]:
        """Parse in the conversation's language."""
        return self._parser.parse(text, self._language)


type OutcomeListener = Callable[[str, str | None, bool, int | None], None]
"""Called after each parse with its source (``llm``, ``local_fallback``, ``unknown``,
``timeout``), why the model's answer was not used (``None`` when it was), whether the
model answered at all (an answer that is no command, "what's the weather?", still counts),
and the HTTP status of a failed request when the server answered one (401/403: key refused)."""


class LLMCommandParser:
    """The engine's LLM parser over a chat backend, the local parser as its fallback.

    The engine's parser reads the home into its system prompt once, so one is kept per index
    and language and replaced when the index is rebuilt.
    """

    def __init__(
        self,
        name: str,
        chat: ChatBackend,
        *,
        deadline: float = LLM_DEADLINE,
        listener: OutcomeListener | None = None,
    ) -> None:
        self.name = name
        self.chat = chat
        self.deadline = deadline
        self.listener = listener
        self.outcomes: Counter[str] = Counter()
        self.last_reason: str | None = None
        self._parsers: dict[str | None, tuple[Index, LLMParser]] = {}

    def _parser(self, index: Index, language: str | None) -> LLMParser:
        cached = self._parsers.get(language)
        if cached is not None and cached[0] is index:
            return cached[1]
        parser = LLMParser(
            index.home,
            self.chat,
            _LocalFallback(index.parser, language),
            language,
            catalog=index.retriever.catalog,
        )
        self._parsers[language] = (index, parser)
        LOGGER.debug(
            "LLM parser (%s) prompt built for %s: %d characters",
            self.name,
            language or index.home.language,
            len(parser.system_prompt),
        )
        return parser

    async def async_parse(self, text: str, index: Index, language: str | None) -> list[Command]:
        """Ask the model; a failing or silent one leaves the request to the local parser.

        The model gets its own deadline or what is left of the request's budget, whichever
        comes first (:func:`.engine.limits.request_budget`).
        """
        parser = self._parser(index, language)
        started = time.perf_counter()
        deadline = remaining(self.deadline) or 0.0
        try:
            async with asyncio.timeout(deadline):
                outcome = await parser.parse(text)
        except TimeoutError:
            reason = f"no answer within {deadline:g} s"
            commands = index.parser.parse(text, language)
            self._record("timeout", reason, answered=False)
            LOGGER.debug("LLM parse of %s timed out; parsed locally", said(text))
            return commands
        self._record(
            outcome.source,
            outcome.reason,
            answered=outcome.answer is not None,
            status=outcome.status,
        )
        LOGGER.debug(
            "LLM parse of %s: %s in %.0f ms%s",
            said(text),
            outcome.source,
            (time.perf_counter() - started) * 1000,
            f" ({outcome.reason})" if outcome.reason else "",
        )
        return outcome.commands

    def _record(
        self, source: str, reason: str | None, *, answered: bool, status: int | None = None
    ) -> None:
        self.outcomes[source] += 1
        if reason is not None:
            self.last_reason = reason
        if self.listener is not None:
            self.listener(source, reason, answered, status)


class AITaskChat:
    """A :class:`~.engine.llm_parser.ChatBackend` over an AI Task entity.

    ``ai_task.async_generate_data`` is called without a ``structure``: the command IR nests
    optional lists and nullable fields that selector structures cannot say, providers apply a
    structure differently (OpenAI's strict mode wants every key required), and Home Assistant
    does not validate the data against it anyway. The protocol's own system prompt already
    asks for one JSON object; it goes into the task's instructions, and the engine reads the
    answer's text leniently.
    """

    def __init__(self, hass: HomeAssistant, entity_id: str, timeout: float = LLM_TIMEOUT) -> None:
        self.hass = hass
        self.entity_id = entity_id
        self.timeout = timeout

    def __repr__(self) -> str:
        return f"AITaskChat({self.entity_id!r})"

    async def complete(self, system: str, user: str) -> str:
        """Run one data generation task; see :meth:`ChatBackend.complete`.

        :raises LLMError: when the task fails, times out or answers nothing.
        """
        if AI_TASK_DOMAIN not in self.hass.config.components:
            raise LLMError("the AI Task integration is not loaded")
        from homeassistant.components import ai_task  # lazy: ai_task is optional

        try:
            async with asyncio.timeout(self.timeout):
                result = await ai_task.async_generate_data(
                    self.hass,
                    task_name=AI_TASK_NAME,
                    entity_id=self.entity_id,
                    instructions=f"{system}\n\n{REQUEST_HEADER}\n{user}",
                )
        except TimeoutError:
            raise LLMError(f"{self.entity_id} gave no answer within {self.timeout:g} s") from None
        except HomeAssistantError as err:
            raise LLMError(f"{self.entity_id} failed: {err}") from err
        data = result.data
        if isinstance(data, str):
            return data
        if data is None:
            raise LLMError(f"{self.entity_id} answered nothing")
        # Some providers parse a JSON answer themselves; hand it back as text.
        return json.dumps(data, ensure_ascii=False)


def create_parser(
    hass: HomeAssistant,
    data: Mapping[str, Any],
    listener: OutcomeListener | None = None,
) -> CommandParser:
    """The parser an entry's data asks for."""
    kind = data.get(CONF_PARSER)
    if kind == PARSER_OPENAI:
        chat = OpenAICompatibleChat(
            async_get_clientsession(hass),
            data[CONF_LLM_URL],
            data[CONF_LLM_MODEL],
            api_key=data.get(CONF_LLM_API_KEY) or None,
            timeout=LLM_TIMEOUT,
        )
        return LLMCommandParser(PARSER_OPENAI, chat, listener=listener)
    if kind == PARSER_AI_TASK:
        return LLMCommandParser(
            PARSER_AI_TASK, AITaskChat(hass, data[CONF_AI_TASK_ENTITY]), listener=listener
        )
    return LocalCommandParser()
