"""Config, options and reconfigure flows; the endpoint is checked against a real HTTP server."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any
from unittest.mock import AsyncMock, patch

import pytest
from homeassistant import config_entries
from homeassistant.components import conversation
from homeassistant.core import Context, HomeAssistant
from homeassistant.data_entry_flow import FlowResultType
from homeassistant.helpers import entity_registry as er
from pytest_homeassistant_custom_component.common import MockConfigEntry

from custom_components.context_retrieval.const import (
    CONF_AI_TASK_ENTITY,
    CONF_API_KEY,
    CONF_CLARIFY_MARGIN,
    CONF_EMBEDDER,
    CONF_LLM_API_KEY,
    CONF_LLM_MODEL,
    CONF_LLM_URL,
    CONF_MODEL,
    CONF_PARSER,
    CONF_SEMANTIC,
    CONF_TARGET_AGENT,
    CONF_TOP_K,
    CONF_URL,
    DOMAIN,
    EMBEDDER_BUILTIN,
    EMBEDDER_OPENAI,
    PARSER_AI_TASK,
    PARSER_LOCAL,
    PARSER_OPENAI,
)

from .agents import RecordingAgent
from .servers import ChatServer, EmbeddingServer

DEFAULT_AGENT = "conversation.llm"
"""An LLM agent with the Context Retrieval API: the flows ask nothing more about it."""
AGENT = "conversation.context_retrieval"


@pytest.fixture(autouse=True)
async def llm_agent(add_ollama_agent: Any) -> str:
    """The real core Ollama agent the flows hand requests to."""
    agent_id: str = await add_ollama_agent("LLM", ["context_retrieval"])
    assert agent_id == DEFAULT_AGENT
    return agent_id


@pytest.fixture
def mock_setup_entry() -> AsyncIterator[AsyncMock]:
    """Do not set the entry up: these tests are about the flows."""
    with patch("custom_components.context_retrieval.async_setup_entry", return_value=True) as mock:
        yield mock


async def _start(hass: HomeAssistant) -> dict[str, Any]:
    result = await hass.config_entries.flow.async_init(
        DOMAIN, context={"source": config_entries.SOURCE_USER}
    )
    assert result["type"] is FlowResultType.FORM
    assert result["step_id"] == "user"
    assert "semantic_status" in result["description_placeholders"]
    return result


async def test_user_builtin(hass: HomeAssistant, mock_setup_entry: AsyncMock) -> None:
    """The built-in embedder needs no more steps."""
    result = await _start(hass)
    result = await hass.config_entries.flow.async_configure(
        result["flow_id"],
        {
            CONF_PARSER: PARSER_LOCAL,
            CONF_EMBEDDER: EMBEDDER_BUILTIN,
            CONF_TARGET_AGENT: DEFAULT_AGENT,
        },
    )
    assert result["type"] is FlowResultType.CREATE_ENTRY
    assert result["title"] == "Context Retrieval"
    assert result["data"] == {CONF_PARSER: PARSER_LOCAL, CONF_EMBEDDER: EMBEDDER_BUILTIN}
    assert result["options"] == {
        CONF_TARGET_AGENT: DEFAULT_AGENT,
        CONF_TOP_K: 5,
        CONF_CLARIFY_MARGIN: 0.05,
        CONF_SEMANTIC: False,  # the built-in model is installed once turned on, not before
    }
    assert len(mock_setup_entry.mock_calls) == 1


async def test_user_target_errors(
    hass: HomeAssistant, mock_setup_entry: AsyncMock, entity_registry: er.EntityRegistry
) -> None:
    """The target must exist and must not be this integration's own agent."""
    entity_registry.async_get_or_create(
        "conversation", DOMAIN, "old-entry", suggested_object_id="context_retrieval"
    )
    result = await _start(hass)
    choice = {CONF_PARSER: PARSER_LOCAL, CONF_EMBEDDER: EMBEDDER_BUILTIN}
    result = await hass.config_entries.flow.async_configure(
        result["flow_id"], {**choice, CONF_TARGET_AGENT: "conversation.context_retrieval"}
    )
    assert result["type"] is FlowResultType.FORM
    assert result["errors"] == {CONF_TARGET_AGENT: "target_is_self"}
    result = await hass.config_entries.flow.async_configure(
        result["flow_id"], {**choice, CONF_TARGET_AGENT: "conversation.nobody"}
    )
    assert result["errors"] == {CONF_TARGET_AGENT: "agent_not_found"}
    result = await hass.config_entries.flow.async_configure(
        result["flow_id"], {**choice, CONF_TARGET_AGENT: DEFAULT_AGENT}
    )
    assert result["type"] is FlowResultType.CREATE_ENTRY


