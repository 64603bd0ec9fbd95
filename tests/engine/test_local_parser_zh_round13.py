"""Chinese verbs on things people own (issue #13, round 13): a fan speed said with no device to
a satellite ("风量调到最高") is the speed of what has one there, not a wind sensor; a child
lock (a switch) locked and released; a part said after a device that has none finds nothing;
"充满了" is how a battery is, not a brightness; a bare "继续" after a paused vacuum starts it
again. The sentences are written for these tests, not taken from the labelled sets."""

from __future__ import annotations

import pytest
from home_builders import entity, home_of, last_answer
from parsing import one

from custom_components.context_retrieval.engine.home import Home
from custom_components.context_retrieval.engine.keyword import NameMatcher
from custom_components.context_retrieval.engine.local_parser import LocalParser

AC = {
    "hvac_modes": ["off", "cool", "heat"],
    "fan_modes": ["auto", "low", "medium", "high"],
    "fan_mode": "auto",
    "temperature": 25,
}


@pytest.fixture(scope="module")
def home() -> Home:
    return home_of(
        "zh-Hans",
        {"bedroom": "卧室", "nursery": "婴儿房", "garage": "车库", "yard": "院子"},
        entity("climate.bedroom_ac", "空调", "bedroom", attributes=AC),
        entity("light.bedroom_lamp", "台灯", "bedroom"),
        entity("humidifier.nursery_dryer", "除湿机", "nursery", device_class="dehumidifier"),
        entity("switch.nursery_dryer_lock", "除湿机童锁", "nursery"),
        entity("switch.garage_router", "路由器", "garage"),
        entity("switch.garage_charger", "充电桩", "garage"),
        entity("vacuum.robot", "扫地机器人", "bedroom"),
        entity("sensor.yard_wind", "院子风速", "yard", device_class="wind_speed"),
    )


@pytest.fixture(scope="module")
def parser(home: Home) -> LocalParser:
    return LocalParser(home)


def _turns(home: Home, *turns: str, area: str | None = None) -> tuple[list[str], str | None]:
    """The last turn of one conversation said to a satellite in ``area``: its candidates and
    their first service."""
    ids, service, _ = last_answer(home, *turns, area=area)
    return ids, service


# -- a fan speed with no device --------------------------------------------------------------


@pytest.mark.parametrize(("text", "mode"), [("风量调到最高", "high"), ("风速给我开到最低", "low")])
def test_a_fan_speed_with_no_device_is_no_wind_sensor(
    parser: LocalParser, text: str, mode: str
) -> None:
    """The setting word is not the sensor that measures wind: the fastest (slowest) fan mode
    the home's air conditioners list, for the device of the room."""
    command = one(parser, text)
    assert command.type_hint != "sensor"
    assert command.params == {"fan_mode": mode}


def test_a_fan_speed_with_no_device_at_a_satellite_sets_the_rooms_ac(home: Home) -> None:
    ids, service = _turns(home, "风量调到最高", area="bedroom")
    assert ids == ["climate.bedroom_ac"]
    assert service == "climate.set_fan_mode"


def test_the_wind_speed_asked_stays_the_sensor(parser: LocalParser) -> None:
    command = one(parser, "现在风速多少")
    assert command.action == "查询"
    assert command.params == {}


# -- the child lock --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "service"),
    [
        ("把童锁锁住", "switch.turn_on"),
        ("儿童锁给我解除", "switch.turn_off"),
        ("除湿机的儿童锁打开", "switch.turn_on"),
    ],
)
def test_a_child_lock_is_a_switch_locked_on_and_released_off(
    home: Home, text: str, service: str
) -> None:
    ids, said = _turns(home, text, area="nursery")
    assert ids == ["switch.nursery_dryer_lock"]
    assert said == service


def test_a_part_of_a_device_that_has_none_finds_nothing(home: Home) -> None:
    """ "路由器的童锁": the router has no child lock; its own switch is not one."""
    ids, _ = _turns(home, "路由器的童锁打开")
    assert ids == []


def test_a_name_with_a_kind_after_it_does_not_fit_the_device_alone(home: Home) -> None:
    matcher = NameMatcher(home)
    router = home.entities["switch.garage_router"]
    assert matcher.match("路由器童锁", router).score == 0
    assert matcher.match("路由器", router).score > 0


# -- charged full ----------------------------------------------------------------------------


@pytest.mark.parametrize("text", ["车已经充满了，充电桩断开吧", "充电桩充饱了就关了"])
def test_charged_full_is_no_brightness(parser: LocalParser, text: str) -> None:
    command = one(parser, text)
    assert command.action == "关闭"
    assert command.name_hint == "充电桩"
    assert command.params == {}


# -- resume after a pause --------------------------------------------------------------------


def test_a_bare_resume_after_a_paused_vacuum_starts_it_again(home: Home) -> None:
    ids, service = _turns(home, "扫地机器人去扫地", "停一停", "行了继续")
    assert ids == ["vacuum.robot"]
    assert service == "vacuum.start"


def test_a_bare_resume_with_nothing_before_is_the_music(parser: LocalParser) -> None:
    command = one(parser, "继续吧")
    assert command.type_hint == "media_player"
