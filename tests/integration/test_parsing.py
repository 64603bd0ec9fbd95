"""The LLM parser through the integration: a real chat server or a real AI Task entity.

Whatever the model does - answer, fail, stall - the request is retrieved; the model's answer
is used when there is one, the local parser's otherwise.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Any

from homeassistant.core import HomeAssistant
from pytest_homeassistant_custom_component.common import MockConfigEntry

from custom_components.context_retrieval.const import (
    CONF_AI_TASK_ENTITY,
    CONF_EMBEDDER,
    CONF_LLM_API_KEY,
    CONF_LLM_MODEL,
    CONF_LLM_URL,
    CONF_PARSER,
    EMBEDDER_BUILTIN,
    PARSER_AI_TASK,
    PARSER_OPENAI,
)
from custom_components.context_retrieval.parsing import LLMCommandParser

from .conftest import HomeIds, retrieve, setup_entry
from .servers import ChatServer

if TYPE_CHECKING:
    from .ai_task_entity import FakeAITask

# What a model answers for "打开客厅灯"; the odd confidence marks the model's reading.
LIVING_LIGHT_ON: dict[str, Any] = {
    "commands": [
        {
            "action": "打开",
            "name_hint": "客厅灯",
            "type_hint": "light",
            "quantifier": "one",
            "confidence": 0.77,
        }
    ]
}


async def _setup(hass: HomeAssistant, data: dict[str, Any]) -> MockConfigEntry:
    return await setup_entry(hass, {CONF_EMBEDDER: EMBEDDER_BUILTIN, **data})


def _openai(chat_server: ChatServer) -> dict[str, Any]:
    return {
        CONF_PARSER: PARSER_OPENAI,
        CONF_LLM_URL: chat_server.url,
        CONF_LLM_MODEL: "qwen-plus",
        CONF_LLM_API_KEY: "sk-llm",
    }


async def test_openai_parser_answers_then_fails(
    hass: HomeAssistant, home: HomeIds, chat_server: ChatServer
) -> None:
    """The model's IR is used while it answers; a failing model leaves it to the local parser."""
    entry = await _setup(hass, _openai(chat_server))
    parser = entry.runtime_data.parser
    assert isinstance(parser, LLMCommandParser)
    assert parser.name == PARSER_OPENAI

    chat_server.answers["打开客厅灯"] = LIVING_LIGHT_ON
    response = await retrieve(hass, "打开客厅灯")
    command = response["commands"][0]
    assert command["ir"]["confidence"] == 0.77  # the model's reading
    assert command["candidates"][0]["entity_id"] == "light.living_main"
    assert command["candidates"][0]["service"] == "light.turn_on"
    request = chat_server.requests[-1]
    assert request["auth"] == "Bearer sk-llm"
    system = request["json"]["messages"][0]["content"]
    assert "客厅" in system and "卧室" in system  # the home's areas are in the protocol
    assert request["json"]["response_format"]["type"] == "json_schema"
    assert parser.outcomes["llm"] == 1

    chat_server.status = 500
    response = await retrieve(hass, "打开客厅灯")
    command = response["commands"][0]
    assert command["ir"]["confidence"] != 0.77
    assert command["candidates"][0]["entity_id"] == "light.living_main"
    assert any("parsed locally" in issue for issue in command["meta"]["ir_issues"])
    assert parser.outcomes["local_fallback"] == 1
    assert "HTTP 500" in parser.last_reason

    # An answer that is not the IR is no better than no answer.
    chat_server.status = 200
    chat_server.answers["打开客厅灯"] = "好的，我来帮你开灯。"
    response = await retrieve(hass, "打开客厅灯")
    assert response["commands"][0]["candidates"][0]["entity_id"] == "light.living_main"
    assert parser.outcomes["local_fallback"] == 2


async def test_openai_parser_stalls(
    hass: HomeAssistant, home: HomeIds, chat_server: ChatServer
) -> None:
    """A model slower than the deadline does not hold the request up."""
    entry = await _setup(hass, _openai(chat_server))
    parser = entry.runtime_data.parser
    parser.deadline = 0.3
    chat_server.delay = 5.0
    started = time.perf_counter()
    response = await retrieve(hass, "关掉老伙计")
    assert time.perf_counter() - started < 2.0
    command = response["commands"][0]
    assert command["candidates"][0]["entity_id"] == "switch.old_buddy"
    assert command["candidates"][0]["service"] == "switch.turn_off"
    assert parser.outcomes["timeout"] == 1
    assert "0.3 s" in parser.last_reason


