"""The local parser on Chinese verbs with their complements and on jobs said in passing (issue
#13, round 9): every verb of moving a cover with the directional and resultative complements it
takes, steps of a fan said with a word of change, locking verbs with their results, a negation
with an adverb of duration, "收回来" said to a cover, and jobs whose words the reading took for
something else. The sentences are written for these tests, not taken from the labelled sets."""

from __future__ import annotations

from typing import Any

import pytest
from home_builders import entity
from parsing import one

from custom_components.context_retrieval.engine.home import Home
from custom_components.context_retrieval.engine.local_parser import LocalParser

HOME: dict[str, Any] = {
    "language": "zh-Hans",
    "floors": [{"id": "f1", "name": "一楼"}, {"id": "f2", "name": "二楼"}],
    "areas": [
        {"id": "lounge", "name": "客厅", "floor": "f1"},
        {"id": "cook", "name": "厨房", "floor": "f1"},
        {"id": "den", "name": "书房", "floor": "f2"},
        {"id": "nursery", "name": "婴儿房", "floor": "f2"},
        {"id": "deck", "name": "晒台", "floor": "f2"},
        {"id": "yard", "name": "前院", "floor": "f1"},
    ],
    "entities": [
        entity("cover.den_shade", "竹帘", "den", device_class="shade"),
        entity("cover.lounge_drape", "布帘", "lounge", device_class="curtain"),
        entity("cover.deck_awning", "雨篷", "deck", device_class="awning"),
        entity("fan.den_tower", "塔扇", "den", attributes={"percentage_step": 25.0}),
        entity("lock.lounge_door", "正门", "lounge"),
        entity("light.yard_lamp", "路灯", "yard"),
        entity("vacuum.lounge_bot", "吸尘器", "lounge"),
        entity("vacuum.den_bot", "楼上吸尘器", "den"),
        entity("lawn_mower.yard_bot", "草坪机", "yard"),
        entity("climate.den_ac", "空调", "den", attributes={"hvac_modes": ["off", "heat"]}),
        entity("water_heater.cook_boiler", "燃气炉", "cook"),
        entity("switch.cook_urn", "饮水机", "cook", device_class="outlet"),
        entity(
            "select.deck_washer_program",
            "洗衣机程序",
            "deck",
            attributes={"options": ["标准", "速洗", "烘干"]},
        ),
        entity("weather.home", "天气", "yard"),
        entity("script.yard_water_ten", "浇花十分钟", "yard"),
        entity("valve.yard_tap", "浇水阀", "yard", device_class="water"),
    ],
}


def _services(parser: LocalParser, text: str) -> frozenset[str]:
    return one(parser, text).resolved_services


# Every verb of moving a cover, with a complement of each direction: up and apart open it,
# down and drawn across close it.
_UP = ("拉", "升", "收", "卷", "提", "抬", "掀", "推", "摇", "拽", "扯", "吊")
_DOWN = ("放", "降", "落", "拉", "摇", "垂", "扯", "拽")


@pytest.mark.parametrize("verb", _UP)
@pytest.mark.parametrize("complement", ["上去", "起来", "上来"])
def test_a_verb_of_moving_a_cover_up_opens_it(
    parser: LocalParser, verb: str, complement: str
) -> None:
    services = _services(parser, f"把竹帘{verb}{complement}")
    assert "open_cover" in services and "close_cover" not in services, verb + complement


@pytest.mark.parametrize("verb", _DOWN)
@pytest.mark.parametrize("complement", ["下来", "下去"])
def test_a_verb_of_moving_a_cover_down_closes_it(
    parser: LocalParser, verb: str, complement: str
) -> None:
    services = _services(parser, f"竹帘{verb}{complement}")
    assert "close_cover" in services and "open_cover" not in services, verb + complement


@pytest.mark.parametrize(
    ("text", "service"),
    [
        ("布帘扯开", "open_cover"),  # apart
        ("把布帘拽过来", "close_cover"),  # drawn across
        ("布帘合起来", "close_cover"),
        ("布帘并拢", "close_cover"),
        ("竹帘缩回去", "open_cover"),  # a blind taken back up
        ("竹帘收回来", "open_cover"),  # 收回来 calls a vacuum home, but rolls a blind up
    ],
)
def test_complements_of_apart_across_and_back(parser: LocalParser, text: str, service: str) -> None:
    services = _services(parser, text)
    assert service in services, (text, services)
    assert not ({"open_cover", "close_cover"} - {service}) & services, text


@pytest.mark.parametrize(
    ("text", "service"),
    [
        ("雨篷伸出去", "open_cover"),
        ("雨篷撑开", "open_cover"),
        ("雨篷缩回来", "close_cover"),
        ("雨篷收回来", "close_cover"),
    ],
)
def test_an_awning_spread_out_is_open_and_taken_back_is_closed(
    parser: LocalParser, text: str, service: str
) -> None:
    assert service in _services(parser, text), text


