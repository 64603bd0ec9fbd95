"""Set-up, unload and reload of the entry; the stored vectors survive a reload."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import pytest
from homeassistant.config_entries import ConfigEntryState
from homeassistant.core import HomeAssistant
from homeassistant.helpers import entity_registry as er
from homeassistant.util import dt as dt_util
from pytest_homeassistant_custom_component.common import MockConfigEntry, async_fire_time_changed

from custom_components.context_retrieval import ContextRetrievalData, LocalCommandParser
from custom_components.context_retrieval.const import (
    CONF_API_KEY,
    CONF_EMBEDDER,
    CONF_LLM_MODEL,
    CONF_LLM_URL,
    CONF_MODEL,
    CONF_PARSER,
    CONF_URL,
    DOMAIN,
    EMBEDDER_BUILTIN,
    EMBEDDER_OPENAI,
    PARSER_LOCAL,
    PARSER_OPENAI,
    STORAGE_KEY,
)

from .conftest import CountingEmbedder, HomeIds, entry_options, retrieve, setup_entry


async def test_setup_and_unload(
    hass: HomeAssistant, init_integration: MockConfigEntry, entity_registry: er.EntityRegistry
) -> None:
    """The entry holds the index, the local parser and the wrapper agent; unload stops it all."""
    entry = init_integration
    assert entry.state is ConfigEntryState.LOADED
    data = entry.runtime_data
    assert isinstance(data, ContextRetrievalData)
    assert isinstance(data.parser, LocalCommandParser)
    assert data.embedder is None  # semantic off in the test options
    assert data.settings.top_k == 5
    index = data.sync.index
    assert index is not None and index.model_id is None
    assert "light.living_main" in index.home.entities
    agent = entity_registry.async_get_entity_id("conversation", DOMAIN, entry.entry_id)
    assert agent == "conversation.context_retrieval"
    assert hass.states.get(agent) is not None
    assert hass.services.has_service(DOMAIN, "retrieve")

    assert await hass.config_entries.async_unload(entry.entry_id)
    await hass.async_block_till_done()
    assert entry.state is ConfigEntryState.NOT_LOADED
    builds = data.sync.builds
    entity_registry.async_update_entity("switch.old_buddy", name="老朋友")
    async_fire_time_changed(hass, dt_util.utcnow() + timedelta(seconds=3))
    await hass.async_block_till_done(wait_background_tasks=True)
    assert data.sync.builds == builds  # no listener left
    assert hass.services.has_service(DOMAIN, "retrieve")  # registered in async_setup


async def test_reload(hass: HomeAssistant, init_integration: MockConfigEntry) -> None:
    """A reload builds a fresh index."""
    old = init_integration.runtime_data
    assert await hass.config_entries.async_reload(init_integration.entry_id)
    await hass.async_block_till_done(wait_background_tasks=True)
    assert init_integration.state is ConfigEntryState.LOADED
    assert init_integration.runtime_data is not old
    assert init_integration.runtime_data.sync.index is not None


async def test_vectors_survive_reload(
    hass: HomeAssistant,
    home: HomeIds,
    mock_config_entry: MockConfigEntry,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """With the semantic side on, the home is embedded once; a reload embeds nothing again."""
    embedders: list[CountingEmbedder] = []

    def create() -> CountingEmbedder:
        embedders.append(CountingEmbedder())
        return embedders[-1]

    monkeypatch.setattr("custom_components.context_retrieval.home.create_builtin_embedder", create)
    hass.config_entries.async_update_entry(mock_config_entry, options=entry_options(semantic=True))
    assert await hass.config_entries.async_setup(mock_config_entry.entry_id)
    await hass.async_block_till_done(wait_background_tasks=True)
    index = mock_config_entry.runtime_data.sync.index
    assert index.model_id == CountingEmbedder.model_id
    assert embedders[0].embedded["passage"] > 0

    assert await hass.config_entries.async_reload(mock_config_entry.entry_id)
    await hass.async_block_till_done(wait_background_tasks=True)
    assert len(embedders) == 2
    assert embedders[1].embedded["passage"] == 0  # every document vector came from the store
    assert mock_config_entry.runtime_data.sync.index.model_id == CountingEmbedder.model_id

    # Retrieval asks the embedder only for vague actions; a known phrase does not need it.
    await retrieve(hass, "帮我弄一下老伙计")
    assert embedders[1].embedded["query"] == 1


async def test_removal_deletes_the_stored_vectors(
    hass: HomeAssistant,
    home: HomeIds,
    mock_config_entry: MockConfigEntry,
    hass_storage: dict[str, Any],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Deleting the entry deletes .storage/context_retrieval.vectors with it."""
    monkeypatch.setattr(
        "custom_components.context_retrieval.home.create_builtin_embedder", CountingEmbedder
    )
    hass.config_entries.async_update_entry(mock_config_entry, options=entry_options(semantic=True))
    assert await hass.config_entries.async_setup(mock_config_entry.entry_id)
    await hass.async_block_till_done(wait_background_tasks=True)
    assert await hass.config_entries.async_unload(mock_config_entry.entry_id)  # flushes the write
    await hass.async_block_till_done()
    assert hass_storage[STORAGE_KEY]["data"]
    await hass.config_entries.async_remove(mock_config_entry.entry_id)
    await hass.async_block_till_done()
    assert STORAGE_KEY not in hass_storage


