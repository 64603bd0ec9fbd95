"""English names heard by their sound beyond their spelling (issue #13, round 11): a name, room
or alias of the home written by a recogniser as other words with the same sounds (another
vowel, a silent letter, an "r" unsaid after a vowel, a word cut in two), read by
:func:`phonetic_key`; words that sound like nothing in the home stay as said.

Sentences here are the test's own, not the talk or speech sets'.
"""

from __future__ import annotations

import pytest
from parsing import one

from custom_components.context_retrieval.engine.local_parser import LocalParser
from custom_components.context_retrieval.engine.local_parser.phonetic import (
    NamesOneWordOff,
    PhoneticNames,
    phonetic_key,
)
from custom_components.context_retrieval.engine.local_parser.surface import Kind, PhraseTable


@pytest.mark.parametrize(
    ("heard", "meant"),
    [
        ("flaw", "floor"),  # an "r" after a vowel, unsaid
        ("foy a", "foyer"),  # a word cut in two, the "r" unsaid
        ("knight", "night"),  # a silent letter
        ("on suite", "ensuite"),  # another vowel, a silent "e"
        ("sweepee", "sweepy"),
        ("range hut", "range hood"),  # voicing folded after the first sound
        ("shanty lear", "chandelier"),  # "sh" and "ch" one sound
        ("water feecher", "water feature"),  # "-ture" said "-cher"
        ("beam her", "beamer"),  # an "h" a word begins with, unsaid
    ],
)
def test_words_that_sound_alike_have_one_key(heard: str, meant: str) -> None:
    assert phonetic_key(heard) == phonetic_key(meant)


@pytest.mark.parametrize(
    ("one_word", "other"),
    [("light", "right"), ("lamp", "damp"), ("heater", "hot tub"), ("yard", "hard")],
)
def test_the_first_sound_and_every_consonant_count(one_word: str, other: str) -> None:
    assert phonetic_key(one_word) != phonetic_key(other)


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("put the flaw lamp on please", "Floor Lamp"),
        ("switch off the foy a light now", "Foyer Light"),
        ("could you switch the knight light off in the nursery", "Night Light"),
        ("close the roll a door", "Roller Door"),
        ("stop sweepee", "Sweepy"),
    ],
)
def test_a_name_of_the_home_heard_as_other_words_of_its_sound(
    demo_en: LocalParser, text: str, name: str
) -> None:
    command = one(demo_en, text)
    assert command.name_hint == name
    assert command.confidence < 0.9  # a reading of a misheard word is marked unsure


def test_a_room_heard_as_other_words_of_its_sound(demo_en: LocalParser) -> None:
    command = one(demo_en, "are the lights still on in the on suite")
    assert [scope.casefold() for scope in command.scope_include] == ["en suite"]


@pytest.mark.parametrize(
    "text",
    [
        "switch on the coffee maker",  # "coffee" sounds like the device word "cover"
        "turn on the lights in the loft",  # "loft" sounds like "left": too short alone
        "start the hot tub",
    ],
)
def test_words_that_sound_like_no_name_of_the_home_stay_as_said(
    demo_en: LocalParser, text: str
) -> None:
    command = one(demo_en, text)
    assert not any("heard" in issue for issue in command.issues)
    assert command.type_hint != "cover"


def test_a_well_heard_request_reads_no_sounds(
    demo_en: LocalParser, monkeypatch: pytest.MonkeyPatch
) -> None:
    calls: list[str] = []
    real = PhoneticNames.hits
    monkeypatch.setattr(
        PhoneticNames, "hits", lambda self, *a: calls.append("hits") or real(self, *a)
    )
    one(demo_en, "turn on the floor lamp in the lounge")
    assert not calls
    one(demo_en, "turn on the flaw lamp in the lounge")
    assert calls


def test_a_number_word_that_sounds_like_a_word_of_a_name_stays_a_word(
    demo_en: LocalParser,
) -> None:
    """A number word said where a value may stand, that with the word before it sounds like a
    name of the home ("tree" heard as "three"), is the name, not a value; a value stays one."""
    command = one(demo_en, "please switch the christmas three on")
    assert (command.action, command.name_hint) == ("turn on", "Christmas Tree")
    assert one(demo_en, "set the lamp to three").params == {"brightness_pct": 3}


TABLE = PhraseTable()
for _word in ("lest", "reeding", "lump", "lights"):
    TABLE.add(_word, Kind.ACTION)  # words of their own, as a recogniser may write them
TABLE.add("in", Kind.FILLER)
GRAMMAR = frozenset({Kind.FILLER})
LAMPS = NamesOneWordOff.of(
    ["Left Reading Lamp", "Right Reading Lamp", "Reading Lamp", "Porch Light", "Ceiling Light"],
    ["Porch", "Loft"],
    [TABLE],
)


@pytest.mark.parametrize(
    ("said", "read"),
    [
        ("switch on the lest reading lamp", "switch on the left reading lamp"),  # a letter off
        ("turn off the right reeding lamp", "turn off the right reading lamp"),
        ("dim the reading lump", "dim the reading lamp"),
        ("the left red ding lamp off", "the left reading lamp off"),  # one word heard as two
    ],
)
def test_a_name_with_one_word_misheard_is_the_name(said: str, read: str) -> None:
    """Round 14: the misheard word is a word of its own, so only the name's other words, heard
    right, tell which name it is."""
    assert LAMPS.read(said, GRAMMAR)[0] == read


@pytest.mark.parametrize(
    "said",
    [
        "turn on the ceiling lights",  # a plural is said, not misheard
        "turn on the porch lamp",  # a word of the home ("lamp") is said as it is
        "turn on my reading lamp",  # too short a word to be another
        "turn on the kitchen ceiling light",
        "the porch light in",  # a name's word and a word of grammar are not one word
    ],
)
def test_words_of_the_home_or_short_words_are_not_reread(said: str) -> None:
    assert LAMPS.read(said, GRAMMAR) == (said, [])


def test_a_side_word_misheard_in_a_name_on_the_demo_home(demo_en: LocalParser) -> None:
    command = one(demo_en, "put the lift bedside lamp on")  # "lift" is a verb of its own
    assert command.name_hint == "Left Bedside Lamp"
    assert command.confidence < 0.9


def test_an_unclaimed_word_is_left_to_the_other_rereadings() -> None:
    assert (
        NamesOneWordOff.of(["Reading Lamp"], [], []).read("the lest reading lamp", GRAMMAR)[1] == []
    )
