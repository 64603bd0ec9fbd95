"""Chinese as an older speaker says it (issue #13, round 15, zhC2): a complaint said as a
question with 呢 ("怎么这么…呢") wants the state changed, and a command after it is its remedy;
a clause in which the speaker tells something of themselves ("…，我…") names no device; 拔了
unplugs (turns off), 声儿 is the volume, 电褥子 an electric blanket. The sentences are written
for these tests, not taken from the labelled sets."""

from __future__ import annotations

from typing import Any

import pytest
from home_builders import entity, first_services
from parsing import one

from custom_components.context_retrieval.engine.home import Home
from custom_components.context_retrieval.engine.local_parser import LocalParser
from custom_components.context_retrieval.engine.pipeline import Retriever
from custom_components.context_retrieval.engine.state import ConversationState

HOME: dict[str, Any] = {
    "language": "zh-Hans",
    "floors": [],
    "areas": [{"id": "den", "name": "小屋"}],
    "entities": [
        entity("light.den_lamp", "顶灯", "den"),
        entity("fan.den_fan", "落地扇", "den"),
        entity("climate.den_ac", "空调", "den", attributes={"hvac_modes": ["cool", "off"]}),
        entity("media_player.den_radio", "收音机", "den", device_class="speaker"),
        entity("switch.den_blanket", "电热毯", "den", device_class="outlet"),
        entity("sensor.den_co2", "小屋二氧化碳", "den", device_class="carbon_dioxide"),
    ],
}


def _services(home: Home, text: str, area: str | None = "den") -> list[tuple[str, str | None]]:
    """The first candidate and service of each command."""
    return first_services(home, text, area=area)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("咋那么热呢，空调开一下", [("climate.den_ac", "climate.turn_on")]),
        ("屋里怎么这么憋闷呢，把落地扇开了", [("fan.den_fan", "fan.turn_on")]),
    ],
)
def test_a_complaint_asked_with_ne_then_its_remedy(
    home: Home, text: str, expected: list[tuple[str, str | None]]
) -> None:
    assert _services(home, text) == expected


def test_a_complaint_asked_with_ne_alone_is_no_question(parser: LocalParser) -> None:
    assert one(parser, "屋里怎么这么黑呢").action != "查询"


def test_a_real_question_with_ne_stays_a_question(parser: LocalParser) -> None:
    assert one(parser, "顶灯还亮着呢？").action == "查询"


def test_the_speakers_own_clause_names_nothing(home: Home) -> None:
    assert _services(home, "收音机声音大一点，我耳朵不太灵") == [
        ("media_player.den_radio", "media_player.volume_up")
    ]


@pytest.mark.parametrize(
    ("text", "service"),
    [("电热毯拔了吧", "switch.turn_off"), ("电褥子给插上", "switch.turn_on")],
)
def test_old_words_for_plugging(home: Home, text: str, service: str) -> None:
    assert _services(home, text) == [("switch.den_blanket", service)]


def test_sheng_er_is_the_volume(parser: LocalParser) -> None:
    command = one(parser, "收音机声儿调到二十")
    assert command.params == {"volume_level": 0.2}
    assert command.name_hint == "收音机"


def _after(home: Home, text: str, *history: str) -> list[str]:
    """The entities of the last turn's first group, after the turns before it."""
    parser, retriever, state = LocalParser(home), Retriever(home), ConversationState()
    for turn in history:
        retriever.retrieve(turn, parser.parse(turn), state=state)
    result = retriever.retrieve(text, parser.parse(text), state=state)
    groups = result.commands[0].groups
    return list(groups[0].entity_ids) if groups else []


BRIGHT: dict[str, Any] = {
    "language": "zh-Hans",
    "floors": [],
    "areas": [{"id": "hall", "name": "大堂"}, {"id": "loft", "name": "阁楼"}],
    "entities": [
        entity("light.hall_a", "主灯", "hall"),
        entity("light.hall_b", "射灯", "hall"),
        entity("light.loft_a", "顶灯", "loft"),
    ],
}


@pytest.mark.parametrize("text", ["亮得扎眼，往暗里调点", "太亮堂了，暗些"])
def test_a_complaint_then_a_step_continues_every_light_just_changed(text: str) -> None:
    home = Home.from_json(BRIGHT)
    assert _after(home, text, "大堂的灯全部开开") == ["light.hall_a", "light.hall_b"]


def test_a_complaint_alone_with_no_history_stays_the_rooms(parser: LocalParser) -> None:
    assert one(parser, "太亮了").references == ()