async def test_unreachable_endpoint_degrades(
    hass: HomeAssistant, home: HomeIds, socket_enabled: None
) -> None:
    """An endpoint that fails leaves the n-gram index in place and says why."""
    entry = await setup_entry(
        hass,
        {
            CONF_PARSER: PARSER_LOCAL,
            CONF_EMBEDDER: EMBEDDER_OPENAI,
            CONF_URL: "http://127.0.0.1:9/v1",
            CONF_MODEL: "m",
            CONF_API_KEY: "sk-secret",
        },
        semantic=True,
    )
    sync = entry.runtime_data.sync
    assert sync.index is not None and sync.index.model_id is None
    assert sync.last_error is not None and "127.0.0.1:9" in sync.last_error
    response = await retrieve(hass, "打开客厅灯")
    assert response["commands"][0]["candidates"][0]["entity_id"] == "light.living_main"


async def test_unusable_llm_settings_parse_locally(
    hass: HomeAssistant, home: HomeIds, caplog: pytest.LogCaptureFixture
) -> None:
    """Stored LLM settings the client refuses (no scheme: the flows never save such a URL, but
    a hand-edited or restored entry may hold one) leave the entry working with the local parser.
    """
    entry = await setup_entry(
        hass,
        {
            CONF_PARSER: PARSER_OPENAI,
            CONF_EMBEDDER: EMBEDDER_BUILTIN,
            CONF_LLM_URL: "localhost:11434/v1",
            CONF_LLM_MODEL: "qwen",
        },
    )
    assert isinstance(entry.runtime_data.parser, LocalCommandParser)
    assert "LLM parser not usable, parsing locally" in caplog.text
    assert "'localhost:11434/v1'" in caplog.text  # the log says what is wrong
    response = await retrieve(hass, "打开客厅灯")
    assert response["commands"][0]["candidates"][0]["entity_id"] == "light.living_main"


async def test_builtin_embedder_factory(hass: HomeAssistant) -> None:
    """The built-in side is the e5 model where this CPU runs it, else n-grams only."""
    from custom_components.context_retrieval.engine.vectors import (
        E5Embedder,
        ThreadedEmbedder,
        semantic_model_status,
    )
    from custom_components.context_retrieval.home import async_create_embedder

    data = {CONF_PARSER: PARSER_LOCAL, CONF_EMBEDDER: "builtin"}
    assert await async_create_embedder(hass, data, entry_options(semantic=False)) is None
    embedder = await async_create_embedder(hass, data, entry_options(semantic=True))
    available, _ = semantic_model_status()
    if available:
        # The model gets a thread of its own, never Home Assistant's executor.
        assert isinstance(embedder, ThreadedEmbedder)
        assert isinstance(embedder.inner, E5Embedder)
        embedder.close()
    else:
        assert embedder is None


async def test_service_description(hass: HomeAssistant, init_integration: MockConfigEntry) -> None:
    """services.yaml passes Home Assistant's schema, with the area selector and required text."""
    from homeassistant.helpers.service import async_get_all_descriptions

    described = (await async_get_all_descriptions(hass))[DOMAIN]["retrieve"]
    fields = described["fields"]
    assert set(fields) == {"text", "language", "top_k", "conversation_id", "area"}
    assert fields["text"]["required"] is True
    assert "area" in fields["area"]["selector"]
    assert described["response"] == {"optional": False}
