"""Names with a side in them said with the side elsewhere (issue #13): "左阅读灯" said as
"左边的阅读灯" or "阅读灯左侧", "Porch Light Left" as "the left porch light" or "the porch light on
the left". The homes and sentences are written for these tests."""

from __future__ import annotations

import pytest
from home_builders import entity, home_of
from parsing import one

from custom_components.context_retrieval.engine.local_parser import LocalParser

ZH = LocalParser(
    home_of(
        "zh-Hans",
        {"study": "书房", "hall": "门厅"},
        entity("light.study_reading_left", "左阅读灯", "study"),
        entity("light.study_reading_right", "右阅读灯", "study"),
        entity("light.study_reading", "阅读灯", "hall"),
        entity("cover.study_blind_left", "书房百叶帘 左", "study"),
    )
)
EN = LocalParser(
    home_of(
        "en",
        {"porch": "Porch", "den": "Den"},
        entity("light.porch_left", "Porch Light Left", "porch"),
        entity("light.porch_right", "Porch Light Right", "porch"),
        entity("light.den_lamp", "Left Lamp", "den"),
    )
)


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("左边的阅读灯调暗一点", "左阅读灯"),
        ("把右侧阅读灯打开", "右阅读灯"),
        ("阅读灯左手边那个关掉", "左阅读灯"),
        ("左边书房百叶帘拉上", "书房百叶帘 左"),
    ],
)
def test_a_chinese_side_said_as_a_place_word_names_that_side(text: str, name: str) -> None:
    assert one(ZH, text).name_hint == name


def test_a_name_without_its_side_stays_itself() -> None:
    assert one(ZH, "门厅的阅读灯打开").name_hint == "阅读灯"


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("switch on the left porch light", "Porch Light Left"),
        ("turn the porch light on the right off", "Porch Light Right"),
        ("dim the lamp on the left", "Left Lamp"),
    ],
)
def test_an_english_side_said_elsewhere_names_that_side(text: str, name: str) -> None:
    assert one(EN, text).name_hint == name
