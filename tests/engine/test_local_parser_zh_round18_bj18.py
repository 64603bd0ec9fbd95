"""Chinese household requests of round 18 (bj18, the classes two fresh homes of round 17
showed): the door said by its kind and opened, in a home whose only door is held by a lock, is
never unlocked (a door a motor opens stays that door); B站 is the source its app lists as 哔哩哔哩 or
Bilibili; a clause telling how long a device has been on before a request is its reason (one
command, on that device); 开 + an option whose first character a longer verb took ("开干" +
"衣") sets the option; heat in a room where nothing cools, in a home with no central thermostat,
turns on the room's fan (not its range hood or purifier)."""

from __future__ import annotations

import pytest
from home_builders import conversation, entity, home_of, last_answer

from custom_components.context_retrieval.engine.home import Home
from custom_components.context_retrieval.engine.local_parser import LocalParser

_ROOMS = {"hall": "玄关", "living": "客厅", "bedroom": "卧室", "kids": "儿童房"}


def _flat(*more: dict[str, object]) -> Home:
    return home_of(
        "zh-Hans",
        _ROOMS,
        entity("lock.front", "智能门锁", "hall"),
        entity("light.hall", "玄关灯", "hall"),
        entity("cover.living_curtain", "客厅窗帘", "living", device_class="curtain"),
        entity("cover.bedroom_curtain", "卧室窗帘", "bedroom", device_class="curtain"),
        entity("fan.bedroom_fan", "落地扇", "bedroom"),
        entity(
            "climate.living_ac", "客厅空调", "living", attributes={"hvac_modes": ["off", "cool"]}
        ),
        entity(
            "media_player.living_tv",
            "客厅电视",
            "living",
            device_class="tv",
            attributes={
                "source_list": ["HDMI 1", "哔哩哔哩", "爱奇艺"],
                "supported_features": 2048,
            },
        ),
        *more,
    )


@pytest.fixture(scope="module")
def flat() -> Home:
    return _flat()


@pytest.mark.parametrize("text", ["麻烦开一下门", "门帮我打开", "快开门"])
def test_a_door_said_by_its_kind_never_unlocks_the_lock(flat: Home, text: str) -> None:
    # The door meant may be the room's own; unlocking the front door for it is unsafe.
    assert last_answer(flat, text)[1] != "lock.unlock"


def test_a_door_said_in_english_never_unlocks_the_lock_either() -> None:
    home = home_of("en", {"hall": "Hall"}, entity("lock.front", "Front Lock", "hall"))
    assert last_answer(home, "open the door for me")[1] != "lock.unlock"


def test_a_door_a_motor_opens_stays_that_door() -> None:
    opener = entity("cover.hall_door", "电动门", "hall", device_class="door")
    targets, service, _ = last_answer(_flat(opener), "麻烦开一下门")
    assert (targets, service) == (["cover.hall_door"], "cover.open_cover")


def test_closing_the_door_is_not_locking_it(flat: Home) -> None:
    assert last_answer(flat, "把门关上")[1] != "lock.unlock"


@pytest.mark.parametrize("listed", ["哔哩哔哩", "Bilibili"])
def test_b_zhan_is_the_bilibili_source(listed: str) -> None:
    tv = entity(
        "media_player.tv",
        "电视",
        "living",
        device_class="tv",
        attributes={"source_list": ["HDMI 1", listed], "supported_features": 2048},
    )
    home = home_of("zh-Hans", _ROOMS, tv)
    [command] = LocalParser(home).parse("给我把电视切成b站")
    assert command.params.get("source") == listed


@pytest.mark.parametrize(
    ("text", "area", "expected"),
    [
        ("落地扇吹了一整夜，关了吧", None, (["fan.bedroom_fan"], "fan.turn_off")),
        ("空调开了大半天了，关掉它", "living", (["climate.living_ac"], "climate.turn_off")),
    ],
)
def test_a_state_told_for_a_span_is_the_reason_of_one_command(
    flat: Home, text: str, area: str | None, expected: tuple[list[str], str]
) -> None:
    [result] = conversation(flat, text, area=area)[-1]
    assert ([c.entity_id for c in result.candidates], result.candidates[0].service) == expected


def test_a_state_told_before_another_device_leaves_that_device(flat: Home) -> None:
    [result] = conversation(flat, "空调开了一整晚了，把窗帘拉开", area="living")[-1]
    assert [c.entity_id for c in result.candidates] == ["cover.living_curtain"]


def test_a_span_asked_for_is_no_state_told(flat: Home) -> None:
    [command] = LocalParser(flat).parse("落地扇开两个小时")
    assert command.action is not None and "turn_on" in command.resolved_services


def test_an_english_state_told_is_the_reason_too() -> None:
    fan = entity("fan.den", "Den Fan", "den")
    home = home_of("en", {"den": "Den"}, fan)
    [result] = conversation(home, "the den fan has been running for hours, switch it off")[-1]
    assert [(c.entity_id, c.service) for c in result.candidates] == [("fan.den", "fan.turn_off")]


def test_an_option_after_a_verb_is_not_taken_by_a_longer_verb() -> None:
    dryer = entity(
        "humidifier.dryer",
        "抽湿器",
        "bedroom",
        device_class="dehumidifier",
        attributes={"available_modes": ["自动", "干衣"], "supported_features": 1},
    )
    home = home_of("zh-Hans", _ROOMS, dryer)
    [command] = LocalParser(home).parse("抽湿器给我开干衣")
    assert command.params.get("mode") == "干衣"


def _warm_flat() -> Home:
    ac = {"hvac_modes": ["off", "cool", "heat", "dry", "fan_only"]}
    return home_of(
        "zh-Hans",
        {**_ROOMS, "kitchen": "厨房"},
        entity("climate.living_ac", "客厅空调", "living", attributes=ac),
        entity(
            "climate.kids_floor", "儿童房地暖", "kids", attributes={"hvac_modes": ["off", "heat"]}
        ),
        entity("fan.kids_fan", "落地扇", "kids"),
        entity("fan.kitchen_hood", "油烟机", "kitchen"),
    )


def test_heat_in_a_room_with_a_fan_and_nothing_that_cools_turns_the_fan_on() -> None:
    assert last_answer(_warm_flat(), "儿童房热得不行")[:2] == (["fan.kids_fan"], "fan.turn_on")


def test_heat_in_a_kitchen_with_only_a_range_hood_has_nothing_to_cool_it() -> None:
    targets, _, hint = last_answer(_warm_flat(), "厨房里热死人了")
    assert "fan.kitchen_hood" not in targets and hint == "no_match"


def test_heat_in_a_room_with_an_ac_stays_the_ac() -> None:
    targets, service, _ = last_answer(_warm_flat(), "客厅热得不行")
    assert (targets, service) == (["climate.living_ac"], "climate.set_hvac_mode")
