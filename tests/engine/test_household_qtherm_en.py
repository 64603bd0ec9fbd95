"""Thermostats and fans said plainly (round 15, qtherm): a thermostat's own fan switched on or
off is its fan mode (speeds.fan_switched); a bare number said "here" in a room with no climate
device is the temperature of its floor's one central thermostat, a mini split elsewhere on the
floor notwithstanding (targets._degrees_of_the_floor); a speed asked of a fan that has none (a
switch named as a fan, an on/off fan) finds nothing to set (speeds.at_speed)."""

from __future__ import annotations

import pytest
from home_builders import answered, entity

from custom_components.context_retrieval.engine.home import Home
from custom_components.context_retrieval.engine.local_parser import LocalParser
from custom_components.context_retrieval.engine.results import NO_MATCH

_FURNACE = {
    "hvac_modes": ["heat_cool", "heat", "cool", "off"],
    "fan_modes": ["auto", "on"],
    "min_temp": 45,
    "max_temp": 92,
    "supported_features": 411,
}
_SPLIT = {
    "hvac_modes": ["off", "cool", "heat", "dry", "fan_only"],
    "fan_modes": ["auto", "low", "high"],
    "min_temp": 61,
    "max_temp": 86,
    "supported_features": 425,
}
_DIM = {"supported_color_modes": ["brightness"], "supported_features": 32}


@pytest.fixture(scope="module")
def home() -> Home:
    floors = [{"id": "ground", "name": "Ground Floor", "aliases": [], "level": 0}]
    areas = [
        {"id": "hall", "name": "Hall", "floor": "ground"},
        {"id": "study", "name": "Study", "floor": "ground"},
        {"id": "shed", "name": "Shed", "floor": "ground"},
        {"id": "powder_room", "name": "Powder Room", "floor": "ground"},
        {"id": "sunporch", "name": "Sunporch", "floor": None},
    ]
    entities = [
        entity("climate.hall", "Hall", "hall", attributes=_FURNACE),
        entity("climate.shed_split", "Shed Split", "shed", attributes=_SPLIT),
        entity("light.study_lamp", "Study Lamp", "study", attributes=_DIM),
        entity("light.sunporch_lamp", "Sunporch Lamp", "sunporch", attributes=_DIM),
        entity("switch.powder_room_vent", "Vent Fan", "powder_room"),
        entity("fan.closet_fan", "Closet Fan", "study", attributes={"supported_features": 48}),
        entity(
            "fan.study_fan",
            "Study Fan",
            "study",
            attributes={"percentage": 0, "percentage_step": 33.33, "supported_features": 49},
        ),
    ]
    return Home.from_json(
        {"language": "en", "floors": floors, "areas": areas, "entities": entities}
    )


def _answer(home: Home, text: str, area: str | None = None) -> tuple[list[tuple[str, str]], object]:
    return answered(home, text, area=area)


@pytest.mark.parametrize(
    ("text", "mode"),
    [("please switch on the thermostat fan", "on"), ("turn the hall thermostat fan off", "auto")],
)
def test_a_thermostats_fan_switched_is_its_fan_mode(home: Home, text: str, mode: str) -> None:
    [command] = LocalParser(home).parse(text)
    assert command.params == {"fan_mode": mode}
    found, _ = _answer(home, text)
    assert found[:1] == [("climate.hall", "climate.set_fan_mode")]


def test_the_thermostat_switched_without_its_fan_stays_switched(home: Home) -> None:
    [command] = LocalParser(home).parse("please switch on the thermostat")
    assert "fan_mode" not in command.params


@pytest.mark.parametrize("text", ["could you set it at 69 in here", "put it on 70 here"])
def test_a_bare_number_here_is_the_floors_thermostat(home: Home, text: str) -> None:
    found, _ = _answer(home, text, area="study")
    assert found == [("climate.hall", "climate.set_temperature")]


def test_a_number_no_thermostat_takes_stays_the_rooms(home: Home) -> None:
    found, _ = _answer(home, "could you set it at 30 in here", area="study")
    assert ("climate.hall", "climate.set_temperature") not in found


def test_a_room_on_no_floor_has_no_floor_thermostat(home: Home) -> None:
    found, _ = _answer(home, "could you set it at 69 in here", area="sunporch")
    assert "climate.hall" not in [e for e, _ in found]


@pytest.mark.parametrize(
    ("text", "area"),
    [("put the vent fan up to medium", "powder_room"), ("closet fan to high please", None)],
)
def test_a_speed_asked_of_a_fan_without_one_finds_nothing(
    home: Home, text: str, area: str | None
) -> None:
    found, hint = _answer(home, text, area)
    assert (found, hint) == ([], NO_MATCH)


def test_a_speed_asked_of_a_fan_with_one_sets_its_share(home: Home) -> None:
    [command] = LocalParser(home).parse("study fan to medium please")
    assert command.params == {"percentage": 67}
    found, _ = _answer(home, "study fan to medium please")
    assert found == [("fan.study_fan", "fan.set_percentage")]


@pytest.mark.parametrize(
    "text",
    ["is the ceiling fan on high?", "is the study fan on low", "check if the fan is on medium"],
)
def test_a_fan_asked_whether_at_a_speed_is_asked(demo_en: LocalParser, text: str) -> None:
    # A question about the speed is no setting of it (review of round 15).
    command = demo_en.parse(text)[0]
    assert command.action == "query"
    assert "percentage" not in command.params
