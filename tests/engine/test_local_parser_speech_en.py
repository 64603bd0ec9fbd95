"""The local parser on English as people say it (issue #13): complaint words, words a
recogniser mishears, bare numbers in a follow-up, verbs of vacuums and alarms, question forms.

Sentences here are the test's own, not the talk or speech sets' (those are measured by
``context-retrieval eval``); each test names the mechanism it checks.
"""

from __future__ import annotations

from typing import Any

import pytest

from custom_components.context_retrieval.engine.home import load_home
from custom_components.context_retrieval.engine.ir import Command
from custom_components.context_retrieval.engine.local_parser import LocalParser
from devtools.homes import HOMES_DIR


@pytest.fixture(scope="module")
def demo_en() -> LocalParser:
    return LocalParser(load_home(HOMES_DIR / "demo_home_en.json"))


def one(parser: LocalParser, text: str) -> Command:
    commands = parser.parse(text)
    assert len(commands) == 1, [c.to_json() for c in commands]
    return commands[0]


@pytest.mark.parametrize(
    ("text", "room", "type_hint", "device_class"),
    [
        ("the kitchen is smoky", "kitchen", "fan", None),
        ("it's so muggy in the storage room", "storage room", "humidifier", "dehumidifier"),
        ("the bathroom is steamy", "bathroom", "fan", None),
    ],
)
def test_complaint_words_mean_the_kind_that_undoes_them(
    demo_en: LocalParser, text: str, room: str, type_hint: str, device_class: Any
) -> None:
    """Smoke and steam are aired out by a fan; a muggy room is a damp one (complaints.json)."""
    command = one(demo_en, text)
    assert (command.action, command.type_hint, command.device_class) == (
        "turn on",
        type_hint,
        device_class,
    )
    assert command.scope_include == (room,) and command.quantifier == "all"


@pytest.mark.parametrize(
    ("text", "action"),
    [("the speaker is blaring", "volume down"), ("I can hardly hear the speaker", "volume up")],
)
def test_loudness_complaints_about_a_player_change_its_volume(
    demo_en: LocalParser, text: str, action: str
) -> None:
    command = one(demo_en, text)
    assert command.action == action
    assert (command.name_hint or "").casefold() == "speaker"
