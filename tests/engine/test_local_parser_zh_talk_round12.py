"""Chinese talk (issue #13, round 12): a feeling word ending in 得 keeps it before a degree
cue (the cue does not take the 得), rhetorical complaints with 还 ("怎么还这么…"), "can't work"
said as a reason, 啥 and 在干嘛 as question words, "耗了多少电", a washer "washed" asked as its
time left, "the way it was" as undo, and English hvac modes inside Chinese. The sentences are
written for these tests, not taken from the labelled sets."""

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
        {"id": "terrace", "name": "阳台"},
    ],
    "entities": [
        entity("light.den_lamp", "台灯", "den"),
        entity("light.bedroom_main", "主灯", "bedroom"),
        entity("cover.bedroom_curtain", "窗帘", "bedroom", device_class="curtain"),
        entity("cover.den_blind", "百叶窗", "den", device_class="blind"),
        entity("climate.bedroom_ac", "空调", "bedroom", attributes=HEAT_COOL),
        entity("humidifier.den_mist", "加湿器", "den", device_class="humidifier"),
        entity("vacuum.robot", "扫地机器人", "lounge"),
        entity(
            "switch.terrace_washer",
            "洗衣机",
            "terrace",
            device_class="switch",
            device_name="滚筒洗衣机",
        ),
        entity(
            "sensor.terrace_washer_left",
            "洗衣剩余时间",
            "terrace",
            device_class="duration",
            device_name="滚筒洗衣机",
            attributes={"unit_of_measurement": "min"},
        ),
        entity(
            "sensor.energy_today",
            "今日用电量",
            None,
            device_class="energy",
            attributes={"unit_of_measurement": "kWh"},
        ),
    ],
}


# -- complaints ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "domain"),
    [
        ("卧室晒得受不了", "cover"),  # 晒得 + 得受不了: the feeling keeps its 得
        ("书房干得要命", "humidifier"),
    ],
)
def test_a_feeling_ending_in_de_keeps_it_before_a_degree_cue(
    parser: LocalParser, text: str, domain: str
) -> None:
    """The degree cue after the feeling does not take its 得: the feeling is read as a
    complaint, and "晒" is not read as hanging out the washing."""
    command = one(parser, text)
    assert command.action is not None
    assert command.type_hint == domain


@pytest.mark.parametrize("text", ["卧室怎么还这么热", "卧室咋还这么热啊"])
def test_a_rhetorical_why_still_is_a_complaint_not_a_question(
    parser: LocalParser, text: str
) -> None:
    """ "怎么还这么热" complains; it asks nothing."""
    command = one(parser, text)
    assert command.action == "制冷"
    assert command.params.get("hvac_mode") == "cool"


def test_cannot_work_is_a_reason_not_a_command_to_start(parser: LocalParser) -> None:
    """ "没法干活" says why; its 干活 is no "start"."""
    command = one(parser, "卧室太暗了，我都没法干活")
    assert command.action == "打开"
    assert command.type_hint == "light"


# -- questions -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "name"), [("卧室空调开的是啥模式", "空调"), ("扫地机器人在干嘛", "扫地机器人")]
)
def test_sha_and_zai_ganma_ask(parser: LocalParser, text: str, name: str) -> None:
    command = one(parser, text)
    assert command.action == "查询"
    assert command.name_hint == name


def test_hao_le_duoshao_dian_asks_the_energy_used(parser: LocalParser) -> None:
    command = one(parser, "家里今天一共耗了多少电")
    assert command.action == "查询"
    assert (command.type_hint, command.device_class) == ("sensor", "energy")


@pytest.mark.parametrize("text", ["洗衣机衣服洗好没", "洗衣机到底洗完没有"])
def test_a_washer_washed_yet_asks_its_time_left(parser: LocalParser, text: str) -> None:
    command = one(parser, text)
    assert command.action == "查询"
    assert command.device_class == "duration"


# -- undo and code-switching -----------------------------------------------------------------


def test_the_way_it_was_takes_back_the_last_switch(home: Home) -> None:
    targets, service, _ = last_turn(home, "打开台灯", "给我改回原来的样子")
    assert targets == ["light.den_lamp"]
    assert service == "light.turn_off"


@pytest.mark.parametrize(("word", "mode"), [("cool", "cool"), ("heat", "heat")])
def test_an_english_hvac_mode_inside_chinese(parser: LocalParser, word: str, mode: str) -> None:
    command = one(parser, f"卧室空调换成{word}")
    assert command.params.get("hvac_mode") == mode
