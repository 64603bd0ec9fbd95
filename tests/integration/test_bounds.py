"""Bounded work under abuse (issue #10), in a real Home Assistant core.

* bad payloads over REST: a message that names the field, never a bare "400: Bad Request";
* an oversized request: refused at once by every surface, in the user's language;
* the semantic model: never on the event loop, never in Home Assistant's executor, stopped
  between chunks when the entry unloads;
* a state that changes while the index is rebuilt reaches the new index.
"""

from __future__ import annotations

import asyncio
import threading
import time
from collections.abc import Sequence
from datetime import timedelta
from typing import Any

import numpy as np
import pytest
from homeassistant.components import conversation
from homeassistant.core import Context, HomeAssistant
from homeassistant.exceptions import ServiceValidationError
from homeassistant.helpers import entity_registry as er
from homeassistant.setup import async_setup_component
from homeassistant.util import dt as dt_util
from pytest_homeassistant_custom_component.common import MockConfigEntry, async_fire_time_changed
from pytest_homeassistant_custom_component.typing import ClientSessionGenerator

from custom_components.context_retrieval.const import DOMAIN, MAX_UTTERANCE_CHARS
from custom_components.context_retrieval.engine.vectors import ThreadedEmbedder

from .agents import RecordingAgent
from .conftest import HomeIds, entry_options, retrieve

URL = "/api/services/context_retrieval/retrieve?return_response"
TOO_LONG = "灯" * (MAX_UTTERANCE_CHARS + 1)


@pytest.mark.parametrize(
    ("body", "message"),
    [
        ({}, "The field text is required"),
        ({"text": None}, "The field text is required"),
        ({"text": ["打开灯"]}, "The field text must be text, got ['打开灯']"),
        ({"text": {"a": 1}}, "The field text must be text, got {'a': 1}"),
        ({"text": True}, "The field text must be text, got True"),
        ({"text": "   "}, "The text is empty"),
        ({"text": TOO_LONG}, "The request is too long: 1001 characters; at most 1000 are accepted"),
        ({"text": "打开灯", "language": ["zh"]}, "The field language must be text, got ['zh']"),
        (
            {"text": "打开灯", "conversation_id": {}},
            "The field conversation_id must be text, got {}",
        ),
        ({"text": "打开灯", "area": [1]}, "The field area must be text, got [1]"),
        ({"text": "打开灯", "area": "阁楼"}, "Unknown area: 阁楼"),
        ({"text": "打开灯", "top_k": "abc"}, "The field top_k must be a whole number, got 'abc'"),
        ({"text": "打开灯", "top_k": 2.5}, "The field top_k must be a whole number, got 2.5"),
        ({"text": "打开灯", "top_k": True}, "The field top_k must be a whole number, got True"),
        ({"text": "打开灯", "top_k": 0}, "top_k must be between 1 and 10, got 0"),
        ({"text": "打开灯", "top_k": -3}, "top_k must be between 1 and 10, got -3"),
        ({"text": "打开灯", "top_k": "11"}, "top_k must be between 1 and 10, got 11"),
        (
            {"text": "打开灯", "entity_id": "light.x"},
            "Unknown field entity_id; the action takes: text, language, top_k, conversation_id, area",
        ),
        (
            ["打开灯"],
            "The action data must be an object with at least the field text, got ['打开灯']",
        ),
        ("打开灯", "The action data must be an object with at least the field text, got '打开灯'"),
    ],
)
async def test_rest_callers_get_the_message(
    hass: HomeAssistant,
    init_integration: MockConfigEntry,
    hass_client: ClientSessionGenerator,
    body: Any,
    message: str,
) -> None:
    """Every kind of bad payload is a 400 whose message names what is wrong."""
    assert await async_setup_component(hass, "api", {})
    client = await hass_client()
    response = await client.post(URL, json=body)
    assert response.status == 400
    assert (await response.json())["message"] == message


async def test_rest_accepts_what_templates_render(
    hass: HomeAssistant, init_integration: MockConfigEntry, hass_client: ClientSessionGenerator
) -> None:
    """Numbers as text and a whole top_k given as text or float are what they say."""
    assert await async_setup_component(hass, "api", {})
    client = await hass_client()
    response = await client.post(URL, json={"text": "打开客厅灯", "top_k": "1"})
    assert response.status == 200
    [command] = (await response.json())["service_response"]["commands"]
    assert [c["entity_id"] for c in command["candidates"]] == ["light.living_main"]
    response = await client.post(URL, json={"text": 123, "top_k": 2.0})
    assert response.status == 200