def test_a_complement_alone_continues_the_device_just_used(parser: LocalParser) -> None:
    command = one(parser, "摇上去")
    assert "open_cover" in command.resolved_services
    assert command.references == ("last-mentioned",)


@pytest.mark.parametrize("change", ["加", "大", "快", "高", "升", "调快", "再加", "往上加"])
@pytest.mark.parametrize("step", ["一档", "一挡", "一级"])
def test_a_word_of_change_before_a_step_speeds_a_fan_up(
    parser: LocalParser, change: str, step: str
) -> None:
    command = one(parser, f"塔扇{change}{step}")
    assert command.type_hint == "fan"
    assert "increase_speed" in command.resolved_services, change + step


@pytest.mark.parametrize("change", ["减", "小", "慢", "低", "降", "调慢", "再减"])
def test_a_word_of_change_down_before_a_step_slows_a_fan(parser: LocalParser, change: str) -> None:
    assert "decrease_speed" in _services(parser, f"塔扇{change}一档"), change


@pytest.mark.parametrize("result", ["住", "死", "牢", "紧", "起来"])
def test_locking_verbs_with_their_results_lock(parser: LocalParser, result: str) -> None:
    assert "lock" in _services(parser, f"正门锁{result}"), result


@pytest.mark.parametrize("text", ["路灯别一直开着", "路灯不要老亮着", "路灯别总是开着"])
def test_a_negation_with_an_adverb_of_duration_turns_off(parser: LocalParser, text: str) -> None:
    assert "turn_off" in _services(parser, text), text


def test_cutting_the_power_turns_off(parser: LocalParser) -> None:
    assert "turn_off" in _services(parser, "路灯切断电")


# -- jobs said in passing ---------------------------------------------------------------------


def test_the_words_of_a_job_are_not_read_as_another_request(parser: LocalParser) -> None:
    """ "烧点热水": the 热 of 热水 is no wish for a warmer room, the job is."""
    command = one(parser, "烧壶热水")
    assert command.type_hint == "water_heater"
    assert "turn_on" in command.resolved_services
    assert not command.params


def test_a_job_verb_that_found_a_name_by_itself_names_nothing(parser: LocalParser) -> None:
    """ "浇" alone found the script 浇花十分钟; the job (flowers watered) is the valve's. With
    more of the script's name said, the script is meant."""
    assert one(parser, "院子里的花浇浇").type_hint == "valve"
    assert one(parser, "浇十分钟花").name_hint == "浇花十分钟"


@pytest.mark.parametrize("text", ["外面天晴了，草割一割", "后天下雨，先把草修了"])
def test_a_clause_about_the_weather_says_why_not_what(parser: LocalParser, text: str) -> None:
    command = one(parser, text)
    assert command.type_hint == "lawn_mower", text
    assert "start_mowing" in command.resolved_services


def test_a_roaming_device_cleans_a_room_of_its_floor(parser: LocalParser) -> None:
    """No vacuum stands in the nursery: the one of its floor cleans it."""
    command = one(parser, "婴儿房的地吸吸")
    assert command.type_hint == "vacuum"
    assert command.scope_include == ("二楼",)
    assert one(parser, "书房的地拖拖").scope_include == ("书房",)  # one stands there


def test_a_job_a_program_does_selects_that_program(parser: LocalParser) -> None:
    command = one(parser, "被罩烘一烘")
    assert command.type_hint == "select"
    assert command.params == {"option": "烘干"}
    assert command.resolved_services == frozenset({"select_option"})


def test_water_to_drink_is_the_dispenser_s_job(parser: LocalParser) -> None:
    command = one(parser, "烧点开水")
    assert command.name_hint == "饮水机"
    assert "turn_on" in command.resolved_services


@pytest.mark.parametrize("text", ["路灯全给我关了", "路灯全帮我关掉", "路灯全关了"])
def test_quan_after_the_devices_is_all_with_a_request_word_between(
    parser: LocalParser, text: str
) -> None:
    command = one(parser, text)
    assert command.quantifier == "all", text
    assert "turn_off" in command.resolved_services


def test_a_verb_of_the_job_after_its_object_is_the_job_not_a_name_s_verb() -> None:
    """ "桌子抬起来": 桌子 found the desk's height (a number), 抬起来 opened it; both are the
    words of the job of standing at the desk, which its button does."""
    desk = [
        entity("button.den_desk_stand", "办公桌站立", "den"),
        entity("number.den_desk_height", "桌子高度", "den", device_class="distance"),
    ]
    home = {**HOME, "entities": [*HOME["entities"], *desk]}
    command = one(LocalParser(Home.from_json(home)), "桌子抬起来")
    assert command.type_hint == "button"
    assert "press" in command.resolved_services
