"""Parts of a device said with the device's everyday word (issue #13).

Home Assistant names the entities of one appliance after it: "空气净化器" and "空气净化器 童锁",
"Den Purifier" and "Den Purifier Buzzer". People say the part with whatever word they use for
the device: its alias, or the kind word its name ends with ("净化器的童锁", "the purifier
buzzer"), and name a value only a part lists ("净化器切到睡眠模式": the mode select's option).
The homes and sentences here are written for the tests, not taken from the labelled sets.
"""

from __future__ import annotations

import pytest
from home_builders import entity, home_of

from custom_components.context_retrieval.engine.home import Home
from custom_components.context_retrieval.engine.local_parser import LocalParser
from custom_components.context_retrieval.engine.pipeline import Retriever

ZH_HOME = home_of(
    "zh-Hans",
    {"study": "书房", "bedroom": "卧室"},
    entity("fan.study_purifier", "空气净化器", "study", aliases=["净化器"]),
    entity(
        "select.study_purifier_mode",
        "空气净化器 模式",
        "study",
        attributes={"options": ["自动", "睡眠", "最爱"]},
    ),
    entity("switch.study_purifier_child_lock", "空气净化器 童锁", "study"),
    entity("switch.study_purifier_display", "空气净化器 屏幕显示", "study"),
    entity("humidifier.bedroom", "加湿器", "bedroom", device_class="humidifier"),
    entity(
        "select.bedroom_humidifier_level",
        "加湿器 档位",
        "bedroom",
        attributes={"options": ["一档", "二档", "三档"]},
    ),
    entity("switch.bedroom_humidifier_beep", "加湿器 提示音", "bedroom"),
    entity("light.bedroom_lamp", "卧室台灯", "bedroom"),
)

EN_HOME = home_of(
    "en",
    {"den": "Den", "nursery": "Nursery"},
    entity("fan.den_purifier", "Den Purifier", "den"),
    entity("switch.den_purifier_beeper", "Den Purifier Beeper", "den"),
    entity("switch.den_purifier_display", "Den Purifier Display", "den"),
    entity("humidifier.nursery", "Nursery Humidifier", "nursery", device_class="humidifier"),
    entity("switch.nursery_humidifier_beeper", "Nursery Humidifier Beeper", "nursery"),
    entity(
        "select.nursery_humidifier_mist",
        "Nursery Humidifier Mist Level",
        "nursery",
        attributes={"options": ["Low", "Medium", "High"]},
    ),
)


def _top(home: Home, text: str) -> tuple[str | None, str | None]:
    """The first candidate's entity and service for one request."""
    [command] = Retriever(home).retrieve(text, LocalParser(home).parse(text)).commands
    top = command.candidates[0] if command.candidates else None
    return (top.entity_id, top.service) if top else (None, None)


@pytest.mark.parametrize(
    ("text", "entity_id", "service"),
    [
        # The part said after the device's alias, with or without a link word.
        ("净化器童锁打开", "switch.study_purifier_child_lock", "switch.turn_on"),
        ("把净化器的屏幕显示关了", "switch.study_purifier_display", "switch.turn_off"),
        ("净化器那个屏幕显示关一下", "switch.study_purifier_display", "switch.turn_off"),
        ("关掉加湿器的提示音", "switch.bedroom_humidifier_beep", "switch.turn_off"),
        # The device itself is still the device.
        ("把净化器关了", "fan.study_purifier", "fan.turn_off"),
    ],
)
def test_a_part_said_with_the_device_alias_is_the_part(
    text: str, entity_id: str, service: str
) -> None:
    assert _top(ZH_HOME, text) == (entity_id, service)


@pytest.mark.parametrize(
    ("text", "entity_id", "service"),
    [
        # The device's kind word (its name's last word) with the part.
        ("turn off the purifier beeper", "switch.den_purifier_beeper", "switch.turn_off"),
        ("switch the purifier display on", "switch.den_purifier_display", "switch.turn_on"),
        ("turn the humidifier beeper off", "switch.nursery_humidifier_beeper", "switch.turn_off"),
        ("turn off the purifier", "fan.den_purifier", "fan.turn_off"),
    ],
)
def test_a_part_said_with_the_device_kind_word_is_the_part(
    text: str, entity_id: str, service: str
) -> None:
    assert _top(EN_HOME, text) == (entity_id, service)


