"""English names misheard and robots sent back (issue #13, round 16, held): a name reread from a
misheard word, whose device is not in the floor said, was a guess at the one device of its kind
there; a plural name reread ("lites") stays that name; a device word reread joins a guessed name
as the word it was heard as; "home" after a robot's name is "send home", "call home". The
sentences are written for these tests, not taken from the labelled sets."""

from __future__ import annotations

from typing import Any

import pytest
from home_builders import entity, first_services
from parsing import one

from custom_components.context_retrieval.engine.home import Home
from custom_components.context_retrieval.engine.local_parser import LocalParser

_ROBOT: dict[str, Any] = {"supported_features": 12860}
HOME: dict[str, Any] = {
    "language": "en",
    "floors": [
        {"id": "ground", "name": "Ground Floor", "aliases": ["Downstairs"], "level": 0},
        {"id": "upper", "name": "Upstairs", "level": 1},
    ],
    "areas": [
        {"id": "lounge", "name": "Lounge", "floor": "ground"},
        {"id": "porch", "name": "Porch", "floor": "ground"},
        {"id": "landing", "name": "Landing", "floor": "upper"},
        {"id": "den", "name": "Den", "floor": "upper"},
    ],
    "entities": [
        entity("vacuum.down", "Robo Cleaner", "lounge", aliases=["Scrubby"], attributes=_ROBOT),
        entity("vacuum.up", "Landing Vacuum", "landing", attributes=_ROBOT),
        entity("light.porch_lights", "Porch Lights", "porch"),
        entity("light.porch_lantern", "Lantern", "porch"),
        entity("light.den_ceiling", "Ceiling Light", "den"),
        entity("light.den_tank", "Aquarium Reef Light", "den"),
    ],
}


@pytest.mark.parametrize(
    "text", ["get the scrubber to start cleaning upstairs", "start cleaning upstairs with scrubbie"]
)
def test_a_misheard_name_of_a_robot_elsewhere_is_the_one_on_the_floor(
    home: Home, text: str
) -> None:
    assert first_services(home, text) == [("vacuum.up", "vacuum.start")]


def test_a_name_said_right_on_another_floor_stays(parser: LocalParser) -> None:
    assert one(parser, "start cleaning upstairs with scrubby").name_hint == "Scrubby"


def test_a_plural_name_reheard_is_that_name(home: Home) -> None:
    assert first_services(home, "turn the porch lites on") == [
        ("light.porch_lights", "light.turn_on")
    ]


def test_a_device_word_reheard_joins_the_guessed_name_as_heard(parser: LocalParser) -> None:
    command = one(parser, "switch the reef lite on")
    assert command.name_hint == "reef light"


@pytest.mark.parametrize(
    ("text", "robot"),
    [("call the landing vacuum home", "vacuum.up"), ("send the robo cleaner home", "vacuum.down")],
)
def test_home_after_a_robot_sends_it_back(home: Home, text: str, robot: str) -> None:
    assert first_services(home, text) == [(robot, "vacuum.return_to_base")]
