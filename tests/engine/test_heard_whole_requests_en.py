"""A whole English request as a recogniser writes it (issue #13, round 12): a phrase of several
words cut in other places ("black out blind"), a device word misheard where the verb's particle
comes after it or where a pronoun stood for the verb, "hi" for a setting's "high", letters and a
number that spell a word ("sea oh two"), and one word of a phrase heard as its homophone. Each
rereading has a guard: what the home lacks still finds nothing.

Sentences here are the test's own, not the talk or speech sets'.
"""

from __future__ import annotations

from typing import Any

import pytest
from parsing import one

from custom_components.context_retrieval.engine.home import load_home
from custom_components.context_retrieval.engine.local_parser import LocalParser
from custom_components.context_retrieval.engine.local_parser.heard import (
    high_heard_as_hi,
    letters_with_their_number,
)
from custom_components.context_retrieval.engine.local_parser.phonetic import phonetic_key
from custom_components.context_retrieval.engine.pipeline import Retriever
from devtools.homes import HOMES_DIR


@pytest.fixture(scope="module")
def run() -> Any:
    home = load_home(HOMES_DIR / "demo_home_en.json")
    parser, retriever = LocalParser(home), Retriever(home)

    def retrieve(text: str) -> Any:
        commands = parser.parse(text)
        return retriever.retrieve(text, commands).commands[0]

    return retrieve


def _found(result: Any) -> list[tuple[str, str | None]]:
    return [(c.entity_id, c.service) for c in result.candidates][:1]


# ---- a phrase of several words cut elsewhere -------------------------------------------------


@pytest.mark.parametrize(
    ("text", "name"),
    [("lower the black out blind", "Blackout Blind"), ("dim the tv back light", "TV Backlight")],
)
def test_words_cut_elsewhere_than_a_name_are_the_name(
    demo_en: LocalParser, text: str, name: str
) -> None:
    command = one(demo_en, text)
    assert command.name_hint == name
    assert any("heard" in issue for issue in command.issues)


def test_a_room_cut_in_three_is_the_room(demo_en: LocalParser) -> None:
    command = one(demo_en, "turn the towel rail on in the master bath room")
    assert command.scope_include == ("Master Bathroom",)


def test_a_name_said_as_it_is_is_not_heard_again(demo_en: LocalParser) -> None:
    command = one(demo_en, "switch off the blackout blind")
    assert not any("heard" in issue for issue in command.issues)


def test_words_cut_elsewhere_that_make_no_room_of_the_home_find_nothing(run: Any) -> None:
    assert not run("turn on the lights in the play room").candidates


# ---- a device word misheard where the particle or the pronoun says the verb ----------------


def test_a_device_word_misheard_before_the_particle(demo_en: LocalParser) -> None:
    command = one(demo_en, "switch the fun off in the study")
    assert (command.action, command.type_hint) == ("turn off", "fan")


def test_a_misheard_device_word_before_the_particle_in_a_room_without_one(run: Any) -> None:
    assert not run("turn the fun on in the garage").candidates


def test_a_pronoun_for_a_verb_and_a_misheard_device_word(demo_en: LocalParser) -> None:
    command = one(demo_en, "them the lice in the study")
    assert (command.action, command.type_hint) == ("dim", "light")
    assert command.params == {"brightness_step_pct": -20}


def test_a_pronoun_before_a_word_that_sounds_like_no_device_stays_a_pronoun(
    demo_en: LocalParser,
) -> None:
    command = one(demo_en, "them the sauna")
    assert command.action is None


def test_a_pronoun_for_a_verb_in_a_room_the_home_lacks_finds_nothing(run: Any) -> None:
    assert not run("them the lice in the loft").candidates


# ---- "hi" for "high", letters and a number ---------------------------------------------------


def test_hi_after_a_preposition_at_the_end_is_high(run: Any) -> None:
    result = run("turn the kids room AC fan to hi please")
    assert _found(result) == [("climate.kids_room_ac", "climate.set_fan_mode")]
    assert high_heard_as_hi("hi, put it on hi") == "hi, put it on high"


def test_a_greeting_stays_a_greeting(demo_en: LocalParser) -> None:
    assert one(demo_en, "hi, switch on the hallway light").params == {}


def test_letters_and_a_number_that_spell_a_reading_are_that_reading(run: Any) -> None:
    assert _found(run("what's the sea oh two in the nursery")) == [("sensor.kids_room_co2", None)]


def test_letters_and_a_number_in_a_room_without_that_reading_find_nothing(run: Any) -> None:
    assert not run("what's the sea oh two in the study").candidates


def test_a_number_that_spells_no_word_stays_a_number() -> None:
    known = {"co2"}.__contains__
    assert letters_with_their_number("set it to two", known) == "set it to two"
    assert letters_with_their_number("the co 2 level", known) == "the co2 level"
    assert letters_with_their_number("set it to 2 percent", known) == "set it to 2 percent"


# ---- a word of a phrase heard as its homophone -----------------------------------------------


def test_whole_is_said_as_hole() -> None:
    assert phonetic_key("whole") == phonetic_key("hole")


def test_a_word_of_a_phrase_heard_as_its_homophone(demo_en: LocalParser) -> None:
    command = one(demo_en, "switch off the lights in the hole house")
    assert command.scope_include == ("*",)


def test_a_homophone_beside_words_of_no_phrase_finds_nothing(run: Any) -> None:
    assert not run("turn on the bowl lights").candidates


# ---- a number word heard as the word that sounds like it --------------------------------------


@pytest.mark.parametrize(
    ("text", "params"),
    [
        ("bring the guest bedroom AC to twenty too", {"temperature": 22}),
        ("put the master bedroom AC on twenty for please", {"temperature": 24}),
        ("turn the kids room heating down too degrees", {"temperature_step": -2}),
        ("set the lamp in the study to for tea percent", {"brightness_pct": 40}),
    ],
)
def test_a_number_word_heard_as_its_homophone_where_a_value_goes(
    demo_en: LocalParser, text: str, params: dict[str, Any]
) -> None:
    assert one(demo_en, text).params == params


def test_a_preposition_after_a_number_stays_a_preposition(demo_en: LocalParser) -> None:
    assert one(demo_en, "set the study AC to twenty for the afternoon").params == {
        "temperature": 20
    }


# ---- one sound more than a name's ---------------------------------------------------------------


def test_a_sound_heard_that_was_not_said_beside_words_of_a_name(demo_en: LocalParser) -> None:
    assert one(demo_en, "switch off the grown light").name_hint == "Grow Light"


def test_a_sound_more_than_no_name_of_the_home_finds_nothing(run: Any) -> None:
    assert not run("open the barn door").candidates
