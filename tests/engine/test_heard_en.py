"""English words a recogniser mishears (issue #13, round 8): a verb heard as another word
before a device's name ("paws <name>"), and one word of a device's name misheard beside its
other words, heard right, found by a rougher sound key ("dge" and "ge" as one sound, voicing
folded) or a spelling further off than a lone word may be.

Sentences here are the test's own, not the talk or speech sets'.
"""

from __future__ import annotations

import pytest
from parsing import one

from custom_components.context_retrieval.engine.local_parser import LocalParser
from custom_components.context_retrieval.engine.local_parser.heard import confused_key, sound_key


@pytest.mark.parametrize(
    ("text", "action", "name"),
    [
        ("paws blackie", "pause", "Blackie"),
        ("clothes the roller door please", "close", "Roller Door"),
    ],
)
def test_a_misheard_verb_before_a_name_is_a_verb_the_named_device_takes(
    demo_en: LocalParser, text: str, action: str, name: str
) -> None:
    command = one(demo_en, text)
    assert (command.action, command.name_hint) == (action, name)
    assert command.confidence < 0.9  # a reading of a misheard word is marked unsure


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("shut the garridge door", "Garage Door"),
        ("unlock the garage sight door", "Garage Side Door"),
        ("switch the mere light off", "Mirror Light"),
    ],
)
def test_a_misheard_word_beside_words_of_a_name_heard_right(
    demo_en: LocalParser, text: str, name: str
) -> None:
    command = one(demo_en, text)
    assert command.name_hint == name
    assert any("heard" in issue for issue in command.issues)


def test_a_word_far_from_every_name_is_not_reread(demo_en: LocalParser) -> None:
    assert one(demo_en, "turn on the morning light").name_hint != "Mirror Light"


def test_the_rough_key_hears_dge_and_ge_alike_and_folds_voicing() -> None:
    assert sound_key("garridge") == sound_key("garage")
    assert sound_key("sightdoor") == sound_key("sidedoor")
    assert sound_key("paws") == sound_key("pause")


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("turn off the shandelier", "Chandelier"),  # a French "ch" written "sh"
        ("open the rolla blind", "Roller Blind"),  # "er" said "a", "r" and "l" confused
    ],
)
def test_a_name_heard_with_consonants_a_recogniser_confuses(
    demo_en: LocalParser, text: str, name: str
) -> None:
    command = one(demo_en, text)
    assert command.name_hint == name
    assert any("heard" in issue for issue in command.issues)


def test_the_confusion_key_folds_r_and_l_after_a_vowel_only() -> None:
    assert confused_key("towerrack") == confused_key("towelrack")
    assert confused_key("shandelier") == confused_key("chandelier")
    assert confused_key("light") != confused_key("right")  # a word's first sound is kept


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("Which off the mirror light", "turn off"),
        ("could you which on all the downlights", "turn on"),
    ],
)
def test_switch_heard_as_which_before_a_particle_and_a_device(
    demo_en: LocalParser, text: str, action: str
) -> None:
    assert one(demo_en, text).action == action


@pytest.mark.parametrize("text", ["which of the lamps are on", "which one is on, the fan"])
def test_which_asking_stays_a_question(demo_en: LocalParser, text: str) -> None:
    assert one(demo_en, text).action not in ("turn on", "turn off")


@pytest.mark.parametrize(
    "text",
    ["switch the tea vee backlight off", "please turn off our tee vee backlight"],
)
def test_letters_said_one_by_one_begin_a_name_with_the_words_after_them(
    demo_en: LocalParser, text: str
) -> None:
    """Letters said as words are one word of a longer name ("TV Backlight"), not only a name
    of their own: the words after them are not reread as another name by their sound."""
    command = one(demo_en, text)
    assert (command.action, command.name_hint) == ("turn off", "TV Backlight")


@pytest.mark.parametrize(
    ("text", "metric", "room"),
    [
        ("what was the temprit in the study", "temperature", "study"),
        ("how's the tempor down in the kitchen", "temperature", "kitchen"),
        ("what is the humidit in the en suite", "humidity", "en suite"),
    ],
)
def test_a_question_s_reading_heard_with_its_end_garbled_is_that_reading(
    demo_en: LocalParser, text: str, metric: str, room: str
) -> None:
    command = one(demo_en, text)
    assert command.type_hint == "sensor"
    assert command.device_class == metric
    assert list(command.scope_include) == [room]


@pytest.mark.parametrize("text", ["turn on the tempest light", "switch on the temple lamp"])
def test_a_word_beginning_like_a_reading_outside_a_question_is_not_one(
    demo_en: LocalParser, text: str
) -> None:
    assert one(demo_en, text).type_hint != "sensor"


def test_a_sensor_class_word_where_a_reading_goes_in_a_question_is_the_reading(
    demo_en: LocalParser,
) -> None:
    command = one(demo_en, "so what is the tamper like upstairs")
    assert (command.type_hint, command.device_class) == ("sensor", "temperature")


@pytest.mark.parametrize("text", ["is the tamper sensor ok", "has anything been tampered with"])
def test_the_sensor_class_said_with_a_device_word_or_its_own_verb_stays(
    demo_en: LocalParser, text: str
) -> None:
    assert one(demo_en, text).device_class == "tamper"
