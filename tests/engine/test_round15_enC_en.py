"""Round 15 (enC): a list's cover clause before ", and", "set … off" said apart, a made-up
name heard one consonant off, an elderly speaker's courtesies (docs/parser-data.md)."""

from __future__ import annotations

from parsing import one

from custom_components.context_retrieval.engine.local_parser import LocalParser
from custom_components.context_retrieval.engine.local_parser.phrasal import (
    join_separated_particles,
)


def test_a_cover_end_before_the_lists_last_and_commands(demo_en: LocalParser) -> None:
    commands = demo_en.parse("switch the fan on, the blackout blind down, and the lamp off")
    assert [c.action for c in commands] == ["turn on", "close", "turn off"]


def test_a_cover_end_asked_before_the_lists_last_and_still_asks(demo_en: LocalParser) -> None:
    commands = demo_en.parse("is the blackout blind down?")
    assert [c.action for c in commands] == ["query"]


def test_set_off_said_apart_is_set_off() -> None:
    known = {"set off", "set"}.__contains__
    assert join_separated_particles("set the sprinkler off", known) == "set off the sprinkler"
    assert join_separated_particles("set the fan to off", known) == "set the fan to off"


def test_a_robot_set_off_starts(demo_en: LocalParser) -> None:
    command = one(demo_en, "set the upstairs vacuum off")
    assert command.action == "start cleaning"
    assert command.type_hint == "vacuum"


def test_a_made_up_name_heard_one_consonant_off(demo_en: LocalParser) -> None:
    command = one(demo_en, "turn on sweeky")
    assert command.name_hint == "Sweepy"
    assert command.type_hint == "vacuum"


def test_a_word_of_no_name_stays_unknown(demo_en: LocalParser) -> None:
    command = one(demo_en, "switch on the toaster")
    assert command.name_hint == "toaster"


def test_a_term_of_endearment_is_no_name(demo_en: LocalParser) -> None:
    command = one(demo_en, "switch the ceiling light off in the study, dear")
    assert command.name_hint == "Ceiling Light"
    command = one(demo_en, "be a dear and close the venetian blind")
    assert command.action == "close"


def test_wondering_if_you_might_is_a_request(demo_en: LocalParser) -> None:
    command = one(demo_en, "I wonder if you might switch the study fan on")
    assert command.action == "turn on"


def test_a_settings_thing_said_with_another_kind_is_that_kinds(demo_en: LocalParser) -> None:
    command = one(demo_en, "switch off the desk light in the kids room")
    assert command.type_hint == "light"
    assert command.name_hint == "desk"


def test_a_settings_thing_said_alone_is_the_setting(demo_en: LocalParser) -> None:
    assert one(demo_en, "put the desk at 90").name_hint == "Desk Height"


def test_the_top_and_bottom_floors_by_their_place(demo_en: LocalParser) -> None:
    assert one(demo_en, "switch off every light on the top level").scope_include == ("Upstairs",)
    assert one(demo_en, "lights on on the bottom floor").scope_include == ("Basement",)
