"""Fixtures for the Home Assistant integration tests.

The test home is built through the real registries (floors, areas, devices, entities, labels)
and states, in Chinese, with aliases on floors, areas and entities and one entity that is not
exposed to Assist.
"""

from __future__ import annotations

import importlib.util
from collections.abc import AsyncIterator, Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

import numpy as np
import pytest
from homeassistant.components.homeassistant.exposed_entities import async_expose_entity
from homeassistant.config_entries import ConfigEntryState, ConfigSubentry
from homeassistant.core import HomeAssistant
from homeassistant.helpers import area_registry as ar
from homeassistant.helpers import device_registry as dr
from homeassistant.helpers import entity_registry as er
from homeassistant.helpers import floor_registry as fr
from homeassistant.helpers import label_registry as lr
from homeassistant.setup import async_setup_component
from pytest_homeassistant_custom_component.common import MockConfigEntry

import custom_components
from custom_components.context_retrieval.const import (
    CONF_CLARIFY_MARGIN,
    CONF_EMBEDDER,
    CONF_PARSER,
    CONF_SEMANTIC,
    CONF_TARGET_AGENT,
    CONF_TOP_K,
    DOMAIN,
    EMBEDDER_BUILTIN,
    PARSER_LOCAL,
)
from devtools.ollama_server import MODEL as OLLAMA_MODEL
from devtools.ollama_server import OllamaServer, serve_ollama

from .servers import ChatServer, EmbeddingServer, serve

if TYPE_CHECKING:
    from .agents import RecordingAgent
    from .ai_task_entity import FakeAITask

# The conversation integration (this one's dependency) imports these; they are its
# requirements, not Home Assistant's, so the test extra must install them. Without them only
# the tests that do not set the integration up can run.
CONVERSATION_REQUIREMENTS = ("hassil", "home_assistant_intents", "gazetteer_matcher")
MISSING_REQUIREMENTS = [
    name for name in CONVERSATION_REQUIREMENTS if importlib.util.find_spec(name) is None
]
if MISSING_REQUIREMENTS:
    collect_ignore = [
        "test_config_flow.py",
        "test_conversation.py",
        "test_diagnostics.py",
        "test_init.py",
        "test_llm_api.py",
        "test_parsing.py",
        "test_reauth.py",
        "test_repairs.py",
        "test_services.py",
    ]

# The editable install (scripts/setup) puts a setuptools path hook, which is not a directory, on
# sys.path and so on the namespace package's __path__; Home Assistant's loader lists every
# entry of custom_components.__path__ as a directory. Pin it to the real folder.
custom_components.__path__ = [str(Path(__file__).resolve().parents[2] / "custom_components")]


@pytest.fixture(autouse=True)
async def auto_enable_custom_integrations(
    hass: HomeAssistant, enable_custom_integrations: None
) -> None:
    """Load custom_components/, with the core integration that keeps exposure settings."""
    assert await async_setup_component(hass, "homeassistant", {})


@dataclass
class HomeIds:
    """Ids of what the ``home`` fixture created."""

    floors: dict[str, str] = field(default_factory=dict)
    areas: dict[str, str] = field(default_factory=dict)
    devices: dict[str, str] = field(default_factory=dict)
    labels: dict[str, str] = field(default_factory=dict)


def _add_entity(
    hass: HomeAssistant,
    entity_registry: er.EntityRegistry,
    entity_id: str,
    name: str,
    state: str,
    attributes: dict[str, Any] | None = None,
    *,
    area_id: str | None = None,
    device_id: str | None = None,
    aliases: Sequence[str] = (),
    labels: set[str] | None = None,
    device_class: str | None = None,
    has_entity_name: bool = False,
) -> None:
    domain, object_id = entity_id.split(".")
    entry = entity_registry.async_get_or_create(
        domain,
        "test",
        object_id,
        suggested_object_id=object_id,
        original_name=None if has_entity_name else name,
        has_entity_name=has_entity_name,
        device_id=device_id,
        original_device_class=device_class,
    )
    assert entry.entity_id == entity_id
    entity_registry.async_update_entity(
        entity_id,
        area_id=area_id,
        aliases=[er.COMPUTED_NAME, *aliases],
        labels=labels or set(),
    )
    attrs = {"friendly_name": name, **(attributes or {})}
    if device_class:
        attrs["device_class"] = device_class
    hass.states.async_set(entity_id, state, attrs)


