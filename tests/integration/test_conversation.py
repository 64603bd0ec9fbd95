"""The "Context Retrieval" agent: asks when a request is ambiguous, else hands over."""

from __future__ import annotations

import re

import pytest
from homeassistant.components import conversation
from homeassistant.components.conversation.const import DATA_COMPONENT
from homeassistant.core import Context, HomeAssistant
from homeassistant.helpers import chat_session, intent
from homeassistant.helpers import entity_registry as er
from pytest_homeassistant_custom_component.common import MockConfigEntry
from pytest_homeassistant_custom_component.typing import WebSocketGenerator

from .agents import ChatLogAgent, RecordingAgent
from .conftest import HomeIds, entry_options

AGENT = "conversation.context_retrieval"


async def _say(
    hass: HomeAssistant, text: str, conversation_id: str | None = None, **kwargs: object
) -> conversation.ConversationResult:
    return await conversation.async_converse(
        hass, text, conversation_id, Context(), language="zh-Hans", agent_id=AGENT, **kwargs
    )


def _speech(result: conversation.ConversationResult) -> str:
    return result.response.speech["plain"]["speech"]


def _use_target(hass: HomeAssistant, entry: MockConfigEntry, agent_id: str) -> None:
    hass.config_entries.async_update_entry(entry, options=entry_options(target_agent=agent_id))


async def test_hands_over_with_context(
    hass: HomeAssistant, init_integration: MockConfigEntry, target_agent: tuple[str, RecordingAgent]
) -> None:
    """The target gets the request, the same conversation, and the YAML after the caller's prompt."""
    agent_id, recorder = target_agent
    _use_target(hass, init_integration, agent_id)
    result = await _say(hass, "打开客厅灯", extra_system_prompt="你是管家。")
    assert _speech(result) == "好的"
    assert len(recorder.calls) == 1
    call = recorder.calls[0]
    assert call.text == "打开客厅灯"
    assert call.agent_id == agent_id
    assert call.conversation_id == result.conversation_id is not None
    prompt = call.extra_system_prompt
    assert prompt.startswith("你是管家。\n\n# ")
    assert "light.living_main" in prompt
    assert "light.turn_on" in prompt
    assert "light.bedroom_ceiling" not in prompt  # only what the request needs


async def test_reference_across_turns(
    hass: HomeAssistant, init_integration: MockConfigEntry, target_agent: tuple[str, RecordingAgent]
) -> None:
    """ "关掉它" in the next turn means the light of the turn before."""
    agent_id, recorder = target_agent
    _use_target(hass, init_integration, agent_id)
    first = await _say(hass, "打开客厅灯")
    await _say(hass, "关掉它", first.conversation_id)
    prompt = recorder.calls[1].extra_system_prompt
    assert "light.living_main" in prompt
    assert "light.turn_off" in prompt
    # Without a caller prompt the YAML is the whole extra prompt.
    assert prompt.startswith("# ")


async def test_clarification_then_answer(
    hass: HomeAssistant, init_integration: MockConfigEntry, target_agent: tuple[str, RecordingAgent]
) -> None:
    """An ambiguous request is answered with the question; the answer resolves it."""
    agent_id, recorder = target_agent
    _use_target(hass, init_integration, agent_id)
    asked = await _say(hass, "打开吸顶灯")
    question = _speech(asked)
    assert question.startswith("你指的是哪一个")
    assert "吸顶灯（卧室）" in question and "吸顶灯（厨房）" in question
    assert asked.continue_conversation is True
    assert recorder.calls == []
    with (
        chat_session.async_get_chat_session(hass, asked.conversation_id) as session,
        conversation.async_get_chat_log(hass, session) as chat_log,
    ):
        assert [c.role for c in chat_log.content[-2:]] == ["user", "assistant"]
        assert chat_log.content[-1].content == question

    answered = await _say(hass, "厨房的", asked.conversation_id)
    assert _speech(answered) == "好的"
    assert answered.continue_conversation is False
    call = recorder.calls[0]
    assert call.text == "厨房的"
    assert call.conversation_id == asked.conversation_id
    assert "light.kitchen_ceiling" in call.extra_system_prompt
    assert "light.bedroom_ceiling" not in call.extra_system_prompt


