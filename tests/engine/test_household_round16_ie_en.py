"""English household requests of round 16 (issue #13, hie): the classes an Irish family's
house showed, on a home of their own and in sentences of our own. A heat pump said by its kind
beside radiators, solar said by its panels or "pv", "put" with its particle and an amount after
the object ("put the lamp down a bit"), Irish politeness and placeholder words ("could you
ever", "the yoke"), a source or a name written with accents said without them, and a mode value
that is also a room word."""

from __future__ import annotations

import pytest
from home_builders import answered, entity

from custom_components.context_retrieval.engine.home import Home
from custom_components.context_retrieval.engine.ir import Command
from custom_components.context_retrieval.engine.local_parser import LocalParser
from custom_components.context_retrieval.engine.local_parser.options import value_not_room
from custom_components.context_retrieval.engine.text import normalize

_TADO = {
    "hvac_modes": ["off", "heat", "auto"],
    "min_temp": 5,
    "max_temp": 25,
    "supported_features": 401,
}


@pytest.fixture(scope="module")
def home() -> Home:
    areas = [
        {"id": "lounge", "name": "Lounge"},
        {"id": "den", "name": "Den"},
        {"id": "scullery", "name": "Scullery"},
        {"id": "loft", "name": "Loft"},
    ]
    entities = [
        entity(
            "climate.lounge",
            "Lounge",
            "lounge",
            device_name="tado Smart Radiator Thermostat",
            attributes=_TADO,
        ),
        entity(
            "climate.den",
            "Den",
            "den",
            device_name="tado Smart Radiator Thermostat",
            attributes=_TADO,
        ),
        entity(
            "climate.den_heat_pump",
            "Den Heat Pump",
            "den",
            device_name="Daikin Perfera",
            attributes={"hvac_modes": ["off", "heat", "cool"], "supported_features": 425},
        ),
        entity(
            "light.lounge_lamp",
            "Lounge Lamp",
            "lounge",
            attributes={"supported_color_modes": ["brightness"]},
        ),
        entity(
            "media_player.den_tv",
            "Den TV",
            "den",
            device_class="tv",
            attributes={"source_list": ["HDMI 1", "Télé Loisirs"], "supported_features": 155581},
        ),
        entity(
            "sensor.pv_output",
            "Solar Output",
            "loft",
            device_class="power",
            device_name="Fronius Symo",
            attributes={"unit_of_measurement": "W"},
        ),
        entity(
            "sensor.loft_power",
            "Loft Power",
            "loft",
            device_class="power",
            attributes={"unit_of_measurement": "W"},
        ),
        entity(
            "humidifier.drying_unit",
            "Drying Unit",
            "scullery",
            device_class="dehumidifier",
            attributes={"available_modes": ["Normal", "Laundry"], "supported_features": 1},
        ),
    ]
    return Home.from_json({"language": "en", "floors": [], "areas": areas, "entities": entities})


def _answer(home: Home, text: str, history: tuple[str, ...] = ()) -> list[tuple[str, str | None]]:
    return answered(home, *history, text)[0]


@pytest.mark.parametrize("text", ["set the heat pump to 19", "heat pump on 19 please"])
def test_a_heat_pump_said_by_its_kind_is_not_any_radiator(home: Home, text: str) -> None:
    [command] = LocalParser(home).parse(text)
    assert command.name_hint == "heat pump"
    assert _answer(home, text) == [("climate.den_heat_pump", "climate.set_temperature")]


@pytest.mark.parametrize("text", ["what is the pv producing", "how's the solar looking"])
def test_solar_said_by_its_kind_is_the_solar_sensor(home: Home, text: str) -> None:
    assert _answer(home, text)[0] == ("sensor.pv_output", None)


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("put the lounge lamp down a bit", "dim"),
        ("put the den tv up a little", "volume up"),
        ("put the den heating down a touch", "cooler"),
    ],
)
def test_put_with_its_particle_and_an_amount_after_the_object(
    home: Home, text: str, action: str
) -> None:
    [command] = LocalParser(home).parse(text)
    assert command.action == action


def test_put_with_no_particle_still_switches_on(home: Home) -> None:
    [command] = LocalParser(home).parse("put the lounge lamp on")
    assert command.action == "turn on"


def test_could_you_ever_is_a_polite_request(home: Home) -> None:
    [command] = LocalParser(home).parse("could you ever switch off the lounge lamp")
    assert (command.action, command.name_hint) == ("turn off", "Lounge Lamp")


def test_the_yoke_is_the_device_just_spoken_of(home: Home) -> None:
    assert _answer(home, "turn off the yoke", history=("switch on the drying unit",)) == [
        ("humidifier.drying_unit", "humidifier.turn_off")
    ]


def test_a_source_with_accents_said_without_them(home: Home) -> None:
    [command] = LocalParser(home).parse("switch the den tv over to tele loisirs")
    assert command.params == {"source": "Télé Loisirs"}


def test_accents_on_latin_letters_fold_and_other_marks_stay() -> None:
    assert normalize("Niamh's Café") == "niamh's cafe"
    assert normalize("ガス") == "ガス"  # a kana's voicing mark is part of the letter


def test_a_mode_said_like_a_room_is_the_mode(home: Home) -> None:
    [command] = LocalParser(home).parse("switch the drying unit to laundry")
    assert command.params == {"mode": "Laundry"}
    assert command.scope_include == ()


@pytest.mark.parametrize(
    ("raw", "kept"),
    [
        ("put the utility dryer on utility", ("utility",)),
        ("set the dryer at the utility to utility", ("utility",)),
        ("switch the dryer over to utility", ()),
    ],
)
def test_a_room_said_as_a_room_stays_beside_its_value(raw: str, kept: tuple[str, ...]) -> None:
    """Review of round 16: the room said as well as the value ("at the X", said twice) stays."""
    command = Command(action="set", scope_include=("utility",), params={"mode": "Utility"}, raw=raw)
    assert value_not_room(command).scope_include == kept
