"""Chinese alarms, sirens, readings beside a device and names the home lacks (issue #13, round 15,
zhC): an arming clause and a clause of its mode are one command in that mode; a mode word said
with the panel's word arms it in that mode, whatever scene or preset the words also name; an
alarm's word with a sound's own verb ("响起来", "别响了") or stopped is the siren; a reading
asked beside a device that measures nothing is its room's sensor; one unknown character ending
a request after a device's name makes a name the home lacks. The sentences are written for these
tests, not taken from the labelled sets."""

from __future__ import annotations

from typing import Any

import pytest
from home_builders import entity, first_services
from parsing import one

from custom_components.context_retrieval.engine.home import Home
from custom_components.context_retrieval.engine.local_parser import LocalParser

HOME: dict[str, Any] = {
    "language": "zh-Hans",
    "floors": [],
    "areas": [
        {"id": "cellar", "name": "地下室"},
        {"id": "porch", "name": "门廊"},
        {"id": "den", "name": "书房"},
    ],
    "entities": [
        entity("alarm_control_panel.house", "防护系统", aliases=["安防"]),
        entity("scene.out", "外出模式"),
        entity("siren.porch_horn", "门廊警笛", "porch"),
        entity("valve.cellar_water", "进水阀", "cellar"),
        entity("sensor.cellar_humidity", "地下室湿度", "cellar", device_class="humidity"),
        entity("sensor.cellar_temperature", "地下室温度", "cellar", device_class="temperature"),
        entity(
            "climate.den_ac",
            "空调",
            "den",
            attributes={"current_temperature": 24, "hvac_modes": ["cool", "off"]},
        ),
        entity("sensor.den_temperature", "书房温度", "den", device_class="temperature"),
        entity("light.den_lamp", "台灯", "den"),
        entity("number.cellar_wine_fridge", "酒柜温度", "cellar", device_class="temperature"),
    ],
}


def _services(home: Home, text: str, *history: str) -> list[tuple[str, str | None]]:
    """The first candidate and service of each command of the last turn."""
    return first_services(home, *history, text)


# -- arming in one mode ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("防护系统打开，留家布防", "在家布防"),
        ("安防先开启，晚间布防", "夜间布防"),
        ("安防调成夜晚模式", "夜间布防"),
        ("把安防设置成外出模式", "离家布防"),
    ],
)
def test_arming_and_its_mode_are_one_command(parser: LocalParser, text: str, action: str) -> None:
    command = one(parser, text)
    assert (command.action, command.type_hint) == (action, "alarm_control_panel")
    assert command.params == {}
    assert command.name_hint in (None, "防护系统", "安防")


def test_a_scene_named_for_a_mode_without_the_panel_stays_the_scene(home: Home) -> None:
    assert _services(home, "启动外出模式") == [("scene.out", "scene.turn_on")]


# -- an alarm's word with a sound's own verb is the siren ------------------------------------


@pytest.mark.parametrize(
    ("text", "service"),
    [
        ("叫警报响起来", "siren.turn_on"),
        ("警报不要响了", "siren.turn_off"),
        ("警报先停一停", "siren.turn_off"),
        ("快拉一拉警报", "siren.turn_on"),
        ("把警报声关掉", "siren.turn_off"),
        ("警笛放两下", "siren.turn_on"),
    ],
)
def test_an_alarm_sounded_or_stopped_is_the_siren(home: Home, text: str, service: str) -> None:
    assert _services(home, text) == [("siren.porch_horn", service)]


@pytest.mark.parametrize(("text", "service"), [("关掉安防", "alarm_control_panel.alarm_disarm")])
def test_the_alarm_switched_with_no_sound_stays_the_panel(
    home: Home, text: str, service: str
) -> None:
    assert _services(home, text) == [("alarm_control_panel.house", service)]


def test_the_panel_named_and_paused_stays_the_panel(parser: LocalParser) -> None:
    assert one(parser, "防护系统停一下").type_hint != "siren"


# -- a reading asked beside a device that measures nothing -----------------------------------


@pytest.mark.parametrize(
    ("text", "sensor"),
    [
        ("进水阀旁边的湿度是多少", "sensor.cellar_humidity"),
        ("进水阀那块几度了", "sensor.cellar_temperature"),
    ],
)
def test_a_reading_beside_a_valve_is_its_rooms_sensor(home: Home, text: str, sensor: str) -> None:
    assert _services(home, text) == [(sensor, None)]


def test_a_device_that_reports_the_reading_answers_itself(parser: LocalParser) -> None:
    assert one(parser, "空调现在几度").type_hint == "climate"


def test_a_setting_of_the_reading_answers_itself(home: Home) -> None:
    assert _services(home, "酒柜温度设的多少度") == [("number.cellar_wine_fridge", None)]


def test_the_valve_asked_its_state_stays_the_valve(home: Home) -> None:
    assert _services(home, "进水阀关上了吗") == [("valve.cellar_water", None)]


# -- one unknown character after a device's name ---------------------------------------------


@pytest.mark.parametrize("text", ["打开台灯罩", "开一下空调垫"])
def test_one_character_ending_the_request_makes_a_name_the_home_lacks(
    home: Home, text: str
) -> None:
    assert _services(home, text) == [("", None)]


@pytest.mark.parametrize("text", ["把台灯打开吧", "空调开"])
def test_a_particle_or_verb_after_a_name_keeps_the_device(parser: LocalParser, text: str) -> None:
    assert one(parser, text).name_hint in (None, "台灯", "空调")
