"""The context_retrieval.retrieve service, end to end over the test home."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import pytest
from homeassistant.core import HomeAssistant
from homeassistant.exceptions import HomeAssistantError, ServiceValidationError
from homeassistant.helpers import entity_registry as er
from homeassistant.helpers.json import json_dumps
from homeassistant.util import dt as dt_util
from pytest_homeassistant_custom_component.common import MockConfigEntry, async_fire_time_changed

from custom_components.context_retrieval.const import DOMAIN

from .conftest import HomeIds, retrieve


def _top(response: dict[str, Any], command: int = 0) -> tuple[str, str | None]:
    candidate = response["commands"][command]["candidates"][0]
    return candidate["entity_id"], candidate["service"]


async def test_retrieve_by_name(hass: HomeAssistant, init_integration: MockConfigEntry) -> None:
    """A Chinese name: docs/contracts.md §4 commands, YAML for the prompt, elapsed time."""
    response = await retrieve(hass, "打开客厅灯")
    assert set(response) == {"commands", "yaml", "elapsed_ms"}
    command = response["commands"][0]
    assert set(command) >= {"ir", "candidates", "groups", "condition_entities", "hint", "meta"}
    assert _top(response) == ("light.living_main", "light.turn_on")
    assert command["hint"] is None
    assert "light.living_main" in response["yaml"]
    assert "客厅灯" in response["yaml"]
    assert response["elapsed_ms"] > 0
    json_dumps(response)  # what websocket and automation callers receive


@pytest.mark.parametrize(
    ("text", "entity_id", "service"),
    [
        ("打开大灯", "light.living_main", "light.turn_on"),  # entity alias
        ("打开老伙计", "switch.old_buddy", "switch.turn_on"),  # custom name
        ("打开起居室的窗帘", "cover.living_curtain", "cover.open_cover"),  # area alias
        ("卧室空调调到26度", "climate.bedroom_ac", "climate.set_temperature"),
        ("客厅温度多少", "sensor.living_temperature", None),  # a question reads the state
    ],
)
async def test_retrieve_names_and_aliases(
    hass: HomeAssistant,
    init_integration: MockConfigEntry,
    text: str,
    entity_id: str,
    service: str | None,
) -> None:
    """Aliases, custom names, area aliases, parameters and questions."""
    assert _top(await retrieve(hass, text)) == (entity_id, service)


async def test_retrieve_floor_alias_bulk(
    hass: HomeAssistant, init_integration: MockConfigEntry
) -> None:
    """A floor alias scopes a bulk command to that floor's areas."""
    response = await retrieve(hass, "关掉楼上的灯")
    groups = response["commands"][0]["groups"]
    targets = {e for group in groups for e in group["entity_ids"]}
    assert targets == {"light.bedroom_ceiling"}
    assert groups[0]["service"] == "light.turn_off"


async def test_unexposed_entities_are_never_retrieved(
    hass: HomeAssistant, init_integration: MockConfigEntry
) -> None:
    """An entity not exposed to Assist is not in the index."""
    response = await retrieve(hass, "打开保险箱")
    assert "switch.safe" not in str(response)


async def test_reference_across_requests(
    hass: HomeAssistant, init_integration: MockConfigEntry
) -> None:
    """The same conversation_id shares what was mentioned last."""
    await retrieve(hass, "打开客厅灯", conversation_id="c1")
    response = await retrieve(hass, "关掉它", conversation_id="c1")
    assert _top(response) == ("light.living_main", "light.turn_off")
    assert "reference" in response["commands"][0]["candidates"][0]["reasons"]
    other = await retrieve(hass, "关掉它", conversation_id="c2")
    assert other["commands"][0]["meta"].get("reference_unresolved") == 1


async def test_area_and_top_k(
    hass: HomeAssistant, init_integration: MockConfigEntry, home: HomeIds
) -> None:
    """The caller's area settles a tie (by id, name or alias); top_k bounds the candidates."""
    response = await retrieve(hass, "打开吸顶灯")
    assert response["commands"][0]["hint"] == "need_clarification"
    assert "吸顶灯（卧室）" in response["commands"][0]["question"]
    for area in (home.areas["kitchen"], "厨房"):
        response = await retrieve(hass, "打开吸顶灯", area=area)
        assert _top(response) == ("light.kitchen_ceiling", "light.turn_on")
    response = await retrieve(hass, "打开吸顶灯", area="主卧")  # an alias of 卧室
    assert _top(response) == ("light.bedroom_ceiling", "light.turn_on")
    response = await retrieve(hass, "打开吸顶灯", top_k=1)
    assert len(response["commands"][0]["candidates"]) == 1


async def test_answer_to_a_question(hass: HomeAssistant, init_integration: MockConfigEntry) -> None:
    """In one conversation, an answer completes the request the question was about."""
    asked = await retrieve(hass, "打开吸顶灯", conversation_id="c")
    assert asked["commands"][0]["hint"] == "need_clarification"
    response = await retrieve(hass, "厨房的", conversation_id="c")
    assert _top(response) == ("light.kitchen_ceiling", "light.turn_on")
    assert response["commands"][0]["hint"] is None
    # An answer that names the device again takes the request's action.
    await retrieve(hass, "打开吸顶灯", conversation_id="c")
    response = await retrieve(hass, "卧室的吸顶灯", conversation_id="c")
    assert _top(response) == ("light.bedroom_ceiling", "light.turn_on")
    # A new request is not read as an answer.
    await retrieve(hass, "打开吸顶灯", conversation_id="c")
    response = await retrieve(hass, "关掉客厅灯", conversation_id="c")
    assert _top(response) == ("light.living_main", "light.turn_off")
    # Answered: the next request stands on its own again.
    response = await retrieve(hass, "厨房的", conversation_id="c")
    assert response["commands"][0]["candidates"] == []


