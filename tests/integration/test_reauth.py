"""Reauthentication: a refused API key at setup or in use asks for a new one, checked for real."""

from __future__ import annotations

from typing import Any

import pytest
from homeassistant.config_entries import SOURCE_REAUTH, ConfigEntryState
from homeassistant.core import HomeAssistant
from homeassistant.data_entry_flow import FlowResultType
from homeassistant.helpers.aiohttp_client import async_get_clientsession
from pytest_homeassistant_custom_component.common import MockConfigEntry

from custom_components.context_retrieval.const import (
    CONF_AI_TASK_ENTITY,
    CONF_API_KEY,
    CONF_EMBEDDER,
    CONF_LLM_API_KEY,
    CONF_LLM_MODEL,
    CONF_LLM_URL,
    CONF_MODEL,
    CONF_PARSER,
    CONF_URL,
    DOMAIN,
    EMBEDDER_BUILTIN,
    EMBEDDER_OPENAI,
    PARSER_AI_TASK,
    PARSER_OPENAI,
)
from custom_components.context_retrieval.engine.vectors import EmbeddingError, OpenAIEmbedder
from custom_components.context_retrieval.health import (
    ISSUE_EMBEDDER_FAILING,
    EndpointHealth,
    MonitoredEmbedder,
)

from .conftest import HomeIds, add_entry, retrieve
from .servers import ChatServer, EmbeddingServer


def _reauth_flows(hass: HomeAssistant) -> list[dict[str, Any]]:
    return [
        flow
        for flow in hass.config_entries.flow.async_progress()
        if flow["handler"] == DOMAIN and flow["context"]["source"] == SOURCE_REAUTH
    ]


def _llm_entry(hass: HomeAssistant, url: str, key: str) -> MockConfigEntry:
    """An entry whose parser is the chat endpoint at ``url``, built-in embedder."""
    return add_entry(
        hass,
        {
            CONF_PARSER: PARSER_OPENAI,
            CONF_EMBEDDER: EMBEDDER_BUILTIN,
            CONF_LLM_URL: url,
            CONF_LLM_MODEL: "m",
            CONF_LLM_API_KEY: key,
        },
    )


async def test_refused_llm_key_at_setup(
    hass: HomeAssistant, home: HomeIds, chat_server: ChatServer
) -> None:
    """401 at setup: the entry waits for a new key; a wrong one keeps the form, a right one loads."""
    chat_server.keys = {"sk-new"}
    entry = _llm_entry(hass, chat_server.url, "sk-old")
    assert not await hass.config_entries.async_setup(entry.entry_id)
    await hass.async_block_till_done()
    assert entry.state is ConfigEntryState.SETUP_ERROR
    assert entry.reason is not None
    assert f"The endpoint {chat_server.url} refused the API key" in entry.reason
    (flow,) = _reauth_flows(hass)
    assert flow["step_id"] == "reauth_confirm"
    assert flow["context"]["entry_id"] == entry.entry_id

    result = await hass.config_entries.flow.async_configure(
        flow["flow_id"], {CONF_LLM_API_KEY: "sk-wrong"}
    )
    assert result["type"] is FlowResultType.FORM
    assert result["errors"] == {CONF_LLM_API_KEY: "invalid_auth"}
    assert result["description_placeholders"]["endpoints"] == chat_server.url

    result = await hass.config_entries.flow.async_configure(
        flow["flow_id"], {CONF_LLM_API_KEY: "sk-new"}
    )
    assert result["type"] is FlowResultType.ABORT
    assert result["reason"] == "reauth_successful"
    assert entry.data[CONF_LLM_API_KEY] == "sk-new"
    await hass.async_block_till_done(wait_background_tasks=True)
    assert entry.state is ConfigEntryState.LOADED
    assert chat_server.requests[-1]["auth"] == "Bearer sk-new"


async def test_reauth_with_an_empty_key(
    hass: HomeAssistant, home: HomeIds, chat_server: ChatServer
) -> None:
    """An empty key is checked as a request without one: refused where the endpoint wants a
    key; where it no longer does, accepted, and the entry's key is dropped."""
    chat_server.keys = {"sk-new"}
    entry = _llm_entry(hass, chat_server.url, "sk-old")
    assert not await hass.config_entries.async_setup(entry.entry_id)
    await hass.async_block_till_done()
    (flow,) = _reauth_flows(hass)
    result = await hass.config_entries.flow.async_configure(flow["flow_id"], {})
    assert result["type"] is FlowResultType.FORM
    assert result["errors"] == {CONF_LLM_API_KEY: "invalid_auth"}
    assert chat_server.requests[-1]["auth"] is None
    assert entry.data[CONF_LLM_API_KEY] == "sk-old"

    chat_server.keys = None  # the server's key check was turned off
    result = await hass.config_entries.flow.async_configure(flow["flow_id"], {})
    assert result["reason"] == "reauth_successful"
    assert CONF_LLM_API_KEY not in entry.data
    await hass.async_block_till_done(wait_background_tasks=True)
    assert entry.state is ConfigEntryState.LOADED
    await retrieve(hass, "打开客厅灯")
    assert chat_server.user_texts[-1] == "打开客厅灯"
    assert chat_server.requests[-1]["auth"] is None


