"""A device's name said alone, with nothing to do with it: the service that flips its state
(ranking.flipping_service), as Home Assistant's toggle would, in either language."""

from __future__ import annotations

from typing import Any

import pytest
from home_builders import entity, home_of

from custom_components.context_retrieval.engine.home import Home
from custom_components.context_retrieval.engine.local_parser import LocalParser
from custom_components.context_retrieval.engine.pipeline import Retriever


def _home(language: str, names: dict[str, str]) -> Home:
    return home_of(
        language,
        {"porch": names["porch"], "hall": names["hall"]},
        entity("light.porch_lamp", names["lamp"], "porch", state="on"),
        entity("light.hall_pendant", names["pendant"], "hall", state="off"),
        entity(
            "cover.hall_shade",
            names["shade"],
            "hall",
            state="closed",
            attributes={"supported_features": 3},
        ),
        entity(
            "lock.porch_door",
            names["door"],
            "porch",
            state="locked",
            attributes={"supported_features": 0},
        ),
        entity(
            "sensor.hall_temperature",
            names["thermometer"],
            "hall",
            state="21",
            device_class="temperature",
        ),
    )


_ZH = {
    "porch": "门廊",
    "hall": "门厅",
    "lamp": "门廊壁灯",
    "pendant": "门厅吊灯",
    "shade": "门厅卷帘",
    "door": "门廊锁",
    "thermometer": "门厅温度计",
}
_EN = {
    "porch": "Porch",
    "hall": "Hall",
    "lamp": "Wall Sconce",
    "pendant": "Pendant",
    "shade": "Roller Shade",
    "door": "Side Door Lock",
    "thermometer": "Hall Thermometer",
}


@pytest.fixture(scope="module", params=[("zh-Hans", _ZH), ("en", _EN)], ids=["zh", "en"])
def run(request: pytest.FixtureRequest) -> Any:
    home = _home(*request.param)
    parser, retriever = LocalParser(home), Retriever(home)

    def said(text: str) -> list[tuple[str, str | None]]:
        [result] = retriever.retrieve(text, parser.parse(text)).commands
        return [(c.entity_id, c.service) for c in result.candidates]

    return said, request.param[1]


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("lamp", ("light.porch_lamp", "light.turn_off")),  # on: said alone, it goes off
        ("pendant", ("light.hall_pendant", "light.turn_on")),  # off: on
        ("shade", ("cover.hall_shade", "cover.open_cover")),  # closed: opened
        ("door", ("lock.porch_door", "lock.unlock")),  # locked: unlocked
    ],
)
def test_a_name_said_alone_flips_the_device(run: Any, name: str, expected: tuple[str, str]) -> None:
    said, names = run
    assert said(names[name])[0] == expected


def test_a_name_said_alone_that_only_reports_is_read(run: Any) -> None:
    said, names = run
    assert said(names["thermometer"])[0] == ("sensor.hall_temperature", None)


def test_a_name_asked_about_is_a_question_not_a_flip(run: Any) -> None:
    said, names = run
    asked = f"{names['lamp']}开着吗" if names is _ZH else f"is the {names['lamp']} on"
    assert said(asked)[0] == ("light.porch_lamp", None)
