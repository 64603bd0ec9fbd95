"""English state questions that are not "what is the X" (issue #13, round 13): wondering said as
a statement, tag questions, and whether anything is so asked of the kin the home has.

Sentences here are the test's own, not the talk or speech sets'.
"""

from __future__ import annotations

import pytest
from parsing import one

from custom_components.context_retrieval.engine.local_parser import LocalParser


@pytest.mark.parametrize(
    "text",
    [
        "I wonder if the fountain is still going",
        "wondering whether the roller door is down",
        "not sure if we locked the back door",
        "I'm not sure the towel warmer is off",
        "can't remember if I turned the rice cooker off",
        "no idea if the grow light is on",
        "just checking the gas valve is shut",
    ],
)
def test_wondering_said_as_a_statement_asks(demo_en: LocalParser, text: str) -> None:
    """The verb inside ("locked", "turned off") is what the speaker did, not a request."""
    command = one(demo_en, text)
    assert command.action == "query", text
    assert command.type_hint != "weather", text  # "whether" is no misheard "weather"
    assert command.name_hint is not None, text


@pytest.mark.parametrize(
    "text",
    [
        "the fountain is off, isn't it",
        "you closed the yard gate, didn't you",
        "the dehumidifier is on, correct",
        "the spotlights are off, aren't they",
    ],
)
def test_a_tag_makes_a_statement_a_question(demo_en: LocalParser, text: str) -> None:
    command = one(demo_en, text)
    assert command.action == "query", text


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("switch the fountain off, correct", "turn_off"),  # a request with a nod
        ("I was wondering if you could switch on the grow light", "turn_on"),
        ("wonder if you can open the yard gate", "open"),
    ],
)
def test_a_request_stays_a_request(demo_en: LocalParser, text: str, action: str) -> None:
    command = one(demo_en, text)
    assert command.action != "query", text
    assert action in command.resolved_services or action in (command.action or ""), text


def test_a_word_that_ends_a_command_is_no_tag(demo_en: LocalParser) -> None:
    """One-word tags ask only after a comma; "correct" inside a request asks nothing."""
    command = one(demo_en, "set the fountain to the correct mode")
    assert command.action != "query"


@pytest.mark.parametrize(
    "text",
    ["are any of the windows open downstairs", "is there a window open", "any doors open"],
)
def test_whether_any_is_asked_of_the_contact_sensors(demo_en: LocalParser, text: str) -> None:
    """The demo home has window and door contact sensors and no motorised windows or doors."""
    command = one(demo_en, text)
    assert (command.type_hint, command.quantifier) == ("binary_sensor", "all"), text
    assert command.device_class in ("window", "door"), text


def test_which_windows_stays_home_assistants_set(demo_en: LocalParser) -> None:
    """ "which" / "all" sets keep Home Assistant's kind (its template sentences answer none)."""
    command = one(demo_en, "which windows are closed")
    assert (command.type_hint, command.device_class) == ("cover", "window")


def test_left_unlocked_is_a_lock_state(demo_en: LocalParser) -> None:
    command = one(demo_en, "was any door left unlocked last night")
    assert (command.action, command.type_hint) == ("query", "lock")


@pytest.mark.parametrize(
    "text",
    [
        "is everything switched off in the dining room",
        "is the storeroom shut",
        "what have we got on in the balcony",
    ],
)
def test_a_state_asked_of_a_room_is_about_the_room(demo_en: LocalParser, text: str) -> None:
    """No history: the room's own devices, not the kinds of a previous question; "got" is
    no name."""
    command = one(demo_en, text)
    assert command.action == "query", text
    assert (command.type_hint, command.name_hint, command.references) == (None, None, ()), text
    assert command.quantifier == "all" and len(command.scope_include) == 1, text


def test_a_room_alone_still_asks_the_previous_question(demo_en: LocalParser) -> None:
    command = one(demo_en, "and in the dining room?")
    assert command.references == ("last-mentioned",)


@pytest.mark.parametrize("text", ["is the oven hot yet", "is the teapot warm"])
def test_a_feeling_said_of_a_thing_asks_that_thing(demo_en: LocalParser, text: str) -> None:
    """A thing the home does not have: its name is kept, so nothing is answered for it."""
    command = one(demo_en, text)
    assert command.name_hint is not None and command.type_hint == "Unknown", text


@pytest.mark.parametrize("text", ["is it warm enough in the lounge", "is the nursery chilly"])
def test_a_feeling_said_of_a_room_asks_its_thermometer(demo_en: LocalParser, text: str) -> None:
    command = one(demo_en, text)
    assert (command.type_hint, command.device_class) == ("sensor", "temperature"), text
