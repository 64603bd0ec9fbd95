"""Config, options and reconfigure flows; the endpoint is checked against a real HTTP server."""

from __future__ import annotations

from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from typing import Any
from unittest.mock import AsyncMock, patch

import pytest
from aiohttp import web
from homeassistant import config_entries
from homeassistant.components import conversation
from homeassistant.core import HomeAssistant
from homeassistant.data_entry_flow import FlowResultType
from homeassistant.helpers import entity_registry as er
from pytest_homeassistant_custom_component.common import MockConfigEntry

from custom_components.context_retrieval.const import (
    CONF_API_KEY,
    CONF_CLARIFY_MARGIN,
    CONF_EMBEDDER,
    CONF_MODEL,
    CONF_PARSER,
    CONF_SEMANTIC,
    CONF_TARGET_AGENT,
    CONF_TOP_K,
    CONF_URL,
    DOMAIN,
    EMBEDDER_BUILTIN,
    EMBEDDER_OPENAI,
    PARSER_LOCAL,
)

from .agents import RecordingAgent

DEFAULT_AGENT = conversation.HOME_ASSISTANT_AGENT


@dataclass
class EmbeddingServer:
    """An OpenAI-compatible /v1/embeddings server on 127.0.0.1 that can misbehave."""

    status: int = 200
    body: Any = None
    url: str = ""
    requests: list[dict[str, Any]] = field(default_factory=list)

    async def handle(self, request: web.Request) -> web.Response:
        payload = await request.json()
        self.requests.append({"json": payload, "auth": request.headers.get("Authorization")})
        if self.status != 200:
            return web.json_response({"error": {"message": "nope"}}, status=self.status)
        if self.body is not None:
            return web.Response(text=self.body, content_type="application/json")
        data = [{"index": i, "embedding": [0.1, 0.2, 0.3]} for i, _ in enumerate(payload["input"])]
        return web.json_response({"data": data, "model": payload["model"]})


@pytest.fixture
async def server(socket_enabled: None) -> AsyncIterator[EmbeddingServer]:
    """A real aiohttp server on a free loopback port."""
    state = EmbeddingServer()
    app = web.Application()
    app.router.add_post("/v1/embeddings", state.handle)
    runner = web.AppRunner(app)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
    state.url = f"http://127.0.0.1:{port}/v1"
    yield state
    await runner.cleanup()


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
        CONF_SEMANTIC: True,
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
    assert result["type"] is FlowResultType.CREATE_ENTRY
    await hass.async_block_till_done()
    assert mock_config_entry.options == new
    assert isinstance(mock_config_entry.options[CONF_TOP_K], int)
    assert len(mock_setup_entry.mock_calls) == 2  # reloaded


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
        result["flow_id"], {CONF_EMBEDDER: EMBEDDER_OPENAI}
    )
    assert result["step_id"] == "reconfigure_endpoint"
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
        result["flow_id"], {CONF_EMBEDDER: EMBEDDER_BUILTIN}
    )
    assert result["type"] is FlowResultType.ABORT
    assert mock_config_entry.data == {CONF_PARSER: PARSER_LOCAL, CONF_EMBEDDER: EMBEDDER_BUILTIN}
