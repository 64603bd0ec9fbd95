"""English rooms a recogniser mishears, read by the place they stand in (issue #13, round 10):
a loose word right before a device word or after a preposition and "the" is the one-word room
of the home it sounds like (``heard.rooms_by_place``); and short device words a recogniser is
known to write for another (lexicon ``heard_as``: "ace" for AC, "eater" for heater).

Sentences here are the test's own, not the talk or speech sets'.
"""

from __future__ import annotations

import pytest
from parsing import one

from custom_components.context_retrieval.engine.local_parser import LocalParser


@pytest.mark.parametrize(
    ("text", "room"),
    [
        ("switch off the lunge lamps", "lounge"),
        ("lights on in the gradge", "garage"),
        ("close the blind in the steady", "study"),
        ("the nercery lamp on", "nursery"),
    ],
)
def test_a_misheard_room_in_a_rooms_place_is_that_room(
    demo_en: LocalParser, text: str, room: str
) -> None:
    command = one(demo_en, text)
    assert [r.casefold() for r in command.scope_include] == [room]
    assert any(issue.startswith("heard") for issue in command.issues)


@pytest.mark.parametrize(
    "text",
    [
        "turn on the reading lamp",  # "reading" sounds like no room: a name the home lacks
        "turn off the lights in the kitchen please",  # a room said already
        "lock the side door",  # too few sounds to be a room ("side" is no "study")
    ],
)
def test_a_word_that_sounds_like_no_room_or_beside_a_room_stays(
    demo_en: LocalParser, text: str
) -> None:
    command = one(demo_en, text)
    assert not any(issue.startswith("heard") for issue in command.issues)


@pytest.mark.parametrize(
    ("text", "type_hint"),
    [
        ("switch the ace on in the study", "climate"),
        ("turn the eater off in the ensuite", "climate"),
    ],
)
def test_short_misheard_device_words_of_climate(
    demo_en: LocalParser, text: str, type_hint: str
) -> None:
    """ "ace" is how a recogniser writes "AC" said as one word; "eater" a "heater" whose h was
    lost: too short to reread by spelling, read from ``heard_as``."""
    assert one(demo_en, text).type_hint == type_hint
