"""The local parser on Chinese as people phrase it (issue #13, round 7): verbs as classes of
verb + complement, negative imperatives, 还是 as "rather", requests run together with nothing
between them, and complaints said in many forms. The sentences are written for these tests, not
taken from the labelled sets."""

from __future__ import annotations

from typing import Any

import pytest
from home_builders import entity
from parsing import one

from custom_components.context_retrieval.engine.data import load_json
from custom_components.context_retrieval.engine.local_parser import LocalParser
from custom_components.context_retrieval.engine.local_parser.lexicon import ZH, default_lexicon
from custom_components.context_retrieval.engine.local_parser.surface import Kind, phrase_key

HOME: dict[str, Any] = {
    "language": "zh-Hans",
    "floors": [],
    "areas": [{"id": "den", "name": "书房"}, {"id": "terrace", "name": "露台"}],
    "entities": [
        entity("light.den_lamp", "台灯", "den"),
        entity("fan.den_fan", "风扇", "den"),
        entity("climate.den_ac", "空调", "den"),
        entity("cover.den_shade", "卷帘", "den", device_class="shade"),
        entity("valve.terrace_tap", "水龙头", "terrace", device_class="water"),
        entity("switch.terrace_heater", "取暖器", "terrace"),
        entity("media_player.den_radio", "收音机", "den", device_class="speaker"),
        entity("humidifier.den_mist", "加湿器", "den", device_class="humidifier"),
        entity("binary_sensor.terrace_motion", "人体传感器", "terrace", device_class="motion"),
    ],
}


def test_every_verb_of_a_class_takes_every_complement_of_its_group() -> None:
    """The compounds are built from the classes, not listed: each verb + complement of a group
    is a phrase of the group's action unless it already meant something else."""
    lexicon = default_lexicon()
    groups = load_json("lexicon.json")["compounds"][ZH]
    checked = 0
    for action, classes in groups.items():
        for verbs, complements in classes:
            for verb in verbs:
                for complement in complements:
                    entries = lexicon.table.get(phrase_key(verb + complement))
                    assert entries, verb + complement
                    if (Kind.ACTION, action) in entries:
                        checked += 1
    assert checked > 300  # most compounds are new phrases of their own action
    # 点 + 一下 is also a turn_on compound, but 点一下 was already a button's verb: it stays one
    pressed = lexicon.table.get(phrase_key("点一下"))
    assert (Kind.ACTION, "press") in pressed
    assert (Kind.ACTION, "turn_on") not in pressed


@pytest.mark.parametrize(
    ("text", "action", "name"),
    [
        ("台灯掐了", "关闭", "台灯"),
        ("把水龙头拧紧", "关闭", "水龙头"),
        ("卷帘落下来", "关闭", "卷帘"),
        ("卷帘给我合严实", "关闭", "卷帘"),
        ("卷帘抬起来", "打开", "卷帘"),
        ("取暖器给弄开", "打开", "取暖器"),
        ("台灯搞熄了", "关闭", "台灯"),
    ],
)
def test_resultative_and_directional_compounds(
    parser: LocalParser, text: str, action: str, name: str
) -> None:
    command = one(parser, text)
    assert (command.action, command.name_hint) == (action, name)


@pytest.mark.parametrize(
    ("text", "action", "name"),
    [
        ("风扇甭转了", "关闭", "风扇"),
        ("取暖器不需要插着", "关闭", "取暖器"),
        ("台灯别再亮了", "关闭", "台灯"),
        ("台灯先别关", "打开", "台灯"),
    ],
)
def test_a_negative_imperative_means_the_opposite_action(
    parser: LocalParser, text: str, action: str, name: str
) -> None:
    command = one(parser, text)
    assert (command.action, command.name_hint) == (action, name)


def test_a_question_is_still_a_question(parser: LocalParser) -> None:
    """Building the compounds leaves the state words alone: "开着吗" asks."""
    assert one(parser, "书房台灯开着吗").action == "查询"
    assert one(parser, "露台水龙头是不是关着").action == "查询"


@pytest.mark.parametrize(("text", "action"), [("还是关掉吧", "关闭"), ("要不还是开一下", "打开")])
def test_haishi_before_a_verb_is_rather_not_or(parser: LocalParser, text: str, action: str) -> None:
    """还是 + verb is "rather do", a request on the device just used, not a choice question."""
    command = one(parser, text)
    assert command.action == action
    assert command.references == ("last-mentioned",)


