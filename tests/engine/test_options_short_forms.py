"""A listed value said short (round 16, qsource): a source or a mode by its distinctive word
("crunchyroll" for "Crunchyroll App"), its "+" spelled out or dropped ("apple tv plus",
"britbox" for "BritBox+"), another spelling of a value word ("favourite"), and the guards: no
short form of a word the device's other values share, of a room or a device's name, or of a
word of the lexicon."""

from __future__ import annotations

import pytest
from home_builders import entity, home_of, last_answer

from custom_components.context_retrieval.engine.home import Home
from custom_components.context_retrieval.engine.local_parser import LocalParser
from custom_components.context_retrieval.engine.local_parser.options import ValueWords, short_forms

_SOURCES = ["TV", "HDMI 2", "Crunchyroll App", "BritBox+", "Apple TV+", "Kayo Sports", "Kayo Live"]


@pytest.fixture(scope="module")
def home() -> Home:
    return home_of(
        "en",
        {"snug": "Snug", "attic": "Attic"},
        entity(
            "media_player.snug_tv",
            "Snug TV",
            "snug",
            device_class="tv",
            attributes={"source_list": _SOURCES, "supported_features": 69004},
        ),
        entity(
            "fan.attic_purifier",
            "Attic Purifier",
            "attic",
            attributes={"preset_modes": ["Auto", "Favorite"], "supported_features": 8},
        ),
        entity("light.attic_lamp", "Attic Lamp", "attic"),
    )


def _source(home: Home, text: str) -> object:
    [command] = LocalParser(home).parse(text)
    return command.params.get("source")


@pytest.mark.parametrize(
    ("text", "source"),
    [
        ("switch the snug tv to crunchyroll", "Crunchyroll App"),
        ("put britbox on the snug tv", "BritBox+"),
        ("snug tv over to apple tv plus", "Apple TV+"),
    ],
)
def test_a_source_said_short(home: Home, text: str, source: str) -> None:
    assert _source(home, text) == source


def test_a_word_two_values_share_is_no_short_form() -> None:
    # "kayo" says neither "Kayo Sports" nor "Kayo Live"; "sports" is the first one's own word.
    assert short_forms("Kayo Sports", _SOURCES, lambda w: False) == ["sports"]
    assert short_forms("Kayo Sports", _SOURCES, lambda w: w == "sports") == []


def test_a_value_spelled_with_plus_keeps_its_other_value_apart() -> None:
    assert short_forms("Turbo+", ["Turbo", "Turbo+"], lambda w: False) == ["turbo plus"]


def test_a_preset_in_another_spelling_put_on(home: Home) -> None:
    targets, service, _ = last_answer(home, "put the attic purifier on favourite")
    assert (targets, service) == (["fan.attic_purifier"], "fan.set_preset_mode")


def test_a_preset_put_on_the_device_of_the_last_turn(home: Home) -> None:
    targets, service, _ = last_answer(
        home, "switch on the attic purifier", "now put it on favourite"
    )
    assert (targets, service) == (["fan.attic_purifier"], "fan.set_preset_mode")


def test_the_home_s_value_words_are_counted_once_and_read_as_the_list() -> None:
    """Review of round 16: add_options counts every value's words once (ValueWords); a short
    form is the one found from the list itself."""
    values = [*_SOURCES, "Stan+", "Stan", "Hoopla Video", "Hoopla Video"]
    counted = ValueWords.of(values)
    for value in {v for v in values if isinstance(v, str)}:
        assert short_forms(value, counted, lambda w: False) == short_forms(
            value, values, lambda w: False
        ), value
    assert counted.elsewhere("stan", "Stan+") and not counted.elsewhere("hoopla", "Hoopla Video")
