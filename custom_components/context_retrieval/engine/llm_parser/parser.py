"""The LLM parser: an utterance → command IR through a chat model, degrading instead of failing.

The answer is read by :func:`..ir.commands_from_json` (lenient: bad fields are dropped and
noted in ``Command.issues``). An unusable answer — the backend failed, no JSON, not an object,
no usable command — goes to the fallback parser (the local one), else to one UNKNOWN command
carrying the raw text (seed 004). :meth:`LLMParser.parse` never raises.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Literal, Protocol

from ..catalog import Catalog
from ..home import Home
from ..ir import Command, commands_from_json, says_nothing, unknown_command
from ..limits import MAX_UTTERANCE_CHARS, cut
from ..logs import said
from ..text import clean, has_cjk, has_latin
from .answer import extract_json
from .chat import ChatBackend, LLMError
from .prompt import allowed_type_hints, build_system_prompt

_LOGGER = logging.getLogger(__name__)

type Source = Literal["llm", "local_fallback", "unknown"]


class FallbackParser(Protocol):
    """What the LLM parser falls back to (:class:`..local_parser.LocalParser` fits)."""

    def parse(self, text: str) -> list[Command]:
        """Parse an utterance; expected not to raise (a raise is caught anyway)."""
        ...


@dataclass(frozen=True, slots=True)
class ParseOutcome:
    """What parsing one utterance gave, and how."""

    commands: list[Command]
    """At least one command, in the order said."""
    source: Source
    """``llm`` (the model's answer was used), ``local_fallback`` or ``unknown``."""
    reason: str | None = None
    """Why the model's answer was not used (``None`` when it was)."""
    elapsed_ms: float = 0.0
    """Wall time of the parse, the model's answer and any fallback included."""
    answer: str | None = field(default=None, repr=False)
    """The model's raw answer, when there was one (for debugging)."""
    status: int | None = None
    """The HTTP status of the backend's failed request, when its server answered one (401 or
    403: the key was refused)."""


def is_empty_command(command: Command) -> bool:
    """Whether a command says nothing retrieval could use (an UNKNOWN command is empty):
    :func:`..ir.says_nothing`."""
    return says_nothing(command)


def _note(command: Command, *issues: str) -> Command:
    return replace(command, issues=(*command.issues, *issues)) if issues else command


class LLMParser:
    """Parses utterances with a chat model, under the one system prompt of :mod:`.prompt`.

    >>> parser = LLMParser(home, OpenAICompatibleChat(session, url, model), LocalParser(home))  # doctest: +SKIP
    >>> outcome = await parser.parse("关闭所有卧室的灯")                                           # doctest: +SKIP
    >>> outcome.source, outcome.commands[0].quantifier                                          # doctest: +SKIP
    ('llm', 'all')

    The system prompt is built once, here; build a new parser when the home changes.

    :param home: the home (areas, floors, domains and device classes go into the prompt).
    :param chat: the chat backend.
    :param fallback: the parser used when the model's answer is unusable; without one, such an
        utterance becomes one UNKNOWN command (retrieval then matches its raw text).
    :param language: the conversation language (defaults to the home's).
    :param catalog: the catalog to read type words from (built when not given).
    """

    def __init__(
        self,
        home: Home,
        chat: ChatBackend,
        fallback: FallbackParser | None = None,
        language: str | None = None,
        *,
        catalog: Catalog | None = None,
    ) -> None:
        self.home = home
        self.chat = chat
        self.fallback = fallback
        self.language = language or home.language
        self.system_prompt = build_system_prompt(home, self.language, catalog=catalog)
        self.allowed_types: frozenset[str] = frozenset(allowed_type_hints(home))

    async def parse(self, text: str) -> ParseOutcome:
        """Parse one utterance; never raises, always returns at least one command."""
        started = time.perf_counter()
        if not isinstance(text, str):
            text = ""
        answer: str | None = None
        try:
            if not text.strip():
                return self._degrade(text, "empty text", started, None)
            try:
                answer = await self.chat.complete(
                    self.system_prompt, cut(text, MAX_UTTERANCE_CHARS)
                )
            except LLMError as err:
                return self._degrade(text, str(err) or "LLM error", started, None, err.status)
            except Exception as err:  # noqa: BLE001 - a backend breaking its contract must not break us
                return self._degrade(text, f"{type(err).__name__}: {err}", started, None)
            commands, reason = self._read(text, answer)
            if commands is None:
                return self._degrade(text, reason or "unusable answer", started, answer)
            return ParseOutcome(commands, "llm", None, _ms(started), answer)
        except Exception as err:  # never raises: the contract of the parser
            _LOGGER.exception("LLM parser failed on %s", said(text))
            return self._degrade(text, f"internal error: {type(err).__name__}", started, answer)

    def _read(self, text: str, answer: object) -> tuple[list[Command] | None, str | None]:
        """The usable commands of an answer, or ``(None, why not)``."""
        value, why = extract_json(answer)
        if why is not None:
            return None, why
        if not isinstance(value, Mapping):
            return None, f"answer is a JSON {_json_type(value)}, not an object"
        commands = commands_from_json(value, raw=text)
        usable = [c for c in commands if not is_empty_command(c)]
        if not usable:
            issues = [issue for c in commands for issue in c.issues]
            detail = f" ({'; '.join(issues[:3])})" if issues else ""
            return None, f"no usable command in the answer{detail}"
        dropped = len(commands) - len(usable)
        checked = [self._check(c, text) for c in usable]
        if dropped:
            checked[0] = _note(checked[0], f"llm: {dropped} empty command(s) dropped")
        return checked, None

    def _check(self, command: Command, text: str) -> Command:
        """Note what the protocol forbids but retrieval can live with (the IR keeps it)."""
        issues = []
        action = command.action
        if action and has_cjk(text) and has_latin(action) and not has_cjk(action):
            # Seed 001: retrieval matches the raw text instead of such an action.
            issues.append(f"action: {action!r} is not Chinese for a Chinese request; raw text used")
        if command.type_hint and command.type_hint not in self.allowed_types:
            issues.append(f"type_hint: {command.type_hint!r} is not a type of this home")
        for condition in command.conditions:
            if condition.type_hint and condition.type_hint not in self.allowed_types:
                issues.append(
                    f"conditions.type_hint: {condition.type_hint!r} is not a type of this home"
                )
        return _note(command, *issues)

    def _degrade(
        self, text: str, reason: str, started: float, answer: str | None, status: int | None = None
    ) -> ParseOutcome:
        """The fallback parser's commands, else one UNKNOWN command; logs the reason once."""
        if self.fallback is not None:
            _LOGGER.debug(
                "LLM parse of %s degraded to the local parser: %s", said(text), clean(reason)
            )
            try:
                commands = [c for c in self.fallback.parse(text) if isinstance(c, Command)]
            except Exception as err:  # noqa: BLE001 - the fallback must not break the parse
                reason = f"{reason}; local parser failed: {type(err).__name__}"
                commands = []
            if commands:
                noted = [_note(c, f"llm: {reason}; parsed locally") for c in commands]
                return ParseOutcome(noted, "local_fallback", reason, _ms(started), answer, status)
        else:
            _LOGGER.debug(
                "LLM parse of %s degraded to an UNKNOWN command: %s", said(text), clean(reason)
            )
        return ParseOutcome(
            [unknown_command(text, f"llm: {reason}")],
            "unknown",
            reason,
            _ms(started),
            answer,
            status,
        )


def _ms(started: float) -> float:
    return round((time.perf_counter() - started) * 1000, 3)


def _json_type(value: object) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, (int, float)):
        return "number"
    if isinstance(value, str):
        return "string"
    if isinstance(value, Sequence):
        return "array"
    return type(value).__name__