def test_haishi_between_two_states_still_asks(parser: LocalParser) -> None:
    assert one(parser, "卷帘是开着还是关着").action == "查询"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("关风扇开台灯", [("关闭", "风扇"), ("打开", "台灯")]),
        ("拉开卷帘关收音机", [("打开", "卷帘"), ("关闭", "收音机")]),
        ("风扇关了台灯开了", [("关闭", "风扇"), ("打开", "台灯")]),
        (
            "风扇打开、台灯关掉、收音机也关",
            [("打开", "风扇"), ("关闭", "台灯"), ("关闭", "收音机")],
        ),
    ],
)
def test_requests_run_together_are_split(
    parser: LocalParser, text: str, expected: list[tuple[str, str]]
) -> None:
    commands = parser.parse(text)
    assert [(c.action, c.name_hint) for c in commands] == expected


@pytest.mark.parametrize(
    "text", ["打开空调调到二十度", "把台灯打开调暗一点", "打开书房的台灯和风扇"]
)
def test_one_device_with_two_verbs_stays_one_request_or_shares_the_verb(
    parser: LocalParser, text: str
) -> None:
    """A second verb with no device of its own continues the same request; one verb before
    two devices is no run-on."""
    commands = parser.parse(text)
    assert len({c.action for c in commands}) == 1 or len(commands) == 1


@pytest.mark.parametrize(
    ("text", "type_hint", "device_class"),
    [
        ("书房黑咕隆咚的", "light", None),
        ("书房怎么这么闷", "fan", None),
        ("书房咋这么热", "climate", None),
        ("书房湿乎乎的", "humidifier", "dehumidifier"),
        ("书房空气不怎么好", "fan", None),
        ("书房凉飕飕的", "climate", None),
    ],
)
def test_complaints_in_many_forms(
    parser: LocalParser, text: str, type_hint: str, device_class: str | None
) -> None:
    """Reduplicated and colloquial adjectives and 怎么这么 / 咋这么 are complaints, not
    questions: each means the effect that changes the room."""
    command = one(parser, text)
    assert command.action != "查询"
    assert (command.type_hint, command.device_class) == (type_hint, device_class)
    assert command.scope_include == ("书房",)


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("台灯给拧亮", "打开"),
        ("台灯拧亮一点", "调亮"),
        ("台灯亮着就行", "打开"),
        ("风扇关着吧", "关闭"),
    ],
)
def test_a_result_said_as_a_wish_is_the_action(parser: LocalParser, text: str, action: str) -> None:
    """拧亮 is lit (turned on), 拧亮一点 brighter; "亮着就行" / "关着吧" ask the device to be so."""
    assert one(parser, text).action == action


@pytest.mark.parametrize("text", ["露台有没有人", "露台有人没有"])
def test_anyone_there_is_asked_of_the_presence_sensor_the_room_has(
    parser: LocalParser, text: str
) -> None:
    """The A-not-A forms of 有人 ask a question; a room with a motion sensor and no occupancy
    sensor answers it by the motion sensor (its kin)."""
    command = one(parser, text)
    assert command.action == "查询"
    assert (command.type_hint, command.device_class) == ("binary_sensor", "motion")


def test_a_compound_is_no_verb_object_word_split_by_yixia(parser: LocalParser) -> None:
    """关 + 好 is a compound, so "关一下好吗" is not rejoined as 关好一下吗: 好吗 stays a polite
    request around 关一下."""
    command = one(parser, "麻烦把台灯关一下好吗")
    assert (command.action, command.name_hint) == ("关闭", "台灯")


@pytest.mark.parametrize(
    ("text", "action"),
    [("收音机甭唱了", "暂停"), ("书房闭灯", "关闭"), ("书房拉灯", "关闭"), ("台灯灭", "关闭")],
)
def test_negated_media_verbs_and_northern_light_verbs(
    parser: LocalParser, text: str, action: str
) -> None:
    assert one(parser, text).action == action


def test_zayang_asks(parser: LocalParser) -> None:
    assert one(parser, "书房空调咋样").action == "查询"


@pytest.mark.parametrize(
    ("text", "type_hint"), [("书房有点燥", "humidifier"), ("书房台灯亮瞎眼", "light")]
)
def test_single_character_and_slang_complaints(
    parser: LocalParser, text: str, type_hint: str
) -> None:
    command = one(parser, text)
    assert command.action != "查询"
    assert command.type_hint == type_hint