@pytest.fixture
async def home(
    hass: HomeAssistant,
    area_registry: ar.AreaRegistry,
    floor_registry: fr.FloorRegistry,
    entity_registry: er.EntityRegistry,
    device_registry: dr.DeviceRegistry,
    label_registry: lr.LabelRegistry,
) -> HomeIds:
    """A small Chinese home exposed to Assist."""
    hass.config.language = "zh-Hans"
    ids = HomeIds()
    ground = floor_registry.async_create("一楼", aliases={"楼下"}, level=0)
    upstairs = floor_registry.async_create("二楼", aliases={"楼上"}, level=1)
    ids.floors = {"ground": ground.floor_id, "upstairs": upstairs.floor_id}
    living = area_registry.async_create("客厅", aliases={"起居室"}, floor_id=ground.floor_id)
    kitchen = area_registry.async_create("厨房", floor_id=ground.floor_id)
    bedroom = area_registry.async_create("卧室", aliases={"主卧"}, floor_id=upstairs.floor_id)
    ids.areas = {"living": living.id, "kitchen": kitchen.id, "bedroom": bedroom.id}
    saving = label_registry.async_create("节能")
    ids.labels = {"saving": saving.label_id}

    device_entry = MockConfigEntry(domain="test", title="Test devices")
    device_entry.add_to_hass(hass)
    motor = device_registry.async_get_or_create(
        config_entry_id=device_entry.entry_id,
        identifiers={("test", "curtain_motor")},
        name="Curtain motor X1",
    )
    device_registry.async_update_device(motor.id, area_id=living.id, name_by_user="客厅窗帘")
    satellite = device_registry.async_get_or_create(
        config_entry_id=device_entry.entry_id,
        identifiers={("test", "kitchen_satellite")},
        name="厨房音箱",
    )
    device_registry.async_update_device(satellite.id, area_id=kitchen.id)
    ids.devices = {"curtain_motor": motor.id, "kitchen_satellite": satellite.id}

    add = lambda *a, **kw: _add_entity(hass, entity_registry, *a, **kw)
    light = {
        "supported_color_modes": ["brightness"],
        "color_mode": "brightness",
        "supported_features": 0,
    }
    add("light.living_main", "客厅灯", "off", light, area_id=living.id, aliases=["大灯"])
    add("light.bedroom_ceiling", "吸顶灯", "off", light, area_id=bedroom.id)
    add("light.kitchen_ceiling", "吸顶灯", "off", light, area_id=kitchen.id)
    add("switch.old_buddy", "老伙计", "off", area_id=living.id, labels={saving.label_id})
    # Named after its device, and in the device's area.
    add(
        "cover.living_curtain",
        "客厅窗帘",
        "closed",
        {"supported_features": 15},
        device_id=motor.id,
        device_class="curtain",
        has_entity_name=True,
    )
    add(
        "climate.bedroom_ac",
        "卧室空调",
        "off",
        {
            "hvac_modes": ["off", "cool", "heat"],
            "min_temp": 16,
            "max_temp": 30,
            "target_temp_step": 1,
            "current_temperature": 28,
            "supported_features": 1,
        },
        area_id=bedroom.id,
    )
    add(
        "sensor.living_temperature",
        "客厅温度",
        "27.5",
        {"unit_of_measurement": "°C"},
        area_id=living.id,
        device_class="temperature",
    )
    add("switch.safe", "保险箱", "off", area_id=bedroom.id)
    async_expose_entity(hass, "conversation", "switch.safe", False)
    # No registry entry: the state's friendly name is all it has.
    hass.states.async_set(
        "sensor.outdoor_temperature",
        "31",
        {"friendly_name": "室外温度", "device_class": "temperature", "unit_of_measurement": "°C"},
    )
    await hass.async_block_till_done()
    return ids


def entry_options(**overrides: Any) -> dict[str, Any]:
    """Options of a config entry: n-grams only unless a test asks for the semantic side."""
    return {
        CONF_TARGET_AGENT: "conversation.home_assistant",  # the built-in agent
        CONF_TOP_K: 5,
        CONF_CLARIFY_MARGIN: 0.05,
        CONF_SEMANTIC: False,
        **overrides,
    }


LOCAL: dict[str, Any] = {CONF_PARSER: PARSER_LOCAL, CONF_EMBEDDER: EMBEDDER_BUILTIN}
"""Entry data of the local parser and the built-in embedder: no endpoint at all."""


def add_entry(hass: HomeAssistant, data: Mapping[str, Any], **options: Any) -> MockConfigEntry:
    """This integration's config entry with ``data`` and :func:`entry_options`, not set up."""
    entry = MockConfigEntry(
        domain=DOMAIN,
        title="Context Retrieval",
        data=dict(data),
        options=entry_options(**options),
        unique_id=DOMAIN,
    )
    entry.add_to_hass(hass)
    return entry


async def setup_entry(
    hass: HomeAssistant, data: Mapping[str, Any], **options: Any
) -> MockConfigEntry:
    """:func:`add_entry`, then set up: loaded, with its background work (vectors) done."""
    entry = add_entry(hass, data, **options)
    assert await hass.config_entries.async_setup(entry.entry_id)
    await hass.async_block_till_done(wait_background_tasks=True)
    assert entry.state is ConfigEntryState.LOADED
    return entry