async def test_index_refresh(
    hass: HomeAssistant, init_integration: MockConfigEntry, entity_registry: er.EntityRegistry
) -> None:
    """A renamed entity and a new alias are found after the rebuild's cooldown."""
    entity_registry.async_update_entity("switch.old_buddy", name="咖啡机")
    entity_registry.async_update_entity("cover.living_curtain", aliases=[er.COMPUTED_NAME, "纱帘"])
    await hass.async_block_till_done()
    before = await retrieve(hass, "打开咖啡机")
    assert "switch.old_buddy" not in str(before["commands"])  # debounced: not yet
    async_fire_time_changed(hass, dt_util.utcnow() + timedelta(seconds=3))
    await hass.async_block_till_done(wait_background_tasks=True)
    assert _top(await retrieve(hass, "打开咖啡机")) == ("switch.old_buddy", "switch.turn_on")
    response = await retrieve(hass, "打开纱帘")
    assert _top(response) == ("cover.living_curtain", "cover.open_cover")
    assert "alias_hit" in response["commands"][0]["candidates"][0]["reasons"]


@pytest.mark.parametrize(
    ("data", "key", "placeholders"),
    [
        ({"text": "   "}, "empty_text", None),
        ({"text": "打开灯", "area": "阁楼"}, "unknown_area", {"area": "阁楼"}),
        (
            {"text": "打开灯", "top_k": 11},
            "top_k_out_of_range",
            {"top_k": "11", "min": "1", "max": "10"},
        ),
        (
            {"text": "打开灯", "top_k": 0},
            "top_k_out_of_range",
            {"top_k": "0", "min": "1", "max": "10"},
        ),
    ],
)
async def test_invalid_input(
    hass: HomeAssistant,
    init_integration: MockConfigEntry,
    data: dict[str, Any],
    key: str,
    placeholders: dict[str, str] | None,
) -> None:
    """Bad input is a translated ServiceValidationError."""
    with pytest.raises(ServiceValidationError) as err:
        await retrieve(hass, **data)
    assert err.value.translation_domain == DOMAIN
    assert err.value.translation_key == key
    assert err.value.translation_placeholders == placeholders


async def test_empty_text_message_is_translated(
    hass: HomeAssistant, init_integration: MockConfigEntry
) -> None:
    """The message comes from the integration's translations."""
    with pytest.raises(ServiceValidationError, match="The text is empty"):
        await retrieve(hass, "")


async def test_not_loaded(hass: HomeAssistant, init_integration: MockConfigEntry) -> None:
    """Without a loaded entry the service says so."""
    assert await hass.config_entries.async_unload(init_integration.entry_id)
    with pytest.raises(ServiceValidationError) as err:
        await retrieve(hass, "打开客厅灯")
    assert err.value.translation_key == "not_loaded"


async def test_retrieval_bug_is_a_translated_error(
    hass: HomeAssistant, init_integration: MockConfigEntry, caplog: pytest.LogCaptureFixture
) -> None:
    """A bug inside retrieval reaches the caller as "Retrieval failed: ...", logged with its
    traceback: Home Assistant's error (not the caller's input), not a raw exception."""

    class BrokenParser:
        name = "broken"

        async def async_parse(self, text: str, index: object, language: str | None) -> list:
            raise RuntimeError("parser exploded")

    init_integration.runtime_data.parser = BrokenParser()
    with pytest.raises(HomeAssistantError) as err:
        await retrieve(hass, "打开客厅灯")
    assert not isinstance(err.value, ServiceValidationError)
    assert err.value.translation_domain == DOMAIN
    assert err.value.translation_key == "retrieval_failed"
    assert err.value.translation_placeholders == {"error": "RuntimeError: parser exploded"}
    assert str(err.value) == "Retrieval failed: RuntimeError: parser exploded"
    (record,) = [r for r in caplog.records if r.getMessage().startswith("Retrieval failed for")]
    assert record.getMessage() == "Retrieval failed for '打开客厅灯'"
    assert record.exc_info is not None and record.exc_info[0] is RuntimeError


async def test_english(hass: HomeAssistant, init_integration: MockConfigEntry) -> None:
    """English requests work the same, and a new entity is found after the cooldown."""
    hass.states.async_set(
        "light.desk_lamp", "off", {"friendly_name": "Desk Lamp", "supported_color_modes": ["onoff"]}
    )
    async_fire_time_changed(hass, dt_util.utcnow() + timedelta(seconds=3))
    await hass.async_block_till_done(wait_background_tasks=True)
    response = await retrieve(hass, "turn on the desk lamp", conversation_id="en")
    assert _top(response) == ("light.desk_lamp", "light.turn_on")
    assert response["yaml"].startswith("# Devices relevant")
    response = await retrieve(hass, "turn it off", conversation_id="en")
    assert _top(response) == ("light.desk_lamp", "light.turn_off")
