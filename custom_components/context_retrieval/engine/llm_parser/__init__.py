"""The LLM parser: a voice request → command IR through a chat model (docs/contracts.md §3).

* :func:`build_system_prompt` - the one system prompt: the whole protocol (seed 004).
* :data:`IR_JSON_SCHEMA` - the answer's JSON schema, for ``response_format``.
* :class:`ChatBackend` - ``async complete(system, user) -> str``; the Home Assistant layer may
  implement it with ``ai_task``.
* :class:`OpenAICompatibleChat` - a backend over any OpenAI-compatible chat endpoint.
* :class:`LLMParser` - ``await parse(text) -> ParseOutcome``; never raises, degrades to the
  local parser, else to an UNKNOWN command.
* :class:`BlockingLLMParsers`, :class:`LLMSettings` - the same for the command line.
"""

from __future__ import annotations

from .answer import extract_json, strip_reasoning
from .blocking import ENV_KEY, ENV_MODEL, ENV_URL, BlockingLLMParsers, LLMSettings
from .chat import DEFAULT_TIMEOUT, ChatBackend, LLMError, OpenAICompatibleChat, chat_completions_url
from .parser import FallbackParser, LLMParser, ParseOutcome, is_empty_command
from .prompt import (
    IR_JSON_SCHEMA,
    allowed_type_hints,
    build_system_prompt,
    ir_json_schema,
    prompt_token_estimate,
)

__all__ = [
    "DEFAULT_TIMEOUT",
    "ENV_KEY",
    "ENV_MODEL",
    "ENV_URL",
    "IR_JSON_SCHEMA",
    "BlockingLLMParsers",
    "ChatBackend",
    "FallbackParser",
    "LLMError",
    "LLMParser",
    "LLMSettings",
    "OpenAICompatibleChat",
    "ParseOutcome",
    "allowed_type_hints",
    "build_system_prompt",
    "chat_completions_url",
    "extract_json",
    "ir_json_schema",
    "is_empty_command",
    "prompt_token_estimate",
    "strip_reasoning",
]
