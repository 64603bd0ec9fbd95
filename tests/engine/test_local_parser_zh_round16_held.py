"""Chinese arming and names the home lacks (issue #13, round 16, held): an alarm armed in a
mode a house-mode select also lists keeps no option of the select's; a mode word split by a pause
or written with a character that sounds the same still says the mode; an AC mode's word joined to
a device's head character (机, 扇) is a device the home lacks; a kind the home has none of, said
right after a device's name, is that device's part or companion, which the home lacks. The
sentences are written for these tests, not taken from the labelled sets."""

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
    "areas": [{"id": "den", "name": "书房"}, {"id": "hall", "name": "门厅"}],
    "entities": [
        entity("alarm_control_panel.house", "防护系统", aliases=["安防"]),
        entity(
            "select.house_mode",
            "家居模式",
            attributes={"options": ["离家", "在家", "睡眠"]},
        ),
        entity(
            "climate.den_ac",
            "空调",
            "den",
            attributes={"hvac_modes": ["cool", "heat", "off"], "current_temperature": 24},
        ),
        entity("light.den_lamp", "台灯", "den"),
        entity("switch.hall_plug", "插座", "hall", device_class="outlet"),
    ],
}


# -- arming in a mode the house-mode select also lists ---------------------------------------


@pytest.mark.parametrize(
    ("text", "service"),
    [
        ("安防离家模式开一下", "alarm_control_panel.alarm_arm_away"),
        ("帮忙开启在家安防模式", "alarm_control_panel.alarm_arm_home"),
    ],
)
def test_a_mode_of_arming_is_no_option_of_a_select(home: Home, text: str, service: str) -> None:
    assert first_services(home, text) == [("alarm_control_panel.house", service)]


def test_the_select_keeps_its_option_when_the_panel_is_not_said(parser: LocalParser) -> None:
    command = one(parser, "家居模式切到离家")
    assert command.type_hint != "alarm_control_panel"


# -- a mode word split or misheard -------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("启用在 家布防", "在家布防"),
        ("开一下叶间布防", "夜间布防"),
        ("开启离加布防", "离家布防"),
    ],
)
def test_a_split_or_misheard_mode_word_is_the_mode(
    parser: LocalParser, text: str, action: str
) -> None:
    command = one(parser, text)
    assert (command.action, command.type_hint) == (action, "alarm_control_panel")


def test_arming_with_no_mode_said_stays_plain(parser: LocalParser) -> None:
    assert one(parser, "开启布防").action == "布防"


# -- a mode's word joined to a device's head ---------------------------------------------------


@pytest.mark.parametrize("text", ["把制热机打开", "开一下冷风扇"])
def test_a_mode_word_and_a_head_is_a_device_the_home_lacks(home: Home, text: str) -> None:
    assert first_services(home, text, area="den") == [("", None)]


@pytest.mark.parametrize("text", ["空调开制冷", "开一下暖风吧"])
def test_the_mode_said_alone_still_switches_the_ac(home: Home, text: str) -> None:
    assert first_services(home, text, area="den") == [("climate.den_ac", "climate.set_hvac_mode")]


# -- a kind the home lacks after a device's name -----------------------------------------------


def test_a_kind_the_home_lacks_after_a_name_is_no_device_of_it(home: Home) -> None:
    assert first_services(home, "打开台灯遥控器", area="den") == [("", None)]


def test_a_kind_the_home_has_after_a_name_is_left_to_the_reader(parser: LocalParser) -> None:
    assert "read as a name the home does not have" not in " ".join(
        one(parser, "打开空调插座").issues
    )
