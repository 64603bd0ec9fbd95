"""Chinese talk (issue #13, round 10): a question of a device's state followed by a command
that says only an action acts on what was asked about, in place of the question; corrections
and a side said after one of a pair continue the previous request; a negated
condition is its opposite, a wish of a room with no device is the room's remedy, every smell
word is stuffy air. The sentences are written for these tests, not taken from the labelled
sets."""

from __future__ import annotations

from typing import Any

import pytest
from home_builders import entity, last_turn
from parsing import one

from custom_components.context_retrieval.engine.home import Home
from custom_components.context_retrieval.engine.local_parser import LocalParser

HEAT_COOL = {"hvac_modes": ["off", "cool", "heat"], "temperature": 25}

HOME: dict[str, Any] = {
    "language": "zh-Hans",
    "floors": [],
    "areas": [
        {"id": "den", "name": "书房"},
        {"id": "bedroom", "name": "卧室"},
        {"id": "lounge", "name": "客厅"},
        {"id": "kitchen", "name": "厨房"},
        {"id": "hall", "name": "门厅"},
    ],
    "entities": [
        entity("light.den_lamp", "台灯", "den"),
        entity("light.den_ceiling", "吸顶灯", "den"),
        entity("light.bedroom_left", "左床头灯", "bedroom"),
        entity("light.bedroom_right", "右床头灯", "bedroom"),
        entity("light.lounge_main", "主灯", "lounge"),
        entity("light.kitchen_main", "吸顶灯", "kitchen"),
        entity("cover.lounge_curtain", "窗帘", "lounge", device_class="curtain"),
        entity("cover.lounge_sheer", "纱帘", "lounge", device_class="curtain"),
        entity("cover.garage", "车库门", "hall", device_class="garage"),
        entity("lock.side", "侧门锁", "hall", aliases=["侧门"]),
        entity("fan.kitchen_hood", "油烟机", "kitchen"),
        entity("media_player.lounge_tv", "电视", "lounge", device_class="tv"),
        entity("climate.den_ac", "空调", "den", attributes=HEAT_COOL),
        entity("climate.lounge_ac", "空调", "lounge", attributes=HEAT_COOL),
        entity("humidifier.bedroom_mist", "加湿器", "bedroom", device_class="humidifier"),
        entity("humidifier.den_dry", "除湿机", "den", device_class="dehumidifier"),
    ],
}


# -- a question, then the command it leads to ---------------------------------------------


@pytest.mark.parametrize(
    ("text", "action", "name", "room"),
    [
        ("卧室的灯是不是都亮着，全关了", "关闭", None, ("卧室",)),
        ("油烟机开没开啊？关掉吧", "关闭", "油烟机", ()),
        ("车库门有没有关好，帮我关上", "关闭", "车库门", ()),
        ("电视是不是还开着呢，关了", "关闭", "电视", ()),
    ],
)
def test_a_command_after_a_question_acts_on_what_was_asked(
    parser: LocalParser, text: str, action: str, name: str | None, room: tuple[str, ...]
) -> None:
    """The question is the reason; the one command is the action said after it, on the device
    or the room's devices the question named."""
    command = one(parser, text)
    assert command.action == action
    assert command.name_hint == name
    assert command.scope_include == room
    assert not command.references


def test_a_verb_that_implies_a_kind_still_acts_on_the_device_asked_about(
    parser: LocalParser,
) -> None:
    """ "锁一下" implies a lock: the lock asked about, not every lock."""
    command = one(parser, "侧门锁上了没有我忘了，锁一下")
    assert command.action == "上锁"
    assert command.name_hint is not None and "侧门" in command.name_hint


def test_a_filler_question_word_before_a_command_is_no_question(parser: LocalParser) -> None:
    """ "那个什么" asks of nothing: the command after it is read alone."""
    command = one(parser, "那个什么，油烟机帮我开开")
    assert command.action == "打开"
    assert command.name_hint == "油烟机"


def test_a_question_and_a_command_of_another_device_stay_two(parser: LocalParser) -> None:
    """A command naming its own device keeps the question before it."""
    commands = parser.parse("电视开着吗，把油烟机关了")
    assert [c.action for c in commands] == ["查询", "关闭"]


# -- follow-ups: corrections, the other side, a kind too ----------------------------------


@pytest.mark.parametrize("correction", ["不对", "错了", "我指的是", "说错了，应该是"])
def test_a_correction_with_a_device_takes_the_previous_action(home: Home, correction: str) -> None:
    """A correction word and a device alone: the previous action on that device."""
    targets, service, _ = last_turn(home, "客厅窗帘拉上", f"{correction}，纱帘")
    assert targets == ["cover.lounge_sheer"]
    assert service == "cover.close_cover"


