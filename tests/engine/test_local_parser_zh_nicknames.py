"""A nickname made of a familiar prefix and a colour ("小X", "老X", "阿X", "大X" with X a colour)
names a device; when the home has no such name it is an unknown name answered with no_match,
never a colour set on every light. A colour asked for after a verb of setting stays a colour,
and a nickname the home does have is that device. The words are written for these tests."""

from __future__ import annotations

import pytest
from home_builders import entity, home_of

from custom_components.context_retrieval.engine.local_parser import LocalParser
from custom_components.context_retrieval.engine.pipeline import Retriever

COLOR = {"supported_color_modes": ["hs"]}
HOME = home_of(
    "zh-Hans",
    {"den": "书房", "lounge": "客厅"},
    entity("light.den_lamp", "台灯", "den", attributes=COLOR),
    entity("light.lounge_strip", "灯带", "lounge", attributes=COLOR),
    entity("light.lounge_lamp", "落地灯", "lounge", aliases=["小绿"], attributes=COLOR),
)
PARSER, RETRIEVER = LocalParser(HOME), Retriever(HOME)


@pytest.mark.parametrize(
    "text", ["关掉小紫", "老蓝打开", "把阿橙调暗一点", "大粉开一下", "小黄关了吧"]
)
def test_an_unknown_colour_nickname_is_no_colour_and_acts_on_nothing(text: str) -> None:
    [command] = PARSER.parse(text)
    assert "color_name" not in command.params
    assert command.name_hint is not None and command.name_hint[-1] in "紫蓝橙粉黄"
    [result] = RETRIEVER.retrieve(text, [command]).commands
    assert result.candidates == [] and result.hint == "no_match"


def test_a_colour_nickname_the_home_has_is_that_device() -> None:
    [result] = RETRIEVER.retrieve("小绿关掉", PARSER.parse("小绿关掉")).commands
    assert [c.entity_id for c in result.candidates] == ["light.lounge_lamp"]
    assert result.candidates[0].service == "light.turn_off"


@pytest.mark.parametrize(
    ("text", "color"),
    [("灯带调成大红", "red"), ("台灯换成小黄", "yellow"), ("灯带变成紫色", "purple")],
)
def test_a_colour_after_a_verb_of_setting_stays_a_colour(text: str, color: str) -> None:
    [command] = PARSER.parse(text)
    assert command.params.get("color_name") == color