async def test_oversized_request_is_refused_at_once(
    hass: HomeAssistant, init_integration: MockConfigEntry
) -> None:
    """100,000 characters: a translated refusal, without parsing or embedding anything."""
    started = time.perf_counter()
    with pytest.raises(ServiceValidationError) as err:
        await retrieve(hass, "灯" * 100_000)
    assert time.perf_counter() - started < 1.0
    assert err.value.translation_key == "text_too_long"
    assert err.value.translation_placeholders == {"length": "100000", "max": "1000"}
    # Exactly at the bound is a request like any other.
    response = await retrieve(hass, "打开客厅灯" + "。" * (MAX_UTTERANCE_CHARS - 5))
    assert response["commands"][0]["candidates"][0]["entity_id"] == "light.living_main"


@pytest.mark.parametrize(
    ("language", "speech"),
    [
        ("zh-Hans", "请求太长：1001 个字符；最多接受 1000 个。"),
        ("en", "The request is too long: 1001 characters; at most 1000 are accepted."),
    ],
)
async def test_wrapper_agent_says_the_request_is_too_long(
    hass: HomeAssistant,
    init_integration: MockConfigEntry,
    target_agent: tuple[str, RecordingAgent],
    language: str,
    speech: str,
) -> None:
    """The agent answers in the user's language and hands nothing over."""
    agent_id, agent = target_agent
    hass.config_entries.async_update_entry(
        init_integration, options=entry_options(target_agent=agent_id)
    )
    result = await conversation.async_converse(
        hass,
        TOO_LONG,
        None,
        Context(),
        language=language,
        agent_id="conversation.context_retrieval",
    )
    assert result.response.speech["plain"]["speech"] == speech
    assert result.continue_conversation is False
    assert agent.calls == []


class ThreadModel:
    """A synchronous model that records the thread of every call; it can fail queries or be
    slow."""

    model_id = "thread-test-1"
    dim = 16

    def __init__(self, seconds: float = 0.0, fail_queries: bool = False) -> None:
        self.seconds = seconds
        self.fail_queries = fail_queries
        self.threads: list[str] = []
        self.kinds: list[str] = []

    def embed(self, texts: Sequence[str], kind: str) -> np.ndarray:
        self.threads.append(threading.current_thread().name)
        self.kinds.append(kind)
        time.sleep(self.seconds)
        if kind == "query" and self.fail_queries:
            raise RuntimeError("model crashed")
        out = np.zeros((len(texts), self.dim), dtype=np.float32)
        for row, text in enumerate(texts):
            for char in text:
                out[row, ord(char) % self.dim] += 1.0
        norms = np.linalg.norm(out, axis=1, keepdims=True)
        norms[norms == 0] = 1.0
        return out / norms


