"""English household requests of round 17 (issue #13, classes): "the air" said as a device is
the air conditioning (the home's thermostat), not the air's quality; a complaint or a step of
warmth in a room with no climate device of its own in a home with one thermostat is that
thermostat's; heat complained of on a porch with a fan turns the fan on; a heater said with a
place's word the home lacks ("the deck heater") is not the one heater the home has."""

from __future__ import annotations

import pytest
from home_builders import answered, entity, home_of
from parsing import one

from custom_components.context_retrieval.engine.home import Home
from custom_components.context_retrieval.engine.local_parser import LocalParser
from custom_components.context_retrieval.engine.local_parser.air import the_air_as_ac

_CENTRAL = {"hvac_modes": ["heat_cool", "heat", "cool", "off"], "min_temp": 45, "max_temp": 92}
_FAN = {"percentage_step": 25, "supported_features": 49}


def _home() -> Home:
    return home_of(
        "en",
        {"hall": "Hall", "study": "Study", "nook": "Reading Nook", "porch": "Porch"},
        entity("climate.nest", "Nest", "hall", attributes=_CENTRAL),
        entity("light.study_lamp", "Study Lamp", "study"),
        entity("switch.radiant_heater", "Radiant Heater", "study", device_class="outlet"),
        entity("fan.porch_fan", "Porch Fan", "porch", attributes=_FAN),
        entity("sensor.nook_pm25", "Nook PM2.5", "nook", device_class="pm25"),
    )


HOME = _home()
"""The module's home (the conftest's ``home`` and ``parser`` fixtures read it)."""


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("knock the air down two degrees", "cooler"),
        ("could you put the air on", "turn on"),
        ("the air's way too chilly", "warmer"),
    ],
)
def test_the_air_as_a_device_is_the_air_conditioning(
    parser: LocalParser, text: str, action: str
) -> None:
    command = one(parser, text)
    assert (command.action, command.type_hint, command.name_hint) == (action, "climate", None)


def test_the_air_asked_whether_it_runs_is_the_thermostat(parser: LocalParser) -> None:
    command = one(parser, "is the air still going")
    assert (command.type_hint, command.device_class) == ("climate", None)


@pytest.mark.parametrize(
    "text", ["how's the air in the reading nook", "the air is musty in the nook"]
)
def test_the_air_itself_stays_the_air(parser: LocalParser, text: str) -> None:
    assert one(parser, text).type_hint != "climate"


def test_the_air_is_left_alone_before_a_device_word_or_without_climate() -> None:
    assert the_air_as_ac("start the air purifier", True) == "start the air purifier"
    assert the_air_as_ac("put the air on", False) == "put the air on"
    assert the_air_as_ac("put the air on", True) == "put the ac on"


@pytest.mark.parametrize(
    ("text", "area"),
    [("it's bitterly cold in the reading nook", None), ("warm it up a little in here", "nook")],
)
def test_a_room_without_climate_is_warmed_by_the_one_thermostat(
    home: Home, text: str, area: str | None
) -> None:
    found, hint = answered(home, text, area=area)
    assert hint is None
    assert [e for e, _ in found] == ["climate.nest"]


def test_heat_on_a_porch_with_a_fan_turns_the_fan_on(home: Home) -> None:
    found, _ = answered(home, "so hot out on the porch")
    assert found[:1] == [("fan.porch_fan", "fan.turn_on")]


def test_a_heater_of_a_place_the_home_lacks_is_not_its_one_heater(home: Home) -> None:
    _, hint = answered(home, "switch on the deck heater")
    assert hint == "no_match"
    found, _ = answered(home, "switch on the little heater")
    assert [e for e, _ in found][:1] == ["switch.radiant_heater"]