async def test_openai_parser_unreachable(
    hass: HomeAssistant, home: HomeIds, socket_enabled: None
) -> None:
    """Nothing listening: every request is parsed locally, and setup is not held up."""
    entry = await _setup(
        hass,
        {CONF_PARSER: PARSER_OPENAI, CONF_LLM_URL: "http://127.0.0.1:9/v1", CONF_LLM_MODEL: "m"},
    )
    response = await retrieve(hass, "打开卧室空调")
    assert response["commands"][0]["candidates"][0]["entity_id"] == "climate.bedroom_ac"
    assert entry.runtime_data.parser.outcomes["local_fallback"] == 1


async def test_ai_task_parser(
    hass: HomeAssistant, home: HomeIds, ai_task_entity: FakeAITask
) -> None:
    """An AI Task entity parses requests (JSON in its text answer); a failing task degrades."""
    from .ai_task_entity import ENTITY_ID

    task_entity = ai_task_entity
    entry = await _setup(hass, {CONF_PARSER: PARSER_AI_TASK, CONF_AI_TASK_ENTITY: ENTITY_ID})
    parser = entry.runtime_data.parser
    assert parser.name == PARSER_AI_TASK

    task_entity.answers["打开客厅灯"] = LIVING_LIGHT_ON
    response = await retrieve(hass, "打开客厅灯")
    command = response["commands"][0]
    assert command["ir"]["confidence"] == 0.77
    assert command["candidates"][0]["entity_id"] == "light.living_main"
    (task,) = task_entity.tasks
    assert task.structure is None
    assert task.instructions.endswith("打开客厅灯")
    assert '{"commands": [...]}' in task.instructions  # the protocol is in the instructions

    task_entity.fail = True
    response = await retrieve(hass, "打开客厅灯")
    command = response["commands"][0]
    assert command["candidates"][0]["entity_id"] == "light.living_main"
    assert any("provider down" in issue for issue in command["meta"]["ir_issues"])
    assert parser.outcomes == {"llm": 1, "local_fallback": 1}


async def test_ai_task_parser_without_ai_task(hass: HomeAssistant, home: HomeIds) -> None:
    """The AI Task integration not loaded: requests are still parsed, locally."""
    entry = await _setup(hass, {CONF_PARSER: PARSER_AI_TASK, CONF_AI_TASK_ENTITY: "ai_task.gone"})
    response = await retrieve(hass, "打开客厅灯")
    assert response["commands"][0]["candidates"][0]["entity_id"] == "light.living_main"
    assert "not loaded" in entry.runtime_data.parser.last_reason


async def test_ai_task_answer_shapes(
    hass: HomeAssistant, home: HomeIds, ai_task_entity: FakeAITask
) -> None:
    """A provider that parses the JSON itself is read the same; no data, or data too late,
    leaves the request to the local parser."""
    from .ai_task_entity import ENTITY_ID

    task_entity = ai_task_entity
    entry = await _setup(hass, {CONF_PARSER: PARSER_AI_TASK, CONF_AI_TASK_ENTITY: ENTITY_ID})
    parser = entry.runtime_data.parser
    task_entity.answers["打开客厅灯"] = LIVING_LIGHT_ON

    task_entity.shape = "parsed"
    command = (await retrieve(hass, "打开客厅灯"))["commands"][0]
    assert command["ir"]["confidence"] == 0.77  # the model's reading
    assert command["candidates"][0]["entity_id"] == "light.living_main"

    task_entity.shape = "none"
    command = (await retrieve(hass, "打开客厅灯"))["commands"][0]
    assert command["ir"]["confidence"] != 0.77
    assert command["candidates"][0]["entity_id"] == "light.living_main"
    assert parser.last_reason.endswith(f"{ENTITY_ID} answered nothing")

    # The task's own time limit ends a slow task before the parse's deadline does.
    task_entity.shape = "text"
    task_entity.delay = 5.0
    parser.chat.timeout = 0.2
    started = time.perf_counter()
    command = (await retrieve(hass, "打开客厅灯"))["commands"][0]
    assert time.perf_counter() - started < 2.0
    assert command["candidates"][0]["entity_id"] == "light.living_main"
    assert parser.last_reason.endswith(f"{ENTITY_ID} gave no answer within 0.2 s")
    assert parser.outcomes == {"llm": 1, "local_fallback": 2}
