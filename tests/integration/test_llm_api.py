"""The "Context Retrieval" LLM API, used by an LLM-like agent the way core agents use an API."""

from __future__ import annotations

import re
from typing import Any

import probatio
import pytest
from homeassistant.components import conversation
from homeassistant.components.conversation.const import DATA_COMPONENT
from homeassistant.core import Context, HomeAssistant, ServiceCall
from homeassistant.exceptions import ServiceValidationError
from homeassistant.helpers import llm
from pytest_homeassistant_custom_component.common import MockConfigEntry

from custom_components.context_retrieval import ContextRetrievalData, llm_api
from custom_components.context_retrieval.const import DOMAIN
from custom_components.context_retrieval.llm_api import API_ID, CALL_TOOL, STATE_TOOL

from .agents import LLMAgent
from .conftest import HomeIds, entry_options

YAML_HEADER = "# 以下是与用户请求相关的设备信息"


@pytest.fixture
def service_calls_log(hass: HomeAssistant) -> list[ServiceCall]:
    """Real light and switch services that record their calls and switch the state."""
    calls: list[ServiceCall] = []

    async def handle(call: ServiceCall) -> None:
        calls.append(call)
        if call.data.get("brightness_pct") == 0:
            raise ServiceValidationError("brightness 0 is off")
        targets = call.data["entity_id"]
        for entity_id in [targets] if isinstance(targets, str) else targets:
            old = hass.states.get(entity_id)
            new = "on" if call.service == "turn_on" else "off"
            hass.states.async_set(entity_id, new, old.attributes if old else None)

    for domain in ("light", "switch"):
        for service in ("turn_on", "turn_off"):
            hass.services.async_register(domain, service, handle)
    return calls


@pytest.fixture
async def agent(
    hass: HomeAssistant, service_calls_log: list[ServiceCall], init_integration: MockConfigEntry
) -> LLMAgent:
    """An LLM-like agent with the "Context Retrieval" API selected."""
    llm_agent = LLMAgent(API_ID)
    await hass.data[DATA_COMPONENT].async_add_entities([llm_agent])
    await hass.async_block_till_done(wait_background_tasks=True)
    return llm_agent


async def _say(
    hass: HomeAssistant, agent_id: str, text: str, conversation_id: str | None = None, **kw: Any
) -> conversation.ConversationResult:
    return await conversation.async_converse(
        hass, text, conversation_id, Context(), language="zh-Hans", agent_id=agent_id, **kw
    )


def _schema(tool: llm.Tool) -> dict[str, Any]:
    """The JSON schema an agent sends for the tool."""
    schema: dict[str, Any] = probatio.to_openapi(
        tool.parameters, custom_serializer=llm.selector_serializer
    )
    return schema


def _llm_context() -> llm.LLMContext:
    """The context of a tool called outside any conversation."""
    return llm.LLMContext(
        platform="test",
        context=Context(),
        language="zh-Hans",
        assistant="conversation",
        device_id=None,
    )


def _prompt_ids(system: str) -> set[str]:
    """The devices of the YAML in a prompt (a device's id is followed by its name)."""
    return set(re.findall(r"- id: ([a-z_]+\.[a-z0-9_]+)\n\s+name:", system))


async def test_registered_and_listed(
    hass: HomeAssistant, init_integration: MockConfigEntry
) -> None:
    """The API is listed while the entry is loaded, and again after a reload."""
    apis = {api.id: api for api in llm.async_get_apis(hass)}
    assert apis[API_ID].name == "Context Retrieval"
    assert await hass.config_entries.async_reload(init_integration.entry_id)
    await hass.async_block_till_done(wait_background_tasks=True)
    assert API_ID in {api.id for api in llm.async_get_apis(hass)}
    assert await hass.config_entries.async_unload(init_integration.entry_id)
    assert API_ID not in {api.id for api in llm.async_get_apis(hass)}


