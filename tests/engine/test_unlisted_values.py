"""A mode, preset, program, fan speed or source that no device of the kind named lists is kept
as the setting said, so that retrieval answers no_match instead of turning the device on or
changing its volume (:func:`~custom_components.context_retrieval.engine.local_parser.options.unlisted_value`).
A value the device does list keeps working. The sentences are written for these tests, not taken
from the labelled sets."""

from __future__ import annotations

import pytest
from home_builders import entity, home_of, last_turn_commands
from parsing import one

from custom_components.context_retrieval.engine.home import Home
from custom_components.context_retrieval.engine.local_parser import LocalParser

AREAS = {"den": "书房", "bedroom": "卧室", "lounge": "客厅", "terrace": "阳台"}


def _home(language: str) -> Home:
    washer = {"device_name": "滚筒洗衣机"}
    return home_of(
        language,
        AREAS,
        entity("fan.den_fan", "风扇", "den", attributes={"preset_modes": ["sleep", "nature"]}),
        entity("fan.lounge_purifier", "净化器", "lounge", attributes={"preset_modes": ["auto"]}),
        entity(
            "humidifier.bedroom_mist",
            "加湿器",
            "bedroom",
            device_class="humidifier",
            attributes={"available_modes": ["normal", "baby"]},
        ),
        entity(
            "vacuum.robot",
            "扫地机器人",
            "lounge",
            attributes={"fan_speed_list": ["quiet", "standard", "max"]},
        ),
        entity(
            "media_player.lounge_tv",
            "电视",
            "lounge",
            device_class="tv",
            attributes={"source_list": ["HDMI 1", "爱奇艺"]},
        ),
        entity("switch.terrace_washer", "洗衣机", "terrace", device_class="switch", **washer),
        entity(
            "select.terrace_washer_program",
            "洗衣程序",
            "terrace",
            attributes={"options": ["标准洗", "快洗"]},
            **washer,
        ),
    )


@pytest.fixture(scope="module")
def zh() -> Home:
    return _home("zh-Hans")


@pytest.mark.parametrize(
    ("text", "field", "value"),
    [
        ("净化器切到宠物模式", "preset_mode", "宠物"),
        ("扫地机器人换成深度模式", "fan_speed", "深度"),
        ("电视切到优酷", "source", "优酷"),
        ("洗衣机换成羽绒洗", "option", "羽绒洗"),
        # A value only another kind of device lists, named as that one lists it.
        ("风扇开婴儿模式", "preset_mode", "baby"),
    ],
)
def test_an_unlisted_value_is_kept(zh: Home, text: str, field: str, value: str) -> None:
    command = one(LocalParser(zh), text)
    assert command.params.get(field) == value
    [(targets, _, hint)] = last_turn_commands(zh, text)
    assert targets == [] and hint == "no_match"


@pytest.mark.parametrize(
    ("text", "target", "service"),
    [
        ("净化器切到自动模式", "fan.lounge_purifier", "set_preset_mode"),
        ("加湿器开婴儿模式", "humidifier.bedroom_mist", "set_mode"),
        ("电视切到爱奇艺", "media_player.lounge_tv", "select_source"),
        ("书房风扇换成睡眠模式", "fan.den_fan", "set_preset_mode"),
        ("打开书房风扇", "fan.den_fan", "turn_on"),
    ],
)
def test_a_listed_value_still_works(zh: Home, text: str, target: str, service: str) -> None:
    [(targets, found, _)] = last_turn_commands(zh, text)
    assert targets[:1] == [target] and found == f"{target.split('.')[0]}.{service}"


def test_a_known_word_is_no_value(zh: Home) -> None:
    """A room, a step or a number said after the verb is read as before."""
    parser = LocalParser(zh)
    assert "option" not in one(parser, "洗衣机切到阳台").params
    assert one(parser, "风扇调到二档").params.get("preset_mode") is None


def test_english_mode_no_device_lists() -> None:
    home = _home("en")
    command = one(LocalParser(home), "switch the purifier to pet mode")
    assert command.params.get("preset_mode") == "pet"
    [(targets, _, hint)] = last_turn_commands(home, "put the fan on storm mode")
    assert targets == [] and hint == "no_match"
    [(targets, service, _)] = last_turn_commands(home, "put the fan on nature mode")
    assert service == "fan.set_preset_mode"
