"""A device called by its product's words (round 16, qnames): the leading words of a name that
stand in its device's name and end with a word of the lexicon ("Lux Play" on a "Lux Play" bar:
"play" is a verb) name its entities, so the verb is not read; a TV's or speaker's product word
("Acme Beam (Gen 2)") names it alone, so turning it up or down changes its volume. A home
without such names keeps the verb."""

from __future__ import annotations

from home_builders import entity, home_of, last_turn

from custom_components.context_retrieval.engine.home import Home
from custom_components.context_retrieval.engine.local_parser import LocalParser
from custom_components.context_retrieval.engine.local_parser.leading_words import (
    product_prefixes,
    product_words,
)

HOME = home_of(
    "en",
    {"den": "Den", "study": "Study"},
    entity(
        "light.lux_play_1",
        "Lux Play 1",
        "den",
        device_name="Lux Play",
        attributes={"supported_color_modes": ["xy"]},
    ),
    entity(
        "light.lux_play_2",
        "Lux Play 2",
        "den",
        device_name="Lux Play",
        attributes={"supported_color_modes": ["xy"]},
    ),
    entity(
        "media_player.study_speaker",
        "Acme Beam",
        "study",
        device_class="speaker",
        device_name="Acme Beam (Gen 2)",
    ),
    entity(
        "media_player.den_tv",
        "Den TV",
        "den",
        device_class="tv",
        device_name="Den TV",
    ),
)

PLAIN = home_of(
    "en",
    {"den": "Den"},
    entity("media_player.den_tv", "Den TV", "den", device_class="tv", device_name="Den TV"),
    entity("light.den_lamp", "Den Lamp", "den", device_name="Den Lamp"),
)


def _command(home: Home, text: str) -> tuple[str | None, str | None]:
    [command] = LocalParser(home).parse(text)
    return command.action, command.type_hint


def test_a_product_name_ending_in_a_verb_is_the_device() -> None:
    assert _command(HOME, "set the lux play to green") == ("set color", "light")
    targets, service, _ = last_turn(HOME, "lux plays off please")
    assert sorted(targets) == ["light.lux_play_1", "light.lux_play_2"]
    assert service == "light.turn_off"


def test_only_prefixes_ending_in_a_word_of_the_lexicon_are_added() -> None:
    assert product_prefixes(HOME, lambda w: w == "play") == {
        "lux play": ["light.lux_play_1", "light.lux_play_2"]
    }
    assert product_prefixes(HOME, lambda w: False) == {}


def test_the_product_word_of_a_speaker_turned_down_lowers_its_volume() -> None:
    assert _command(HOME, "could you turn the beam down") == ("volume down", "media_player")
    targets, service, _ = last_turn(HOME, "turn up the beam a touch")
    assert targets[:1] == ["media_player.study_speaker"] and service == "media_player.volume_up"


def test_a_name_that_is_its_whole_device_name_gives_no_product_word() -> None:
    words = product_words(HOME)
    assert words == {
        "acme": ["media_player.study_speaker"],
        "beam": ["media_player.study_speaker"],
    }


def test_the_verb_still_plays_in_a_home_without_such_names() -> None:
    assert _command(PLAIN, "play some jazz on the den tv")[0] == "play"
    assert _command(HOME, "play some jazz on the den tv")[0] == "play"