async def test_instance_lists_only_retrieved(hass: HomeAssistant, agent: LLMAgent) -> None:
    """A Chinese request: the prompt names only the retrieved entities; the tool schemas are
    short and fixed (no enums: the prompt lists the devices, every call is checked)."""
    await _say(hass, agent.entity_id, "打开客厅灯")
    turn = agent.turns[0]
    system = turn["system"]
    assert system.startswith("你是助手。")
    assert system.count(YAML_HEADER) == 1
    shown = _prompt_ids(system)
    assert "light.living_main" in shown
    assert "light.turn_on" in system
    for other in ("light.bedroom_ceiling", "light.kitchen_ceiling", "switch.safe", "climate."):
        assert other not in system
    assert set(turn["tools"]) == {CALL_TOOL, STATE_TOOL}
    call = _schema(turn["tools"][CALL_TOOL])
    assert call["properties"]["entity_id"] == {
        "type": "array",
        "items": {"type": "string"},
        "description": "ids of listed devices",
    }
    assert call["properties"]["service"]["type"] == "string"
    assert "enum" not in str(call)
    assert call["required"] == ["entity_id", "service"]
    state = _schema(turn["tools"][STATE_TOOL])
    assert state["properties"]["entity_id"] == {"type": "string"}
    tool = turn["tools"][CALL_TOOL]
    assert tool.integration == DOMAIN


async def test_call_retrieved_entity(
    hass: HomeAssistant, agent: LLMAgent, service_calls_log: list[ServiceCall]
) -> None:
    """A retrieved entity and an applicable service: the real service is called and waited for."""
    agent.tool_calls = [
        (
            CALL_TOOL,
            {
                "entity_id": "light.living_main",
                "service": "light.turn_on",
                "data": {"brightness_pct": 50},
            },
        ),
        (STATE_TOOL, {"entity_id": "light.living_main"}),
    ]
    context = Context()
    await conversation.async_converse(
        hass, "把客厅灯调到一半亮度", None, context, language="zh-Hans", agent_id=agent.entity_id
    )
    (call,) = service_calls_log
    assert (call.domain, call.service) == ("light", "turn_on")
    assert call.data == {"entity_id": "light.living_main", "brightness_pct": 50}
    assert call.context.id == context.id
    done, state = agent.turns[0]["results"]
    assert isinstance(done, llm.ToolResult)
    assert done.error is False
    assert done.data == {
        "success": True,
        "entity_id": "light.living_main",
        "service": "light.turn_on",
        "state": "on",
    }
    assert state.data == {
        "entity_id": "light.living_main",
        "name": "客厅灯",
        "state": "on",
        "services": ["light.turn_on"],
    }


@pytest.mark.parametrize(
    ("args", "error"),
    [
        (
            {"entity_id": "light.bedroom_ceiling", "service": "light.turn_on"},
            "entity_not_retrieved",
        ),
        ({"entity_id": "switch.safe", "service": "switch.turn_on"}, "entity_not_retrieved"),
        ({"entity_id": "light.living_main", "service": "switch.turn_on"}, "service_not_permitted"),
        # Least privilege: the opposite of what was asked, or a service it was not asked for.
        ({"entity_id": "light.living_main", "service": "light.turn_off"}, "service_not_permitted"),
        ({"entity_id": "light.living_main", "service": "light.toggle"}, "service_not_permitted"),
        (
            {"entity_id": "light.living_main", "service": "light.turn_on", "data": {"volume": 1}},
            "unknown_fields",
        ),
        (
            {"entity_id": "light.living_main", "service": "light.turn_on", "data": [1]},
            "invalid_data",
        ),
        ({"service": "light.turn_on"}, "entity_not_retrieved"),
    ],
)
async def test_call_refused(
    hass: HomeAssistant,
    agent: LLMAgent,
    service_calls_log: list[ServiceCall],
    args: dict[str, Any],
    error: str,
) -> None:
    """Anything that was not retrieved, or does not apply, is refused and calls nothing."""
    agent.tool_calls = [(CALL_TOOL, args)]
    await _say(hass, agent.entity_id, "打开客厅灯")
    (result,) = agent.turns[0]["results"]
    assert result.error is True
    assert result.data["error"] == error
    assert result.data["message"]
    assert service_calls_log == []
    assert hass.states.get("light.bedroom_ceiling").state == "off"


async def test_service_error_is_a_result(
    hass: HomeAssistant, agent: LLMAgent, service_calls_log: list[ServiceCall]
) -> None:
    """A service that refuses the call gives the model an error result, not an exception."""
    agent.tool_calls = [
        (
            CALL_TOOL,
            {
                "entity_id": "light.living_main",
                "service": "light.turn_on",
                "data": {"brightness_pct": 0},
            },
        )
    ]
    await _say(hass, agent.entity_id, "打开客厅灯")
    (result,) = agent.turns[0]["results"]
    assert result.error is True
    assert result.data == {"error": "service_failed", "message": "brightness 0 is off"}


