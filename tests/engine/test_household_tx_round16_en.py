"""English household requests of round 16 (issue #13, htx): "cut" as a verb of switching off
(not of mowing), a person who only "left" a thing so (the question is of the thing), "anybody"
opening a question as "anyone" does, a fan put "on high" (the speed word no name), and a bare number after a floor or a room with a
thermostat read in the unit of the home's thermostats (°F: 60-86)."""

from __future__ import annotations

import pytest
from home_builders import entity

from custom_components.context_retrieval.engine.home import Home
from custom_components.context_retrieval.engine.ir import Command
from custom_components.context_retrieval.engine.local_parser import LocalParser

_DIM = {"supported_color_modes": ["brightness"], "supported_features": 32}


def _thermostat(low: float, high: float) -> dict[str, object]:
    return {
        "hvac_modes": ["heat_cool", "heat", "cool", "off"],
        "min_temp": low,
        "max_temp": high,
        "supported_features": 411,
    }


def _home(low: float, high: float, *more: dict[str, object]) -> Home:
    floors = [
        {"id": "ground", "name": "Ground Floor", "aliases": ["Downstairs"], "level": 0},
        {"id": "top", "name": "Top Floor", "aliases": ["Upstairs"], "level": 1},
    ]
    areas = [
        {"id": "den", "name": "Den", "floor": "ground"},
        {"id": "pantry", "name": "Pantry", "floor": "ground"},
        {"id": "landing", "name": "Landing", "floor": "top"},
        {"id": "nursery", "name": "Nursery", "floor": "top"},
    ]
    entities = [
        entity("climate.den", "Den Thermostat", "den", attributes=_thermostat(low, high)),
        entity("climate.landing", "Landing", "landing", attributes=_thermostat(low, high)),
        entity("light.den_sconces", "Den Sconces", "den", attributes=_DIM),
        entity(
            "fan.den_fan",
            "Den Fan",
            "den",
            attributes={"percentage_step": 33.33, "supported_features": 49},
        ),
        entity("light.pantry_light", "Pantry Light", "pantry", attributes=_DIM),
        entity("light.nursery_lamp", "Nursery Lamp", "nursery", attributes=_DIM),
        entity("light.left_lamp", "Left Lamp", "landing", attributes=_DIM),
        entity(
            "binary_sensor.nursery_presence",
            "Nursery Presence",
            "nursery",
            device_class="occupancy",
        ),
        entity(
            "binary_sensor.chest_freezer_door", "Chest Freezer Door", "pantry", device_class="door"
        ),
        entity(
            "media_player.den_speaker",
            "Den Speaker",
            "den",
            device_class="speaker",
            attributes={"supported_features": 4128319},
        ),
        *more,
    ]
    return Home.from_json(
        {"language": "en", "floors": floors, "areas": areas, "entities": entities}
    )


@pytest.fixture(scope="module")
def fahrenheit() -> LocalParser:
    return LocalParser(_home(45, 92))


@pytest.fixture(scope="module")
def celsius() -> LocalParser:
    return LocalParser(_home(7, 35))


def _one(parser: LocalParser, text: str) -> Command:
    [command] = parser.parse(text)
    return command


@pytest.mark.parametrize(
    "text", ["cut the den sconces", "cut the music in the den", "cut the pantry light please"]
)
def test_cut_switches_off(fahrenheit: LocalParser, text: str) -> None:
    assert _one(fahrenheit, text).action == "turn off"


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("cut the den thermostat by 3 degrees", "cooler"),
        ("cut the den thermostat down a touch", "cooler"),
        ("cut the den speaker a little", "volume down"),
    ],
)
def test_cut_with_an_amount_lowers(celsius: LocalParser, text: str, action: str) -> None:
    """Review of round 16: "cut" said with an amount lowers the setting, it never switches off."""
    assert _one(celsius, text).action == action


@pytest.mark.parametrize("text", ["cut the den thermostat", "cut the den thermostat off"])
def test_cut_alone_still_switches_a_thermostat_off(celsius: LocalParser, text: str) -> None:
    assert _one(celsius, text).action == "turn off"


@pytest.mark.parametrize("text", ["cut the lawn", "cut the grass"])
def test_cut_of_a_lawn_is_still_mowing(fahrenheit: LocalParser, text: str) -> None:
    assert _one(fahrenheit, text).action != "turn off"


@pytest.mark.parametrize(
    ("text", "type_hint"),
    [
        ("who left the pantry light on", "light"),
        ("did somebody leave the den sconces on", "light"),
        ("did someone leave the chest freezer door open", None),
    ],
)
def test_a_person_who_only_left_a_thing_so_asks_of_the_thing(
    fahrenheit: LocalParser, text: str, type_hint: str | None
) -> None:
    command = _one(fahrenheit, text)
    assert command.action == "query"
    assert command.type_hint != "person"
    assert command.name_hint != "left"
    if type_hint is not None:
        assert command.type_hint == type_hint


def test_left_said_of_a_thing_is_still_its_side(fahrenheit: LocalParser) -> None:
    assert _one(fahrenheit, "turn on the left lamp").name_hint == "Left Lamp"


@pytest.mark.parametrize("text", ["anybody in the nursery", "is anybody in the nursery"])
def test_anybody_asks_as_anyone_does(fahrenheit: LocalParser, text: str) -> None:
    command = _one(fahrenheit, text)
    assert command.action == "query"
    assert (command.type_hint, command.scope_include) == ("binary_sensor", ("nursery",))


@pytest.mark.parametrize(
    ("text", "place"),
    [
        ("set upstairs to 71", "upstairs"),
        ("set the den to 68", "den"),
        ("downstairs to 74", "downstairs"),
    ],
)
def test_a_bare_number_of_a_heated_place_is_degrees_fahrenheit(
    fahrenheit: LocalParser, text: str, place: str
) -> None:
    command = _one(fahrenheit, text)
    assert command.type_hint == "climate" and command.scope_include == (place,)
    assert "temperature" in command.params


@pytest.mark.parametrize("text", ["set upstairs to 40", "set the nursery to 70"])
def test_a_number_below_a_room_temperature_or_of_an_unheated_room_stays_a_brightness(
    fahrenheit: LocalParser, text: str
) -> None:
    assert "brightness_pct" in _one(fahrenheit, text).params


def test_in_a_celsius_home_seventy_is_a_brightness_and_twenty_one_degrees(
    celsius: LocalParser,
) -> None:
    assert "brightness_pct" in _one(celsius, "set upstairs to 70").params
    assert "temperature" in _one(celsius, "set upstairs to 21").params


def test_one_hot_unit_does_not_make_a_celsius_home_fahrenheit() -> None:
    # A sauna's heater goes to 110 °C; the home's thermostats are still in °C (review, round 16).
    sauna = entity("climate.sauna", "Sauna", "pantry", attributes=_thermostat(40, 110))
    parser = LocalParser(_home(7, 35, sauna))
    assert "temperature" in _one(parser, "set upstairs to 21").params
    assert "brightness_pct" in _one(parser, "set upstairs to 70").params


@pytest.mark.parametrize("text", ["the fan on high please", "set the fan on high"])
def test_a_speed_word_after_on_is_no_name(fahrenheit: LocalParser, text: str) -> None:
    command = _one(fahrenheit, text)
    assert (command.name_hint, command.params) == (None, {"percentage": 100})


def test_a_fan_named_and_put_on_high_keeps_its_name(fahrenheit: LocalParser) -> None:
    assert _one(fahrenheit, "put the den fan on high").name_hint == "Den Fan"
