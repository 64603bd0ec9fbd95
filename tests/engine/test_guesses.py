"""Unknown English words beside a device word (local_parser/guesses.py) and a description that
names nothing (ranking: ``name_as_description``): a word the home has no name for becomes a
name only where a name stands; one that only describes a device of a said room lets the type
and the room decide, while a device the home lacks still finds nothing."""

from __future__ import annotations

from typing import Any

import pytest
from parsing import one

from custom_components.context_retrieval.engine.home import Home, load_home
from custom_components.context_retrieval.engine.ir import command_from_json
from custom_components.context_retrieval.engine.local_parser import LocalParser
from custom_components.context_retrieval.engine.pipeline import Retriever
from custom_components.context_retrieval.engine.results import NO_MATCH, CommandResult
from devtools.homes import HOMES_DIR


@pytest.fixture(scope="module")
def home() -> Home:
    return load_home(HOMES_DIR / "demo_home_en.json")


@pytest.fixture(scope="module")
def parser(home: Home) -> LocalParser:
    return LocalParser(home)


@pytest.fixture(scope="module")
def retriever(home: Home) -> Retriever:
    return Retriever(home)


def ask(retriever: Retriever, text: str, **ir: Any) -> CommandResult:
    return retriever.retrieve_command(command_from_json(ir, raw=text))


@pytest.mark.parametrize(
    ("text", "type_hint", "room"),
    [
        ("erm thingamabob, switch the fan off in the study", "fan", "study"),
        ("gah, switch the fan off in the guest bathroom", "fan", "guest bathroom"),
        ("yeah nah, close the curtains in the spare room", "cover", "spare room"),
    ],
)
def test_unknown_words_away_from_the_device_word_are_no_name(
    parser: LocalParser, text: str, type_hint: str, room: str
) -> None:
    command = one(parser, text)
    assert command.name_hint is None
    assert command.type_hint == type_hint and command.scope_include == (room,)
    assert any("is no name" in issue for issue in command.issues)


def test_unknown_words_right_before_the_device_word_name_it_with_that_word(
    parser: LocalParser,
) -> None:
    assert one(parser, "switch off the aquarium lights").name_hint == "aquarium lights"
    assert one(parser, "turn on the tiny lamp in the nursery").name_hint == "tiny lamp"


def test_unknown_words_after_a_place_word_or_without_a_device_word_stay_the_guess(
    parser: LocalParser,
) -> None:
    assert one(parser, "turn off the lights in the billiard room").name_hint == "billiard"
    assert one(parser, "switch on the popcorn maker").name_hint == "popcorn maker"


def test_a_description_in_a_said_room_leaves_the_type_and_the_room(retriever: Retriever) -> None:
    result = ask(
        retriever,
        "switch on the tiny lamp in the nursery",
        action="turn on",
        name_hint="tiny lamp",
        type_hint="light",
        scope_include=["nursery"],
    )
    assert result.hint is None and result.candidates[0].entity_id == "light.kids_room_desk_lamp"
    plain = ask(
        retriever,
        "switch off the grubby light in the storage room",
        action="turn off",
        name_hint="grubby light",
        type_hint="light",
        scope_include=["storage room"],
    )
    assert plain.hint is None and plain.meta["name_as_description"] == "grubby light"
    assert plain.candidates[0].entity_id == "light.storage_room_light"


@pytest.mark.parametrize(
    ("text", "name_hint", "scope"),
    [
        ("switch off the aquarium lights", "aquarium lights", []),  # no room said
        ("turn on the Reading Nook light in the study", "Reading Nook light", ["study"]),
        ("turn on the kitchen counter light in the study", "kitchen counter light", ["study"]),
        ("turn on the stair lights in the garage", "stair lights", ["garage"]),  # the hallway's
    ],
)
def test_a_name_the_home_lacks_or_has_elsewhere_finds_nothing(
    retriever: Retriever, text: str, name_hint: str, scope: list[str]
) -> None:
    result = ask(
        retriever,
        text,
        action="turn on",
        name_hint=name_hint,
        type_hint="light",
        scope_include=scope,
    )
    assert "name_as_description" not in result.meta
    assert result.hint == NO_MATCH or not {c.entity_id for c in result.candidates} & {
        "light.study_ceiling",
        "light.garage_light",
    }


def test_a_short_misheard_device_word_is_read_by_its_place(parser: LocalParser) -> None:
    """A lone unknown word where the device goes, with a verb and no device word: the device
    word it sounds like (local_parser/reading.py ``_device_by_sound``), when its domain takes
    what the verb does; else it stays the guess, which finds nothing."""
    # (The hallway has no "Hallway Light": the garage's "garage lied" is its "Garage Light",
    # a name heard beside its word heard right, test_heard_en.py.)
    command = one(parser, "kill the hallway lied")
    assert command.type_hint == "light" and command.name_hint is None
    assert command.scope_include == ("hallway",)
    assert "heard 'lied' as 'light'" in command.issues
    assert one(parser, "open the hallway lied").name_hint == "lied"  # a light does not open
    assert one(parser, "switch on the kiln").name_hint == "kiln"  # sounds like no device word


@pytest.mark.parametrize(
    ("text", "type_hint"),
    [("open the bline in the study", "cover"), ("switch on the landing lice", "light")],
)
def test_a_sound_dropped_from_a_device_word_is_still_that_word(
    parser: LocalParser, text: str, type_hint: str
) -> None:
    """ "bline" (blind), "lice" (lights): a recogniser drops a sound at the end or inside."""
    command = one(parser, text)
    assert command.type_hint == type_hint
    assert any(issue.startswith("heard ") for issue in command.issues)


@pytest.mark.parametrize("word", ["sauna", "loss"])
def test_a_word_that_begins_otherwise_is_no_device_word(parser: LocalParser, word: str) -> None:
    """The beginning of a word is heard best: "sauna" is no "scene", "loss" no "lights"."""
    assert one(parser, f"switch on the {word} in the study").name_hint == word


def test_an_owner_before_the_device_word_is_the_name_alone() -> None:
    """ "turn off zoe's light" where Zoe's lamp is named "Zoe's Side": the owner names the
    device; the device word is not added to a name that need not contain it."""
    home = Home.from_json(
        {
            "language": "en",
            "floors": [],
            "areas": [{"id": "bedroom", "name": "Bedroom"}],
            "entities": [
                {"entity_id": "light.zoe", "name": "Zoe's Side", "area": "bedroom"},
                {"entity_id": "light.max", "name": "Max's Side", "area": "bedroom"},
            ],
        }
    )
    command = one(LocalParser(home), "turn off zoe's light")
    assert command.name_hint == "zoe's"
    [result] = Retriever(home).retrieve("turn off zoe's light", [command]).commands
    assert [c.entity_id for c in result.candidates][:1] == ["light.zoe"]