@pytest.mark.parametrize(
    ("answer", "chosen"),
    [
        ("第二个", ["light.kitchen_ceiling"]),
        ("前面那个", ["light.bedroom_ceiling"]),
        ("两个都要", ["light.bedroom_ceiling", "light.kitchen_ceiling"]),
    ],
)
async def test_answer_by_position(
    hass: HomeAssistant,
    init_integration: MockConfigEntry,
    target_agent: tuple[str, RecordingAgent],
    answer: str,
    chosen: list[str],
) -> None:
    """ "第二个" picks the second device the question named; "它" then means the choice."""
    agent_id, recorder = target_agent
    _use_target(hass, init_integration, agent_id)
    asked = await _say(hass, "打开吸顶灯")
    question = _speech(asked)
    assert question.index("吸顶灯（卧室）") < question.index("吸顶灯（厨房）")
    await _say(hass, answer, asked.conversation_id)
    prompt = recorder.calls[0].extra_system_prompt
    assert "light.turn_on" in prompt
    for entity_id in ("light.bedroom_ceiling", "light.kitchen_ceiling"):
        assert (entity_id in prompt) is (entity_id in chosen)
    await _say(hass, "关掉它", asked.conversation_id)
    prompt = recorder.calls[1].extra_system_prompt
    assert "light.turn_off" in prompt
    for entity_id in ("light.bedroom_ceiling", "light.kitchen_ceiling"):
        assert (entity_id in prompt) is (entity_id in chosen)


async def test_satellite_area_settles_a_tie(
    hass: HomeAssistant,
    home: HomeIds,
    init_integration: MockConfigEntry,
    target_agent: tuple[str, RecordingAgent],
) -> None:
    """Spoken to the kitchen satellite, "打开吸顶灯" is the kitchen's light."""
    agent_id, recorder = target_agent
    _use_target(hass, init_integration, agent_id)
    result = await _say(hass, "打开吸顶灯", device_id=home.devices["kitchen_satellite"])
    assert result.continue_conversation is False
    call = recorder.calls[0]
    assert call.device_id == home.devices["kitchen_satellite"]
    assert "light.kitchen_ceiling" in call.extra_system_prompt


async def test_satellite_entity_area(
    hass: HomeAssistant,
    home: HomeIds,
    init_integration: MockConfigEntry,
    target_agent: tuple[str, RecordingAgent],
    entity_registry: er.EntityRegistry,
) -> None:
    """A satellite entity's own area counts, else its device's; an unknown one settles nothing."""
    agent_id, recorder = target_agent
    _use_target(hass, init_integration, agent_id)
    puck = entity_registry.async_get_or_create(
        "assist_satellite", "test", "bedroom_puck", suggested_object_id="bedroom_puck"
    )
    entity_registry.async_update_entity(puck.entity_id, area_id=home.areas["bedroom"])
    speaker = entity_registry.async_get_or_create(
        "assist_satellite",
        "test",
        "kitchen_speaker",
        suggested_object_id="kitchen_speaker",
        device_id=home.devices["kitchen_satellite"],
    )
    assert speaker.area_id is None  # in the kitchen through its device only

    def first_device(prompt: str) -> str:
        match = re.search(r"^- id: (\S+)$", prompt, re.MULTILINE)
        assert match is not None
        return match.group(1)

    # Handed over (no question), the satellite's area's light first.
    await _say(hass, "打开吸顶灯", satellite_id=puck.entity_id)
    assert recorder.calls[-1].satellite_id == puck.entity_id
    assert first_device(recorder.calls[-1].extra_system_prompt) == "light.bedroom_ceiling"
    await _say(hass, "打开吸顶灯", satellite_id=speaker.entity_id)
    assert first_device(recorder.calls[-1].extra_system_prompt) == "light.kitchen_ceiling"
    # Neither a satellite in no area nor one the registry does not know settles the tie.
    loose = entity_registry.async_get_or_create("assist_satellite", "test", "loose")
    for satellite_id in (loose.entity_id, "assist_satellite.gone"):
        asked = await _say(hass, "打开吸顶灯", satellite_id=satellite_id)
        assert asked.continue_conversation is True
        assert _speech(asked).startswith("你指的是哪一个")
    assert len(recorder.calls) == 2


