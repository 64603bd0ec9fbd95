"""Round 18 (verbs): English verbs whose object is not the device (local_parser/phrasal.py
``let_through_the_opening``, the press and pause words of lexicon.json, glossary.json's siren
words): someone let in, out or through a door, gate or room (the opening opens, a lock
unlocks); a chime or bell rung or buzzed (a button pressed, no siren); a robot given a rest
(paused); a valve isolated (closed)."""

from __future__ import annotations

import pytest

from custom_components.context_retrieval.engine.local_parser import LocalParser
from custom_components.context_retrieval.engine.local_parser.phrasal import (
    let_through_the_opening,
)

HOME = {
    "language": "en",
    "floors": [],
    "areas": [
        {"id": "hall", "name": "Hall"},
        {"id": "carport", "name": "Carport"},
        {"id": "nursery", "name": "Nursery"},
        {"id": "yard", "name": "Yard"},
    ],
    "entities": [
        {"entity_id": "lock.hall_door", "name": "Hall Door", "area": "hall"},
        {"entity_id": "button.hall_bell", "name": "Bell Chime", "area": "hall"},
        {"entity_id": "siren.hall_alarm", "name": "Alarm Sounder", "area": "hall"},
        {
            "entity_id": "cover.carport_door",
            "name": "Carport Door",
            "area": "carport",
            "device_class": "garage",
        },
        {
            "entity_id": "cover.yard_gate",
            "name": "Side Gate",
            "area": "yard",
            "device_class": "gate",
        },
        {
            "entity_id": "cover.nursery_drapes",
            "name": "Drapes",
            "area": "nursery",
            "device_class": "curtain",
        },
        {"entity_id": "lawn_mower.yard_bot", "name": "Grass Bot", "area": "yard"},
        {
            "entity_id": "valve.yard_tap",
            "name": "Outdoor Tap",
            "area": "yard",
            "device_class": "water",
        },
    ],
}


@pytest.mark.parametrize(
    ("said", "read"),
    [
        ("let the neighbours in by the hall door", "let in the hall door"),
        ("let grandad out through the side gate", "let out the side gate"),
        # a room is no opening: what it holds is not opened for the one let in
        ("please let the puppy into the nursery", "please let the puppy into the nursery"),
        ("let the cat in", "let the cat in"),
        ("let the lights stay on", "let the lights stay on"),
    ],
)
def test_the_one_let_through_gives_way_to_the_opening(said: str, read: str) -> None:
    assert let_through_the_opening(said) == read


@pytest.mark.parametrize(
    ("text", "service"),
    [
        ("let the neighbours in by the hall door", "unlock"),
        ("let grandad out through the side gate", "open_cover"),
        ("let the removal truck out of the carport door", "open_cover"),
    ],
)
def test_letting_someone_through_opens_what_they_pass(
    parser: LocalParser, text: str, service: str
) -> None:
    [command] = parser.parse(text)
    assert service in command.resolved_services, command
    assert not {"lock", "close_cover"} & command.resolved_services, command


@pytest.mark.parametrize(
    "text", ["buzz the bell chime", "give the chime a buzz", "ring the chime in the hall"]
)
def test_a_chime_rung_or_buzzed_is_a_press_not_a_siren(parser: LocalParser, text: str) -> None:
    [command] = parser.parse(text)
    assert command.type_hint != "siren", command
    assert "press" in command.resolved_services, command


@pytest.mark.parametrize(
    "text", ["let the grass bot take a rest", "the grass bot can take a breather"]
)
def test_a_robot_given_a_rest_pauses(parser: LocalParser, text: str) -> None:
    [command] = parser.parse(text)
    assert "pause" in command.resolved_services, command
    assert "start_mowing" not in command.resolved_services, command


def test_a_valve_isolated_is_closed(parser: LocalParser) -> None:
    [command] = parser.parse("isolate the outdoor tap in the yard")
    assert "close_valve" in command.resolved_services, command
