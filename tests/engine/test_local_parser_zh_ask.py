"""Chinese follow-ups, questions and complaints (issue #13, round 9): a room and a value said
again after a command carry that command's kind of device (the floor heating, not the room's AC),
complaints said of a subject with a degree word between (空气好差), polite tags that end a
request (成吗, 中不中), the question words of a remaining time (of a device or of its job) and of a gas leak, and a
device said with a word that carries the request over or corrects it, in a room. The sentences are written for these
tests, not taken from the labelled sets."""

from __future__ import annotations

from typing import Any

import pytest
from home_builders import entity, last_turn
from parsing import one

from custom_components.context_retrieval.engine.data import load_json
from custom_components.context_retrieval.engine.home import Home
from custom_components.context_retrieval.engine.local_parser import LocalParser
from custom_components.context_retrieval.engine.local_parser.lexicon import ZH, default_lexicon
from custom_components.context_retrieval.engine.local_parser.surface import Kind, phrase_key

HEAT_COOL = {"hvac_modes": ["off", "cool", "heat"], "temperature": 25}
HEAT_ONLY = {"hvac_modes": ["off", "heat"], "temperature": 21}


HOME: dict[str, Any] = {
    "language": "zh-Hans",
    "floors": [],
    "areas": [
        {"id": "den", "name": "书房"},
        {"id": "bedroom", "name": "卧室"},
        {"id": "lounge", "name": "客厅"},
        {"id": "balcony", "name": "阳台"},
        {"id": "kitchen", "name": "厨房"},
    ],
    "entities": [
        entity("climate.den_ac", "空调", "den", attributes=HEAT_COOL),
        entity("climate.den_floor", "书房地暖", "den", attributes=HEAT_ONLY),
        entity("climate.bedroom_ac", "空调", "bedroom", attributes=HEAT_COOL),
        entity("climate.bedroom_floor", "卧室地暖", "bedroom", attributes=HEAT_ONLY),
        entity("climate.lounge_ac", "空调", "lounge", attributes=HEAT_COOL),
        entity("light.den_lamp", "台灯", "den"),
        entity("light.bedroom_lamp", "台灯", "bedroom"),
        entity("light.lounge_main", "主灯", "lounge"),
        entity("light.kitchen_main", "吸顶灯", "kitchen"),
        entity("light.kitchen_strip", "灯带", "kitchen"),
        entity("switch.washer", "洗衣机", "balcony", device_name="海尔 洗烘一体机"),
        entity(
            "sensor.washer_left",
            "洗衣剩余时间",
            "balcony",
            device_name="海尔 洗烘一体机",
            device_class="duration",
        ),
        entity("binary_sensor.kitchen_gas", "燃气报警器", "kitchen", device_class="gas"),
        entity("fan.den_purifier", "空气净化器", "den"),
        entity("media_player.lounge_tv", "电视", "lounge", device_class="tv"),
        entity("humidifier.den_dry", "除湿机", "den", device_class="dehumidifier"),
    ],
}


@pytest.mark.parametrize("text", ["卧室的也调到二十度", "卧室也调到二十", "卧室那边也设成二十一度"])
def test_a_room_and_a_value_with_also_refer_back_and_imply_no_kind(
    parser: LocalParser, text: str
) -> None:
    """也 with a room and a setting and no device: the setting is said again for what was just
    mentioned, so the parser names no kind of its own (no AC implied by 度, no light by a bare
    number)."""
    command = one(parser, text)
    assert command.refers_back
    assert command.scope_include == ("卧室",)
    assert command.type_hint is None
    assert command.params


def test_a_value_and_a_room_without_also_keep_the_kind_the_setting_implies(
    parser: LocalParser,
) -> None:
    command = one(parser, "卧室调到二十度")
    assert not command.refers_back
    assert command.type_hint == "climate"


@pytest.mark.parametrize(
    ("first", "then", "expected"),
    [
        ("书房地暖调到二十三度", "卧室的也调到二十一度", "climate.bedroom_floor"),
        ("书房的空调调到二十五度", "卧室也调到二十四度", "climate.bedroom_ac"),
        ("书房空调开到二十六", "卧室的也调到二十四", "climate.bedroom_ac"),
    ],
)
def test_the_kind_just_set_is_carried_to_the_room_said(
    home: Home, first: str, then: str, expected: str
) -> None:
    """Both rooms have an AC and a floor heating (both thermostats): the one of the kind the
    previous command set is the one set in the room said now."""
    targets, service, _ = last_turn(home, first, then)
    assert targets == [expected]
    assert service == "climate.set_temperature"


