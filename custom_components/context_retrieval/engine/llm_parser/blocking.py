"""The LLM parser for synchronous callers (the command line's ``--parser llm``).

:class:`BlockingLLMParsers` is a parser factory in the shape :func:`..evaluate.evaluate`
takes (``home → (text → list[Command])``). It owns one event loop and one HTTP session, shared
by every home it builds a parser for; close it (or use it as a context manager) when done.
"""

from __future__ import annotations

import asyncio
import os
from collections import Counter
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Final, Self

import aiohttp

from ..errors import InputError
from ..home import Home
from ..ir import Command
from .chat import DEFAULT_TIMEOUT, LLMError, OpenAICompatibleChat
from .parser import FallbackParser, LLMParser, ParseOutcome

ENV_URL: Final = "CONTEXT_RETRIEVAL_LLM_URL"
ENV_MODEL: Final = "CONTEXT_RETRIEVAL_LLM_MODEL"
ENV_KEY: Final = "CONTEXT_RETRIEVAL_LLM_KEY"


@dataclass(frozen=True, slots=True)
class LLMSettings:
    """Where the model is: URL, model name, key (never shown in ``repr``), timeout."""

    url: str
    model: str
    api_key: str | None = field(default=None, repr=False)
    timeout: float = DEFAULT_TIMEOUT

    @classmethod
    def resolve(
        cls,
        url: str | None = None,
        model: str | None = None,
        api_key: str | None = None,
        *,
        timeout: float | None = None,
        environ: Mapping[str, str] | None = None,
    ) -> LLMSettings:
        """Settings from the arguments, each missing one from its environment variable.

        ``CONTEXT_RETRIEVAL_LLM_URL``, ``CONTEXT_RETRIEVAL_LLM_MODEL``,
        ``CONTEXT_RETRIEVAL_LLM_KEY`` (the key is optional: local servers need none).

        :raises InputError: when the URL or the model is missing, or the URL is not http(s).
        """
        env = os.environ if environ is None else environ
        url = (url or env.get(ENV_URL) or "").strip()
        model = (model or env.get(ENV_MODEL) or "").strip()
        api_key = (api_key or env.get(ENV_KEY) or "").strip() or None
        if not url:
            raise InputError(f"--parser llm needs --llm-url or {ENV_URL}")
        if not url.casefold().startswith(("http://", "https://")):
            raise InputError(f"--llm-url: expected an http:// or https:// URL, got {url!r}")
        if not model:
            raise InputError(f"--parser llm needs --llm-model or {ENV_MODEL}")
        if timeout is not None and timeout <= 0:
            raise InputError("--llm-timeout: expected a positive number of seconds")
        return cls(url, model, api_key, DEFAULT_TIMEOUT if timeout is None else float(timeout))


def _local_fallback(home: Home) -> FallbackParser | None:
    try:
        from ..local_parser import LocalParser
    except ImportError:
        return None
    return LocalParser(home)


class BlockingLLMParsers:
    """``home → parse(text) -> list[Command]`` over the LLM, for code without an event loop.

    >>> with BlockingLLMParsers(LLMSettings.resolve(url, model, key)) as make_parser:  # doctest: +SKIP
    ...     parse = make_parser(home)
    ...     parse("关闭所有卧室的灯")

    :param settings: where the model is.
    :param fallback: builds the fallback parser for a home (the local parser by default;
        ``None`` for none: an unusable answer then gives an UNKNOWN command).
    :param language: the conversation language (defaults to each home's).
    """

    def __init__(
        self,
        settings: LLMSettings,
        *,
        fallback: Callable[[Home], FallbackParser | None] | None = _local_fallback,
        language: str | None = None,
    ) -> None:
        self.settings = settings
        self._fallback = fallback
        self._language = language
        self._runner: asyncio.Runner | None = None
        self._chat: OpenAICompatibleChat | None = None
        self._session: aiohttp.ClientSession | None = None
        self.counts: Counter[str] = Counter()
        """How many utterances each source parsed (``llm``, ``local_fallback``, ``unknown``)."""
        self.last_outcome: ParseOutcome | None = None

    def _ensure_chat(self) -> tuple[asyncio.Runner, OpenAICompatibleChat]:
        if self._runner is None:
            self._runner = asyncio.Runner()
        if self._chat is None:
            self._session = self._runner.run(_new_session())
            try:
                self._chat = OpenAICompatibleChat(
                    self._session,
                    self.settings.url,
                    self.settings.model,
                    api_key=self.settings.api_key,
                    timeout=self.settings.timeout,
                )
            except LLMError as err:
                raise InputError(f"--llm-url/--llm-model: {err}") from None
        return self._runner, self._chat

    def parser(self, home: Home) -> LLMParser:
        """The async parser for a home, on this object's loop and session."""
        _, chat = self._ensure_chat()
        fallback = self._fallback(home) if self._fallback is not None else None
        return LLMParser(home, chat, fallback, self._language)

    def run(self, parser: LLMParser, text: str) -> ParseOutcome:
        """Parse one utterance, blocking until the model answers (or the fallback ran)."""
        runner, _ = self._ensure_chat()
        outcome = runner.run(parser.parse(text))
        self.counts[outcome.source] += 1
        self.last_outcome = outcome
        return outcome

    def __call__(self, home: Home) -> Callable[[str], list[Command]]:
        """A blocking ``parse(text) -> list[Command]`` for the home."""
        parser = self.parser(home)

        def parse(text: str) -> list[Command]:
            return self.run(parser, text).commands

        return parse

    def close(self) -> None:
        """Close the HTTP session and the event loop (idempotent)."""
        runner, session = self._runner, self._session
        self._runner = self._session = self._chat = None
        if runner is None:
            return
        try:
            if session is not None and not session.closed:
                runner.run(session.close())
        finally:
            runner.close()

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


async def _new_session() -> aiohttp.ClientSession:
    return aiohttp.ClientSession()