async def retrieve(hass: HomeAssistant, text: str, **data: Any) -> dict[str, Any]:
    """Call ``context_retrieval.retrieve`` and return its response."""
    response = await hass.services.async_call(
        DOMAIN, "retrieve", {"text": text, **data}, blocking=True, return_response=True
    )
    assert response is not None
    return dict(response)


@pytest.fixture
def mock_config_entry(hass: HomeAssistant) -> MockConfigEntry:
    """A config entry with the local parser and the built-in embedder."""
    return add_entry(hass, LOCAL)


@pytest.fixture
async def init_integration(
    hass: HomeAssistant, home: HomeIds, mock_config_entry: MockConfigEntry
) -> MockConfigEntry:
    """The integration set up over the test home."""
    assert await hass.config_entries.async_setup(mock_config_entry.entry_id)
    await hass.async_block_till_done(wait_background_tasks=True)
    return mock_config_entry


@pytest.fixture
def target_agent(hass: HomeAssistant) -> tuple[str, RecordingAgent]:
    """A recording agent registered as a (legacy) conversation agent; returns its id."""
    from homeassistant.components import conversation

    from .agents import RecordingAgent

    entry = MockConfigEntry(domain="test", title="Recorder")
    entry.add_to_hass(hass)
    agent = RecordingAgent()
    conversation.async_set_agent(hass, entry, agent)
    return entry.entry_id, agent


class CountingEmbedder:
    """A tiny deterministic embedder that counts the texts it embeds, by kind."""

    model_id = "counting-test-1"
    dim = 16

    def __init__(self) -> None:
        self.embedded: dict[str, int] = {"query": 0, "passage": 0}

    def embed(self, texts: Sequence[str], kind: str) -> np.ndarray:
        """Bag of characters hashed into 16 buckets, L2-normalised."""
        self.embedded[kind] += len(texts)
        out = np.zeros((len(texts), self.dim), dtype=np.float32)
        for row, text in enumerate(texts):
            for char in text:
                out[row, ord(char) % self.dim] += 1.0
        norms = np.linalg.norm(out, axis=1, keepdims=True)
        norms[norms == 0] = 1.0
        return out / norms


@pytest.fixture
async def server(socket_enabled: None) -> AsyncIterator[EmbeddingServer]:
    """A real embeddings server on a free loopback port."""
    state = EmbeddingServer()
    async with serve("/v1/embeddings", state.handle) as url:
        state.url = url
        yield state
        state.released.set()


@pytest.fixture
async def chat_server(socket_enabled: None) -> AsyncIterator[ChatServer]:
    """A real OpenAI-compatible chat server on a free loopback port."""
    state = ChatServer()
    async with serve("/v1/chat/completions", state.handle) as url:
        state.url = url
        yield state
        state.released.set()


@pytest.fixture
async def ai_task_entity(hass: HomeAssistant) -> AsyncIterator[FakeAITask]:
    """A real AI Task entity (``ai_task.test_ai_task``) whose answers the test sets."""
    from pytest_homeassistant_custom_component.common import mock_config_flow, mock_platform

    from .ai_task_entity import DOMAIN as AI_DOMAIN
    from .ai_task_entity import FLOW, async_setup_ai_task

    mock_platform(hass, f"{AI_DOMAIN}.config_flow")
    with mock_config_flow(AI_DOMAIN, FLOW):
        yield await async_setup_ai_task(hass)


@pytest.fixture
async def ollama_server(socket_enabled: None) -> AsyncIterator[OllamaServer]:
    """A loopback server that speaks Ollama's HTTP API and records every request."""
    async with serve_ollama() as state:
        yield state


@pytest.fixture
async def add_ollama_agent(
    hass: HomeAssistant, ollama_server: OllamaServer
) -> Callable[[str, list[str]], Awaitable[str]]:
    """Adds a real core Ollama agent (a conversation subentry) with the given LLM APIs; returns
    its entity id. The first call sets the Ollama entry up against :func:`ollama_server`."""
    entry = MockConfigEntry(
        domain="ollama", title="Ollama", data={"url": ollama_server.url}, version=3, minor_version=3
    )
    entry.add_to_hass(hass)
    assert await async_setup_component(hass, "ollama", {})
    await hass.async_block_till_done()

    async def add(name: str, apis: list[str]) -> str:
        data: dict[str, Any] = {"model": OLLAMA_MODEL}
        if apis:
            data["llm_hass_api"] = apis
        hass.config_entries.async_add_subentry(
            entry,
            ConfigSubentry(
                data=MappingProxyType(data),
                subentry_type="conversation",
                title=name,
                unique_id=None,
            ),
        )
        await hass.config_entries.async_reload(entry.entry_id)
        await hass.async_block_till_done()
        registry = er.async_get(hass)
        found = [
            e.entity_id
            for e in registry.entities.values()
            if e.platform == "ollama"
            and e.domain == "conversation"
            and e.original_name is None
            and hass.states.get(e.entity_id) is not None
            and hass.states.get(e.entity_id).name == name
        ]
        assert found, name
        return found[0]

    return add