@pytest.mark.parametrize(
    ("home", "text", "entity_id", "option"),
    [
        # A value only the device's mode select lists sets that select.
        (ZH_HOME, "净化器切到睡眠模式", "select.study_purifier_mode", "睡眠"),
        # Options spelled with numerals are read as the parser writes numbers ("3档").
        (ZH_HOME, "加湿器调到三档", "select.bedroom_humidifier_level", "三档"),
        (ZH_HOME, "把加湿器开到一档", "select.bedroom_humidifier_level", "一档"),
        (EN_HOME, "set the nursery humidifier to high", "select.nursery_humidifier_mist", "High"),
    ],
)
def test_a_value_only_a_part_lists_sets_that_part(
    home: Home, text: str, entity_id: str, option: str
) -> None:
    [command] = LocalParser(home).parse(text)
    assert command.params == {"option": option}
    assert _top(home, text) == (entity_id, "select.select_option")


def test_a_part_phrase_two_devices_share_is_no_name() -> None:
    """Two purifiers each with a child lock: "净化器童锁" names neither on its own (retrieval
    weighs both), and a link word between two words that make no name stays."""
    home = home_of(
        "zh-Hans",
        {"study": "书房", "bedroom": "卧室"},
        entity("fan.study_purifier", "书房净化器", "study"),
        entity("switch.study_purifier_lock", "书房净化器 童锁", "study"),
        entity("fan.bedroom_purifier", "卧室净化器", "bedroom"),
        entity("switch.bedroom_purifier_lock", "卧室净化器 童锁", "bedroom"),
        entity("light.bedroom_lamp", "台灯", "bedroom"),
    )
    parser = LocalParser(home)
    assert parser.vocabulary.entities_named("净化器童锁") == []
    [study] = parser.parse("书房净化器的童锁打开")
    assert study.name_hint is not None and "童锁" in study.name_hint
    [lamp] = parser.parse("卧室那个台灯关了")
    assert lamp.scope_include == ("卧室",)


def _dryer_home() -> Home:
    """A dryer whose program select is named on its own, not after the dryer: Home Assistant's
    device registry (the same device name and area) is what ties them."""
    device = {"device_name": "Bosch Serie 8"}
    return home_of(
        "zh-Hans",
        {"laundry": "洗衣房"},
        entity("switch.dryer", "干衣机", "laundry", **device),
        entity(
            "select.dryer_program",
            "烘干程序",
            "laundry",
            attributes={"options": ["棉织物", "混合", "速干"]},
            **device,
        ),
    )


def test_a_value_another_entity_of_the_device_lists_sets_that_entity() -> None:
    parser = LocalParser(_dryer_home())
    (command,) = parser.parse("干衣机改成速干")
    assert command.name_hint == "烘干程序"
    assert command.params == {"option": "速干"}


def test_starting_the_device_with_a_value_still_starts_the_device() -> None:
    parser = LocalParser(_dryer_home())
    (command,) = parser.parse("启动干衣机")
    assert command.name_hint == "干衣机"
    (command,) = parser.parse("开始干衣机速干")
    assert command.name_hint == "干衣机"


LIGHTS_HOME = home_of(
    "zh-Hans",
    {"balcony": "阳台", "kitchen": "厨房", "living": "客厅"},
    entity("cover.balcony_airer", "智能晾衣架 晾衣架", "balcony"),
    entity("light.balcony_airer_light", "智能晾衣架 照明", "balcony"),
    entity("light.balcony", "阳台灯", "balcony"),
    entity("light.kitchen", "厨房吊灯", "kitchen"),
    entity("light.living", "客厅筒灯", "living"),
    entity("climate.living_ac", "客厅空调", "living"),
)


@pytest.mark.parametrize(
    ("text", "service"),
    [
        ("把晾衣架的灯打开", "light.turn_on"),
        ("晾衣架灯光关一下", "light.turn_off"),
        ("关掉晾衣架的照明", "light.turn_off"),
    ],
)
def test_the_light_of_a_device_is_that_device_light(text: str, service: str) -> None:
    """A light word after another kind of device names the light built into that device."""
    [command] = LocalParser(LIGHTS_HOME).parse(text)
    assert (command.type_hint, command.quantifier) == ("light", "one")
    [result] = Retriever(LIGHTS_HOME).retrieve(text, [command]).commands
    assert [c.entity_id for c in result.candidates] == ["light.balcony_airer_light"]
    assert result.candidates[0].service == service


@pytest.mark.parametrize("text", ["空调的灯打开", "把空调的灯光关了"])
def test_the_light_of_a_device_without_one_is_never_every_light(text: str) -> None:
    """The AC has no light: nothing is switched, and certainly not every light of the home."""
    [command] = LocalParser(LIGHTS_HOME).parse(text)
    [result] = Retriever(LIGHTS_HOME).retrieve(text, [command]).commands
    assert result.hint == "no_match" and not result.candidates and not result.groups


def test_a_room_light_is_still_every_light_of_the_room() -> None:
    [command] = LocalParser(LIGHTS_HOME).parse("把厨房的灯打开")
    assert (command.name_hint, command.type_hint, command.scope_include) == (
        None,
        "light",
        ("厨房",),
    )
