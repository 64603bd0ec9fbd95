"""Chinese talk (issue #13, round 14, zhA): a complaint's other words (what the light does to
people) are no name; a temperature step at a satellite whose room has only a water heater; the
air of an AC made stronger or weaker is its fan mode; "still too bright" after every light of a
room keeps all of them; a reading asked with no room is asked about. The sentences are written
for these tests, not taken from the labelled sets."""

from __future__ import annotations

from typing import Any

import pytest
from home_builders import each_one, entity, home_of
from parsing import one

from custom_components.context_retrieval.engine.home import Home
from custom_components.context_retrieval.engine.local_parser import LocalParser

AC = {
    "hvac_modes": ["off", "cool", "heat"],
    "fan_modes": ["auto", "low", "medium", "high"],
    "temperature": 24,
    "supported_features": 9,
}
BOILER = {"temperature": 45, "min_temp": 30, "max_temp": 70, "supported_features": 1}


@pytest.fixture(scope="module")
def home() -> Home:
    return home_of(
        "zh-Hans",
        {"nursery": "宝宝房", "galley": "厨房", "den": "书房", "parlour": "客厅"},
        entity("light.nursery_top", "顶灯", "nursery", state="on"),
        entity("light.nursery_glow", "夜灯", "nursery", state="on"),
        entity("light.parlour_a", "吊灯", "parlour", state="on"),
        entity("light.parlour_b", "壁灯", "parlour", state="on"),
        entity("light.parlour_c", "射灯", "parlour", state="off"),
        entity("light.den_lamp", "台灯", "den", state="on"),
        entity("climate.den_ac", "空调", "den", attributes=AC),
        entity("climate.nursery_ac", "空调", "nursery", attributes=AC),
        entity("water_heater.galley_boiler", "热水器", "galley", attributes=BOILER),
        entity(
            "sensor.den_humidity",
            "书房湿度",
            "den",
            device_class="humidity",
            attributes={"unit_of_measurement": "%"},
        ),
        entity(
            "sensor.parlour_humidity",
            "客厅湿度",
            "parlour",
            device_class="humidity",
            attributes={"unit_of_measurement": "%"},
        ),
        entity(
            "sensor.nursery_humidity",
            "宝宝房湿度",
            "nursery",
            device_class="humidity",
            attributes={"unit_of_measurement": "%"},
        ),
    )


@pytest.fixture(scope="module")
def parser(home: Home) -> LocalParser:
    return LocalParser(home)


def _talk(home: Home, *turns: str, area: str | None = None) -> tuple[list[str], str | None, Any]:
    """The last turn's targets (candidates and groups), its first service and its hint."""
    result = each_one(home, *turns, area=area)[-1]
    grouped = [e for g in result.groups for e in g.entity_ids]
    targets = sorted({c.entity_id for c in result.candidates} | set(grouped))
    service = result.candidates[0].service if result.candidates else None
    return targets, service, result.hint


# -- a complaint's other words are no name ---------------------------------------------------


@pytest.mark.parametrize("text", ["顶灯晃得孩子直揉眼睛", "灯光刺得人想流泪", "灯太强了看着难受"])
def test_what_the_light_does_to_people_is_no_name(parser: LocalParser, text: str) -> None:
    command = one(parser, text)
    assert command.name_hint in (None, "顶灯")
    assert command.action == "调暗"


def test_a_dark_light_that_does_not_light_up(parser: LocalParser) -> None:
    assert one(parser, "台灯都照不亮桌子").action == "调亮"


# -- a temperature step where the room has only a water heater -------------------------------


@pytest.mark.parametrize("text", ["升两度", "再暖一点"])
def test_a_temperature_step_implies_no_kind(parser: LocalParser, text: str) -> None:
    command = one(parser, text)
    assert command.type_hint is None
    assert command.action in ("调高温度", "调高")


def test_the_water_heater_takes_the_step_in_its_room(home: Home) -> None:
    targets, service, _ = _talk(home, "往下调三度", area="galley")
    assert targets == ["water_heater.galley_boiler"]
    assert service == "water_heater.set_temperature"


def test_the_ac_still_takes_the_step_in_its_room(home: Home) -> None:
    targets, service, _ = _talk(home, "升两度", area="den")
    assert targets == ["climate.den_ac"]
    assert service == "climate.set_temperature"


# -- the air of an AC --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("空调风量调低一点", "减小风速"),
        ("空调的风能不能小点", "减小风速"),
        ("空调风力加强", "加大风速"),
    ],
)
def test_the_air_of_an_ac_is_its_speed_not_its_temperature(
    parser: LocalParser, text: str, action: str
) -> None:
    command = one(parser, text)
    assert command.action == action
    assert "temperature_step" not in command.params


def test_the_air_at_a_satellite_with_only_an_ac_sets_its_fan_mode(home: Home) -> None:
    targets, service, _ = _talk(home, "风速再低点", area="nursery")
    assert targets == ["climate.nursery_ac"]
    assert service == "climate.set_fan_mode"


def test_the_air_after_the_ac_was_warmed_is_its_fan_mode(home: Home) -> None:
    targets, service, _ = _talk(home, "书房空调调高两度", "风再大些")
    assert targets == ["climate.den_ac"]
    assert service == "climate.set_fan_mode"


# -- "still too bright" after every light of a room ------------------------------------------


@pytest.mark.parametrize("still", ["灯光仍然太亮", "怎么还这么亮", "咋还是这么亮"])
def test_still_too_bright_keeps_every_light_just_changed(home: Home, still: str) -> None:
    targets, service, hint = _talk(home, "客厅的灯全部打开", still, area="nursery")
    assert targets == ["light.parlour_a", "light.parlour_b", "light.parlour_c"]
    assert service == "light.turn_on"
    assert hint is None


# -- a reading asked with no room ------------------------------------------------------------


def test_a_reading_with_no_room_is_asked_about(home: Home) -> None:
    _, _, hint = _talk(home, "现在空气湿度大概多少")
    assert hint == "need_clarification"


def test_a_reading_at_a_satellite_is_its_room(home: Home) -> None:
    targets, _, hint = _talk(home, "现在空气湿度大概多少", area="den")
    assert targets == ["sensor.den_humidity"]
    assert hint is None


@pytest.mark.parametrize("text", ["各个房间湿度都多少", "家里每个房间的湿度"])
def test_each_room_asks_them_all(parser: LocalParser, text: str) -> None:
    command = one(parser, text)
    assert command.quantifier == "all"