def test_a_kind_the_room_lacks_is_no_match(home: Home) -> None:
    """The lounge has no floor heating: nothing there is set (issue #13 round 11: an absent
    device is never answered with another one, here the lounge's AC), and never a light."""
    targets, service, _ = last_turn(home, "书房地暖调到二十三度", "客厅也调到二十二度")
    assert targets == []
    assert service is None


@pytest.mark.parametrize(
    "text",
    [
        "洗衣机还剩几分钟",
        "洗衣机还有多少时间",
        "洗衣机还要几个小时",
        "洗衣机啥时候好",
        "衣服还得洗多长时间",
    ],
)
def test_a_remaining_time_asked_of_a_device_or_its_job_is_its_time_sensor(
    parser: LocalParser, text: str
) -> None:
    """剩/还有/还要/还得 + an amount of time, 什么时候/啥时候 + 好/完 ask how long is left: the
    washing machine's remaining-time sensor answers, named or said by its job (洗衣服)."""
    command = one(parser, text)
    assert command.action == "查询"
    assert (command.type_hint, command.device_class) == ("sensor", "duration")
    assert command.name_hint == "洗衣剩余时间"


@pytest.mark.parametrize("text", ["天然气漏了吗", "有没有漏气", "煤气泄漏了没有"])
def test_every_word_for_household_gas_asks_the_gas_sensor(parser: LocalParser, text: str) -> None:
    command = one(parser, text)
    assert (command.type_hint, command.device_class) == ("binary_sensor", "gas")


@pytest.mark.parametrize("then", ["我说的是厨房的灯", "还有厨房的灯", "不对，厨房的灯"])
def test_a_device_in_a_room_with_a_word_that_carries_over_takes_the_last_action(
    home: Home, then: str
) -> None:
    """No verb: the previous command's action, on the device or kind said, in the room said."""
    targets, service, _ = last_turn(home, "打开客厅的灯", then)
    assert sorted(targets) == ["light.kitchen_main", "light.kitchen_strip"]
    assert service == "light.turn_on"


def test_every_subject_degree_and_predicate_of_a_condition_is_a_complaint() -> None:
    """A condition said of a subject is built from the data, not listed: each subject, with or
    without a degree word, and each predicate make a word of the condition."""
    table = default_lexicon().table
    data = load_json("complaints.json")
    degrees = ["", *data["degrees"][ZH]]
    checked = 0
    for spec in data["conditions"].values():
        for subjects, predicates in spec.get("said_of", {}).get(ZH, []):
            for word in (s + d + p for s in subjects for d in degrees for p in predicates):
                assert any(kind == Kind.FEELING for kind, _ in table.get(phrase_key(word)) or ())
                checked += 1
    assert checked > 500


@pytest.mark.parametrize(
    ("text", "type_hint"),
    [
        ("书房空气好差", "fan"),
        ("书房里味道有点冲", "fan"),
        ("书房光线太差了", "light"),
        ("客厅噪音特别大", "media_player"),
        ("书房湿气这么重", "humidifier"),
        ("书房干死了", "humidifier"),
    ],
)
def test_a_condition_said_of_a_subject_asks_its_remedy(
    parser: LocalParser, text: str, type_hint: str
) -> None:
    command = one(parser, text)
    assert command.type_hint == type_hint
    assert command.scope_include


@pytest.mark.parametrize("text", ["卧室有点憋", "卧室好憋人", "卧室憋得不行"])
def test_a_stuffy_room_said_with_bie_asks_for_air(parser: LocalParser, text: str) -> None:
    """憋 is stuffy as 闷 is (憋闷, 憋得慌): alone, with a degree word before or a complement
    after, the room asks for what moves the air, not for nothing."""
    command = one(parser, text)
    assert command.type_hint == "fan"
    assert command.scope_include == ("卧室",)


@pytest.mark.parametrize("tag", ["成吗", "成不成", "行么", "可以不", "好伐"])
def test_a_polite_tag_after_a_command_keeps_it_a_command(parser: LocalParser, tag: str) -> None:
    command = one(parser, "把书房的台灯打开" + tag)
    assert command.action == "打开"
