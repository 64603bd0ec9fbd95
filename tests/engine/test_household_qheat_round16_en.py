"""English household requests of round 16 (issue #13, qheat): warming and cooling as people say
it. A room named as the subject of how it feels ("the study is like a sauna") is complained of,
even where a heating zone is named after it; "burning up" is a complaint of heat; "heat/cool it
up/down" with a dummy "it" moves the room's set point (a step, not a mode, no device pointed
back at); a climate device pushed with no direction ("crank", "a blast") is a step of its set
point, cooler for an air conditioner."""

from __future__ import annotations

import pytest
from home_builders import home_of

from custom_components.context_retrieval.engine.ir import Command
from custom_components.context_retrieval.engine.local_parser import LocalParser

_ZONE = {"hvac_modes": ["off", "heat", "auto"], "min_temp": 5, "max_temp": 30}
_SPLIT = {"hvac_modes": ["off", "cool", "heat", "dry"], "min_temp": 16, "max_temp": 30}


@pytest.fixture(scope="module")
def parser() -> LocalParser:
    home = home_of(
        "en",
        {"study": "Study", "snug": "Snug", "attic": "Attic"},
        {"entity_id": "climate.study", "name": "Study", "area": "study", "attributes": _ZONE},
        {"entity_id": "climate.snug", "name": "Snug", "area": "snug", "attributes": _ZONE},
        {
            "entity_id": "climate.attic_split",
            "name": "Attic Split",
            "area": "attic",
            "attributes": _SPLIT,
        },
        {"entity_id": "light.snug_lamp", "name": "Snug Lamp", "area": "snug"},
    )
    return LocalParser(home)


def _one(parser: LocalParser, text: str) -> Command:
    [command] = parser.parse(text)
    return command


@pytest.mark.parametrize(
    ("text", "action", "room"),
    [
        ("the study is like an igloo", "heat", "study"),
        ("the snug's like a sauna", "cool", "snug"),
        ("the snug is perishing", "heat", "snug"),
    ],
)
def test_a_room_that_feels_so_is_complained_of(
    parser: LocalParser, text: str, action: str, room: str
) -> None:
    command = _one(parser, text)
    assert command.action == action
    assert command.name_hint is None
    assert [r.casefold().removesuffix("'s") for r in command.scope_include] == [room]


def test_a_zone_named_after_its_room_is_still_warmed_when_told(parser: LocalParser) -> None:
    command = _one(parser, "the study a little warmer")
    assert command.action == "warmer"
    assert command.name_hint == "Study"


def test_burning_up_is_a_complaint_of_heat(parser: LocalParser) -> None:
    assert _one(parser, "we're burning up in the attic").action == "cool"


@pytest.mark.parametrize(
    ("text", "action"),
    [("cool it down in the attic", "cooler"), ("warm it up in the snug a touch", "warmer")],
)
def test_a_dummy_it_with_a_room_moves_the_set_point(
    parser: LocalParser, text: str, action: str
) -> None:
    command = _one(parser, text)
    assert command.action == action
    assert "hvac_mode" not in command.params
    assert not command.references


def test_a_dummy_it_said_here_points_back_at_nothing(parser: LocalParser) -> None:
    command = _one(parser, "warm it up in here")
    assert command.action == "warmer"
    assert not command.references


def test_cool_as_a_mode_is_still_a_mode(parser: LocalParser) -> None:
    command = _one(parser, "put the attic split on cool")
    assert command.params.get("hvac_mode") == "cool"


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("crank the heating in the study", "warmer"),
        ("give the heating in the snug a blast", "warmer"),
        ("crank the aircon in the attic", "cooler"),
    ],
)
def test_a_climate_device_pushed_moves_its_set_point(
    parser: LocalParser, text: str, action: str
) -> None:
    command = _one(parser, text)
    assert command.action == action
    assert command.type_hint == "climate"


def test_pushing_something_else_is_no_temperature(parser: LocalParser) -> None:
    assert _one(parser, "crank the snug lamp").action not in ("warmer", "cooler")
