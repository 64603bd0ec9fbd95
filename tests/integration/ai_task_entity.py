"""A real AI Task entity for tests, set up through a mock integration (imports ai_task)."""

from __future__ import annotations

import asyncio
import importlib.util
import json
import sys
import types
from typing import Any

# ai_task imports camera, whose image helpers import PyTurboJPEG at module level. Home
# Assistant installs it with camera; the test extra does not, and nothing here scales images.
if importlib.util.find_spec("turbojpeg") is None:
    _stub = types.ModuleType("turbojpeg")
    _stub.TurboJPEG = object  # type: ignore[attr-defined]
    sys.modules["turbojpeg"] = _stub

from homeassistant.components.ai_task import (  # after the stub
    AITaskEntity,
    AITaskEntityFeature,
    GenDataTask,
    GenDataTaskResult,
)
from homeassistant.components.conversation import ChatLog
from homeassistant.config_entries import ConfigEntry, ConfigFlow
from homeassistant.const import Platform
from homeassistant.core import HomeAssistant
from homeassistant.exceptions import HomeAssistantError
from homeassistant.helpers.entity_platform import AddConfigEntryEntitiesCallback
from homeassistant.setup import async_setup_component
from pytest_homeassistant_custom_component.common import (
    MockConfigEntry,
    MockModule,
    MockPlatform,
    mock_integration,
    mock_platform,
)

from custom_components.context_retrieval.parsing import REQUEST_HEADER

DOMAIN = "test_ai"
ENTITY_ID = "ai_task.test_ai_task"


class FakeAITask(AITaskEntity):
    """Answers the IR configured for the request at the end of the instructions."""

    _attr_name = "Test AI task"
    _attr_unique_id = "test_ai_task"
    _attr_supported_features = AITaskEntityFeature.GENERATE_DATA

    def __init__(self) -> None:
        self.answers: dict[str, Any] = {}
        self.tasks: list[GenDataTask] = []
        self.fail = False
        self.delay = 0.0
        """Seconds to think before answering."""
        self.shape = "text"
        """``text``: JSON in a fence, as a model told to write JSON; ``parsed``: the object
        itself, as providers that parse a JSON answer; ``none``: no data at all."""

    async def _async_generate_data(self, task: GenDataTask, chat_log: ChatLog) -> GenDataTaskResult:
        """Record the task; answer the IR set for the request in the configured shape."""
        self.tasks.append(task)
        if self.delay:
            await asyncio.sleep(self.delay)
        if self.fail:
            raise HomeAssistantError("provider down")
        request = task.instructions.rpartition(REQUEST_HEADER)[2].strip()
        answer = self.answers.get(request, {"commands": [{"action": None}]})
        data: Any = f"```json\n{json.dumps(answer, ensure_ascii=False)}\n```"
        if self.shape == "parsed":
            data = answer
        elif self.shape == "none":
            data = None
        return GenDataTaskResult(conversation_id=chat_log.conversation_id, data=data)


class _Flow(ConfigFlow):
    """The mock integration's config flow (entries need a handler)."""


FLOW = _Flow


async def async_setup_ai_task(hass: HomeAssistant) -> FakeAITask:
    """Set up ai_task and a mock integration that provides one :class:`FakeAITask`.

    Call it inside ``mock_config_flow(DOMAIN, ...)``, as the ``ai_task_entity`` fixture does.
    """
    entity = FakeAITask()

    async def setup_entry(hass: HomeAssistant, entry: ConfigEntry) -> bool:
        await hass.config_entries.async_forward_entry_setups(entry, [Platform.AI_TASK])
        return True

    async def setup_platform(
        hass: HomeAssistant,
        entry: ConfigEntry,
        async_add_entities: AddConfigEntryEntitiesCallback,
    ) -> None:
        async_add_entities([entity])

    mock_integration(hass, MockModule(DOMAIN, async_setup_entry=setup_entry))
    mock_platform(hass, f"{DOMAIN}.ai_task", MockPlatform(async_setup_entry=setup_platform))
    assert await async_setup_component(hass, "ai_task", {})
    entry = MockConfigEntry(domain=DOMAIN)
    entry.add_to_hass(hass)
    assert await hass.config_entries.async_setup(entry.entry_id)
    await hass.async_block_till_done()
    assert hass.states.get(ENTITY_ID) is not None
    return entity