async def test_refused_embeddings_key_at_setup(
    hass: HomeAssistant,
    home: HomeIds,
    server: EmbeddingServer,
    chat_server: ChatServer,
) -> None:
    """Both endpoints keyed: the form asks for both keys, and each is checked."""
    server.keys = {"sk-emb"}
    chat_server.keys = {"sk-llm"}
    entry = add_entry(
        hass,
        {
            CONF_PARSER: PARSER_OPENAI,
            CONF_EMBEDDER: EMBEDDER_OPENAI,
            CONF_LLM_URL: chat_server.url,
            CONF_LLM_MODEL: "m",
            CONF_LLM_API_KEY: "sk-llm",
            CONF_URL: server.url,
            CONF_MODEL: "bge-m3",
            CONF_API_KEY: "sk-revoked",
        },
        semantic=True,
    )
    assert not await hass.config_entries.async_setup(entry.entry_id)
    await hass.async_block_till_done()
    (flow,) = _reauth_flows(hass)
    result = await hass.config_entries.flow.async_configure(
        flow["flow_id"], {CONF_LLM_API_KEY: "sk-llm", CONF_API_KEY: "sk-wrong"}
    )
    assert result["errors"] == {CONF_API_KEY: "invalid_auth"}
    assert {str(key) for key in result["data_schema"].schema} == {CONF_LLM_API_KEY, CONF_API_KEY}
    result = await hass.config_entries.flow.async_configure(
        flow["flow_id"], {CONF_LLM_API_KEY: "sk-llm", CONF_API_KEY: "sk-emb"}
    )
    assert result["reason"] == "reauth_successful"
    assert entry.data[CONF_API_KEY] == "sk-emb"
    assert entry.data[CONF_LLM_API_KEY] == "sk-llm"
    await hass.async_block_till_done(wait_background_tasks=True)
    assert entry.state is ConfigEntryState.LOADED


async def test_unreachable_endpoint_is_not_an_auth_failure(
    hass: HomeAssistant, home: HomeIds, socket_enabled: None
) -> None:
    """An endpoint that is down at setup does not stop the entry: it serves without it."""
    entry = _llm_entry(hass, "http://127.0.0.1:9/v1", "sk")
    assert await hass.config_entries.async_setup(entry.entry_id)
    await hass.async_block_till_done(wait_background_tasks=True)
    assert entry.state is ConfigEntryState.LOADED
    assert _reauth_flows(hass) == []
    assert entry.runtime_data.health["llm_failing"].failures == 1


async def test_key_revoked_while_running(
    hass: HomeAssistant, home: HomeIds, chat_server: ChatServer
) -> None:
    """A parse answered with 401 starts reauthentication; the request is still served."""
    chat_server.keys = {"sk-1"}
    entry = _llm_entry(hass, chat_server.url, "sk-1")
    assert await hass.config_entries.async_setup(entry.entry_id)
    await hass.async_block_till_done(wait_background_tasks=True)
    assert _reauth_flows(hass) == []

    chat_server.keys = {"sk-2"}
    response = await retrieve(hass, "打开客厅灯")
    assert response["commands"][0]["candidates"][0]["entity_id"] == "light.living_main"
    await hass.async_block_till_done()
    (flow,) = _reauth_flows(hass)
    result = await hass.config_entries.flow.async_configure(
        flow["flow_id"], {CONF_LLM_API_KEY: "sk-2"}
    )
    assert result["reason"] == "reauth_successful"
    await hass.async_block_till_done(wait_background_tasks=True)
    assert entry.state is ConfigEntryState.LOADED
    assert entry.data[CONF_LLM_API_KEY] == "sk-2"


async def test_a_status_decides_not_the_words(
    hass: HomeAssistant, home: HomeIds, chat_server: ChatServer
) -> None:
    """A 502 whose text quotes "HTTP 401" from upstream is an outage, not a refused key."""
    entry = _llm_entry(hass, chat_server.url, "sk-1")
    assert await hass.config_entries.async_setup(entry.entry_id)
    await hass.async_block_till_done(wait_background_tasks=True)

    chat_server.status = 502
    chat_server.error = "upstream answered HTTP 401"
    response = await retrieve(hass, "打开客厅灯")
    assert response["commands"][0]["candidates"][0]["entity_id"] == "light.living_main"
    await hass.async_block_till_done()
    health = entry.runtime_data.health["llm_failing"]
    assert health.failures == 1
    assert "answered HTTP 502: upstream answered HTTP 401" in (health.last_error or "")
    assert _reauth_flows(hass) == []


async def test_embeddings_key_revoked_while_running(
    hass: HomeAssistant, server: EmbeddingServer
) -> None:
    """An embeddings answer of 401 in use starts reauthentication by the status it carries."""
    server.keys = {"sk-1"}
    refused: list[bool] = []
    health = EndpointHealth(
        hass, ISSUE_EMBEDDER_FAILING, server.url, on_auth_failure=lambda: refused.append(True)
    )
    embedder = MonitoredEmbedder(
        OpenAIEmbedder(async_get_clientsession(hass), server.url, model="m", api_key="sk-1"),
        health,
    )
    assert (await embedder.aembed(["灯"], "query")).shape == (1, 3)
    assert health.failures == 0 and refused == []

    server.keys = {"sk-2"}
    with pytest.raises(EmbeddingError) as caught:
        await embedder.aembed(["灯"], "query")
    assert caught.value.status == 401
    assert health.failures == 1 and refused == [True]
    assert "sk-1" not in (health.last_error or "")


async def test_reauth_without_endpoints(hass: HomeAssistant, home: HomeIds) -> None:
    """An entry without HTTP endpoints has no key to ask for."""
    entry = add_entry(
        hass,
        {
            CONF_PARSER: PARSER_AI_TASK,
            CONF_EMBEDDER: EMBEDDER_BUILTIN,
            CONF_AI_TASK_ENTITY: "ai_task.x",
        },
    )
    result = await entry.start_reauth_flow(hass)
    assert result["type"] is FlowResultType.ABORT
    assert result["reason"] == "reauth_not_supported"
