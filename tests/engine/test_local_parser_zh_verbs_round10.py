"""The local parser on Chinese verbs of devices the sets rarely cover (issue #13, round 10):
resting a device for a while (歇/休息/停 + 会儿), sending a vacuum or mower home in everyday
and Cantonese words (收工, 回家, 返屋企) while the same words said of oneself still run the
home's scene, pressing in Cantonese (㩒), spot cleaning, an air conditioner's mode said as a
verb-object split by a classifier (制个冷, 开个暖气), a fan's head set swinging with its
complement (摇起头来), the sound switched off object first (声音关掉), 咗 after a verb of
moving, and more words people say for the scenes of an activity. The sentences are written for
these tests, not taken from the labelled sets."""

from __future__ import annotations

from typing import Any

import pytest
from home_builders import entity
from parsing import one

from custom_components.context_retrieval.engine.local_parser import LocalParser

HOME: dict[str, Any] = {
    "language": "zh-Hans",
    "floors": [],
    "areas": [
        {"id": "lounge", "name": "客厅"},
        {"id": "den", "name": "书房"},
        {"id": "yard", "name": "前院"},
        {"id": "porch", "name": "门口"},
    ],
    "entities": [
        entity("vacuum.lounge_bot", "吸尘器", "lounge", aliases=["小吸"]),
        entity("lawn_mower.yard_bot", "草坪机", "yard", aliases=["小割"]),
        entity("fan.den_tower", "塔扇", "den"),
        entity("humidifier.den_dryer", "干燥机", "den", device_class="dehumidifier"),
        entity(
            "climate.den_ac",
            "挂机",
            "den",
            attributes={"hvac_modes": ["off", "cool", "heat", "dry"]},
        ),
        entity("media_player.den_box", "音响", "den", device_class="speaker"),
        entity("cover.lounge_roller", "竹帘", "lounge", device_class="shade"),
        entity("button.porch_chime", "门铃", "porch"),
        entity("scene.arrive", "到家模式", None),
        entity("scene.cinema", "电影时间", None),
        entity("scene.out", "出门模式", None),
    ],
}


@pytest.mark.parametrize(
    ("text", "services"),
    [
        ("吸尘器歇会儿", {"pause"}),  # a device that works pauses for a while
        ("小割休息一下", {"pause"}),
        ("吸尘器先停一会儿", {"pause"}),
        ("塔扇歇一歇", {"turn_off"}),  # one that only switches is switched off
        ("干燥机休息会儿吧", {"turn_off"}),
    ],
)
def test_resting_for_a_while_pauses_what_works_and_switches_off_the_rest(
    parser: LocalParser, text: str, services: set[str]
) -> None:
    assert services <= one(parser, text).resolved_services, text


@pytest.mark.parametrize(
    "text", ["小吸收工吧", "吸尘器回家", "让草坪机开回家去", "叫部吸尘器返屋企", "小割归位"]
)
def test_a_robot_sent_home_returns_to_its_dock(parser: LocalParser, text: str) -> None:
    command = one(parser, text)
    assert command.name_hint, text
    assert command.resolved_services == {"return_to_base"}, text


@pytest.mark.parametrize("text", ["我返屋企喇", "回家咯", "我下班回来啦"])
def test_going_home_said_of_oneself_runs_the_scene_not_the_robot(
    parser: LocalParser, text: str
) -> None:
    command = one(parser, text)
    assert command.name_hint == "到家模式", (text, command.to_json())


@pytest.mark.parametrize(
    ("text", "scene"),
    [("今晚看个大片", "电影时间"), ("我先走了啊", "出门模式"), ("出发出发", "出门模式")],
)
def test_more_words_of_an_activity_run_its_scene(
    parser: LocalParser, text: str, scene: str
) -> None:
    assert one(parser, text).name_hint == scene, text


@pytest.mark.parametrize("text", ["㩒下门铃", "门铃㩒一下", "门铃按一按"])
def test_pressing_in_cantonese_and_reduplicated(parser: LocalParser, text: str) -> None:
    assert one(parser, text).resolved_services == {"press"}, text


@pytest.mark.parametrize("text", ["小吸定点扫一下", "吸尘器局部清扫", "吸尘器在这儿重点扫"])
def test_spot_cleaning(parser: LocalParser, text: str) -> None:
    assert one(parser, text).resolved_services == {"clean_spot"}, text


@pytest.mark.parametrize(
    ("text", "mode"),
    [
        ("书房挂机制个冷", "cool"),
        ("书房开个暖气", "heat"),
        ("挂机除个湿", "dry"),
        ("挂机吹暖风", "heat"),
    ],
)
def test_an_ac_mode_said_as_verb_and_object_split_by_a_classifier(
    parser: LocalParser, text: str, mode: str
) -> None:
    assert one(parser, text).params.get("hvac_mode") == mode, text


def test_a_fan_set_swinging_with_its_complement(parser: LocalParser) -> None:
    assert one(parser, "塔扇摇起头来").params.get("oscillating") is True


@pytest.mark.parametrize("text", ["音响声音关掉", "把音响的声音关了"])
def test_the_sound_switched_off_object_first_is_mute(parser: LocalParser, text: str) -> None:
    command = one(parser, text)
    assert command.resolved_services == {"volume_mute"}, text
    assert command.params.get("is_volume_muted") is True, text


@pytest.mark.parametrize(
    ("text", "service"), [("落咗竹帘", "close_cover"), ("竹帘升咗佢", "open_cover")]
)
def test_cantonese_perfective_after_a_verb_of_moving(
    parser: LocalParser, text: str, service: str
) -> None:
    assert service in one(parser, text).resolved_services, text


@pytest.mark.parametrize(
    "text", ["就是打开塔扇", "我说的就是关掉塔扇", "塔扇就是打开嘛", "只是关一下塔扇"]
)
def test_a_verb_after_just_is_a_request(parser: LocalParser, text: str) -> None:
    command = one(parser, text)
    assert command.action in ("打开", "关闭"), (text, command.to_json())
    assert command.resolved_services & {"turn_on", "turn_off"}, text


@pytest.mark.parametrize("text", ["塔扇是打开的吗", "塔扇就是开着的吗", "塔扇是关着的"])
def test_a_state_said_with_the_copula_is_still_asked(parser: LocalParser, text: str) -> None:
    assert one(parser, text).action == "查询", text


@pytest.mark.parametrize(
    ("text", "service"), [("竹帘往下拉", "close_cover"), ("竹帘向上卷", "open_cover")]
)
def test_a_direction_before_a_verb_of_moving(parser: LocalParser, text: str, service: str) -> None:
    assert service in one(parser, text).resolved_services, text


def test_a_direction_before_a_verb_of_moving_a_bit_is_a_step(parser: LocalParser) -> None:
    assert one(parser, "竹帘往下放一点").params.get("position_step", 0) < 0