@pytest.mark.parametrize("side", ["右边那个", "右手边那个", "右侧那个"])
def test_a_side_said_after_one_of_a_pair_is_the_other_one(home: Home, side: str) -> None:
    """ "不对，右边那个" after the left bedside lamp: the other lamp of the pair, the previous
    action on it."""
    targets, service, _ = last_turn(home, "把左床头灯关了", f"不对，{side}")
    assert targets == ["light.bedroom_right"]
    assert service == "light.turn_off"


# -- complaints: negated, wished of a room, smells -----------------------------------------


@pytest.mark.parametrize(
    ("text", "action", "domain", "params"),
    [
        ("书房不太暖和", "制热", "climate", {"hvac_mode": "heat"}),
        ("客厅不够凉快啊", "制冷", "climate", {"hvac_mode": "cool"}),
        ("卧室一点也不湿润", "打开", "humidifier", {}),
        ("书房没那么潮", None, None, None),
    ],
)
def test_a_negated_condition_asks_for_the_remedy_of_its_opposite(
    parser: LocalParser,
    text: str,
    action: str | None,
    domain: str | None,
    params: dict[str, Any] | None,
) -> None:
    """不够/不太/一点也不 + an adjective says the opposite state: not warm enough is cold (heat),
    not cool enough is hot (cool), not humid is dry (a humidifier); a negated state without an
    opposite in the data asks for nothing of the sort."""
    command = one(parser, text)
    if action is None:
        assert command.device_class != "dehumidifier"
        return
    assert command.action == action
    assert command.type_hint == domain
    if domain == "humidifier":
        assert command.device_class == "humidifier"
    assert dict(command.params) == params


@pytest.mark.parametrize(
    ("text", "mode"),
    [("要是书房暖和点就好了", "heat"), ("想让客厅凉快一些", "cool"), ("让客厅暖和一点吧", "heat")],
)
def test_a_wish_of_a_room_with_no_device_switches_its_climate_mode(
    parser: LocalParser, text: str, mode: str
) -> None:
    """A warmer or cooler room, no device said: the room's heating or cooling, as the complaint
    of the opposite state asks (not a step of a target the device may not have on)."""
    command = one(parser, text)
    assert dict(command.params) == {"hvac_mode": mode}
    assert command.type_hint == "climate"
    assert command.quantifier == "all"


def test_a_wish_that_continues_steps_the_device_just_used(home: Home) -> None:
    """再 + a wish after the AC: its target one step up, not a mode."""
    targets, service, params = last_turn(home, "打开书房空调", "再暖和点")
    assert targets == ["climate.den_ac"]
    assert service == "climate.set_temperature"
    assert "hvac_mode" not in params


@pytest.mark.parametrize("smell", ["一股糊味", "有股焦味", "好大的霉味", "臭烘烘的", "呛得慌"])
def test_every_smell_of_a_room_asks_for_air(parser: LocalParser, smell: str) -> None:
    command = one(parser, f"厨房{smell}")
    assert command.action == "打开"
    assert command.type_hint == "fan"
    assert command.scope_include == ("厨房",)


def test_a_little_before_a_closing_particle_is_no_number(parser: LocalParser) -> None:
    """ "暖和一点吧": 一点 is "a little" (a wish), not the value 1 before 吧."""
    command = one(parser, "让书房暖和一点吧")
    assert dict(command.params) == {"hvac_mode": "heat"}


def test_a_wish_said_with_no_room_continues_the_device_just_used(home: Home) -> None:
    """No room and no device: the wish steps what was just used (a follow-up), no mode."""
    targets, service, params = last_turn(home, "打开书房空调", "暖和一点")
    assert targets == ["climate.den_ac"]
    assert service == "climate.set_temperature"
    assert "hvac_mode" not in params


# -- covers moved a bit by a direction and a verb -----------------------------------------


@pytest.mark.parametrize(
    ("text", "action", "way"),
    [
        ("客厅窗帘往下放一点", "关小", "position_step"),
        ("纱帘向上收一些", "开大", "position_step"),
        ("窗帘往下拉", "关闭", None),
        ("纱帘往上拉", "打开", None),
    ],
)
def test_a_cover_moved_up_or_down_by_a_direction_and_a_verb(
    parser: LocalParser, text: str, action: str, way: str | None
) -> None:
    """往下/向上 + a verb of moving a cover: closed or opened, by a step when a little is said
    (its position, not its tilt), all the way when not."""
    command = one(parser, text)
    assert command.action == action
    assert command.type_hint == "cover"
    assert (way in command.params) if way else not command.params


# -- a misheard room whose first character is a function word -----------------------------


@pytest.mark.parametrize(("heard", "room"), [("除房", "厨房"), ("书方", "书房")])
def test_a_room_heard_wrong_is_the_room_said_the_same(
    parser: LocalParser, heard: str, room: str
) -> None:
    """除房 sounds like 厨房 and (to a recogniser) 书房; it is said exactly as 厨房, so it is the
    kitchen, not an exception word (除) before a room nobody named."""
    command = one(parser, f"{heard}的灯全开了")
    assert command.quantifier != "except"
    assert not command.scope_exclude
    assert command.scope_include == (room,)
