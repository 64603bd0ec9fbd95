"""A follow-up that moves the previous command to another room ("X 的也…", "X 也…") acts on the
same kind of device there; a room without that kind answers no_match, never another device of
the same domain (a bedroom's AC for a floor heating, a ceiling light for a floor lamp). The
sentences are written for these tests, not taken from the labelled sets."""

from __future__ import annotations

import pytest
from home_builders import entity, home_of, last_turn

HEAT = {"hvac_modes": ["off", "heat"], "temperature": 22}
AC = {"hvac_modes": ["off", "cool", "heat"], "temperature": 25}
HOME = home_of(
    "zh-Hans",
    {
        "den": "书房",
        "nursery": "婴儿房",
        "guest": "客卧",
        "lounge": "起居室",
        "galley": "灶间",
        "bath": "浴室",
    },
    entity("climate.den_floor", "书房地暖", "den", attributes=HEAT),
    entity("climate.den_ac", "空调", "den", attributes=AC),
    entity("climate.nursery_floor", "婴儿房地暖", "nursery", attributes=HEAT),
    entity("climate.guest_ac", "空调", "guest", attributes=AC),
    entity("light.lounge_floor_lamp", "落地灯", "lounge"),
    entity("light.lounge_ceiling", "吸顶灯", "lounge"),
    entity("light.guest_ceiling", "吸顶灯", "guest"),
    entity("light.den_ceiling", "吸顶灯", "den"),
    entity("light.nursery_night", "小夜灯", "nursery"),
    entity("light.guest_night", "感应夜灯", "guest"),
    entity("switch.lounge_blanket", "电热毯", "lounge", device_class="outlet"),
    entity("switch.guest_plug", "床头插座", "guest", device_class="outlet"),
    entity("fan.galley_hood", "油烟机", "galley"),
    entity("fan.bath_exhaust", "排气扇", "bath"),
)


@pytest.mark.parametrize(
    ("first", "then"),
    [
        ("书房地暖开一下", "客卧也开"),
        ("把书房地暖调到二十一度", "客卧的也调到十九度"),
        # a kind word narrower than the domain, carried where that kind is missing
        ("起居室落地灯点亮", "客卧也开"),
        ("起居室电热毯通上电", "客卧也开一下"),
        ("灶间油烟机开起来", "浴室的也开"),
    ],
)
def test_a_room_without_the_kind_is_no_match(first: str, then: str) -> None:
    targets, service, _ = last_turn(HOME, first, then)
    assert targets == [] and service is None


@pytest.mark.parametrize(
    ("first", "then", "expected"),
    [
        ("书房地暖开一下", "婴儿房也开", ["climate.nursery_floor"]),
        ("书房空调打开", "客卧的也开", ["climate.guest_ac"]),
        ("起居室吸顶灯关掉", "客卧的也关了", ["light.guest_ceiling"]),
        # a night light is a night light whatever else its name says
        ("婴儿房小夜灯点亮", "客卧也开", ["light.guest_night"]),
        # only the domain said: every light of the new room
        ("起居室的灯都关了", "客卧的也关了", ["light.guest_ceiling", "light.guest_night"]),
    ],
)
def test_a_room_with_the_kind_gets_it(first: str, then: str, expected: list[str]) -> None:
    targets, _, _ = last_turn(HOME, first, then)
    assert targets == expected