async def test_clarification_tells_the_model_to_ask(hass: HomeAssistant, agent: LLMAgent) -> None:
    """An ambiguous request: the prompt says to ask the question, and there is nothing to call."""
    asked = await _say(hass, agent.entity_id, "打开吸顶灯")
    turn = agent.turns[0]
    assert set(turn["tools"]) == {CALL_TOOL, STATE_TOOL}
    system = turn["system"]
    match = re.search(r"control nothing, ask the user in their language: (.+)", system)
    assert match is not None
    question = match.group(1)
    assert question.startswith("你指的是哪一个")
    assert "吸顶灯（卧室）" in question and "吸顶灯（厨房）" in question

    # The candidates can be read, but nothing is controlled until the user answers. (The living
    # room's light, whose alias 大灯 is a ceiling-light word, is asked about too.)
    assert {"light.bedroom_ceiling", "light.kitchen_ceiling"} <= _prompt_ids(system)
    assert _prompt_ids(system) <= {
        "light.bedroom_ceiling",
        "light.kitchen_ceiling",
        "light.living_main",
    }
    refused = await turn["tools"][CALL_TOOL].async_call(
        hass,
        llm.ToolInput(
            CALL_TOOL, {"entity_id": ["light.kitchen_ceiling"], "service": "light.turn_on"}
        ),
        _llm_context(),
    )
    assert refused.error is True
    assert refused.data["error"] == "request_ambiguous"
    assert question in refused.data["message"]

    # The answer, in the same conversation, resolves the request.
    await _say(hass, agent.entity_id, "厨房的", asked.conversation_id)
    turn = agent.turns[1]
    assert _prompt_ids(turn["system"]) == {"light.kitchen_ceiling"}


async def test_satellite_area(hass: HomeAssistant, agent: LLMAgent, home: HomeIds) -> None:
    """Said to the kitchen speaker, "打开吸顶灯" is the kitchen's ceiling light."""
    await _say(hass, agent.entity_id, "打开吸顶灯", device_id=home.devices["kitchen_satellite"])
    turn = agent.turns[0]
    assert CALL_TOOL in turn["tools"]
    assert "light.kitchen_ceiling" in _prompt_ids(turn["system"])
    assert "ask the user" not in turn["system"]
    first = re.search(r"- id: (light\.\w+)", turn["system"])
    assert first is not None and first.group(1) == "light.kitchen_ceiling"


async def test_no_match_and_no_request(
    hass: HomeAssistant, agent: LLMAgent, service_calls_log: list[ServiceCall]
) -> None:
    """Nothing retrieved: nothing can be called. Outside a conversation: no request, no tools.

    The tools still come with the no-match instance, for an agent that reuses it on the next
    message; then they serve that message's devices.
    """
    agent.reuse_api_instance = True
    agent.tool_calls = [
        (CALL_TOOL, {"entity_id": "switch.old_buddy", "service": "switch.turn_off"})
    ]
    said = await _say(hass, agent.entity_id, "今天天气怎么样")
    turn = agent.turns[0]
    assert "No device fits the request" in turn["system"]
    assert "# " not in turn["system"]  # no YAML
    assert set(turn["tools"]) == {CALL_TOOL, STATE_TOOL}
    (refused,) = turn["results"]
    assert refused.data["error"] == "entity_not_retrieved"
    assert "Only these devices can be controlled: none." in refused.data["message"]
    assert service_calls_log == []

    agent.tool_calls = [
        (CALL_TOOL, {"entity_id": "switch.old_buddy", "service": "switch.turn_off"})
    ]
    await _say(hass, agent.entity_id, "关掉老伙计", said.conversation_id)
    (done,) = agent.turns[1]["results"]
    assert done.error is False
    assert [c.data["entity_id"] for c in service_calls_log] == ["switch.old_buddy"]

    instance = await llm.async_get_api(hass, API_ID, _llm_context())
    assert instance.tools == []
    assert "No user request" in instance.api_prompt


