"""An English word for a domain said in the singular that only some devices carry in their names
("the lamp" among lights) picks out those devices, and asks when several tie; the domain's own
word, the plural and a set word keep Home Assistant's area + domain set (issue #13).

Each test runs the local parser and retrieval on a small home built for the rule.
"""

from __future__ import annotations

from typing import Any

import pytest

from custom_components.context_retrieval.engine.home import Home
from custom_components.context_retrieval.engine.local_parser import LocalParser
from custom_components.context_retrieval.engine.pipeline import Retriever
from custom_components.context_retrieval.engine.results import NEED_CLARIFICATION, CommandResult


def _light(entity_id: str, name: str, area: str) -> dict[str, Any]:
    attributes = {"supported_color_modes": ["brightness"], "supported_features": 32}
    return {
        "entity_id": entity_id,
        "name": name,
        "area": area,
        "state": "off",
        "attributes": attributes,
    }


HOME = {
    "language": "en",
    "floors": [],
    "areas": [
        {"id": "snug", "name": "Snug", "floor": None},
        {"id": "den", "name": "Den", "floor": None},
        {"id": "porch", "name": "Porch", "floor": None},
    ],
    "entities": [
        _light("light.snug_ceiling", "Snug Ceiling", "snug"),
        _light("light.corner_lamp", "Corner Lamp", "snug"),
        _light("light.sofa_lamp", "Sofa Lamp", "snug"),
        _light("light.den_pendant", "Den Pendant", "den"),
        _light("light.globe_lamp", "Globe Lamp", "den"),
        _light("light.porch_light", "Porch Light", "porch"),
        _light("light.porch_lantern", "Porch Lantern", "porch"),
    ],
}
SNUG = {"light.snug_ceiling", "light.corner_lamp", "light.sofa_lamp"}
SNUG_LAMPS = {"light.corner_lamp", "light.sofa_lamp"}


@pytest.fixture(scope="module")
def ask() -> Any:
    home = Home.from_json(HOME)
    parser, retriever = LocalParser(home), Retriever(home)

    def run(text: str, area: str | None = None) -> CommandResult:
        return retriever.retrieve(text, parser.parse(text), context_area=area).commands[0]

    return run


def _ids(result: CommandResult) -> set[str]:
    return {c.entity_id for c in result.candidates}


@pytest.mark.parametrize(
    ("text", "area"),
    [
        ("turn the lamp off", "snug"),
        ("could you dim the lamp a bit", "snug"),
        ("set the lamp in the snug to thirty percent", None),
        ("switch on the snug lamp", None),
    ],
)
def test_a_singular_word_several_of_the_room_carry_is_asked(ask: Any, text: str, area: str) -> None:
    result = ask(text, area)
    assert result.hint == NEED_CLARIFICATION
    assert _ids(result) == SNUG_LAMPS


@pytest.mark.parametrize(
    ("text", "area"),
    [
        ("turn off the lamps", "snug"),
        ("turn off every lamp in the snug", None),
        ("switch the light off", "snug"),
        ("turn off the snug lights", None),
    ],
)
def test_the_plural_a_set_word_or_the_domains_own_word_is_the_rooms_set(
    ask: Any, text: str, area: str | None
) -> None:
    result = ask(text, area)
    assert result.hint is None
    assert _ids(result) == SNUG


def test_a_room_with_one_device_so_named_keeps_the_rooms_set(ask: Any) -> None:
    # Home Assistant reads the word as the domain: "the lamp" in the den is the den's lights.
    result = ask("turn on the lamp", "den")
    assert result.hint is None
    assert _ids(result) == {"light.den_pendant", "light.globe_lamp"}