async def test_user_endpoint(
    hass: HomeAssistant, mock_setup_entry: AsyncMock, server: EmbeddingServer
) -> None:
    """An endpoint is created only after it answered a real embeddings request."""
    result = await _start(hass)
    result = await hass.config_entries.flow.async_configure(
        result["flow_id"],
        {
            CONF_PARSER: PARSER_LOCAL,
            CONF_EMBEDDER: EMBEDDER_OPENAI,
            CONF_TARGET_AGENT: DEFAULT_AGENT,
        },
    )
    assert result["type"] is FlowResultType.FORM
    assert result["step_id"] == "endpoint"
    endpoint = {CONF_URL: server.url, CONF_MODEL: "bge-m3", CONF_API_KEY: "sk-secret"}
    result = await hass.config_entries.flow.async_configure(result["flow_id"], endpoint)
    assert result["type"] is FlowResultType.CREATE_ENTRY
    assert result["data"] == {CONF_PARSER: PARSER_LOCAL, CONF_EMBEDDER: EMBEDDER_OPENAI, **endpoint}
    assert server.requests[0]["json"]["model"] == "bge-m3"
    assert server.requests[0]["auth"] == "Bearer sk-secret"
    assert result["options"][CONF_SEMANTIC] is True  # the endpoint is asked for to be used


@pytest.mark.parametrize(
    ("status", "body", "error"),
    [
        (401, None, "invalid_auth"),
        (403, None, "invalid_auth"),
        (404, None, "cannot_connect"),
        (500, None, "cannot_connect"),
        (200, "not json", "cannot_connect"),
        (200, '{"data": []}', "cannot_connect"),
        (200, '{"data": [{"embedding": ["a"]}]}', "cannot_connect"),
    ],
)
async def test_user_endpoint_errors(
    hass: HomeAssistant,
    mock_setup_entry: AsyncMock,
    server: EmbeddingServer,
    status: int,
    body: str | None,
    error: str,
) -> None:
    """Refused keys, wrong paths, server errors and non-embedding answers keep the form."""
    result = await _start(hass)
    result = await hass.config_entries.flow.async_configure(
        result["flow_id"],
        {
            CONF_PARSER: PARSER_LOCAL,
            CONF_EMBEDDER: EMBEDDER_OPENAI,
            CONF_TARGET_AGENT: DEFAULT_AGENT,
        },
    )
    server.status, server.body = status, body
    endpoint = {CONF_URL: server.url, CONF_MODEL: "m"}
    result = await hass.config_entries.flow.async_configure(result["flow_id"], endpoint)
    assert result["type"] is FlowResultType.FORM
    assert result["errors"] == {"base": error}
    server.status, server.body = 200, None  # fixed: the same form now succeeds
    result = await hass.config_entries.flow.async_configure(result["flow_id"], endpoint)
    assert result["type"] is FlowResultType.CREATE_ENTRY


