"""Chinese as a Cantonese-speaking family says it (issue #13, round 17, fresh_zh): 同埋 / 同 /
仲有 join two devices under one verb and 一齐 gathers them; 半个钟 / 两个钟头 are a length of
time, not a position; an English value word ("auto", "sleep") sets a preset the device lists in
Chinese; the battery of the one lock is asked by its kind word; 返 / 落嚟 / 嚟 are directions
("升返上去"); 回南天, 湿晒 and 成屋 say the home is damp; a watering job with a room between its
verb and object opens a valve named 水阀. The sentences are written for these tests, not taken
from the labelled sets."""

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
        {"id": "hall", "name": "厅"},
        {"id": "porch", "name": "门廊"},
        {"id": "yard", "name": "后院"},
        {"id": "laundry", "name": "洗衣间"},
    ],
    "entities": [
        entity("light.hall_lamp", "落地灯", "hall"),
        entity("media_player.hall_tv", "海信电视", "hall", device_class="tv"),
        entity("media_player.hall_box", "天猫精灵音箱", "hall", device_class="speaker"),
        entity("climate.hall_ac", "海尔空调", "hall"),
        entity(
            "fan.hall_purifier",
            "净化器",
            "hall",
            attributes={"preset_modes": ["自动", "睡眠", "最爱"], "supported_features": 57},
        ),
        entity("switch.hall_heater_plug", "暖风机插座", "hall", device_class="outlet"),
        entity("lock.porch_lock", "鹿客门锁", "porch", device_name="鹿客智能锁 P2"),
        entity(
            "sensor.porch_lock_battery",
            "鹿客门锁 电量",
            "porch",
            device_name="鹿客智能锁 P2",
            device_class="battery",
        ),
        entity("valve.yard_valve", "智能水阀", "yard"),
        entity("cover.laundry_rack", "晾衣杆", "laundry", attributes={"supported_features": 11}),
        entity("humidifier.laundry_dry", "除湿机", "laundry", device_class="dehumidifier"),
    ],
}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "熄咗音箱同埋电视",
            [
                ("media_player.hall_box", "media_player.turn_off"),
                ("media_player.hall_tv", "media_player.turn_off"),
            ],
        ),
        (
            "音箱同电视一齐闩咗",
            [
                ("media_player.hall_box", "media_player.turn_off"),
                ("media_player.hall_tv", "media_player.turn_off"),
            ],
        ),
        (
            "开落地灯，仲有净化器",
            [("light.hall_lamp", "light.turn_on"), ("fan.hall_purifier", "fan.turn_on")],
        ),
    ],
)
def test_cantonese_and_joins_two_devices(
    home: Home, text: str, expected: list[tuple[str, str | None]]
) -> None:
    assert first_services(home, text) == expected


@pytest.mark.parametrize("text", ["暖风机插座开两个钟头", "暖风机插座关半个钟"])
def test_a_length_of_time_is_no_setting(parser: LocalParser, text: str) -> None:
    command = one(parser, text)
    assert command.params == {}
    assert command.action in {"打开", "关闭"}


@pytest.mark.parametrize(("word", "preset"), [("auto", "自动"), ("sleep", "睡眠")])
def test_an_english_word_sets_a_preset_listed_in_chinese(
    parser: LocalParser, word: str, preset: str
) -> None:
    assert one(parser, f"净化器调到 {word}").params == {"preset_mode": preset}
    assert one(parser, f"净化器开 {word}").params == {"preset_mode": preset}


def test_an_english_word_of_no_chinese_value_stays_a_switch(parser: LocalParser) -> None:
    # "turbo" is no value the purifier lists in any spelling: the purifier is switched on.
    command = one(parser, "净化器开 turbo")
    assert "preset_mode" not in command.params


@pytest.mark.parametrize("text", ["门锁电池还有多少", "门锁电量几多"])
def test_the_battery_of_the_one_lock_said_by_its_kind(home: Home, text: str) -> None:
    assert first_services(home, text) == [("sensor.porch_lock_battery", None)]


@pytest.mark.parametrize(
    ("text", "service"),
    [
        ("晾衣杆升返上去", "cover.open_cover"),
        ("晾衣杆降返落嚟", "cover.close_cover"),
        ("晾衣杆放落嚟", "cover.close_cover"),
    ],
)
def test_cantonese_directions(home: Home, text: str, service: str) -> None:
    assert first_services(home, text) == [("cover.laundry_rack", service)]


@pytest.mark.parametrize("text", ["又系回南天", "成屋湿晒啊", "洗衣间湿晒"])
def test_the_damp_season_and_soaked_rooms_dehumidify(home: Home, text: str) -> None:
    assert first_services(home, text) == [("humidifier.laundry_dry", "humidifier.turn_on")]


@pytest.mark.parametrize("text", ["帮我浇一下后院的菜", "淋下后院啲草"])
def test_watering_with_a_room_between_opens_the_water_valve(home: Home, text: str) -> None:
    assert first_services(home, text) == [("valve.yard_valve", "valve.open_valve")]


DOOR_HOME: dict[str, Any] = {
    "language": "zh-Hans",
    "floors": [],
    "areas": [{"id": "foyer", "name": "入户"}, {"id": "lounge", "name": "客厅"}],
    "entities": [
        entity("lock.foyer_lock", "凯迪仕门锁", "foyer"),
        entity("camera.foyer_bell", "可视门铃 画面", "foyer", device_name="萤石可视门铃"),
        entity(
            "binary_sensor.foyer_bell_motion",
            "可视门铃 有人移动",
            "foyer",
            device_name="萤石可视门铃",
            device_class="motion",
        ),
        entity("light.lounge_main", "客厅吸顶灯", "lounge"),
        entity("light.lounge_lamp", "沙发台灯", "lounge"),
    ],
}


@pytest.fixture(scope="module")
def door_home() -> Home:
    return Home.from_json(DOOR_HOME)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("门口是谁啊", "camera.foyer_bell"),
        ("而家门口边个呀", "camera.foyer_bell"),
        ("门口有没有人在等", "binary_sensor.foyer_bell_motion"),
    ],
)
def test_people_at_the_door_said_by_its_place(door_home: Home, text: str, expected: str) -> None:
    assert first_services(door_home, text) == [(expected, None)]


def test_a_door_place_that_is_an_area_stays_the_area() -> None:
    home = Home.from_json(
        {**DOOR_HOME, "areas": [*DOOR_HOME["areas"], {"id": "out", "name": "门口"}]}
    )
    assert LocalParser(home).parse("门口站着人吗")[0].scope_include == ("门口",)


def test_the_big_light_is_the_ceiling_light(door_home: Home) -> None:
    assert first_services(door_home, "大灯关咗佢", area="lounge") == [
        ("light.lounge_main", "light.turn_off")
    ]


def test_a_little_in_cantonese_is_no_name(door_home: Home) -> None:
    command = one(LocalParser(door_home), "台灯调亮少少")
    assert command.name_hint == "台灯"
    assert command.params == {"brightness_step_pct": 10}
