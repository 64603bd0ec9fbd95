"""No raw control character or line break from a home string in a prompt or an answer, in a
real Home Assistant (issue #10, item 3).

The adversarial home (``tests/engine/adversarial.py``: the demo homes with every name,
alias, label, state and text attribute poisoned) is written into Home Assistant's registries
and states; every demo case is then said to an LLM agent that uses the Context Retrieval API
and to the Context Retrieval agent. Checked: the API's prompt, ``get_state`` with and
without an entity, the refusals of ``call_service``, and the wrapper agent's spoken question.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from homeassistant.components import conversation
from homeassistant.components.conversation.const import DATA_COMPONENT
from homeassistant.components.homeassistant.exposed_entities import async_expose_entity
from homeassistant.core import Context, HomeAssistant
from homeassistant.helpers import area_registry as ar
from homeassistant.helpers import entity_registry as er
from homeassistant.helpers import floor_registry as fr
from homeassistant.helpers import llm

from custom_components.context_retrieval.llm_api import API_ID, CALL_TOOL, STATE_TOOL
from tests.engine.adversarial import adversarial_home, cases, problems, strings

from .agents import LLMAgent, RecordingAgent
from .conftest import LOCAL, setup_entry

WRAPPER = "conversation.context_retrieval"


async def _write_home(hass: HomeAssistant, snapshot: dict[str, Any]) -> None:
    """The snapshot's floors, areas and entities as Home Assistant registries and states."""
    hass.config.language = snapshot.get("language", "en")
    floors = fr.async_get(hass)
    areas = ar.async_get(hass)
    entities = er.async_get(hass)
    floor_ids: dict[str, str] = {}
    for floor in snapshot.get("floors", []):
        created = floors.async_create(floor["name"], aliases=set(floor.get("aliases") or []))
        floor_ids[floor["id"]] = created.floor_id
    area_ids: dict[str, str] = {}
    for area in snapshot.get("areas", []):
        created = areas.async_create(
            area["name"],
            aliases=set(area.get("aliases") or []),
            floor_id=floor_ids.get(area.get("floor")),
        )
        area_ids[area["id"]] = created.id
    for entity in snapshot["entities"]:
        entity_id = entity["entity_id"]
        domain, object_id = entity_id.split(".", 1)
        entities.async_get_or_create(
            domain,
            "adversarial",
            object_id,
            suggested_object_id=object_id,
            original_name=entity["name"],
        )
        entities.async_update_entity(
            entity_id,
            area_id=area_ids.get(entity.get("area")),
            aliases=[er.COMPUTED_NAME, *(entity.get("aliases") or [])],
        )
        attributes = {**(entity.get("attributes") or {}), "friendly_name": entity["name"]}
        if entity.get("device_class"):
            attributes["device_class"] = entity["device_class"]
        state = entity.get("state")
        state = state[:255] if isinstance(state, str) else "unknown"  # Home Assistant's bound
        hass.states.async_set(entity_id, state, attributes)
        async_expose_entity(hass, "conversation", entity_id, True)
    await hass.async_block_till_done()


@pytest.mark.parametrize("language", ["zh", "en"])
async def test_no_home_string_breaks_a_prompt_or_an_answer(
    hass: HomeAssistant, target_agent: tuple[str, RecordingAgent], language: str
) -> None:
    await _write_home(hass, adversarial_home(language))
    entry = await setup_entry(hass, LOCAL, target_agent=target_agent[0])
    agent = LLMAgent(API_ID)
    await hass.data[DATA_COMPONENT].async_add_entities([agent])
    index = entry.runtime_data.sync.index
    assert len(index.home.entities) > 170
    assert any("\n" in e.name for e in index.home.entities.values())

    found: list[str] = []
    counted = {"cases": 0, "asked": 0, "states": 0, "devices": 0}
    hass_language = "zh-Hans" if language == "zh" else "en"
    for case in cases():
        if case["home_language"] != language:
            continue
        counted["cases"] += 1
        where = case["id"]
        conversation_id = None
        for text in [*(case.get("history") or []), case["query"]]:
            agent.tool_calls = [
                (STATE_TOOL, {}),
                (CALL_TOOL, {"entity_id": ["lock.front_door"], "service": "lock.unlock"}),
            ]
            said = await conversation.async_converse(
                hass,
                text,
                conversation_id,
                Context(),
                language=hass_language,
                agent_id=agent.entity_id,
            )
            conversation_id = said.conversation_id
        turn = agent.turns[-1]
        found += problems(f"{where} prompt", turn["system"], lines=True)
        listed, refusal = turn["results"]
        for value in strings(listed.data):
            found += problems(
                f"{where} get_state()", value, lines="\n" in value and value.startswith("#")
            )
        if "devices" in listed.data:
            counted["devices"] += 1
        found += problems(
            f"{where} call refusal", json.dumps(refusal.data, ensure_ascii=False), lines=False
        )
        # Every retrieved entity read one by one.
        tools = turn["tools"]
        for entity_id in {e for e in index.home.entities if e in turn["system"]}:
            read = await tools[STATE_TOOL].async_call(
                hass, llm.ToolInput(STATE_TOOL, {"entity_id": entity_id}), _context(hass_language)
            )
            counted["states"] += 1
            for value in strings(read.data):
                found += problems(f"{where} get_state({entity_id})", value, lines=False)
        # The wrapper agent: its spoken question, when it asks.
        spoken = await conversation.async_converse(
            hass, case["query"], None, Context(), language=hass_language, agent_id=WRAPPER
        )
        if spoken.continue_conversation:
            counted["asked"] += 1
            speech = spoken.response.speech["plain"]["speech"]
            found += problems(f"{where} speech", speech, lines=False)
    assert counted["cases"] == {"zh": 498, "en": 353}[language]
    assert counted["asked"] > 10 and counted["states"] > 300 and counted["devices"] > 200, counted
    assert not found, "\n".join(found[:20])


def _context(language: str) -> llm.LLMContext:
    return llm.LLMContext(
        platform="test",
        context=Context(),
        language=language,
        assistant="conversation",
        device_id=None,
    )