async def test_user_endpoint_unreachable_and_unexpected(
    hass: HomeAssistant, mock_setup_entry: AsyncMock, socket_enabled: None
) -> None:
    """A closed port is cannot_connect; an unexpected exception is unknown."""
    result = await _start(hass)
    result = await hass.config_entries.flow.async_configure(
        result["flow_id"],
        {
            CONF_PARSER: PARSER_LOCAL,
            CONF_EMBEDDER: EMBEDDER_OPENAI,
            CONF_TARGET_AGENT: DEFAULT_AGENT,
        },
    )
    endpoint = {CONF_URL: "http://127.0.0.1:9/v1", CONF_MODEL: "m"}
    result = await hass.config_entries.flow.async_configure(result["flow_id"], endpoint)
    assert result["errors"] == {"base": "cannot_connect"}
    with patch(
        "custom_components.context_retrieval.config_flow.async_validate_endpoint",
        side_effect=RuntimeError("boom"),
    ):
        result = await hass.config_entries.flow.async_configure(result["flow_id"], endpoint)
    assert result["errors"] == {"base": "unknown"}


async def test_single_entry(hass: HomeAssistant, mock_config_entry: MockConfigEntry) -> None:
    """A second entry is refused."""
    result = await hass.config_entries.flow.async_init(
        DOMAIN, context={"source": config_entries.SOURCE_USER}
    )
    assert result["type"] is FlowResultType.ABORT
    assert result["reason"] == "single_instance_allowed"


async def test_options(
    hass: HomeAssistant,
    mock_config_entry: MockConfigEntry,
    mock_setup_entry: AsyncMock,
    target_agent: tuple[str, RecordingAgent],
    entity_registry: er.EntityRegistry,
) -> None:
    """Options change top_k, the margin, the semantic side and the target; the entry reloads."""
    assert await hass.config_entries.async_setup(mock_config_entry.entry_id)
    entity_registry.async_get_or_create(
        "conversation", DOMAIN, mock_config_entry.entry_id, suggested_object_id="context_retrieval"
    )
    result = await hass.config_entries.options.async_init(mock_config_entry.entry_id)
    assert result["type"] is FlowResultType.FORM
    assert result["step_id"] == "init"
    new = {
        CONF_TOP_K: 3,
        CONF_CLARIFY_MARGIN: 0.1,
        CONF_SEMANTIC: True,
        CONF_TARGET_AGENT: "conversation.context_retrieval",
    }
    result = await hass.config_entries.options.async_configure(result["flow_id"], new)
    assert result["type"] is FlowResultType.FORM
    assert result["errors"] == {CONF_TARGET_AGENT: "target_is_self"}
    new[CONF_TARGET_AGENT] = target_agent[0]
    result = await hass.config_entries.options.async_configure(result["flow_id"], new)
    # A legacy agent's LLM setting cannot be read: the form says what it loses, then saves.
    assert result["step_id"] == "not_llm"
    result = await hass.config_entries.options.async_configure(result["flow_id"], {})
    assert result["type"] is FlowResultType.CREATE_ENTRY
    await hass.async_block_till_done()
    assert mock_config_entry.options == new
    assert isinstance(mock_config_entry.options[CONF_TOP_K], int)
    assert len(mock_setup_entry.mock_calls) == 2  # reloaded


async def test_options_apply_after_reload(
    hass: HomeAssistant,
    init_integration: MockConfigEntry,
    target_agent: tuple[str, RecordingAgent],
) -> None:
    """Saved options reach the running entry: a fresh index with the new top_k, and the wrapper
    hands requests to the new target."""
    agent_id, recorder = target_agent
    before = init_integration.runtime_data
    result = await hass.config_entries.options.async_init(init_integration.entry_id)
    new = {
        CONF_TOP_K: 1,
        CONF_CLARIFY_MARGIN: 0.05,
        CONF_SEMANTIC: False,
        CONF_TARGET_AGENT: agent_id,
    }
    result = await hass.config_entries.options.async_configure(result["flow_id"], new)
    result = await hass.config_entries.options.async_configure(result["flow_id"], {})
    assert result["type"] is FlowResultType.CREATE_ENTRY
    await hass.async_block_till_done(wait_background_tasks=True)
    assert init_integration.state is config_entries.ConfigEntryState.LOADED
    assert init_integration.runtime_data is not before
    assert init_integration.runtime_data.settings.top_k == 1

    response = await hass.services.async_call(
        DOMAIN, "retrieve", {"text": "关掉灯"}, blocking=True, return_response=True
    )
    assert len(response["commands"][0]["candidates"]) == 1
    result = await conversation.async_converse(
        hass, "打开客厅灯", None, Context(), language="zh-Hans", agent_id=AGENT
    )
    assert result.response.speech["plain"]["speech"] == "好的"
    (call,) = recorder.calls
    assert "light.living_main" in call.extra_system_prompt


