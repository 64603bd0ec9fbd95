"""English names as integrations and apps give them, and the rooms a question asks about.

An integration numbers what it finds ("Hue color lamp 3", a relay's "Switch 0"), an app puts a
possessive before a device's name ("My ecobee"), and a thermostat app's remote sensors or a
radiator valve are named after their room. People say "lamp three", "the switch 1 on the
shelly", "the ecobee", the furnace for the thermostat, and ask how warm a room is, which the
room's thermometer answers.
"""

from __future__ import annotations

from typing import Any

import pytest
from home_builders import entity

from custom_components.context_retrieval.engine.home import Home
from custom_components.context_retrieval.engine.local_parser.parser import LocalParser

_CLIMATE = {"hvac_modes": ["off", "heat", "cool"], "supported_features": 401}

HOME = {
    "language": "en",
    "floors": [],
    "areas": [
        {"id": "hall", "name": "Hall", "floor": None},
        {"id": "study", "name": "Study", "floor": None},
        {"id": "porch", "name": "Porch", "floor": None},
        {"id": "attic", "name": "Attic", "floor": None},
    ],
    "entities": [
        entity("light.glow_bulb_2", "Glow color bulb 2", "hall", device_name="Glow color bulb 2"),
        entity("light.glow_bulb_5", "Glow color bulb 5", "study", device_name="Glow color bulb 5"),
        entity(
            "switch.relaybox_pro_switch_0",
            "Relaybox Pro Switch 0",
            "porch",
            device_name="Relaybox Pro",
        ),
        entity(
            "switch.relaybox_pro_switch_1",
            "Relaybox Pro Switch 1",
            "porch",
            device_name="Relaybox Pro",
        ),
        entity(
            "climate.my_thermo",
            "My Thermoking",
            "hall",
            device_name="My Thermoking",
            attributes=_CLIMATE,
        ),
        entity(
            "sensor.my_thermoking_temperature",
            "My Thermoking Temperature",
            "hall",
            device_name="My Thermoking",
            device_class="temperature",
        ),
        entity(
            "climate.study", "Study", "study", device_name="Radiator Valve", attributes=_CLIMATE
        ),
        entity(
            "sensor.study_temperature", "Study Temperature", "study", device_class="temperature"
        ),
        entity(
            "sensor.attic_temperature", "Attic Temperature", "attic", device_class="temperature"
        ),
    ],
}


def _one(parser: LocalParser, text: str) -> dict[str, Any]:
    [command] = parser.parse(text)
    return command.to_json()


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("switch off bulb 2", "Glow color bulb 2"),
        ("glow bulb five on", "Glow color bulb 5"),
        ("turn on relaybox switch 1", "Relaybox Pro Switch 1"),
        ("turn off switch zero on the relaybox", "Relaybox Pro Switch 0"),
    ],
)
def test_a_numbered_name_is_said_short_and_its_number_is_no_value(
    parser: LocalParser, text: str, name: str
) -> None:
    command = _one(parser, text)
    assert command["name_hint"] == name
    assert command["params"] == {}


def test_a_number_after_a_numbered_name_is_still_a_value(parser: LocalParser) -> None:
    command = _one(parser, "set bulb 5 to 30 percent")
    assert command["name_hint"] == "Glow color bulb 5"
    assert command["params"] == {"brightness_pct": 30}


def test_a_short_form_two_names_share_is_no_name() -> None:
    """ "switch" alone or a number both relays end with names no one of them."""
    vocabulary = LocalParser(Home.from_json(HOME)).vocabulary
    assert vocabulary.entities_named("switch 1") == ["switch.relaybox_pro_switch_1"]
    assert vocabulary.entities_named("relaybox switch") == []


def test_a_name_is_said_without_the_possessive_it_begins_with(parser: LocalParser) -> None:
    command = _one(parser, "set the thermoking to 21 and a half")
    assert command["name_hint"] == "My Thermoking"
    assert command["type_hint"] == "climate"
    assert command["params"] == {"temperature": 21.5}


def test_the_furnace_is_the_heating(parser: LocalParser) -> None:
    command = _one(parser, "set the furnace to 19")
    assert command["type_hint"] == "climate"
    assert command["params"] == {"temperature": 19}


@pytest.mark.parametrize(
    ("text", "room"),
    [
        ("how warm is it in the attic", "attic"),  # only a thermometer there
        ("what's the temperature in the hall", "hall"),  # a thermostat and its thermometer
        ("how warm is the study", "study"),  # a radiator valve named after the room
    ],
)
def test_a_rooms_temperature_is_asked_of_its_thermometer(
    parser: LocalParser, text: str, room: str
) -> None:
    command = _one(parser, text)
    assert command["name_hint"] is None
    assert (command["type_hint"], command["device_class"]) == ("sensor", "temperature")
    assert [w.lower() for w in command["scope_include"]] == [room]


def test_a_room_without_a_thermometer_asks_its_thermostat() -> None:
    home = {
        **HOME,
        "entities": [e for e in HOME["entities"] if e["entity_id"] != "sensor.study_temperature"],
    }
    command = _one(LocalParser(Home.from_json(home)), "how warm is it in the study")
    assert command["type_hint"] == "climate"


def test_a_mode_of_the_home_said_as_news_is_switched_on() -> None:
    home = {
        **HOME,
        "entities": [
            *HOME["entities"],
            entity("input_boolean.holiday_week", "Holiday Week", None),
        ],
    }
    parser = LocalParser(Home.from_json(home))
    command = _one(parser, "it's holiday week")
    assert command["name_hint"] == "Holiday Week"
    assert command["action"] == "turn on"
    assert _one(parser, "is it holiday week")["action"] == "query"


def test_a_rooms_felt_temperature_follows_the_same_rule() -> None:
    """In a home run by a thermostat a room is asked through its climate device, whether its
    temperature or how it feels is asked; the thermometer answers in a home without one."""
    thermostat = {
        **HOME,
        "entities": [
            {**e, "name": "Hall Thermostat"} if e["entity_id"] == "climate.my_thermo" else e
            for e in HOME["entities"]
        ],
    }
    for text in ("is it cold in the attic", "how warm is it in the attic"):
        command = _one(LocalParser(Home.from_json(thermostat)), text)
        assert command["type_hint"] == "climate", text
        command = _one(LocalParser(Home.from_json(HOME)), text)
        assert (command["type_hint"], command["device_class"]) == ("sensor", "temperature")
