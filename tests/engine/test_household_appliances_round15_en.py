"""English household requests of round 15 (issue #13, qindia): appliances asked the way people
name them. A question with a last word saying how a device named is ("dry", "broken"), a pump
called by another word of its kind, mains power asked about plainly, where the robot is (a
question, unless it is bid to make itself heard), and an activity said before the device ("off
for a shower, …") that names no room."""

from __future__ import annotations

import pytest
from home_builders import answered, entity

from custom_components.context_retrieval.engine.home import Home
from custom_components.context_retrieval.engine.local_parser import LocalParser


@pytest.fixture(scope="module")
def home() -> Home:
    areas = [
        {"id": "roof", "name": "Roof"},
        {"id": "store", "name": "Store Room"},
        {"id": "lounge", "name": "Lounge"},
        {"id": "en_suite", "name": "En Suite Bathroom"},
        {"id": "guest_bath", "name": "Guest Bathroom"},
    ]
    entities = [
        entity("sensor.rain_barrel", "Rain Barrel Level", "roof", device_name="Rain Barrel"),
        entity("switch.borewell_motor", "Borewell Pump Motor", "store", device_class="switch"),
        entity("binary_sensor.mains", "Mains", "store", device_class="power"),
        entity("vacuum.dusty", "Dusty", "lounge"),
        entity("switch.guest_heater", "Guest Geyser", "guest_bath", device_class="switch"),
        entity("switch.suite_heater", "Suite Geyser", "en_suite", device_class="switch"),
    ]
    return Home.from_json({"language": "en", "floors": [], "areas": areas, "entities": entities})


def _answer(home: Home, text: str, area: str | None = None) -> list[tuple[str, str | None]]:
    return answered(home, text, area=area)[0]


@pytest.mark.parametrize("text", ["is the barrel cracked", "is the barrel broken"])
def test_a_last_word_saying_how_a_device_is_leaves_its_name(home: Home, text: str) -> None:
    [command] = LocalParser(home).parse(text)
    assert command.name_hint == "barrel"
    assert _answer(home, text)[0] == ("sensor.rain_barrel", None)


def test_a_pump_said_by_another_word_of_its_kind(home: Home) -> None:
    assert _answer(home, "turn the water pump off")[0] == (
        "switch.borewell_motor",
        "switch.turn_off",
    )


@pytest.mark.parametrize("text", ["is the electricity back yet", "do we have power now"])
def test_mains_power_asked_plainly_is_the_power_sensor(home: Home, text: str) -> None:
    [command] = LocalParser(home).parse(text)
    assert (command.type_hint, command.device_class) == ("binary_sensor", "power")


@pytest.mark.parametrize("text", ["where's dusty gone", "where is my robot"])
def test_where_the_robot_is_is_a_question(home: Home, text: str) -> None:
    [command] = LocalParser(home).parse(text)
    assert command.action == "query"


@pytest.mark.parametrize("text", ["find the robot", "where's dusty? get it to beep"])
def test_a_bid_to_be_heard_locates_it(home: Home, text: str) -> None:
    [command] = LocalParser(home).parse(text)
    assert command.action == "locate"


def test_an_activity_before_the_device_names_no_room(home: Home) -> None:
    text = "going to take shower, geyser on"
    [command] = LocalParser(home).parse(text)
    assert not command.scope_include
    assert _answer(home, text, "en_suite")[0] == ("switch.suite_heater", "switch.turn_on")