async def test_reconfigure(
    hass: HomeAssistant,
    mock_config_entry: MockConfigEntry,
    mock_setup_entry: AsyncMock,
    server: EmbeddingServer,
) -> None:
    """Switch to a checked endpoint and back to the built-in embedder."""
    result = await mock_config_entry.start_reconfigure_flow(hass)
    assert result["step_id"] == "reconfigure"
    result = await hass.config_entries.flow.async_configure(
        result["flow_id"], {CONF_PARSER: PARSER_LOCAL, CONF_EMBEDDER: EMBEDDER_OPENAI}
    )
    assert result["step_id"] == "endpoint"
    server.status = 401
    endpoint = {CONF_URL: server.url, CONF_MODEL: "m", CONF_API_KEY: "bad"}
    result = await hass.config_entries.flow.async_configure(result["flow_id"], endpoint)
    assert result["errors"] == {"base": "invalid_auth"}
    server.status = 200
    result = await hass.config_entries.flow.async_configure(result["flow_id"], endpoint)
    assert result["type"] is FlowResultType.ABORT
    assert result["reason"] == "reconfigure_successful"
    assert mock_config_entry.data == {
        CONF_PARSER: PARSER_LOCAL,
        CONF_EMBEDDER: EMBEDDER_OPENAI,
        **endpoint,
    }

    result = await mock_config_entry.start_reconfigure_flow(hass)
    result = await hass.config_entries.flow.async_configure(
        result["flow_id"], {CONF_PARSER: PARSER_LOCAL, CONF_EMBEDDER: EMBEDDER_BUILTIN}
    )
    assert result["type"] is FlowResultType.ABORT
    assert mock_config_entry.data == {CONF_PARSER: PARSER_LOCAL, CONF_EMBEDDER: EMBEDDER_BUILTIN}


# --------------------------------------------------------------------------- the LLM parser


async def _choose(hass: HomeAssistant, parser: str, embedder: str = EMBEDDER_BUILTIN) -> dict:
    result = await _start(hass)
    return await hass.config_entries.flow.async_configure(
        result["flow_id"],
        {CONF_PARSER: parser, CONF_EMBEDDER: embedder, CONF_TARGET_AGENT: DEFAULT_AGENT},
    )


async def test_user_llm_parser(
    hass: HomeAssistant, mock_setup_entry: AsyncMock, chat_server: ChatServer
) -> None:
    """An LLM endpoint is stored only after it answered one real chat request."""
    result = await _choose(hass, PARSER_OPENAI)
    assert result["type"] is FlowResultType.FORM
    assert result["step_id"] == "llm"
    llm = {CONF_LLM_URL: chat_server.url, CONF_LLM_MODEL: "qwen-plus", CONF_LLM_API_KEY: "sk-llm"}
    result = await hass.config_entries.flow.async_configure(result["flow_id"], llm)
    assert result["type"] is FlowResultType.CREATE_ENTRY
    assert result["data"] == {CONF_PARSER: PARSER_OPENAI, CONF_EMBEDDER: EMBEDDER_BUILTIN, **llm}
    (request,) = chat_server.requests
    assert request["auth"] == "Bearer sk-llm"
    assert request["json"]["model"] == "qwen-plus"
    assert request["json"]["messages"][0]["role"] == "system"
    assert "response_format" not in request["json"]  # negotiated at run time, not here


