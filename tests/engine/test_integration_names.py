"""Names as integrations give them: a device's brand or product word, and a device named after
its room.

An integration names an entity after its device ("<device name> <what it is>"), and a device
name begins with its brand or product; Tado names a radiator valve after its zone, Sonos a
speaker after its room. People call such devices by the brand word and still say the room's
name for the room.
"""

from __future__ import annotations

from typing import Any

from home_builders import entity

from custom_components.context_retrieval.engine.local_parser.parser import LocalParser


def _entity(entity_id: str, name: str, area: str, device: str, **extra: Any) -> dict[str, Any]:
    return entity(entity_id, name, area, device_name=device, state="off", **extra)


HOME = {
    "language": "en",
    "floors": [],
    "areas": [
        {"id": "den", "name": "Den", "floor": None},
        {"id": "study", "name": "Study", "floor": None},
    ],
    "entities": [
        _entity(
            "climate.nestor_thermostat",
            "Nestor Thermostat",
            "den",
            "Nestor Learning Thermostat",
            attributes={"hvac_modes": ["off", "heat"], "supported_features": 385},
        ),
        _entity(
            "sensor.nestor_thermostat_humidity",
            "Nestor Thermostat Humidity",
            "den",
            "Nestor Learning Thermostat",
            device_class="humidity",
        ),
        _entity("light.reading_lamp", "Reading Lamp", "den", "Acme Bulb E27"),
        _entity("vacuum.zoomba_x9", "Zoomba X9", "den", "Zoomba X9 Plus"),
        _entity(
            "climate.study",
            "Study",
            "study",
            "Radiator Valve",
            attributes={"hvac_modes": ["off", "heat"], "supported_features": 385},
        ),
        _entity("cover.study_shutter", "Study Shutter", "study", "Roller Shutter Motor"),
    ],
}


def _one(parser: LocalParser, text: str) -> dict[str, Any]:
    [command] = parser.parse(text)
    return command.to_json()


def test_the_first_word_of_a_device_and_its_entities_names_them(parser: LocalParser) -> None:
    named = parser.vocabulary.entities_named("nestor")
    assert named == ["climate.nestor_thermostat", "sensor.nestor_thermostat_humidity"]
    assert parser.vocabulary.entities_named("zoomba") == ["vacuum.zoomba_x9"]
    command = _one(parser, "set the nestor to 19")
    assert command["name_hint"] == "nestor"
    assert command["type_hint"] == "climate"
    assert command["params"] == {"temperature": 19}


def test_a_plain_first_word_that_is_not_the_device_s_is_no_name(parser: LocalParser) -> None:
    # "Reading Lamp" on an "Acme Bulb": "reading" says which lamp, it is no brand.
    assert parser.vocabulary.entities_named("reading") == []
    assert parser.vocabulary.entities_named("acme") == []


def test_a_room_name_beside_another_device_word_is_the_room(parser: LocalParser) -> None:
    for text in ("close the study shutters", "close the shutters in the study"):
        command = _one(parser, text)
        assert [w.casefold() for w in command["scope_include"]] == ["study"], text
        assert command["name_hint"] != "Study", text
        assert command["type_hint"] == "cover", text


def test_a_device_named_after_its_room_is_still_named_alone(parser: LocalParser) -> None:
    command = _one(parser, "turn off study")
    assert command["name_hint"] == "Study"
    assert command["scope_include"] == []
