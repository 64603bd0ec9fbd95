"""Follow-ups (issue #13, round 14, qfollowk): after a command on every light of a room, a
complaint or a step said of the kind word only (no room, name or set) continues all of those
lights, at a satellite of another room too; a room said, another kind changed before, or a part
after another part of the same request keeps its own reading. The sentences are written for these
tests, not taken from the labelled sets."""

from __future__ import annotations

from typing import Any

import pytest
from home_builders import entity

from custom_components.context_retrieval.engine.home import Home
from custom_components.context_retrieval.engine.local_parser import LocalParser
from custom_components.context_retrieval.engine.pipeline import Retriever
from custom_components.context_retrieval.engine.state import ConversationState

AC = {"hvac_modes": ["off", "cool", "heat"], "temperature": 24, "supported_features": 1}


def _home(language: str, names: dict[str, str]) -> Home:
    return Home.from_json(
        {
            "language": language,
            "floors": [],
            "areas": [
                {"id": "nursery", "name": names["nursery"]},
                {"id": "parlour", "name": names["parlour"]},
                {"id": "den", "name": names["den"]},
            ],
            "entities": [
                entity("light.nursery_top", names["top"], "nursery", state="on"),
                entity("light.nursery_glow", names["glow"], "nursery", state="on"),
                entity("light.parlour_a", names["pendant"], "parlour", state="on"),
                entity("light.parlour_b", names["sconce"], "parlour", state="on"),
                entity("light.parlour_c", names["spot"], "parlour", state="on"),
                entity("climate.den_ac", names["ac"], "den", attributes=AC),
                entity("media_player.parlour_tv", names["tv"], "parlour", device_class="tv"),
            ],
        }
    )


ZH = _home(
    "zh-Hans",
    {
        "nursery": "宝宝房",
        "parlour": "客厅",
        "den": "书房",
        "top": "顶灯",
        "glow": "夜灯",
        "pendant": "吊灯",
        "sconce": "壁灯",
        "spot": "射灯",
        "ac": "空调",
        "tv": "电视",
    },
)
EN = _home(
    "en",
    {
        "nursery": "Nursery",
        "parlour": "Lounge",
        "den": "Den",
        "top": "Top Light",
        "glow": "Glow Light",
        "pendant": "Pendant",
        "sconce": "Sconce",
        "spot": "Spotlight",
        "ac": "Air Conditioner",
        "tv": "TV",
    },
)
PARLOUR = ["light.parlour_a", "light.parlour_b", "light.parlour_c"]
NURSERY = ["light.nursery_glow", "light.nursery_top"]


def _talk(home: Home, *turns: str, area: str | None = None) -> tuple[list[str], Any]:
    """The last turn's last command's targets and its first service."""
    parser, retriever, state = LocalParser(home), Retriever(home), ConversationState()
    for text in turns:
        result = retriever.retrieve(
            text, parser.parse(text), state=state, context_area=area
        ).commands[-1]
    grouped = [e for g in result.groups for e in g.entity_ids]
    targets = sorted({c.entity_id for c in result.candidates} | set(grouped))
    service = result.candidates[0].service if result.candidates else None
    return targets, service


@pytest.mark.parametrize("text", ["灯光有点晃眼", "灯再调暗一些", "灯光亮度调低点"])
def test_zh_the_kind_alone_continues_every_light_just_changed(text: str) -> None:
    targets, service = _talk(ZH, "客厅的灯全部打开", text, area="nursery")
    assert targets == PARLOUR
    assert service == "light.turn_on"


@pytest.mark.parametrize("text", ["the lights are much too bright", "bring the lights down"])
def test_en_the_kind_alone_continues_every_light_just_changed(text: str) -> None:
    targets, service = _talk(EN, "switch every light in the lounge on", text, area="nursery")
    assert targets == PARLOUR
    assert service == "light.turn_on"


def test_a_room_said_takes_that_rooms_lights() -> None:
    assert _talk(ZH, "客厅的灯全部打开", "宝宝房的灯调暗一些")[0] == NURSERY
    assert _talk(EN, "switch every light in the lounge on", "dim the nursery lights")[0] == NURSERY


def test_another_kind_changed_before_leaves_the_satellites_lights() -> None:
    assert _talk(ZH, "打开书房的空调", "灯再调暗一些", area="nursery")[0] == NURSERY
    assert (
        _talk(EN, "turn on the den air conditioner", "bring the lights down", area="nursery")[0]
        == NURSERY
    )


def test_a_part_after_another_is_not_continued() -> None:
    targets, _ = _talk(
        EN,
        "switch every light in the lounge on",
        "pause the tv and bring the lights down",
        area="nursery",
    )
    assert targets == NURSERY