async def test_user_llm_parser_then_endpoint(
    hass: HomeAssistant,
    mock_setup_entry: AsyncMock,
    chat_server: ChatServer,
    server: EmbeddingServer,
) -> None:
    """Both endpoints: the LLM form first, then the embeddings form; an empty key is dropped."""
    result = await _choose(hass, PARSER_OPENAI, EMBEDDER_OPENAI)
    assert result["step_id"] == "llm"
    llm = {CONF_LLM_URL: chat_server.url, CONF_LLM_MODEL: "m", CONF_LLM_API_KEY: ""}
    result = await hass.config_entries.flow.async_configure(result["flow_id"], llm)
    assert result["step_id"] == "endpoint"
    assert chat_server.requests[0]["auth"] is None
    endpoint = {CONF_URL: server.url, CONF_MODEL: "bge-m3"}
    result = await hass.config_entries.flow.async_configure(result["flow_id"], endpoint)
    assert result["type"] is FlowResultType.CREATE_ENTRY
    assert result["data"] == {
        CONF_PARSER: PARSER_OPENAI,
        CONF_EMBEDDER: EMBEDDER_OPENAI,
        CONF_LLM_URL: chat_server.url,
        CONF_LLM_MODEL: "m",
        **endpoint,
    }


@pytest.mark.parametrize(
    ("status", "body", "error"),
    [
        (401, None, "invalid_auth"),
        (403, None, "invalid_auth"),
        (404, None, "cannot_connect"),
        (500, None, "cannot_connect"),
        (200, "not json", "cannot_connect"),
        (200, '{"choices": []}', "cannot_connect"),
    ],
)
async def test_user_llm_parser_errors(
    hass: HomeAssistant,
    mock_setup_entry: AsyncMock,
    chat_server: ChatServer,
    status: int,
    body: str | None,
    error: str,
) -> None:
    """Refused keys, wrong paths, server errors and non-chat answers keep the form."""
    result = await _choose(hass, PARSER_OPENAI)
    chat_server.status, chat_server.body = status, body
    llm = {CONF_LLM_URL: chat_server.url, CONF_LLM_MODEL: "m"}
    result = await hass.config_entries.flow.async_configure(result["flow_id"], llm)
    assert result["type"] is FlowResultType.FORM
    assert result["errors"] == {"base": error}
    chat_server.status, chat_server.body = 200, None
    result = await hass.config_entries.flow.async_configure(result["flow_id"], llm)
    assert result["type"] is FlowResultType.CREATE_ENTRY


async def test_user_llm_parser_unreachable_and_unexpected(
    hass: HomeAssistant, mock_setup_entry: AsyncMock, socket_enabled: None
) -> None:
    """A closed port or a URL that is not http(s) is cannot_connect; a bug is unknown."""
    result = await _choose(hass, PARSER_OPENAI)
    for url in ("http://127.0.0.1:9/v1", "ftp://example.com"):
        result = await hass.config_entries.flow.async_configure(
            result["flow_id"], {CONF_LLM_URL: url, CONF_LLM_MODEL: "m"}
        )
        assert result["errors"] == {"base": "cannot_connect"}
    with patch(
        "custom_components.context_retrieval.endpoints.OpenAICompatibleChat.request_body",
        side_effect=RuntimeError("boom"),
    ):
        result = await hass.config_entries.flow.async_configure(
            result["flow_id"], {CONF_LLM_URL: "http://127.0.0.1:9/v1", CONF_LLM_MODEL: "m"}
        )
    assert result["errors"] == {"base": "unknown"}


