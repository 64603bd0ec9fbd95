"""Round 19 (fixzh19): a Chinese kind word of a device kept one per room (an air conditioner, a
TV, a speaker, a fan) said with no room, no satellite and no set word is one of them, asked for
when the home has several, while the lights and the curtains are swept as a set, as Home
Assistant's own sentences read them; a kind narrower than its domain changed by a step
("壁灯调暗一点") is one device too. A remark in a clause apart from the one that says the device
(a reason, a feeling, a word of praise) is no name. The sentences are written for these tests,
not taken from the labelled sets."""

from __future__ import annotations

from typing import Any

import pytest
from home_builders import entity, home_of

from custom_components.context_retrieval.engine.home import Home
from custom_components.context_retrieval.engine.local_parser import LocalParser
from custom_components.context_retrieval.engine.pipeline import Retriever
from custom_components.context_retrieval.engine.state import ConversationState

AC = {"hvac_modes": ["off", "cool", "heat"], "temperature": 24, "supported_features": 1}
SPEAKER = {"supported_features": 22069}
TV = {"supported_features": 155581}

HOME: Home = home_of(
    "zh-Hans",
    {"hall": "大厅", "nest": "卧房", "den": "书房"},
    entity("climate.hall_ac", "格力柜机", "hall", attributes=AC),
    entity("climate.nest_ac", "海尔挂机", "nest", attributes=AC),
    entity(
        "media_player.hall_box", "天猫精灵 X5", "hall", device_class="speaker", attributes=SPEAKER
    ),
    entity(
        "media_player.den_box", "小度智能音箱", "den", device_class="speaker", attributes=SPEAKER
    ),
    entity("media_player.hall_tv", "创维电视", "hall", device_class="tv", attributes=TV),
    entity("cover.hall_drape", "大厅窗帘", "hall", device_class="curtain"),
    entity("cover.nest_drape", "卧房窗帘", "nest", device_class="curtain"),
    entity("light.hall_wall", "壁灯", "hall", attributes={"supported_features": 32}),
    entity("light.nest_wall", "壁灯 2", "nest", attributes={"supported_features": 32}),
    entity("light.den_top", "书房顶灯", "den"),
)

ACS = ["climate.hall_ac", "climate.nest_ac"]
BOXES = ["media_player.den_box", "media_player.hall_box"]


def _ask(text: str, area: str | None = None) -> tuple[list[str], str | None, Any]:
    """The request's last command's targets, its first service and its hint."""
    parser, retriever = LocalParser(HOME), Retriever(HOME)
    result = retriever.retrieve(
        text, parser.parse(text), state=ConversationState(), context_area=area
    ).commands[-1]
    grouped = [e for g in result.groups for e in g.entity_ids]
    targets = sorted({c.entity_id for c in result.candidates} | set(grouped))
    service = result.candidates[0].service if result.candidates else None
    return targets, service, result.hint


@pytest.mark.parametrize("text", ["音箱停一下", "音箱音量小一点", "把音箱声音调大些"])
def test_a_speaker_of_two_with_no_room_is_asked(text: str) -> None:
    targets, _, hint = _ask(text)
    assert hint == "need_clarification"
    assert targets == BOXES


@pytest.mark.parametrize("text", ["空调温度高一点", "空调调低一度吧"])
def test_an_air_conditioner_of_two_changed_by_a_step_is_asked(text: str) -> None:
    targets, _, hint = _ask(text)
    assert hint == "need_clarification"
    assert targets == ACS


def test_at_a_satellite_the_rooms_own_is_meant() -> None:
    targets, service, hint = _ask("音箱音量小一点", area="den")
    assert (targets, service, hint) == (["media_player.den_box"], "media_player.volume_down", None)
    assert _ask("空调温度高一点", area="nest")[:2] == (
        ["climate.nest_ac"],
        "climate.set_temperature",
    )


@pytest.mark.parametrize("text", ["所有音箱都暂停", "音箱全都暂停"])
def test_a_set_said_is_every_one(text: str) -> None:
    targets, _, hint = _ask(text)
    assert hint is None
    assert len(targets) == 2


@pytest.mark.parametrize("text", ["窗帘都拉上", "窗帘拉上", "拉开窗帘吧"])
def test_the_curtains_are_swept_as_a_set(text: str) -> None:
    targets, _, hint = _ask(text)
    assert hint is None
    assert targets == ["cover.hall_drape", "cover.nest_drape"]


def test_a_question_about_a_kind_asks_them_all() -> None:
    command = LocalParser(HOME).parse("空调都关好了吗")[0]
    assert command.quantifier == "all"


def test_a_kind_narrower_than_lights_changed_by_a_step_is_one() -> None:
    command = LocalParser(HOME).parse("壁灯调暗一点")[0]
    assert command.quantifier == "one"
    assert LocalParser(HOME).parse("灯调暗一点")[0].quantifier == "all"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("电视关了吧，困得眼皮打架", ["media_player.hall_tv"]),
        ("真凉快，书房顶灯打开", ["light.den_top"]),
        ("电视关掉。作业还没写完", ["media_player.hall_tv"]),
    ],
)
def test_a_remark_in_a_clause_apart_is_no_name(text: str, expected: list[str]) -> None:
    command = LocalParser(HOME).parse(text)[-1]
    assert command.name_hint in (None, "书房顶灯")
    assert _ask(text, area="hall")[0] == expected


def test_words_in_the_kinds_own_clause_still_guess_a_name() -> None:
    command = LocalParser(HOME).parse("小胖电视关了，吵")[0]
    assert command.name_hint == "小胖"


@pytest.mark.parametrize(
    "text", ["鸡舍那边，灯都打开", "灯灭了吧，阁楼那个", "小芳房间，灯熄一下", "阁楼里的，灯关上"]
)
def test_a_place_in_a_clause_apart_stays_in_the_reading(text: str) -> None:
    """A room or an owner said in a clause of its own (X那边, X那个, X房间) is no remark: the
    home has no such room, so nothing is switched — never every light of the home."""
    targets, _, hint = _ask(text)
    assert targets == []
    assert hint in ("no_match", "need_clarification")


@pytest.mark.parametrize(("text", "step"), [("空调开高点", 1), ("空调开低两度", -2)])
def test_open_higher_or_lower_is_a_temperature_step(text: str, step: int) -> None:
    """ "开高点" / "开低点" say the set point up or down, as "开大" / "开小" do a level."""
    command = LocalParser(HOME).parse(text)[0]
    assert command.params == {"temperature_step": step}