async def test_offered_for_every_language(
    hass: HomeAssistant, init_integration: MockConfigEntry, hass_ws_client: WebSocketGenerator
) -> None:
    """Pipelines in any language list the agent: the target agent decides what it understands."""
    client = await hass_ws_client(hass)
    for language in ("zh-Hans", "fr", "sw"):
        await client.send_json_auto_id({"type": "conversation/agent/list", "language": language})
        msg = await client.receive_json()
        assert msg["success"]
        (agent,) = [a for a in msg["result"]["agents"] if a["id"] == AGENT]
        assert agent["supported_languages"] == "*"


async def test_target_is_self_or_missing(
    hass: HomeAssistant, init_integration: MockConfigEntry
) -> None:
    """The agent never hands a request to itself or to an agent that is gone."""
    _use_target(hass, init_integration, AGENT)
    result = await _say(hass, "打开客厅灯")
    assert result.response.response_type is intent.IntentResponseType.ERROR
    assert "itself" in _speech(result)
    _use_target(hass, init_integration, "conversation.gone")
    result = await _say(hass, "打开客厅灯")
    assert result.response.response_type is intent.IntentResponseType.ERROR
    assert "conversation.gone" in _speech(result)


async def test_agent_metadata(hass: HomeAssistant, init_integration: MockConfigEntry) -> None:
    """Every language, a service device, and control support."""
    assert conversation.async_get_agent_info(hass, AGENT) is not None
    state = hass.states.get(AGENT)
    assert state.attributes["friendly_name"] == "Context Retrieval"  # the service device's name
    assert state.attributes["supported_features"] == conversation.ConversationEntityFeature.CONTROL


async def test_llm_target_shares_the_chat_log(
    hass: HomeAssistant, init_integration: MockConfigEntry
) -> None:
    """A ChatLog-based target sees the question and the answer once each, and the YAML."""
    target = ChatLogAgent()
    await hass.data[DATA_COMPONENT].async_add_entities([target])
    _use_target(hass, init_integration, target.entity_id)

    asked = await _say(hass, "打开吸顶灯")
    assert target.seen == []
    answered = await _say(hass, "厨房的", asked.conversation_id)
    assert _speech(answered) == "好的"
    seen = target.seen[0]
    assert seen["roles"] == ["system", "user", "assistant", "user"]  # no duplicated turn
    assert seen["texts"] == ["打开吸顶灯", _speech(asked), "厨房的"]
    assert seen["system"].startswith("你是助手。")
    assert "light.kitchen_ceiling" in seen["system"]

    await _say(hass, "关掉它", asked.conversation_id)
    seen = target.seen[1]
    assert seen["roles"][-2:] == ["assistant", "user"]
    assert "light.kitchen_ceiling" in seen["system"]
    assert "light.turn_off" in seen["system"]  # the prompt follows the turn


async def test_retrieval_failure_hands_over_without_context(
    hass: HomeAssistant,
    init_integration: MockConfigEntry,
    target_agent: tuple[str, RecordingAgent],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """When retrieval fails, the request still reaches the target, with the caller's prompt only."""
    agent_id, recorder = target_agent
    _use_target(hass, init_integration, agent_id)
    data = init_integration.runtime_data
    monkeypatch.setattr(data.sync, "index", None)  # not built: a HomeAssistantError
    await _say(hass, "打开客厅灯", extra_system_prompt="你是管家。")
    assert recorder.calls[-1].extra_system_prompt == "你是管家。"

    async def broken(*args: object, **kwargs: object) -> None:
        raise RuntimeError("bug")

    monkeypatch.setattr(type(data), "async_retrieve", broken)
    result = await _say(hass, "打开客厅灯")
    assert _speech(result) == "好的"
    assert recorder.calls[-1].extra_system_prompt is None