async def _semantic_entry(
    hass: HomeAssistant, entry: MockConfigEntry, model: ThreadModel, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(
        "custom_components.context_retrieval.home.create_builtin_embedder", lambda: model
    )
    hass.config_entries.async_update_entry(entry, options=entry_options(semantic=True))
    assert await hass.config_entries.async_setup(entry.entry_id)


@pytest.mark.parametrize("fail_queries", [False, True])
async def test_model_never_runs_on_the_loop_or_the_executor(
    hass: HomeAssistant,
    home: HomeIds,
    mock_config_entry: MockConfigEntry,
    monkeypatch: pytest.MonkeyPatch,
    fail_queries: bool,
) -> None:
    """Documents and queries are embedded on the model's own thread, also when the query
    embedding fails (it used to fall back to a synchronous call on the event loop)."""
    model = ThreadModel(fail_queries=fail_queries)
    await _semantic_entry(hass, mock_config_entry, model, monkeypatch)
    await hass.async_block_till_done(wait_background_tasks=True)
    embedder = mock_config_entry.runtime_data.embedder
    assert isinstance(embedder, ThreadedEmbedder)
    assert mock_config_entry.runtime_data.sync.index.model_id == model.model_id
    response = await retrieve(hass, "帮我弄一下老伙计")  # a vague action: the model is asked
    assert response["commands"][0]["candidates"]
    assert model.kinds.count("query") == 1
    assert set(model.threads) == {f"embedder {model.model_id}"}
    assert threading.current_thread().name not in model.threads
    assert await hass.config_entries.async_unload(mock_config_entry.entry_id)
    assert embedder.closed


async def test_unload_stops_the_model_between_chunks(
    hass: HomeAssistant,
    home: HomeIds,
    mock_config_entry: MockConfigEntry,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Unloading while the home is being embedded returns within a chunk, not the home."""
    model = ThreadModel(seconds=0.3)
    await _semantic_entry(hass, mock_config_entry, model, monkeypatch)
    for _ in range(50):  # the documents are being embedded, one chunk at a time
        if model.kinds:
            break
        await asyncio.sleep(0.02)
    assert model.kinds
    sync = mock_config_entry.runtime_data.sync
    started = time.perf_counter()
    assert await hass.config_entries.async_unload(mock_config_entry.entry_id)
    await hass.async_block_till_done(wait_background_tasks=True)
    assert time.perf_counter() - started < 2.0
    assert len(model.kinds) <= 3, "the model went on after the unload"
    # Stopped is not failed: no error to report, no retry scheduled.
    assert sync.last_error is None
    assert sync._cancel_retry is None


async def test_state_change_during_a_rebuild_is_kept(
    hass: HomeAssistant,
    init_integration: MockConfigEntry,
    entity_registry: er.EntityRegistry,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A rename starts a rebuild; the temperature that changes while it runs is in the new
    index (it used to keep the old value until the sensor changed again)."""
    sync = init_integration.runtime_data.sync
    started, release = asyncio.Event(), asyncio.Event()
    original = type(sync)._async_attach

    async def slow_attach(self: Any, *args: Any) -> Any:
        # The build has read the home and built the index; the vectors are on their way.
        started.set()
        await release.wait()
        return await original(self, *args)

    monkeypatch.setattr(type(sync), "_async_attach", slow_attach)
    entity_registry.async_update_entity("switch.old_buddy", name="咖啡机")
    async_fire_time_changed(hass, dt_util.utcnow() + timedelta(seconds=3))
    await asyncio.wait_for(started.wait(), 5)
    attributes = hass.states.get("sensor.living_temperature").attributes
    hass.states.async_set("sensor.living_temperature", "31.5", attributes)
    await hass.async_block_till_done()
    release.set()
    await hass.async_block_till_done(wait_background_tasks=True)
    index = sync.index
    assert index.home.entities["switch.old_buddy"].name == "咖啡机"
    assert index.home.entities["sensor.living_temperature"].state == "31.5"
    response = await retrieve(hass, "客厅温度多少")
    assert "'31.5'" in response["yaml"] or "31.5" in response["yaml"]
    assert DOMAIN in hass.config.components


async def test_llm_api_refuses_a_message_too_long(
    hass: HomeAssistant, init_integration: MockConfigEntry
) -> None:
    """The API's prompt says the message is too long; a reused instance refuses it too."""
    from homeassistant.components.conversation.const import DATA_COMPONENT

    from custom_components.context_retrieval.llm_api import API_ID, CALL_TOOL, STATE_TOOL

    from .agents import LLMAgent

    agent = LLMAgent(API_ID)
    await hass.data[DATA_COMPONENT].async_add_entities([agent])
    agent.tool_calls = [
        (CALL_TOOL, {"entity_id": ["light.living_main"], "service": "light.turn_on"})
    ]
    await conversation.async_converse(
        hass, TOO_LONG, None, Context(), language="zh-Hans", agent_id=agent.entity_id
    )
    turn = agent.turns[0]
    assert turn["system"].startswith(
        "你是助手。\nThe message is too long (1001 characters, at most 1000): control nothing"
    )
    assert "# " not in turn["system"]  # no YAML
    (refused,) = turn["results"]
    assert refused.data["error"] == "entity_not_retrieved"

    agent.reuse_api_instance = True
    first = await conversation.async_converse(
        hass, "打开客厅灯", None, Context(), language="zh-Hans", agent_id=agent.entity_id
    )
    agent.tool_calls = [
        (STATE_TOOL, {}),
        (CALL_TOOL, {"entity_id": ["light.living_main"], "service": "light.turn_on"}),
    ]
    await conversation.async_converse(
        hass,
        TOO_LONG,
        first.conversation_id,
        Context(),
        language="zh-Hans",
        agent_id=agent.entity_id,
    )
    listed, refused = agent.turns[2]["results"]
    assert listed.data["devices"].startswith("The message is too long (1001 characters")
    assert refused.data["error"] == "entity_not_retrieved"


async def test_rebuilds_never_wait_for_the_model(
    hass: HomeAssistant,
    home: HomeIds,
    mock_config_entry: MockConfigEntry,
    entity_registry: er.EntityRegistry,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A rename while the model embeds the home (slowly) reaches the index after the
    cooldown, without waiting for the embedding; the vectors arrive later on their own."""
    model = ThreadModel(seconds=0.5)
    await _semantic_entry(hass, mock_config_entry, model, monkeypatch)
    for _ in range(50):
        if model.kinds:
            break
        await asyncio.sleep(0.02)
    sync = mock_config_entry.runtime_data.sync
    assert sync.index.model_id is None  # the documents are still being embedded
    entity_registry.async_update_entity("switch.old_buddy", name="咖啡机")
    async_fire_time_changed(hass, dt_util.utcnow() + timedelta(seconds=3))
    started = time.perf_counter()
    while sync.index.home.entities["switch.old_buddy"].name != "咖啡机":
        assert time.perf_counter() - started < 1.0, "the rebuild waited for the model"
        await asyncio.sleep(0.02)
    assert sync.index.model_id is None
    response = await retrieve(hass, "打开咖啡机")
    assert response["commands"][0]["candidates"][0]["entity_id"] == "switch.old_buddy"
    await hass.async_block_till_done(wait_background_tasks=True)
    assert sync.index.model_id == model.model_id  # the vectors, once embedded
    assert sync.index.home.entities["switch.old_buddy"].name == "咖啡机"
    assert await hass.config_entries.async_unload(mock_config_entry.entry_id)


async def test_home_assistant_stop_closes_the_model(
    hass: HomeAssistant,
    home: HomeIds,
    mock_config_entry: MockConfigEntry,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """At Home Assistant's stop the model stops after its chunk; no rebuild starts."""
    from homeassistant.const import EVENT_HOMEASSISTANT_STOP

    model = ThreadModel()
    await _semantic_entry(hass, mock_config_entry, model, monkeypatch)
    await hass.async_block_till_done(wait_background_tasks=True)
    embedder = mock_config_entry.runtime_data.embedder
    sync = mock_config_entry.runtime_data.sync
    builds = sync.builds
    hass.bus.async_fire(EVENT_HOMEASSISTANT_STOP)
    await hass.async_block_till_done()
    assert embedder.closed
    sync.async_schedule_rebuild("too late")
    await sync._async_rebuild(force=True)
    assert sync.builds == builds
    assert await hass.config_entries.async_unload(mock_config_entry.entry_id)


async def test_a_failed_first_build_leaves_no_listener(
    hass: HomeAssistant, home: HomeIds, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A first build that fails stops the listeners it started, then raises."""
    from custom_components.context_retrieval.engine.pipeline import Settings
    from custom_components.context_retrieval.home import HomeSync

    def broken(hass: HomeAssistant) -> Any:
        raise RuntimeError("registry exploded")

    monkeypatch.setattr("custom_components.context_retrieval.home.async_build_home", broken)
    sync = HomeSync(hass, settings=Settings(), embedder=None)
    with pytest.raises(RuntimeError, match="registry exploded"):
        await sync.async_start()
    assert sync._unsubscribers == []
    assert sync.index is None


async def test_a_build_that_ends_after_the_stop_is_not_installed(
    hass: HomeAssistant,
    init_integration: MockConfigEntry,
    entity_registry: er.EntityRegistry,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    sync = init_integration.runtime_data.sync
    index = sync.index
    started, release = asyncio.Event(), asyncio.Event()
    original = type(sync)._async_attach

    async def slow_attach(self: Any, *args: Any) -> Any:
        started.set()
        await release.wait()
        return await original(self, *args)

    monkeypatch.setattr(type(sync), "_async_attach", slow_attach)
    entity_registry.async_update_entity("switch.old_buddy", name="咖啡机")
    async_fire_time_changed(hass, dt_util.utcnow() + timedelta(seconds=3))
    await asyncio.wait_for(started.wait(), 5)
    sync._stopping = True
    release.set()
    await hass.async_block_till_done(wait_background_tasks=True)
    assert sync.index is index
