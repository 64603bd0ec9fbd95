"""Reversing a fan is its direction setting ("reverse the fan", "风扇反转"): the fan that can
turn both ways is set to reverse; one that cannot has no such setting, so nothing is done
rather than another service of it (issue #13)."""

from __future__ import annotations

from typing import Any

import pytest

from custom_components.context_retrieval.engine.home import Home
from custom_components.context_retrieval.engine.local_parser import LocalParser
from custom_components.context_retrieval.engine.pipeline import Retriever
from custom_components.context_retrieval.engine.results import NO_MATCH

SPEED_DIRECTION = 1 | 4 | 16 | 32
SPEED_ONLY = 1 | 16 | 32
HOME = {
    "language": "en",
    "floors": [],
    "areas": [
        {"id": "loft", "name": "Loft", "floor": None},
        {"id": "nursery", "name": "Nursery", "floor": None},
    ],
    "entities": [
        {
            "entity_id": "fan.loft_paddle_fan",
            "name": "Loft Paddle Fan",
            "area": "loft",
            "state": "on",
            "attributes": {"supported_features": SPEED_DIRECTION, "direction": "forward"},
        },
        {
            "entity_id": "fan.nursery_fan",
            "name": "Nursery Fan",
            "area": "nursery",
            "state": "on",
            "attributes": {"supported_features": SPEED_ONLY},
        },
    ],
}


@pytest.fixture(scope="module")
def run() -> Any:
    home = Home.from_json(HOME)
    parser, retriever = LocalParser(home), Retriever(home)

    def retrieve(text: str) -> Any:
        commands = parser.parse(text)
        return commands[0], retriever.retrieve(text, commands).commands[0]

    return retrieve


@pytest.mark.parametrize("text", ["reverse the loft paddle fan", "loft paddle fan 反转"])
def test_reversing_a_fan_that_turns_both_ways_sets_its_direction(run: Any, text: str) -> None:
    command, result = run(text)
    assert command.params == {"direction": "reverse"}
    assert [(c.entity_id, c.service) for c in result.candidates][:1] == [
        ("fan.loft_paddle_fan", "fan.set_direction")
    ]


def test_reversing_a_fan_without_a_direction_is_no_match(run: Any) -> None:
    _, result = run("could you reverse the nursery fan")
    assert result.hint == NO_MATCH
    assert result.meta["missing_capability"] == ["direction"]


def test_reverse_that_still_takes_back_the_last_request(run: Any) -> None:
    command, _ = run("reverse that")
    assert not command.params
    assert command.action is None