async def test_user_ai_task_parser(hass: HomeAssistant, mock_setup_entry: AsyncMock) -> None:
    """The AI Task entity must exist and generate data."""
    hass.states.async_set("ai_task.images", "unknown", {"supported_features": 4})
    hass.states.async_set("ai_task.writer", "unknown", {"supported_features": 1})
    result = await _choose(hass, PARSER_AI_TASK)
    assert result["step_id"] == "ai_task"
    for entity_id, error in (
        ("ai_task.nobody", "ai_task_not_found"),
        ("ai_task.images", "ai_task_unsupported"),
    ):
        result = await hass.config_entries.flow.async_configure(
            result["flow_id"], {CONF_AI_TASK_ENTITY: entity_id}
        )
        assert result["errors"] == {CONF_AI_TASK_ENTITY: error}
    result = await hass.config_entries.flow.async_configure(
        result["flow_id"], {CONF_AI_TASK_ENTITY: "ai_task.writer"}
    )
    assert result["type"] is FlowResultType.CREATE_ENTRY
    assert result["data"] == {
        CONF_PARSER: PARSER_AI_TASK,
        CONF_EMBEDDER: EMBEDDER_BUILTIN,
        CONF_AI_TASK_ENTITY: "ai_task.writer",
    }


async def test_reconfigure_parser(
    hass: HomeAssistant,
    mock_config_entry: MockConfigEntry,
    mock_setup_entry: AsyncMock,
    chat_server: ChatServer,
) -> None:
    """Local → LLM endpoint (checked) → AI Task → local; keys of the old choice are dropped."""
    result = await mock_config_entry.start_reconfigure_flow(hass)
    result = await hass.config_entries.flow.async_configure(
        result["flow_id"], {CONF_PARSER: PARSER_OPENAI, CONF_EMBEDDER: EMBEDDER_BUILTIN}
    )
    assert result["step_id"] == "llm"
    llm = {CONF_LLM_URL: chat_server.url, CONF_LLM_MODEL: "m", CONF_LLM_API_KEY: "sk-1"}
    result = await hass.config_entries.flow.async_configure(result["flow_id"], llm)
    assert result["reason"] == "reconfigure_successful"
    assert mock_config_entry.data == {
        CONF_PARSER: PARSER_OPENAI,
        CONF_EMBEDDER: EMBEDDER_BUILTIN,
        **llm,
    }

    # The LLM form comes back filled in with the current endpoint.
    result = await mock_config_entry.start_reconfigure_flow(hass)
    result = await hass.config_entries.flow.async_configure(
        result["flow_id"], {CONF_PARSER: PARSER_OPENAI, CONF_EMBEDDER: EMBEDDER_BUILTIN}
    )
    defaults = {
        str(key): key.default() for key in result["data_schema"].schema if callable(key.default)
    }
    assert defaults[CONF_LLM_URL] == chat_server.url
    hass.config_entries.flow.async_abort(result["flow_id"])

    hass.states.async_set("ai_task.writer", "unknown", {"supported_features": 1})
    result = await mock_config_entry.start_reconfigure_flow(hass)
    result = await hass.config_entries.flow.async_configure(
        result["flow_id"], {CONF_PARSER: PARSER_AI_TASK, CONF_EMBEDDER: EMBEDDER_BUILTIN}
    )
    assert result["step_id"] == "ai_task"
    result = await hass.config_entries.flow.async_configure(
        result["flow_id"], {CONF_AI_TASK_ENTITY: "ai_task.writer"}
    )
    assert result["reason"] == "reconfigure_successful"
    assert mock_config_entry.data == {
        CONF_PARSER: PARSER_AI_TASK,
        CONF_EMBEDDER: EMBEDDER_BUILTIN,
        CONF_AI_TASK_ENTITY: "ai_task.writer",
    }

    result = await mock_config_entry.start_reconfigure_flow(hass)
    result = await hass.config_entries.flow.async_configure(
        result["flow_id"], {CONF_PARSER: PARSER_LOCAL, CONF_EMBEDDER: EMBEDDER_BUILTIN}
    )
    assert result["reason"] == "reconfigure_successful"
    assert mock_config_entry.data == {CONF_PARSER: PARSER_LOCAL, CONF_EMBEDDER: EMBEDDER_BUILTIN}