async def test_wrapper_agent_and_api_share_one_retrieval(
    hass: HomeAssistant,
    agent: LLMAgent,
    init_integration: MockConfigEntry,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The wrapper hands over to an agent that uses the API: one retrieval, the YAML once."""
    hass.config_entries.async_update_entry(
        init_integration, options=entry_options(target_agent=agent.entity_id)
    )
    retrievals: list[str] = []
    original = ContextRetrievalData.async_retrieve

    async def counting(self: ContextRetrievalData, text: str, **kwargs: Any) -> Any:
        retrievals.append(text)
        return await original(self, text, **kwargs)

    monkeypatch.setattr(ContextRetrievalData, "async_retrieve", counting)
    await _say(hass, "conversation.context_retrieval", "关掉老伙计")
    assert retrievals == ["关掉老伙计"]
    turn = agent.turns[0]
    system = turn["system"]
    assert system.count(YAML_HEADER) == 1
    assert "later in this prompt" in system
    assert _prompt_ids(system) == {"switch.old_buddy"}


async def test_dict_results_before_tool_result(
    hass: HomeAssistant,
    agent: LLMAgent,
    service_calls_log: list[ServiceCall],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Where Home Assistant has no ToolResult (before 2026.10) the tools return plain dicts."""
    monkeypatch.setattr(llm_api, "_TOOL_RESULT", None)
    await _say(hass, agent.entity_id, "关掉老伙计")
    tool = agent.turns[0]["tools"][CALL_TOOL]
    llm_context = _llm_context()
    done = await tool.async_call(
        hass,
        llm.ToolInput(CALL_TOOL, {"entity_id": "switch.old_buddy", "service": "switch.turn_off"}),
        llm_context,
    )
    assert done == {
        "success": True,
        "entity_id": "switch.old_buddy",
        "service": "switch.turn_off",
        "state": "off",
    }
    refused = await tool.async_call(
        hass,
        llm.ToolInput(CALL_TOOL, {"entity_id": "light.living_main", "service": "light.turn_on"}),
        llm_context,
    )
    assert refused["error"] == "entity_not_retrieved"
    assert len(service_calls_log) == 1


async def test_bulk_request_is_one_call(
    hass: HomeAssistant, agent: LLMAgent, service_calls_log: list[ServiceCall]
) -> None:
    """ "关掉所有的灯": every light is offered, and one call switches them all off."""
    await _say(hass, agent.entity_id, "打开所有的灯")
    lights = ["light.bedroom_ceiling", "light.kitchen_ceiling", "light.living_main"]
    assert all(light in agent.turns[0]["system"] for light in lights)
    agent.tool_calls = [(CALL_TOOL, {"entity_id": lights, "service": "light.turn_on"})]
    await _say(hass, agent.entity_id, "打开所有的灯")
    (call,) = service_calls_log
    assert (call.domain, call.service) == ("light", "turn_on")
    assert sorted(call.data["entity_id"]) == lights
    (done,) = agent.turns[1]["results"]
    assert done.error is False
    assert done.data["state"] == dict.fromkeys(lights, "on")


async def test_bulk_call_checks_every_entity(
    hass: HomeAssistant, agent: LLMAgent, service_calls_log: list[ServiceCall]
) -> None:
    """One entity of a list that was not retrieved refuses the whole call."""
    agent.tool_calls = [
        (
            CALL_TOOL,
            {"entity_id": ["light.living_main", "switch.old_buddy"], "service": "light.turn_on"},
        ),
        (CALL_TOOL, {"entity_id": [], "service": "light.turn_on"}),
    ]
    await _say(hass, agent.entity_id, "打开客厅灯")
    wrong, empty = agent.turns[0]["results"]
    assert wrong.data["error"] == "entity_not_retrieved"
    assert "'switch.old_buddy'" in wrong.data["message"]
    assert "light.living_main (light.turn_on)" in wrong.data["message"]
    assert empty.data["error"] == "entity_not_retrieved"
    assert service_calls_log == []


async def test_reused_instance_answers_for_the_latest_message(
    hass: HomeAssistant, agent: LLMAgent, service_calls_log: list[ServiceCall]
) -> None:
    """An agent that keeps its first turn's API instance (as HA 2026.11 may) stays correct.

    The prompt says which message it was retrieved for; on a later message the tools check
    calls against that message's own retrieval, and get_state without an entity answers with
    that message's retrieval: the YAML the prompt would have held.
    """
    agent.reuse_api_instance = True
    first = await _say(hass, agent.entity_id, "打开客厅灯")
    system = agent.turns[0]["system"]
    assert 'Listed for the message "打开客厅灯"' in system
    agent.tool_calls = [
        (STATE_TOOL, {}),
        (CALL_TOOL, {"entity_id": "switch.old_buddy", "service": "switch.turn_off"}),
        (CALL_TOOL, {"entity_id": ["light.living_main"], "service": "light.turn_on"}),
    ]
    await _say(hass, agent.entity_id, "关掉老伙计", first.conversation_id)
    second = agent.turns[1]
    assert second["system"] == system  # the instance was not rebuilt
    listed, done, stale = second["results"]
    assert listed.data["retrieved_for"] == "关掉老伙计"
    context = listed.data["devices"]
    assert context.startswith(YAML_HEADER)
    assert _prompt_ids(context) == {"switch.old_buddy"}
    assert "switch.turn_off" in context and "switch.turn_on" not in context
    assert done.error is False
    assert stale.error is True
    assert stale.data["error"] == "entity_not_retrieved"
    assert "switch.old_buddy" in stale.data["message"]
    ((domain, service, entity_id),) = [
        (c.domain, c.service, c.data["entity_id"]) for c in service_calls_log
    ]
    assert (domain, service, entity_id) == ("switch", "turn_off", "switch.old_buddy")


async def test_state_tool_limits(
    hass: HomeAssistant, agent: LLMAgent, service_calls_log: list[ServiceCall]
) -> None:
    """get_state reads only what was retrieved and is still exposed; while a question is
    open it says what to ask; an entity unexposed since retrieval cannot be controlled."""
    from homeassistant.components.homeassistant.exposed_entities import async_expose_entity

    agent.tool_calls = [
        (STATE_TOOL, {}),
        (STATE_TOOL, {"entity_id": "switch.safe"}),
        (STATE_TOOL, {"entity_id": "light.kitchen_ceiling"}),
    ]
    await _say(hass, agent.entity_id, "打开吸顶灯")
    listed, refused, read = agent.turns[0]["results"]
    assert listed.data["ask_user"].startswith("你指的是哪一个")
    assert "devices" not in listed.data
    assert refused.data["error"] == "entity_not_retrieved"
    assert read.data["state"] == "off" and "services" not in read.data  # nothing to call yet

    await _say(hass, agent.entity_id, "打开客厅灯")
    tools = agent.turns[1]["tools"]
    async_expose_entity(hass, "conversation", "light.living_main", False)
    call = llm.ToolInput(CALL_TOOL, {"entity_id": "light.living_main", "service": "light.turn_on"})
    hidden = await tools[CALL_TOOL].async_call(hass, call, _llm_context())
    assert hidden.data["error"] == "entity_not_exposed"
    state = await tools[STATE_TOOL].async_call(
        hass, llm.ToolInput(STATE_TOOL, {"entity_id": "light.living_main"}), _llm_context()
    )
    assert state.data["error"] == "entity_not_exposed"
    assert service_calls_log == []


async def test_retrieval_failure_degrades(
    hass: HomeAssistant,
    agent: LLMAgent,
    service_calls_log: list[ServiceCall],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Retrieval that fails gives the model a prompt saying so, and tools that refuse."""
    first = await _say(hass, agent.entity_id, "打开客厅灯")

    async def broken(self: ContextRetrievalData, text: str, **kwargs: Any) -> Any:
        raise RuntimeError("index exploded")

    monkeypatch.setattr(ContextRetrievalData, "async_retrieve", broken)
    agent.reuse_api_instance = True  # the first turn's tools, asked about the next message
    agent.tool_calls = [(CALL_TOOL, {"entity_id": "light.living_main", "service": "light.turn_on"})]
    await _say(hass, agent.entity_id, "关掉老伙计", first.conversation_id)
    (refused,) = agent.turns[1]["results"]
    assert refused.data["error"] == "entity_not_retrieved"
    assert "none" in refused.data["message"]

    agent.reuse_api_instance = False
    await _say(hass, agent.entity_id, "打开客厅灯")
    turn = agent.turns[2]
    assert "could not be retrieved (index exploded)" in turn["system"]
    assert turn["tools"] == {}
    assert service_calls_log == []


async def test_reading_never_permits_writing(
    hass: HomeAssistant, agent: LLMAgent, service_calls_log: list[ServiceCall]
) -> None:
    """A question about a device lets the model read it and call nothing on it."""
    agent.tool_calls = [
        (CALL_TOOL, {"entity_id": ["light.living_main"], "service": "light.turn_off"}),
        (STATE_TOOL, {"entity_id": "light.living_main"}),
    ]
    await _say(hass, agent.entity_id, "客厅灯开着吗")
    refused, read = agent.turns[0]["results"]
    assert refused.data["error"] == "service_not_permitted"
    assert "may only be read" in refused.data["message"]
    assert read.data["state"] == "off" and "services" not in read.data
    assert service_calls_log == []
